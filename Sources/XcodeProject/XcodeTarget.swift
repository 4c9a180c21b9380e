import PropertyList

/// One target of an Xcode project with the files that go into it.
///
/// ```swift
/// let widget = project.targets.first { $0.name == "TimerWidgetExtension" }!
/// widget.kind            // .appExtension
/// widget.sourceFiles     // ["Timer/TimerWidget/TimerWidget.swift", …]
/// widget.resourceFiles   // ["Timer/TimerWidget/Localizable.xcstrings", …]
/// ```
package struct XcodeTarget: Sendable {
    /// What a target builds, from its `productType`.
    package enum Kind: String, Sendable, Hashable {
        /// An app (`com.apple.product-type.application`), including a watchOS app
        /// built as one target.
        case application
        /// An app extension: WidgetKit, Intents, Notification, ExtensionKit (App
        /// Intents extensions), Messages, WatchKit extensions.
        case appExtension = "app extension"
        /// A watchOS app of the two-target kind (`application.watchapp2`) and its container.
        case watchApp = "watch app"
        /// An App Clip (`application.on-demand-install-capable`).
        case appClip = "App Clip"
        /// A unit-test or UI-test bundle.
        case test
        /// A framework, library, bundle, tool, aggregate or legacy target.
        case other

        /// The kind of a `productType` (`nil` for aggregate and legacy targets).
        ///
        /// ```swift
        /// XcodeTarget.Kind(productType: "com.apple.product-type.app-extension")  // .appExtension
        /// ```
        package init(productType: String?) {
            guard let productType else { self = .other; return }
            switch productType {
            case "com.apple.product-type.application", "com.apple.product-type.application.messages":
                self = .application
            case "com.apple.product-type.application.watchapp", "com.apple.product-type.application.watchapp2",
                 "com.apple.product-type.application.watchapp2-container":
                self = .watchApp
            case "com.apple.product-type.application.on-demand-install-capable":
                self = .appClip
            case "com.apple.product-type.bundle.unit-test", "com.apple.product-type.bundle.ui-testing",
                 "com.apple.product-type.bundle.ocunit-test":
                self = .test
            default:
                let extensionPrefixes = ["app-extension", "extensionkit-extension", "watchkit-extension",
                                         "watchkit2-extension", "tv-app-extension"]
                if extensionPrefixes.contains(where: { productType.hasPrefix("com.apple.product-type." + $0) }) {
                    self = .appExtension
                } else {
                    self = .other
                }
            }
        }
    }

    /// The target's name as Xcode shows it.
    package var name: String
    /// `productType`, such as `com.apple.product-type.app-extension`; `nil` for
    /// aggregate and legacy targets.
    package var productType: String?
    /// What it builds.
    package var kind: Kind
    /// The extension point its `Info.plist` names (`NSExtension` →
    /// `NSExtensionPointIdentifier`, or `EXAppExtensionAttributes` →
    /// `EXExtensionPointIdentifier`), such as `com.apple.widgetkit-extension`;
    /// `nil` when it has no `Info.plist` (`INFOPLIST_FILE`) that says.
    package var extensionPoint: String?
    /// The language its bundle falls back to where its `Info.plist` names one
    /// (`CFBundleDevelopmentRegion` = `tr`, a legacy name such as `English` as its
    /// code); `nil` where that is the project's (`$(DEVELOPMENT_LANGUAGE)`, no key,
    /// no `Info.plist` file).
    package var developmentRegion: String?
    /// `SDKROOT` of its first build configuration (or the project's), such as
    /// `iphoneos` or `watchos`; `nil` when neither sets one.
    package var sdk: String?
    /// What its `#if` conditions are decided against (``CompilationConditions/unknown``
    /// where the project does not say).
    package var compilationConditions = CompilationConditions.unknown
    /// Where the target's object is defined in `project.pbxproj`.
    package var location: TextLocation
    /// The Swift files it compiles, as paths from the current directory, in
    /// build-phase order then synchronized-folder order, without duplicates.
    package var sourceFiles: [String] = []
    /// The sources in other languages it compiles (Objective-C, C, C++), as
    /// paths from the current directory: the names they mention lead into its Swift code.
    package var otherLanguageSourceFiles: [String] = []
    /// The storyboards and XIBs it copies, as paths from the current directory:
    /// the classes they name (`customClass`) are made by the system.
    package var interfaceBuilderFiles: [String] = []
    /// The name the system shows the product by, as the project writes it out:
    /// its display name (`INFOPLIST_KEY_CFBundleDisplayName`, the `Info.plist`'s
    /// `CFBundleDisplayName`), else its bundle name, which is `PRODUCT_NAME`
    /// (the target's name by default); `nil` when built from other settings.
    package var shownName: String?
    /// The texts its `Info.plist` gives the system to show, as written: the
    /// display name (`CFBundleDisplayName`, else `CFBundleName`) and the permission
    /// prompts (`…UsageDescription`), with the path of the file and where each
    /// key is — or of the project file, where a build setting gives the key to the
    /// `Info.plist` Xcode generates (`INFOPLIST_KEY_NSCameraUsageDescription`); values
    /// built from settings (`$(PRODUCT_NAME)`) are left out. What an `InfoPlist`
    /// table of the target translates, if it has one.
    package var infoPlistTexts: [InfoPlistText] = []

    /// Whether its `Info.plist` (or `INFOPLIST_KEY_CFBundleAllowMixedLocalizations`) lets the
    /// frameworks and packages it loads choose their own language
    /// (`CFBundleAllowMixedLocalizations`): without it, their texts follow the language the
    /// system chose for the target's own bundle. Also `true` where that cannot be told: a
    /// value built from another setting (`$(ALLOW_MIXED)`), an `Info.plist` that cannot be read.
    package var allowsMixedLocalizations = false
    /// The languages its `Info.plist` declares without a `.lproj` folder (`CFBundleLocalizations`).
    package var declaredLocalizations: [String] = []
    /// Where its `Info.plist` is, when it has one: the place to say what it declares.
    package var infoPlistFile: String?

    /// The storyboards and XIBs its `Info.plist` names as its interface, by name
    /// without extension: `NSExtensionMainStoryboard`, `UIMainStoryboardFile`,
    /// `NSMainStoryboardFile`, `NSMainNibFile` (the system loads them; code loads the rest by name).
    package var mainInterfaceNames: [String] = []

    /// One text of ``infoPlistTexts``.
    package struct InfoPlistText: Sendable, Hashable {
        /// The key, such as `CFBundleDisplayName`.
        package var key: String
        /// Its value.
        package var value: String
        /// The `Info.plist` file, as a path from the current directory, or the
        /// project file where a build setting gives the key (``buildSetting``).
        package var file: String
        /// Where the key is written.
        package var location: TextLocation
        /// The build setting that gives the key to the `Info.plist` Xcode generates
        /// (`INFOPLIST_KEY_CFBundleDisplayName`); `nil` when the `Info.plist` file does.
        package var buildSetting: String?

        package init(key: String, value: String, file: String, location: TextLocation, buildSetting: String? = nil) {
            self.key = key
            self.value = value
            self.file = file
            self.location = location
            self.buildSetting = buildSetting
        }
    }

    /// The localisation files it copies (`.xcstrings`, `.strings`, `.stringsdict`)
    /// and the SiriKit intent definitions it compiles (`.intentdefinition`, whose
    /// titles its `.lproj/<Name>.strings` translate), with the language of the
    /// `.lproj` folder they are in.
    package var localizationFiles: [LocalizationFile] = []
    /// The targets of this project it depends on (`PBXTargetDependency`), by name:
    /// an app depends on the extensions it embeds.
    package var dependencies: [String] = []
    /// The targets of this project whose products its copy-files phases copy
    /// (`Embed Foundation Extensions`, `Embed Watch Content`), by name.
    package var embeddedProducts: [String] = []
    /// Whether it has a copy-files phase that embeds app extensions or watch
    /// content (into `PlugIns`, `Extensions` or `Watch`), empty or not: an app that
    /// says where its extensions go, so one it does not copy there is not shipped.
    package var hasEmbedPhase = false
    /// Whether it is a WidgetKit extension (widgets, Live Activities, controls).
    package var isWidgetExtension: Bool { extensionPoint == "com.apple.widgetkit-extension" }
    /// The targets it embeds: those it depends on and those whose products it copies.
    package var embeddedTargets: [String] { dependencies + embeddedProducts }
    /// The Swift files of the local Swift packages it links, under each
    /// package's `Sources` folder: code that runs in the target, scanned with
    /// its own (``sourceFiles`` does not hold them).
    package var localPackageSourceFiles: [String] = []
    /// The Swift files of the framework and library targets of this project it
    /// depends on or links (and theirs, all the way down) that it does not compile
    /// itself: code that runs in its process, where a lookup that names no bundle
    /// goes to its main bundle — its own tables.
    package var linkedFrameworkSourceFiles: [String] = []
    /// The conditions each of ``linkedFrameworkSourceFiles`` is compiled with: its
    /// framework's, whichever target links it (the framework is built once).
    package var linkedFrameworkConditions: [String: CompilationConditions] = [:]

    /// Whether a product type is a framework or a library: code another target links.
    package static func isLibrary(_ productType: String?) -> Bool {
        ["com.apple.product-type.framework", "com.apple.product-type.framework.static",
         "com.apple.product-type.library.static", "com.apple.product-type.library.dynamic"].contains(productType ?? "")
    }
    /// The string tables of those packages' targets (`Sources/<Target>/…/*.xcstrings`,
    /// `*.lproj/*.strings`) by the target's folder (`Packages/UI/Sources/UI`):
    /// where the `bundle: .module` lookups of that folder's code go. Every
    /// package target is listed, with no tables when it has none.
    package var localPackageLocalizationFiles: [String: [LocalizationFile]] = [:]
    /// The folders of ``localPackageLocalizationFiles`` that are a module of that
    /// name (`Packages/UI/Sources/UI`: the manifest declares target `UI` without a
    /// `path:`), which the target's code uses only if it imports it.
    package var localPackageModules: Set<String> = []
    /// The package products it links that name no package and that no local
    /// package of the project declares (as a workspace's packages, or a folder of
    /// packages the project does not reference, are linked): their code and tables
    /// are not read, which the report says.
    package var unlocatedPackageProducts: [String] = []
    /// What Xcode tolerates in the target and the audit reports and skips, each
    /// as a warning with its place: a localisation file it copies that is not on
    /// disk, a build file naming an object the project does not define.
    package var warnings: [String] = []
    /// Swift sources the project names that are not on disk (generated files, most
    /// often); the audit says so and goes on.
    package var missingSourceFiles: [String] = []

    /// What the target is, in the words of a message: from its extension point
    /// when its `Info.plist` names one, else from its product type.
    ///
    /// ```swift
    /// widget.kindName       // "widget" (com.apple.widgetkit-extension)
    /// intents.kindName      // "Siri intent extension" (com.apple.intents-service)
    /// watchApp.kindName     // "watch app"
    /// ```
    package var kindName: String {
        if let extensionPoint, let name = Self.extensionPointNames[extensionPoint] { return name }
        switch productType {
        case "com.apple.product-type.app-extension.messages", "com.apple.product-type.app-extension.messages-sticker-pack":
            return "iMessage extension"
        case "com.apple.product-type.watchkit-extension", "com.apple.product-type.watchkit2-extension":
            return "WatchKit extension"
        case "com.apple.product-type.tv-app-extension":
            return "TV extension"
        case "com.apple.product-type.extensionkit-extension":
            return "ExtensionKit extension"
        default:
            break
        }
        switch kind {
        case .application: return sdk == "watchos" ? "watch app" : "app"
        case .appExtension: return "extension"
        case .watchApp: return "watch app"
        case .appClip: return "App Clip"
        case .test: return "test bundle"
        case .other:
            switch productType {
            case "com.apple.product-type.framework", "com.apple.product-type.framework.static": return "framework"
            case "com.apple.product-type.library.static", "com.apple.product-type.library.dynamic": return "library"
            case "com.apple.product-type.bundle": return "bundle"
            case "com.apple.product-type.tool": return "command-line tool"
            default: return productType == nil ? "aggregate target" : "other"
            }
        }
    }

    /// The extension points whose targets the audit meets, by the name a message gives them.
    static let extensionPointNames: [String: String] = [
        "com.apple.widgetkit-extension": "widget",
        "com.apple.widget-extension": "Today widget",
        "com.apple.intents-service": "Siri intent extension",
        "com.apple.intents-ui-service": "Siri intent UI extension",
        "com.apple.appintents-extension": "App Intents extension",
        "com.apple.usernotifications.service": "notification service extension",
        "com.apple.usernotifications.content-extension": "notification content extension",
        "com.apple.share-services": "share extension",
        "com.apple.ui-services": "action extension",
        "com.apple.services": "action extension",
        "com.apple.keyboard-service": "keyboard extension",
        "com.apple.message-payload-provider": "iMessage extension",
        "com.apple.watchkit": "WatchKit extension",
        "com.apple.Safari.web-extension": "Safari web extension",
        "com.apple.Safari.content-blocker": "Safari content blocker",
        "com.apple.fileprovider-nonui": "file provider extension",
        "com.apple.fileprovider-actionsui": "file provider UI extension",
        "com.apple.broadcast-services-upload": "broadcast upload extension",
        "com.apple.broadcast-services-setupui": "broadcast setup extension",
        "com.apple.callkit.call-directory": "call directory extension",
        "com.apple.networkextension.packet-tunnel": "network extension",
        "com.apple.spotlight.index": "Spotlight index extension",
        "com.apple.photo-editing": "photo editing extension",
        "com.apple.classkit.context-provider": "ClassKit extension",
        "com.apple.deviceactivity.monitor-extension": "device activity monitor",
        "com.apple.deviceactivityui.report-extension": "device activity report",
        "com.apple.ManagedSettings.shield-configuration-service": "shield configuration extension",
        "com.apple.ManagedSettingsUI.shield-configuration-service": "shield configuration extension",
        "com.apple.ManagedSettings.shield-action-service": "shield action extension",
        "com.apple.location.push.service": "location push extension",
        "com.apple.authentication-services-credential-provider-ui": "AutoFill credential provider",
    ]

    /// Creates a target.
    package init(name: String, productType: String?, sdk: String?, location: TextLocation) {
        self.name = name
        self.productType = productType
        self.kind = Kind(productType: productType)
        self.sdk = sdk
        self.location = location
    }
}

/// A localisation file that is a member of a target.
package struct LocalizationFile: Sendable, Hashable {
    /// The kinds of file.
    package enum Format: String, Sendable, Hashable {
        /// A String Catalog.
        case xcstrings
        /// A legacy `.strings` table.
        case strings
        /// A legacy `.stringsdict` plural table.
        case stringsdict
        /// A SiriKit intent definition (an XML property list): the source text of
        /// the `.strings` table of its name, keyed by the IDs it gives its titles.
        case intentdefinition

        /// `.xcstrings`, `.stringsdict`, `.strings`, `.intentdefinition`.
        static let allSuffixes = [".xcstrings", ".stringsdict", ".strings", ".intentdefinition"]
    }

    /// The path from the current directory.
    package var path: String
    /// The format, from the extension.
    package var format: Format
    /// The table: the file name without its extension (`Localizable`); `InfoPlist`
    /// for a String Catalog named `<Target>-InfoPlist.xcstrings`, as Xcode names the
    /// catalog of a target's `Info.plist` texts (and its exports, `…-InfoPlist.xcstrings`).
    package var table: String
    /// The language of the enclosing `xx.lproj` folder (`Base` included; a legacy
    /// name such as `English` as its code, `en`), or `nil` (a catalog holds all
    /// its languages).
    package var language: String?

    /// The localisation file at `path`, or `nil` when it is none.
    ///
    /// ```swift
    /// LocalizationFile(path: "W/ar.lproj/Widgets.strings")  // table "Widgets", language "ar"
    /// ```
    package init?(path: String) {
        // Most files a folder gives a target are no localisation file: the bytes at the
        // path's end say so (a path that ends so may still not be one) before its name is split off.
        if path.utf8.last != UInt8(ascii: "/"),
           !Format.allSuffixes.contains(where: { path.utf8.suffix($0.utf8.count).elementsEqual($0.utf8) }) { return nil }
        let components = path.pathComponents()
        let name = components.last.map(String.init) ?? path
        let format: Format
        if name.hasSuffix(".xcstrings") { format = .xcstrings }
        else if name.hasSuffix(".stringsdict") { format = .stringsdict }
        else if name.hasSuffix(".strings") { format = .strings }
        else if name.hasSuffix(".intentdefinition") { format = .intentdefinition }
        else { return nil }
        self.path = path
        self.format = format
        self.table = String(name.dropLast(format.rawValue.count + 1))
        guard !table.isEmpty else { return nil }
        if format == .xcstrings, table.hasSuffix("-InfoPlist") { table = "InfoPlist" }
        self.language = format == .xcstrings ? nil : Self.folderLanguage(components)
    }

    /// The language of the `xx.lproj` folder `path` is in (`Base` included; a legacy
    /// name such as `English` as its code, `en`), or `nil`.
    ///
    /// ```swift
    /// LocalizationFile.folderLanguage(of: "W/fr.lproj/Main.storyboard")  // "fr"
    /// ```
    package static func folderLanguage(of path: String) -> String? {
        folderLanguage(path.pathComponents())
    }

    private static func folderLanguage(_ components: [Substring]) -> String? {
        guard components.count >= 2, components[components.count - 2].hasSuffix(".lproj") else { return nil }
        return LegacyLanguageName.code(for: String(components[components.count - 2].dropLast(".lproj".count)))
    }
}
