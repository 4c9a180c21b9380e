import Foundation
import XcodeProject
import PropertyList

/// Finds the localized keys a widget's Swift sources use.
///
/// A string literal is a key where the compiler makes it a `LocalizedStringKey`,
/// `LocalizedStringResource` or `String.LocalizationValue` — what Xcode's
/// string extraction reads:
/// - an argument of the Apple API in ``LocalizedAPI/apple`` (`Text("…")`,
///   `.configurationDisplayName("…")`, `IntentDescription("…")`,
///   `@Parameter(title: "…")`, `DisplayRepresentation(title:subtitle:)`, …),
///   each literal of a ternary there (`Text(isOn ? "On" : "Off")`);
/// - the value of a declaration of a localized type (`static var title:
///   LocalizedStringResource = "…"`, a parameter's default), the literals a
///   computed property or function of such a type returns (also from
///   `switch` cases), and the values of such an array or dictionary
///   (`caseDisplayRepresentations`);
/// - an argument of the project's own API, found in a first pass over all
///   scanned files (``SwiftDeclarations``): `func badge(_ title:
///   LocalizedStringKey)` makes `badge("…")` a key;
/// - the first string-literal argument of a `--localized-function`.
///
/// `Text(verbatim:)` and a `Text` of a variable are not keys. Interpolated
/// values get the format specifier of their declared type (``SourceKeyUsage/specifiers``).
package struct SwiftSourceScanner: Sendable {
    /// What was found in one file.
    package struct FileResult: Sendable {
        /// The key usages in source order.
        package var usages: [SourceKeyUsage]
        /// A note when the file could not be read to its end (interpolations nested
        /// too deeply); the usages before that point are kept.
        package var problem: String?
        /// The names the file reads as members (`mmol` in `Texts.mmol`): what
        /// ``SourceKeyUsage/isUnreferenced`` is settled with across files scanned
        /// apart (see ``settleReferences(_:memberNames:qualifiedMemberNames:)``).
        package var memberNames: Set<String> = []
        /// The members the file reads through a type (`Global.cancel` in
        /// `L10n.Global.cancel`, `Self.title`): what a type's static member
        /// (``SourceKeyUsage/boundOwner``) is settled with.
        package var qualifiedMemberNames: Set<String> = []
        /// The file's code cut into the pieces that run when named, with the
        /// names each mentions: what a target's code reaches is settled with
        /// them (``CodeReach``). Each usage's ``SourceKeyUsage/codeUnit`` is one of them.
        package var units = SwiftCodeUnits([])
        /// The names the file declares as `Bundle.module` (`static let arrCore =
        /// Bundle.module`): what a lookup's ``SourceKeyUsage/bundleName`` in a file
        /// scanned apart is settled with.
        package var moduleBundleNames: Set<String> = []
        /// The members of `String` the file (or the files scanned with it) declares
        /// to localize `self`, beyond `localized`, `localizedString` and those the
        /// scanner was given: what files scanned apart learn of each other.
        package var localizingStringMembers = StringMembers()
    }

    /// Members of `String` that localize `self` (`var i18nWidgets: String {
    /// String(localized: .init(stringLiteral: self), bundle: .main) }` makes
    /// `"Done".i18nWidgets` a lookup).
    package struct StringMembers: Sendable, Equatable {
        /// Their names.
        package var all: Set<String> = []
        /// Those whose body gives the lookup a default other than `self`.
        package var withDefault: Set<String> = []
    }

    private let extraFunctions: Set<String>
    /// Members of `String` that files scanned apart declare (``FileResult/localizingStringMembers``).
    private let knownStringMembers: StringMembers

    /// How far past a call's opening parenthesis its arguments are searched.
    /// Real calls are far shorter; the bound keeps deeply nested calls linear.
    static let argumentWindow = 256

    /// - Parameters:
    ///   - localizedFunctions: Extra function names whose first string-literal
    ///     argument is a key (`--localized-function`).
    ///   - localizingStringMembers: Members of `String` that localize `self`,
    ///     declared in files scanned apart.
    package init(localizedFunctions: [String] = [], localizingStringMembers: StringMembers = StringMembers()) {
        extraFunctions = Set(localizedFunctions)
        knownStringMembers = localizingStringMembers
    }

    /// Scans the text of one Swift file; its own declarations are the project's API.
    ///
    /// - Parameters:
    ///   - bytes: The file's contents (UTF-8; invalid bytes are tolerated).
    ///   - file: The path to report.
    /// - Complexity: O(*n*) in the size of the file.
    ///   - conditions: What the file's `#if` conditions are decided against;
    ///     the branches they rule out are not scanned.
    package func scan(_ bytes: [UInt8], file: String, conditions: CompilationConditions = .unknown) -> FileResult {
        scan(files: [(file, ConditionalCompilation.activeCode(bytes, conditions: conditions))])[0]
    }

    /// Scans several files together: the declarations of all of them (the
    /// project's own localized API, the types of values) apply to each.
    ///
    /// - Parameter files: Each file's path to report and contents.
    /// - Returns: One result per file, in the order given.
    /// - Complexity: O(*n*) in the total size of the files.
    package func scan(files: [(file: String, bytes: [UInt8])]) -> [FileResult] {
        scan(lexed: files.map { file, bytes in
            var lexer = SwiftLexer(bytes: bytes)
            lexer.lex()
            return (file, lexer)
        })
    }

    /// ``scan(files:)`` of files already lexed: project mode lexes a file once for
    /// this scan and the code rules (``SwiftCodeFile/init(path:bytes:lexer:)``)
    /// when no `#if` branch of it is blanked.
    ///
    /// - Parameter files: Each file's path to report and its contents lexed (``SwiftLexer/lex()``).
    func scan(lexed files: [(file: String, lexer: SwiftLexer)]) -> [FileResult] {
        var declarations = SwiftDeclarations()
        declarations.declareLocalizingStringMembers(knownStringMembers)
        for (file, lexer) in files {
            for run in lexer.runs { declarations.collect(run, file: file) }
        }
        let lexed = files.map(\.lexer)
        var results = files.map { entry in
            let file = entry.file, lexer = entry.lexer
            var usages: [SourceKeyUsage] = []
            for run in lexer.runs {
                var recogniser = SwiftKeyRecogniser(tokens: run, file: file, declarations: declarations,
                                                    extraFunctions: extraFunctions)
                recogniser.recognise()
                usages += recogniser.usages
            }
            usages.sort { ($0.line, $0.column) < ($1.line, $1.column) }
            // One literal can be reached twice (a ternary inside a returned value).
            var seen = Set<[Int]>()
            usages = usages.filter { seen.insert([$0.line, $0.column]).inserted }
            if let top = lexer.runs.first {
                let previews = Self.previewBodies(top)
                if !previews.isEmpty {
                    for index in usages.indices {
                        let place = Place(line: usages[index].line, column: usages[index].column)
                        usages[index].isInPreview = previews.contains { $0.contains(place) }
                    }
                }
            }
            var problem: String?
            if let place = lexer.nestingLimitHit {
                problem = "\(file):\(place.line):\(place.column): string interpolations are nested more than "
                    + "\(SwiftLexer.maximumNesting) deep; the rest of this file was not scanned"
            }
            return FileResult(usages: usages, problem: problem)
        }
        // The files' own localizing members of `String`: the declarations are the files' together.
        let declared = declarations.localizingStringMembers.subtracting(SwiftDeclarations.defaultLocalizingStringMembers)
            .subtracting(knownStringMembers.all)
        let declaredStringMembers = StringMembers(
            all: declared, withDefault: declarations.stringMembersWithDefault.intersection(declared))
        // A lookup kept in a name that no scanned code names again is never run.
        let names = Set(results.lazy.flatMap(\.usages).compactMap(\.boundName))
        var mentions: [String: Int] = [:]
        // A type's static member is read as `Type.name`, `Self.name`, `self.name` or,
        // inside the type, `name`; its declaration (`let name`) and `.name` of
        // anything else do not read it.
        var qualifiedMentions = Set<String>()
        var bareMentions = Set<String>()
        for (file, lexer) in lexed.enumerated() {
            var members = Set<String>()
            var qualified = Set<String>()
            for run in lexer.runs {
                for (index, token) in run.enumerated() {
                    guard case .identifier(let word) = token.kind else { continue }
                    let afterDot = index >= 1 && Self.isDot(run[index - 1])
                    if afterDot {
                        members.insert(word)
                        if index >= 2, case .identifier(let owner) = run[index - 2].kind,
                           owner == "self" || owner.utf8.first.map(Self.startsATypeName) == true {
                            qualified.insert(owner + "." + word)
                        }
                    }
                    guard names.contains(word) else { continue }
                    mentions[word, default: 0] += 1
                    if !afterDot, index == 0 || !Self.declares(run[index - 1]) { bareMentions.insert(word) }
                }
            }
            results[file].memberNames = members
            results[file].qualifiedMemberNames = qualified
            results[file].moduleBundleNames = declarations.moduleBundleNames(declaredIn: files[file].file)
            results[file].localizingStringMembers = declaredStringMembers
            qualifiedMentions.formUnion(qualified)
            let properties = declarations.propertyTypes(in: files[file].file)
            let (units, placed, payloadTypes) = SwiftCodeUnits.cut(lexer.runs,
                                                                   placing: results[file].usages.map { ($0.line, $0.column) },
                                                                   propertyType: { properties[$0] ?? nil })
            for (index, unit) in placed.enumerated() {
                results[file].usages[index].codeUnit = unit
                results[file].usages[index].payloadType = payloadTypes[index]
            }
            results[file].units = units
        }
        for file in results.indices {
            for index in results[file].usages.indices {
                let usage = results[file].usages[index]
                guard let name = usage.boundName else { continue }
                if let owner = usage.boundOwner {
                    results[file].usages[index].isUnreferenced = !bareMentions.contains(name)
                        && ![owner, "Self", "self"].contains { qualifiedMentions.contains($0 + "." + name) }
                } else {
                    results[file].usages[index].isUnreferenced = mentions[name, default: 0] <= 1
                }
            }
        }
        return results
    }

    /// A line and column in a file, ordered as they are read.
    struct Place: Comparable {
        var line: Int
        var column: Int

        static func < (lhs: Place, rhs: Place) -> Bool { (lhs.line, lhs.column) < (rhs.line, rhs.column) }
    }

    /// The braces of a file's previews, which Xcode runs and no user sees:
    /// `#Preview { … }`, `#Preview("Name", as: .systemSmall) { … } timeline: { … }`,
    /// the body of a `previews` property, and a `PreviewProvider`'s body.
    ///
    /// - Parameter tokens: The file's top-level tokens (an interpolation's are in
    ///   the literal's span).
    /// - Complexity: O(*n*) in the number of tokens.
    static func previewBodies(_ tokens: [SwiftLexer.Token]) -> [ClosedRange<Place>] {
        func place(_ index: Int) -> Place { Place(line: tokens[index].line, column: tokens[index].column) }
        func isPunctuation(_ index: Int, _ byte: UInt8) -> Bool {
            index < tokens.count && SwiftKeyRecogniser.isPunctuation(tokens[index], byte)
        }
        func isWord(_ index: Int, _ word: String) -> Bool {
            index < tokens.count && SwiftKeyRecogniser.isWord(tokens[index], word)
        }
        /// The index of the bracket that closes the one at `open`, or `nil`.
        func closing(_ open: Int, _ opener: UInt8, _ closer: UInt8) -> Int? {
            var depth = 0
            for index in open..<tokens.count {
                if isPunctuation(index, opener) { depth += 1 }
                else if isPunctuation(index, closer) {
                    depth -= 1
                    if depth == 0 { return index }
                }
            }
            return nil
        }
        var bodies: [ClosedRange<Place>] = []
        var index = 0
        while index < tokens.count {
            var brace: Int?
            if isPunctuation(index, 0x23), isWord(index + 1, "Preview") {
                // `#Preview`, its arguments, then its closure.
                var next = index + 2
                if isPunctuation(next, 0x28) { next = (closing(next, 0x28, 0x29) ?? tokens.count) + 1 }
                if isPunctuation(next, 0x7B) { brace = next }
            } else if (isWord(index, "var") && isWord(index + 1, "previews")) || isWord(index, "PreviewProvider") {
                // `static var previews: some View {`, `struct X_Previews: PreviewProvider {`:
                // the declaration's first brace, unless a `=` or another brace comes first.
                var next = index + 2
                while next < tokens.count, next < index + 32, !isPunctuation(next, 0x7B), !isPunctuation(next, 0x7D),
                      !isPunctuation(next, 0x3D) { next += 1 }
                if isPunctuation(next, 0x7B) { brace = next }
            }
            guard let open = brace, var end = closing(open, 0x7B, 0x7D) else { index += 1; continue }
            // A labelled trailing closure after the first (`timeline: { … }`) is the preview's too.
            while end + 3 < tokens.count, case .identifier = tokens[end + 1].kind,
                  isPunctuation(end + 2, 0x3A), isPunctuation(end + 3, 0x7B), let next = closing(end + 3, 0x7B, 0x7D) {
                end = next
            }
            bodies.append(place(open)...place(end))
            index = end + 1
        }
        return bodies
    }

    /// Every identifier of a source in another language (Objective-C, C), read
    /// with the Swift lexer: what it mentions of the target's Swift code.
    ///
    /// - Complexity: O(*n*) in the size of the file.
    package static func identifiers(in bytes: [UInt8]) -> Set<String> {
        var lexer = SwiftLexer(bytes: bytes)
        lexer.lex()
        var names = Set<String>()
        for run in lexer.runs {
            for token in run { if case .identifier(let word) = token.kind { names.insert(word) } }
        }
        return names
    }

    private static func isDot(_ token: SwiftLexer.Token) -> Bool {
        if case .punctuation(0x2E) = token.kind { true } else { false }
    }

    /// Whether a name whose first byte this is may be a type's (`Global`, `Self`):
    /// an ASCII capital, or a byte of a character that is not ASCII.
    private static func startsATypeName(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || byte >= 0x80
    }

    /// Whether the token introduces a declaration of the name after it.
    private static func declares(_ token: SwiftLexer.Token) -> Bool {
        guard case .identifier(let word) = token.kind else { return false }
        return word == "let" || word == "var" || word == "func" || word == "case"
    }

    /// Usages of files scanned one by one, settled against the other files of
    /// the same target: a lookup that its own file does not name again is still
    /// read when another file reads it as a member (`Texts.mmol`).
    ///
    /// - Parameters:
    ///   - memberNames: The ``FileResult/memberNames`` of every file of the target.
    ///   - qualifiedMemberNames: Their ``FileResult/qualifiedMemberNames``: what
    ///     settles a type's static member (``SourceKeyUsage/boundOwner``).
    package static func settleReferences(_ usages: [SourceKeyUsage], memberNames: [Set<String>],
                                         qualifiedMemberNames: [Set<String>]) -> [SourceKeyUsage] {
        guard usages.contains(where: \.isUnreferenced) else { return usages }
        return usages.map { usage in
            guard usage.isUnreferenced, let name = usage.boundName else { return usage }
            let isRead = if let owner = usage.boundOwner {
                qualifiedMemberNames.contains { $0.contains(owner + "." + name) }
            } else {
                memberNames.contains { $0.contains(name) }
            }
            guard isRead else { return usage }
            var read = usage
            read.isUnreferenced = false
            return read
        }
    }
}

extension SwiftSourceScanner {
    /// Scans every `.swift` file at the given paths (files, or directories searched
    /// recursively), in a stable order, as one project (see ``scan(files:)``).
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
        var contents: [(file: String, bytes: [UInt8])] = []
        var problems: [String] = []
        for file in files {
            if let skipped = Self.reasonToSkip(file) {
                problems.append("\(file): \(skipped); no keys are taken from it")
                continue
            }
            guard let data = FileSystemName.contents(of: file) else {
                throw AuditInputError(path: file, message: "cannot read this Swift source file; check that it exists and is readable")
            }
            contents.append((file, data))
        }
        var usages: [SourceKeyUsage] = []
        for result in scan(files: contents) {
            usages += result.usages
            if let problem = result.problem { problems.append(problem) }
        }
        return (usages, problems)
    }

    /// The largest Swift source scanned: 16 MiB. Scanning takes about 30 bytes of
    /// memory per byte of source; a larger file is skipped with a warning.
    package static let maximumFileSize = 16 << 20

    /// Why `file` is not scanned — not a regular file (a FIFO would block the
    /// read), or over ``maximumFileSize`` — or `nil` when it is.
    static func reasonToSkip(_ file: String) -> String? {
        var information = stat()
        guard stat(file.fileSystemPath, &information) == 0 else { return nil }  // the read's to report
        let kind = FileKind(information)
        guard kind.isRegular else { return "skipped: it is \(kind), not a regular file" }
        guard access(file.fileSystemPath, R_OK) == 0 else { return "skipped: cannot read it (\(String(cString: strerror(errno))))" }
        if Int64(information.st_size) > Int64(maximumFileSize) {
            return "skipped: \(Int64(information.st_size) >> 20) MiB is over the \(maximumFileSize >> 20) MiB limit for a Swift "
                + "source (is it generated?)"
        }
        return nil
    }

    /// The `.swift` files at `path`, sorted; `path` itself when it is a file.
    private static func swiftFiles(at path: String) throws(AuditInputError) -> [String] {
        var isDirectory = false
        guard FileSystemName.exists(path, isDirectory: &isDirectory) else {
            throw AuditInputError(path: path, message: InputGuards.whyMissing(path) + " (given with --sources)")
        }
        guard isDirectory else { return [path] }
        // The walk of `--sources` (hidden and build folders left out, links kept inside).
        guard let files = DirectoryWalker().files(under: path) else {
            throw AuditInputError(path: path, message: "cannot list this directory (given with --sources); check its permissions")
        }
        return files.filter { $0.hasSuffix(".swift") }
    }
}
