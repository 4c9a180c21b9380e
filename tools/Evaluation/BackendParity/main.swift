// BackendParity: the portable backend against the ICU backend, exhaustively.
//
//     swift run -c release BackendParity [--differences FILE] [--show N]
//
// Compares every public decision of the library on both backends over every ICU
// locale, every `ll-Script-RR` and `ll-RR` spelling of its languages, `xx-RR` for
// every region, CLDR's aliases, the identifier forms Apple platforms hand apps
// (`@numbers=`, `@rg=`, `@calendar=`, `-u-nu-`), and hostile codes. Prints the
// counts, and exits 1 when a difference is not in the list of reasoned decisions
// (tools/Evaluation/BackendParity/Differences.txt) or a listed decision no longer occurs.
// Linux only: Apple platforms have no ICU backend to compare with.
#if os(Linux)
import ActivityLocalization
import Foundation

/// One property of one code on both backends.
struct Difference: CustomStringConvertible {
    var property: String
    var code: String
    var icu: String
    var portable: String
    var description: String { "\(property)\t\(code)\t\(escaped(icu))\t\(escaped(portable))" }
}

/// Invisible characters as `\u{…}`, so that a difference can be read and listed.
func escaped(_ text: String) -> String {
    text.unicodeScalars.map { scalar in
        switch scalar.properties.generalCategory {
        case .spaceSeparator where scalar == " ": String(scalar)
        case .format, .control, .spaceSeparator: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        default: String(scalar)
        }
    }.joined()
}

/// A listed decision: property, code, ICU value and portable value as patterns
/// (`*` matches any run of characters), and the reason.
struct Decision {
    var line: Int
    var patterns: [String]
    var reason: String

    func matches(_ difference: Difference) -> Bool {
        let fields = [difference.property, difference.code, escaped(difference.icu), escaped(difference.portable)]
        return zip(patterns, fields).allSatisfy { glob($0, matches: $1) }
    }
}

/// Whether `text` matches `pattern`, whose `*` matches any run of characters.
func glob(_ pattern: String, matches text: String) -> Bool {
    let parts = pattern.split(separator: "*", omittingEmptySubsequences: false)
    if parts.count == 1 { return pattern == text }
    var rest = Substring(text)
    guard rest.hasPrefix(parts[0]) else { return false }
    rest = rest.dropFirst(parts[0].count)
    for part in parts.dropFirst().dropLast() where !part.isEmpty {
        guard let range = rest.range(of: part) else { return false }
        rest = rest[range.upperBound...]
    }
    return rest.hasSuffix(parts.last!) && rest.count >= parts.last!.count
}

/// Reads `property<TAB>code<TAB>ICU<TAB>portable<TAB>reason` lines; `#` starts a comment.
func readDecisions(_ path: String) throws -> [Decision] {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    var decisions: [Decision] = []
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    where !line.isEmpty && !line.hasPrefix("#") {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 5, !fields[4].isEmpty else {
            throw ParityError(message: "\(path):\(number + 1):1: expected five tab-separated fields, the last a reason")
        }
        decisions.append(Decision(line: number + 1, patterns: Array(fields[0..<4]), reason: fields[4]))
    }
    return decisions
}

/// Writes `message` to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data(message.utf8))
}

/// What the workers found, behind a lock.
final class Tally: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var compared = 0
    private(set) var found: [Difference] = []

    func add(compared: Int, found: [Difference]) {
        lock.lock()
        self.compared += compared
        self.found += found
        lock.unlock()
    }
}

struct ParityError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

// MARK: - The codes

/// How much is compared for a code.
enum Tier: String, CaseIterable {
    /// Parsing, resolution against realistic catalogs (with and without one-way
    /// matches), and every formatting property with the widest value spread:
    /// every ICU locale, alias, hostile and extra code.
    case full
    /// Apple's identifier forms of every ICU locale (`@numbers=`, `@rg=`,
    /// `@calendar=`, `-u-nu-`): parsing, resolution and what keywords change
    /// (numbering system, digits, numbers, a native-digit countdown).
    case forms
    /// Every language × region spelling: parsing, matching, direction, digits,
    /// duration patterns, numbers and a plural fingerprint. Countdowns and labels
    /// are functions of digits and patterns, compared in full above.
    case spellings
}

/// The code sets, each with the properties compared for it.
struct Corpus {
    var codes: [Tier: [String]] = [:]

    static func build() -> Corpus {
        let icu = Backend.all.first { $0 != .portable }!
        var seen = Set<String>()
        var corpus = Corpus()
        func add(_ code: String, _ tier: Tier) {
            guard seen.insert(code).inserted else { return }
            corpus.codes[tier, default: []].append(code)
        }
        let available = ICU.Locale.availableLocaleIDs
        let tags = available.compactMap { icu.languageTag(forLocaleID: $0) }
        for tag in tags { add(tag, .full) }
        for alias in CLDRData.languageAliasCodes { add(alias.replacingOccurrences(of: "_", with: "-"), .full) }
        for code in hostileCodes + extraCodes { add(code, .full) }
        // Apple's identifier forms of every available locale.
        for id in available where !id.contains("@") {
            for keyword in ["numbers=latn", "numbers=arab", "numbers=hebr", "rg=sazzzz", "rg=uszzzz",
                            "calendar=hebrew", "calendar=islamic;numbers=latn;rg=egzzzz"] {
                add(id + "@" + keyword, .forms)
            }
        }
        for tag in tags {
            for system in ["latn", "arab", "arabext", "deva", "beng", "hebr", "roman", "jpan", "armn", "thai", "mymr",
                           "native", "traditio", "finance"] {
                add(tag + "-u-nu-" + system, .forms)
            }
        }
        // Every language × every region (`ll-RR`, and `xx-RR` for languages CLDR
        // does not know); every `ll-Script-RR` of a script and region the
        // language's locales are written in, as maximised.
        var languages = Set<String>()
        var scripts: [String: Set<String>] = [:]
        var localeRegions: [String: Set<String>] = [:]
        var regions = Set<String>(CLDRData.likelyRegions)
        for id in available {
            guard let maximized = icu.maximize(id) else { continue }
            let fields = maximized.split(separator: "@")[0].split(separator: "_", omittingEmptySubsequences: false)
            guard fields.count >= 3 else { continue }
            let language = String(fields[0])
            languages.insert(language)
            scripts[language, default: []].insert(String(fields[1]))
            if !fields[2].isEmpty {
                regions.insert(String(fields[2]))
                localeRegions[language, default: []].insert(String(fields[2]))
            }
        }
        let sortedRegions = regions.sorted()
        for language in languages.sorted() + ["xx", "mid", "hbo", "qaa"] {
            for region in sortedRegions { add("\(language)-\(region)", .spellings) }
            for script in (scripts[language] ?? []).sorted() {
                for region in (localeRegions[language] ?? []).sorted() { add("\(language)-\(script)-\(region)", .spellings) }
            }
        }
        return corpus
    }

    static let hostileCodes: [String] = [
        "123", "1", "e", "en--US", "--", "-", "_", "en_", "_en", "en-", "en-US-", "en US", "en.US", "en;q=0.9",
        "en,fr", "*", "en-*", "abcdefghi", "en-x", "en-u", "en-a-", "\"en\"", "<script>", "../../etc/passwd",
        "und", "UND", "und-Latn", "und-US", "root", "עברית", "en\u{00A0}", "\u{200F}he", "\u{0}", "he\u{0}",
        String(repeating: "x", count: 10_000), "", " ", "en@", "en@calendar", "en@=x", "en@calendar=;",
        "en@numbers=latn;numbers=arab", "@numbers=latn", "en@numbers=latn@rg=gbzzzz",
    ]

    static let extraCodes: [String] = [
        "xx", "qaa", "zzz", "null", "tlh-x-klingon", "x-private", "i-default", "sgn-BE-FR", "art-lojban",
        "zz-Arab-x-private", "he-IL-u-nu-hebr", "ar-u-nu-latn", "AR-eg", "pt-br-u-ca-gregory", "zh-Hant-TW-u-co-stroke",
        "iw-x-old", "en-GB-oxendict", "ur-Aran", "ks-Aran", "pa-Aran", "az-Arab", "en-Arab", "ji", "dv", "syr", "nqo",
        "ckb", "en-XA", "ar-XB", "en-US-POSIX", "de-CH-1901", "sr-Latn-1996", "zh-yue", "zh-cmn-Hans", "cmn", "no",
        "sh", "tl", "mo", "in", "jw", "aar", "en-a-bbb-u-nu-arab", "es-MX", "zh-TW", "zh-HK", "zh-SG", "pt", "pt-AO",
        "ar_EG@numbers=latn", "ar@rg=egzzzz", "he_IL@calendar=hebrew", "zh-Hans-HK", "es-419", "EN_us@RG=GBZZZZ",
        "en_US@calendar=japanese;numbers=arab;rg=gbzzzz", "iw_IL@calendar=hebrew;numbers=hebr", "mid-IQ", "hbo-IL",
        "xx-SA", "es-Latn-CL", "ar-Arab-MA", "ur-Arab-IN", "de-Latn-CH", "mn-CN", "az-IR", "kk-CN", "ht", "ht-HT",
    ]
}

// MARK: - The properties

/// Catalogs as apps ship them.
let supportedLists: [[String]] = [
    ["en", "ar", "he", "pt-BR", "zh-Hant"],
    ["en", "de", "fr", "es", "es-419", "ja", "ko", "pt-BR", "pt-PT", "ru", "zh-Hans", "zh-Hant"],
    ["en-GB", "en", "fr-CA", "es-MX", "zh-TW", "sr-Latn", "fil", "ur", "fa", "ckb"],
    ["en-US", "ar-EG", "he-IL", "fa-IR", "ur-PK", "dv", "ps", "yi"],
]

let seconds = [0, 5, 59, 60, 323, 3599, 3600, 3923, 35_999, 36_000, 86_399, 359_999, 360_000, -5, -3923, Int.min, Int.max]
let labelValues = [0, 7, 12, 1234, -5, Int.min, Int.max]
let integers: [Int64] = [0, 42, 1234, -1_234_567, 1_234_567_890, Int64.min, Int64.max]
let doubles: [(Double, Int)] = [(-1234.5, 2), (0.125, 2), (2.675, 2), (1e16, 0), (0.5, 1), (1_234_567.891, 3), (-0.0, 1)]
let countdownOptions: [CountdownFormatter.Options] = [DigitSet.latin, .native].flatMap { digits in
    [CountdownFormatter.Isolation.isolate, .marks, .none].flatMap { isolation in
        [CountdownFormatter.Layout.automatic, .hoursMinutesSeconds].map {
            CountdownFormatter.Options(digits: digits, isolation: isolation, layout: $0)
        }
    }
}
/// Timer states at a fixed instant: running, paused, finished.
let now = Date(timeIntervalSinceReferenceDate: 800_000_000)
let timerStates = [
    TimerDisplayState(endTime: now + 3923.4, isPaused: false, remainingSeconds: 0, isCompleted: false),
    TimerDisplayState(endTime: now, isPaused: true, remainingSeconds: 323, isCompleted: false, currentCycle: 2, totalCycles: 3),
    TimerDisplayState(endTime: now - 5, isPaused: false, remainingSeconds: 0, isCompleted: true),
]
/// Plural spreads: every integer up to 1000 and the powers and multiples up to
/// 10^18 for the full set, a fingerprint for the spellings; decimals for both.
let powersAndMultiples: [Double] = (3...18).flatMap { (exponent: Int) -> [Double] in
    [1.0, 2, 5, 11, 21, 101].map { $0 * pow(10, Double(exponent)) }
}
let largeNumbers: [Double] = powersAndMultiples.filter { $0 <= 1e18 } + [1.2345678901234568e17, 1_000_001e12, 999_999_999_999_999_872]
let fullIntegers = (0...1000).map(Double.init) + largeNumbers
let fingerprintIntegers = (0...30).map(Double.init) + [100, 101, 102, 103, 111, 200, 1000, 1001, 10_000, 100_000, 1e6, 2e6]
    + largeNumbers
let decimals: [(Double, Int)] = [1, 2, 3].flatMap { digits in
    [0, 1, 2, 3, 5, 10, 11, 12, 21, 22, 101, 111, 1000, 1500].map { (Double($0) / pow(10, Double(digits)), digits) }
} + [(1.0, 1), (1e16, 1), (123.45, 3)]

/// One matcher per catalog and backend, built once.
let matchers: [Backend: [Backend.LanguageMatcher?]] = Dictionary(uniqueKeysWithValues: Backend.all.map { backend in
    (backend, supportedLists.map { list in backend.matcher(supported: list.compactMap { backend.localeID(forLanguageTag: $0) }) })
})

/// Every compared property of `code` on `backend`, in a fixed order.
func properties(of code: String, on backend: Backend, tier: Tier) -> [(String, String)] {
    var result: [(String, String)] = []
    let parsed = LanguageTag.parse(code, backend: backend)
    switch parsed {
    case .success(let tag): result.append(("parse", "\(tag.bcp47) \(tag.localeID) \(tag.canonicalID)"))
    case .failure(let problem): result.append(("parse", "invalid \(problem)"))
    }
    if tier != .spellings {
        for (index, supported) in supportedLists.enumerated() where tier == .full || index == 0 || index == 3 {
            for oneWay in tier == .full ? [false, true] : [false] {
                let language = ActivityLanguage(code: code, supported: supported, developmentLanguage: "en",
                                                acceptingOneWayMatches: oneWay, backend: backend)
                result.append(("resolve\(index)\(oneWay ? "+oneway" : "")",
                               "\(language.identifier) \(language.localeID) \(language.description) \(language.direction)"))
            }
        }
    }
    guard case .success(let tag) = parsed else { return result }
    if tier == .spellings {
        for (index, supported) in supportedLists.enumerated() {
            let best = matchers[backend]?[index]?.bestIndex(for: tag.localeID)
            result.append(("match\(index)", best.map { supported[$0] } ?? "none"))
        }
    }
    let id = tag.localeID
    let direction = ActivityLanguage.Direction(localeID: id, backend: backend)
    if tier != .forms { result.append(("direction", "\(direction)")) }
    result.append(("numberingSystem", backend.numberingSystem(localeID: id) ?? "none"))
    result.append(("digits", backend.digits(localeID: id).map { String(String.UnicodeScalarView($0)) } ?? "none"))
    if tier == .forms {
        // What a keyword changes: the native digits of a countdown and of numbers.
        let countdown = CountdownFormatter(localeID: id, options: countdownOptions[6], backend: backend)
        result.append(("countdown6", seconds.map { countdown.string(seconds: $0) }.joined(separator: " ")))
        let grouped = backend.uncachedNumberFormat(localeID: id, grouping: true, fractionDigits: 0)
        let decimal = backend.uncachedNumberFormat(localeID: id, grouping: true, fractionDigits: 2)
        let texts = integers.map { grouped?.format($0) } + doubles.filter { $0.1 == 2 }.map { decimal?.format($0.0) }
        result.append(("numbers-native", texts.map { $0 ?? "none" }.joined(separator: " ")))
        return result
    }
    result.append(("duration", Backend.DurationKey.allCases
        .map { backend.durationPattern(localeID: id, key: $0) ?? "none" }.joined(separator: " ")))
    for (index, options) in countdownOptions.enumerated() where tier == .full {
        let countdown = CountdownFormatter(localeID: id, options: options, backend: backend)
        var texts = seconds.map { countdown.string(seconds: $0) }
        texts.append(countdown.widthTemplate(for: 0...3600))
        if index == 0 || index == 6 { texts += timerStates.map { $0.text(at: now, using: countdown) } }
        result.append(("countdown\(index)", texts.joined(separator: " ")))
    }
    for digits in [DigitSet.native, .latin] where tier == .full {
        let labels = LabelFormatter(localeID: id, direction: direction, digits: digits, backend: backend)
        result.append(("labels-\(digits)", (labelValues.map { labels.number($0) }
            + [labels.expression(["5:23", "10:00"], separator: " / ")]).joined(separator: " ")))
    }
    for digits in [DigitSet.native, .latin] {
        let numbersID = digits.localeID(forNumbersIn: id)
        var texts: [String?]
        if tier == .full {
            texts = integers.flatMap { value in [true, false].map { backend.format(value, localeID: numbersID, grouping: $0) } }
                + doubles.map { backend.format($0.0, localeID: numbersID, grouping: true, fractionDigits: $0.1) }
        } else {
            // The shared caches would keep a formatter per spelling: uncached ones.
            let grouped = backend.uncachedNumberFormat(localeID: numbersID, grouping: true, fractionDigits: 0)
            let plain = backend.uncachedNumberFormat(localeID: numbersID, grouping: false, fractionDigits: 0)
            let decimal = backend.uncachedNumberFormat(localeID: numbersID, grouping: true, fractionDigits: 2)
            texts = integers.flatMap { [grouped?.format($0), plain?.format($0)] }
                + doubles.filter { $0.1 == 2 }.map { decimal?.format($0.0) }
        }
        result.append(("numbers-\(digits)", texts.map { $0 ?? "none" }.joined(separator: " ")))
    }
    let spread = tier == .full ? fullIntegers : fingerprintIntegers
    let categories = tier == .full
        ? spread.map { backend.pluralCategory(localeID: id, number: $0) ?? "none" }
        : backend.uncachedPluralCategories(localeID: id, numbers: spread) ?? spread.map { _ in "none" }
    let fractions = tier == .full
        ? decimals.map { backend.pluralCategory(localeID: id, number: $0.0, fractionDigits: $0.1) ?? "none" }
        : []
    result.append(("plural", runs(zip(spread, categories)) + " | " + fractions.joined(separator: ",")))
    return result
}

/// Categories as runs of consecutive numbers: `0:zero 1:one 2-10:other 1e+16:other`.
func runs<S: Sequence>(_ pairs: S) -> String where S.Element == (Double, String) {
    var parts: [String] = []
    var start: Double?
    var last: (Double, String)?
    func close() {
        guard let (end, category) = last, let first = start else { return }
        func name(_ value: Double) -> String { value < 1e6 ? String(Int(value)) : "\(value)" }
        parts.append(first == end ? "\(name(end)):\(category)" : "\(name(first))-\(name(end)):\(category)")
    }
    for (number, category) in pairs {
        if let (previous, previousCategory) = last, number == previous + 1, category == previousCategory, number < 1e6 {
            last = (number, category)
            continue
        }
        close()
        start = number
        last = (number, category)
    }
    close()
    return parts.joined(separator: " ")
}

// MARK: - The run

func run(arguments: [String]) -> Int32 {
    var differencesPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Differences.txt").path
    var show = 40
    var index = 0
    while index < arguments.count {
        switch arguments[index] {
        case "--differences" where index + 1 < arguments.count:
            differencesPath = arguments[index + 1]
            index += 1
        case "--show" where index + 1 < arguments.count:
            guard let count = Int(arguments[index + 1]) else {
                printError("BackendParity: --show takes a number\n")
                return 2
            }
            show = count
            index += 1
        default:
            printError("BackendParity: unknown argument '\(arguments[index])'\n"
                  + "usage: BackendParity [--differences FILE] [--show N]\n")
            return 2
        }
        index += 1
    }
    let decisions: [Decision]
    do { decisions = try readDecisions(differencesPath) } catch {
        printError("BackendParity: \(error)\n")
        return 2
    }
    let start = Date()
    let corpus = Corpus.build()
    let icu = Backend.all.first { $0 != .portable }!
    let jobs = Tier.allCases.flatMap { tier in (corpus.codes[tier] ?? []).map { ($0, tier) } }
    let workers = max(1, ProcessInfo.processInfo.activeProcessorCount)
    let tally = Tally()
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
        var localCompared = 0
        var localFound: [Difference] = []
        for position in stride(from: worker, to: jobs.count, by: workers) {
            let (code, tier) = jobs[position]
            let a = properties(of: code, on: icu, tier: tier)
            let b = Dictionary(properties(of: code, on: .portable, tier: tier), uniquingKeysWith: { x, _ in x })
            for (name, value) in a {
                localCompared += 1
                let other = b[name] ?? "missing"
                if value != other { localFound.append(Difference(property: name, code: code, icu: value, portable: other)) }
            }
        }
        tally.add(compared: localCompared, found: localFound)
    }
    let compared = tally.compared
    var found = tally.found
    found.sort { ($0.property, $0.code) < ($1.property, $1.code) }
    var uses = [Int](repeating: 0, count: decisions.count)
    var unexplained: [Difference] = []
    for difference in found {
        if let index = decisions.firstIndex(where: { $0.matches(difference) }) { uses[index] += 1 } else { unexplained.append(difference) }
    }
    let elapsed = Date().timeIntervalSince(start)
    print("BackendParity: \(Backend.current) in use; ICU backend against portable backend")
    print("BackendParity: " + Tier.allCases.map { "\(corpus.codes[$0]?.count ?? 0) codes (\($0))" }.joined(separator: ", ") + "; "
          + "\(compared) comparisons (each a property's whole value spread) in \(String(format: "%.1f", elapsed)) s")
    print("BackendParity: \(found.count) differences, \(found.count - unexplained.count) explained by "
          + "\(decisions.count) listed decisions, \(unexplained.count) unexplained")
    for (decision, count) in zip(decisions, uses) {
        print("  line \(decision.line): \(count) × \(decision.patterns[0]) \(decision.patterns[1])")
    }
    var status: Int32 = 0
    if !unexplained.isEmpty {
        print("BackendParity: unexplained differences (property, code, ICU, portable), the first \(min(show, unexplained.count)):")
        for difference in unexplained.prefix(show) { print(difference) }
        status = 1
    }
    let stale = zip(decisions, uses).filter { $0.1 == 0 }.map(\.0)
    if !stale.isEmpty {
        print("BackendParity: listed decisions that no longer occur (remove them):")
        for decision in stale { print("  \(differencesPath):\(decision.line): \(decision.patterns.joined(separator: "\t"))") }
        status = 1
    }
    return status
}

exit(run(arguments: Array(CommandLine.arguments.dropFirst())))
#else
print("BackendParity: the ICU backend exists on Linux only; nothing to compare here")
#endif
