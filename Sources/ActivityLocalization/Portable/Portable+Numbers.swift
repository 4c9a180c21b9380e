extension Portable {
    /// A locale's default numbering system and its digits, from the data ICU 72's
    /// `unumsys_open` reads (`NumberElements/default`, `numberingSystems`).
    enum NumberingSystem {
        /// The locale's default numbering system (`ar` → `arab`, `fa` → `arabext`,
        /// `he` → `latn`); a `numbers` keyword (`@numbers=hebr`) overrides it.
        ///
        /// `numbers=native`, `traditional` (`traditio`) and `finance` select the
        /// locale's system of that kind (`hi@numbers=native` → `deva`), as
        /// `unumsys_open` resolves them.
        static func name(localeID: String) -> String? {
            let locale = LocaleID(localeID)
            if let requested = locale.keyword("numbers") {
                if CLDRData.digits.contains(requested) { return requested }
                let selectors = ["native": 0, "traditional": 1, "traditio": 1, "finance": 2]
                if let index = selectors[requested], let line = CLDRData.inherited(CLDRData.numberingSelectors, for: localeID) {
                    let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
                    if fields.count == 3 { return String(fields[index]) }
                }
            }
            return CLDRData.inherited(CLDRData.numbering, for: localeID) ?? "latn"
        }

        /// The ten digits of the locale's default numbering system, or `nil` when
        /// that system is algorithmic (traditional Hebrew numerals).
        static func digits(localeID: String) -> [Unicode.Scalar]? {
            guard let name = name(localeID: localeID), let digits = CLDRData.digits.value(for: name) else { return nil }
            let scalars = Array(digits.unicodeScalars)
            return scalars.count == 10 ? scalars : nil
        }
    }

    /// CLDR `durationUnits` patterns (`hm`, `ms`, `hms`), inherited key by key
    /// along the unit tree's parent chain as the ICU backend reads them.
    enum DurationPattern {
        /// The pattern for `key` (`hm`, `ms`, `hms`), or `nil` when not even root has one.
        static func pattern(localeID: String, key: String) -> String? {
            guard let line = CLDRData.inherited(CLDRData.durations, for: localeID, unitTree: true) else { return nil }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3 else { return nil }
            let value = switch key {
            case "hm": fields[0]
            case "ms": fields[1]
            default: fields[2]
            }
            return value.isEmpty ? nil : String(value)
        }
    }

    /// Decimal number formatting as ICU 72's `unum_open(UNUM_DECIMAL)` does it for
    /// the package's needs: the locale's digits, decimal and grouping separators,
    /// minus sign and grouping sizes; a fixed number of decimals, rounded half-even
    /// from the shortest representation.
    ///
    /// Thread safety: immutable after `init`.
    final class NumberFormat: Sendable {
        /// The ten digits of the locale's numbering system, zero first.
        private let digits: [String]
        /// The locale's symbols for that numbering system.
        private let decimalSeparator: String
        private let groupingSeparator: String
        private let minusSign: String
        /// Group sizes: the first from the right, the others (0: the same), and the
        /// fewest integer digits before grouping starts (-1: ICU's default, 1).
        private let primaryGrouping: Int
        private let secondaryGrouping: Int
        private let minimumGrouping: Int
        /// Whether to group at all, and the exact number of decimals.
        private let grouping: Bool
        private let fractionDigits: Int

        /// A locale and configuration.
        private struct Key: Hashable, Sendable {
            var localeID: String
            var grouping: Bool
            var fractionDigits: Int
        }
        /// Formats per locale and configuration.
        private static let cache = LockedCache<Key, NumberFormat?>()

        /// A format for a locale ID, grouping or not, with exactly `fractionDigits` decimals.
        ///
        /// An algorithmic numbering system (`he@numbers=hebr`, `roman`, `jpan`)
        /// is written in Latin digits with the locale's Latin symbols
        /// (`numbers=latn`), as the ICU backend does; the portable backend has no
        /// RBNF.
        init?(localeID: String, grouping: Bool, fractionDigits: Int) {
            let localeID = NumberingSystem.digits(localeID: localeID) == nil
                ? DigitSet.latin.localeID(forNumbersIn: localeID) : localeID
            let scalars = NumberingSystem.digits(localeID: localeID) ?? Array("0123456789".unicodeScalars)
            digits = scalars.map { String($0) }
            // Symbols are per numbering system: a `numbers` keyword that is not the
            // locale's default takes that system's symbols (the locale's own Latin
            // ones, else root's for the system).
            let locale = LocaleID(localeID)
            let defaultSystem = CLDRData.inherited(CLDRData.numbering, for: locale.baseName) ?? "latn"
            var line = CLDRData.inherited(CLDRData.symbols, for: localeID)
            if locale.keyword("numbers") != nil, let requested = NumberingSystem.name(localeID: localeID),
               requested != defaultSystem, CLDRData.digits.contains(requested) {
                // ICU reads the system's own symbols along the locale's chain and
                // fills what is missing from the locale's Latin ones
                // (`DecimalFormatSymbols::initialize`): root's symbols for the
                // systems root has them for, else the locale's Latin symbols.
                let latin = defaultSystem == "latn" ? line : (CLDRData.inherited(CLDRData.latinSymbols, for: localeID)
                    ?? CLDRData.systemSymbols.value(for: "latn") ?? line)
                let rootLatin = CLDRData.symbols.value(for: "root")
                if requested != "latn", let system = CLDRData.systemSymbols.value(for: requested), system != rootLatin {
                    // Root has symbols for the system but no pattern: the grouping
                    // sizes are the locale's Latin ones (`as` groups 12,34,567).
                    let symbols = system.split(separator: "\t", omittingEmptySubsequences: false)
                    let sizes = latin?.split(separator: "\t", omittingEmptySubsequences: false) ?? []
                    line = symbols.count == 6 && sizes.count == 6
                        ? (symbols.prefix(3) + sizes.suffix(3)).joined(separator: "\t") : system
                } else {
                    line = latin
                }
            }
            let fields = (line ?? ".\t,\t-\t3\t0\t-1").split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 6 else { return nil }
            decimalSeparator = fields[0]
            groupingSeparator = fields[1]
            minusSign = fields[2]
            primaryGrouping = Int(fields[3]) ?? 3
            secondaryGrouping = Int(fields[4]) ?? 0
            minimumGrouping = Int(fields[5]) ?? -1
            self.grouping = grouping
            self.fractionDigits = max(0, min(fractionDigits, 40))
        }

        /// The format for a locale and configuration, made once and shared.
        static func shared(for localeID: String, grouping: Bool, fractionDigits: Int) -> NumberFormat? {
            let key = Key(localeID: localeID, grouping: grouping, fractionDigits: fractionDigits)
            return cache.value(for: key) { NumberFormat(localeID: localeID, grouping: grouping, fractionDigits: fractionDigits) }
        }

        /// An integer in the locale's digits and symbols.
        func format(_ value: Int64) -> String? {
            let magnitude = value.magnitude
            let digits = String(magnitude).utf8.map { UInt8($0 - 0x30) }
            var decimal = (digits: digits, integerCount: digits.count)
            if fractionDigits > 0 { decimal = PluralRules.rounded(decimal, fractionDigits: fractionDigits) }
            return write(decimal, negative: value < 0)
        }

        /// A number, rounded half-even to ``fractionDigits`` decimals.
        func format(_ value: Double) -> String? {
            guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? minusSign : "") + "∞" }
            let decimal = PluralRules.rounded(PluralRules.shortestDigits(value), fractionDigits: fractionDigits)
            return write(decimal, negative: value.sign == .minus)
        }

        /// Writes digits with the sign, grouping and decimal separator.
        private func write(_ decimal: (digits: [UInt8], integerCount: Int), negative: Bool) -> String {
            var integer = Array(decimal.digits.prefix(decimal.integerCount))
            while integer.count > 1, integer.first == 0 { integer.removeFirst() }
            if integer.isEmpty { integer = [0] }
            let fraction = decimal.digits.dropFirst(decimal.integerCount)
            var result = negative ? minusSign : ""
            let secondary = secondaryGrouping > 0 ? secondaryGrouping : primaryGrouping
            let groups = grouping && primaryGrouping > 0 && integer.count >= primaryGrouping + max(minimumGrouping, 1)
            for (position, digit) in integer.enumerated() {
                result += digits[Int(digit)]
                let remaining = integer.count - position - 1
                if groups, remaining > 0,
                   remaining == primaryGrouping || (remaining > primaryGrouping && (remaining - primaryGrouping) % secondary == 0) {
                    result += groupingSeparator
                }
            }
            if !fraction.isEmpty {
                result += decimalSeparator
                for digit in fraction { result += digits[Int(digit)] }
            }
            return result
        }
    }
}
