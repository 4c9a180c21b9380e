/// The one property-list reader: old-style (OpenStep) text, as `project.pbxproj`
/// and `.strings` tables are written, and XML, as `.stringsdict` tables (and some
/// `.strings` tables and projects) are; binary and JSON property lists are
/// recognised and refused with a message that says so.
///
/// ```swift
/// let root = try PropertyListReader.read(bytes, file: "App.xcodeproj/project.pbxproj")
/// root["objectVersion"]?.string   // "77"
/// ```
///
/// Every value keeps the line and column it starts at, and every error names the
/// file, line and column (columns in UTF-8 bytes). Nothing in the input can crash
/// the reader or make it loop: nesting is limited to ``maximumDepth`` and every
/// step consumes at least one byte. The grammars live in
/// `PropertyListReader+OpenStep.swift`, `+StringsTable.swift` and `+XML.swift`;
/// this file holds the state they share: the bytes, the place, and the errors.
package struct PropertyListReader {
    /// Deeper nesting than this is refused (Xcode writes at most about 6 levels,
    /// a `.stringsdict` 4).
    package static let maximumDepth = 128

    let bytes: UnsafeBufferPointer<UInt8>
    let file: String
    var position = 0
    var line = 1
    var lineStart = 0
    /// Whether `//` and `/* */` comments are remembered, for the entries of a
    /// strings table they stand before.
    var keepsComments = false
    /// The text of the last comment passed, when ``keepsComments``.
    var lastComment: Range<Int>?
    /// What was read past (empty statements of a strings table, duplicate keys
    /// when tolerated), in file order.
    var warnings: [PropertyListWarning] = []
    /// Whether a key given twice in a dictionary is a warning (the later value
    /// kept) instead of an error: in `project.pbxproj`, where merges leave an
    /// object defined twice and Xcode still opens the project.
    var toleratesDuplicateKeys = false

    init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
        self.bytes = bytes
        self.file = file
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            position = 3
            lineStart = 3
        }
    }

    /// Runs `body` on a reader of `bytes`.
    static func reading<Result>(_ bytes: [UInt8], file: String,
                                _ body: (inout PropertyListReader) throws(PropertyListError) -> Result)
        throws(PropertyListError) -> Result {
        let result: Swift.Result<Result, PropertyListError> = bytes.withUnsafeBufferPointer { buffer in
            var reader = PropertyListReader(bytes: buffer, file: file)
            do throws(PropertyListError) {
                return .success(try body(&reader))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    // MARK: - Documents

    /// The syntaxes a property list may be written in.
    package enum Format: Sendable, Equatable {
        /// `{ key = value; }`: `project.pbxproj`, `.strings`.
        case openStep
        /// `<?xml …?><plist>…</plist>`.
        case xml
        /// `bplist00…`, which only `plutil` turns into text.
        case binary
        /// `{"key": "value"}`, as `plutil -convert json` writes.
        case json
    }

    /// The syntax of a property list, from its first bytes (after a UTF-8 byte
    /// order mark and white space).
    ///
    /// - Complexity: O(1) but for leading white space.
    package static func format<Bytes: Collection<UInt8>>(of bytes: Bytes) -> Format {
        if bytes.starts(with: "bplist".utf8) { return .binary }
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        body = body.drop { isWhiteSpace($0) }
        if ["<?xml", "<!DOCTYPE", "<plist"].contains(where: { body.starts(with: $0.utf8) }) { return .xml }
        if body.first == UInt8(ascii: "[") { return .json }
        // `{` then a quoted key then `:`: JSON. The old style has `=` there.
        guard body.first == UInt8(ascii: "{") else { return .openStep }
        body = body.dropFirst().drop { isWhiteSpace($0) }
        guard body.first == UInt8(ascii: "\"") else { return .openStep }
        body = body.dropFirst()
        while let byte = body.first, byte != UInt8(ascii: "\"") {
            body = body.dropFirst(byte == UInt8(ascii: "\\") ? 2 : 1)
        }
        return body.dropFirst().drop { isWhiteSpace($0) }.first == UInt8(ascii: ":") ? .json : .openStep
    }

    /// The one error for a property list in a syntax that is not read, whichever
    /// file it was given as; `nil` for the syntaxes that are read.
    package static func unreadFormatError(_ format: Format, file: String) -> PropertyListError? {
        switch format {
        case .openStep, .xml:
            return nil
        case .binary:
            return PropertyListError(file: file, message: "a binary property list, which is not read; "
                + "convert it with `plutil -convert xml1` to audit it")
        case .json:
            return PropertyListError(file: file, message: "a property list in JSON, which is not read; "
                + "convert it with `plutil -convert xml1` to audit it")
        }
    }

    /// The text of a property list file as UTF-8, and its syntax: UTF-16 is
    /// converted (``TextEncoding/utf8Text(of:file:)``), and a binary or JSON
    /// property list is refused.
    ///
    /// - Parameters:
    ///   - bytes: The file's bytes.
    ///   - file: The name used in errors.
    /// - Returns: The text without a byte order mark, and whether it is old-style or XML.
    /// - Throws: ``PropertyListError`` naming the encoding or the syntax that is not read.
    /// - Complexity: O(*n*) in the size of `bytes`.
    package static func text(of bytes: [UInt8], file: String) throws(PropertyListError) -> (text: [UInt8], format: Format) {
        if let error = unreadFormatError(format(of: bytes), file: file) { throw error }
        let text = try TextEncoding.utf8Text(of: bytes, file: file)
        let format = format(of: text)
        if let error = unreadFormatError(format, file: file) { throw error }
        return (text, format)
    }

    /// Reads a whole property list, old-style or XML.
    ///
    /// - Parameters:
    ///   - bytes: The file's contents, UTF-8 (a byte order mark is skipped).
    ///   - file: The name used in errors.
    /// - Returns: The top-level value.
    /// - Throws: ``PropertyListError`` for a binary or JSON property list (saying
    ///   so), and at the first place that is not a property list.
    /// - Complexity: O(*n*) in the size of `bytes`.
    package static func read(_ bytes: [UInt8], file: String) throws(PropertyListError) -> PropertyListNode {
        let format = format(of: bytes)
        if let error = unreadFormatError(format, file: file) { throw error }
        return try reading(bytes, file: file) { (reader: inout PropertyListReader) throws(PropertyListError) in
            format == .xml ? try reader.readXMLDocument() : try reader.readOpenStepDocument()
        }
    }

    /// Reads a `project.pbxproj` (old-style or XML) as Xcode does: a key given
    /// twice in a dictionary (an object ID a merge left defined twice) is a
    /// warning, and the later value is kept.
    ///
    /// ```swift
    /// let (root, warnings) = try PropertyListReader.readProjectFile(Array("{ a = b; a = b; }".utf8), file: "p")
    /// root["a"]?.string       // "b"
    /// warnings[0].location    // 1:10
    /// ```
    ///
    /// - Parameters:
    ///   - bytes: The file's contents, UTF-8 (a byte order mark is skipped).
    ///   - file: The name used in errors and warnings.
    /// - Returns: The top-level value, and the duplicate keys read past, in file order.
    /// - Throws: ``PropertyListError`` as ``read(_:file:)`` does, but not for a duplicate key.
    /// - Complexity: O(*n*) in the size of `bytes`.
    package static func readProjectFile(_ bytes: [UInt8], file: String) throws(PropertyListError)
        -> (root: PropertyListNode, warnings: [PropertyListWarning]) {
        let format = format(of: bytes)
        if let error = unreadFormatError(format, file: file) { throw error }
        return try reading(bytes, file: file) { (reader: inout PropertyListReader) throws(PropertyListError) in
            reader.toleratesDuplicateKeys = true
            let root = format == .xml ? try reader.readXMLDocument() : try reader.readOpenStepDocument()
            return (root, reader.warnings)
        }
    }

    // MARK: - Places and errors

    var here: TextLocation { TextLocation(line: line, column: position - lineStart + 1) }

    /// Counts the line break at `offset`.
    mutating func lineBreak(at offset: Int) {
        line += 1
        lineStart = offset + 1
    }

    package static func isWhiteSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    func startsWith(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        return text.withUTF8Buffer { prefix in
            for offset in 0..<count where bytes[position + offset] != prefix[offset] { return false }
            return true
        }
    }

    /// The byte at the current place, for messages.
    func describeHere() -> String {
        guard position < bytes.count else { return "end of file" }
        let byte = bytes[position]
        if byte >= 0x21 && byte < 0x7F { return "`\(Character(Unicode.Scalar(byte)))`" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    func error(_ message: String, at location: TextLocation? = nil) -> PropertyListError {
        PropertyListError(file: file, location: location ?? here, message: message)
    }

    func endOfFile(expected: String) -> PropertyListError {
        error("unexpected end of file, expected \(expected); the file looks truncated")
    }

    /// `"text"`, cut to 80 characters.
    static func quoted(_ text: String) -> String {
        "\"" + String(text.prefix(80)) + (text.count > 80 ? "…" : "") + "\""
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
