// The sample's build-tool plugin: runs the artifact bundle's xcstrings-audit on the widget
// target's Localizable.xcstrings against the Breathe target's, with the widget's Swift files
// as --sources. `context.tool(named:)` finds the executable through the binary target the
// plugin depends on, in the bundle's variant for the triple SwiftPM builds for.

import Foundation
import PackagePlugin

@main
struct AuditWidgetCatalogs: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let widget = target as? SourceModuleTarget else { return [] }
        guard let app = context.package.targets.first(where: { $0.name == "Breathe" }) as? SourceModuleTarget else {
            throw AuditWidgetCatalogsFailure("the sample has no source target 'Breathe' to audit '\(target.name)' against")
        }
        func catalog(of module: SourceModuleTarget) throws -> URL {
            guard let file = module.sourceFiles.first(where: { $0.url.lastPathComponent == "Localizable.xcstrings" }) else {
                throw AuditWidgetCatalogsFailure("target '\(module.name)' has no Localizable.xcstrings")
            }
            return file.url
        }
        let appCatalog = try catalog(of: app)
        let widgetCatalog = try catalog(of: widget)
        let swiftFiles = widget.sourceFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
        let tool = try context.tool(named: "xcstrings-audit")
        return [.buildCommand(
            displayName: "xcstrings-audit (artifact bundle) \(target.name)",
            executable: tool.url,
            arguments: ["--format", "xcode", "--app", appCatalog.path, "--widget", widgetCatalog.path]
                + swiftFiles.flatMap { ["--sources", $0.path] },
            inputFiles: [appCatalog, widgetCatalog] + swiftFiles,
            // No outputs: the command runs on every build, so its diagnostics stay in view.
            outputFiles: [])]
    }
}

/// Why the plugin cannot set up the audit.
struct AuditWidgetCatalogsFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
