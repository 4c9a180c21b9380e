import ActivityKit
import SwiftUI
import WidgetKit

// The same views as on-an-ancestor, three of whose places lose the override: the
// Lock Screen, compactLeading (RegionTimer is still left to right in its expanded
// region) and compactTrailing (CompactTimer still is in minimal).
struct SessionLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: SessionAttributes.self) { context in
            LockScreenTimer(start: context.state.start, end: context.state.end)
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
            } compactTrailing: {
                CompactTimer(start: context.state.start, end: context.state.end)
            } minimal: {
                CompactTimer(start: context.state.start, end: context.state.end)
                    .environment(\.layoutDirection, .leftToRight)
            }
        }
    }
}
