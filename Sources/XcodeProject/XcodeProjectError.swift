/// Why an Xcode project could not be read: what is wrong, in which file, where,
/// and what to do.
///
/// ```swift
/// // App.xcodeproj/project.pbxproj:41:18: error: object 8D0C4E8C… (a PBXBuildFile's
/// //   fileRef) is not defined in `objects`; the project file is damaged …
/// ```
package struct XcodeProjectError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file concerned (`project.pbxproj`, or a folder or file it names).
    package var file: String
    /// Where in `file`, when known.
    package var location: ProjectSourceLocation?
    /// What is wrong and what to do.
    package var message: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - file: The file concerned.
    ///   - location: Where in it, when known.
    ///   - message: What is wrong and what to do.
    package init(file: String, location: ProjectSourceLocation? = nil, message: String) {
        self.file = file
        self.location = location
        self.message = message
    }

    /// `file:line:column: error: message`, as compilers print it.
    package var description: String {
        let place = location.map { "\(file):\($0.line):\($0.column)" } ?? file
        return "\(place): error: \(message)"
    }
}
