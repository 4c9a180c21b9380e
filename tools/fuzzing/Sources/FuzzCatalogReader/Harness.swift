import Foundation
import FuzzSupport
import XCStrings

/// Reads arbitrary bytes as a String Catalog. Any input must either give a catalog
/// or throw a `CatalogError` that points inside the input — never crash, hang or leak.
func fuzzCatalogReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Data(fuzzInput(data, size))
    do {
        let catalog = try StringCatalog(data: bytes, file: "fuzz.xcstrings")
        _ = catalog.languages
        _ = catalog.sortedEntries()
    } catch {
        let lines = bytes.reduce(into: 1) { count, byte in if byte == 0x0A { count += 1 } }
        precondition(error.line >= 1 && error.line <= lines, "line \(error.line) outside 1...\(lines)")
        precondition(error.column >= 1, "column \(error.column)")
        precondition(error.description.hasPrefix("fuzz.xcstrings:\(error.line):\(error.column): error: "))
    }
    return 0
}

@_cdecl("FuzzCatalogReader_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, fuzzCatalogReader)
}
