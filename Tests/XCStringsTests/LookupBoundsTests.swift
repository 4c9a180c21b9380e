import Foundation
import Testing
import ActivityLocalization
@testable import XCStrings

/// A width or precision in a catalog value cannot make a lookup build a huge
/// string (issue 23: 500 × `%999999999lld` in one value built 500 MB).
@Suite struct LookupBoundsTests {
    private func lookup(_ value: String, _ arguments: [any StringCatalog.ArgumentConvertible]) -> String {
        var catalog = StringCatalog(sourceLanguage: "en")
        catalog.setLocalization(.init(stringUnit: .init(state: .translated, value: value)), language: "en", forKey: "k")
        let language = ActivityLanguage(code: "en", supported: ["en"], developmentLanguage: "en")
        return catalog.localizedString("k", language: language, arguments: arguments, isolatingArguments: false)
    }

    @Test func aHugeWidthIsClamped() {
        let text = lookup("%999999999lld", [7])
        #expect(text.count == LookupRenderer.maximumWidth)
        #expect(text == String(repeating: " ", count: LookupRenderer.maximumWidth - 1) + "7")
    }

    @Test func aWidthUnderTheLimitStillPads() {
        #expect(lookup("%5lld|%-4lld|", [42, 7]) == "   42|7   |")
    }

    @Test func aHugePrecisionIsClamped() {
        let text = lookup("%.999999999f", [1.5])
        #expect(text == "1." + "5" + String(repeating: "0", count: LookupRenderer.maximumPrecision - 1))
    }

    @Test func fiveHundredHugeWidthsStayBounded() {
        let text = lookup(String(repeating: "%999999999lld", count: 500), Array(repeating: 1, count: 500))
        #expect(text.count == 500 * LookupRenderer.maximumWidth)
    }
}
