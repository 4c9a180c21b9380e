import Foundation

/// A minimal Xcode project written from a description, for end-to-end tests of
/// project structures: which target copies which table, which compiles which
/// Swift file, which links a local Swift package.
///
/// The project file is the classic kind Xcode writes (groups, file references,
/// build files and phases), so that membership is explicit. A resource given
/// as `Folder/Name.strings` stands for the variant group of every
/// `Folder/xx.lproj/Name.strings` file of the fixture.
///
/// ```swift
/// let fixture = ProjectFixture(files: ["App/Localizable.xcstrings": catalog, "Widget/W.swift": code],
///                              targets: [.app("App", sources: [], resources: ["App/Localizable.xcstrings"]),
///                                        .widget("Widget", sources: ["Widget/W.swift"], resources: [])])
/// let directory = try fixture.write()   // …/Fixture.xcodeproj beside the files
/// ```
struct ProjectFixture {
    struct Target {
        var name: String
        var productType: String
        var sdk = "iphoneos"
        var sources: [String]
        var resources: [String]
        /// Products of local packages (`packages`) the target links.
        var packageProducts: [String] = []
        /// Targets it embeds (an app: its extensions).
        var dependencies: [String] = []
        /// The extension point its `Info.plist` names: the fixture writes
        /// `<name>/Info.plist` and sets `INFOPLIST_FILE` to it.
        var extensionPoint: String?
        /// The `CFBundleDevelopmentRegion` its `Info.plist` names (the fixture then
        /// writes `<name>/Info.plist` as for ``extensionPoint``).
        var bundleDevelopmentRegion: String?
        /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS` of its configurations (`Debug`
        /// sets `DEBUG` too, `Release` only these), when given.
        var compilationConditions: String?
        /// A file of the fixture its configurations are based on
        /// (`baseConfigurationReference`, a CocoaPods `.xcconfig`), when given.
        var baseConfiguration: String?

        /// More build settings of its configurations, written as the project file
        /// writes them (`IPHONEOS_DEPLOYMENT_TARGET = 16.0; `).
        var settings = ""
        /// The targets whose products an `Embed Foundation Extensions` copy phase
        /// copies (`dstSubfolderSpec = 13`), when it has one (empty: an empty phase).
        var embedPhase: [String]?

        /// More string keys of its `Info.plist` (`CFBundleDisplayName`, a permission
        /// prompt), in order.
        var infoPlistTexts: KeyValuePairs<String, String> = [:]
        /// More of its `Info.plist`, as XML keys and values (`<key>K</key><true/>`).
        var infoPlistXML = ""

        /// Whether the fixture writes an `Info.plist` for it.
        var hasInfoPlist: Bool {
            extensionPoint != nil || bundleDevelopmentRegion != nil || !infoPlistTexts.isEmpty || !infoPlistXML.isEmpty
        }

        static func app(_ name: String, sources: [String] = [], resources: [String] = [],
                        embeds: [String] = []) -> Target {
            Target(name: name, productType: "com.apple.product-type.application", sources: sources,
                   resources: resources, dependencies: embeds)
        }

        /// An app extension whose `Info.plist` names `extensionPoint`.
        static func appExtension(_ name: String, extensionPoint: String, sources: [String] = [],
                                 resources: [String] = []) -> Target {
            Target(name: name, productType: "com.apple.product-type.app-extension", sources: sources,
                   resources: resources, extensionPoint: extensionPoint)
        }

        /// A watchOS app of the single-target kind.
        static func watchApp(_ name: String, sources: [String] = [], resources: [String] = []) -> Target {
            Target(name: name, productType: "com.apple.product-type.application", sdk: "watchos", sources: sources,
                   resources: resources)
        }

        static func widget(_ name: String, sources: [String] = [], resources: [String] = [],
                           packageProducts: [String] = [], sdk: String = "iphoneos") -> Target {
            Target(name: name, productType: "com.apple.product-type.app-extension", sdk: sdk, sources: sources,
                   resources: resources, packageProducts: packageProducts)
        }
    }

    /// Path (relative to the fixture's root) → contents.
    var files: [String: String]
    var targets: [Target]
    /// Local Swift packages: relative path → the product names it offers.
    var packages: [String: [String]] = [:]
    var developmentRegion = "en"
    /// Whether a target's package products name their package (`package = …`);
    /// Xcode leaves it out for a local package's, which the product's name finds.
    var productsNameTheirPackage = true
    /// Files (as in ``files``) whose file reference `project.pbxproj` defines
    /// twice, as a merge that added the same file on both sides leaves it.
    var definedTwice: Set<String> = []

    /// Writes the files and `Fixture.xcodeproj` into a new temporary directory and returns it.
    func write() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("project-fixture-\(UUID().uuidString)")
        for (path, contents) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        for target in targets where target.hasInfoPlist {
            let url = root.appendingPathComponent(target.name).appendingPathComponent("Info.plist")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            var keys = ""
            if let point = target.extensionPoint {
                keys += "<key>NSExtension</key><dict><key>NSExtensionPointIdentifier</key><string>\(point)</string></dict>"
            }
            if let region = target.bundleDevelopmentRegion {
                keys += "<key>CFBundleDevelopmentRegion</key><string>\(region)</string>"
            }
            for (key, value) in target.infoPlistTexts { keys += "\n<key>\(key)</key><string>\(value)</string>" }
            keys += target.infoPlistXML
            try Data("""
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>\(keys)</dict>
                </plist>

                """.utf8).write(to: url)
        }
        let project = root.appendingPathComponent("Fixture.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try Data(projectFile().utf8).write(to: project.appendingPathComponent("project.pbxproj"))
        return root
    }

    /// The text of `project.pbxproj`.
    func projectFile() -> String {
        var counter = 0
        func newID() -> String {
            counter += 1
            return String(format: "F1%022X", counter)
        }
        var objects: [(id: String, body: String)] = []
        func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        func list(_ ids: [String]) -> String { "(" + ids.map { $0 + "," }.joined(separator: " ") + ")" }

        // One reference per file, or per variant group of .lproj files.
        var referenceByResource: [String: String] = [:]
        var groupChildren: [String] = []
        for path in files.keys.sorted() {
            let components = path.split(separator: "/").map(String.init)
            if components.count >= 2, components[components.count - 2].hasSuffix(".lproj") {
                let logical = (components.dropLast(2) + [components.last!]).joined(separator: "/")
                if referenceByResource[logical] == nil {
                    let group = newID()
                    referenceByResource[logical] = group
                    groupChildren.append(group)
                    let name = components.last!
                    let folder = components.dropLast(2).joined(separator: "/")
                    let variants = files.keys.sorted().filter { other in
                        let parts = other.split(separator: "/").map(String.init)
                        return parts.count == components.count && parts.last == name
                            && parts.dropLast(2).joined(separator: "/") == folder
                            && parts[parts.count - 2].hasSuffix(".lproj")
                    }
                    var children: [String] = []
                    for variant in variants {
                        let id = newID()
                        children.append(id)
                        let language = String(variant.split(separator: "/").dropLast().last!.dropLast(".lproj".count))
                        objects.append((id, "{isa = PBXFileReference; name = \(quoted(language)); path = \(quoted(variant)); sourceTree = \"<group>\"; }"))
                    }
                    objects.append((group, "{isa = PBXVariantGroup; children = \(list(children)); name = \(quoted(name)); sourceTree = \"<group>\"; }"))
                }
            } else {
                let id = newID()
                referenceByResource[path] = id
                groupChildren.append(id)
                objects.append((id, "{isa = PBXFileReference; path = \(quoted(path)); sourceTree = \"<group>\"; }"))
            }
        }
        var packageReferenceByPath: [String: String] = [:]
        for path in packages.keys.sorted() {
            let id = newID()
            packageReferenceByPath[path] = id
            objects.append((id, "{isa = XCLocalSwiftPackageReference; relativePath = \(quoted(path)); }"))
        }
        let configuration = newID(), configurationList = newID()
        objects.append((configuration, "{isa = XCBuildConfiguration; buildSettings = { }; name = Debug; }"))
        objects.append((configurationList, "{isa = XCConfigurationList; buildConfigurations = \(list([configuration])); }"))

        var targetIDs: [String: String] = [:], productIDs: [String: String] = [:]
        for target in targets {
            targetIDs[target.name] = newID()
            let product = newID()
            productIDs[target.name] = product
            objects.append((product, "{isa = PBXFileReference; path = \(quoted(target.name + ".appex")); sourceTree = BUILT_PRODUCTS_DIR; }"))
        }
        for target in targets {
            func phase(_ isa: String, _ paths: [String]) -> String {
                let buildFiles = paths.map { path -> String in
                    let id = newID()
                    objects.append((id, "{isa = PBXBuildFile; fileRef = \(referenceByResource[path] ?? "MISSING-\(path)"); }"))
                    return id
                }
                let id = newID()
                objects.append((id, "{isa = \(isa); files = \(list(buildFiles)); }"))
                return id
            }
            let sources = phase("PBXSourcesBuildPhase", target.sources)
            let resources = phase("PBXResourcesBuildPhase", target.resources)
            let settings = newID(), settingsList = newID()
            let infoPlist = (target.hasInfoPlist ? "INFOPLIST_FILE = \(quoted(target.name + "/Info.plist")); " : "")
                + target.settings
            var configurations = [settings]
            let base = target.baseConfiguration.map { "baseConfigurationReference = \(referenceByResource[$0] ?? "MISSING-\($0)"); " } ?? ""
            if let conditions = target.compilationConditions {
                objects.append((settings, "{isa = XCBuildConfiguration; \(base)buildSettings = {\(infoPlist)SDKROOT = \(target.sdk); "
                    + "SWIFT_ACTIVE_COMPILATION_CONDITIONS = \(quoted("DEBUG " + conditions)); }; name = Debug; }"))
                let release = newID()
                objects.append((release, "{isa = XCBuildConfiguration; \(base)buildSettings = {\(infoPlist)SDKROOT = \(target.sdk); "
                    + "SWIFT_ACTIVE_COMPILATION_CONDITIONS = \(quoted(conditions)); }; name = Release; }"))
                configurations.append(release)
            } else {
                objects.append((settings, "{isa = XCBuildConfiguration; buildSettings = {\(infoPlist)SDKROOT = \(target.sdk); }; name = Debug; }"))
            }
            objects.append((settingsList, "{isa = XCConfigurationList; buildConfigurations = \(list(configurations)); }"))
            let dependencies = target.dependencies.map { name -> String in
                let id = newID()
                objects.append((id, "{isa = PBXTargetDependency; target = \(targetIDs[name] ?? "MISSING-\(name)"); }"))
                return id
            }
            let products = target.packageProducts.map { product -> String in
                let id = newID()
                let package = productsNameTheirPackage
                    ? packages.first { $0.value.contains(product) }.flatMap { packageReferenceByPath[$0.key] } : nil
                objects.append((id, "{isa = XCSwiftPackageProductDependency; \(package.map { "package = \($0); " } ?? "")productName = \(quoted(product)); }"))
                return id
            }
            var phases = [sources, resources]
            if let embedded = target.embedPhase {
                let files = embedded.map { name -> String in
                    let id = newID()
                    objects.append((id, "{isa = PBXBuildFile; fileRef = \(productIDs[name] ?? "MISSING-\(name)"); }"))
                    return id
                }
                let id = newID()
                objects.append((id, "{isa = PBXCopyFilesBuildPhase; dstPath = \"\"; dstSubfolderSpec = 13; files = \(list(files)); name = \"Embed Foundation Extensions\"; }"))
                phases.append(id)
            }
            objects.append((targetIDs[target.name]!, """
                {isa = PBXNativeTarget; buildConfigurationList = \(settingsList); buildPhases = \(list(phases)); \
                dependencies = \(list(dependencies)); name = \(quoted(target.name)); \
                packageProductDependencies = \(list(products)); productReference = \(productIDs[target.name]!); \
                productType = \(quoted(target.productType)); }
                """))
        }
        let twice = Set(definedTwice.compactMap { referenceByResource[$0] })
        let mainGroup = newID(), root = newID()
        objects.append((mainGroup, "{isa = PBXGroup; children = \(list(groupChildren)); sourceTree = \"<group>\"; }"))
        let regions = Set(files.keys.compactMap { path -> String? in
            path.split(separator: "/").first { $0.hasSuffix(".lproj") }.map { String($0.dropLast(".lproj".count)) }
        }).union([developmentRegion]).sorted()
        objects.append((root, """
            {isa = PBXProject; buildConfigurationList = \(configurationList); developmentRegion = \(developmentRegion); \
            knownRegions = \(list(regions.map(quoted))); mainGroup = \(mainGroup); \
            packageReferences = \(list(packages.keys.sorted().map { packageReferenceByPath[$0]! })); \
            targets = \(list(targets.map { targetIDs[$0.name]! })); }
            """))
        return """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tclasses = {
            \t};
            \tobjectVersion = 56;
            \tobjects = {
            \(objects.flatMap { object in
                Array(repeating: "\t\t\(object.id) = \(object.body);", count: twice.contains(object.id) ? 2 : 1)
            }.joined(separator: "\n"))
            \t};
            \trootObject = \(root);
            }

            """
    }
}
