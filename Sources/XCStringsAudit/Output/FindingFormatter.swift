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
        case .xcode: Self.lines(findings)
        case .github: findings.map(Self.githubCommand).joined()
        case .json: renderJSON(findings)
        }
    }

    // MARK: - text and xcode

    static func line(_ finding: AuditFinding) -> String {
        "\(finding.file):\(finding.line):\(finding.column): \(finding.severity.rawValue): [\(finding.rule.identifier)] \(finding.message)\n"
    }

    /// `line(_:)` of every finding, built in one UTF-8 buffer.
    private static func lines(_ findings: [AuditFinding]) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(findings.reduce(64) { $0 + $1.file.utf8.count + $1.message.utf8.count + 64 })
        for finding in findings {
            bytes += finding.file.utf8
            bytes.append(0x3A)
            bytes += String(finding.line).utf8
            bytes.append(0x3A)
            bytes += String(finding.column).utf8
            bytes += ": ".utf8
            bytes += finding.severity.rawValue.utf8
            bytes += ": [".utf8
            bytes += finding.rule.identifier.utf8
            bytes += "] ".utf8
            bytes += finding.message.utf8
            bytes.append(0x0A)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func renderText(_ findings: [AuditFinding]) -> String {
        guard colour else { return Self.lines(findings) + Self.summary(findings) + "\n" }
        var output = ""
        for finding in findings {
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

    /// The whole document as UTF-8 bytes in one buffer, then one `String`:
    /// tens of thousands of findings were otherwise tens of thousands of
    /// temporary strings.
    private func renderJSON(_ findings: [AuditFinding]) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(findings.reduce(256) { $0 + $1.message.utf8.count + $1.file.utf8.count + 160 })
        output += "{\n  \"version\": 1,\n  \"app\": ".utf8
        Self.appendJSONString(appPath, to: &output)
        output += ",\n  \"widget\": ".utf8
        Self.appendJSONString(widgetPath, to: &output)
        output += (findings.isEmpty ? ",\n  \"findings\": [],\n" : ",\n  \"findings\": [\n").utf8
        for (index, finding) in findings.enumerated() {
            output += "    {\"rule\": ".utf8
            Self.appendJSONString(finding.rule.identifier, to: &output)
            output += ", \"severity\": ".utf8
            Self.appendJSONString(finding.severity.rawValue, to: &output)
            output += ", \"key\": ".utf8
            if let key = finding.key { Self.appendJSONString(key, to: &output) } else { output += "null".utf8 }
            output += ", \"language\": ".utf8
            if let language = finding.language { Self.appendJSONString(language, to: &output) } else { output += "null".utf8 }
            output += ", \"file\": ".utf8
            Self.appendJSONString(finding.file, to: &output)
            output += ", \"line\": ".utf8
            output += String(finding.line).utf8
            output += ", \"column\": ".utf8
            output += String(finding.column).utf8
            output += ", \"message\": ".utf8
            Self.appendJSONString(finding.message, to: &output)
            output += (finding.isFixable ? ", \"fixable\": true}" : ", \"fixable\": false}").utf8
            output += (index == findings.count - 1 ? "\n  ],\n" : ",\n").utf8
        }
        let counts = Counts(findings)
        output += "  \"summary\": {\"errors\": \(counts.errors), \"warnings\": \(counts.warnings), \"notes\": \(counts.notes)}\n}\n".utf8
        return String(decoding: output, as: UTF8.self)
    }

    /// A JSON string literal: `"` and `\` escaped, control characters as `\n`,
    /// `\t`, `\r` or `\u00XX`; everything else (including `/` and non-ASCII) raw.
    static func jsonString(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 16)
        appendJSONString(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text` as a JSON string literal (see ``jsonString(_:)``).
    static func appendJSONString(_ text: String, to bytes: inout [UInt8]) {
        // Runs of bytes that need no escape are copied whole; UTF-8 sequences of
        // non-ASCII characters pass through unchanged.
        bytes.append(0x22)
        let hex: StaticString = "0123456789abcdef"
        var text = text
        text.withUTF8 { source in
            var runStart = 0
            for index in 0..<source.count {
                let byte = source[index]
                if byte >= 0x20 && byte != 0x22 && byte != 0x5C { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<index]))
                runStart = index + 1
                bytes.append(0x5C)
                switch byte {
                case 0x22, 0x5C: bytes.append(byte)       // \" \\
                case 0x0A: bytes.append(0x6E)             // \n
                case 0x0D: bytes.append(0x72)             // \r
                case 0x09: bytes.append(0x74)             // \t
                default:
                    bytes.append(0x75)
                    bytes.append(0x30)
                    bytes.append(0x30)
                    bytes.append(hex.utf8Start[Int(byte >> 4)])
                    bytes.append(hex.utf8Start[Int(byte & 0xF)])
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart...]))
        }
        bytes.append(0x22)
    }
}
