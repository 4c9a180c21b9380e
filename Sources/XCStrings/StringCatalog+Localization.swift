extension StringCatalog {
    /// One language's translation of an entry: a plain string unit, a string set,
    /// variations by plural category or device, and substitutions.
    public struct Localization: Sendable, Equatable {
        /// The translation when it has no variations.
        public var stringUnit: StringUnit?
        /// A list of strings (App Shortcut phrases).
        public var stringSet: StringSet? {
            get { rare?.value.stringSet }
            set { updateRare { $0.stringSet = newValue } }
        }
        /// Variants by plural category or device.
        public var variations: Variations? {
            get { rare?.value.variations }
            set { updateRare { $0.variations = newValue } }
        }
        /// Named substitutions, referenced from the value as `%#@name@`.
        public var substitutions: [String: Substitution]? {
            get { rare?.value.substitutions }
            set { updateRare { $0.substitutions = newValue } }
        }
        /// Fields this library does not know, written back as found.
        public var unknownFields: [String: CatalogValue] {
            get { rare?.value.unknownFields ?? [:] }
            set { updateRare { $0.unknownFields = newValue } }
        }
        /// Where the language key was in the file; `nil` when made in code.
        public var location: SourceLocation? {
            get { packedLocation.value }
            set { packedLocation = PackedLocation(newValue) }
        }

        // Most localizations are a single string unit, and a catalog holds one per key
        // and language (600 000 in a 160 MB file), so everything else lives behind one
        // optional reference: the struct is 56 bytes instead of 136.
        private var rare: RareFieldsBox?
        private var packedLocation: PackedLocation

        /// Non-generic so that allocating one needs no generic metadata lookup.
        private final class RareFieldsBox: Sendable, Equatable {
            let value: RareFields
            init(_ value: RareFields) { self.value = value }
            static func == (lhs: RareFieldsBox, rhs: RareFieldsBox) -> Bool { lhs === rhs || lhs.value == rhs.value }
        }

        fileprivate struct RareFields: Sendable, Equatable {
            var stringSet: StringSet?
            var variations: Variations?
            var substitutions: [String: Substitution]?
            var unknownFields: [String: CatalogValue] = .init()

            var isEmpty: Bool {
                stringSet == nil && variations == nil && substitutions == nil && unknownFields.isEmpty
            }
        }

        private mutating func updateRare(_ body: (inout RareFields) -> Void) {
            var fields = rare?.value ?? RareFields()
            body(&fields)
            rare = fields.isEmpty ? nil : RareFieldsBox(fields)
        }

        /// All fields at once (for the reader: one box, not one per field).
        init(stringUnit: StringUnit?, stringSet: StringSet?, variations: Variations?,
             substitutions: [String: Substitution]?, unknownFields: [String: CatalogValue], location: SourceLocation?) {
            self.stringUnit = stringUnit
            self.packedLocation = PackedLocation(location)
            let fields = RareFields(stringSet: stringSet, variations: variations, substitutions: substitutions,
                                    unknownFields: unknownFields)
            self.rare = fields.isEmpty ? nil : RareFieldsBox(fields)
        }

        /// Creates a localisation.
        ///
        /// - Parameters:
        ///   - stringUnit: The translation.
        ///   - stringSet: A list of strings.
        ///   - variations: Variants by plural category or device.
        ///   - substitutions: Named substitutions.
        public init(stringUnit: StringUnit? = nil, stringSet: StringSet? = nil,
                    variations: Variations? = nil, substitutions: [String: Substitution]? = nil) {
            self.stringUnit = stringUnit
            self.packedLocation = PackedLocation(nil)
            let fields = RareFields(stringSet: stringSet, variations: variations, substitutions: substitutions)
            self.rare = fields.isEmpty ? nil : RareFieldsBox(fields)
        }

        /// Whether there are variations or substitutions; reads them in place
        /// instead of copying them out as their getters do.
        package var hasVariationsOrSubstitutions: Bool {
            guard let rare else { return false }
            return rare.value.variations != nil || rare.value.substitutions != nil
        }

        /// Whether there is a string set, variations or substitutions, read in place.
        package var hasMoreThanStringUnit: Bool {
            guard let rare else { return false }
            return rare.value.stringSet != nil || rare.value.variations != nil || rare.value.substitutions != nil
        }

        /// Whether any string unit or string set is present, here or nested: the
        /// test for a language a catalog has (``StringCatalog/languages``).
        package var hasUnits: Bool {
            if stringUnit != nil || stringSet != nil { return true }
            if variations?.hasUnits == true { return true }
            return substitutions?.values.contains { $0.variations?.hasUnits == true } ?? false
        }

        /// Whether every unit, here or nested, is in state `new` (true when there
        /// is none): an untranslated placeholder. Outside the source language the
        /// widget shows the fallback for it, and both lookup and the audit say so.
        package var hasOnlyNewUnits: Bool {
            // By position, read in place: no copy of each variant, no array of the two maps.
            func onlyNew(_ cases: [String: Variation]?) -> Bool {
                guard let cases else { return true }
                for index in cases.indices {
                    if let unit = cases.values[index].stringUnit, !unit.isNew { return false }
                    if !onlyNew(cases.values[index].variations) { return false }
                }
                return true
            }
            func onlyNew(_ variations: Variations?) -> Bool {
                guard let variations else { return true }
                return onlyNew(variations.plural) && onlyNew(variations.device)
            }
            if let unit = stringUnit, !unit.isNew { return false }
            if let set = stringSet, set.state != .new { return false }
            if !onlyNew(variations) { return false }
            return substitutions?.values.allSatisfy { onlyNew($0.variations) } ?? true
        }
    }

    /// A translated string and its state.
    ///
    /// ```swift
    /// StringCatalog.StringUnit(state: .translated, value: "مرحبا")
    /// ```
    public struct StringUnit: Sendable, Equatable {
        /// The translation state.
        public var state: TranslationState {
            get { extras.state }
            set { extras = UnitExtras(state: newValue, unknownFields: extras.unknownFields) }
        }
        /// The translated string, with format specifiers.
        public var value: String
        /// Fields this library does not know, written back as found.
        public var unknownFields: [String: CatalogValue] {
            get { extras.unknownFields }
            set { extras = UnitExtras(state: extras.state, unknownFields: newValue) }
        }

        // A catalog holds a string unit per key and language (and per plural or
        // device variant): 1.4 million in a 160 MB file. Their state is nearly
        // always one of five and there are nearly never unknown fields, so both
        // live in one word: a unit is 24 bytes instead of 40, and copying one
        // retains only its value.
        private var extras: UnitExtras

        /// Creates a string unit.
        ///
        /// - Parameters:
        ///   - state: The translation state, such as `.translated`.
        ///   - value: The translated string, with format specifiers.
        public init(state: TranslationState, value: String) {
            self.value = value
            self.extras = UnitExtras(state: state, unknownFields: [:])
        }

        /// A unit as the reader finds it, its state already matched against the known spellings.
        init(state: StateSpelling, value: String, unknownFields: [String: CatalogValue]) {
            self.value = value
            switch state {
            case .known(let known) where unknownFields.isEmpty:
                self.extras = .known(known)
            case .known(let known):
                self.extras = .boxed(UnitExtrasBox(state: known.state, unknownFields: unknownFields))
            case .other(let text):
                self.extras = .boxed(UnitExtrasBox(state: TranslationState(rawValue: text), unknownFields: unknownFields))
            }
        }

        /// Whether the state is `new`, without making a ``TranslationState``.
        package var isNew: Bool { extras.known == .new }
        /// Whether the state is `needs_review`, without making a ``TranslationState``.
        package var needsReview: Bool { extras.known == .needsReview }
        /// Whether the state is `translated`, without making a ``TranslationState``.
        package var isTranslated: Bool { extras.known == .translated }
        /// Whether the state is `machine_translated`, without making a ``TranslationState``.
        package var isMachineTranslated: Bool { extras.known == .machineTranslated }
    }

    /// A string unit's `state` as read: one of the known spellings, or any other text.
    enum StateSpelling {
        case known(KnownTranslationState)
        case other(String)
    }

    /// The translation states a string unit stores without a string.
    enum KnownTranslationState: UInt8, Sendable, CaseIterable {
        case translated, needsReview, new, machineTranslated, stale

        init?(_ state: TranslationState) {
            guard let known = Self.allCases.first(where: { $0.state == state }) else { return nil }
            self = known
        }

        /// The state as written in a file: the public constant.
        var state: TranslationState {
            switch self {
            case .translated: .translated
            case .needsReview: .needsReview
            case .new: .new
            case .machineTranslated: .machineTranslated
            case .stale: .stale
            }
        }

        /// ``state``'s spelling, for the reader to match in a file's bytes.
        var spelling: StaticString {
            switch self {
            case .translated: "translated"
            case .needsReview: "needs_review"
            case .new: "new"
            case .machineTranslated: "machine_translated"
            case .stale: "stale"
            }
        }
    }

    /// A string unit's state and unknown fields in one word: a known state without
    /// unknown fields inline, anything else in a box. Always in that canonical form,
    /// so that the synthesised `==` compares meaning.
    enum UnitExtras: Sendable, Equatable {
        case known(KnownTranslationState)
        case boxed(UnitExtrasBox)

        init(state: TranslationState, unknownFields: [String: CatalogValue]) {
            if unknownFields.isEmpty, let known = KnownTranslationState(state) {
                self = .known(known)
            } else {
                self = .boxed(UnitExtrasBox(state: state, unknownFields: unknownFields))
            }
        }

        var known: KnownTranslationState? {
            switch self {
            case .known(let state): state
            case .boxed(let box): box.known
            }
        }

        var state: TranslationState {
            switch self {
            case .known(let state): state.state
            case .boxed(let box): box.state
            }
        }

        var unknownFields: [String: CatalogValue] {
            switch self {
            case .known: [:]
            case .boxed(let box): box.unknownFields
            }
        }
    }

    final class UnitExtrasBox: Sendable, Equatable {
        let state: TranslationState
        let known: KnownTranslationState?
        let unknownFields: [String: CatalogValue]

        init(state: TranslationState, unknownFields: [String: CatalogValue]) {
            self.state = state
            self.known = KnownTranslationState(state)
            self.unknownFields = unknownFields
        }

        static func == (lhs: UnitExtrasBox, rhs: UnitExtrasBox) -> Bool {
            lhs === rhs || (lhs.state == rhs.state && lhs.unknownFields == rhs.unknownFields)
        }
    }

    /// A list of translated strings and its state.
    public struct StringSet: Sendable, Equatable {
        /// The translation state.
        public var state: TranslationState
        /// The strings.
        public var values: [String]
        /// Fields this library does not know, written back as found.
        public var unknownFields: [String: CatalogValue]

        /// Creates a string set.
        ///
        /// - Parameters:
        ///   - state: The translation state.
        ///   - values: The strings, in order.
        public init(state: TranslationState, values: [String]) {
            self.state = state
            self.values = values
            self.unknownFields = .init()
        }
    }

    /// Variants of a string by plural category and/or device.
    ///
    /// Plural keys are CLDR categories (`zero one two few many other`); device keys are
    /// `iphone ipad ipod mac applewatch appletv applevision other`. Any key is kept.
    public struct Variations: Sendable, Equatable {
        /// Variants by plural category.
        public var plural: [String: Variation]?
        /// Variants by device.
        public var device: [String: Variation]?
        /// Other selectors this library does not know, written back as found.
        public var unknownFields: [String: CatalogValue]

        /// Creates variations.
        ///
        /// - Parameters:
        ///   - plural: Variants by plural category (`"one"`, `"other"`, …).
        ///   - device: Variants by device (`"iphone"`, `"mac"`, `"other"`, …).
        public init(plural: [String: Variation]? = nil, device: [String: Variation]? = nil) {
            self.plural = plural
            self.device = device
            self.unknownFields = .init()
        }

        var hasUnits: Bool {
            (plural?.values.contains { $0.hasUnits } ?? false)
                || (device?.values.contains { $0.hasUnits } ?? false)
        }
    }

    /// One variant: a string unit, or further variations (device → plural).
    public struct Variation: Sendable, Equatable {
        /// The variant's string.
        public var stringUnit: StringUnit?
        /// Nested variations, as in a device variant that varies by plural.
        public var variations: Variations? {
            get { rare?.variations }
            set { rare = RareFieldsBox.make(variations: newValue, unknownFields: unknownFields) }
        }
        /// Fields this library does not know, written back as found.
        public var unknownFields: [String: CatalogValue] {
            get { rare?.unknownFields ?? [:] }
            set { rare = RareFieldsBox.make(variations: variations, unknownFields: newValue) }
        }
        /// Where the variant's key (`"few"`, `"iphone"`) was in the file; `nil` when made in code.
        public var location: SourceLocation? {
            get { packedLocation.value }
            set { packedLocation = PackedLocation(newValue) }
        }
        private var packedLocation: PackedLocation
        // Nested variations and unknown fields are rare, so they share one optional
        // reference (heap storage also lets a variant hold variations holding
        // variants): a variant is 40 bytes, and a plural map holds one per category.
        private var rare: RareFieldsBox?

        /// Creates a variant.
        ///
        /// - Parameters:
        ///   - stringUnit: The variant's string.
        ///   - variations: Nested variations (a device variant varying by plural).
        public init(stringUnit: StringUnit? = nil, variations: Variations? = nil) {
            self.init(stringUnit: stringUnit, variations: variations, unknownFields: [:])
        }

        /// All fields at once (for the reader: at most one box).
        init(stringUnit: StringUnit?, variations: Variations?, unknownFields: [String: CatalogValue]) {
            self.stringUnit = stringUnit
            self.packedLocation = PackedLocation(nil)
            self.rare = RareFieldsBox.make(variations: variations, unknownFields: unknownFields)
        }

        /// Non-generic so that allocating one needs no generic metadata lookup.
        private final class RareFieldsBox: Sendable, Equatable {
            let variations: Variations?
            let unknownFields: [String: CatalogValue]

            private init(variations: Variations?, unknownFields: [String: CatalogValue]) {
                self.variations = variations
                self.unknownFields = unknownFields
            }

            /// `nil` when there is nothing to hold: one form for "none", so that
            /// the synthesised `==` of ``Variation`` compares meaning.
            static func make(variations: Variations?, unknownFields: [String: CatalogValue]) -> RareFieldsBox? {
                variations == nil && unknownFields.isEmpty ? nil : RareFieldsBox(variations: variations, unknownFields: unknownFields)
            }

            static func == (lhs: RareFieldsBox, rhs: RareFieldsBox) -> Bool {
                lhs === rhs || (lhs.variations == rhs.variations && lhs.unknownFields == rhs.unknownFields)
            }
        }

        var hasUnits: Bool { stringUnit != nil || variations?.hasUnits == true }
    }

    /// A named substitution: the part of a string that `%#@name@` stands for, with
    /// its own plural variants that use `%arg` for the argument.
    public struct Substitution: Sendable, Equatable {
        /// The 1-based position of the argument in the call's argument list; `nil`
        /// means the order in which substitutions appear in the string.
        public var argNum: Int?
        /// The argument's specifier without `%`, such as `lld` or `lf`.
        public var formatSpecifier: String?
        /// The variants.
        public var variations: Variations?
        /// Fields this library does not know, written back as found.
        public var unknownFields: [String: CatalogValue]
        /// Where the substitution's name was in the file; `nil` when made in code.
        public var location: SourceLocation?

        /// Creates a substitution.
        ///
        /// ```swift
        /// StringCatalog.Substitution(argNum: 2, formatSpecifier: "lld",
        ///                            variations: .init(plural: ["one": …, "other": …]))
        /// ```
        /// - Parameters:
        ///   - argNum: The 1-based argument position; `nil` for order of appearance.
        ///   - formatSpecifier: The argument's specifier without `%` (`lld`).
        ///   - variations: The variants, which use `%arg` for the argument.
        public init(argNum: Int? = nil, formatSpecifier: String? = nil, variations: Variations? = nil) {
            self.argNum = argNum
            self.formatSpecifier = formatSpecifier
            self.variations = variations
            self.unknownFields = .init()
            self.location = nil
        }
    }
}

/// A JSON value of a field this library does not know, kept so that it can be
/// written back.
///
/// Numbers keep their text as written (`1.50` stays `1.50`).
public indirect enum CatalogValue: Sendable, Equatable {
    /// A string.
    case string(String)
    /// A number, as written in the file.
    case number(String)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
    /// An array.
    case array([CatalogValue])
    /// An object.
    case object([String: CatalogValue])
}

/// An optional ``StringCatalog/SourceLocation`` in eight bytes (0 is `nil`).
struct PackedLocation: Sendable, Equatable {
    private var raw: UInt64

    init(_ location: StringCatalog.SourceLocation?) {
        guard let location else {
            raw = 0
            return
        }
        let line = UInt64(clamping: max(0, location.line))
        let column = UInt64(clamping: max(0, location.column))
        raw = min(line, 0xFFFF_FFFF) << 32 | min(column, 0xFFFF_FFFF)
    }

    var value: StringCatalog.SourceLocation? {
        raw == 0 ? nil : StringCatalog.SourceLocation(line: Int(raw >> 32), column: Int(raw & 0xFFFF_FFFF))
    }
}
