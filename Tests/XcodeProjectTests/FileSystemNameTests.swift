import PropertyList
import Testing

/// File names are bytes: every byte sequence comes back from a string exactly,
/// UTF-8 reads as itself, and what is not UTF-8 is shown as `\xNN`.
@Suite struct FileSystemNameTests {
    @Test(arguments: [
        ([0x57, 0xFF, 0x2E, 0x78], "W\u{10FFFF}.x", "W\\xFF.x"),
        ([0xC3, 0xA9], "é", "é"),
        ([0xC3, 0xA9, 0xC3], "é\u{10FFC3}", "é\\xC3"),
        // Overlong, surrogate and beyond-U+10FFFF forms are not UTF-8: byte by byte.
        ([0xC0, 0xAF], "\u{10FFC0}\u{10FFAF}", "\\xC0\\xAF"),
        ([0xED, 0xA0, 0x80], "\u{10FFED}\u{10FFA0}\u{10FF80}", "\\xED\\xA0\\x80"),
        ([0xF4, 0x90, 0x80, 0x80], "\u{10FFF4}\u{10FF90}\u{10FF80}\u{10FF80}", "\\xF4\\x90\\x80\\x80"),
        // The UTF-8 of a reserved code point is carried byte by byte too, so it comes back as those bytes.
        ([0xF4, 0x8F, 0xBF, 0xBF], "\u{10FFF4}\u{10FF8F}\u{10FFBF}\u{10FFBF}", "\\xF4\\x8F\\xBF\\xBF"),
        ([0xF4, 0x8F, 0xBE, 0x80, 0x41], "\u{10FFF4}\u{10FF8F}\u{10FFBE}\u{10FF80}A", "\\xF4\\x8F\\xBE\\x80A"),
        // The code point just below the reserved range is an ordinary one.
        ([0xF4, 0x8F, 0xBD, 0xBF], "\u{10FF7F}", "\u{10FF7F}"),
    ] as [([UInt8], String, String)])
    func bytesTravelInAString(_ bytes: [UInt8], _ carried: String, _ shown: String) {
        let name = FileSystemName.decoding(bytes)
        #expect(name == carried)
        #expect(FileSystemName.bytes(name) == bytes)
        #expect(name.fileSystemPath == bytes.map { CChar(bitPattern: $0) } + [0])
        #expect(FileSystemName.displayed(name) == shown)
    }

    /// Every pair of bytes, and every byte between two ASCII letters, round-trips.
    @Test func everyByteSequenceOfTwoComesBack() {
        var lost: [[UInt8]] = []
        for first in 0...255 {
            for second in 0...255 {
                let framed: [UInt8] = [0x61, UInt8(first), UInt8(second), 0x62]
                if FileSystemName.bytes(FileSystemName.decoding(framed)) != framed { lost.append(framed) }
                if FileSystemName.bytes(FileSystemName.decoding(framed[1...2])) != Array(framed[1...2]) { lost.append(framed) }
            }
        }
        #expect(lost == [])
    }

    @Test func insideJSONTheBackslashIsDoubled() {
        #expect(FileSystemName.displayed("\"W\u{10FFFF}\"", backslash: "\\\\") == "\"W\\\\xFF\"")
        #expect(FileSystemName.displayed("plain") == "plain")
    }
}
