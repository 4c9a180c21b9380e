import Testing
@testable import XCStringsAudit

@Suite struct FindingIdentityTests {
    /// Fingerprints are stored by code scanning and in baselines: the hash of a
    /// given identity must never change between versions.
    @Test func theHashIsPinned() {
        let identity = FindingIdentity(rule: "missing-translation", key: "Breathe in", language: "ar",
                                       table: "Localizable", target: nil)
        #expect(identity.hash == FindingIdentity(rule: "missing-translation", key: "Breathe in", language: "ar",
                                                 table: "Localizable", target: nil).hash)
        // FNV-1a 64 with two offset bases over the length-prefixed fields, computed independently.
        #expect(identity.hash == "d1fdde2531609d92e47e8a6ea3618fbb")
    }

    /// Fields are length-prefixed and `nil` differs from empty, so that moving text
    /// between fields never gives the same hash.
    @Test func fieldsDoNotRunIntoEachOther() {
        let hashes = [
            FindingIdentity(rule: "r", key: "ab", language: "c", table: "T", target: nil),
            FindingIdentity(rule: "r", key: "a", language: "bc", table: "T", target: nil),
            FindingIdentity(rule: "r", key: nil, language: "abc", table: "T", target: nil),
            FindingIdentity(rule: "r", key: "", language: "abc", table: "T", target: nil),
            FindingIdentity(rule: "r", key: "ab", language: "c", table: "T", target: ""),
            FindingIdentity(rule: "r", key: "ab", language: "c", table: "T", target: "Widget"),
        ].map(\.hash)
        #expect(Set(hashes).count == hashes.count)
        #expect(hashes.allSatisfy { $0.count == 32 })
    }

    @Test func theTableIsTheFindingsOrTheCatalogsName() {
        var finding = AuditFinding(rule: .staleKey, key: "Sound", language: nil, file: "W/Localizable.xcstrings", line: 1,
                                   column: 1, message: "", isFixable: false)
        #expect(FindingIdentity(finding, defaultTable: FindingIdentity.table(ofCatalogAt: "W/Localizable.xcstrings")).table
                == "Localizable")
        finding.table = "Widgets"
        finding.target = "MindfulWidget"
        let identity = FindingIdentity(finding, defaultTable: "Localizable")
        #expect(identity.table == "Widgets" && identity.target == "MindfulWidget")
        // The line is not part of it.
        finding.line = 500
        #expect(FindingIdentity(finding, defaultTable: "Localizable") == identity)
    }
}

@Suite struct IgnoreCommentTests {
    @Test(arguments: [
        ("Title [audit-ignore]", nil as [String]?),
        ("[audit-ignore: stale-key]", ["stale-key"]),
        ("a [audit-ignore:stale-key,needs-review ] b", ["needs-review", "stale-key"]),
        ("[audit-ignore: stale-key] and [audit-ignore: empty-value]", ["empty-value", "stale-key"]),
        ("[audit-ignore: stale-key] [audit-ignore]", nil),
    ])
    func markersNameTheirRules(comment: String, rules: [String]?) throws {
        let ignore = try #require(IgnoreComment(comment: comment))
        #expect(ignore.rules.map { $0.map(\.identifier).sorted() } == rules)
    }

    @Test(arguments: ["Title", "[audit-ignored]", "[audit-ignore", "audit-ignore: stale-key", "[audit-ignorestale-key]"])
    func otherTextIsNoMarker(comment: String) {
        #expect(IgnoreComment(comment: comment) == nil)
    }

    @Test func unknownRulesAreKept() throws {
        let ignore = try #require(IgnoreComment(comment: "[audit-ignore: stale-key, stale-keys]"))
        #expect(ignore.rules == [.staleKey] && ignore.unknown == ["stale-keys"])
        #expect(ignore.covers(.staleKey) && !ignore.covers(.needsReview))
    }
}
