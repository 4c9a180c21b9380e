import SwiftUI
import WidgetKit

struct SessionView: View {
    let context: ActivityViewContext<SessionAttributes>

    var body: some View {
        Text("Session")
            .environment(\.locale, Locale(identifier: context.attributes.languageCode))
    }
}
