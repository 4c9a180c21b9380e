import Foundation
import FuzzSupport
import XCStrings

/// Reads arbitrary bytes as a String Catalog. Any input must either give a catalog
/// (whose warnings point inside the input, in file order) or throw a `CatalogError`
/// that points inside the input — never crash, hang or leak.
func fuzzCatalogReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Data(fuzzInput(data, size))
    let lines = bytes.reduce(into: 1) { count, byte in if byte == 0x0A { count += 1 } }
    do {
        let catalog = try StringCatalog(data: bytes, file: "fuzz.xcstrings")
        _ = catalog.languages
        _ = catalog.sortedEntries()
        for (warning, next) in zip(catalog.readWarnings, catalog.readWarnings.dropFirst()) {
            precondition(warning.location <= next.location, "warnings out of file order")
        }
        for warning in catalog.readWarnings {
            precondition(warning.location.line >= 1 && warning.location.line <= lines && warning.location.column >= 1,
                         "warning at \(warning.location) outside the input")
            precondition(warning.description.hasPrefix("fuzz.xcstrings:\(warning.location.line):\(warning.location.column): warning: "))
        }
    } catch {
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
