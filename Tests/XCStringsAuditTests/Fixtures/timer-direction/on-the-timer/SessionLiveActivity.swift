import ActivityKit
import SwiftUI
import WidgetKit

// Every timer view has `.environment(\.layoutDirection, .leftToRight)` of its own.
struct SessionLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: SessionAttributes.self) { context in
            VStack(alignment: .leading) {
                Text("Focus")
                Text(timerInterval: context.state.start...context.state.end, countsDown: true)
                    .environment(\.layoutDirection, .leftToRight)
                Text("\(Text(timerInterval: context.state.start...context.state.end, countsDown: false)) / \(context.state.total)")
                    .environment(\.layoutDirection, .leftToRight)
            }
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Text(context.state.end, style: .timer)
                        .environment(\.layoutDirection, .leftToRight)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(.now, format: .timer(countingDownIn: context.state.start..<context.state.end))
                        .environment(\.layoutDirection, .leftToRight)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(.now, format: .stopwatch(startingAt: context.state.start))
                        .environment(\.layoutDirection, .leftToRight)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    ProgressView(timerInterval: context.state.start...context.state.end, countsDown: true)
                        .environment(\.layoutDirection, .leftToRight)
                }
            } compactLeading: {
                Text(context.state.end, style: .timer)
                    .environment(\.layoutDirection, .leftToRight)
            } compactTrailing: {
                Text(timerInterval: context.state.start...context.state.end, countsDown: true)
                    .environment(\.layoutDirection, .leftToRight)
                    .frame(width: 44)
            } minimal: {
                Text(timerInterval: context.state.start...context.state.end, countsDown: true)
                    .environment(\.layoutDirection, .leftToRight)
            }
        }
    }
}
