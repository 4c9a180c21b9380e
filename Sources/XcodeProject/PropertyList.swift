/// A value of an old-style (OpenStep) property list, as `project.pbxproj` holds
/// them, with the place it was read from.
///
/// ```swift
/// let root = try OpenStepPropertyListReader.read(Array("{ a = (b, \"c d\"); }".utf8), file: "x")
/// root["a"]?.array?.map(\.string)   // ["b", "c d"]
/// root["a"]?.location               // 1:7
/// ```
package struct PropertyListNode: Sendable {
    /// The kinds of value the format has.
    package enum Value: Sendable {
        /// A quoted or bare string (numbers and identifiers are bare strings).
        case string(String)
        /// `<0fbd 7a>`: bytes written in hexadecimal.
        case data([UInt8])
        /// `( … )`.
        case array([PropertyListNode])
        /// `{ key = value; … }`, in file order.
        case dictionary(PropertyListDictionary)
    }

    /// The value.
    package var value: Value
    /// Where the value starts in the file.
    package var location: ProjectSourceLocation

    /// Creates a node.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - location: Where it starts.
    package init(_ value: Value, at location: ProjectSourceLocation) {
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

    /// The value for `key` when this is a dictionary.
    package subscript(key: String) -> PropertyListNode? {
        dictionary?[key]
    }

    /// The kind of value, for messages: `a string`, `an array`, …
    package var kindDescription: String {
        switch value {
        case .string: "a string"
        case .data: "data"
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
    private var entries: [(name: String, location: ProjectSourceLocation, value: PropertyListNode)] = []
    private var index: [String: Int]?

    /// Up to this many members are searched in order.
    private static let linearLimit = 12

    /// An empty dictionary.
    package init() {}

    /// The number of members.
    package var count: Int { entries.count }

    /// The keys in file order, each with where it was written.
    package var keys: [(name: String, location: ProjectSourceLocation)] {
        entries.map { ($0.name, $0.location) }
    }

    /// The value for `key`, or `nil`.
    ///
    /// - Complexity: O(1) on average.
    package subscript(key: String) -> PropertyListNode? {
        position(of: key).map { entries[$0].value }
    }

    private func position(of key: String) -> Int? {
        if let index { return index[key] }
        return entries.firstIndex { $0.name == key }
    }

    /// Adds a member; returns where the key was first written when it is already there.
    mutating func insert(_ value: PropertyListNode, forKey key: String,
                         at location: ProjectSourceLocation) -> ProjectSourceLocation? {
        if let existing = position(of: key) { return entries[existing].location }
        entries.append((key, location, value))
        if index != nil {
            index![key] = entries.count - 1
        } else if entries.count > Self.linearLimit {
            var built: [String: Int] = [:]
            built.reserveCapacity(entries.count * 2)
            for (position, entry) in entries.enumerated() { built[entry.name] = position }
            index = built
        }
        return nil
    }

    /// The members in file order.
    package var members: [(key: String, value: PropertyListNode)] {
        entries.map { ($0.name, $0.value) }
    }
}

/// A place in a project file: 1-based line and 1-based column in UTF-8 bytes.
package struct ProjectSourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The line, from 1.
    package var line: Int
    /// The column in UTF-8 bytes, from 1.
    package var column: Int

    /// Creates a location.
    ///
    /// - Parameters:
    ///   - line: The line, from 1.
    ///   - column: The column in UTF-8 bytes, from 1.
    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`.
    package var description: String { "\(line):\(column)" }

    /// Orders by line, then column.
    package static func < (lhs: ProjectSourceLocation, rhs: ProjectSourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
