import Foundation

extension StringCatalog {
    /// The catalog written over the file it was read from, changing only what
    /// changed and in that file's own style.
    ///
    /// Added entries and added localisations are written into the original bytes,
    /// in the file's layout (indent, `"key" : value` or `"key": value`, one line or
    /// many, `\/` escapes — see `CatalogFileStyle`), before the first member already
    /// there that sorts after them in Xcode's key order (so in their sorted place when
    /// the file is sorted, and never reordering what is there); a localisation or
    /// entry that changed replaces only its own value. Everything else keeps its bytes, so a diff of the file
    /// shows only what was added. When the original is exactly what ``encoded()``
    /// writes, so is the result.
    ///
    /// ```swift
    /// var catalog = try StringCatalog(data: original)
    /// catalog.setLocalization(french, language: "fr", forKey: "Hello")
    /// catalog.encoded(keepingStyleOf: original)  // original + the "fr" lines
    /// ```
    ///
    /// Changes that are not additions or replacements — a removed entry, a changed
    /// `sourceLanguage`, `version` or top-level field — and an edit of an entry the
    /// file has twice write the whole catalog, still in the file's style (Xcode's
    /// key order, the duplicate once). When `original` is not a readable catalog the
    /// result is ``encoded()``.
    ///
    /// - Parameter original: The bytes of the file this catalog was read from.
    /// - Returns: UTF-8 JSON; read back, it is this catalog.
    /// - Complexity: O(*n*) in the size of `original`, plus the size of what changed.
    public func encoded(keepingStyleOf original: Data) -> Data {
        guard let base = try? StringCatalog(data: original) else { return encoded() }
        let layout = CatalogLayout(bytes: [UInt8](original))
        let style = CatalogFileStyle.detect(in: layout)
        var splicer = CatalogSplicer(layout: layout, style: style)
        if let spliced = splicer.splice(self, over: base) { return Data(spliced) }
        var writer = CatalogWriter(style: style)
        writer.write(self)
        return Data(writer.out)
    }
}

/// Writes a catalog's additions and replacements into the bytes of the file it was
/// read from (``StringCatalog/encoded(keepingStyleOf:)``).
struct CatalogSplicer {
    /// Bytes `range` of the original become `bytes`; an empty range inserts.
    struct Edit {
        var range: Range<Int>
        var bytes: [UInt8]
    }

    let layout: CatalogLayout
    let style: CatalogFileStyle
    private var edits: [Edit] = []

    // Levels as ``CatalogWriter`` counts them: the members of `strings` are indented
    // twice, an entry's fields three times, its languages four times.
    private static let stringsLevel = 1
    private static let entryLevel = 2
    private static let localizationsLevel = 3
    private static let localizationLevel = 4

    init(layout: CatalogLayout, style: CatalogFileStyle) {
        self.layout = layout
        self.style = style
    }

    /// The original with `catalog`'s differences from `base` (the original, read)
    /// spliced in, or `nil` when they cannot be spliced (see
    /// ``StringCatalog/encoded(keepingStyleOf:)``).
    mutating func splice(_ catalog: StringCatalog, over base: StringCatalog) -> [UInt8]? {
        guard catalog.sourceLanguage == base.sourceLanguage, catalog.version == base.version,
              catalog.unknownFields == base.unknownFields, catalog.endsWithNewline == base.endsWithNewline,
              base.entries.allSatisfy({ catalog[$0.key] != nil }),
              let root = layout.object(at: layout.rootStart),
              let stringsMember = root.members(named: "strings").first,
              let strings = layout.object(at: stringsMember.valueStart)
        else { return nil }

        var memberByKey: [String: CatalogLayout.Member] = [:]
        var duplicated = Set<String>()
        for member in strings.members where memberByKey.updateValue(member, forKey: member.key) != nil {
            duplicated.insert(member.key)
        }
        var added: [(key: String, value: [UInt8])] = []
        for entry in catalog.entries {
            guard let old = base[entry.key] else {
                added.append((entry.key, render { $0.entry(entry, Self.entryLevel) }))
                continue
            }
            guard entry != old else { continue }
            guard !duplicated.contains(entry.key), let member = memberByKey[entry.key] else { return nil }
            guard spliceChangedEntry(entry, old: old, at: member) else { return nil }
        }
        if !added.isEmpty { insert(added, into: strings, level: Self.stringsLevel) }
        return applied()
    }

    /// Splices an entry that is in both catalogs: the new localisations, or the
    /// whole entry when more than its localisations changed.
    private mutating func spliceChangedEntry(_ entry: StringCatalog.Entry, old: StringCatalog.Entry,
                                             at member: CatalogLayout.Member) -> Bool {
        let replaceEntry = Edit(range: member.valueStart..<member.valueEnd, bytes: render { $0.entry(entry, Self.entryLevel) })
        guard entry.comment == old.comment, entry.extractionState == old.extractionState,
              entry.isCommentAutoGenerated == old.isCommentAutoGenerated, entry.shouldTranslate == old.shouldTranslate,
              entry.unknownFields == old.unknownFields, entry.hasEmptyLocalizationsObject == old.hasEmptyLocalizationsObject,
              old.localizations.keys.allSatisfy({ entry.localizations[$0] != nil }),
              let object = layout.object(at: member.valueStart), !object.hasDuplicateKeys
        else {
            edits.append(replaceEntry)
            return true
        }
        let changed = entry.localizations.filter { old.localizations[$0.key] != $0.value }
        guard let localizationsMember = object.members(named: "localizations").first else {
            // No `localizations` field yet: add one, or write the entry if it is `{}`.
            if object.members.isEmpty {
                edits.append(replaceEntry)
            } else {
                insert([("localizations", render { $0.localizations(entry.localizations, Self.localizationsLevel) })],
                       into: object, level: Self.entryLevel)
            }
            return true
        }
        guard let localizations = layout.object(at: localizationsMember.valueStart), !localizations.hasDuplicateKeys else {
            edits.append(replaceEntry)
            return true
        }
        if localizations.members.isEmpty {
            edits.append(Edit(range: localizations.start..<localizations.end,
                              bytes: render { $0.localizations(entry.localizations, Self.localizationsLevel) }))
            return true
        }
        var added: [(key: String, value: [UInt8])] = []
        for (language, localization) in changed {
            let value = render { $0.localization(localization, Self.localizationLevel) }
            if let existing = localizations.members(named: language).first {
                edits.append(Edit(range: existing.valueStart..<existing.valueEnd, bytes: value))
            } else {
                added.append((language, value))
            }
        }
        if !added.isEmpty { insert(added, into: localizations, level: Self.localizationsLevel) }
        return true
    }

    /// Inserts members into `object` (whose closing brace is at indent `level`):
    /// each before the first member that sorts after it in Xcode's order (after the
    /// last when none does), separated as the object's own members are.
    private mutating func insert(_ members: [(key: String, value: [UInt8])], into object: CatalogLayout.Object, level: Int) {
        let order = CatalogKeyOrder.shared
        let members = members.sorted { order.areInIncreasingOrder($0.key, $1.key) }
        let bytes = layout.bytes
        func member(_ key: String, _ value: [UInt8]) -> [UInt8] {
            render { $0.keyAndColon(key) } + value
        }
        let existing = object.members
        guard !existing.isEmpty else {
            var text: [UInt8] = [UInt8(ascii: "{")]
            text += render { writer in
                for (position, added) in members.enumerated() {
                    if position > 0 {
                        writer.out.append(UInt8(ascii: ","))
                        writer.out += style.afterComma
                    }
                    writer.lineBreak(level + 1)
                    writer.keyAndColon(added.key)
                    writer.out += added.value
                }
                writer.lineBreak(level)
            }
            text.append(UInt8(ascii: "}"))
            edits.append(Edit(range: object.start..<object.end, bytes: text))
            return
        }
        // What separates two members in this object (`,` line feed indent, or `, `).
        let separator: [UInt8] = existing.count >= 2
            ? Array(bytes[existing[0].valueEnd..<existing[1].keyStart])
            : [UInt8(ascii: ",")] + style.afterComma + render { $0.lineBreak(level + 1) }
        // The first member that sorts after a key is the first whose running maximum
        // does: a binary search over the running maxima, also where the file's own
        // order is not quite Xcode's (a tool that sorts by code point).
        var runningMaximum: [Int] = [0]
        runningMaximum.reserveCapacity(existing.count)
        for index in existing.indices.dropFirst() {
            let previous = runningMaximum[index - 1]
            runningMaximum.append(order.compare(existing[index].key, existing[previous].key) > 0 ? index : previous)
        }
        var groups: [Int: [UInt8]] = [:]
        var positions: [Int] = []
        for added in members {
            var low = 0, high = existing.count
            while low < high {
                let middle = (low + high) / 2
                if order.compare(existing[runningMaximum[middle]].key, added.key) < 0 { low = middle + 1 } else { high = middle }
            }
            let position = low
            if groups[position] == nil { positions.append(position) }
            if position < existing.count {
                groups[position, default: []] += member(added.key, added.value) + separator
            } else {
                groups[position, default: []] += separator + member(added.key, added.value)
            }
        }
        for position in positions {
            let at = position < existing.count ? existing[position].keyStart : existing[existing.count - 1].valueEnd
            edits.append(Edit(range: at..<at, bytes: groups[position]!))
        }
    }

    private func render(_ body: (inout CatalogWriter) -> Void) -> [UInt8] {
        var writer = CatalogWriter(style: style)
        body(&writer)
        return writer.out
    }

    /// The original with the edits made, or `nil` if two of them overlap.
    private func applied() -> [UInt8]? {
        let bytes = layout.bytes
        let edits = edits.sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + edits.reduce(0) { $0 + $1.bytes.count })
        var at = 0
        for edit in edits {
            guard edit.range.lowerBound >= at else { return nil }
            out += bytes[at..<edit.range.lowerBound]
            out += edit.bytes
            at = edit.range.upperBound
        }
        out += bytes[at...]
        return out
    }
}
