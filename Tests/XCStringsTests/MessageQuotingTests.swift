import Foundation
import Testing
@testable import XCStrings

/// `quotedForMessage` answers most values from one pass over their bytes; the
/// answer must always be the careful, scalar-by-scalar one.
@Suite("Quoting values for messages")
struct MessageQuotingTests {
    @Test("What the message shows", arguments: [
        ("Start", "\"Start\""),
        ("", "\"\""),
        ("say \"hi\"", "\"say \\\"hi\\\"\""),
        ("a\\b", "\"a\\\\b\""),
        ("line\nbreak\ttab\rreturn", "\"line\\nbreak\\ttab\\rreturn\""),
        ("\u{200F}%@", "\"\\u{200F}%@\""),
        ("\u{2066}5:23\u{2069}", "\"\\u{2066}5:23\\u{2069}\""),
        ("\u{FEFF}x", "\"\\u{FEFF}x\""),
        ("\u{061C}١٢", "\"\\u{61C}١٢\""),
        ("\u{85}", "\"\\u{85}\""),
        ("مرحبا", "\"مرحبا\""),
        ("שלום — עולם", "\"שלום — עולם\""),
        (String(repeating: "a", count: 120), "\"" + String(repeating: "a", count: 120) + "\""),
        (String(repeating: "a", count: 121), "\"" + String(repeating: "a", count: 120) + "…\""),
        (String(repeating: "ب", count: 121), "\"" + String(repeating: "ب", count: 120) + "…\""),
    ])
    func shown(value: String, quoted: String) {
        #expect(value.quotedForMessage == quoted)
    }

    /// Every scalar whose lead byte the quick pass rejects or lets through, in
    /// the blocks around the invisible ones, alone and inside text.
    @Test("The quick answer equals the careful one around every invisible block")
    func quickEqualsCareful() {
        let ranges: [ClosedRange<UInt32>] = [0x00...0xFF, 0x0600...0x063F, 0x2000...0x206F, 0xFE00...0xFFFD]
        for range in ranges {
            for value in range {
                guard let scalar = Unicode.Scalar(value) else { continue }
                for text in [String(scalar), "a\(scalar)b", "\(scalar)\(scalar)"] {
                    #expect(text.quotedForMessage == text.quotedScalarByScalar,
                            "U+\(String(value, radix: 16, uppercase: true))")
                }
            }
        }
    }

    @Test("The quick answer equals the careful one on every corpus value",
          .enabled(if: TestPaths.corpusIsPresent, "../shared/corpus/xcstrings is absent; corpus quoting comparison skipped"),
          arguments: TestPaths.corpusFiles())
    func corpusValues(file: String) throws {
        let catalog = try StringCatalog(contentsOf: TestPaths.corpus.appendingPathComponent(file))
        for entry in catalog.entries {
            #expect(entry.key.quotedForMessage == entry.key.quotedScalarByScalar, "\(file): key \(entry.key)")
            for localization in entry.localizations.values {
                guard let value = localization.stringUnit?.value else { continue }
                #expect(value.quotedForMessage == value.quotedScalarByScalar, "\(file): \(value)")
                }
        }
    }
}
