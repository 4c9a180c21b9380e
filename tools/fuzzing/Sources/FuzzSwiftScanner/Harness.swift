import FuzzSupport
@testable import XCStringsAudit

private let scanner = SwiftSourceScanner(localizedFunctions: ["tr", "L10n.tr"])

/// Scans arbitrary bytes as a Swift source file. It must finish (linear time; the
/// fuzzer's timeout catches hangs), and every usage must point inside the file.
func fuzzSwiftScanner(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(fuzzInput(data, size))
    let result = scanner.scan(bytes, file: "Fuzz.swift")
    // Swift's line breaks: `\n`, `\r\n` and a lone `\r`.
    var lines = 1
    for (offset, byte) in bytes.enumerated() where byte == 0x0A || byte == 0x0D {
        if byte == 0x0A, offset > 0, bytes[offset - 1] == 0x0D { continue }
        lines += 1
    }
    for usage in result.usages {
        precondition((1...lines).contains(usage.line), "line \(usage.line) outside 1...\(lines)")
        precondition(usage.column >= 1, "column \(usage.column)")
        precondition(usage.file == "Fuzz.swift")
    }
    precondition(zip(result.usages, result.usages.dropFirst()).allSatisfy {
        ($0.line, $0.column) <= ($1.line, $1.column)
    }, "usages out of source order")
    return 0
}

@_cdecl("FuzzSwiftScanner_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, fuzzSwiftScanner)
}
