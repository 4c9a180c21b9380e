#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import PropertyList

/// An Xcode project (`.xcodeproj`) as far as localisation is concerned: its
/// targets, the Swift files each compiles and the string tables each copies,
/// read from `project.pbxproj` and, for synchronized folders (Xcode 16), from the
/// file system.
///
/// ```swift
/// let project = try XcodeProject(atPath: "Timer.xcodeproj")
/// project.developmentRegion                 // "en"
/// project.targets.map(\.name)               // ["Timer", "TimerWidgetExtension", "TimerTests"]
/// project.targets[1].localizationFiles[0]   // Timer/TimerWidget/Localizable.xcstrings
/// ```
///
/// Paths are resolved as Xcode resolves them: relative to the enclosing group
/// (`<group>`), to the project's folder (`SOURCE_ROOT`), or absolute; files
/// relative to the SDK, the build products or the developer folder are not on
/// disk and are left out. A synchronized folder's files belong to every target
/// that lists the folder, minus that target's membership exceptions; a target
/// that does not list the folder gets exactly the files its exceptions name, and
/// a target gets the files a build-phase exception places in its Compile Sources
/// or Copy Bundle Resources phase.
package struct XcodeProject: Sendable {
    /// The `.xcodeproj` folder as given.
    package var path: String
    /// Its `project.pbxproj`.
    package var projectFile: String
    /// The folder paths are resolved from (`SOURCE_ROOT`): the folder that holds
    /// the `.xcodeproj`, plus `projectDirPath` when the project sets one.
    package var sourceRoot: String
    /// `objectVersion` (`77` for Xcode 16 projects with synchronized folders).
    package var objectVersion: String?
    /// `developmentRegion`, such as `en` (a legacy name such as `English` as its code).
    package var developmentRegion: String?
    /// `knownRegions`: the project's languages, `Base` included (legacy names as codes).
    package var knownRegions: [String]
    /// The targets in the project's order.
    package var targets: [XcodeTarget]
    /// What was found but did not stop the project being read, each as
    /// `file:line:column: message` (an object ID defined twice, a synchronized
    /// folder that is not on disk).
    package var warnings: [String]

    /// Reads a project.
    ///
    /// - Parameters:
    ///   - path: The `.xcodeproj` folder.
    ///   - walker: How synchronized folders are listed (which folders are skipped).
    /// - Throws: ``XcodeProjectError`` when `project.pbxproj` is missing, is not a
    ///   property list (old-style or XML, UTF-8 or UTF-16; a binary or JSON one, or
    ///   UTF-32, is not read), or is damaged (an object ID that is not defined, a group
    ///   that contains itself, a localisation file that is not on disk), with the
    ///   file, line and column.
    /// - Complexity: O(*n*) in the size of `project.pbxproj` plus the files in its
    ///   synchronized folders.
    package init(atPath path: String, walker: DirectoryWalker = DirectoryWalker()) throws(XcodeProjectError) {
        let projectFile = ProjectPath.join(path, "project.pbxproj")
        try self.init(projectFileBytes: try Self.readFile(projectFile), atPath: path, walker: walker)
    }

    /// Reads a project from the bytes of its `project.pbxproj`; files it names
    /// are still looked for relative to `path`.
    ///
    /// - Parameters:
    ///   - bytes: The contents of `project.pbxproj`.
    ///   - path: The `.xcodeproj` folder it stands for.
    ///   - walker: How synchronized folders are listed.
    /// - Throws: ``XcodeProjectError`` as ``init(atPath:walker:)`` does.
    package init(projectFileBytes bytes: [UInt8], atPath path: String,
                 walker: DirectoryWalker = DirectoryWalker()) throws(XcodeProjectError) {
        let projectFile = ProjectPath.join(path, "project.pbxproj")
        var bytes = bytes
        // A binary property list has zero bytes that look like UTF-16: say what it is first.
        if let error = PropertyListReader.unreadFormatError(PropertyListReader.format(of: bytes), file: projectFile) {
            throw error
        }
        if case .utf8 = TextEncoding.detect(bytes) {} else {
            // Xcode writes UTF-8; UTF-16 is read as Xcode reads it, UTF-32 named.
            bytes = try TextEncoding.utf8Text(of: bytes, file: projectFile)
        }
        guard bytes.contains(where: { !PropertyListReader.isWhiteSpace($0) }) else {
            throw XcodeProjectError(file: projectFile, location: TextLocation(line: 1, column: 1),
                                    message: "the file is empty; a project.pbxproj starts with `// !$*UTF8*$!` and a `{`")
        }
        // Xcode writes the old-style syntax; `plutil -convert xml1` makes the XML one,
        // which Xcode opens too.
        // An object ID defined twice (a merge artifact) is read as Xcode reads it, with a warning.
        let (root, readWarnings) = try PropertyListReader.readProjectFile(bytes, file: projectFile)
        var resolver = try ProjectResolver(root: root, file: projectFile,
                                           projectFolder: ProjectPath.parent(ProjectPath.normalise(path)),
                                           walker: walker)
        try resolver.resolve()
        self.path = path
        self.projectFile = projectFile
        self.sourceRoot = resolver.sourceRoot
        self.objectVersion = root["objectVersion"]?.string
        self.developmentRegion = resolver.projectObject["developmentRegion"]?.string.map(LegacyLanguageName.code(for:))
        var regions: [String] = []
        for region in resolver.projectObject["knownRegions"]?.array?.compactMap(\.string) ?? [] {
            let code = LegacyLanguageName.code(for: region)
            if !regions.contains(code) { regions.append(code) }
        }
        self.knownRegions = regions
        self.targets = resolver.targets
        self.warnings = readWarnings.map { "\($0.file):\($0.location.line):\($0.location.column): \($0.message)" }
            + resolver.warnings
    }

    /// What kind of file a `stat` mode describes: `a directory`, `a FIFO (named pipe)`.
    package static func kindDescription(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFREG: "a regular file"
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "a special file"
        }
    }

    /// The bytes of a file, or an error that says why they cannot be had (one
    /// `open` and a few `read`s: cheaper than Foundation for 20 000 small sources).
    package static func readFile(_ path: String) throws(XcodeProjectError) -> [UInt8] {
        let descriptor = open(path.fileSystemPath, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            let reason = errno == ENOENT ? "no such file; an .xcodeproj folder holds a project.pbxproj"
                : "cannot open it: " + String(cString: strerror(errno))
            throw XcodeProjectError(file: path, message: reason)
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            throw XcodeProjectError(file: path, message: "it is \(kindDescription(info.st_mode)), not a regular file")
        }
        // Read to the end whatever the size said: a file may grow meanwhile, and
        // pseudo-files report 0.
        var bytes = [UInt8](repeating: 0, count: max(Int(info.st_size), 0) + 1)
        var count = 0
        while true {
            if count == bytes.count { bytes += [UInt8](repeating: 0, count: max(bytes.count, 4096)) }
            let read = bytes.withUnsafeMutableBytes { buffer in
                systemRead(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if read < 0 {
                if errno == EINTR { continue }
                throw XcodeProjectError(file: path, message: "cannot read it: " + String(cString: strerror(errno)))
            }
            if read == 0 { break }
            count += read
        }
        bytes.removeSubrange(count...)
        return bytes
    }

    /// `read(2)`, named apart from the local variables called `read`.
    private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        read(descriptor, buffer, count)
    }

    /// Whether a regular file (or a symbolic link to one) exists at `path`.
    static func isFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path.fileSystemPath, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }
}
