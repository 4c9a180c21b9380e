import Foundation
import Testing
@testable import XCStringsAudit

/// Kind 3 of issue 24: a lookup that gives its source text in code
/// (`NSLocalizedString(_:value:comment:)`, `String(localized:defaultValue:)`,
/// `LocalizedStringResource(_:defaultValue:)`) shows that text where the table
/// has no source value, so its identifier key is not a raw key.
@Suite struct CodeDefaultValueTests {
    private func defaults(in source: String) -> [String?] {
        SwiftSourceScanner().scan(Array(source.utf8), file: "W.swift").usages.map(\.defaultValue)
    }

    @Test(arguments: [
        (#"NSLocalizedString("timer.cancel", tableName: "Widget", value: "Cancel", comment: "")"#, ["Cancel"]),
        (#"String(localized: "timer.cancel", defaultValue: "Cancel", table: "Widget")"#, ["Cancel"]),
        (#"LocalizedStringResource("timer.cancel", defaultValue: "Cancel", table: "Widget")"#, ["Cancel"]),
        (#"Bundle.main.localizedString(forKey: "timer.cancel", value: "Cancel", table: nil)"#, ["Cancel"]),
        // No default: the key is all the lookup has.
        (#"NSLocalizedString("timer.cancel", comment: "")"#, [nil]),
        // `value:` of a view is shown verbatim, not a default.
        (#"LabeledContent("profile.name", value: "Bob")"#, [nil]),
        // An interpolated default is not one text.
        (#"String(localized: "timer.left", defaultValue: "\(n) left")"#, [nil]),
    ] as [(String, [String?])])
    func theScannerKeepsTheDefault(source: String, expected: [String?]) {
        #expect(defaults(in: source) == expected)
    }

    @Test func aKeyWithADefaultInCodeIsNotARawKey() {
        let widget = makeCatalog(entry("timer.cancel", ["ar": "إلغاء"]))
        let withDefault = audit(app: makeCatalog(""), widget: widget,
                                sources: #"let t = NSLocalizedString("timer.cancel", value: "Cancel", comment: "")"#)
        #expect(!withDefault.findings.map(summary).contains("raw-key timer.cancel/en"))
        // The same key looked up without a default shows the identifier.
        let without = audit(app: makeCatalog(""), widget: widget,
                            sources: #"let t = NSLocalizedString("timer.cancel", comment: "")"#)
        #expect(without.findings.map(summary).contains("raw-key timer.cancel/en"))
        // One use with a default is enough: it is the same table entry.
        let both = audit(app: makeCatalog(""), widget: widget, sources: #"""
            let a = NSLocalizedString("timer.cancel", comment: "")
            let b = String(localized: "timer.cancel", defaultValue: "Cancel")
            """#)
        #expect(!both.findings.map(summary).contains("raw-key timer.cancel/en"))
    }

    /// End to end, pair mode with `--sources`: the raw-key error goes away with the default.
    @Test func pairModeWithSources() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("defaults-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let catalog = #"{"sourceLanguage": "en", "version": "1.0", "strings": {\#(entry("timer.cancel", ["ar": "إلغاء"]))}}"#
        try Data(catalog.utf8).write(to: directory.appendingPathComponent("App.xcstrings"))
        try Data(catalog.utf8).write(to: directory.appendingPathComponent("Widget.xcstrings"))
        let source = directory.appendingPathComponent("Widget.swift")
        func rawKeyLines() -> [String] {
            var output = ""
            _ = XCStringsAudit.run(arguments: ["--sources", source.path, directory.appendingPathComponent("App.xcstrings").path,
                                               directory.appendingPathComponent("Widget.xcstrings").path],
                                   standardOutput: { output += $0 }, standardError: { output += $0 })
            return output.split(separator: "\n").map(String.init).filter { $0.contains("raw-key") }
        }
        try Data(#"let t = NSLocalizedString("timer.cancel", comment: "")"#.utf8).write(to: source)
        #expect(rawKeyLines().count == 1)
        try Data(#"let t = NSLocalizedString("timer.cancel", value: "Cancel", comment: "")"#.utf8).write(to: source)
        #expect(rawKeyLines() == [])
    }
}
