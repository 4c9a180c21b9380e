import Foundation
import Testing
@testable import XCStringsAudit

/// Kind 2: a key only one or two languages' tables have, that the source
/// language lacks and no code uses, is one `orphan-key` finding.
@Suite struct OrphanKeyProjectTests {
    private static func fixture(widgetCode: String) -> ProjectFixture {
        ProjectFixture(
            files: [
                "App/en.lproj/Localizable.strings": stringsFile([("Settings", "Settings")]),
                "App/ca.lproj/Localizable.strings": stringsFile([("Settings", "Configuració")]),
                "App/de.lproj/Localizable.strings": stringsFile([("Settings", "Einstellungen")]),
                "App/pt.lproj/Localizable.strings": stringsFile([("Settings", "Definições")]),
                "Widget/en.lproj/Widget.strings": stringsFile([("Start", "Start")]),
                "Widget/ca.lproj/Widget.strings": stringsFile([("Start", "Inicia"), ("Old title", "Títol antic")]),
                "Widget/de.lproj/Widget.strings": stringsFile([("Start", "Starten")]),
                "Widget/pt.lproj/Widget.strings": stringsFile([("Start", "Iniciar"), ("Old title", "Título antigo")]),
                "Widget/TimerView.swift": widgetCode,
            ],
            targets: [
                .app("App", resources: ["App/Localizable.strings"], embeds: ["Widget"]),
                .widget("Widget", sources: ["Widget/TimerView.swift"], resources: ["Widget/Widget.strings"]),
            ])
    }

    @Test func aKeyInTwoTranslationsOnlyIsOneFinding() throws {
        let (lines, report) = try projectFindings(Self.fixture(widgetCode: #"Text("Start", tableName: "Widget")"#))
        #expect(lines == ["Widget Widget orphan-key Old title/ca Widget/ca.lproj/Widget.strings:2"])
        let message = report.groups.flatMap(\.findings).first?.message
        #expect(message == "\"Old title\" is in `ca`/`pt` only: en, the source language, lacks it and no scanned code "
            + "uses it. Delete it from those languages; if the key was renamed, check that the new one has their translations.")
    }

    @Test func aKeyTheCodeUsesKeepsItsGaps() throws {
        let (lines, _) = try projectFindings(Self.fixture(
            widgetCode: #"Text("Start", tableName: "Widget"); Text("Old title", tableName: "Widget")"#))
        #expect(!lines.contains { $0.contains("orphan-key") })
        #expect(lines.contains { $0.contains("Old title/de") })
    }
}
