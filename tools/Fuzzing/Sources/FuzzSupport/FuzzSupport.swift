/// Shared by the libFuzzer harnesses.
///
/// SwiftPM links an executable with its `main` renamed to `<Module>_main` and
/// aliased to `main`, which shadows libFuzzer's own `main`. Each harness therefore
/// defines `<Module>_main` and hands control to libFuzzer's driver through this
/// function, with its `LLVMFuzzerTestOneInput`-shaped callback.
public func runFuzzer(
    _ argc: CInt,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv, callback)
}

@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// The fuzzer's input as a buffer (libFuzzer passes a null pointer for empty input).
public func fuzzInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: data, count: data == nil ? 0 : size)
}
