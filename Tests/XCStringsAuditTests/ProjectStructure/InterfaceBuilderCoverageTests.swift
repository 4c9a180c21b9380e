import Foundation
import Testing
import XCStrings
@testable import XCStringsAudit

/// Kind 5: an extension's storyboard that is not localized at all shows its texts
/// as written in every language the app ships — unless code sets them.
@Suite struct InterfaceBuilderCoverageTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder.WatchKit.Storyboard" version="3.0">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <controller id="c1" customClass="TimersController">
                            <items>
                                <label alignment="left" text="Saved Timers" id="l1"/>
                                <label alignment="left" text="Loading" id="l2"/>
                                <label alignment="left" text="Label" id="l3"/>
                                <label alignment="left" text="12" id="l4"/>
                                <button width="1" alignment="left" title="Create &quot;Tea&quot;" id="b1"/>
                            </items>
                            <connections>
                                <outlet property="statusLabel" destination="l2" id="o1"/>
                            </connections>
                        </controller>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    static func fixture(translations: [String: String] = [:]) -> ProjectFixture {
        var files = [
            "App/Localizable.xcstrings": catalogText([("Start", ["en": "Start", "ar": "ابدأ", "de": "Starten"])]),
            "App/AppView.swift": #"Text("Start")"#,
            "Watch/Base.lproj/Interface.storyboard": storyboard,
            "Watch/TimersController.swift": """
                import WatchKit
                final class TimersController: WKInterfaceController {
                    @IBOutlet weak var statusLabel: WKInterfaceLabel!
                    override func awake(withContext context: Any?) {
                        statusLabel.setText(String(localized: "Ready"))
                    }
                }
                """,
        ]
        files.merge(translations) { _, new in new }
        return ProjectFixture(
            files: files,
            targets: [
                .app("App", sources: ["App/AppView.swift"], resources: ["App/Localizable.xcstrings"], embeds: ["Watch"]),
                .watchApp("Watch", sources: ["Watch/TimersController.swift"],
                          resources: ["Watch/Interface.storyboard"] + (translations.isEmpty ? [] : ["Watch/Interface.strings"])),
            ])
    }

    @Test func theTextsOfAStoryboardThatIsNotLocalizedAreReported() throws {
        let (lines, report) = try projectFindings(Self.fixture())
        // "Loading" is the outlet code sets; "Label" is Interface Builder's placeholder; "12" is no word.
        #expect(lines.filter { $0.contains("Interface.storyboard") } == [
            "Watch Interface missing-key Saved Timers/- Watch/Base.lproj/Interface.storyboard:8",
            "Watch Interface missing-key Create \"Tea\"/- Watch/Base.lproj/Interface.storyboard:12",
        ])
        let message = report.groups.flatMap(\.findings).first { $0.key == "Saved Timers" }?.message
        #expect(message == "the watch app's Interface.storyboard shows \"Saved Timers\" (label l1), and "
            + "Interface.storyboard is not localized, so the languages the app translates (ar, de) show it as written. "
            + "Localize Interface.storyboard in Xcode (File inspector → Localization) and translate the texts of its "
            + ".strings table.")
    }

    /// A controller's title is shown as written unless code sets a title; a
    /// constant named `title` (a table of strings shared with the app) sets none.
    @Test(arguments: [
        (#"static let title = NSLocalizedString("Send.title", value: "Send", comment: "")"#, true),
        ("func show(_ name: String) { setTitle(name) }", false),
    ])
    func aControllerTitleIsShownUnlessCodeSetsATitle(code: String, reported: Bool) throws {
        var fixture = Self.fixture()
        fixture.files["Watch/Base.lproj/Interface.storyboard"] = Self.storyboard
            .replacingOccurrences(of: #"<controller id="c1""#, with: #"<controller title="Balance" id="c1""#)
        fixture.files["Watch/Strings.swift"] = "enum Send {\n    \(code)\n}\n"
        fixture.targets[1].sources.append("Watch/Strings.swift")
        let (lines, _) = try projectFindings(fixture)
        #expect(lines.contains("Watch Interface missing-key Balance/- Watch/Base.lproj/Interface.storyboard:6") == reported)
        #expect(lines.contains { $0.contains("Saved Timers") })
    }

    /// An extension shows the documents the system or its code loads by name; one
    /// only copied into its bundle (an app's screen it never opens) is never shown.
    @Test func anExtensionShowsOnlyTheDocumentsItsCodeLoads() throws {
        let xib = { (text: String) in
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <view id="v1">
                        <subviews>
                            <label text="\(text)" id="t1"/>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        }
        let fixture = ProjectFixture(
            files: [
                "App/Localizable.xcstrings": catalogText([("Start", ["en": "Start", "de": "Starten"])]),
                "App/AppView.swift": #"Text("Start")"#,
                "Share/ShareCell.xib": xib("Shared by you"),
                "Share/Settings.xib": xib("Account settings"),
                "Share/ShareViewController.swift": """
                    import UIKit
                    final class ShareViewController: UIViewController {
                        let cells = UINib(nibName: "ShareCell", bundle: nil)
                    }
                    """,
            ],
            targets: [
                .app("App", sources: ["App/AppView.swift"], resources: ["App/Localizable.xcstrings"], embeds: ["Share"]),
                .appExtension("Share", extensionPoint: "com.apple.share-services",
                              sources: ["Share/ShareViewController.swift"],
                              resources: ["Share/ShareCell.xib", "Share/Settings.xib"]),
            ])
        let (lines, _) = try projectFindings(fixture)
        #expect(lines == ["Share ShareCell missing-key Shared by you/- Share/ShareCell.xib:6"])
    }

    /// A storyboard with a `.strings` table in a language the app ships is
    /// localized: what that table lacks is the table audit's to say.
    @Test func aLocalizedStoryboardIsLeftToItsTable() throws {
        let (lines, _) = try projectFindings(Self.fixture(translations: [
            "Watch/de.lproj/Interface.strings": #""l1.text" = "Gespeicherte Timer";"#,
        ]))
        #expect(!lines.contains { $0.contains("missing-key Saved Timers") })
        // A table beside it on disk that the target does not copy translates nothing in the built app.
        var stale = Self.fixture()
        stale.files["Watch/de.lproj/Interface.strings"] = #""l1.text" = "Gespeicherte Timer";"#
        let (staleLines, _) = try projectFindings(stale)
        #expect(staleLines.contains { $0.contains("missing-key Saved Timers") })
    }

    @Test func aDocumentsTextsAndOutletsAreReadWithTheirPlaces() {
        let document = InterfaceBuilderCoverage.read(Array(Self.storyboard.utf8))
        #expect(document.texts.map(\.value) == ["Saved Timers", "Loading", "Label", "12", "Create \"Tea\""])
        #expect(document.texts.map(\.objectID) == ["l1", "l2", "l3", "l4", "b1"])
        #expect(document.texts.first.map { [$0.location.line, $0.location.column] } == [8, 49])
        #expect(document.outlets == ["l2": ["statusLabel"]])
        // A line break in a label's text is written as a `<string key="text">` element.
        let multiline = InterfaceBuilderCoverage.read(Array("""
            <label id="x1"><string key="text">Open the app&#10;first</string></label>
            """.utf8))
        #expect(multiline.texts.map(\.value) == ["Open the app\nfirst"])
        // A UIKit button's title is in its `<state>`: the button is the object that shows it.
        let button = InterfaceBuilderCoverage.read(Array("""
            <button id="b2"><state key="normal" title="Send"/></button>
            """.utf8))
        #expect(button.texts.map { [$0.objectID, $0.element, $0.attribute, $0.value] } == [["b2", "button", "normalTitle", "Send"]])
        #expect(document.texts.map(\.attribute) == ["text", "text", "text", "text", "title"])
    }

    /// A localized document's table has the document's texts as the development
    /// language's, so the table rules see what a language without a translation
    /// shows; the alert label the system fills needs no translation.
    @Test func aLocalizedDocumentsTableTakesItsSourceTextsFromTheDocument() {
        let document = InterfaceBuilderCoverage.read(Array("""
            <notificationController id="n0">
                <items><label text="Alert Label" id="n1"/></items>
                <button id="b1"><state key="normal" title="0"/></button>
                <connections><outlet property="notificationAlertLabel" destination="n1" id="o1"/></connections>
            </notificationController>
            """.utf8))
        var catalog = StringCatalog(sourceLanguage: "en")
        for key in ["n1.text", "b1.normalTitle", "gone.text"] {
            catalog.setLocalization(.init(stringUnit: .init(state: .translated, value: "x")), language: "de", forKey: key)
        }
        catalog.setLocalization(.init(stringUnit: .init(state: .translated, value: "Zero")), language: "en", forKey: "b1.normalTitle")
        let filled = InterfaceBuilderCoverage.withSourceTexts(of: document, in: catalog)
        #expect(filled["n1.text"]?.localizations["en"]?.stringUnit?.value == "Alert Label")
        #expect(filled["n1.text"]?.shouldTranslate == false)
        // The development language's own file wins over the document; a key the document lacks is left as it is.
        #expect(filled["b1.normalTitle"]?.localizations["en"]?.stringUnit?.value == "Zero")
        #expect(filled["b1.normalTitle"]?.shouldTranslate == nil)
        #expect(filled["gone.text"] == catalog["gone.text"])
    }

    /// End to end: a watch storyboard translated into de and fr whose texts are a
    /// symbol both keep and the system-filled alert label is not missing in it.
    @Test func aTableOfTextsNoLanguageTranslatesIsNoMissingLanguage() throws {
        let storyboard = """
            <document type="com.apple.InterfaceBuilder.WatchKit.Storyboard" version="3.0">
                <notificationController id="n0">
                    <items>
                        <label text="Alert Label" id="n1"/>
                        <label text="🏃‍♀️" id="e1"/>
                    </items>
                    <connections><outlet property="notificationAlertLabel" destination="n1" id="o1"/></connections>
                </notificationController>
            </document>
            """
        let table = #""n1.text" = "Alert Label"; "e1.text" = "🏃‍♀️";"#
        func fixture(withWords: Bool) -> ProjectFixture {
            ProjectFixture(
                files: [
                    "App/Localizable.xcstrings": catalogText([("Start", ["en": "Start", "de": "Starten", "fr": "Démarrer",
                                                                         "it": "Avvia"])]),
                    "App/AppView.swift": #"Text("Start")"#,
                    "Watch/Base.lproj/Interface.storyboard": withWords
                        ? storyboard.replacingOccurrences(of: "🏃‍♀️", with: "Running") : storyboard,
                    "Watch/de.lproj/Interface.strings": withWords ? table.replacingOccurrences(of: "🏃‍♀️", with: "Laufen") : table,
                    "Watch/fr.lproj/Interface.strings": withWords ? table.replacingOccurrences(of: "🏃‍♀️", with: "Course") : table,
                ],
                targets: [
                    .app("App", sources: ["App/AppView.swift"], resources: ["App/Localizable.xcstrings"], embeds: ["Watch"]),
                    .watchApp("Watch", sources: [], resources: ["Watch/Interface.storyboard", "Watch/Interface.strings"]),
                ])
        }
        let (lines, _) = try projectFindings(fixture(withWords: false))
        #expect(!lines.contains { $0.contains("Interface") })
        // A text with words that de and fr translate is missing in it.
        let (worded, _) = try projectFindings(fixture(withWords: true))
        #expect(worded.filter { $0.contains("Interface") } == ["Watch Interface missing-language -/it Watch/de.lproj/Interface.strings:1"])
    }

    /// A document cut anywhere (a merge gone wrong, a file being written) is read
    /// as far as it goes: what it yields is what the whole document yields up to there.
    @Test func aTruncatedDocumentIsReadAsFarAsItGoes() {
        let bytes = Array(Self.storyboard.utf8)
        let whole = InterfaceBuilderCoverage.read(bytes).texts
        for end in 0...bytes.count {
            let texts = InterfaceBuilderCoverage.read(Array(bytes[..<end])).texts
            #expect(Array(whole.prefix(texts.count)).map(\.objectID) == texts.map(\.objectID), "cut at \(end)")
        }
    }

    /// What sets an outlet's text, in Swift and Objective-C, and what does not.
    @Test func anOutletIsSetByATextSetterOrByCodeItIsPassedTo() {
        func sets(_ code: String) -> Bool {
            CodeFacts(files: [Array(code.utf8)], words: ["label", "_label"]).mayBeSet("label")
        }
        #expect(sets("label.text = title"))
        #expect(sets("label?.setText(title)"))
        #expect(sets("[self.label setText:title];"))
        #expect(sets("_label.stringValue = title;"))
        #expect(sets("[Model updateHeader:self.header fromLabel:self.label];"))
        #expect(sets("configure(label)"))
        #expect(!sets("@IBOutlet weak var other, label: UILabel!"))
        #expect(!sets("@property (nonatomic, weak) IBOutlet UILabel *label;"))
        #expect(!sets("label.isHidden = true"))
        #expect(!sets("[self.label setHidden:NO];"))
        #expect(!sets("labelText.text = title"))
        let facts = CodeFacts(files: [Array("labelText.text = title; self.setTitle(name)".utf8)], words: ["label"])
        #expect(!facts.writes("label"))
        #expect(facts.setsATitle)
        #expect(!CodeFacts(files: [Array("if title == name {}".utf8)], words: []).setsATitle)
        // A constant or a binding named `title` sets no controller's title; a property does.
        func setsATitle(_ code: String) -> Bool { CodeFacts(files: [Array(code.utf8)], words: []).setsATitle }
        #expect(!setsATitle(#"static let title = NSLocalizedString("Send.title", value: "Send", comment: "")"#))
        #expect(!setsATitle("if let title = item.name { show(title) }"))
        #expect(!setsATitle("var\ttitle = \"\"; enum Key: String { case title = \"t\" }"))
        #expect(setsATitle("self.title = name"))
        #expect(setsATitle("navigationItem.title = name"))
        #expect(setsATitle("title = name"))
    }
}
