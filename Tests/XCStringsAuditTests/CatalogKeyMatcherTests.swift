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
