import Foundation
import Testing
import ActivityLocalization
@testable import XCStrings

/// Lookup arguments: `Int`, `Int64`, `Double` and `String` values are taken as
/// they are, variables as well as literals, and give what the wrapped
/// ``StringCatalog/Argument`` gives.
@Suite struct StringCatalogArgumentTests {
    static let catalog = StringCatalogLookupTests.catalog
    static let arabic = StringCatalogLookupTests.arabic
    static let hebrew = StringCatalogLookupTests.hebrew

    @Test("Variables of the four types need no wrapping")
    func variables() {
        let name = "Maya"
        let count = 5
        let wide: Int64 = 11
        let ratio = 2.5
        #expect(Self.catalog.localizedString("%@ saw %#@birds@", language: Self.arabic, arguments: [name, count])
            == "\u{631}\u{623}\u{649} \u{2068}Maya\u{2069} \u{2068}\u{665}\u{2069} \u{637}\u{64A}\u{648}\u{631}")
        #expect(Self.catalog.localizedString("%lld birds", language: Self.arabic, arguments: [wide])
            == "\u{2068}\u{661}\u{661}\u{2069} \u{637}\u{627}\u{626}\u{631}\u{64B}\u{627}")
        #expect(Self.catalog.localizedString("%@ saw %#@birds@", language: Self.hebrew, arguments: [name, count])
            == "\u{2068}Maya\u{2069} \u{5E8}\u{5D0}\u{5D4} \u{2068}5\u{2069} \u{5E6}\u{5D9}\u{5E4}\u{5D5}\u{5E8}\u{5D9}\u{5DD}")
        var catalog = StringCatalog(sourceLanguage: "en")
        catalog.setLocalization(.init(stringUnit: .init(state: .translated, value: "%.1f")), language: "ar", forKey: "%.1f")
        #expect(catalog.localizedString("%.1f", language: Self.arabic, arguments: [ratio], isolatingArguments: false)
            == "\u{662}\u{66B}\u{665}")
    }

    @Test("A variable gives what its wrapped argument gives", arguments: [
        ("%@ saw %#@birds@", [StringCatalog.Argument.string("Ana"), .integer(2)]),
        ("%lld birds", [.integer(Int64.max)]),
        ("%lld birds", [.floating(1.0)]),
        ("Cycle %lld of %lld", [.integer(-2), .integer(3)]),
    ])
    func sameAsWrapped(key: String, wrapped: [StringCatalog.Argument]) {
        let plain: [any StringCatalog.ArgumentConvertible] = wrapped.map { argument in
            switch argument.value {
            case .integer(let number): Int(exactly: number).map { $0 as any StringCatalog.ArgumentConvertible } ?? number
            case .floating(let number): number
            case .string(let text): text
            }
        }
        for language in [Self.arabic, Self.hebrew] {
            #expect(Self.catalog.localizedString(key, language: language, arguments: plain)
                    == Self.catalog.localizedString(key, language: language, arguments: wrapped))
        }
    }

    @Test("Each type converts to its own kind of argument")
    func conversions() {
        let int = 3, int64: Int64 = -4, double = 0.5, string = "Ana"
        #expect(int.stringCatalogArgument == .integer(3))
        #expect(int64.stringCatalogArgument == .integer(-4))
        #expect(double.stringCatalogArgument == .floating(0.5))
        #expect(string.stringCatalogArgument == .string("Ana"))
        #expect(StringCatalog.Argument.string("x").stringCatalogArgument == .string("x"))
        #expect(Int.max.stringCatalogArgument == .integer(Int64.max))
    }

    @Test("Literals, wrapped values and typed arrays still work")
    func literalsAndWrapped() {
        let level: UInt8 = 2
        let typed: [StringCatalog.Argument] = [2, 3]
        let expected = "\u{627}\u{644}\u{62F}\u{648}\u{631}\u{629} \u{2068}\u{662}\u{2069} \u{645}\u{646} \u{2068}\u{663}\u{2069}"
        #expect(Self.catalog.localizedString("Cycle %lld of %lld", language: Self.arabic, arguments: [2, 3]) == expected)
        #expect(Self.catalog.localizedString("Cycle %lld of %lld", language: Self.arabic, arguments: typed) == expected)
        #expect(Self.catalog.localizedString("Cycle %lld of %lld", language: Self.arabic,
                                             arguments: [.integer(level), .integer(UInt64(3))]) == expected)
        #expect(Self.catalog.localizedString("Hello %@", language: Self.arabic, arguments: [.string("Ana")])
                == Self.catalog.localizedString("Hello %@", language: Self.arabic, arguments: ["Ana"]))
        #expect(StringCatalog.Argument.integer(UInt64.max) == .integer(Int64.max))
    }
}
