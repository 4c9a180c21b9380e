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
    /// `SDKROOT` of its first build configuration (or the project's), such as
    /// `iphoneos` or `watchos`; `nil` when neither sets one.
    package var sdk: String?
    /// Where the target's object is defined in `project.pbxproj`.
    package var location: TextLocation
    /// The Swift files it compiles, as paths from the current directory, in
    /// build-phase order then synchronized-folder order, without duplicates.
    package var sourceFiles: [String] = []
    /// The localisation files it copies (`.xcstrings`, `.strings`, `.stringsdict`),
    /// with the language of the `.lproj` folder they are in.
    package var localizationFiles: [LocalizationFile] = []
    /// The targets of this project it depends on (`PBXTargetDependency`), by name:
    /// an app depends on the extensions it embeds.
    package var dependencies: [String] = []
    /// The Swift files of the local Swift packages it links, under each
    /// package's `Sources` folder: code that runs in the target, scanned with
    /// its own (``sourceFiles`` does not hold them).
    package var localPackageSourceFiles: [String] = []
    /// What Xcode tolerates in the target and the audit reports and skips, each
    /// as a warning with its place: a localisation file it copies that is not on
    /// disk, a build file naming an object the project does not define.
    package var warnings: [String] = []
    /// Swift sources the project names that are not on disk (generated files, most
    /// often); the audit says so and goes on.
    package var missingSourceFiles: [String] = []

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
    }

    /// The path from the current directory.
    package var path: String
    /// The format, from the extension.
    package var format: Format
    /// The table: the file name without its extension (`Localizable`).
    package var table: String
    /// The language of the enclosing `xx.lproj` folder (`Base` included), or `nil`
    /// (a catalog holds all its languages).
    package var language: String?

    /// The localisation file at `path`, or `nil` when it is none.
    ///
    /// ```swift
    /// LocalizationFile(path: "W/ar.lproj/Widgets.strings")  // table "Widgets", language "ar"
    /// ```
    package init?(path: String) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let format: Format
        if name.hasSuffix(".xcstrings") { format = .xcstrings }
        else if name.hasSuffix(".stringsdict") { format = .stringsdict }
        else if name.hasSuffix(".strings") { format = .strings }
        else { return nil }
        self.path = path
        self.format = format
        self.table = String(name.dropLast(format.rawValue.count + 1))
        guard !table.isEmpty else { return nil }
        let components = path.split(separator: "/")
        if format != .xcstrings, components.count >= 2, components[components.count - 2].hasSuffix(".lproj") {
            self.language = String(components[components.count - 2].dropLast(".lproj".count))
        } else {
            self.language = nil
        }
    }
}
