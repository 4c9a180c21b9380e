// The `xcstrings-audit` command. Everything happens in `XCStringsAudit.run`, which
// tests call in-process; this file only connects it to the process.

import Foundation
import XCStringsAudit

#if canImport(Glibc)
// glibc's malloc grows each thread's heap in small steps, one system call (and a
// page-fault storm contending with the other reading thread) at a time. Reading two
// large catalogs on two threads allocates hundreds of megabytes; asking for 64 MB
// of headroom per growth saves tens of milliseconds on the 2 × 160 MB benchmark pair
// (tools/bench) for ~18 MB more peak memory. mallopt is not in Swift's Glibc module.
@_silgen_name("mallopt")
private func mallopt(_ parameter: Int32, _ value: Int32) -> Int32
private let M_TOP_PAD: Int32 = -2
_ = mallopt(M_TOP_PAD, 64 << 20)
#endif

let status = run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: ProcessInfo.processInfo.environment,
    standardOutputIsTerminal: isatty(STDOUT_FILENO) == 1,
    // The report can be tens of megabytes: written from the string's own bytes,
    // not from a copy of them in a `Data`.
    standardOutput: { text in
        var text = text
        text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return }
            FileHandle.standardOutput.write(Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: bytes.count,
                                                 deallocator: .none))
        }
    },
    standardError: { FileHandle.standardError.write(Data($0.utf8)) }
)
exit(status)
