#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CGuardedMapping

/// A file's bytes for the reader: read into anonymous memory of their own, or
/// mapped (``Mode/guardedMapping``); freed on deinit.
///
/// Read by default: a mapped file that another process truncates while we read it
/// raises SIGBUS, and nothing in the input may crash the process. A guarded
/// mapping (`CGuardedMapping`) turns that fault into zeros and an error, but it
/// installs a SIGBUS handler for the whole process, which only a program that owns
/// its process (`xcstrings-audit`) should do. Mapping saves copying every byte and
/// most of the page faults: 0.06–0.08 s of the 2 × 150 MB audit (`tools/Benchmarks/run pairs`).
/// (Huge pages were tried and dropped: with the usual `defrag=madvise` setting the
/// kernel compacts memory synchronously and two concurrent reads took twice as long.)
///
/// The reader walks the bytes once, front to back, and copies what it keeps, so the
/// pages it has passed are handed back as it goes (``releasePages(before:)``): a
/// 160 MB catalog does not hold its 160 MB of text on top of the model at the end
/// of reading.
final class CatalogFileBuffer {
    /// How the bytes get into memory.
    enum Mode {
        /// `read(2)` into anonymous memory.
        case read
        /// A guarded, read-only mapping of the file, falling back to ``read``
        /// where the file cannot be mapped.
        case guardedMapping
    }

    let bytes: UnsafeBufferPointer<UInt8>
    private let mapping: UnsafeMutableRawPointer?
    private let length: Int
    /// The file, kept open while it is mapped: its size tells whether it was cut.
    private let mappedDescriptor: Int32?
    /// Whether ``bytes`` are a guarded mapping (else a copy read into memory).
    let isGuardedMapping: Bool

    /// Opens and reads (or maps) `path`.
    ///
    /// - Throws: ``CatalogError/Reason/unreadable(_:)`` saying why (missing, a
    ///   directory, no permission) and what to do.
    init(path: String, mode: Mode = .read) throws(CatalogError) {
        // O_NONBLOCK: opening a FIFO must not wait for a writer (it is then refused
        // below as not a regular file); reads of regular files are unaffected.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw CatalogError(file: path, reason: .unreadable(Self.explain(errno))) }
        var keepsDescriptor = false
        defer { if !keepsDescriptor { close(descriptor) } }
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
            mappedDescriptor = nil
            isGuardedMapping = false
            bytes = UnsafeBufferPointer(start: nil, count: 0)
            return
        }
        if mode == .guardedMapping, let mapped = guarded_map_file(descriptor, length) {
            mapping = UnsafeMutableRawPointer(mutating: mapped)
            keepsDescriptor = true
            mappedDescriptor = descriptor
            isGuardedMapping = true
            bytes = UnsafeBufferPointer(start: mapped.assumingMemoryBound(to: UInt8.self), count: length)
            return
        }
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
        mappedDescriptor = nil
        isGuardedMapping = false
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

    /// Whether the file became shorter while it was mapped, so that some of
    /// ``bytes`` read as zeros instead of the file's contents: past the new end
    /// in its last page (no fault), or in the pages after it (a fault absorbed).
    var changedWhileMapped: Bool {
        guard isGuardedMapping, let mapping, let mappedDescriptor else { return false }
        if guarded_map_was_cut(mapping) { return true }
        var info = stat()
        return fstat(mappedDescriptor, &info) == 0 && Int(info.st_size) < length
    }

    deinit {
        if let mappedDescriptor { close(mappedDescriptor) }
        guard let mapping else { return }
        if isGuardedMapping {
            guarded_unmap_file(mapping, length)
        } else {
            munmap(mapping, length)
        }
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
