import Foundation
import Testing
@testable import ActivityLocalization

@Suite struct TimerDisplayStateTests {
    private let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
    private let countdown = CountdownFormatter(language: language("ar"))

    private func state(endIn seconds: TimeInterval, paused: Bool = false, remaining: TimeInterval = 0,
                       completed: Bool = false, cycle: Int = 1, of total: Int = 1) -> TimerDisplayState {
        TimerDisplayState(endTime: start.addingTimeInterval(seconds), isPaused: paused, remainingSeconds: remaining,
                          isCompleted: completed, currentCycle: cycle, totalCycles: total)
    }

    @Test func runningExposesTheEndDateAndAFallbackText() {
        let running = state(endIn: 300)
        #expect(running.mode(at: start) == .running(until: start.addingTimeInterval(300)))
        #expect(running.text(at: start, using: countdown) == "\u{2066}5:00\u{2069}")
        #expect(running.text(at: start.addingTimeInterval(295.8), using: countdown) == "\u{2066}0:05\u{2069}")
        #expect(running.text(at: start.addingTimeInterval(299.9), using: countdown) == "\u{2066}0:01\u{2069}")
    }

    @Test func pausedShowsItsRemainingTime() {
        let paused = state(endIn: 300, paused: true, remaining: 123)
        #expect(paused.mode(at: start) == .paused(remaining: 123))
        #expect(paused.text(at: start, using: countdown) == "\u{2066}2:03\u{2069}")
    }

    /// `isPaused` is checked first: the end time of a paused timer is stale.
    @Test func pausedAfterTheEndTimeStillShowsItsRemainingTimeNotZero() {
        let paused = state(endIn: 60, paused: true, remaining: 120)
        let later = start.addingTimeInterval(3600)
        #expect(paused.mode(at: later) == .paused(remaining: 120))
        #expect(paused.text(at: later, using: countdown) == "\u{2066}2:00\u{2069}")
        // Even on the last cycle, where the end would otherwise mean completion.
        let lastCycle = state(endIn: 60, paused: true, remaining: 42, cycle: 3, of: 3)
        #expect(lastCycle.mode(at: later) == .paused(remaining: 42))
        // And when the app also marked it completed: the documented order puts paused first.
        #expect(state(endIn: 60, paused: true, remaining: 7, completed: true).mode(at: later) == .paused(remaining: 7))
    }

    @Test(arguments: [
        (4.2, 5, "0:05"), (0.0, 0, "0:00"), (-3.0, 0, "0:00"), (Double.nan, 0, "0:00"),
        (3923.0, 3923, "1:05:23"), (Double.infinity, Int.max, "2562047788015215:30:07"),
    ])
    func pausedRemainingIsRoundedUpAndNeverNegative(remaining: TimeInterval, seconds: Int, text: String) {
        let paused = state(endIn: 60, paused: true, remaining: remaining)
        #expect(paused.mode(at: start) == .paused(remaining: seconds))
        #expect(paused.text(at: start, using: countdown) == "\u{2066}\(text)\u{2069}")
    }

    @Test func cycleEndedWhenTheEndPassesAndALaterCycleRemains() {
        let cycle = state(endIn: 300, cycle: 1, of: 3)
        for after in [300.0, 300.5, 86_400] {
            #expect(cycle.mode(at: start.addingTimeInterval(after)) == .cycleEnded)
            #expect(cycle.text(at: start.addingTimeInterval(after), using: countdown) == "\u{2066}0:00\u{2069}")
        }
        #expect(state(endIn: 300, cycle: 2, of: 3).mode(at: start.addingTimeInterval(301)) == .cycleEnded)
        // Still running a moment before.
        #expect(cycle.mode(at: start.addingTimeInterval(299.5)) == .running(until: start.addingTimeInterval(300)))
    }

    @Test func completedWhenTheLastCycleEnds() {
        for (cycle, total) in [(1, 1), (3, 3), (4, 3), (1, 0), (0, 0)] {
            let last = state(endIn: 300, cycle: cycle, of: total)
            #expect(last.mode(at: start.addingTimeInterval(300)) == .completed, "\(cycle) of \(total)")
            #expect(last.text(at: start.addingTimeInterval(300), using: countdown) == "\u{2066}0:00\u{2069}")
        }
    }

    @Test func completedWhenTheAppSaysSoEvenBeforeTheEnd() {
        let finishedEarly = state(endIn: 300, completed: true, cycle: 1, of: 3)
        #expect(finishedEarly.mode(at: start) == .completed)
        #expect(finishedEarly.text(at: start, using: countdown) == "\u{2066}0:00\u{2069}")
    }

    @Test func cycleEndsWithinAMillisecondOfTheEndLikeTheCountdownText() {
        // The mode and the text agree: when the text reads 0:00 the cycle has ended.
        let cycle = state(endIn: 300, cycle: 1, of: 2)
        let instant = start.addingTimeInterval(299.9995)
        #expect(cycle.text(at: instant, using: countdown) == "\u{2066}0:00\u{2069}")
        #expect(cycle.mode(at: instant) == .cycleEnded)
    }

    @Test func defaultsAreASingleCycle() {
        let single = TimerDisplayState(endTime: start, isPaused: false, remainingSeconds: 0, isCompleted: false)
        #expect(single.currentCycle == 1 && single.totalCycles == 1)
        #expect(single.mode(at: start) == .completed)
    }
}
