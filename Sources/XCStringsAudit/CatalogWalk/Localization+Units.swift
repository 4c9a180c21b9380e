import Foundation
import XCStrings

/// Where a unit sits inside a localization, without building strings: the
/// substitution it belongs to (if any), and up to two variation steps
/// (`device iphone` → `plural one`). Deeper nesting, which Xcode does not write,
/// is folded into the second step's name.
struct CatalogLeafPath: Hashable {
    enum Kind: UInt8 { case none, plural, device, stringSet }

    var substitution: String?
    var outerKind = Kind.none
    var outerName = ""
    var innerKind = Kind.none
    var innerName = ""

    /// Whether a plural variation selects this unit (it may omit the count).
    var isInPlural: Bool { outerKind == .plural || innerKind == .plural }

    /// `plural.one`, `device.iphone.plural.other`, `substitutions.n.plural.few`, `""`.
    var description: String {
        var parts: [String] = []
        if let substitution { parts += ["substitutions", substitution] }
        for (kind, name) in [(outerKind, outerName), (innerKind, innerName)] {
            switch kind {
            case .none: continue
            case .plural: parts += ["plural", name]
            case .device: parts += ["device", name]
            case .stringSet: parts.append("stringSet")
            }
        }
        return parts.joined(separator: ".")
    }

    /// The same path without the `plural.`/`device.` words, for messages: `iphone: `, `one: `.
    var shortLabel: String {
        [outerKind == .none || outerKind == .stringSet ? nil : outerName,
         innerKind == .none ? nil : innerName].compactMap { $0 }.joined(separator: " ")
    }

    /// Orders paths for a stable choice among several.
    static func precedes(_ lhs: CatalogLeafPath, _ rhs: CatalogLeafPath) -> Bool {
        precedes(order: lhs.orderText, rhs.orderText)
    }

    /// The text paths are ordered by: made once, for a path compared many times.
    var orderText: String { description }

    /// ``precedes(_:_:)`` over two paths' ``orderText``.
    static func precedes(order lhs: String, _ rhs: String) -> Bool {
        lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
    }
}

/// One translatable unit inside a localization: the string unit, a string set,
/// a variation leaf or a substitution's variation leaf.
struct CatalogUnitLeaf {
    var path: CatalogLeafPath
    var state: StringCatalog.TranslationState
    /// The value; a string set's values joined by line feeds.
    var value: String
    /// Whether the value is empty (a string set with no values, or an empty one).
    var isEmpty: Bool
    /// Where the variant's key was in the file (`"few"`, `"iphone"`); `nil` for
    /// the localization's own unit and for units made in code.
    var location: StringCatalog.SourceLocation? = nil
}

extension StringCatalog.Localization {
    /// The string unit when the localization is nothing else (one getter call:
    /// each copies the unit).
    var plainUnit: StringCatalog.StringUnit? {
        hasMoreThanStringUnit ? nil : stringUnit
    }

    /// Calls `body` for every unit, in no particular order.
    ///
    /// - Complexity: O(*u*) in the number of units; no allocation per unit.
    func forEachUnit(_ body: (CatalogUnitLeaf) -> Void) {
        if let unit = stringUnit {
            body(CatalogUnitLeaf(path: CatalogLeafPath(), state: unit.state, value: unit.value, isEmpty: unit.value.isEmpty))
        }
        if let set = stringSet {
            var path = CatalogLeafPath()
            path.outerKind = .stringSet
            body(CatalogUnitLeaf(path: path, state: set.state, value: set.values.joined(separator: "\n"),
                                 isEmpty: set.values.isEmpty || set.values.contains(where: \.isEmpty)))
        }
        if let variations {
            Self.forEachUnit(in: variations, path: CatalogLeafPath(), depth: 0, body)
        }
        if let substitutions {
            for (name, substitution) in substitutions {
                guard let variations = substitution.variations else { continue }
                var path = CatalogLeafPath()
                path.substitution = name
                Self.forEachUnit(in: variations, path: path, depth: 0, body)
            }
        }
    }

    private static func forEachUnit(in variations: StringCatalog.Variations, path: CatalogLeafPath, depth: Int,
                                    _ body: (CatalogUnitLeaf) -> Void) {
        func walk(_ cases: [String: StringCatalog.Variation], _ kind: CatalogLeafPath.Kind) {
            for index in cases.indices {
                let name = cases.keys[index]
                var leafPath = path
                switch depth {
                case 0:
                    leafPath.outerKind = kind
                    leafPath.outerName = name
                case 1:
                    leafPath.innerKind = kind
                    leafPath.innerName = name
                default:
                    leafPath.innerName += "." + (kind == .plural ? "plural." : "device.") + name
                }
                if let unit = cases.values[index].stringUnit {
                    body(CatalogUnitLeaf(path: leafPath, state: unit.state, value: unit.value, isEmpty: unit.value.isEmpty,
                                         location: cases.values[index].location))
                }
                if let nested = cases.values[index].variations {
                    forEachUnit(in: nested, path: leafPath, depth: depth + 1, body)
                }
            }
        }
        if let plural = variations.plural { walk(plural, .plural) }
        if let device = variations.device { walk(device, .device) }
    }

    /// Calls `body` for every plural variation: the substitution it belongs to,
    /// the device variant it sits in (`"device iphone"`), and its cases.
    func forEachPlural(_ body: (_ substitution: String?, _ within: String?,
                                _ cases: [String: StringCatalog.Variation]) -> Void) {
        func walk(_ variations: StringCatalog.Variations, substitution: String?, within: String?, depth: Int) {
            guard depth < 8 else { return }
            if let plural = variations.plural {
                body(substitution, within, plural)
                for (name, variation) in plural {
                    if let nested = variation.variations {
                        walk(nested, substitution: substitution,
                             within: (within.map { $0 + ", " } ?? "") + "plural \(name)", depth: depth + 1)
                    }
                }
            }
            if let device = variations.device {
                for (name, variation) in device {
                    if let nested = variation.variations {
                        walk(nested, substitution: substitution,
                             within: (within.map { $0 + ", " } ?? "") + "device \(name)", depth: depth + 1)
                    }
                }
            }
        }
        if let variations { walk(variations, substitution: nil, within: nil, depth: 0) }
        if let substitutions {
            for (name, substitution) in substitutions {
                if let variations = substitution.variations { walk(variations, substitution: name, within: nil, depth: 0) }
            }
        }
    }

    /// The unit at `path`, if this localization has one there.
    func unit(at path: CatalogLeafPath) -> StringCatalog.StringUnit? {
        if path.outerKind == .none { return path.substitution == nil ? stringUnit : nil }
        if path.outerKind == .stringSet { return nil }
        let root = path.substitution.map { substitutions?[$0]?.variations } ?? variations
        guard let root else { return nil }
        guard let outer = Self.variation(in: root, path.outerKind, path.outerName) else { return nil }
        if path.innerKind == .none { return outer.stringUnit }
        guard let nested = outer.variations,
              let inner = Self.variation(in: nested, path.innerKind, path.innerName) else { return nil }
        return inner.stringUnit
    }

    private static func variation(in variations: StringCatalog.Variations, _ kind: CatalogLeafPath.Kind,
                                  _ name: String) -> StringCatalog.Variation? {
        switch kind {
        case .plural: variations.plural?[name]
        case .device: variations.device?[name]
        default: nil
        }
    }

    /// Whether this is a usable translation: at least one unit, and every unit
    /// non-empty and not in state `new`.
    ///
    /// - Complexity: O(*u*) in the number of units; it stops at the first unusable
    ///   unit and builds no leaf or path (this runs for every app localization the
    ///   widget shares). ``unitFacts(requiredPlurals:formatAgrees:)`` knows the same
    ///   but cannot stop early: the audit took 4% longer with it here.
    var isUsableTranslation: Bool {
        if let unit = plainUnit {
            return Self.isUsable(unit)
        }
        var any = false
        if let unit = stringUnit {
            guard Self.isUsable(unit) else { return false }
            any = true
        }
        if let set = stringSet {
            guard set.state != .new, !set.values.isEmpty, !set.values.contains(where: \.isEmpty) else { return false }
            any = true
        }
        if let variations {
            guard Self.allUsable(in: variations, any: &any) else { return false }
        }
        if let substitutions {
            for substitution in substitutions.values {
                guard let variations = substitution.variations else { continue }
                guard Self.allUsable(in: variations, any: &any) else { return false }
            }
        }
        return any
    }

    private static func isUsable(_ unit: StringCatalog.StringUnit) -> Bool {
        !unit.value.isEmpty && !unit.isNew
    }

    /// Whether every unit under `variations` is usable; sets `any` when there is one.
    private static func allUsable(in variations: StringCatalog.Variations, any: inout Bool) -> Bool {
        func allUsable(_ cases: [String: StringCatalog.Variation]?, any: inout Bool) -> Bool {
            guard let cases else { return true }
            for index in cases.indices {
                if let unit = cases.values[index].stringUnit {
                    guard isUsable(unit) else { return false }
                    any = true
                }
                if let nested = cases.values[index].variations {
                    guard Self.allUsable(in: nested, any: &any) else { return false }
                }
            }
            return true
        }
        return allUsable(variations.plural, any: &any) && allUsable(variations.device, any: &any)
    }

    /// Whether some unit has a value and is not in state `new`: the language has
    /// a translation of its own here.
    var hasUsableUnit: Bool {
        if let unit = plainUnit { return Self.isUsable(unit) }
        var found = false
        forEachUnit { if !found, $0.state != .new, !$0.isEmpty { found = true } }
        return found
    }

    /// Whether the translation words something differently from `other`: a unit
    /// both have (the string unit, or a variant at the same path) with different
    /// values. Variants only one of them has are not drift (missing plural
    /// categories are reported by their own rule).
    ///
    /// - Parameter sameWording: Whether two values say the same (by default,
    ///   when they are the same text); `translation-drift` also takes values
    ///   that differ only in case or punctuation as the same.
    func wordsDifferently(from other: StringCatalog.Localization,
                          sameWording: (String, String) -> Bool = { $0.isSameText(as: $1) }) -> Bool {
        if let mine = plainUnit, let theirs = other.plainUnit {
            return !sameWording(mine.value, theirs.value)
        }
        // Both walked side by side: each variant dictionary of the other is found
        // once, not once per unit. Like ``unit(at:)``, only the first two levels
        // of variations are compared (deeper ones Xcode does not write).
        if let mine = stringUnit, let theirs = other.stringUnit, !sameWording(mine.value, theirs.value) { return true }
        if let mine = variations, let theirs = other.variations,
           Self.wordsDifferently(mine, theirs, depth: 0, sameWording: sameWording) { return true }
        if let mine = substitutions, let theirs = other.substitutions {
            for (name, substitution) in mine {
                guard let variations = substitution.variations,
                      let otherVariations = theirs[name]?.variations else { continue }
                if Self.wordsDifferently(variations, otherVariations, depth: 0, sameWording: sameWording) { return true }
            }
        }
        return false
    }

    private static func wordsDifferently(_ mine: StringCatalog.Variations, _ theirs: StringCatalog.Variations,
                                         depth: Int, sameWording: (String, String) -> Bool) -> Bool {
        func differ(_ cases: [String: StringCatalog.Variation]?, _ otherCases: [String: StringCatalog.Variation]?) -> Bool {
            guard let cases, let otherCases else { return false }
            // By position, read in place: a copy of each variant costs more than the comparison.
            for index in cases.indices {
                guard let otherIndex = otherCases.index(forKey: cases.keys[index]) else { continue }
                if let unit = cases.values[index].stringUnit, let otherUnit = otherCases.values[otherIndex].stringUnit,
                   !sameWording(unit.value, otherUnit.value) {
                    return true
                }
                if depth == 0, let nested = cases.values[index].variations,
                   let otherNested = otherCases.values[otherIndex].variations,
                   wordsDifferently(nested, otherNested, depth: 1, sameWording: sameWording) {
                    return true
                }
            }
            return false
        }
        return differ(mine.plural, theirs.plural) || differ(mine.device, theirs.device)
    }

    /// A short rendering of the translation for a message: the value itself, or
    /// its first variants (`one: "…", other: "…"`), with substitutions after it.
    var displayValue: String {
        if let unit = plainUnit {
            return unit.value.quotedForMessage
        }
        // In path order (``CatalogLeafPath/precedes(_:_:)``), each path's text made once.
        var ordered: [(order: String, leaf: CatalogUnitLeaf)] = []
        forEachUnit { ordered.append(($0.path.orderText, $0)) }
        ordered.sort { CatalogLeafPath.precedes(order: $0.order, $1.order) }
        let leaves = ordered.map(\.leaf)
        func list(_ leaves: [CatalogUnitLeaf]) -> String {
            var parts = leaves.prefix(3).map { leaf -> String in
                let label = leaf.path.shortLabel
                return label.isEmpty ? leaf.value.quotedForMessage : "\(label): \(leaf.value.quotedForMessage)"
            }
            if leaves.count > 3 { parts.append("… (\(leaves.count) variants)") }
            return parts.joined(separator: ", ")
        }
        let main = leaves.filter { $0.path.substitution == nil }
        var text = main.isEmpty ? "(no value)" : list(main)
        let substituted = Dictionary(grouping: leaves.filter { $0.path.substitution != nil }) { $0.path.substitution! }
        if !substituted.isEmpty {
            text += " (" + substituted.keys.sorted().map { "\($0) — " + list(substituted[$0]!) }.joined(separator: "; ") + ")"
        }
        return text
    }
}

/// CLDR plural categories as bits, to check a plural variation's cases without
/// looking each one up in its dictionary.
struct PluralCategorySet: OptionSet {
    var rawValue: UInt8

    static let zero = PluralCategorySet(rawValue: 1 << 0)
    static let one = PluralCategorySet(rawValue: 1 << 1)
    static let two = PluralCategorySet(rawValue: 1 << 2)
    static let few = PluralCategorySet(rawValue: 1 << 3)
    static let many = PluralCategorySet(rawValue: 1 << 4)
    static let other = PluralCategorySet(rawValue: 1 << 5)
    /// A category none of the six names (never required, so never missing).
    static let unknown = PluralCategorySet(rawValue: 1 << 6)

    init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The bit of a category name.
    init(category: String) {
        switch category {
        case "zero": self = .zero
        case "one": self = .one
        case "two": self = .two
        case "few": self = .few
        case "many": self = .many
        case "other": self = .other
        default: self = .unknown
        }
    }
}

/// What one walk over a localization's units and plural variations finds,
/// building no leaf, path or string: enough to settle the common case, where
/// nothing is wrong, without ``StringCatalog/Localization/forEachUnit(_:)``.
struct UnitFacts {
    /// There is at least one unit.
    var hasUnits = false
    /// Every unit is non-empty and not `new`.
    var allUsable = true
    /// Some unit is non-empty and not `new`.
    var anyUsable = false
    /// Some unit is `needs_review`, or `translated` and empty, or does not match
    /// the format reference: which one (by path) takes a closer look.
    var needsCloserLook = false
    /// Some plural variation lacks a required category (see
    /// ``StringCatalog/Localization/forEachPlural(_:)`` for which are walked).
    var lacksPluralCategory = false
}

extension StringCatalog.Localization {
    /// ``UnitFacts`` in one walk.
    ///
    /// - Parameters:
    ///   - requiredPlurals: The categories every plural variation must have.
    ///   - formatAgrees: Whether a unit's value (outside substitutions and string
    ///     sets, non-empty) matches the format reference, given whether a plural
    ///     variation selects the unit (as ``CatalogLeafPath/isInPlural``).
    func unitFacts(requiredPlurals: PluralCategorySet, formatAgrees: (String, Bool) -> Bool) -> UnitFacts {
        var facts = UnitFacts()
        func note(_ unit: StringCatalog.StringUnit, checksFormat: Bool, inPlural: Bool = false) {
            facts.hasUnits = true
            let isEmpty = unit.value.isEmpty
            if isEmpty || unit.isNew { facts.allUsable = false } else { facts.anyUsable = true }
            if unit.needsReview || (isEmpty && unit.isTranslated)
                || (checksFormat && !isEmpty && !formatAgrees(unit.value, inPlural)) {
                facts.needsCloserLook = true
            }
        }
        // Mirrors forEachUnit (units at every depth) and forEachPlural (plural
        // variations above depth 8).
        // `inPlural`: a plural variation among the first two levels, which are all
        // a leaf path records.
        func walk(_ variations: StringCatalog.Variations, inSubstitution: Bool, depth: Int, inPlural: Bool) {
            func visit(_ cases: [String: StringCatalog.Variation], isPlural: Bool) {
                var present = PluralCategorySet()
                let selectedByPlural = inPlural || (isPlural && depth < 2)
                for index in cases.indices {
                    if isPlural { present.insert(PluralCategorySet(category: cases.keys[index])) }
                    // Read in place: a copy of the variant costs more than the walk.
                    if let unit = cases.values[index].stringUnit {
                        note(unit, checksFormat: !inSubstitution, inPlural: selectedByPlural)
                    }
                    if let nested = cases.values[index].variations {
                        walk(nested, inSubstitution: inSubstitution, depth: depth + 1, inPlural: selectedByPlural)
                    }
                }
                if isPlural, depth < 8, !present.isSuperset(of: requiredPlurals) { facts.lacksPluralCategory = true }
            }
            if let plural = variations.plural { visit(plural, isPlural: true) }
            if let device = variations.device { visit(device, isPlural: false) }
        }
        if let unit = stringUnit { note(unit, checksFormat: true) }
        if let set = stringSet {
            facts.hasUnits = true
            let isEmpty = set.values.isEmpty || set.values.contains(where: \.isEmpty)
            if isEmpty || set.state == .new { facts.allUsable = false } else { facts.anyUsable = true }
            if set.state == .needsReview || (isEmpty && set.state == .translated) { facts.needsCloserLook = true }
        }
        if let variations { walk(variations, inSubstitution: false, depth: 0, inPlural: false) }
        if let substitutions {
            for substitution in substitutions.values {
                if let variations = substitution.variations {
                    walk(variations, inSubstitution: true, depth: 0, inPlural: false)
                }
            }
        }
        return facts
    }
}

extension String {
    /// Whether the two texts are equal, as `==` says (canonical equivalence),
    /// settled by their bytes first: equal bytes are the usual case, and `==`
    /// compares non-ASCII text by normalising it even then.
    func isSameText(as other: String) -> Bool {
        guard utf8.count == other.utf8.count else { return self == other }
        // The bytes read in place: no copy of either string to retain and release.
        let sameBytes = utf8.withContiguousStorageIfAvailable { a in
            other.utf8.withContiguousStorageIfAvailable { b in
                a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0
            } ?? false
        } ?? false
        return sameBytes || self == other
    }
}
