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
    var kindName: String
    /// Names that are left as written (the project's target names: a target
    /// may be called `Widget`).
    var names: [String] = []

    /// Whether messages are kept as the rules write them (the target is a widget).
    var isWidget: Bool { kindName == "widget" }

    /// The message with every unquoted "widget" worded for the target.
    ///
    /// - Complexity: O(*n*) in the length of `message`.
    func message(_ message: String) -> String {
        guard !isWidget, message.contains("idget") else { return message }
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

    /// `the widget catalog` → `the watch app's catalog`, `a widget` → `an App Clip`,
    /// `widget` → `watch app` (`Widget` at a sentence's start capitalised), in text
    /// outside quotes.
    private func reworded(_ text: String) -> String {
        guard text.contains("idget") else { return text }
        let article = kindName.first.map { "AEIOU".contains($0.uppercased()) } == true ? "an" : "a"
        // Longest phrases first; each replaced by a placeholder, so that a kind
        // name holding "widget" (`Today widget`) is not replaced again.
        let phrases = [("the widget catalog", "the \(kindName)'s catalog"),
                       ("The widget catalog", "The \(kindName)'s catalog"),
                       ("a widget", "\(article) \(kindName)"),
                       ("A widget", "\(article.capitalizedFirst) \(kindName)"),
                       ("widget", kindName),
                       ("Widget", kindName.capitalizedFirst)]
        var text = text
        let kept = names.filter { $0.contains("idget") }.sorted { $0.count > $1.count }
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
