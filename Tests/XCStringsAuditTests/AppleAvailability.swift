import Foundation
@testable import XCStringsAudit

/// Checks that `Sources/` uses no standard-library symbol whose Apple availability
/// is above the platforms `Package.swift` declares, outside `if #available`,
/// `guard #available` or a declaration marked `@available` at or above it.
///
/// Linux builds cannot catch this: the compiler ignores Apple availability there.
/// The toolchain's `.swiftinterface` files carry it, so this reads them
/// (``AppleAvailability/InterfaceIndex``), reads the minimums from the manifest
/// (``manifestMinimums(_:)``) and scans the sources with the audit's own Swift lexer,
/// which already drops comments and keeps string literals apart from code
/// (``check(_:file:index:minimums:declaredNames:)``).
///
/// Without a type checker it sees what a name alone decides: types, global
/// functions and variables, and members written after their type (`Task.name`,
/// `String(validating:as:)`). It does not see a new member on a value
/// (`array.span`), an implicit member (`.seconds(1)`), an operator, a new
/// conformance, or a new overload of an old name; nor, on Linux, Foundation,
/// whose interface only Apple SDKs ship. Only the platforms the manifest
/// declares are compared; the others take SwiftPM's oldest defaults.
enum AppleAvailability {
    /// The platforms that `@available` and `#available` can name; anything else
    /// followed by a version is an availability macro (`SwiftStdlib 6.0`).
    static let platforms: Set<String> = [
        "macOS", "iOS", "watchOS", "tvOS", "visionOS", "macCatalyst",
        "macOSApplicationExtension", "iOSApplicationExtension", "watchOSApplicationExtension",
        "tvOSApplicationExtension", "visionOSApplicationExtension", "macCatalystApplicationExtension",
        "OpenBSD", "FreeBSD", "Windows", "Android", "Linux", "DriverKit", "WASI",
    ]
    /// Names followed by a version that are not platforms: the language and the manifest API.
    static let versionedLanguages: Set<String> = ["swift", "_PackageDescription"]

    /// A dotted version; `unavailable` sorts above every real version.
    struct Version: Comparable, CustomStringConvertible {
        var components: [Int]
        static let unavailable = Version(components: [Int.max])

        init(components: [Int]) { self.components = components }

        /// `15`, `15.0`, `10.14.4`; `nil` for anything else.
        init?(_ text: String) {
            let parts = text.split(separator: ".", omittingEmptySubsequences: false)
            let numbers = parts.compactMap { Int($0.replacingOccurrences(of: "_", with: "")) }
            guard !parts.isEmpty, numbers.count == parts.count else { return nil }
            components = numbers
        }

        static func < (lhs: Version, rhs: Version) -> Bool {
            for position in 0..<max(lhs.components.count, rhs.components.count) {
                let left = position < lhs.components.count ? lhs.components[position] : 0
                let right = position < rhs.components.count ? rhs.components[position] : 0
                if left != right { return left < right }
            }
            return false
        }

        static func == (lhs: Version, rhs: Version) -> Bool { !(lhs < rhs) && !(rhs < lhs) }

        var description: String {
            self == .unavailable ? "unavailable" : components.map(String.init).joined(separator: ".")
        }
    }

    /// Per platform, the version a declaration is introduced in (or
    /// ``Version/unavailable``); a platform that is absent has no restriction.
    struct Requirement: Equatable, CustomStringConvertible {
        var versions: [String: Version] = [:]

        var isEmpty: Bool { versions.isEmpty }

        /// Both restrictions at once: per platform the higher version (a member
        /// of an `@available` extension, a use inside nested `#available` blocks).
        func merged(with other: Requirement) -> Requirement {
            Requirement(versions: versions.merging(other.versions) { Swift.max($0, $1) })
        }

        /// What a name that may mean any of `requirements` needs for sure: per
        /// platform the lowest version, and no restriction where one of them has none.
        static func loosest(_ requirements: [Requirement]) -> Requirement {
            guard let first = requirements.first else { return Requirement() }
            var versions: [String: Version] = [:]
            for (platform, version) in first.versions {
                let all = requirements.compactMap { $0.versions[platform] }
                if all.count == requirements.count { versions[platform] = all.reduce(version) { Swift.min($0, $1) } }
            }
            return Requirement(versions: versions)
        }

        /// The platforms of `minimums` where this is above the minimum, also counting
        /// what the enclosing `#available`/`@available` context guarantees.
        func platformsAbove(_ minimums: Requirement, context: Requirement) -> [String] {
            minimums.versions.keys.sorted().filter { platform in
                guard let needed = versions[platform] else { return false }
                let guaranteed = Swift.max(minimums.versions[platform]!, context.versions[platform] ?? minimums.versions[platform]!)
                return needed > guaranteed
            }
        }

        /// `macOS 15.0, iOS 18.0`, in the order Apple's interfaces use.
        var description: String {
            let order = ["macOS", "iOS", "watchOS", "tvOS", "visionOS"]
            let keys = versions.keys.sorted { (order.firstIndex(of: $0) ?? 99, $0) < (order.firstIndex(of: $1) ?? 99, $1) }
            return keys.map { "\($0) \(versions[$0]!)" }.joined(separator: ", ")
        }
    }

    // MARK: - Lexed files

    /// A file's tokens (the top level, then the inside of every string
    /// interpolation) and what the tokens do not keep: a number's text.
    struct LexedFile {
        var tokens: [SwiftLexer.Token]
        var interpolations: [[SwiftLexer.Token]]
        private let bytes: [UInt8]
        private let lineStarts: [Int]

        init(_ bytes: [UInt8]) {
            var lexer = SwiftLexer(bytes: bytes)
            lexer.lex()
            tokens = lexer.runs.first ?? []
            interpolations = Array(lexer.runs.dropFirst())
            self.bytes = bytes
            // The same newlines as the lexer: `\n`, `\r\n` and `\r`.
            var starts = [0]
            var index = 0
            while index < bytes.count {
                if bytes[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                if bytes[index] == 0x0A || bytes[index] == 0x0D { starts.append(index + 1) }
                index += 1
            }
            lineStarts = starts
        }

        /// The text of a number token: `15`, `10.14.4`.
        func numberText(_ token: SwiftLexer.Token) -> String {
            guard token.line - 1 < lineStarts.count else { return "" }
            var index = lineStarts[token.line - 1] + token.column - 1
            let start = index
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) || bytes[index] == 0x2E || bytes[index] == 0x5F {
                index += 1
            }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }
    }

    static func at(_ tokens: [SwiftLexer.Token], _ index: Int) -> SwiftLexer.Token? {
        tokens.indices.contains(index) ? tokens[index] : nil
    }

    static func identifier(_ token: SwiftLexer.Token?) -> String? {
        if case .identifier(let name)? = token?.kind { return name }
        return nil
    }

    static func isPunctuation(_ token: SwiftLexer.Token?, _ character: Unicode.Scalar) -> Bool {
        if case .punctuation(let byte)? = token?.kind { return UInt32(byte) == character.value }
        return false
    }

    /// Whether the `>` at `index` is the end of `->`.
    static func isArrow(_ tokens: [SwiftLexer.Token], _ index: Int) -> Bool {
        guard index > 0, isPunctuation(tokens[index - 1], "-") else { return false }
        return tokens[index - 1].line == tokens[index].line && tokens[index - 1].column + 1 == tokens[index].column
    }

    /// The index of the `)`, `]` or `}` that closes the bracket at `open`, or the
    /// last index when it is never closed.
    static func closing(_ tokens: [SwiftLexer.Token], from open: Int) -> Int {
        var depth = 0
        for index in open..<tokens.count {
            if isPunctuation(tokens[index], "(") || isPunctuation(tokens[index], "[") || isPunctuation(tokens[index], "{") {
                depth += 1
            } else if isPunctuation(tokens[index], ")") || isPunctuation(tokens[index], "]") || isPunctuation(tokens[index], "}") {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return tokens.count - 1
    }

    // MARK: - Availability specifications

    /// The result of reading the arguments of `@available(…)` or `#available(…)`.
    struct Specification {
        var requirement = Requirement()
        /// Macros (`SwiftStdlib 6.0`) that `macros` did not define.
        var unresolvedMacros: [String] = []
        /// The index of the closing `)`.
        var end: Int
    }

    /// Reads the availability arguments whose `(` is at `open`: the short form
    /// (`macOS 15.0, iOS 18.0, *`), the long form (`macOS, introduced: 15.0`,
    /// `watchOS, unavailable`) and macros, expanded from `macros` (`SwiftStdlib 6.0`
    /// → its platform versions). `swift 5` and `*, deprecated` restrict no platform.
    static func specification(_ file: LexedFile, open: Int, macros: [String: Requirement]) -> Specification {
        let tokens = file.tokens
        let end = closing(tokens, from: open)
        var result = Specification(end: end)
        var items: [[SwiftLexer.Token]] = [[]]
        var depth = 0
        for token in tokens[(open + 1)..<end] {
            if isPunctuation(token, "(") { depth += 1 }
            if isPunctuation(token, ")") { depth -= 1 }
            if depth == 0, isPunctuation(token, ",") { items.append([]) } else { items[items.count - 1].append(token) }
        }
        let longFormPlatform = items.first.flatMap { $0.count == 1 ? identifier($0[0]) : nil }.flatMap { platforms.contains($0) ? $0 : nil }
        for item in items {
            if let platform = longFormPlatform {
                if item.count >= 3, identifier(item[0]) == "introduced", case .number = item[2].kind,
                   let version = Version(file.numberText(item[2])) {
                    result.requirement.versions[platform] = version
                } else if item.count == 1, identifier(item[0]) == "unavailable" {
                    result.requirement.versions[platform] = .unavailable
                }
                continue
            }
            guard item.count == 2, let name = identifier(item[0]), case .number = item[1].kind,
                  let version = Version(file.numberText(item[1])) else { continue }
            if platforms.contains(name) {
                result.requirement.versions[name] = version
            } else if !versionedLanguages.contains(name) {
                let macro = "\(name) \(version)"
                if let expansion = macros[macro] {
                    result.requirement = result.requirement.merged(with: expansion)
                } else {
                    result.unresolvedMacros.append(macro)
                }
            }
        }
        return result
    }

    /// The availability macros an interface defines in its `swift-module-flags`
    /// header (`-define-availability 'SwiftStdlib 6.0:macOS 15.0, iOS 18.0'`).
    /// Interfaces printed today have them expanded already; this reads them
    /// for a toolchain that keeps the macro names.
    static func macroDefinitions(_ text: String) -> [String: Requirement] {
        var macros: [String: Requirement] = [:]
        // The header is the first few lines; splitting the rest of a large file would be wasted.
        for line in text.split(separator: "\n", maxSplits: 16).prefix(16).prefix(while: { $0.hasPrefix("//") }) {
            var rest = Substring(line)
            while let flag = rest.range(of: "-define-availability") {
                rest = rest[flag.upperBound...].drop { $0 == " " || $0 == "=" }
                var definition: Substring
                if let quote = rest.first, quote == "'" || quote == "\"" {
                    rest = rest.dropFirst()
                    definition = rest.prefix { $0 != quote }
                } else {
                    definition = rest.prefix { $0 != " " }
                }
                rest = rest.dropFirst(definition.count)
                guard let colon = definition.firstIndex(of: ":") else { continue }
                let name = definition[..<colon].split(separator: " ").joined(separator: " ")
                var requirement = Requirement()
                for item in definition[definition.index(after: colon)...].split(separator: ",") {
                    let parts = item.split(separator: " ")
                    if parts.count == 2, let version = Version(String(parts[1])) { requirement.versions[String(parts[0])] = version }
                }
                definition = ""
                macros[name] = requirement
            }
        }
        return macros
    }

    // MARK: - The manifest

    /// The minimum version of every platform in the `platforms:` argument of
    /// `Package(…)`: `.macOS(.v13)`, `.macOS(.v10_15)` or `.macOS("13.0")`.
    static func manifestMinimums(_ manifest: [UInt8]) -> Requirement {
        let file = LexedFile(manifest)
        let tokens = file.tokens
        var requirement = Requirement()
        guard let package = tokens.indices.first(where: { identifier(tokens[$0]) == "Package" && isPunctuation(at(tokens, $0 + 1), "(") })
        else { return requirement }
        let end = closing(tokens, from: package + 1)
        var depth = 0
        var index = package + 1
        while index < end {
            if isPunctuation(tokens[index], "(") || isPunctuation(tokens[index], "[") { depth += 1 }
            if isPunctuation(tokens[index], ")") || isPunctuation(tokens[index], "]") { depth -= 1 }
            if depth == 1, identifier(tokens[index]) == "platforms", isPunctuation(at(tokens, index + 1), ":"),
               isPunctuation(at(tokens, index + 2), "[") {
                let listEnd = closing(tokens, from: index + 2)
                var item = index + 3
                while item + 3 < listEnd {
                    // `.` platform `(` (`.` vNN | "NN.N") `)`
                    if isPunctuation(tokens[item], "."), let platform = identifier(tokens[item + 1]), isPunctuation(tokens[item + 2], "(") {
                        if isPunctuation(tokens[item + 3], "."), let name = identifier(at(tokens, item + 4)), name.hasPrefix("v"),
                           let version = Version(name.dropFirst().replacingOccurrences(of: "_", with: ".")) {
                            requirement.versions[platform] = version
                        } else if case .string(let literal, _) = tokens[item + 3].kind, let version = Version(literal.plainText ?? "") {
                            requirement.versions[platform] = version
                        }
                        item = closing(tokens, from: item + 2)
                    }
                    item += 1
                }
                return requirement
            }
            index += 1
        }
        return requirement
    }
}
