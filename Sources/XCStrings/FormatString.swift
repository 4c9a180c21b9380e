/// A string with printf-style format specifiers as String Catalogs use them, split
/// into literal text and specifiers, with every specifier's argument position resolved.
///
/// ```swift
/// let format = FormatString("%2$@ saw %1$lld birds — 100%%")
/// format.specifiers.map(\.text)              // ["%2$@", "%1$lld", "%%"]
/// format.argumentCategories                  // [1: .integer, 2: .object]
/// ```
///
/// Recognised: `%@ %d %i %u %o %x %X %D %U %O %e %E %f %F %g %G %a %A %c %C %s %S %p %n %%`,
/// positions `%1$@`, flags `-+ #0'`, width and precision (numbers or `*`, `*2$`),
/// length modifiers `hh h l ll q L z t j`, substitution references `%#@name@`, and —
/// inside a substitution's variants — `%arg`. Between `%` and the conversion these come
/// in any order, as Foundation's formatting reads them: `% 1 @` formats its value.
package struct FormatString: Sendable, Hashable {
    /// The literal text and specifiers, in order.
    package let segments: [Segment]

    /// A piece of a format string.
    package enum Segment: Sendable, Hashable {
        /// Text printed as it is.
        case literal(String)
        /// A specifier.
        case specifier(FormatSpecifier)
    }

    /// Parses a format string.
    ///
    /// - Parameters:
    ///   - text: The string, such as a string unit's value.
    ///   - inSubstitutionVariant: Whether `text` is a substitution's variant, where
    ///     `%arg` stands for the substitution's argument (elsewhere `%arg` is `%a`
    ///     followed by `rg`).
    /// - Complexity: O(*n*) in the length of `text`.
    package init(_ text: String, inSubstitutionVariant: Bool = false) {
        var parser = FormatStringParser(text, recognizesArg: inSubstitutionVariant)
        segments = parser.parse()
    }

    /// The specifier a substitution's `formatSpecifier` names: `lld`, `@` or `%lf`,
    /// written with or without its `%`; `%@` when the field is absent.
    package static func substitutionSpecifier(_ formatSpecifier: String?) -> FormatSpecifier? {
        let text = formatSpecifier ?? "@"
        return specifiers(in: text.hasPrefix("%") ? text : "%" + text).first
    }

    /// The specifiers of `text`, in order (including `%%` and invalid ones) — the
    /// same as `FormatString(text).specifiers`, without building the literal text
    /// between them; an empty array, without parsing, when `text` has no `%`.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    package static func specifiers(in text: String, inSubstitutionVariant: Bool = false) -> [FormatSpecifier] {
        var parser = FormatStringParser(text, recognizesArg: inSubstitutionVariant)
        guard parser.hasPercent else { return [] }
        return parser.parseSpecifiers()
    }

    /// The specifiers, in order (including `%%` and invalid ones).
    package var specifiers: [FormatSpecifier] {
        segments.compactMap { if case .specifier(let specifier) = $0 { specifier } else { nil } }
    }

    /// The category of each argument position the string consumes, by 1-based
    /// position. Substitution references are not included (their category comes
    /// from the substitution's `formatSpecifier`); `*` widths are integers.
    ///
    /// When two specifiers use one position with different categories the first wins;
    /// ``conflicts`` lists the others.
    package var argumentCategories: [Int: FormatSpecifier.Category] {
        var result: [Int: FormatSpecifier.Category] = [:]
        for use in argumentUses where result[use.position] == nil { result[use.position] = use.category }
        return result
    }

    /// Specifiers that use a position already used with another category.
    package var conflicts: [FormatSpecifier] {
        var first: [Int: FormatSpecifier.Category] = [:]
        var found: [FormatSpecifier] = []
        for use in argumentUses {
            if let earlier = first[use.position] {
                if earlier != use.category { found.append(use.specifier) }
            } else {
                first[use.position] = use.category
            }
        }
        return found
    }

    private var argumentUses: [(position: Int, category: FormatSpecifier.Category, specifier: FormatSpecifier)] {
        specifiers.flatMap { specifier -> [(Int, FormatSpecifier.Category, FormatSpecifier)] in
            var uses: [(Int, FormatSpecifier.Category, FormatSpecifier)] = []
            if case .argument(let position) = specifier.width { uses.append((position, .integer, specifier)) }
            if case .argument(let position) = specifier.precision { uses.append((position, .integer, specifier)) }
            if let position = specifier.argumentPosition, let category = specifier.category {
                uses.append((position, category, specifier))
            }
            return uses
        }
    }
}

/// One `%…` specifier of a ``FormatString``.
package struct FormatSpecifier: Sendable, Hashable {
    /// The specifier as written, such as `%2$lld` or `%#@birds@`.
    package var text: String
    /// Its offset in the string, in UTF-8 bytes.
    package var utf8Offset: Int
    /// What it is.
    package var kind: Kind
    /// The position written as `n$`, or `nil`.
    package var explicitPosition: Int?
    /// The argument position it consumes (explicit, or the next in order), or `nil`
    /// for `%%`, `%arg` and invalid specifiers.
    package var argumentPosition: Int?
    /// Flags among `-+ #0'`, as written.
    package var flags: String
    /// The minimum width.
    package var width: Amount?
    /// The precision (`.2` in `%.2f`).
    package var precision: Amount?
    /// The length modifier (`ll` in `%lld`), or empty.
    package var lengthModifier: String
    /// The conversion character (`d` in `%lld`, `@` in `%@`); `nil` for a substitution
    /// reference, `%arg` or an invalid specifier.
    package var conversion: Character?

    /// What a specifier is.
    package enum Kind: Sendable, Hashable {
        /// Formats an argument.
        case argument
        /// `%%`: a percent sign.
        case percent
        /// `%#@name@`: replaced by the named substitution.
        case substitution(name: String)
        /// `%arg` in a substitution's variant: the substitution's argument.
        case substitutionArgument
        /// Not a valid specifier (such as `%k` or a `%` at the end); printed as written.
        case invalid
    }

    /// A width or precision.
    package enum Amount: Sendable, Hashable {
        /// A number written in the specifier.
        case fixed(Int)
        /// `*`: taken from the argument at this 1-based position.
        case argument(position: Int)
    }

    /// The kind of value a specifier takes, for comparing a translation's specifiers
    /// with the source's.
    package enum Category: String, Sendable, Hashable, CaseIterable {
        /// `d i o u x X D O U` (any length).
        case integer
        /// `e E f F g G a A`.
        case floating
        /// `@`: an object (a string, in catalogs).
        case object
        /// `c C`: one character.
        case char
        /// `s S`: a C string.
        case cString
        /// `p`, and `n`.
        case pointer
    }

    /// The category of the value this specifier takes; `nil` for `%%`, substitution
    /// references, `%arg` and invalid specifiers.
    package var category: Category? {
        guard kind == .argument, let conversion else { return nil }
        return Self.category(of: conversion)
    }

    /// The category of a conversion character, or `nil` when it is not one.
    package static func category(of conversion: Character) -> Category? {
        switch conversion {
        case "d", "i", "o", "u", "x", "X", "D", "O", "U": return .integer
        case "e", "E", "f", "F", "g", "G", "a", "A": return .floating
        case "@": return .object
        case "c", "C": return .char
        case "s", "S": return .cString
        case "p", "n": return .pointer
        default: return nil
        }
    }

    /// Whether the conversion is an unsigned integer (`o u x X O U`).
    package var isUnsigned: Bool {
        guard let conversion else { return false }
        return "ouxXOU".contains(conversion)
    }
}

/// The parser behind ``FormatString``, over UTF-8 bytes.
struct FormatStringParser {
    private let text: String
    private let bytes: [UInt8]
    private let recognizesArg: Bool
    private var nextPosition = 1

    init(_ text: String, recognizesArg: Bool) {
        self.text = text
        self.bytes = Array(text.utf8)
        self.recognizesArg = recognizesArg
    }

    private static let lengthModifiers: [StaticString] = ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"]

    /// Whether the text has a `%` at all.
    var hasPercent: Bool { bytes.contains(UInt8(ascii: "%")) }

    /// The specifiers alone, as ``parse()`` finds them.
    mutating func parseSpecifiers() -> [FormatSpecifier] {
        var specifiers: [FormatSpecifier] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else {
                index += 1
                continue
            }
            let specifier = parseSpecifier(at: index)
            specifiers.append(specifier)
            index += specifier.text.utf8.count
        }
        return specifiers
    }

    mutating func parse() -> [FormatString.Segment] {
        var segments: [FormatString.Segment] = []
        var literalStart = 0
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else {
                index += 1
                continue
            }
            if literalStart < index { segments.append(.literal(slice(literalStart, index))) }
            let specifier = parseSpecifier(at: index)
            segments.append(.specifier(specifier))
            index += specifier.text.utf8.count
            literalStart = index
        }
        if literalStart < bytes.count { segments.append(.literal(slice(literalStart, bytes.count))) }
        return segments
    }

    private func slice(_ start: Int, _ end: Int) -> String {
        String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private func isDigit(_ at: Int) -> Bool {
        at < bytes.count && bytes[at] >= UInt8(ascii: "0") && bytes[at] <= UInt8(ascii: "9")
    }

    /// Reads digits at `at`; returns the value and the index after them.
    private func number(at start: Int) -> (Int, Int)? {
        var at = start
        var value = 0
        while isDigit(at) {
            value = min(value * 10 + Int(bytes[at] - UInt8(ascii: "0")), 1_000_000)
            at += 1
        }
        return at == start ? nil : (value, at)
    }

    private func matches(_ literal: StaticString, at: Int) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard at + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[at + offset] != literal.utf8Start[offset] { return false }
        return true
    }

    private mutating func parseSpecifier(at start: Int) -> FormatSpecifier {
        var specifier = FormatSpecifier(text: "%", utf8Offset: start, kind: .invalid, explicitPosition: nil,
                                        argumentPosition: nil, flags: "", width: nil, precision: nil,
                                        lengthModifier: "", conversion: nil)
        func finish(_ end: Int, _ kind: FormatSpecifier.Kind) -> FormatSpecifier {
            var result = specifier
            result.text = slice(start, end)
            result.kind = kind
            return result
        }
        var at = start + 1
        guard at < bytes.count else { return finish(at, .invalid) }
        if bytes[at] == UInt8(ascii: "%") { return finish(at + 1, .percent) }
        if recognizesArg, matches("arg", at: at) { return finish(at + 3, .substitutionArgument) }

        // What stands between `%` and the length modifier is read as CoreFoundation reads
        // it (`__CFParseFormatSpec`): flags, width, precision and `n$` in any order, each
        // number a width, or a precision after `.`, or, followed by `$`, the position of a
        // pending `*` or else of the value. So `% 1 @` is `%@` (a space flag, width 1 and a
        // space flag), as is `% 1$@`; `%1 $@` is no specifier (`$` after a space).
        var flags: [UInt8] = []
        var seenDot = false
        // A `*` whose argument position is still to come (`*2$`, or else the next in order).
        var widthPending = false, precisionPending = false
        while at < bytes.count {
            let byte = bytes[at]
            switch byte {
            case UInt8(ascii: "#") where matches("#@", at: at):
                // Substitution reference: `#@name@`.
                var end = at + 2
                while end < bytes.count, bytes[end] != UInt8(ascii: "@") { end += 1 }
                guard end < bytes.count, end > at + 2 else { return finish(min(end, bytes.count), .invalid) }
                specifier.argumentPosition = specifier.explicitPosition ?? takeNextPosition()
                return finish(end + 1, .substitution(name: slice(at + 2, end)))
            case UInt8(ascii: " "), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "#"), UInt8(ascii: "'"):
                flags.append(byte)
                at += 1
            case UInt8(ascii: "0"):
                // After `.`, a precision of 0; before, the zero flag.
                if seenDot {
                    if !precisionPending { specifier.precision = .fixed(0) }
                } else {
                    flags.append(byte)
                }
                at += 1
            case UInt8(ascii: "1")...UInt8(ascii: "9"):
                guard let (value, end) = number(at: at) else { return finish(at, .invalid) }
                if end < bytes.count, bytes[end] == UInt8(ascii: "$") {
                    if precisionPending {
                        specifier.precision = .argument(position: value)
                        precisionPending = false
                    } else if widthPending {
                        specifier.width = .argument(position: value)
                        widthPending = false
                    } else {
                        specifier.explicitPosition = value
                    }
                    at = end + 1
                } else {
                    if seenDot {
                        if !precisionPending { specifier.precision = .fixed(value) }
                    } else if !widthPending {
                        specifier.width = .fixed(value)
                    }
                    at = end
                }
            case UInt8(ascii: "*"):
                widthPending = true
                at += 1
            case UInt8(ascii: "."):
                seenDot = true
                at += 1
                if at < bytes.count, bytes[at] == UInt8(ascii: "*") {
                    precisionPending = true
                    at += 1
                } else {
                    specifier.precision = .fixed(0)
                }
            default:
                // A length modifier, then the conversion: `%LLD` (`%lld` in capitals) is
                // no specifier, though Foundation would read on.
                if let modifier = Self.lengthModifiers.first(where: { matches($0, at: at) }) {
                    specifier.lengthModifier = modifier.description
                    at += modifier.utf8CodeUnitCount
                }
                guard at < bytes.count, bytes[at] < 0x80 else { return finish(at, .invalid) }
                let conversion = Character(Unicode.Scalar(bytes[at]))
                guard FormatSpecifier.category(of: conversion) != nil else { return finish(at, .invalid) }
                specifier.flags = String(decoding: flags, as: UTF8.self)
                specifier.conversion = conversion
                // Arguments in order: a `*` width's, a `*` precision's, then the value.
                if widthPending { specifier.width = .argument(position: takeNextPosition()) }
                if precisionPending { specifier.precision = .argument(position: takeNextPosition()) }
                specifier.argumentPosition = specifier.explicitPosition ?? takeNextPosition()
                return finish(at + 1, .argument)
            }
        }
        return finish(at, .invalid)
    }

    private mutating func takeNextPosition() -> Int {
        defer { nextPosition += 1 }
        return nextPosition
    }
}
