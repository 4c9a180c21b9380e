import ActivityKit
import Foundation

/// The Live Activity a running meditation session shows on the Lock Screen and in
/// the Dynamic Island. Shared by the app (which starts it) and the widget extension.
struct SessionAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        enum Phase: String, Codable, Hashable {
            case warmUp, breatheIn, hold, breatheOut, complete
        }

        var phase: Phase
        var cycle: Int
        var totalCycles: Int
        var startDate: Date
        var endDate: Date
        var nextBell: Date?
        var isPaused: Bool
    }

    /// The language the user chose in the app, written by the app so that the widget
    /// process (whose locale is the system's) can show the same language.
    var languageCode: String
    var theme: String
    var userName: String
}

extension SessionAttributes.ContentState.Phase {
    /// The instruction for this phase, as a localized key.
    var instruction: LocalizedStringResource {
        switch self {
        case .warmUp: LocalizedStringResource("Warm-up")
        case .breatheIn: LocalizedStringResource("Breathe in")
        case .hold: LocalizedStringResource("Hold")
        case .breatheOut: LocalizedStringResource("Breathe out")
        case .complete: LocalizedStringResource("Session complete")
        }
    }
}

/// Strings the widget looks up itself, in the language the app stored in the
/// activity's attributes rather than the widget process's locale. Run the audit
/// with `--localized-function WidgetStrings.text` to check the keys passed here.
enum WidgetStrings {
    // locale-does-not-translate: the fix a shipped widget carried. `locale:` formats
    // the interpolated values only; the text is still the system language's.
    static func text(_ key: String.LocalizationValue, language: String) -> String {
        String(localized: key, locale: Locale(identifier: language))
    }
}
