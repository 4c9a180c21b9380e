import Foundation
import PropertyList
import XcodeProject
import XCStrings

/// Checks of the command's inputs that catch a mistaken command line before it
/// does harm: the same catalog twice, app and widget swapped, a language code
/// neither catalog has.
enum InputGuards {
    /// An error when `app` and `widget` are one file — also through `./`, a
    /// symbolic link or a hard link (same device and inode) — else `nil`.
    static func sameFile(app: String, widget: String) -> AuditProblem? {
        var first = stat(), second = stat()
        guard stat(app.fileSystemPath, &first) == 0, stat(widget.fileSystemPath, &second) == 0,
              first.st_dev == second.st_dev, first.st_ino == second.st_ino else { return nil }
        let how = app == widget ? "given twice" : "the same file (\(widget) is a link to or another name of \(app))"
        // Most often one catalog that is a member of both targets: a pair of catalogs cannot say which of its
        // keys the widget uses, the project can.
        return AuditProblem(level: .error, path: widget, message: "the app catalog and the widget catalog are \(how); "
            + "if one catalog is a member of both the app and the widget target (a shared catalog), audit the Xcode "
            + "project instead (xcstrings-audit PATH/App.xcodeproj): it checks the keys the widget's code uses. "
            + "Otherwise give the app's catalog first, then the widget's")
    }

    /// An error when a file the command writes (`--output`, `--write-baseline`,
    /// `$GITHUB_STEP_SUMMARY`) is one of the files it reads — a catalog, the
    /// configuration, the baseline, a scanned Swift source — or two outputs are one
    /// file; else `nil`. Files are compared by device and inode, so a symbolic link,
    /// a hard link or another spelling of the path is caught too.
    ///
    /// Only an output that exists can be an input, so the sources are listed only
    /// then (the same walk as the scan's).
    ///
    /// - Parameter outputs: Each output's name for the message (`--output`) and path.
    static func outputOverwritesAnInput(_ outputs: [(option: String, path: String?)], options: AuditOptions) -> AuditProblem? {
        let given = outputs.compactMap { output in output.path.map { (option: output.option, path: $0) } }.filter { !$0.path.isEmpty }
        for (index, output) in given.enumerated() {
            for other in given[..<index] where other.path == output.path {
                return AuditProblem(level: .error, path: output.path, message: "\(other.option) and \(output.option) name "
                    + "the same file; one would replace the other. Name two files")
            }
        }
        let existing = given.compactMap { output -> (option: String, path: String, identity: FileIdentity)? in
            FileIdentity(path: output.path).map { (output.option, output.path, $0) }
        }
        guard !existing.isEmpty else { return nil }
        for (index, output) in existing.enumerated() {
            if let other = existing[..<index].first(where: { $0.identity == output.identity }) {
                return AuditProblem(level: .error, path: output.path, message: "\(other.option) (\(other.path)) and "
                    + "\(output.option) are the same file; one would replace the other. Name two files")
            }
        }
        var inputs: [(what: String, path: String)] = [("the app catalog", options.appCatalog),
                                                      ("the widget catalog", options.widgetCatalog)]
        if let path = options.configurationPath ?? options.configPath { inputs.append(("the configuration", path)) }
        if let path = options.baselinePath { inputs.append(("the baseline", path)) }
        for source in options.sources { inputs.append(("the source", source)) }
        if let project = options.projectPath {
            // Project mode reads the project file and the catalogs, tables and sources its targets name: every such
            // file in the project's folder is protected (a superset, found without reading the project).
            let root = project.hasSuffix(".xcodeproj") || project.hasSuffix(".xcodeproj/")
                ? (project as NSString).deletingLastPathComponent : project
            let readable = [".pbxproj", ".xcstrings", ".strings", ".stringsdict", ".swift", ".json"]
            for file in DirectoryWalker().files(under: root.isEmpty ? "." : root) ?? []
            where readable.contains(where: { file.hasSuffix($0) }) {
                inputs.append((file.hasSuffix(".pbxproj") ? "the project file" : "a file of the project", file))
            }
        }
        if !options.sources.isEmpty, let selected = try? SourceSelection(excludes: options.excludes).swiftFiles(in: options.sources) {
            for file in selected.files { inputs.append(("the scanned source", file)) }
        }
        var identities: [FileIdentity: (what: String, path: String)] = [:]
        for input in inputs where !input.path.isEmpty {
            if let identity = FileIdentity(path: input.path), identities[identity] == nil { identities[identity] = input }
        }
        for output in existing {
            guard let input = identities[output.identity] else { continue }
            let same = input.path == output.path ? "" : " (\(output.path) is a link to or another name of it)"
            let effect = output.option == "GITHUB_STEP_SUMMARY" ? "the job summary would be appended to" : "the report would replace"
            let replacement = output.option == "--write-baseline" ? "the baseline would replace" : effect
            return AuditProblem(level: .error, path: output.path, message: "\(output.option) names \(input.what) "
                + "\(input.path)\(same), which this run reads; \(replacement) it. Name another file")
        }
        return nil
    }

    /// A file's device and inode (following symbolic links).
    struct FileIdentity: Hashable {
        var device: UInt64
        var inode: UInt64

        init?(path: String) {
            var information = stat()
            guard stat(path.fileSystemPath, &information) == 0 else { return nil }
            device = UInt64(information.st_dev)
            inode = UInt64(information.st_ino)
        }
    }

    /// Why the two catalogs look swapped (the "widget" is the app's and the
    /// "app" the widget's), or `nil` when they do not.
    ///
    /// Two signs: the paths (where they differ, the app's says widget or extension
    /// and the widget's does not), and the keys (the "widget" has many keys the
    /// "app" lacks, and more of them than the other way round — a widget's catalog
    /// is normally a small part of the app's).
    ///
    /// - Complexity: O(*n*) in the number of keys of both catalogs.
    static func swapReason(app: StringCatalog, widget: StringCatalog, appPath: String, widgetPath: String) -> String? {
        var reasons: [String] = []
        let (appPart, widgetPart) = differingParts(appPath, widgetPath)
        func saysWidget(_ text: String) -> Bool { text.contains("widget") || text.contains("extension") }
        if saysWidget(appPart), !saysWidget(widgetPart) {
            reasons.append("the app catalog's path (\(appPath)) names a widget or extension and the widget catalog's does not")
        }
        // Only a "widget" larger than the "app" can look swapped by its keys: the
        // usual order costs no look-up of every key of both catalogs.
        if widget.entries.count > app.entries.count {
            let widgetOnly = widget.entries.count { app[$0.key] == nil }
            let appOnly = app.entries.count { widget[$0.key] == nil }
            if widgetOnly >= 3, widgetOnly > 2 * appOnly {
                reasons.append("the widget catalog has \(widgetOnly) keys the app catalog lacks, and the app catalog only "
                    + "\(appOnly) the widget's lacks")
            }
        }
        return reasons.isEmpty ? nil : reasons.joined(separator: "; ")
    }

    /// The two paths, lowercased, without their common directory prefix.
    private static func differingParts(_ lhs: String, _ rhs: String) -> (String, String) {
        let left = lhs.lowercased().split(separator: "/", omittingEmptySubsequences: false)
        let right = rhs.lowercased().split(separator: "/", omittingEmptySubsequences: false)
        var common = 0
        while common < min(left.count, right.count) - 1, left[common] == right[common] { common += 1 }
        return (left[common...].joined(separator: "/"), right[common...].joined(separator: "/"))
    }

    /// An error naming the `--languages` codes neither catalog has, listing the
    /// languages they do have; `nil` when every code is in one of them. Codes are
    /// compared without regard to case or `-`/`_`.
    ///
    /// - Parameter source: What gave the codes, for the message (`--languages`).
    static func unknownLanguages(_ languages: [String], app: StringCatalog, widget: StringCatalog,
                                 source: String = "--languages") -> AuditProblem? {
        let known = Set(app.languages + widget.languages + [app.sourceLanguage, widget.sourceLanguage])
        let filter = LanguageFilter(Array(known))
        let unknown = languages.filter { !filter.contains($0) }
        guard !unknown.isEmpty else { return nil }
        // A code is echoed cut to a readable length, and at most ten of them.
        let quoted = unknown.map { "'\($0.count > 40 ? $0.prefix(40) + "…" : Substring($0))'" }
        let list = Wording.list(quoted, atMost: 10)
        return AuditProblem(level: .error, message: "\(source): \(list) \(unknown.count == 1 ? "is" : "are") in neither "
            + "catalog; the catalogs have " + known.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.joined(separator: ", "))
    }
}

extension InputGuards {
    /// Why `path` names nothing, in `stat`'s words: `no such file or directory`,
    /// `File name too long`, `Permission denied` (a folder on the way).
    static func whyMissing(_ path: String) -> String {
        var information = stat()
        guard stat(path.fileSystemPath, &information) != 0 else { return "no such file or directory" }
        return errno == ENOENT ? "no such file or directory" : String(cString: strerror(errno))
    }

    /// The largest baseline or configuration read (a baseline of a million findings
    /// is about 200 MiB).
    static let smallInputLimit = 512 << 20

    /// The bytes of a baseline or configuration file, with an error that says what
    /// the path is when it is not a regular file one can read: `it is a FIFO (named
    /// pipe), not a regular file`, `Permission denied`.
    ///
    /// The file is opened without blocking, so a FIFO without a writer is an error,
    /// not a hang. A UTF-8 byte order mark is dropped; UTF-16 or UTF-32 is an error
    /// that says so.
    ///
    /// - Parameters:
    ///   - what: What the file is, for messages (`the baseline`).
    ///   - missing: The message when it does not exist.
    /// - Throws: ``AuditInputError`` saying why it cannot be read.
    static func readRegularFile(_ path: String, what: String, missing: String) throws(AuditInputError) -> Data {
        let descriptor = open(path.fileSystemPath, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { throw AuditInputError(path: path, message: missing) }
            throw AuditInputError(path: path, message: "cannot read \(what): \(String(cString: strerror(code)))")
        }
        defer { close(descriptor) }
        var information = stat()
        guard fstat(descriptor, &information) == 0 else {
            throw AuditInputError(path: path, message: "cannot read \(what): \(String(cString: strerror(errno)))")
        }
        let kind = FileKind(information)
        guard kind.isRegular else {
            throw AuditInputError(path: path, message: "cannot read \(what): it is \(kind), not a regular file; give the "
                + "path of a JSON file")
        }
        guard information.st_size <= smallInputLimit else {
            throw AuditInputError(path: path, message: "cannot read \(what): \(information.st_size >> 20) MiB is over the "
                + "\(smallInputLimit >> 20) MiB limit for it; is it the right file?")
        }
        var data = Data()
        if let code = AtomicFileWriter.readAll(descriptor, into: &data) {
            throw AuditInputError(path: path, message: "cannot read \(what): \(String(cString: strerror(code)))")
        }
        // JSON is UTF-8: a byte order mark is dropped, UTF-16 and UTF-32 are named.
        switch TextEncoding.detect(data) {
        case .utf8(let byteOrderMark): return byteOrderMark ? data.dropFirst(3) : data
        case let encoding:
            throw AuditInputError(path: path, line: 1, column: 1, message: "cannot read \(what): the file is \(encoding); "
                + "it is JSON, which is UTF-8: save it as UTF-8")
        }
    }
}

extension String {
    /// The message with every `'quoted'` value longer than 60 characters cut to
    /// its first 40 and its length — an option value of 100 000 characters is
    /// echoed as `'xxxx…' (100000 characters)`, not whole — and control
    /// characters in quoted values escaped (``escapingControlCharacters(_:)``).
    ///
    /// A quote opens after the start, a space or punctuation, and closes before the
    /// end, a space or punctuation, so the apostrophe of `the app's catalog` is
    /// neither.
    ///
    /// - Complexity: O(*n*) in the message's length.
    var cuttingLongQuotedValues: String {
        guard contains("'") else { return self }
        let characters = Array(self)
        func isWordCharacter(_ index: Int) -> Bool {
            index >= 0 && index < characters.count && (characters[index].isLetter || characters[index].isNumber)
        }
        var result = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            guard character == "'", !isWordCharacter(index - 1) else {
                result.append(character)
                index += 1
                continue
            }
            var close = index + 1
            while close < characters.count, !(characters[close] == "'" && !isWordCharacter(close + 1)) { close += 1 }
            guard close < characters.count else {
                result.append(character)
                index += 1
                continue
            }
            let count = close - index - 1
            // A path or a command to copy stays whole up to a few lines' length.
            let kept = String(characters[(index + 1)..<(index + 1 + min(count, count > 240 ? 200 : count))])
            result += "'" + Self.escapingControlCharacters(kept)
            result += count > 240 ? "…' (\(count) characters)" : "'"
            index = close + 1
        }
        return result
    }

    /// The path as a message shows it: control characters escaped (a file named
    /// `a\n::error::x.swift` cannot start a line of its own, a workflow command in
    /// GitHub's log), `./` before a path that starts with `::`, and a path longer than 300 characters cut in its middle
    /// (`first 200…last 80 (100000 characters)`).
    var shownAsPath: String {
        var escaped = Self.escapingControlCharacters(FileSystemName.displayed(self))
        // `::stop-commands::…` at the start of a line is a workflow command; `./::…` is the same file.
        if escaped.hasPrefix("::") { escaped = "./" + escaped }
        guard escaped.utf8.count > 300, escaped.count > 300 else { return escaped }
        return escaped.prefix(200) + "…" + escaped.suffix(80) + " (\(escaped.count) characters)"
    }

    /// `text` with line breaks, tabs and other control characters written as
    /// escapes (`\n`, `\u{1B}`), so an echoed value stays on one line and cannot
    /// start a line of its own (a GitHub workflow command).
    static func escapingControlCharacters(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F || $0 == "\u{2028}" || $0 == "\u{2029}" })
        else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\u{2028}" || scalar == "\u{2029}":
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

/// The command-line arguments as strings, with file names that are not UTF-8
/// kept intact: each byte that is not part of well-formed UTF-8 is carried as a
/// reserved code point and given back to the file system as that byte (see
/// `FileSystemName` in the PropertyList module); messages show it as `\xFF`.
///
/// ```swift
/// commandLineArguments([Array("W".utf8) + [0xFF]])   // ["W\u{10FFFF}"], which opens the file named W + byte 0xFF
/// ```
///
/// - Parameter arguments: The arguments' bytes (`CommandLine.unsafeArgv`), without
///   the program name.
public func commandLineArguments(_ arguments: [[UInt8]]) -> [String] {
    arguments.map(FileSystemName.decoding)
}

/// The environment's `NAME=value` entries as a dictionary, with values (and names)
/// that are not UTF-8 carried as ``commandLineArguments(_:)`` carries them; the
/// first entry of a name wins, as `getenv` has it.
///
/// - Parameter entries: The entries' bytes (`environ`).
public func environmentVariables(_ entries: [[UInt8]]) -> [String: String] {
    var result: [String: String] = [:]
    for bytes in entries {
        guard let equals = bytes.firstIndex(of: UInt8(ascii: "=")), equals > 0 else { continue }
        let name = FileSystemName.decoding(bytes[..<equals])
        if result[name] == nil { result[name] = FileSystemName.decoding(bytes[(equals + 1)...]) }
    }
    return result
}
