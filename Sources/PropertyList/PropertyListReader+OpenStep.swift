/// The old-style (OpenStep) syntax: dictionaries `{ key = value; }`, arrays
/// `( a, b, )`, quoted strings with backslash escapes, bare strings,
/// `<hex data>`, and `/* … */` and `// …` comments anywhere white space may be.
extension PropertyListReader {
    /// One value and nothing after it, as `project.pbxproj` is.
    mutating func readOpenStepDocument() throws(PropertyListError) -> PropertyListNode {
        try skipTrivia()
        guard position < bytes.count else {
            throw error("the file is empty; an old-style property list is one value, such as `{ key = value; }`")
        }
        let root = try readValue(depth: 0)
        try skipTrivia()
        guard position >= bytes.count else { throw textAfterTheEnd() }
        return root
    }

    func textAfterTheEnd() -> PropertyListError {
        error("unexpected \(describeHere()) after the end of the top-level value; the file has more closing braces "
            + "than opening ones, or text after its end")
    }

    // MARK: - Values

    mutating func readValue(depth: Int) throws(PropertyListError) -> PropertyListNode {
        guard depth < Self.maximumDepth else {
            throw error("nested deeper than \(Self.maximumDepth) levels; a property list is never this deep")
        }
        let start = here
        guard position < bytes.count else { throw endOfFile(expected: "a value") }
        switch bytes[position] {
        case UInt8(ascii: "{"):
            position += 1
            return PropertyListNode(.dictionary(try readDictionaryBody(depth: depth, start: start)), at: start)
        case UInt8(ascii: "("):
            position += 1
            return PropertyListNode(.array(try readArrayBody(depth: depth, start: start)), at: start)
        case UInt8(ascii: "<"):
            position += 1
            return PropertyListNode(.data(try readDataBody(start: start)), at: start)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return PropertyListNode(.string(try readQuotedString()), at: start)
        default:
            guard let text = readBareString() else {
                throw error("unexpected \(describeHere()), expected a value (a string, `{`, `(` or `<`)")
            }
            return PropertyListNode(.string(text), at: start)
        }
    }

    /// A key, quoted or bare; `nil` (nothing consumed) when none starts here.
    mutating func readKey() throws(PropertyListError) -> String? {
        guard position < bytes.count else { return nil }
        if bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") {
            return try readQuotedString()
        }
        return readBareString()
    }

    private mutating func readDictionaryBody(depth: Int, start: TextLocation) throws(PropertyListError) -> PropertyListDictionary {
        var dictionary = PropertyListDictionary()
        while true {
            if try passes(UInt8(ascii: "}"), else: "`}` to close the dictionary opened at \(start)") { return dictionary }
            let keyStart = here
            guard let key = try readKey() else {
                throw error("unexpected \(describeHere()), expected a key or `}` to close the dictionary opened at \(start)")
            }
            try skipTrivia()
            try expect(UInt8(ascii: "="), "`=` after the key \(Self.quoted(key))")
            try skipTrivia()
            let value = try readValue(depth: depth + 1)
            try skipTrivia()
            try expect(UInt8(ascii: ";"), "`;` after the value of \(Self.quoted(key))")
            if let first = dictionary.insert(value, forKey: key, at: keyStart) {
                try tolerateDuplicate(key, value, at: keyStart, first: first, in: &dictionary)
            }
        }
    }

    /// Skips trivia, then passes `closing` if it is next; the end of the file,
    /// where `expected` was still expected, is an error.
    private mutating func passes(_ closing: UInt8, else expected: @autoclosure () -> String) throws(PropertyListError) -> Bool {
        try skipTrivia()
        guard position < bytes.count else { throw endOfFile(expected: expected()) }
        guard bytes[position] == closing else { return false }
        position += 1
        return true
    }

    /// A key given twice in one dictionary: an error, or, when
    /// ``toleratesDuplicateKeys``, a warning at the second place and the later
    /// value kept (a merge that added one object twice; Xcode opens the project).
    mutating func tolerateDuplicate(_ key: String, _ value: PropertyListNode, at location: TextLocation,
                                    first: TextLocation, in dictionary: inout PropertyListDictionary) throws(PropertyListError) {
        guard toleratesDuplicateKeys else { throw duplicateKey(key, at: location, first: first) }
        let same = dictionary[key].map { $0.hasSameValue(as: value) } ?? false
        warnings.append(PropertyListWarning(file: file, location: location, message: "duplicate key \(Self.quoted(key)) "
            + (same ? "with the same value as" : "with a different value from") + " at \(file):\(first.line):\(first.column) "
            + "(a merge artifact?); " + (same ? "read once" : "the later one is read")
            + ". Remove one of them (or restore the file from version control)"))
        dictionary.replace(key, with: value, at: location)
    }

    func duplicateKey(_ key: String, at location: TextLocation, first: TextLocation) -> PropertyListError {
        error("duplicate key \(Self.quoted(key)); it first appears at \(file):\(first.line):\(first.column). Keep one of them",
              at: location)
    }

    private mutating func readArrayBody(depth: Int, start: TextLocation) throws(PropertyListError) -> [PropertyListNode] {
        var elements: [PropertyListNode] = []
        while true {
            if try passes(UInt8(ascii: ")"), else: "`)` to close the array opened at \(start)") { return elements }
            elements.append(try readValue(depth: depth + 1))
            try skipTrivia()
            guard position < bytes.count else {
                throw endOfFile(expected: "`,` or `)` to close the array opened at \(start)")
            }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
            } else if bytes[position] != UInt8(ascii: ")") {
                throw error("unexpected \(describeHere()), expected `,` or `)` to close the array opened at \(start)")
            }
        }
    }

    private mutating func readDataBody(start: TextLocation) throws(PropertyListError) -> [UInt8] {
        var data: [UInt8] = []
        var high: UInt8?
        while true {
            try skipTrivia()
            guard position < bytes.count else { throw endOfFile(expected: "`>` to close the data opened at \(start)") }
            let byte = bytes[position]
            if byte == UInt8(ascii: ">") {
                guard high == nil else { throw error("odd number of hexadecimal digits in the data opened at \(start)") }
                position += 1
                return data
            }
            guard let nibble = Self.hexValue(byte) else {
                throw error("unexpected \(describeHere()) in data; data is hexadecimal digits between `<` and `>`")
            }
            position += 1
            if let first = high {
                data.append(first << 4 | nibble)
                high = nil
            } else {
                high = nibble
            }
        }
    }

    // MARK: - Strings

    /// Characters Xcode writes unquoted: letters, digits and `_$+/:.-`; also any
    /// non-ASCII byte, which older tools left unquoted.
    private static func isBare(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"),
             UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            return true
        default:
            return byte >= 0x80
        }
    }

    private mutating func readBareString() -> String? {
        let start = position
        while position < bytes.count, Self.isBare(bytes[position]) {
            // `//` and `/*` start comments even right after a bare string.
            if bytes[position] == UInt8(ascii: "/"), position + 1 < bytes.count,
               bytes[position + 1] == UInt8(ascii: "/") || bytes[position + 1] == UInt8(ascii: "*") { break }
            position += 1
        }
        guard position > start else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    }

    private mutating func readQuotedString() throws(PropertyListError) -> String {
        let quote = bytes[position]
        let start = here
        position += 1
        let contentStart = position
        // The common case: no escape, one line.
        while position < bytes.count, bytes[position] != quote, bytes[position] != UInt8(ascii: "\\"),
              bytes[position] != 0x0A {
            position += 1
        }
        if position < bytes.count, bytes[position] == quote {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[contentStart..<position]), as: UTF8.self)
            position += 1
            return text
        }
        var scalars: [UInt8] = Array(UnsafeBufferPointer(rebasing: bytes[contentStart..<position]))
        while true {
            guard position < bytes.count else {
                throw error("unexpected end of file inside the string that starts here; close it with "
                    + "\(Character(Unicode.Scalar(quote)))", at: start)
            }
            let byte = bytes[position]
            if byte == quote {
                position += 1
                return String(decoding: scalars, as: UTF8.self)
            }
            if byte == 0x0A {
                lineBreak(at: position)
                position += 1
                scalars.append(byte)
                continue
            }
            guard byte == UInt8(ascii: "\\") else {
                scalars.append(byte)
                position += 1
                continue
            }
            let escapeStart = here
            position += 1
            guard position < bytes.count else { continue }  // reported as the unclosed string
            try readEscape(into: &scalars, escapeStart: escapeStart)
        }
    }

    private static let controlEscapes = Array("abfnrtv".utf8)
    private static let controlCharacters: [UInt8] = [0x07, 0x08, 0x0C, 0x0A, 0x0D, 0x09, 0x0B]

    /// The character after a backslash, decoded into `scalars`.
    private mutating func readEscape(into scalars: inout [UInt8], escapeStart: TextLocation) throws(PropertyListError) {
        let escaped = bytes[position]
        position += 1
        if let control = Self.controlEscapes.firstIndex(of: escaped) {
            // `\a \b \f \n \r \t \v`: BEL, BS, FF, LF, CR, TAB, VT.
            scalars.append(Self.controlCharacters[control])
            return
        }
        switch escaped {
        case UInt8(ascii: "U"), UInt8(ascii: "u"):
            var value: UInt32 = 0
            var digits = 0
            while digits < 4, position < bytes.count, let nibble = Self.hexValue(bytes[position]) {
                value = value << 4 | UInt32(nibble)
                position += 1
                digits += 1
            }
            guard digits == 4 else {
                throw error("`\\U` needs four hexadecimal digits, such as `\\U00e9`", at: escapeStart)
            }
            // A surrogate pair is written as two escapes.
            if (0xD800...0xDBFF).contains(value), position + 5 < bytes.count,
               bytes[position] == UInt8(ascii: "\\"),
               bytes[position + 1] == UInt8(ascii: "U") || bytes[position + 1] == UInt8(ascii: "u") {
                var low: UInt32 = 0
                var ok = true
                for offset in 2..<6 {
                    guard let nibble = Self.hexValue(bytes[position + offset]) else { ok = false; break }
                    low = low << 4 | UInt32(nibble)
                }
                if ok, (0xDC00...0xDFFF).contains(low) {
                    position += 6
                    value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                }
            }
            scalars += Array(String(Character(Unicode.Scalar(value) ?? "\u{FFFD}")).utf8)
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = UInt32(escaped - UInt8(ascii: "0"))
            var digits = 1
            while digits < 3, position < bytes.count,
                  (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[position]) {
                value = value << 3 | UInt32(bytes[position] - UInt8(ascii: "0"))
                position += 1
                digits += 1
            }
            // NeXTSTEP encoding for octal escapes; its ASCII half is all that appears in practice.
            scalars += Array(String(Character(Unicode.Scalar(UInt8(truncatingIfNeeded: value)))).utf8)
        case 0x0A:
            lineBreak(at: position - 1)
            scalars.append(0x0A)
        default:
            // `\"`, `\\`, `\'` and any other character stand for themselves.
            scalars.append(escaped)
        }
    }

    // MARK: - Trivia

    /// White space and comments; with ``keepsComments`` the last comment's text is
    /// remembered in ``lastComment``.
    mutating func skipTrivia() throws(PropertyListError) {
        while position < bytes.count {
            switch bytes[position] {
            case 0x0A:
                lineBreak(at: position)
                position += 1
            case 0x20, 0x09, 0x0D, 0x0B, 0x0C:
                position += 1
            case UInt8(ascii: "/") where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "/"):
                let contentStart = position + 2
                while position < bytes.count, bytes[position] != 0x0A { position += 1 }
                if keepsComments { lastComment = contentStart..<position }
            case UInt8(ascii: "/") where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "*"):
                let start = here
                position += 2
                let contentStart = position
                while true {
                    guard position + 1 < bytes.count else {
                        throw error("unexpected end of file inside the comment that starts here; close it with `*/`", at: start)
                    }
                    if bytes[position] == UInt8(ascii: "*"), bytes[position + 1] == UInt8(ascii: "/") { break }
                    if bytes[position] == 0x0A { lineBreak(at: position) }
                    position += 1
                }
                if keepsComments { lastComment = contentStart..<position }
                position += 2
            default:
                return
            }
        }
    }

    /// Passes `byte`; anything else is an error that says `what` was expected.
    /// `what` is built only for that error: it quotes a key, and every key of a
    /// project or a strings table passes here once or twice.
    mutating func expect(_ byte: UInt8, _ what: @autoclosure () -> String) throws(PropertyListError) {
        guard position < bytes.count else { throw endOfFile(expected: what()) }
        guard bytes[position] == byte else {
            throw error("unexpected \(describeHere()), expected \(what())")
        }
        position += 1
    }
}
