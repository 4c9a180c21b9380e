import Foundation
import Testing
@testable import XCStringsAudit

/// The package builds for the platforms its manifest declares: nothing under
/// `Sources/` uses a standard-library symbol whose Apple availability is above
/// them (`Synchronization.Mutex` is macOS 15 / iOS 18) outside `#available` or
/// `@available`. A Linux build cannot see this; the toolchain's interface files
/// can (see ``AppleAvailability``).
@Suite struct AppleAvailabilityTests {
    static let toolchain = AppleAvailability.Toolchain.current
    /// Read once for the suite: the interfaces are a few megabytes.
    static let toolchainIndex = Result { try toolchain.index() }
    static let missingInterfaces = "the toolchain's Swift, _Concurrency and Synchronization .swiftinterface files were not found; "
        + "the Apple availability check is skipped (\(toolchain.explanation))"

    @Test("Sources/ uses nothing above Package.swift's platforms outside #available",
          .enabled(if: toolchain.isComplete, Comment(rawValue: missingInterfaces)))
    func sources() throws {
        let index = try Self.toolchainIndex.get()
        #expect(index.unresolvedMacros.isEmpty, "availability macros with no definition: \(index.unresolvedMacros)")
        let minimums = AppleAvailability.manifestMinimums(Array(try Data(contentsOf: repositoryRoot.appendingPathComponent("Package.swift"))))
        #expect(minimums.versions["macOS"] != nil && minimums.versions["iOS"] != nil,
                "no platforms: [.macOS(…), .iOS(…)] read from Package.swift: \(minimums)")

        let sources = repositoryRoot.appendingPathComponent("Sources")
        let files = try FileManager.default.subpathsOfDirectory(atPath: sources.path).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(files.count > 20, "found only \(files.count) Swift files under Sources")
        let texts = try files.map { AppleAvailability.LexedFile(Array(try Data(contentsOf: sources.appendingPathComponent($0)))) }
        let declared = texts.reduce(into: Set<String>()) { $0.formUnion(AppleAvailability.declaredNames($1)) }
        var findings: [AppleAvailability.Finding] = []
        for (file, text) in zip(files, texts) {
            findings += AppleAvailability.check(text, file: "Sources/" + file, index: index, minimums: minimums, declaredNames: declared)
        }
        #expect(findings.isEmpty, """
            \(findings.count) use(s) of API newer than the manifest's platforms; replace them (the package's lock \
            type, NSLock) or put them inside `if #available(…)`:
            \(findings.map(\.description).joined(separator: "\n"))
            """)
    }

    @Test("The toolchain's interfaces say Mutex is above the manifest and String is not",
          .enabled(if: toolchain.isComplete, Comment(rawValue: missingInterfaces)))
    func toolchainInterfaces() throws {
        let index = try Self.toolchainIndex.get()
        let minimums = AppleAvailability.manifestMinimums(Array(try Data(contentsOf: repositoryRoot.appendingPathComponent("Package.swift"))))
        func above(_ overloads: [AppleAvailability.Overload]?) -> [String] {
            AppleAvailability.Requirement.loosest((overloads ?? []).map(\.requirement)).platformsAbove(minimums, context: .init())
        }
        #expect(index.globals["Mutex"] != nil && !above(index.globals["Mutex"]).isEmpty, "\(index.globals["Mutex"] ?? [])")
        #expect(index.globals["String"] != nil && above(index.globals["String"]).isEmpty)
        #expect(index.globals["Task"] != nil && above(index.globals["Task"]).isEmpty)
        #expect(index.members["Task"]?["sleep"] != nil && above(index.members["Task"]?["sleep"]).isEmpty)
    }

    // MARK: - The checker, on snippets

    /// A small interface in the toolchain's spelling, with a macro the header defines.
    static let interface = """
        // swift-interface-format-version: 1.0
        // swift-module-flags: -target arm64-apple-macos13 -define-availability 'SwiftStdlib 6.0:macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0'
        import Swift
        import _Concurrency
        @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
        @frozen @_staticExclusiveOnly public struct Mutex<Value> : ~Swift.Copyable where Value : ~Copyable {
          @usableFromInline
          internal let handle: Synchronization._MutexHandle = _MutexHandle()
          @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
          @_alwaysEmitIntoClient @_transparent public init(_ initialValue: consuming sending Value) {
            value = _Cell(initialValue) // "{"
          }
        }
        @available(SwiftStdlib 6.0, *)
        public struct Atomic<Value> {}
        @available(macOS, introduced: 14.0)
        public func withLongForm() {}
        @available(watchOS, unavailable)
        public struct NotOnWatch {}
        @available(macOS 10.15, iOS 13.0, watchOS 6.0, tvOS 13.0, *)
        public func withTaskCancellationHandler<T>(operation: () async throws -> T, onCancel handler: @Sendable () -> Void) async rethrows -> T { fatalError() }
        @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
        public func withTaskCancellationHandler<T>(operation: () async throws -> T, onCancel handler: @Sendable () -> Void, isolation: isolated (any Actor)? = #isolation) async rethrows -> T { fatalError() }
        extension Swift.String {
          @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
          public init?<Encoding>(validating codeUnits: some Swift.Sequence<Encoding.CodeUnit>, as encoding: Encoding.Type) where Encoding : Swift._UnicodeEncoding
          public init<T>(_ value: T) where T : Swift.LosslessStringConvertible
          @available(macOS 26.0, iOS 26.0, watchOS 26.0, tvOS 26.0, visionOS 26.0, *)
          public struct NewNested {
            public init(label: Swift.Int)
          }
        }
        @available(macOS 10.15, iOS 13.0, watchOS 6.0, tvOS 13.0, *)
        extension _Concurrency.Task where Failure == Swift.Never {
          public static func sleep(nanoseconds duration: Swift.UInt64) async throws
          @available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
          public static func sleep<C>(until deadline: C.Instant, tolerance: C.Instant.Duration? = nil, clock: C = .continuous) async throws where C : _Concurrency.Clock
          @available(macOS 26.0, iOS 26.0, watchOS 26.0, tvOS 26.0, visionOS 26.0, *)
          public static var newStaticThing: Swift.Int { get }
        }
        public struct String {}
        public struct Task<Success, Failure> {}
        """

    static let snippetIndex: AppleAvailability.InterfaceIndex = {
        var index = AppleAvailability.InterfaceIndex()
        index.add(interface: interface, module: "Synchronization", file: "Snippet.swiftinterface")
        return index
    }()

    static let snippetMinimums = AppleAvailability.manifestMinimums(Array("""
        let package = Package(name: "P", platforms: [.iOS(.v16), .macOS(.v13), .watchOS(.v9)], targets: [
            .target(name: "T", dependencies: [.target(name: "C", condition: .when(platforms: [.linux]))]),
        ])
        """.utf8))

    /// The findings for `source`, as `line:column symbol`.
    static func findings(_ source: String, declared: Set<String> = []) -> [String] {
        AppleAvailability.check(Array(source.utf8), file: "Snippet.swift", index: snippetIndex,
                                minimums: snippetMinimums, declaredNames: declared).map { "\($0.line):\($0.column) \($0.symbol)" }
    }

    @Test("A use of a symbol above the minimums is found; a comment, a string, #available, @available and #if os(Linux) hide it", arguments: [
        ("let m = Mutex<Int>(0)", ["1:9 Mutex"]),
        ("private let cache = Mutex<[String: Int?]>([:])", ["1:21 Mutex"]),
        ("let m = Synchronization.Mutex<Bool?>(nil)", ["1:25 Mutex"]),
        ("print(\"\\(Mutex<Int>(0))\")", ["1:10 Mutex"]),
        ("// let m = Mutex<Int>(0)\n/* Mutex */ let s = \"Mutex<Int>\"", []),
        ("let x = box.Mutex", []),
        ("func f(Mutex: Int) {}", []),
        ("if #available(macOS 15, iOS 18, watchOS 11, *) {\n    let m = Mutex<Int>(0)\n}", []),
        ("if #available(macOS 15, *) {\n    let m = Mutex<Int>(0)\n}", ["2:13 Mutex"]),
        ("if #available(macOS 15, iOS 18, watchOS 11, *) { }\nlet m = Mutex<Int>(0)", ["2:9 Mutex"]),
        ("func f() {\n    let a = Mutex(1)\n    guard #available(macOS 15, iOS 18, watchOS 11, *) else { return }\n    let b = Mutex(2)\n}\nlet c = Mutex(3)",
         ["2:13 Mutex", "6:9 Mutex"]),
        ("@available(macOS 15, iOS 18, watchOS 11, *)\nstruct S {\n    let m = Mutex<Int>(0)\n}\nlet n = Mutex<Int>(0)", ["5:9 Mutex"]),
        ("@available(macOS 14, iOS 17, watchOS 10, *)\nfinal class C {\n    let m = Mutex<Int>(0)\n}", ["3:13 Mutex"]),
        ("@available(macOS 15, iOS 18, watchOS 11, *)\ntypealias Lock = Mutex<Int>\nlet l = Mutex<Int>(0)", ["3:9 Mutex"]),
        ("class C {\n    @available(macOS 15, iOS 18, watchOS 11, *)\n    class func make() { _ = Mutex<Int>(0) }\n}", []),
        ("#if os(Linux) && canImport(CICUShim)\nlet a = Mutex(1)\n#else\nlet b = Mutex(2)\n#endif", ["4:9 Mutex"]),
        ("#if canImport(Glibc)\nlet a = Mutex(1)\n#elseif canImport(Darwin)\nlet b = Mutex(2)\n#elseif canImport(Musl)\nlet c = Mutex(3)\n#else\nlet d = Mutex(4)\n#endif",
         ["4:9 Mutex"]),
        ("#if os(Linux) || os(macOS)\nlet a = Mutex(1)\n#endif\n#if !os(Linux)\nlet b = Mutex(2)\n#else\nlet c = Mutex(3)\n#endif", ["2:9 Mutex", "5:9 Mutex"]),
        ("let a = Atomic<Int>(0)", ["1:9 Atomic"]),
        ("withLongForm()", ["1:1 withLongForm"]),
        ("let n = NotOnWatch()", ["1:9 NotOnWatch"]),
        ("await withTaskCancellationHandler(operation: { 1 }, onCancel: {})", []),
        ("let s = String(validating: bytes, as: UTF8.self)", ["1:9 String.init(validating:)"]),
        ("let s = String.init(validating: bytes, as: UTF8.self)", ["1:16 String.init(validating:)"]),
        ("let s = String(42)", []),
        ("let n = String.NewNested(label: 1)", ["1:16 String.NewNested"]),
        ("try await Task.sleep(nanoseconds: 1)\ntry await Task.sleep(until: .now, clock: .continuous)", []),
        ("let x = Task.newStaticThing\nlet y = Swift.Task.newStaticThing\nlet z = task.newStaticThing", ["1:14 Task.newStaticThing", "2:20 Task.newStaticThing"]),
    ] as [(String, [String])])
    func snippet(source: String, expected: [String]) {
        #expect(Self.findings(source) == expected)
    }

    @Test("A bare name the package declares itself is the package's; a member qualified by a library type is still checked")
    func declaredNames() {
        let source = "struct Mutex<Value> { init(_ value: Value) {} }\nlet m = Mutex(0)"
        let declared = AppleAvailability.declaredNames(AppleAvailability.LexedFile(Array(source.utf8)))
        #expect(declared.contains("Mutex"))
        #expect(Self.findings(source, declared: declared) == [])
        #expect(Self.findings(source) == ["1:8 Mutex", "2:9 Mutex"])
        let member = "struct Item { var newStaticThing = 0 }\nlet x = Task.newStaticThing"
        #expect(Self.findings(member, declared: AppleAvailability.declaredNames(AppleAvailability.LexedFile(Array(member.utf8))))
            == ["2:14 Task.newStaticThing"])
    }

    @Test("A finding names the file, line, column, symbol, its availability and the minimums")
    func findingDescription() {
        let finding = AppleAvailability.check(Array("let m = Mutex<Int>(0)".utf8), file: "Sources/A/B.swift", index: Self.snippetIndex,
                                              minimums: Self.snippetMinimums)
        #expect(finding.map(\.description) == [
            "Sources/A/B.swift:1:9: Mutex is @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *), "
                + "above the manifest's macOS 13, iOS 16, watchOS 9",
        ])
    }

    @Test("The interface reader: members, labels, inherited availability, internal declarations left out")
    func interfaceReader() {
        let index = Self.snippetIndex
        #expect(index.unresolvedMacros.isEmpty)
        #expect(index.globals["Atomic"]?.first?.requirement.description == "macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0")
        #expect(index.globals["withLongForm"]?.first?.requirement.description == "macOS 14.0")
        #expect(index.globals["NotOnWatch"]?.first?.requirement.description == "watchOS unavailable")
        #expect(index.globals["withTaskCancellationHandler"]?.map(\.labels) == [["operation", "onCancel"], ["operation", "onCancel", "isolation"]])
        #expect(index.members["String"]?["init"]?.map(\.labels) == [["validating", "as"], ["_"]])
        #expect(index.members["Task"]?["sleep"]?.map(\.requirement.description) == [
            "macOS 10.15, iOS 13.0, watchOS 6.0, tvOS 13.0", "macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0",
        ])
        #expect(index.members["Mutex"]?["handle"] == nil)
        #expect(index.members["Mutex"]?["init"]?.count == 1)
        #expect(index.modules.isSuperset(of: ["Swift", "Synchronization"]))
    }

    @Test("A macro the interface does not define is reported, not read as no restriction")
    func unresolvedMacro() {
        var index = AppleAvailability.InterfaceIndex()
        index.add(interface: "import Swift\n@available(SwiftStdlib 9.9, *)\npublic struct Future {}\n", module: "M", file: "M.swiftinterface")
        #expect(index.unresolvedMacros == ["M.swiftinterface:2: SwiftStdlib 9.9"])
    }

    @Test("The manifest's minimums: `.vNN`, `.vNN_N` and string versions; `.when(platforms:)` is not them", arguments: [
        ("Package(name: \"P\", platforms: [.iOS(.v16), .macOS(.v13), .watchOS(.v9)])", "macOS 13, iOS 16, watchOS 9"),
        ("Package(name: \"P\", platforms: [.macOS(.v10_15), .iOS(\"15.4\")], targets: [.target(name: \"T\", dependencies: [.target(name: \"C\", condition: .when(platforms: [.linux]))])])",
         "macOS 10.15, iOS 15.4"),
        ("Package(name: \"P\", targets: [.target(name: \"T\", dependencies: [.target(name: \"C\", condition: .when(platforms: [.linux]))])])", ""),
    ] as [(String, String)])
    func manifest(source: String, expected: String) {
        #expect(AppleAvailability.manifestMinimums(Array(source.utf8)).description == expected)
    }
}
