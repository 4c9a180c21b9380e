import Foundation

/// Words a finding's message for the kind of target it is about.
///
/// The rules write their messages for the common case, a widget ("missing from
/// the widget catalog, so the widget shows the key"). In project mode the audited
/// target may be a watch app, a Siri intent extension or an App Clip
/// (``XcodeProject/XcodeTarget/kindName``); its findings then name it so. Only the
/// message's own words change: quoted keys and values (`"widget.title"`), rule
/// identifiers (`widget-only-key`) and `WidgetKit` stay as written.
///
/// ```swift
/// TargetWording(kindName: "watch app").message(
///     #""widget.title" is missing from the widget catalog, so the widget shows the key"#)
/// // "\"widget.title\" is missing from the watch app's catalog, so the watch app shows the key"
/// ```
struct TargetWording: Sendable {
    /// The target's kind, as ``XcodeProject/XcodeTarget/kindName`` gives it.
    let kindName: String
    /// Names that are left as written (the project's target names: a target
    /// may be called `Widget`).
    let names: [String]
    /// Those of ``names`` that hold "widget", longest first: the ones a phrase could touch.
    private let kept: [String]
    /// The phrases ``reworded(_:)`` replaces, longest first, each with its wording.
    private let phrases: [(String, String)]
    /// Whether the kind and ``kept`` are ASCII: then ASCII text is worded byte by byte.
    private let isASCII: Bool
    /// What a text must hold for a phrase to touch it: "idget", and "catalog" where a
    /// `.strings` table is named.
    private let triggers: [String]

    /// - Parameters:
    ///   - widgetTable: The name of the extension's `.strings` table the findings are
    ///     about, which is no catalog: "the widget catalog" is then "the watch app's
    ///     Localizable table".
    ///   - appTable: The same for the app's table ("the app's Localizable table").
    init(kindName: String, names: [String] = [], widgetTable: String? = nil, appTable: String? = nil) {
        self.kindName = kindName
        self.names = names
        kept = names.filter { $0.contains("idget") }.sorted { $0.count > $1.count }
        let article = kindName.first.map { "AEIOU".contains($0.uppercased()) } == true ? "an" : "a"
        var tablePhrases: [(String, String)] = []
        if let widgetTable {
            let table = "\(kindName)'s \(widgetTable) table"
            tablePhrases += [("the widget catalog", "the " + table), ("The widget catalog", "The " + table),
                             ("the widget's catalog", "the " + table)]
        }
        if let appTable {
            let table = "app's \(appTable) table"
            tablePhrases += [("the app catalog", "the " + table), ("The app catalog", "The " + table),
                             ("the app's catalog", "the " + table)]
        }
        // Longest phrases first; each replaced by a placeholder, so that a kind
        // name holding "widget" (`Today widget`) is not replaced again. A widget's
        // messages keep the rules' words.
        let kindPhrases = kindName == "widget" ? [] : [("the widget catalog", "the \(kindName)'s catalog"),
                                                       ("The widget catalog", "The \(kindName)'s catalog"),
                                                       ("a widget", "\(article) \(kindName)"),
                                                       ("A widget", "\(article.capitalizedFirst) \(kindName)"),
                                                       ("widget", kindName),
                                                       ("Widget", kindName.capitalizedFirst)]
        phrases = tablePhrases + kindPhrases
        triggers = tablePhrases.isEmpty ? ["idget"] : ["idget", "catalog"]
        isASCII = ASCIIText(kindName) != nil && kept.allSatisfy { ASCIIText($0) != nil }
            && tablePhrases.allSatisfy { ASCIIText($0.1) != nil }
        keepsMessages = phrases.isEmpty
    }

    /// Whether messages are kept as the rules write them (the target is a widget,
    /// and no `.strings` table is named).
    let keepsMessages: Bool

    /// The message with every unquoted "widget" worded for the target.
    ///
    /// - Complexity: O(*n*) in the length of `message`.
    func message(_ message: String) -> String {
        guard !keepsMessages else { return message }
        if let bytes = Self.quotesStandAlone(message) {
            // Byte by byte: the same words, without Foundation's Unicode searches
            // (a project's thousand findings took longer to word than to find). Text
            // outside quotes that is not ASCII is worded as before.
            guard triggers.contains(where: ASCIIText(bytes: bytes).contains) else { return message }
            var result: [UInt8] = []
            var plain: [UInt8] = []
            var inQuote = false
            var escaped = false
            func flush() {
                if plain.allSatisfy({ $0 < 0x80 }) {
                    result += reworded(ascii: plain)
                } else {
                    result += reworded(String(decoding: plain, as: UTF8.self)).utf8
                }
                plain.removeAll(keepingCapacity: true)
            }
            for byte in bytes {
                if inQuote {
                    result.append(byte)
                    if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inQuote = false }
                } else if byte == UInt8(ascii: "\"") {
                    flush()
                    result.append(byte)
                    inQuote = true
                } else {
                    plain.append(byte)
                }
            }
            flush()
            return String(decoding: result, as: UTF8.self)
        }
        guard triggers.contains(where: message.contains) else { return message }
        var result = ""
        var plain = ""
        var inQuote = false
        var escaped = false
        for character in message {
            if inQuote {
                result.append(character)
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inQuote = false }
            } else if character == "\"" {
                result += reworded(plain)
                plain = ""
                result.append(character)
                inQuote = true
            } else {
                plain.append(character)
            }
        }
        return result + reworded(plain)
    }

    /// The message of a finding about a linked package target's own table: its
    /// "widget catalog" is that package target's.
    ///
    /// ```swift
    /// wording.naming(package: "ActivityUI", in: "missing from the widget catalog, so the widget shows the key")
    /// // "missing from package target ActivityUI's catalog, so the widget shows the key"
    /// ```
    func naming(package: String, in message: String) -> String {
        let catalog = "package target \(package)'s catalog"
        // The audit of a package's table has no app table: "the app catalog" there is the package's own.
        return message.replacingOccurrences(of: "The app catalog does not have it either: add it", with: "Add it")
            .replacingOccurrences(of: "the widget catalog", with: catalog)
            .replacingOccurrences(of: "The widget catalog", with: catalog.capitalizedFirst)
    }

    /// The message of a finding about a widget's `.strings` tables, which are no
    /// catalogs (``init(kindName:names:widgetTable:appTable:)`` for another kind):
    /// "the widget catalog" is the widget's table of that name where `widgetTable`
    /// names it, "the app catalog" the app's where `appTable` does. Quoted text stays.
    ///
    /// ```swift
    /// TargetWording.naming(widgetTable: "Localizable", appTable: "Localizable",
    ///                      in: #""k" is missing from the widget catalog. The app catalog does not have it either"#)
    /// // "\"k\" is missing from the widget's Localizable table. The app's Localizable table does not have it either"
    /// ```
    static func naming(widgetTable: String?, appTable: String?, in message: String) -> String {
        TargetWording(kindName: "widget", widgetTable: widgetTable, appTable: appTable).message(message)
    }

    /// `the widget catalog` → `the watch app's catalog`, `a widget` → `an App Clip`,
    /// `widget` → `watch app` (`Widget` at a sentence's start capitalised), in text
    /// outside quotes.
    private func reworded(_ text: String) -> String {
        guard triggers.contains(where: text.contains) else { return text }
        var text = text
        for (index, name) in kept.enumerated() { text = text.replacingOccurrences(of: name, with: "\u{2}\(index)\u{2}") }
        for (index, phrase) in phrases.enumerated() {
            text = text.replacingWholeWords(phrase.0, with: "\u{1}\(index)\u{1}")
        }
        for (index, phrase) in phrases.enumerated() {
            text = text.replacingOccurrences(of: "\u{1}\(index)\u{1}", with: phrase.1)
        }
        for (index, name) in kept.enumerated() { text = text.replacingOccurrences(of: "\u{2}\(index)\u{2}", with: name) }
        return text
    }

    /// The message's bytes when each `"` and `\\` in it is a character of its own (its
    /// neighbours are ASCII: no combining mark or prepended character joins it), so
    /// that finding the quotes byte by byte finds what the walk by characters finds.
    private static func quotesStandAlone(_ message: String) -> [UInt8]? {
        let bytes = Array(message.utf8)
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
            if offset > 0, bytes[offset - 1] >= 0x80 { return nil }
            if offset + 1 < bytes.count, bytes[offset + 1] >= 0x80 { return nil }
        }
        return bytes
    }

    /// ``reworded(_:)`` of ASCII text, in the same steps on its bytes; with a
    /// target name or kind that is not ASCII, by way of ``reworded(_:)``.
    private func reworded(ascii text: [UInt8]) -> [UInt8] {
        var text = ASCIIText(bytes: text)
        guard triggers.contains(where: text.contains) else { return text.bytes }
        guard isASCII else {
            return Array(reworded(String(decoding: text.bytes, as: UTF8.self)).utf8)
        }
        for (index, name) in kept.enumerated() { text.replace(name, with: "\u{2}\(index)\u{2}") }
        for (index, phrase) in phrases.enumerated() { text.replaceWholeWords(phrase.0, with: "\u{1}\(index)\u{1}") }
        for (index, phrase) in phrases.enumerated() { text.replace("\u{1}\(index)\u{1}", with: phrase.1) }
        for (index, name) in kept.enumerated() { text.replace("\u{2}\(index)\u{2}", with: name) }
        return text.bytes
    }
}

/// ASCII text as bytes, where a `Character` is a byte (but `\r\n`, which no
/// search here spans) and Foundation's searches find what a byte search finds.
private struct ASCIIText {
    var bytes: [UInt8]

    init(bytes: [UInt8]) { self.bytes = bytes }

    /// `text`'s bytes, or `nil` when it is not all ASCII.
    init?(_ text: String) {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        bytes = Array(text.utf8)
    }

    /// The offset of the first occurrence of `word` at or after `start`.
    func firstOffset(of word: [UInt8], from start: Int) -> Int? {
        guard !word.isEmpty, bytes.count >= word.count else { return nil }
        var offset = start
        while offset + word.count <= bytes.count {
            if bytes[offset] == word[0], bytes[offset..<(offset + word.count)].elementsEqual(word) { return offset }
            offset += 1
        }
        return nil
    }

    func contains(_ word: String) -> Bool { firstOffset(of: Array(word.utf8), from: 0) != nil }

    /// Every occurrence of `word`, left to right, replaced (`replacingOccurrences(of:with:)`).
    mutating func replace(_ word: String, with replacement: String) {
        let word = Array(word.utf8)
        guard var found = firstOffset(of: word, from: 0) else { return }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var rest = 0
        while true {
            result += bytes[rest..<found]
            result += replacement.utf8
            rest = found + word.count
            guard let next = firstOffset(of: word, from: rest) else { break }
            found = next
        }
        result += bytes[rest...]
        bytes = result
    }

    /// ``Swift/String/replacingWholeWords(_:with:)`` on the bytes.
    mutating func replaceWholeWords(_ word: String, with replacement: String) {
        func isWordPart(_ byte: UInt8?) -> Bool {
            guard let byte else { return false }
            return (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
        }
        let word = Array(word.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var rest = 0
        while let found = firstOffset(of: word, from: rest) {
            let end = found + word.count
            let before = found == rest ? result.last : bytes[found - 1]
            let after = end == bytes.count ? nil : bytes[end]
            // A `.` after ends a sentence unless a word part follows it (`widget.title`).
            let dottedName = after == UInt8(ascii: ".") && end + 1 < bytes.count && isWordPart(bytes[end + 1])
            result += bytes[rest..<found]
            if isWordPart(before) || before == UInt8(ascii: ".") || isWordPart(after) || dottedName {
                result += word
            } else {
                result += replacement.utf8
            }
            rest = end
        }
        result += bytes[rest...]
        bytes = result
    }
}

extension String {
    /// The string with its first character upper-cased: `watch app` → `Watch app`.
    fileprivate var capitalizedFirst: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }

    /// Every occurrence of `word` that is a whole word — no letter, digit, `-`, `_`
    /// or `.` right before or after it (`widget-only-key`, `WidgetKit`,
    /// `widget.title` are left) — replaced by `replacement`.
    fileprivate func replacingWholeWords(_ word: String, with replacement: String) -> String {
        var result = ""
        var rest = self[...]
        func isWordPart(_ character: Character?) -> Bool {
            guard let character else { return false }
            return character.isLetter || character.isNumber || character == "-" || character == "_"
        }
        while let range = rest.range(of: word) {
            let before = range.lowerBound == rest.startIndex ? result.last : rest[rest.index(before: range.lowerBound)]
            let after = range.upperBound == rest.endIndex ? nil : rest[range.upperBound]
            // A `.` after ends a sentence unless a word part follows it (`widget.title`).
            let dottedName = after == "." && rest.index(after: range.upperBound) < rest.endIndex
                && isWordPart(rest[rest.index(after: range.upperBound)])
            result += rest[..<range.lowerBound]
            if isWordPart(before) || before == "." || isWordPart(after) || dottedName {
                result += rest[range]
            } else {
                result += replacement
            }
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
