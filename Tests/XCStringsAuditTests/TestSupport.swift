import Foundation
import Testing
import XCStrings
@testable import XCStringsAudit

/// A catalog from the JSON of its `strings` object (source language `en`).
func makeCatalog(_ strings: String, sourceLanguage: String = "en",
                 sourceLocation: SourceLocation = #_sourceLocation) -> StringCatalog {
    let json = #"{"sourceLanguage": "\#(sourceLanguage)", "strings": {\#(strings)}, "version": "1.0"}"#
    do {
        return try StringCatalog(data: Data(json.utf8), file: "test.xcstrings")
    } catch {
        Issue.record("fixture does not parse: \(error)", sourceLocation: sourceLocation)
        return StringCatalog(sourceLanguage: sourceLanguage)
    }
}

/// `"key": {"localizations": {"lang": {"stringUnit": …}}}` for plain translated values.
func entry(_ key: String, _ values: [String: String], state: String = "translated", extra: String = "") -> String {
    let localizations = values.keys.sorted().map { language in
        #""\#(language)": {"stringUnit": {"state": "\#(state)", "value": \#(jsonString(values[language]!))}}"#
    }.joined(separator: ", ")
    return #"\#(jsonString(key)): {\#(extra)"localizations": {\#(localizations)}}"#
}

func jsonString(_ text: String) -> String {
    FindingFormatter.jsonString(text)
}

/// Runs the audit in-process.
func audit(app: StringCatalog, widget: StringCatalog, sources: String? = nil, allKeys: Bool = false,
           languages: [String]? = nil) -> CatalogAudit.Result {
    let usages = sources.map { SwiftSourceScanner().scan(Array($0.utf8), file: "Widget.swift").usages } ?? []
    return CatalogAudit(app: app, widget: widget, appPath: "App.xcstrings", widgetPath: "Widget.xcstrings",
                        usages: usages, allKeys: allKeys, languages: languages, sourcesScanned: sources != nil).run()
}

/// A finding as `rule key/language` for compact expectations: `missing-translation Hold/ja`.
func summary(_ finding: AuditFinding) -> String {
    "\(finding.rule.identifier) \(finding.key ?? "-")/\(finding.language ?? "-")"
}

/// The repository root, found from this file's path.
let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
