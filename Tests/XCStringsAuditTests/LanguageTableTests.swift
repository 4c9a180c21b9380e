import Testing
@testable import XCStringsAudit

/// The audit's per-worker language table must behave as a `Dictionary` would:
/// one slot per code, found again after the table grows, whatever collides.
@Suite struct LanguageTableTests {
    /// 299 codes: real ones, codes that differ only in the last byte or in case,
    /// and generated ones (each once), so that buckets collide and the table grows
    /// seven times (8 buckets to 1024).
    private static let codes: [String] = {
        var codes = ["ar", "he", "en", "en-GB", "en-AU", "zh-Hans", "zh-Hant", "pt-BR", "pt-PT", "es-419",
                     "sr-Latn", "SR-LATN", "", "a-very-long-language-tag-x-private"]
        var seen = Set(codes)
        for first in UInt8(ascii: "a")...UInt8(ascii: "z") {
            for second in UInt8(ascii: "a")...UInt8(ascii: "k") {
                let code = String(decoding: [first, second], as: UTF8.self)
                if seen.insert(code).inserted { codes.append(code) }
            }
        }
        return Array(codes.prefix(300))
    }()

    @Test func everyCodeKeepsItsSlotAndValueAcrossGrowth() {
        #expect(Self.codes.count == 299)
        var table = LanguageTable<Int>(capacity: 4)
        var slots: [String: Int] = [:]
        for (number, code) in Self.codes.enumerated() {
            #expect(table.slot(of: code) == nil, "\(code) before it was added")
            let slot = table.insert(code, number * 7)
            #expect(slot == number, "slots are handed out in order")
            slots[code] = slot
            // Every code added so far is still found, in its own slot.
            for earlier in Self.codes.prefix(number + 1) {
                #expect(table.slot(of: earlier) == slots[earlier], "\(earlier) after adding \(code)")
            }
        }
        for (number, code) in Self.codes.enumerated() {
            #expect(table[table.slot(of: code)!] == number * 7)
        }
        #expect(table.slot(of: "ar-SA") == nil)
        #expect(table.slot(of: "A") == nil)
    }

    @Test func valuesChangeInPlace() {
        var table = LanguageTable<[String]>()
        let ar = table.insert("ar", [])
        let he = table.insert("he", ["one"])
        table[ar].append("zero")
        table[ar].append("few")
        #expect(table[ar] == ["zero", "few"])
        #expect(table[he] == ["one"])
    }

    /// Canonically equal codes in different bytes hash apart, so a second spelling
    /// may miss the first one's slot; the audit then adds it with the same facts
    /// (they come from `Dictionary` lookups), and it is found from then on.
    @Test func aSecondSpellingIsFoundOnceAdded() {
        var table = LanguageTable<Int>()
        let composed = "x-\u{E9}"          // é as one scalar
        let decomposed = "x-e\u{301}"      // e and a combining acute
        #expect(composed == decomposed)
        let first = table.insert(composed, 1)
        #expect(table.slot(of: composed) == first)
        let second = table.slot(of: decomposed) ?? table.insert(decomposed, 1)
        #expect(table[second] == 1)
        #expect(table.slot(of: decomposed) == second)
    }
}
