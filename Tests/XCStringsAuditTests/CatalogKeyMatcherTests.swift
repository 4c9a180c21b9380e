import Testing
@testable import XCStringsAudit

@Suite struct CatalogKeyMatcherTests {
    private let catalog = makeCatalog([
        entry("Cycle %lld of %lld", [:]), entry("Cycle %1$@ of %2$@", [:]), entry("%@ remaining", [:]),
        entry("Done: %lld%%", [:]), entry("Sessions: %#@n@", [:]), entry("Plain", [:]), entry("50% off", [:]),
    ].joined(separator: ", "))

    private func match(_ source: String) -> String? {
        let literal = SwiftSourceScanner().scan(Array("Text(\(source))".utf8), file: "x").usages.first!.literal
        return CatalogKeyMatcher(catalog).key(for: literal)
    }

    @Test(arguments: [
        (#""Plain""#, "Plain"), (#""50% off""#, "50% off"), (#""\(t) remaining""#, "%@ remaining"),
        (#""Done: \(n)%""#, "Done: %lld%%"), (#""Sessions: \(n)""#, "Sessions: %#@n@"),
        // Two keys share the pattern: the bytewise first is chosen, always.
        (#""Cycle \(a) of \(b)""#, "Cycle %1$@ of %2$@"),
        (#""Missing""#, nil), (#""Cycle \(a)""#, nil), (#""\(t)remaining""#, nil),
    ])
    func matchesLiteralsToKeys(source: String, key: String?) {
        #expect(match(source) == key)
    }

    @Test(arguments: [("Cycle %lld of %lld", "Cycle \u{FFFF} of \u{FFFF}"), ("100%%", nil), ("No args", nil),
                      ("%.1f%% of %@", "\u{FFFF}% of \u{FFFF}")])
    func keyPatterns(key: String, pattern: String?) {
        #expect(CatalogKeyMatcher.pattern(ofKey: key) == pattern)
    }
}

/// Matching with the specifiers the interpolations' types give.
@Suite struct CatalogKeyMatcherSpecifierTests {
    private func match(_ source: String, keys: [String]) -> CatalogKeyMatcher.Match? {
        let catalog = makeCatalog(keys.map { entry($0, [:]) }.joined(separator: ", "))
        let usage = SwiftSourceScanner().scan(Array(source.utf8), file: "W.swift").usages.last!
        return CatalogKeyMatcher(catalog).match(usage)
    }

    private static let streak = "let streak: Int = 3\nText(\"\\(streak) day streak\")"

    @Test func theKeyTheTypeGivesMatchesExactly() {
        #expect(match(Self.streak, keys: ["%lld day streak"]) == .exact("%lld day streak"))
        // Also when a key with another specifier is there too.
        #expect(match(Self.streak, keys: ["%@ day streak", "%lld day streak"]) == .exact("%lld day streak"))
    }

    @Test func anotherSpecifierIsAMismatchNamingBoth() {
        #expect(match(Self.streak, keys: ["%@ day streak"])
            == .specifierMismatch(catalogKey: "%@ day streak", lookupKey: "%lld day streak", argument: "streak",
                                  expected: "%lld", found: "%@"))
        // A positional specifier is another key too: the code looks up `%lld`.
        #expect(match(Self.streak, keys: ["%1$lld day streak"])
            == .specifierMismatch(catalogKey: "%1$lld day streak", lookupKey: "%lld day streak", argument: "streak",
                                  expected: "%lld", found: "%1$lld"))
    }

    @Test func unknownTypesMatchAnySpecifier() {
        #expect(match("Text(\"\\(streak) day streak\")", keys: ["%@ day streak"]) == .exact("%@ day streak"))
        // Only the known interpolation is compared.
        let source = "let done: Int\nText(\"\\(done) of \\(total)\")"
        #expect(match(source, keys: ["%lld of %lld"]) == .exact("%lld of %lld"))
        #expect(match(source, keys: ["%@ of %lld"])
            == .specifierMismatch(catalogKey: "%@ of %lld", lookupKey: "%lld of %@", argument: "done", expected: "%lld",
                                  found: "%@"))
        // The argument named is the one whose specifier differs.
        let second = "let done: Int\nlet total: Double\nText(\"\\(done) of \\(total)\")"
        #expect(match(second, keys: ["%lld of %lld"])
            == .specifierMismatch(catalogKey: "%lld of %lld", lookupKey: "%lld of %lf", argument: "total", expected: "%lf",
                                  found: "%lld"))
    }

    @Test func plainLiteralsAndAbsentKeys() {
        #expect(match("Text(\"Plain\")", keys: ["Plain"]) == .exact("Plain"))
        #expect(match("Text(\"Plain\")", keys: ["Other"]) == nil)
        #expect(match(Self.streak, keys: ["%lld days"]) == nil)
        #expect(match("let p: Int\nText(\"\\(p)% done\")", keys: ["%lld%% done"]) == .exact("%lld%% done"))
    }

    @Test func parameterSummariesMatchTheirDollarKeys() {
        let source = #"Summary("Get \(\.$settings) for \(\.$type)")"#
        #expect(match(source, keys: ["${settings} for ${type}", "Get ${settings} for ${type}"])
            == .exact("Get ${settings} for ${type}"))
        let literal = SwiftSourceScanner().scan(Array(source.utf8), file: "W.swift").usages[0].literal
        let catalog = makeCatalog(entry("Get ${settings} for ${type}", [:]))
        #expect(CatalogKeyMatcher(catalog).key(for: literal) == "Get ${settings} for ${type}")
        #expect(!literal.hasInterpolation)
    }
}
