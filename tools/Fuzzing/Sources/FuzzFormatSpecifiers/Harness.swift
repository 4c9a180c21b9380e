import FuzzSupport
@testable import XCStrings

/// Parses arbitrary text as a format string, as a plain value and as a
/// substitution's variant. The segments must give back the text exactly, and every
/// resolved argument position must be a real, positive position.
func fuzzFormatSpecifiers(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: fuzzInput(data, size), as: UTF8.self)
    for inVariant in [false, true] {
        let format = FormatString(text, inSubstitutionVariant: inVariant)
        var rebuilt = ""
        for segment in format.segments {
            switch segment {
            case .literal(let literal): rebuilt += literal
            case .specifier(let specifier):
                precondition(specifier.text.first == "%", "specifier \(specifier.text) does not start with %")
                rebuilt += specifier.text
            }
        }
        precondition(rebuilt == text, "segments do not give back the text")
        for (position, _) in format.argumentCategories {
            precondition(position >= 1, "argument position \(position)")
        }
        _ = format.conflicts
    }
    return 0
}

@_cdecl("FuzzFormatSpecifiers_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, fuzzFormatSpecifiers)
}
