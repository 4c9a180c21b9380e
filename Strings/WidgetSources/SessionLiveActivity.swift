import ActivityKit
import AppIntents
import SwiftUI
import WidgetKit

struct SessionLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: SessionAttributes.self) { context in
            LockScreenView(context: context)
                .activityBackgroundTint(Color.black.opacity(0.6))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Text(context.state.phase.instruction)
                        .font(.headline)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    // The timer is drawn by the system; only the label is ours. It has no
                    // `.environment(\.layoutDirection, .leftToRight)`, nor has the compact one.
                    Text("\(Text(timerInterval: Date.now...context.state.endDate)) remaining")
                        .monospacedDigit()
                }
                DynamicIslandExpandedRegion(.bottom) {
                    SessionControls(isPaused: context.state.isPaused)
                }
            } compactLeading: {
                Image(systemName: "leaf.fill")
            } compactTrailing: {
                Text(timerInterval: Date.now...context.state.endDate, countsDown: true)
                    .frame(width: 44)
            } minimal: {
                Image(systemName: "leaf.fill")
            }
        }
    }
}

private struct LockScreenView: View {
    let context: ActivityViewContext<SessionAttributes>

    private var minutesLeft: Int {
        max(0, Int(context.state.endDate.timeIntervalSinceNow / 60))
    }

    /// process-locale: the widget process's locale is the system's, so the bell's
    /// time is spelled in the system's language, not the one in `languageCode`.
    private var bellTime: Date.FormatStyle {
        .dateTime.hour().minute().locale(Locale.current)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Label("Meditation", systemImage: "leaf.fill")
                Spacer()
                Text("Cycle \(context.state.cycle) of \(context.state.totalCycles)")
                    .foregroundStyle(.secondary)
            }
            Text(context.state.phase.instruction)
                .font(.title2.bold())
            // timer-direction: the time so far and the session's length on one line. In
            // Arabic and Hebrew the line runs right to left: "5:23 / 10:00" reads
            // "10:00 / 5:23". The fix is `.environment(\.layoutDirection, .leftToRight)`
            // on this HStack alone.
            HStack(spacing: 2) {
                Text(timerInterval: context.state.startDate...context.state.endDate, countsDown: false)
                Text(verbatim: "/")
                Text(Duration.seconds(context.state.endDate.timeIntervalSince(context.state.startDate)),
                     format: .time(pattern: .minuteSecond))
            }
            .monospacedDigit()
            if let nextBell = context.state.nextBell {
                Text("Next bell in \(Text(nextBell, style: .relative))")
                    .accessibilityLabel(WidgetStrings.text("Interval bell", language: context.attributes.languageCode))
                    .accessibilityValue(Text(nextBell, format: bellTime))
            }
            // paused-shows-zero: the end time is compared with now before isPaused is
            // looked at, so a session paused past its end time shows nothing left.
            if context.state.endDate > .now {
                Text("\(minutesLeft) minutes left")
                    .contentTransition(.numericText())
            }
            if context.state.phase == .complete {
                Text("Well done, \(context.attributes.userName)")
            }
            Text("Return to your session")
                .font(.caption)
                .foregroundStyle(.tertiary)
            SessionControls(isPaused: context.state.isPaused)
        }
        .padding()
    }
}

private struct SessionControls: View {
    let isPaused: Bool

    var body: some View {
        HStack {
            if isPaused {
                Button("Resume", intent: ResumeSessionIntent())
            } else {
                Button("Pause", intent: PauseSessionIntent())
            }
            Button("End session", role: .destructive, intent: EndSessionIntent())
        }
        .buttonStyle(.bordered)
    }
}

struct PauseSessionIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Pause"
    func perform() async throws -> some IntentResult { .result() }
}

struct ResumeSessionIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Resume"
    func perform() async throws -> some IntentResult { .result() }
}

struct EndSessionIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "End session"
    func perform() async throws -> some IntentResult { .result() }
}
