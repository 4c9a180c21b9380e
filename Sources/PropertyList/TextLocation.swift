/// A place in a text file: the 1-based line and the 1-based column, counted in
/// UTF-8 bytes of the (decoded) text. The one location type of every reader in
/// the package: property lists (`.strings`, `.stringsdict`, `project.pbxproj`)
/// and String Catalogs.
///
/// ```swift
/// let place = TextLocation(line: 7, column: 21)
/// place.description   // "7:21"
/// ```
public struct TextLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column in UTF-8 bytes, from 1.
    public var column: Int

    /// Creates a location.
    ///
    /// - Parameters:
    ///   - line: The line, from 1.
    ///   - column: The column in UTF-8 bytes, from 1.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }

    /// Orders by line, then column.
    public static func < (lhs: TextLocation, rhs: TextLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
