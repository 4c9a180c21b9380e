extension String {
    /// The string in double quotes for a message (an audit finding, a reader error), with invisible and
    /// control characters written as escapes so that a reader sees them:
    /// `"\u{200F}%@"` for RLM + `%@`, `"Start a session\nto see it here"`.
    /// Values longer than 120 characters are shortened with `…`.
    package var quotedForMessage: String {
        // Most values need no escape and are short: one pass over the bytes tells.
        Self.quotesAsIs(utf8) ? "\"" + self + "\"" : quotedScalarByScalar
    }

    /// ``quotedForMessage`` the careful way, scalar by scalar: what the quick
    /// answer must equal (tested).
    var quotedScalarByScalar: String {
        // Built as UTF-8 bytes: appending scalar by scalar to a String is several
        // times slower, and tens of thousands of messages quote values.
        var bytes: [UInt8] = [0x22]
        bytes.reserveCapacity(utf8.count + 8)
        var count = 0
        for scalar in unicodeScalars {
            count += 1
            if count > 120 {
                bytes += "…".utf8
                break
            }
            switch scalar {
            case "\n": bytes += [0x5C, 0x6E]
            case "\t": bytes += [0x5C, 0x74]
            case "\r": bytes += [0x5C, 0x72]
            case "\"": bytes += [0x5C, 0x22]
            case "\\": bytes += [0x5C, 0x5C]
            case _ where Self.isInvisible(scalar):
                bytes += "\\u{".utf8
                bytes += String(scalar.value, radix: 16, uppercase: true).utf8
                bytes.append(0x7D)
            default:
                if scalar.isASCII {
                    bytes.append(UInt8(scalar.value))
                } else {
                    bytes += UTF8.encode(scalar)!
                }
            }
        }
        bytes.append(0x22)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `utf8` is at most 120 scalars long and has nothing that
    /// ``quotedForMessage`` writes as an escape: no control character, quote or
    /// backslash, and no lead byte of an invisible scalar (`C2` for U+0080…U+009F,
    /// `D8` for U+061C, `E2` for U+200B…U+2069, `EF` for U+FEFF). A false answer
    /// only means the careful path runs.
    private static func quotesAsIs(_ utf8: String.UTF8View) -> Bool {
        var scalars = 0
        for byte in utf8 {
            if byte & 0xC0 != 0x80 { scalars &+= 1 }
            switch byte {
            case 0x00...0x1F, 0x22, 0x5C, 0x7F, 0xC2, 0xD8, 0xE2, 0xEF: return false
            default: continue
            }
        }
        return scalars <= 120
    }

    /// Control characters, bidi controls, zero-width characters and the BOM.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2069, 0xFEFF: true
        default: false
        }
    }
}
