import XCStrings

extension CatalogAudit {
    /// What one walk over a widget localization's units found.
    struct UnitSummary {
        var review: CatalogUnitLeaf?
        var empty: CatalogUnitLeaf?
        /// Some unit is non-empty and not `new`.
        var hasAny = false
        /// There are units, and every one is non-empty and not `new`.
        var isUsable = false
        /// There is at least one unit.
        var hasUnits = false
        var mismatch: (path: CatalogLeafPath, value: String, problem: FormatProblem, location: StringCatalog.SourceLocation?)?
        /// Some plural variation lacks a category the language needs.
        var lacksPluralCategory = false
    }

    /// What a widget localization's units say: review, empty, usable, format, and
    /// whether a plural variation lacks a category `requiredPlurals` names.
    func summarize(_ localization: StringCatalog.Localization, plain: StringCatalog.StringUnit?,
                           reference: FormatReference, requiredPlurals: PluralCategorySet) -> UnitSummary {
        var summary = UnitSummary()
        if let unit = plain {
            summary.hasUnits = true
            let translated = !unit.value.isEmpty && !unit.isNew
            summary.hasAny = translated
            summary.isUsable = translated
            if unit.needsReview || unit.value.isEmpty {
                let leaf = CatalogUnitLeaf(path: CatalogLeafPath(), state: unit.state, value: unit.value,
                                           isEmpty: unit.value.isEmpty)
                if unit.needsReview { summary.review = leaf }
                if !unit.isNew && unit.value.isEmpty { summary.empty = leaf }
            }
            // An empty value has no specifiers to compare: it is reported as empty.
            if !unit.value.isEmpty, let problem = reference.problem(inPlainValue: unit.value) {
                summary.mismatch = (CatalogLeafPath(), unit.value, problem, nil)
            }
            return summary
        }
        let substitutions = localization.substitutions
        let alike = reference.agrees(with: substitutions)
        // One walk settles the usual case, nothing to report, without building a
        // leaf or a path per unit; only what it flags is walked again, by path.
        let facts = localization.unitFacts(requiredPlurals: requiredPlurals) { value, inPlural in
            reference.problem(inValue: value, substitutions: substitutions, alike: alike, inPlural: inPlural) == nil
        }
        summary.lacksPluralCategory = facts.lacksPluralCategory
        summary.hasUnits = facts.hasUnits
        summary.hasAny = facts.anyUsable
        summary.isUsable = facts.hasUnits && facts.allUsable
        guard facts.needsCloserLook else { return summary }
        // The first leaf of each kind in path order (``CatalogLeafPath/precedes(_:_:)``),
        // each leaf's order text made once instead of once per comparison.
        var reviewOrder = "", emptyOrder = "", mismatchOrder = ""
        localization.forEachUnit { leaf in
            let isReview = leaf.state == .needsReview
            let isEmpty = leaf.state != .new && leaf.isEmpty
            let problem = reference.problem(inLeaf: leaf, substitutions: substitutions, alike: alike)
            guard isReview || isEmpty || problem != nil else { return }
            let order = leaf.path.orderText
            func first(_ current: String, _ found: Bool) -> Bool {
                !found || CatalogLeafPath.precedes(order: order, current)
            }
            if isReview, first(reviewOrder, summary.review != nil) {
                summary.review = leaf
                reviewOrder = order
            }
            if isEmpty, first(emptyOrder, summary.empty != nil) {
                summary.empty = leaf
                emptyOrder = order
            }
            if let problem, first(mismatchOrder, summary.mismatch != nil) {
                summary.mismatch = (leaf.path, leaf.value, problem, leaf.location)
                mismatchOrder = order
            }
        }
        return summary
    }
}
