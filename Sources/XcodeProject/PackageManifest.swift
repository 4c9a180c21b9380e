/// What a local package's `Package.swift` says of its libraries and targets,
/// read as text: which targets a library product is made of, and which targets
/// of the same package each target depends on. A manifest is Swift code, and only
/// its usual declarative form is read — `.library(name: "Lib", targets: ["A"])`,
/// `.target(name: "A", dependencies: ["B", .target(name: "C"), .product(…)])` with
/// literal strings and the default `Sources/<name>` folder; anything else
/// (a computed list, a `path:`) makes ``targets(ofProduct:)`` answer `nil`, and the
/// caller takes every target, as before.
struct PackageManifest {
    /// The literal target names of each library, by its name; `nil` for a
    /// library whose list is not literal.
    private(set) var libraries: [String: [String]?] = [:]
    /// The names each target depends on (targets of this package or products of
    /// another), or `nil` where the list is not literal or the target has a `path:`.
    private(set) var targets: [String: [String]?] = [:]

    /// Reads `text`, the manifest's source.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    init(_ text: String) {
        let tokens = Self.tokens(of: text)
        var index = 0
        while index + 2 < tokens.count {
            guard case .punctuation(".") = tokens[index], case .identifier(let kind) = tokens[index + 1],
                  case .punctuation("(") = tokens[index + 2] else {
                index += 1
                continue
            }
            // Other calls hold these (`Package(…)`'s lists hold `.library` and `.target`): read on
            // inside, without finding where they end, so that nesting costs nothing more.
            guard ["library", "target", "executableTarget"].contains(kind) else {
                index += 3
                continue
            }
            guard let (call, close) = Self.arguments(tokens, openingAt: index + 2) else { break }
            switch kind {
            case "library":
                if let name = call.string("name") { libraries[name] = .some(call.names("targets")) }
            case "target", "executableTarget":
                if let name = call.string("name") {
                    let isElsewhere = call.labels.contains("path") || call.labels.contains("sources")
                    targets[name] = .some(isElsewhere ? nil
                        : call.labels.contains("dependencies") ? call.names("dependencies") : [])
                }
            default:
                break
            }
            // A `.target(name:)` in a dependency list is a reference, not a declaration.
            index = close + 1
        }
    }

    /// The targets declared without a `path:`, whose module is `Sources/<name>`.
    var modulesInTheirOwnFolder: Set<String> {
        Set(targets.compactMap { name, dependencies in dependencies == nil ? nil : name })
    }

    /// Whether the manifest declares the library `name` (`.library(name: "ArrCore", …)`).
    func declaresLibrary(_ name: String) -> Bool {
        libraries[name] != nil
    }

    /// The targets of the library `product` and, transitively, the targets of
    /// this package they depend on; `nil` where the manifest does not say so in
    /// the form read here (then every target may be the product's).
    func targets(ofProduct product: String) -> Set<String>? {
        guard let listed = libraries[product], let listed else { return nil }
        var found: Set<String> = []
        var pending = listed
        while let name = pending.popLast() {
            guard !found.contains(name) else { continue }
            // A name that is no target here is another package's product: not this package's code.
            guard let dependencies = targets[name] else {
                if listed.contains(name) { return nil }
                continue
            }
            guard let dependencies else { return nil }
            found.insert(name)
            pending += dependencies
        }
        return found
    }

    // MARK: - Reading

    private enum Token: Equatable {
        case identifier(String)
        case string(String)
        case punctuation(Character)
    }

    /// The labelled arguments of a call: each label with the tokens of its value.
    private struct Call {
        var labels: [String] = []
        var values: [[Token]] = []

        /// The literal string a label's value is, or `nil`.
        func string(_ label: String) -> String? {
            guard let index = labels.firstIndex(of: label), values[index].count == 1,
                  case .string(let value) = values[index][0] else { return nil }
            return value
        }

        /// The names of an array value: its literal strings and the `name:` of its
        /// `.target(name:)` or `.byName(name:)`, without `.product(…)`s; `nil` when
        /// the value is not such a literal array.
        func names(_ label: String) -> [String]? {
            guard let index = labels.firstIndex(of: label) else { return nil }
            let value = values[index]
            guard value.first == .punctuation("["), value.last == .punctuation("]") else { return nil }
            var names: [String] = []
            var position = 1
            while position < value.count - 1 {
                switch value[position] {
                case .string(let name):
                    names.append(name)
                    position += 1
                case .punctuation(","):
                    position += 1
                case .punctuation("."):
                    guard position + 2 < value.count, case .identifier(let kind) = value[position + 1],
                          value[position + 2] == .punctuation("("),
                          let close = PackageManifest.closing(value, openingAt: position + 2) else { return nil }
                    let inner = Array(value[(position + 3)..<close])
                    if kind == "target" || kind == "byName" {
                        guard inner.count >= 3, inner[0] == .identifier("name"), inner[1] == .punctuation(":"),
                              case .string(let name) = inner[2] else { return nil }
                        names.append(name)
                    } else if kind != "product" {
                        return nil
                    }
                    position = close + 1
                default:
                    return nil
                }
            }
            return names
        }
    }

    /// The index of the bracket that closes the one at `open`, or `nil`.
    private static func closing(_ tokens: [Token], openingAt open: Int) -> Int? {
        var depth = 0
        for index in open..<tokens.count {
            switch tokens[index] {
            case .punctuation("("), .punctuation("["): depth += 1
            case .punctuation(")"), .punctuation("]"):
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
        }
        return nil
    }

    /// The arguments of the call whose `(` is at `open`, and the index of its `)`;
    /// `nil` when it is never closed.
    private static func arguments(_ tokens: [Token], openingAt open: Int) -> (Call, close: Int)? {
        guard let close = closing(tokens, openingAt: open) else { return nil }
        var call = Call()
        var index = open + 1
        while index < close {
            // One argument: `label: value` up to the next comma outside brackets.
            var end = index, depth = 0
            scan: while end < close {
                switch tokens[end] {
                case .punctuation("("), .punctuation("["): depth += 1
                case .punctuation(")"), .punctuation("]"): depth -= 1
                case .punctuation(","): if depth == 0 { break scan }
                default: break
                }
                end += 1
            }
            if end - index >= 2, case .identifier(let label) = tokens[index], tokens[index + 1] == .punctuation(":") {
                call.labels.append(label)
                call.values.append(Array(tokens[(index + 2)..<end]))
            }
            index = end + 1
        }
        return (call, close)
    }

    /// Identifiers, string literals (their text, escapes kept as written) and
    /// punctuation, without comments and white space.
    private static func tokens(of text: String) -> [Token] {
        var tokens: [Token] = []
        let bytes = Array(text.utf8)
        var index = 0
        func isIdentifierByte(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte >= 0x80
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
                    index += 1
                }
                index += 2
            } else if byte == UInt8(ascii: "\"") {
                let start = index + 1
                index = start
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                tokens.append(.string(String(decoding: bytes[start..<min(index, bytes.count)], as: UTF8.self)))
                index += 1
            } else if isIdentifierByte(byte) {
                let start = index
                while index < bytes.count, isIdentifierByte(bytes[index]) { index += 1 }
                tokens.append(.identifier(String(decoding: bytes[start..<index], as: UTF8.self)))
            } else {
                if byte > 0x20 { tokens.append(.punctuation(Character(Unicode.Scalar(byte)))) }
                index += 1
            }
        }
        return tokens
    }
}
