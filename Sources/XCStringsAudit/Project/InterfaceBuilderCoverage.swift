import PropertyList
import XCStrings
import XcodeProject

/// The texts an extension's storyboards and XIBs show as written because the
/// document is not localized at all (issue 24, kind 5): the target copies no
/// table of its name and no copy of it in a language's `.lproj` folder. Every
/// language the app ships then reads the texts of the development language — a
/// Today widget's "Steppy must be launched at least once", a watch app's "New"
/// and "Saved Timers".
///
/// A document counts where the target shows it (a watch app's storyboard, the
/// one its `Info.plist` names, one its code names), and a text where code
/// cannot replace it: its object is no outlet, or the outlet's text is never
/// set in the code (`label.text = …`, `label.setText(…)`, `[self.label
/// setText:…]`); an outlet the code passes on may be set anywhere, and is left
/// out. One `missing-key` per text, at its attribute in the document.
struct InterfaceBuilderCoverage {
    /// The extension.
    var target: XcodeTarget
    /// ``ProjectAudit/Plan/brandNames(of:)``: the app's name is no text to translate.
    var brandNames: [String]
    /// The languages the app ships.
    var appLanguages: [String]
    /// The language the bundles fall back to: its users read the texts as written.
    var developmentLanguage: String
    /// `--languages`, or `nil` for all.
    var languages: [String]?

    /// One text a document shows.
    struct ShownText: Equatable {
        /// The ID of the object that shows it (`zli-K9-U10`), the nearest
        /// element with one: a button's for its `<state title=…>`.
        var objectID: String
        /// The element of that object (`label`, `button` for its `<state>`, `navigationItem`).
        var element: String
        /// What the document's `.strings` tables call it after the object's ID:
        /// `text`, `title`, `normalTitle` (a button's `<state key="normal">`).
        var attribute: String
        /// The text, its XML escapes decoded.
        var value: String
        /// Where the attribute or the `<string>` element is.
        var location: TextLocation
    }

    /// A document's texts and outlets.
    struct Document: Equatable {
        var texts: [ShownText] = []
        /// The objects outlets point to, with the outlets' property names.
        var outlets: [String: [String]] = [:]

        /// Whether the system fills `text`'s object: a static notification's alert
        /// label shows the notification's text, whatever the document says.
        func isSystemFilled(_ text: ShownText) -> Bool {
            (outlets[text.objectID] ?? []).contains(where: InterfaceBuilderCoverage.systemFilledOutlets.contains)
        }
    }

    /// The findings, in document order.
    ///
    /// - Parameters:
    ///   - codeFiles: The Swift and Objective-C sources of the target and of the
    ///     targets it embeds (a watch app's WatchKit extension), read for what
    ///     sets an outlet's text and which documents the code loads.
    ///   - facts: What earlier targets' documents read of the same code, by files
    ///     and names: extensions built in several variants (a white-label app's)
    ///     compile the same code and copy the same documents.
    func findings(codeFiles: [String], facts: inout [CodeFacts.Question: CodeFacts]) -> [AuditFinding] {
        let filter = LanguageFilter(languages)
        let development = developmentLanguage.languageSubtag
        let shipped = appLanguages.filter(filter.contains).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let translated = shipped.filter { $0.languageSubtag != development }
        guard !translated.isEmpty else { return [] }
        let documents = target.interfaceBuilderFiles.filter(isUnlocalized)
        guard !documents.isEmpty else { return [] }
        // The documents first, each with the texts that may need translating, then (where there
        // are any) one pass over the code for every name they need.
        var read: [(path: String, document: Document)] = []
        var needed: Set<String> = []
        for path in documents {
            guard let bytes = try? XcodeProject.readFile(path) else { continue }
            var document = Self.read(bytes)
            let whole = document
            document.texts.removeAll { !Self.isWords($0.value) || isBrand($0.value) || whole.isSystemFilled($0) }
            guard !document.texts.isEmpty else { continue }
            read.append((path, document))
            needed.insert(Self.tableName(of: path))
            for properties in document.outlets.values {
                needed.formUnion(properties)
            }
        }
        guard !read.isEmpty else { return [] }
        let question = CodeFacts.Question(files: codeFiles, words: needed)
        let code = facts[question] ?? CodeFacts(files: codeFiles.compactMap { try? XcodeProject.readFile($0) }, words: needed)
        facts[question] = code
        var findings: [AuditFinding] = []
        for (path, document) in read where isShown(path, code: code) {
            let name = ProjectPath.fileName(path)
            for text in document.texts {
                let outlets = document.outlets[text.objectID] ?? []
                if Self.titledElements.contains(text.element) {
                    // A controller's title is set through it (`setTitle(_:)`, `navigationItem.title`, `self.title`).
                    if code.setsATitle { continue }
                } else if outlets.contains(where: { !code.writes($0) || code.mayBeSet($0) }) {
                    // An outlet no code read declares belongs to code the project does not list: it may set it.
                    continue
                }
                findings.append(AuditFinding(
                    rule: .missingKey, key: text.value, language: nil, file: path,
                    line: text.location.line, column: text.location.column,
                    message: "the \(target.kindName)'s \(name) shows \(text.value.quotedForMessage) (\(text.element) "
                        + "\(text.objectID)), and \(name) is not localized, so the languages the app "
                        + "translates (\(Wording.list(translated, atMost: 5))) show it as written. Localize \(name) in Xcode "
                        + "(File inspector → Localization) and translate the texts of its .strings table.",
                    target: target.name, table: Self.tableName(of: path), isFixable: false))
            }
        }
        return findings
    }

    /// `catalog`, the translations of a localized storyboard or XIB (keys such as
    /// `IdU-wH-bcW.text`), with the document's own texts as the development
    /// language's where it has no usable text of its own — they are what a language
    /// without a translation shows, and what the languages that keep a text as it
    /// is write — and `shouldTranslate: false` on the text the system fills (a
    /// static notification's alert label), which no translation changes.
    ///
    /// - Complexity: O(*t* + *k*) in the document's texts and the catalog's keys.
    static func withSourceTexts(of document: Document, in catalog: StringCatalog) -> StringCatalog {
        let byKey = Dictionary(document.texts.map { ($0.objectID + "." + $0.attribute, $0) }) { first, _ in first }
        guard !byKey.isEmpty else { return catalog }
        let source = catalog.sourceLanguage
        var result = catalog
        for var entry in catalog.entries {
            guard let text = byKey[entry.key] else { continue }
            let own = entry.localizations[source]
            if own?.isUsableTranslation != true {
                entry.localizations[source] = StringCatalog.Localization(stringUnit: .init(state: .translated, value: text.value))
            }
            if document.isSystemFilled(text) { entry.shouldTranslate = false }
            result.setEntry(entry)
        }
        return result
    }

    /// Whether the target shows the document at `path`: a watch app shows its
    /// storyboard; the system loads the one its `Info.plist` names; code loads
    /// the others by their name (`UIStoryboard(name: "Picker", …)`,
    /// `initWithNibName:@"Cell"`, a controller named like its XIB). A document
    /// only copied into the bundle, which nothing names, is never shown.
    private func isShown(_ path: String, code: CodeFacts) -> Bool {
        if target.kind == .watchApp || (target.sdk == "watchos" && target.kind == .application) { return true }
        let name = Self.tableName(of: path)
        return target.mainInterfaceNames.contains(name) || code.writes(name)
    }

    /// Whether `text` is the product's name (its letters and digits, case aside,
    /// with or without a version number after it: `Steppy` of `Steppy 2`).
    private func isBrand(_ text: String) -> Bool {
        func folded(_ name: String) -> String {
            String(String.UnicodeScalarView(name.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) }))
                .lowercased()
        }
        let shown = folded(text)
        return !shown.isEmpty && brandNames.contains { name in
            let brand = folded(name)
            return brand == shown || String(brand.reversed().drop { $0.isNumber }.reversed()) == shown
        }
    }

    /// Elements whose title belongs to a controller: code sets it through the controller.
    private static let titledElements: Set<String> = ["controller", "navigationItem", "viewController",
                                                      "tableViewController", "collectionViewController"]
    /// Outlets the system sets (a WatchKit static notification's alert label).
    fileprivate static let systemFilledOutlets: Set<String> = ["notificationAlertLabel"]

    /// Whether the document at `path` has no translation in the built target: the
    /// target copies no table of its name (`de.lproj/Interface.strings`, a String
    /// Catalog) and no copy of it in a language's `.lproj` folder. A `.strings`
    /// file beside it on disk that the target does not copy translates nothing.
    private func isUnlocalized(_ path: String) -> Bool {
        let table = Self.tableName(of: path)
        if ["LaunchScreen", "Launch Screen"].contains(table) { return false }
        if target.localizationFiles.contains(where: { $0.table == table }) { return false }
        return !target.interfaceBuilderFiles.contains { other in
            let folder = ProjectPath.parentName(other)
            return other != path && Self.tableName(of: other) == table && folder.hasSuffix(".lproj") && folder != "Base.lproj"
        }
    }

    /// `Interface` of `…/Base.lproj/Interface.storyboard`.
    static func tableName(of path: String) -> String {
        let name = ProjectPath.fileName(path)
        guard let dot = name.lastIndex(of: ".") else { return name }
        return String(name[..<dot])
    }

    /// Whether a text is words to translate: two letters in a row (Han and kana
    /// included), and not a placeholder Interface Builder gives a new object
    /// (`Label`, `Button`).
    static func isWords(_ text: String) -> Bool {
        guard !placeholders.contains(text) else { return false }
        // Two letters in a row: a word, not a unit after a number (`0 A`).
        var previousIsLetter = false
        for scalar in text.unicodeScalars {
            let isLetter = scalar.properties.isAlphabetic
            if isLetter && previousIsLetter { return true }
            previousIsLetter = isLetter
        }
        return false
    }

    private static let placeholders: Set<String> = [
        "Label", "Button", "Text", "Title", "Subtitle", "Detail", "Item", "Placeholder", "Item 1", "Item 2", "Item 3",
    ]

    /// The attributes that hold a text the object shows.
    private static let textAttributes: Set<String> = ["text", "title", "placeholder", "headerTitle", "footerTitle"]
    /// Elements whose `title` is not shown (a scene's, a segue's, a document's).
    private static let silentElements: Set<String> = [
        "document", "scene", "segue", "action", "outlet", "outletCollection", "connections", "userDefinedRuntimeAttribute",
        "accessibility", "image", "systemColor", "namedColor", "color", "font", "fontDescription", "constraint",
        "viewControllerLayoutGuide", "capability", "plugIn", "deployment", "placeholder", "exit",
    ]

    /// The texts and outlets of an Interface Builder document, read as XML
    /// tags: every `text`, `title`, `placeholder`, `headerTitle` and
    /// `footerTitle` attribute of an element that shows one, and every
    /// `<string key="text">` element's content (a label's text with a line break).
    static func read(_ bytes: [UInt8]) -> Document {
        var document = Document()
        // Per open element: its name, and the nearest ID at or above it with that element's name.
        var stack: [(name: String, id: String?, owner: String?)] = []
        var line = 1, lineStart = 0, scanned = 0
        func location(_ offset: Int) -> TextLocation {
            while scanned < offset {
                if bytes[scanned] == 0x0A {
                    line += 1
                    lineStart = scanned + 1
                }
                scanned += 1
            }
            return TextLocation(line: line, column: offset - lineStart + 1)
        }
        var index = 0
        while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
            // Comments, processing instructions, CDATA.
            if bytes[(open + 1)...].starts(with: Self.commentStart) {
                guard let end = bytes[(open + 4)...].firstRange(of: Self.commentEnd) else { break }
                index = end.upperBound
                continue
            }
            if open + 1 < bytes.count, bytes[open + 1] == UInt8(ascii: "?") || bytes[open + 1] == UInt8(ascii: "!") {
                guard let end = bytes[open...].firstIndex(of: UInt8(ascii: ">")) else { break }
                index = end + 1
                continue
            }
            if open + 1 < bytes.count, bytes[open + 1] == UInt8(ascii: "/") {
                _ = stack.popLast()
                guard let end = bytes[open...].firstIndex(of: UInt8(ascii: ">")) else { break }
                index = end + 1
                continue
            }
            guard let tag = Self.tag(in: bytes, at: open) else { break }
            let inherited = stack.last?.id
            let ownID = tag.value(of: "id", in: bytes)
            let id = ownID ?? inherited
            let owner = ownID == nil ? stack.last?.owner : tag.name
            if tag.name == "outlet" || tag.name == "outletCollection",
               let property = tag.value(of: "property", in: bytes), let destination = tag.value(of: "destination", in: bytes) {
                document.outlets[destination, default: []].append(property)
            }
            // A standard cell's labels are set through the cell (`cell.textLabel?.text`).
            let key = tag.value(of: "key", in: bytes)
            if !silentElements.contains(tag.name), key != "textLabel", key != "detailTextLabel", let id {
                for attribute in tag.attributes where textAttributes.contains(attribute.name) && !attribute.value.isEmpty {
                    let name = tag.name == "state" ? (key ?? "normal") + "Title" : attribute.name
                    document.texts.append(ShownText(objectID: id, element: owner ?? tag.name, attribute: name,
                                                    value: decode(bytes[attribute.value]), location: location(attribute.offset)))
                }
            }
            index = tag.end
            if tag.isEmpty { continue }
            if tag.name == "string", key == "text",
               let close = bytes[index...].firstIndex(of: UInt8(ascii: "<")), let inherited {
                let value = decode(bytes[index..<close])
                if !value.isEmpty {
                    document.texts.append(ShownText(objectID: inherited, element: stack.last?.owner ?? "string",
                                                    attribute: "text", value: value, location: location(index)))
                }
            }
            stack.append((tag.name, id, owner))
        }
        return document
    }

    private static let commentStart = Array("!--".utf8), commentEnd = Array("-->".utf8)

    /// One start tag of a document.
    private struct Tag {
        var name: String
        /// Each attribute's name, the bytes of its value (escapes not yet
        /// decoded: most values are never read), and where the attribute starts.
        var attributes: [(name: String, value: Range<Int>, offset: Int)]
        /// The offset after its `>`.
        var end: Int
        /// Whether it closes itself (`/>`).
        var isEmpty: Bool

        /// The decoded value of the attribute `name`, if the tag has one.
        func value(of name: String, in bytes: [UInt8]) -> String? {
            attributes.first { $0.name == name }.map { InterfaceBuilderCoverage.decode(bytes[$0.value]) }
        }
    }

    /// The start tag whose `<` is at `open`; `nil` where the document ends inside it.
    private static func tag(in bytes: [UInt8], at open: Int) -> Tag? {
        func isNameByte(_ byte: UInt8) -> Bool {
            byte != 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D && byte != UInt8(ascii: ">")
                && byte != UInt8(ascii: "/") && byte != UInt8(ascii: "=")
        }
        var index = open + 1
        let nameStart = index
        while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
        let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
        var attributes: [(name: String, value: Range<Int>, offset: Int)] = []
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") { return Tag(name: name, attributes: attributes, end: index + 1, isEmpty: false) }
            if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") {
                return Tag(name: name, attributes: attributes, end: index + 2, isEmpty: true)
            }
            guard isNameByte(byte) else {
                index += 1
                continue
            }
            let attributeStart = index
            while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
            let attribute = String(decoding: bytes[attributeStart..<index], as: UTF8.self)
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "="),
                  bytes[index + 1] == UInt8(ascii: "\"") || bytes[index + 1] == UInt8(ascii: "'") else { continue }
            let quote = bytes[index + 1]
            guard let close = bytes[(index + 2)...].firstIndex(of: quote) else { return nil }
            attributes.append((attribute, (index + 2)..<close, attributeStart))
            index = close + 1
        }
        return nil
    }

    /// XML text with its escapes decoded (`&quot;`, `&#10;`, `&#x2026;`).
    static func decode(_ bytes: ArraySlice<UInt8>) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            guard let semicolon = rest[ampersand...].firstIndex(of: ";") else { break }
            let entity = rest[rest.index(after: ampersand)..<semicolon]
            if let scalar = XMLEntity.scalar(named: entity) {
                result.unicodeScalars.append(scalar)
            } else {
                result += rest[ampersand...semicolon]
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }

    /// The members that set what an outlet shows (UIKit, AppKit, WatchKit).
    static let textSetters: Set<String> = [
        "text", "attributedText", "title", "attributedTitle", "placeholder", "attributedPlaceholder", "stringValue",
        "titleLabel", "setText", "setAttributedText", "setTitle", "setAttributedTitle", "setPlaceholder",
        "setAttributedPlaceholder", "setStringValue", "setTitleWithMnemonic",
    ]
}

/// What the code of a target says about the names its documents need, read in
/// one pass over the code: which are written as words of their own, and which
/// outlets code may set the text of.
struct CodeFacts {
    /// What is asked of the code: which files, for which names.
    struct Question: Hashable {
        var files: [String]
        var words: Set<String>
    }

    /// The needed words the code writes (in code or in a string literal).
    private(set) var written: Set<String> = []
    /// The needed words whose text code sets (`label.text =`, `label.setText(…)`,
    /// `[self.label setText:…]`) or which it passes on (`configure(label)`,
    /// `fromLabel:self.label`), after which anything may set it. A declaration
    /// (`var label: UILabel!`, `UILabel *label;`) and other members
    /// (`label.hidden`) set nothing.
    private(set) var set: Set<String> = []
    /// Whether code sets some controller's title (`setTitle(…)`, `title = …`).
    private(set) var setsATitle = false

    init(files: [[UInt8]], words needed: Set<String>) {
        // A cheap filter before a word is made a string: its length and first byte.
        var lengths = Set<Int>(), firsts = Set<UInt8>()
        for word in needed {
            lengths.insert(word.utf8.count)
            if let first = word.utf8.first { firsts.insert(first) }
        }
        for bytes in files {
            var index = 0
            while index < bytes.count {
                guard ConditionalCompilation.isIdentifierByte(bytes[index]) else {
                    index += 1
                    continue
                }
                let start = index
                while index < bytes.count, ConditionalCompilation.isIdentifierByte(bytes[index]) { index += 1 }
                let length = index - start
                if length == 8 || length == 5, !setsATitle {
                    let word = bytes[start..<index]
                    if word.elementsEqual("setTitle".utf8) {
                        setsATitle = true
                    } else if word.elementsEqual("title".utf8) {
                        var next = index
                        while next < bytes.count, bytes[next] == 0x20 { next += 1 }
                        setsATitle = next + 1 < bytes.count && bytes[next] == UInt8(ascii: "=") && bytes[next + 1] != UInt8(ascii: "=")
                            && !Self.isDeclared(bytes, wordAt: start)
                    }
                }
                // An outlet's instance variable (`_label`) is the outlet.
                let nameStart = bytes[start] == UInt8(ascii: "_") && length > 1 ? start + 1 : start
                guard lengths.contains(index - nameStart), firsts.contains(bytes[nameStart]) else { continue }
                let word = String(decoding: bytes[nameStart..<index], as: UTF8.self)
                guard needed.contains(word) else { continue }
                written.insert(word)
                if !set.contains(word), Self.setsText(bytes, wordFrom: start, to: index) { set.insert(word) }
            }
        }
    }

    /// Whether the word at `start` is declared there — the name after `let`, `var`
    /// or `case` (`static let title = NSLocalizedString(…)`, `if let title = …`) —
    /// rather than a property set: a constant named `title` sets no controller's title.
    private static func isDeclared(_ bytes: [UInt8], wordAt start: Int) -> Bool {
        var end = start
        while end > 0, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        var begin = end
        while begin > 0, ConditionalCompilation.isIdentifierByte(bytes[begin - 1]) { begin -= 1 }
        let previous = bytes[begin..<end]
        return previous.elementsEqual("let".utf8) || previous.elementsEqual("var".utf8) || previous.elementsEqual("case".utf8)
    }

    /// Whether the code writes `name` (or, for an outlet, its instance variable `_name`).
    func writes(_ name: String) -> Bool { written.contains(name) }

    /// Whether code may set the text of the outlet `property` (or of `_property`).
    func mayBeSet(_ property: String) -> Bool { set.contains(property) }

    /// Whether the word at `start..<end` of `bytes` is an outlet whose text is set
    /// there, or which is passed on there.
    private static func setsText(_ bytes: [UInt8], wordFrom start: Int, to end: Int) -> Bool {
        func word(from start: Int) -> String {
            var end = start
            while end < bytes.count, ConditionalCompilation.isIdentifierByte(bytes[end]) { end += 1 }
            return String(decoding: bytes[start..<end], as: UTF8.self)
        }
        // What comes before, `self.` or `self->` and spaces aside.
        var before = start - 1
        if before >= 4, bytes[before] == UInt8(ascii: "."), bytes[(before - 4)..<before].elementsEqual("self".utf8) {
            before -= 5
        } else if before >= 5, bytes[before] == UInt8(ascii: ">"), bytes[before - 1] == UInt8(ascii: "-"),
                  bytes[(before - 5)..<(before - 1)].elementsEqual("self".utf8) {
            before -= 6
        }
        while before >= 0, bytes[before] == 0x20 || bytes[before] == 0x09 { before -= 1 }
        var next = end
        while next < bytes.count, [0x20, 0x09, UInt8(ascii: "?"), UInt8(ascii: "!")].contains(bytes[next]) { next += 1 }
        guard next < bytes.count else { return false }
        if before >= 0, bytes[before] == UInt8(ascii: "[") {
            // `[label setText:…]`: a message to the outlet.
            return InterfaceBuilderCoverage.textSetters.contains(word(from: next))
        }
        if before >= 0, bytes[before] == UInt8(ascii: ":") || bytes[before] == UInt8(ascii: "(") {
            // `configure(label)`, `fromLabel:self.label`: passed on. (A type's `:` comes after the name it declares.)
            return true
        }
        guard bytes[next] == UInt8(ascii: ".") else { return false }
        var member = next + 1
        while member < bytes.count, bytes[member] == 0x20 { member += 1 }
        return InterfaceBuilderCoverage.textSetters.contains(word(from: member))
    }
}
