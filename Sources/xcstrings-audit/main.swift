// The `xcstrings-audit` command. Everything happens in `XCStringsAudit.run`, which
// tests call in-process (`runAndExit` is that run followed by `exit`, the audit's
// results still alive); this file only connects it to the process: the
// arguments, the environment, and standard output and error written with every
// write checked (a full disk, a closed descriptor or a reader that went away
// never crash the process).

import Foundation
import XCStringsAudit

// `>&-`: without this, the first file the command opens would become standard output.
let closed = StandardStreamWriter.reserveClosedStandardDescriptors()
let output = StandardStreamWriter(descriptor: STDOUT_FILENO, isClosed: closed.contains(STDOUT_FILENO))
let errors = StandardStreamWriter(descriptor: STDERR_FILENO, isClosed: closed.contains(STDERR_FILENO))

// The arguments by their bytes: a file name that is not UTF-8 reaches the file system intact.
let arguments = commandLineArguments((1..<max(1, Int(CommandLine.argc))).map { index in
    CommandLine.unsafeArgv[index].map { Array(UnsafeBufferPointer(start: $0, count: strlen($0))).map { UInt8(bitPattern: $0) } } ?? []
})

// The environment by its bytes too: GITHUB_STEP_SUMMARY and SCRIPT_INPUT_FILE_n are paths.
#if canImport(Darwin)
var entry: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = _NSGetEnviron().pointee
#else
var entry: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
#endif
var environmentBytes: [[UInt8]] = []
while let variable = entry?.pointee {
    environmentBytes.append(Array(UnsafeBufferPointer(start: variable, count: strlen(variable))).map { UInt8(bitPattern: $0) })
    entry = entry.map { $0 + 1 }
}
let environment = environmentVariables(environmentBytes)

// The audit's models are still alive at `exit`: the process ends without
// freeing them one by one (see `runAndExit`).
runAndExit(
    arguments: arguments,
    environment: environment,
    standardOutputIsTerminal: !closed.contains(STDOUT_FILENO) && isatty(STDOUT_FILENO) == 1,
    standardOutput: output.write,
    standardError: errors.write
) { status in
    // A reader that went away (`| head -1` with SIGPIPE ignored) is not an error: the
    // status stays what the audit decided. Anything else is one line and status 2.
    guard let message = output.failureMessage(writing: "standard output") else { return status }
    errors.write(message)
    return 2
}
