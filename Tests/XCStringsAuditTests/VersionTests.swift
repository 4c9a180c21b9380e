import Foundation
import Testing
@testable import XCStringsAudit

/// `xcstrings-audit --version` is the newest release the CHANGELOG describes: a release
/// that bumps one without the other fails here.
@Suite struct VersionTests {
    @Test func theVersionIsTheChangelogsNewestRelease() throws {
        let changelog = try String(contentsOf: repositoryRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        // The first "## [X]" heading that is not "Unreleased", as Keep a Changelog writes it.
        let heading = try #require(changelog.components(separatedBy: "\n").first {
            $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]")
        }, "CHANGELOG.md has no release heading")
        let version = try #require(heading.dropFirst(4).split(separator: "]").first.map(String.init))
        #expect(version == AuditOptions.version)
    }

    @Test func theVersionIsSemantic() {
        let parts = AuditOptions.version.split(separator: ".", omittingEmptySubsequences: false)
        #expect(parts.count == 3)
        #expect(parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && Int($0) != nil })
    }
}
