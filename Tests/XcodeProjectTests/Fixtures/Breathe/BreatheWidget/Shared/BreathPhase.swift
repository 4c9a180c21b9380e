import SwiftUI

/// Used by the app and the widget (the app through a membership exception).
enum BreathPhase {
    case inhale, exhale

    var title: LocalizedStringResource {
        switch self {
        case .inhale: "Breathe in"
        case .exhale: LocalizedStringResource("Breathe out")
        }
    }
}
