import Testing
@testable import ActivityLocalization

@Suite struct DurationPatternParsingTests {
    private func render(_ pattern: String, _ fields: Set<DurationPattern.Field>, seconds: UInt) -> String? {
        guard let compiled = DurationPattern(parsing: pattern, fields: fields) else { return nil }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: compiled.maximumUTF8Count(digits: .latin)) { buffer in
            var index = 0
            compiled.write(totalSeconds: seconds, digits: .latin, into: buffer, at: &index)
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<index]), as: UTF8.self)
        }
    }

    @Test(arguments: [
        ("h:mm:ss", 3923 as UInt, "1:05:23"), ("hh:mm:ss", 3923, "01:05:23"), ("H:mm:ss", 3923, "1:05:23"),
        ("h.mm.ss", 3923, "1.05.23"), ("ss:mm:h", 3923, "23:05:1"),
        ("h'h' mm'm' ss's'", 3923, "1h 05m 23s"), ("h''mm''ss", 3923, "1'05'23"), ("h' ''x'' 'mm:ss", 3923, "1 'x' 05:23"),
        ("h\u{00A0}:\u{00A0}mm:ss", 3923, "1\u{00A0}:\u{00A0}05:23"), ("h:mm:ss", 360_000, "100:00:00"),
    ])
    func hoursMinutesSeconds(pattern: String, seconds: UInt, expected: String) {
        #expect(render(pattern, [.hours, .minutes, .seconds], seconds: seconds) == expected)
    }

    @Test func minutesTakeTheHoursWhenThePatternHasNone() {
        #expect(render("m:ss", [.minutes, .seconds], seconds: 3923) == "65:23")
        #expect(render("mm:ss", [.minutes, .seconds], seconds: 5) == "00:05")
    }

    @Test(arguments: [
        "h:mm", "m:ss", "h:mm:ss:s", "hhh:mm:ss", "h:mm:ss a", "h:mm:ss 'x", "d h:mm:ss", "", "h:m:s:h",
    ])
    func unusablePatternsAreRejected(pattern: String) {
        #expect(DurationPattern(parsing: pattern, fields: [.hours, .minutes, .seconds]) == nil)
    }

    @Test func rootFallbacksAreTheRootPatterns() {
        #expect(DurationPattern.rootMinutesSeconds.source == "m:ss")
        #expect(DurationPattern.rootHoursMinutesSeconds.source == "h:mm:ss")
    }
}

/// ICU 72.1's CLDR 42 durationUnits, read through the shim. CLDR-version dependent.
@Suite struct DurationPatternDataTests {
    @Test(arguments: [
        ("en", "h:mm", "m:ss", "h:mm:ss"), ("ar", "h:mm", "m:ss", "h:mm:ss"), ("he", "h:mm", "m:ss", "h:mm:ss"),
        ("fi", "h.mm", "m.ss", "h.mm.ss"), ("da", "h.mm", "m.ss", "h.mm.ss"), ("lt", "hh:mm", "mm:ss", "hh:mm:ss"),
        ("mn", "hh:mm", "m:ss", "hh:mm:ss"), ("tk", "h:mm", "m:ss", "hh:mm:ss"),
        // es_CL has "ms" and "hms" only; "hm" comes from its parent chain (es_419 → es).
        ("es_CL", "h:mm", "mm:ss", "hh:mm:ss"),
        // ha and or have "ms" only; "hm" and "hms" come from root.
        ("ha", "h:mm", "m:ss", "h:mm:ss"), ("or", "h:mm", "m:ss", "h:mm:ss"),
        ("sr_Cyrl_BA", "h.mm", "m.ss", "h.mm.ss"), ("xx", "h:mm", "m:ss", "h:mm:ss"),
    ])
    func patternsInheritKeyByKey(localeID: String, hm: String, ms: String, hms: String) {
        for backend in Backend.all {
            #expect(backend.durationPattern(localeID: localeID, key: .hoursMinutes) == hm, "\(backend)")
            #expect(backend.durationPattern(localeID: localeID, key: .minutesSeconds) == ms, "\(backend)")
            #expect(backend.durationPattern(localeID: localeID, key: .hoursMinutesSeconds) == hms, "\(backend)")
        }
    }

    @Test func everyLoadedPatternCompiles() {
        for id in ["en", "fi", "lt", "mn", "tk", "es_CL", "ha", "or", "ar", "fa"] {
            #expect(DurationPattern(localeID: id, key: .minutesSeconds) != nil, "\(id)")
            #expect(DurationPattern(localeID: id, key: .hoursMinutesSeconds) != nil, "\(id)")
            #expect(DurationPattern(localeID: id, key: .hoursMinutes) != nil, "\(id)")
        }
    }

    @Test func overlongLocaleIDsAreAnErrorNotACrash() {
        for backend in Backend.all {
            // The ICU backend refuses the ID; the portable one falls back to root.
            let pattern = backend.durationPattern(localeID: String(repeating: "x", count: 500), key: .minutesSeconds)
            #expect(pattern == nil || pattern == "m:ss", "\(backend)")
        }
    }
}
