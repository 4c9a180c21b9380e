import ActivityKit
import Foundation

struct SessionAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var endDate: Date
    }

    /// The language the user chose in the app.
    var languageCode: String
}
