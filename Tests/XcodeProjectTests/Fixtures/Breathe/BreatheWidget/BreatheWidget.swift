import SwiftUI
import WidgetKit

struct BreatheWidgetView: View {
    var cycle: Int
    var total: Int

    var body: some View {
        VStack {
            Text("Breathe in")
            Text("Cycle \(cycle) of \(total)")
            Button("Start session") {}
            Text("Hold", tableName: "Widgets")
            Text("Exhale", tableName: "Widgets")
            Text(phase.title)
        }
    }

    var phase = BreathPhase.exhale
}
