import Foundation
import PropertyList

/// A legacy `.stringsdict` table of one language, each key mapped to the
/// String Catalog localisation Xcode's migration would make of it.
///
/// ```swift
/// let file = try StringsDictFile(data: data, file: "ar.lproj/Widgets.stringsdict", language: "ar")
/// file.entries[0].key                                        // "%lld breaths"
/// file.entries[0].localization.variations?.plural?["few"]    // "%lld أنفاس"
/// ```
///
/// - `NSStringLocalizedFormatKey` of exactly `%#@name@`: the variable's plural
///   rules become plural variations (`zero` … `other`).
/// - Any other format key: the format becomes the string unit and each variable a
///   substitution whose plural variations write the argument as `%arg`.
/// - `NSStringVariableWidthRuleType`: the widest variant becomes the string unit
///   (what a device shows when the text fits).
/// - `NSStringDeviceSpecificRuleType`: device variations (`iphone`, `ipad`, `mac`,
///   `applewatch`, `appletv`, `other`).
public struct StringsDictFile: Sendable {
    /// One key of the file.
    public struct Entry: Sendable {
        /// The key.
        public var key: String
        /// What it maps to.
        public var localization: StringCatalog.Localization
        /// Where the key is.
        public var location: StringCatalog.SourceLocation
    }

    /// The keys in file order.
    public var entries: [Entry]

    /// The plural categories a variable's dictionary may have.
    static let pluralCategories = ["zero", "one", "two", "few", "many", "other"]

    /// Reads a `.stringsdict` file.
    ///
    /// - Parameters:
    ///   - data: The file's bytes: an XML property list, UTF-8 or UTF-16.
    ///   - file: The name used in errors.
    /// - Throws: ``LegacyTableError`` naming the line and column of what is wrong.
    /// - Complexity: O(*n*) in the size of `data`.
    public init(data: Data, file: String) throws(LegacyTableError) {
        let text = try PropertyListReader.text(of: [UInt8](data), file: file).text
        let members = try PropertyListReader.readXMLDictionary(text, file: file)
        var entries: [Entry] = []
        for member in members {
            var localization = try Self.localization(of: member.value, key: member.key, file: file)
            localization.location = member.keyLocation
            entries.append(Entry(key: member.key, localization: localization, location: member.keyLocation))
        }
        self.entries = entries
    }

    private static func failure(_ node: PropertyListNode, _ file: String, _ message: String) -> LegacyTableError {
        LegacyTableError(file: file, location: node.location, message: message)
    }

    /// The localisation one key's dictionary maps to (see the type's summary).
    static func localization(of node: PropertyListNode, key: String, file: String) throws(LegacyTableError) -> StringCatalog.Localization {
        guard node.members != nil else {
            throw failure(node, file, "the value of \"\(key)\" must be a dictionary with NSStringLocalizedFormatKey, found \(node.kindDescription)")
        }
        if let width = node["NSStringVariableWidthRuleType"] {
            guard let widths = width.members, !widths.isEmpty else {
                throw failure(width, file, "NSStringVariableWidthRuleType must be a dictionary of widths (\"20\", \"50\") to strings")
            }
            var widest: (width: Int, value: String)?
            for member in widths {
                guard let value = member.value.string else {
                    throw failure(member.value, file, "the width variant \"\(member.key)\" must be a string, found \(member.value.kindDescription)")
                }
                let width = Int(member.key) ?? 0
                if widest.map({ width >= $0.width }) ?? true { widest = (width, value) }
            }
            return StringCatalog.Localization(stringUnit: unit(widest?.value ?? ""))
        }
        if let device = node["NSStringDeviceSpecificRuleType"] {
            guard let devices = device.members else {
                throw failure(device, file, "NSStringDeviceSpecificRuleType must be a dictionary of devices (iphone, ipad, mac, other) to strings")
            }
            var variations: [String: StringCatalog.Variation] = [:]
            for member in devices {
                if let value = member.value.string {
                    var variation = StringCatalog.Variation(stringUnit: unit(value))
                    variation.location = member.keyLocation
                    variations[member.key] = variation
                } else {
                    let nested = try localization(of: member.value, key: "\(key)/\(member.key)", file: file)
                    var variation = StringCatalog.Variation(stringUnit: nested.stringUnit, variations: nested.variations)
                    variation.location = member.keyLocation
                    variations[member.key] = variation
                }
            }
            return StringCatalog.Localization(variations: StringCatalog.Variations(device: variations))
        }
        guard let formatNode = node["NSStringLocalizedFormatKey"] else {
            throw failure(node, file, "\"\(key)\" has no NSStringLocalizedFormatKey (nor a width or device rule); add the format, such as %#@count@")
        }
        guard let format = formatNode.string else {
            throw failure(formatNode, file, "NSStringLocalizedFormatKey must be a string, found \(formatNode.kindDescription)")
        }
        let variables = variables(in: format)
        var substitutions: [String: StringCatalog.Substitution] = [:]
        for (name, position) in variables {
            guard let variable = node[name] else {
                throw failure(formatNode, file, "the format \"\(format)\" names %#@\(name)@, but \"\(key)\" has no `\(name)` dictionary; add it")
            }
            guard variable.members != nil else {
                throw failure(variable, file, "`\(name)` must be a dictionary with NSStringFormatSpecTypeKey, found \(variable.kindDescription)")
            }
            if let type = variable["NSStringFormatSpecTypeKey"], type.string != "NSStringPluralRuleType" {
                throw failure(type, file, "NSStringFormatSpecTypeKey is \"\(type.string ?? type.kindDescription)\"; a .stringsdict variable uses NSStringPluralRuleType")
            }
            let valueType = variable["NSStringFormatValueTypeKey"]?.string
            var plural: [String: StringCatalog.Variation] = [:]
            for member in variable.members! where pluralCategories.contains(member.key) {
                guard var value = member.value.string else {
                    throw failure(member.value, file, "the plural form `\(member.key)` must be a string, found \(member.value.kindDescription)")
                }
                if variables.count > 1 || format != "%#@\(name)@", let valueType {
                    value = value.replacingOccurrences(of: "%" + valueType, with: "%arg")
                }
                var variation = StringCatalog.Variation(stringUnit: unit(value))
                variation.location = member.keyLocation
                plural[member.key] = variation
            }
            if variables.count == 1, format == "%#@\(name)@" {
                return StringCatalog.Localization(variations: StringCatalog.Variations(plural: plural))
            }
            var substitution = StringCatalog.Substitution(argNum: position, formatSpecifier: valueType,
                                                          variations: StringCatalog.Variations(plural: plural))
            substitution.location = variable.location
            substitutions[name] = substitution
        }
        if substitutions.isEmpty { return StringCatalog.Localization(stringUnit: unit(format)) }
        return StringCatalog.Localization(stringUnit: unit(format), substitutions: substitutions)
    }

    private static func unit(_ value: String) -> StringCatalog.StringUnit {
        StringCatalog.StringUnit(state: .translated, value: value)
    }

    /// The variables a format names (`%#@name@`, `%4$#@name@`), in order, each
    /// once, with the argument each consumes: its `n$`, else its place among the
    /// format's arguments (`%@ and %#@count@`: `count` is the second).
    static func variables(in format: String) -> [(name: String, position: Int)] {
        var variables: [(name: String, position: Int)] = []
        for specifier in FormatString.specifiers(in: format) {
            guard case .substitution(let name) = specifier.kind, !name.isEmpty,
                  !variables.contains(where: { $0.name == name }) else { continue }
            variables.append((name, specifier.argumentPosition ?? variables.count + 1))
        }
        return variables
    }
}
