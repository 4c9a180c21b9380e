extension String {
    /// The string in double quotes for a message (an audit finding, a reader error), with invisible and
    /// control characters written as escapes so that a reader sees them:
    /// `"\u{200F}%@"` for RLM + `%@`, `"Start a session\nto see it here"`.
    /// Values longer than 120 characters are shortened with `…`.
    package var quotedForMessage: String {
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

    /// Control characters, bidi controls, zero-width characters and the BOM.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2069, 0xFEFF: true
        default: false
        }
    }
}
