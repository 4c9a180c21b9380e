/// What a target's `#if` conditions can be decided against: the platforms it
/// builds for and the compilation conditions it sets — each `nil` when the
/// project does not say (an `.xcconfig` file, a build setting of another
/// variable), so that nothing the target may compile is left out.
///
/// ```swift
/// let watch = CompilationConditions(platforms: ["watchOS"], flags: [])
/// // `#if os(iOS)` is false for it, `#if os(watchOS)` true, `#if DEBUG` false.
/// ```
package struct CompilationConditions: Sendable, Hashable {
    /// The `os(…)` names it builds for (`iOS`, `watchOS`, `macOS`, `tvOS`,
    /// `visionOS`), or `nil` when unknown.
    package var platforms: Set<String>?
    /// The conditions set by `SWIFT_ACTIVE_COMPILATION_CONDITIONS` and
    /// `OTHER_SWIFT_FLAGS` (`-D NAME`) in the configuration an app is shipped
    /// with (`Release`), or `nil` when unknown.
    package var flags: Set<String>?
    /// Conditions known to be set when ``flags`` is not known: those the project
    /// file writes itself over an `.xcconfig` (a target's own setting comes before
    /// its configuration file's, which can only add to it through `$(inherited)`).
    package var definedFlags: Set<String> = []
    /// Conditions known not to be set when ``flags`` is not known: `DEBUG` in a
    /// Swift package, which Xcode builds for release without it.
    package var undefinedFlags: Set<String> = []
    /// The oldest system each platform of ``platforms`` runs the target on, by
    /// `os(…)` name (`["iOS": [16, 0]]`): its deployment target
    /// (`IPHONEOS_DEPLOYMENT_TARGET` …), where the project says it, raised to what
    /// its kind needs (``raiseMinimumVersions(forExtensionPoint:)``). What
    /// `#available` is decided against.
    package var minimumVersions: [String: [Int]] = [:]

    /// Nothing known: every branch may be compiled.
    package static let unknown = CompilationConditions(platforms: nil, flags: nil)

    package init(platforms: Set<String>?, flags: Set<String>?, definedFlags: Set<String> = []) {
        self.platforms = platforms
        self.flags = flags
        self.definedFlags = definedFlags
    }

    /// The `os(…)` names and the deployment-target build settings that say the
    /// oldest system of each.
    package static let deploymentTargetSettings: [(platform: String, setting: String)] = [
        ("iOS", "IPHONEOS_DEPLOYMENT_TARGET"), ("macOS", "MACOSX_DEPLOYMENT_TARGET"),
        ("watchOS", "WATCHOS_DEPLOYMENT_TARGET"), ("tvOS", "TVOS_DEPLOYMENT_TARGET"),
        ("visionOS", "XROS_DEPLOYMENT_TARGET"),
    ]

    /// Raises ``minimumVersions`` to the oldest systems an app extension of
    /// `extensionPoint` runs on: a widget extension needs iOS 14, macOS 11 and watchOS 9.
    package mutating func raiseMinimumVersions(forExtensionPoint extensionPoint: String?) {
        guard extensionPoint == "com.apple.widgetkit-extension" else { return }
        for (platform, floor) in [("iOS", [14]), ("macOS", [11]), ("watchOS", [9])] {
            if let known = minimumVersions[platform], !Self.isOlder(known, than: floor) { continue }
            minimumVersions[platform] = floor
        }
    }

    /// Whether version `lhs` comes before `rhs` (`[16]` before `[16, 1]`).
    package static func isOlder(_ lhs: [Int], than rhs: [Int]) -> Bool {
        for index in 0..<max(lhs.count, rhs.count) {
            let left = index < lhs.count ? lhs[index] : 0, right = index < rhs.count ? rhs[index] : 0
            if left != right { return left < right }
        }
        return false
    }

    /// A version's numbers (`"16.4"` is `[16, 4]`), or `nil` for anything else.
    package static func version(_ text: some StringProtocol) -> [Int]? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let numbers = parts.compactMap { Int($0) }
        return numbers.count == parts.count && !numbers.isEmpty ? numbers : nil
    }

    /// The `os(…)` name of an SDK (`SDKROOT`, `SUPPORTED_PLATFORMS`), or `nil`.
    ///
    /// ```swift
    /// CompilationConditions.platform(ofSDK: "iphonesimulator")   // "iOS"
    /// ```
    package static func platform(ofSDK sdk: some StringProtocol) -> String? {
        switch sdk {
        case "iphoneos", "iphonesimulator": "iOS"
        case "watchos", "watchsimulator": "watchOS"
        case "macosx": "macOS"
        case "appletvos", "appletvsimulator": "tvOS"
        case "xros", "xrsimulator": "visionOS"
        default: nil
        }
    }
}
