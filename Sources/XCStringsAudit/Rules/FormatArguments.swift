import XCStrings

/// The arguments a format string consumes — position → category — with
/// substitutions resolved, built on the catalog library's ``FormatString`` parser.
///
/// `"%2$@ saw %#@birds@"` with substitution `birds` (`argNum` 1, `lld`) consumes
/// `[1: integer, 2: object]`.
struct FormatArguments: Equatable {
    /// Category by 1-based argument position.
    var categories: [Int: FormatSpecifier.Category] = [:]
    /// How each position is written (`%lld`, `%2$@`), for messages.
    var spellings: [Int: String] = [:]
    /// A position used with two categories in one string, with both spellings.
    var conflict: (position: Int, first: String, second: String)?

    static func == (lhs: FormatArguments, rhs: FormatArguments) -> Bool {
        lhs.categories == rhs.categories && lhs.conflict?.position == rhs.conflict?.position
    }

    /// The arguments of `text`, resolving `%#@name@` through `substitutions`.
    ///
    /// A substitution consumes the argument at its `argNum` (or its position in
    /// order of appearance when `argNum` is absent) with the category of its
    /// `formatSpecifier`; positions its variants use explicitly are added too.
    init(_ text: String, substitutions: [String: StringCatalog.Substitution]? = nil) {
        let format = FormatString(text)
        for specifier in format.specifiers {
            switch specifier.kind {
            case .argument:
                if let position = specifier.argumentPosition, let category = specifier.category {
                    add(position, category, specifier.text)
                }
                if case .argument(let position) = specifier.width { add(position, .integer, specifier.text) }
                if case .argument(let position) = specifier.precision { add(position, .integer, specifier.text) }
            case .substitution(let name):
                guard let substitution = substitutions?[name] else { continue }
                let position = substitution.argNum ?? specifier.argumentPosition ?? 1
                let spelling = "%" + (substitution.formatSpecifier ?? "@")
                if let category = FormatString(spelling).specifiers.first?.category {
                    add(position, category, specifier.text)
                }
            default:
                break
            }
        }
    }

    private mutating func add(_ position: Int, _ category: FormatSpecifier.Category, _ spelling: String) {
        if let existing = categories[position] {
            if existing != category, conflict == nil {
                conflict = (position, spellings[position] ?? "", spelling)
            }
            return
        }
        categories[position] = category
        spellings[position] = spelling
    }

    /// Whether `text` has at least one argument (a cheap test first: no `%`, none).
    static func hasArguments(_ text: String) -> Bool {
        guard text.utf8.contains(0x25) else { return false }
        return FormatString(text).specifiers.contains {
            switch $0.kind {
            case .argument, .substitution: true
            default: false
            }
        }
    }
}

extension FormatSpecifier.Category {
    /// How a message names it: `an integer`, `an object`.
    var phrase: String {
        switch self {
        case .integer: "an integer"
        case .floating: "a floating-point number"
        case .object: "an object"
        case .char: "a character"
        case .cString: "a C string"
        case .pointer: "a pointer"
        }
    }
}

/// What a widget entry's translations are checked against for `format-mismatch`:
/// the source-language value when there is one (its `other` variant for a
/// plural), else the key.
struct FormatReference {
    /// The text shown in messages.
    var text: String
    var arguments: FormatArguments

    /// A translation that does not match, with the first difference.
    struct Mismatch {
        var value: String
        var problem: String
    }

    static func reference(for entry: StringCatalog.Entry, sourceLanguage: String) -> FormatReference {
        if let source = entry.localizations[sourceLanguage], let value = source.representativeValue {
            return FormatReference(text: value, arguments: FormatArguments(value, substitutions: source.substitutions))
        }
        return FormatReference(text: entry.key, arguments: FormatArguments(entry.key))
    }

    /// The first leaf of `localization` whose arguments differ from the reference,
    /// or `nil` when all match. A plural variant may leave out one numeric
    /// argument: the count that selects it ("one minute left").
    func mismatch(in localization: StringCatalog.Localization, language: String) -> Mismatch? {
        // The fast path: no `%` anywhere, nothing expected.
        if arguments.categories.isEmpty, let unit = localization.stringUnit, localization.variations == nil,
           localization.substitutions == nil, !unit.value.utf8.contains(0x25) {
            return nil
        }
        var found: Mismatch?
        localization.forEachUnit { leaf in
            guard found == nil, !leaf.path.hasPrefix("substitutions."), leaf.path != "stringSet", !leaf.isEmpty else { return }
            let actual = FormatArguments(leaf.value, substitutions: localization.substitutions)
            let inPlural = leaf.path.hasPrefix("plural.") || leaf.path.contains(".plural.")
            if let problem = difference(actual, inPlural: inPlural) {
                found = Mismatch(value: leaf.value, problem: problem)
            }
        }
        return found
    }

    private func difference(_ actual: FormatArguments, inPlural: Bool) -> String? {
        if let conflict = actual.conflict {
            return "argument \(conflict.position) is used as both \(conflict.first) and \(conflict.second)"
        }
        let expected = arguments.categories
        var omitted = 0
        for position in Set(expected.keys).union(actual.categories.keys).sorted() {
            switch (expected[position], actual.categories[position]) {
            case let (want?, got?) where want != got:
                return "argument \(position) is \(got.phrase) (\(actual.spellings[position] ?? "")) here but "
                    + "\(want.phrase) (\(arguments.spellings[position] ?? "")) there"
            case (nil, let got?):
                return "argument \(position) (\(actual.spellings[position] ?? ""), \(got.phrase)) is not in the original"
            case (let want?, nil):
                if inPlural && (want == .integer || want == .floating) && omitted == 0 {
                    omitted += 1
                    continue
                }
                return "argument \(position) (\(arguments.spellings[position] ?? ""), \(want.phrase)) is missing"
            default:
                continue
            }
        }
        return nil
    }
}

extension StringCatalog.Localization {
    /// The value that stands for the whole localization: its string unit, else the
    /// `other` plural variant, else the `other` device variant (recursively).
    var representativeValue: String? {
        if let unit = stringUnit, variations == nil { return unit.value }
        return variations.flatMap(Self.representative(in:)) ?? stringUnit?.value
    }

    private static func representative(in variations: StringCatalog.Variations) -> String? {
        for cases in [variations.plural, variations.device] {
            guard let cases else { continue }
            let chosen = cases["other"] ?? cases.keys.sorted().first.flatMap { cases[$0] }
            if let chosen {
                if let value = chosen.stringUnit?.value { return value }
                if let nested = chosen.variations, let value = representative(in: nested) { return value }
            }
        }
        return nil
    }
}
