import Foundation
import XCStrings

/// One translatable unit inside a localization: the string unit, a string set,
/// a variation leaf or a substitution's variation leaf.
struct CatalogUnitLeaf {
    /// Where it sits: `""` for the localization's own unit, else `plural.one`,
    /// `device.iphone.plural.other`, `substitutions.count.plural.few`.
    var path: String
    var state: StringCatalog.TranslationState
    /// The value; a string set's values joined by line feeds.
    var value: String
    /// Whether the value is empty (a string set with no values, or an empty one).
    var isEmpty: Bool
}

/// A plural variation found inside a localization, with where it sits.
struct CatalogPluralSet {
    /// `""` for the localization's own plural, else `device.iphone`, `substitution count`.
    var place: String
    var categories: Set<String>
}

extension StringCatalog.Localization {
    /// Calls `body` for every unit, depth first, in a stable (sorted) order.
    func forEachUnit(_ body: (CatalogUnitLeaf) -> Void) {
        if let unit = stringUnit {
            body(CatalogUnitLeaf(path: "", state: unit.state, value: unit.value, isEmpty: unit.value.isEmpty))
        }
        if let set = stringSet {
            body(CatalogUnitLeaf(path: "stringSet", state: set.state, value: set.values.joined(separator: "\n"),
                                 isEmpty: set.values.isEmpty || set.values.contains(where: \.isEmpty)))
        }
        if let variations {
            Self.forEachUnit(in: variations, path: "", body)
        }
        if let substitutions {
            for name in substitutions.keys.sorted() {
                if let variations = substitutions[name]?.variations {
                    Self.forEachUnit(in: variations, path: "substitutions.\(name).", body)
                }
            }
        }
    }

    private static func forEachUnit(in variations: StringCatalog.Variations, path: String,
                                    _ body: (CatalogUnitLeaf) -> Void) {
        for (kind, cases) in [("plural", variations.plural), ("device", variations.device)] {
            guard let cases else { continue }
            for name in cases.keys.sorted() {
                let variation = cases[name]!
                let leafPath = path + kind + "." + name
                if let unit = variation.stringUnit {
                    body(CatalogUnitLeaf(path: leafPath, state: unit.state, value: unit.value, isEmpty: unit.value.isEmpty))
                }
                if let nested = variation.variations {
                    forEachUnit(in: nested, path: leafPath + ".", body)
                }
            }
        }
    }

    /// Whether this is a usable translation: at least one unit, and every unit
    /// non-empty and not in state `new`.
    var isUsableTranslation: Bool {
        if let unit = stringUnit, variations == nil, substitutions == nil, stringSet == nil {
            return !unit.value.isEmpty && unit.state != .new
        }
        var any = false
        var usable = true
        forEachUnit { leaf in
            any = true
            if leaf.isEmpty || leaf.state == .new { usable = false }
        }
        return any && usable
    }

    /// Whether any unit holds a translation: non-empty and not `new`. A widget
    /// localization without one shows the development language.
    var hasAnyTranslation: Bool {
        if let unit = stringUnit, variations == nil, substitutions == nil, stringSet == nil {
            return !unit.value.isEmpty && unit.state != .new
        }
        var found = false
        forEachUnit { leaf in
            if !leaf.isEmpty && leaf.state != .new { found = true }
        }
        return found
    }

    /// The values of every unit by path, for comparing two translations.
    var valuesByPath: [String: String] {
        var values: [String: String] = [:]
        forEachUnit { values[$0.path] = $0.value }
        return values
    }

    /// Whether the translation words something differently from `other`: a unit
    /// both have (the string unit, or a variant at the same path) with different
    /// values. Variants only one of them has are not drift (missing plural
    /// categories are reported by their own rule).
    func wordsDifferently(from other: StringCatalog.Localization) -> Bool {
        if let unit = stringUnit, variations == nil, substitutions == nil, stringSet == nil,
           let otherUnit = other.stringUnit, other.variations == nil, other.substitutions == nil, other.stringSet == nil {
            return unit.value != otherUnit.value
        }
        let mine = valuesByPath
        let theirs = other.valuesByPath
        return mine.contains { path, value in theirs[path].map { $0 != value } ?? false }
    }

    /// Every plural variation, with where it is.
    var pluralSets: [CatalogPluralSet] {
        var sets: [CatalogPluralSet] = []
        if let variations { Self.collectPlurals(in: variations, place: "", into: &sets) }
        if let substitutions {
            for name in substitutions.keys.sorted() {
                if let variations = substitutions[name]?.variations {
                    Self.collectPlurals(in: variations, place: "substitution \(name.quotedForMessage)", into: &sets)
                }
            }
        }
        return sets
    }

    private static func collectPlurals(in variations: StringCatalog.Variations, place: String,
                                       into sets: inout [CatalogPluralSet]) {
        if let plural = variations.plural {
            sets.append(CatalogPluralSet(place: place, categories: Set(plural.keys)))
            for name in plural.keys.sorted() {
                if let nested = plural[name]?.variations {
                    collectPlurals(in: nested, place: join(place, "plural \(name)"), into: &sets)
                }
            }
        }
        if let device = variations.device {
            for name in device.keys.sorted() {
                if let nested = device[name]?.variations {
                    collectPlurals(in: nested, place: join(place, "device \(name)"), into: &sets)
                }
            }
        }
    }

    private static func join(_ lhs: String, _ rhs: String) -> String {
        lhs.isEmpty ? rhs : lhs + ", " + rhs
    }

    /// A short rendering of the translation for a message: the value itself, or
    /// its first variants (`one: "…", other: "…"`), with substitutions after it.
    var displayValue: String {
        if let unit = stringUnit, variations == nil, substitutions == nil {
            return unit.value.quotedForMessage
        }
        var leaves: [CatalogUnitLeaf] = []
        forEachUnit { leaves.append($0) }
        let main = leaves.filter { !$0.path.hasPrefix("substitutions.") }
        let substituted = leaves.filter { $0.path.hasPrefix("substitutions.") }
        func list(_ leaves: [CatalogUnitLeaf], dropping prefix: String) -> String {
            var parts = leaves.prefix(3).map { leaf -> String in
                var path = leaf.path.hasPrefix(prefix) ? String(leaf.path.dropFirst(prefix.count)) : leaf.path
                for kind in ["plural.", "device."] { path = path.replacingOccurrences(of: kind, with: "") }
                return path.isEmpty ? leaf.value.quotedForMessage : "\(path): \(leaf.value.quotedForMessage)"
            }
            if leaves.count > 3 { parts.append("… (\(leaves.count) variants)") }
            return parts.joined(separator: ", ")
        }
        var text = main.isEmpty ? "(no value)" : list(main, dropping: "")
        if let substitutions, !substituted.isEmpty {
            let named = substitutions.keys.sorted().map { name in
                let prefix = "substitutions.\(name)."
                return "\(name) — " + list(substituted.filter { $0.path.hasPrefix(prefix) }, dropping: prefix)
            }
            text += " (" + named.joined(separator: "; ") + ")"
        }
        return text
    }
}
