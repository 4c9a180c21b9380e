import Foundation
import XCStrings
import XcodeProject

/// Which keys of an app's tables the project's files write, even in part: a
/// key no file writes is looked up by no code (a leftover entry), so its
/// translations are never formatted, and a format defect in them never shows.
///
/// A key is written when each piece of its text between its format specifiers
/// (``pieces(of:)``) occurs in some file: as a whole
/// (`NSLocalizedString(@"%@ of %@", …)`, `"instance.list.posts-%@"`), or with
/// its specifiers made from interpolations (`Text("\(done) of \(total)")` is the
/// key `%lld of %lld`), or assembled (`"status_\(name)_title"` writes
/// `status_%@_title`). Piece by piece is a wide net on purpose: a key that might
/// be looked up keeps its findings.
///
/// ```swift
/// let written = WrittenKeys(files: [source])   // source holds `Text("\(n) nodes")`
/// written.writes(["%lld nodes", "%@ Channels?"])  // ["%lld nodes"]
/// ```
struct WrittenKeys {
    /// Each file's bytes.
    private let files: [[UInt8]]

    /// Reads the files, on all cores; one that cannot be read writes nothing.
    ///
    /// - Parameter files: The files a key may be written in: every source,
    ///   Interface Builder document and linked package file of the project's
    ///   targets (not their string tables, which hold every key).
    init(files: [String]) {
        let paths = Set(files).sorted()
        let read = ConcurrentSlots<[UInt8]>(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            read.set(index, (try? XcodeProject.readFile(paths[index])) ?? [])
        }
        self.files = paths.indices.map(read.take)
    }

    /// The pieces of `key` a file that writes it holds: its text between format
    /// specifiers (and `%%`), cut where a source literal escapes a character (a
    /// quote, a backslash, a line break, a tab) or may spell it another way (a
    /// byte outside ASCII, which Objective-C may write as `\U2026`), trimmed of
    /// spaces; pieces of three bytes or fewer say too little and are left out.
    ///
    /// ```swift
    /// WrittenKeys.pieces(of: "%@ Channels?")           // ["Channels?"]
    /// WrittenKeys.pieces(of: "Retrying (attempt %@)")  // ["Retrying (attempt"]
    /// ```
    static func pieces(of key: String) -> [[UInt8]] {
        var pieces: [[UInt8]] = []
        var piece: [UInt8] = []
        func finish() {
            let trimmed = piece.drop { $0 == 0x20 }.reversed().drop { $0 == 0x20 }.reversed()
            if trimmed.count > 3 { pieces.append(Array(trimmed)) }
            piece.removeAll(keepingCapacity: true)
        }
        for segment in FormatString(key).segments {
            guard case .literal(let text) = segment else { continue }
            for byte in text.utf8 {
                if byte >= 0x80 || byte == 0x22 || byte == 0x5C || byte == 0x0A || byte == 0x0D || byte == 0x09 {
                    finish()
                } else {
                    piece.append(byte)
                }
            }
            finish()
        }
        return pieces
    }

    /// The keys of `keys` the files write (``WrittenKeys``).
    ///
    /// - Complexity: O(*n* + *m*) in the length of the files and of the keys'
    ///   pieces, in one pass over the files for all the keys.
    func writes(_ keys: some Sequence<String>) -> Set<String> {
        let keys = Array(Set(keys))
        let needles = Needles(keys.map(Self.pieces(of:)))
        // The files in as many runs as there are cores, each run's finds kept apart.
        let files = files, runs = min(files.count, ProcessInfo.processInfo.activeProcessorCount)
        let finds = ConcurrentSlots<[Bool]>(count: runs)
        DispatchQueue.concurrentPerform(iterations: runs) { run in
            var found = [Bool](repeating: false, count: needles.pieces.count)
            for file in stride(from: run, to: files.count, by: runs) {
                files[file].withUnsafeBufferPointer { needles.find(in: $0, into: &found) }
            }
            finds.set(run, found)
        }
        var found = [Bool](repeating: false, count: needles.pieces.count)
        for run in 0..<runs {
            for (index, piece) in finds.take(run).enumerated() where piece { found[index] = true }
        }
        return Set(keys.indices.filter { needles.piecesOfKey[$0].allSatisfy { found[$0] } }.map { keys[$0] })
    }

    /// Every piece of some keys once, found by its first four bytes: a window of
    /// four bytes of a file is looked up in a table of 2^16 bits before any piece
    /// is compared.
    private struct Needles {
        /// The pieces, each once.
        var pieces: [[UInt8]] = []
        /// Per key, the indices of its pieces in ``pieces``.
        var piecesOfKey: [[Int]] = []
        /// The pieces by their first four bytes (``head(_:at:)``).
        var byHead: [UInt32: [Int]] = [:]
        /// A bit per ``slot(_:)`` of each piece's head.
        var filter = [UInt64](repeating: 0, count: 1 << 10)

        init(_ keys: [[[UInt8]]]) {
            var indexOfPiece: [[UInt8]: Int] = [:]
            for keyPieces in keys {
                piecesOfKey.append(keyPieces.map { piece in
                    if let known = indexOfPiece[piece] { return known }
                    let index = pieces.count
                    indexOfPiece[piece] = index
                    pieces.append(piece)
                    let value = piece.withUnsafeBufferPointer { Self.head($0, at: 0) }
                    byHead[value, default: []].append(index)
                    filter[Self.slot(value) >> 6] |= 1 << UInt64(Self.slot(value) & 63)
                    return index
                })
            }
        }

        /// Marks in `found` the pieces `bytes` holds; stops once every piece is found.
        func find(in bytes: UnsafeBufferPointer<UInt8>, into found: inout [Bool]) {
            guard bytes.count >= 4, found.contains(false) else { return }
            var left = found.lazy.filter { !$0 }.count
            for start in 0...(bytes.count - 4) {
                let value = Self.head(bytes, at: start), slot = Self.slot(value)
                guard filter[slot >> 6] & (1 << UInt64(slot & 63)) != 0, let candidates = byHead[value] else { continue }
                for index in candidates where !found[index] {
                    let piece = pieces[index]
                    guard start + piece.count <= bytes.count,
                          bytes[start..<(start + piece.count)].elementsEqual(piece) else { continue }
                    found[index] = true
                    left -= 1
                }
                if left == 0 { return }
            }
        }

        /// The four bytes at `index`, as one number.
        private static func head(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt32 {
            UInt32(bytes[index]) | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2]) << 16
                | UInt32(bytes[index + 3]) << 24
        }

        /// The bit of `head` in a table of 2^16 bits.
        private static func slot(_ head: UInt32) -> Int { Int((head &* 0x9E37_79B1) >> 16) }
    }
}
