// The `xcstrings-audit` command. Everything happens in `XCStringsAudit.run`, which
// tests call in-process; this file only connects it to the process.

import Foundation
import XCStringsAudit

let status = run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: ProcessInfo.processInfo.environment,
    standardOutputIsTerminal: isatty(STDOUT_FILENO) == 1,
    standardOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
    standardError: { FileHandle.standardError.write(Data($0.utf8)) }
)
exit(status)
