/// Something in a catalog that is valid JSON and was read, but that Xcode would not
/// write: a `null` where a field is optional, or the same key twice with the same value.
///
/// Reading goes on; the catalog reads as Xcode would take it (the `null` as an absent
/// field, the duplicate once). ``StringCatalog/readWarnings`` lists them in file order.
///
/// ```swift
/// let catalog = try StringCatalog(contentsOf: url)
/// for warning in catalog.readWarnings { print(warning) }
/// // Widget/Localizable.xcstrings:5:18: warning: strings["Hello"].comment: `comment` is null;
/// //   read as if it were absent. Remove the field, or give it a value
/// ```
public struct CatalogWarning: Sendable, Equatable, CustomStringConvertible {
    /// The file as given (a path, or `<data>`).
    public var file: String
    /// Where it is: the `null`, or the second of the duplicate keys.
    public var location: StringCatalog.SourceLocation
    /// What was found.
    public var reason: Reason
    var pathComponents: [CatalogError.PathComponent] = []

    /// What was found.
    public enum Reason: Sendable, Equatable {
        /// An optional field (`comment`, `extractionState`, `version`, …) is `null`;
        /// it is read as absent.
        case nullValue(field: String)
        /// The same key twice in one object with equal values; `first` is where it
        /// first appeared. It is read once.
        case identicalDuplicateKey(String, first: StringCatalog.SourceLocation)
    }

    init(file: String, location: StringCatalog.SourceLocation, reason: Reason) {
        self.file = file
        self.location = location
        self.reason = reason
    }

    /// The JSON path of the value, such as `strings["Hello"].comment`; empty at the top level.
    public var jsonPath: String {
        var error = CatalogError(file: file, location: location, reason: .emptyFile)
        error.pathComponents = pathComponents
        return error.jsonPath
    }

    /// What was found and what to do, without the location.
    public var message: String {
        switch reason {
        case .nullValue(let field):
            "`\(field)` is null; read as if it were absent. Remove the field, or give it a value"
        case .identicalDuplicateKey(let key, let first):
            "duplicate key \(key.quotedForMessage) with the same value as at \(file):\(first.line):\(first.column); "
                + "read once. Remove one of them"
        }
    }

    /// `file:line:column: warning: path: message`, as compilers print it.
    public var description: String {
        let path = jsonPath
        return "\(file):\(location.line):\(location.column): warning: " + (path.isEmpty ? "" : path + ": ") + message
    }
}
