// The baseline for `tools/bench`: the same comparison as `audit_diff.py`, done with
// Foundation's `JSONDecoder` into Codable structs — what a Swift tool would write
// first. Built by `tools/bench` with `swiftc -O`; not part of the package.
//
//     jsondecoder-audit <app.xcstrings> <widget.xcstrings>

import Foundation

struct Catalog: Decodable {
    var sourceLanguage: String
    var strings: [String: Entry]
}

struct Entry: Decodable {
    var shouldTranslate: Bool?
    var localizations: [String: Localization]?
}

struct Unit: Decodable {
    var state: String?
    var value: String?
}

struct StringSet: Decodable {
    var state: String?
    var values: [String]?

    /// A string set is one unit; it has a value when every string in it does.
    var unit: Unit {
        let values = values ?? []
        return Unit(state: state, value: !values.isEmpty && values.allSatisfy { !$0.isEmpty } ? "set" : "")
    }
}

final class Localization: Decodable {
    var stringUnit: Unit?
    var stringSet: StringSet?
    var variations: [String: [String: Localization]]?
    var substitutions: [String: Localization]?

    /// Every unit: string unit, string set, variation leaves, substitution leaves.
    func leaves(into units: inout [Unit]) {
        if let stringUnit { units.append(stringUnit) }
        if let stringSet { units.append(stringSet.unit) }
        for cases in (variations ?? [:]).values {
            for localization in cases.values { localization.leaves(into: &units) }
        }
        for substitution in (substitutions ?? [:]).values { substitution.leaves(into: &units) }
    }

    var units: [Unit] {
        var result: [Unit] = []
        leaves(into: &result)
        return result
    }

    var isUsable: Bool {
        let units = self.units
        return !units.isEmpty && units.allSatisfy { !($0.value ?? "").isEmpty && $0.state != "new" }
    }
}

func translatedLanguages(_ catalog: Catalog) -> Set<String> {
    var found = Set<String>()
    for entry in catalog.strings.values {
        for (language, localization) in entry.localizations ?? [:]
        where localization.units.contains(where: { $0.state == "translated" }) {
            found.insert(language)
        }
    }
    return found
}

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: jsondecoder-audit <app.xcstrings> <widget.xcstrings>\n".utf8))
    exit(2)
}
let decoder = JSONDecoder()
let app = try decoder.decode(Catalog.self, from: Data(contentsOf: URL(fileURLWithPath: arguments[1])))
let widget = try decoder.decode(Catalog.self, from: Data(contentsOf: URL(fileURLWithPath: arguments[2])))

var widgetLanguages = Set<String>()
for entry in widget.strings.values {
    for (language, localization) in entry.localizations ?? [:] where !localization.units.isEmpty {
        widgetLanguages.insert(language)
    }
}
let missingLanguages = translatedLanguages(app).subtracting(widgetLanguages)
var missingKeys = 0
var missingTranslations = 0
for (key, entry) in app.strings where entry.shouldTranslate != false {
    guard let widgetEntry = widget.strings[key] else {
        missingKeys += 1
        continue
    }
    if widgetEntry.shouldTranslate == false { continue }
    let theirs = widgetEntry.localizations ?? [:]
    for (language, localization) in entry.localizations ?? [:] {
        if missingLanguages.contains(language) || !localization.isUsable { continue }
        if language == app.sourceLanguage, localization.units.allSatisfy({ $0.value == key }) { continue }
        if !(theirs[language]?.isUsable ?? false) { missingTranslations += 1 }
    }
}
print("missing-key \(missingKeys) missing-language \(missingLanguages.count) missing-translation \(missingTranslations)")
