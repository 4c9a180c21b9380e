import Dispatch
import Foundation
import XCStrings

/// Runs `xcstrings-audit` with the given arguments and returns its exit status.
///
/// The executable's `main` only calls this; tests call it in-process.
///
/// ```swift
/// var output = ""
/// let status = run(arguments: ["--format", "json", "App.xcstrings", "Widget.xcstrings"],
///                  standardOutput: { output += $0 }, standardError: { _ in })
/// status   // 1 when there are failing findings
/// ```
///
/// - Parameters:
///   - arguments: The command-line arguments, without the program name.
///   - environment: The process environment: `NO_COLOR`, `FORCE_COLOR`,
///     `CLICOLOR_FORCE` and `TERM` decide colour (see ``AuditOptions/ColorChoice``);
///     `GITHUB_STEP_SUMMARY` receives a Markdown summary with `--format github`;
///     `XCSTRINGS_AUDIT_INJECT_WRITE_FAILURE=partial-write|before-rename` is a
///     test hook that makes the `--fix` write fail at that point (the widget
///     catalog is then left as it was).
///   - standardOutputIsTerminal: Whether standard output is a terminal (colour is
///     used only then, and only for `--format text`, unless the environment or
///     `--color` say otherwise).
///   - standardOutput: Receives everything meant for standard output, in order,
///     in one or more pieces (a large report comes in several).
///   - standardError: Receives messages and usage errors.
/// - Returns: 0 when nothing fails, 1 for failing findings (errors; warnings too
///   with `--strict`), 2 for bad usage or an unreadable or invalid input, or an
///   output that cannot be written.
/// - Complexity: O(*n*) in the size of both catalogs and the scanned sources; the
///   two catalogs and the sources are read concurrently.
public func run(
    arguments: [String],
    environment: [String: String] = [:],
    standardOutputIsTerminal: Bool = false,
    standardOutput: (String) -> Void,
    standardError: (String) -> Void
) -> Int32 {
    var options: AuditOptions
    do {
        options = try AuditOptions(arguments: arguments)
    } catch {
        standardError("xcstrings-audit: error: \(error.message)\n" + AuditOptions.usage)
        return 2
    }
    switch options.action {
    case .help:
        standardOutput(AuditOptions.help)
        return 0
    case .version:
        standardOutput("xcstrings-audit \(AuditOptions.version)\n")
        return 0
    case .listKeys:
        return listKeys(options, standardOutput: standardOutput, standardError: standardError)
    case .audit:
        break
    }

    // `--output FILE`: the report is kept and written atomically at the end.
    var report: [UInt8]? = options.outputPath == nil ? nil : []
    func emit(_ text: String) {
        if report != nil { report! += text.utf8 } else if !text.isEmpty { standardOutput(text) }
    }
    /// Writes the `--output` file, if any; `false` (and one line on standard error) when it fails.
    func finishOutput() -> Bool {
        guard let path = options.outputPath, let bytes = report else { return true }
        return ReportOutput.write(bytes, to: path, standardError: standardError)
    }
    let format = options.format
    /// Ends a run that could not audit: the problems in the chosen format, status 2.
    func fail(_ problems: [AuditProblem]) -> Int32 {
        let report = FindingFormatter.failure(problems, format: format)
        emit(report.standardOutput)
        standardError(report.standardError)
        _ = finishOutput()
        return 2
    }

    // Checked before and after the configuration is found: --config's own, then the one found.
    if let overwrite = InputGuards.outputOverwritesAnInput([("--output", options.outputPath), ("--write-baseline", options.writeBaselinePath),
        ("GITHUB_STEP_SUMMARY", format == .github ? environment["GITHUB_STEP_SUMMARY"] : nil)], options: options) {
        report = nil  // the error itself must not go into that file either
        return fail([overwrite])
    }
    do throws(AuditInputError) {
        // Found from the project (project mode) or the app catalog upwards.
        let start = options.projectPath ?? (options.appCatalog.isEmpty ? nil : options.appCatalog)
        if let configuration = try AuditConfiguration.find(explicit: options.configPath, startingAt: start) {
            options.apply(configuration)
        }
    } catch {
        return fail([AuditProblem(error)])
    }
    if let overwrite = InputGuards.outputOverwritesAnInput([("--output", options.outputPath), ("--write-baseline", options.writeBaselinePath),
        ("GITHUB_STEP_SUMMARY", format == .github ? environment["GITHUB_STEP_SUMMARY"] : nil)], options: options) {
        report = nil  // the error itself must not go into that file either
        return fail([overwrite])
    }
    var baseline: AuditBaseline?
    if let path = options.baselinePath {
        do throws(AuditInputError) { baseline = try AuditBaseline.load(path) } catch { return fail([AuditProblem(error)]) }
    }

    let colour = format == .text && options.color.usesColour(
        environment: environment, isTerminal: standardOutputIsTerminal && options.outputPath == nil)
    let injected = environment[AtomicFileWriter.injectionVariable].flatMap(AtomicFileWriter.InjectedFailure.init)
    if options.projectPath != nil {
        return ProjectCommand(options: options, injectedFailure: injected)
            .run(colour: colour, standardOutput: standardOutput, standardError: standardError)
    }
    let command = AuditCommand(options: options, injectedFailure: injected)
    var outcome = command.execute()
    // The report runs in a scope of its own, so that once it returns none of its
    // locals holds a catalog; then the outcome lets go of its references too, and
    // DeferredRelease's are the last: freeing 2 × 150 MB of catalogs (about half a
    // second) happens on a background thread while the process exits.
    let exitStatus = { () -> Int32 in
        guard var result = outcome.result, let app = outcome.app, let widget = outcome.widget else {
            return fail(outcome.problems)
        }
        // The audit's findings come sorted: only the code rules' need merging in.
        if !outcome.codeFindings.isEmpty {
            result.findings = AuditFinding.sorted(result.findings + outcome.codeFindings)
        }
        // Tens of thousands of findings are freed with the catalogs, after the output.
        outcome.release.hold(result)

        let controlled = options.ruleControl.apply(to: result.findings, widget: widget, app: app,
                                                   widgetPath: options.widgetCatalog)
        var problems = outcome.problems + controlled.problems
        if options.quiet { problems.removeAll { $0.level == .note } }
        var findings = controlled.findings
        let defaultTable = FindingIdentity.table(ofCatalogAt: options.widgetCatalog)

        if let path = options.writeBaselinePath {
            let recorded = AuditBaseline(findings, defaultTable: defaultTable)
            do throws(AuditInputError) {
                try ReportOutput.replace(Data(recorded.encoded().utf8), at: path, what: "the baseline")
            } catch {
                return fail([AuditProblem(error)])
            }
            let printed = FindingFormatter.nonFatal(problems, format: format)
            emit(printed.standardOutput)
            standardError(printed.standardError)
            if !options.quiet {
                standardError("xcstrings-audit: wrote \(findings.count) finding\(findings.count == 1 ? "" : "s") "
                    + "(\(recorded.counts.count) entr\(recorded.counts.count == 1 ? "y" : "ies")) to the baseline \(path); "
                    + "audit with --baseline \(path) to report only new ones\n")
            }
            return finishOutput() ? 0 : 2
        }
        var baselineNote: String?
        var baselineCounts: (path: String, known: Int, gone: Int)?
        var shown: [AuditFinding]?
        var isNew: [Bool]?
        if let baseline, let path = options.baselinePath {
            let comparison = baseline.compare(findings, defaultTable: defaultTable)
            // SARIF keeps the known findings, marked unchanged: dropping them would close
            // their alerts in code scanning. Only new ones decide the exit status.
            if format == .sarif {
                shown = findings
                isNew = comparison.isNew
            }
            findings = comparison.new
            baselineNote = comparison.describe(baselinePath: path, keptAsUnchanged: format == .sarif)
            baselineCounts = (path, comparison.known, comparison.gone.reduce(0) { $0 + $1.count })
        }

        let printed = FindingFormatter.nonFatal(problems, format: format)
        emit(printed.standardOutput)
        standardError(printed.standardError)
        var formatter = FindingFormatter(format: format, colour: colour, appPath: options.appCatalog,
                                         widgetPath: options.widgetCatalog)
        formatter.quiet = options.quiet
        formatter.problems = problems
        formatter.baseline = baselineCounts
        formatter.isNew = isNew
        // Keep machine-readable output parseable: reports go to standard error then.
        if let report = outcome.fixReport, !options.quiet {
            if format == .text { emit(report) } else { standardError(report) }
        }
        for piece in formatter.render(shown ?? findings) { emit(piece) }
        if let baselineNote, !options.quiet {
            if format == .text { emit(baselineNote) } else { standardError("xcstrings-audit: " + baselineNote) }
        }
        var status: Int32 = findings.contains { $0.severity == .error || (options.strict && $0.severity == .warning) } ? 1 : 0
        if format == .github, let path = environment["GITHUB_STEP_SUMMARY"], !path.isEmpty {
            let summary = FindingFormatter.githubStepSummary(findings, widgetPath: options.widgetCatalog)
                + (baselineNote.map { "\n" + $0.replacingOccurrences(of: "\n  - ", with: "\n- ") } ?? "")
            if let message = ReportOutput.append(summary, toFileAt: path) {
                standardError("xcstrings-audit: error: cannot append the job summary to \(path) (GITHUB_STEP_SUMMARY): \(message)\n")
                status = 2
            }
        }
        return finishOutput() ? status : 2
    }()
    outcome.app = nil
    outcome.widget = nil
    outcome.result = nil
    outcome.release.releaseInBackground()
    return exitStatus
}

/// `--list-keys`: every key usage the scanner finds, as `file:line:column: key`
/// (the key JSON-quoted when it has a control character, a quote at its start
/// or spaces at its ends). Exit status 0, or 2 when a source cannot be read.
private func listKeys(_ options: AuditOptions, standardOutput: (String) -> Void,
                      standardError: (String) -> Void) -> Int32 {
    let scanned: (usages: [SourceKeyUsage], problems: [String])
    do throws(AuditInputError) {
        scanned = try SwiftSourceScanner(localizedFunctions: options.localizedFunctions).scan(paths: options.sources)
    } catch {
        standardError("xcstrings-audit: error: \(error)\n")
        return 2
    }
    for problem in scanned.problems { standardError("xcstrings-audit: warning: \(problem)\n") }
    var output = ""
    for usage in scanned.usages {
        let key = usage.lookupKey
        let plain = !key.isEmpty && !key.hasPrefix("\"") && key.first?.isWhitespace == false
            && key.last?.isWhitespace == false && !key.unicodeScalars.contains { $0.properties.generalCategory == .control }
        output += "\(usage.file):\(usage.line):\(usage.column): \(plain ? key : FindingFormatter.jsonString(key))\n"
    }
    standardOutput(output)
    return 0
}

/// The audit as the command runs it: read, audit, fix, re-audit.
struct AuditCommand {
    var options: AuditOptions
    var injectedFailure: AtomicFileWriter.InjectedFailure?

    struct Outcome {
        /// The findings to print (after `--fix`, those of the fixed catalog); `nil`
        /// when the input could not be read (exit status 2).
        var result: CatalogAudit.Result?
        /// The app catalog, when it could be read.
        var app: StringCatalog?
        /// The widget catalog the findings are about (after `--fix`, as written).
        var widget: StringCatalog?
        /// What `--fix` did or would do.
        var fixReport: String?
        /// What the rules over the widget's code found (``WidgetCodeRules``).
        var codeFindings: [AuditFinding] = []
        /// Problems of the run: input errors, skipped sources, notes.
        var problems: [AuditProblem] = []
        /// The catalogs, to be freed in the background once the output is written.
        var release = DeferredRelease()
    }

    func execute() -> Outcome {
        var outcome = Outcome()
        if let same = InputGuards.sameFile(app: options.appCatalog, widget: options.widgetCatalog) {
            outcome.problems = [same]
            return outcome
        }
        // --fix: the widget catalog stays locked from before it is read until it is written.
        var locked: LockedCatalogFile?
        do throws(AuditInputError) { locked = options.fix && !options.dryRun ? try LockedCatalogFile.lockIfReadable(options.widgetCatalog) : nil } catch { outcome.problems = [AuditProblem(error)]; return outcome }
        let inputs = readInputs()
        outcome.problems = inputs.problems
        guard let app = inputs.app, let widget = inputs.widget, let usages = inputs.usages else { return outcome }
        outcome.release.hold(app)
        outcome.release.hold(widget)
        if let languages = options.languages,
           let unknown = InputGuards.unknownLanguages(
               languages, app: app, widget: widget,
               source: options.languagesFromConfiguration ? "`languages` in \(options.configurationPath ?? "the configuration")"
                   : "--languages") {
            outcome.problems.append(unknown)
            return outcome
        }
        if !options.rolesAreExplicit, let reason = InputGuards.swapReason(app: app, widget: widget, appPath: options.appCatalog,
                                                                         widgetPath: options.widgetCatalog) {
            let names = "--app \(options.widgetCatalog) --widget \(options.appCatalog)"
            if options.fix && !options.dryRun {
                outcome.problems.append(AuditProblem(level: .error, message: "refusing to --fix: the catalogs look swapped "
                    + "(\(reason)), and --fix writes into the second one. If the order is right, name the roles: "
                    + "--app \(options.appCatalog) --widget \(options.widgetCatalog); if not, swap them (\(names))"))
                return outcome
            }
            outcome.problems.append(AuditProblem(level: .warning, message: "the catalogs look swapped (\(reason)); the app's "
                + "catalog comes first, then the widget's. If the order is right, name the roles with --app and --widget"))
        }
        outcome.app = app
        outcome.widget = widget
        // The code rules read the widget's Swift sources: without --sources there is
        // nothing to read, and no need to walk both catalogs for their languages.
        if !options.sources.isEmpty {
            outcome.codeFindings = WidgetCodeRules(languageAttributes: options.languageAttributes,
                                                   shippedLanguages: app.languages + widget.languages,
                                                   languages: options.languages)
                .findings(inSources: options.sources, excludes: options.excludes)
        }

        let audit = CatalogAudit(app: app, widget: widget, appPath: options.appCatalog, widgetPath: options.widgetCatalog,
                                 usages: usages, allKeys: options.allKeys, languages: options.languages,
                                 sourcesScanned: !options.sources.isEmpty)
        var result = audit.run()
        guard options.fix else {
            outcome.result = result
            return outcome
        }

        // What rule control turned off or an entry's comment ignores is not copied either.
        result.plan = options.ruleControl.restrict(result.plan, app: app, widget: widget)
        let widgetPath = options.widgetCatalog
        if result.plan.isEmpty {
            outcome.fixReport = "--fix: nothing to copy; \(widgetPath) is unchanged.\n"
            outcome.result = result
            return outcome
        }
        let lines = result.plan.describe(app: app, widget: widget, languages: options.languages).map { "  " + $0 + "\n" }.joined()
        if options.dryRun {
            outcome.fixReport = "--fix --dry-run: would copy \(result.plan.countDescription) from the app catalog "
                + "into \(widgetPath) (nothing written):\n" + lines
            outcome.result = result
            return outcome
        }
        let fixed = result.plan.applied(from: app, to: widget, languages: options.languages)
        // Only the copies are written, in the file's own layout (Xcode's, `"key": value`, one line).
        let written = (locked?.contents ?? FileManager.default.contents(atPath: widgetPath)).map { fixed.encoded(keepingStyleOf: $0) } ?? fixed.encoded()
        do throws(AuditInputError) {
            if let locked { try locked.replace(with: written, injecting: injectedFailure) } else { try AtomicFileWriter.write(written, to: widgetPath, injecting: injectedFailure) }
        } catch {
            outcome.problems.append(AuditProblem(error))
            outcome.result = nil
            return outcome
        }
        outcome.fixReport = "--fix: copied \(result.plan.countDescription) from the app catalog into \(widgetPath):\n"
            + lines
        // Audit the file as written, so that locations and findings are the real ones.
        let rewritten: StringCatalog
        do throws(CatalogError) {
            rewritten = try StringCatalog(contentsOf: URL(fileURLWithPath: widgetPath))
            outcome.release.hold(rewritten)
        } catch {
            outcome.problems.append(AuditProblem(AuditInputError(error, path: widgetPath)))
            return outcome
        }
        outcome.widget = rewritten
        outcome.result = CatalogAudit(app: app, widget: rewritten, appPath: options.appCatalog, widgetPath: widgetPath,
                                      usages: usages, allKeys: options.allKeys, languages: options.languages,
                                 sourcesScanned: !options.sources.isEmpty).run()
        return outcome
    }

    private struct Inputs {
        var app: StringCatalog?
        var widget: StringCatalog?
        var usages: [SourceKeyUsage]?
        var problems: [AuditProblem] = []
    }

    /// Reads the two catalogs and scans the sources concurrently.
    private func readInputs() -> Inputs {
        let paths = [options.appCatalog, options.widgetCatalog]
        let catalogs = ConcurrentSlots<Result<StringCatalog, AuditInputError>>(count: 2)
        let sources = ConcurrentSlots<Result<(usages: [SourceKeyUsage], problems: [String]), AuditInputError>>(count: 1)
        let scanner = SwiftSourceScanner(localizedFunctions: options.localizedFunctions)
        let sourcePaths = options.sources
        let excludes = options.excludes
        DispatchQueue.concurrentPerform(iterations: 3) { index in
            if index < 2 {
                do throws(CatalogError) {
                    // Mapped: this process is ours, and mapping saves copying both files.
                    let url = URL(fileURLWithPath: paths[index])
                    catalogs.set(index, .success(try StringCatalog(contentsOf: url, mappingFile: true)))
                } catch {
                    catalogs.set(index, .failure(AuditInputError(error, path: paths[index])))
                }
            } else {
                do throws(AuditInputError) {
                    // Skipped folders and --exclude applied, and a warning for a path without Swift files.
                    let selected = try SourceSelection(excludes: excludes).swiftFiles(in: sourcePaths)
                    var scanned = try scanner.scan(paths: selected.files)
                    scanned.problems = selected.warnings + scanned.problems
                    sources.set(0, .success(scanned))
                } catch {
                    sources.set(0, .failure(error))
                }
            }
        }
        var inputs = Inputs()
        for index in 0..<2 {
            switch catalogs.get(index) {
            case .success(let catalog):
                if index == 0 { inputs.app = catalog } else { inputs.widget = catalog }
                inputs.problems += catalog.readWarnings.map { AuditProblem($0, path: paths[index]) }
            case .failure(let error): inputs.problems.append(AuditProblem(error))
            }
        }
        switch sources.get(0) {
        case .success(let scanned):
            inputs.usages = scanned.usages
            inputs.problems += scanned.problems.map { AuditProblem(level: .warning, placedMessage: $0) }
        case .failure(let error):
            inputs.problems.append(AuditProblem(error))
        }
        return inputs
    }
}

extension AuditInputError {
    /// An input error from the catalog library's error (line, column, JSON path),
    /// naming the file as the user gave it: the library names it by its absolute
    /// path, also inside the message (a duplicate key's first place).
    init(_ error: CatalogError, path: String) {
        self.init(path: path, line: error.location?.line, column: error.location?.column,
                  message: Self.message(error.message, jsonPath: error.jsonPath, file: error.file, path: path))
    }

    /// `json.path: message`, with the library's name of the file (`file`) replaced
    /// by the user's (`path`) wherever the message names a place in it.
    static func message(_ message: String, jsonPath: String, file: String, path: String) -> String {
        var text = (jsonPath.isEmpty ? "" : jsonPath + ": ") + message
        if !file.isEmpty, file != path {
            text = text.replacingOccurrences(of: file + ":", with: path + ":")
        }
        return text
    }
}

extension AuditProblem {
    /// A reader warning (`"comment": null`, an identical duplicate key), naming
    /// the file as the user gave it, printed in the chosen format like any problem.
    init(_ warning: CatalogWarning, path: String) {
        self.init(level: .warning, path: path, line: warning.location.line, column: warning.location.column,
                  message: AuditInputError.message(warning.message, jsonPath: warning.jsonPath, file: warning.file,
                                                   path: path))
    }
}
