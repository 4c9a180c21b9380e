import ActivityKit
import SwiftUI
import WidgetKit

struct SessionLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: SessionAttributes.self) { context in
            LockScreenTimer(start: context.state.start, end: context.state.end)
                .environment(\.layoutDirection, .leftToRight)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    RegionTimer(end: context.state.end)
                        .environment(\.layoutDirection, .leftToRight)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    RegionTimer(end: context.state.end)
                        .environment(\.layoutDirection, .leftToRight)
                }
                DynamicIslandExpandedRegion(.center) {
                    Stopwatch(start: context.state.start)
                        .environment(\.layoutDirection, .leftToRight)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    SessionProgress(start: context.state.start, end: context.state.end)
                        .environment(\.layoutDirection, .leftToRight)
                }
            } compactLeading: {
                RegionTimer(end: context.state.end)
                    .environment(\.layoutDirection, .leftToRight)
            } compactTrailing: {
                CompactTimer(start: context.state.start, end: context.state.end)
                    .environment(\.layoutDirection, .leftToRight)
            } minimal: {
                CompactTimer(start: context.state.start, end: context.state.end)
                    .environment(\.layoutDirection, .leftToRight)
            }
        }
    }
}
