/// A CLDR `durationUnits` pattern (`h:mm:ss`, `m.ss`, `hh:mm:ss`) compiled once into
/// fields and literal UTF-8, so that formatting is a walk over a few pieces.
///
/// Pattern syntax (CLDR, as ICU's `MeasureFormat` reads it): runs of `h`/`H`, `m`
/// and `s` are fields whose run length is the minimum number of digits; text in
/// `'…'` is literal and `''` is an apostrophe; any other character that is not an
/// ASCII letter is literal. Other letters are not duration fields, and a pattern
/// using one is rejected.
struct DurationPattern: Sendable, Hashable {
    /// The unit a field shows.
    enum Field: UInt8, Sendable {
        case hours, minutes, seconds
    }

    /// One field or one literal run.
    struct Piece: Sendable, Hashable {
        /// The field, or `nil` for literal bytes.
        var field: Field?
        /// For a field: at least this many digits (1 or 2).
        var minimumDigits: Int
        /// For a literal: its bytes in ``DurationPattern/literals``.
        var literal: Range<Int>
    }

    /// The pieces in order.
    let pieces: [Piece]
    /// The literal bytes the pieces point into.
    let literals: [UInt8]
    /// The pattern as CLDR wrote it, for diagnostics and tests.
    let source: String
    /// Whether an hours field is shown (then minutes wrap at 60).
    let showsHours: Bool

    /// The root patterns, used when a locale's data is missing or unusable.
    static let rootMinutesSeconds = DurationPattern(parsing: "m:ss", fields: [.minutes, .seconds])!
    static let rootHoursMinutesSeconds = DurationPattern(parsing: "h:mm:ss", fields: [.hours, .minutes, .seconds])!

    /// Compiles a pattern, or returns `nil` unless it shows exactly `fields`, each
    /// once, with 1 or 2 minimum digits, and no other pattern letter.
    init?(parsing pattern: String, fields expected: Set<Field>) {
        var pieces: [Piece] = []
        var literals: [UInt8] = []
        var seen: Set<Field> = []
        let scalars = Array(pattern.unicodeScalars)

        func appendLiteral(_ scalar: Unicode.Scalar) {
            let start = literals.count
            literals.append(contentsOf: String(scalar).utf8)
            if let last = pieces.last, last.field == nil, last.literal.upperBound == start {
                pieces[pieces.count - 1].literal = last.literal.lowerBound..<literals.count
            } else {
                pieces.append(Piece(field: nil, minimumDigits: 0, literal: start..<literals.count))
            }
        }

        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "h", "H", "m", "s":
                var run = 1
                while index + run < scalars.count, scalars[index + run] == scalar { run += 1 }
                let field: Field = scalar == "m" ? .minutes : scalar == "s" ? .seconds : .hours
                guard run <= 2, seen.insert(field).inserted else { return nil }
                pieces.append(Piece(field: field, minimumDigits: run, literal: 0..<0))
                index += run
            case "'":
                if index + 1 < scalars.count, scalars[index + 1] == "'" {
                    appendLiteral("'")
                    index += 2
                    continue
                }
                index += 1
                var closed = false
                while index < scalars.count {
                    if scalars[index] == "'" {
                        if index + 1 < scalars.count, scalars[index + 1] == "'" {
                            appendLiteral("'")
                            index += 2
                            continue
                        }
                        closed = true
                        index += 1
                        break
                    }
                    appendLiteral(scalars[index])
                    index += 1
                }
                guard closed else { return nil }
            case "a"..."z", "A"..."Z":
                return nil
            default:
                appendLiteral(scalar)
                index += 1
            }
        }
        guard seen == expected else { return nil }
        self.pieces = pieces
        self.literals = literals
        self.source = pattern
        self.showsHours = seen.contains(.hours)
    }

    /// The pattern for `key` in a locale from ICU's CLDR data, compiled; `nil` when
    /// ICU has none or it does not show exactly the key's fields.
    init?(localeID: String, key: Backend.DurationKey, backend: Backend = .current) {
        let fields: Set<Field>
        switch key {
        case .hoursMinutes: fields = [.hours, .minutes]
        case .minutesSeconds: fields = [.minutes, .seconds]
        case .hoursMinutesSeconds: fields = [.hours, .minutes, .seconds]
        }
        guard let pattern = backend.durationPattern(localeID: localeID, key: key) else { return nil }
        self.init(parsing: pattern, fields: fields)
    }

    /// The most bytes ``write(totalSeconds:digits:into:at:)`` can write.
    func maximumUTF8Count(digits: DigitTable) -> Int {
        literals.count + 3 * DigitTable.maximumDigitCount * digits.maximumLength
    }

    /// Writes a duration of `totalSeconds`. The largest field the pattern shows takes
    /// all of the larger units (`m:ss` for 3 h is `180:00`); smaller fields wrap.
    @inline(__always)
    func write(totalSeconds: UInt, digits: DigitTable, into buffer: UnsafeMutableBufferPointer<UInt8>,
               at index: inout Int) {
        forEachPiece(writingLiteralsInto: buffer, at: &index) { field, minimumDigits, index in
            let value: UInt = switch field {
            case .hours: totalSeconds / 3600
            case .minutes: showsHours ? (totalSeconds / 60) % 60 : totalSeconds / 60
            case .seconds: totalSeconds % 60
            }
            digits.write(value, minimumDigits: minimumDigits, into: buffer, at: &index)
        }
    }

    /// The largest value each field takes for durations in `0...maximumSeconds`,
    /// written as that many zeros: the widest shape any of them renders to.
    func writeWidest(maximumSeconds: UInt, zero digits: DigitTable,
                     into buffer: UnsafeMutableBufferPointer<UInt8>, at index: inout Int) {
        forEachPiece(writingLiteralsInto: buffer, at: &index) { field, minimumDigits, index in
            let largest: UInt = switch field {
            case .hours: maximumSeconds / 3600
            case .minutes: showsHours ? min(59, maximumSeconds / 60) : maximumSeconds / 60
            case .seconds: min(59, maximumSeconds)
            }
            var digitCount = 1
            var rest = largest / 10
            while rest > 0 { digitCount += 1; rest /= 10 }
            digits.write(0, minimumDigits: max(digitCount, minimumDigits), into: buffer, at: &index)
        }
    }

    /// Walks the pattern: copies each literal into `buffer` and hands each field,
    /// with its minimum digit count, to `writeField`.
    @inline(__always)
    private func forEachPiece(writingLiteralsInto buffer: UnsafeMutableBufferPointer<UInt8>, at index: inout Int,
                              _ writeField: (_ field: Field, _ minimumDigits: Int, _ index: inout Int) -> Void) {
        for piece in pieces {
            guard let field = piece.field else {
                for offset in piece.literal {
                    buffer[index] = literals[offset]
                    index += 1
                }
                continue
            }
            writeField(field, piece.minimumDigits, &index)
        }
    }
}
