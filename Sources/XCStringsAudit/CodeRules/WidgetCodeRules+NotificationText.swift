import XCStrings

extension WidgetCodeRules {
    /// The properties of a notification's content the system shows
    /// (`UNMutableNotificationContent`).
    private static let notificationTextNames: Set<String> = ["title", "subtitle", "body"]

    /// ``AuditRule/unlocalizedText`` in a notification service extension's own
    /// file: a notification's `title`, `subtitle` or `body` set to text that is
    /// language, which the notification shows as written in every language:
    ///
    /// - a literal (`bestAttemptContent?.body = "Payment received"`), or the one
    ///   after `??` (`body = message ?? "Payment received"`);
    /// - a name the sources assemble from literals
    ///   (``literalSources(of:isCall:project:)``: `body = event.displayMessage`
    ///   with `var displayMessage: String? { switch … return "…" }`), at the
    ///   assignment, naming its literals. Such a value is never `nil`: a literal
    ///   after `??` is not shown then.
    ///
    /// A literal the statement goes on with (`"body".localized`) is not one, nor
    /// the product's name.
    ///
    /// - Parameter memo: Names already resolved, across files.
    func notificationTextFindings(in fileIndex: Int, project: WidgetProject,
                                  memo: inout [String: [StringSource]?]) -> [AuditFinding] {
        let file = project.files[fileIndex]
        guard translates, editsNotifications, ownFiles.map({ $0.contains(file.path) }) ?? true else { return [] }
        var findings: [AuditFinding] = []
        for (runIndex, run) in file.runs.enumerated() {
            for index in run.tokens.indices {
                // `.body = …`: not `==`, not `+=` (the `=` follows the name).
                guard run.isPunctuation(0x3D, at: index + 1), !run.isPunctuation(0x3D, at: index + 2),
                      let name = run.identifier(at: index), Self.notificationTextNames.contains(name),
                      run.isPunctuation(0x2E, at: index - 1) else { continue }
                var value = index + 2
                if let path = Self.namePath(at: value, in: run) {
                    value = path.end
                    let hasFallback = run.isPunctuation(0x3F, at: value) && run.isPunctuation(0x3F, at: value + 1)
                    guard hasFallback || Self.endsStatement(after: value - 1, in: run) else { continue }
                    // A value assembled from literals is never `nil`: what follows `??` is not shown then.
                    if let found = assembledNotificationText(name, path: path.names,
                                                             at: SwiftCodeFile.Site(run: runIndex, token: index + 2),
                                                             in: fileIndex, project: project, memo: &memo) {
                        findings.append(found)
                        continue
                    }
                    guard hasFallback else { continue }
                    value += 2
                }
                guard let literal = Self.literal(at: value, in: run), Self.endsStatement(after: value, in: run),
                      let found = shownLiteralFinding(
                        literal, shownBy: "The notification's \(name) is set to \"\(literal.sourceSpelling)\", which it",
                        tables: "the extension's tables", in: file, at: SwiftCodeFile.Site(run: runIndex, token: value))
                else { continue }
                findings.append(found)
            }
        }
        return findings
    }

    /// The finding for `literal`, shown as written in every language, when it is
    /// language to translate or a key of the target's tables, and not the
    /// product's name: `subject` says what shows it ("The notification's body is
    /// set to "…", which it"), `tables` names the tables; an error where it is a key.
    func shownLiteralFinding(_ literal: SwiftStringLiteral, shownBy subject: String, tables: String,
                             in file: SwiftCodeFile, at site: SwiftCodeFile.Site) -> AuditFinding? {
        let token = file.token(at: site)
        return shownLiteralFinding(literal, shownBy: subject, tables: tables, lookup: Self.lookup(of: literal),
                                   file: file.path, line: token.line, column: token.column)
    }

    /// ``shownLiteralFinding(_:shownBy:tables:in:at:)`` at a place given as such, with
    /// `lookup`, how to look the text up in the file's language (Objective-C's
    /// `NSLocalizedString(@"Done", nil)`).
    func shownLiteralFinding(_ literal: SwiftStringLiteral, shownBy subject: String, tables: String, lookup: String,
                             file: String, line: Int, column: Int) -> AuditFinding? {
        let text = Self.text(of: literal)
        guard !isProductName(text) else { return nil }
        let key = tableEntry(for: literal)?.0
        guard key != nil || Self.isLanguage(text) else { return nil }
        var message = subject + " shows as written in every language"
        if let key { message += "; \(ExampleCatalog.quoted(key)) is a key of \(tables), but it is never looked up" }
        message += ". Look it up: \(lookup)."
        var found = AuditFinding(rule: .unlocalizedText, key: nil, language: nil, file: file, line: line, column: column,
                                 message: message, isFixable: false)
        if key != nil { found.severity = .error }
        return found
    }

    /// The finding for a notification's `name` set, at `site`, to the value of
    /// `path` (`event.displayMessage`), when the sources assemble the value from
    /// literals one of which is language or a key of the extension's tables.
    private func assembledNotificationText(_ name: String, path: [String], at site: SwiftCodeFile.Site,
                                           in fileIndex: Int, project: WidgetProject,
                                           memo: inout [String: [StringSource]?]) -> AuditFinding? {
        guard let shown = path.last, SwiftDeclarations.isValueName(shown),
              let sources = Self.assembledLiterals(of: path, isCall: false, project: project, memo: &memo) else {
            return nil
        }
        return assembledTextFinding(
            sources, subject: "The notification's \(name) is set to \(path.joined(separator: "."))",
            shownBy: "the notification", tables: "the extension's tables", at: site, in: fileIndex, project: project)
    }

    /// The finding at `site` for a value assembled from `sources`
    /// (``assembledLiterals(of:isCall:owner:project:memo:)``, ``parameterLiterals(of:at:inFile:project:)``),
    /// when one of them is language or a key of the target's `tables`: `subject`
    /// says what is given the value ("The notification's body is set to
    /// event.displayMessage"), `shownBy` what shows it; the message names the
    /// literals and where they are written. An error where one is a key.
    func assembledTextFinding(_ sources: [StringSource], subject: String, shownBy: String, tables: String,
                              at site: SwiftCodeFile.Site, in fileIndex: Int,
                              project: WidgetProject) -> AuditFinding? {
        var key: String?
        var language: [StringSource] = []
        for source in sources {
            if key == nil, let (found, _, _) = tableEntry(for: source.literal) { key = found }
            if isUntranslatedLanguage(source.literal) { language.append(source) }
        }
        guard let lead = language.first ?? (key == nil ? nil : sources.first) else { return nil }
        let others = language.dropFirst()
        var message = subject + (lead.isArgument ? ", which is what its callers pass, literals: "
                                                 : ", which is assembled from literals, ")
            + "\"\(lead.literal.sourceSpelling)\" (\(Self.place(of: lead, project: project)))"
        if !others.isEmpty {
            let listed = others.prefix(3).map { "\"" + $0.literal.sourceSpelling + "\"" }.joined(separator: ", ")
            message += others.count > 3 ? " and \(others.count) more (\(listed), …)" : " and \(listed)"
        }
        message += ": \(shownBy) shows them as written in every language"
        if let key {
            message += "; \(ExampleCatalog.quoted(key)) is a key of \(tables), but it is never looked up"
        }
        message += ". Look each up where it is written: \(Self.lookup(of: lead.literal))."
        var found = finding(.unlocalizedText, in: project.files[fileIndex], at: site, message)
        if key != nil { found.severity = .error }
        return found
    }

    /// The names of a path of names at `index` (`message`, `event.displayMessage`,
    /// `model?.text`), and the index past it; `nil` when no name is there or the
    /// path is called (`text()`), subscripted or indexed.
    static func namePath(at index: Int, in run: SwiftCodeFile.Run) -> (names: [String], end: Int)? {
        guard let first = run.identifier(at: index) else { return nil }
        var names = [first]
        var cursor = index + 1
        while true {
            var dot = cursor
            if run.isPunctuation(0x3F, at: dot) || run.isPunctuation(0x21, at: dot) { dot += 1 }
            guard run.isPunctuation(0x2E, at: dot), let name = run.identifier(at: dot + 1) else { break }
            names.append(name)
            cursor = dot + 2
        }
        if run.isPunctuation(0x28, at: cursor) || run.isPunctuation(0x5B, at: cursor) { return nil }
        return (names, cursor)
    }

    /// Whether the statement ends after the token at `index`: nothing follows on
    /// its line but a `;`, a `}` or a `)` (a literal then is the whole value,
    /// not the receiver of `.localized`).
    static func endsStatement(after index: Int, in run: SwiftCodeFile.Run) -> Bool {
        let next = index + 1
        guard next < run.tokens.count, run.tokens[next].line == run.tokens[index].line else { return true }
        return run.isPunctuation(0x3B, at: next) || run.isPunctuation(0x7D, at: next) || run.isPunctuation(0x29, at: next)
    }
}
