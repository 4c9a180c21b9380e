import ActivityLocalization
import Foundation
import XCStrings

// What a widget extension does with the toolkit, from a package that depends on it
// by path: resolve the activity's language code, format its countdown, look up its
// strings in that language. `.ci/run` checks the first line.
//
//     swift run --package-path tools/downstream Downstream [languageCode] [catalog]

/// The text with bidi controls shown as `\u{…}` escapes, the way tests write them.
func visible(_ text: String) -> String {
    text.unicodeScalars.map { (0x2066...0x2069).contains($0.value) || (0x200E...0x200F).contains($0.value)
        ? "\\u{\(String($0.value, radix: 16, uppercase: true))}" : String($0) }.joined()
}

struct Attributes { var languageCode: String }
let arguments = CommandLine.arguments.dropFirst()
let attributes = Attributes(languageCode: arguments.first ?? "iw")
let catalogURL = URL(fileURLWithPath: arguments.dropFirst().first ?? "Strings/App/Localizable.xcstrings")

let language = ActivityLanguage(code: attributes.languageCode,
                                supported: ["en", "ar", "he", "pt-PT", "zh-Hant"],
                                developmentLanguage: "en",
                                systemLanguages: ["ko-KR", "en-US"])
print(language.identifier, language.layoutDirection == .rightToLeft ? "rtl" : "ltr", language.resolution)

let countdown = CountdownFormatter(language: language)
print("countdown:", visible(countdown.string(seconds: 323)), visible(countdown.string(seconds: -5)))

do {
    let catalog = try StringCatalog(contentsOf: catalogURL)
    let inCatalog = ActivityLanguage(code: attributes.languageCode, supported: catalog.languages,
                                     developmentLanguage: catalog.sourceLanguage)
    for count in [1, 2, 3, 11, 100] {
        print("\(count):", visible(catalog.localizedString("%lld minutes left", language: inCatalog, arguments: [.integer(count)])))
    }
} catch {
    print(error)
}
