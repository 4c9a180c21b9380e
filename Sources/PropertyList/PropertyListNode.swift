/// A value of a property list, old-style (OpenStep) or XML, with the place it was
/// read from.
///
/// ```swift
/// let root = try PropertyListReader.read(Array("{ a = (b, \"c d\"); }".utf8), file: "x")
/// root["a"]?.array?.map(\.string)   // ["b", "c d"]
/// root["a"]?.location               // 1:7
/// ```
package struct PropertyListNode: Sendable {
    /// The kinds of value the formats have.
    package enum Value: Sendable {
        /// A string: quoted or bare in the old style (numbers and identifiers are
        /// bare strings there), `<string>` in XML.
        case string(String)
        /// `<0fbd 7a>` in the old style: bytes written in hexadecimal.
        case data([UInt8])
        /// An XML `<integer>`, `<real>`, `<date>`, `<data>`, `<true/>` or `<false/>`:
        /// the element name and its text, kept as written.
        case scalar(element: String, text: String)
        /// `( … )`, `<array>`.
        case array([PropertyListNode])
        /// `{ key = value; … }`, `<dict>`, in file order.
        case dictionary(PropertyListDictionary)
    }

    /// The value.
    package var value: Value
    /// Where the value starts in the file.
    package var location: TextLocation

    /// Creates a node.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - location: Where it starts.
    package init(_ value: Value, at location: TextLocation) {
        self.value = value
        self.location = location
    }

    /// The string, or `nil` for another kind of value.
    package var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// The elements, or `nil` when this is not an array.
    package var array: [PropertyListNode]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    /// The dictionary, or `nil` when this is not one.
    package var dictionary: PropertyListDictionary? {
        if case .dictionary(let dictionary) = value { return dictionary }
        return nil
    }

    /// The members of a dictionary in file order, or `nil` when this is not one.
    package var members: [PropertyListDictionary.Member]? {
        dictionary?.members
    }

    /// The value for `key` when this is a dictionary.
    package subscript(key: String) -> PropertyListNode? {
        dictionary?[key]
    }

    /// Whether two values are the same, wherever each was written.
    ///
    /// - Complexity: O(*n*) in the size of the smaller value.
    package func hasSameValue(as other: PropertyListNode) -> Bool {
        switch (value, other.value) {
        case let (.string(left), .string(right)): return left == right
        case let (.data(left), .data(right)): return left == right
        case let (.scalar(leftElement, leftText), .scalar(rightElement, rightText)):
            return leftElement == rightElement && leftText == rightText
        case let (.array(left), .array(right)):
            return left.count == right.count && zip(left, right).allSatisfy { $0.hasSameValue(as: $1) }
        case let (.dictionary(left), .dictionary(right)):
            return left.count == right.count && left.members.allSatisfy { member in
                right[member.key].map { member.value.hasSameValue(as: $0) } ?? false
            }
        default:
            return false
        }
    }

    /// The kind of value, for messages: `a string`, `an array`, `<integer>`, …
    package var kindDescription: String {
        switch value {
        case .string: "a string"
        case .data: "data"
        case .scalar(let element, _): "<\(element)>"
        case .array: "an array"
        case .dictionary: "a dictionary"
        }
    }
}

/// The members of a property-list dictionary in file order, looked up by key.
///
/// Nearly every dictionary of a project file is an object of a few members, and
/// one (`objects`) has tens of thousands: small ones are searched in order, and
/// only a large one builds a hash index.
package struct PropertyListDictionary: Sendable {
    /// One `key = value;` (or `<key>` and its value), with where the key was written.
    package typealias Member = (key: String, keyLocation: TextLocation, value: PropertyListNode)

    private var entries: [Member] = []
    private var index: [String: Int]?

    /// Up to this many members are searched in order.
    private static let linearLimit = 12

    /// An empty dictionary.
    package init() {}

    /// The number of members.
    package var count: Int { entries.count }

    /// The members in file order.
    package var members: [Member] { entries }

    /// The value for `key`, or `nil`.
    ///
    /// - Complexity: O(1) on average.
    package subscript(key: String) -> PropertyListNode? {
        position(of: key).map { entries[$0].value }
    }

    private func position(of key: String) -> Int? {
        if let index { return index[key] }
        return entries.firstIndex { $0.key == key }
    }

    /// Adds a member; returns where the key was first written when it is already there.
    mutating func insert(_ value: PropertyListNode, forKey key: String, at location: TextLocation) -> TextLocation? {
        if let existing = position(of: key) { return entries[existing].keyLocation }
        entries.append((key, location, value))
        if index != nil {
            index![key] = entries.count - 1
        } else if entries.count > Self.linearLimit {
            var built: [String: Int] = [:]
            built.reserveCapacity(entries.count * 2)
            for (position, entry) in entries.enumerated() { built[entry.key] = position }
            index = built
        }
        return nil
    }

    /// Replaces the value of a member that is there, keeping its place in the order.
    mutating func replace(_ key: String, with value: PropertyListNode, at location: TextLocation) {
        guard let existing = position(of: key) else { return }
        entries[existing] = (key, location, value)
    }
}
