import ActivityLocalization
import Foundation
import Testing
@testable import XCStrings

/// Xcode's key order, checked against its definition: Foundation's
/// `compare(_:options: [.numeric, .caseInsensitive, .forcedOrdering])` with the
/// system locale, which `JSONSerialization`'s `.sortedKeys` uses.
@Suite struct CatalogKeyOrderTests {
    static let trickyKeys: [String] = [
        "", " ", "  ", "a", "A", "b", "B", "z", "Z", "ab", "aB", "Ab", "AB", "abc", "Áa", "á", "a\u{301}", "à", "â",
        "e", "é", "ê", "f", "ss", "ß", "Œ", "oe", "æ", "ae", "ǆ", "dž", "ı", "i", "I", "İ",
        "1", "01", "001", "2", "9", "10", "11", "100", "1.5", "1.10", "-1", "x1", "x01", "x9", "x10", "a1b2", "a01b1",
        "Every 8 Hours", "Every 30 Minutes", "Every 12 Hours", "file9", "File10",
        "_", "-", ",", ";", ":", "!", "?", ".", "'", "’", "\"", "(", ")", "[", "]", "{", "}", "@", "*", "/", "\\",
        "&", "#", "%", "`", "^", "+", "<", "=", ">", "|", "~", "$", "%@", "%@ of %@", "%lld", "%1$@", "[netnewswire.com](https://netnewswire.com)",
        "Let’s Joodle!", "Let's show you", "Author‘s website:", "Author’s website:\n%@", "‚x", "‛x", "'x", "＇x", "“q”", "\"q\"", "„q", "‟q", "＂q", "«q»", "‹q›", "Don't", "Don’t", "co-op", "coop", "co op",
        "🦖 Dinosaurs", "😀", "😀a", "👍🏽", "❤️", "Hello", "hello", "HELLO", "Hello %@", "Hello, %@!",
        "Water low", "Water Low", "label.text.a", "label.text.B", "k75-bg-mhK.title", "lKl-x.title", "QvC-1.title",
        "日本", "中文", "한국어", "العربية", "עברית", "Ελληνικά", "Русский", "\u{200B}a", "\u{200F}%@", "a\u{0}b", "\t", "\n",
        "${toggle}", "Cycle %lld of %lld", "account.name.on-my-device", "ä", "Ä", "o", "ö", "Ö", "z9", "z10",
        // Language codes, which ``CatalogKeyOrder/letterOrder(_:_:)`` orders without the collator.
        "en", "EN", "en-GB", "en-gb", "En-GB", "en-", "-en", "eng", "en-GBx", "zh-Hans", "zh-Hant", "zh-hans", "zh-HK",
        "pt-BR", "pt-PT", "pt", "es-419", "es-MX", "sr-Latn", "Base", "base", "bg", "ca-ES", "nb", "ko-KR", "a-b-c", "a--b",
    ]

    private func foundationOrder(_ a: String, _ b: String) -> Int {
        switch a.compare(b, options: [.numeric, .caseInsensitive, .forcedOrdering], range: a.startIndex..<a.endIndex, locale: NSLocale.system) {
        case .orderedAscending: return -1
        case .orderedDescending: return 1
        case .orderedSame: return 0
        }
    }

    @Test("Every pair of tricky keys compares as Foundation compares it")
    func pairsMatchFoundation() {
        let order = CatalogKeyOrder.shared
        var mismatches: [String] = []
        for a in Self.trickyKeys {
            for b in Self.trickyKeys where a != b || !a.utf16.elementsEqual(b.utf16) {
                let ours = order.compare(a, b)
                let theirs = foundationOrder(a, b)
                if ours.signum() != theirs.signum() {
                    mismatches.append("\(a.debugDescription) vs \(b.debugDescription): ours \(ours), Foundation \(theirs)")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, e.g. \(mismatches.prefix(10))")
    }

    /// Every pair it answers for is ordered as the collator orders it, and it answers
    /// for no pair that differs only in case or holds anything but letters and `-`.
    @Test("Letters and hyphens are ordered as the collator orders them")
    func letterOrderMatchesTheCollator() {
        var answered = 0
        for a in Self.trickyKeys {
            for b in Self.trickyKeys {
                guard let order = CatalogKeyOrder.letterOrder(a, b) else { continue }
                answered += 1
                #expect(a.lowercased() != b.lowercased(), "\(a) vs \(b)")
                #expect(order == foundationOrder(a, b), "\(a) vs \(b)")
                #expect(order == Backend.current.collate(a, b).signum(), "\(a) vs \(b)")
            }
        }
        #expect(answered > 1_000)
        #expect(CatalogKeyOrder.letterOrder("en", "en-GB") == -1)
        #expect(CatalogKeyOrder.letterOrder("Base", "bg") == -1)
        #expect(CatalogKeyOrder.letterOrder("en-GB", "en-gb") == nil)
        #expect(CatalogKeyOrder.letterOrder("es-419", "es-MX") == nil)
    }

    @Test("Sorting generated keys gives Foundation's order")
    func generatedKeysSortLikeFoundation() {
        // Deterministic pseudo-random keys from pieces that stress each level.
        let pieces = ["a", "A", "b", "é", "E", "1", "01", "10", "9", " ", "-", "_", ".", "%@", "’", "'", "ß", "😀", "ä", "Z", "%lld"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var keys: [String] = []
        for _ in 0..<400 {
            var key = ""
            state = state &* 6364136223846793005 &+ 1442695040888963407
            for shift in stride(from: 0, to: Int(state >> 61) * 8 + 8, by: 8) {
                key += pieces[Int((state >> UInt64(shift + 3)) % UInt64(pieces.count))]
            }
            keys.append(key)
        }
        let ours = keys.sorted(by: CatalogKeyOrder.shared.areInIncreasingOrder)
        let theirs = keys.sorted { foundationOrder($0, $1) < 0 }
        #expect(ours == theirs)
    }

    @Test("Known fields are written in Xcode's order")
    func knownFieldOrder() {
        for names in [["comment", "extractionState", "isCommentAutoGenerated", "localizations", "shouldTranslate"],
                      ["stringSet", "stringUnit", "substitutions", "variations"], ["sourceLanguage", "strings", "version"],
                      ["argNum", "formatSpecifier", "variations"], ["device", "plural"], ["state", "value", "values"],
                      ["few", "many", "one", "other", "two", "zero"],
                      ["appletv", "applevision", "applewatch", "ipad", "iphone", "ipod", "mac", "other"]] {
            #expect(names.sorted { foundationOrder($0, $1) < 0 } == names)
            #expect(CatalogKeyOrder.shared.isSorted(names))
        }
    }

    @Test("Ranked sorting stays right as new keys arrive in later objects")
    func rankedSortingAcrossCalls() {
        var ranks = KeyRanks()
        let batches = [["zh-Hans", "ar", "en"], ["he", "ar", "de", "zh-Hans"], ["other", "one", "few"], ["pt-BR", "pt", "PT", "a", "en"],
                       Array(Self.trickyKeys.prefix(40)), Array(Self.trickyKeys.suffix(40))]
        for batch in batches {
            let unique = Array(Set(batch))
            #expect(ranks.sorted(unique) == unique.sorted(by: CatalogKeyOrder.shared.areInIncreasingOrder))
        }
    }
}

#if os(Linux)
/// The writer's key order on the two backends: ICU's tailored root collator (the
/// ICU backend) and Foundation's compare (the portable backend, and Apple
/// platforms), on every key of the real catalogs in the corpus.
@Suite struct CatalogKeyOrderBackendTests {
    @Test("Both backends sort every corpus catalog's keys identically",
          .enabled(if: TestPaths.corpusIsPresent, "../shared/corpus/xcstrings is absent; backend key-order comparison skipped"),
          arguments: TestPaths.corpusFiles())
    func corpusKeysSortTheSame(file: String) throws {
        let catalog = try StringCatalog(contentsOf: TestPaths.corpus.appendingPathComponent(file))
        let icu = CatalogKeyOrder(backend: .icu)
        let portable = CatalogKeyOrder(backend: .portable)
        let keys = catalog.keys
        #expect(!keys.isEmpty)
        let byICU = keys.sorted(by: icu.areInIncreasingOrder)
        let byFoundation = keys.sorted(by: portable.areInIncreasingOrder)
        let firstDifference = zip(byICU, byFoundation).enumerated().first { $0.element.0 != $0.element.1 }
        #expect(firstDifference == nil,
                "\(file): at \(firstDifference?.offset ?? 0), ICU has \(firstDifference?.element.0.debugDescription ?? ""), Foundation \(firstDifference?.element.1.debugDescription ?? "")")
    }
}
#endif
