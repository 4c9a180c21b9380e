/// Why a legacy string table (`.strings` or `.stringsdict`) could not be read:
/// what is wrong, in which file, at which line and column, and what to do.
///
/// ```swift
/// // Widget/ar.lproj/Localizable.strings:7:21: error: expected `;` after the value of "Hold"
/// ```
public struct LegacyTableError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file as given.
    public var file: String
    /// Where in it, when known (UTF-8 bytes of the decoded text for the column).
    public var location: StringCatalog.SourceLocation?
    /// What is wrong and what to do.
    public var message: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - file: The file concerned.
    ///   - location: Where in it, when known.
    ///   - message: What is wrong and what to do.
    public init(file: String, location: StringCatalog.SourceLocation? = nil, message: String) {
        self.file = file
        self.location = location
        self.message = message
    }

    /// `file:line:column: error: message`, as compilers print it.
    public var description: String {
        let place = location.map { "\(file):\($0.line):\($0.column)" } ?? file
        return "\(place): error: \(message)"
    }
}
