import ActivityLocalization
import Foundation
import XCStrings

// What a widget extension does with the toolkit, from a package that depends on it
// by path, in the README's own words: resolve the activity's language code against
// the bundle's languages, look a string up in that language's bundle, format the
// countdown, decode the content state, look catalog strings up in that language.
// `.ci/run` compares the output with the README's transcripts.
//
//     swift run --package-path tools/IntegrationTests/Downstream Downstream [languageCode] [catalog]

/// The text with bidi controls shown as `\u{…}` escapes, the way tests write them.
func visible(_ text: String) -> String {
    text.unicodeScalars.map { (0x2066...0x2069).contains($0.value) || (0x200E...0x200F).contains($0.value)
        || $0.value == 0x061C ? "\\u{\(String($0.value, radix: 16, uppercase: true))}" : String($0) }.joined()
}

struct Attributes { var languageCode: String; var userName: String }
let arguments = CommandLine.arguments.dropFirst()
let attributes = Attributes(languageCode: arguments.first ?? "iw", userName: "Ana")
let catalogURL = URL(fileURLWithPath: arguments.dropFirst().first ?? "Strings/App/Localizable.xcstrings")

// The language: resolved against the bundle's .lproj folders (en, ar, he here).
let language = ActivityLanguage(code: attributes.languageCode, bundle: .module, systemLanguages: ["ko-KR", "en-US"])
print(language.identifier, language.direction == .rightToLeft ? "rtl" : "ltr", language.resolution)
print("locale:", language.locale.identifier)

// Strings from that language's bundle, whatever the process locale is.
let strings = language.bundle(in: .module) ?? .module
print("bundle:", strings.bundleURL.lastPathComponent, strings.localizedString(forKey: "Time left", value: nil, table: nil))

// The countdown, and the content state ActivityKit would decode.
let countdown = CountdownFormatter(language: language)
print("countdown:", visible(countdown.string(seconds: 323)), visible(countdown.string(seconds: -5)))

let contentState = #"{"endTime":786000000,"isPaused":true,"remainingSeconds":123,"isCompleted":false,"currentCycle":2,"totalCycles":3}"#
do {
    let state = try JSONDecoder().decode(TimerDisplayState.self, from: Data(contentState.utf8))
    let shown = Date(timeIntervalSinceReferenceDate: 786_000_600)
    print("timer:", state.mode(at: shown), visible(state.text(at: shown, using: countdown)))

    // Catalog strings in the catalog's closest language, arguments as plain values.
    let catalog = try StringCatalog(contentsOf: catalogURL)
    let inCatalog = ActivityLanguage(code: attributes.languageCode, supported: catalog.languages,
                                     developmentLanguage: catalog.sourceLanguage)
    let cycle = state.currentCycle, total = state.totalCycles, name = attributes.userName
    print("cycle:", visible(catalog.localizedString("Cycle %lld of %lld", language: inCatalog, arguments: [cycle, total])))
    print("done:", visible(catalog.localizedString("Well done, %@", language: inCatalog, arguments: [name], device: .iphone)))
    for count in [1, 2, 3, 11, 100, -3] {
        print("\(count):", visible(catalog.localizedString("%lld minutes left", language: inCatalog, arguments: [count])))
    }
    print("latin:", visible(catalog.localizedString("%lld minutes left", language: inCatalog, arguments: [11], digits: .latin)))
} catch {
    print(error)
}
