import Foundation
import PropertyList
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a regular file's contents without ever leaving it half-written or
/// losing what it had.
///
/// The new bytes go to a temporary file in the same directory, which is flushed
/// (`fsync`) and given the original's permissions, owner, group and extended
/// attributes; then:
///
/// - normally it is renamed over the original, and the directory is flushed;
/// - when the original has **more than one hard link**, or its owner or an
///   extended attribute cannot be given to a new file (a file of another user in
///   a directory you may write), renaming would split the link or drop the
///   attribute: the original is then **written in place** from the complete,
///   flushed temporary copy and truncated to the new length. Should that write
///   fail, the original bytes are written back; if even that fails the message
///   names the temporary copy, which holds the complete new contents.
///
/// A `check` given by the caller runs last, just before the original is touched,
/// and can stop the write (``LockedCatalogFile`` checks that the file is still
/// what was read). On any error the temporary file is removed, the original is
/// untouched and the error says why; on `SIGINT`, `SIGTERM` or `SIGHUP` the
/// temporary file is removed too (``TemporaryFileCleanup``), and `SIGXFSZ` is
/// ignored so that a file-size limit is an `EFBIG` error, not a silent death.
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

    /// How the original was replaced (for tests and messages).
    enum Method: Equatable, Sendable {
        /// A new file renamed over the original (or created).
        case renamed
        /// The original written in place from a complete temporary copy (a hard
        /// link, or an owner or attribute a new file cannot get).
        case inPlace
    }

    /// Writes `data` over the file at `path` (following a symbolic link to its target).
    ///
    /// - Parameters:
    ///   - what: What is written, for messages (`the fixed catalog`).
    ///   - creating: Whether a file that does not exist yet is created (with the
    ///     permissions the umask allows) instead of being an error.
    ///   - check: Runs once the temporary file is complete, before the original is
    ///     replaced: a non-`nil` answer (why the write must not happen) stops it.
    /// - Returns: How the file was replaced.
    /// - Throws: ``AuditInputError`` saying what failed; the file is then unchanged.
    @discardableResult
    static func write(_ data: Data, to path: String, what: String = "the fixed catalog", creating: Bool = false,
                      injecting injected: InjectedFailure? = nil,
                      check: (() -> String?)? = nil) throws(AuditInputError) -> Method {
        TemporaryFileCleanup.prepare()
        let unchanged = creating ? "nothing was written"
            : what == "the fixed catalog" ? "the widget catalog was left unchanged" : "the file was left unchanged"
        func failure(_ why: String, _ code: Int32 = errno) -> AuditInputError {
            AuditInputError(path: path, message: "cannot write \(what): \(why) (\(describe(code))); \(unchanged)")
        }
        var information = stat()
        var exists = true
        let target: String
        if let resolved = FileSystemName.realPath(path) {
            target = resolved
            guard stat(target.fileSystemPath, &information) == 0 else { throw failure("cannot read its permissions") }
            guard information.st_mode & S_IFMT == S_IFREG else {
                throw AuditInputError(path: path, message: "cannot write \(what): it is \(FileKind(information).description), "
                    + "not a regular file; \(unchanged)")
            }
        } else if creating && errno == ENOENT {
            exists = false
            target = path.hasPrefix("/") ? path : (FileSystemName.currentDirectory() ?? ".") + "/" + path
            let mask = umask(0)
            umask(mask)
            information.st_mode = mode_t(0o666) & ~mask
        } else {
            throw failure("cannot resolve the path")
        }
        let directory = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent

        // The temporary file, registered for removal on a signal before it exists.
        let template = "\(directory)/.\(name).xcstrings-audit-XXXXXX"
        let slot = TemporaryFileCleanup.reserve(template: template)
        var fallback = template.fileSystemPath
        let descriptor = slot.map { mkstemp(TemporaryFileCleanup.name($0)) }
            ?? fallback.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        let temporary = slot.map(TemporaryFileCleanup.path)
            ?? FileSystemName.decoding(fallback.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) })
        guard descriptor >= 0 else {
            let code = errno
            if let slot { TemporaryFileCleanup.release(slot) }
            throw failure("cannot create a temporary file in \(directory)", code)
        }
        var closed = false
        var keepTemporary = false
        var registered = slot
        defer {
            if !closed { close(descriptor) }
            if !keepTemporary { unlink(temporary.fileSystemPath) }
            if let registered { TemporaryFileCleanup.release(registered) }
        }
        func abandon(_ error: AuditInputError) -> AuditInputError {
            if !closed { close(descriptor); closed = true }
            return error
        }

        let limit = injected == .partialWrite ? data.count / 2 : data.count
        if let code = writeAll(descriptor, data, count: limit) {
            throw abandon(failure("writing the temporary file failed", code))
        }
        if injected == .partialWrite { throw abandon(failure("injected failure after a partial write", EIO)) }
        guard fsync(descriptor) == 0 else { throw abandon(failure("flushing the temporary file failed")) }

        // Everything the original has that a new file would not: else write in place.
        var method = Method.renamed
        if exists {
            if information.st_nlink > 1 { method = .inPlace }
            var created = stat()
            if fstat(descriptor, &created) == 0, created.st_uid != information.st_uid || created.st_gid != information.st_gid,
               fchown(descriptor, information.st_uid, information.st_gid) != 0 {
                method = .inPlace
            }
            if !ExtendedAttributes.copy(from: target, to: descriptor) { method = .inPlace }
        }
        guard fchmod(descriptor, information.st_mode & 0o7777) == 0 else {
            throw abandon(failure("cannot give the temporary file the original permissions"))
        }
        if injected == .beforeRename { throw abandon(failure("injected failure before the rename", EIO)) }
        guard close(descriptor) == 0 else {
            closed = true
            throw abandon(failure("closing the temporary file failed"))
        }
        closed = true
        if let check, let reason = check() {
            throw AuditInputError(path: path, message: "cannot write \(what): \(reason); \(unchanged)")
        }

        if method == .renamed {
            guard rename(temporary.fileSystemPath, target.fileSystemPath) == 0 else { throw failure("renaming the temporary file failed") }
            keepTemporary = true  // it is the file now
            // Make the rename itself durable.
            let directoryDescriptor = open(directory.fileSystemPath, O_RDONLY)
            if directoryDescriptor >= 0 {
                fsync(directoryDescriptor)
                close(directoryDescriptor)
            }
            return .renamed
        }

        // In place: from here on the temporary file is the one complete copy of the
        // new contents should the process be stopped, so a signal no longer removes it.
        if let slot = registered {
            TemporaryFileCleanup.release(slot)
            registered = nil
        }
        let original = open(target.fileSystemPath, O_RDWR | O_CLOEXEC)
        guard original >= 0 else { throw failure("cannot open it to write it in place") }
        defer { close(original) }
        var previous = Data()
        if let code = readAll(original, into: &previous) { throw failure("cannot read it before writing it in place", code) }
        if let code = overwrite(original, with: data) {
            if overwrite(original, with: previous) == nil {
                throw failure("writing it in place failed, and its previous contents were written back", code)
            }
            keepTemporary = true
            throw AuditInputError(path: path, message: "cannot write \(what): writing it in place failed (\(describe(code))), "
                + "and so did writing its previous contents back: it may be damaged. The complete new contents are in "
                + "\(temporary)")
        }
        return .inPlace
    }

    /// `strerror`, with what to do for the errors a CI box meets.
    static func describe(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        switch code {
        case EFBIG: return text + ": a file-size limit (ulimit -f) or the file system's largest file was reached"
        case ENOSPC: return text + ": free some space on that file system"
        case EDQUOT: return text + ": the disk quota is used up"
        default: return text
        }
    }

    /// Writes `count` bytes of `data` to `descriptor`; `nil`, or the `errno` of the failure.
    static func writeAll(_ descriptor: Int32, _ data: Data, count: Int? = nil) -> Int32? {
        let limit = count ?? data.count
        return data.withUnsafeBytes { raw -> Int32? in
            var offset = 0
            while offset < limit {
                let result = systemWrite(descriptor, raw.baseAddress! + offset, limit - offset)
                if result < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                if result == 0 { return EIO }
                offset += result
            }
            return nil
        }
    }

    /// Reads `descriptor` from its start to its end.
    static func readAll(_ descriptor: Int32, into data: inout Data) -> Int32? {
        guard lseek(descriptor, 0, SEEK_SET) == 0 else { return errno }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return errno
            }
            if count == 0 { return nil }
            data.append(contentsOf: buffer[0..<count])
        }
    }

    /// The whole file replaced by `data` in place: written from its start,
    /// truncated to its length, flushed.
    private static func overwrite(_ descriptor: Int32, with data: Data) -> Int32? {
        guard lseek(descriptor, 0, SEEK_SET) == 0 else { return errno }
        if let code = writeAll(descriptor, data) { return code }
        guard ftruncate(descriptor, off_t(data.count)) == 0 else { return errno }
        guard fsync(descriptor) == 0 else { return errno }
        return nil
    }

    private static func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, buffer, count)
        #else
        Darwin.write(descriptor, buffer, count)
        #endif
    }

    private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
        #else
        Darwin.read(descriptor, buffer, count)
        #endif
    }
}

/// What kind of file a `stat` describes, for messages: `a directory`, `a FIFO (named pipe)`.
struct FileKind: CustomStringConvertible {
    let mode: mode_t

    init(_ information: stat) {
        mode = information.st_mode & S_IFMT
    }

    var isRegular: Bool { mode == S_IFREG }
    var isCharacterDevice: Bool { mode == S_IFCHR }
    var isFIFO: Bool { mode == S_IFIFO }

    var description: String {
        switch mode {
        case S_IFREG: "a regular file"
        case S_IFDIR: "a directory"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFSOCK: "a socket"
        case S_IFLNK: "a symbolic link"
        default: "a special file"
        }
    }
}

/// Copying a file's extended attributes (`user.*`, ACLs, SELinux labels, macOS
/// quarantine and Finder information) to a new file.
enum ExtendedAttributes {
    /// Copies every extended attribute of the file at `path` to `descriptor`.
    ///
    /// - Returns: `false` when one exists that could not be copied (the caller then
    ///   writes in place, which keeps them all); `true` when there are none, or the
    ///   file system has none at all.
    static func copy(from path: String, to descriptor: Int32) -> Bool {
        let size = list(path, nil, 0)
        if size < 0 { return errno == ENOTSUP || errno == ENOENT }
        if size == 0 { return true }
        var names = [CChar](repeating: 0, count: size)
        let listed = list(path, &names, size)
        guard listed >= 0 else { return false }
        var start = 0
        for index in 0..<listed where names[index] == 0 {
            let name = names[start..<index]
            start = index + 1
            guard !name.isEmpty else { continue }
            let attributeName = Array(name) + [0]
            let valueSize = get(path, attributeName, nil, 0)
            guard valueSize >= 0 else { return false }
            var value = [UInt8](repeating: 0, count: max(valueSize, 1))
            let read = get(path, attributeName, &value, valueSize)
            guard read >= 0, set(descriptor, attributeName, value, read) == 0 else { return false }
        }
        return true
    }

    private static func list(_ path: String, _ buffer: UnsafeMutablePointer<CChar>?, _ size: Int) -> Int {
        #if canImport(Glibc)
        linuxListxattr(path.fileSystemPath, buffer, size)
        #else
        listxattr(path.fileSystemPath, buffer, size, 0)
        #endif
    }

    private static func get(_ path: String, _ name: [CChar], _ buffer: UnsafeMutableRawPointer?, _ size: Int) -> Int {
        #if canImport(Glibc)
        linuxGetxattr(path.fileSystemPath, name, buffer, size)
        #else
        getxattr(path.fileSystemPath, name, buffer, size, 0, 0)
        #endif
    }

    private static func set(_ descriptor: Int32, _ name: [CChar], _ value: [UInt8], _ size: Int) -> Int32 {
        #if canImport(Glibc)
        linuxFsetxattr(descriptor, name, value, size, 0)
        #else
        fsetxattr(descriptor, name, value, size, 0, 0)
        #endif
    }
}

#if canImport(Glibc)
// <sys/xattr.h> is not part of Swift's Glibc module; these are glibc's own symbols.
@_silgen_name("listxattr")
private func linuxListxattr(_ path: UnsafePointer<CChar>, _ list: UnsafeMutablePointer<CChar>?, _ size: Int) -> Int
@_silgen_name("getxattr")
private func linuxGetxattr(_ path: UnsafePointer<CChar>, _ name: UnsafePointer<CChar>, _ value: UnsafeMutableRawPointer?,
                           _ size: Int) -> Int
@_silgen_name("fsetxattr")
private func linuxFsetxattr(_ descriptor: Int32, _ name: UnsafePointer<CChar>, _ value: UnsafeRawPointer?, _ size: Int,
                            _ flags: Int32) -> Int32
#endif
