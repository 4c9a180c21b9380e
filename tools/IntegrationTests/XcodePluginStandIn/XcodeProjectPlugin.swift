// STAND-IN, NOT APPLE'S MODULE, NOT SHIPPED. Xcode's XcodeProjectPlugin module exists only
// inside Xcode; Linux has none, so `#if canImport(XcodeProjectPlugin)` hides the Xcode half
// of both plugins from every Linux build. This file declares the part of that module's
// public API the plugins use, with the signatures Apple documents for PackagePlugin 6.0
// and later (Xcode 16+, the manifest's tools version 6.1 included), so that `run` can
// type-check the plugins' Xcode halves here. It proves the code matches these
// declarations, not that Xcode accepts it: see Documentation/Xcode.md.
//
// Deprecations are declared as Apple's are, so that a use of the Path-based API fails
// the type-check (run compiles with -warnings-as-errors).

import Foundation
import PackagePlugin

/// Xcode's view of the project a plugin runs for.
public struct XcodePluginContext {
    /// The project the plugin runs for.
    public let xcodeProject: XcodeProject
    /// The folder the plugin may write into.
    @available(_PackageDescription, deprecated: 6.0, renamed: "pluginWorkDirectoryURL")
    public let pluginWorkDirectory: Path
    /// The folder the plugin may write into.
    @available(_PackageDescription, introduced: 6.0)
    public let pluginWorkDirectoryURL: URL

    /// Finds a tool the plugin depends on (or one on the system) by name.
    public func tool(named name: String) throws -> PluginContext.Tool {
        fatalError("XcodeProjectPlugin stand-in: for type-checking only, never run")
    }
}

/// An Xcode project.
public struct XcodeProject {
    public typealias ID = String
    public let id: ID
    /// The project's name, as Xcode shows it.
    public let displayName: String
    /// The folder that holds the .xcodeproj.
    @available(_PackageDescription, deprecated: 6.0, renamed: "directoryURL")
    public let directory: Path
    /// The folder that holds the .xcodeproj.
    @available(_PackageDescription, introduced: 6.0)
    public let directoryURL: URL
    /// The project's targets.
    public let targets: [XcodeTarget]
}

/// A target of an Xcode project.
public struct XcodeTarget {
    public typealias ID = String
    public let id: ID
    /// The target's name, as Xcode shows it.
    public let displayName: String
    /// What the target builds, if anything.
    public let product: XcodeProduct?
    /// The files the target's build phases take in (sources, resources, …).
    public let inputFiles: FileList
}

/// What an Xcode target builds.
public struct XcodeProduct {
    public typealias ID = String
    public let id: ID
    public let name: String
}

/// A build-tool plugin's Xcode entry point.
public protocol XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

/// A command plugin's Xcode entry point.
public protocol XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws
}
