import XCStrings

extension WidgetCodeRules {
    /// The parts of Objective-C messages whose argument UIKit or AppKit shows as
    /// written: an alert's title, message and buttons (`UIAlertController`,
    /// `UIAlertAction`, the older `UIAlertView` and `UIActionSheet`, `NSAlert`), a
    /// bar button's or menu item's title (`initWithTitle:`), a button's title
    /// (`setTitle:forState:`), a tooltip — the same texts as in Swift
    /// (``interfaceTextFindings(in:project:)``), where the first part names them.
    private static let objectiveCInterfaceParts: [String: Set<String>] = [
        "alertControllerWithTitle": ["alertControllerWithTitle", "message"],
        "actionWithTitle": ["actionWithTitle"],
        "initWithTitle": ["initWithTitle", "message", "cancelButtonTitle", "destructiveButtonTitle", "otherButtonTitles"],
        "setTitle": ["setTitle"],
        "addButtonWithTitle": ["addButtonWithTitle"],
        "setMessageText": ["setMessageText"],
        "setInformativeText": ["setInformativeText"],
        "setToolTip": ["setToolTip"],
        "setText": ["setText"],
        "setPlaceholder": ["setPlaceholder"],
    ]

    /// ``AuditRule/unlocalizedText`` in one of an extension's own Objective-C files
    /// (`run`, lexed): a literal (`@"Done"`) that is language given to one of
    /// ``objectiveCInterfaceParts`` or set as a tooltip or an alert's text
    /// (`alert.messageText = @"…"`), shown as written in every language. The
    /// caller chooses the files, as for Swift: the extension's own, in an
    /// extension that draws views.
    ///
    /// - Complexity: O(*n*) in the number of tokens.
    func objectiveCInterfaceTextFindings(in run: SwiftCodeFile.Run, file: String) -> [AuditFinding] {
        guard translates, drawsViews else { return [] }
        var findings: [AuditFinding] = []
        for index in run.tokens.indices {
            guard let name = run.identifier(at: index) else { continue }
            var shown: [(argument: Range<Int>, api: String)] = []
            if let parts = Self.objectiveCInterfaceParts[name], run.isPunctuation(0x3A, at: index + 1) {
                for (part, argument) in ObjectiveCLookups.messageParts(of: run, from: index) where parts.contains(part) {
                    shown.append((argument, "\(name):" + (part == name ? "" : "…\(part):")))
                }
            } else if Self.interfaceTextProperties.contains(name), run.isPunctuation(0x2E, at: index - 1),
                      run.isPunctuation(0x3D, at: index + 1), !run.isPunctuation(0x3D, at: index + 2) {
                // `alert.messageText = @"…";`: up to the statement's end.
                var end = index + 2
                while end < run.tokens.count, !run.isPunctuation(0x3B, at: end) { end += 1 }
                shown.append((index + 2..<end, "." + name))
            }
            for (argument, api) in shown {
                for literal in Self.objectiveCLiterals(run, argument) ?? [] {
                    guard let found = shownLiteralFinding(
                        SwiftStringLiteral(segments: [.text(literal.text)]),
                        shownBy: "\(api) is given @\"\(literal.text)\", which the widget", tables: "its tables",
                        lookup: "NSLocalizedString(@\"\(literal.text)\", nil)", file: file, line: literal.line,
                        column: literal.column)
                    else { continue }
                    findings.append(found)
                }
            }
        }
        return findings
    }

    /// The literals an Objective-C argument is: one (`@"Done"`), or each side of a
    /// choice of them (`inBed ? @"In Bed" : @"Asleep"`, nested too); `nil` for
    /// anything else (a lookup, a value, `value ?: @"None"`).
    static func objectiveCLiterals(_ run: SwiftCodeFile.Run, _ argument: Range<Int>)
        -> [(text: String, line: Int, column: Int)]? {
        if let literal = ObjectiveCLookups.literal(run, argument) { return [literal] }
        // `condition ? a : b`: the first `?` at the top level, and its `:`.
        var cursor = argument.lowerBound
        var question: Int?
        while cursor < argument.upperBound {
            if let partner = run.partner[cursor], partner > cursor {
                cursor = partner + 1
                continue
            }
            if question == nil, run.isPunctuation(0x3F, at: cursor) {
                question = cursor
            } else if let question, run.isPunctuation(0x3A, at: cursor) {
                guard cursor > question + 1,
                      let yes = objectiveCLiterals(run, question + 1..<cursor),
                      let no = objectiveCLiterals(run, cursor + 1..<argument.upperBound) else { return nil }
                return yes + no
            }
            cursor += 1
        }
        return nil
    }
}
