import XCStrings

extension AuditRule {
    /// A `Text` (or `Label`) shows a `String` the sources assemble from literals:
    /// SwiftUI shows a `String` verbatim, so the widget shows that text as written
    /// in every language. A warning; an error when the text is a key of the
    /// widget's tables, where someone meant it to be translated.
    static let unlocalizedText = AuditRule(RuleDescription(
        identifier: "unlocalized-text",
        severity: .warning,
        input: .code,
        fixability: nil,
        summary: "a Text(someString) shows a String built from literals verbatim, in every language (an error when "
            + "the text is a key of the widget's tables)",
        rationale: "SwiftUI looks up a Text's literal (a LocalizedStringKey) but shows a String as it is. A String "
            + "the widget's code assembles from literals — a computed property or function returning one, a switch of "
            + "them, a constant, a ternary — reaches the Lock Screen in the development language whatever language "
            + "the user reads; when the same text is a key of the widget's tables, its translation exists and is "
            + "never shown.",
        howToFix: "Look the literal up where it is written (String(localized: \"…\")), return a LocalizedStringKey, or "
            + "show Text(LocalizedStringKey(value)); write Text(verbatim:) for text meant to read the same in every "
            + "language.",
        details: "where the catalogs ship two languages or more, a `Text(value)` or `Label(value, systemImage:)` whose "
            + "one unlabelled argument is a name or a call (`title`, `entry.mood.title`, `Constants.title`, "
            + "`label(for: mode)`) that every declaration of it in the sources (in `a.phase.title`, of the type `phase` is "
            + "declared with, when the sources say; for `entry: Provider.Entry`, as Xcode's widget template writes it, "
            + "the type the provider's `placeholder(in:)` returns) makes a `String` of literals: a `let` "
            + "bound to a literal, a ternary of literals or a fallback after `??` (`event?.title ?? \"Unnamed event\"`, "
            + "shown as written whenever the value is `nil`), or a computed property or function declared `-> String` "
            + "(or `String?`) whose every result (each `return`, each `switch` case, each `if` branch) is one — an arm "
            + "that returns its own case's payload aside (`case .failed(let message): message`: what the case was "
            + "made with), and one that returns the function's own parameter (`default: return mode`: what its "
            + "callers pass), its other arms are still shown as written; or `String(format: \"%.1f seconds ago\", "
            + "seen)`, a format that is a literal, not a lookup; or a "
            + "view's stored `String` (`struct Tile: View { let title: String }`) that callers set to a literal or a "
            + "ternary of literals (`Tile(title: \"Steps\")`, `Tile(title: saved ? \"Saved\" : \"Save\")`, outside "
            + "previews and `PreviewProvider` types); or a `String` parameter of the function around the `Text` "
            + "(`func row(label: String) -> some View { Text(label) }`) that callers pass such literals "
            + "(`row(label: \"Sleep\")`), where one function has the name and its body does not bind it again. "
            + "A bare name in a type that declares it (`Text(title)` or "
            + "`Text(self.title)` in `Tile`'s body) is that type's member, whatever other types call `title`. "
            + "Not reported: "
            + "`Text(verbatim:)`; `Text(\"literal\")` (a lookup); a name that is also another stored property, a parameter, "
            + "a binding or a `var` with a value, or is not declared in the sources (model data); two views of one name "
            + "(nested in different types); a view in an extension that draws none (a notification service extension, "
            + "a packet tunnel or an Intents extension); a name declared "
            + "`LocalizedStringKey` or `LocalizedStringResource`; text that is not language — numbers, symbols, "
            + "emoji, single letters, format specifiers, unit symbols (`km`, `bpm`), URLs, identifiers and SF Symbol "
            + "names (`heart.fill`, `widget_title`, `camelCase`); literals in two scripts (`\"終了\"` and `\"Finish\"`), "
            + "a `switch` over a language or a type named for one (`DisplayLanguage`), the app's own translations; a list "
            + "of names (every word capitalised, one a single word with an inner capital: `\"Dexcom Share\"`, "
            + "`\"LibreLinkUp\"`); the product's name (the app's shown name, its target's or project's, the "
            + "extension's: `\"Home Assistant\"`, `\"YPoints\"`), which reads the same in every language; a `Text` in "
            + "a preview. In a notification service extension's own files (not those the app compiles too), also a "
            + "notification's `title`, `subtitle` or `body` set to a literal that is language "
            + "(`bestAttemptContent?.body = \"Payment received\"`, not `\"key\".localized`), to one after `??` "
            + "(`body = message ?? \"Payment received\"`), or to a name assembled from literals as above "
            + "(`body = event.displayMessage`, a computed `String?` whose every result is one; reported at the "
            + "assignment, naming them; never `nil`, so a literal after its `??` is not), which the notification "
            + "shows as written. In an extension's own UIKit and AppKit code (not a file the app compiles too), "
            + "also a literal that is language given to `UIAlertController(title:message:)`, `UIAlertAction(title:)`, "
            + "`UIBarButtonItem(title:)`, `UIAction(title:)`, `UIMenu(title:)`, `NSMenuItem(title:)`, "
            + "`setTitle(_:for:)` or `addButton(withTitle:)`, or set as a `toolTip`, `messageText` or "
            + "`informativeText` (not `\"Open\".localized`) — and, in a file that imports UIKit, AppKit or "
            + "WatchKit (elsewhere the names are as likely a model's), set as a label's `text` or a field's "
            + "`placeholder`, or given to a WatchKit label's `setText(_:)`; or there a name the sources assemble from "
            + "such literals, resolved as for a `Text` (`button.setTitle(title, for: .normal)` in `func "
            + "actionButton(_ title: String)` that callers pass `\"Email Us\"`; a bare name only as a parameter or a "
            + "member of the type around it: a view controller's `title` is UIKit's) — and in its own Objective-C "
            + "the same "
            + "texts as message parts (`alertControllerWithTitle:message:`, `actionWithTitle:`, `initWithTitle:` "
            + "with `message:`, `cancelButtonTitle:` and `destructiveButtonTitle:`, `setTitle:forState:`, "
            + "`addButtonWithTitle:`, `setToolTip:`, `setText:`, `setPlaceholder:`) or properties given an "
            + "`@\"…\"` literal or a choice of them (`inBed ? @\"In Bed\" : @\"Asleep\"`); there, in an extension "
            + "with no interface too "
            + "(an Intents extension), a literal given to `INObjectSection(title:)` or "
            + "`INObject(identifier:display:)`, which the system shows in the parameter picker an Intents extension "
            + "fills. An error when the text is a key of the widget's catalog "
            + "or tables that some language shows otherwise (a translation; an identifier's value, then too: the "
            + "widget shows the key itself) — not a key whose every value is the key itself (`\"--\"`, an "
            + "untranslated `\"bpm\"`), nor a literal of values alone (`\"\\(count)\"`, not the key `%@`)",
        severityDescription: "warning, or error",
        triggering: [
            RuleExample(app: ["Paused": ["en": "Paused", "de": "Pausiert"]],
                        widget: ["Paused": ["en": "Paused", "de": "Pausiert"]],
                        sources: ["Status.swift": """
                            enum TimerPhase {
                                case running, paused
                                var title: String {
                                    switch self {
                                    case .running: return "Running"
                                    case .paused: return "Paused"
                                    }
                                }
                            }
                            struct StatusView: View {
                                let phase: TimerPhase
                                var body: some View {
                                    Text(phase.title)
                                }
                            }
                            """]),
        ],
        nonTriggering: [
            // Looked up where it is written.
            RuleExample(app: ["Paused": ["en": "Paused", "de": "Pausiert"]],
                        widget: ["Paused": ["en": "Paused", "de": "Pausiert"]],
                        sources: ["Status.swift": """
                            enum TimerPhase {
                                case running, paused
                                var title: String {
                                    switch self {
                                    case .running: return String(localized: "Running")
                                    case .paused: return String(localized: "Paused")
                                    }
                                }
                            }
                            struct StatusView: View {
                                let phase: TimerPhase
                                var body: some View {
                                    Text(phase.title)
                                }
                            }
                            """]),
            // Meant to read the same in every language, and said so.
            RuleExample(app: ["Paused": ["en": "Paused", "de": "Pausiert"]],
                        widget: ["Paused": ["en": "Paused", "de": "Pausiert"]],
                        sources: ["Brand.swift": """
                            let brandName = "Mindful Minutes"
                            struct BrandView: View {
                                var body: some View { Text(verbatim: brandName) }
                            }
                            """]),
        ]))
}

extension WidgetCodeRules {
    /// A string table of the widget, as ``AuditRule/unlocalizedText`` looks text up
    /// in it: is the text a key?
    struct KeyTable: Sendable {
        /// The table's contents.
        var catalog: StringCatalog
        /// The file a message names: the catalog, or a legacy table's
        /// development-language file.
        var path: String
        /// The legacy files, when it is not a String Catalog (to name the file of a key).
        var legacy: LegacyStringTable?
    }

    /// The views that show a `String` argument verbatim (their `StringProtocol`
    /// initialisers), with the labels that may follow it.
    private static let verbatimViews: [String: Set<String>] = [
        "Text": [],
        "Label": ["systemImage", "image"],
    ]

    /// ``AuditRule/unlocalizedText`` in one file: each `Text(value)` and
    /// `Label(value, systemImage:)` whose value is a name the sources assemble from
    /// literals (``literalSources(of:isCall:project:)``), when one of the literals
    /// is language (``isLanguage(_:)``) or a key of the widget's tables. Only where
    /// the catalogs ship two languages or more: with one, every text is in it.
    ///
    /// - Parameter memo: Names already resolved, across files.
    func unlocalizedTextFindings(in fileIndex: Int, project: WidgetProject,
                                 memo: inout [String: [StringSource]?]) -> [AuditFinding] {
        guard translates, drawsViews else { return [] }
        let file = project.files[fileIndex]
        var findings: [AuditFinding] = []
        for (runIndex, run) in file.runs.enumerated() {
            for index in run.tokens.indices {
                // The `(` first: looking every name up among the views was most of this rule's work.
                guard run.isPunctuation(0x28, at: index + 1), let view = run.identifier(at: index),
                      let labels = Self.verbatimViews[view], run.identifier(at: index - 1) != "func",
                      !run.isPunctuation(0x2E, at: index - 1) || run.identifier(at: index - 2) == "SwiftUI" else { continue }
                let arguments = Self.arguments(of: run, openingAt: index + 1)
                guard let value = arguments.first, value.label == nil,
                      arguments.dropFirst().allSatisfy({ $0.label.map(labels.contains) == true }),
                      view == "Text" ? arguments.count == 1 : arguments.count == 2 else { continue }
                let shown = Self.shownName(in: run, value.range)
                // `Text(String(format: "%.1f seconds ago", seen))`: a format no lookup gave.
                let format = shown == nil && runIndex == 0 ? Self.formatLiteral(in: run, value.range, file: fileIndex) : nil
                guard shown != nil || format != nil else { continue }
                let site = SwiftCodeFile.Site(run: runIndex, token: index)
                if Self.isInPreview(site, in: file) || Self.isInPreviewProvider(site, in: fileIndex, project: project) {
                    continue
                }
                let message: (text: String, isKey: Bool)?
                if let shown {
                    guard let sources = Self.shownLiterals(of: shown.path, isCall: shown.isCall, at: index,
                                                           inFile: fileIndex, isTopLevel: runIndex == 0,
                                                           project: project, memo: &memo) else { continue }
                    message = unlocalizedTextMessage(view: view, shown: shown.spelling, sources: sources, project: project)
                } else if let format {
                    message = unlocalizedTextMessage(
                        view: view, shown: "String(format: \"\(format.literal.sourceSpelling)\", …)", sources: [format],
                        project: project, isFormat: true)
                } else {
                    continue
                }
                guard let message else { continue }
                var found = finding(.unlocalizedText, in: file, at: site, message.text)
                if message.isKey { found.severity = .error }
                findings.append(found)
            }
        }
        return findings
    }

    /// The literals the last name of `path` is assembled from
    /// (``literalSources(of:isCall:project:)``), where `context.state.phase.title`
    /// reads the `title` of the type `phase` is declared with when the sources say
    /// (``memberLiteralSources(of:in:isCall:project:)``); `nil` when it is anything
    /// else. A bare name whose `owner` is known (``memberOwner(of:at:inFile:project:)``)
    /// is that type's member, and nothing else. `memo` keeps what was resolved, across files.
    static func assembledLiterals(of path: [String], isCall: Bool, owner: String? = nil, project: WidgetProject,
                                  memo: inout [String: [StringSource]?]) -> [StringSource]? {
        guard let name = path.last else { return nil }
        let receiver = owner ?? (path.count >= 2 ? receiverType(path[path.count - 2], project: project) : nil)
        // An owner's member is looked up alone; a receiver's falls back to every declaration of the name.
        let memoKey = (owner != nil ? "self " : "") + (receiver.map { $0 + "." } ?? "") + name + (isCall ? "()" : "")
        if let known = memo[memoKey] { return known }
        let member = receiver.flatMap { memberLiteralSources(of: name, in: $0, isCall: isCall, project: project) }
        let sources = owner != nil ? member : member ?? literalSources(of: name, isCall: isCall, project: project)
        memo[memoKey] = .some(sources)
        return sources
    }

    /// The literals a path of names shown at `token` of file `file` is assembled
    /// from; `nil` when it may be anything else. A bare name that is a `String`
    /// parameter of the function around it is what the function's callers pass
    /// (``parameterLiterals(of:at:inFile:project:)``); a bare `title` (or
    /// `self.title`) in a type that declares one is that type's `title`
    /// (``memberOwner(of:at:inFile:project:)``); any other path is
    /// ``assembledLiterals(of:isCall:owner:project:memo:)``'s. The first two need
    /// the token in the file's top-level run (`isTopLevel`).
    ///
    /// - Parameter bareNameIsAnyDeclaration: Whether a bare name that no type
    ///   around declares is every declaration of it in the sources (in a SwiftUI
    ///   view); `false` where the type around may inherit it (a view controller's
    ///   `title` is UIKit's).
    static func shownLiterals(of path: [String], isCall: Bool, at token: Int, inFile file: Int, isTopLevel: Bool,
                              bareNameIsAnyDeclaration: Bool = true, project: WidgetProject,
                              memo: inout [String: [StringSource]?]) -> [StringSource]? {
        guard let name = path.last else { return nil }
        let isOwn = path.count == 1 || path.count == 2 && path[0] == "self"
        if path.count == 1, !isCall, isTopLevel,
           let parameter = parameterLiterals(of: name, at: token, inFile: file, project: project) {
            return parameter
        }
        let owner = isOwn && isTopLevel ? memberOwner(of: name, at: token, inFile: file, project: project) : nil
        if isOwn, owner == nil, !bareNameIsAnyDeclaration { return nil }
        return assembledLiterals(of: path, isCall: isCall, owner: owner, project: project, memo: &memo)
    }

    /// Where a literal is written, as `file:line:column`.
    static func place(of source: StringSource, project: WidgetProject) -> String {
        let token = project.files[source.file].runs[0].tokens[source.token]
        return "\(project.files[source.file].path):\(token.line):\(token.column)"
    }

    /// The name an argument shows, when it is a path of names, maybe called
    /// (`title`, `self.title`, `entry.mood.title`, `label(for: mode)`), with a case
    /// change after it (`.uppercased()`): its names, whether it is called, and how to write it.
    private static func shownName(in run: SwiftCodeFile.Run, _ range: Range<Int>)
        -> (isCall: Bool, spelling: String, path: [String])? {
        var end = range.upperBound
        // `title.uppercased()`, `title.capitalized`: the same text, in other letters.
        let caseChanges: Set<String> = ["uppercased", "lowercased", "capitalized", "localizedUppercase",
                                        "localizedLowercase", "localizedCapitalized"]
        if end - range.lowerBound >= 4, run.isPunctuation(0x29, at: end - 1), run.isPunctuation(0x28, at: end - 2),
           let change = run.identifier(at: end - 3), caseChanges.contains(change), run.isPunctuation(0x2E, at: end - 4) {
            end -= 4
        } else if end - range.lowerBound >= 3, let change = run.identifier(at: end - 1), caseChanges.contains(change),
                  run.isPunctuation(0x2E, at: end - 2) {
            end -= 2
        }
        var isCall = false
        if run.isPunctuation(0x29, at: end - 1), let open = run.partner[end - 1], open > range.lowerBound {
            isCall = true
            end = open
        }
        var names: [String] = []
        var cursor = range.lowerBound
        while cursor < end {
            guard let name = run.identifier(at: cursor) else { return nil }
            names.append(name)
            cursor += 1
            if cursor < end {
                guard run.isPunctuation(0x2E, at: cursor) else { return nil }
                cursor += 1
                guard cursor < end else { return nil }
            }
        }
        guard let last = names.last, SwiftDeclarations.isValueName(last) else { return nil }
        return (isCall, names.joined(separator: ".") + (isCall ? "(…)" : ""), names)
    }

    /// The literal format of `String(format: "…", …)` spanning `range` of file
    /// `file`'s top-level run `run`, as a source of the text it makes; `nil` for
    /// anything else (a format that is a lookup, a name, a call).
    static func formatLiteral(in run: SwiftCodeFile.Run, _ range: Range<Int>, file: Int) -> StringSource? {
        let first = range.lowerBound
        guard range.count >= 6, run.identifier(at: first) == "String", run.isPunctuation(0x28, at: first + 1),
              run.partner[first + 1] == range.upperBound - 1, run.identifier(at: first + 2) == "format",
              run.isPunctuation(0x3A, at: first + 3), let literal = literal(at: first + 4, in: run),
              run.isPunctuation(0x2C, at: first + 5) || first + 5 == range.upperBound - 1 else { return nil }
        return StringSource(file: file, token: first + 4, literal: literal)
    }

    /// The message about `view` showing `shown`, assembled from `sources`, and
    /// whether one of its literals is a key of the widget's tables; `nil` when no
    /// literal is language nor a key. `isFormat`: `shown` is `String(format:)` of
    /// the one literal in `sources`.
    private func unlocalizedTextMessage(view: String, shown: String, sources: [StringSource], project: WidgetProject,
                                        isFormat: Bool = false) -> (text: String, isKey: Bool)? {
        var keyed: (source: StringSource, key: String, table: KeyTable, entry: StringCatalog.Entry)?
        var language: [StringSource] = []
        for source in sources {
            if keyed == nil, let (key, table, entry) = tableEntry(for: source.literal) {
                keyed = (source, key, table, entry)
            }
            if isUntranslatedLanguage(source.literal) { language.append(source) }
        }
        guard keyed != nil || !language.isEmpty else { return nil }
        var shownLiterals = language
        if let keyed { shownLiterals.removeAll { $0.file == keyed.source.file && $0.token == keyed.source.token } }
        let lead = keyed?.source ?? shownLiterals.removeFirst()
        func place(_ source: StringSource) -> String { Self.place(of: source, project: project) }
        // As written in Swift, interpolations included (`"\(n) left"`).
        func quoted(_ source: StringSource) -> String {
            "\"" + source.literal.sourceSpelling + "\""
        }
        var text = "\(view)(\(shown)) shows a String, which SwiftUI displays as it is, without looking it up: "
        if isFormat {
            text += "its format \(quoted(lead)) (\(place(lead))) is a literal, not a lookup"
        } else {
            text += "\(shown.hasSuffix("(…)") ? String(shown.dropLast(3)) : shown) "
                + (lead.isArgument ? "is what its callers pass, literals: " : "is assembled from literals, ")
                + "\(quoted(lead)) (\(place(lead)))"
        }
        if !shownLiterals.isEmpty {
            let others = shownLiterals.prefix(3).map(quoted).joined(separator: ", ")
            text += shownLiterals.count > 3 ? " and \(shownLiterals.count) more (\(others), …)" : " and \(others)"
        }
        let lookup = Self.lookup(of: lead.literal)
        let remedy = isFormat
            ? "Look the format up: String(format: \(lookup), …) — or write "
                + "\(view == "Text" ? "Text(verbatim: String(format: …))" : "Text(verbatim:) in its title")"
                + " if it is meant to read the same in every language."
            : "Look it up: \(lookup) where the literal is written, or \(view)(LocalizedStringKey(\(shown)))"
                + " — or write \(view == "Text" ? "Text(verbatim: \(shown))" : "Text(verbatim:) in its title")"
                + " if it is meant to read the same in every language."
        guard let keyed else {
            text += ", so the widget shows it as written in every language. " + remedy
            return (text, false)
        }
        let catalog = keyed.table.catalog
        let file = keyed.table.legacy?.file(forKey: keyed.key, language: catalog.sourceLanguage) ?? keyed.table.path
        let location = keyed.entry.localizations[catalog.sourceLanguage]?.location ?? keyed.entry.location
        let keyPlace = file + (location.map { ":\($0.line):\($0.column)" } ?? "")
        let translated = keyed.entry.localizations.keys.filter { $0 != catalog.sourceLanguage }.sorted()
        text += "; \(ExampleCatalog.quoted(keyed.key)) is a key of the widget catalog (\(keyPlace))"
        text += translated.isEmpty ? "" : ", translated into " + translated.joined(separator: ", ")
        if Self.isLanguage(Self.text(of: keyed.source.literal)) {
            text += ", but the widget never looks it up and shows it untranslated in every language. " + remedy
        } else {
            text += ", but the widget never looks it up and shows the key itself. " + remedy
        }
        return (text, true)
    }

    /// The key of the widget's tables a literal is, with its table and entry:
    /// its text, or with every interpolation as `%@` or as `%lld` — where a lookup
    /// would show something else in some language (a translation, a value of an
    /// identifier, a plural): a key every value of which is the key itself (`"--"`,
    /// `"bpm"` with nothing translated) shows the same text looked up or not.
    func tableEntry(for literal: SwiftStringLiteral) -> (String, KeyTable, StringCatalog.Entry)? {
        var candidates: [String] = []
        if let text = literal.plainText {
            candidates.append(text)
        } else if !Self.textOfSegments(literal).contains(where: \.isLetter) {
            // `"\(count)"`, `"\(done)/\(total)"` show their values: the key (`%@`) they
            // would be is not what they show.
            return nil
        } else {
            for specifier in ["%@", "%lld"] {
                let count = literal.segments.filter { if case .interpolation = $0 { true } else { false } }.count
                var usage = SourceKeyUsage(literal: literal, function: "Text", file: "", line: 1, column: 1)
                usage.specifiers = Array(repeating: specifier, count: count)
                candidates.append(usage.lookupKey)
            }
        }
        for key in candidates where !key.isEmpty {
            for table in keyTables {
                guard let entry = table.catalog[key] else { continue }
                let showsOtherText = entry.localizations.values.contains { localization in
                    localization.plainUnit.map { !$0.value.isEmpty && $0.value != key } ?? (localization.variations != nil)
                }
                if showsOtherText { return (key, table, entry) }
            }
        }
        return nil
    }

    /// The text a literal shows: its plain text, or its text segments with
    /// interpolations as spaces (``textOfSegments(_:)``).
    static func text(of literal: SwiftStringLiteral) -> String {
        literal.plainText ?? textOfSegments(literal)
    }

    /// How to look a literal up where it is written: `String(localized: "Paused")`.
    static func lookup(of literal: SwiftStringLiteral) -> String {
        literal.plainText.map { "String(localized: \(ExampleCatalog.quoted($0)))" } ?? "String(localized: …)"
    }

    /// The text of a literal's text segments, interpolations as spaces.
    static func textOfSegments(_ literal: SwiftStringLiteral) -> String {
        literal.segments.map { segment in
            if case .text(let text) = segment { text } else { " " }
        }.joined()
    }

    /// Whether `text` is language a translator would change: it has a word of two
    /// letters or more, once format specifiers are taken out, and it is not a URL,
    /// an e-mail address, an identifier or an SF Symbol name (`heart.fill`,
    /// `widget_title`, `camelCase`, `com.example.app`).
    ///
    /// ```swift
    /// WidgetCodeRules.isLanguage("Paused")         // true
    /// WidgetCodeRules.isLanguage("%d%%")           // false
    /// WidgetCodeRules.isLanguage("heart.fill")     // false
    /// ```
    static func isLanguage(_ text: String) -> Bool {
        let bare = withoutFormatSpecifiers(text)
        if bare.contains("://") || bare.hasPrefix("www.") { return false }
        let characters = Array(bare)
        // A word of two letters or more.
        var run = 0, longest = 0
        for character in characters {
            run = character.isLetter ? run + 1 : 0
            longest = max(longest, run)
        }
        guard longest >= 2 else { return false }
        return bare.split(whereSeparator: \.isWhitespace).contains { isWord(Array($0)) }
    }

    /// Symbols of units and currencies, written the same in most languages
    /// (`"\(distance) km"`, `"\(rate) bpm"`); case matters (`MB`, not `mb`).
    static let unitSymbols: Set<String> = [
        "km", "cm", "mm", "kg", "mg", "lb", "lbs", "oz", "mi", "ft", "mph", "kph", "bpm", "kcal", "ml", "mL", "ms",
        "KB", "kB", "MB", "GB", "TB", "kWh", "kW", "mAh", "hPa", "dB", "Hz", "kHz", "MHz", "GHz", "BTC", "sat", "sats", "in",
    ]

    /// Whether a piece of text between spaces is a word: two letters in a row,
    /// and not a name — parts joined by `.`, `_`, `/` or `@` (`heart.fill`,
    /// `sat/vB`) or in camelCase (`timeLeft`) — nor a unit symbol (`km`).
    private static func isWord(_ characters: [Character]) -> Bool {
        let letters = String(characters.filter(\.isLetter))
        if unitSymbols.contains(letters), characters.allSatisfy({ $0.isLetter || $0.isNumber || ".,".contains($0) }) {
            return false
        }
        var run = 0, longest = 0
        for character in characters {
            run = character.isLetter ? run + 1 : 0
            longest = max(longest, run)
        }
        guard longest >= 2 else { return false }
        for (offset, character) in characters.enumerated() where offset > 0 && offset + 1 < characters.count {
            if "._/@".contains(character), characters[offset - 1].isLetter || characters[offset - 1].isNumber,
               characters[offset + 1].isLetter || characters[offset + 1].isNumber { return false }
            if character.isUppercase, characters[offset - 1].isLowercase { return false }
        }
        return true
    }

    /// `text` without its printf format specifiers (`%@`, `%lld`, `%1$@`, `%.1f`, `%%`).
    static func withoutFormatSpecifiers(_ text: String) -> String {
        var result = ""
        var characters = text[...]
        while let first = characters.first {
            characters = characters.dropFirst()
            guard first == "%" else { result.append(first); continue }
            var rest = characters
            while let next = rest.first, next.isNumber || "$-+ #.'".contains(next) { rest = rest.dropFirst() }
            while let next = rest.first, "hlqLzjt".contains(next) { rest = rest.dropFirst() }
            if let conversion = rest.first, "@dDiuUxXoOfFeEgGcCsSpaA%".contains(conversion) {
                characters = rest.dropFirst()
                result.append(" ")
            } else {
                result.append(first)
            }
        }
        return result
    }
}
