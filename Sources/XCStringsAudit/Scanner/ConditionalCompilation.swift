import Foundation
import XcodeProject

/// The branches of `#if` … `#elseif` … `#else` … `#endif` a target does not
/// compile, decided against its ``CompilationConditions`` and blanked out
/// before lexing — spaces in place of their bytes, line breaks kept, so that
/// every position stays where it was.
///
/// A condition is true, false or unknown: `os(watchOS)` for a watch widget is
/// true, `os(iOS)` false; `DEBUG` is false when the shipped configuration does
/// not set it; `canImport(…)`, `swift(…)`, `arch(…)`, an unknown flag are
/// unknown. Only a branch that is certainly not taken is removed: one whose
/// condition is false, or that follows a branch whose condition is true.
///
/// ```swift
/// // For a watch widget (platforms ["watchOS"]):
/// #if os(iOS)
/// Text("Open on iPhone")        // blanked: a key the watch widget never shows
/// #else
/// Text("Open on Watch")         // kept
/// #endif
/// ```
enum ConditionalCompilation {
    /// `bytes` with the branches `conditions` rule out blanked, or `bytes`
    /// itself when there are none (or no `#if` at all).
    ///
    /// - Complexity: O(*n*) in the size of `bytes`.
    static func activeCode(_ bytes: [UInt8], conditions: CompilationConditions) -> [UInt8] {
        guard conditions != .unknown, bytes.contains(0x23) else { return bytes }
        /// One `#if` being read: whether its enclosing code is compiled, whether
        /// a branch is certainly taken, whether the current branch is blanked.
        struct Level { var enclosingBlanked: Bool; var taken: Bool; var blanked: Bool }
        var levels: [Level] = []
        var output = bytes
        var changed = false
        var inMultilineString = false
        var lineStart = 0
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
            let line = bytes[lineStart..<lineEnd]
            let blanked = levels.last?.blanked ?? false
            var isDirective = false
            if !inMultilineString, let directive = Self.directive(line) {
                isDirective = true
                switch directive.keyword {
                case "if":
                    let enclosing = blanked
                    let value = enclosing ? .unknown : Self.evaluate(directive.condition, conditions)
                    levels.append(Level(enclosingBlanked: enclosing, taken: value == .true, blanked: enclosing || value == .false))
                case "elseif":
                    guard var level = levels.popLast() else { break }
                    let value = level.enclosingBlanked || level.taken ? .unknown : Self.evaluate(directive.condition, conditions)
                    level.blanked = level.enclosingBlanked || level.taken || value == .false
                    if value == .true { level.taken = true }
                    levels.append(level)
                case "else":
                    guard var level = levels.popLast() else { break }
                    level.blanked = level.enclosingBlanked || level.taken
                    levels.append(level)
                default:  // endif
                    _ = levels.popLast()
                }
            }
            if !isDirective && blanked {
                for index in lineStart..<lineEnd where bytes[index] != 0x0D {
                    output[index] = 0x20
                    changed = true
                }
            } else if !isDirective {
                // `"""` an odd number of times opens or closes a multi-line string.
                var count = 0, index = line.startIndex
                while index + 2 < line.endIndex {
                    if line[index] == 0x22, line[index + 1] == 0x22, line[index + 2] == 0x22 { count += 1; index += 3 }
                    else { index += 1 }
                }
                if count % 2 == 1 { inMultilineString.toggle() }
            }
            lineStart = lineEnd + 1
        }
        return changed ? output : bytes
    }

    /// `#if COND`, `#elseif COND`, `#else`, `#endif` at the start of a line
    /// (after spaces), with the condition's text up to a `//` comment.
    private static func directive(_ line: ArraySlice<UInt8>) -> (keyword: String, condition: ArraySlice<UInt8>)? {
        var index = line.startIndex
        while index < line.endIndex, line[index] == 0x20 || line[index] == 0x09 { index += 1 }
        guard index < line.endIndex, line[index] == 0x23 else { return nil }
        index += 1
        let start = index
        while index < line.endIndex, (0x61...0x7A).contains(line[index]) { index += 1 }
        let keyword = String(decoding: line[start..<index], as: UTF8.self)
        guard ["if", "elseif", "else", "endif"].contains(keyword) else { return nil }
        guard index == line.endIndex || !Self.isIdentifierByte(line[index]) else { return nil }
        var end = index
        while end < line.endIndex, !(line[end] == 0x2F && end + 1 < line.endIndex && line[end + 1] == 0x2F) { end += 1 }
        return (keyword, line[index..<end])
    }

    /// A byte of a Swift or Objective-C identifier: ASCII letters, digits, `_`, and anything not ASCII.
    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F
            || byte >= 0x80
    }

    /// A condition's value.
    enum Value: Equatable {
        case `true`, `false`, unknown

        static prefix func ! (value: Value) -> Value {
            switch value { case .true: .false; case .false: .true; case .unknown: .unknown }
        }
        static func && (lhs: Value, rhs: Value) -> Value {
            if lhs == .false || rhs == .false { return .false }
            return lhs == .true && rhs == .true ? .true : .unknown
        }
        static func || (lhs: Value, rhs: Value) -> Value {
            if lhs == .true || rhs == .true { return .true }
            return lhs == .false && rhs == .false ? .false : .unknown
        }
    }

    /// The value of a condition's text; `.unknown` for what cannot be read.
    static func evaluate(_ text: ArraySlice<UInt8>, _ conditions: CompilationConditions) -> Value {
        var parser = Parser(bytes: Array(text), conditions: conditions)
        guard let value = parser.disjunction(), parser.atEnd else { return .unknown }
        return value
    }

    /// `a || b`, `a && b`, `!a`, `(a)`, `name`, `name(argument)`, `true`, `false`.
    private struct Parser {
        let bytes: [UInt8]
        let conditions: CompilationConditions
        var index = 0
        var depth = 0

        init(bytes: [UInt8], conditions: CompilationConditions) {
            self.bytes = bytes
            self.conditions = conditions
        }

        var atEnd: Bool {
            mutating get { skipSpaces(); return index == bytes.count }
        }

        mutating func skipSpaces() {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0D { index += 1 }
        }

        mutating func take(_ text: String) -> Bool {
            skipSpaces()
            let utf8 = Array(text.utf8)
            guard bytes[index...].starts(with: utf8) else { return false }
            index += utf8.count
            return true
        }

        mutating func disjunction() -> Value? {
            guard var value = conjunction() else { return nil }
            while take("||") {
                guard let next = conjunction() else { return nil }
                value = value || next
            }
            return value
        }

        mutating func conjunction() -> Value? {
            guard var value = unary() else { return nil }
            while take("&&") {
                guard let next = unary() else { return nil }
                value = value && next
            }
            return value
        }

        mutating func unary() -> Value? {
            depth += 1
            defer { depth -= 1 }
            guard depth < 64 else { return nil }
            if take("!") { return unary().map { !$0 } }
            if take("(") {
                guard let value = disjunction(), take(")") else { return nil }
                return value
            }
            skipSpaces()
            let start = index
            while index < bytes.count, ConditionalCompilation.isIdentifierByte(bytes[index]) { index += 1 }
            guard index > start else { return nil }
            let name = String(decoding: bytes[start..<index], as: UTF8.self)
            skipSpaces()
            if index < bytes.count, bytes[index] == 0x28 {
                // `name(argument)`: the argument up to the closing parenthesis.
                index += 1
                let argumentStart = index
                while index < bytes.count, bytes[index] != 0x29 { index += 1 }
                guard index < bytes.count else { return nil }
                let argument = String(decoding: bytes[argumentStart..<index], as: UTF8.self)
                    .trimmingCharacters(in: .whitespaces)
                index += 1
                guard name == "os", let platforms = conditions.platforms else { return .unknown }
                if !platforms.contains(argument) { return .false }
                return platforms.count == 1 ? .true : .unknown
            }
            switch name {
            case "true": return .true
            case "false": return .false
            default:
                guard let flags = conditions.flags else {
                    if conditions.definedFlags.contains(name) { return .true }
                    return conditions.undefinedFlags.contains(name) ? .false : .unknown
                }
                return flags.contains(name) ? .true : .false
            }
        }
    }
}
