import ActivityLocalization

/// Xcode's key order: `compare(_:options: [.numeric, .caseInsensitive, .forcedOrdering])`
/// with the system (root) locale, which is what `JSONSerialization`'s `.sortedKeys`
/// uses.
///
/// Root collation with numeric ordering at tertiary strength orders by letters
/// (punctuation, symbols and emoji before digits before letters; `8` before `30`),
/// then accents, then case (lower first) — the case-insensitive comparison with its
/// forced tie-break. Strings that collate equal are ordered by UTF-16 code units,
/// with equal-valued digit runs shorter first (`1` before `01`). The tests check this
/// against Foundation pair by pair.
///
/// Version-dependent: characters that ICU 72 (Unicode 15.0) does not know yet
/// (emoji added in Unicode 15.1 and later) sort by code point here, where a newer
/// ICU gives them their real place; keys made of them may be ordered differently
/// from Xcode until the system ICU catches up.
///
/// The collation itself goes through ActivityLocalization's ``Backend``: ICU's
/// root collator (tailored) on the ICU backend, Foundation's compare on the
/// portable one. The tie-break below is shared.
final class CatalogKeyOrder: Sendable {
    static let shared = CatalogKeyOrder()

    private let backend: Backend

    /// - Parameter backend: The collation to use (tests compare both).
    init(backend: Backend = .current) {
        self.backend = backend
    }

    /// Whether `a` sorts before `b`.
    func areInIncreasingOrder(_ a: String, _ b: String) -> Bool {
        compare(a, b) < 0
    }

    /// -1, 0 or 1. 0 only for strings with the same UTF-16 code units.
    func compare(_ a: String, _ b: String) -> Int {
        if a == b, a.utf16.elementsEqual(b.utf16) { return 0 }
        if let order = Self.letterOrder(a, b) { return order }
        let collated = backend.collate(a, b)
        if collated != 0 { return Int(collated) }
        return Self.tieBreak(Array(a.utf16), Array(b.utf16))
    }

    /// The order of two strings made only of ASCII letters and `-` that differ other
    /// than in case, without the collator: the collation's first level decides it, where
    /// `-` (punctuation) comes before every letter, letters are in alphabetical order
    /// whatever their case, and a prefix comes first — the bytes' order once the letters
    /// are lowercased. A catalog's language codes (`en`, `en-GB`, `zh-Hans`) are such
    /// strings, and building the collator to sort them was most of the work of reading
    /// a project's languages. `nil` for any other pair.
    static func letterOrder(_ a: String, _ b: String) -> Int? {
        let order = a.utf8.withContiguousStorageIfAvailable { x in
            b.utf8.withContiguousStorageIfAvailable { y -> Int? in
                func folded(_ byte: UInt8) -> UInt8? {
                    switch byte {
                    case 0x61...0x7A, 0x2D: byte
                    case 0x41...0x5A: byte | 0x20
                    default: nil
                    }
                }
                var order = 0
                for index in 0..<Swift.max(x.count, y.count) {
                    let left = index < x.count ? folded(x[index]) : 0
                    let right = index < y.count ? folded(y[index]) : 0
                    guard let left, let right else { return nil }
                    if order == 0, left != right { order = left < right ? -1 : 1 }
                }
                return order == 0 ? nil : order
            }
        }
        // `nil` too for a string whose bytes are not contiguous (bridged).
        guard let read = order, let both = read else { return nil }
        return both
    }

    /// Orders strings that collate equal: by UTF-16 code units, except that runs of
    /// ASCII digits with the same value compare by length (`1` before `01`), as
    /// Foundation's forced ordering does.
    private static func tieBreak(_ a: [UInt16], _ b: [UInt16]) -> Int {
        func isDigit(_ unit: UInt16) -> Bool { unit >= 0x30 && unit <= 0x39 }
        var i = 0
        var j = 0
        while i < a.count, j < b.count {
            if isDigit(a[i]), isDigit(b[j]) {
                var endA = i
                var endB = j
                while endA < a.count, isDigit(a[endA]) { endA += 1 }
                while endB < b.count, isDigit(b[endB]) { endB += 1 }
                if endA - i != endB - j { return endA - i < endB - j ? -1 : 1 }
                for (x, y) in zip(a[i..<endA], b[j..<endB]) where x != y { return x < y ? -1 : 1 }
                (i, j) = (endA, endB)
                continue
            }
            if a[i] != b[j] { return a[i] < b[j] ? -1 : 1 }
            i += 1
            j += 1
        }
        return a.count - i == b.count - j ? 0 : (a.count - i < b.count - j ? -1 : 1)
    }

    /// Whether a sequence is already in order (the usual case for a file Xcode wrote).
    func isSorted<S: Sequence<String>>(_ strings: S) -> Bool {
        var previous: String?
        for string in strings {
            if let previous, compare(previous, string) > 0 { return false }
            previous = string
        }
        return true
    }

    func sorted(_ strings: [String]) -> [String] {
        isSorted(strings) ? strings : strings.sorted(by: areInIncreasingOrder)
    }
}

/// Ranks of the keys of small objects (languages, plural categories, devices,
/// field names), so that a writer sorts 600 000 localisations by integer rank and
/// collates only each distinct key once. Past 4 096 distinct keys (many distinct
/// substitution names) it collates directly instead, so ranking never goes quadratic.
struct KeyRanks {
    private var vocabulary: [String] = []
    private var ranks: [String: Int] = [:]
    private static let limit = 4096

    /// `keys` in Xcode's order.
    mutating func sorted(_ keys: some Collection<String>) -> [String] {
        sortedPairs(keys.map { ($0, ()) }).map(\.0)
    }

    /// A dictionary's entries in Xcode's key order.
    mutating func sorted<Value>(_ dictionary: [String: Value]) -> [(String, Value)] {
        sortedPairs(dictionary.map { ($0.key, $0.value) })
    }

    private mutating func sortedPairs<Value>(_ pairs: [(String, Value)]) -> [(String, Value)] {
        let order = CatalogKeyOrder.shared
        if pairs.count < 2 { return pairs }
        guard vocabulary.count < Self.limit else {
            return pairs.sorted { order.areInIncreasingOrder($0.0, $1.0) }
        }
        var ranked: [(rank: Int, pair: (String, Value))] = []
        ranked.reserveCapacity(pairs.count)
        var added = false
        for pair in pairs {
            if let rank = ranks[pair.0] {
                ranked.append((rank, pair))
                continue
            }
            var low = 0
            var high = vocabulary.count
            while low < high {
                let middle = (low + high) / 2
                if order.compare(vocabulary[middle], pair.0) < 0 { low = middle + 1 } else { high = middle }
            }
            vocabulary.insert(pair.0, at: low)
            ranks[pair.0] = -1
            added = true
            ranked.append((-1, pair))
        }
        if added {
            for (rank, key) in vocabulary.enumerated() { ranks[key] = rank }
            // Inserting shifted the ranks of later keys: look every key up again.
            for index in ranked.indices { ranked[index].rank = ranks[ranked[index].pair.0]! }
        }
        ranked.sort { $0.rank < $1.rank }
        return ranked.map(\.pair)
    }
}
