import SwiftUI
import Testing

@Test func title() {
    _ = Text("Test only")
}
