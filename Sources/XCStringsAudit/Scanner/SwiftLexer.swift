/// A lexer for the parts of Swift that matter for finding localized keys: string
/// literals (escapes, `\u{…}`, multi-line with indentation stripping, raw `#"…"#`
/// with any number of `#`, interpolations with nested parentheses and strings),
/// comments (`//`, nested `/* */`), identifiers, number literals and punctuation.
///
/// It never fails: malformed literals (unterminated, bad escapes) are marked
/// invalid and lexing carries on after them. Nesting of interpolations is limited
/// to ``maximumNesting`` so that hostile input cannot exhaust the stack.
struct SwiftLexer {
    /// A token with its 1-based line and UTF-8 column.
    struct Token {
        enum Kind {
            case identifier(String)
            case string(SwiftStringLiteral, valid: Bool)
            /// A number literal: `3`, `0x1F`, `1_000`; floating point when it has
            /// a fraction or a decimal exponent (`2.5`, `1e3`).
            case number(isFloatingPoint: Bool)
            case punctuation(UInt8)
        }
        var kind: Kind
        var line: Int
        var column: Int
    }

    /// Interpolations nested deeper than this end lexing of the file.
    static let maximumNesting = 64

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    /// Token runs: the top level first, then the inside of every interpolation.
    private(set) var runs: [[Token]] = []
    /// Set when the file nests interpolations deeper than ``maximumNesting``.
    private(set) var nestingLimitHit: (line: Int, column: Int)?

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Lexes the whole input into ``runs``.
    mutating func lex() {
        // A `#!` line is not Swift.
        if bytes.starts(with: [0x23, 0x21]) { skipLine() }
        // A UTF-8 byte order mark is skipped, and is not part of the first column.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3; lineStart = 3 }
        let top = lexRun(depth: 0)
        runs.insert(top.tokens, at: 0)
    }

    // MARK: - Positions

    private var column: Int { index - lineStart + 1 }

    /// Space, tab, vertical tab, form feed or NUL: skipped between tokens.
    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0B || byte == 0x0C || byte == 0x00
    }

    private func peek(_ offset: Int = 0) -> UInt8? {
        let position = index + offset
        return position < bytes.count ? bytes[position] : nil
    }

    /// Consumes a newline (`\n`, `\r\n` or `\r`) at `index`, if any.
    private mutating func consumeNewline() -> Bool {
        guard let byte = peek() else { return false }
        if byte == 0x0A {
            index += 1
        } else if byte == 0x0D {
            index += peek(1) == 0x0A ? 2 : 1
        } else {
            return false
        }
        line += 1
        lineStart = index
        return true
    }

    private mutating func skipLine() {
        while let byte = peek(), byte != 0x0A, byte != 0x0D { index += 1 }
    }

    // MARK: - Tokens

    /// Lexes tokens until the end of input, or — inside an interpolation
    /// (`depth > 0`) — until the `)` that closes it, which is consumed.
    /// - Returns: The tokens, and whether a closing `)` ended the run.
    private mutating func lexRun(depth: Int) -> (tokens: [Token], closed: Bool) {
        var tokens: [Token] = []
        var parentheses = 0
        while index < bytes.count {
            let byte = bytes[index]  // not `peek()`: in a debug build each call copies the lexer
            if nestingLimitHit != nil { return (tokens, false) }
            switch byte {
            case 0x0A, 0x0D:
                _ = consumeNewline()
            case 0x20, 0x09, 0x0B, 0x0C, 0x00:
                // A run at once: a file of 16 MiB of blanks or NULs is one step, not 16 million.
                index += 1
                while index < bytes.count, Self.isBlank(bytes[index]) { index += 1 }
            case 0x2F where peek(1) == 0x2F:  // `//`
                skipLine()
            case 0x2F where peek(1) == 0x2A:  // `/*`
                skipBlockComment()
            case 0x22:  // `"`
                tokens.append(lexString(hashes: 0, depth: depth))
            case 0x23:  // `#`
                var hashes = 0
                while peek(hashes) == 0x23 { hashes += 1 }
                if peek(hashes) == 0x22 {
                    tokens.append(lexString(hashes: hashes, depth: depth))
                } else if peek(hashes) == 0x2F {
                    skipExtendedRegex(hashes: hashes)
                } else {
                    tokens.append(Token(kind: .punctuation(byte), line: line, column: column))
                    index += 1
                }
            case 0x60:  // `` `name` ``
                let start = (line, column)
                index += 1
                let nameStart = index
                while let next = peek(), next != 0x60, next != 0x0A, next != 0x0D { index += 1 }
                let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
                if peek() == 0x60 { index += 1 }
                tokens.append(Token(kind: .identifier(name), line: start.0, column: start.1))
            case _ where Self.isIdentifierStart(byte):
                let start = (line, column)
                let nameStart = index
                while index < bytes.count, Self.isIdentifierContinuation(bytes[index]) { index += 1 }
                let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
                tokens.append(Token(kind: .identifier(name), line: start.0, column: start.1))
            case 0x30...0x39:
                tokens.append(lexNumber())
            case 0x28:  // `(`
                parentheses += 1
                tokens.append(Token(kind: .punctuation(byte), line: line, column: column))
                index += 1
            case 0x29:  // `)`
                if depth > 0 && parentheses == 0 {
                    index += 1
                    return (tokens, true)
                }
                parentheses -= 1
                tokens.append(Token(kind: .punctuation(byte), line: line, column: column))
                index += 1
            default:
                tokens.append(Token(kind: .punctuation(byte), line: line, column: column))
                index += 1
            }
        }
        return (tokens, false)
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
            || byte == 0x24 || byte >= 0x80
    }

    private static func isIdentifierContinuation(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39)
    }

    /// Lexes a number literal starting with a digit at `index`: digits, letters
    /// and `_` (hex digits, `0x`, `0b`, exponents), a `.` only when a digit
    /// follows it (`1...5` is a range), and a sign after a decimal exponent.
    private mutating func lexNumber() -> Token {
        let start = (line, column)
        let isHex = peek() == 0x30 && (peek(1) == 0x78 || peek(1) == 0x58)
        var isFloatingPoint = false
        index += 1
        while let byte = peek() {
            if Self.isIdentifierContinuation(byte), byte < 0x80 {
                if !isHex, byte == 0x65 || byte == 0x45 {  // e, E
                    isFloatingPoint = true
                    if let sign = peek(1), sign == 0x2B || sign == 0x2D { index += 1 }
                } else if isHex, byte == 0x70 || byte == 0x50 {  // p, P
                    isFloatingPoint = true
                    if let sign = peek(1), sign == 0x2B || sign == 0x2D { index += 1 }
                }
                index += 1
            } else if byte == 0x2E, let next = peek(1), (0x30...0x39).contains(next) {
                isFloatingPoint = true
                index += 1
            } else {
                break
            }
        }
        return Token(kind: .number(isFloatingPoint: isFloatingPoint), line: start.0, column: start.1)
    }

    /// Skips a `/* … */` comment; comments nest in Swift.
    private mutating func skipBlockComment() {
        var level = 0
        while let byte = peek() {
            if byte == 0x2F && peek(1) == 0x2A {
                level += 1
                index += 2
            } else if byte == 0x2A && peek(1) == 0x2F {
                level -= 1
                index += 2
                if level == 0 { return }
            } else if !consumeNewline() {
                index += 1
            }
        }
    }

    /// Skips an extended regex literal `#/ … /#` (which may contain `"`).
    private mutating func skipExtendedRegex(hashes: Int) {
        index += hashes + 1
        while let byte = peek() {
            if byte == 0x2F && (0..<hashes).allSatisfy({ peek(1 + $0) == 0x23 }) {
                index += 1 + hashes
                return
            }
            if !consumeNewline() { index += 1 }
        }
    }

    // MARK: - String literals

    /// Builds a literal's segments; text is collected as UTF-8 bytes.
    private struct LiteralBuilder {
        var segments: [SwiftStringLiteral.Segment] = []
        var pieces: [[UInt8]] = [[]]
        var interpolations: [String] = []
        /// Line starts in a multi-line literal: (piece, offset, leading whitespace bytes).
        var lineStarts: [(piece: Int, offset: Int, whitespace: Int)] = []

        mutating func append(_ byte: UInt8) { pieces[pieces.count - 1].append(byte) }

        mutating func append(scalar: Unicode.Scalar) {
            pieces[pieces.count - 1].append(contentsOf: Array(String(Character(scalar)).utf8))
        }

        mutating func appendInterpolation(_ expression: String) {
            interpolations.append(expression)
            pieces.append([])
        }

        /// Removes up to `indent` leading whitespace bytes at each recorded line start.
        mutating func stripIndentation(_ indent: Int) {
            for start in lineStarts.reversed() {
                let count = Swift.min(indent, start.whitespace)
                guard count > 0 else { continue }
                pieces[start.piece].removeSubrange(start.offset..<(start.offset + count))
            }
        }

        func build() -> SwiftStringLiteral {
            var segments: [SwiftStringLiteral.Segment] = []
            for (position, piece) in pieces.enumerated() {
                if !piece.isEmpty { segments.append(.text(String(decoding: piece, as: UTF8.self))) }
                if position < interpolations.count { segments.append(.interpolation(interpolations[position])) }
            }
            return SwiftStringLiteral(segments: segments)
        }
    }

    /// Lexes a string literal whose opening delimiter (`hashes` × `#`, then `"` or
    /// `"""`) starts at `index`.
    private mutating func lexString(hashes: Int, depth: Int) -> Token {
        let startLine = line, startColumn = column
        index += hashes
        let multiLine = peek() == 0x22 && peek(1) == 0x22 && peek(2) == 0x22
        var builder = LiteralBuilder()
        let valid: Bool
        if multiLine {
            index += 3
            valid = lexMultiLineBody(hashes: hashes, depth: depth, into: &builder)
        } else {
            index += 1
            valid = lexSingleLineBody(hashes: hashes, depth: depth, into: &builder)
        }
        return Token(kind: .string(builder.build(), valid: valid), line: startLine, column: startColumn)
    }

    /// Whether `"` followed by `hashes` × `#` is at `index`.
    private func atClosingQuote(hashes: Int, quotes: Int) -> Bool {
        for offset in 0..<quotes where peek(offset) != 0x22 { return false }
        for offset in 0..<hashes where peek(quotes + offset) != 0x23 { return false }
        return true
    }

    /// Whether the backslash at `index` starts an escape in a literal delimited by
    /// `hashes` number signs (`\` in `"…"`, `\#` in `#"…"#`).
    private func atEscape(hashes: Int) -> Bool {
        for offset in 0..<hashes where peek(1 + offset) != 0x23 { return false }
        return true
    }

    private mutating func lexSingleLineBody(hashes: Int, depth: Int, into builder: inout LiteralBuilder) -> Bool {
        var valid = true
        while let byte = peek() {
            if byte == 0x0A || byte == 0x0D { return false }  // unterminated
            if atClosingQuote(hashes: hashes, quotes: 1) {
                index += 1 + hashes
                return valid
            }
            if byte == 0x5C, atEscape(hashes: hashes) {
                index += 1 + hashes
                switch lexEscape(depth: depth, into: &builder) {
                case .ok: break
                case .invalid: valid = false
                case .abort: return false
                }
                continue
            }
            builder.append(byte)
            index += 1
        }
        return false
    }

    private mutating func lexMultiLineBody(hashes: Int, depth: Int, into builder: inout LiteralBuilder) -> Bool {
        // The opening delimiter must end its line; anything else there is ignored.
        skipLine()
        guard consumeNewline() else { return false }
        var valid = true
        var atLineStart = true
        while peek() != nil {
            if atLineStart {
                atLineStart = false
                var whitespace = 0
                while let byte = peek(whitespace), byte == 0x20 || byte == 0x09 { whitespace += 1 }
                // The closing delimiter on its own line sets the indentation.
                let saved = index
                index += whitespace
                if atClosingQuote(hashes: hashes, quotes: 3) {
                    index += 3 + hashes
                    // The newline before the closing line is not part of the value.
                    if let last = builder.pieces.indices.last, builder.pieces[last].last == 0x0A {
                        builder.pieces[last].removeLast()
                    }
                    builder.stripIndentation(whitespace)
                    return valid
                }
                index = saved
                builder.lineStarts.append((builder.pieces.count - 1, builder.pieces[builder.pieces.count - 1].count, whitespace))
                continue
            }
            guard let byte = peek() else { break }
            if byte == 0x0A || byte == 0x0D {
                _ = consumeNewline()
                builder.append(0x0A)
                atLineStart = true
                continue
            }
            if atClosingQuote(hashes: hashes, quotes: 3) {
                // A closing delimiter after text on the same line: not valid Swift,
                // but it does end the literal.
                index += 3 + hashes
                return false
            }
            if byte == 0x5C, atEscape(hashes: hashes) {
                index += 1 + hashes
                // A backslash at the end of a line joins it with the next one.
                var trailing = 0
                while let next = peek(trailing), next == 0x20 || next == 0x09 { trailing += 1 }
                if let next = peek(trailing), next == 0x0A || next == 0x0D {
                    index += trailing
                    _ = consumeNewline()
                    atLineStart = true
                    continue
                }
                switch lexEscape(depth: depth, into: &builder) {
                case .ok: break
                case .invalid: valid = false
                case .abort: return false
                }
                continue
            }
            builder.append(byte)
            index += 1
        }
        return false
    }

    private enum EscapeResult { case ok, invalid, abort }

    /// Lexes what follows a backslash (and its `#`s): a character escape, `u{…}`,
    /// or an interpolation.
    private mutating func lexEscape(depth: Int, into builder: inout LiteralBuilder) -> EscapeResult {
        guard let byte = peek() else { return .abort }
        switch byte {
        case 0x6E: builder.append(0x0A); index += 1          // n
        case 0x74: builder.append(0x09); index += 1          // t
        case 0x72: builder.append(0x0D); index += 1          // r
        case 0x30: builder.append(0x00); index += 1          // 0
        case 0x5C, 0x22, 0x27: builder.append(byte); index += 1  // \ " '
        case 0x75 where peek(1) == 0x7B:                     // u{…}
            index += 2
            var value: UInt32 = 0
            var digits = 0
            while let next = peek(), let digit = Self.hexValue(next), digits < 8 {
                value = value << 4 | UInt32(digit)
                digits += 1
                index += 1
            }
            guard peek() == 0x7D, digits > 0, let scalar = Unicode.Scalar(value) else {
                return .invalid
            }
            index += 1
            builder.append(scalar: scalar)
        case 0x28:  // (
            index += 1
            guard depth < Self.maximumNesting else {
                nestingLimitHit = (line, column)
                return .abort
            }
            let start = index
            let inner = lexRun(depth: depth + 1)
            if nestingLimitHit != nil { return .abort }
            runs.append(inner.tokens)
            // An interpolation that runs to the end of input ends the literal too.
            guard inner.closed else { return .abort }
            let expression = String(decoding: bytes[start..<(index - 1)], as: UTF8.self)
            builder.appendInterpolation(Self.trimmed(expression))
        default:
            // Not a valid escape; keep the character so the literal still reads.
            builder.append(0x5C)
            return .invalid
        }
        return .ok
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x41 + 10
        case 0x61...0x66: byte - 0x61 + 10
        default: nil
        }
    }

    private static func trimmed(_ text: String) -> String {
        var scalars = Substring(text)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
