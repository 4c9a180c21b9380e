import Foundation
import Testing
import PropertyList
@testable import XcodeProject

@Suite struct XcodeProjectTests {
    private let breathe = "\(fixtures)/Breathe/Breathe.xcodeproj"

    @Test func readsTheProjectAndItsTargets() throws {
        let project = try XcodeProject(atPath: breathe)
        #expect(project.objectVersion == "77")
        #expect(project.developmentRegion == "en")
        #expect(project.knownRegions == ["en", "Base", "ar", "de"])
        #expect(project.sourceRoot == "\(fixtures)/Breathe")
        #expect(project.targets.map(\.name) == ["Breathe", "BreatheWidgetExtension", "BreatheIntents", "BreatheTests"])
        #expect(project.targets.map(\.kind) == [.application, .appExtension, .appExtension, .test])
        #expect(project.targets.map(\.sdk) == ["iphoneos", "iphoneos", "iphoneos", "iphoneos"])
    }

    @Test func groupsVariantGroupsAndBuildPhasesGiveTheAppsFiles() throws {
        let app = try XcodeProject(atPath: breathe).targets[0]
        let root = "\(fixtures)/Breathe"
        // BreathPhase.swift: a synchronized folder of the widget, given to the app by an exception.
        #expect(app.sourceFiles == ["\(root)/Breathe/BreatheApp.swift", "\(root)/BreatheWidget/Shared/BreathPhase.swift"])
        #expect(app.localizationFiles.map(\.path) == [
            "\(root)/Breathe/Localizable.xcstrings", "\(root)/Breathe/Widgets.xcstrings",
            "\(root)/Breathe/en.lproj/InfoPlist.strings", "\(root)/Breathe/ar.lproj/InfoPlist.strings",
            "\(root)/Breathe/de.lproj/InfoPlist.strings",
        ])
        #expect(app.localizationFiles.map(\.table) == ["Localizable", "Widgets", "InfoPlist", "InfoPlist", "InfoPlist"])
        #expect(app.localizationFiles.map(\.language) == [nil, nil, "en", "ar", "de"])
    }

    @Test func aSynchronizedFolderGivesItsFilesMinusTheTargetsExceptions() throws {
        let widget = try XcodeProject(atPath: breathe).targets[1]
        let folder = "\(fixtures)/Breathe/BreatheWidget"
        // Not "Preview Content/Preview.swift": a membership exception of the widget.
        #expect(widget.sourceFiles == ["\(folder)/BreatheWidget.swift", "\(folder)/Shared/BreathPhase.swift"])
        #expect(widget.localizationFiles.map(\.path) == [
            "\(folder)/Localizable.xcstrings", "\(folder)/ar.lproj/Widgets.strings", "\(folder)/ar.lproj/Widgets.stringsdict",
            "\(folder)/en.lproj/Widgets.strings", "\(folder)/en.lproj/Widgets.stringsdict",
        ])
    }

    /// Xcode 26 moves a synchronized folder's catalog into Compile Sources: an exception takes it
    /// out of the folder's automatic membership, and a build-phase exception puts it in the phase.
    @Test func aBuildPhaseExceptionGivesItsPhasesTargetTheFile() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("phase-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for path in ["Shared/Localizable.xcstrings", "Shared/Model.swift", "Shared/Extra.swift", "App.xcodeproj/project.pbxproj"] {
            try FileManager.default.createDirectory(atPath: root + "/" + path.split(separator: "/").dropLast().joined(separator: "/"),
                                                    withIntermediateDirectories: true)
        }
        for path in ["Shared/Localizable.xcstrings", "Shared/Model.swift", "Shared/Extra.swift"] {
            #expect(FileManager.default.createFile(atPath: root + "/" + path, contents: Data("{}".utf8)))
        }
        // Target A: the folder, minus the catalog, plus the catalog in its Compile Sources phase.
        // Target B: the folder, minus Extra.swift, which only its Copy Files phase lists.
        try Data("""
            // !$*UTF8*$!
            { archiveVersion = 1; objectVersion = 77; rootObject = P0;
              objects = {
                P0 = { isa = PBXProject; mainGroup = G0; targets = (TA, TB); developmentRegion = en; knownRegions = (en, de); };
                G0 = { isa = PBXGroup; children = (S0); sourceTree = "<group>"; };
                S0 = { isa = PBXFileSystemSynchronizedRootGroup; path = Shared; sourceTree = "<group>"; exceptions = (EA, PA, EB, PB); };
                EA = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Localizable.xcstrings); target = TA; };
                PA = { isa = PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet; buildPhase = SA;
                       membershipExceptions = (Localizable.xcstrings); };
                EB = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Extra.swift); target = TB; };
                PB = { isa = PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet; buildPhase = CB;
                       membershipExceptions = (Extra.swift); };
                TA = { isa = PBXNativeTarget; name = A; productType = "com.apple.product-type.application";
                       buildPhases = (SA); fileSystemSynchronizedGroups = (S0); };
                SA = { isa = PBXSourcesBuildPhase; files = (); };
                TB = { isa = PBXNativeTarget; name = B; productType = "com.apple.product-type.app-extension";
                       buildPhases = (SB, CB); fileSystemSynchronizedGroups = (S0); };
                SB = { isa = PBXSourcesBuildPhase; files = (); };
                CB = { isa = PBXCopyFilesBuildPhase; files = (); };
              };
            }
            """.utf8).write(to: URL(fileURLWithPath: root + "/App.xcodeproj/project.pbxproj"))
        let targets = try XcodeProject(atPath: root + "/App.xcodeproj").targets
        let shared = root + "/Shared"
        #expect(targets[0].localizationFiles.map(\.path) == ["\(shared)/Localizable.xcstrings"])
        #expect(targets[0].sourceFiles.sorted() == ["\(shared)/Extra.swift", "\(shared)/Model.swift"])
        #expect(targets[1].localizationFiles.map(\.path) == ["\(shared)/Localizable.xcstrings"])
        #expect(targets[1].sourceFiles == ["\(shared)/Model.swift"])
    }

    @Test func aCatalogInTwoTargetsIsTheSameFile() throws {
        let project = try XcodeProject(atPath: breathe)
        let intents = project.targets[2]
        #expect(intents.localizationFiles.map(\.path).first == project.targets[0].localizationFiles.first?.path)
        #expect(intents.sourceFiles == ["\(fixtures)/Breathe/BreatheIntents/StartBreathingIntent.swift"])
    }

    @Test(arguments: [
        ("Info.plist", ["Info.plist"], true), ("Preview Content/P.swift", ["Preview Content"], true),
        ("Preview Contents/P.swift", ["Preview Content"], false), ("ar.lproj/Widgets.strings", ["/Localized: Widgets.strings"], true),
        ("Sub/ar.lproj/W.strings", ["/Localized: Sub/W.strings"], true), ("ar.lproj/W.strings", ["/Localized: Sub/W.strings"], false),
        ("de.lproj/W.strings", ["/Localized/W.strings"], true), ("W.strings", ["/Localized: W.strings"], false),
    ])
    func membershipExceptionsMatchFilesFoldersAndLocalizedFiles(_ path: String, _ exceptions: [String], _ expected: Bool) {
        #expect(ProjectResolver.matches(path, exceptions) == expected)
        #expect(MembershipExceptionMatcher(exceptions).matches(path) == expected)
    }

    /// The matcher a synchronized folder uses (lookups, binary search in its sorted
    /// listing) says what ``ProjectResolver/matches(_:_:)`` says of every path.
    @Test func theMembershipMatcherAgreesWithTheComparisonsOneByOne() {
        let paths = ["", "/", "A", "A/B.swift", "A/B", "A/B/C.swift", "A.swift", "A0", "AB/C.swift", "A//x", "Sub/ar.lproj/W.strings",
                     "ar.lproj/W.strings", "de.lproj/Widgets.strings", "x/de.lproj/W.strings", "Pré/x.swift", "W.strings"]
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let lists: [[String]] = [[], ["A"], ["A/B"], ["A/", "A.swift"], [""], ["/Localized: W.strings"], ["/Localized: Sub/W.strings", "A"],
                                 ["/Localized/Widgets.strings"], ["Pré"], ["AB", "A//x"]]
        for exceptions in lists {
            let matcher = MembershipExceptionMatcher(exceptions)
            let expected = paths.map { ProjectResolver.matches($0, exceptions) }
            #expect(paths.map(matcher.matches) == expected, "\(exceptions)")
            let ascii = paths.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } }
            #expect(matcher.matches(sorted: paths, allASCII: ascii) == expected, "\(exceptions)")
            let asciiPaths = paths.filter { $0.utf8.allSatisfy { $0 < 0x80 } }
            #expect(matcher.matches(sorted: asciiPaths, allASCII: true) == asciiPaths.map { ProjectResolver.matches($0, exceptions) },
                    "\(exceptions)")
        }
    }

    /// The byte-wise splits of ASCII paths are the character-wise ones.
    @Test func pathComponentsAreSplitAtSlashes() {
        for path in ["", "/", "//", "a", "a/b", "/a/b/", "a//b", "W/ar.lproj/W.strings", "é/x", "a\r\n/b", "/\u{301}x/y"] {
            #expect(path.pathComponents() == path.split(separator: "/"), "\(path)")
            #expect(path.pathComponents(omittingEmptySubsequences: false) == path.split(separator: "/", omittingEmptySubsequences: false))
            #expect(path.lastPathComponent == path.split(separator: "/").last, "\(path)")
        }
    }

    @Test(arguments: [
        ("com.apple.product-type.application", XcodeTarget.Kind.application),
        ("com.apple.product-type.app-extension", .appExtension),
        ("com.apple.product-type.extensionkit-extension", .appExtension),
        ("com.apple.product-type.app-extension.messages-sticker-pack", .appExtension),
        ("com.apple.product-type.watchkit2-extension", .appExtension),
        ("com.apple.product-type.application.watchapp2", .watchApp),
        ("com.apple.product-type.application.watchapp2-container", .watchApp),
        ("com.apple.product-type.application.on-demand-install-capable", .appClip),
        ("com.apple.product-type.bundle.unit-test", .test), ("com.apple.product-type.bundle.ui-testing", .test),
        ("com.apple.product-type.framework", .other), ("com.apple.product-type.xpc-service", .other),
    ])
    func productTypesHaveKinds(_ productType: String, _ kind: XcodeTarget.Kind) {
        #expect(XcodeTarget.Kind(productType: productType) == kind)
    }

    /// Damaged projects: an error with the place, never a crash or a hang.
    @Test(arguments: [
        ("Truncated", "119:11", "unexpected end of file, expected `;` after the value of \"isa\"; the file looks truncated"),
        ("UnbalancedBraces", "429:3", "after the end of the top-level value; the file has more closing braces than opening ones"),
        ("GroupCycle", "142:5", "the group tree has a cycle: the main group → PBXGroup \"Products\" → the main group"),
    ])
    func damagedProjectsSayWhere(_ name: String, _ place: String, _ message: String) {
        let path = "\(fixtures)/invalid/\(name)/\(name).xcodeproj"
        let description = thrownDescription { try XcodeProject(atPath: path) }
        #expect(description?.hasPrefix("\(path)/project.pbxproj:\(place): error: ") == true, "\(description ?? "read")")
        #expect(description?.contains(message) == true, "\(description ?? "read")")
    }

    /// What Xcode tolerates — a build file naming an object a merge removed, a
    /// table that is not on disk — is a warning with its place, and the rest is read.
    @Test func danglingReferencesAndMissingTablesAreWarnings() throws {
        let dangling = try XcodeProject(atPath: "\(fixtures)/invalid/DanglingID/DanglingID.xcodeproj")
        // (The fixtures hold only the project file: the tables are not on disk either.)
        #expect(dangling.targets.flatMap(\.warnings).prefix(1) == [
            "\(fixtures)/invalid/DanglingID/DanglingID.xcodeproj/project.pbxproj:11:102: a file of target \"Breathe\" names object "
                + "B7A1000000000000000000FF, which `objects` does not define (a merge artifact?); it is skipped",
        ])
        let missing = try XcodeProject(atPath: "\(fixtures)/invalid/MissingFile/MissingFile.xcodeproj")
        #expect(missing.targets.flatMap(\.warnings).prefix(1) == [
            "\(fixtures)/invalid/MissingFile/MissingFile.xcodeproj/project.pbxproj:38:131: target \"Breathe\" copies "
                + "\(fixtures)/invalid/MissingFile/Breathe/Localizable.xcstrings, which is not on disk; its keys are not "
                + "checked (restore the file, or remove it from the target in Xcode)",
        ])
    }

    @Test func aMissingProjectFileSaysSo() {
        #expect {
            _ = try XcodeProject(atPath: "/nonexistent/App.xcodeproj")
        } throws: { error in
            (error as? XcodeProjectError)?.description
                == "/nonexistent/App.xcodeproj/project.pbxproj: error: no such file; an .xcodeproj folder holds a project.pbxproj"
        }
    }

    @Test(arguments: [
        ("Fixture", "App/../Widget/./W.swift", "Fixture/Widget/W.swift"), (".", "a/b", "a/b"), ("a", "/abs/x", "/abs/x"),
        ("a", "../../b", "../b"), ("", "", "."), ("/", "x", "/x"), ("a/b", "c", "a/b/c"), ("a/./b", "c", "a/b/c"),
        ("a/", "c", "a/c"), ("..", "c", "../c"), ("a/..", "c", "c"), ("/..", "c", "/c"), ("a", ".", "a"), ("a", "..", "."),
    ])
    func pathsJoinLexically(_ base: String, _ relative: String, _ expected: String) {
        #expect(ProjectPath.join(base, relative) == expected)
    }
}

@Suite struct DirectoryWalkerTests {
    @Test func skipsHiddenAndDependencyFoldersAndEndsSymbolicLinkLoops() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("walker-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for path in ["A/x.swift", "A/.hidden/y.swift", "Pods/P/p.swift", "DerivedData/d.swift", "B/C/z.strings", ".git/config"] {
            try FileManager.default.createDirectory(atPath: root + "/" + path.split(separator: "/").dropLast().joined(separator: "/"),
                                                    withIntermediateDirectories: true)
            #expect(FileManager.default.createFile(atPath: root + "/" + path, contents: Data()))
        }
        // Two links back to the top: without a guard, 2^64 paths.
        try FileManager.default.createSymbolicLink(atPath: root + "/B/up", withDestinationPath: root)
        try FileManager.default.createSymbolicLink(atPath: root + "/B/C/again", withDestinationPath: root)
        let files = DirectoryWalker().files(under: root)
        #expect(files == [root + "/A/x.swift", root + "/B/C/z.strings"])
        #expect(DirectoryWalker().files(under: root + "/missing") == nil)
        var off = DirectoryWalker()
        off.readsFileSystem = false
        #expect(off.files(under: root) == nil)
    }
}
