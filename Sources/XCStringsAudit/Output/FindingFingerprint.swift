/// What identifies a finding across edits: its rule, key, language, table and
/// target — not its line, which moves whenever an entry above it changes.
///
/// Baselines store these fields; SARIF's `partialFingerprints` carries their hash,
/// so that code scanning tracks a finding from one commit to the next.
///
/// ```swift
/// let identity = FindingIdentity(finding, defaultTable: "Localizable")
/// identity.hash   // "3b0f…" (32 hexadecimal digits, the same on every machine)
/// ```
struct FindingIdentity: Hashable, Sendable, Comparable {
    var rule: String
    var key: String?
    var language: String?
    var table: String
    var target: String?

    /// The identity of `finding`: its `table` when set, else `defaultTable` (the
    /// widget catalog's table name). A finding in the widget's code (``AuditRule/readsCode``)
    /// has no key or table: its Swift file stands in for the table, so that two
    /// files' findings of one rule stay apart (several in one file are counted).
    init(_ finding: AuditFinding, defaultTable: String) {
        self.init(rule: finding.rule.identifier, key: finding.key, language: finding.language,
                  table: finding.rule.readsCode ? finding.file : finding.table ?? defaultTable, target: finding.target)
    }

    init(rule: String, key: String?, language: String?, table: String, target: String?) {
        self.rule = rule
        self.key = key
        self.language = language
        self.table = table
        self.target = target
    }

    /// The table of a catalog: its file name without `.xcstrings` (`Localizable`).
    static func table(ofCatalogAt path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".xcstrings") ? String(name.dropLast(".xcstrings".count)) : name
    }

    /// 128 bits as 32 lowercase hexadecimal digits: two 64-bit FNV-1a hashes (with
    /// different offset bases) of the fields, each field length-prefixed so that no
    /// two identities share an encoding. Stable across runs, machines and versions
    /// of Swift (unlike `hashValue`).
    var hash: String {
        var bytes: [UInt8] = []
        for field in [rule, key, language, table, target] {
            guard let field else {
                bytes.append(0)
                continue
            }
            bytes.append(1)
            let utf8 = Array(field.utf8)
            withUnsafeBytes(of: UInt32(utf8.count).bigEndian) { bytes += $0 }
            bytes += utf8
        }
        func fnv1a(_ basis: UInt64) -> UInt64 {
            var hash = basis
            for byte in bytes {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01B3
            }
            return hash
        }
        func hex(_ value: UInt64) -> String {
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
        return hex(fnv1a(0xCBF2_9CE4_8422_2325)) + hex(fnv1a(0x6C62_272E_07BB_0142))
    }

    /// Rule (in ``AuditRule`` order where known), then table, target, key, language, bytewise.
    static func < (lhs: FindingIdentity, rhs: FindingIdentity) -> Bool {
        func fields(_ identity: FindingIdentity) -> [String] {
            [identity.table, identity.target ?? "", identity.key ?? "", identity.language ?? ""]
        }
        if lhs.rule != rhs.rule {
            let order = AuditRule.all.map(\.identifier)
            let left = order.firstIndex(of: lhs.rule) ?? order.count, right = order.firstIndex(of: rhs.rule) ?? order.count
            return left != right ? left < right : lhs.rule.utf8.lexicographicallyPrecedes(rhs.rule.utf8)
        }
        for (left, right) in zip(fields(lhs), fields(rhs)) where left != right {
            return left.utf8.lexicographicallyPrecedes(right.utf8)
        }
        return false
    }
}
