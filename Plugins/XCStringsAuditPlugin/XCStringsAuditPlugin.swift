// `swift package xcstrings-audit [options] [app.xcstrings widget.xcstrings]`: runs
// the audit on the package's catalogs (or, in Xcode, the project's). Without
// catalog arguments it looks for them: exactly one catalog whose path names a
// widget or extension is the widget's, exactly one other the app's.

import Foundation
import PackagePlugin

@main
struct XCStringsAuditPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "xcstrings-audit")
        // Test targets' fixtures are not the package's catalogs: skip every directory
        // that holds a test target's sources (PackagePlugin 6.0 has no URL for a
        // target's directory, and its Path is deprecated).
        let tests = context.package.targets.compactMap { $0 as? SourceModuleTarget }.filter { $0.kind == .test }
        let testDirectories = Set(tests.flatMap { $0.sourceFiles.map { $0.url.deletingLastPathComponent() } })
        try AuditInvocation(tool: tool.url, directory: context.package.directoryURL, arguments: arguments,
                            excluded: Array(testDirectories)).run()
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension XCStringsAuditPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        let tool = try context.tool(named: "xcstrings-audit")
        try AuditInvocation(tool: tool.url, directory: context.xcodeProject.directoryURL, arguments: arguments).run()
    }
}
#endif

/// One run of the tool from the plugin.
struct AuditInvocation {
    var tool: URL
    var directory: URL
    var arguments: [String]
    /// Directories not searched (test targets).
    var excluded: [URL] = []

    /// Directories never searched for catalogs: build products and dependencies.
    static let skipped: Set<String> = [".build", ".swiftpm", "DerivedData", "Pods", "Carthage", "SourcePackages", "node_modules"]

    /// Runs the tool in the package directory and ends the plugin with its exit status.
    func run() throws {
        var arguments = self.arguments
        let namesCatalogs = arguments.contains { $0.hasSuffix(".xcstrings") || ["--help", "-h", "--version"].contains($0) }
        if !namesCatalogs {
            arguments += try discoverPair()
        }
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        // 0 clean, 1 findings, 2 bad input: `swift package` fails on anything but 0.
        if process.terminationStatus != 0 {
            exit(process.terminationStatus)
        }
    }

    /// The app and widget catalogs under the directory, relative to it.
    func discoverPair() throws -> [String] {
        var catalogs: [String] = []
        let base = directory.standardizedFileURL.path
        let excludedPaths = Set(excluded.map { $0.standardizedFileURL.path })
        guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isDirectoryKey]) else {
            throw PluginFailure("cannot list \(base)")
        }
        for case let url as URL in walker {
            let name = url.lastPathComponent
            if Self.skipped.contains(name) || (name.hasPrefix(".") && name != ".")
                || excludedPaths.contains(url.standardizedFileURL.path) {
                walker.skipDescendants()
                continue
            }
            // A package of its own inside this one (a sample, a fixture) has its own catalogs.
            if url.standardizedFileURL.path != base,
               FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
                walker.skipDescendants()
                continue
            }
            guard name.hasSuffix(".xcstrings") else { continue }
            let path = url.standardizedFileURL.path
            catalogs.append(path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path)
        }
        catalogs.sort()
        func isWidget(_ path: String) -> Bool {
            let lowered = path.lowercased()
            return lowered.contains("widget") || lowered.contains("extension")
        }
        let widgets = catalogs.filter(isWidget), apps = catalogs.filter { !isWidget($0) }
        guard widgets.count == 1, apps.count == 1 else {
            let found = catalogs.isEmpty ? "none"
                : catalogs.prefix(10).joined(separator: ", ") + (catalogs.count > 10 ? " and \(catalogs.count - 10) more" : "")
            throw PluginFailure("cannot tell which catalogs to audit (found: \(found)); name them: "
                + "swift package xcstrings-audit [options] App/Localizable.xcstrings Widget/Localizable.xcstrings")
        }
        Diagnostics.remark("xcstrings-audit: app \(apps[0]), widget \(widgets[0])")
        return [apps[0], widgets[0]]
    }
}

/// Why the plugin could not run the tool.
struct PluginFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
