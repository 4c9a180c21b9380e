/// The English language names that old Xcode projects use for `.lproj` folders
/// and `developmentRegion` (`English.lproj`, `developmentRegion = English;`),
/// and the codes Core Foundation's bundle lookup treats them as.
///
/// An app whose project says `English` and whose tables sit in `en.lproj` has
/// one development language at run time, not two; comparing the names as they
/// are written would report every key of `en.lproj` as missing from
/// "English".
///
/// ```swift
/// LegacyLanguageName.code(for: "English")   // "en"
/// LegacyLanguageName.code(for: "pt-BR")     // "pt-BR": not a legacy name
/// LegacyLanguageName.code(for: "Chinese")   // "Chinese": Traditional or Simplified, nobody can say
/// ```
package enum LegacyLanguageName {
    /// The names of `CFBundle`'s legacy language table (`__CFBundleLanguageNamesArray`
    /// in swift-corelibs-foundation) with the code it maps each to. Names it maps
    /// to more than one code (`Chinese`, `Azerbaijani`) are left out: they stay as
    /// written.
    private static let codes: [String: String] = [
        "English": "en", "French": "fr", "German": "de", "Italian": "it", "Dutch": "nl",
        "Swedish": "sv", "Spanish": "es", "Danish": "da", "Portuguese": "pt", "Norwegian": "nb",
        "Hebrew": "he", "Japanese": "ja", "Arabic": "ar", "Finnish": "fi", "Greek": "el",
        "Icelandic": "is", "Maltese": "mt", "Turkish": "tr", "Croatian": "hr", "Urdu": "ur",
        "Hindi": "hi", "Thai": "th", "Korean": "ko", "Lithuanian": "lt", "Polish": "pl",
        "Hungarian": "hu", "Estonian": "et", "Latvian": "lv", "Faroese": "fo", "Farsi": "fa",
        "Russian": "ru", "Irish": "ga", "Albanian": "sq", "Romanian": "ro", "Czech": "cs",
        "Slovak": "sk", "Slovenian": "sl", "Yiddish": "yi", "Serbian": "sr", "Macedonian": "mk",
        "Bulgarian": "bg", "Ukrainian": "uk",
    ]

    /// The code for `name` when it is a legacy language name, else `name` itself.
    package static func code(for name: String) -> String {
        codes[name] ?? name
    }
}
