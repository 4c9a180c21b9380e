import Foundation

/// ActivityKit's protocol, declared here so that the sample builds on Linux.
public protocol ActivityAttributes {}

/// The activity's attributes carry the language the user chose in the app.
public struct BreatheAttributes: ActivityAttributes {
    public var languageCode: String
}

/// Reads the widget process's locale although the attributes carry the app's
/// language: the audit's process-locale warning.
public func clockLocale() -> Locale {
    Locale.current
}

/// A typo in a rule name silences nothing, and says so.
public func regionCode() -> String? {
    Locale.current.region?.identifier // xcstrings-audit:ignore process-locales
}
