import Foundation
import Testing
@testable import XCStringsAudit

/// Kind 11: what Xcode tolerates, the audit tolerates — a build file naming an
/// object a merge removed, one language's `.strings` file that cannot be read, a
/// trailing `;;` — each a warning naming its place, and the audit goes on.
@Suite struct ToleratedDamageTests {
    @Test func aBrokenLanguageFileAndADanglingReferenceAreWarningsAndTheRestIsAudited() throws {
        let fixture = ProjectFixture(
            files: [
                "App/en.lproj/Localizable.strings": "\"Start\" = \"Start\";\n\"Stop\" = \"Stop\";\n",
                "App/ar.lproj/Localizable.strings": "\"Start\" = \"ابدأ\";;\n\"Stop\" = \"توقف\";\n",
                "App/fr.lproj/Localizable.strings": "\"Start\" = \"Démarrer\";\n\u{3}\"Stop\" = \"Arrêter\";\n",
                "Widget/en.lproj/Localizable.strings": "\"Start\" = \"Start\";\n",
                "Widget/ar.lproj/Localizable.strings": "\"Start\" = \"ابدأ\";\n",
                "Widget/WidgetView.swift": #"Text("Start"); Text("Stop")"#,
            ],
            targets: [
                .app("App", resources: ["App/Localizable.strings", "App/Gone.strings"], embeds: ["Widget"]),
                .widget("Widget", sources: ["Widget/WidgetView.swift"], resources: ["Widget/Localizable.strings"]),
            ])
        let (lines, report) = try projectFindings(fixture)
        #expect(lines == [
            "Widget Localizable missing-key Stop/- Widget/WidgetView.swift:1",
        ])
        let notes = report.notes.map { $0.replacingOccurrences(of: #"^.*/project-fixture-[^/]*/"#, with: "",
                                                                options: .regularExpression) }
        #expect(notes.contains { $0.hasPrefix("Fixture.xcodeproj/project.pbxproj:") && $0.hasSuffix(
            "a file of target \"App\" names object MISSING-App/Gone.strings, which `objects` does not define (a merge artifact?); it is skipped") })
        #expect(notes.contains { $0.hasPrefix("App/fr.lproj/Localizable.strings:2:1: ")
            && $0.hasSuffix("; this file is skipped and its translations are not checked (fix it: Xcode's build copies it as it is)") })
        #expect(notes.contains { $0.hasPrefix("App/ar.lproj/Localizable.strings:1:22: `;` with no key before it") }, "\(notes)")
    }
}
