import Foundation

/// Finds the localized keys a widget's Swift sources use.
///
/// Recognised: the first argument of `Text`, `LocalizedStringKey`,
/// `LocalizedStringResource`, `NSLocalizedString`, and the title of `Label` and
/// `Button` when it is a string literal; `String(localized:)` and
/// `AttributedString(localized:)`; and the first argument that is a string
/// literal of any extra function named with `--localized-function` (a plain
/// name such as `tr`, or a qualified one such as `L10n.tr`).
/// `Text(verbatim:)` and a `Text` of a variable are not keys.
package struct SwiftSourceScanner: Sendable {
    /// What was found in one file.
    package struct FileResult: Sendable {
        /// The key usages in source order.
        package var usages: [SourceKeyUsage]
        /// A note when the file could not be read to its end (interpolations nested
        /// too deeply); the usages before that point are kept.
        package var problem: String?
    }

    /// Initialisers whose first unlabelled argument is a key.
    private static let keyInitialisers: Set<String> = [
        "Text", "LocalizedStringKey", "LocalizedStringResource", "NSLocalizedString", "Label", "Button",
    ]
    /// Initialisers whose `localized:` argument is a key.
    private static let localizedInitialisers: Set<String> = ["String", "AttributedString"]

    private let extraFunctions: Set<String>

    /// How far past a call's opening parenthesis its arguments are searched (for
    /// the first literal of a `--localized-function`, `tableName:` and `bundle:`).
    /// Real calls are far shorter; the bound keeps deeply nested calls linear.
    static let argumentWindow = 256

    /// - Parameter localizedFunctions: Extra function names whose first
    ///   string-literal argument is a key (`--localized-function`).
    package init(localizedFunctions: [String] = []) {
        extraFunctions = Set(localizedFunctions)
    }

    /// Scans the text of one Swift file.
    ///
    /// - Parameters:
    ///   - bytes: The file's contents (UTF-8; invalid bytes are tolerated).
    ///   - file: The path to report.
    /// - Complexity: O(*n*) in the size of the file.
    package func scan(_ bytes: [UInt8], file: String) -> FileResult {
        var lexer = SwiftLexer(bytes: bytes)
        lexer.lex()
        var usages: [SourceKeyUsage] = []
        for run in lexer.runs {
            recognise(run, file: file, into: &usages)
        }
        usages.sort { ($0.line, $0.column) < ($1.line, $1.column) }
        var problem: String?
        if let place = lexer.nestingLimitHit {
            problem = "\(file):\(place.line):\(place.column): string interpolations are nested more than "
                + "\(SwiftLexer.maximumNesting) deep; the rest of this file was not scanned"
        }
        return FileResult(usages: usages, problem: problem)
    }

    private func recognise(_ tokens: [SwiftLexer.Token], file: String, into usages: inout [SourceKeyUsage]) {
        var position = 0
        while position + 2 < tokens.count {
            defer { position += 1 }
            guard case .identifier(let name) = tokens[position].kind,
                  case .punctuation(0x28) = tokens[position + 1].kind else { continue }
            // `func Text(` and `init` declarations are not uses.
            if position > 0, case .identifier("func") = tokens[position - 1].kind { continue }
            let argumentsStart = position + 2
            var found: (literal: SwiftStringLiteral, token: SwiftLexer.Token, function: String)?
            if Self.keyInitialisers.contains(name) {
                if let (literal, token) = Self.literalArgument(tokens, at: argumentsStart) {
                    found = (literal, token, name)
                }
            } else if Self.localizedInitialisers.contains(name) {
                if argumentsStart + 1 < tokens.count,
                   case .identifier("localized") = tokens[argumentsStart].kind,
                   case .punctuation(0x3A) = tokens[argumentsStart + 1].kind,
                   let (literal, token) = Self.literalArgument(tokens, at: argumentsStart + 2) {
                    found = (literal, token, name + "(localized:)")
                }
            }
            if found == nil, !extraFunctions.isEmpty,
               let function = matchingExtraFunction(tokens, nameAt: position),
               let (literal, token) = Self.firstLiteralArgument(tokens, from: argumentsStart) {
                found = (literal, token, function)
            }
            if let found {
                let place = Self.tableAndBundle(tokens, argumentsFrom: argumentsStart)
                usages.append(SourceKeyUsage(literal: found.literal, function: found.function, file: file,
                                             line: found.token.line, column: found.token.column,
                                             table: place.table, isInPackageBundle: place.packageBundle))
            }
        }
    }

    /// The `tableName:`/`table:` string literal of the call whose arguments start
    /// at `index`, and whether its `bundle:` is the Swift package's (`.module`).
    private static func tableAndBundle(_ tokens: [SwiftLexer.Token], argumentsFrom index: Int)
        -> (table: String?, packageBundle: Bool) {
        var table: String?
        var packageBundle = false
        forEachArgument(tokens, from: index) { cursor in
            guard cursor + 2 < tokens.count, case .identifier(let label) = tokens[cursor].kind,
                  case .punctuation(0x3A) = tokens[cursor + 1].kind else { return true }
            switch (label, tokens[cursor + 2].kind) {
            case ("tableName", .string(let literal, valid: true)), ("table", .string(let literal, valid: true)):
                table = literal.plainText
            case ("bundle", .punctuation(0x2E)):
                if cursor + 3 < tokens.count, case .identifier("module") = tokens[cursor + 3].kind { packageBundle = true }
            case ("bundle", .identifier("Bundle")):
                if cursor + 4 < tokens.count, case .identifier("module") = tokens[cursor + 4].kind { packageBundle = true }
            default:
                break
            }
            return true
        }
        return (table, packageBundle)
    }

    /// Calls `body` with the index of the first token of each top-level argument
    /// of the call whose arguments start at `index`, until `body` returns `false`,
    /// the call's closing `)` or `argumentWindow` tokens.
    private static func forEachArgument(_ tokens: [SwiftLexer.Token], from index: Int, _ body: (Int) -> Bool) {
        var depth = 0
        var argumentStart = true
        for cursor in index..<max(index, min(tokens.count, index + argumentWindow)) {
            if depth == 0, argumentStart {
                guard body(cursor) else { return }
                argumentStart = false
            }
            switch tokens[cursor].kind {
            case .punctuation(0x28), .punctuation(0x5B), .punctuation(0x7B):
                depth += 1
            case .punctuation(0x29), .punctuation(0x5D), .punctuation(0x7D):
                if depth == 0 { return }
                depth -= 1
            case .punctuation(0x2C) where depth == 0:
                argumentStart = true
            default:
                break
            }
        }
    }

    /// The name of `--localized-function` that the call at `position` matches:
    /// its plain name or its dotted qualified name.
    private func matchingExtraFunction(_ tokens: [SwiftLexer.Token], nameAt position: Int) -> String? {
        guard case .identifier(var qualified) = tokens[position].kind else { return nil }
        if extraFunctions.contains(qualified) { return qualified }
        var cursor = position
        while cursor >= 2, case .punctuation(0x2E) = tokens[cursor - 1].kind,
              case .identifier(let owner) = tokens[cursor - 2].kind {
            qualified = owner + "." + qualified
            if extraFunctions.contains(qualified) { return qualified }
            cursor -= 2
        }
        return nil
    }

    /// A valid string literal at `index` that is a whole argument (followed by `,` or `)`).
    private static func literalArgument(_ tokens: [SwiftLexer.Token], at index: Int)
        -> (SwiftStringLiteral, SwiftLexer.Token)? {
        guard index + 1 < tokens.count,
              case .string(let literal, valid: true) = tokens[index].kind,
              case .punctuation(let next) = tokens[index + 1].kind,
              next == 0x2C || next == 0x29 else { return nil }
        return (literal, tokens[index])
    }

    /// The first top-level argument of the call whose arguments start at `index`
    /// that is a lone string literal, labelled or not.
    private static func firstLiteralArgument(_ tokens: [SwiftLexer.Token], from index: Int)
        -> (SwiftStringLiteral, SwiftLexer.Token)? {
        var found: (SwiftStringLiteral, SwiftLexer.Token)?
        forEachArgument(tokens, from: index) { cursor in
            var valueIndex = cursor
            if case .identifier = tokens[cursor].kind, cursor + 1 < tokens.count,
               case .punctuation(0x3A) = tokens[cursor + 1].kind {
                valueIndex = cursor + 2
            }
            found = literalArgument(tokens, at: valueIndex)
            return found == nil
        }
        return found
    }
}

extension SwiftSourceScanner {
    /// Scans every `.swift` file at the given paths (files, or directories searched
    /// recursively), in a stable order.
    ///
    /// - Parameter paths: Files or directories, as given with `--sources`.
    /// - Returns: The usages of all files, sorted by file, line and column, and
    ///   notes about files that could not be scanned to their end.
    /// - Throws: ``AuditInputError`` when a path does not exist or cannot be read.
    package func scan(paths: [String]) throws(AuditInputError) -> (usages: [SourceKeyUsage], problems: [String]) {
        var files: [String] = []
        for path in paths {
            files += try Self.swiftFiles(at: path)
        }
        var seen = Set<String>()
        files = files.filter { seen.insert($0).inserted }
        var usages: [SourceKeyUsage] = []
        var problems: [String] = []
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else {
                throw AuditInputError(path: file, message: "cannot read this Swift source file; check that it exists and is readable")
            }
            let result = scan([UInt8](data), file: file)
            usages += result.usages
            if let problem = result.problem { problems.append(problem) }
        }
        return (usages, problems)
    }

    /// The `.swift` files at `path`, sorted; `path` itself when it is a file.
    private static func swiftFiles(at path: String) throws(AuditInputError) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw AuditInputError(path: path, message: "no such file or directory (given with --sources)")
        }
        guard isDirectory.boolValue else { return [path] }
        guard let enumerator = FileManager.default.enumerator(atPath: path) else {
            throw AuditInputError(path: path, message: "cannot list this directory (given with --sources); check its permissions")
        }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let full = path.hasSuffix("/") ? path + relative : path + "/" + relative
            var isSubdirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: full, isDirectory: &isSubdirectory), !isSubdirectory.boolValue {
                files.append(full)
            }
        }
        return files.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}
