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
/// own wrapper (``wrappers(in:)``: `TGLocalized(@"k")`) looks
/// its first argument up in the default table.
///
/// A file is lexed into a ``SwiftCodeFile/Run`` (its brackets matched once) by
/// ``lexed(_:)``, and only where ``mayLookUp(_:wrappers:)`` or
/// ``mayDefineWrappers(_:)`` says it may hold what is read.
enum ObjectiveCLookups {
    /// The lookups of `bytes`, an Objective-C (or Objective-C++) file, in order.
    ///
    /// - Parameter wrappers: The names of the project's own lookup functions and
    ///   macros (``wrappers(in:)``), and `--localized-function` names.
    /// - Complexity: O(*n*) in the file's length.
    static func usages(in bytes: [UInt8], file: String, wrappers: Set<String> = []) -> [SourceKeyUsage] {
        guard mayLookUp(bytes, wrappers: wrappers) else { return [] }
        return usages(in: lexed(bytes), file: file, wrappers: wrappers)
    }

    /// The project's own lookup functions and macros that `bytes` defines
    /// (``wrappers(in:)``).
    static func wrappers(in bytes: [UInt8]) -> Set<String> {
        mayDefineWrappers(bytes) ? wrappers(in: lexed(bytes)) : []
    }

    /// Whether `bytes` may hold a lookup: a Foundation call, or a string literal
    /// where the project has wrappers.
    static func mayLookUp(_ bytes: [UInt8], wrappers: Set<String>) -> Bool {
        SwiftLexer.contains(Array("ocalized".utf8), in: bytes[...])
            || (!wrappers.isEmpty && SwiftLexer.contains(Array("@\"".utf8), in: bytes[...]))
    }

    /// Whether `bytes` may define a wrapper: only a file that calls Foundation's
    /// lookups can, and most files only call wrappers.
    static func mayDefineWrappers(_ bytes: [UInt8]) -> Bool {
        SwiftLexer.contains(Array("NSLocalizedString".utf8), in: bytes[...])
            || SwiftLexer.contains(Array("localizedStringForKey".utf8), in: bytes[...])
    }

    /// An Objective-C file's top-level tokens, with their brackets matched.
    static func lexed(_ bytes: [UInt8]) -> SwiftCodeFile.Run {
        var lexer = SwiftLexer(bytes: bytes)
        lexer.lex()
        return SwiftCodeFile.Run(lexer.runs.first ?? [])
    }

    /// The lookups of a file already lexed, in order.
    ///
    /// - Complexity: O(*n*) in the number of tokens.
    static func usages(in run: SwiftCodeFile.Run, file: String, wrappers: Set<String>) -> [SourceKeyUsage] {
        var usages: [SourceKeyUsage] = []
        for index in run.tokens.indices {
            guard let name = run.identifier(at: index) else { continue }
            if let layout = macros[name] ?? (wrappers.contains(name) ? Layout(count: nil) : nil) {
                guard run.isPunctuation(0x28, at: index + 1), let arguments = arguments(run, openAt: index + 1),
                      layout.count.map({ arguments.count == $0 }) ?? !arguments.isEmpty else { continue }
                if let bundle = layout.bundle, !isOwnBundle(run, arguments[bundle]) { continue }
                guard let key = literal(run, arguments[0]) else { continue }
                var usage = lookup(key, function: name, file: file)
                if let table = layout.table {
                    if let named = literal(run, arguments[table]) {
                        usage.table = named.text
                    } else if !isNil(run, arguments[table]) {
                        continue
                    }
                }
                if let value = layout.value { usage.defaultValue = literal(run, arguments[value])?.text }
                usages.append(usage)
            } else if name == "localizedStringForKey", let usage = bundleLookup(run, at: index, file: file) {
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

    /// The project's own lookup functions and macros that a lexed file defines: a
    /// function returning `NSString *` whose first parameter is the key it passes
    /// to `localizedStringForKey:` or to one of Foundation's macros, and a macro
    /// whose first parameter its replacement passes so.
    ///
    /// ```objc
    /// NSString *TGLocalized(NSString *s) { … [bundle localizedStringForKey:s value:nil table:nil] … }
    /// #define L(key) NSLocalizedString(key, nil)
    /// ```
    ///
    /// - Complexity: O(*n*) in the number of tokens.
    static func wrappers(in run: SwiftCodeFile.Run) -> Set<String> {
        let tokens = run.tokens
        var found = Set<String>()
        var index = 0
        while index + 3 < tokens.count {
            defer { index += 1 }
            guard let name = run.identifier(at: index), run.isPunctuation(0x28, at: index + 1),
                  macros[name] == nil, name != "localizedStringForKey" else { continue }
            let isMacro = run.isPunctuation(0x23, at: index - 2) && run.identifier(at: index - 1) == "define"
            let isFunction = run.isPunctuation(0x2A, at: index - 1) && run.identifier(at: index - 2) == "NSString"
            guard isMacro || isFunction, let close = run.closing(of: index + 1) else { continue }
            // The first parameter's name: the last word before the first `,` or the `)`.
            guard let parameter = arguments(run, openAt: index + 1)?.first?.reversed().lazy
                .compactMap({ run.identifier(at: $0) }).first else { continue }
            let body: Range<Int>
            if isMacro {
                // The replacement: the rest of the `#define` line.
                var end = close + 1
                while end < tokens.count, tokens[end].line == tokens[index].line { end += 1 }
                body = (close + 1)..<end
            } else {
                guard run.isPunctuation(0x7B, at: close + 1), let end = run.closing(of: close + 1) else { continue }
                body = (close + 2)..<end
                // Nothing inside a function's body is another's definition: read once.
                index = end
            }
            if passesAsKey(parameter, in: run, body) { found.insert(name) }
        }
        return found
    }

    /// Whether the tokens `body` of `run` look `parameter` up:
    /// `localizedStringForKey:parameter` or `NSLocalizedString(parameter`, the name
    /// perhaps in parentheses.
    private static func passesAsKey(_ parameter: String, in run: SwiftCodeFile.Run, _ body: Range<Int>) -> Bool {
        func isParameter(at position: Int) -> Bool {
            var cursor = position
            while cursor < body.upperBound, run.isPunctuation(0x28, at: cursor) { cursor += 1 }
            return cursor < body.upperBound && run.identifier(at: cursor) == parameter
        }
        for position in body where position + 2 < body.upperBound {
            guard let word = run.identifier(at: position) else { continue }
            if word == "localizedStringForKey", run.isPunctuation(0x3A, at: position + 1), isParameter(at: position + 2) {
                return true
            }
            if macros[word] != nil, run.isPunctuation(0x28, at: position + 1), isParameter(at: position + 2) { return true }
        }
        return false
    }

    /// `[bundle localizedStringForKey:@"k" value:… table:…]` on the main bundle.
    private static func bundleLookup(_ run: SwiftCodeFile.Run, at index: Int, file: String) -> SourceKeyUsage? {
        // The receiver: `[NSBundle mainBundle]` or `NSBundle.mainBundle` just before.
        let receiverIsMain = run.identifier(at: index - 1) == "mainBundle"
            || (run.isPunctuation(0x5D, at: index - 1) && run.identifier(at: index - 2) == "mainBundle")
        guard receiverIsMain, run.isPunctuation(0x3A, at: index + 1) else { return nil }
        let parts = Dictionary(messageParts(of: run, from: index), uniquingKeysWith: { first, _ in first })
        guard let keyPart = parts["localizedStringForKey"], let key = literal(run, keyPart) else { return nil }
        var usage = lookup(key, function: "localizedStringForKey:value:table:", file: file)
        if let tablePart = parts["table"] {
            if let named = literal(run, tablePart) {
                usage.table = named.text
            } else if !isNil(run, tablePart) {
                return nil
            }
        }
        if let valuePart = parts["value"] { usage.defaultValue = literal(run, valuePart)?.text }
        return usage
    }

    /// The labelled parts of the message whose first part is at `first`
    /// (`localizedStringForKey:… value:… table:…`, `alertControllerWithTitle:… message:…`),
    /// each with the tokens of its argument, up to the `]` (or `)`, `}`, `;`) that
    /// ends the message. A bracketed part of an argument is stepped over whole.
    static func messageParts(of run: SwiftCodeFile.Run, from first: Int) -> [(label: String, argument: Range<Int>)] {
        var parts: [(label: String, argument: Range<Int>)] = []
        guard var label = run.identifier(at: first) else { return [] }
        var start = first + 2, cursor = first + 2
        while cursor < run.tokens.count {
            if let end = run.closing(of: cursor) {
                cursor = end + 1
                continue
            }
            if run.isPunctuation(0x5D, at: cursor) || run.isPunctuation(0x29, at: cursor)
                || run.isPunctuation(0x7D, at: cursor) || run.isPunctuation(0x3B, at: cursor) {
                break
            }
            if cursor > start, let next = run.identifier(at: cursor), run.isPunctuation(0x3A, at: cursor + 1) {
                parts.append((label, start..<cursor))
                label = next
                start = cursor + 2
                cursor += 2
                continue
            }
            cursor += 1
        }
        parts.append((label, start..<min(cursor, run.tokens.count)))
        return parts
    }

    /// The arguments of the call whose `(` is at `open`, as token ranges split at
    /// its top-level commas, or `nil` when it is not closed. A bracketed part of an
    /// argument is stepped over whole, so nested calls cost nothing more.
    private static func arguments(_ run: SwiftCodeFile.Run, openAt open: Int) -> [Range<Int>]? {
        guard let close = run.closing(of: open) else { return nil }
        var arguments: [Range<Int>] = []
        var start = open + 1, cursor = open + 1
        while cursor < close {
            if let end = run.closing(of: cursor) {
                cursor = end + 1
                continue
            }
            if run.isPunctuation(0x2C, at: cursor) {
                arguments.append(start..<cursor)
                start = cursor + 1
            }
            cursor += 1
        }
        arguments.append(start..<close)
        return arguments
    }

    /// The lookup of the literal `key`, at its place in `file`.
    private static func lookup(_ key: (text: String, line: Int, column: Int), function: String,
                               file: String) -> SourceKeyUsage {
        SourceKeyUsage(literal: SwiftStringLiteral(segments: key.text.isEmpty ? [] : [.text(key.text)]),
                       function: function, file: file, line: key.line, column: key.column)
    }

    /// The text of an argument that is one Objective-C string literal
    /// (`@"text"`, or adjacent `@"a" "b"` pieces), with the place of its `@`.
    static func literal(_ run: SwiftCodeFile.Run, _ argument: Range<Int>)
        -> (text: String, line: Int, column: Int)? {
        guard argument.count >= 2, run.isPunctuation(0x40, at: argument.lowerBound) else { return nil }
        var text = ""
        for index in argument.dropFirst() {
            guard case .string(let literal, valid: true) = run.tokens[index].kind, let piece = literal.plainText
            else { return nil }
            text += piece
        }
        let at = run.tokens[argument.lowerBound]
        return (text, at.line, at.column)
    }

    private static func isNil(_ run: SwiftCodeFile.Run, _ argument: Range<Int>) -> Bool {
        guard argument.count == 1, let word = run.identifier(at: argument.lowerBound) else { return false }
        return word == "nil" || word == "NULL"
    }

    /// Whether a bundle argument is the main bundle (`[NSBundle mainBundle]`,
    /// `NSBundle.mainBundle`) or the bundle of the calling class
    /// (`[NSBundle bundleForClass:[self class]]`, `self.class`): the target's own.
    private static func isOwnBundle(_ run: SwiftCodeFile.Run, _ argument: Range<Int>) -> Bool {
        let words = argument.compactMap { run.identifier(at: $0) }
        return words == ["NSBundle", "mainBundle"] || words == ["NSBundle", "bundleForClass", "self", "class"]
    }
}
