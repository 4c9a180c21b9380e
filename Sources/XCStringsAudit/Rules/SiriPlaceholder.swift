import XCStrings

extension AuditRule {
    /// A translation drops or misspells a `${…}` placeholder of an App Shortcut
    /// phrase, an App Intents text or an intent definition's dialog.
    static let siriPlaceholder: AuditRule = AuditRule(RuleDescription(
        identifier: "siri-placeholder",
        severity: .error,
        input: .catalogs,
        fixability: nil,
        summary: "a translation drops or misspells a ${…} placeholder of an App Shortcut phrase or a Siri text",
        rationale: "App Shortcut phrases (`Start ${applicationName}`), App Intents parameter summaries and the "
            + "dialogs of an intent definition name their values as `${name}`, which the system fills by name, not "
            + "with String(format:). Siri and Shortcuts never match a phrase whose translation lacks "
            + "${applicationName} or one of the phrase's parameters, or spells one differently; in a dialog or a "
            + "summary the value is simply not there, or the placeholder shows as written.",
        howToFix: "Write every ${…} placeholder of the source in the translation, spelled exactly as there; the "
            + "order may change.",
        details: "the source text (the key, when it has a `${…}` placeholder, as App Shortcut phrases and App "
            + "Intents keys do; else the source-language value, as in an intent definition's table) has `${name}` "
            + "placeholders, and a translation's value (each value of a string set, each variant) lacks one of them "
            + "or has one the source does not. Once per localization; units in state `new` and empty values are "
            + "left to the other rules. These texts are not format strings: `format-mismatch` does not read them",
        triggering: [
            RuleExample(app: ["Start ${applicationName}": ["en": "Start ${applicationName}", "de": "${applicationName} starten"]],
                        widget: ["Start ${applicationName}": ["en": "Start ${applicationName}", "de": "Starten"]]),
            RuleExample(app: ["Trends for ${timeframe} in ${applicationName}": ["en": "Trends for ${timeframe} in ${applicationName}"]],
                        widget: ["Trends for ${timeframe} in ${applicationName}": [
                            "en": "Trends for ${timeframe} in ${applicationName}",
                            "fr": "Tendances pour ${timeFrame} dans ${applicationName}"]]),
        ],
        nonTriggering: [
            // The placeholders may move: only their names count.
            RuleExample(app: ["Start ${applicationName}": ["en": "Start ${applicationName}", "de": "${applicationName} starten"]],
                        widget: ["Start ${applicationName}": ["en": "Start ${applicationName}", "de": "${applicationName} starten"]]),
        ],
        localizationCheck: { input in
            let key = input.entry.key
            // This runs for every localization of every table: a byte scan, not Foundation's search.
            guard SiriPlaceholders.mayHavePlaceholder(key) else { return [] }
            let reference = SiriPlaceholders.names(in: key)
            guard !reference.isEmpty else { return [] }
            var first: (value: String, problem: SiriPlaceholders.Problem, location: StringCatalog.SourceLocation?)?
            var firstPath: CatalogLeafPath?
            func check(_ value: String, state: StringCatalog.TranslationState, location: StringCatalog.SourceLocation?,
                       path: CatalogLeafPath?) {
                // A string set's values come first; variants are read in no fixed order, so the
                // first of them is chosen by path.
                if first != nil {
                    guard let path, let current = firstPath, CatalogLeafPath.precedes(path, current) else { return }
                }
                guard !value.isEmpty, state != .new || input.language == input.audit.widget.sourceLanguage,
                      let problem = SiriPlaceholders.problem(reference: reference, value: value) else { return }
                first = (value, problem, location)
                firstPath = path
            }
            let localization = input.localization
            if let set = localization.stringSet {
                for value in set.values { check(value, state: set.state, location: nil, path: nil) }
            }
            localization.forEachUnit { leaf in
                if leaf.path.outerKind != .stringSet { check(leaf.value, state: leaf.state, location: leaf.location, path: leaf.path) }
            }
            guard let first else { return [] }
            let audit = input.audit
            let here = audit.place(localization.location ?? input.entry.location)
            return [audit.finding(.siriPlaceholder, key: key, language: input.language, at: audit.at(first.location, else: here),
                                  SiriPlaceholders.message(language: input.language, value: first.value, source: key,
                                                           problem: first.problem))]
        }))
}

/// The `${name}` placeholders of Siri's texts and how a translation's differ.
///
/// ```swift
/// SiriPlaceholders.names(in: "Trends for ${timeframe} in ${applicationName}")   // ["timeframe", "applicationName"]
/// ```
enum SiriPlaceholders {
    /// What a translation's placeholders lack and add.
    struct Problem: Equatable {
        /// The source's placeholders it lacks, in the source's order.
        var missing: [String]
        /// Its placeholders the source lacks, in its order.
        var unknown: [String]
    }

    /// Whether `text` is an App Shortcut phrase: it names the app as
    /// `${applicationName}`. Such a phrase is never formatted: its `%` is text.
    static func isShortcutPhrase(_ text: String) -> Bool {
        text.contains("${applicationName}")
    }

    /// Whether `text` has a `${` at all (the quick test before ``names(in:)``).
    ///
    /// - Complexity: O(*n*) in the length of `text`, with no allocation.
    static func mayHavePlaceholder(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "{"), previous == UInt8(ascii: "$") { return true }
            previous = byte
        }
        return false
    }

    /// The names of the `${name}` placeholders of `text`, each once, in order.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    static func names(in text: String) -> [String] {
        var names: [String] = []
        var rest = text.utf8[...]
        while let dollar = rest.firstIndex(of: UInt8(ascii: "$")) {
            rest = rest[rest.index(after: dollar)...]
            guard rest.first == UInt8(ascii: "{") else { continue }
            let body = rest.dropFirst()
            guard let close = body.firstIndex(of: UInt8(ascii: "}")) else { break }
            let name = body[..<close]
            let isName = !name.isEmpty && name.count <= 64 && name.allSatisfy { byte in
                byte == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                    || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            }
            if isName, let text = String(name), !names.contains(text) { names.append(text) }
            rest = body[body.index(after: close)...]
        }
        return names
    }

    /// How `value`'s placeholders differ from `reference` (the source's names),
    /// or `nil` when they are the same names.
    static func problem(reference: [String], value: String) -> Problem? {
        let found = names(in: value)
        let problem = Problem(missing: reference.filter { !found.contains($0) },
                              unknown: found.filter { !reference.contains($0) })
        return problem.missing.isEmpty && problem.unknown.isEmpty ? nil : problem
    }

    /// The finding's message for a translation `value` in `language` of `source`.
    static func message(language: String, value: String, source: String, problem: Problem) -> String {
        func list(_ names: [String]) -> String {
            let written = names.map { "${\($0)}" }
            return written.count <= 2 ? written.joined(separator: " and ")
                : written.dropLast().joined(separator: ", ") + " and " + written.last!
        }
        let isPhrase = SiriPlaceholders.isShortcutPhrase(source)
        var parts: [String] = []
        if !problem.missing.isEmpty { parts.append("lacks \(list(problem.missing)), which the source has") }
        if !problem.unknown.isEmpty {
            var unknown = "has \(list(problem.unknown)), which the source does not"
            // `${timeFrame}` for `${timeframe}`: the likely misspelling, named.
            let guesses = problem.unknown.compactMap { name in
                problem.missing.first { $0.lowercased() == name.lowercased() }.map { "${\($0)}" }
            }
            if !guesses.isEmpty { unknown += " (a misspelling of \(guesses.joined(separator: ", "))?)" }
            parts.append(unknown)
        }
        let effect = isPhrase
            ? "Siri and Shortcuts fill ${…} placeholders by their exact names and match an App Shortcut phrase only "
                + "with the app's name and the source's parameters in it, so \(language) users cannot say this one"
            : "Siri and Shortcuts fill ${…} placeholders by their exact names, so \(language) users miss that value "
                + "or read the placeholder as written"
        return "the \(language) translation \(value.quotedForMessage) of \(source.quotedForMessage) "
            + parts.joined(separator: ", and ") + ": \(effect). Write every placeholder of the source, exactly as "
            + "there, in the translation (the order may change)."
    }
}
