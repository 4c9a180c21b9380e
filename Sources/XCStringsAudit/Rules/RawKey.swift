import XCStrings

extension AuditRule {
    /// An identifier-like key the widget uses has no source-language value, so the
    /// key itself is shown.
    static let rawKey = AuditRule(RuleDescription(
        identifier: "raw-key",
        severity: .error,
        input: .catalogs,
        fixability: "yes, when the app has the source text",
        summary: "an identifier-like key the widget uses (timer.cancel) has no source-language value: the key is shown",
        rationale: "A key that reads as an identifier (sleepTimer.cancel, widget.start.description) has no value in the "
            + "source language, so the key itself is the text: users see the identifier on the Lock Screen, in the "
            + "source language and in every language that lacks a translation.",
        howToFix: "Give the key its source-language text in the widget catalog.",
        details: "an identifier-like key in use (`sleepTimer.cancel`, `widget.start.description`, `skipBackwards`, "
            + "`chapters`) has no source-language value: the key itself is shown. Identifier-like: ASCII without "
            + "spaces, and a `.`/`_` between words, a camelCase word, or a lowercase word of 4+ letters — not `Done`, "
            + "`iCloud`, `macOS`, `km`; a plain lowercase word only in a catalog whose keys are written as "
            + "identifiers (structured keys, at least as many as keys with a space: `send` is text beside "
            + "`Checked at %@`). A natural-language key without a source unit is fine, and so is a key whose "
            + "lookup gives its source text in code (`NSLocalizedString(_:value:comment:)`, "
            + "`String(localized:defaultValue:)`), or whose `value:` is an expression — another table's text "
            + "(`value: NSLocalizedString(key, tableName: \"Default\", comment: \"\")`), directly or in the "
            + "project's own `String` member (`\"k\".toLocalized()`): that text is shown. `value: \"\"` is no "
            + "default (the lookup gives the key back)",
        triggering: [
            RuleExample(app: ["timer.cancel": ["en": "Cancel"]], widget: ["timer.cancel": ["ar": "إلغاء"]]),
        ],
        nonTriggering: [
            // A natural-language key is its own source text.
            RuleExample(app: ["Cancel": ["ar": "إلغاء"]], widget: ["Cancel": ["ar": "إلغاء"]]),
            // A plain lowercase word is text in a catalog whose keys are text.
            RuleExample(app: ["closed": ["ar": "مغلق"]], widget: ["closed": ["ar": "مغلق"]]),
        ]))
}

extension CatalogAudit {
    /// The check, on a widget key in use that shows nothing of its own in the
    /// source language: a finding when the key reads as an identifier
    /// (``showsRawKey(_:)``), else `nil` (the key is the text).
    func rawKeyFinding(_ entry: StringCatalog.Entry, usage: SourceKeyUsage?) -> AuditFinding? {
        // A lookup with a default (`NSLocalizedString(k, value: "Cancel", comment: "")`,
        // or another table's text, `value: NSLocalizedString(k, tableName: "Default", …)`)
        // shows the default where the table has no source text, not the key.
        guard showsRawKey(entry.key), usage?.defaultValue == nil, usage?.hasComputedDefault != true else { return nil }
        let source = widget.sourceLanguage
        let appValue = app[entry.key]?.localizations[source].flatMap { localization in
            localization.isUsableTranslation ? localization : nil
        }
        let remedy = appValue.map { "The app has \($0.displayValue): run with --fix to copy it." }
            ?? "Add the \(source) text in the widget catalog."
        let used = usage.map { " (used at \($0.file):\($0.line))" } ?? ""
        var result = finding(.rawKey, key: entry.key, language: source, at: place(entry.location),
            "\(entry.key.quotedForMessage)\(used) has no \(source) value in the widget catalog, so the widget "
                + "shows the identifier \(entry.key.quotedForMessage) itself to \(source) users, and to every "
                + "language without a translation. \(remedy)")
        result.isFixable = appValue != nil
        return result
    }

    /// Whether a key reads as an identifier rather than as text: no spaces, only
    /// ASCII letters, digits, `.`, `_` and `-`, and one of: a `.`/`_` between
    /// word characters (`widget.start.description`, `Widget_Title`), a camelCase
    /// word (`sleepTimer`: two or more lowercase letters, then a capital that
    /// starts a word), or a lowercase word of four letters or more (`chapters`,
    /// `paused`). A structured one shown as the text is a bug, a plain word only
    /// where the catalog writes its keys as identifiers (``showsRawKey(_:)``).
    /// Text is not: `Done`, `Start timer`, `Done.`, and brand names such as
    /// `iCloud`, `macOS`, `watchOS`, and short units such as `km` or `min`.
    static func isIdentifierLike(_ key: String) -> Bool {
        identifierShape(of: key) != nil
    }

    /// How a key reads as an identifier (see ``isIdentifierLike(_:)``).
    enum IdentifierShape {
        /// A `.`/`_` between word characters, or a camelCase word.
        case structured
        /// A lowercase word of four letters or more: an identifier in a catalog
        /// of identifiers (`chapters` beside `sleepTimer.cancel`), but text in a
        /// catalog of text (`closed` beside `resets %@ · %@`).
        case plainWord
    }

    /// The identifier shape of `key`, or `nil` when it reads as text.
    static func identifierShape(of key: String) -> IdentifierShape? {
        let bytes = Array(key.utf8)
        guard bytes.count >= 2, bytes.last != UInt8(ascii: ".") else { return nil }
        func isLower(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
        func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        var separator = false
        for (index, byte) in bytes.enumerated() {
            if isLower(byte) || isUpper(byte) || isDigit(byte) || byte == UInt8(ascii: "-") { continue }
            guard byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") else { return nil }
            if index > 0, bytes[index - 1] != UInt8(ascii: "."), bytes[index - 1] != UInt8(ascii: "_") { separator = true }
        }
        if separator { return .structured }
        // A camelCase word: a lowercase run of two or more, then a capital
        // followed by a lowercase letter (`sleepTimer`, not `iCloud` or `macOS`).
        let lowercasePrefix = bytes.prefix(while: isLower).count
        if lowercasePrefix >= 2, lowercasePrefix + 1 < bytes.count, isUpper(bytes[lowercasePrefix]),
           isLower(bytes[lowercasePrefix + 1]) {
            return .structured
        }
        return lowercasePrefix == bytes.count && bytes.count >= 4 ? .plainWord : nil
    }

    /// Whether the widget showing `key` itself shows a raw identifier: a
    /// structured one always; a plain lowercase word only in a widget catalog
    /// whose authors write keys as identifiers (structured keys, at least as many
    /// as keys with a space). In a catalog whose keys are English text, `closed`
    /// is the English text, even beside a few `VIEW_TRANSACTION_DETAILS_TITLE`s.
    func showsRawKey(_ key: String) -> Bool {
        switch Self.identifierShape(of: key) {
        case .structured?: return true
        case nil: return false
        case .plainWord?:
            return widgetWritesKeysAsIdentifiers
        }
    }
}
