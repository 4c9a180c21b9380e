/// The Apple API whose string-literal arguments are localized keys, as data.
///
/// One row per name: how it is called (an initialiser or free function
/// `Text(…)`, or a modifier or static member `.navigationTitle(…)`) and which
/// arguments are keys — by label (`title:`) or by position among the
/// unlabelled arguments. A literal in such an argument, or each literal of a
/// ternary there (`Text(isOn ? "On" : "Off")`), is a key: the compiler types
/// it as `LocalizedStringKey`, `LocalizedStringResource` or
/// `String.LocalizationValue`, which is what Xcode's string extraction reads.
///
/// The project's own API (a `func badge(_ title: LocalizedStringKey)` in the
/// scanned sources) is found by ``SwiftDeclarations`` and joins these rows,
/// called either way (`badge(…)`, `x.badge(…)`, `.badge(…)`).
struct LocalizedAPI: Hashable, Sendable {
    /// How a name is called.
    enum Kind: Hashable, Sendable {
        /// `Name(…)`, also qualified (`SwiftUI.Text(…)`): an initialiser or a
        /// free function.
        case initialiser
        /// `.name(…)` after an expression or as an implicit member
        /// (`.navigationTitle("…")`, `.result(dialog: "…")`).
        case modifier
        /// `.name(…)` as an implicit member, or on a type (`PlottableValue.value(…)`),
        /// never on a value: a static member whose name values have too
        /// (`map.value("id")` is no chart's label).
        case staticMember
    }

    /// Which argument of a call is a key.
    enum Argument: Hashable, Sendable {
        /// The argument with this label (`title:`).
        case labelled(String)
        /// The *n*-th unlabelled argument, from 0.
        case unlabelled(Int)
    }

    /// The called name (`Text`, `navigationTitle`).
    var name: String
    var kind: Kind
    /// The arguments that are keys.
    var arguments: Set<Argument>

    /// Row helper: `first` is the first unlabelled argument, `labels` the labelled ones.
    private init(_ name: String, _ kind: Kind, first: Bool = true, labels: [String] = []) {
        self.name = name
        self.kind = kind
        arguments = Set(labels.map(Argument.labelled) + (first ? [.unlabelled(0)] : []))
    }

    /// The table. Sources: Apple's SwiftUI, Swift Charts, WidgetKit, ActivityKit,
    /// App Intents and Foundation declarations that take `LocalizedStringKey`,
    /// `LocalizedStringResource` or `String.LocalizationValue`.
    static let apple: [LocalizedAPI] = [
        // Foundation.
        LocalizedAPI("NSLocalizedString", .initialiser),
        LocalizedAPI("LocalizedStringKey", .initialiser, labels: ["stringLiteral"]),
        LocalizedAPI("LocalizedStringResource", .initialiser, labels: ["stringLiteral"]),
        LocalizedAPI("String", .initialiser, first: false, labels: ["localized"]),
        LocalizedAPI("AttributedString", .initialiser, first: false, labels: ["localized"]),
        // SwiftUI views whose first argument is a title key. (`Gauge` has none: its
        // label is a view, `Gauge(value: v) { Text("…") }`, found as `Text`.)
        LocalizedAPI("Text", .initialiser),
        LocalizedAPI("Label", .initialiser),
        LocalizedAPI("Button", .initialiser),
        LocalizedAPI("Toggle", .initialiser),
        LocalizedAPI("Link", .initialiser),
        LocalizedAPI("Picker", .initialiser),
        LocalizedAPI("ProgressView", .initialiser),
        LocalizedAPI("Section", .initialiser),
        LocalizedAPI("Menu", .initialiser),
        LocalizedAPI("Stepper", .initialiser),
        LocalizedAPI("DatePicker", .initialiser),
        LocalizedAPI("TextField", .initialiser),
        LocalizedAPI("SecureField", .initialiser),
        LocalizedAPI("ColorPicker", .initialiser),
        LocalizedAPI("NavigationLink", .initialiser),
        LocalizedAPI("LabeledContent", .initialiser),
        LocalizedAPI("GroupBox", .initialiser),
        LocalizedAPI("DisclosureGroup", .initialiser),
        LocalizedAPI("ControlGroup", .initialiser),
        LocalizedAPI("ShareLink", .initialiser),
        LocalizedAPI("Tab", .initialiser),
        LocalizedAPI("ContentUnavailableView", .initialiser),
        // WidgetKit and ActivityKit.
        LocalizedAPI("ControlWidgetToggle", .initialiser),
        LocalizedAPI("ControlWidgetButton", .initialiser),
        LocalizedAPI("AccessoryWidgetGroup", .initialiser),
        LocalizedAPI("AlertConfiguration", .initialiser, first: false, labels: ["title", "body"]),
        // App Intents.
        LocalizedAPI("IntentDescription", .initialiser, labels: ["categoryName"]),
        LocalizedAPI("IntentDialog", .initialiser, labels: ["full", "supporting"]),
        LocalizedAPI("Parameter", .initialiser, first: false,
                     labels: ["title", "description", "requestValueDialog", "requestDisambiguationDialog"]),
        LocalizedAPI("Property", .initialiser, first: false, labels: ["title"]),
        LocalizedAPI("DisplayRepresentation", .initialiser, first: false, labels: ["title", "subtitle"]),
        LocalizedAPI("TypeDisplayRepresentation", .initialiser, first: false, labels: ["name", "numericFormat"]),
        LocalizedAPI("IntentRecommendation", .initialiser, first: false, labels: ["description"]),
        LocalizedAPI("AppIntentRecommendation", .initialiser, first: false, labels: ["description"]),
        LocalizedAPI("AppShortcut", .initialiser, first: false, labels: ["shortTitle"]),
        // `Summary("Get \(\.$settings)")` looks up `Get ${settings}`.
        LocalizedAPI("Summary", .initialiser),
        // Swift Charts: `.value("Weight", w)` (`PlottableValue.value(_:_:)`, a
        // `LocalizedStringResource` label) and the axis labels. `AxisValueLabel`
        // takes no key: its text is a `Text` in its content closure.
        LocalizedAPI("value", .staticMember),
        LocalizedAPI("chartXAxisLabel", .modifier),
        LocalizedAPI("chartYAxisLabel", .modifier),
        // Modifiers and members.
        LocalizedAPI("configurationDisplayName", .modifier),
        LocalizedAPI("description", .modifier),
        LocalizedAPI("widgetLabel", .modifier),
        // A control's name in the Controls gallery (`ControlWidgetConfiguration.displayName(_:)`).
        LocalizedAPI("displayName", .modifier),
        LocalizedAPI("controlWidgetActionHint", .modifier),
        LocalizedAPI("controlWidgetStatus", .modifier),
        LocalizedAPI("localizedString", .modifier, first: false, labels: ["forKey"]),  // Bundle's
        LocalizedAPI("navigationTitle", .modifier),
        LocalizedAPI("navigationBarTitle", .modifier),
        LocalizedAPI("navigationSubtitle", .modifier),
        LocalizedAPI("accessibilityLabel", .modifier),
        LocalizedAPI("accessibilityHint", .modifier),
        LocalizedAPI("accessibilityValue", .modifier),
        LocalizedAPI("accessibilityAction", .modifier, first: false, labels: ["named"]),
        LocalizedAPI("help", .modifier),
        LocalizedAPI("badge", .modifier),
        LocalizedAPI("alert", .modifier),
        LocalizedAPI("confirmationDialog", .modifier),
        LocalizedAPI("searchable", .modifier, first: false, labels: ["prompt"]),
        LocalizedAPI("result", .modifier, first: false, labels: ["dialog"]),
        LocalizedAPI("needsValueError", .modifier),
    ]

    /// Types a string literal converts to as a localized key: a declaration of
    /// one of these types (`let title: LocalizedStringResource = "…"`, a
    /// computed property, a function's result, a parameter) makes its literal
    /// values keys. Matched by the last component (`String.LocalizationValue`).
    static let localizedTypes: Set<String> = [
        "LocalizedStringKey", "LocalizedStringResource", "LocalizationValue", "IntentDescription",
        "IntentDialog", "DisplayRepresentation", "TypeDisplayRepresentation",
    ]

    /// The Apple rows by name, for lookup while scanning.
    static let appleByName: [String: [LocalizedAPI]] = Dictionary(grouping: apple, by: \.name)
}
