import XCStrings

extension CatalogAudit {
    /// Whether a text has anything to translate: a word outside its format
    /// specifiers and unit symbols. `%@`, `%lld / %lld`, `—`, `%@ km` and `? U`
    /// show the same in every language: one Latin letter alone (`g`, `-U`,
    /// `%1$@ U`, `%@m`) is a symbol, as `unlocalized-text` counts no single
    /// letter as a word — unless `lettersAreWords`.
    static func hasTranslatableText(_ text: String, lettersAreWords: Bool = false) -> Bool {
        // The usual case without a parse (this runs for every entry in use): ASCII
        // text, read byte by byte, outside `%…` specifiers, run of letters by run.
        // Non-ASCII text takes the exact route below.
        var utf8 = text.utf8[...]
        var isASCII = true
        scan: while let byte = utf8.first {
            let start = utf8.startIndex
            utf8.removeFirst()
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                while let next = utf8.first, (next | 0x20) >= UInt8(ascii: "a"), (next | 0x20) <= UInt8(ascii: "z") {
                    utf8.removeFirst()
                }
                if let next = utf8.first, next >= 0x80 {
                    isASCII = false
                    break scan
                }
                let run = text.utf8[start..<utf8.startIndex]
                if run.count == 1 ? lettersAreWords : !Self.isUnitSymbol(run) { return true }
            case 0x80...:
                isASCII = false
                break scan
            case UInt8(ascii: "%"):
                if utf8.first == UInt8(ascii: "#") {
                    // `%#@name@`: a substitution, through its closing `@`.
                    utf8 = utf8.dropFirst(2)
                    while let next = utf8.popFirst(), next != UInt8(ascii: "@") {}
                    continue
                }
                // Flags, width, precision, position and length, then the conversion.
                while let next = utf8.first, "0123456789$.#-+ 'lhqztjL*".utf8.contains(next) { utf8.removeFirst() }
                utf8 = utf8.dropFirst()
            default:
                continue
            }
        }
        if isASCII { return false }
        if !text.utf8.contains(0x25) { return hasWord(text[...], lettersAreWords: lettersAreWords) }
        for segment in FormatString(text).segments {
            if case .literal(let literal) = segment, hasWord(literal[...], lettersAreWords: lettersAreWords) { return true }
        }
        return false
    }

    /// Whether an entry has anything to translate: its source text has
    /// (``hasTranslatableText(_:lettersAreWords:)``), or its lone letters are
    /// words there, as a translation that writes something else says (`U`,
    /// which German writes `IE`; `g`, which every language keeps, is a symbol).
    static func hasTranslatableText(_ entry: StringCatalog.Entry, sourceLanguage: String) -> Bool {
        let text = entry.sourceText(in: sourceLanguage)
        if hasTranslatableText(text) { return true }
        guard hasTranslatableText(text, lettersAreWords: true) else { return false }
        return entry.localizations.contains { language, localization in
            language != sourceLanguage && localization.isUsableTranslation
                && !showsSameText(localization.representativeValue, as: text)
        }
    }

    /// Whether `shown` shows `text`: the same text, or the same with the
    /// punctuation at its ends moved to the other end, as a right-to-left
    /// translation writes it (`!!Go Map` for `Go Map!!`, `؟Ready` for `Ready?`).
    static func showsSameText(_ shown: String?, as text: String) -> Bool {
        guard let shown else { return false }
        if shown == text { return true }
        // White space and bidi marks show nothing; punctuation shows wherever it is.
        func isBlank(_ character: Character) -> Bool {
            character.isWhitespace || character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .format }
        }
        func isEdge(_ character: Character) -> Bool { character.isPunctuation || isBlank(character) }
        func split(_ string: String) -> (core: Substring, edges: [Character]) {
            let start = string.firstIndex { !isEdge($0) } ?? string.endIndex
            let end = string.lastIndex { !isEdge($0) }.map { string.index(after: $0) } ?? start
            let core = string[start..<max(start, end)]
            let edges = (string[..<start] + string[max(start, end)...]).filter { !isBlank($0) }
            return (core, edges.sorted())
        }
        let (shownCore, shownEdges) = split(shown), (textCore, textEdges) = split(text)
        return !textCore.isEmpty && shownCore == textCore && shownEdges == textEdges
    }

    /// Whether a key reads as English text: ASCII with a word to translate, and
    /// not an identifier (``isIdentifierLike(_:)``). `Calendar View` and
    /// `Display today's reminders` do; `widget.title`, `%lld`, `日历` do not.
    static func readsAsEnglishText(_ key: String) -> Bool {
        key.utf8.allSatisfy { $0 < 0x80 } && hasTranslatableText(key) && !isIdentifierLike(key)
    }

    /// Whether `text` has a run of letters (the Unicode property `Alphabetic`)
    /// that is neither a unit symbol nor one Latin letter (unless `lettersAreWords`).
    private static func hasWord(_ text: Substring, lettersAreWords: Bool) -> Bool {
        var scalars = text.unicodeScalars[...]
        while let start = scalars.firstIndex(where: { $0.properties.isAlphabetic }) {
            let end = scalars[start...].firstIndex { !$0.properties.isAlphabetic } ?? scalars.endIndex
            let run = Substring(scalars[start..<end])
            let isLatinLetter = run.unicodeScalars.count == 1 && run.unicodeScalars.allSatisfy(\.isASCII)
            if isLatinLetter ? lettersAreWords : !isUnitSymbol(run.utf8) { return true }
            scalars = scalars[end...]
        }
        return false
    }

    /// Whether a run of letters is a unit or currency symbol
    /// (``WidgetCodeRules/unitSymbols``: `km`, `dB`, `BTC`), but `in`, which is
    /// a word far more often than inches.
    private static func isUnitSymbol(_ run: Substring.UTF8View) -> Bool {
        guard run.count > 1, run.count <= 4, !run.elementsEqual("in".utf8) else { return false }
        return WidgetCodeRules.unitSymbols.contains(String(decoding: run, as: UTF8.self))
    }

    /// The table a catalog file holds: its name without `.xcstrings`
    /// (`Localizable` for `Widget/Localizable.xcstrings`).
    static func tableName(ofCatalogAt path: String) -> String {
        var name = Substring(path.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
        if name.hasSuffix(".xcstrings") { name = name.dropLast(".xcstrings".count) }
        return String(name)
    }

    // MARK: - Places

    struct Place {
        var file: String
        var line: Int
        var column: Int
    }

    /// The widget catalog at `location` when there is one, else `fallback`.
    func at(_ location: StringCatalog.SourceLocation?, else fallback: Place) -> Place {
        location.map { Place(file: widgetPath, line: $0.line, column: $0.column) } ?? fallback
    }

    /// The widget catalog at `location`, else its line 1.
    func place(_ location: StringCatalog.SourceLocation?) -> Place {
        Place(file: widgetPath, line: location?.line ?? 1, column: location?.column ?? 1)
    }

    func finding(_ rule: AuditRule, key: String?, language: String?, at place: Place,
                         _ message: String) -> AuditFinding {
        AuditFinding(rule: rule, key: key, language: language, file: place.file, line: place.line,
                     column: place.column, message: message, isFixable: rule.isFixable)
    }
}

extension StringCatalog.Entry {
    /// The text the entry shows in `sourceLanguage`: its value there, or the key
    /// itself when it has none (or an empty one).
    func sourceText(in sourceLanguage: String) -> String {
        localizations[sourceLanguage]?.representativeValue.flatMap { $0.isEmpty ? nil : $0 } ?? key
    }
}

/// The languages that write an entry's source text as it is, when every language
/// that translates the entry does: then a language that lacks it falls back to
/// what its translation would most likely be, a name, a unit or a symbol
/// (`"OK"`, `"? g"`, `"Bitcoin (%@)"`), and nothing a user sees is missing.
///
/// The source language and its regional variants (`en-GB` of `en`) keep the text
/// by nature and are not counted; neither are units in state `new`.
struct SourceTextKeepers {
    /// How many languages keep the text.
    var count = 0
    /// Whether one of them writes another script than the Latin alphabet.
    var includesNonLatinScript = false

    /// The keepers of the first of `entries` (the widget's, then the app's of the
    /// same key), each language counted once, as the first entry that has it writes
    /// it; `nil` where a language translates the text.
    ///
    /// - Complexity: O(*l*) in the number of the entries' localizations.
    init?(_ entries: StringCatalog.Entry..., sourceLanguage: String) {
        guard let first = entries.first else { return }
        let source = first.sourceText(in: sourceLanguage)
        let sourceBase = sourceLanguage.languageSubtag
        var seen = Set<String>()
        for entry in entries {
            for (language, localization) in entry.localizations where seen.insert(language).inserted
            && language.languageSubtag != sourceBase && localization.isUsableTranslation {
                guard CatalogAudit.showsSameText(localization.representativeValue, as: source) else { return nil }
                count += 1
                if language.writesNonLatinScript { includesNonLatinScript = true }
            }
        }
    }

    /// Whether `language` most likely keeps the text too: two languages or more keep
    /// it, and for a language written in another script, one of them does too
    /// (Latin letters every Latin-script language keeps are not yet a name in Arabic).
    func cover(_ language: String) -> Bool {
        count >= 2 && (includesNonLatinScript || !language.writesNonLatinScript)
    }
}
