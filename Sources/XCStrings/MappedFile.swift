#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's bytes mapped read-only into memory for the reader, unmapped on deinit.
///
/// The reader walks the file once, front to back, and copies what it keeps, so the
/// pages it has passed are handed back to the kernel as it goes
/// (``releasePages(before:)``): a 160 MB catalog does not hold 160 MB of file pages
/// on top of the model at the end of reading.
final class MappedFile {
    let bytes: UnsafeBufferPointer<UInt8>
    private let mapping: UnsafeMutableRawPointer?
    private let length: Int

    /// Opens and maps `path`.
    ///
    /// - Throws: ``CatalogError/Reason/unreadable(_:)`` saying why (missing, a
    ///   directory, no permission) and what to do.
    init(path: String) throws(CatalogError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
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
            mapping = nil
            bytes = UnsafeBufferPointer(start: nil, count: 0)
            return
        }
        let address = mmap(nil, length, PROT_READ, MAP_PRIVATE, descriptor, 0)
        guard let address, address != MAP_FAILED else {
            throw CatalogError(file: path, reason: .unreadable(Self.explain(errno)))
        }
        _ = madvise(address, length, MADV_SEQUENTIAL)
        mapping = address
        bytes = UnsafeBufferPointer(start: address.assumingMemoryBound(to: UInt8.self), count: length)
    }

    private var released = 0
    private static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

    /// Drops the mapped pages before `offset` from memory (`MADV_DONTNEED`). Reading
    /// them again would fetch them from the file, so this never changes what is read.
    func releasePages(before offset: Int) {
        guard let mapping else { return }
        let end = min(offset, length) / Self.pageSize * Self.pageSize
        guard end > released else { return }
        _ = madvise(mapping + released, end - released, MADV_DONTNEED)
        released = end
    }

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
