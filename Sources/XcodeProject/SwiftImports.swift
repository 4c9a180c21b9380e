#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The `import`s of Swift source, read without a parse: which package modules a
/// target's code can use (``ProjectResolver``), and whether a file can set text on
/// UIKit, AppKit or WatchKit views (the audit's code rules).
package enum SwiftImports {
    /// The modules a Swift file imports (`import Foo`, `@testable import Foo`,
    /// `import struct Foo.Bar`), read line by line without a parse: a line of a
    /// comment or a string that reads so adds a module, never loses one.
    package static func modules(in bytes: [UInt8]) -> Set<String> {
        bytes.withUnsafeBufferPointer(modules(in:))
    }

    private static let importWord = Array("import".utf8)
    /// The kinds of `import kind Module.Declaration`.
    private static let kinds: Set<String> = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias", "actor"]

    private static func modules(in bytes: UnsafeBufferPointer<UInt8>) -> Set<String> {
        var modules: Set<String> = []
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
        func isNameByte(_ byte: UInt8) -> Bool {
            byte == 0x5F || (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A) || byte >= 0x80
        }
        var index = 0
        let count = bytes.count
        // The name at `index`, after blanks; empty where there is none.
        func word() -> String {
            while index < count, isSpace(bytes[index]) { index += 1 }
            let start = index
            while index < count, isNameByte(bytes[index]) { index += 1 }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }
        while index < count {
            // At a line's start: blanks, then `@attribute`s (with arguments), then `import`.
            while index < count, isSpace(bytes[index]) { index += 1 }
            while index < count, bytes[index] == 0x40 {
                while index < count, !isSpace(bytes[index]), bytes[index] != 0x0A { index += 1 }
                while index < count, isSpace(bytes[index]) { index += 1 }
            }
            if index + importWord.count < count, bytes[index] == 0x69,
               bytes[index..<index + importWord.count].elementsEqual(importWord), isSpace(bytes[index + importWord.count]) {
                index += importWord.count
                var name = word()
                if kinds.contains(name) { name = word() }
                if !name.isEmpty { modules.insert(name) }
            }
            // To the next line: `memchr`, since most lines are not imports.
            guard index < count, let newline = memchr(bytes.baseAddress! + index, 0x0A, count - index) else { break }
            index = bytes.baseAddress!.distance(to: newline.assumingMemoryBound(to: UInt8.self)) + 1
        }
        return modules
    }
}
