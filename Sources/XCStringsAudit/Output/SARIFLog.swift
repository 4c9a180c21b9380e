import PropertyList
import XCStrings

/// A SARIF 2.1.0 log (`--format sarif`) of one run, as GitHub code scanning reads
/// it: every rule with its descriptions and help, every finding as a result with
/// its level, message, place and a `partialFingerprints` entry that does not
/// depend on the line; problems of the run as `toolExecutionNotifications`.
///
/// ```swift
/// SARIFLog(findings: findings, problems: [], executionSuccessful: true,
///          widgetPath: "Widget/Localizable.xcstrings").render().joined()
/// // {"$schema": "https://json.schemastore.org/sarif-2.1.0.json", "version": "2.1.0", "runs": [ … ]}
/// ```
///
/// Columns count Unicode code points as SARIF's `unicodeCodePoints` says only on
/// lines whose text before the place is ASCII (every line Xcode writes in a catalog
/// up to the key); elsewhere they are UTF-8 byte columns, like every other format.
struct SARIFLog {
    /// The findings, sorted.
    var findings: [AuditFinding]
    /// Problems of the run (unreadable inputs, skipped sources).
    var problems: [AuditProblem]
    /// `false` when the run could not audit (exit status 2).
    var executionSuccessful: Bool
    /// The widget catalog, whose table name is the default table of fingerprints.
    var widgetPath: String?
    /// With `--baseline`: for each finding, whether it is new. Results then carry
    /// SARIF's `baselineState` (`new` or `unchanged`), and known findings stay in
    /// the log so that code scanning does not close their alerts.
    var isNew: [Bool]? = nil

    /// The key of our entry in `partialFingerprints`.
    static let fingerprintName = "xcstringsAudit/v1"

    /// The document in pieces to be written in order.
    func render() -> [String] {
        let rules = AuditRule.all
        var head: [UInt8] = []
        head += "{\n  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n  \"version\": \"2.1.0\",\n".utf8
        head += "  \"runs\": [\n    {\n      \"tool\": {\n        \"driver\": {\n".utf8
        head += "          \"name\": \"xcstrings-audit\",\n          \"version\": ".utf8
        JSONStringLiteral.append(AuditOptions.version, to: &head)
        head += ",\n          \"rules\": [\n".utf8
        for (index, rule) in rules.enumerated() {
            head += "            {\"id\": ".utf8
            JSONStringLiteral.append(rule.identifier, to: &head)
            head += ", \"name\": ".utf8
            JSONStringLiteral.append(Self.pascalCase(rule.identifier), to: &head)
            head += ", \"shortDescription\": {\"text\": ".utf8
            JSONStringLiteral.append(rule.summary, to: &head)
            head += "}, \"fullDescription\": {\"text\": ".utf8
            JSONStringLiteral.append(rule.fullDescription, to: &head)
            head += "}, \"help\": {\"text\": ".utf8
            JSONStringLiteral.append(rule.helpText, to: &head)
            head += ", \"markdown\": ".utf8
            JSONStringLiteral.append(rule.helpText, to: &head)
            head += "}, \"defaultConfiguration\": {\"level\": ".utf8
            JSONStringLiteral.append(rule.severity.rawValue, to: &head)
            head += ", \"enabled\": \(rule.isEnabledByDefault)}, \"properties\": {\"tags\": [\"localization\"], \"fixable\": \(rule.isFixable)}}".utf8
            head += (index == rules.count - 1 ? "\n" : ",\n").utf8
        }
        head += "          ]\n        }\n      },\n".utf8
        head += "      \"invocations\": [\n        {\"executionSuccessful\": \(executionSuccessful), \"toolExecutionNotifications\": [".utf8
        for (index, problem) in problems.enumerated() {
            head += (index == 0 ? "\n" : ",\n").utf8
            head += "          {\"level\": ".utf8
            JSONStringLiteral.append(problem.level.rawValue, to: &head)
            head += ", \"message\": {\"text\": ".utf8
            JSONStringLiteral.append(problem.message, to: &head)
            head += "}".utf8
            if let path = problem.path {
                head += ", \"locations\": [".utf8
                Self.appendPhysicalLocation(path: path, line: problem.line, column: problem.column, to: &head)
                head += "]".utf8
            }
            head += "}".utf8
        }
        head += (problems.isEmpty ? "]}\n      ],\n" : "\n        ]}\n      ],\n").utf8
        // A run that could not audit has no `results` at all: an empty array would
        // tell code scanning that every earlier alert is fixed.
        guard executionSuccessful else {
            head += "      \"columnKind\": \"unicodeCodePoints\"\n    }\n  ]\n}\n".utf8
            return [String(decoding: head, as: UTF8.self)]
        }
        head += "      \"columnKind\": \"unicodeCodePoints\",\n".utf8
        head += (findings.isEmpty ? "      \"results\": []\n    }\n  ]\n}\n" : "      \"results\": [\n").utf8
        guard !findings.isEmpty else { return [String(decoding: head, as: UTF8.self)] }

        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1, $0) })
        let defaultTable = widgetPath.map(FindingIdentity.table(ofCatalogAt:)) ?? "Localizable"
        let last = findings.indices.last
        let isNew = self.isNew
        let body = FindingFormatter.renderUTF8(findings) { findings, output in
            for index in findings.indices {
                let finding = findings[index]
                output += "        {\"ruleId\": ".utf8
                JSONStringLiteral.append(finding.rule.identifier, to: &output)
                output += ", \"ruleIndex\": \(ruleIndex[finding.rule] ?? 0), \"level\": ".utf8
                JSONStringLiteral.append(finding.severity.rawValue, to: &output)
                output += ", \"message\": {\"text\": ".utf8
                JSONStringLiteral.append(finding.message, to: &output)
                output += "}, \"locations\": [".utf8
                Self.appendPhysicalLocation(path: finding.file, line: finding.line, column: finding.column, to: &output)
                let identity = FindingIdentity(finding, defaultTable: defaultTable)
                output += "], \"partialFingerprints\": {\"\(Self.fingerprintName)\": \"\(identity.hash)\"}".utf8
                if let isNew, index < isNew.count {
                    output += (isNew[index] ? ", \"baselineState\": \"new\"" : ", \"baselineState\": \"unchanged\"").utf8
                }
                output += ", \"properties\": {\"key\": ".utf8
                Self.appendOptional(finding.key, to: &output)
                if !finding.keys.isEmpty {
                    output += ", \"keys\": ".utf8
                    FindingFormatter.appendJSONArray(finding.keys, to: &output)
                }
                output += ", \"language\": ".utf8
                Self.appendOptional(finding.language, to: &output)
                output += ", \"table\": ".utf8
                JSONStringLiteral.append(identity.table, to: &output)
                if let target = finding.target {
                    output += ", \"target\": ".utf8
                    JSONStringLiteral.append(target, to: &output)
                }
                output += ", \"fixable\": \(finding.isFixable)}}".utf8
                output += (index == last ? "\n      ]\n    }\n  ]\n}\n" : ",\n").utf8
            }
        }
        return [String(decoding: head, as: UTF8.self)] + body
    }

    private static func appendOptional(_ text: String?, to bytes: inout [UInt8]) {
        if let text { JSONStringLiteral.append(text, to: &bytes) } else { bytes += "null".utf8 }
    }

    /// `{"physicalLocation": {"artifactLocation": {"uri": …}, "region": {…}}}`.
    private static func appendPhysicalLocation(path: String, line: Int?, column: Int?, to bytes: inout [UInt8]) {
        bytes += "{\"physicalLocation\": {\"artifactLocation\": {\"uri\": ".utf8
        JSONStringLiteral.append(uri(path), to: &bytes)
        bytes += "}".utf8
        if let line, line >= 1 {
            bytes += ", \"region\": {\"startLine\": \(line)".utf8
            if let column, column >= 1 { bytes += ", \"startColumn\": \(column)".utf8 }
            bytes += "}".utf8
        }
        bytes += "}}".utf8
    }

    /// A relative path as a relative URI reference (`Widget%20Extension/Localizable.xcstrings`),
    /// an absolute one as a `file://` URI; RFC 3986's unreserved characters and `/` stay.
    static func uri(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        var result = path.hasPrefix("/") ? "file://" : ""
        for byte in FileSystemName.bytes(path) {  // a name that is not UTF-8 by its own bytes (`%FF`)
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                 UInt8(ascii: "~"), UInt8(ascii: "/"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return result
    }

    /// `missing-key` → `MissingKey`, SARIF's readable rule name.
    private static func pascalCase(_ identifier: String) -> String {
        identifier.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
