/// A legacy `.strings` table in the old-style syntax: the members of a dictionary
/// (`"key" = "value";`), with or without the braces around them, where a key
/// alone (`"OK";`) is its own value, a key may be given twice, and the comment
/// before a pair is kept for it.
package struct StringsTableStatement: Sendable {
    /// The comment before a statement: its text between the delimiters.
    package struct Comment: Sendable, Equatable {
        /// The text, untrimmed.
        package var text: String
        /// Whether it is a `//` comment (else `/* */`).
        package var isLineComment: Bool
    }

    /// The key.
    package var key: String
    /// Where the key starts.
    package var keyLocation: TextLocation
    /// The value; for a key alone, the key as a string at the key's place.
    package var value: PropertyListNode
    /// The last comment between the previous statement and this one.
    package var comment: Comment?
}

extension PropertyListReader {
    /// Reads a strings table in the old-style syntax.
    ///
    /// ```swift
    /// let table = try PropertyListReader.readStringsTable(Array("/* Title */ \"Hold\" = \"انتظر\";;".utf8), file: "ar.strings")
    /// table.statements[0].key            // "Hold"
    /// table.statements[0].comment?.text  // " Title "
    /// table.warnings[0].location         // 1:35 (the second `;`)
    /// ```
    ///
    /// - Parameters:
    ///   - bytes: The decoded text, UTF-8.
    ///   - file: The name used in errors and warnings.
    ///   - keepingComments: Whether each statement's comment is kept (`false`: every
    ///     ``StringsTableStatement/comment`` is `nil`, for a reader that needs none).
    /// - Returns: Every statement in file order (a key given twice twice), and
    ///   warnings for empty statements (a `;` where a key should be), which are
    ///   read past, and for a byte that cannot start a key after a statement,
    ///   where the table ends as Foundation reads it.
    /// - Throws: ``PropertyListError`` at the first place that is not a strings
    ///   table (and that Foundation does not read past).
    /// - Complexity: O(*n*) in the size of `bytes`.
    package static func readStringsTable(_ bytes: [UInt8], file: String, keepingComments: Bool = true) throws(PropertyListError)
        -> (statements: [StringsTableStatement], warnings: [PropertyListWarning]) {
        try reading(bytes, file: file) { (reader: inout PropertyListReader) throws(PropertyListError) in
            reader.keepsComments = keepingComments
            let statements = try reader.readStringsTableStatements()
            return (statements, reader.warnings)
        }
    }

    private mutating func readStringsTableStatements() throws(PropertyListError) -> [StringsTableStatement] {
        var statements: [StringsTableStatement] = []
        try skipTrivia()
        let start = here
        let braced = position < bytes.count && bytes[position] == UInt8(ascii: "{")
        if braced { position += 1 }
        while true {
            try skipTrivia()
            guard position < bytes.count else {
                if braced { throw endOfFile(expected: "`}` to close the dictionary opened at \(start)") }
                return statements
            }
            if braced, bytes[position] == UInt8(ascii: "}") {
                position += 1
                try skipTrivia()
                guard position >= bytes.count else { throw textAfterTheEnd() }
                return statements
            }
            if bytes[position] == UInt8(ascii: ";") {
                warnings.append(PropertyListWarning(file: file, location: here, message:
                    "`;` with no key before it (an empty statement); read as if it were not there. Remove it"))
                position += 1
                continue
            }
            let comment = lastComment.map { range in
                StringsTableStatement.Comment(
                    text: String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self),
                    isLineComment: bytes[range.lowerBound - 1] == UInt8(ascii: "/"))
            }
            let keyStart = here
            guard let key = try readKey() else {
                // Foundation stops reading a table at a byte that cannot start a key once it has read a
                // statement, and keeps those it read (`"a" = "1";` then stray control bytes): so does the build.
                if !braced, !statements.isEmpty {
                    warnings.append(PropertyListWarning(file: file, location: keyStart, message:
                        "unexpected \(describeHere()) where a key should be: Foundation stops reading the table here "
                            + "and keeps the \(statements.count == 1 ? "statement" : "\(statements.count) statements") "
                            + "before it, so nothing after it is read. Remove it"))
                    return statements
                }
                throw error("unexpected \(describeHere()), expected a key (a quoted string)"
                    + (braced ? " or `}` to close the dictionary opened at \(start)" : ""))
            }
            try skipTrivia()
            var value = PropertyListNode(.string(key), at: keyStart)
            if position < bytes.count, bytes[position] == UInt8(ascii: "=") {
                position += 1
                try skipTrivia()
                value = try readValue(depth: 1)
                try skipTrivia()
                try expect(UInt8(ascii: ";"), "`;` after the value of \(Self.quoted(key))")
            } else {
                try expect(UInt8(ascii: ";"), "`=` or `;` after the key \(Self.quoted(key))")
            }
            lastComment = nil
            statements.append(StringsTableStatement(key: key, keyLocation: keyStart, value: value, comment: comment))
        }
    }
}
