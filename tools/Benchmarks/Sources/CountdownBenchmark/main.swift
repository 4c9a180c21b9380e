// Nanoseconds per countdown string: CountdownFormatter (cached, the hot path a
// widget calls per render) next to the two baselines the issue names, Foundation's
// Duration.formatted(.time(pattern: .minuteSecond)) and plain string interpolation,
// in one run on the same inputs. Prints each figure and the ratios.
//
// Usage: CountdownBenchmark [iterations]   (default 2,000,000; Foundation runs 1/100 of them)
//        CountdownBenchmark first-use        one cold first use in this process: µs and
//                                            resident-memory growth (VmRSS), as key=value
//        CountdownBenchmark backend          ActivityLanguage.init and first-use
//                                            CountdownFormatter per new language, warm
//
// Which backend is measured depends on the build: `tools/Benchmarks/run countdown` builds this
// package twice, with and without the PortableBackend trait, and compares the runs.

import ActivityLocalization
import Foundation

/// The fastest of `rounds` timed loops over `iterations` calls, in ns per call. Each
/// result's UTF-8 length is added to `checksum`, which is printed, so the optimizer
/// cannot drop the work.
func nanosecondsPerCall(iterations: Int, rounds: Int = 7, checksum: inout Int,
                        _ body: (Int) -> String) -> Double {
    var best = Double.infinity
    for _ in 0..<rounds {
        var sum = 0
        let start = ContinuousClock.now
        for i in 0..<iterations {
            // Seconds under one hour, varying every call: m:ss in every candidate.
            sum &+= body(i % 3600).utf8.count
        }
        let elapsed = start.duration(to: ContinuousClock.now)
        let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
        best = min(best, nanoseconds / Double(iterations))
        checksum &+= sum
    }
    return best
}

/// This process's resident set size in kB, from /proc/self/status (Linux); 0 elsewhere.
func residentKilobytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }) else { return 0 }
    return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
}

func microseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
}

let supportedLanguages = ["en", "ar", "he", "de", "fr", "es", "es-419", "ja", "ko", "pt-BR", "pt-PT", "zh-Hans", "zh-Hant"]

switch CommandLine.arguments.dropFirst().first {
case "first-use":
    // The first language resolution, countdown formatter and string in a fresh
    // process: what a widget pays once. VmRSS before and after bounds the memory
    // that first use makes resident (data tables, and the code that reads them).
    let before = residentKilobytes()
    let clock = ContinuousClock()
    var language: ActivityLanguage?
    let resolve = clock.measure { language = ActivityLanguage(code: "ar-EG", supported: supportedLanguages, developmentLanguage: "en") }
    var formatter: CountdownFormatter?
    let format = clock.measure { formatter = CountdownFormatter(language: language!) }
    var text = ""
    let firstString = clock.measure { text = formatter!.string(seconds: 323) }
    // Touch the rest of what a widget may use: Hebrew, other patterns and digits.
    let others = clock.measure {
        for code in ["he", "fi", "fa", "hi", "zh-TW", "ckb", "pt-BR"] {
            let other = ActivityLanguage(code: code, supported: supportedLanguages + ["fi", "fa", "hi", "ckb"], developmentLanguage: "en")
            text += CountdownFormatter(language: other, options: .init(digits: .native)).string(seconds: 3723)
        }
    }
    let after = residentKilobytes()
    print("resolve_us=\(microseconds(resolve)) formatter_us=\(microseconds(format)) string_us=\(microseconds(firstString)) seven_more_languages_us=\(microseconds(others)) rss_growth_kb=\(after - before) bytes=\(text.utf8.count)")
    exit(0)
case "backend":
    // Warm: the process has resolved languages before; each call resolves a code
    // against a 13-language catalog / builds the first formatter for a language.
    let codes = ["ar", "he", "iw", "pt-BR", "zh-TW", "es-MX", "ckb", "en-GB", "de-AT", "fr-CA", "ko", "ja-JP"]
    _ = ActivityLanguage(code: "en", supported: supportedLanguages, developmentLanguage: "en")
    let rounds = 2_000
    let clock = ContinuousClock()
    var sum = 0
    let resolve = clock.measure {
        for i in 0..<rounds { sum &+= ActivityLanguage(code: codes[i % codes.count], supported: supportedLanguages, developmentLanguage: "en").identifier.utf8.count }
    }
    // Languages none of which has been formatted yet in this process.
    let fresh = ["ar", "he", "fa", "ur", "fi", "da", "lt", "mn", "hi", "mr", "bn", "ne", "my", "th", "ru", "uk",
                 "tr", "pl", "cs", "sk", "hu", "ro", "bg", "sr", "hr", "sl", "et", "lv", "is", "ga"]
    let first = clock.measure {
        for code in fresh {
            let language = ActivityLanguage(code: code, supported: [code], developmentLanguage: "en")
            sum &+= CountdownFormatter(language: language, options: .init(digits: .native)).string(seconds: 3723).utf8.count
        }
    }
    print("init_us=\(microseconds(resolve) / Double(rounds)) first_formatter_us=\(microseconds(first) / Double(fresh.count)) checksum=\(sum)")
    exit(0)
default:
    break
}

let iterations = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 2_000_000
let arabic = ActivityLanguage(code: "ar", supported: ["en", "ar"], developmentLanguage: "en")
let english = ActivityLanguage(code: "en", supported: ["en", "ar"], developmentLanguage: "en")
let arabicCountdown = CountdownFormatter(language: arabic)
let englishCountdown = CountdownFormatter(language: english)
let arabicNative = CountdownFormatter(language: arabic, options: .init(digits: .native))

var checksum = 0
let interpolation = nanosecondsPerCall(iterations: iterations, checksum: &checksum) { seconds in
    let m = seconds / 60, s = seconds % 60
    return "\(m):\(s < 10 ? "0" : "")\(s)"
}
let ar = nanosecondsPerCall(iterations: iterations, checksum: &checksum) { arabicCountdown.string(seconds: $0) }
let en = nanosecondsPerCall(iterations: iterations, checksum: &checksum) { englishCountdown.string(seconds: $0) }
let arNative = nanosecondsPerCall(iterations: iterations, checksum: &checksum) { arabicNative.string(seconds: $0) }
let foundation = nanosecondsPerCall(iterations: max(1, iterations / 100), rounds: 3, checksum: &checksum) { seconds in
    Duration.seconds(seconds).formatted(.time(pattern: .minuteSecond))
}

func row(_ name: String, _ value: Double) {
    print(name.padding(toLength: 62, withPad: " ", startingAt: 0) + String(format: "%10.1f ns", value))
}
print("ns per countdown string (best of rounds, \(iterations) calls per round)")
row("plain interpolation  \"\\(m):\\(s < 10 ? \"0\" : \"\")\\(s)\"", interpolation)
row("CountdownFormatter ar  (Latin, LRI…PDI)", ar)
row("CountdownFormatter en  (Latin, LRI…PDI)", en)
row("CountdownFormatter ar  (Arabic-Indic digits, LRI…PDI)", arNative)
row("Foundation Duration.formatted(.time(pattern: .minuteSecond))", foundation)
print(String(format: "Foundation / CountdownFormatter ar:     %7.1f×  (target ≥ 100×)", foundation / ar))
print(String(format: "Foundation / CountdownFormatter en:     %7.1f×", foundation / en))
print(String(format: "CountdownFormatter ar / interpolation:  %7.2f×  (target ≤ 3×)", ar / interpolation))
print(String(format: "CountdownFormatter en / interpolation:  %7.2f×", en / interpolation))
print("checksum (UTF-8 bytes produced): \(checksum)")
