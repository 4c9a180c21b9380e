/// A small map from language code to what the audit knows about the language, for
/// the audit's inner loop, which looks a language up for every localization.
///
/// A catalog has a few dozen languages. A `Dictionary` lookup seeds and finalises
/// SipHash for each of them, which cost more than the rest of the lookup; here the
/// code's bytes are hashed with FNV-1a and the stored code compared with `==`. Two
/// spellings that Swift deems equal but whose bytes differ may get a slot each, so
/// their values must be equal (as values found by a `Dictionary` or `Set` lookup
/// are). The table only grows: codes are never removed.
struct LanguageTable<Value> {
    /// Per bucket, the index of its code in `codes` plus one; 0 is empty.
    private var buckets: [Int32]
    private var codes: [String] = []
    private var values: [Value] = []

    /// A table with room for `capacity` languages before it grows.
    init(capacity: Int = 32) {
        var size = 8
        while size < capacity * 2 { size *= 2 }
        buckets = Array(repeating: 0, count: size)
    }

    /// The slot of `language`, or `nil` when it is not in the table.
    func slot(of language: String) -> Int? {
        let mask = buckets.count - 1
        var bucket = Self.hash(language) & mask
        while true {
            let stored = Int(buckets[bucket])
            if stored == 0 { return nil }
            if codes[stored - 1] == language { return stored - 1 }
            bucket = (bucket + 1) & mask
        }
    }

    /// Adds `language`, which is not in the table, with its value; returns its slot.
    mutating func insert(_ language: String, _ value: Value) -> Int {
        let slot = codes.count
        codes.append(language)
        values.append(value)
        if codes.count * 2 > buckets.count {
            grow()
        } else {
            place(slot)
        }
        return slot
    }

    /// The value in a slot that ``slot(of:)`` or ``insert(_:_:)`` returned, read
    /// and changed in place.
    subscript(slot: Int) -> Value {
        _read { yield values[slot] }
        _modify { yield &values[slot] }
    }

    private mutating func grow() {
        buckets = Array(repeating: 0, count: buckets.count * 2)
        for slot in codes.indices { place(slot) }
    }

    /// Puts the code in `slot` into the first free bucket from its hash on.
    private mutating func place(_ slot: Int) {
        let mask = buckets.count - 1
        var bucket = Self.hash(codes[slot]) & mask
        while buckets[bucket] != 0 { bucket = (bucket + 1) & mask }
        buckets[bucket] = Int32(slot + 1)
    }

    /// FNV-1a over the code's UTF-8 bytes, read in place.
    private static func hash(_ code: String) -> Int {
        func fnv1a<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Int {
            var hash: UInt32 = 2_166_136_261
            for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
            return Int(hash)
        }
        return code.utf8.withContiguousStorageIfAvailable(fnv1a) ?? fnv1a(code.utf8)
    }
}

extension LanguageTable: Sendable where Value: Sendable {}
