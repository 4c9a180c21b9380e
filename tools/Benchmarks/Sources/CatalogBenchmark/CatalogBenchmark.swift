import Foundation
import XCStrings

/// The benchmark's commands; `main` only calls ``run(arguments:)``.
///
/// - `generate --keys N --languages L --seed S [--shape mixed|plural] --out DIR`:
///   writes `App.xcstrings` and `Widget.xcstrings` (Xcode-formatted, through
///   ``StringCatalog/encoded()``); `--shape plural` makes every key a plural.
/// - `compare APP WIDGET [--repeat N]`: reads both files from memory with
///   ``StringCatalog`` and with `JSONDecoder` into mirror structs, reports MB/s and
///   the ratio; then reads the pair concurrently on two threads.
/// - `read FILE…` / `decode FILE…`: one reader only, for peak-RSS measurement.
enum CatalogBenchmark {
    static func run(arguments: [String]) -> Int32 {
        guard let command = arguments.first else { return usage() }
        let rest = Array(arguments.dropFirst())
        do {
            switch command {
            case "generate": return try generate(rest)
            case "compare": return try compare(rest)
            case "read": return try read(rest, decoder: false)
            case "decode": return try read(rest, decoder: true)
            case "pair": return try pair(rest)
            case "write": return try write(rest)
            case "time": return try time(rest)
            default: return usage()
            }
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            return 2
        }
    }

    private static func usage() -> Int32 {
        FileHandle.standardError.write(Data("""
        usage: CatalogBenchmark generate --keys N --languages L --seed S [--shape mixed|plural] --out DIR
               CatalogBenchmark compare APP.xcstrings WIDGET.xcstrings [--repeat N]
               CatalogBenchmark read|decode FILE...
               CatalogBenchmark pair APP.xcstrings WIDGET.xcstrings
               CatalogBenchmark write FILE
               CatalogBenchmark time FILE [--repeat N]

        """.utf8))
        return 2
    }

    private static func option(_ name: String, in arguments: [String], default value: Int) -> Int {
        guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return value }
        return Int(arguments[index + 1]) ?? value
    }

    private static func generate(_ arguments: [String]) throws -> Int32 {
        guard let index = arguments.firstIndex(of: "--out"), index + 1 < arguments.count else { return usage() }
        let directory = URL(fileURLWithPath: arguments[index + 1])
        let shape = arguments.firstIndex(of: "--shape").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil } ?? "mixed"
        guard shape == "mixed" || shape == "plural" else { return usage() }
        let generator = CatalogPairGenerator(keyCount: option("--keys", in: arguments, default: 20_000),
                                             languageCount: option("--languages", in: arguments, default: 30),
                                             seed: UInt64(option("--seed", in: arguments, default: 42)),
                                             pluralOnly: shape == "plural")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let (app, widget) = generator.generate()
        for (name, catalog) in [("App", app), ("Widget", widget)] {
            let url = directory.appendingPathComponent("\(name).xcstrings")
            let data = catalog.encoded()
            try data.write(to: url)
            print("\(url.path): \(catalog.entries.count) keys, \(String(format: "%.1f", Double(data.count) / 1e6)) MB")
        }
        return 0
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// The fastest of `runs` runs of `body`. The result is kept alive until the
    /// clock has stopped, so freeing it is not timed (for either reader).
    private static func best<Result>(_ runs: Int, _ body: () throws -> Result) rethrows -> (seconds: Double, result: Result) {
        var fastest = Double.infinity
        var last: Result?
        for _ in 0..<max(1, runs) {
            last = nil
            let clock = ContinuousClock()
            let start = clock.now
            let result = try body()
            fastest = min(fastest, seconds(clock.now - start))
            last = result
        }
        return (fastest, last!)
    }

    private static func compare(_ arguments: [String]) throws -> Int32 {
        let files = arguments.filter { !$0.hasPrefix("--") && Int($0) == nil }
        guard files.count == 2 else { return usage() }
        let runs = option("--repeat", in: arguments, default: 3)
        let data = try files.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        var totalOurs = 0.0
        var totalFoundation = 0.0
        var writeReports: [String] = []
        var roundTripFailed = false
        print("file                  MB   ours s  ours MB/s  JSONDecoder s  JSONDecoder MB/s  ratio")
        for (file, bytes) in zip(files, data) {
            let megabytes = Double(bytes.count) / 1e6
            let (ours, catalog) = try best(runs) { try StringCatalog(data: bytes, file: file) }
            let keys = catalog.entries.count
            let (foundation, decoded) = try best(1) {
                try JSONDecoder().decode(FoundationMirror.Catalog.self, from: bytes)
            }
            let decodedKeys = decoded.strings.count
            let name = URL(fileURLWithPath: file).lastPathComponent
            guard keys == decodedKeys else {
                FileHandle.standardError.write(Data("error: \(file): \(keys) keys read, JSONDecoder found \(decodedKeys)\n".utf8))
                return 1
            }
            totalOurs += ours
            totalFoundation += foundation
            let (writing, encoded) = best(1) { catalog.encoded() }
            writeReports.append(String(format: "%@: encoded() %.3f s (%.0f MB/s), %@", name as NSString, writing,
                                       megabytes / writing, encoded == bytes ? "byte-identical to the file" : "DIFFERS from the file"))
            if encoded != bytes { roundTripFailed = true }
            let column = name.count < 18 ? name + String(repeating: " ", count: 18 - name.count) : name
            print(column + String(format: " %6.1f %8.3f %10.0f %14.3f %17.0f %6.1fx", megabytes, ours,
                         megabytes / ours, foundation, megabytes / foundation, foundation / ours))
        }
        let pairMegabytes = Double(data.reduce(0) { $0 + $1.count }) / 1e6
        // Both files at once, one per thread, as the audit reads a pair.
        let (concurrent, pair) = best(runs) { () -> [StringCatalog?] in
            let results = ResultSlots(count: 2)
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                results.set(index, try? StringCatalog(data: data[index], file: files[index]))
            }
            return results.values
        }
        guard pair.allSatisfy({ $0 != nil }) else { return 1 }
        print(String(format: "pair, sequential: ours %.3f s (%.0f MB/s), JSONDecoder %.3f s (%.0f MB/s), ratio %.1fx",
                     totalOurs, pairMegabytes / totalOurs, totalFoundation, pairMegabytes / totalFoundation,
                     totalFoundation / totalOurs))
        print(String(format: "pair, two threads: ours %.3f s wall (%.0f MB/s)", concurrent, pairMegabytes / concurrent))
        writeReports.forEach { print($0) }
        return roundTripFailed ? 1 : 0
    }

    /// Our reader alone from memory, best of `--repeat` runs (for quick comparisons).
    private static func time(_ arguments: [String]) throws -> Int32 {
        guard let file = arguments.first else { return usage() }
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        let (elapsed, catalog) = try best(option("--repeat", in: arguments, default: 5)) { try StringCatalog(data: data, file: file) }
        print(String(format: "%d keys, %.1f MB in %.3f s (%.0f MB/s, from memory, best run)", catalog.entries.count,
                     Double(data.count) / 1e6, elapsed, Double(data.count) / 1e6 / elapsed))
        return 0
    }

    /// Reads a file, then times ``StringCatalog/encoded()`` and checks it gives the file back.
    private static func write(_ files: [String]) throws -> Int32 {
        guard files.count == 1 else { return usage() }
        let data = try Data(contentsOf: URL(fileURLWithPath: files[0]))
        let catalog = try StringCatalog(data: data, file: files[0])
        let (elapsed, encoded) = best(3) { catalog.encoded() }
        print(String(format: "encoded() %.1f MB in %.3f s (%.0f MB/s), %@", Double(encoded.count) / 1e6, elapsed,
                     Double(encoded.count) / 1e6 / elapsed, encoded == data ? "byte-identical" : "DIFFERENT"))
        return encoded == data ? 0 : 1
    }

    /// Reads two files concurrently from disk, one per thread, with `StringCatalog(contentsOf:)`
    /// (which reads; `xcstrings-audit` maps the files instead).
    private static func pair(_ files: [String]) throws -> Int32 {
        guard files.count == 2 else { return usage() }
        let clock = ContinuousClock()
        let start = clock.now
        let results = ResultSlots(count: 2)
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            results.set(index, try? StringCatalog(contentsOf: URL(fileURLWithPath: files[index])))
        }
        let elapsed = seconds(clock.now - start)
        let catalogs = results.values.compactMap { $0 }
        guard catalogs.count == 2 else { return 1 }
        let bytes = files.compactMap { try? FileManager.default.attributesOfItem(atPath: $0)[.size] as? Int }.reduce(0, +)
        print(String(format: "pair of %d + %d keys, %.1f MB on two threads in %.3f s wall (%.0f MB/s)",
                     catalogs[0].entries.count, catalogs[1].entries.count, Double(bytes) / 1e6, elapsed,
                     Double(bytes) / 1e6 / elapsed))
        return 0
    }

    private static func read(_ files: [String], decoder: Bool) throws -> Int32 {
        guard !files.isEmpty else { return usage() }
        var keys = 0
        var bytes = 0
        var elapsed = 0.0
        for file in files {
            let clock = ContinuousClock()
            let start = clock.now
            if decoder {
                let data = try Data(contentsOf: URL(fileURLWithPath: file))
                bytes += data.count
                let catalog = try JSONDecoder().decode(FoundationMirror.Catalog.self, from: data)
                elapsed += seconds(clock.now - start)
                keys += catalog.strings.count
            } else {
                let catalog = try StringCatalog(contentsOf: URL(fileURLWithPath: file))
                elapsed += seconds(clock.now - start)
                keys += catalog.entries.count
                bytes += (try FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
            }
        }
        print(String(format: "%d keys, %.1f MB in %.3f s (%.0f MB/s, file reading included)",
                     keys, Double(bytes) / 1e6, elapsed, Double(bytes) / 1e6 / elapsed))
        return 0
    }
}

/// Two result slots written from two threads (each its own index) under a lock.
private final class ResultSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [StringCatalog?]
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ value: StringCatalog?) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }
    var values: [StringCatalog?] {
        lock.lock()
        defer { lock.unlock() }
        return slots
    }
}
