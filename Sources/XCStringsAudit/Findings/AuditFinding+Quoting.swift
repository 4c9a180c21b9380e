extension String {
    /// The string in double quotes for a finding's message, with invisible and
    /// control characters written as escapes so that a reader sees them:
    /// `"\u{200F}%@"` for RLM + `%@`, `"Start a session\nto see it here"`.
    /// Values longer than 120 characters are shortened with `…`.
    var quotedForMessage: String {
        var result = "\""
        var count = 0
        for scalar in unicodeScalars {
            count += 1
            if count > 120 {
                result += "…"
                break
            }
            switch scalar {
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where Self.isInvisible(scalar):
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// Control characters, bidi controls, zero-width characters and the BOM.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2069, 0xFEFF: true
        default: false
        }
    }
}
