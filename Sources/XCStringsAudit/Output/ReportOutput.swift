import Foundation
import PropertyList
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing the report, the baseline and the job summary to the files named for
/// them, without destroying what is there:
///
/// - a regular file (or a new one) is replaced atomically once the report is
///   complete (``AtomicFileWriter``): a reader never sees half of it, and a failed
///   run leaves the previous report in place;
/// - a character device (`/dev/null`, `/dev/stdout`, a terminal) or a FIFO is
///   written directly, never renamed over; a FIFO is opened without blocking, so
///   one that no process reads is an error instead of a hang;
/// - a directory, a block device or a socket is refused.
///
/// That an output is not one of the inputs is checked before the audit
/// (``InputGuards/outputOverwritesAnInput(_:options:)``).
enum ReportOutput {
    /// Writes `bytes` to `path` (see the type's description).
    ///
    /// - Returns: `false` after printing one line on `standardError` when the file
    ///   could not be written.
    static func write(_ bytes: [UInt8], to path: String, standardError: (String) -> Void) -> Bool {
        do throws(AuditInputError) {
            try replace(Data(bytes), at: path, what: "the report")
            return true
        } catch {
            standardError("xcstrings-audit: error: \(error)\n")
            return false
        }
    }

    /// Writes `data` to `path`: atomically over a regular file or into a new one,
    /// directly into a character device or a FIFO.
    ///
    /// - Parameter what: What is written, for messages (`the baseline`).
    /// - Throws: ``AuditInputError`` saying why nothing (or, for a device or FIFO,
    ///   not everything) was written.
    static func replace(_ data: Data, at path: String, what: String) throws(AuditInputError) {
        TemporaryFileCleanup.prepare()
        var information = stat()
        guard stat(path.fileSystemPath, &information) == 0 else {
            try AtomicFileWriter.write(data, to: path, what: what, creating: true)
            return
        }
        let kind = FileKind(information)
        if kind.isRegular {
            try AtomicFileWriter.write(data, to: path, what: what, creating: true)
            return
        }
        guard kind.isCharacterDevice || kind.isFIFO else {
            throw AuditInputError(path: path, message: "cannot write \(what): it is \(kind), not a file, a FIFO or a "
                + "character device; nothing was written. Name a file")
        }
        let descriptor: Int32
        switch openDirectly(path, flags: O_WRONLY) {
        case .success(let opened): descriptor = opened
        case .failure(let reason): throw AuditInputError(path: path, message: "cannot write \(what): \(reason); nothing was written")
        }
        defer { close(descriptor) }
        if let code = AtomicFileWriter.writeAll(descriptor, data) {
            throw AuditInputError(path: path, message: "cannot write \(what) into \(kind): "
                + "\(String(cString: strerror(code))); it may hold only part of it")
        }
    }

    /// Appends `text` to the file at `path` (created if absent), as GitHub's job
    /// summary file expects; every write is checked. A FIFO is opened without
    /// blocking; a directory, block device or socket is refused.
    ///
    /// - Returns: `nil` on success, else why it failed.
    static func append(_ text: String, toFileAt path: String) -> String? {
        TemporaryFileCleanup.prepare()
        var information = stat()
        if stat(path.fileSystemPath, &information) == 0 {
            let kind = FileKind(information)
            guard kind.isRegular || kind.isCharacterDevice || kind.isFIFO else {
                return "it is \(kind), not a file; nothing was written"
            }
        }
        let descriptor: Int32
        switch openDirectly(path, flags: O_WRONLY | O_APPEND | O_CREAT) {
        case .success(let opened): descriptor = opened
        case .failure(let reason): return reason.description
        }
        let writer = StandardStreamWriter(descriptor: descriptor)
        writer.write(text)
        let closed = close(descriptor) == 0 ? nil : AtomicFileWriter.describe(errno)
        switch writer.failure {
        case nil: return closed
        case .brokenPipe?: return "its reader went away (\(String(cString: strerror(EPIPE))))"
        case .closed?: return "closed"
        case .failed(let code)?: return AtomicFileWriter.describe(code)
        }
    }

    private struct OpenFailure: Error, CustomStringConvertible {
        var description: String
    }

    /// Opens `path` for writing without blocking (a FIFO without a reader fails
    /// with `ENXIO` instead of waiting for one), then makes writes blocking again.
    private static func openDirectly(_ path: String, flags: Int32) -> Result<Int32, OpenFailure> {
        let descriptor = open(path.fileSystemPath, flags | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENXIO {
                return .failure(OpenFailure(description: "it is a FIFO (named pipe) that no process is reading "
                    + "(\(String(cString: strerror(code)))); start its reader first, or name a regular file"))
            }
            return .failure(OpenFailure(description: AtomicFileWriter.describe(code)))
        }
        var information = stat()
        if fstat(descriptor, &information) == 0 {
            let kind = FileKind(information)
            guard kind.isRegular || kind.isCharacterDevice || kind.isFIFO else {
                close(descriptor)
                return .failure(OpenFailure(description: "it is \(kind), not a file; nothing was written"))
            }
        }
        let current = fcntl(descriptor, F_GETFL)
        if current >= 0 { _ = fcntl(descriptor, F_SETFL, current & ~O_NONBLOCK) }
        return .success(descriptor)
    }
}
