import Foundation
import Testing
@testable import ActivityLocalization

/// Nothing Linux-only is reachable when the package is built for iOS, macOS or
/// watchOS: every use of the ICU shim, of ICU's headers and of the Linux C
/// libraries sits inside a guard that is false on Apple platforms. Nothing here
/// can compile for iOS, so this reads the sources instead.
@Suite struct AppleBuildTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")

    /// Tokens that only exist on Linux, and the guard conditions that make them
    /// unreachable elsewhere.
    static let swiftRules: [(token: String, guards: [String])] = [
        ("import CICUShim", ["os(Linux)"]),
        ("import CICU\n", ["os(Linux)"]),
        ("icushim_", ["os(Linux)"]),
        ("ICU.", ["os(Linux)"]),
        ("case .icu", ["os(Linux)"]),
        ("import Glibc", ["os(Linux)", "canImport(Glibc)"]),
        ("import Musl", ["os(Linux)", "canImport(Musl)"]),
        ("Glibc.", ["os(Linux)", "canImport(Glibc)"]),
    ]

    /// Each line of a Swift file with the `#if` conditions in force on it; an
    /// `#else` or `#elseif` branch is recorded as the negation of what came before.
    static func guardedLines(_ text: String) -> [(line: Int, text: String, conditions: [String])] {
        var stack: [String] = []
        var result: [(Int, String, [String])] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("#if ") { stack.append(String(trimmed.dropFirst(4))); continue }
            if trimmed.hasPrefix("#elseif ") { stack[stack.count - 1] = "!prior && " + trimmed.dropFirst(8); continue }
            if trimmed == "#else" || trimmed.hasPrefix("#else ") { stack[stack.count - 1] = "!(\(stack.last!))"; continue }
            if trimmed.hasPrefix("#endif") { _ = stack.popLast(); continue }
            result.append((number + 1, String(line), stack))
        }
        return result
    }

    static func isGuarded(_ conditions: [String], by guards: [String]) -> Bool {
        conditions.contains { condition in
            !condition.hasPrefix("!(") && guards.contains { condition.contains($0) && !condition.contains("!" + $0) }
        }
    }

    @Test("No Linux-only Swift is reachable on Apple platforms")
    func swiftSources() throws {
        let files = try FileManager.default.subpathsOfDirectory(atPath: Self.sources.path).filter { $0.hasSuffix(".swift") }
        #expect(files.count > 20, "found only \(files.count) Swift files under \(Self.sources.path)")
        var reachable: [String] = []
        for file in files {
            let text = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
            for (number, line, conditions) in Self.guardedLines(text) {
                let code = line.components(separatedBy: "//").first ?? ""
                for rule in Self.swiftRules where (code + "\n").contains(rule.token) && !Self.isGuarded(conditions, by: rule.guards) {
                    reachable.append("Sources/\(file):\(number): \(rule.token.trimmingCharacters(in: .newlines)) outside #if \(rule.guards.joined(separator: " / "))")
                }
            }
        }
        #expect(reachable.isEmpty, "\(reachable.joined(separator: "\n"))")
    }

    @Test("The PortableBackend trait, or an Apple platform, selects the portable backend")
    func currentBackend() {
        #if os(Linux) && !PortableBackend
        #expect(Backend.current == .icu)
        #else
        #expect(Backend.current == .portable)
        #endif
        #expect(Backend.all.contains(.portable))
    }

    @Test("The guard helper sees through #else")
    func guardParser() {
        let lines = Self.guardedLines("#if os(Linux)\nimport Glibc\n#else\nimport Darwin\n#endif\nimport Musl")
        #expect(lines.map { Self.isGuarded($0.conditions, by: ["os(Linux)"]) } == [true, false, false])
    }

    @Test("The shim's C and C++ include ICU only on Linux", arguments: [
        "CICUShim/shim.cpp", "CICUShim/include/CICUShim.h", "CICU/CICU.h",
    ])
    func cSources(file: String) throws {
        let text = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let guardLine = lines.firstIndex { $0.hasPrefix("#if defined(__linux__)") }
        #expect(guardLine != nil, "\(file) has no #if defined(__linux__)")
        let firstICU = lines.firstIndex { $0.contains("<unicode/") || $0.contains("icushim_") || $0.contains("\"CICUShim.h\"") }
        if let guardLine, let firstICU { #expect(guardLine < firstICU, "\(file):\(firstICU + 1) is before the Linux guard") }
        #expect(lines.last { $0.hasPrefix("#endif") } != nil)
    }
}
