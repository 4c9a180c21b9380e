import XCStrings

extension WidgetCodeRules {
    /// The properties of a notification's content the system shows
    /// (`UNMutableNotificationContent`).
    private static let notificationTextNames: Set<String> = ["title", "subtitle", "body"]

    /// ``AuditRule/unlocalizedText`` in a notification service extension's own
    /// file: a notification's `title`, `subtitle` or `body` set to a literal that is
    /// language (`bestAttemptContent?.body = "Payment received"`), which the
    /// notification shows as written in every language. A literal the statement
    /// goes on with (`"body".localized`) is not one, nor the product's name.
    func notificationTextFindings(in fileIndex: Int, project: WidgetProject) -> [AuditFinding] {
        let file = project.files[fileIndex]
        guard translates, notificationFiles.contains(file.path) else { return [] }
        var findings: [AuditFinding] = []
        for (runIndex, run) in file.runs.enumerated() {
            for index in run.tokens.indices {
                // `.body = "…"`: not `==`, not `+=` (the `=` follows the name).
                guard run.isPunctuation(0x3D, at: index + 1), !run.isPunctuation(0x3D, at: index + 2),
                      let name = run.identifier(at: index), Self.notificationTextNames.contains(name),
                      run.isPunctuation(0x2E, at: index - 1),
                      let literal = Self.literal(at: index + 2, in: run),
                      Self.endsStatement(after: index + 2, in: run) else { continue }
                let text = Self.text(of: literal)
                if productNames.contains(text) { continue }
                let key = tableEntry(for: literal)?.0
                guard key != nil || Self.isLanguage(text) else { continue }
                let site = SwiftCodeFile.Site(run: runIndex, token: index + 2)
                var message = "The notification's \(name) is set to \"\(literal.sourceSpelling)\", which it shows as "
                    + "written in every language"
                if let key {
                    message += "; \(ExampleCatalog.quoted(key)) is a key of the extension's tables, but it is never "
                        + "looked up"
                }
                message += ". Look it up: \(Self.lookup(of: literal))."
                var found = finding(.unlocalizedText, in: file, at: site, message)
                if key != nil { found.severity = .error }
                findings.append(found)
            }
        }
        return findings
    }

    /// Whether the statement ends after the token at `index`: nothing follows on
    /// its line but a `;`, a `}` or a `)` (a literal then is the whole value,
    /// not the receiver of `.localized`).
    private static func endsStatement(after index: Int, in run: SwiftCodeFile.Run) -> Bool {
        let next = index + 1
        guard next < run.tokens.count, run.tokens[next].line == run.tokens[index].line else { return true }
        return run.isPunctuation(0x3B, at: next) || run.isPunctuation(0x7D, at: next) || run.isPunctuation(0x29, at: next)
    }
}
