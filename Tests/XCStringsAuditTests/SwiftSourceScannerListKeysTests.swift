import Foundation
import Testing
@testable import XCStringsAudit

/// `xcstrings-audit --list-keys --sources …`, in-process.
@Suite struct SwiftSourceScannerListKeysTests {
    private func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
        var output = "", errors = ""
        let status = XCStringsAudit.run(arguments: arguments, standardOutput: { output += $0 }, standardError: { errors += $0 })
        return (status, output, errors)
    }

    /// A directory with two sources: a declaration in one applies to the other.
    private func sources() throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("list-keys-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(#"""
            struct W: Widget {
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "w", provider: P()) { entry in
                        Text("\(entry.streak) day streak")
                        Badge(title: "New")
                        Text("Line\nbreak")
                    }
                    .configurationDisplayName("Streak")
                }
            }
            """#.utf8).write(to: directory.appendingPathComponent("A.swift"))
        try Data(#"""
            struct Entry { let streak: Int }
            struct Badge: View { let title: LocalizedStringKey; var body: some View { Text(title) } }
            """#.utf8).write(to: directory.appendingPathComponent("B.swift"))
        return directory
    }

    @Test func printsEachUsageAsFileLineColumnAndKey() throws {
        let directory = try sources()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.path
        let result = run(["--list-keys", "--sources", path])
        #expect(result.status == 0)
        #expect(result.errors == "")
        #expect(result.output == """
            \(path)/A.swift:4:18: %lld day streak
            \(path)/A.swift:5:26: New
            \(path)/A.swift:6:18: "Line\\nbreak"
            \(path)/A.swift:8:35: Streak

            """)
    }

    @Test func localizedFunctionsAreListedToo() throws {
        let directory = try sources()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(#"let a = tr("Breathe in")"#.utf8).write(to: directory.appendingPathComponent("C.swift"))
        let path = directory.path
        #expect(!run(["--list-keys", "--sources", path]).output.contains("Breathe in"))
        let result = run(["--list-keys", "--localized-function", "tr", "--sources", path])
        #expect(result.status == 0)
        #expect(result.output.hasSuffix("\(path)/C.swift:1:12: Breathe in\n"))
    }

    @Test(arguments: [
        (["--list-keys"], "'--list-keys' needs --sources <dir|file> to list the keys of"),
        (["--list-keys", "--sources", "W", "App.xcstrings"], "'--list-keys' reads only --sources; remove the catalogs ('App.xcstrings')"),
    ])
    func usageErrors(arguments: [String], message: String) {
        let result = run(arguments)
        #expect(result.status == 2)
        #expect(result.output == "")
        #expect(result.errors.hasPrefix("xcstrings-audit: error: \(message)\n"))
    }

    @Test func anUnreadableSourceIsExitTwo() {
        let result = run(["--list-keys", "--sources", "/nonexistent/Widget"])
        #expect(result.status == 2)
        #expect(result.errors.contains("/nonexistent/Widget"))
    }
}
