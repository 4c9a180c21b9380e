/// Renders findings in one of the command's output formats.
///
/// - `text`: `path:line:column: error: [rule] message` per finding and a summary
///   line; the severity is coloured when `colour` is on.
/// - `xcode`: the same lines, no colour and no summary, for a build phase.
/// - `github`: workflow commands `::error file=…,line=…,col=…,title=rule::message`.
/// - `json`: one object with `version`, `app`, `widget`, `findings` and `summary`.
struct FindingFormatter {
    var format: AuditOptions.Format
    var colour: Bool
    var appPath: String
    var widgetPath: String

    /// Everything printed on standard output for these findings (already sorted).
    func render(_ findings: [AuditFinding]) -> String {
        switch format {
        case .text: renderText(findings)
        case .xcode: findings.map(Self.line).joined()
        case .github: findings.map(Self.githubCommand).joined()
        case .json: renderJSON(findings)
        }
    }

    // MARK: - text and xcode

    static func line(_ finding: AuditFinding) -> String {
        "\(finding.file):\(finding.line):\(finding.column): \(finding.severity.rawValue): [\(finding.rule.identifier)] \(finding.message)\n"
    }

    private func renderText(_ findings: [AuditFinding]) -> String {
        var output = ""
        for finding in findings {
            guard colour else {
                output += Self.line(finding)
                continue
            }
            let tint = switch finding.severity {
            case .error: "\u{1B}[1;31m"
            case .warning: "\u{1B}[1;33m"
            case .note: "\u{1B}[1;36m"
            }
            output += "\u{1B}[1m\(finding.file):\(finding.line):\(finding.column):\u{1B}[0m "
                + "\(tint)\(finding.severity.rawValue):\u{1B}[0m "
                + "\u{1B}[2m[\(finding.rule.identifier)]\u{1B}[0m \(finding.message)\n"
        }
        output += Self.summary(findings) + "\n"
        return output
    }

    /// `3 errors, 1 warning, 1 note (3 fixable with --fix)`, or the all-clear.
    static func summary(_ findings: [AuditFinding]) -> String {
        let counts = Counts(findings)
        if findings.isEmpty {
            return "No findings: the widget catalog has every key and translation it needs."
        }
        var text = [plural(counts.errors, "error"), plural(counts.warnings, "warning"), plural(counts.notes, "note")]
            .joined(separator: ", ")
        let fixable = findings.count { $0.isFixable }
        if fixable > 0 { text += " (\(fixable) fixable with --fix)" }
        return text + "."
    }

    private static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    // MARK: - github

    static func githubCommand(_ finding: AuditFinding) -> String {
        let command = switch finding.severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
        return "::\(command) file=\(escapeProperty(finding.file)),line=\(finding.line),col=\(finding.column),"
            + "title=\(escapeProperty(finding.rule.identifier))::\(escapeData(finding.message))\n"
    }

    /// GitHub's escaping of a workflow command's message: `%`, CR, LF.
    static func escapeData(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// GitHub's escaping of a property value: as data, plus `:` and `,`.
    static func escapeProperty(_ text: String) -> String {
        var result = ""
        for scalar in escapeData(text).unicodeScalars {
            switch scalar {
            case ":": result += "%3A"
            case ",": result += "%2C"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    // MARK: - json

    private struct Counts {
        var errors = 0, warnings = 0, notes = 0
        init(_ findings: [AuditFinding]) {
            for finding in findings {
                switch finding.severity {
                case .error: errors += 1
                case .warning: warnings += 1
                case .note: notes += 1
                }
            }
        }
    }

    private func renderJSON(_ findings: [AuditFinding]) -> String {
        var output = "{\n  \"version\": 1,\n"
        output.reserveCapacity(findings.count * 400)
        output += "  \"app\": \(Self.jsonString(appPath)),\n"
        output += "  \"widget\": \(Self.jsonString(widgetPath)),\n"
        output += findings.isEmpty ? "  \"findings\": [],\n" : "  \"findings\": [\n"
        for (index, finding) in findings.enumerated() {
            output += "    {\"rule\": \(Self.jsonString(finding.rule.identifier)), "
            output += "\"severity\": \(Self.jsonString(finding.severity.rawValue)), "
            output += "\"key\": \(finding.key.map(Self.jsonString) ?? "null"), "
            output += "\"language\": \(finding.language.map(Self.jsonString) ?? "null"), "
            output += "\"file\": \(Self.jsonString(finding.file)), "
            output += "\"line\": \(finding.line), \"column\": \(finding.column), "
            output += "\"message\": \(Self.jsonString(finding.message)), "
            output += "\"fixable\": \(finding.isFixable)}"
            output += index == findings.count - 1 ? "\n  ],\n" : ",\n"
        }
        let counts = Counts(findings)
        output += "  \"summary\": {\"errors\": \(counts.errors), \"warnings\": \(counts.warnings), \"notes\": \(counts.notes)}\n}\n"
        return output
    }

    /// A JSON string literal: `"` and `\` escaped, control characters as `\n`,
    /// `\t`, `\r` or `\u00XX`; everything else (including `/` and non-ASCII) raw.
    static func jsonString(_ text: String) -> String {
        // Byte by byte: UTF-8 sequences of non-ASCII characters pass through whole.
        var bytes: [UInt8] = [0x22]
        bytes.reserveCapacity(text.utf8.count + 16)
        let hex: StaticString = "0123456789abcdef"
        for byte in text.utf8 {
            let escaped: UInt8
            switch byte {
            case 0x22, 0x5C: escaped = byte           // \" \\
            case 0x0A: escaped = 0x6E                 // \n
            case 0x0D: escaped = 0x72                 // \r
            case 0x09: escaped = 0x74                 // \t
            case 0x00..<0x20:
                bytes.append(0x5C)
                bytes.append(0x75)
                bytes.append(0x30)
                bytes.append(0x30)
                bytes.append(hex.utf8Start[Int(byte >> 4)])
                bytes.append(hex.utf8Start[Int(byte & 0xF)])
                continue
            default:
                bytes.append(byte)
                continue
            }
            bytes.append(0x5C)
            bytes.append(escaped)
        }
        bytes.append(0x22)
        return String(decoding: bytes, as: UTF8.self)
    }
}
