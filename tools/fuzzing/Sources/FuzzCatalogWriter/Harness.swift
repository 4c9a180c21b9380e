import Foundation
import FuzzSupport
import XCStrings

/// Read → write → read → write must be stable: whatever the reader accepts, the
/// writer's output reads back, and writing that again gives the same bytes.
func fuzzCatalogWriter(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let first = try? StringCatalog(data: Data(fuzzInput(data, size))) else { return 0 }
    let written = first.encoded()
    let second: StringCatalog
    do {
        second = try StringCatalog(data: written)
    } catch {
        preconditionFailure("the writer's output does not read back: \(error)")
    }
    precondition(second.keys.sorted() == first.keys.sorted(), "keys changed")
    precondition(second.sourceLanguage == first.sourceLanguage)
    precondition(second.encoded() == written, "writing is not stable")
    return 0
}

@_cdecl("FuzzCatalogWriter_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, fuzzCatalogWriter)
}
