/// The keys an Objective-C file looks up with Foundation's own calls, each
/// written as a literal (`@"key"`):
///
/// ```objc
/// NSLocalizedString(@"share.title", @"")                                   // Localizable
/// NSLocalizedStringFromTable(@"share.title", @"Share", nil)                 // Share
/// NSLocalizedStringFromTableInBundle(@"k", nil, [NSBundle mainBundle], nil) // Localizable
/// NSLocalizedStringWithDefaultValue(@"k", @"Share", NSBundle.mainBundle, @"Send", nil)
/// [[NSBundle mainBundle] localizedStringForKey:@"k" value:@"Send" table:nil]
/// ```
///
/// A call that names another bundle than the main one or the bundle of
/// `[self class]` (a framework's) is not the target's lookup, and a key, table or
/// default that is not a literal is not known: neither is listed. A project's
/// own wrapper (``wrappers(in:)``: `TGLocalized(@"k")`) looks its first argument
/// up in the default table.
enum ObjectiveCLookups {
    /// The lookups of `bytes`, an Objective-C (or Objective-C++) file, in order.
    ///
    /// - Parameter wrappers: The names of the project's own lookup functions and
    ///   macros (``wrappers(in:)``), and `--localized-function` names.
    /// - Complexity: O(*n*) in the file's length.
    static func usages(in bytes: [UInt8], file: String, wrappers: Set<String> = []) -> [SourceKeyUsage] {
        guard wrappers.isEmpty ? SwiftLexer.contains(Array("ocalized".utf8), in: bytes[...])
                : SwiftLexer.contains(Array("@\"".utf8), in: bytes[...]) else { return [] }
        var lexer = SwiftLexer(bytes: bytes)
        lexer.lex()
        guard let tokens = lexer.runs.first else { return [] }
        let brackets = matchingBrackets(tokens)
        var usages: [SourceKeyUsage] = []
        for index in tokens.indices {
            guard case .identifier(let name) = tokens[index].kind else { continue }
            let layout = macros[name] ?? (wrappers.contains(name) ? Layout(count: nil) : nil)
            if let layout {
                guard index + 1 < tokens.count, isPunctuation(tokens[index + 1], 0x28),
                      let arguments = arguments(tokens, brackets, openAt: index + 1),
                      layout.count.map({ arguments.count == $0 }) ?? !arguments.isEmpty else { continue }
                if let bundle = layout.bundle, !isOwnBundle(arguments[bundle]) { continue }
                guard let key = literal(arguments[0]) else { continue }
                var usage = SourceKeyUsage(literal: SwiftStringLiteral(segments: key.text.isEmpty ? [] : [.text(key.text)]),
                                           function: name, file: file, line: key.line, column: key.column)
                if let table = layout.table {
                    if let named = literal(arguments[table]) {
                        usage.table = named.text
                    } else if !isNil(arguments[table]) {
                        continue
                    }
                }
                if let value = layout.value { usage.defaultValue = literal(arguments[value])?.text }
                usages.append(usage)
            } else if name == "localizedStringForKey", let usage = bundleLookup(tokens, brackets, at: index, file: file) {
                usages.append(usage)
            }
        }
        return usages
    }

    /// Where a macro's arguments are: how many it takes (any number, for a
    /// project's wrapper), and which is the table, the bundle and the default
    /// value (the key is the first).
    private struct Layout {
        var count: Int?
        var table: Int?
        var bundle: Int?
        var value: Int?
    }

    private static let macros: [String: Layout] = [
        "NSLocalizedString": Layout(count: 2),
        "NSLocalizedStringFromTable": Layout(count: 3, table: 1),
        "NSLocalizedStringFromTableInBundle": Layout(count: 4, table: 1, bundle: 2),
        "NSLocalizedStringWithDefaultValue": Layout(count: 5, table: 1, bundle: 2, value: 3),
    ]

    /// The project's own lookup functions and macros that `bytes` defines: a
    /// function returning `NSString *` whose first parameter is the key it passes
    /// to `localizedStringForKey:` or to one of Foundation's macros, and a macro
    /// whose first parameter its replacement passes so.
    ///
    /// ```objc
    /// NSString *TGLocalized(NSString *s) { … [bundle localizedStringForKey:s value:nil table:nil] … }
    /// #define L(key) NSLocalizedString(key, nil)
    /// ```
    ///
    /// - Complexity: O(*n*) in the file's length.
    static func wrappers(in bytes: [UInt8]) -> Set<String> {
        // Only a file that calls Foundation's lookups can define one: most files only call wrappers.
        guard SwiftLexer.contains(Array("NSLocalizedString".utf8), in: bytes[...])
            || SwiftLexer.contains(Array("localizedStringForKey".utf8), in: bytes[...]) else { return [] }
        var lexer = SwiftLexer(bytes: bytes)
        lexer.lex()
        guard let tokens = lexer.runs.first else { return [] }
        let brackets = matchingBrackets(tokens)
        var found = Set<String>()
        var index = 0
        while index + 3 < tokens.count {
            defer { index += 1 }
            guard case .identifier(let name) = tokens[index].kind, isPunctuation(tokens[index + 1], 0x28),
                  macros[name] == nil, name != "localizedStringForKey" else { continue }
            let isMacro = index >= 2 && isPunctuation(tokens[index - 2], 0x23)
                && { if case .identifier("define") = tokens[index - 1].kind { true } else { false } }()
            let isFunction = index >= 2 && isPunctuation(tokens[index - 1], 0x2A)
                && { if case .identifier("NSString") = tokens[index - 2].kind { true } else { false } }()
            guard isMacro || isFunction, let close = brackets[index + 1] else { continue }
            // The first parameter's name: the last word before the first `,` or the `)`.
            guard let parameter = arguments(tokens, brackets, openAt: index + 1)?.first?.last(where: {
                if case .identifier = $0.kind { true } else { false }
            }).flatMap({ token -> String? in if case .identifier(let word) = token.kind { word } else { nil } })
            else { continue }
            let body: ArraySlice<SwiftLexer.Token>
            if isMacro {
                // The replacement: the rest of the `#define` line.
                let line = tokens[index].line
                var end = close + 1
                while end < tokens.count, tokens[end].line == line { end += 1 }
                body = tokens[(close + 1)..<end]
            } else {
                guard close + 1 < tokens.count, isPunctuation(tokens[close + 1], 0x7B),
                      let end = brackets[close + 1] else { continue }
                body = tokens[(close + 2)..<end]
                // Nothing inside a function's body is another's definition: read once.
                index = end
            }
            if passesAsKey(parameter, in: body) { found.insert(name) }
        }
        return found
    }

    /// Whether `body` looks `parameter` up: `localizedStringForKey:parameter` or
    /// `NSLocalizedString(parameter`, the name perhaps in parentheses.
    private static func passesAsKey(_ parameter: String, in body: ArraySlice<SwiftLexer.Token>) -> Bool {
        func isParameter(at position: Int) -> Bool {
            var cursor = position
            while cursor < body.endIndex, isPunctuation(body[cursor], 0x28) { cursor += 1 }
            guard cursor < body.endIndex, case .identifier(let word) = body[cursor].kind else { return false }
            return word == parameter
        }
        for position in body.indices where position + 2 < body.endIndex {
            guard case .identifier(let word) = body[position].kind else { continue }
            if word == "localizedStringForKey", isPunctuation(body[position + 1], 0x3A), isParameter(at: position + 2) {
                return true
            }
            if macros[word] != nil, isPunctuation(body[position + 1], 0x28), isParameter(at: position + 2) { return true }
        }
        return false
    }

    /// For each token, the index of the bracket that closes it when it opens one
    /// (`(`, `[` or `{`, closed by whichever closing bracket comes next at its
    /// depth), else `nil`: every bracket settled in one pass.
    ///
    /// - Complexity: O(*n*) in the number of tokens.
    private static func matchingBrackets(_ tokens: [SwiftLexer.Token]) -> [Int?] {
        var matches = [Int?](repeating: nil, count: tokens.count)
        var open: [Int] = []
        for (index, token) in tokens.enumerated() {
            guard case .punctuation(let byte) = token.kind else { continue }
            switch byte {
            case 0x28, 0x5B, 0x7B: open.append(index)
            case 0x29, 0x5D, 0x7D: if let start = open.popLast() { matches[start] = index }
            default: break
            }
        }
        return matches
    }

    /// `[bundle localizedStringForKey:@"k" value:… table:…]` on the main bundle.
    private static func bundleLookup(_ tokens: [SwiftLexer.Token], _ brackets: [Int?], at index: Int,
                                     file: String) -> SourceKeyUsage? {
        // The receiver: `[NSBundle mainBundle]` or `NSBundle.mainBundle` just before.
        guard index >= 2 else { return nil }
        let receiverIsMain: Bool
        if isPunctuation(tokens[index - 1], 0x5D), case .identifier("mainBundle") = tokens[index - 2].kind {
            receiverIsMain = true
        } else if case .identifier("mainBundle") = tokens[index - 1].kind {
            receiverIsMain = true
        } else {
            receiverIsMain = false
        }
        guard receiverIsMain, index + 2 < tokens.count, isPunctuation(tokens[index + 1], 0x3A) else { return nil }
        // Up to the `]` that ends the message: `key: value` parts.
        var parts: [String: ArraySlice<SwiftLexer.Token>] = [:]
        var label = "localizedStringForKey", start = index + 2, cursor = index + 2
        while cursor < tokens.count {
            // A bracketed part of an argument is stepped over whole.
            if let end = brackets[cursor] {
                cursor = end + 1
                continue
            }
            let token = tokens[cursor]
            if isPunctuation(token, 0x5D) || isPunctuation(token, 0x29) || isPunctuation(token, 0x7D) {
                parts[label] = tokens[start..<cursor]
                break
            }
            if cursor + 1 < tokens.count, case .identifier(let next) = token.kind,
               isPunctuation(tokens[cursor + 1], 0x3A), next == "value" || next == "table" {
                parts[label] = tokens[start..<cursor]
                label = next
                start = cursor + 2
                cursor += 2
                continue
            }
            cursor += 1
        }
        guard let keyPart = parts["localizedStringForKey"], let key = literal(keyPart) else { return nil }
        var usage = SourceKeyUsage(literal: SwiftStringLiteral(segments: key.text.isEmpty ? [] : [.text(key.text)]),
                                   function: "localizedStringForKey:value:table:", file: file,
                                   line: key.line, column: key.column)
        if let tablePart = parts["table"] {
            if let named = literal(tablePart) {
                usage.table = named.text
            } else if !isNil(tablePart) {
                return nil
            }
        }
        if let valuePart = parts["value"] { usage.defaultValue = literal(valuePart)?.text }
        return usage
    }

    /// The arguments of the call whose `(` is at `open`, split at its top-level
    /// commas, or `nil` when it is not closed. A bracketed part of an argument is
    /// stepped over whole (`brackets`), so nested calls cost nothing more.
    private static func arguments(_ tokens: [SwiftLexer.Token], _ brackets: [Int?], openAt open: Int)
        -> [ArraySlice<SwiftLexer.Token>]? {
        guard let close = brackets[open] else { return nil }
        var arguments: [ArraySlice<SwiftLexer.Token>] = []
        var start = open + 1, cursor = open + 1
        while cursor < close {
            if let end = brackets[cursor] {
                cursor = end + 1
                continue
            }
            if isPunctuation(tokens[cursor], 0x2C) {
                arguments.append(tokens[start..<cursor])
                start = cursor + 1
            }
            cursor += 1
        }
        arguments.append(tokens[start..<close])
        return arguments
    }

    /// The text of an argument that is one Objective-C string literal
    /// (`@"text"`, or adjacent `@"a" "b"` pieces), with the place of its `@`.
    private static func literal(_ argument: ArraySlice<SwiftLexer.Token>) -> (text: String, line: Int, column: Int)? {
        guard let at = argument.first, isPunctuation(at, 0x40), argument.count >= 2 else { return nil }
        var text = ""
        for token in argument.dropFirst() {
            guard case .string(let literal, valid: true) = token.kind, let piece = literal.plainText else { return nil }
            text += piece
        }
        return (text, at.line, at.column)
    }

    private static func isNil(_ argument: ArraySlice<SwiftLexer.Token>) -> Bool {
        guard argument.count == 1, case .identifier(let word) = argument[argument.startIndex].kind else { return false }
        return word == "nil" || word == "NULL"
    }

    /// Whether a bundle argument is the main bundle (`[NSBundle mainBundle]`,
    /// `NSBundle.mainBundle`) or the bundle of the calling class
    /// (`[NSBundle bundleForClass:[self class]]`, `self.class`): the target's own.
    private static func isOwnBundle(_ argument: ArraySlice<SwiftLexer.Token>) -> Bool {
        var words: [String] = []
        for token in argument { if case .identifier(let word) = token.kind { words.append(word) } }
        return words == ["NSBundle", "mainBundle"] || words == ["NSBundle", "bundleForClass", "self", "class"]
    }

    private static func isPunctuation(_ token: SwiftLexer.Token, _ byte: UInt8) -> Bool {
        if case .punctuation(byte) = token.kind { true } else { false }
    }
}
