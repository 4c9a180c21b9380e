import SwiftUI
import WidgetKit

/// The Home Screen and Lock Screen widget: today's minutes, the weekly count and
/// a prompt to start when nothing is running.
struct MindfulMinutesWidget: Widget {
    let kind = "MindfulMinutes"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: MindfulMinutesProvider()) { entry in
            MindfulMinutesView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName(String(localized: "Meditation"))
        .description(String(localized: "Follow your session on the Lock Screen."))
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryRectangular])
    }
}

struct MindfulMinutesView: View {
    let entry: MindfulMinutesEntry

    var body: some View {
        if entry.minutesToday == 0 {
            /* A multi-line key: Xcode extracts it with the line break, and the
               closing delimiter's indentation is not part of it. */
            Text("""
                Start a session
                to see it here
                """)
                .multilineTextAlignment(.center)
        } else {
            VStack(alignment: .leading) {
                Text("Today's mindful minutes")
                    .font(.caption)
                Text(entry.minutesToday, format: .number)
                    .font(.largeTitle.bold())
                Gauge(value: Double(entry.minutesToday), in: 0...Double(entry.goal)) {
                    Text("Daily goal")
                }
                Text("Completed \(entry.sessionsThisWeek) sessions this week")
                    .font(.footnote)
                // An identifier for a key: the catalog must give it a text in every
                // language, English included, or the key itself is shown.
                Text("widget.streak.caption")
                    .font(.footnote)
                // A raw string, so the quotation marks need no escaping.
                Text(#"Turn on "Mindful" focus"#)
                    .font(.footnote)
                Text("Quiet hours")
                    .font(.caption2)
            }
        }
    }
}

struct MindfulMinutesEntry: TimelineEntry {
    var date: Date
    var minutesToday: Int
    var goal: Int
    var sessionsThisWeek: Int
}

struct MindfulMinutesProvider: TimelineProvider {
    func placeholder(in context: Context) -> MindfulMinutesEntry {
        MindfulMinutesEntry(date: .now, minutesToday: 12, goal: 20, sessionsThisWeek: 4)
    }

    func getSnapshot(in context: Context, completion: @escaping (MindfulMinutesEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<MindfulMinutesEntry>) -> Void) {
        let entry = placeholder(in: context)
        completion(Timeline(entries: [entry], policy: .after(.now.addingTimeInterval(15 * 60))))
    }
}
