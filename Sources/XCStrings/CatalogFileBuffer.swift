#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

import PropertyList

/// A file's bytes for the reader, read with `read(2)` into one buffer of
/// anonymous memory of their own; freed on deinit.
///
/// The bytes are a copy, so nothing another program does to the file afterwards
/// can reach them: a file that becomes shorter while it is read is an error
/// (``becameShorter``), never a fault.
///
/// The reader walks the bytes once, front to back, and copies what it keeps, so the
/// pages it has passed are handed back as it goes (``releasePages(before:)``): a
/// 160 MB catalog does not hold its 160 MB of text on top of the model at the end
/// of reading.
final class CatalogFileBuffer {
    let bytes: UnsafeBufferPointer<UInt8>
    private let mapping: UnsafeMutableRawPointer?
    private let length: Int

    /// Opens and reads `path`.
    ///
    /// - Parameters:
    ///   - path: The file.
    ///   - beforeReading: Called once the file's size is known, before its bytes
    ///     are read (tests cut the file here).
    /// - Throws: ``CatalogError/Reason/unreadable(_:)`` saying why (missing, a
    ///   directory, no permission, cut while it was read) and what to do.
    init(path: String, beforeReading: () -> Void = {}) throws(CatalogError) {
        // O_NONBLOCK: opening a FIFO must not wait for a writer (it is then refused
        // below as not a regular file); reads of regular files are unaffected.
        let descriptor = open(path.fileSystemPath, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw CatalogError(file: path, reason: .unreadable(Self.explain(errno))) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw CatalogError(file: path, reason: .unreadable(Self.explain(errno))) }
        guard (info.st_mode & S_IFMT) != S_IFDIR else {
            throw CatalogError(file: path, reason: .unreadable("it is a directory, not a .xcstrings file"))
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw CatalogError(file: path, reason: .unreadable("it is not a regular file"))
        }
        length = Int(info.st_size)
        guard length > 0 else {
            // Size 0 is an empty file, or a pseudo-file (/proc) whose size is not known
            // until read: probe one byte so that neither passes as "empty" wrongly.
            var probe: UInt8 = 0
            let result = read(descriptor, &probe, 1)
            if result < 0 { throw CatalogError(file: path, reason: .unreadable(Self.explain(errno))) }
            if result > 0 {
                throw CatalogError(file: path, reason: .unreadable(
                    "its size is not known before reading (a pseudo-file); copy it to a regular file"))
            }
            mapping = nil
            bytes = UnsafeBufferPointer(start: nil, count: 0)
            return
        }
        beforeReading()
        let address = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let address, address != MAP_FAILED else {
            throw CatalogError(file: path, reason: .unreadable(Self.explain(errno)))
        }
        var filled = 0
        while filled < length {
            let result = read(descriptor, address + filled, length - filled)
            if result > 0 {
                filled += result
            } else if result == 0 {
                // Shorter than fstat said: cut while we read it, or a pseudo-file
                // that says more than it has (read what is there).
                guard fstat(descriptor, &info) == 0, Int(info.st_size) >= length else {
                    munmap(address, length)
                    throw CatalogError(file: path, reason: .unreadable(Self.becameShorter))
                }
                break
            } else if errno != EINTR {
                let code = errno
                munmap(address, length)
                throw CatalogError(file: path, reason: .unreadable(Self.explain(code)))
            }
        }
        mapping = address
        bytes = UnsafeBufferPointer(start: address.assumingMemoryBound(to: UInt8.self), count: filled)
    }

    private var released = 0
    private static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

    /// Frees the pages before `offset` (`MADV_DONTNEED`); the reader never reads
    /// before the entry it is in, so it never sees the zero pages left behind.
    func releasePages(before offset: Int) {
        guard let mapping else { return }
        let end = min(offset, length) / Self.pageSize * Self.pageSize
        guard end > released else { return }
        _ = madvise(mapping + released, end - released, MADV_DONTNEED)
        released = end
    }

    /// Why a file that became shorter while it was read is not read.
    static let becameShorter = "it became shorter while it was read (another program is writing it); run again when it is written"

    deinit {
        if let mapping { munmap(mapping, length) }
    }

    private static func explain(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file; check the path"
        case EACCES, EPERM: return "permission denied; check the file's permissions"
        case EISDIR: return "it is a directory, not a .xcstrings file"
        default: return String(cString: strerror(code)) + " (errno \(code))"
        }
    }
}
