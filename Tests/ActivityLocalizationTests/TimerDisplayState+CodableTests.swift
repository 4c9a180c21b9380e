import Foundation
import Testing
import ActivityLocalization

/// `TimerDisplayState` as an ActivityKit `ContentState`: its JSON members, a round
/// trip through the encoder's date strategies, and what decoding tolerates.
@Suite struct TimerDisplayStateCodableTests {
    private let state = TimerDisplayState(endTime: Date(timeIntervalSince1970: 1_800_000_300), isPaused: true,
                                          remainingSeconds: 123.5, isCompleted: false, currentCycle: 2, totalCycles: 3)

    private func encoder(_ dates: JSONEncoder.DateEncodingStrategy = .deferredToDate) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = dates
        return encoder
    }

    @Test func jsonHasOneMemberPerPropertyUnderItsName() throws {
        let json = String(decoding: try encoder(.secondsSince1970).encode(state), as: UTF8.self)
        #expect(json == #"{"currentCycle":2,"endTime":1800000300,"isCompleted":false,"isPaused":true,"remainingSeconds":123.5,"totalCycles":3}"#)
        // The default date strategy writes seconds since 2001-01-01.
        let deferred = String(decoding: try encoder().encode(state), as: UTF8.self)
        #expect(deferred == #"{"currentCycle":2,"endTime":821693100,"isCompleted":false,"isPaused":true,"remainingSeconds":123.5,"totalCycles":3}"#)
    }

    @Test(arguments: [
        JSONEncoder.DateEncodingStrategy.deferredToDate, .secondsSince1970, .millisecondsSince1970, .iso8601,
    ].enumerated().map { $0 })
    func roundTripsThroughEachDateStrategy(_ strategy: (offset: Int, element: JSONEncoder.DateEncodingStrategy)) throws {
        let decoder = JSONDecoder()
        switch strategy.offset {
        case 0: decoder.dateDecodingStrategy = .deferredToDate
        case 1: decoder.dateDecodingStrategy = .secondsSince1970
        case 2: decoder.dateDecodingStrategy = .millisecondsSince1970
        default: decoder.dateDecodingStrategy = .iso8601
        }
        let data = try encoder(strategy.element).encode(state)
        let decoded = try decoder.decode(TimerDisplayState.self, from: data)
        #expect(decoded == state)
        #expect(decoded.mode(at: state.endTime.addingTimeInterval(3600)) == .paused(remaining: 124))
    }

    @Test func roundTripsThroughAPropertyList() throws {
        let data = try PropertyListEncoder().encode(state)
        #expect(try PropertyListDecoder().decode(TimerDisplayState.self, from: data) == state)
    }

    /// A content state written before the timer had cycles decodes as one cycle.
    @Test func missingCyclesDecodeAsOne() throws {
        let json = #"{"endTime":800000300,"isPaused":false,"remainingSeconds":300,"isCompleted":false}"#
        let decoded = try JSONDecoder().decode(TimerDisplayState.self, from: Data(json.utf8))
        #expect(decoded == TimerDisplayState(endTime: Date(timeIntervalSinceReferenceDate: 800_000_300), isPaused: false,
                                             remainingSeconds: 300, isCompleted: false))
        #expect(decoded.currentCycle == 1 && decoded.totalCycles == 1)
    }

    @Test(arguments: ["endTime", "isPaused", "remainingSeconds", "isCompleted"])
    func aMissingRequiredMemberIsAnError(member: String) throws {
        var object: [String: Any] = ["endTime": 800_000_300, "isPaused": false, "remainingSeconds": 300,
                                     "isCompleted": false, "currentCycle": 1, "totalCycles": 1]
        object[member] = nil
        let data = try JSONSerialization.data(withJSONObject: object)
        let error = #expect(throws: DecodingError.self) { try JSONDecoder().decode(TimerDisplayState.self, from: data) }
        guard case .keyNotFound(let key, _)? = error else {
            Issue.record("expected keyNotFound, got \(String(describing: error))")
            return
        }
        #expect(key.stringValue == member)
    }

    @Test func aWrongTypeIsAnError() {
        let json = #"{"endTime":800000300,"isPaused":"no","remainingSeconds":300,"isCompleted":false}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(TimerDisplayState.self, from: Data(json.utf8)) }
    }

    @Test func nonFiniteRemainingSecondsAreRefusedByDefaultAndKeptWhenAllowed() throws {
        var paused = state
        paused.remainingSeconds = .infinity
        #expect(throws: EncodingError.self) { try encoder().encode(paused) }
        let lenient = encoder()
        lenient.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        #expect(try decoder.decode(TimerDisplayState.self, from: lenient.encode(paused)) == paused)
    }
}
