/// How the document reporters write a key, path or message into their formats,
/// so that no value can break the document, add markup, or give a CI runner a
/// command when the document is printed in a job log.
///
/// - Control characters (C0 and DEL) become their visible Control Pictures
///   (`\u{2400}`…`\u{241F}`, `\u{2421}`): a line feed in a key is `␊`, not a new
///   line that could start with `::error` (GitHub) or break a Markdown table. The
///   XML formats keep tab, line feed and carriage return as character references
///   instead (`&#10;`), which parsers read back as they were.
/// - `##` becomes `&#35;#` (XML, HTML), `\u0023#` (JSON) or `\##` (Markdown):
///   GitHub's runner takes `##[command]` anywhere in a line of the log.
/// - Each format's own specials are escaped: `& < > " '` in XML and HTML (so `]]>`
///   is `]]&gt;`), Markdown's punctuation with a backslash, `|` in table cells.
/// - Markdown: `@` before a letter or digit gets a word joiner (`@\u{2060}name`),
///   so that a key cannot mention (notify) a person or team on GitHub or GitLab.
enum ReportEscaping {
    /// The Control Picture of a control character (`\u{0}`–`\u{1F}`, `\u{7F}`), or `nil`.
    static func controlPicture(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar.value {
        case 0x00...0x1F: Unicode.Scalar(0x2400 + scalar.value)
        case 0x7F: "\u{2421}"
        default: nil
        }
    }

    /// Text for XML character data, or with `attribute` for a double-quoted
    /// attribute value (`"` escaped too).
    ///
    /// ```swift
    /// ReportEscaping.xml("a]]>b\n\"c\"", attribute: true)   // "a]]&gt;b&#10;&quot;c&quot;"
    /// ```
    ///
    /// XML 1.0 has no way to write the other C0 controls, U+FFFE or U+FFFF, even as
    /// references: they become Control Pictures and `U+FFFE`/`U+FFFF` in words.
    static func xml(_ text: String, attribute: Bool = false) -> String {
        markup(text, attribute: attribute) { scalar in
            switch scalar {
            case "\t": "&#9;"
            case "\n": "&#10;"
            case "\r": "&#13;"
            case "\u{FFFE}": "U+FFFE"
            case "\u{FFFF}": "U+FFFF"
            default: nil
            }
        }
    }

    /// Text for HTML character data, or with `attribute` for a double-quoted
    /// attribute value (`"` escaped too); line breaks and other controls as
    /// Control Pictures.
    ///
    /// ```swift
    /// ReportEscaping.html("<b>&\n")   // "&lt;b&gt;&amp;\u{240A}"
    /// ```
    static func html(_ text: String, attribute: Bool = false) -> String {
        markup(text, attribute: attribute) { _ in nil }
    }

    /// What XML and HTML escape alike: `&`, `<`, `>`, `"` in an attribute, the
    /// first `#` of `##`, controls as Control Pictures; `special` first, for what
    /// one of them writes its own way.
    private static func markup(_ text: String, attribute: Bool, special: (Unicode.Scalar) -> String?) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            if let written = special(scalar) {
                result += written
                continue
            }
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where attribute: result += "&quot;"
            case "#" where index + 1 < scalars.count && scalars[index + 1] == "#": result += "&#35;"
            default:
                if let picture = controlPicture(scalar) {
                    result.unicodeScalars.append(picture)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// Text for inline Markdown (GitHub and GitLab flavours), never at the start of
    /// a line, in a paragraph, a list item or a table cell: every ASCII punctuation
    /// character that can start inline markup there escaped with a backslash
    /// (CommonMark lets any be): `\\`, backtick, `*`, `_`, `[`, `]`, `<`, `>`, `#`,
    /// `|` (a GFM table cell), `~`, `$` (GitHub's math), `&` (an entity), and `:`
    /// before a letter (an emoji shortcode); controls as Control Pictures, and
    /// `@name` with a word joiner so that it mentions no one. (`(`, `-`, `!` …
    /// mean something only after an escaped `[` or at a line's start.)
    ///
    /// ```swift
    /// ReportEscaping.markdown("*`x`* | @team")   // "\\*\\`x\\`\\* \\| @\u{2060}team"
    /// ```
    static func markdown(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            if let picture = controlPicture(scalar) {
                result.unicodeScalars.append(picture)
                continue
            }
            let following = index + 1 < scalars.count ? scalars[index + 1] : nil
            switch scalar {
            case "\\", "`", "*", "_", "[", "]", "<", ">", "#", "|", "~", "$", "&":
                result += "\\"
                result.unicodeScalars.append(scalar)
            case ":" where following?.properties.isAlphabetic == true:  // an emoji shortcode, `:tada:`
                result += "\\:"
            case "@":
                result.unicodeScalars.append(scalar)
                if startsAName(following) { result += "\u{2060}" }
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Text for raw HTML inside a Markdown document (a `<summary>`): HTML's escaping
    /// and, as in ``markdown(_:)``, no `@mention` (the sites look for them in the
    /// rendered text, entities decoded).
    static func markdownHTML(_ text: String) -> String {
        var result = ""
        let scalars = Array(html(text).unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            result.unicodeScalars.append(scalar)
            if scalar == "@", startsAName(index + 1 < scalars.count ? scalars[index + 1] : nil) { result += "\u{2060}" }
        }
        return result
    }

    /// Whether `scalar`, after an `@`, makes it a mention on GitHub or GitLab: a
    /// letter, a digit or `_`.
    private static func startsAName(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "_"
    }

    /// A JSON string literal (``FindingFormatter/jsonString(_:)``) in which `##` is
    /// written `\u0023#`.
    static func json(_ text: String) -> String {
        let literal = FindingFormatter.jsonString(text)
        guard literal.contains("##") else { return literal }
        var result = ""
        let scalars = Array(literal.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            if scalar == "#", index + 1 < scalars.count, scalars[index + 1] == "#" {
                result += "\\u0023"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
