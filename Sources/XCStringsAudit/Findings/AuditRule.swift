/// A rule the audit checks, identified by its identifier.
///
/// Each rule is one file, `Rules/<RuleName>.swift`, that holds its
/// ``RuleDescription`` (declared there as a static member of this type) and its
/// check, which the catalog walk (`CatalogWalk/`) or the code rules' walk over the
/// widget's Swift files (`CodeRules/`) calls. ``all`` lists them once, and that list decides every order:
/// output ties, baselines, `--help`, SARIF and the documentation.
///
/// ```swift
/// AuditRule.missingKey.identifier   // "missing-key"
/// AuditRule.missingKey.severity     // .error
/// ```
struct AuditRule: Sendable, Hashable, Comparable {
    /// What the rule is: its identifier, severity, texts and examples.
    let definition: RuleDescription

    init(_ definition: RuleDescription) {
        self.definition = definition
    }

    /// The rule's identifier, as printed (`"missing-key"`). It is part of the
    /// command-line interface: it appears in every output format, in baselines
    /// and in CI filters.
    var identifier: String { definition.identifier }

    /// How serious a finding of this rule is, unless rule control says otherwise.
    var severity: AuditSeverity { definition.severity }

    /// Whether `--fix` can repair findings of this rule (by copying from the app).
    var isFixable: Bool { definition.fixability != nil }

    /// Whether the rule reads the widget's Swift code (`--sources`) rather than
    /// the catalogs; its findings are silenced by `// xcstrings-audit:ignore RULE`.
    var readsCode: Bool { definition.input == .code }

    /// One line saying when the rule fires, for `--help`.
    var summary: String { definition.summary }

    /// Whether the rule runs without `--enable`.
    var isEnabledByDefault: Bool { definition.isEnabledByDefault }

    static func == (lhs: AuditRule, rhs: AuditRule) -> Bool {
        lhs.identifier == rhs.identifier
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
    }

    /// Rules in the order of ``all``, which is also the order of ties in output.
    static func < (lhs: AuditRule, rhs: AuditRule) -> Bool {
        lhs.rank < rhs.rank
    }

    /// The rule's position in ``all``.
    private var rank: Int {
        Self.ranks[identifier] ?? Self.all.count
    }

    private static let ranks = Dictionary(uniqueKeysWithValues: all.enumerated().map { ($1.identifier, $0) })
}

/// How serious a finding is. Errors fail the audit; warnings fail it with
/// `--strict`; notes never do.
enum AuditSeverity: String, Sendable, Comparable {
    /// Fails the audit (exit status 1).
    case error
    /// Fails the audit only with `--strict`.
    case warning
    /// Never fails the audit.
    case note

    /// Errors first, then warnings, then notes.
    static func < (lhs: AuditSeverity, rhs: AuditSeverity) -> Bool {
        lhs.rank < rhs.rank
    }

    private var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .note: 2
        }
    }
}
