// Nanoseconds per countdown string: CountdownFormatter (cached, the hot path a
// widget calls per render) next to the two baselines the issue names, Foundation's
// Duration.formatted(.time(pattern: .minuteSecond)) and plain string interpolation,
// in one run on the same inputs. Prints each figure and the ratios.
//
// Usage: CountdownBenchmark [iterations]   (default 2,000,000; Foundation runs 1/100 of them)

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
