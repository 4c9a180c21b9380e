import ActivityKit
import SwiftUI
import WidgetKit

// Every timer is inside a stack of the same body that has
// `.environment(\.layoutDirection, .leftToRight)`; the labels outside it keep
// the language's direction.
struct SessionLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: SessionAttributes.self) { context in
            VStack(alignment: .leading) {
                Text("Focus")
                VStack {
                    Text(timerInterval: context.state.start...context.state.end, countsDown: true)
                    Text("\(Text(timerInterval: context.state.start...context.state.end, countsDown: false)) / \(context.state.total)")
                }
                .environment(\.layoutDirection, .leftToRight)
            }
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    HStack {
                        Image(systemName: "timer")
                        Text(context.state.end, style: .timer)
                    }
                    .environment(\.layoutDirection, .leftToRight)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    HStack {
                        Text(.now, format: .timer(countingDownIn: context.state.start..<context.state.end))
                    }
                    .environment(\.layoutDirection, .leftToRight)
                }
                DynamicIslandExpandedRegion(.center) {
                    ZStack {
                        Text(.now, format: .stopwatch(startingAt: context.state.start))
                    }
                    .environment(\.layoutDirection, .leftToRight)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    VStack {
                        ProgressView(timerInterval: context.state.start...context.state.end, countsDown: true)
                    }
                    .environment(\.layoutDirection, .leftToRight)
                }
            } compactLeading: {
                HStack(spacing: 2) {
                    Image(systemName: "leaf.fill")
                    Text(context.state.end, style: .timer)
                }
                .environment(\.layoutDirection, .leftToRight)
            } compactTrailing: {
                HStack {
                    Text(timerInterval: context.state.start...context.state.end, countsDown: true)
                        .frame(width: 44)
                }
                .environment(\.layoutDirection, .leftToRight)
            } minimal: {
                VStack {
                    Text(timerInterval: context.state.start...context.state.end, countsDown: true)
                }
                .environment(\.layoutDirection, .leftToRight)
            }
        }
    }
}
