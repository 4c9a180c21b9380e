extension SwiftDeclarations {
    /// Interpolations longer than this are not analysed (their specifier is
    /// unknown), which keeps the scan linear however deeply literals nest.
    static let maximumInterpolationLength = 256

    /// The format specifier that the interpolation `\(expression)` puts in the
    /// key it looks up, or `nil` when its type is unknown (then any specifier
    /// matches).
    ///
    /// ```swift
    /// // let streak: Int
    /// specifier(forInterpolation: "streak", in: file)                     // "%lld"
    /// specifier(forInterpolation: "entry.distance", in: file)             // "%lf" (var distance: Double)
    /// specifier(forInterpolation: #"km, specifier: "%.1f""#, in: file)    // "%.1f"
    /// specifier(forInterpolation: "date, style: .time", in: file)         // "%@"
    /// specifier(forInterpolation: "a + b", in: file)                      // nil
    /// ```
    ///
    /// - Complexity: O(*m*) in the expression's length, at most
    ///   ``maximumInterpolationLength``.
    func specifier(forInterpolation expression: String, in file: String) -> String? {
        guard expression.utf8.count <= Self.maximumInterpolationLength else { return nil }
        var lexer = SwiftLexer(bytes: Array(expression.utf8))
        lexer.lex()
        guard let tokens = lexer.runs.first, !tokens.isEmpty else { return nil }
        // A labelled second argument decides: `specifier:` gives it; a format
        // style, date style or formatter makes a string (`%@`).
        var depth = 0
        for (index, token) in tokens.enumerated() {
            switch token.kind {
            case .punctuation(0x28), .punctuation(0x5B), .punctuation(0x7B): depth += 1
            case .punctuation(0x29), .punctuation(0x5D), .punctuation(0x7D): depth -= 1
            case .punctuation(0x2C) where depth == 0:
                guard index + 2 < tokens.count, case .identifier(let label) = tokens[index + 1].kind,
                      Self.isPunctuation(tokens[index + 2], 0x3A) else { return nil }
                switch label {
                case "specifier":
                    guard index + 3 < tokens.count, case .string(let literal, valid: true) = tokens[index + 3].kind
                    else { return nil }
                    return literal.plainText
                case "format", "style", "formatter": return "%@"
                default: return nil
                }
            default: break
            }
        }
        return specifier(ofExpression: tokens[...], in: file)
    }

    /// Members whose type is known without a declaration.
    private static let memberTypes: [String: String] = ["count": "Int", "description": "String"]

    /// Arithmetic operators whose operands and result share one type in Swift.
    private static let arithmetic: Set<UInt8> = [0x2B, 0x2D, 0x2A, 0x2F, 0x25]  // + - * / %

    /// The specifier of an expression: arithmetic of numbers (`seconds / 60`,
    /// `items.count - 4`: the operands' one known type), or an operand.
    private func specifier(ofExpression tokens: ArraySlice<SwiftLexer.Token>, in file: String,
                           depth: Int = 0) -> String? {
        var operands: [ArraySlice<SwiftLexer.Token>] = []
        var start = tokens.startIndex
        var nesting = 0
        for index in tokens.indices {
            switch tokens[index].kind {
            case .punctuation(0x28), .punctuation(0x5B): nesting += 1
            case .punctuation(0x29), .punctuation(0x5D): nesting -= 1
            case .punctuation(let byte) where nesting == 0 && Self.arithmetic.contains(byte):
                guard index > start else { return nil }  // a prefix operator
                operands.append(tokens[start..<index])
                start = index + 1
            default: break
            }
        }
        guard operands.isEmpty else {
            guard start < tokens.endIndex else { return nil }
            operands.append(tokens[start...])
            var known: Set<String> = []
            var hasFloatingLiteral = false
            var hasUnknown = false
            for operand in operands {
                if operand.count == 1, case .number(let isFloatingPoint) = operand[operand.startIndex].kind {
                    hasFloatingLiteral = hasFloatingLiteral || isFloatingPoint
                    continue
                }
                if let specifier = self.operand(operand, in: file, depth: depth) {
                    known.insert(specifier)
                } else {
                    hasUnknown = true
                }
            }
            // `page + 1` with `page` unknown is unknown: the literal takes page's type.
            guard known.count <= 1, !(known.isEmpty && hasUnknown) else { return nil }
            let specifier = known.first ?? (hasFloatingLiteral ? "%lf" : "%lld")
            // An integer type with a fraction in it does not compile; a string is not arithmetic.
            guard !(hasFloatingLiteral && !["%lf", "%f"].contains(specifier)), specifier != "%@" else { return nil }
            return specifier
        }
        return operand(tokens, in: file, depth: depth)
    }

    /// The specifier of a single operand: a literal, a (dotted) name, a call
    /// of a type (`Int(x)`), a call of `formatted(…)`, or one in parentheses.
    private func operand(_ slice: ArraySlice<SwiftLexer.Token>, in file: String, depth: Int) -> String? {
        let tokens = Array(slice)
        guard !tokens.isEmpty else { return nil }
        if Self.isPunctuation(tokens[0], 0x28),
           Self.closing(tokens, of: 0, 0x28, 0x29, before: tokens.count) == tokens.count - 1 {
            guard depth < 8 else { return nil }
            return specifier(ofExpression: slice.dropFirst().dropLast(), in: file, depth: depth + 1)
        }
        if tokens.count == 1 {
            switch tokens[0].kind {
            case .number(let isFloatingPoint): return isFloatingPoint ? "%lf" : "%lld"
            case .string: return "%@"
            default: break
            }
        }
        // name(.name)* with at most one call at the end.
        var names: [String] = []
        var index = 0
        while index < tokens.count {
            guard case .identifier(let name) = tokens[index].kind else { return nil }
            names.append(name)
            index += 1
            if index < tokens.count, Self.isPunctuation(tokens[index], 0x3F) { return nil }  // `a?.b` is optional
            if index < tokens.count, Self.isPunctuation(tokens[index], 0x28) {
                // Only a call that ends the expression: `x.formatted(.number)`, `Int(value)`.
                guard Self.isPunctuation(tokens[tokens.count - 1], 0x29),
                      Self.closing(tokens, of: index, 0x28, 0x29, before: tokens.count) == tokens.count - 1
                else { return nil }
                if name == "formatted" { return "%@" }
                if names.count == 1 { return specifier(forType: name) }
                return nil
            }
            guard index < tokens.count else { break }
            guard Self.isPunctuation(tokens[index], 0x2E) else { return nil }
            index += 1
        }
        guard var last = names.last else { return nil }
        if last == "self", names.count == 1 { return nil }
        if names.count > 1, names[0] == "self" { names.removeFirst(); last = names.last ?? last }
        if let type = typeName(of: last, in: file) { return specifier(forType: type) }
        if names.count > 1, let type = Self.memberTypes[last] { return specifier(forType: type) }
        return nil
    }
}
