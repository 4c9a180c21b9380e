import XCStrings

extension AuditRule {
    /// A widget unit is in state `needs_review`.
    static let needsReview = AuditRule(RuleDescription(
        identifier: "needs-review",
        severity: .warning,
        input: .catalogs,
        fixability: nil,
        summary: "a widget unit is in state needs_review",
        rationale: "A widget string unit is in state needs_review: a translator or Xcode flagged it after the source "
            + "changed. It is still shown as written.",
        howToFix: "Review the translation and mark it translated.",
        details: "a widget unit in use in state `needs_review`. Where the flag is the table's usual state in a "
            + "language — at least \(RoutineReview.minimumFlagged) of its translations there carry it, and "
            + "\(RoutineReview.percentage)% or more — it marks no changed source text in particular (a translation "
            + "tool's import leaves it on every text): the widget's texts in that language are then one note, "
            + "a reminder to review them, as for machine_translated",
        severityDescription: "warning, or note",
        triggering: [
            RuleExample(app: ["Start": ["en": "Start", "ar": "ابدأ"]],
                        widget: ["Start": ["en": "Start", "ar": .needsReview("ابدأ")]]),
        ],
        nonTriggering: [
            RuleExample(app: ["Start": ["en": "Start", "ar": "ابدأ"]],
                        widget: ["Start": ["en": "Start", "ar": "ابدأ"]]),
        ]))
}

extension CatalogAudit {
    /// The check, on the first unit in `needs_review` that the walk found in one
    /// widget localization.
    func needsReviewFinding(_ entry: StringCatalog.Entry, language: String, review: CatalogUnitLeaf,
                            at here: Place) -> AuditFinding {
        finding(.needsReview, key: entry.key, language: language, at: at(review.location, else: here),
            "the \(language) translation of \(entry.key.quotedForMessage) (\(review.value.quotedForMessage)) "
                + "is marked needs_review. Review it and mark it translated.")
    }
}

/// The `needs-review` findings of a language whose translations in the table
/// mostly carry the flag, folded into one note: there the flag is the table's
/// usual state (a translation tool's import leaves it on every text), not a
/// source text that changed after its translation.
enum RoutineReview {
    /// The fewest flagged translations of a language for the flag to be its
    /// table's usual state: more than one round of edits to a widget's texts flags.
    static let minimumFlagged = 20
    /// The share of a language's translations, in percent, that must carry the flag.
    static let percentage = 50

    /// `findings` with the `needs-review` findings of `table` (at `path`) in each
    /// language where the flag is routine replaced by one note, at the first of them.
    ///
    /// - Complexity: O(*n*) in the findings; and, when a `needs-review` finding
    ///   is among them, in the table's localizations.
    static func collapse(_ findings: [AuditFinding], table: StringCatalog, path: String) -> [AuditFinding] {
        guard findings.contains(where: { $0.rule == .needsReview && $0.file == path }) else { return findings }
        let routine = routineLanguages(of: table)
        guard !routine.isEmpty else { return findings }
        var folded: [String: [AuditFinding]] = [:]
        var kept: [AuditFinding] = []
        for finding in findings {
            if finding.rule == .needsReview, finding.file == path, let language = finding.language,
               routine[language] != nil {
                folded[language, default: []].append(finding)
            } else {
                kept.append(finding)
            }
        }
        for (language, group) in folded {
            let sorted = AuditFinding.sorted(group)
            let (flagged, counted) = routine[language]!
            let keys = sorted.compactMap(\.key)
            let shown = keys.prefix(3).map(\.quotedForMessage).joined(separator: ", ")
                + (keys.count > 3 ? " and \(keys.count - 3) more" : "")
            var note = sorted[0]
            note.message = "\(keys.count) \(language) \(keys.count == 1 ? "translation" : "translations") the widget "
                + "uses (\(shown)) \(keys.count == 1 ? "is" : "are") marked needs_review, as are \(flagged) of the "
                + "table's \(counted) \(language) translations: here the flag is the table's usual state, not a "
                + "source text that changed. Have the widget's \(language) texts reviewed and mark them translated."
            note.severity = .note
            note.keys = keys
            kept.append(note)
        }
        return AuditFinding.sorted(kept)
    }

    /// The languages of `table` (not its source language) whose usable
    /// translations mostly carry `needs_review`, with the flagged and counted
    /// numbers.
    ///
    /// - Complexity: O(*n*) in the table's localizations and their units.
    static func routineLanguages(of table: StringCatalog) -> [String: (flagged: Int, counted: Int)] {
        var tallies: [String: (flagged: Int, counted: Int)] = [:]
        let source = table.sourceLanguage
        for entry in table.entries {
            let localizations = entry.localizations
            for position in localizations.indices where localizations.keys[position] != source {
                let localization = localizations.values[position]
                guard localization.isUsableTranslation else { continue }
                var isFlagged = false
                if let unit = localization.plainUnit {
                    isFlagged = unit.needsReview
                } else {
                    localization.forEachUnit { leaf in if leaf.state == .needsReview { isFlagged = true } }
                }
                tallies[localizations.keys[position], default: (0, 0)].counted += 1
                if isFlagged { tallies[localizations.keys[position], default: (0, 0)].flagged += 1 }
            }
        }
        return tallies.filter { $0.value.flagged >= minimumFlagged && $0.value.flagged * 100 >= $0.value.counted * percentage }
    }
}
