import Testing
@testable import XCStringsAudit

private func parse(_ arguments: [String]) throws(AuditUsageError) -> AuditOptions {
    try AuditOptions(arguments: arguments)
}

private func usageError(_ arguments: [String]) -> String? {
    do {
        _ = try parse(arguments)
        return nil
    } catch {
        return error.message
    }
}

@Suite struct AuditOptionsParsingTests {
    @Test func positionalsAreAppThenWidget() throws {
        let options = try parse(["App.xcstrings", "Widget.xcstrings"])
        #expect(options.action == .audit)
        #expect(options.appCatalog == "App.xcstrings")
        #expect(options.widgetCatalog == "Widget.xcstrings")
        #expect(options.format == .text)
        #expect(options.languages == nil)
        #expect(!options.strict && !options.fix && !options.dryRun && !options.allKeys)
    }

    @Test func valuesTakeBothSpellingsAndRepeat() throws {
        let options = try parse([
            "--sources", "A", "--sources=B/C.swift", "--localized-function", "tr",
            "--localized-function=L10n.tr", "--languages", "ar,he", "--languages= pt-BR ",
            "--format=json", "--all-keys", "--strict", "--fix", "--dry-run", "App", "Widget",
        ])
        #expect(options.sources == ["A", "B/C.swift"])
        #expect(options.localizedFunctions == ["tr", "L10n.tr"])
        #expect(options.languages == ["ar", "he", "pt-BR"])
        #expect(options.format == .json)
        #expect(options.allKeys && options.strict && options.fix && options.dryRun)
    }

    @Test func doubleDashEndsOptions() throws {
        let options = try parse(["--strict", "--", "--app.xcstrings", "-w.xcstrings"])
        #expect(options.appCatalog == "--app.xcstrings")
        #expect(options.widgetCatalog == "-w.xcstrings")
        #expect(options.strict)
    }

    @Test(arguments: AuditOptions.Format.allCases)
    func everyFormatParses(format: AuditOptions.Format) throws {
        // `--reporter` is the name, `--format` the same option.
        #expect(try parse(["--reporter", format.rawValue, "a", "b"]).format == format)
        #expect(try parse(["--format=\(format.rawValue)", "a", "b"]).format == format)
        #expect(try parse(["--format", format.rawValue, "a", "b"]).formatIsExplicit)
        #expect(try !parse(["a", "b"]).formatIsExplicit)
    }

    @Test(arguments: [
        (["--help"], AuditOptions.Action.help), (["-h", "a"], .help), (["--version"], .version),
        (["--bogus", "--help"], .help), (["--format=pdf", "--version"], .version),
    ])
    func helpAndVersionWin(arguments: [String], action: AuditOptions.Action) throws {
        #expect(try parse(arguments).action == action)
    }

    @Test func ciOptionsParse() throws {
        let options = try parse([
            "--format", "sarif", "-o", "out.sarif", "--color=never", "-q", "--baseline", "b.json",
            "--config", "c.json", "--disable", "stale-key,widget-only-key", "--enable=stale-key",
            "--severity", "translation-drift=error,needs-review=note", "--app", "A.xcstrings", "--widget", "W.xcstrings",
        ])
        #expect(options.format == .sarif && options.outputPath == "out.sarif" && options.color == .never && options.quiet)
        #expect(options.baselinePath == "b.json" && options.configPath == "c.json" && options.writeBaselinePath == nil)
        #expect(options.appCatalog == "A.xcstrings" && options.widgetCatalog == "W.xcstrings" && options.rolesAreExplicit)
        #expect(options.ruleControl.settings == [.disable(.staleKey), .disable(.widgetOnlyKey), .enable(.staleKey),
                                                 .severity(.translationDrift, .error), .severity(.needsReview, .note)])
        #expect(options.ruleControl.isEnabled(.staleKey) && !options.ruleControl.isEnabled(.widgetOnlyKey))
        #expect(options.ruleControl.severity(of: .needsReview) == .note)
        #expect(!(try parse(["a", "b"])).rolesAreExplicit)
    }

    @Test func helpAfterDoubleDashIsAPath() throws {
        let options = try parse(["--", "--help", "w"])
        #expect(options.action == .audit)
        #expect(options.appCatalog == "--help")
    }

    @Test(arguments: [
        (["a", "b", "--frobnicate"], "unknown option '--frobnicate'"),
        (["a", "b", "--stict"], "unknown option '--stict' (did you mean '--strict'?)"),
        (["a", "b", "-x"], "unknown option '-x'"),
        (["a", "b", "--sources"], "option '--sources' needs a value"),
        (["--sources", "--strict", "a", "b"], "option '--sources' needs a value"),
        (["--sources=", "a", "b"], "option '--sources' needs a non-empty path"),
        (["--format", "yaml", "a", "b"], "option '--format' must be one of text, json, xcode, github, sarif, junit, checkstyle, codeclimate, markdown, html (got 'yaml')"),
        (["--reporter", "pdf", "a", "b"], "option '--reporter' must be one of text, json, xcode, github, sarif, junit, checkstyle, codeclimate, markdown, html (got 'pdf')"),
        (["--format=", "a", "b"], "option '--format' must be one of text, json, xcode, github, sarif, junit, checkstyle, codeclimate, markdown, html (got '')"),
        (["--strict=yes", "a", "b"], "option '--strict' takes no value (got '--strict=yes')"),
        (["--languages", "ar,,he", "a", "b"], "option '--languages' needs a comma-separated list of language codes such as 'ar,he,pt-BR' (got 'ar,,he')"),
        (["--languages", "ar,1x", "a", "b"], "option '--languages': '1x' is not a language code; use codes as the catalog writes them, such as 'de', 'pt-BR' or 'zh-Hant'"),
        (["--localized-function", "tr()", "a", "b"], "option '--localized-function' needs a Swift function name such as 'tr' or 'L10n.tr' (got 'tr()')"),
        (["--localized-function", "L10n.", "a", "b"], "option '--localized-function' needs a Swift function name such as 'tr' or 'L10n.tr' (got 'L10n.')"),
        ([], "missing the app catalog and the widget catalog"),
        (["a.xcstrings"], "missing the widget catalog (after 'a.xcstrings')"),
        (["--sources", "W", "App.xcodeproj"], "'--sources' is for the two-catalog form; in project mode each target's Swift sources come from the project (leave some out with --exclude)"),
        (["--project", "P", "a.xcstrings", "b.xcstrings"], "option '--project' needs project mode: give an .xcodeproj (or a folder that holds one) instead of two catalogs"),
        (["--why", "Streak", "a.xcstrings", "b.xcstrings"], "option '--why' needs project mode: give an .xcodeproj (or a folder that holds one) instead of two catalogs"),
        (["--why", "Streak", "--fix", "App.xcodeproj"], "'--why' explains one key and changes nothing; remove '--fix'"),
        (["--why", "Streak", "--format", "json", "App.xcodeproj"], "'--why' prints text; remove '--format json'"),
        (["--why", "", "App.xcodeproj"], "option '--why' needs the key to explain"),
        (["a", "b", "c", "d"], "expected two catalogs (app, then widget), got 4; unexpected 'c', 'd'"),
        (["--dry-run", "a", "b"], "'--dry-run' only applies to '--fix'; add '--fix' to preview the changes"),
        (["--color", "sometimes", "a", "b"], "option '--color' must be one of auto, always, never (got 'sometimes')"),
        (["--disable", "stale-key,", "a", "b"], "option '--disable' needs a comma-separated list such as 'stale-key,widget-only-key' (got 'stale-key,')"),
        (["--app", "a", "--widget", "b", "c"], "'--app' and '--widget' name both catalogs; unexpected 'c'"),
        (["--widget", "b", "a"], "'--app' and '--widget' go together: name both catalogs, or give them as two arguments (app, then widget)"),
        (["--output=", "a", "b"], "option '--output' needs a non-empty path"),
    ])
    func badUsageSaysWhatIsWrong(arguments: [String], message: String) {
        #expect(usageError(arguments) == message)
    }
}

@Suite struct ProjectModeOptionsTests {
    @Test func oneArgumentThatIsNotACatalogIsProjectMode() throws {
        let options = try AuditOptions(arguments: ["--app-target", "Breathe", "--target", "W", "--target=I",
                                                   "--project", "Breathe", "--exclude", "Generated/**", "Apps"])
        #expect(options.projectPath == "Apps")
        #expect(options.appTarget == "Breathe")
        #expect(options.targets == ["W", "I"])
        #expect(options.project == "Breathe")
        #expect(options.excludes == ["Generated/**"])
        #expect(options.appCatalog.isEmpty && options.widgetCatalog.isEmpty)
    }
}

/// The option table is the one declaration of every option.
@Suite struct OptionDeclarationTests {
    @Test func everyNameIsDeclaredOnceAndEveryOptionHasAHelpRow() {
        var seen = Set<String>()
        for declaration in AuditOptions.declarations {
            for name in declaration.names {
                #expect(seen.insert(name).inserted, "\(name) is declared twice")
                #expect(AuditOptions.help.contains(name), "--help does not mention \(name)")
            }
        }
        var keys = Set<String>()
        for field in AuditOptions.configurationFields { #expect(keys.insert(field.key).inserted, "\(field.key)") }
    }

    @Test func everyDeclaredValueOptionNeedsItsValue() {
        for declaration in AuditOptions.declarations where declaration.takesValue {
            for name in declaration.names {
                #expect(throws: AuditUsageError(message: "option '\(name)' needs a value")) {
                    try AuditOptions(arguments: [name])
                }
            }
        }
    }

    @Test func everyDeclaredSwitchRefusesAValue() {
        for declaration in AuditOptions.declarations where !declaration.takesValue && !declaration.names.isEmpty {
            let name = declaration.names[0]
            guard name != "--help", name != "--version" else { continue }
            #expect(throws: AuditUsageError(message: "option '\(name)' takes no value (got '\(name)=1')")) {
                try AuditOptions(arguments: ["\(name)=1", "a.xcstrings", "b.xcstrings"])
            }
        }
    }

    @Test func anUndeclaredOptionIsAnErrorNeverADefault() {
        #expect(throws: AuditUsageError(message: "unknown option '--dry-runs' (did you mean '--dry-run'?)")) {
            try AuditOptions(arguments: ["--dry-runs", "a.xcstrings", "b.xcstrings"])
        }
        #expect(throws: AuditUsageError(message: "unknown option '--frobnicate'")) {
            try AuditOptions(arguments: ["--frobnicate=1", "a.xcstrings", "b.xcstrings"])
        }
    }
}
