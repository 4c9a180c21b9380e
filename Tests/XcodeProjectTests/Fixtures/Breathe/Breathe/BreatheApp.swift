import SwiftUI

@main
struct BreatheApp: App {
    var body: some Scene {
        WindowGroup {
            VStack {
                Text("Start session")
                Text("Settings")
            }
        }
    }
}
