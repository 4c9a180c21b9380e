import ActivityLocalization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns one localisation into the string to show: picks variations, fills
/// substitutions and formats arguments in one language through ``Backend``.
struct LookupRenderer {
    typealias Argument = StringCatalog.Argument

    /// The language: its plural rules.
    let localeID: String
    /// The language with the requested digits: its number formats.
    let numberLocaleID: String
    let arguments: [Argument]
    let device: StringCatalog.Device?
    let isolating: Bool

    init(localeID: String, arguments: [Argument], device: StringCatalog.Device?, digits: DigitSet, isolating: Bool) {
        self.localeID = localeID
        self.numberLocaleID = digits.localeID(forNumbersIn: localeID)
        self.arguments = arguments
        self.device = device
        self.isolating = isolating
    }

    static let firstStrongIsolate = "\u{2068}"
    static let popDirectionalIsolate = "\u{2069}"

    /// The string for a localisation, or `nil` when it has none for this device.
    func render(_ localization: StringCatalog.Localization) -> String? {
        guard let format = resolve(unit: localization.stringUnit, variations: localization.variations,
                                   category: { plural in self.categoryForFirstNumber(in: plural) }) else {
            return nil
        }
        return self.format(format, substitutions: localization.substitutions)
    }

    // MARK: - Variations

    /// The value of the variant that applies: device first, then plural (by the
    /// category `category` gives for the plural variants), recursively.
    private func resolve(unit: StringCatalog.StringUnit?, variations: StringCatalog.Variations?,
                         category: ([String: StringCatalog.Variation]) -> String) -> String? {
        if let device = variations?.device {
            guard let variant = device[self.device?.rawValue ?? "other"] ?? device["other"] else { return nil }
            return resolve(unit: variant.stringUnit, variations: variant.variations, category: category)
        }
        if let plural = variations?.plural {
            guard let variant = plural[category(plural)] ?? plural["other"] else { return nil }
            return resolve(unit: variant.stringUnit, variations: variant.variations, category: category)
        }
        return unit?.value
    }

    /// The plural category of the number a string's plural variants are about: the
    /// first integer or floating-point specifier of the `other` variant (else of any
    /// variant), else the first numeric argument.
    private func categoryForFirstNumber(in plural: [String: StringCatalog.Variation]) -> String {
        let variants = [plural["other"]] + StringCatalog.Variation.pluralOrder.map { plural[$0] }
        for variant in variants {
            guard let value = variant?.stringUnit?.value else { continue }
            for specifier in FormatString.specifiers(in: value) {
                guard let position = specifier.argumentPosition, let category = specifier.category,
                      category == .integer || category == .floating, position <= arguments.count else { continue }
                return pluralCategory(of: arguments[position - 1], specifier: specifier)
            }
        }
        if let number = arguments.first(where: { if case .string = $0.value { false } else { true } }) {
            return pluralCategory(of: number, specifier: nil)
        }
        return "other"
    }

    /// The CLDR plural category of an argument as the specifier shows it.
    private func pluralCategory(of argument: Argument, specifier: FormatSpecifier?) -> String {
        let backend = Backend.current
        let category: String?
        switch argument.value {
        case .integer(let number):
            category = backend.pluralCategory(localeID: localeID, number: Double(number))
        case .floating(let number):
            category = backend.pluralCategory(localeID: localeID, number: number,
                                              fractionDigits: Self.fractionDigits(for: number, specifier))
        case .string(let text):
            if let number = Int64(text) {
                category = backend.pluralCategory(localeID: localeID, number: Double(number))
            } else if let number = Double(text), number.isFinite {
                category = backend.pluralCategory(localeID: localeID, number: number,
                                                  fractionDigits: Self.fractionDigits(for: number, nil))
            } else {
                category = nil
            }
        }
        return category ?? "other"
    }

    /// Decimals shown: the precision for `%f`-style specifiers (6 by default, as
    /// printf), else as many as the value needs (up to 6).
    private static func fractionDigits(for number: Double, _ specifier: FormatSpecifier?) -> Int {
        if let specifier, specifier.conversion == "f" || specifier.conversion == "F" {
            if case .fixed(let digits) = specifier.precision { return min(digits, maximumPrecision) }
            return 6
        }
        guard number.isFinite, number != number.rounded() else { return 0 }
        var digits = 0
        var scaled = abs(number)
        while digits < 6, scaled != scaled.rounded() {
            scaled *= 10
            digits += 1
        }
        return digits
    }

    // MARK: - Formatting

    /// Fills a format string: arguments, `%%`, and `%#@name@` substitutions.
    func format(_ text: String, substitutions: [String: StringCatalog.Substitution]?) -> String {
        var result = ""
        for segment in FormatString(text).segments {
            switch segment {
            case .literal(let literal):
                result += literal
            case .specifier(let specifier):
                switch specifier.kind {
                case .percent:
                    result += "%"
                case .invalid, .substitutionArgument:
                    result += specifier.text
                case .argument:
                    guard let position = specifier.argumentPosition, position <= arguments.count else {
                        result += specifier.text
                        continue
                    }
                    result += isolate(formatted(arguments[position - 1], as: specifier))
                case .substitution(let name):
                    result += substitute(name, specifier, substitutions) ?? specifier.text
                }
            }
        }
        return result
    }

    /// The variant of a substitution for its argument, with `%arg` filled.
    private func substitute(_ name: String, _ reference: FormatSpecifier,
                            _ substitutions: [String: StringCatalog.Substitution]?) -> String? {
        guard let substitution = substitutions?[name] else { return nil }
        guard let position = substitution.argNum ?? reference.argumentPosition,
              position >= 1, position <= arguments.count else { return nil }
        let argument = arguments[position - 1]
        let argumentSpecifier = FormatString.substitutionSpecifier(substitution.formatSpecifier)
        guard let variant = resolve(unit: nil, variations: substitution.variations,
                                    category: { _ in pluralCategory(of: argument, specifier: argumentSpecifier) }) else {
            return nil
        }
        var result = ""
        for segment in FormatString(variant, inSubstitutionVariant: true).segments {
            switch segment {
            case .literal(let literal):
                result += literal
            case .specifier(let specifier):
                switch specifier.kind {
                case .substitutionArgument:
                    if let argumentSpecifier, argumentSpecifier.kind == .argument {
                        result += isolate(formatted(argument, as: argumentSpecifier))
                    } else {
                        result += isolate(formatted(argument, as: nil))
                    }
                case .percent:
                    result += "%"
                case .argument:
                    if let position = specifier.argumentPosition, position <= arguments.count {
                        result += isolate(formatted(arguments[position - 1], as: specifier))
                    } else {
                        result += specifier.text
                    }
                case .invalid, .substitution:
                    result += specifier.text
                }
            }
        }
        return result
    }

    private func isolate(_ text: String) -> String {
        isolating ? Self.firstStrongIsolate + text + Self.popDirectionalIsolate : text
    }

    /// One argument formatted for one specifier (`nil`: as `%@`).
    private func formatted(_ argument: Argument, as specifier: FormatSpecifier?) -> String {
        let text: String
        var isNumber = false
        switch specifier?.category ?? .object {
        case .integer:
            switch argument.value {
            case .integer(let number):
                text = integer(number, specifier!)
                isNumber = true
            case .floating(let number):
                text = integer(Int64(exactly: number.rounded(.towardZero)) ?? 0, specifier!)
                isNumber = true
            case .string(let string):
                text = string
            }
        case .floating:
            switch argument.value {
            case .integer(let number):
                text = floating(Double(number), specifier!)
                isNumber = true
            case .floating(let number):
                text = floating(number, specifier!)
                isNumber = true
            case .string(let string):
                text = string
            }
        case .object, .cString:
            switch argument.value {
            case .integer(let number): text = formatInteger(number, grouping: false)
            case .floating(let number): text = decimal(number, fractionDigits: Self.fractionDigits(for: number, nil))
            case .string(let string): text = string
            }
        case .char:
            switch argument.value {
            case .integer(let number): text = UInt32(exactly: number).flatMap(Unicode.Scalar.init).map { String(Character($0)) } ?? ""
            case .floating: text = ""
            case .string(let string): text = string.first.map { String($0) } ?? ""
            }
        case .pointer:
            if specifier?.conversion == "n" { return "" }
            if case .integer(let number) = argument.value {
                text = "0x" + String(UInt64(bitPattern: number), radix: 16)
            } else {
                text = argument.description
            }
        }
        return pad(text, specifier, isNumber: isNumber)
    }

    private func integer(_ value: Int64, _ specifier: FormatSpecifier) -> String {
        switch specifier.conversion {
        case "x": return String(UInt64(bitPattern: value), radix: 16)
        case "X": return String(UInt64(bitPattern: value), radix: 16, uppercase: true)
        case "o", "O": return String(UInt64(bitPattern: value), radix: 8)
        case "u", "U":
            if value < 0 { return String(UInt64(bitPattern: value)) }
            fallthrough
        default:
            let text = formatInteger(value, grouping: specifier.flags.contains("'"))
            return specifier.flags.contains("+") && value >= 0 ? "+" + text : text
        }
    }

    private func floating(_ value: Double, _ specifier: FormatSpecifier) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        let text: String
        switch specifier.conversion {
        case "f", "F":
            var digits = 6
            if case .fixed(let precision) = specifier.precision { digits = min(precision, Self.maximumPrecision) }
            text = decimal(value, fractionDigits: digits, grouping: specifier.flags.contains("'"))
        default:
            // e, g, a: printf's own notation, with the language's digits and decimal separator.
            text = localizedDigits(cFormat(value, specifier))
        }
        return specifier.flags.contains("+") && value >= 0 ? "+" + text : text
    }

    private func formatInteger(_ value: Int64, grouping: Bool) -> String {
        Self.hyphenMinusSign(Backend.current.format(value, localeID: numberLocaleID, grouping: grouping) ?? String(value))
    }

    private func decimal(_ value: Double, fractionDigits: Int, grouping: Bool = false) -> String {
        Self.hyphenMinusSign(Backend.current.format(value, localeID: numberLocaleID, grouping: grouping,
                                                    fractionDigits: fractionDigits) ?? String(value))
    }

    /// ICU's number with its sign written as HYPHEN-MINUS (U+002D) in front and no
    /// bidi marks: CLDR writes `\u{061C}-` in Arabic, `\u{200E}-` in Hebrew,
    /// `\u{200E}\u{2212}` in Persian and `\u{2212}` in Swedish; the package writes
    /// `-` everywhere, as ``CountdownFormatter`` and ``LabelFormatter`` do, and the
    /// isolate around the argument does the marks' work. A number without a sign
    /// is returned unchanged.
    static func hyphenMinusSign(_ number: String) -> String {
        func isMark(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "\u{200E}" || scalar == "\u{200F}" || scalar == "\u{061C}"
        }
        func isMinus(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "-" || scalar == "\u{2212}" || scalar == "\u{FE63}" || scalar == "\u{FF0D}"
        }
        func isSignOrMark(_ scalar: Unicode.Scalar) -> Bool { isMark(scalar) || isMinus(scalar) }
        let scalars = number.unicodeScalars
        let prefix = scalars.prefix(while: isSignOrMark)
        if prefix.contains(where: isMinus) {
            return "-" + String(scalars[prefix.endIndex...])
        }
        let suffix = scalars.reversed().prefix(while: isSignOrMark)
        if suffix.contains(where: isMinus) {
            return "-" + String(scalars[prefix.endIndex..<suffix.endIndex.base])
        }
        return number
    }

    /// `snprintf` in the C locale for `%e`, `%g` and `%a`.
    private func cFormat(_ value: Double, _ specifier: FormatSpecifier) -> String {
        var format = "%"
        if case .fixed(let precision) = specifier.precision { format += ".\(min(precision, 40))" }
        format.append(specifier.conversion ?? "g")
        var buffer = [CChar](repeating: 0, count: 128)
        _ = withVaList([value]) { vsnprintf(&buffer, buffer.count, format, $0) }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// ASCII digits and `.` replaced by the language's (from the backend's formatting of 0–9 and 0.5).
    private func localizedDigits(_ text: String) -> String {
        let backend = Backend.current
        let digits = (0...9).map { backend.format(Int64($0), localeID: numberLocaleID, grouping: false) ?? String($0) }
        let half = backend.format(0.5, localeID: numberLocaleID, grouping: false, fractionDigits: 1) ?? "0.5"
        let separator = half.count == 3 ? String(half.dropFirst().prefix(1)) : "."
        var result = ""
        for character in text {
            if let digit = character.wholeNumberValue, character.isASCII {
                result += digits[digit]
            } else if character == "." {
                result += separator
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// The largest width a lookup pads to, in characters.
    static let maximumWidth = 256
    /// The most decimals a lookup shows (`%.999999999f` shows this many).
    static let maximumPrecision = 40

    /// Width and the `-` and `0` flags, in characters (the width at most ``maximumWidth``).
    private func pad(_ text: String, _ specifier: FormatSpecifier?, isNumber: Bool) -> String {
        guard let specifier, case .fixed(let given) = specifier.width else { return text }
        // A width from a catalog is clamped: `%999999999lld` must not build a gigabyte.
        let width = min(given, Self.maximumWidth)
        guard text.count < width else { return text }
        let padding = width - text.count
        if specifier.flags.contains("-") { return text + String(repeating: " ", count: padding) }
        if isNumber, specifier.flags.contains("0") {
            // Zeros go after the sign, as printf puts them: `%05lld` of -42 is `-0042`.
            let zero = formatInteger(0, grouping: false)
            let sign = text.first.flatMap { $0 == "-" || $0 == "+" ? String($0) : nil } ?? ""
            return sign + String(repeating: zero, count: padding) + text.dropFirst(sign.count)
        }
        return String(repeating: " ", count: padding) + text
    }
}

extension StringCatalog.Variation {
    /// CLDR plural categories in their usual order.
    static let pluralOrder = ["zero", "one", "two", "few", "many", "other"]
}
