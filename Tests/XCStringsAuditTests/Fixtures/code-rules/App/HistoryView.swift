import SwiftUI

/// The app's history list: the app runs in the language the user chose, so the
/// process locale is the right one here.
struct HistoryView: View {
    let sessions: [Date]
    private let formatter: DateFormatter = {
        let formatter = DateFormatter(); formatter.locale = Locale.current
        formatter.dateStyle = .medium
        return formatter
    }()

    var body: some View {
        List(sessions, id: \.self) { Text(formatter.string(from: $0)) }
    }
}
