/// A fixed set of ASCII words, for the checks the scanner and the code rules make
/// of every identifier token (`struct`, `func`, `if` …).
///
/// A `Set<String>` lookup seeds and finalises SipHash for each token, which cost
/// more than the rest of its handling. Here most words are turned away by their
/// length in bytes; the others are looked up by FNV-1a over their bytes and
/// compared with `==`. A word that is not ASCII (which `==` may still find equal to
/// an ASCII word, `K` U+212A to `K`) is looked up in a `Set` as before.
struct KeywordSet: Sendable, ExpressibleByArrayLiteral {
    private let words: [String]
    private let set: Set<String>
    /// Per bucket, the index of its word in `words` plus one; 0 is empty.
    private let buckets: [Int32]
    /// Bit *n* is set when a word has *n* bytes.
    private let lengths: UInt64

    init(arrayLiteral elements: String...) {
        self.init(elements)
    }

    init(_ elements: [String]) {
        precondition(elements.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } && $0.utf8.count < 64 })
        set = Set(elements)
        words = Array(set)
        var size = 8
        while size < words.count * 2 { size *= 2 }
        var buckets = [Int32](repeating: 0, count: size)
        var lengths: UInt64 = 0
        for (index, word) in words.enumerated() {
            lengths |= 1 << UInt64(word.utf8.count)
            var bucket = Self.hash(word.utf8) & (size - 1)
            while buckets[bucket] != 0 { bucket = (bucket + 1) & (size - 1) }
            buckets[bucket] = Int32(index + 1)
        }
        self.buckets = buckets
        self.lengths = lengths
    }

    func contains(_ word: String) -> Bool {
        // A native or small string's bytes are read in place: iterating `utf8` to find
        // whether it is ASCII took more than the rest of the lookup.
        let found = word.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            var combined: UInt8 = 0
            for byte in bytes { combined |= byte }
            guard combined < 0x80 else { return nil }
            return containsASCII(bytes, word)
        }
        switch found {
        case .some(.some(let isMember)): return isMember
        case .some(.none): return set.contains(word)
        case .none:  // a bridged string
            guard word.utf8.allSatisfy({ $0 < 0x80 }) else { return set.contains(word) }
            return Array(word.utf8).withUnsafeBufferPointer { containsASCII($0, word) }
        }
    }

    /// The lookup of an ASCII `word` whose bytes are `bytes`.
    private func containsASCII(_ bytes: UnsafeBufferPointer<UInt8>, _ word: String) -> Bool {
        let count = bytes.count
        guard count < 64, lengths & (1 << UInt64(count)) != 0 else { return false }
        let mask = buckets.count - 1
        var bucket = Self.fnv1a(bytes) & mask
        while true {
            let stored = Int(buckets[bucket])
            if stored == 0 { return false }
            if words[stored - 1] == word { return true }
            bucket = (bucket + 1) & mask
        }
    }

    /// FNV-1a over the bytes.
    private static func hash(_ bytes: String.UTF8View) -> Int {
        bytes.withContiguousStorageIfAvailable(fnv1a) ?? fnv1a(Array(bytes))
    }

    private static func fnv1a<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Int {
        var hash: UInt32 = 2_166_136_261
        for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return Int(hash)
    }
}
