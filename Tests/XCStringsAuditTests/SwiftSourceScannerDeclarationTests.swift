import Testing
@testable import XCStringsAudit

/// The keys (as the code looks them up) found in `files` scanned together.
private func keys(in files: [String], functions: [String] = []) -> [String] {
    let named = files.enumerated().map { (file: "F\($0.offset).swift", bytes: Array($0.element.utf8)) }
    return SwiftSourceScanner(localizedFunctions: functions).scan(files: named).flatMap { $0.usages.map(\.lookupKey) }
}

private func keys(in source: String) -> [String] { keys(in: [source]) }

/// The project's own API: declarations in the scanned sources with a localized
/// parameter or stored property make their calls' literals keys.
@Suite struct SwiftSourceScannerProjectAPITests {
    @Test(arguments: [
        ("func badge(_ title: LocalizedStringKey) -> some View { Text(title) }\nlet b = badge(\"New\")", ["New"]),
        ("func badge(_ title: LocalizedStringKey, tint: Color = .red) -> some View { Text(title) }\nx.badge(\"New\", tint: .blue)",
         ["New"]),
        ("func row(_ icon: String, _ title: LocalizedStringKey) -> some View { Text(title) }\nrow(\"star\", \"Favourites\")",
         ["Favourites"]),
        ("func row(icon: String, title: LocalizedStringResource) {}\nrow(icon: \"star\", title: \"Favourites\")", ["Favourites"]),
        ("func row(named title: LocalizedStringKey) {}\nrow(named: \"Favourites\")", ["Favourites"]),
        ("func row<T: View>(_ title: LocalizedStringKey?, @ViewBuilder content: () -> T) {}\nrow(\"Favourites\") { }",
         ["Favourites"]),
        ("func label(_ title: LocalizedStringKey = \"Default\") {}\nlabel(\"Given\")", ["Default", "Given"]),
        ("func plain(_ title: String) -> some View { Text(title) }\nplain(\"Not a key\")", []),
    ])
    func functions(source: String, expected: [String]) {
        #expect(keys(in: source) == expected)
    }

    @Test(arguments: [
        ("struct Chip: View {\n    init(title: LocalizedStringResource, icon: String) {}\n}\nChip(title: \"Focus\", icon: \"moon\")", ["Focus"]),
        ("struct Chip { let icon: String }\nextension Chip {\n    init(_ title: LocalizedStringKey) { icon = \"x\" }\n}\nChip(\"Focus\")",
         ["Focus"]),
        ("struct Chip { init?(_ title: LocalizedStringKey) {} }\nChip(\"Focus\")", ["Focus"]),
        // The memberwise initialiser of a struct with a localized stored property.
        ("struct StatView: View {\n    let label: LocalizedStringKey\n    var value: Int\n    var body: some View { Text(label) }\n}\nStatView(label: \"Steps\", value: 3)",
         ["Steps"]),
        // A computed property, a static one, and a `let` with a value are not in the memberwise initialiser.
        ("struct S {\n    var a: LocalizedStringKey { \"A\" }\n    static var b: LocalizedStringKey = \"B\"\n    let c: LocalizedStringKey = \"C\"\n}\nS(a: \"x\", b: \"y\", c: \"z\")",
         ["A", "B", "C"]),
        // A class has no memberwise initialiser.
        ("class Model { var title: LocalizedStringKey = \"T\" }\nModel(title: \"x\")", ["T"]),
    ])
    func initialisers(source: String, expected: [String]) {
        #expect(keys(in: source) == expected)
    }

    /// Declarations in one file apply to calls in another (two passes).
    @Test func declarationsApplyAcrossFiles() {
        let uses = "struct W: View { var body: some View { badge(\"New\"); StatView(label: \"Steps\") } }"
        let declares = "func badge(_ title: LocalizedStringKey) -> some View { Text(title) }\n"
            + "struct StatView: View { let label: LocalizedStringKey; var body: some View { Text(label) } }"
        #expect(keys(in: [uses, declares]) == ["New", "Steps"])
        #expect(keys(in: [uses]) == [])
    }

    /// Functions that pass a `String` parameter on as the key.
    @Test(arguments: [
        ("func tr(_ key: String) -> String { NSLocalizedString(key, comment: \"\") }\nText(tr(\"Hello\"))", ["Hello"]),
        ("enum S { static func value(_ key: String, _ fallback: String) -> String {\n    NSLocalizedString(key, bundle: .main, value: fallback, comment: \"\")\n} }\nlet a = S.value(\"home.title\", \"Today\")",
         ["home.title"]),
        ("func key(_ name: String) -> LocalizedStringKey { LocalizedStringKey(name) }\nText(key(\"Focus\"))", ["Focus"]),
        ("func res(_ name: String) -> String { String(localized: String.LocalizationValue(name)) }\nres(\"Focus\")", ["Focus"]),
        ("func look(_ name: String) -> String { Bundle.main.localizedString(forKey: name, value: nil, table: nil) }\nlook(\"Focus\")",
         ["Focus"]),
        ("func show(_ name: String) -> some View { Text(name) }\nshow(\"Verbatim\")", []),
        // A defaults key, not a string key (Pocket Casts' watch app has this shape).
        ("func once(flag: String, _ run: () -> Void) {\n    if UserDefaults.standard.bool(forKey: flag) { return }\n    run()\n}\nonce(flag: \"FirstRunDefaults\") {}",
         []),
        ("func remember(_ name: String) { UserDefaults.standard.set(true, forKey: name) }\nremember(\"Seen\")", []),
        // `stringLiteral:` of a localized type's initialiser, not of a log message's.
        ("func key(_ name: String) -> LocalizedStringKey { LocalizedStringKey(stringLiteral: name) }\nText(key(\"Focus\"))",
         ["Focus"]),
        ("func key(_ name: String) -> LocalizedStringKey { .init(stringLiteral: name) }\nText(key(\"Focus\"))", ["Focus"]),
        ("enum Log { static func info(_ message: String) { logger.info(Logger.Message(stringLiteral: message)) } }\n"
            + "Log.info(\"turning on status\")", []),
        ("protocol P { func tr(_ key: String) -> String }\nstruct S { func f() { print(NSLocalizedString(x, comment: \"\")) } }\ntr(\"No\")",
         []),
    ])
    func keyForwardingFunctions(source: String, expected: [String]) {
        #expect(keys(in: source) == expected)
    }

    /// A call of a function that looks its key up in a table of its own is looked up
    /// there, where the call names no table: a literal, or a constant of the function's file.
    @Test(arguments: [
        ("extension String {\n    static func localize(_ text: String) -> String {\n        NSLocalizedString(text, tableName: \"Mail\", comment: \"\")\n    }\n}",
         "let s = String.localize(\"Sent\")", "Mail"),
        ("let mailTable = \"Mail\"\nfunc tr(_ key: String) -> String { NSLocalizedString(key, tableName: mailTable, comment: \"\") }",
         "let s = tr(\"Sent\")", "Mail"),
        ("func tr(_ key: String) -> String { Bundle.main.localizedString(forKey: key, value: nil, table: \"Mail\") }",
         "let s = tr(\"Sent\")", "Mail"),
        // The call's own table wins; no table, `table: nil` or two tables: the default one.
        ("func tr(_ key: String, table: String? = \"Mail\") -> String { NSLocalizedString(key, tableName: table, comment: \"\") }",
         "let s = tr(\"Sent\", table: \"Other\")", "Other"),
        ("func tr(_ key: String) -> String { Bundle.main.localizedString(forKey: key, value: nil, table: nil) }",
         "let s = tr(\"Sent\")", nil),
        ("func tr(_ key: String, _ plural: Bool) -> String {\n    plural ? NSLocalizedString(key, tableName: \"Plurals\", comment: \"\")\n        : NSLocalizedString(key, tableName: \"Mail\", comment: \"\")\n}",
         "let s = tr(\"Sent\", false)", nil),
    ] as [(String, String, String?)])
    func aForwardedLookupsTable(declares: String, uses: String, table: String?) throws {
        let named = [(file: "Uses.swift", bytes: Array(uses.utf8)), (file: "Strings.swift", bytes: Array(declares.utf8))]
        let usage = try #require(SwiftSourceScanner().scan(files: named)[0].usages.first)
        #expect(usage.lookupKey == "Sent")
        #expect(usage.table == table)
    }

    /// `.string("…")` where the project declares an enum case `string(…)` builds the
    /// case, whatever function of that name the project declares too (ArrBarr's).
    @Test func anImplicitMemberCallOfAnEnumCaseIsNoLookup() {
        let declares = "enum AppLocalized {\n    static func string(_ key: String) -> String { NSLocalizedString(key, comment: \"\") }\n}\n"
            + "enum Param { case string(String), int(Int) }"
        let uses = "let params: [Param] = [.string(\"d.custom1.set=\\(category)\"), .int(1)]\nlet t = AppLocalized.string(\"upcoming.today\")"
        #expect(keys(in: [uses, declares]) == ["upcoming.today"])
        #expect(keys(in: [uses, "enum AppLocalized {\n    static func string(_ key: String) -> String { NSLocalizedString(key, comment: \"\") }\n}\n"])
            == ["d.custom1.set=%@", "upcoming.today"])
    }

    /// `extension String { var localized: String { … self … } }` makes `"…".localized` a key.
    @Test(arguments: [
        ("extension String {\n    var localized: String { NSLocalizedString(self, comment: \"\") }\n}\nText(\"Done\".localized)", ["Done"]),
        ("extension String {\n    public var i18n: String { String(localized: .init(stringLiteral: self)) }\n}\n.configurationDisplayName(\"widget.title\".i18n)",
         ["widget.title"]),
        ("extension String {\n    func localized(_ arguments: CVarArg...) -> String { String(format: NSLocalizedString(self, comment: \"\"), arguments: arguments) }\n}\n\"Done\".localized(3)",
         ["Done"]),
        ("extension String {\n    var shouted: String { uppercased() }\n}\nText(\"Done\".shouted)", []),
        // The project's own dictionary, not a table (Gainday's widget).
        ("extension String {\n    var widgetLocalized: String { WidgetLanguageManager.shared.localized(self) }\n}\nText(\"总资产\".widgetLocalized)",
         []),
        ("extension String {\n    var tr: String { self.localized(with: []) }\n}\nlet s = \"Done\".tr", ["Done"]),
        // Declared elsewhere (a shared framework): the names say what they do.
        ("Text(\"Done\".localized)\nlet s = \"Open\".localizedString", ["Done", "Open"]),
        ("Text(\"Done\".lowercased())", []),
    ])
    func localizingStringMembers(source: String, expected: [String]) {
        #expect(keys(in: source) == expected)
    }
}

/// The types of interpolated values decide the specifier of the key looked up.
@Suite struct SwiftSourceScannerInterpolationTypeTests {
    @Test(arguments: [
        ("let streak: Int = 3\nText(\"\\(streak) day streak\")", "%lld day streak"),
        ("var streak = 3\nText(\"\\(streak) day streak\")", "%lld day streak"),
        ("func f(streak: Int) { Text(\"\\(streak) day streak\") }", "%lld day streak"),
        ("struct E { let streak: Int }\nText(\"\\(entry.streak) day streak\")", "%lld day streak"),
        ("struct E { let streak: Int }\nText(\"\\(self.streak) day streak\")", "%lld day streak"),
        ("let km: Double\nText(\"\\(km) km\")", "%lf km"),
        ("let km = 2.5\nText(\"\\(km) km\")", "%lf km"),
        ("let km: Float\nText(\"\\(km) km\")", "%f km"),
        ("let km: CGFloat\nText(\"\\(km) km\")", "%lf km"),
        ("let n: Int32\nText(\"\\(n) km\")", "%d km"),
        ("let n: UInt\nText(\"\\(n) km\")", "%llu km"),
        ("let n: UInt8\nText(\"\\(n) km\")", "%u km"),
        ("let name: String\nText(\"Hi \\(name)\")", "Hi %@"),
        ("let when: Date\nText(\"Ends \\(when)\")", "Ends %@"),
        ("typealias Count = Int\nlet n: Count\nText(\"\\(n) left\")", "%lld left"),
        ("Text(\"\\(km, specifier: \"%.1f\") km\")", "%.1f km"),
        ("Text(\"Ends \\(end, style: .time)\")", "Ends %@"),
        ("Text(\"\\(value, format: .percent) done\")", "%@ done"),
        ("Text(\"\\(value.formatted(.number)) done\")", "%@ done"),
        ("Text(\"\\(Int(value)) done\")", "%lld done"),
        ("Text(\"+\\(timers.count - 4) more\")", "+%lld more"),
        ("let seconds = Int(x)\nText(\"\\(seconds / 60) m\")", "%lld m"),
        ("let km: Double\nText(\"\\((km * 2)) km\")", "%lf km"),
        ("Text(\"\\(items.count) items\")", "%lld items"),
        ("struct E { let streak: Int }\nif let days = entry.streak {\n    Text(\"\\(days) days\")\n}", "%lld days"),
        ("struct E { let streak: Int }\nlet days = entry.streak\nText(\"\\(days) days\")", "%lld days"),
        ("let days = entry.streak ?? 0\nText(\"\\(days) days\")", "%@ days"),
        ("Text(\"\\(3) items\")", "%lld items"),
        // Unknown: shown as %@, and matching any specifier (``SourceKeyUsage/specifiers`` is nil there).
        ("Text(\"\\(streak) day streak\")", "%@ day streak"),
        ("let a: Int\nlet a: String\nText(\"\\(a) x\")", "%@ x"),
        ("let a: Int?\nText(\"\\(a) x\")", "%@ x"),
        // A member of a call's value is another value: `formattedWithSeparator` makes a String.
        ("let mins = Int(interval / 60).formattedWithSeparator\nText(\"\\(mins) min ago\")", "%@ min ago"),
        ("let mins = Int(interval / 60)\nText(\"\\(mins) min ago\")", "%lld min ago"),
        ("if let mins = Int(text) {\n    Text(\"\\(mins) min ago\")\n}", "%lld min ago"),
        ("let mins = Int(text) ?? 0\nText(\"\\(mins) min ago\")", "%lld min ago"),
        ("let mins = Int(seconds) / 60\nText(\"\\(mins) min ago\")", "%lld min ago"),
        ("let mins = Int(seconds) / 60 + offset\nText(\"\\(mins) min ago\")", "%@ min ago"),
        ("enum Mode { case a }\nlet mode: Mode\nText(\"\\(mode) x\")", "%@ x"),
        ("let a: Int\nlet b: Double\nText(\"\\(a + b) x\")", "%@ x"),
        ("Text(\"\\(entry.page + 1) x\")", "%@ x"),
        ("Text(\"\\(2 * 3) x\")", "%lld x"),
        ("Text(\"50% of \\(total)\")", "50%% of %@"),
    ])
    func specifiers(source: String, key: String) {
        #expect(keys(in: source) == [key])
    }

    @Test func unknownTypesStayUnknown() {
        let usage = SwiftSourceScanner().scan(Array("let n: Int\nText(\"\\(n) of \\(total)\")".utf8), file: "W.swift").usages
        #expect(usage.first?.specifiers == ["%lld", nil])
        let none = SwiftSourceScanner().scan(Array("Text(\"\\(a) of \\(b)\")".utf8), file: "W.swift").usages
        #expect(none.first?.specifiers == [])
    }

    /// A name this file declares without a type it can know is unknown here,
    /// whatever another file declares under that name.
    @Test(arguments: [
        "let value = compute()\nText(\"\\(value) b\")",
        "for value in values { Text(\"\\(value) b\") }",
        "ForEach(values) { value in Text(\"\\(value) b\") }",
        "list.map { (key, value) in Text(\"\\(value) b\") }",
    ])
    func aLocalNameOfUnknownTypeHidesOtherFiles(second: String) {
        let first = "struct A { let value: Int }"
        #expect(keys(in: [first, second]) == ["%@ b"])
        #expect(keys(in: [first, "Text(\"\\(value) b\")"]) == ["%lld b"])
    }

    /// A file's own declaration of a name wins over another file's.
    @Test func theFilesOwnDeclarationWins() {
        let first = "struct A { let value: Int }\nText(\"\\(value) a\")"
        let second = "struct B { let value: Double }\nText(\"\\(value) b\")"
        let third = "Text(\"\\(value) c\")"
        #expect(keys(in: [first, second, third]) == ["%lld a", "%lf b", "%@ c"])
    }
}

/// Inputs built to make a careless scanner quadratic or overflow its stack:
/// each finishes, and what can be found is found.
@Suite struct SwiftSourceScannerHostileDeclarationTests {
    /// A chain of 20 000 ternaries in a body that returns keys is reached from
    /// every one of its `:`; only a bounded stretch is followed each time, so
    /// only the chain's end (where a stretch reaches the last literal) is found.
    @Test func aLongTernaryChainInALocalizedBody() {
        let chain = String(repeating: #"c ? "x" : "#, count: 20_000) + #""end""#
        let found = SwiftSourceScanner().scan(Array("var t: LocalizedStringKey { \(chain) }".utf8), file: "T.swift").usages
        #expect(found.last?.lookupKey == "end")
        #expect(found.count < 100)
        #expect(Set(found.map(\.lookupKey)) == ["x", "end"])
        // A chain of realistic length is found whole.
        let short = String(repeating: #"c ? "x" : "#, count: 10) + #""end""#
        #expect(SwiftSourceScanner().scan(Array("var t: LocalizedStringKey { \(short) }".utf8), file: "T.swift").usages.count
            == 11)
    }

    /// Collection types nested 10 000 deep after a colon, and as many `->`.
    @Test func deeplyNestedTypesAndArrows() {
        let brackets = "let a: " + String(repeating: "[", count: 10_000) + "LocalizedStringKey" + String(repeating: "]", count: 10_000)
        let arrows = String(repeating: "func f() -> ", count: 10_000) + "LocalizedStringKey { \"k\" }"
        #expect(SwiftSourceScanner().scan(Array((brackets + " = [\"a\"]\n" + arrows).utf8), file: "N.swift").usages.map(\.lookupKey)
            == ["k"])
    }

    /// 5 000 nested declarations with localized bodies each find their literal.
    @Test func nestedLocalizedBodies() {
        let depth = 5_000
        let source = String(repeating: "var t: LocalizedStringKey { \"k\"; ", count: depth) + String(repeating: "}", count: depth)
        #expect(SwiftSourceScanner().scan(Array(source.utf8), file: "B.swift").usages.count == depth)
    }
}

