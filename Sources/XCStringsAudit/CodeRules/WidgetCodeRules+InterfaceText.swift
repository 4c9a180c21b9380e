import XCStrings
import XcodeProject

extension WidgetCodeRules {
    /// UIKit and AppKit initialisers whose labelled `String` arguments the
    /// interface shows as written.
    private static let interfaceTextInitialisers: [String: Set<String>] = [
        "UIAlertController": ["title", "message"],
        "UIAlertAction": ["title"],
        "UIBarButtonItem": ["title"],
        "UIAction": ["title"],
        "UIMenu": ["title"],
        "NSMenuItem": ["title"],
    ].merging(systemShownInitialisers) { $1 }

    /// Intents initialisers whose labelled `String` arguments the system shows
    /// for an extension, one with no interface of its own too: the sections and
    /// options an Intents extension gives a widget's or a shortcut's parameter
    /// (`INObjectSection(title: "Countries", items: …)`, `INObject(identifier:display:)`).
    private static let systemShownInitialisers: [String: Set<String>] = [
        "INObjectSection": ["title"],
        "INObject": ["display"],
    ]

    /// Methods whose first argument is shown as written (`button.setTitle("Save", for: .normal)`,
    /// `alert.addButton(withTitle: "OK")`, a WatchKit label's `setText("Asleep")`), with its
    /// label (`nil`: none).
    private static let interfaceTextMethods: [String: String?] = [
        "setTitle": nil, "addButton": "withTitle", "setText": nil,
    ]

    /// Properties the interface shows as written (`item.toolTip = "Open"`, an
    /// `NSAlert`'s `messageText` and `informativeText`, a label's `text`, a text
    /// field's `placeholder`).
    static let interfaceTextProperties: Set<String> = ["toolTip", "messageText", "informativeText", "text", "placeholder"]

    /// Names common enough that a model has them too (`task.text = "…"`): they are
    /// an interface's only in a file that imports one of ``interfaceModules``.
    private static let commonInterfaceNames: Set<String> = ["text", "placeholder", "setText"]

    /// The modules whose views a file's code can set text on.
    private static let interfaceModules: Set<String> = ["UIKit", "AppKit", "Cocoa", "WatchKit"]

    /// ``AuditRule/unlocalizedText`` in an extension's own UIKit and AppKit code: a
    /// literal that is language given to an alert, an action, a menu item or a
    /// button title (``interfaceTextInitialisers``, ``interfaceTextMethods``) or
    /// set as a tooltip or an alert's text (``interfaceTextProperties``), which
    /// the interface shows as written in every language; or a name given there
    /// whose value the sources assemble from such literals (``shownLiterals(of:isCall:at:inFile:isTopLevel:bareNameIsAnyDeclaration:project:memo:)``:
    /// `button.setTitle(title, for: .normal)` in `func actionButton(_ title: String)`
    /// that callers pass `"Email Us"`). Only in the files the app does not compile
    /// too (``ownFiles``); in an extension that draws no view, only what the
    /// system shows for it (``systemShownInitialisers``).
    ///
    /// - Parameter memo: Names already resolved, across files.
    func interfaceTextFindings(in fileIndex: Int, project: WidgetProject,
                               memo: inout [String: [StringSource]?]) -> [AuditFinding] {
        let file = project.files[fileIndex]
        guard translates, ownFiles.map({ $0.contains(file.path) }) ?? true else { return [] }
        let initialisers = drawsViews ? Self.interfaceTextInitialisers : Self.systemShownInitialisers
        var findings: [AuditFinding] = []
        // Read at the first common name: most files set none.
        var importsAnInterface: Bool?
        for (runIndex, run) in file.runs.enumerated() {
            for index in run.tokens.indices {
                guard let name = run.identifier(at: index) else { continue }
                if Self.commonInterfaceNames.contains(name) {
                    let imports = importsAnInterface
                        ?? !SwiftImports.modules(in: file.bytes).isDisjoint(with: Self.interfaceModules)
                    importsAnInterface = imports
                    guard imports else { continue }
                }
                // The tokens of each value shown, and the API that shows it.
                var shown: [(value: Range<Int>, api: String)] = []
                if run.isPunctuation(0x28, at: index + 1), let labels = initialisers[name],
                   !run.isPunctuation(0x2E, at: index - 1) {
                    for argument in Self.arguments(of: run, openingAt: index + 1) {
                        guard let label = argument.label, labels.contains(label) else { continue }
                        shown.append((argument.range, "\(name)(\(label):)"))
                    }
                } else if !drawsViews {
                    continue
                } else if run.isPunctuation(0x28, at: index + 1), let label = Self.interfaceTextMethods[name],
                          run.isPunctuation(0x2E, at: index - 1),
                          let first = Self.arguments(of: run, openingAt: index + 1).first, first.label == label {
                    shown.append((first.range, "\(name)(\(label.map { $0 + ":" } ?? "_:"))"))
                } else if Self.interfaceTextProperties.contains(name), run.isPunctuation(0x2E, at: index - 1),
                          run.isPunctuation(0x3D, at: index + 1), !run.isPunctuation(0x3D, at: index + 2) {
                    if Self.literal(at: index + 2, in: run) != nil {
                        // The literal, not the receiver of `.localized`.
                        let next = index + 3
                        if next < run.tokens.count, run.tokens[next].line == run.tokens[index + 2].line,
                           run.isPunctuation(0x2E, at: next) { continue }
                        shown.append((index + 2..<index + 3, "." + name))
                    } else if let path = Self.namePath(at: index + 2, in: run),
                              Self.endsStatement(after: path.end - 1, in: run) {
                        // A name that is the whole value.
                        shown.append((index + 2..<path.end, "." + name))
                    }
                }
                for (value, api) in shown {
                    let site = SwiftCodeFile.Site(run: runIndex, token: value.lowerBound)
                    if value.count == 1, let literal = Self.literal(at: value.lowerBound, in: run) {
                        if let found = shownLiteralFinding(
                            literal, shownBy: "\(api) is given \"\(literal.sourceSpelling)\", which the widget",
                            tables: "its tables", in: file, at: site) {
                            findings.append(found)
                        }
                    } else if runIndex == 0, let path = Self.namePath(at: value.lowerBound, in: run),
                              path.end == value.upperBound,
                              let name = path.names.last, SwiftDeclarations.isValueName(name),
                              let sources = Self.shownLiterals(of: path.names, isCall: false, at: value.lowerBound,
                                                               inFile: fileIndex, isTopLevel: true,
                                                               bareNameIsAnyDeclaration: false, project: project,
                                                               memo: &memo),
                              let found = assembledTextFinding(
                                sources, subject: "\(api) is given \(path.names.joined(separator: "."))",
                                shownBy: "the widget", tables: "its tables", at: site, in: fileIndex, project: project) {
                        findings.append(found)
                    }
                }
            }
        }
        return findings
    }
}
