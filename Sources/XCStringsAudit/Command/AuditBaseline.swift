import Foundation
import XCStrings

/// The findings a team has accepted for now (`--write-baseline FILE`), so that
/// `--baseline FILE` fails only on new ones while the old ones are worked off.
///
/// A finding is known by its ``FindingIdentity`` (rule, key, language, table,
/// target — not its line), counted: two findings of one rule for one key and
/// language (two plural variations, say) are two entries of count 2.
///
/// ```json
/// {
///   "version": 1,
///   "tool": "xcstrings-audit 0.1.0",
///   "findings": [
///     {"rule": "missing-translation", "key": "Breathe in", "language": "ar", "table": "Localizable", "count": 1}
///   ]
/// }
/// ```
struct AuditBaseline: Hashable, Sendable {
    /// How many findings each identity had.
    var counts: [FindingIdentity: Int]

    /// The identities and counts of `findings`.
    init(_ findings: [AuditFinding], defaultTable: String) {
        var counts: [FindingIdentity: Int] = [:]
        for finding in findings { counts[FindingIdentity(finding, defaultTable: defaultTable), default: 0] += 1 }
        self.counts = counts
    }

    /// The file's text: entries sorted by rule, table, target, key and language, so
    /// that a baseline that shrinks shows as removed lines in a diff.
    func encoded() -> String {
        var text = "{\n  \"version\": 1,\n  \"tool\": \(FindingFormatter.jsonString("xcstrings-audit " + AuditOptions.version)),\n"
        let identities = counts.keys.sorted()
        text += identities.isEmpty ? "  \"findings\": []\n}\n" : "  \"findings\": [\n"
        for (index, identity) in identities.enumerated() {
            text += "    {\"rule\": \(FindingFormatter.jsonString(identity.rule))"
            text += ", \"key\": " + (identity.key.map(FindingFormatter.jsonString) ?? "null")
            text += ", \"language\": " + (identity.language.map(FindingFormatter.jsonString) ?? "null")
            text += ", \"table\": \(FindingFormatter.jsonString(identity.table))"
            if let target = identity.target { text += ", \"target\": \(FindingFormatter.jsonString(target))" }
            text += ", \"count\": \(counts[identity] ?? 1)}"
            text += index == identities.count - 1 ? "\n  ]\n}\n" : ",\n"
        }
        return text
    }

    /// Reads a baseline file.
    ///
    /// - Throws: ``AuditInputError`` with the place when it is missing or invalid.
    static func load(_ path: String) throws(AuditInputError) -> AuditBaseline {
        let data = try InputGuards.readRegularFile(path, what: "the baseline",
                                                   missing: "no such baseline; create it with --write-baseline \(path.shownAsPath)")
        let document = try PositionedJSON.parse(Array(data), path: path)
        func error(_ value: PositionedJSON, _ message: String) -> AuditInputError {
            AuditInputError(path: path, line: value.line, column: value.column, message: message)
        }
        guard let members = document.members,
              let findings = members.first(where: { $0.key == "findings" })?.value,
              case .array(let entries) = findings.value else {
            throw error(document, "not a baseline: expected an object with a `findings` array, as --write-baseline writes it")
        }
        if let version = members.first(where: { $0.key == "version" })?.value, case .number(let number) = version.value, number != 1 {
            throw error(version, "baseline version \(number) is not supported; this xcstrings-audit reads version 1")
        }
        var counts: [FindingIdentity: Int] = [:]
        for entry in entries {
            guard let fields = entry.members else { throw error(entry, "a baseline entry must be an object") }
            func text(_ name: String, required: Bool) throws(AuditInputError) -> String? {
                guard let member = fields.first(where: { $0.key == name }) else {
                    if required { throw error(entry, "a baseline entry needs `\(name)`") }
                    return nil
                }
                if case .null = member.value.value, !required { return nil }
                guard let string = member.value.string else {
                    throw error(member.value, "`\(name)` must be a string\(required ? "" : " or null")")
                }
                return string
            }
            var count = 1
            if let member = fields.first(where: { $0.key == "count" }) {
                guard case .number(let number) = member.value.value, number >= 1, number <= 1e9, number == number.rounded() else {
                    throw error(member.value, "`count` must be a positive whole number")
                }
                count = Int(number)
            }
            let identity = FindingIdentity(rule: try text("rule", required: true) ?? "", key: try text("key", required: false),
                                           language: try text("language", required: false),
                                           table: try text("table", required: false) ?? "Localizable",
                                           target: try text("target", required: false))
            counts[identity, default: 0] += count
        }
        return AuditBaseline(counts: counts)
    }

    private init(counts: [FindingIdentity: Int]) {
        self.counts = counts
    }

    /// What a comparison with the baseline found.
    struct Comparison {
        /// Findings the baseline does not have (or has fewer of): reported.
        var new: [AuditFinding]
        /// For each finding compared, in order, whether it is new.
        var isNew: [Bool]
        /// How many findings the baseline already had: not reported.
        var known: Int
        /// Baseline entries no finding matches any more (fixed), with how many.
        var gone: [(identity: FindingIdentity, count: Int)]
    }

    /// Splits `findings` (sorted) into new and known ones and lists what is gone.
    /// When an identity has more findings than the baseline counted, the first ones
    /// in output order count as known.
    ///
    /// - Complexity: O(*n*) in the number of findings, plus sorting what is gone.
    func compare(_ findings: [AuditFinding], defaultTable: String) -> Comparison {
        var remaining = counts
        var new: [AuditFinding] = []
        var isNew: [Bool] = []
        isNew.reserveCapacity(findings.count)
        var known = 0
        for finding in findings {
            let identity = FindingIdentity(finding, defaultTable: defaultTable)
            if let left = remaining[identity], left > 0 {
                remaining[identity] = left - 1
                known += 1
                isNew.append(false)
            } else {
                new.append(finding)
                isNew.append(true)
            }
        }
        let gone = remaining.filter { $0.value > 0 }.map { (identity: $0.key, count: $0.value) }.sorted { $0.identity < $1.identity }
        return Comparison(new: new, isNew: isNew, known: known, gone: gone)
    }
}

extension AuditBaseline.Comparison {
    /// The lines printed after the findings: how many known findings remain, and
    /// which baseline entries are gone so that the file can shrink.
    ///
    /// - Parameter keptAsUnchanged: Whether the known findings are in the report,
    ///   marked unchanged (SARIF), rather than left out.
    func describe(baselinePath: String, keptAsUnchanged: Bool = false) -> String {
        var text = "Baseline \(baselinePath): \(known) known finding\(known == 1 ? "" : "s") "
            + (keptAsUnchanged ? "marked unchanged" : "not shown")
        let goneCount = gone.reduce(0) { $0 + $1.count }
        guard goneCount > 0 else { return text + "; none fixed since it was written.\n" }
        text += "; \(goneCount) fixed since it was written (run --write-baseline \(baselinePath) to drop them):\n"
        for (identity, count) in gone {
            var line = "  - \(identity.rule)"
            if let key = identity.key { line += " " + key.quotedForMessage }
            if let language = identity.language { line += " [\(language)]" }
            line += " (\(identity.target.map { $0 + ", " } ?? "")\(identity.table))"
            if count > 1 { line += " ×\(count)" }
            text += line + "\n"
        }
        return text
    }
}
