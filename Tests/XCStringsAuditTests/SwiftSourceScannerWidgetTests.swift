import Testing
@testable import XCStringsAudit

/// The keys (as the code looks them up) found in `source`, in source order.
private func keys(in source: String, sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
    SwiftSourceScanner().scan(Array(source.utf8), file: "W.swift").usages.map(\.lookupKey)
}

/// What the scanner finds in the places WidgetKit, ActivityKit and App Intents
/// take localized text, one idiom per row.
@Suite struct SwiftSourceScannerWidgetKitTests {
    @Test(arguments: [
        (#"StaticConfiguration(kind: k, provider: P()) { Text(verbatim: "x") }.configurationDisplayName("Streak")"#,
         ["Streak"]),
        (".configurationDisplayName(\"Streak\")\n.description(\"Shows your streak.\")", ["Streak", "Shows your streak."]),
        (#"ControlWidgetToggle("Focus", kind: k, isOn: on, action: Toggle()) { isOn in Label(isOn ? "On" : "Off", systemImage: "moon") }"#,
         ["Focus", "On", "Off"]),
        (#"ControlWidgetButton("Start timer", action: StartIntent()) { Image(systemName: "play") }"#, ["Start timer"]),
        (#".controlWidgetActionHint("Starts")"#, ["Starts"]),
        (#"StaticControlConfiguration(kind: k) { ControlWidgetButton(action: Tap()) { Label("Tap", systemImage: "hand.tap") } }.displayName("Tap the app")"#,
         ["Tap", "Tap the app"]),
        (#".widgetLabel("Battery")"#, ["Battery"]),
        (#"AccessoryWidgetGroup("Today") { Text(verbatim: "1") }"#, ["Today"]),
        (#"AlertConfiguration(title: "Timer done", body: "Time to rest", sound: .default)"#, ["Timer done", "Time to rest"]),
    ])
    func widgetKitAndActivityKit(source: String, expected: [String]) {
        #expect(keys(in: source) == expected)
    }

    /// A Live Activity's views are ordinary SwiftUI inside the configuration's closures.
    @Test func liveActivityViews() {
        let source = #"""
            ActivityConfiguration(for: TimerAttributes.self) { context in
                VStack { Text("Focus"); ProgressView("Remaining", value: context.state.progress) }
            } dynamicIsland: { context in
                DynamicIsland {
                    DynamicIslandExpandedRegion(.leading) { Label("Pause", systemImage: "pause") }
                    DynamicIslandExpandedRegion(.bottom) {
                        Text(context.state.isPaused ? "Paused" : "Running")
                    }
                } compactLeading: { Text(verbatim: "F") } compactTrailing: { Text(timerInterval: range) } minimal: {
                    Image(systemName: "timer")
                }
                .keylineTint(.red)
            }
            """#
        #expect(keys(in: source) == ["Focus", "Remaining", "Pause", "Paused", "Running"])
    }
}

@Suite struct SwiftSourceScannerAppIntentsTests {
    @Test(arguments: [
        (#"static var title: LocalizedStringResource = "Start Timer""#, ["Start Timer"]),
        (#"static let title: LocalizedStringResource = "Start Timer""#, ["Start Timer"]),
        (#"static var description = IntentDescription("Starts a focus timer.")"#, ["Starts a focus timer."]),
        (#"static var description: IntentDescription = "Starts a focus timer.""#, ["Starts a focus timer."]),
        (#"static var description = IntentDescription("Starts.", categoryName: "Timers")"#, ["Starts.", "Timers"]),
        ("@Parameter(title: \"Minutes\", description: \"How long\", default: 25)\nvar minutes: Int", ["Minutes", "How long"]),
        (#"@Parameter(title: "City", requestValueDialog: "Which city?") var city: String"#, ["City", "Which city?"]),
        (#"DisplayRepresentation(title: "Focus", subtitle: "25 minutes")"#, ["Focus", "25 minutes"]),
        (#"var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }"#, ["%@"]),
        (#"static var typeDisplayRepresentation = TypeDisplayRepresentation(name: "Timer")"#, ["Timer"]),
        (#"static var typeDisplayRepresentation: TypeDisplayRepresentation = "Timer""#, ["Timer"]),
        (#"static var typeDisplayRepresentation: TypeDisplayRepresentation = .init(name: "Timer")"#, ["Timer"]),
        (#"static var typeDisplayRepresentation: TypeDisplayRepresentation { .init(name: "Timer") }"#, ["Timer"]),
        (#"IntentRecommendation(intent: i, description: "Focus")"#, ["Focus"]),
        (#"AppIntentRecommendation(intent: i, description: Text("Rest"))"#, ["Rest"]),
        (#"AppIntentRecommendation(intent: i, description: "Rest")"#, ["Rest"]),
        (#"return .result(dialog: "Timer started")"#, ["Timer started"]),
        (#"return .result(value: 3, dialog: IntentDialog("Three"))"#, ["Three"]),
        (#"throw $city.needsValueError("Which city?")"#, ["Which city?"]),
        (#"AppShortcut(intent: StartIntent(), phrases: ["Start \(.applicationName)"], shortTitle: "Start", systemImageName: "play")"#,
         ["Start ${applicationName}", "Start"]),
        // A parameter summary's parameters read `${name}`, as Xcode extracts them.
        (#"static var parameterSummary: some ParameterSummary { Summary("Get \(\.$settings) for \(\.$type)") }"#,
         ["Get ${settings} for ${type}"]),
        (#"When(\.$on, .equalTo, true) { Summary("Turn on \(\.$light)") } otherwise: { Summary("Turn off") }"#,
         ["Turn on ${light}", "Turn off"]),
    ])
    func appIntents(source: String, expected: [String]) {
        #expect(keys(in: source) == expected)
    }

    /// A key argument written as the parameter type's implicit initialiser
    /// (`.init("…", defaultValue: "…", table: "…")`) is that type's lookup, with
    /// its own default and table; `.init(…)` anywhere else is no key.
    @Test(arguments: [
        (#"static var description = IntentDescription(.init("fire.text", defaultValue: "Fires"))"#,
         "fire.text", "Fires", nil),
        (#"@Parameter(title: .init("param.title", table: "AppIntents")) var p: String"#, "param.title", nil, "AppIntents"),
        (#"static let t = TypeDisplayRepresentation(name: .init("Tag", table: "AppIntents"))"#, "Tag", nil, "AppIntents"),
        (#"Label(.init("Action"), systemImage: "plus")"#, "Action", nil, nil),
    ] as [(String, String, String?, String?)])
    func implicitInitialiserInAKeyArgument(source: String, key: String, defaultValue: String?, table: String?) {
        let found = SwiftSourceScanner().scan(Array(source.utf8), file: "I.swift").usages
        #expect(found.map(\.literal.plainText) == [key])
        #expect(found.first?.defaultValue == defaultValue)
        #expect(found.first?.table == table)
    }

    @Test(arguments: [
        #"NotificationCenter.default.post(name: .init("Changed"), object: nil)"#,
        #"Text(.init("• " + line))"#,
        #"let tint = Color(.init("AccentColor"))"#,
    ])
    func implicitInitialiserElsewhereIsNoKey(source: String) {
        #expect(keys(in: source) == [])
    }

    /// `caseDisplayRepresentations`: the values of the dictionary, as literals or
    /// as representations, stored or computed.
    @Test(arguments: [
        #"static var caseDisplayRepresentations: [Mode: DisplayRepresentation] = [.focus: "Focus", .rest: "Rest"]"#,
        #"static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [.focus: .init(title: "Focus"), .rest: DisplayRepresentation(title: "Rest")]"#,
        "static var caseDisplayRepresentations: [Self: DisplayRepresentation] {\n    [\n        .focus: \"Focus\",\n        .rest: .init(title: \"Rest\"),\n    ]\n}",
    ])
    func caseDisplayRepresentations(source: String) {
        #expect(keys(in: source) == ["Focus", "Rest"])
    }

    /// The keys of a dictionary are enum cases and plain strings elsewhere are not keys.
    @Test func onlyTheValuesOfALocalizedDictionary() {
        let source = #"""
            static var caseDisplayRepresentations: [Mode: DisplayRepresentation] = [.focus: "Focus"]
            static var names: [String: String] = ["focus": "Focus mode"]
            static var plain = ["a": "b"]
            """#
        #expect(keys(in: source) == ["Focus"])
    }
}

@Suite struct SwiftSourceScannerSwiftUITests {
    @Test(arguments: [
        (#"Toggle("Alarm", isOn: $on)"#, ["Alarm"]),
        (#"Toggle(isOn: $on) { Text("Alarm") }"#, ["Alarm"]),
        (#"Link("Privacy", destination: url)"#, ["Privacy"]),
        (#"Picker("Mode", selection: $mode) { Text("Focus").tag(0) }"#, ["Mode", "Focus"]),
        (#"ProgressView("Loading")"#, ["Loading"]),
        (#"ProgressView("Remaining", value: 0.4)"#, ["Remaining"]),
        (#"ProgressView(value: 0.4)"#, []),
        (#"Section("Today") { Text(verbatim: "x") }"#, ["Today"]),
        (#"Gauge(value: level) { Text("Battery") } currentValueLabel: { Text(level.formatted(.percent)) }"#, ["Battery"]),
        (#"Menu("More") { Button("Reset") { reset() } }"#, ["More", "Reset"]),
        (#"Text(verbatim: "x").accessibilityLabel("Streak").accessibilityHint("Opens the app").accessibilityValue("Five")"#,
         ["Streak", "Opens the app", "Five"]),
        (#".accessibilityLabel(Text("Streak"))"#, ["Streak"]),
        (#".navigationTitle("Settings")"#, ["Settings"]),
        (#".help("Resets the timer")"#, ["Resets the timer"]),
        (#".alert("Delete?", isPresented: $asking) { Button("Delete", role: .destructive) { } }"#, ["Delete?", "Delete"]),
        (#"TextField("Name", text: $name)"#, ["Name"]),
        (#".navigationBarTitle("Settings")"#, ["Settings"]),
        (#"Bundle.main.localizedString(forKey: "Settings", value: nil, table: nil)"#, ["Settings"]),
        (#"Text(LocalizedStringKey(stringLiteral: "Settings"))"#, ["Settings"]),
    ])
    func viewsAndModifiers(source: String, expected: [String]) {
        #expect(keys(in: source) == expected)
    }

    @Test(arguments: [
        (#"Text(flag ? "A" : "B")"#, ["A", "B"]),
        (#"Text(count > 1 ? "Many" : count == 1 ? "One" : "None")"#, ["Many", "One", "None"]),
        ("Text(isOn\n    ? \"On\"\n    : \"Off\")", ["On", "Off"]),
        (#"Text(mode == "focus" ? "Focus" : "Rest")"#, ["Focus", "Rest"]),
        (#"Label(a?.b ?? false ? "Yes" : "No", systemImage: "x")"#, ["Yes", "No"]),
        (#"Text(flag ? "A" : name)"#, []),
        (#"Text(flag ? name : "B")"#, []),
        (#"Text(name ?? "Unknown")"#, []),
    ])
    func ternariesOfLiterals(source: String, expected: [String]) {
        #expect(keys(in: source) == expected)
    }

    @Test(arguments: [
        (#"let title: LocalizedStringKey = "Focus""#, ["Focus"]),
        (#"var title: LocalizedStringKey? = "Focus""#, ["Focus"]),
        (#"let title: SwiftUI.LocalizedStringKey = flag ? "A" : "B""#, ["A", "B"]),
        (#"let value: String.LocalizationValue = "Focus""#, ["Focus"]),
        (#"let title: String = "Not a key""#, []),
        (#"let titles: [LocalizedStringResource] = ["Focus", "Rest"]"#, ["Focus", "Rest"]),
        (#"var title: LocalizedStringKey { "Focus" }"#, ["Focus"]),
        (#"var title: LocalizedStringKey { return "Focus" }"#, ["Focus"]),
        (#"var title: LocalizedStringKey { get { "Focus" } }"#, ["Focus"]),
        (#"var title: LocalizedStringKey { isOn ? "On" : "Off" }"#, ["On", "Off"]),
        (#"var title: LocalizedStringKey { if isOn { "On" } else { "Off" } }"#, ["On", "Off"]),
        // A closure in the condition is not the statement's body.
        (#"var title: LocalizedStringKey { if items.contains(where: { $0 == "x" }) { "Some" } else { "None" } }"#,
         ["Some", "None"]),
        ("var title: LocalizedStringResource {\n    switch self {\n    case .focus: \"Focus\"\n    case .rest: return \"Rest\"\n    default:\n        return \"Other\"\n    }\n}",
         ["Focus", "Rest", "Other"]),
        (#"func title(for mode: Mode) -> LocalizedStringKey { mode == .focus ? "Focus" : "Rest" }"#, ["Focus", "Rest"]),
        (#"var title: String { "Not a key" }"#, []),
        ("var title: LocalizedStringKey {\n    let name: String = \"not a key\"\n    return \"Focus\"\n}", ["Focus"]),
        ("var title: LocalizedStringKey {\n    items.map { \"not a key\" }.first ?? \"Fallback\"\n}", []),
    ])
    func localizedDeclarations(source: String, expected: [String]) {
        #expect(keys(in: source) == expected)
    }

    /// A body that returns keys ends with its brace: what follows is not a key.
    @Test func aLocalizedBodyEndsWithItsBrace() {
        let source = "var title: LocalizedStringKey { \"Focus\" }\nvar name: String { \"plain\" }\nfunc f() -> String { return \"plain\" }"
        #expect(keys(in: source) == ["Focus"])
    }

    /// A protocol requirement has no body: the next brace is not one that returns keys.
    @Test func aRequirementWithoutBodyLeavesNothingPending() {
        let source = "protocol P { var title: LocalizedStringKey { get } }\nstruct S { var name: String { \"plain\" } }\n"
            + "protocol Q { func title() -> LocalizedStringKey }\nstruct T { func f() -> String { \"plain\" } }"
        #expect(keys(in: source) == [])
    }
}

/// Each usage names what takes its key, for messages that say where a key is used.
@Suite struct SwiftSourceScannerFunctionNameTests {
    @Test(arguments: [
        (#"Text("A")"#, "Text"),
        (#"SwiftUI.Text("A")"#, "Text"),
        (#".configurationDisplayName("A")"#, ".configurationDisplayName"),
        (#"return .result(dialog: "A")"#, ".result(dialog:)"),
        (#"@Parameter(title: "A") var a: String"#, "Parameter(title:)"),
        (#"static var t: TypeDisplayRepresentation = .init(name: "A")"#, "TypeDisplayRepresentation(name:)"),
        (#"static var title: LocalizedStringResource = "A""#, "LocalizedStringResource"),
        (#"var title: LocalizedStringKey { switch self { case .a: "A" } }"#, "LocalizedStringKey"),
        (#"static var c: [Self: DisplayRepresentation] = [.a: "A"]"#, "DisplayRepresentation"),
        (#"Text("A".localized)"#, ".localized"),
        (#"String(localized: "A")"#, "String(localized:)"),
    ])
    func names(source: String, function: String) {
        #expect(SwiftSourceScanner().scan(Array(source.utf8), file: "W.swift").usages.map(\.function) == [function])
    }
}
