import PropertyList

/// Why a legacy string table (`.strings` or `.stringsdict`) could not be read:
/// what is wrong, in which file, at which line and column, and what to do.
///
/// The property-list reader's one error type, under the name this library's API
/// has always used for it.
///
/// ```swift
/// // Widget/ar.lproj/Localizable.strings:7:21: error: unexpected `"`, expected `;` after the value of "Hold"
/// ```
public typealias LegacyTableError = PropertyListError

/// Something in a legacy string table that was read past: a `;` with no key
/// before it in a `.strings` file. The property-list reader's one warning type.
///
/// ```swift
/// // Widget/en.lproj/Widgets.strings:3:17: warning: `;` with no key before it (an empty statement); …
/// ```
public typealias LegacyTableWarning = PropertyListWarning
