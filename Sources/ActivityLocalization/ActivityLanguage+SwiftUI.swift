#if canImport(SwiftUI)
import SwiftUI

extension ActivityLanguage {
    /// The chosen language's direction as SwiftUI's `LayoutDirection`, for
    /// `.environment(\.layoutDirection, …)`.
    ///
    /// ```swift
    /// TimerView()
    ///     .environment(\.locale, language.locale)
    ///     .environment(\.layoutDirection, language.layoutDirection)   // .rightToLeft for "he"
    /// ```
    ///
    /// Only where SwiftUI can be imported (Apple platforms); elsewhere use
    /// ``direction``.
    public var layoutDirection: SwiftUI.LayoutDirection {
        direction.layoutDirection
    }
}

extension ActivityLanguage.Direction {
    /// This direction as SwiftUI's `LayoutDirection`.
    ///
    /// ```swift
    /// ActivityLanguage.Direction.rightToLeft.layoutDirection   // SwiftUI.LayoutDirection.rightToLeft
    /// ```
    ///
    /// Only where SwiftUI can be imported (Apple platforms).
    public var layoutDirection: SwiftUI.LayoutDirection {
        switch self {
        case .leftToRight: .leftToRight
        case .rightToLeft: .rightToLeft
        }
    }
}
#endif
