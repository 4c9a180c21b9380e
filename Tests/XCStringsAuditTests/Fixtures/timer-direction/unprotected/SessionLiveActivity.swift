import ActivityKit
import SwiftUI
import WidgetKit

// One lone system timer in every region of a Live Activity, none of them laid
// out left to right, and one timer beside another number on the Lock Screen.
struct SessionLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: SessionAttributes.self) { context in
            VStack(alignment: .leading) {
                Text("Focus")
                Text(timerInterval: context.state.start...context.state.end, countsDown: true)
                Text("\(Text(timerInterval: context.state.start...context.state.end, countsDown: false)) / \(context.state.total)")
            }
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Text(context.state.end, style: .timer)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(.now, format: .timer(countingDownIn: context.state.start..<context.state.end))
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(.now, format: .stopwatch(startingAt: context.state.start))
                }
                DynamicIslandExpandedRegion(.bottom) {
                    ProgressView(timerInterval: context.state.start...context.state.end, countsDown: true)
                }
            } compactLeading: {
                Text(context.state.end, style: .timer)
            } compactTrailing: {
                Text(timerInterval: context.state.start...context.state.end, countsDown: true)
                    .frame(width: 44)
            } minimal: {
                Text(timerInterval: context.state.start...context.state.end, countsDown: true)
            }
        }
    }
}
