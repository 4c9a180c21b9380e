import PropertyList

/// Why an Xcode project could not be read: what is wrong, in which file, where,
/// and what to do. The property-list reader's one error type, also for what the
/// project file describes (a dangling object ID, a group cycle, a missing file).
///
/// ```swift
/// // App.xcodeproj/project.pbxproj:41:18: error: object 8D0C4E8C… (a PBXBuildFile's
/// //   fileRef) is not defined in `objects`; the project file is damaged …
/// ```
package typealias XcodeProjectError = PropertyListError
