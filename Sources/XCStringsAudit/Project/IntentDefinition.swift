import Foundation
import PropertyList
import XCStrings
import XcodeProject

/// The titles of a SiriKit intent definition (`.intentdefinition`, an XML
/// property list) that its `<lang>.lproj/<Name>.strings` files translate.
///
/// Every localizable text of a definition is a member `X` beside a member `XID`
/// in the same dictionary (`INIntentParameterDisplayName` "Origin" and
/// `INIntentParameterDisplayNameID` "YTTH5N"); the ID is the key of its
/// translations, and the base text is in the definition itself:
///
/// ```swift
/// let definition = try IntentDefinition(path: "Intent/Base.lproj/Route.intentdefinition")
/// definition.titles[0].id     // "YTTH5N"
/// definition.titles[0].text   // "Origin"
/// ```
///
/// Left out, as nothing shows them: the `unknown` value Xcode gives every enum,
/// a Boolean parameter's labels while they are Xcode's `true`/`false`, texts
/// without a letter outside their placeholders (`19:52`, `${failureReason}`) and codes that read the same in every language
/// (`USD`, `BTC`). A title of an intent that only configures widgets
/// (`INIntentIneligibleForSuggestions`, not `INIntentConfigurable`) counts only
/// where the widget's edit sheet shows it — its parameters' names and values —
/// not its Siri dialogs, responses or Shortcuts summary; where every intent is
/// such, the names of the definition's enums and custom types count nowhere.
struct IntentDefinition: Sendable {
    /// One localizable text.
    struct Title: Sendable {
        /// The key of its translations (`YTTH5N`).
        var id: String
        /// The base text.
        var text: String
        /// The member that holds the text (`INIntentParameterDisplayName`).
        var field: String
        /// Where the ID is written in the definition.
        var location: TextLocation
        /// Whether only Siri and the Shortcuts app show it (a dialog, a response,
        /// an action's title), not a widget's edit sheet.
        var isSiriOnly: Bool
    }

    /// The definition's path.
    var path: String
    /// The titles that are shown, in file order.
    var titles: [Title]

    /// Reads a definition.
    ///
    /// - Throws: ``AuditInputError`` at the place that is not an XML property list.
    /// - Complexity: O(*n*) in the size of the file.
    init(path: String) throws(AuditInputError) {
        self.path = path
        let root: PropertyListNode
        do throws(PropertyListError) {
            let bytes = try XcodeProject.readFile(path)
            root = try PropertyListReader.read(try PropertyListReader.text(of: bytes, file: path).text, file: path)
        } catch {
            throw AuditInputError(path: path, line: error.location?.line, column: error.location?.column,
                                  message: error.message + " (an intent definition the project compiles: Xcode cannot build it either)")
        }
        var titles: [Title] = []
        Self.collect(root, widgetOnly: false, into: &titles)
        // The names of the definition's enums and custom types (and of a type's
        // properties) only Siri and Shortcuts show; where every intent only
        // configures widgets, neither ever offers one.
        let intents = root["INIntents"]?.array ?? []
        if !intents.isEmpty, intents.allSatisfy(Self.configuresWidgetsOnly) {
            titles.removeAll { Self.typeNameFields.contains($0.field) }
        }
        self.titles = titles
    }

    /// The members that name an enum, a custom type or a type's property.
    private static let typeNameFields: Set<String> = ["INEnumDisplayName", "INTypeDisplayName",
                                                      "INTypePropertyDisplayName"]

    /// Whether an intent's dictionary configures widgets only: Siri never suggests
    /// it and Shortcuts does not offer it.
    private static func configuresWidgetsOnly(_ intent: PropertyListNode) -> Bool {
        func flag(_ key: String) -> Bool {
            if case .scalar(let element, _) = intent[key]?.value { return element == "true" }
            return false
        }
        return flag("INIntentIneligibleForSuggestions") && !flag("INIntentConfigurable")
    }

    private static func collect(_ node: PropertyListNode, widgetOnly: Bool, into titles: inout [Title]) {
        if let elements = node.array {
            for element in elements { collect(element, widgetOnly: widgetOnly, into: &titles) }
            return
        }
        guard let members = node.members else { return }
        // Xcode adds an `unknown` value to every enum; no picker shows it.
        let isUnknownEnumValue = node["INEnumValueName"]?.string == "unknown"
        for member in members {
            if member.key == "INIntents", let intents = member.value.array {
                for intent in intents { collect(intent, widgetOnly: configuresWidgetsOnly(intent), into: &titles) }
                continue
            }
            if member.key.hasSuffix("ID"), member.key.count > 2, let id = member.value.string, !id.isEmpty {
                let field = String(member.key.dropLast(2))
                if let text = node[field]?.string, !text.isEmpty, !isUnknownEnumValue, isShown(text, field: field) {
                    let isSiriOnly = isSiriOnlyField(field)
                    if !(widgetOnly && isSiriOnly) {
                        titles.append(Title(id: id, text: text, field: field, location: member.value.location,
                                            isSiriOnly: isSiriOnly))
                    }
                }
                continue
            }
            collect(member.value, widgetOnly: widgetOnly, into: &titles)
        }
    }

    /// Whether a widget's edit sheet never shows the member: only a parameter's
    /// own name, value names and metadata are shown there.
    private static func isSiriOnlyField(_ field: String) -> Bool {
        guard field.hasPrefix("INIntentParameter") else { return field.hasPrefix("INIntent") }
        return field.hasPrefix("INIntentParameterPromptDialog") || field.hasPrefix("INIntentParameterCombination")
    }

    /// Whether a text is shown as something to translate.
    private static func isShown(_ text: String, field: String) -> Bool {
        // A Boolean's labels Xcode fills in: the edit sheet shows a switch.
        if field.hasSuffix("TrueDisplayName") && text == "true" { return false }
        if field.hasSuffix("FalseDisplayName") && text == "false" { return false }
        // `${failureReason}` alone: the value is the text.
        var words = text
        for name in SiriPlaceholders.names(in: text) { words = words.replacingOccurrences(of: "${\(name)}", with: "") }
        guard CatalogAudit.hasTranslatableText(words) else { return false }
        // A code (`USD`, `BTC`, `GPS`) reads the same in every language.
        let isCode = text.utf8.count <= 5 && text.utf8.allSatisfy { byte in
            (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
        return !isCode
    }
}
