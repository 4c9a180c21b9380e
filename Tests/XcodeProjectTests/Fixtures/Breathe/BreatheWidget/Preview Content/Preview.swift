import SwiftUI

// Not a member of the widget target (membership exception): never audited.
#Preview {
    Text("Preview only")
}
