extension Portable {
    /// CLDR cardinal plural rules, parsed from the rule strings ICU 72 carries
    /// (`plurals/rules`) and evaluated on the operands of a decimal number as it is
    /// shown (UTS #35 "Plural Operand Meanings": n, i, v, w, f, t, e).
    ///
    /// ```swift
    /// Portable.PluralRules.shared(for: "ar")?.category(for: 11)  // "many"
    /// Portable.PluralRules.shared(for: "en")?.category(for: 1, fractionDigits: 1)  // "other" ("1.0")
    /// ```
    ///
    /// Thread safety: immutable after `init`.
    final class PluralRules: Sendable {
        /// One `category: condition` rule, in the order CLDR lists them.
        private let rules: [(category: String, condition: Condition)]

        private static let cache = LockedCache<String, PluralRules?>()

        /// The rules of a locale, found along `uloc_getParent` truncation
        /// (`pt_PT` has its own, `en_US` uses `en`); root's (`other` only) when none.
        init?(localeID: String) {
            let set = Self.ruleSetName(localeID: localeID)
            let text = set.flatMap { CLDRData.pluralRuleTable.value(for: $0) } ?? ""
            var rules: [(String, Condition)] = []
            for rule in text.split(separator: ";") {
                guard let colon = rule.firstIndex(of: ":"),
                      let condition = Condition(parsing: rule[rule.index(after: colon)...]) else { return nil }
                rules.append((String(rule[..<colon]), condition))
            }
            self.rules = rules
        }

        /// The name of the CLDR rule set a locale uses (`set37` for `ar`), or `nil`
        /// when neither it nor a truncation of it has one.
        static func ruleSetName(localeID: String) -> String? {
            let base = LocaleID(localeID).baseName
            var current = base.isEmpty ? "root" : base
            var set: String?
            while true {
                if let found = CLDRData.pluralLocaleTable.value(for: current) { set = found; break }
                guard let underscore = current.lastIndex(of: "_") else { break }
                current = String(current[..<underscore])
                while current.hasSuffix("_") { current.removeLast() }
                if current.isEmpty { break }
            }
            return set
        }

        /// The rules for a locale, parsed once per locale and shared.
        static func shared(for localeID: String) -> PluralRules? {
            cache.value(for: localeID) { PluralRules(localeID: localeID) }
        }

        /// The category of a number shown without a fraction when it is whole, else
        /// with its shortest decimal digits (`uplrules_select`).
        func category(for number: Double) -> String {
            guard number.isFinite else { return "other" }
            // A whole number is taken at its exact value, as ICU's FixedDecimal takes
            // it (`(int64_t)n`): 999999999999999872 is 9.999999999999999e17 at its
            // shortest, but its last digits are 72, not 00.
            let magnitude = abs(number)
            if magnitude < 9.2e18, magnitude == magnitude.rounded(.towardZero) {
                let digits = String(Int64(magnitude)).utf8.map { $0 - UInt8(ascii: "0") }
                return category(of: Operands(decimal: (digits, digits.count)))
            }
            return category(of: Operands(decimal: Self.shortestDigits(number)))
        }

        /// The category of a number shown with exactly `fractionDigits` decimals,
        /// rounded half-even from its shortest representation, as ICU's
        /// `Precision::fixedFraction` does.
        func category(for number: Double, fractionDigits: Int) -> String {
            guard fractionDigits > 0 else { return category(for: number) }
            guard number.isFinite else { return "other" }
            return category(of: Operands(decimal: Self.rounded(Self.shortestDigits(number), fractionDigits: min(fractionDigits, 20))))
        }

        /// The first category whose condition the operands meet, else `other`.
        func category(of operands: Operands) -> String {
            for rule in rules where rule.condition.matches(operands) { return rule.category }
            return "other"
        }

        /// `|number|` as decimal digits and the position of the decimal point:
        /// Swift's shortest round-trip digits, as ICU's double-conversion gives them.
        static func shortestDigits(_ number: Double) -> (digits: [UInt8], integerCount: Int) {
            let magnitude = abs(number)
            if magnitude == 0 { return ([0], 1) }
            let text = "\(magnitude)"
            var mantissa = Substring(text)
            var exponent = 0
            if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
                mantissa = text[..<e]
                exponent = Int(text[text.index(after: e)...]) ?? 0
            }
            var digits: [UInt8] = []
            var integerCount = 0
            var seenPoint = false
            for character in mantissa {
                if character == "." { seenPoint = true; continue }
                guard let value = character.wholeNumberValue else { continue }
                digits.append(UInt8(value))
                if !seenPoint { integerCount += 1 }
            }
            integerCount += exponent
            // Trim zeros that carry no value: "5.0" is 5.
            while digits.count > max(integerCount, 1), digits.last == 0 { digits.removeLast() }
            while integerCount > 1, digits.first == 0 { digits.removeFirst(); integerCount -= 1 }
            return (digits, integerCount)
        }

        /// Digits rounded half-even to exactly `fractionDigits` decimals.
        static func rounded(_ value: (digits: [UInt8], integerCount: Int), fractionDigits: Int) -> (digits: [UInt8], integerCount: Int) {
            var digits = value.digits
            var integerCount = value.integerCount
            if integerCount < 1 {
                digits.insert(contentsOf: repeatElement(0, count: 1 - integerCount), at: 0)
                integerCount = 1
            }
            let keep = integerCount + fractionDigits
            if digits.count > keep {
                let rest = digits[keep...]
                let first = rest.first!
                let beyondHalf = first > 5 || (first == 5 && rest.dropFirst().contains { $0 != 0 })
                let isHalf = first == 5 && !rest.dropFirst().contains { $0 != 0 }
                digits.removeSubrange(keep...)
                let lastIsOdd = (digits.last ?? 0) % 2 == 1
                if beyondHalf || (isHalf && lastIsOdd) {
                    var position = digits.count - 1
                    while position >= 0 {
                        if digits[position] == 9 { digits[position] = 0; position -= 1 } else { digits[position] += 1; break }
                    }
                    if position < 0 { digits.insert(1, at: 0); integerCount += 1 }
                }
            }
            while digits.count < integerCount + fractionDigits { digits.append(0) }
            return (digits, integerCount)
        }
    }

    /// The plural operands of a decimal as shown.
    struct Operands {
        /// n: the absolute value; i: its integer digits; v, w: the number of visible
        /// fraction digits with and without trailing zeros; f, t: those digits as an
        /// integer, with and without trailing zeros; e: the compact exponent (0).
        var n: Double
        var i: Double
        var v: Double
        var w: Double
        var f: Double
        var t: Double
        var e: Double = 0

        /// The operands of a decimal given as digits and the position of its point.
        ///
        /// Digits may stop before the point (`1e16` is `[1]` with 17 integer
        /// digits): the missing integer digits are zeros, so that `i` of 1e16 is
        /// 10000000000000000, not 1.
        init(decimal: (digits: [UInt8], integerCount: Int)) {
            let integerCount = max(decimal.integerCount, 0)
            var integerDigits = Array(decimal.digits.prefix(integerCount))
            integerDigits.append(contentsOf: repeatElement(0, count: integerCount - integerDigits.count))
            let fraction = decimal.digits.dropFirst(integerCount)
            let whole = integerDigits.reduce(0) { $0 * 10 + Double($1) }
            i = whole
            v = Double(fraction.count)
            f = fraction.reduce(0) { $0 * 10 + Double($1) }
            var trimmed = Array(fraction)
            while trimmed.last == 0 { trimmed.removeLast() }
            w = Double(trimmed.count)
            t = trimmed.reduce(0) { $0 * 10 + Double($1) }
            var value = whole
            var scale = 1.0
            for digit in fraction { scale /= 10; value += Double(digit) * scale }
            n = value
        }

        /// The value of an operand letter (`c` is `e`'s synonym).
        func value(_ operand: Character) -> Double {
            switch operand {
            case "n": n
            case "i": i
            case "v": v
            case "w": w
            case "f": f
            case "t": t
            case "e", "c": e
            default: n
            }
        }
    }

    /// A rule condition: `or` of `and` of relations such as `n % 10 = 2..4,9`.
    struct Condition: Sendable {
        /// `operand [% modulus] (= | !=) ranges`.
        struct Relation: Sendable {
            var operand: Character
            var modulus: Double?
            var negated: Bool
            var ranges: [ClosedRange<Double>]
        }
        /// Relations joined by `and`, the groups joined by `or`.
        let alternatives: [[Relation]]

        /// Parses a CLDR condition (samples already removed), or `nil` when it is not one.
        init?<S: StringProtocol>(parsing text: S) {
            var alternatives: [[Relation]] = []
            for alternative in Substring(text).splitting(" or ") {
                var relations: [Relation] = []
                for part in alternative.splitting(" and ") {
                    let tokens = part.split(separator: " ").map(String.init)
                    guard let operand = tokens.first?.first else { return nil }
                    var index = 1
                    var modulus: Double?
                    if index + 1 < tokens.count, tokens[index] == "%" {
                        modulus = Double(tokens[index + 1])
                        index += 2
                    }
                    guard index + 1 < tokens.count else { return nil }
                    let negated = tokens[index] == "!="
                    guard negated || tokens[index] == "=" else { return nil }
                    var ranges: [ClosedRange<Double>] = []
                    for item in tokens[(index + 1)...].joined().split(separator: ",") {
                        let bounds = item.splitting("..").compactMap { Double($0) }
                        guard let low = bounds.first, let high = bounds.last, low <= high else { return nil }
                        ranges.append(low...high)
                    }
                    relations.append(Relation(operand: operand, modulus: modulus, negated: negated, ranges: ranges))
                }
                alternatives.append(relations)
            }
            self.alternatives = alternatives
        }

        /// Whether a number with these operands meets the condition (ranges hold integers only).
        func matches(_ operands: Operands) -> Bool {
            alternatives.contains { relations in
                relations.allSatisfy { relation in
                    var value = operands.value(relation.operand)
                    if let modulus = relation.modulus { value = value.truncatingRemainder(dividingBy: modulus) }
                    let isIn = relation.ranges.contains { range in
                        value == value.rounded() && range.contains(value)
                    }
                    return isIn != relation.negated
                }
            }
        }
    }
}

extension Substring {
    /// The pieces between occurrences of `separator` (a non-empty ASCII string).
    func splitting(_ separator: String) -> [Substring] {
        var pieces: [Substring] = []
        var rest = self[...]
        while let range = rest.firstRange(of: separator) {
            pieces.append(rest[..<range.lowerBound])
            rest = rest[range.upperBound...]
        }
        pieces.append(rest)
        return pieces
    }
}
