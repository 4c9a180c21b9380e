/// A file the audit cannot read or parse (exit status 2).
///
/// Its description names the file, the line and column when known, what is
/// wrong and what to do:
/// `Widget/Localizable.xcstrings:12:5: expected ':' after an object key`.
package struct AuditInputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file concerned.
    package var path: String
    /// 1-based line, when known.
    package var line: Int?
    /// 1-based column, when known.
    package var column: Int?
    /// What is wrong and what to do.
    package var message: String
    /// Further files that failed in the same step (project mode reads every table
    /// before it stops, so that one run shows every broken file), each reported
    /// on its own: a line, a JSON error, a SARIF notification.
    package var followingErrors: [AuditInputError] = []

    /// Creates an input error.
    ///
    /// - Parameters:
    ///   - path: The file concerned.
    ///   - line: 1-based line, when known.
    ///   - column: 1-based column, when known.
    ///   - message: What is wrong and what to do; a quoted value longer than 60
    ///     characters is cut (``Swift/String/cuttingLongQuotedValues``).
    package init(path: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message.cuttingLongQuotedValues
    }

    /// `path: message`, or `path:line:column: message` (the path as
    /// ``Swift/String/shownAsPath`` shows it).
    /// The ``followingErrors`` follow, each on its own `xcstrings-audit: error:` line.
    package var description: String {
        let place = line.map { "\(path.shownAsPath):\($0):\(column ?? 1)" } ?? path.shownAsPath
        return "\(place): \(message)" + followingErrors.map { "\nxcstrings-audit: error: \($0)" }.joined()
    }
}
