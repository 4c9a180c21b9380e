// The two backends side by side in one process (built with `-c release` by
// `tools/Benchmarks/run backends`, as a target of the main package so that it can reach the package's
// Backend seam):
//
//   1. the portable backend's data: bytes of every generated table and index, and
//      the resident-memory growth (VmRSS) when all of them are first used — run
//      before the ICU backend is touched;
//   2. ActivityLanguage.init against a 13-language catalog, per backend;
//   3. the backend work of a first CountdownFormatter for a new language (duration
//      patterns and digits), per backend; and plural selection.
//
// Usage: BackendBenchmark

import ActivityLocalization
import Foundation

func residentKilobytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }) else { return 0 }
    return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
}

func microseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
}

let clock = ContinuousClock()
var checksum = 0
let supported = ["en", "ar", "he", "de", "fr", "es", "es-419", "ja", "ko", "pt-BR", "pt-PT", "zh-Hans", "zh-Hant"]
let codes = ["ar", "he", "iw", "pt-BR", "zh-TW", "es-MX", "ckb", "en-GB", "de-AT", "fr-CA", "ko", "ja-JP"]
let fresh = ["ar", "he", "fa", "ur", "fi", "da", "lt", "mn", "hi", "mr", "bn", "ne", "my", "th", "ru", "uk",
             "tr", "pl", "cs", "sk", "hu", "ro", "bg", "sr", "hr", "sl", "et", "lv", "is", "ga"]

// 1. Data. Every table is indexed and read at least once, before any ICU call.
// What any Swift app already has resident is started first — Foundation's lock
// (the caches use NSLock), dictionaries of strings, the standard library's
// Unicode case and property tables, Double's description — so that the growth
// below is the portable backend's own: its tables, its index and its code.
let lock = NSLock()
lock.lock(); lock.unlock()
let warmUp = [String: Int](uniqueKeysWithValues: (0..<64).map { ("\($0)", $0) })
checksum &+= warmUp.count + "Ab".uppercased().count + "Ab".lowercased().count + "\(1.5)".count
checksum &+= "a1".filter { $0.isLetter || $0.isNumber }.count + (Character("٣").wholeNumberValue ?? 0)
let before = residentKilobytes()
let coldStart = clock.now
for code in fresh + codes {
    let language = ActivityLanguage(code: code, supported: supported + fresh, developmentLanguage: "en", backend: .portable)
    checksum &+= language.identifier.utf8.count
    for key in Backend.DurationKey.allCases {
        checksum &+= Backend.portable.durationPattern(localeID: language.localeID, key: key)?.utf8.count ?? 0
    }
    checksum &+= Backend.portable.digits(localeID: language.localeID)?.count ?? 0
    checksum &+= Backend.portable.pluralCategory(localeID: language.localeID, number: 3)?.utf8.count ?? 0
    checksum &+= Backend.portable.format(1234.5, localeID: language.localeID, grouping: true, fractionDigits: 1)?.utf8.count ?? 0
}
let coldTime = clock.now - coldStart
let after = residentKilobytes()
let tables = CLDRData.allTables
let literalBytes = tables.reduce(0) { $0 + $1.literalBytes }
let indexBytes = tables.reduce(0) { $0 + $1.indexBytes }
print("portable data: \(tables.count) tables, \(literalBytes / 1024) KB of generated text (static, in the binary),"
      + " \(indexBytes / 1024) KB of line index on the heap")
print("portable first use of every table (42 languages): \(Int(microseconds(coldTime))) µs; VmRSS growth \(after - before) KB"
      + " (target ≤ 1024 KB; includes the code pages first run)")

// 2 and 3, per backend, warm.
for backend in Backend.all {
    _ = ActivityLanguage(code: "en", supported: supported, developmentLanguage: "en", backend: backend)
    let rounds = 2_000
    let resolve = clock.measure {
        for i in 0..<rounds {
            checksum &+= ActivityLanguage(code: codes[i % codes.count], supported: supported, developmentLanguage: "en",
                                          backend: backend).identifier.utf8.count
        }
    }
    let ids = fresh.compactMap { backend.localeID(forLanguageTag: $0) }
    let formatterWork = clock.measure {
        for _ in 0..<20 {
            for id in ids {
                for key in Backend.DurationKey.allCases { checksum &+= backend.durationPattern(localeID: id, key: key)?.utf8.count ?? 0 }
                checksum &+= backend.digits(localeID: id)?.count ?? 0
            }
        }
    }
    let plurals = clock.measure {
        for number in 0..<10_000 { checksum &+= backend.pluralCategory(localeID: "ar", number: Double(number % 1000))?.utf8.count ?? 0 }
    }
    let name = "\(backend)".padding(toLength: 36, withPad: " ", startingAt: 0)
    print(name + String(format: "ActivityLanguage.init %7.1f µs   first-formatter lookups %6.2f µs per language   plural %6.3f µs",
                        microseconds(resolve) / Double(rounds), microseconds(formatterWork) / Double(20 * ids.count),
                        microseconds(plurals) / 10_000))
}
print("checksum \(checksum)")
