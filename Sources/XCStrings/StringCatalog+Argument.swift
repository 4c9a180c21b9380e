extension StringCatalog {
    /// A value for a format specifier: an integer, a floating-point number or a string.
    ///
    /// Lookups take `Int`, `Int64`, `Double` and `String` values directly, literals
    /// and variables alike (they conform to ``ArgumentConvertible``); build an
    /// `Argument` for other integer widths and for `Float`:
    ///
    /// ```swift
    /// let count = 3, name = "Maya", level: UInt8 = 2
    /// catalog.localizedString("%@ saw %#@birds@", language: language, arguments: [name, count])
    /// catalog.localizedString("Level %lld", language: language, arguments: [.integer(level)])
    /// let arguments: [StringCatalog.Argument] = [2, 2.5, "Maya"]
    /// ```
    public struct Argument: Sendable, Hashable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
                            ExpressibleByStringLiteral, CustomStringConvertible {
        enum Value: Sendable, Hashable {
            case integer(Int64)
            case floating(Double)
            case string(String)
        }

        let value: Value

        /// An integer argument (`%lld`, `%d`, …); values beyond 64 bits are clamped.
        ///
        /// ```swift
        /// StringCatalog.Argument.integer(UInt64.max)   // 9223372036854775807
        /// ```
        ///
        /// - Parameter value: Any integer.
        /// - Returns: The argument, `value` clamped to `Int64`.
        public static func integer(_ value: some BinaryInteger) -> Argument {
            Argument(value: .integer(Int64(clamping: value)))
        }

        /// A floating-point argument (`%f`, `%.1f`, `%lf`, …).
        ///
        /// ```swift
        /// StringCatalog.Argument.floating(Double(Float(2.5)))   // 2.5
        /// ```
        ///
        /// - Parameter value: The number.
        /// - Returns: The argument.
        public static func floating(_ value: Double) -> Argument { Argument(value: .floating(value)) }

        /// A string argument (`%@`).
        ///
        /// ```swift
        /// StringCatalog.Argument.string(String(substring))
        /// ```
        ///
        /// - Parameter value: The text, inserted as it is.
        /// - Returns: The argument.
        public static func string(_ value: String) -> Argument { Argument(value: .string(value)) }

        /// An integer argument from a literal (`[2]`).
        ///
        /// - Parameter value: The literal.
        public init(integerLiteral value: Int64) { self.value = .integer(value) }
        /// A floating-point argument from a literal (`[2.5]`).
        ///
        /// - Parameter value: The literal.
        public init(floatLiteral value: Double) { self.value = .floating(value) }
        /// A string argument from a literal (`["Maya"]`).
        ///
        /// - Parameter value: The literal.
        public init(stringLiteral value: String) { self.value = .string(value) }
        init(value: Value) { self.value = value }

        /// The value as written in Swift (`2`, `2.5`, `"Maya"`).
        public var description: String {
            switch value {
            case .integer(let number): return String(number)
            case .floating(let number): return String(number)
            case .string(let text): return text.debugDescription
            }
        }
    }

    /// A value that a lookup takes as an argument without wrapping: `Int`, `Int64`,
    /// `Double`, `String` and ``Argument`` itself.
    ///
    /// ```swift
    /// let count = 3
    /// let name = "Ana"
    /// catalog.localizedString("%@ saw %#@birds@", language: language, arguments: [name, count])
    /// catalog.localizedString("%.1f km", language: language, arguments: [2.5])
    /// ```
    ///
    /// Conform your own types only through ``stringCatalogArgument``, by returning an
    /// ``Argument``.
    public protocol ArgumentConvertible {
        /// The value as a format argument.
        ///
        /// ```swift
        /// 3.stringCatalogArgument       // StringCatalog.Argument.integer(3)
        /// "Ana".stringCatalogArgument   // StringCatalog.Argument.string("Ana")
        /// ```
        var stringCatalogArgument: Argument { get }
    }
}

extension StringCatalog.Argument: StringCatalog.ArgumentConvertible {
    /// The argument itself.
    public var stringCatalogArgument: StringCatalog.Argument { self }
}

extension StringCatalog.ArgumentConvertible where Self == StringCatalog.Argument {
    /// An integer argument in an argument list: `arguments: [.integer(level)]`.
    ///
    /// - Parameter value: Any integer; values beyond 64 bits are clamped.
    /// - Returns: The argument.
    public static func integer(_ value: some BinaryInteger) -> StringCatalog.Argument {
        StringCatalog.Argument(value: .integer(Int64(clamping: value)))
    }

    /// A floating-point argument in an argument list: `arguments: [.floating(Double(ratio))]`.
    ///
    /// - Parameter value: The number.
    /// - Returns: The argument.
    public static func floating(_ value: Double) -> StringCatalog.Argument {
        StringCatalog.Argument(value: .floating(value))
    }

    /// A string argument in an argument list: `arguments: [.string(String(name))]`.
    ///
    /// - Parameter value: The text.
    /// - Returns: The argument.
    public static func string(_ value: String) -> StringCatalog.Argument {
        StringCatalog.Argument(value: .string(value))
    }
}

extension Int: StringCatalog.ArgumentConvertible {
    /// The integer as a format argument (`%lld`, `%d`, …).
    public var stringCatalogArgument: StringCatalog.Argument { .init(value: .integer(Int64(self))) }
}

extension Int64: StringCatalog.ArgumentConvertible {
    /// The integer as a format argument (`%lld`, `%d`, …).
    public var stringCatalogArgument: StringCatalog.Argument { .init(value: .integer(self)) }
}

extension Double: StringCatalog.ArgumentConvertible {
    /// The number as a format argument (`%f`, `%.1f`, …).
    public var stringCatalogArgument: StringCatalog.Argument { .init(value: .floating(self)) }
}

extension String: StringCatalog.ArgumentConvertible {
    /// The text as a format argument (`%@`).
    public var stringCatalogArgument: StringCatalog.Argument { .init(value: .string(self)) }
}
