import Testing
@testable import XCStringsAudit

/// The findings of the widget code rules over the given files (path → source).
///
/// - Parameters:
///   - files: Path and Swift source of each widget file, in order.
///   - languages: The languages the catalogs ship.
///   - attributes: `--language-attribute` names.
func codeFindings(_ files: KeyValuePairs<String, String>, languages: [String] = ["en", "ar", "he"],
                  attributes: [String] = []) -> [AuditFinding] {
    let lexed = files.map { SwiftCodeFile(path: $0.key, bytes: Array($0.value.utf8)) }
    return WidgetCodeRules(languageAttributes: attributes, shippedLanguages: languages).findings(in: lexed)
}

/// The findings of one file `W.swift`, as `rule line:column`.
func codePlaces(_ source: String, languages: [String] = ["en", "ar", "he"], attributes: [String] = [],
                also others: KeyValuePairs<String, String> = [:]) -> [String] {
    var files: [(String, String)] = [("W.swift", source)]
    files += others.map { ($0.key, $0.value) }
    let lexed = files.map { SwiftCodeFile(path: $0.0, bytes: Array($0.1.utf8)) }
    return WidgetCodeRules(languageAttributes: attributes, shippedLanguages: languages).findings(in: lexed)
        .map { "\($0.rule.identifier) \($0.file == "W.swift" ? "" : $0.file + ":")\($0.line):\($0.column)" }
}

/// Activity attributes that carry the app's language, as a second file.
let languageAttributesFile: KeyValuePairs<String, String> = ["Attributes.swift": """
    import ActivityKit
    struct TimerAttributes: ActivityAttributes {
        struct ContentState: Codable, Hashable {
            var endDate: Date
            var isPaused: Bool
        }
        var languageCode: String
    }
    """]
