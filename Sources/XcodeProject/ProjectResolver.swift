import PropertyList
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns the object graph of `project.pbxproj` into targets and their files.
///
/// Every object ID followed is checked (a dangling ID is an error at the place
/// that names it); groups are walked once each with the chain of enclosing groups
/// kept, so that a group that contains itself is an error instead of a hang.
struct ProjectResolver {
    /// Groups nested deeper than this are refused (real projects have about 10 levels).
    static let maximumGroupDepth = 256

    /// `project.pbxproj`, for errors.
    let file: String
    /// The `objects` dictionary: every object by its ID.
    let objects: PropertyListDictionary
    /// The `PBXProject` that `rootObject` names.
    let projectObject: PropertyListNode
    /// `SOURCE_ROOT`: the project's folder plus `projectDirPath`.
    let sourceRoot: String
    /// Lists synchronized folders.
    let walker: DirectoryWalker
    /// The targets, once ``resolve()`` has run.
    private(set) var targets: [XcodeTarget] = []
    /// What was found but does not stop the project being read.
    private(set) var warnings: [String] = []

    /// Resolved folder or file of each group, file reference and synchronized
    /// folder met in the group tree (`nil` for SDK and build-product paths).
    private var pathByID: [String: String?] = [:]
    private var visitedGroups = Set<String>()
    /// Synchronized folders in the group tree, in tree order.
    private var synchronizedGroups: [String] = []

    /// Checks the top level (`objects`, a `rootObject` that is a `PBXProject`).
    ///
    /// - Throws: ``XcodeProjectError`` at the place that is not what a project file has.
    init(root: PropertyListNode, file: String, projectFolder: String, walker: DirectoryWalker) throws(XcodeProjectError) {
        self.file = file
        self.walker = walker
        guard root.dictionary != nil else {
            throw XcodeProjectError(file: file, location: root.location,
                                    message: "expected a dictionary at the top level, found \(root.kindDescription)")
        }
        guard let objectsNode = root["objects"] else {
            throw XcodeProjectError(file: file, location: root.location,
                                    message: "missing `objects`; this is not an Xcode project file")
        }
        guard let objects = objectsNode.dictionary else {
            throw XcodeProjectError(file: file, location: objectsNode.location,
                                    message: "`objects` must be a dictionary, found \(objectsNode.kindDescription)")
        }
        self.objects = objects
        guard let rootObject = root["rootObject"] else {
            throw XcodeProjectError(file: file, location: root.location,
                                    message: "missing `rootObject`; this is not an Xcode project file")
        }
        let resolvedRoot = try Self.object(rootObject, role: "`rootObject`", objects: objects, file: file)
        projectObject = resolvedRoot.node
        guard resolvedRoot.node["isa"]?.string == "PBXProject" else {
            throw XcodeProjectError(file: file, location: rootObject.location,
                message: "`rootObject` is a \(resolvedRoot.node["isa"]?.string ?? "object without isa"), not a PBXProject")
        }
        sourceRoot = ProjectPath.join(projectFolder, resolvedRoot.node["projectDirPath"]?.string ?? "")
    }

    // MARK: - Objects

    /// The object an ID names.
    /// `role` says what names the object, for the error; it is only built then.
    static func object(_ reference: PropertyListNode, role: @autoclosure () -> String, objects: PropertyListDictionary,
                       file: String) throws(XcodeProjectError) -> (id: String, node: PropertyListNode) {
        guard let id = reference.string else {
            throw XcodeProjectError(file: file, location: reference.location,
                                    message: "\(role()) must be an object ID (a string), found \(reference.kindDescription)")
        }
        guard let node = objects[id] else {
            throw XcodeProjectError(file: file, location: reference.location,
                message: "\(role()) names object \(id), which `objects` does not define; the project file is damaged "
                    + "(often by a merge). Restore it from version control, or remove the reference and re-add the file in Xcode")
        }
        guard node.dictionary != nil else {
            throw XcodeProjectError(file: file, location: node.location,
                                    message: "object \(id) must be a dictionary, found \(node.kindDescription)")
        }
        return (id, node)
    }

    private func object(_ reference: PropertyListNode, role: @autoclosure () -> String) throws(XcodeProjectError) -> (id: String, node: PropertyListNode) {
        try Self.object(reference, role: role(), objects: objects, file: file)
    }

    /// The elements of an array field (none when it is absent).
    private func array(_ node: PropertyListNode, _ field: String) throws(XcodeProjectError) -> [PropertyListNode] {
        guard let value = node[field] else { return [] }
        guard let elements = value.array else {
            throw XcodeProjectError(file: file, location: value.location,
                                    message: "`\(field)` must be an array, found \(value.kindDescription)")
        }
        return elements
    }

    private func describe(_ node: PropertyListNode) -> String {
        Self.describe(node, objects)
    }

    /// `PBXGroup "Widget"`: the kind and name of an object, for messages.
    static func describe(_ node: PropertyListNode, _ objects: PropertyListDictionary) -> String {
        let isa = node["isa"]?.string ?? "object"
        if let name = node["name"]?.string ?? node["path"]?.string { return "\(isa) \"\(name)\"" }
        return isa
    }

    // MARK: - Groups

    /// Walks the group tree, then every target's build phases and synchronized folders.
    ///
    /// - Throws: ``XcodeProjectError`` for a dangling ID, a group cycle or a
    ///   localisation file that is not on disk.
    /// - Complexity: O(*n*) in the number of objects plus the files of the synchronized folders.
    mutating func resolve() throws(XcodeProjectError) {
        if let mainGroup = projectObject["mainGroup"] {
            var chain: [String] = []
            try walkGroup(mainGroup, parent: sourceRoot, chain: &chain, role: "`mainGroup`")
        }
        var resolved: [XcodeTarget] = []
        var ownedGroups: [[String]] = []
        var targetIDs: [String] = []
        var dependencyIDs: [[String]] = [], copiedIDs: [[String]] = [], linkedIDs: [[String]] = [], productIDs: [String?] = []
        for reference in try array(projectObject, "targets") {
            let (id, node) = try object(reference, role: "an entry of the project's `targets`")
            var owned: [String] = []
            resolved.append(try target(node, ownedGroups: &owned))
            ownedGroups.append(owned)
            targetIDs.append(id)
            var dependencies: [String] = []
            for dependency in try array(node, "dependencies") {
                let (_, dependencyNode) = try object(dependency, role: "a dependency of target \"\(resolved.last!.name)\"")
                // A dependency on another project's target has only a `targetProxy`.
                if let target = dependencyNode["target"]?.string { dependencies.append(target) }
            }
            dependencyIDs.append(dependencies)
            // What its copy-files phases copy: a product of another target is embedded. What its
            // frameworks phase links: a framework of another target is code it runs.
            var copied: [String] = [], linked: [String] = []
            for phaseReference in node["buildPhases"]?.array ?? [] {
                guard let phaseID = phaseReference.string, let phase = objects[phaseID] else { continue }
                if phase["isa"]?.string == "PBXFrameworksBuildPhase" {
                    for file in phase["files"]?.array ?? [] {
                        if let fileID = file.string, let reference = objects[fileID]?["fileRef"]?.string { linked.append(reference) }
                    }
                    continue
                }
                guard phase["isa"]?.string == "PBXCopyFilesBuildPhase" else { continue }
                // 13: PlugIns (app extensions); 16: products, into `$(EXTENSIONS_FOLDER_PATH)` or `…/Watch`.
                let spec = phase["dstSubfolderSpec"]?.string, path = (phase["dstPath"]?.string ?? "").lowercased()
                if spec == "13" || (spec == "16" && (path.contains("watch") || path.contains("extensions"))) {
                    resolved[resolved.count - 1].hasEmbedPhase = true
                }
                for file in phase["files"]?.array ?? [] {
                    if let fileID = file.string, let reference = objects[fileID]?["fileRef"]?.string { copied.append(reference) }
                }
            }
            copiedIDs.append(copied)
            linkedIDs.append(linked)
            productIDs.append(node["productReference"]?.string)
        }
        let nameByID = Dictionary(zip(targetIDs, resolved.map(\.name)), uniquingKeysWith: { first, _ in first })
        var nameByProduct: [String: String] = [:]
        for (index, product) in productIDs.enumerated() { if let product { nameByProduct[product] = resolved[index].name } }
        for index in resolved.indices {
            resolved[index].dependencies = dependencyIDs[index].compactMap { nameByID[$0] }
            resolved[index].embeddedProducts = copiedIDs[index].compactMap { nameByProduct[$0] }
        }
        try addSynchronizedFiles(to: &resolved, targetIDs: targetIDs, ownedGroups: ownedGroups)
        // The frameworks and libraries of this project a target runs: those it depends on or
        // links, and theirs, all the way down.
        let indexByName = Dictionary(resolved.indices.map { (resolved[$0].name, $0) }, uniquingKeysWith: { first, _ in first })
        for index in resolved.indices {
            var seen: Set<Int> = [index], pending = [index], files: [String] = []
            var conditions: [String: CompilationConditions] = [:]
            var listed = Set(resolved[index].sourceFiles)
            while let next = pending.popLast() {
                let names = resolved[next].dependencies + linkedIDs[next].compactMap { nameByProduct[$0] }
                for name in names {
                    guard let other = indexByName[name], XcodeTarget.isLibrary(resolved[other].productType),
                          seen.insert(other).inserted else { continue }
                    pending.append(other)
                    for file in resolved[other].sourceFiles where listed.insert(file).inserted {
                        files.append(file)
                        conditions[file] = resolved[other].compilationConditions
                    }
                }
            }
            resolved[index].linkedFrameworkSourceFiles = files
            resolved[index].linkedFrameworkConditions = conditions
        }
        var importsByFile: [String: Set<String>] = [:]
        for index in resolved.indices where !resolved[index].localPackageSourceFiles.isEmpty {
            resolved[index].localPackageSourceFiles = Self.importedPackageFiles(
                of: resolved[index], importsByFile: &importsByFile)
        }
        targets = resolved
    }

    /// The files of a target's local package modules that its code can use: a
    /// module its own files or its frameworks' import, and those imported in
    /// turn (Swift uses no module's declarations without `import`, an
    /// `@_exported` one through the module that re-exports it). A file of no
    /// module known by its folder (`Sources/X.swift`, a target with a `path:`) is kept.
    private static func importedPackageFiles(of target: XcodeTarget, importsByFile: inout [String: Set<String>]) -> [String] {
        // A file that cannot be read may import anything: nothing is left out then.
        var isComplete = true
        func imports(_ file: String) -> Set<String> {
            if let known = importsByFile[file] { return known }
            guard let bytes = try? XcodeProject.readFile(file) else {
                isComplete = false
                return []
            }
            let found = SwiftImports.modules(in: bytes)
            importsByFile[file] = found
            return found
        }
        // Module folder (`…/Sources/Name`) → its files, for the modules whose folder is theirs.
        var filesByModule: [String: [String]] = [:]
        var moduleOfFile: [String: String] = [:]
        let folders = target.localPackageModules.sorted { $0.count > $1.count }
        for file in target.localPackageSourceFiles {
            guard let folder = folders.first(where: { file.hasPrefix($0 + "/") }) else { continue }
            filesByModule[folder, default: []].append(file)
            moduleOfFile[file] = folder
        }
        var foldersByName: [String: [String]] = [:]
        for folder in filesByModule.keys { foldersByName[ProjectPath.lastComponent(folder), default: []].append(folder) }
        var used: Set<String> = []
        // What runs for certain imports: the target's own code, its frameworks', and the
        // package files of no module known by its folder, which are all kept.
        let kept = target.localPackageSourceFiles.filter { moduleOfFile[$0] == nil }
        var pending = (target.sourceFiles + target.linkedFrameworkSourceFiles + kept).flatMap { imports($0) }
        while let name = pending.popLast() {
            for folder in foldersByName[name] ?? [] where used.insert(folder).inserted {
                for file in filesByModule[folder] ?? [] { pending.append(contentsOf: imports(file)) }
            }
        }
        guard isComplete else { return target.localPackageSourceFiles }
        return target.localPackageSourceFiles.filter { file in moduleOfFile[file].map(used.contains) ?? true }
    }

    /// The folder or file an object's `path` and `sourceTree` name, given the
    /// folder of the group that holds it.
    private func location(of node: PropertyListNode, parent: String?) -> String? {
        let path = node["path"]?.string
        switch node["sourceTree"]?.string ?? "<group>" {
        case "<group>":
            guard let parent else { return nil }
            return path.map { ProjectPath.join(parent, $0) } ?? parent
        case "SOURCE_ROOT":
            return ProjectPath.join(sourceRoot, path ?? "")
        case "<absolute>":
            return path.map(ProjectPath.normalise)
        default:
            // SDKROOT, BUILT_PRODUCTS_DIR, DEVELOPER_DIR: not in the repository.
            return nil
        }
    }

    private mutating func walkGroup(_ reference: PropertyListNode, parent: String?, chain: inout [String],
                                    role: @autoclosure () -> String) throws(XcodeProjectError) {
        let (id, node) = try object(reference, role: role())
        if let start = chain.firstIndex(of: id) {
            let mainGroup = projectObject["mainGroup"]?.string
            let names = (chain[start...] + [id]).map { member in
                if member == mainGroup { return "the main group" }
                guard let node = objects[member] else { return member }
                return node["name"] == nil && node["path"] == nil ? "\(describe(node)) \(member)" : describe(node)
            }
            throw XcodeProjectError(file: file, location: reference.location,
                message: "the group tree has a cycle: \(names.joined(separator: " → ")); a group cannot contain "
                    + "itself. Restore the project file from version control")
        }
        guard chain.count < Self.maximumGroupDepth else {
            throw XcodeProjectError(file: file, location: reference.location,
                                    message: "groups nested deeper than \(Self.maximumGroupDepth) levels")
        }
        // A child listed by two groups is resolved from the first.
        guard visitedGroups.insert(id).inserted else { return }
        let path = location(of: node, parent: parent)
        pathByID[id] = .some(path)
        switch node["isa"]?.string {
        case "PBXGroup", "PBXVariantGroup", "XCVersionGroup":
            chain.append(id)
            let objects = objects
            for child in try array(node, "children") {
                // A child a merge left dangling: Xcode drops it and reads the rest of the group.
                if let childID = child.string, objects[childID] == nil {
                    let place = "\(file):\(child.location.line):\(child.location.column)"
                    warnings.append("\(place): a child of the \(Self.describe(node, objects)) names object \(childID), "
                        + "which `objects` does not define (a merge artifact?); it is skipped")
                    continue
                }
                try walkGroup(child, parent: path, chain: &chain, role: "a child of the \(Self.describe(node, objects))")
            }
            chain.removeLast()
        case "PBXFileSystemSynchronizedRootGroup":
            synchronizedGroups.append(id)
        default:
            break
        }
    }

    /// The path of a file reference or synchronized folder: from the group tree,
    /// else (an object outside it) from the project's folder.
    private func path(of id: String, _ node: PropertyListNode) -> String? {
        if let known = pathByID[id] { return known }
        return location(of: node, parent: sourceRoot)
    }

    // MARK: - Targets

    private func target(_ node: PropertyListNode, ownedGroups: inout [String]) throws(XcodeProjectError) -> XcodeTarget {
        let name = node["name"]?.string ?? node["productName"]?.string ?? "(unnamed target)"
        let isNative = node["isa"]?.string == "PBXNativeTarget"
        var sdk = try buildSetting("SDKROOT", list: node["buildConfigurationList"])
        if sdk == nil { sdk = try buildSetting("SDKROOT", list: projectObject["buildConfigurationList"]) }
        var target = XcodeTarget(name: name, productType: isNative ? node["productType"]?.string : nil,
                                 sdk: sdk, location: node.location)
        target.compilationConditions = try compilationConditions(node, sdk: sdk)
        let infoPlistFile = try buildSetting("INFOPLIST_FILE", list: node["buildConfigurationList"]).flatMap(infoPlistPath)
        let infoPlist = infoPlistFile.flatMap(infoPlistRoot)
        // The keys Xcode writes into the product's Info.plist from build settings win over the file's.
        let generated = try generatedInfoPlistSettings(of: node)
        let shownKey = { (key: String) in
            key == "CFBundleDisplayName" || key == "CFBundleName" || key.hasSuffix("UsageDescription")
        }
        if let infoPlistFile, let members = infoPlist?.dictionary?.members {
            for member in members where shownKey(member.key) && !generated.contains(where: { $0.key == member.key }) {
                guard let value = member.value.string else { continue }
                target.infoPlistTexts.append(XcodeTarget.InfoPlistText(key: member.key, value: value, file: infoPlistFile,
                                                                       location: member.keyLocation))
            }
        }
        for setting in generated where shownKey(setting.key) {
            target.infoPlistTexts.append(XcodeTarget.InfoPlistText(key: setting.key, value: setting.value, file: file,
                                                                   location: setting.location,
                                                                   buildSetting: Self.generatedKeyPrefix + setting.key))
        }
        // What the system shows: the display name, else the bundle name; values built from settings are left out.
        let hasDisplayName = target.infoPlistTexts.contains { $0.key == "CFBundleDisplayName" }
        target.infoPlistTexts.removeAll { text in
            text.value.isEmpty || text.value.contains("$") || (text.key == "CFBundleName" && hasDisplayName)
        }
        target.extensionPoint = infoPlist.flatMap { root in
            root["NSExtension"]?["NSExtensionPointIdentifier"]?.string
                ?? root["EXAppExtensionAttributes"]?["EXExtensionPointIdentifier"]?.string
        }
        target.compilationConditions.raiseMinimumVersions(forExtensionPoint: target.extensionPoint)
        let mainInterfaces = [infoPlist?["NSExtension"]?["NSExtensionMainStoryboard"]] + [
            "UIMainStoryboardFile", "UIMainStoryboardFile~ipad", "NSMainStoryboardFile", "NSMainNibFile",
        ].map { infoPlist?[$0] }
        target.mainInterfaceNames = mainInterfaces.compactMap { $0?.string }.filter { !$0.isEmpty && !$0.contains("$") }
        if let setting = try buildSetting("INFOPLIST_KEY_UIMainStoryboardFile", list: node["buildConfigurationList"]),
           !setting.isEmpty, !setting.contains("$") {
            target.mainInterfaceNames.append(setting)
        }
        target.infoPlistFile = infoPlist == nil ? nil : infoPlistFile
        // `<true/>`, `<integer>1</integer>` or a string `YES`, as CFBundle reads it.
        var mixed = try buildSetting("INFOPLIST_KEY_CFBundleAllowMixedLocalizations", list: node["buildConfigurationList"])
        if mixed == nil, let value = infoPlist?["CFBundleAllowMixedLocalizations"]?.value {
            switch value {
            case .string(let text): mixed = text
            case .scalar(let element, let text): mixed = element == "integer" ? text : element
            default: break
            }
        }
        // A value built from another setting, or an Info.plist that cannot be read, may allow it: taken as allowed.
        target.allowsMixedLocalizations = mixed.map { $0.contains("$") || ["YES", "TRUE", "1"].contains($0.uppercased()) }
            ?? (infoPlistFile != nil && infoPlist == nil)
        target.declaredLocalizations = (infoPlist?["CFBundleLocalizations"]?.array ?? []).compactMap { item in
            item.string.flatMap { $0.isEmpty || $0.contains("$") ? nil : LegacyLanguageName.code(for: $0) }
        }
        target.developmentRegion = infoPlist?["CFBundleDevelopmentRegion"]?.string.flatMap { region in
            region.isEmpty || region.contains("$") ? nil : LegacyLanguageName.code(for: region)
        }
        // The name the system shows: the display name, else the bundle name, which is the product's
        // (the target's by default); only as written out, not built from other settings.
        let productName = try buildSetting("PRODUCT_NAME", list: node["buildConfigurationList"])
            .map { $0 == "$(TARGET_NAME)" || $0 == "${TARGET_NAME}" ? name : $0 } ?? name
        let bundleName = infoPlist?["CFBundleName"]?.string.map { $0 == "$(PRODUCT_NAME)" || $0 == "${PRODUCT_NAME}" ? productName : $0 }
        let shown = try buildSetting("INFOPLIST_KEY_CFBundleDisplayName", list: node["buildConfigurationList"])
            ?? infoPlist?["CFBundleDisplayName"]?.string ?? bundleName ?? productName
        target.shownName = shown.contains("$") || shown.isEmpty ? nil : shown
        var seen = Set<String>()
        for phaseReference in try array(node, "buildPhases") {
            let (_, phase) = try object(phaseReference, role: "a build phase of target \"\(name)\"")
            let isa = phase["isa"]?.string
            guard isa == "PBXSourcesBuildPhase" || isa == "PBXResourcesBuildPhase" else { continue }
            for buildFileReference in try array(phase, "files") {
                let (_, buildFile) = try object(buildFileReference, role: "a file of target \"\(name)\"'s \(isa!)")
                // A Swift package product (`productRef`) has no file of its own here.
                guard let fileReference = buildFile["fileRef"] else { continue }
                // A reference a merge left dangling: Xcode shows nothing for it and builds the rest.
                if let id = fileReference.string, objects[id] == nil {
                    let place = "\(file):\(fileReference.location.line):\(fileReference.location.column)"
                    target.warnings.append("\(place): a file of target \"\(name)\" names object \(id), which `objects` "
                        + "does not define (a merge artifact?); it is skipped")
                    continue
                }
                let (fileID, fileNode) = try object(fileReference, role: "the `fileRef` of a PBXBuildFile")
                var files: [(path: String, place: PropertyListNode)] = []
                switch fileNode["isa"]?.string {
                case "PBXFileReference":
                    if let path = path(of: fileID, fileNode) { files.append((path, fileNode["path"] ?? fileNode)) }
                case "PBXVariantGroup":
                    for child in try array(fileNode, "children") {
                        let (childID, childNode) = try object(child, role: "a child of the \(describe(fileNode))")
                        if let path = path(of: childID, childNode) { files.append((path, childNode["path"] ?? childNode)) }
                    }
                default:
                    continue
                }
                for (path, place) in files where seen.insert(path).inserted {
                    try add(path, to: &target, declaredAt: place.location)
                }
            }
        }
        (target.localPackageSourceFiles, target.localPackageLocalizationFiles, target.localPackageModules,
         target.unlocatedPackageProducts) = localPackageFiles(of: node)
        for groupReference in try array(node, "fileSystemSynchronizedGroups") {
            let (groupID, group) = try object(groupReference, role: "a synchronized folder of target \"\(name)\"")
            guard group["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" else {
                throw XcodeProjectError(file: file, location: groupReference.location,
                    message: "target \"\(name)\" lists \(groupID) as a synchronized folder, but it is a \(describe(group))")
            }
            ownedGroups.append(groupID)
        }
        return target
    }

    /// The Swift files and string tables of the local Swift packages whose products
    /// a target links (`packageProductDependencies` naming an
    /// `XCLocalSwiftPackageReference`): code that runs in the target, and the
    /// tables its `bundle: .module` lookups go to. The product's targets are taken, with
    /// the targets of the package they depend on, as `Package.swift` declares them
    /// (``PackageManifest``); where it does not say so in the form read, every target of
    /// the package is, tests and plugins excepted. A product that names no package (as Xcode writes a local
    /// package's) is the project's local package whose `Package.swift` declares a
    /// library of that name; one that no such package declares is listed as not
    /// located. A reference that cannot be followed is skipped: the package is not
    /// the audit's input, and Xcode reports it when it builds.
    private func localPackageFiles(of node: PropertyListNode)
        -> (sources: [String], tables: [String: [LocalizationFile]], modules: Set<String>, unlocated: [String]) {
        // Each package once, with the targets of the products linked (`nil`: all of them).
        var folders: [String] = []
        var modules: [String: Set<String>?] = [:]
        // Each manifest read once (`nil`: none that can be read).
        var manifests: [String: PackageManifest?] = [:]
        var unlocated: [String] = []
        func manifest(_ folder: String) -> PackageManifest? {
            if let known = manifests[folder] { return known }
            let read = Self.manifest(packageAt: folder)
            manifests[folder] = .some(read)
            return read
        }
        for dependency in node["packageProductDependencies"]?.array ?? [] {
            guard let product = try? object(dependency, role: "a package product").node,
                  let name = product["productName"]?.string else { continue }
            let folder: String
            if let packageReference = product["package"] {
                guard let local = localPackageFolder(packageReference) else { continue }
                folder = local
            } else {
                guard let found = localPackageFolders.first(where: { manifest($0)?.declaresLibrary(name) == true }) else {
                    if !unlocated.contains(name) { unlocated.append(name) }
                    continue
                }
                folder = found
            }
            let targets = manifest(folder)?.targets(ofProduct: name)
            if !folders.contains(folder) {
                folders.append(folder)
                modules[folder] = .some(targets)
            } else if let known = modules[folder] ?? nil {
                modules[folder] = .some(targets.map { known.union($0) })
            }
        }
        var files: [String] = []
        var tables: [String: [LocalizationFile]] = [:]
        var named: Set<String> = []
        for folder in folders {
            let sources = ProjectPath.join(folder, "Sources")
            let declared = manifest(folder)?.modulesInTheirOwnFolder ?? []
            let prefix = sources == "." ? "" : sources + "/"
            let linked = modules[folder] ?? nil
            for file in walker.files(under: sources) ?? [] {
                // `Sources/<Target>/…`: the package target the file belongs to.
                let inside = file.dropFirst(prefix.count)
                guard let slash = inside.firstIndex(of: "/") else {
                    if file.hasSuffix(".swift"), linked == nil { files.append(file) }
                    continue
                }
                if let linked, !linked.contains(String(inside[..<slash])) { continue }
                let module = prefix + inside[..<slash]
                if declared.contains(String(inside[..<slash])) { named.insert(module) }
                if file.hasSuffix(".swift") {
                    files.append(file)
                    if tables[module] == nil { tables[module] = [] }
                } else if let table = LocalizationFile(path: file) {
                    tables[module, default: []].append(table)
                }
            }
        }
        return (files, tables, named, unlocated.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    }

    /// The folder of the package `reference` names, when it is an
    /// `XCLocalSwiftPackageReference`.
    private func localPackageFolder(_ reference: PropertyListNode) -> String? {
        guard let package = try? object(reference, role: "a package").node,
              package["isa"]?.string == "XCLocalSwiftPackageReference",
              let relative = package["relativePath"]?.string else { return nil }
        return ProjectPath.join(sourceRoot, relative)
    }

    /// The folders of the project's local packages (its `packageReferences`), for
    /// products that name no package.
    private var localPackageFolders: [String] {
        (projectObject["packageReferences"]?.array ?? []).compactMap(localPackageFolder)
    }

    /// The `Package.swift` in `folder`, read as text; `nil` when it cannot be read.
    static func manifest(packageAt folder: String) -> PackageManifest? {
        guard let bytes = try? XcodeProject.readFile(ProjectPath.join(folder, "Package.swift")) else { return nil }
        return PackageManifest(String(decoding: bytes, as: UTF8.self))
    }

    /// Adds a file named by the project to a target: Swift sources and
    /// localisation files; a localisation file that is not on disk is noted on the target.
    /// - Parameter isListedFile: Whether a walk of the disk just listed `path` as a
    ///   regular file (then it is not looked at again).
    private func add(_ path: String, to target: inout XcodeTarget, declaredAt place: TextLocation?,
                     isListedFile: Bool = false) throws(XcodeProjectError) {
        if path.hasSuffix(".swift") {
            if isListedFile || XcodeProject.isFile(path) { target.sourceFiles.append(path) } else { target.missingSourceFiles.append(path) }
        } else if [".m", ".mm", ".c", ".cc", ".cpp"].contains(where: { path.hasSuffix($0) }) {
            target.otherLanguageSourceFiles.append(path)
        } else if path.hasSuffix(".storyboard") || path.hasSuffix(".xib") {
            if isListedFile || XcodeProject.isFile(path) { target.interfaceBuilderFiles.append(path) }
        } else if let localization = LocalizationFile(path: path) {
            // Xcode fails that one copy and builds the rest: the audit says so and goes on.
            guard isListedFile || XcodeProject.isFile(path) else {
                let at = place.map { "\(file):\($0.line):\($0.column)" } ?? file
                target.warnings.append("\(at): target \"\(target.name)\" copies \(path), which is not on "
                    + "disk; its keys are not checked (restore the file, or remove it from the target in Xcode)")
                return
            }
            target.localizationFiles.append(localization)
        }
    }

    /// The path of the `Info.plist` an `INFOPLIST_FILE` setting names (relative to
    /// the project's folder, or after `$(SRCROOT)/`), from the current directory;
    /// `nil` when it is built from other settings.
    private func infoPlistPath(_ setting: String) -> String? {
        var relative = setting
        for variable in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/", "$(SOURCE_ROOT)/", "${SOURCE_ROOT}/"]
            where relative.hasPrefix(variable) {
            relative.removeFirst(variable.count)
        }
        guard !relative.contains("$"), !relative.isEmpty else { return nil }
        return relative.hasPrefix("/") ? relative : ProjectPath.join(sourceRoot, relative)
    }

    /// The `Info.plist` at `path`; `nil` when the file is not there or cannot be
    /// read. What it says words messages (``XcodeTarget/kindName``), names the
    /// product and gives the texts the system shows (``XcodeTarget/infoPlistTexts``):
    /// a file Xcode would refuse is Xcode's to report.
    private func infoPlistRoot(_ path: String) -> PropertyListNode? {
        guard XcodeProject.isFile(path), let bytes = try? XcodeProject.readFile(path),
              let text = try? PropertyListReader.text(of: bytes, file: path).text,
              let root = try? PropertyListReader.read(text, file: path) else { return nil }
        return root
    }

    /// The platforms and compilation conditions of a target's `Release`
    /// configuration (the one an app ships with; the last configuration when
    /// none has that name), its values over the project's and `$(inherited)`
    /// resolved. A configuration based on an `.xcconfig` file leaves the
    /// conditions unknown (the file may set more), and so does a value naming
    /// another build setting.
    private func compilationConditions(_ node: PropertyListNode, sdk: String?)
        throws(XcodeProjectError) -> CompilationConditions {
        let target = try releaseConfiguration(node["buildConfigurationList"])
        let project = try releaseConfiguration(projectObject["buildConfigurationList"])
        let layers = [project, target].compactMap { $0 }
        let isConfigured = !layers.contains { $0["baseConfigurationReference"] != nil }
        /// A setting's words, the target's over the project's, or `nil` when unknown.
        func words(_ setting: String) -> [String]? {
            var value: [String] = []
            for layer in layers {
                guard let node = layer["buildSettings"]?[setting] else { continue }
                let written = node.string.map { $0.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init) }
                    ?? node.array?.compactMap(\.string) ?? []
                var resolved: [String] = []
                for word in written {
                    if word == "$(inherited)" || word == "${inherited}" { resolved += value; continue }
                    if word.contains("$") { return nil }
                    resolved.append(word)
                }
                value = resolved
            }
            return value
        }
        var platforms: Set<String>?
        if let supported = words("SUPPORTED_PLATFORMS"), !supported.isEmpty {
            let names = supported.map { CompilationConditions.platform(ofSDK: $0) }
            platforms = names.contains(nil) ? nil : Set(names.compactMap { $0 })
        } else if let sdk, let platform = CompilationConditions.platform(ofSDK: sdk) {
            platforms = [platform]
        }
        /// The conditions `-D NAME` words of `OTHER_SWIFT_FLAGS` set.
        func conditions(in other: [String]) -> [String] {
            var defined: [String] = []
            for (index, word) in other.enumerated() {
                if word == "-D", index + 1 < other.count { defined.append(other[index + 1]) }
                else if word.hasPrefix("-D"), word.count > 2 { defined.append(String(word.dropFirst(2))) }
            }
            return defined
        }
        var flags: Set<String>?
        if isConfigured, let active = words("SWIFT_ACTIVE_COMPILATION_CONDITIONS"), let other = words("OTHER_SWIFT_FLAGS") {
            flags = Set(active + conditions(in: other))
        }
        // Over an `.xcconfig`, the words the project file itself writes are set whatever the file
        // adds: the target's setting comes first, then its `.xcconfig`, then the project's setting.
        var defined = Set<String>()
        for setting in ["SWIFT_ACTIVE_COMPILATION_CONDITIONS", "OTHER_SWIFT_FLAGS"] {
            let node = target?["buildSettings"]?[setting]
                ?? (target?["baseConfigurationReference"] == nil ? project?["buildSettings"]?[setting] : nil)
            guard let node else { continue }
            let written = (node.string.map { $0.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init) }
                ?? node.array?.compactMap(\.string) ?? []).filter { !$0.contains("$") }
            defined.formUnion(setting == "OTHER_SWIFT_FLAGS" ? conditions(in: written) : written)
        }
        var conditions = CompilationConditions(platforms: platforms, flags: flags, definedFlags: flags == nil ? defined : [])
        // A deployment target the target sets, or the project where no `.xcconfig` of the target may.
        for (platform, setting) in CompilationConditions.deploymentTargetSettings {
            let node = target?["buildSettings"]?[setting]
                ?? (target?["baseConfigurationReference"] == nil ? project?["buildSettings"]?[setting] : nil)
            if let version = node?.string.flatMap(CompilationConditions.version) {
                conditions.minimumVersions[platform] = version
            }
        }
        return conditions
    }

    /// The configuration named `Release` of `list`, else its last one.
    private func releaseConfiguration(_ list: PropertyListNode?) throws(XcodeProjectError) -> PropertyListNode? {
        guard let list else { return nil }
        let (_, configurationList) = try object(list, role: "`buildConfigurationList`")
        var last: PropertyListNode?
        for reference in try array(configurationList, "buildConfigurations") {
            let (_, configuration) = try object(reference, role: "an entry of `buildConfigurations`")
            if configuration["name"]?.string == "Release" { return configuration }
            last = configuration
        }
        return last
    }

    /// The prefix of the build settings Xcode writes into the `Info.plist` it
    /// generates (`INFOPLIST_KEY_NSCameraUsageDescription`).
    static let generatedKeyPrefix = "INFOPLIST_KEY_"

    /// The `Info.plist` keys a target's build settings give (`INFOPLIST_KEY_CFBundleDisplayName
    /// = "Add to Timer"`), where Xcode generates its `Info.plist` (`GENERATE_INFOPLIST_FILE =
    /// YES`, set by the target or the project): each key once, with the value and place of the
    /// first configuration that sets it, in the order they are first written.
    private func generatedInfoPlistSettings(of node: PropertyListNode)
        throws(XcodeProjectError) -> [(key: String, value: String, location: TextLocation)] {
        var generates = try buildSetting("GENERATE_INFOPLIST_FILE", list: node["buildConfigurationList"])
        if generates == nil { generates = try buildSetting("GENERATE_INFOPLIST_FILE", list: projectObject["buildConfigurationList"]) }
        guard generates == "YES", let list = node["buildConfigurationList"] else { return [] }
        let (_, configurationList) = try object(list, role: "`buildConfigurationList`")
        var settings: [(key: String, value: String, location: TextLocation)] = []
        for reference in try array(configurationList, "buildConfigurations") {
            let (_, configuration) = try object(reference, role: "an entry of `buildConfigurations`")
            for member in configuration["buildSettings"]?.dictionary?.members ?? []
            where member.key.hasPrefix(Self.generatedKeyPrefix) {
                let key = String(member.key.dropFirst(Self.generatedKeyPrefix.count))
                guard let value = member.value.string, !settings.contains(where: { $0.key == key }) else { continue }
                settings.append((key, value, member.keyLocation))
            }
        }
        return settings
    }

    /// `SDKROOT` and the like: the first configuration of `list` that sets it.
    private func buildSetting(_ setting: String, list: PropertyListNode?) throws(XcodeProjectError) -> String? {
        guard let list else { return nil }
        let (_, configurationList) = try object(list, role: "`buildConfigurationList`")
        for reference in try array(configurationList, "buildConfigurations") {
            let (_, configuration) = try object(reference, role: "an entry of `buildConfigurations`")
            if let value = configuration["buildSettings"]?[setting]?.string { return value }
        }
        return nil
    }

    // MARK: - Synchronized folders

    /// One exception set: the target it is for, the paths it lists, and whether it adds
    /// them to one of the target's build phases rather than flips their membership.
    private struct MembershipExceptions {
        var targetID: String
        var paths: [String]
        var addsToAPhase = false
    }

    private mutating func addSynchronizedFiles(to targets: inout [XcodeTarget], targetIDs: [String],
                                              ownedGroups: [[String]]) throws(XcodeProjectError) {
        // Folders listed by targets but absent from the group tree still count.
        var groups = synchronizedGroups
        var known = Set(groups)
        for owned in ownedGroups { for id in owned where known.insert(id).inserted { groups.append(id) } }
        let targetIndex = Dictionary(targetIDs.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        // The target of each Compile Sources and Copy Bundle Resources phase.
        var phaseOwners: [String: String] = [:]
        for id in targetIDs {
            for reference in objects[id]?["buildPhases"]?.array ?? [] {
                guard let phaseID = reference.string, let isa = objects[phaseID]?["isa"]?.string,
                      isa == "PBXSourcesBuildPhase" || isa == "PBXResourcesBuildPhase" else { continue }
                phaseOwners[phaseID] = id
            }
        }
        // By target, its source and localization files once a folder has given it any.
        var knownFiles: [Int: Set<String>] = [:]
        for groupID in groups {
            guard let group = objects[groupID] else { continue }
            let owners = ownedGroups.indices.filter { ownedGroups[$0].contains(groupID) }
            var exceptions: [MembershipExceptions] = []
            for reference in try array(group, "exceptions") {
                let (_, set) = try object(reference, role: "an exception set of the synchronized folder \(describe(group))")
                switch set["isa"]?.string {
                case "PBXFileSystemSynchronizedBuildFileExceptionSet":
                    guard let targetReference = set["target"] else { continue }
                    let (targetID, _) = try object(targetReference, role: "the `target` of an exception set")
                    exceptions.append(MembershipExceptions(
                        targetID: targetID, paths: try array(set, "membershipExceptions").compactMap(\.string)))
                case "PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet":
                    // Files placed in a phase of their own (a catalog in Compile Sources, as Xcode 26
                    // writes it): built by that phase's target whatever the folder's membership says.
                    // In a copy, headers or frameworks phase, a file is copied or linked, not built.
                    guard let phaseID = set["buildPhase"]?.string, let targetID = phaseOwners[phaseID] else { continue }
                    exceptions.append(MembershipExceptions(
                        targetID: targetID, paths: try array(set, "membershipExceptions").compactMap(\.string),
                        addsToAPhase: true))
                default:
                    continue
                }
            }
            let interested = Set(owners).union(exceptions.compactMap { targetIndex[$0.targetID] })
            guard !interested.isEmpty else { continue }
            guard let folder = path(of: groupID, group) else { continue }
            var passedOver: [DirectoryWalker.Skipped] = []
            guard let listed = walker.files(under: folder, skipped: &passedOver) else {
                // Git keeps no empty folder: a fresh clone lacks an empty synchronized folder, and Xcode builds without it.
                let place = (group["path"] ?? group).location
                warnings.append("\(file):\(place.line):\(place.column): the synchronized folder \(folder) is not on disk; "
                    + "it gives its targets no files")
                continue
            }
            // What the walk passed over is said: a FIFO would have blocked a read, a folder may hide sources.
            for entry in passedOver {
                var information = stat()
                if let code = entry.code {
                    warnings.append("\(entry.path): skipped: cannot open the folder (\(String(cString: strerror(code)))); "
                        + "the files in it are not checked")
                } else if entry.path.hasSuffix(".swift") || entry.path.hasSuffix(".xcstrings") || entry.path.hasSuffix(".strings")
                            || entry.path.hasSuffix(".stringsdict"), stat(entry.path.fileSystemPath, &information) == 0 {
                    warnings.append("\(entry.path): skipped: it is \(XcodeProject.kindDescription(information.st_mode)), not a "
                        + "regular file; nothing is read from it")
                }
            }
            let explicitFolders = try array(group, "explicitFolders").compactMap(\.string)
            let prefix = folder == "." ? "" : folder + "/"
            let relative = listed.map { String($0.dropFirst(prefix.count)) }
                .filter { path in !explicitFolders.contains { path.hasPrefix($0 + "/") } }
            let relativeIsASCII = relative.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } }
            for index in interested.sorted() {
                let here = exceptions.filter { $0.targetID == targetIDs[index] }
                let isListed = MembershipExceptionMatcher(here.filter { !$0.addsToAPhase }.flatMap(\.paths))
                    .matches(sorted: relative, allASCII: relativeIsASCII)
                let isInAPhase = MembershipExceptionMatcher(here.filter(\.addsToAPhase).flatMap(\.paths))
                    .matches(sorted: relative, allASCII: relativeIsASCII)
                let isOwner = owners.contains(index)
                // The target's files so far (kept across folders), and this folder's.
                if knownFiles[index] == nil {
                    knownFiles[index] = Set(targets[index].sourceFiles + targets[index].localizationFiles.map(\.path))
                }
                var seen = Set<String>()
                for (position, path) in relative.enumerated() where isListed[position] != isOwner || isInAPhase[position] {
                    let full = prefix + path
                    guard !knownFiles[index]!.contains(full), seen.insert(full).inserted else { continue }
                    let before = (targets[index].sourceFiles.count, targets[index].localizationFiles.count)
                    try add(full, to: &targets[index], declaredAt: nil, isListedFile: true)
                    for file in targets[index].sourceFiles.dropFirst(before.0) { knownFiles[index]!.insert(file) }
                    for file in targets[index].localizationFiles.dropFirst(before.1) { knownFiles[index]!.insert(file.path) }
                }
            }
        }
    }

    /// Whether `path` (relative to a synchronized folder) is named by a membership
    /// exception: the path itself, a folder above it, or `/Localized: Name` for a
    /// file in any `.lproj` folder (`/Localized/Name` in early Xcode 16 betas).
    static func matches(_ path: String, _ exceptions: [String]) -> Bool {
        for exception in exceptions {
            var localized: Substring?
            if exception.hasPrefix("/Localized: ") { localized = exception.dropFirst("/Localized: ".count) }
            else if exception.hasPrefix("/Localized/") { localized = exception.dropFirst("/Localized/".count) }
            if let localized {
                let name = ProjectPath.lastComponent(String(localized))
                let folder = localized.contains("/") ? ProjectPath.parent(String(localized)) : "."
                let lproj = ProjectPath.parent(path)
                guard ProjectPath.lastComponent(path) == name, lproj.hasSuffix(".lproj"),
                      ProjectPath.parent(lproj) == folder else { continue }
                return true
            }
            if path == exception || path.hasPrefix(exception + "/") { return true }
        }
        return false
    }
}

/// ``ProjectResolver/matches(_:_:)`` for one list of exceptions and many paths:
/// an ASCII path is looked up (itself and each folder above it, and its name
/// among the `/Localized:` ones) instead of compared with every exception;
/// other paths, or exceptions that are not all ASCII, are compared one by one.
struct MembershipExceptionMatcher {
    private let exceptions: [String]
    private let isASCII: Bool
    /// The exceptions that name a path or a folder.
    private var plain = Set<String>()
    /// The `/Localized:` ones: by file name, the folders of their `.lproj` folders.
    private var localized: [String: Set<String>] = [:]

    init(_ exceptions: [String]) {
        self.exceptions = exceptions
        isASCII = exceptions.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } }
        for exception in exceptions {
            var name: Substring?
            if exception.hasPrefix("/Localized: ") { name = exception.dropFirst("/Localized: ".count) }
            else if exception.hasPrefix("/Localized/") { name = exception.dropFirst("/Localized/".count) }
            if let name {
                let folder = name.contains("/") ? ProjectPath.parent(String(name)) : "."
                localized[ProjectPath.lastComponent(String(name)), default: []].insert(folder)
            } else {
                plain.insert(exception)
            }
        }
    }

    /// ``matches(_:)`` of each path of `paths`, which are sorted bytewise: an
    /// exception that names a path or a folder is found among them by binary search.
    /// - Parameter allASCII: Whether every path is ASCII.
    func matches(sorted paths: [String], allASCII: Bool) -> [Bool] {
        guard !exceptions.isEmpty else { return Array(repeating: false, count: paths.count) }
        guard isASCII, allASCII else {
            return paths.map(matches)
        }
        func lowerBound(_ key: String) -> Int {
            var low = 0, high = paths.count
            while low < high {
                let middle = (low + high) / 2
                // ASCII: `<` is the bytes' order, compared at once (the generic walk of two
                // UTF-8 views took most of the search).
                if paths[middle] < key { low = middle + 1 } else { high = middle }
            }
            return low
        }
        var result = Array(repeating: false, count: paths.count)
        for exception in plain {
            // The path itself, then the paths in its folder: from `exception/` up to `exception0`.
            let exact = lowerBound(exception)
            if exact < paths.count, paths[exact] == exception { result[exact] = true }
            for position in lowerBound(exception + "/")..<lowerBound(exception + "0") { result[position] = true }
        }
        // The `/Localized:` ones by each other path's name, as ``matches(_:)`` looks them up:
        // with them, every path went through ``matches(_:)``, which made a string of each
        // folder above it to look up.
        if !localized.isEmpty {
            for index in paths.indices where !result[index] { result[index] = matchesLocalized(paths[index]) }
        }
        return result
    }

    /// Whether an ASCII path is a file one of the `/Localized:` exceptions names, in an
    /// `.lproj` folder of the folder it names.
    private func matchesLocalized(_ path: String) -> Bool {
        guard let folders = localized[ProjectPath.lastComponent(path)] else { return false }
        let lproj = ProjectPath.parent(path)
        return lproj.hasSuffix(".lproj") && folders.contains(ProjectPath.parent(lproj))
    }

    func matches(_ path: String) -> Bool {
        guard isASCII, path.utf8.allSatisfy({ $0 < 0x80 }) else { return ProjectResolver.matches(path, exceptions) }
        if !localized.isEmpty, matchesLocalized(path) { return true }
        guard !plain.isEmpty else { return false }
        if plain.contains(path) { return true }
        // `exception/…`: the exception is the path up to one of its slashes.
        let utf8 = path.utf8
        var index = utf8.startIndex
        while index < utf8.endIndex {
            if utf8[index] == UInt8(ascii: "/"), plain.contains(String(decoding: utf8[utf8.startIndex..<index], as: UTF8.self)) {
                return true
            }
            index = utf8.index(after: index)
        }
        return false
    }
}
