import SwiftUI

// The timer views, each in a view type of its own; the Live Activity in
// LiveActivity.swift puts `.environment(\.layoutDirection, .leftToRight)` on
// every place that shows one.
struct LockScreenTimer: View {
    let start: Date
    let end: Date

    var body: some View {
        VStack(alignment: .leading) {
            Text("Focus")
            Text(timerInterval: start...end, countsDown: true)
        }
    }
}

struct RegionTimer: View {
    let end: Date

    var body: some View {
        Text(end, style: .timer)
    }
}

struct Stopwatch: View {
    let start: Date

    var body: some View {
        Text(.now, format: .stopwatch(startingAt: start))
    }
}

struct SessionProgress: View {
    let start: Date
    let end: Date

    var body: some View {
        ProgressView(timerInterval: start...end, countsDown: true)
    }
}

struct CompactTimer: View {
    let start: Date
    let end: Date

    var body: some View {
        Text(timerInterval: start...end, countsDown: true)
            .frame(width: 44)
    }
}
