import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file's contents atomically: the new bytes go to a temporary file in
/// the same directory, which is flushed (`fsync`), given the original file's
/// permissions and renamed over it; the directory is then flushed too. On any
/// error the temporary file is removed and the original is untouched.
enum AtomicFileWriter {
    /// A failure to inject, for tests that the original survives.
    enum InjectedFailure: String, CaseIterable, Sendable {
        /// Fail after half of the bytes reached the temporary file.
        case partialWrite = "partial-write"
        /// Fail after the temporary file is complete and flushed, just before the rename.
        case beforeRename = "before-rename"
    }

    /// The environment variable that injects a failure (test hook; see ``InjectedFailure``).
    static let injectionVariable = "XCSTRINGS_AUDIT_INJECT_WRITE_FAILURE"

    /// Writes `data` over the file at `path` (following a symbolic link to its target).
    ///
    /// - Parameters:
    ///   - what: What is written, for messages (`the fixed catalog`).
    ///   - creating: Whether a file that does not exist yet is created (with the
    ///     permissions the umask allows) instead of being an error.
    /// - Throws: ``AuditInputError`` saying what failed; the file is then unchanged.
    static func write(_ data: Data, to path: String, what: String = "the fixed catalog", creating: Bool = false,
                      injecting injected: InjectedFailure? = nil) throws(AuditInputError) {
        func failure(_ why: String, _ code: Int32 = errno) -> AuditInputError {
            AuditInputError(path: path, message: "cannot write \(what): \(why) (\(String(cString: strerror(code)))); "
                + (creating ? "nothing was written"
                    : what == "the fixed catalog" ? "the widget catalog was left unchanged" : "the file was left unchanged"))
        }
        var information = stat()
        let target: String
        if let resolved = realpath(path, nil) {
            target = String(cString: resolved)
            free(resolved)
            guard stat(target, &information) == 0 else { throw failure("cannot read its permissions") }
        } else if creating && errno == ENOENT {
            target = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
            let mask = umask(0)
            umask(mask)
            information.st_mode = mode_t(0o666) & ~mask
        } else {
            throw failure("cannot resolve the path")
        }
        let directory = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        var template = Array("\(directory)/.\(name).xcstrings-audit-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw failure("cannot create a temporary file in \(directory)") }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var closed = false
        defer {
            if !closed { close(descriptor) }
        }
        func abandon(_ error: AuditInputError) -> AuditInputError {
            if !closed { close(descriptor); closed = true }
            unlink(temporary)
            return error
        }

        let limit = injected == .partialWrite ? data.count / 2 : data.count
        let written: Int = data.withUnsafeBytes { raw in
            var offset = 0
            while offset < limit {
                let result = systemWrite(descriptor, raw.baseAddress! + offset, limit - offset)
                if result < 0 {
                    if errno == EINTR { continue }
                    return -1
                }
                offset += result
            }
            return offset
        }
        guard written == limit else { throw abandon(failure("writing the temporary file failed")) }
        if injected == .partialWrite { throw abandon(failure("injected failure after a partial write", EIO)) }
        guard fsync(descriptor) == 0 else { throw abandon(failure("flushing the temporary file failed")) }
        guard fchmod(descriptor, information.st_mode & 0o7777) == 0 else {
            throw abandon(failure("cannot give the temporary file the original permissions"))
        }
        if injected == .beforeRename { throw abandon(failure("injected failure before the rename", EIO)) }
        guard close(descriptor) == 0 else {
            closed = true
            throw abandon(failure("closing the temporary file failed"))
        }
        closed = true
        guard rename(temporary, target) == 0 else { throw abandon(failure("renaming the temporary file failed")) }
        // Make the rename itself durable.
        let directoryDescriptor = open(directory, O_RDONLY)
        if directoryDescriptor >= 0 {
            fsync(directoryDescriptor)
            close(directoryDescriptor)
        }
    }

    private static func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, buffer, count)
        #else
        Darwin.write(descriptor, buffer, count)
        #endif
    }
}
