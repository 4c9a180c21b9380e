import XCStrings

extension AuditRule {
    /// A widget plural variant leaves out the number, though its category stands
    /// for several numbers.
    static let pluralDropsNumber: AuditRule = AuditRule(RuleDescription(
        identifier: "plural-drops-number",
        // Wrong text for some counts (21 minutes read as "one minute"), right for
        // the others: a defect, but not every user sees it.
        severity: .warning,
        input: .catalogs,
        fixability: nil,
        summary: "a widget plural variant omits the number, but its category also covers other numbers (ru one: 21)",
        rationale: "A plural variant that spells its count out (\"one minute\") is right only when its category "
            + "is one number. Russian `one` is also 21, 31, 101…; French and Brazilian Portuguese `one` is 0 as "
            + "well as 1. For those counts the widget shows \"one minute\" where the user waits 21 or none.",
        howToFix: "Put the number's specifier in the variant (%lld, or %arg in a substitution), as `other` has it.",
        details: "a variant of a widget plural for L without the plural's number (no integer or floating-point "
            + "specifier, no `%arg`, no substitution) while the plural's `other` variant shows it, when ICU's "
            + "plural rules for L select the variant's category for more than one integer of 0…1000 (Russian, "
            + "Ukrainian `one`: 1, 21, 31…; French, Brazilian Portuguese `one`: 0 and 1). A category that is one "
            + "number (English `one`, Arabic and Hebrew `two`, Arabic `zero`) may spell "
            + "it out, and a plural whose `other` has no number either only picks a word's form",
        triggering: [
            RuleExample(app: ["%lld min": ["en": .plural(["one": "%lld min", "other": "%lld min"])]],
                        widget: ["%lld min": ["en": .plural(["one": "One minute", "other": "%lld minutes"]),
                                              "ru": .plural(["one": "Одна минута", "few": "%lld минуты",
                                                             "many": "%lld минут", "other": "%lld минуты"])]]),
            RuleExample(app: ["%lld min": ["en": .plural(["one": "%lld min", "other": "%lld min"])]],
                        widget: ["%lld min": ["en": .plural(["one": "%lld min", "other": "%lld min"]),
                                              "fr": .plural(["one": "Une minute", "other": "%lld minutes"])]]),
        ],
        nonTriggering: [
            // One number each: English `one`, Hebrew `one` and `two`.
            RuleExample(app: ["%lld min": ["en": .plural(["one": "%lld min", "other": "%lld min"])]],
                        widget: ["%lld min": ["en": .plural(["one": "One minute", "other": "%lld minutes"]),
                                              "he": .plural(["one": "דקה אחת", "two": "שתי דקות",
                                                             "other": "%lld דקות"])]]),
            // The number is shown elsewhere: the plural only picks the word's form.
            RuleExample(app: ["%lld min": ["en": .plural(["one": "min", "other": "min"])]],
                        widget: ["%lld min": ["en": .plural(["one": "minute", "other": "minutes"]),
                                              "ru": .plural(["one": "минута", "few": "минуты", "many": "минут",
                                                             "other": "минуты"])]]),
        ],
        localizationCheck: { input in
            let localization = input.localization
            guard localization.plainUnit == nil, localization.hasVariationsOrSubstitutions,
                  let requirements = PluralCategoryRequirements.shared.requirements(for: input.language)
            else { return [] }
            let several = requirements.filter(\.coversSeveralNumbers)
            guard !several.isEmpty else { return [] }
            let audit = input.audit, key = input.entry.key, language = input.language
            var found: [(place: String, finding: AuditFinding)] = []
            localization.forEachPlural { substitution, within, cases in
                guard let other = cases["other"]?.stringUnit?.value,
                      CatalogAudit.showsNumber(other, inSubstitution: substitution != nil) else { return }
                for requirement in several where requirement.category != "other" {
                    guard let variant = cases[requirement.category], let value = variant.stringUnit?.value,
                          !value.isEmpty,
                          !CatalogAudit.showsNumber(value, inSubstitution: substitution != nil) else { continue }
                    let placeParts = [substitution.map { "substitution \($0.quotedForMessage)" }, within]
                        .compactMap { $0 }
                    let place = placeParts.joined(separator: ", ")
                    let which = place.isEmpty ? "plural" : "plural (\(place))"
                    let here = audit.place(variant.location ?? localization.location ?? input.entry.location)
                    found.append((place + " " + requirement.category, audit.finding(
                        .pluralDropsNumber, key: key, language: language, at: here,
                        "the \(language) \(which) of \(key.quotedForMessage) says \(value.quotedForMessage) for "
                            + "`\(requirement.category)` without the number, but ICU's plural rules for \(language) "
                            + "select `\(requirement.category)` for \(CatalogAudit.numbers(requirement)): the widget "
                            + "shows this text for each of them. Put the number in the variant, as `other` "
                            + "(\(other.quotedForMessage)) has it.")))
                }
            }
            found.sort { $0.place.utf8.lexicographicallyPrecedes($1.place.utf8) }
            return found.map(\.finding)
        }))
}

extension CatalogAudit {
    /// Whether a plural variant shows a number: an integer or floating-point
    /// specifier, `%arg` (a substitution's own number) or a substitution.
    static func showsNumber(_ value: String, inSubstitution: Bool) -> Bool {
        FormatString.specifiers(in: value, inSubstitutionVariant: inSubstitution).contains { specifier in
            switch specifier.kind {
            case .substitutionArgument, .substitution: true
            case .argument: specifier.category == .integer || specifier.category == .floating
            case .percent, .invalid: false
            }
        }
    }

    /// The integers a category stands for, as a message says them: `0 and 1`,
    /// `1, 21, 31, 41…`.
    static func numbers(_ requirement: PluralCategoryRequirements.Requirement) -> String {
        let shown = requirement.examples.map(String.init)
        if requirement.count > shown.count { return shown.joined(separator: ", ") + "…" }
        guard shown.count > 1 else { return shown.joined() }
        return shown.dropLast().joined(separator: ", ") + " and " + shown[shown.count - 1]
    }
}
