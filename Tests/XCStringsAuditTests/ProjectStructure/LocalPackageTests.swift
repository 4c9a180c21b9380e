import Foundation
import Testing
@testable import XCStringsAudit

/// Kind 7: a local Swift package linked to the extension is code that runs in
/// the widget; its lookups without `bundle: .module` go to the widget's bundle,
/// and those with it to the package target's own tables.
@Suite struct LocalPackageTests {
    @Test func theLinkedPackagesKeysAreTheWidgets() throws {
        let fixture = ProjectFixture(
            files: [
                "App/Localizable.xcstrings": catalogText([
                    ("Ends in", ["en": "Ends in", "ar": "ينتهي في"]),
                    ("Start", ["en": "Start", "ar": "ابدأ"]),
                ]),
                "Widget/Localizable.xcstrings": catalogText([("Start", ["en": "Start", "ar": "ابدأ"])]),
                "Widget/WidgetBundle.swift": #"Text("Start")"#,
                "Packages/ActivityUI/Package.swift": "// swift-tools-version: 5.9",
                "Packages/ActivityUI/Sources/ActivityUI/CountdownView.swift":
                    #"Text("Ends in"); Text("Own text", bundle: .module)"#,
                "Packages/ActivityUI/Tests/ActivityUITests/CountdownTests.swift": #"Text("Only a test")"#,
            ],
            targets: [
                .app("App", resources: ["App/Localizable.xcstrings"], embeds: ["Widget"]),
                .widget("Widget", sources: ["Widget/WidgetBundle.swift"], resources: ["Widget/Localizable.xcstrings"],
                        packageProducts: ["ActivityUI"]),
            ],
            packages: ["Packages/ActivityUI": ["ActivityUI"]])
        let (lines, _) = try projectFindings(fixture)
        #expect(lines == [
            "Widget Localizable missing-key Ends in/- Packages/ActivityUI/Sources/ActivityUI/CountdownView.swift:1",
        ])
    }

    /// Xcode builds a local package for release: `SWIFT_PACKAGE` is set and `DEBUG`
    /// is not, whatever the extension's own conditions, which are not the package's.
    @Test func aPackageIsBuiltForReleaseAsAPackage() throws {
        var widget = ProjectFixture.Target.widget("Widget", sources: ["Widget/WidgetBundle.swift"],
                                                  resources: ["Widget/Localizable.xcstrings"], packageProducts: ["ActivityUI"])
        widget.compilationConditions = "WIDGET"
        let fixture = ProjectFixture(
            files: [
                "App/Localizable.xcstrings": catalogText([("Start", ["en": "Start", "ar": "ابدأ"])]),
                "Widget/Localizable.xcstrings": catalogText([("Start", ["en": "Start", "ar": "ابدأ"])]),
                "Widget/WidgetBundle.swift": #"Text("Start")"#,
                "Packages/ActivityUI/Package.swift": "// swift-tools-version: 5.9",
                "Packages/ActivityUI/Sources/ActivityUI/CountdownView.swift": """
                    #if DEBUG
                    Text("Reset the debug timer")
                    #endif
                    #if SWIFT_PACKAGE
                    Text("Ends in")
                    #else
                    Text("Ends soon")
                    #endif
                    #if WIDGET
                    Text("Widget only")
                    #endif
                    """,
            ],
            targets: [
                .app("App", resources: ["App/Localizable.xcstrings"], embeds: ["Widget"]),
                widget,
            ],
            packages: ["Packages/ActivityUI": ["ActivityUI"]])
        let (lines, _) = try projectFindings(fixture)
        // `WIDGET` is the extension's condition, not the package's: unknown there, kept.
        #expect(lines == [
            "Widget Localizable missing-key Ends in/- Packages/ActivityUI/Sources/ActivityUI/CountdownView.swift:5",
            "Widget Localizable missing-key Widget only/- Packages/ActivityUI/Sources/ActivityUI/CountdownView.swift:10",
        ])
    }

    /// Only the targets of the product the extension links run in it: the package's
    /// other library, which only the app links, is not the widget's code.
    @Test func onlyTheLinkedProductsTargetsAreTheWidgets() throws {
        let fixture = ProjectFixture(
            files: [
                "App/Localizable.xcstrings": catalogText([("Ends in", ["en": "Ends in", "ar": "ينتهي في"])]),
                "Widget/Localizable.xcstrings": catalogText([("Start", ["en": "Start", "ar": "ابدأ"])]),
                "Widget/WidgetBundle.swift": "import Shared\nText(\"Start\")",
                "Packages/Lib/Package.swift": #"""
                    // swift-tools-version: 5.9
                    import PackageDescription
                    let package = Package(name: "Lib",
                        products: [.library(name: "Shared", targets: ["Shared"]),
                                   .library(name: "Settings", targets: ["Settings"])],
                        targets: [.target(name: "Shared", dependencies: ["Models"]), .target(name: "Models"),
                                  .target(name: "Settings", dependencies: ["Shared"])])
                    """#,
                "Packages/Lib/Sources/Shared/Countdown.swift": "import Models\nText(\"Ends in\")",
                "Packages/Lib/Sources/Models/Unit.swift": #"Text("Per day")"#,
                "Packages/Lib/Sources/Settings/SettingsScreen.swift": "import Shared\nText(\"Account\")",
            ],
            targets: [
                .app("App", resources: ["App/Localizable.xcstrings"], embeds: ["Widget"]),
                .widget("Widget", sources: ["Widget/WidgetBundle.swift"], resources: ["Widget/Localizable.xcstrings"],
                        packageProducts: ["Shared"]),
            ],
            packages: ["Packages/Lib": ["Shared", "Settings"]])
        let (lines, _) = try projectFindings(fixture)
        #expect(lines == [
            "Widget Localizable missing-key Per day/- Packages/Lib/Sources/Models/Unit.swift:1",
            "Widget Localizable missing-key Ends in/- Packages/Lib/Sources/Shared/Countdown.swift:2",
        ])
    }

    /// A framework target of the project that the extension depends on (and the one
    /// that framework depends on) is code that runs in the extension: where its code
    /// is named, a lookup that names no bundle goes to the extension's main bundle,
    /// and one that names its own (`Bundle(for: Token.self)`) to the framework's. A
    /// file that looks nothing up still carries the reach: the banner the keyboard
    /// makes through `BannerManager` shows its text.
    @Test func aLinkedFrameworksLookupsWithoutABundleAreTheExtensions() throws {
        let framework = ProjectFixture.Target(name: "KeyboardKit", productType: "com.apple.product-type.framework",
                                              sources: ["KeyboardKit/KeyView.swift", "KeyboardKit/Geometry.swift",
                                                        "KeyboardKit/Strings+Generated.swift",
                                                        "KeyboardKit/BannerManager.swift", "KeyboardKit/SpellerBanner.swift",
                                                        "KeyboardKit/Texts.swift"],
                                              resources: [], dependencies: ["Core"])
        let core = ProjectFixture.Target(name: "Core", productType: "com.apple.product-type.framework",
                                         sources: ["Core/Labels.swift"], resources: [])
        var keyboard = ProjectFixture.Target.appExtension("Keyboard", extensionPoint: "com.apple.keyboard-service",
                                                          sources: ["Keyboard/KeyboardViewController.swift"],
                                                          resources: ["App/Localizable.strings"])
        keyboard.dependencies = ["KeyboardKit"]
        let fixture = ProjectFixture(
            files: [
                "App/en.lproj/Localizable.strings": stringsFile([("accessibility.space", "space")]),
                "App/ar.lproj/Localizable.strings": stringsFile([("accessibility.space", "مسافة")]),
                "Keyboard/KeyboardViewController.swift":
                    "class KeyboardViewController { let key = KeyView(); func show() { title = key.label; BannerManager().present() } }",
                // Looks nothing up: names the banner whose file does, and the text kept in `Texts.retry`.
                "KeyboardKit/BannerManager.swift":
                    "struct BannerManager { let speller = SpellerBanner(); func present() { speller.setUp(); title = Texts.retry } }",
                "KeyboardKit/Texts.swift": #"enum Texts { static let retry = NSLocalizedString("Retry", comment: "") }"#,
                "KeyboardKit/SpellerBanner.swift": #"""
                    struct SpellerBanner { func setUp() { label.text = NSLocalizedString("Speller available", comment: "") } }
                    """#,
                "KeyboardKit/KeyView.swift": #"""
                    struct KeyView { var label: String { NSLocalizedString("accessibility.delete", comment: "") + Labels.space + L10n.hint }
                        var own: String { NSLocalizedString("Framework only", bundle: Bundle(for: Token.self), comment: "") } }
                    final class Token {}
                    struct SettingsScreen { var title: String { NSLocalizedString("Settings", comment: "") } }
                    """#,
                "Core/Labels.swift": #"enum Labels { static var space: String { NSLocalizedString("accessibility.space", comment: "") } }"#,
                // SwiftGen's accessors look up in the framework's own bundle: none is the extension's.
                "KeyboardKit/Strings+Generated.swift": #"""
                    enum L10n {
                        static let hint = L10n.tr("Localizable", "keyboard.hint", fallback: "Hint")
                        private static func tr(_ table: String, _ key: String, fallback value: String) -> String {
                            BundleToken.bundle.localizedString(forKey: key, value: value, table: table)
                        }
                    }
                    private final class BundleToken { static let bundle = Bundle(for: BundleToken.self) }
                    """#,
                "KeyboardKit/Geometry.swift": "struct Geometry { let rows = 4 }",
            ],
            targets: [.app("App", resources: ["App/Localizable.strings"], embeds: ["Keyboard"]), keyboard, framework, core])
        let (lines, report) = try projectFindings(fixture)
        #expect(report.plan.audited.map { $0.target.linkedFrameworkSourceFiles.map { URL(fileURLWithPath: $0).lastPathComponent } }
            == [["KeyView.swift", "Geometry.swift", "Strings+Generated.swift", "BannerManager.swift", "SpellerBanner.swift",
                 "Texts.swift", "Labels.swift"]])
        #expect(lines == [
            "Keyboard Localizable missing-key accessibility.delete/- KeyboardKit/KeyView.swift:1",
            "Keyboard Localizable missing-key Speller available/- KeyboardKit/SpellerBanner.swift:1",
            "Keyboard Localizable missing-key Retry/- KeyboardKit/Texts.swift:1",
        ])
    }

    /// Past ``ProjectAudit/wholeFrameworkFiles`` Swift files of linked frameworks, only
    /// the files that may look a text up are read (a shared framework can be most of a
    /// project's code): the lookup reached only through a file that names no localized
    /// API is taken for unreached.
    @Test func aLargeFrameworkIsReadInTheFilesThatLookTextUp() throws {
        var files: [String: String] = [
            "App/en.lproj/Localizable.strings": stringsFile([("Start", "Start")]),
            "App/ar.lproj/Localizable.strings": stringsFile([("Start", "ابدأ")]),
            "Keyboard/KeyboardViewController.swift":
                "class KeyboardViewController { func show() { title = KeyView().label; BannerManager().present() } }",
            "KeyboardKit/KeyView.swift": #"struct KeyView { var label: String { NSLocalizedString("Delete", comment: "") } }"#,
            "KeyboardKit/BannerManager.swift": "struct BannerManager { let speller = SpellerBanner(); func present() { speller.setUp() } }",
            "KeyboardKit/SpellerBanner.swift":
                #"struct SpellerBanner { func setUp() { label.text = NSLocalizedString("Speller available", comment: "") } }"#,
        ]
        let shapes = (0..<ProjectAudit.wholeFrameworkFiles).map { "KeyboardKit/Shape\($0).swift" }
        for (index, path) in shapes.enumerated() { files[path] = "struct Shape\(index) { let sides = \(index) }" }
        let framework = ProjectFixture.Target(name: "KeyboardKit", productType: "com.apple.product-type.framework",
                                              sources: ["KeyboardKit/KeyView.swift", "KeyboardKit/BannerManager.swift",
                                                        "KeyboardKit/SpellerBanner.swift"] + shapes, resources: [])
        var keyboard = ProjectFixture.Target.appExtension("Keyboard", extensionPoint: "com.apple.keyboard-service",
                                                          sources: ["Keyboard/KeyboardViewController.swift"],
                                                          resources: ["App/Localizable.strings"])
        keyboard.dependencies = ["KeyboardKit"]
        let fixture = ProjectFixture(
            files: files,
            targets: [.app("App", resources: ["App/Localizable.strings"], embeds: ["Keyboard"]), keyboard, framework])
        let (lines, report) = try projectFindings(fixture)
        #expect(report.plan.audited.map { $0.target.linkedFrameworkSourceFiles.map { URL(fileURLWithPath: $0).lastPathComponent } }
            == [["KeyView.swift", "SpellerBanner.swift"]])
        #expect(lines == ["Keyboard Localizable missing-key Delete/- KeyboardKit/KeyView.swift:1"])
    }

    /// Past ``ProjectAudit/wholeFrameworkFiles`` files, a local package is read as a
    /// large framework is: the files that may look a text up, and those that name the
    /// package's bundle, where a generated accessor's lookups go.
    @Test func aLargePackageIsReadInTheFilesThatLookTextUpOrNameItsBundle() throws {
        var files: [String: String] = [
            "App/Localizable.xcstrings": catalogText([("Start", ["en": "Start", "ar": "ابدأ"])]),
            "Widget/Localizable.xcstrings": catalogText([("Start", ["en": "Start", "ar": "ابدأ"])]),
            "Widget/Entry.swift": "struct Entry: View { var body: some View { Text(\"Start\"); CountdownView() } }",
            "Packages/ActivityUI/Package.swift": "// swift-tools-version: 5.9",
            "Packages/ActivityUI/Sources/ActivityUI/CountdownView.swift":
                #"public struct CountdownView: View { public var body: some View { Text("Ends in") } }"#,
            "Packages/ActivityUI/Sources/ActivityUI/Bundle.swift": "extension Bundle { static let activity = Bundle.module }",
        ]
        for index in 0..<ProjectAudit.wholeFrameworkFiles {
            files["Packages/ActivityUI/Sources/ActivityUI/Shape\(index).swift"] = "struct Shape\(index) { let sides = \(index) }"
        }
        let fixture = ProjectFixture(
            files: files,
            targets: [
                .app("App", resources: ["App/Localizable.xcstrings"], embeds: ["Widget"]),
                .widget("Widget", sources: ["Widget/Entry.swift"], resources: ["Widget/Localizable.xcstrings"],
                        packageProducts: ["ActivityUI"]),
            ],
            packages: ["Packages/ActivityUI": ["ActivityUI"]])
        let (lines, report) = try projectFindings(fixture)
        #expect(report.plan.audited.map { $0.target.localPackageSourceFiles.map { URL(fileURLWithPath: $0).lastPathComponent }.sorted() }
            == [["Bundle.swift", "CountdownView.swift"]])
        #expect(lines == ["Widget Localizable missing-key Ends in/- Packages/ActivityUI/Sources/ActivityUI/CountdownView.swift:1"])
    }

    /// A package's code runs where the extension's code names it, as the app's
    /// shared files do: the package's settings screen, which only the app shows, is
    /// not the widget's, nor is its lone timer; the timer badge the widget shows is.
    @Test func aPackagesCodeRunsWhereTheExtensionNamesIt() throws {
        let fixture = ProjectFixture(
            files: [
                "App/Localizable.xcstrings": catalogText([
                    ("Ends in", ["en": "Ends in", "ar": "ينتهي في"]),
                    ("Account", ["en": "Account", "ar": "الحساب"]),
                ]),
                "Widget/Localizable.xcstrings": catalogText([("Start", ["en": "Start", "ar": "ابدأ"])]),
                "Widget/Entry.swift": "struct Entry: View { var body: some View { CountdownView(); TimerBadge() } }",
                "Packages/ActivityUI/Package.swift": "// swift-tools-version: 5.9",
                "Packages/ActivityUI/Sources/ActivityUI/CountdownView.swift":
                    #"public struct CountdownView: View { public var body: some View { Text("Ends in") } }"#,
                "Packages/ActivityUI/Sources/ActivityUI/SettingsScreen.swift":
                    #"public struct SettingsScreen: View { public var body: some View { Text("Account"); Text(timerInterval: range) } }"#,
                "Packages/ActivityUI/Sources/ActivityUI/TimerBadge.swift":
                    #"public struct TimerBadge: View { public var body: some View { Text(timerInterval: range) } }"#,
            ],
            targets: [
                .app("App", resources: ["App/Localizable.xcstrings"], embeds: ["Widget"]),
                .widget("Widget", sources: ["Widget/Entry.swift"], resources: ["Widget/Localizable.xcstrings"],
                        packageProducts: ["ActivityUI"]),
            ],
            packages: ["Packages/ActivityUI": ["ActivityUI"]])
        let (lines, _) = try projectFindings(fixture)
        #expect(lines == [
            "Widget Localizable missing-key Ends in/- Packages/ActivityUI/Sources/ActivityUI/CountdownView.swift:1",
            "Widget - timer-direction -/- Packages/ActivityUI/Sources/ActivityUI/TimerBadge.swift:1",
        ])
    }

    /// `bundle: .module` lookups count against the package target's own catalog,
    /// for the keys they use (the key the package's catalog lacks, the language it
    /// does not translate); they are never missing from the widget's table. A
    /// package target without such a table is a warning at the lookup.
    @Test func moduleBundleLookupsGoToThePackagesOwnTables() throws {
        let fixture = ProjectFixture(
            files: [
                "App/Localizable.xcstrings": catalogText([("Start", ["en": "Start", "ar": "ابدأ"])]),
                "Widget/Localizable.xcstrings": catalogText([("Start", ["en": "Start", "ar": "ابدأ"])]),
                "Widget/WidgetBundle.swift": #"Text("Start")"#,
                "Packages/ActivityUI/Package.swift": "// swift-tools-version: 5.9",
                "Packages/ActivityUI/Sources/ActivityUI/CountdownView.swift":
                    "Text(\"Ends in\", bundle: .module)\nText(\"Paused\", bundle: .module)\nText(\"Gone\", bundle: .module)",
                "Packages/ActivityUI/Sources/ActivityUI/Resources/Localizable.xcstrings": catalogText([
                    ("Ends in", ["en": "Ends in", "ar": "ينتهي في"]),
                    ("Paused", ["en": "Paused"]),
                    ("Unused here", ["en": "Unused here"]),
                ]),
                "Packages/ActivityUI/Sources/Formatting/Format.swift": #"String(localized: "Later", bundle: .module)"#,
            ],
            targets: [
                .app("App", resources: ["App/Localizable.xcstrings"], embeds: ["Widget"]),
                .widget("Widget", sources: ["Widget/WidgetBundle.swift"], resources: ["Widget/Localizable.xcstrings"],
                        packageProducts: ["ActivityUI"]),
            ],
            packages: ["Packages/ActivityUI": ["ActivityUI"]])
        let (lines, report) = try projectFindings(fixture)
        let catalog = "Packages/ActivityUI/Sources/ActivityUI/Resources/Localizable.xcstrings"
        #expect(lines == [
            "Widget Localizable missing-key Gone/- Packages/ActivityUI/Sources/ActivityUI/CountdownView.swift:3",
            "Widget Localizable missing-translation Paused/ar \(catalog):2",
        ])
        #expect(report.groups.flatMap(\.findings).map(\.message) == [
            #""Gone" is used here but is missing from package target ActivityUI's catalog, so the extension shows the key "#
                + "itself, untranslated. Add it to package target ActivityUI's catalog and translate it, or check the spelling.",
            #""Paused" has no ar translation in the Localizable table, so Widget falls back to en; App ships ar. Translate it."#,
        ])
        let notes = report.notes.map { $0.replacingOccurrences(of: #"/[^ ]*/project-fixture-[^/]*/"#, with: "",
                                                                options: .regularExpression) }
        #expect(notes.contains(#"xcstrings-audit: warning: Packages/ActivityUI/Sources/Formatting/Format.swift:1:19: target "#
            + #""Widget" looks up keys in table "Localizable" of its package's bundle (`bundle: .module`), which package "#
            + "target Formatting does not have; they show as written in every language. Add Localizable.xcstrings to "
            + "Packages/ActivityUI/Sources/Formatting/Resources"), "\(notes)")
    }

    /// Code outside a package names its bundle by a name the package declares
    /// (`Bundle.module` is internal to it): `bundle: .activityUI` with `static let
    /// activityUI = Bundle.module` in the package looks up the package's tables.
    /// The product names no package, as Xcode writes a local package's: the
    /// package whose manifest declares that library is linked.
    /// An app and a widget with "Start" in both tables, the widget showing
    /// `widgetView` and linking the package `ActivityUI`, whose target's own
    /// catalog has "Ends in" (translated) and "Paused" (not); `files` adds to it.
    /// The manifest of a package whose one product is its one module, `ActivityUI`.
    static let oneModuleManifest = "// swift-tools-version: 5.9\nlet package = Package(name: \"ActivityUI\", "
        + "products: [.library(\n    name: \"ActivityUI\", targets: [\"ActivityUI\"])])"

    static func bundleFixture(widgetView: String, files: [String: String]) -> ProjectFixture {
        ProjectFixture(
            files: files.merging([
                "App/Localizable.xcstrings": catalogText([("Start", ["en": "Start", "ar": "ابدأ"])]),
                "Widget/Localizable.xcstrings": catalogText([("Start", ["en": "Start", "ar": "ابدأ"])]),
                "Widget/WidgetView.swift": widgetView,
                "Packages/ActivityUI/Sources/ActivityUI/Resources/Localizable.xcstrings": catalogText([
                    ("Ends in", ["en": "Ends in", "ar": "ينتهي في"]),
                    ("Paused", ["en": "Paused"]),
                ]),
            ]) { $1 },
            targets: [
                .app("App", resources: ["App/Localizable.xcstrings"], embeds: ["Widget"]),
                .widget("Widget", sources: ["Widget/WidgetView.swift"], resources: ["Widget/Localizable.xcstrings"],
                        packageProducts: ["ActivityUI"]),
            ],
            packages: ["Packages/ActivityUI": ["ActivityUI"]])
    }

    /// A package's own lookup function that looks its `String` key up in the
    /// package's bundle (ArrBarr's `AppLocalized.string(_:)`,
    /// `Bundle.module.localizedString(forKey:value:table:)`) goes to the package's
    /// tables; one whose bundle is a value of its own (`langBundle`) says nothing.
    @Test func aPackagesLookupFunctionLooksUpInItsBundle() throws {
        let fixture = Self.bundleFixture(
            widgetView: "import ActivityUI\nstruct WidgetView: View { var body: some View { CountdownView() } }",
            files: [
                "Packages/ActivityUI/Package.swift": Self.oneModuleManifest,
                "Packages/ActivityUI/Sources/ActivityUI/CountdownView.swift": #"""
                    enum AppLocalized {
                        static func string(_ key: String, locale: Locale) -> String {
                            if let path = Bundle.module.path(forResource: locale.identifier, ofType: "lproj"),
                               let langBundle = Bundle(path: path) {
                                return langBundle.localizedString(forKey: key, value: nil, table: nil)
                            }
                            return Bundle.module.localizedString(forKey: key, value: nil, table: nil)
                        }
                    }
                    public struct CountdownView: View {
                        public var body: some View {
                            Text(AppLocalized.string("Ends in", locale: locale))
                            Text(AppLocalized.string("Resumes", locale: locale))
                        }
                    }
                    """#,
            ])
        let (lines, _) = try projectFindings(fixture)
        #expect(lines == [
            "Widget Localizable missing-key Resumes/- Packages/ActivityUI/Sources/ActivityUI/CountdownView.swift:13",
        ])
    }

    /// A linked product of no package the project references (a workspace's
    /// packages, a folder of packages added by hand) is not read: the target's line
    /// in the report says which, and the all-clear does not vouch for it. The same
    /// product of a referenced package is read.
    @Test func aProductOfNoReferencedPackageIsSaidNotToBeRead() throws {
        var fixture = Self.bundleFixture(widgetView: "Text(\"Start\")",
                                         files: ["Packages/ActivityUI/Package.swift": Self.oneModuleManifest])
        fixture.productsNameTheirPackage = false
        #expect(try projectFindings(fixture).1.plan.audited.map(\.target.unlocatedPackageProducts) == [[]])
        fixture.packages = [:]
        #expect(try projectFindings(fixture).1.plan.audited.map(\.target.unlocatedPackageProducts) == [["ActivityUI"]])

        let root = try fixture.write()
        defer { try? FileManager.default.removeItem(at: root) }
        guard let output = try CommandRunner.run(["."], in: root) else { return }
        #expect(output.standardOutput.split(separator: "\n").contains(
            "Widget (extension): Localizable.xcstrings; languages ar, en; not read: the package products ActivityUI, "
                + "which it links from no package the project references (a workspace's, or a folder of packages "
                + "added by hand)"))
        // The all-clear vouches only for what was read.
        #expect(output.standardOutput.hasSuffix("\n  no findings\nNo findings (package products of Widget not read).\n"))
        let json = try CommandRunner.run(["--format", "json", "."], in: root)?.standardOutput ?? ""
        #expect(json.contains(#""sharedTables": [], "unreadPackageProducts": ["ActivityUI"]}"#))
    }

    @Test func aPackagesNameForItsBundleGoesToItsTables() throws {
        var fixture = Self.bundleFixture(
            widgetView: "Text(\"Start\")\nText(\"Ends in\", bundle: .activityUI)\nText(\"Paused\", bundle: Bundle.activityUI)",
            files: [
                "Packages/ActivityUI/Package.swift": Self.oneModuleManifest,
                "Packages/ActivityUI/Sources/ActivityUI/PackageBundle.swift":
                    "public extension Bundle {\n    static let activityUI: Bundle = .module\n}",
            ])
        fixture.productsNameTheirPackage = false
        let (lines, _) = try projectFindings(fixture)
        #expect(lines == [
            "Widget Localizable missing-translation Paused/ar Packages/ActivityUI/Sources/ActivityUI/Resources/Localizable.xcstrings:2",
        ])
    }

    /// Each module of a package may name its own bundle alike (a non-public
    /// `currentSPM`), picked by the system or the compiler: a lookup through that
    /// name goes to its own module's tables.
    @Test func eachModuleNamesItsOwnBundle() throws {
        let bundleName = """
            extension Bundle {
                static var currentSPM: Bundle {
                    #if compiler(>=6.0)
                    if #available(iOS 15, macOS 12, *) {
                        #bundle
                    } else {
                        .module
                    }
                    #else
                    .module
                    #endif
                }
            }
            """
        let fixture = Self.bundleFixture(
            widgetView: "Text(\"Start\")",
            files: [
                "Packages/ActivityUI/Package.swift": "// swift-tools-version: 5.9\nlet package = Package(name: \"ActivityUI\", "
                    + "products: [.library(\n    name: \"ActivityUI\", targets: [\"ActivityUI\", \"Shared\"])])",
                "Packages/ActivityUI/Sources/ActivityUI/Bundle.swift": bundleName,
                "Packages/ActivityUI/Sources/ActivityUI/CountdownView.swift":
                    "Text(\"Ends in\", bundle: .currentSPM)\nText(\"Paused\", bundle: .currentSPM)\nText(\"Later\")",
                "Packages/ActivityUI/Sources/Shared/Bundle.swift": bundleName,
                "Packages/ActivityUI/Sources/Shared/Labels.swift": "Text(\"Ends in\", bundle: .currentSPM)",
                "Packages/ActivityUI/Sources/Shared/Resources/Localizable.xcstrings": catalogText([
                    ("Ends in", ["en": "Ends in"]),
                ]),
            ])
        let (lines, _) = try projectFindings(fixture)
        // "Ends in" of Shared goes to Shared's catalog, which has no ar at all.
        #expect(lines == [
            "Widget Localizable missing-key Later/- Packages/ActivityUI/Sources/ActivityUI/CountdownView.swift:3",
            "Widget Localizable missing-translation Paused/ar Packages/ActivityUI/Sources/ActivityUI/Resources/Localizable.xcstrings:2",
            "Widget Localizable missing-language -/ar Packages/ActivityUI/Sources/Shared/Resources/Localizable.xcstrings:1",
        ])
    }

    /// Swift uses a module's declarations only where a file imports it: of a
    /// linked product's modules, those the extension's code imports, and those they
    /// import in turn, run in it; a module declared in its own folder that nothing
    /// of it imports does not (the app's settings screens in the same product).
    @Test func aPackageModuleNothingImportsDoesNotRun() throws {
        let manifest = """
            // swift-tools-version: 5.9
            let package = Package(name: "ActivityUI", products: [
                .library(name: "ActivityUI", targets: ["ActivityUI", "Settings", "Formatting", "Legacy"])],
                targets: [
                    .target(name: "ActivityUI", dependencies: ["Formatting"]),
                    .target(name: "Formatting"),
                    .target(name: "Settings", dependencies: ["Formatting"]),
                    .target(name: "Timing"),
                    .target(name: "Legacy", path: "Sources/Old"),
                ])
            """
        let fixture = Self.bundleFixture(
            widgetView: "import SwiftUI\nimport ActivityUI\nText(\"Start\")",
            files: [
                "Packages/ActivityUI/Package.swift": manifest,
                "Packages/ActivityUI/Sources/ActivityUI/CountdownView.swift": "import Formatting\nText(\"Ends soon\")",
                "Packages/ActivityUI/Sources/Formatting/Format.swift": "@_exported import Foundation\nText(\"Later\")",
                "Packages/ActivityUI/Sources/Settings/SettingsView.swift": "import Formatting\nText(\"Only in settings\")",
                // A module whose folder is not its name is kept whole, and what it imports runs.
                "Packages/ActivityUI/Sources/Old/Clock.swift": "import Timing",
                "Packages/ActivityUI/Sources/Timing/Ticker.swift": "Text(\"Tick\")",
            ])
        let (lines, _) = try projectFindings(fixture)
        #expect(lines == [
            "Widget Localizable missing-key Ends soon/- Packages/ActivityUI/Sources/ActivityUI/CountdownView.swift:2",
            "Widget Localizable missing-key Later/- Packages/ActivityUI/Sources/Formatting/Format.swift:2",
            "Widget Localizable missing-key Tick/- Packages/ActivityUI/Sources/Timing/Ticker.swift:1",
        ])
    }

    /// `bundle: #bundle` names the bundle of the module the lookup is in: a
    /// package target's own tables in a package's code, the extension's in its own.
    @Test func theBundleMacroNamesTheModulesOwnBundle() throws {
        let fixture = Self.bundleFixture(
            widgetView: "Text(\"Start\", bundle: #bundle)\nText(\"Later\", bundle: #bundle)",
            files: [
                "Packages/ActivityUI/Package.swift": "// swift-tools-version: 5.9",
                "Packages/ActivityUI/Sources/ActivityUI/CountdownView.swift":
                    "Text(\"Ends in\", bundle: #bundle)\nText(\"Paused\", bundle: #bundle)",
            ])
        let (lines, _) = try projectFindings(fixture)
        #expect(lines == [
            "Widget Localizable missing-translation Paused/ar Packages/ActivityUI/Sources/ActivityUI/Resources/Localizable.xcstrings:2",
            "Widget Localizable missing-key Later/- Widget/WidgetView.swift:2",
        ])
    }

    /// A project's function or view that takes a `LocalizedStringKey` and shows it
    /// from a bundle it names (`Text(text, bundle: .activityUI)`) looks up the
    /// literal its callers give it there: in the package's tables for the
    /// package's name for its bundle, in the package target the declaration is
    /// written in for `bundle: .module`. A function that shows its key from the
    /// main bundle leaves the lookup an ordinary one.
    @Test func aDeclarationThatShowsItsKeyFromABundleLooksItUpThere() throws {
        let fixture = Self.bundleFixture(
            widgetView: """
                func message(_ text: LocalizedStringKey, icon: String) -> some View {
                    Text(text, bundle: .activityUI).font(.caption)
                }
                func plain(_ text: LocalizedStringKey) -> some View { Text(text, bundle: .main) }
                struct Badge: View {
                    let title: LocalizedStringKey
                    var body: some View { Text(title, bundle: Bundle.activityUI) }
                }
                message("Ends in", icon: "clock")
                plain("Later")
                Badge(title: "Paused")
                """,
            files: [
                "Packages/ActivityUI/Package.swift": "// swift-tools-version: 5.9",
                "Packages/ActivityUI/Sources/ActivityUI/PackageBundle.swift":
                    "public extension Bundle {\n    static let activityUI: Bundle = .module\n}",
                "Packages/ActivityUI/Sources/ActivityUI/Caption.swift":
                    "func caption(_ text: LocalizedStringKey) -> some View { Text(text, bundle: .module) }\n"
                    + "caption(\"Ends in\")\ncaption(\"Gone\")",
            ])
        let (lines, _) = try projectFindings(fixture)
        #expect(lines == [
            "Widget Localizable missing-key Gone/- Packages/ActivityUI/Sources/ActivityUI/Caption.swift:3",
            "Widget Localizable missing-translation Paused/ar Packages/ActivityUI/Sources/ActivityUI/Resources/Localizable.xcstrings:2",
            "Widget Localizable missing-key Later/- Widget/WidgetView.swift:10",
        ])
    }

    /// A computed property of a localized type that the code shows from a bundle
    /// it names (`Text(quality.name, bundle: #bundle)`) returns keys of that
    /// bundle: a package target's own tables in a package's code. One the code
    /// also shows without a bundle (`Label(kind.title, …)`) stays a main-bundle
    /// lookup, and so the extension's.
    @Test func aPropertyShownFromABundleReturnsThatBundlesKeys() throws {
        let fixture = Self.bundleFixture(
            widgetView: "Text(\"Start\")\nQualityView(quality: .high, kind: .short)",
            files: [
                "Packages/ActivityUI/Package.swift": "// swift-tools-version: 5.9",
                "Packages/ActivityUI/Sources/ActivityUI/Quality.swift": """
                    public struct QualityView: View {
                        let quality: Quality
                        let kind: Kind
                        public var body: some View {
                            Text(quality.name, bundle: #bundle)
                            Text(kind.title, bundle: #bundle)
                            Label(kind.title, systemImage: "clock")
                        }
                    }
                    extension Quality {
                        var name: LocalizedStringKey {
                            switch self {
                            case .high: return "Ends in"
                            case .low: return "Gone"
                            }
                        }
                    }
                    extension Kind {
                        var title: LocalizedStringKey { isShort ? "Paused" : "Later" }
                    }
                    """,
            ])
        let (lines, report) = try projectFindings(fixture)
        #expect(lines == [
            "Widget Localizable missing-key Gone/- Packages/ActivityUI/Sources/ActivityUI/Quality.swift:14",
            "Widget Localizable missing-key Paused/- Packages/ActivityUI/Sources/ActivityUI/Quality.swift:19",
            "Widget Localizable missing-key Later/- Packages/ActivityUI/Sources/ActivityUI/Quality.swift:19",
        ])
        // "Gone" is missing from the package's catalog; "Paused" and "Later" from the extension's.
        let messages = report.groups.flatMap(\.findings).map(\.message)
        #expect(messages.first?.contains("missing from package target ActivityUI's catalog") == true, "\(messages)")
        #expect(messages.dropFirst().allSatisfy { $0.contains("missing from the extension's catalog") }, "\(messages)")
    }

    /// `String(localized: titleKey, bundle: .module)` shows the keys the property
    /// returns from that bundle, as `Text(quality.name, bundle: #bundle)` does; so
    /// does `.init(localized: label, bundle: .module)` the value of a local constant.
    @Test func aPropertyLocalizedFromABundleReturnsThatBundlesKeys() throws {
        let fixture = Self.bundleFixture(
            widgetView: "Text(\"Start\")\nModeView(mode: .summary)\nlet label: String.LocalizationValue = \"Later\"; Header(label)",
            files: [
                "Packages/ActivityUI/Package.swift": "// swift-tools-version: 5.9",
                "Packages/ActivityUI/Sources/ActivityUI/Mode.swift": """
                    public enum Mode {
                        case summary, each
                        public var title: String { String(localized: titleKey, bundle: .module) }
                        var titleKey: String.LocalizationValue {
                            switch self {
                            case .summary: return "Ends in"
                            case .each: return "Gone"
                            }
                        }
                    }
                    public struct ModeView: View {
                        let mode: Mode
                        public var body: some View {
                            Text(mode.title)
                            let label: String.LocalizationValue = "Paused"
                            Text(.init(localized: label, bundle: .module))
                        }
                    }
                    """,
            ])
        let (lines, report) = try projectFindings(fixture)
        // "Paused", in the package's catalog with no ar, is no gap of the extension's table. The
        // widget's own `label`, which no view of its file shows from a bundle, is the widget's lookup.
        #expect(lines == [
            "Widget Localizable missing-key Gone/- Packages/ActivityUI/Sources/ActivityUI/Mode.swift:7",
            "Widget Localizable missing-translation Paused/ar Packages/ActivityUI/Sources/ActivityUI/Resources/Localizable.xcstrings:2",
            "Widget Localizable missing-key Later/- Widget/WidgetView.swift:3",
        ])
        let messages = report.groups.flatMap(\.findings).map(\.message)
        #expect(messages.first?.contains("missing from package target ActivityUI's catalog") == true, "\(messages)")
        #expect(messages.last?.contains("missing from the extension's catalog") == true, "\(messages)")
    }
}
