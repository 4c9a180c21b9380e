// The baseline for `tools/Benchmarks/run pairs`: the same check as `audit_diff.py`, done with
// Foundation's `JSONDecoder` into Codable structs — what a Swift tool would write
// first. Built by `tools/Benchmarks/run pairs` with `swiftc -O`; not part of the package.
//
//     jsondecoder-audit <app.xcstrings> <widget.xcstrings>

import Foundation

struct Catalog: Decodable {
    var sourceLanguage: String
    var strings: [String: Entry]
}

struct Entry: Decodable {
    var shouldTranslate: Bool?
    var extractionState: String?
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

    /// No unit, or only `new` ones (in the source language: without a value).
    func showsNothing(isSource: Bool) -> Bool {
        let units = self.units
        guard !units.isEmpty, units.allSatisfy({ $0.state == "new" }) else { return units.isEmpty }
        return !isSource || units.allSatisfy { ($0.value ?? "").isEmpty }
    }

    /// Whether the text says more than the key (another value, or variations).
    func saysMore(than key: String) -> Bool {
        if let stringUnit, stringSet == nil, variations == nil, substitutions == nil {
            return !(stringUnit.value ?? "").isEmpty && stringUnit.state != "new" && stringUnit.value != key
        }
        return isUsable
    }
}

/// As the audit's `isIdentifierLike`: `timer.cancel`, `chapters`, not `Done`.
func isIdentifierLike(_ key: String) -> Bool {
    guard key.utf8.count >= 2, !key.hasSuffix("."), let first = key.unicodeScalars.first else { return false }
    var separator = false
    var previous: Unicode.Scalar?
    for scalar in key.unicodeScalars {
        guard scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "._-".unicodeScalars.contains(scalar)
        else { return false }
        if scalar == "." || scalar == "_", let previous, previous != ".", previous != "_" { separator = true }
        previous = scalar
    }
    return ("a"..."z").contains(first) || separator
}

/// Languages with a translation of their own: a unit with a value, not `new`.
func shippedLanguages(_ catalog: Catalog) -> Set<String> {
    var found = Set<String>()
    for entry in catalog.strings.values {
        for (language, localization) in entry.localizations ?? [:] where !found.contains(language)
        && localization.units.contains(where: { !($0.value ?? "").isEmpty && $0.state != "new" }) {
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
let source = widget.sourceLanguage
let coverage = shippedLanguages(app).subtracting([source])
let missingKeys = app.strings.count { key, entry in entry.shouldTranslate != false && widget.strings[key] == nil }
var missingTranslations = 0
var missingLanguages = Set<String>()
for (key, entry) in widget.strings {
    let appEntry = app.strings[key]
    if entry.shouldTranslate == false || appEntry?.shouldTranslate == false || entry.extractionState == "stale" { continue }
    let localizations = entry.localizations ?? [:]
    for language in coverage where localizations[language]?.showsNothing(isSource: false) ?? true {
        if widgetLanguages.contains(language) { missingTranslations += 1 } else { missingLanguages.insert(language) }
    }
    if localizations[source]?.showsNothing(isSource: true) ?? true, !isIdentifierLike(key),
       appEntry?.localizations?[source]?.saysMore(than: key) == true {
        missingTranslations += 1
    }
}
print("missing-key \(missingKeys) missing-language \(missingLanguages.count) missing-translation \(missingTranslations)")
