import FuzzSupport
@testable import XcodeProject

/// Lists nothing: a fuzzed synchronized folder of `/` must not walk the machine.
private let walker: DirectoryWalker = {
    var walker = DirectoryWalker()
    walker.readsFileSystem = false
    return walker
}()

/// Reads arbitrary bytes as a `project.pbxproj` and resolves its targets. Any
/// input must give a project or an `XcodeProjectError` that points inside the
/// input — never crash, hang (cycles of groups, deep nesting) or leak.
func fuzzProjectReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(fuzzInput(data, size))
    do {
        let project = try XcodeProject(projectFileBytes: bytes, atPath: "/nonexistent-fuzz/Fuzz.xcodeproj", walker: walker)
        for target in project.targets {
            _ = target.kind
            precondition(target.location.line >= 1)
        }
    } catch {
        let lines = bytes.reduce(into: 1) { count, byte in if byte == 0x0A { count += 1 } }
        if let location = error.location {
            precondition(location.line >= 1 && location.line <= lines, "line \(location.line) outside 1...\(lines)")
            precondition(location.column >= 1, "column \(location.column)")
        }
        precondition(error.description.hasPrefix(error.file), "\(error.description)")
        precondition(!error.message.isEmpty)
    }
    return 0
}

@_cdecl("FuzzProjectReader_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, fuzzProjectReader)
}
