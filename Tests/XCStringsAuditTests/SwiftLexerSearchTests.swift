import Testing
@testable import XCStringsAudit

@Suite struct SwiftLexerSearchTests {
    /// `contains` answers as a naive search would, for every marker cut from the text
    /// and for markers it does not hold, on slices that start and end inside the array
    /// (a match across a slice's end is no match).
    @Test func answersAsANaiveSearchWould() {
        let text = Array("Text(\"a\") NSLocalizedString(\"k\", comment: \"\") LLLabel(\"x\")".utf8)
        let markers = [Array("Label(\"".utf8), Array("NSLocalizedString(".utf8), Array("Text(\"".utf8),
                       Array("LLL".utf8), Array("\")".utf8), Array("Button(\"".utf8), Array("x\")!".utf8), [],
                       text, text + [0x20]]
        func naive(_ marker: [UInt8], _ bytes: ArraySlice<UInt8>) -> Bool {
            marker.isEmpty || (bytes.count >= marker.count && (bytes.startIndex...(bytes.endIndex - marker.count))
                .contains { bytes[$0..<($0 + marker.count)].elementsEqual(marker) })
        }
        var answers = 0
        for start in [0, 1, 5, 20] {
            for end in [text.count, text.count - 1, text.count - 3, 30] where end >= start {
                let slice = text[start..<end]
                for marker in markers {
                    #expect(SwiftLexer.contains(marker, in: slice) == naive(marker, slice),
                            "\(String(decoding: marker, as: UTF8.self)) in \(start)..<\(end)")
                    answers += SwiftLexer.contains(marker, in: slice) ? 1 : 0
                }
            }
        }
        // Both answers occur: the comparison is not trivially all-false or all-true.
        #expect(answers > 0 && answers < 4 * 4 * markers.count)
        #expect(!SwiftLexer.contains(Array("Text(\"".utf8), in: []))
    }
}
