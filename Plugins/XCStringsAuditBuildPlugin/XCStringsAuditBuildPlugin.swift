// A build-tool plugin: every build of the target it is attached to (the widget
// extension's) runs the audit, and the findings appear as the build's warnings
// and errors, `file:line:column: warning: [rule] …` as compilers print them.
// Errors fail the build, as a compiler's do; `.xcstrings-audit.json` (found from
// the app catalog upwards) turns rules off or changes their severity.
//
// In a package, the target's String Catalogs are audited against the app
// target's catalogs of the same name, and its Swift files are the `--sources`.
// The app target is `appTarget` of the package's `.xcstrings-audit.json`, else
// the one other target that has a catalog of that name.
//
// In an Xcode project, the project is audited in project mode for this target
// alone (`--target`): Xcode's own build settings and membership decide the files.
//
// The command declares no outputs, so that it runs on every build and its
// diagnostics stay in view; it writes nothing.

import Foundation
import PackagePlugin

@main
struct XCStringsAuditBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let widget = target as? SourceModuleTarget else { return [] }
        let tool = try context.tool(named: "xcstrings-audit")
        let catalogs = Self.catalogs(of: widget)
        guard !catalogs.isEmpty else {
            Diagnostics.warning("xcstrings-audit: target '\(target.name)' has no String Catalog (.xcstrings) to audit")
            return []
        }
        let app = try appTarget(for: widget, catalogs: catalogs, package: context.package)
        let appCatalogs = Self.catalogs(of: app)
        let swiftFiles = widget.sourceFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
        // One pair per table the app also has; the code rules run with the first
        // (Localizable when there is one), so that each code finding is reported once.
        var pairs: [(app: URL, widget: URL)] = []
        for catalog in catalogs {
            guard let appCatalog = appCatalogs.first(where: { $0.lastPathComponent == catalog.lastPathComponent }) else {
                continue
            }
            let pair = (app: appCatalog, widget: catalog)
            if catalog.lastPathComponent == "Localizable.xcstrings" { pairs.insert(pair, at: 0) } else { pairs.append(pair) }
        }
        return pairs.enumerated().map { index, pair in
            let sources = index == 0 ? swiftFiles.flatMap { ["--sources", $0.path] } : []
            return .buildCommand(
                displayName: "xcstrings-audit \(target.name): \(pair.widget.lastPathComponent) against \(app.name)",
                executable: tool.url,
                arguments: ["--format", "xcode", "--app", pair.app.path, "--widget", pair.widget.path] + sources,
                inputFiles: [pair.app, pair.widget] + (index == 0 ? swiftFiles : []),
                outputFiles: [])
        }
    }

    /// The String Catalogs among a target's files.
    static func catalogs(of target: SourceModuleTarget) -> [URL] {
        target.sourceFiles.filter { $0.url.pathExtension == "xcstrings" }.map(\.url)
            .sorted { $0.path < $1.path }
    }

    /// The target the widget is audited against (see the file's comment).
    func appTarget(for widget: SourceModuleTarget, catalogs: [URL], package: Package) throws -> SourceModuleTarget {
        let others = package.targets.compactMap { $0 as? SourceModuleTarget }
            .filter { $0.kind != .test && $0.id != widget.id }
        let configuration = package.directoryURL.appendingPathComponent(".xcstrings-audit.json")
        if let data = FileManager.default.contents(atPath: configuration.path),
           let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
           let name = object["appTarget"] as? String {
            guard let named = others.first(where: { $0.name == name }) else {
                throw BuildPluginFailure("\(configuration.path): appTarget '\(name)' is not a target of the package "
                    + "(its targets: \(others.map(\.name).joined(separator: ", ")))")
            }
            return named
        }
        let names = Set(catalogs.map(\.lastPathComponent))
        let candidates = others.filter { other in Self.catalogs(of: other).contains { names.contains($0.lastPathComponent) } }
        guard candidates.count == 1 else {
            let tables = names.sorted().joined(separator: ", ")
            throw BuildPluginFailure("xcstrings-audit: cannot tell which target is the app that '\(widget.name)' is "
                + "audited against: " + (candidates.isEmpty ? "no other target has \(tables)"
                    : "\(candidates.map(\.name).joined(separator: ", ")) all have \(tables)")
                + "; name it in \(configuration.lastPathComponent) beside Package.swift: {\"appTarget\": \"App\"}")
        }
        return candidates[0]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension XCStringsAuditBuildPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let tool = try context.tool(named: "xcstrings-audit")
        let project = context.xcodeProject
        let inputs = target.inputFiles.map(\.url).filter { ["xcstrings", "strings", "stringsdict", "swift"].contains($0.pathExtension) }
        return [.buildCommand(
            displayName: "xcstrings-audit \(target.displayName)",
            executable: tool.url,
            arguments: ["--format", "xcode", "--project", project.displayName, "--target", target.displayName,
                        project.directoryURL.path],
            inputFiles: inputs,
            outputFiles: [])]
    }
}
#endif

/// Why the plugin cannot set up the audit.
struct BuildPluginFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
