import Foundation
import PropertyList
import XCStrings
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A catalog that `--fix` is about to rewrite, held under an advisory lock
/// (`flock(LOCK_EX)`) from before it is read until after it is written, so that
/// two `--fix` runs on one catalog take turns instead of one writing over the
/// other's work.
///
/// The lock only keeps out programs that take it too (another `--fix`, a script
/// using `flock`); an editor that saves while `--fix` runs does not. So before the
/// file is replaced, ``replace(with:ifItStillReads:injecting:)`` checks that it is
/// still what was read — the same file (device and inode), size, modification time
/// and bytes — and never writes a model planned from what is no longer there: it
/// answers ``Replacement/changed(reason:)``, and pair mode reads and plans again. The window
/// that remains is the few microseconds between that check and the rename.
///
/// ```swift
/// let locked = try LockedCatalogFile.lock("Widget.xcstrings")   // waits for another --fix
/// // … read, audit and plan; the lock is held …
/// try locked.replace(with: fixed.encoded(keepingStyleOf: locked.contents))
/// ```
///
/// The lock is released when the value is freed.
final class LockedCatalogFile {
    /// The path as given.
    let path: String
    /// The bytes as read once the lock was held.
    let contents: Data
    private let descriptor: Int32
    private let identity: Identity

    /// How long to wait for another process's lock before giving up.
    static let lockTimeout: Double = 60

    /// What identifies a version of a file without reading it.
    struct Identity: Equatable {
        var device: UInt64
        var inode: UInt64
        var size: Int64
        var modified: timespec

        init(_ information: stat) {
            device = UInt64(information.st_dev)
            inode = UInt64(information.st_ino)
            size = Int64(information.st_size)
            #if canImport(Darwin)
            modified = information.st_mtimespec
            #else
            modified = information.st_mtim
            #endif
        }

        static func == (lhs: Identity, rhs: Identity) -> Bool {
            lhs.device == rhs.device && lhs.inode == rhs.inode && lhs.size == rhs.size
                && lhs.modified.tv_sec == rhs.modified.tv_sec && lhs.modified.tv_nsec == rhs.modified.tv_nsec
        }
    }

    private init(path: String, descriptor: Int32, contents: Data, identity: Identity) {
        self.path = path
        self.descriptor = descriptor
        self.contents = contents
        self.identity = identity
    }

    /// Opens the file, waits for its lock (at most ``lockTimeout`` seconds) and reads it.
    ///
    /// A file replaced by a rename while waiting (another `--fix` finished) is opened
    /// again, so that the lock is always on the file the path names.
    ///
    /// - Throws: ``AuditInputError`` when the file cannot be opened or read, is not a
    ///   regular file, or stays locked.
    static func lock(_ path: String) throws(AuditInputError) -> LockedCatalogFile {
        switch acquire(path) {
        case .locked(let file): return file
        case .unreadable(let error), .busy(let error): throw error
        }
    }

    /// ``lock(_:)``, or `nil` when the file cannot be opened or read as a regular
    /// file: reading it as a catalog then says why, in the reader's words.
    ///
    /// - Throws: ``AuditInputError`` when another process keeps it locked.
    static func lockIfReadable(_ path: String) throws(AuditInputError) -> LockedCatalogFile? {
        switch acquire(path) {
        case .locked(let file): return file
        case .unreadable: return nil
        case .busy(let error): throw error
        }
    }

    private enum Acquired {
        case locked(LockedCatalogFile)
        case unreadable(AuditInputError)
        case busy(AuditInputError)
    }

    private static func acquire(_ path: String) -> Acquired {
        let deadline = Date().addingTimeInterval(lockTimeout)
        while true {
            let descriptor = open(path.fileSystemPath, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
            guard descriptor >= 0 else {
                return .unreadable(AuditInputError(path: path, message: "cannot open the catalog to --fix it "
                    + "(\(String(cString: strerror(errno))))"))
            }
            var information = stat()
            guard fstat(descriptor, &information) == 0, FileKind(information).isRegular else {
                let kind = FileKind(information).description
                close(descriptor)
                return .unreadable(AuditInputError(path: path, message: "cannot --fix it: it is \(kind), not a regular file"))
            }
            var locked = flock(descriptor, LOCK_EX | LOCK_NB) == 0
            while !locked, errno == EWOULDBLOCK || errno == EINTR, Date() < deadline {
                usleep(20_000)
                locked = flock(descriptor, LOCK_EX | LOCK_NB) == 0
            }
            if !locked, errno == EWOULDBLOCK || errno == EINTR {
                close(descriptor)
                return .busy(AuditInputError(path: path, message: "cannot --fix it: another process (another --fix?) has "
                    + "held its lock for \(Int(lockTimeout)) s; nothing was written. Run again when it has finished"))
            }
            // Not lockable here (some network file systems): the check before the write still holds.
            var current = stat()
            guard stat(path.fileSystemPath, &current) == 0 else {
                close(descriptor)
                return .unreadable(AuditInputError(path: path, message: "cannot --fix it: it was removed while waiting for "
                    + "its lock"))
            }
            guard current.st_dev == information.st_dev, current.st_ino == information.st_ino else {
                close(descriptor)  // replaced while waiting: lock the new one
                continue
            }
            var data = Data()
            if let code = AtomicFileWriter.readAll(descriptor, into: &data) {
                close(descriptor)
                return .unreadable(AuditInputError(path: path, message: "cannot read the catalog to --fix it "
                    + "(\(String(cString: strerror(code))))"))
            }
            _ = fstat(descriptor, &information)
            return .locked(LockedCatalogFile(path: path, descriptor: descriptor, contents: data, identity: Identity(information)))
        }
    }

    deinit {
        close(descriptor)  // releases the lock
    }

    /// Why the file is no longer what was read, or `nil` when it still is.
    func changeSinceRead() -> String? {
        var current = stat()
        guard stat(path.fileSystemPath, &current) == 0 else {
            return "it was removed while --fix ran"
        }
        let now = Identity(current)
        if now.device != identity.device || now.inode != identity.inode {
            return "it was replaced by another file while --fix ran (another program saved it)"
        }
        if now != identity { return "it was changed while --fix ran (its size or modification time differs from what was read)" }
        guard let bytes = FileSystemName.contents(of: path).map({ Data($0) }) else { return "it can no longer be read" }
        return bytes == contents ? nil : "its contents changed while --fix ran"
    }

    /// What ``replace(with:ifItStillReads:injecting:)`` did.
    enum Replacement: Equatable {
        /// The file now holds the new bytes.
        case written
        /// Nothing was written: the file is no longer what was read (`reason` says
        /// how, e.g. `it was replaced by another file while --fix ran`). Read it and
        /// plan again, or stop.
        case changed(reason: String)
    }

    /// Writes `data` over the file (``AtomicFileWriter``), if it is still what was read.
    ///
    /// - Parameter model: When given, the file is also re-read as a catalog and
    ///   compared with this model (the one the plan was made from), for a caller
    ///   that read the catalog before taking the lock (project mode).
    /// - Returns: ``Replacement/written``, or ``Replacement/changed(reason:)`` when
    ///   the file changed since it was read (nothing is written then).
    /// - Throws: ``AuditInputError`` when the file cannot be written, or (with
    ///   `model`) no longer reads as that model.
    @discardableResult
    func replace(with data: Data, ifItStillReads model: StringCatalog? = nil,
                 injecting injected: AtomicFileWriter.InjectedFailure? = nil) throws(AuditInputError) -> Replacement {
        if let model {
            let read = try? StringCatalog(data: contents, file: URL(fileURLWithPath: path).path)
            guard read == model else {
                throw AuditInputError(path: path, message: "cannot write the fixed catalog: it was changed after it was "
                    + "audited; the widget catalog was left unchanged. Run --fix again to plan from its new contents")
            }
        }
        var change: String?
        do throws(AuditInputError) {
            try AtomicFileWriter.write(data, to: path, injecting: injected) { [self] in
                change = changeSinceRead()
                return change
            }
        } catch {
            if let change { return .changed(reason: change) }
            throw error
        }
        return .written
    }

    /// ``replace(with:ifItStillReads:injecting:)``, with a change since the read an
    /// error that says so (for a caller that cannot plan again).
    func replaceOrStop(with data: Data, ifItStillReads model: StringCatalog? = nil,
                       injecting injected: AtomicFileWriter.InjectedFailure? = nil) throws(AuditInputError) {
        if case .changed(let reason) = try replace(with: data, ifItStillReads: model, injecting: injected) {
            throw AuditInputError(path: path, message: "cannot write the fixed catalog: \(reason); the fix was planned from "
                + "what it was before, so nothing was written. Run --fix again to plan from its new contents")
        }
    }
}
