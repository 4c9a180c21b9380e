#if os(Linux)
import Foundation
import Synchronization
import Testing
@testable import ActivityLocalization

/// The portable backend against the ICU backend, over every locale ICU 72 has data
/// for, CLDR's language aliases and the hostile codes: parsing, resolution (with
/// and without one-way matches) against realistic `supported` lists, direction,
/// digits, duration patterns, number formatting and plural categories (integers 0…1000, decimals
/// shown with 1–3 fraction digits).
///
/// Every difference must be listed, with its CLDR reason, in
/// `Fixtures/BackendDifferences.txt`, and every listed difference must still occur.
/// The suite prints how much it compared.
@Suite struct BackendParityTests {
    /// `supported` lists as apps ship them.
    static let supportedLists: [[String]] = [
        ["en", "ar", "he", "pt-BR", "zh-Hant"],
        ["en", "de", "fr", "es", "es-419", "ja", "ko", "pt-BR", "pt-PT", "ru", "zh-Hans", "zh-Hant"],
        ["en-GB", "en", "fr-CA", "es-MX", "zh-TW", "sr-Latn", "fil", "ur", "fa", "ckb"],
        ["en-US", "ar-EG", "he-IL", "fa-IR", "ur-PK", "dv", "ps", "yi"],
    ]

    /// Codes beyond the available locales: hostile input and tags with extensions.
    static let extraCodes: [String] = HostileLanguageCodeTests.invalid.map(\.0) + [
        "xx", "qaa", "zzz", "null", "tlh-x-klingon", "x-private", "i-default", "sgn-BE-FR", "art-lojban",
        "zz-Arab-x-private", "he-IL-u-nu-hebr", "ar-u-nu-latn", "AR-eg", "pt-br-u-ca-gregory", "zh-Hant-TW-u-co-stroke",
        "iw-x-old", "en-GB-oxendict", "ur-Aran", "ks-Aran", "pa-Aran", "az-Arab", "en-Arab", "ji", "dv", "syr", "nqo",
        "ckb", "en-XA", "ar-XB", "en-US-POSIX", "de-CH-1901", "sr-Latn-1996", "zh-yue", "zh-cmn-Hans", "cmn", "no",
        "sh", "tl", "mo", "in", "jw", "aar", "en-a-bbb-u-nu-arab", "es-MX", "zh-TW", "zh-HK", "zh-SG", "pt", "pt-AO",
        // An extension whose value is `yes` or `true` (ICU 72 writes `he-c`; the fuzzer found it).
        "he-C-yes", "he-x-yes", "he-t-true", "he-c-yes-x-c", "he-u-ca-yes",
    ]

    /// Every code the suite resolves: ICU's available locales (as BCP 47), the
    /// language aliases, the extra codes.
    static let codes: [String] = {
        var seen = Set<String>()
        var codes: [String] = []
        let available = ICU.Locale.availableLocaleIDs.compactMap { ICU.Locale.languageTag(forLocaleID: $0) }
        let aliases = CLDRData.languages.entries().map { $0.key.replacingOccurrences(of: "_", with: "-") }
        for code in available + aliases + extraCodes where seen.insert(code).inserted { codes.append(code) }
        return codes
    }()

    /// Numbers shown with 1–3 fraction digits, as (value, fraction digits).
    static let decimals: [(Double, Int)] = [1, 2, 3].flatMap { digits in
        [0, 1, 2, 3, 5, 10, 11, 12, 21, 22, 101, 111, 1000, 1500]
            .map { (Double($0) / pow(10, Double(digits)), digits) }
    }

    /// One property's value for a code on one backend.
    static func properties(of code: String, on backend: Backend,
                           pluralMemo: inout [String: String]) -> [(String, String)] {
        var result: [(String, String)] = []
        let parsed = LanguageTag.parse(code, backend: backend)
        switch parsed {
        case .success(let tag): result.append(("parse", "\(tag.bcp47) \(tag.canonicalID)"))
        case .failure(let problem): result.append(("parse", "invalid \(problem)"))
        }
        for (index, supported) in supportedLists.enumerated() {
            for oneWay in [false, true] {
                let language = ActivityLanguage(code: code, supported: supported, developmentLanguage: "en",
                                                acceptingOneWayMatches: oneWay, backend: backend)
                result.append(("resolve\(index)\(oneWay ? "+oneway" : "")",
                               "\(language.identifier) \(language.resolution) \(language.direction)"))
            }
        }
        guard case .success(let tag) = parsed else { return result }
        let id = tag.localeID
        result.append(("direction", "\(ActivityLanguage.Direction(localeID: id, backend: backend))"))
        result.append(("digits", backend.digits(localeID: id).map { String(String.UnicodeScalarView($0)) } ?? "none"))
        result.append(("duration", Backend.DurationKey.allCases
            .map { backend.durationPattern(localeID: id, key: $0) ?? "none" }.joined(separator: " ")))
        result.append(("numbers", [
            backend.format(Int64(-1_234_567), localeID: id, grouping: true),
            backend.format(Int64(1234), localeID: id, grouping: true),
            backend.format(Int64(42), localeID: id, grouping: false),
            backend.format(-1234.5, localeID: id, grouping: true, fractionDigits: 2),
            backend.format(0.125, localeID: id, grouping: false, fractionDigits: 2),
            backend.format(2.675, localeID: id, grouping: false, fractionDigits: 2),
        ].map { $0 ?? "none" }.joined(separator: " ")))
        func plurals() -> String {
            let integers = (0...1000).map { backend.pluralCategory(localeID: id, number: Double($0)) ?? "none" }
            let fractions = decimals.map { backend.pluralCategory(localeID: id, number: $0.0, fractionDigits: $0.1) ?? "none" }
            return Self.runs(integers) + " | " + fractions.joined(separator: ",")
        }
        if backend == .portable {
            let set = Portable.PluralRules.ruleSetName(localeID: id) ?? "none"
            // The portable rules depend only on the rule set the locale maps to.
            if let memo = pluralMemo[set] {
                result.append(("plural", memo))
            } else {
                let value = plurals()
                pluralMemo[set] = value
                result.append(("plural", value))
            }
        } else {
            result.append(("plural", plurals()))
        }
        return result
    }

    /// Categories of 0, 1, 2… as runs: `0:zero 1:one 2-10:other`.
    static func runs(_ categories: [String]) -> String {
        var parts: [String] = []
        var start = 0
        for index in categories.indices where index == categories.count - 1 || categories[index + 1] != categories[index] {
            parts.append(start == index ? "\(start):\(categories[index])" : "\(start)-\(index):\(categories[index])")
            start = index + 1
        }
        return parts.joined(separator: " ")
    }

    /// Invisible characters (format controls, spaces other than U+0020) as `\u{…}`,
    /// so that the differences file shows them.
    static func escaped(_ text: String) -> String {
        text.unicodeScalars.map { scalar in
            switch scalar.properties.generalCategory {
            case .spaceSeparator where scalar == " ":
                String(scalar)
            case .format, .control, .spaceSeparator:
                "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default:
                String(scalar)
            }
        }.joined()
    }

    /// A listed difference: property, code, the ICU value, the portable value
    /// (invisible characters escaped).
    struct Difference: Hashable, CustomStringConvertible {
        var property: String
        var code: String
        var icu: String
        var portable: String
        var description: String { "\(property)\t\(code)\t\(icu)\t\(portable)" }
    }

    static let differencesFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/BackendDifferences.txt")

    /// The listed differences; each line is `property<TAB>code<TAB>ICU<TAB>portable<TAB>reason`.
    static func listedDifferences() throws -> [Difference: String] {
        let text = try String(contentsOf: differencesFile, encoding: .utf8)
        var listed: [Difference: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 5, !fields[4].isEmpty else {
                Issue.record("BackendDifferences.txt: not five tab-separated fields with a reason: \(line)")
                continue
            }
            listed[Difference(property: fields[0], code: fields[1], icu: fields[2], portable: fields[3])] = fields[4]
        }
        return listed
    }

    @Test("The portable backend gives ICU's answers, or a listed difference with its CLDR reason")
    func parity() throws {
        // Two workers (the machine's cores), each over every other code.
        let workers = 2
        let results = Mutex<[(compared: Int, found: [Difference])]>([])
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var compared = 0
            var found: [Difference] = []
            var memo: [String: String] = [:]
            var unused: [String: String] = [:]
            for code in Self.codes.enumerated().filter({ $0.offset % workers == worker }).map(\.element) {
                let icu = Self.properties(of: code, on: .icu, pluralMemo: &unused)
                let portable = Dictionary(Self.properties(of: code, on: .portable, pluralMemo: &memo),
                                          uniquingKeysWith: { a, _ in a })
                for (name, value) in icu {
                    compared += 1
                    let other = portable[name] ?? "missing"
                    if value != other {
                        found.append(Difference(property: name, code: code, icu: Self.escaped(value), portable: Self.escaped(other)))
                    }
                }
            }
            results.withLock { $0.append((compared, found)) }
        }
        let compared = results.withLock { $0.reduce(0) { $0 + $1.compared } }
        let found = results.withLock { $0.flatMap(\.found) }
        let listed = try Self.listedDifferences()
        let unlisted = found.filter { listed[$0] == nil }
        let stale = Set(listed.keys).subtracting(found)
        print("BackendParityTests: \(Self.codes.count) codes × up to \(1 + 2 * Self.supportedLists.count + 5) properties"
              + " = \(compared) comparisons (plurals: 1001 integers and \(Self.decimals.count) decimals each);"
              + " \(found.count) differences, \(found.count - unlisted.count) listed with their reason")
        #expect(unlisted.isEmpty, "unlisted differences (add them with their CLDR reason):\n\(unlisted.map(\.description).joined(separator: "\n"))")
        #expect(stale.isEmpty, "listed differences that no longer occur:\n\(stale.map(\.description).joined(separator: "\n"))")
    }
}
#endif
