import Foundation
import XCStrings

/// Which rules run and how serious their findings are: `--disable`, `--enable`,
/// `--severity RULE=LEVEL` and the configuration file's `disable`, `enable` and
/// `severity`, plus `[audit-ignore]` in an entry's catalog comment.
///
/// Applied after the audit, over its findings, so that the rules themselves know
/// nothing of it:
///
/// ```swift
/// var control = RuleControl()
/// control.settings = [.disable(.staleKey), .severity(.translationDrift, .error)]
/// control.apply(to: findings, widget: widget, app: app, widgetPath: "Widget.xcstrings")
/// // no stale-key findings; translation-drift findings are errors
/// ```
struct RuleControl: Hashable, Sendable {
    /// One setting; later settings win over earlier ones (the configuration file's
    /// come first, then the command line's in order).
    enum Setting: Hashable, Sendable {
        case disable(AuditRule)
        case enable(AuditRule)
        case severity(AuditRule, AuditSeverity)
    }

    /// The settings in the order given.
    var settings: [Setting] = []

    /// Whether findings of `rule` are reported.
    func isEnabled(_ rule: AuditRule) -> Bool {
        for setting in settings.reversed() {
            switch setting {
            case .disable(rule): return false
            case .enable(rule): return true
            default: continue
            }
        }
        return rule.isEnabledByDefault
    }

    /// The severity the settings give `rule`, or `nil` for its own.
    func severity(of rule: AuditRule) -> AuditSeverity? {
        for case .severity(rule, let level) in settings.reversed() { return level }
        return nil
    }

    /// What is left of `findings` and with which severity, and warnings about
    /// `[audit-ignore: …]` comments that name no rule.
    ///
    /// An entry's comment is looked up by the finding's key in the widget catalog,
    /// or in the app catalog when the widget has no such entry (a missing key).
    ///
    /// - Complexity: O(*n*) in the number of findings; each entry's comment is read once.
    func apply(to findings: [AuditFinding], widget: StringCatalog, app: StringCatalog,
               widgetPath: String) -> (findings: [AuditFinding], problems: [AuditProblem]) {
        var enabled: [AuditRule: Bool] = [:]
        var levels: [AuditRule: AuditSeverity?] = [:]
        for rule in AuditRule.all {
            enabled[rule] = isEnabled(rule)
            levels[rule] = severity(of: rule)
        }
        let adjusts = AuditRule.all.contains { !isEnabled($0) || severity(of: $0) != nil }
        // Without a marker in any comment, no finding is ignored: one pass over
        // the comments instead of a lookup per finding.
        let hasMarkers = [widget, app].contains { catalog in
            catalog.entries.contains { $0.comment.map(IgnoreComment.containsMarker) ?? false }
        }
        if !adjusts && !hasMarkers { return (findings, []) }
        var ignores: [String: IgnoreComment?] = [:]
        var problems: [AuditProblem] = []
        var kept: [AuditFinding] = []
        kept.reserveCapacity(findings.count)
        for var finding in findings where enabled[finding.rule] ?? true {
            if hasMarkers, let key = finding.key {
                let ignore: IgnoreComment?
                if let cached = ignores[key] {
                    ignore = cached
                } else {
                    let entry = widget[key]
                    let comment = (entry ?? app[key])?.comment
                    ignore = comment.flatMap(IgnoreComment.init(comment:))
                    ignores[key] = .some(ignore)
                    if let ignore, !ignore.unknown.isEmpty {
                        let place = entry?.location
                        problems.append(AuditProblem(
                            level: .warning, path: entry == nil ? nil : widgetPath, line: place?.line, column: place?.column,
                            message: "the comment of \(key.quotedForMessage) ignores "
                                + ignore.unknown.map { "'\($0)'" }.joined(separator: ", ") + ", which is not a rule"
                                + AuditRule.suggestion(for: ignore.unknown[0])))
                    }
                }
                if let ignore, ignore.covers(finding.rule) { continue }
            }
            if let level = levels[finding.rule] ?? nil { finding.severity = level }
            kept.append(finding)
        }
        return (kept, problems)
    }

    /// What `--fix` may copy: nothing for a disabled rule, and nothing into an
    /// entry whose comment ignores the rule that would have reported it
    /// (`missing-key` for a new entry, read from the app's entry;
    /// `missing-translation` for a copy into an existing widget entry;
    /// `missing-language` for a language the widget has nowhere, per rule only).
    ///
    /// - Complexity: O(*k*) in the number of copies, plus the widget's languages
    ///   when some copies must be told apart.
    func restrict(_ plan: CatalogFixPlan, app: StringCatalog, widget: StringCatalog) -> CatalogFixPlan {
        let keysIgnoring = { (catalog: StringCatalog, key: String, rule: AuditRule) -> Bool in
            catalog[key]?.comment.flatMap(IgnoreComment.init(comment:))?.covers(rule) ?? false
        }
        let missingKey = isEnabled(.missingKey), translation = isEnabled(.missingTranslation)
        let language = isEnabled(.missingLanguage)
        let widgetLanguages = translation && language ? [] : Set(widget.languages)
        return plan.filtered(
            keepingEntry: { key in missingKey && !keysIgnoring(app, key, .missingKey) },
            keepingCopy: { key, code in
                guard !keysIgnoring(widget, key, .missingTranslation) else { return false }
                if translation && language { return true }
                return widgetLanguages.contains(code) ? translation : language
            })
    }

    /// Parses `RULE` for `--disable`/`--enable`, `RULE=LEVEL` for `--severity`.
    ///
    /// - Throws: ``AuditUsageError`` for an unknown rule (with a suggestion) or level.
    static func rule(_ identifier: String, option: String) throws(AuditUsageError) -> AuditRule {
        guard let rule = AuditRule(identifier: identifier) else {
            throw AuditUsageError(message: "option '\(option)': unknown rule '\(identifier)'" + AuditRule.suggestion(for: identifier))
        }
        return rule
    }

    /// The severity named `error`, `warning` or `note`, or `nil`.
    static func level(_ name: String) -> AuditSeverity? {
        AuditSeverity(rawValue: name)
    }
}

/// `[audit-ignore]` (every rule) or `[audit-ignore: rule, rule]` in a comment.
struct IgnoreComment: Hashable, Sendable {
    /// The rules ignored, or `nil` for every rule.
    var rules: Set<AuditRule>?
    /// Identifiers in the brackets that are not rules.
    var unknown: [String] = []

    /// The ignore markers of `comment` (several are merged), or `nil` when it has none.
    init?(comment: String) {
        // Most comments have no marker: a byte search settles those at once.
        guard Self.containsMarker(comment) else { return nil }
        var rules: Set<AuditRule>? = []
        var found = false
        var rest = comment[...]
        while let start = rest.range(of: "[audit-ignore") {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "]") else { break }
            let inside = rest[..<end]
            rest = rest[rest.index(after: end)...]
            if inside.allSatisfy({ $0 == " " }) {
                found = true
                rules = nil
            } else if inside.first == ":" {
                found = true
                for name in inside.dropFirst().split(separator: ",") {
                    let identifier = name.trimmingCharacters(in: .whitespaces)
                    guard !identifier.isEmpty else { continue }
                    if let rule = AuditRule(identifier: identifier) { rules?.insert(rule) } else { unknown.append(identifier) }
                }
            }
        }
        guard found else { return nil }
        self.rules = rules
    }

    /// Whether findings of `rule` are ignored.
    func covers(_ rule: AuditRule) -> Bool {
        rules?.contains(rule) ?? true
    }

    private static let marker = Array("[audit-ignore".utf8)

    /// Whether the UTF-8 of `comment` contains `[audit-ignore`.
    static func containsMarker(_ comment: String) -> Bool {
        let marker = Self.marker
        var comment = comment
        return comment.withUTF8 { bytes in
            guard bytes.count >= marker.count else { return false }
            var at = 0
            while let start = bytes[at...].firstIndex(of: UInt8(ascii: "[")) {
                if start + marker.count > bytes.count { return false }
                if bytes[start..<(start + marker.count)].elementsEqual(marker) { return true }
                at = start + 1
            }
            return false
        }
    }
}
