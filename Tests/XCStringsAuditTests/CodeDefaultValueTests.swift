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
        // An interpolated default is not one text (it is ``SourceKeyUsage/hasComputedDefault``).
        (#"String(localized: "timer.left", defaultValue: "\(n) left")"#, [nil]),
        // `value: ""` is no default: the lookup gives the key back.
        (#"NSLocalizedString("timer.cancel", value: "", comment: "")"#, [nil]),
    ] as [(String, [String?])])
    func theScannerKeepsTheDefault(source: String, expected: [String?]) {
        #expect(defaults(in: source) == expected)
    }

    private func computedDefaults(in source: String) -> [Bool] {
        SwiftSourceScanner().scan(Array(source.utf8), file: "W.swift").usages.map(\.hasComputedDefault)
    }

    @Test(arguments: [
        // Another table's text for the same key, directly …
        (#"NSLocalizedString("timer.cancel", value: NSLocalizedString("timer.cancel", tableName: "Default", comment: ""), comment: "")"#,
         [true, false]),
        (#"NSLocalizedString("timer.cancel", value: "\(fallback)", comment: "")"#, [true]),
        (#"String(localized: "timer.left", defaultValue: "\(n) left")"#, [true]),
        // … not a literal one (that is ``SourceKeyUsage/defaultValue``), nor what gives the key back.
        (#"NSLocalizedString("timer.cancel", value: "Cancel", comment: "")"#, [false]),
        (#"NSLocalizedString("timer.cancel", value: "", comment: "")"#, [false]),
        (#"NSLocalizedString("timer.cancel", comment: "")"#, [false]),
        // `value:` of a view is shown verbatim, not a default.
        (#"LabeledContent("profile.name", value: fallback)"#, [false]),
    ] as [(String, [Bool])])
    func theScannerNotesADefaultThatIsNotOneLiteral(source: String, expected: [Bool]) {
        #expect(computedDefaults(in: source) == expected)
    }

    /// A project's own `String` member whose body gives the lookup another
    /// table's text: the key is not shown where `Localizable` lacks it.
    @Test func aStringMemberThatFallsBackToAnotherTable() {
        let member = #"""
            extension String {
                func toLocalized() -> String {
                    NSLocalizedString(self, tableName: "Localizable", value: "\(NSLocalizedString(self, tableName: "Default", bundle: .main, comment: ""))", comment: "")
                }
                var plain: String { NSLocalizedString(self, value: self, comment: "") }
            }
            """#
        let widget = makeCatalog(entry("scenes.execute", ["ar": "تنفيذ"]))
        let withDefault = audit(app: makeCatalog(""), widget: widget, sources: member + #"""

            let a = "scenes.execute".toLocalized()
            """#)
        #expect(!withDefault.findings.map(summary).contains("raw-key scenes.execute/en"))
        // `value: self` gives the key back: the identifier is shown.
        let keyBack = audit(app: makeCatalog(""), widget: widget, sources: member + #"""

            let a = "scenes.execute".plain
            """#)
        #expect(keyBack.findings.map(summary).contains("raw-key scenes.execute/en"))
        // `value: ""` too.
        let empty = audit(app: makeCatalog(""), widget: widget,
                          sources: #"let t = NSLocalizedString("scenes.execute", value: "", comment: "")"#)
        #expect(empty.findings.map(summary).contains("raw-key scenes.execute/en"))
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
