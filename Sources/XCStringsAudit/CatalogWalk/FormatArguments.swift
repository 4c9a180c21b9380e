import Foundation
import XCStrings

/// The arguments a format string consumes — position → category — with
/// substitutions resolved, built on the catalog library's ``FormatString`` parser.
///
/// `"%2$@ saw %#@birds@"` with substitution `birds` (`argNum` 1, `lld`) consumes
/// `[1: integer, 2: object]`.
struct FormatArguments {
    /// One argument: its 1-based position, category and how it is written.
    struct Argument {
        var position: Int
        var category: FormatSpecifier.Category
        var spelling: String
    }

    /// The arguments, sorted by position, each position once (its first use).
    private(set) var arguments: [Argument] = []
    /// A position used with two categories in one string, with both spellings.
    private(set) var conflict: (position: Int, first: String, second: String)?


    /// The arguments of `text`, resolving `%#@name@` through `substitutions`.
    ///
    /// A substitution consumes the argument at its `argNum` (or its position in
    /// order of appearance when `argNum` is absent) with the category of its
    /// `formatSpecifier`.
    ///
    /// - Complexity: O(*n*) in the length of `text`; a string without `%` is not parsed.
    init(_ text: String, substitutions: [String: StringCatalog.Substitution]? = nil) {
        self.init(specifiers: FormatString.specifiers(in: text), substitutions: substitutions)
    }

    /// The arguments of already parsed specifiers.
    init(specifiers: [FormatSpecifier], substitutions: [String: StringCatalog.Substitution]?) {
        for specifier in specifiers {
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
                if let category = Self.category(ofSubstitutionSpecifier: substitution.formatSpecifier) {
                    add(position, category, specifier.text)
                }
            default:
                break
            }
        }
    }

    /// The category of a substitution's `formatSpecifier` (`lld`, `@`, `%lf`).
    static func category(ofSubstitutionSpecifier specifier: String?) -> FormatSpecifier.Category? {
        let text = specifier ?? "@"
        // The usual spellings (`lld`, `@`, `%d`, `lf`): a length modifier and a
        // conversion, read without building a FormatString.
        var utf8 = Substring(text).utf8
        if utf8.first == UInt8(ascii: "%") { utf8 = utf8.dropFirst() }
        if let conversion = utf8.last, conversion < 0x80, utf8.count <= 3,
           let category = FormatSpecifier.category(of: Character(Unicode.Scalar(conversion))) {
            let modifier = utf8.dropLast()
            if modifier.isEmpty || ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"].contains(where: { modifier.elementsEqual($0.utf8) }) {
                return category
            }
        }
        return FormatString.substitutionSpecifier(text)?.category
    }

    private mutating func add(_ position: Int, _ category: FormatSpecifier.Category, _ spelling: String) {
        var index = arguments.count
        while index > 0 && arguments[index - 1].position > position { index -= 1 }
        if index > 0, arguments[index - 1].position == position {
            if arguments[index - 1].category != category, conflict == nil {
                conflict = (position, arguments[index - 1].spelling, spelling)
            }
            return
        }
        arguments.insert(Argument(position: position, category: category, spelling: spelling), at: index)
    }

    /// Whether both consume the same categories at the same positions.
    func sameCategories(as other: FormatArguments) -> Bool {
        arguments.count == other.arguments.count
            && zip(arguments, other.arguments).allSatisfy { $0.position == $1.position && $0.category == $1.category }
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

/// What is wrong with a translation's specifiers.
enum FormatProblem: Equatable {
    /// It consumes other arguments than the reference: the first difference.
    case arguments(String)
    /// A `%` that starts no specifier (`%d% завершено`: `% з`), quoted with what
    /// follows it, in a format whose literal percent signs are written `%%`.
    case lonePercent(String)
    /// An object specifier written with the space flag right after a letter
    /// (`kontole% @`): `%@` ignores the flag, so the value is glued to the word
    /// before it. Quoted with the character before it.
    case gluedObject(String)
}

/// What a widget entry's translations are checked against for `format-mismatch`:
/// the source-language value when there is one (its `other` variant for a
/// plural), else the `value:`/`defaultValue:` the code gives, else the key. A
/// class: one is made per entry and shared by the checks of all its
/// localizations without copying.
final class FormatReference {
    /// The text shown in messages.
    let text: String
    /// Whether the entry is a format at all: the code formats it, or — where the
    /// code does not say — its text reads as one (see ``readsAsFormat(_:)``).
    /// A string shown as written ("up to 50% faster") has no format to mismatch.
    let isFormat: Bool
    /// Whether a translation's lone `%` is a problem: the reference is known to
    /// be formatted, or has a specifier of its own (a text without `%` that no
    /// code is known to format may be shown as written).
    private let checksLonePercent: Bool
    let arguments: FormatArguments
    /// The reference's specifiers as written, in order. A translation that has
    /// exactly these specifier texts at its `%` signs, in this order — and the
    /// same definition for each substitution they name — consumes the same
    /// arguments, so it needs no parse of its own.
    private let specifierTexts: [[UInt8]]
    /// The `(argNum, formatSpecifier)` of each substitution the reference names
    /// (`nil` inside when the reference does not define it).
    private let substitutionDefinitions: [(name: String, definition: SubstitutionDefinition?)]
    /// When the key is the reference because the source value consumes fewer of
    /// its arguments (`"notifications.label.follow %lld"` written as "followed
    /// you"), the source value's own reference: a translation that matches the
    /// source as written follows the author's choice and is no mismatch.
    fileprivate(set) var source: FormatReference?

    private struct SubstitutionDefinition: Equatable {
        var argNum: Int?
        var formatSpecifier: String?
    }

    init(text: String, substitutions: [String: StringCatalog.Substitution]? = nil,
         formatting: SourceKeyUsage.Formatting = .unknown) {
        self.text = text
        let specifiers = FormatString.specifiers(in: text)
        switch formatting {
        case .formatted: isFormat = true
        case .unformatted: isFormat = false
        case .unknown: isFormat = Self.readsAsFormat(text, specifiers: specifiers)
        }
        checksLonePercent = formatting == .formatted || !specifiers.isEmpty
        arguments = FormatArguments(specifiers: specifiers, substitutions: substitutions)
        var texts: [[UInt8]] = []
        var definitions: [(name: String, definition: SubstitutionDefinition?)] = []
        for specifier in specifiers {
            texts.append(Array(specifier.text.utf8))
            if case .substitution(let name) = specifier.kind {
                let definition = substitutions?[name].map {
                    SubstitutionDefinition(argNum: $0.argNum, formatSpecifier: $0.formatSpecifier)
                }
                definitions.append((name, definition))
            }
        }
        specifierTexts = texts
        substitutionDefinitions = definitions
    }

    /// Whether `substitutions` defines every substitution the reference names as
    /// the reference does.
    private func definesSubstitutionsAlike(_ substitutions: [String: StringCatalog.Substitution]?) -> Bool {
        substitutionDefinitions.allSatisfy { name, definition in
            let theirs = substitutions?[name].map {
                SubstitutionDefinition(argNum: $0.argNum, formatSpecifier: $0.formatSpecifier)
            }
            return theirs == definition
        }
    }

    /// Whether `value`'s `%` signs start exactly the reference's specifier texts,
    /// in order (see ``specifierTexts``).
    private func hasSameSpecifierTexts(_ value: String) -> Bool {
        // The bytes read in place (a native string's always are), not from a copy
        // to retain and release.
        if let same = value.utf8.withContiguousStorageIfAvailable(hasSameSpecifierTexts) { return same }
        var contiguous = value
        return contiguous.withUTF8(hasSameSpecifierTexts)
    }

    /// ``hasSameSpecifierTexts(_:)-(String)`` over a value's UTF-8 bytes.
    private func hasSameSpecifierTexts(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return specifierTexts.isEmpty }
        var matched = 0
        var index = 0
        while index < bytes.count, let found = memchr(base + index, 0x25, bytes.count - index) {
            let percent = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            guard matched < specifierTexts.count else { return false }
            let expected = specifierTexts[matched]
            guard percent + expected.count <= bytes.count,
                  expected.withUnsafeBufferPointer({ memcmp($0.baseAddress!, base + percent, expected.count) == 0 })
            else { return false }
            index = percent + expected.count
            matched += 1
        }
        return matched == specifierTexts.count
    }

    /// Whether `text`, which no scanned code is known to format or to show as
    /// written, reads as a format, the way Xcode writes keys and people write
    /// formats: every `%` starts a plausible specifier, or some `%%` escapes a
    /// percent sign (an extracted key with interpolations doubles every literal
    /// `%`). A lone `%` that starts no plausible specifier, in a text without
    /// `%%`, makes it text: "up to 50% faster" (`% f`: the space flag), "% of
    /// goal", "(10%)", "100%", "20%discount" (see
    /// ``FormatSpecifier/isPlausible(in:)``). A text without `%` reads as one: it
    /// has no argument — unless it is a URL (`https://…`, no space), which is
    /// opened, not formatted: its translations' `%D7%9E` are percent-escapes.
    static func readsAsFormat(_ text: String, specifiers: [FormatSpecifier]? = nil) -> Bool {
        let specifiers = specifiers ?? FormatString.specifiers(in: text)
        guard !specifiers.isEmpty else { return !isURL(text) }
        if specifiers.contains(where: { $0.kind == .percent }) { return true }
        let bytes = Array(text.utf8)
        return specifiers.allSatisfy { $0.isPlausible(in: bytes, readingWords: true) }
    }

    /// Whether `text` is one URL: a scheme of letters, `://`, and no whitespace.
    private static func isURL(_ text: String) -> Bool {
        let bytes = text.utf8
        guard let colon = bytes.firstIndex(of: 0x3A), colon != bytes.startIndex,
              bytes[bytes.startIndex..<colon].allSatisfy({ (0x61...0x7A).contains($0 | 0x20) }),
              bytes[colon...].starts(with: "://".utf8) else { return false }
        return !bytes.contains(where: FormatSpecifier.isSpace)
    }

    /// The first `%` of `value` that starts no specifier, with the two
    /// characters after it (`% з`, `%)`; a space ends it but right after the
    /// `%`), or `nil`.
    private static func lonePercent(in value: String) -> String? {
        let specifiers = FormatString.specifiers(in: value)
        guard !specifiers.isEmpty else { return nil }
        let bytes = Array(value.utf8)
        guard let lone = specifiers.first(where: { !$0.isPlausible(in: bytes, readingWords: false) }) else { return nil }
        let start = lone.utf8Offset
        let after = String(decoding: bytes[(start + 1)...], as: UTF8.self).unicodeScalars
        var quoted = "%"
        for (offset, scalar) in after.prefix(2).enumerated() {
            if offset > 0 && scalar.properties.isWhitespace { break }
            quoted.unicodeScalars.append(scalar)
        }
        return quoted
    }

    /// The first `% @` of `value` right after a character that is no white space,
    /// quoted with that character (`e% @`), or `nil`. `String(format:)` reads
    /// `% @` as `%@` with the space flag, which an object ignores: "Von % @"
    /// prints "Von example.com", "kontole% @" prints "kontoleexample.com".
    private static func gluedObject(in value: String) -> String? {
        guard value.contains("% ") else { return nil }
        let bytes = Array(value.utf8)
        for specifier in FormatString.specifiers(in: value) where specifier.isSpacedObject {
            let start = specifier.utf8Offset
            guard start > 0, !FormatSpecifier.isSpace(bytes[start - 1]) else { continue }
            var before = start - 1
            while before > 0, bytes[before] & 0xC0 == 0x80 { before -= 1 }
            return String(decoding: bytes[before..<start], as: UTF8.self) + specifier.text
        }
        return nil
    }

    /// A translation that does not match, with the first difference.
    struct Mismatch {
        var value: String
        var problem: FormatProblem
        /// The variant's place in the file, when the mismatch is in a variant.
        var location: StringCatalog.SourceLocation? = nil
    }

    /// The source-language value (its `other` variant for a plural), else the
    /// key. Where the source value consumes fewer arguments than the key
    /// (`"%lld day streak"` written as "Streak"), the key is the reference: its
    /// specifiers are what the code passes. A `%#@count@` substitution consumes
    /// its argument, so it drops none.
    ///
    /// - Parameter usage: The code's use of the key, when scanned code uses it:
    ///   its `value:`/`defaultValue:` stands in for a source value the table
    ///   lacks, and whether it formats the key decides ``isFormat``.
    ///   - keyIsIdentifier: Whether the key is an identifier
    ///     (`conversation.notContactLabel`), not text: without a source text such
    ///     a key says nothing of the arguments, and nothing is checked (`raw-key`
    ///     reports the missing text).
    static func reference(for entry: StringCatalog.Entry, sourceLanguage: String,
                          usage: SourceKeyUsage? = nil, keyIsIdentifier: @autoclosure () -> Bool = false) -> FormatReference {
        let formatting = usage?.formatting ?? .unknown
        let source = entry.localizations[sourceLanguage]
        var value = source?.representativeValue ?? ""
        var substitutions = source?.substitutions
        if value.isEmpty, let defaultValue = usage?.defaultValue {
            value = defaultValue
            substitutions = nil
        }
        guard !value.isEmpty else {
            return FormatReference(text: entry.key, formatting: keyIsIdentifier() ? .unformatted : formatting)
        }
        let fromSource = FormatReference(text: value, substitutions: substitutions, formatting: formatting)
        // The key consumes at most one argument per `%`: parse it only when it
        // could consume more than the source text does.
        guard entry.key.utf8.count(where: { $0 == 0x25 }) > fromSource.arguments.arguments.count
        else { return fromSource }
        let fromKey = FormatReference(text: entry.key, formatting: formatting)
        // A key that is text ("50% off") consumes nothing.
        guard fromKey.isFormat else { return fromSource }
        guard fromSource.arguments.arguments.count < fromKey.arguments.arguments.count else { return fromSource }
        fromKey.source = fromSource
        return fromKey
    }

    /// The first leaf of `localization` whose arguments differ from the reference,
    /// or `nil` when all match. A plural variant may leave out one numeric
    /// argument: the count that selects it ("one minute left").
    /// The problem with a translation that is one string unit, or `nil`.
    func problem(inPlainValue value: String) -> FormatProblem? {
        guard let problem = ownProblem(inPlainValue: value) else { return nil }
        return source.map { $0.ownProblem(inPlainValue: value) == nil } == true ? nil : problem
    }

    private func ownProblem(inPlainValue value: String) -> FormatProblem? {
        guard isFormat else { return nil }
        if substitutionDefinitions.isEmpty && hasSameSpecifierTexts(value) { return nil }
        if checksLonePercent, let lone = Self.lonePercent(in: value) { return .lonePercent(lone) }
        if let glued = Self.gluedObject(in: value) { return .gluedObject(glued) }
        return difference(FormatArguments(value), inPlural: false).map(FormatProblem.arguments)
    }

    /// Whether `substitutions` lets ``problem(inLeaf:substitutions:alike:)`` skip
    /// the parse of leaves whose specifier texts equal the reference's.
    func agrees(with substitutions: [String: StringCatalog.Substitution]?) -> Bool {
        definesSubstitutionsAlike(substitutions)
    }

    /// The problem with one unit of a localization with variations or
    /// substitutions (substitution variants themselves are not checked: `%arg`
    /// is their argument), or `nil`. A plural variant may leave out one numeric
    /// argument: the count that selects it ("one minute left").
    func problem(inLeaf leaf: CatalogUnitLeaf, substitutions: [String: StringCatalog.Substitution]?,
                 alike: Bool) -> FormatProblem? {
        guard leaf.path.substitution == nil, leaf.path.outerKind != .stringSet, !leaf.isEmpty else { return nil }
        return problem(inValue: leaf.value, substitutions: substitutions, alike: alike, inPlural: leaf.path.isInPlural)
    }

    /// The problem with one unit's value (see ``problem(inLeaf:substitutions:alike:)``),
    /// for a caller that has no leaf.
    func problem(inValue value: String, substitutions: [String: StringCatalog.Substitution]?, alike: Bool,
                 inPlural: Bool) -> FormatProblem? {
        guard let problem = ownProblem(inValue: value, substitutions: substitutions, alike: alike, inPlural: inPlural)
        else { return nil }
        // `alike` was settled against this reference's substitutions, not the source's.
        return source.map {
            $0.ownProblem(inValue: value, substitutions: substitutions, alike: $0.agrees(with: substitutions),
                          inPlural: inPlural) == nil
        } == true ? nil : problem
    }

    private func ownProblem(inValue value: String, substitutions: [String: StringCatalog.Substitution]?, alike: Bool,
                            inPlural: Bool) -> FormatProblem? {
        guard isFormat else { return nil }
        if alike && hasSameSpecifierTexts(value) { return nil }
        if checksLonePercent, let lone = Self.lonePercent(in: value) { return .lonePercent(lone) }
        if let glued = Self.gluedObject(in: value) { return .gluedObject(glued) }
        return difference(FormatArguments(value, substitutions: substitutions), inPlural: inPlural)
            .map(FormatProblem.arguments)
    }

    /// The first unit of `localization` (by path) whose arguments differ from the
    /// reference, or `nil` when all match.
    func mismatch(in localization: StringCatalog.Localization) -> Mismatch? {
        if let unit = localization.plainUnit {
            return problem(inPlainValue: unit.value).map { Mismatch(value: unit.value, problem: $0) }
        }
        let substitutions = localization.substitutions
        let alike = agrees(with: substitutions)
        var found: (path: CatalogLeafPath, mismatch: Mismatch)?
        localization.forEachUnit { leaf in
            guard let problem = problem(inLeaf: leaf, substitutions: substitutions, alike: alike) else { return }
            if found == nil || CatalogLeafPath.precedes(leaf.path, found!.path) {
                found = (leaf.path, Mismatch(value: leaf.value, problem: problem, location: leaf.location))
            }
        }
        return found?.mismatch
    }

    private func difference(_ actual: FormatArguments, inPlural: Bool) -> String? {
        if let conflict = actual.conflict {
            return "argument \(conflict.position) is used as both \(conflict.first) and \(conflict.second)"
        }
        if actual.sameCategories(as: arguments) { return nil }
        let expected = arguments.arguments, got = actual.arguments
        var omitted = 0
        var i = 0, j = 0
        while i < expected.count || j < got.count {
            let want = i < expected.count ? expected[i] : nil
            let have = j < got.count ? got[j] : nil
            if let want, let have, want.position == have.position {
                if want.category != have.category {
                    return "argument \(have.position) is \(have.category.phrase) (\(have.spelling)) here but "
                        + "\(want.category.phrase) (\(want.spelling)) there"
                }
                i += 1
                j += 1
            } else if let have, want.map({ have.position < $0.position }) ?? true {
                return "argument \(have.position) (\(have.spelling), \(have.category.phrase)) is not in the original"
            } else if let want {
                if inPlural && (want.category == .integer || want.category == .floating) && omitted == 0 {
                    omitted += 1
                    i += 1
                    continue
                }
                return "argument \(want.position) (\(want.spelling), \(want.category.phrase)) is missing"
            }
        }
        return nil
    }
}

extension FormatSpecifier {
    /// Whether this is `% @`: an object specifier with the space flag and nothing
    /// else. No text has "% @" but as a specifier (translators write it for
    /// `%@` after a space), where `% f` is "50% faster" and `% o` "% of goal".
    var isSpacedObject: Bool {
        isObjectWithSpaces && flags == " " && explicitPosition == nil && width == nil
    }

    /// Whether this is an object specifier with spaces for flags, and perhaps a
    /// width or a position among them: `% @`, or `% 1 @` (a spacing of `%1$@`
    /// that translations show), which Foundation reads as `%@` with space flags
    /// and a width of 1 — the value prints. Only a specifier is written so.
    var isObjectWithSpaces: Bool {
        kind == .argument && conversion == "@" && !flags.isEmpty && flags.utf8.allSatisfy { $0 == 0x20 }
            && precision == nil && lengthModifier.isEmpty
    }

    /// Whether a byte is white space in a format's text: a space, a line feed or a tab.
    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x09 }

    /// Whether this `%` starts a specifier someone wrote on purpose: `%%`, a
    /// substitution, `% @` or `% 1 @` (``isObjectWithSpaces``), or an argument
    /// specifier without the space flag (`% f` in "50% faster", `% o` in "% of
    /// goal") whose conversion is not `n` or `p` (never in a localized string).
    /// With `readingWords`, also not a bare
    /// conversion letter that begins a word of four or more letters (`%disc…` in
    /// "20%discount", `%extra`): a real specifier is followed by a space,
    /// punctuation or a unit. An invalid specifier (`%)`, `%` at the end, `%`
    /// before a letter that is no conversion) is never one.
    ///
    /// - Parameter bytes: The UTF-8 bytes of the string the specifier is in.
    func isPlausible(in bytes: [UInt8], readingWords: Bool) -> Bool {
        switch kind {
        case .percent, .substitution, .substitutionArgument: return true
        case .invalid: return false
        case .argument: break
        }
        if conversion == "n" || conversion == "p" { return false }
        if flags.utf8.contains(0x20) { return isObjectWithSpaces }
        guard readingWords, let conversion, conversion.isASCII, conversion.isLetter, explicitPosition == nil,
              flags.isEmpty, width == nil, precision == nil, lengthModifier.isEmpty else { return true }
        let after = utf8Offset + text.utf8.count
        var letters = 0
        while after + letters < bytes.count, letters < 3,
              (0x61...0x7A).contains(bytes[after + letters]) || (0x41...0x5A).contains(bytes[after + letters]) {
            letters += 1
        }
        return letters < 3
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
