#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How a file name's bytes travel in a Swift `String`: Linux file names are bytes,
/// and a `String` cannot hold bytes that are not UTF-8.
///
/// Each byte that is not part of well-formed UTF-8 is carried as one code point of
/// a reserved range, U+10FF80–U+10FFFF (byte 0x80 + *n* is U+10FF80 + *n*, in the
/// last private-use plane), and turned back into that byte wherever the tool
/// hands a path to the file system (``Swift/String/fileSystemPath``). Bytes that
/// happen to be the UTF-8 of a reserved code point are carried the same way, byte
/// by byte, so every name comes back exactly as it was read:
///
/// ```swift
/// let name = FileSystemName.decoding([0x57, 0xFF] + Array(".xcstrings".utf8))  // "W\u{10FFFF}.xcstrings"
/// name.fileSystemPath.dropLast().map(UInt8.init(bitPattern:))                      // [0x57, 0xFF, 0x2E, …]
/// FileSystemName.displayed(name)                                                  // "W\\xFF.xcstrings"
/// ```
///
/// Messages and reports show a carried byte as `\xNN` (``displayed(_:)``). Apple
/// file systems take only UTF-8 names, so there this never happens.
package enum FileSystemName {
    /// The code point that carries byte 0x80 (`first + n` carries 0x80 + *n*).
    static let first: UInt32 = 0x10FF80

    /// Whether `scalar` carries a byte of a file name that is not UTF-8.
    package static func carriesByte(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= first
    }

    /// `bytes` (a path or a name read from the file system) as a string: well-formed
    /// UTF-8 as it reads, every other byte as its reserved code point.
    ///
    /// - Complexity: O(*n*) in the number of bytes.
    package static func decoding(_ bytes: some Collection<UInt8>) -> String {
        let bytes = Array(bytes)
        if !bytes.contains(where: { $0 >= 0x80 }) { return String(decoding: bytes, as: UTF8.self) }  // ASCII
        var result = String.UnicodeScalarView()
        var index = 0
        while index < bytes.count {
            if let (scalar, length) = scalar(in: bytes, at: index), !carriesByte(scalar) {
                result.append(scalar)
                index += length
            } else {
                result.append(Unicode.Scalar(first + UInt32(bytes[index]) - 0x80)!)
                index += 1
            }
        }
        return String(result)
    }

    /// The well-formed UTF-8 sequence at `index` (Unicode Table 3-7) and its
    /// length, or `nil` when the byte there does not start one.
    private static func scalar(in bytes: [UInt8], at index: Int) -> (Unicode.Scalar, Int)? {
        let lead = bytes[index]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        let length: Int
        let secondRange: ClosedRange<UInt8>
        switch lead {
        case 0xC2...0xDF: (length, secondRange) = (2, 0x80...0xBF)
        case 0xE0: (length, secondRange) = (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (length, secondRange) = (3, 0x80...0xBF)
        case 0xED: (length, secondRange) = (3, 0x80...0x9F)
        case 0xF0: (length, secondRange) = (4, 0x90...0xBF)
        case 0xF1...0xF3: (length, secondRange) = (4, 0x80...0xBF)
        case 0xF4: (length, secondRange) = (4, 0x80...0x8F)
        default: return nil
        }
        guard index + length <= bytes.count, secondRange.contains(bytes[index + 1]) else { return nil }
        for offset in 2..<max(2, length) where !(0x80...0xBF).contains(bytes[index + offset]) { return nil }
        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        return Unicode.Scalar(value).map { ($0, length) }
    }

    /// The bytes `text` stands for on the file system: each reserved code point as
    /// its byte, everything else as UTF-8.
    package static func bytes(_ text: String) -> [UInt8] {
        guard text.unicodeScalars.contains(where: carriesByte) else { return Array(text.utf8) }
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if carriesByte(scalar) {
                result.append(UInt8(scalar.value - first + 0x80))
            } else {
                result.append(contentsOf: String(scalar).utf8)
            }
        }
        return result
    }

    /// `text` for a person to read: each reserved code point as `\xNN` (`W\xFF.xcstrings`).
    ///
    /// - Parameter text: A message, a path or a whole report.
    /// - Parameter backslash: How the backslash is written: `"\\\\"` inside JSON strings.
    package static func displayed(_ text: String, backslash: String = "\\") -> String {
        guard text.unicodeScalars.contains(where: carriesByte) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if carriesByte(scalar) {
                result += backslash + "x" + String(scalar.value - first + 0x80, radix: 16, uppercase: true)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The current directory (`getcwd`), or `nil` when it cannot be named.
    package static func currentDirectory() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        return decoding(buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) })
    }

    /// What `realpath(3)` makes of `path`, or `nil` (`errno` says why).
    package static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path.fileSystemPath, nil) else { return nil }
        defer { free(resolved) }
        return decoding(UnsafeBufferPointer(start: resolved, count: strlen(resolved)).map { UInt8(bitPattern: $0) })
    }

    /// Whether `path` names something (`stat`, links followed), and whether that is a folder.
    package static func exists(_ path: String, isDirectory: UnsafeMutablePointer<Bool>? = nil) -> Bool {
        var information = stat()
        guard stat(path.fileSystemPath, &information) == 0 else { return false }
        isDirectory?.pointee = information.st_mode & S_IFMT == S_IFDIR
        return true
    }

    /// The whole contents of the file at `path`, or `nil` when it cannot be opened
    /// or read (`errno` says why). A FIFO is opened without waiting for a writer.
    package static func contents(of path: String) -> [UInt8]? {
        let descriptor = open(path.fileSystemPath, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var information = stat()
        var result: [UInt8] = []
        if fstat(descriptor, &information) == 0, information.st_mode & S_IFMT == S_IFREG, information.st_size > 0 {
            // A regular file: read straight into an array of its size.
            let size = Int(information.st_size)
            var failed = false
            result = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
                while count < size {
                    let got = read(descriptor, buffer.baseAddress! + count, size - count)
                    if got > 0 {
                        count += got
                    } else if got == 0 || errno != EINTR {
                        failed = got < 0
                        return
                    }
                }
            }
            if failed { return nil }
            if result.count < size { return result }  // became shorter while read: what is there
        }
        // Then to the end (a file that grew, a pseudo-file that said 0), in chunks of a
        // buffer that is not zeroed first: for most files this is one read that finds
        // the end, and zeroing 64 KiB for it cost more than reading the file.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1 << 16) { chunk -> [UInt8]? in
            while true {
                let count = read(descriptor, chunk.baseAddress, chunk.count)
                if count > 0 {
                    result.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[0..<count]))
                } else if count == 0 {
                    return result
                } else if errno != EINTR {
                    return nil
                }
            }
        }
    }

    /// The names in the folder at `path` (without `.` and `..`), in the order
    /// `readdir` gives them, or `nil` when it cannot be opened as a folder.
    package static func names(inDirectory path: String) -> [String]? {
        guard let stream = opendir(path.fileSystemPath) else { return nil }
        defer { closedir(stream) }
        var result: [String] = []
        while let entry = readdir(stream) {
            let name = entryName(entry)
            if name != ".", name != ".." { result.append(name) }
        }
        return result
    }

    /// The name of a `readdir` entry, its bytes carried as ``decoding(_:)`` does.
    package static func entryName(_ entry: UnsafeMutablePointer<dirent>) -> String {
        withUnsafePointer(to: entry.pointee.d_name) { pointer in
            pointer.withMemoryRebound(to: UInt8.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
                decoding(UnsafeBufferPointer(start: $0, count: strlen(UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))))
            }
        }
    }
}

extension String {
    /// The NUL-terminated bytes this path stands for on the file system, for a POSIX
    /// call (`open(path.fileSystemPath, O_RDONLY)`): see ``FileSystemName``.
    package var fileSystemPath: [CChar] {
        FileSystemName.bytes(self).map { CChar(bitPattern: $0) } + [0]
    }
}
