import Foundation
import Testing
@testable import XCStrings

/// Damaged input never traps or hangs: every mutation either reads or throws a
/// located error, and whatever reads also writes and reads back.
@Suite struct ReaderRobustnessTests {
    static let mutationCount = Int(ProcessInfo.processInfo.environment["XCSTRINGS_FUZZ_ITERATIONS"] ?? "") ?? 400

    @Test("Random byte edits of a fixture read or fail with a location", arguments: ["BirdFeeder", "Escapes"])
    func randomEdits(fixture: String) throws {
        let original = try [UInt8](Data(contentsOf: TestPaths.fixtures.appendingPathComponent("valid/\(fixture).xcstrings")))
        let interesting: [UInt8] = Array("{}[]\",:\\u0dD8nN \n\t".utf8) + [0x00, 0x80, 0xBF, 0xC0, 0xE2, 0xED, 0xF0, 0xF4, 0xFF]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(truncatingIfNeeded: state >> 1)
        }
        for _ in 0..<Self.mutationCount {
            var bytes = original
            for _ in 0...(next() % 3) {
                let position = next() % bytes.count
                switch next() % 3 {
                case 0: bytes[position] = interesting[next() % interesting.count]
                case 1: bytes.remove(at: position)
                default: bytes.insert(interesting[next() % interesting.count], at: position)
                }
            }
            do {
                let catalog = try StringCatalog(data: Data(bytes))
                let rewritten = catalog.encoded()
                #expect(try StringCatalog(data: rewritten).encoded() == rewritten)
            } catch {
                #expect(error.line >= 1 && error.column >= 1)
                #expect(!error.message.isEmpty)
            }
        }
    }
}
