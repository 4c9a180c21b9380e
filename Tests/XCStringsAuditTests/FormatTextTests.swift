import Foundation
import Testing
import XCStrings
@testable import XCStringsAudit

/// Kind 4 of issue 24: a string that is never formatted has no format to
/// mismatch ("up to 50% faster" is text), and a lone `%` in a translation of a
/// format is a bug (`%d% завершено` prints "50 авершено"). Kind 3's rest: the
/// code's `value:`/`defaultValue:` is the source text, and a `tableName:`
/// constant of the file is followed.
@Suite struct FormatTextTests {
    // MARK: - What the scanner records

    private func formatting(in source: String) -> [SourceKeyUsage.Formatting] {
        SwiftSourceScanner().scan(Array(source.utf8), file: "W.swift").usages.map(\.formatting)
    }

    @Test(arguments: [
        // SwiftUI and Foundation keys without interpolation are shown as written.
        (#"Text("50% faster")"#, [SourceKeyUsage.Formatting.unformatted]),
        (#"let r: LocalizedStringResource = "% of goal""#, [.unformatted]),
        (#"Text(isOn ? "On 100%" : "Off")"#, [.unformatted, .unformatted]),
        // An interpolated literal is a format (its key has `%lld%%`).
        (#"Text("\(percent)% done")"#, [.formatted]),
        // The format of a formatting call.
        (#"let s = String(format: NSLocalizedString("%d items", comment: ""), n)"#, [.formatted]),
        (#"let s = String.localizedStringWithFormat(NSLocalizedString("%d items", comment: ""), n)"#, [.formatted]),
        (#"let s = NSString(format: Bundle.main.localizedString(forKey: "%d items", value: nil, table: nil), n)"#, [.formatted]),
        (#"let s = String(format: String(localized: "%d items"), n)"#, [.formatted]),
        (#"let s = String(format: "%d items".localized, n)"#, [.formatted]),
        (#"let s = "%d items".localized(n)"#, [.formatted]),
        // Kept in a name that a formatting call of the scanned code uses.
        ("let itemsFormat = NSLocalizedString(\"%d items\", comment: \"\")\nlet s = String(format: itemsFormat, n)", [.formatted]),
        ("enum L { static let items = NSLocalizedString(\"%d items\", comment: \"\") }\nlet s = String(format: L.items, n)", [.formatted]),
        // Passed on as it is, or assigned to a member: shown as written.
        (#"Text(NSLocalizedString("50% faster", comment: ""))"#, [.unformatted]),
        (#"label.text = NSLocalizedString("50% faster", comment: "")"#, [.unformatted]),
        // Kept in a name no formatting call uses: the code does not say.
        (#"let title = NSLocalizedString("50% faster", comment: "")"#, [.unknown]),
    ] as [(String, [SourceKeyUsage.Formatting])])
    func theScannerRecordsWhetherALookupIsFormatted(source: String, expected: [SourceKeyUsage.Formatting]) {
        #expect(formatting(in: source) == expected)
    }

    @Test(arguments: [
        ("let table = \"Widget\"\nlet s = NSLocalizedString(\"Start\", tableName: table, comment: \"\")", "Widget"),
        ("enum S { static let tableName: String = \"Widget\" }\nlet s = String(localized: \"Start\", table: S.tableName)", "Widget"),
        // Two values, or a value that is not one literal: not followed.
        ("let table = \"Widget\"\nfunc f() { let table = \"Other\" }\nlet s = NSLocalizedString(\"Start\", tableName: table, comment: \"\")", nil),
        ("let table = \"Wid\" + suffix\nlet s = NSLocalizedString(\"Start\", tableName: table, comment: \"\")", nil),
    ] as [(String, String?)])
    func aTableNameConstantIsFollowed(source: String, expected: String?) {
        let usages = SwiftSourceScanner().scan(Array(source.utf8), file: "W.swift").usages
        #expect(usages.map(\.table) == [expected])
    }

    /// Following a `tableName:` constant finds lookups of a shared file of texts
    /// that the widget compiles but never reads: those are not missing keys.
    @Test func aLookupNoScannedCodeReadsIsNotAMissingKey() {
        let source = """
            enum Texts {
                static let used = NSLocalizedString("texts.used", comment: "")
                static let unused = {
                    return NSLocalizedString("texts.unused", comment: "")
                }()
            }
            let label = Texts.used
            """
        let usages = SwiftSourceScanner().scan(Array(source.utf8), file: "W.swift").usages
        #expect(usages.map(\.boundName) == ["used", "unused"])
        #expect(usages.map(\.isUnreferenced) == [false, true])
        let app = makeCatalog([entry("texts.used", ["en": "Used", "fr": "Utilisé"]),
                               entry("texts.unused", ["en": "Unused", "fr": "Inutilisé"])].joined(separator: ",\n"))
        let result = audit(app: app, widget: makeCatalog(entry("Other", ["en": "Other", "fr": "Autre"])), sources: source)
        #expect(result.findings.filter { $0.rule == .missingKey }.map(summary) == ["missing-key texts.used/-"])
    }

    /// Project mode scans each file alone: a lookup of a shared file of texts
    /// is read when another file of the target reads it as a member.
    @Test func projectModeSettlesReferencesAcrossFiles() throws {
        let fixture = ProjectFixture(
            files: [
                "App/en.lproj/Common.strings": "\"common_mmol\" = \"mmol/L\";\n\"common_unused\" = \"Unused\";\n",
                "App/fr.lproj/Common.strings": "\"common_mmol\" = \"mmol/l\";\n\"common_unused\" = \"Inutilisé\";\n",
                "Shared/Texts.swift": """
                    import Foundation
                    class Texts {
                        static private let filename = "Common"
                        static let mmol = {
                            return NSLocalizedString("common_mmol", tableName: filename, bundle: Bundle.main, value: "mmol/L", comment: "")
                        }()
                        static let unused = {
                            return NSLocalizedString("common_unused", tableName: filename, bundle: Bundle.main, value: "Unused", comment: "")
                        }()
                    }

                    """,
                "Widget/Reading.swift": "import SwiftUI\nstruct Reading: View { var body: some View { Text(Texts.mmol) } }\n",
            ],
            targets: [
                .app("App", sources: ["Shared/Texts.swift"], resources: ["App/Common.strings"], embeds: ["Widget"]),
                .widget("Widget", sources: ["Shared/Texts.swift", "Widget/Reading.swift"]),
            ])
        let (lines, _) = try projectFindings(fixture)
        #expect(lines == ["Widget Common missing-key common_mmol/- Shared/Texts.swift:5"])
    }

    /// A type's static member is read through the type: in a SwiftGen file
    /// (`L10n.Global.cancel`) a `.cancel` of something else (`task.cancel()`)
    /// or another namespace's `cancel` declaration does not read it.
    @Test func aStaticMemberIsReadThroughItsType() {
        let source = """
            enum L10n {
                enum Global {
                    static let cancel = L10n.tr("Localizable", "global.cancel", fallback: "Cancel")
                    internal static let close = NSLocalizedString("global.close", comment: "")
                    static let done = NSLocalizedString("global.done", comment: "")
                    static let again = NSLocalizedString("global.again", comment: "")
                }
                enum Call {
                    static let cancel = NSLocalizedString("call.cancel", comment: "")
                }
                private static func tr(_ table: String, _ key: String, fallback: String) -> String {
                    NSLocalizedString(key, tableName: table, value: fallback, comment: "")
                }
            }
            extension String {
                static let stop = NSLocalizedString("string.stop", comment: "")
            }
            func run(task: Task<Void, Never>?) {
                task?.cancel()
                print(L10n.Global.close, Self.done, stop)
                let label: String = .stop
            }
            extension L10n.Global { static var both: String { again } }
            """
        let scanner = SwiftSourceScanner(localizedFunctions: ["L10n.tr"])
        let usages = scanner.scan(Array(source.utf8), file: "Strings.swift").usages
        #expect(usages.map(\.literal.plainText) == ["global.cancel", "global.close", "global.done", "global.again",
                                                    "call.cancel", "string.stop"])
        #expect(usages.map(\.boundOwner) == ["Global", "Global", "Global", "Global", "Call", nil])
        #expect(usages.map(\.isUnreferenced) == [true, false, false, false, true, false])
    }

    /// What the system reads without the code naming it is read: a
    /// `LocalizedError`'s texts, `description`, an override, an `@objc` member.
    @Test func aLookupTheSystemReadsIsRead() {
        let source = """
            enum LoadError: LocalizedError {
                case offline
                var errorDescription: String? { NSLocalizedString("error.offline", comment: "") }
                var failureReason: String? { NSLocalizedString("error.reason", comment: "") }
            }
            struct Item: CustomStringConvertible {
                var description: String { NSLocalizedString("item.description", comment: "") }
            }
            final class Cell: UITableViewCell {
                override var accessibilityHint: String? { get { NSLocalizedString("cell.hint", comment: "") } set {} }
                @objc(cellTitle) var title: String { NSLocalizedString("cell.title", comment: "") }
                var unused: String { NSLocalizedString("cell.unused", comment: "") }
            }
            enum LogView {
                static let description = NSLocalizedString("logView.description", comment: "")
            }
            """
        let usages = SwiftSourceScanner().scan(Array(source.utf8), file: "E.swift").usages
        #expect(usages.map(\.literal.plainText) == ["error.offline", "error.reason", "item.description", "cell.hint",
                                                    "cell.title", "cell.unused", "logView.description"])
        #expect(usages.map(\.isUnreferenced) == [false, false, false, false, false, true, true])
    }

    /// Project mode: a SwiftGen file the extension compiles whole shows only
    /// the texts the extension's own code reads through their namespace.
    @Test func projectModeReadsAStaticMemberOnlyThroughItsType() throws {
        let strings = """
            import Foundation
            enum L10n {
                enum Global {
                    static let cancel = NSLocalizedString("global.cancel", comment: "")
                    static let reply = NSLocalizedString("global.reply", comment: "")
                }
            }

            """
        let fixture = ProjectFixture(
            files: [
                "App/en.lproj/Localizable.strings": "\"global.cancel\" = \"Cancel\";\n\"global.reply\" = \"Reply\";\n",
                "App/fr.lproj/Localizable.strings": "\"global.other\" = \"Autre\";\n",
                "Shared/Strings.swift": strings,
                "Notify/Service.swift": """
                    import UserNotifications
                    final class Service: UNNotificationServiceExtension {
                        var task: Task<Void, Never>?
                        override func serviceExtensionTimeWillExpire() { task?.cancel() }
                        func title() -> String { L10n.Global.reply }
                    }

                    """,
                "App/Screen.swift": "import SwiftUI\nstruct Screen: View { var body: some View { Text(L10n.Global.cancel) } }\n",
            ],
            targets: [
                .app("App", sources: ["Shared/Strings.swift", "App/Screen.swift"], resources: ["App/Localizable.strings"],
                     embeds: ["Notify"]),
                .widget("Notify", sources: ["Shared/Strings.swift", "Notify/Service.swift"],
                        resources: ["App/Localizable.strings"]),
            ])
        let (lines, _) = try projectFindings(fixture)
        // Both lack fr; only the app reads `global.cancel`.
        #expect(lines == ["Notify Localizable missing-translation global.reply/fr App/en.lproj/Localizable.strings:2"])
    }

    // MARK: - Whether a text reads as a format

    @Test(arguments: [
        ("up to 50% faster", false),     // `% f`: the space flag
        ("% of goal", false),
        ("(10%)", false),
        ("100%", false),
        ("20%discount", false),          // `%d` starting a word
        ("50 % plus rapide", false),
        ("%d items", true),
        ("%lld%% done", true),
        ("%@ of %@", true),
        ("%1$@ saw %2$lld", true),
        ("%dh %dm", true),               // a unit after the specifier
        ("%.1f km", true),
        ("Done", true),                  // no `%`: no argument either way
        ("%#@count@", true),
        ("%d% done, 100%%", true),       // `%%`: someone escaped a percent sign
        ("https://example.org/help", false),  // a URL is opened: a translation's `%D7` is an escape
        ("https://example.org/%@", true),
        ("See https://example.org", true),
    ] as [(String, Bool)])
    func theTextDecidesWhereTheCodeDoesNot(text: String, isFormat: Bool) {
        #expect(FormatReference.readsAsFormat(text) == isFormat)
    }

    // MARK: - The audit

    private static let app = makeCatalog([
        entry("50% faster", ["en": "50% faster", "fr": "50 % plus rapide"]),
        entry("goal", ["en": "% of goal", "fr": "% de l’objectif"]),
        entry("%lld%% done", ["en": "%lld%% done", "ru": "%lld%% завершено"]),
        entry("items", ["en": "%d items", "fr": "%d éléments"]),
    ].joined(separator: ",\n"))

    @Test func textIsSilentAndALonePercentInAFormatIsReported() {
        let widget = makeCatalog([
            entry("50% faster", ["en": "50% faster", "fr": "jusqu'à 50 % plus rapide"]),
            entry("goal", ["en": "% of goal", "fr": "%d de l’objectif"]),
            entry("%lld%% done", ["en": "%lld%% done", "ru": "%lld% завершено"]),
            entry("items", ["en": "%d items", "fr": "%@ éléments"]),
            // No source text and an identifier key: nothing says what the arguments are.
            entry("conversation.notContactLabel", ["fr": "%@ n’est pas un contact"]),
            // A key without `%` that no code formats may be shown as written: its `%` is a percent sign.
            entry("Blinds", ["en": "Blinds", "fr": "Volets %"]),
        ].joined(separator: ",\n"))
        let result = audit(app: Self.app, widget: widget)
        let mismatches = result.findings.filter { $0.rule == .formatMismatch }
        #expect(mismatches.map(summary) == ["format-mismatch %lld%% done/ru", "format-mismatch items/fr"])
        #expect(mismatches.first?.message == "the ru translation \"%lld% завершено\" has a lone % (\"% з\") in a "
            + "format: formatting reads it as the start of a specifier, so the percent sign and the text after it print "
            + "wrong or vanish. Write %% for a percent sign, as \"%lld%% done\" does.")
    }

    @Test func aSpacedObjectSpecifierIsReportedOnlyWhereItGluesTheValueToAWord() {
        // `% @` is `%@` with the space flag: after a space it prints as meant; after a letter the
        // value loses its space ("kontoleexample.com"). Neither is a lone percent sign.
        let app = makeCatalog([
            entry("from", ["en": "From %@", "de": "Von %@"]),
            entry("signIn", ["en": "Sign in to %@.", "et": "Logige sisse kontole %@."]),
        ].joined(separator: ",\n"))
        let widget = makeCatalog([
            entry("from", ["en": "From %@", "de": "Von % @"]),
            entry("signIn", ["en": "Sign in to %@.", "et": "Logige sisse kontole% @."]),
        ].joined(separator: ",\n"))
        let result = audit(app: app, widget: widget)
        let mismatches = result.findings.filter { $0.rule == .formatMismatch }
        #expect(mismatches.map(summary) == ["format-mismatch signIn/et"])
        #expect(mismatches.first?.message == "the et translation \"Logige sisse kontole% @.\" writes \"e% @\": "
            + "formatting reads \"% @\" as %@ with the space flag, which %@ ignores, so the value is glued to the "
            + "text before it. Write a space before the specifier (\" %@\").")
    }

    @Test func theCodeDecidesWhereItSays() {
        // "%d items" shown as written by `Text`: text, whatever its translation has.
        let widget = makeCatalog(entry("items", ["en": "%d items", "fr": "%@ éléments"]))
        let shown = audit(app: Self.app, widget: widget, sources: #"Text("items")"#)
        #expect(!shown.findings.contains { $0.rule == .formatMismatch })
        // Formatted anywhere: a format.
        let formatted = audit(app: Self.app, widget: widget, sources: """
            Text("items")
            let s = String(format: NSLocalizedString("items", comment: ""), count)
            """)
        #expect(formatted.findings.filter { $0.rule == .formatMismatch }.map(summary) == ["format-mismatch items/fr"])
        // "% of goal" formatted by the code is a format: its `% o` is a specifier the translation lacks.
        let goal = makeCatalog(entry("goal", ["en": "% of goal", "fr": "de l’objectif"]))
        let formattedGoal = audit(app: Self.app, widget: goal,
                                  sources: #"let s = String(format: NSLocalizedString("goal", comment: ""), 5)"#)
        #expect(formattedGoal.findings.filter { $0.rule == .formatMismatch }.map(summary) == ["format-mismatch goal/fr"])
    }

    @Test func theCodesDefaultValueIsTheSourceText() {
        // No en value in the table: `value:` is the source text the fr translation is checked against.
        let widget = makeCatalog(entry("timer.left", ["fr": "%@ restantes"]))
        let result = audit(app: makeCatalog(""), widget: widget, sources: """
            let s = String(format: NSLocalizedString("timer.left", value: "%lld min left", comment: ""), minutes)
            """)
        let mismatch = result.findings.first { $0.rule == .formatMismatch }
        #expect(mismatch.map(summary) == "format-mismatch timer.left/fr")
        #expect(mismatch?.message.contains("of \"%lld min left\": argument 1 is an object (%@) here but an integer (%lld) there") == true)
    }

    // MARK: - End to end

    /// Pair mode, the built binary, with and without `--sources`.
    @Test func pairMode() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("format-text-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        func write(_ name: String, _ entries: [String]) throws {
            let text = #"{"sourceLanguage": "en", "version": "1.0", "strings": {\#(entries.joined(separator: ", "))}}"#
            try Data(text.utf8).write(to: directory.appendingPathComponent(name))
        }
        try write("App.xcstrings", [
            entry("Up to 50% faster", ["en": "Up to 50% faster", "fr": "Jusqu'à 50 % plus rapide"]),
            entry("%lld%% done", ["en": "%lld%% done", "ru": "%lld%% завершено"]),
            entry("%d sessions", ["en": "%d sessions", "fr": "%d séances"]),
        ])
        try write("Widget.xcstrings", [
            entry("Up to 50% faster", ["en": "Up to 50% faster", "fr": "Jusqu'à 50 % plus rapide"]),
            entry("%lld%% done", ["en": "%lld%% done", "ru": "%lld% завершено"]),
            entry("%d sessions", ["en": "%d sessions", "fr": "%@ séances"]),
        ])
        try Data("""
            import SwiftUI
            struct Progress: View {
                var body: some View {
                    Text("Up to 50% faster")
                    Text("\\(percent)% done")
                    Text(String(format: NSLocalizedString("%d sessions", comment: ""), count))
                }
            }

            """.utf8).write(to: directory.appendingPathComponent("Progress.swift"))
        let expected = [
            "Widget.xcstrings:1:363: error: [format-mismatch] the ru translation \"%lld% завершено\" has a lone % "
                + "(\"% з\") in a format: formatting reads it as the start of a specifier, so the percent sign and the "
                + "text after it print wrong or vanish. Write %% for a percent sign, as \"%lld%% done\" does.",
            "Widget.xcstrings:1:554: error: [format-mismatch] the fr translation \"%@ séances\" does not match the "
                + "format specifiers of \"%d sessions\": argument 1 is an object (%@) here but an integer (%d) there. "
                + "Fix the translation; a wrong type prints garbage or crashes the widget.",
        ]
        for arguments in [["App.xcstrings", "Widget.xcstrings"],
                          ["--sources", "Progress.swift", "App.xcstrings", "Widget.xcstrings"]] {
            let output = try #require(try CommandRunner.run(arguments, in: directory))
            #expect(output.status == 1)
            let lines = output.standardOutput.split(separator: "\n").map(String.init)
            #expect(lines.filter { $0.contains("[format-mismatch]") } == expected, "\(output.standardOutput)")
            #expect(output.standardError == "")
        }
    }

    /// Project mode: legacy `.strings` tables, a text key, a lone `%`, a
    /// formatted lookup, and a table named through a constant.
    @Test func projectMode() throws {
        let fixture = ProjectFixture(
            files: [
                "App/en.lproj/Localizable.strings": stringsFile([("Settings", "Settings")]),
                "App/fr.lproj/Localizable.strings": stringsFile([("Settings", "Réglages")]),
                "Widget/en.lproj/Widget.strings": stringsFile([
                    ("Up to 50% faster", "Up to 50% faster"), ("done", "%d%% done"), ("sessions", "%d sessions"),
                ]),
                "Widget/fr.lproj/Widget.strings": stringsFile([
                    ("Up to 50% faster", "Jusqu'à 50 % plus rapide"), ("done", "%d% terminé"), ("sessions", "%@ séances"),
                ]),
                "Widget/Progress.swift": """
                    import SwiftUI
                    private let table = "Widget"
                    struct Progress: View {
                        var body: some View {
                            Text("Up to 50% faster", tableName: table)
                            Text(String(format: NSLocalizedString("done", tableName: table, comment: ""), percent))
                            Text(String(format: NSLocalizedString("sessions", tableName: table, comment: ""), count))
                        }
                    }

                    """,
            ],
            targets: [
                .app("App", resources: ["App/Localizable.strings"], embeds: ["Widget"]),
                .widget("Widget", sources: ["Widget/Progress.swift"], resources: ["Widget/Widget.strings"]),
            ])
        let (lines, report) = try projectFindings(fixture)
        #expect(lines == [
            "Widget Widget format-mismatch done/fr Widget/fr.lproj/Widget.strings:2",
            "Widget Widget format-mismatch sessions/fr Widget/fr.lproj/Widget.strings:3",
        ])
        #expect(report.groups.flatMap(\.findings).first?.message.contains("has a lone % (\"% t\")") == true)
    }
}
