/// Why a property list (a `.strings` or `.stringsdict` table, a `project.pbxproj`)
/// or what it describes could not be read: what is wrong, in which file, at which
/// line and column, and what to do.
///
/// ```swift
/// // Widget/ar.lproj/Localizable.strings:7:21: error: unexpected `"`, expected `;` after the value of "Hold"
/// ```
public struct PropertyListError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file as given.
    public var file: String
    /// Where in it, when known.
    public var location: TextLocation?
    /// What is wrong and what to do.
    public var message: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - file: The file concerned.
    ///   - location: Where in it, when known.
    ///   - message: What is wrong and what to do.
    public init(file: String, location: TextLocation? = nil, message: String) {
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

/// Something in a property list that was read, but that its format does not
/// have: reading went on as if it were not there.
///
/// ```swift
/// // en.lproj/Widgets.strings:3:17: warning: `;` with no key before it (an empty statement); …
/// ```
public struct PropertyListWarning: Sendable, Hashable, CustomStringConvertible {
    /// The file as given.
    public var file: String
    /// Where it is.
    public var location: TextLocation
    /// What was found, how it was read and what to do.
    public var message: String

    /// Creates a warning.
    ///
    /// - Parameters:
    ///   - file: The file concerned.
    ///   - location: Where in it.
    ///   - message: What was found, how it was read and what to do.
    public init(file: String, location: TextLocation, message: String) {
        self.file = file
        self.location = location
        self.message = message
    }

    /// `file:line:column: warning: message`, as compilers print it.
    public var description: String { "\(file):\(location.line):\(location.column): warning: \(message)" }
}
