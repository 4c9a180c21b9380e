import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing the report to a file: with `--output FILE` it is written atomically
/// once complete (a reader never sees half of it, and a failed run leaves the
/// previous report in place); `$GITHUB_STEP_SUMMARY` is appended to.
enum ReportOutput {
    /// Writes `bytes` to `path` atomically.
    ///
    /// - Returns: `false` after printing one line on `standardError` when the file
    ///   could not be written.
    static func write(_ bytes: [UInt8], to path: String, standardError: (String) -> Void) -> Bool {
        do throws(AuditInputError) {
            try AtomicFileWriter.write(Data(bytes), to: path, what: "the report", creating: true)
            return true
        } catch {
            standardError("xcstrings-audit: error: \(error)\n")
            return false
        }
    }

    /// Appends `text` to the file at `path` (created if absent), as GitHub's job
    /// summary file expects; every write is checked.
    ///
    /// - Returns: `nil` on success, else why it failed.
    static func append(_ text: String, toFileAt path: String) -> String? {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        let writer = StandardStreamWriter(descriptor: descriptor)
        writer.write(text)
        let closed = close(descriptor) == 0 ? nil : String(cString: strerror(errno))
        switch writer.failure {
        case nil: return closed
        case .brokenPipe?: return String(cString: strerror(EPIPE))
        case .closed?: return "closed"
        case .failed(let code)?: return String(cString: strerror(code))
        }
    }
}
