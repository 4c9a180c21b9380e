import FuzzSupport
@testable import XCStringsAudit

private let scanner = SwiftSourceScanner(localizedFunctions: ["tr", "L10n.tr"])

/// Scans arbitrary bytes as a Swift source file, and again as two files (its
/// halves) scanned together, whose declarations apply to each other. It must
/// finish (linear time; the fuzzer's timeout catches hangs), and every usage
/// must point inside its file, in source order.
func fuzzSwiftScanner(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(fuzzInput(data, size))
    check(scanner.scan(bytes, file: "Fuzz.swift"), bytes: bytes, file: "Fuzz.swift")
    let half = bytes.count / 2
    let halves = [Array(bytes[..<half]), Array(bytes[half...])]
    let results = scanner.scan(files: [("A.swift", halves[0]), ("B.swift", halves[1])])
    precondition(results.count == 2)
    check(results[0], bytes: halves[0], file: "A.swift")
    check(results[1], bytes: halves[1], file: "B.swift")
    return 0
}

private func check(_ result: SwiftSourceScanner.FileResult, bytes: [UInt8], file: String) {
    // Swift's line breaks: `\n`, `\r\n` and a lone `\r`.
    var lines = 1
    for (offset, byte) in bytes.enumerated() where byte == 0x0A || byte == 0x0D {
        if byte == 0x0A, offset > 0, bytes[offset - 1] == 0x0D { continue }
        lines += 1
    }
    for usage in result.usages {
        precondition((1...lines).contains(usage.line), "line \(usage.line) outside 1...\(lines)")
        precondition(usage.column >= 1, "column \(usage.column)")
        precondition(usage.file == file)
        // The key looked up is always computable, whatever the specifiers.
        precondition(usage.specifiers.isEmpty || usage.literal.hasInterpolation, "specifiers without interpolation")
        _ = usage.lookupKey
    }
    precondition(zip(result.usages, result.usages.dropFirst()).allSatisfy {
        ($0.line, $0.column) < ($1.line, $1.column)
    }, "usages out of source order or repeated")
}

@_cdecl("FuzzSwiftScanner_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, fuzzSwiftScanner)
}
