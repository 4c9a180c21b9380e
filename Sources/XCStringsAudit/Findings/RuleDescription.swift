import XCStrings

/// Everything a user reads about a rule, declared once in the rule's own file:
/// `--help`, SARIF's rule metadata, the README's rules table, the rules reference
/// in `Documentation/` and the examples that run as tests all come from it.
///
/// ```swift
/// AuditRule.needsReview.definition.summary   // "a widget unit is in state needs_review"
/// ```
struct RuleDescription: Sendable {
    /// What a rule reads.
    enum Input: Sendable {
        /// The two catalogs (or a project's tables).
        case catalogs
        /// The widget's Swift sources (`--sources`).
        case code
    }

    /// The identifier (`"missing-key"`): kebab case, unique.
    var identifier: String
    /// The severity of its findings unless rule control changes it.
    var severity: AuditSeverity
    /// What the rule reads.
    var input: Input
    /// When `--fix` repairs its findings (`"yes, when the app has it"`), or `nil`
    /// when it never does.
    var fixability: String?
    /// One line saying when it fires, for `--help` and SARIF's `shortDescription`.
    var summary: String
    /// Why it matters to a widget, for SARIF's `fullDescription`.
    var rationale: String
    /// What to do about a finding, for SARIF's `help` (the ways to accept one are added).
    var howToFix: String
    /// Exactly what it reports and what it leaves alone, for the reference (Markdown).
    var details: String
    /// The severity as the documentation gives it, where some findings of the
    /// rule have another one than ``severity`` (`"error, or warning"`).
    var severityDescription: String? = nil
    /// Inputs on which the rule must report at least one finding.
    var triggering: [RuleExample]
    /// Inputs on which it must report nothing.
    var nonTriggering: [RuleExample]
    /// Whether it runs without `--enable`.
    var isEnabledByDefault = true
    /// The check of a catalog rule that needs nothing from the walk but each
    /// widget localization in use (with units, in a language `--languages`
    /// allows): the walk calls it once per localization, so that such a rule is
    /// its file and a line in ``AuditRule/all``. `nil` for the rules whose checks
    /// the walk calls itself, with what it found on the way.
    var localizationCheck: (@Sendable (LocalizationCheckInput) -> [AuditFinding])? = nil
    /// How the rule decides what it reports and the evidence for it (Markdown
    /// paragraphs), for the reference page only; `nil` when ``details`` says all.
    var notes: String? = nil
}

/// What the catalog walk hands a ``RuleDescription/localizationCheck``: one
/// widget localization in use, and the audit for the finding's place and text.
struct LocalizationCheckInput {
    var audit: CatalogAudit
    var entry: StringCatalog.Entry
    var language: String
    var localization: StringCatalog.Localization
}

/// An input a rule is shown on, and tested on: an app and a widget catalog, and
/// the widget's Swift files. Written compactly (see ``ExampleCatalog``) and made
/// into real files by the tests and the documentation generator.
struct RuleExample: Sendable {
    /// The app's catalog.
    var app: ExampleCatalog
    /// The widget's catalog.
    var widget: ExampleCatalog
    /// The widget's Swift files: name → contents (given to `--sources`).
    var sources: [String: String] = [:]
    /// Extra command-line arguments (`--all-keys`).
    var arguments: [String] = []
}

/// A String Catalog written as keys → languages → values, for rule examples.
///
/// ```swift
/// let catalog: ExampleCatalog = ["Start": ["en": "Start", "ar": .needsReview("ابدأ")]]
/// catalog.json   // {"sourceLanguage":"en","strings":{"Start":{…}},"version":"1.0"}
/// ```
struct ExampleCatalog: Sendable, ExpressibleByDictionaryLiteral {
    var sourceLanguage = "en"
    var entries: [(key: String, entry: ExampleEntry)]

    init(sourceLanguage: String = "en", _ entries: KeyValuePairs<String, ExampleEntry>) {
        self.sourceLanguage = sourceLanguage
        self.entries = entries.map { ($0.key, $0.value) }
    }

    init(dictionaryLiteral elements: (String, ExampleEntry)...) {
        entries = elements.map { ($0.0, $0.1) }
    }

    /// The catalog as a `.xcstrings` file (keys in the order given).
    var json: String {
        let strings = entries.map { "\(Self.quoted($0.key)):\($0.entry.json)" }.joined(separator: ",")
        return "{\"sourceLanguage\":\(Self.quoted(sourceLanguage)),\"strings\":{\(strings)},\"version\":\"1.0\"}\n"
    }

    /// `text` as a JSON string literal.
    static func quoted(_ text: String) -> String {
        FindingFormatter.jsonString(text)
    }
}

/// One catalog entry of an example: its localizations, and what Xcode says of it.
struct ExampleEntry: Sendable, ExpressibleByDictionaryLiteral {
    var localizations: [(language: String, unit: ExampleUnit)]
    /// `extractionState: stale`.
    var isStale = false
    /// `extractionState: manual` (a key Xcode did not extract).
    var isManual = false
    /// The entry's comment.
    var comment: String?

    init(dictionaryLiteral elements: (String, ExampleUnit)...) {
        localizations = elements.map { ($0.0, $0.1) }
    }

    /// The same entry marked `extractionState: stale`.
    var stale: ExampleEntry {
        var copy = self
        copy.isStale = true
        return copy
    }

    /// The same entry marked `extractionState: manual`.
    var manual: ExampleEntry {
        var copy = self
        copy.isManual = true
        return copy
    }

    var json: String {
        var members: [String] = []
        if let comment { members.append("\"comment\":\(ExampleCatalog.quoted(comment))") }
        if isStale { members.append("\"extractionState\":\"stale\"") }
        if isManual { members.append("\"extractionState\":\"manual\"") }
        let localized = localizations.map { "\(ExampleCatalog.quoted($0.language)):\($0.unit.json)" }
        members.append("\"localizations\":{\(localized.joined(separator: ","))}")
        return "{\(members.joined(separator: ","))}"
    }
}

/// A localization of an example entry: a string unit in some state, or a plural.
enum ExampleUnit: Sendable, ExpressibleByStringLiteral {
    /// A unit in state `translated`.
    case translated(String)
    /// A unit in state `new` (an untranslated placeholder).
    case new(String)
    /// A unit in state `needs_review`.
    case needsReview(String)
    /// A unit in state `machine_translated`.
    case machineTranslated(String)
    /// A plural variation: category → value, each `translated`.
    case plural(KeyValuePairs<String, String>)

    init(stringLiteral value: String) {
        self = .translated(value)
    }

    /// The unit as the documentation shows it: `"ابدأ"`, `"Start" (new)`, a plural's cases.
    var summary: String {
        switch self {
        case .translated(let value): ExampleCatalog.quoted(value)
        case .new(let value): "\(ExampleCatalog.quoted(value)) (new)"
        case .needsReview(let value): "\(ExampleCatalog.quoted(value)) (needs_review)"
        case .machineTranslated(let value): "\(ExampleCatalog.quoted(value)) (machine_translated)"
        case .plural(let cases): "plural " + cases.map { "\($0.key) \(ExampleCatalog.quoted($0.value))" }.joined(separator: ", ")
        }
    }

    var json: String {
        func unit(_ state: String, _ value: String) -> String {
            "{\"stringUnit\":{\"state\":\"\(state)\",\"value\":\(ExampleCatalog.quoted(value))}}"
        }
        switch self {
        case .translated(let value): return unit("translated", value)
        case .new(let value): return unit("new", value)
        case .needsReview(let value): return unit("needs_review", value)
        case .machineTranslated(let value): return unit("machine_translated", value)
        case .plural(let cases):
            let variants = cases.map { "\(ExampleCatalog.quoted($0.key)):\(unit("translated", $0.value))" }
            return "{\"variations\":{\"plural\":{\(variants.joined(separator: ","))}}}"
        }
    }
}
