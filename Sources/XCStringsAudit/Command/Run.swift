import Foundation
import PropertyList
import XCStrings

/// Runs `xcstrings-audit` with the given arguments and returns its exit status.
///
/// Tests call it in-process; the executable's `main` calls it through
/// ``runAndExit(arguments:environment:standardOutputIsTerminal:standardOutput:standardError:finish:)``.
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
///   - environment: The process environment: an Xcode Run Script phase's
///     `SCRIPT_INPUT_FILE_*` (the inputs when the arguments name none),
///     `NO_COLOR`, `FORCE_COLOR`,
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
    // In-process callers get everything the audit built freed on return.
    run(arguments: arguments, environment: environment, standardOutputIsTerminal: standardOutputIsTerminal,
        standardOutput: standardOutput, standardError: standardError, keep: { _ in })
}

/// Runs `xcstrings-audit` as ``run(arguments:environment:standardOutputIsTerminal:standardOutput:standardError:)``
/// does, then ends the process with `exit(finish(status))`: the executable's `main`.
///
/// What the audit built (both catalog models and the findings; in project mode
/// the whole report, with every table and lexed Swift file) is still alive
/// when `exit` is called, so it is never torn down: the process's memory goes
/// back to the system at once, instead of being freed object by object on one
/// core after the report is written (about 0.3 s of CPU for a 2 × 150 MB pair,
/// `Documentation/Performance.md`). `finish` runs after the whole report has
/// gone through `standardOutput` and `standardError`; it is where the caller
/// checks and flushes its writers and decides the final status.
///
/// - Parameter finish: Receives the run's exit status, returns the process's.
public func runAndExit(
    arguments: [String],
    environment: [String: String] = [:],
    standardOutputIsTerminal: Bool = false,
    standardOutput: (String) -> Void,
    standardError: (String) -> Void,
    finish: (Int32) -> Int32
) -> Never {
    var kept: [Any] = []
    let status = run(arguments: arguments, environment: environment, standardOutputIsTerminal: standardOutputIsTerminal,
                     standardOutput: standardOutput, standardError: standardError, keep: { kept.append($0) })
    let final = finish(status)
    withExtendedLifetime(kept) { exit(final) }
}

/// The run itself; `keep` receives the audit's outcome once it exists (and in
/// project mode the report it was made from), for a caller that wants it to outlive the run (``runAndExit(arguments:environment:standardOutputIsTerminal:standardOutput:standardError:finish:)``).
private func run(
    arguments: [String],
    environment: [String: String],
    standardOutputIsTerminal: Bool,
    standardOutput writeOutput: (String) -> Void,
    standardError writeError: (String) -> Void,
    keep: (Any) -> Void
) -> Int32 {
    // A file name's bytes that are not UTF-8 travel as reserved code points
    // (`FileSystemName`); everything written shows them as `\xFF`, written `\\xFF`
    // in the JSON formats, where they can only be inside strings.
    var writesJSON = false
    func shown(_ text: String) -> String { FileSystemName.displayed(text, backslash: writesJSON ? "\\\\" : "\\") }
    func standardOutput(_ text: String) { writeOutput(shown(text)) }
    func standardError(_ text: String) { writeError(FileSystemName.displayed(text)) }
    var options: AuditOptions
    do {
        options = try AuditOptions(arguments: arguments, environment: environment)
    } catch {
        standardError("xcstrings-audit: error: \(error.message)\n" + AuditOptions.usage)
        return 2
    }
    writesJSON = [.json, .sarif, .codeclimate].contains(options.format)
    switch options.action {
    case .help:
        standardOutput(AuditOptions.help)
        return 0
    case .version:
        standardOutput("xcstrings-audit \(AuditOptions.version)\n")
        return 0
    case .listKeys:
        return listKeys(options, standardOutput: standardOutput, standardError: standardError)
    case .initialize:
        return InitCommand(options: options).run(standardOutput: standardOutput, standardError: standardError)
    case .listRules:
        standardOutput(RulesCommand.list(format: options.format))
        return 0
    case .subcommandHelp(let name):
        standardOutput(AuditOptions.subcommands.first { $0.name == name }.map(AuditOptions.help(of:)) ?? AuditOptions.help)
        return 0
    case .completionScript(let shell):
        standardOutput(CompletionScript.script(for: shell))
        return 0
    case .manual:
        standardOutput(ManualPage.roff)
        return 0
    case .audit:
        break
    }

    // `--output FILE`: the report is kept and written atomically at the end.
    var report: [UInt8]? = options.outputPath == nil ? nil : []
    func emit(_ text: String) {
        if report != nil { report! += shown(text).utf8 } else if !text.isEmpty { standardOutput(text) }
    }
    /// Writes the `--output` file, if any, once; `false` (and one line on standard
    /// error) when it fails.
    var outputWritten: Bool?
    func finishOutput() -> Bool {
        if let outputWritten { return outputWritten }
        guard let path = options.outputPath, let bytes = report else { return true }
        outputWritten = ReportOutput.write(bytes, to: path, standardError: standardError)
        return outputWritten ?? false
    }
    // The command line's reporter, until the configuration file's (when it has one and the command line none).
    var format = options.format
    /// Ends a run that could not audit: the problems in the chosen format, status 2.
    func fail(_ problems: [AuditProblem]) -> Int32 {
        let places = ReportPlaces.current(outputPath: options.outputPath,
                                          subject: options.projectPath ?? options.widgetCatalog)
        let report = FindingFormatter.failure(problems, format: format, places: places)
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
            format = options.format
            writesJSON = [.json, .sarif, .codeclimate].contains(format)
        }
    } catch {
        return fail([AuditProblem(error)])
    }
    if let overwrite = InputGuards.outputOverwritesAnInput([("--output", options.outputPath), ("--write-baseline", options.writeBaselinePath),
        ("GITHUB_STEP_SUMMARY", format == .github ? environment["GITHUB_STEP_SUMMARY"] : nil)], options: options) {
        report = nil  // the error itself must not go into that file either
        return fail([overwrite])
    }
    if let key = options.whyKey {
        // `--why`: why each lookup of the key runs, instead of the audit.
        let audit = ProjectAudit(options: options)
        let report: ProjectAudit.Report
        do throws(AuditInputError) { report = audit.run(try audit.plan(readingSources: true)) } catch {
            return fail(AuditProblem.problems(of: error))
        }
        keep(report)
        for note in report.notes { standardError(note + "\n") }
        emit(report.explanations.isEmpty
            ? "No code of an audited extension looks \(ExampleCatalog.quoted(key)) up. A key is matched as the code "
                + "writes it, an interpolation as its specifier (\"\\(count) left\" is \"%lld left\").\n"
            : report.explanations.joined(separator: "\n"))
        return finishOutput() ? 0 : 2
    }
    var baseline: AuditBaseline?
    if let path = options.baselinePath {
        do throws(AuditInputError) { baseline = try AuditBaseline.load(path) } catch { return fail([AuditProblem(error)]) }
    }

    let colour = format == .text && options.color.usesColour(
        environment: environment, isTerminal: standardOutputIsTerminal && options.outputPath == nil)
    let injected = environment[AtomicFileWriter.injectionVariable].flatMap(AtomicFileWriter.InjectedFailure.init)
    let outcome = options.projectPath != nil
        ? ProjectCommand(options: options, injectedFailure: injected).outcome(keeping: keep)
        : AuditCommand(options: options, injectedFailure: injected).outcome()
    keep(outcome)
    guard let units = outcome.units else { return fail(outcome.problems) }
    let status = AuditReport(options: options, environment: environment, colour: colour, baseline: baseline)
        .write(units, of: outcome, emit: emit, standardError: standardError, fail: fail)
    return finishOutput() ? status : 2
}

/// The pipeline after the audit, the same for every input mode: rule control,
/// `--write-baseline` or `--baseline`, the reporter of the chosen format, the
/// GitHub step summary, and the exit status.
struct AuditReport {
    var options: AuditOptions
    var environment: [String: String]
    var colour: Bool
    var baseline: AuditBaseline?

    /// Writes the report of `units` through `emit` (standard output, or the
    /// `--output` file), messages on `standardError`.
    ///
    /// - Returns: The exit status: 0, 1 for failing findings, or what `fail`
    ///   returns for a baseline that cannot be written.
    func write(_ units: [AuditOutcome.Unit], of outcome: AuditOutcome, emit: (String) -> Void,
               standardError: (String) -> Void, fail: ([AuditProblem]) -> Int32) -> Int32 {
        let format = options.format
        // `--disable`, `--enable`, `--severity` and `[audit-ignore]` comments, unit by unit.
        var problems = outcome.problems
        var grouped: [[AuditFinding]] = []
        for unit in units {
            let controlled = options.ruleControl.apply(to: unit.findings, widget: unit.widget, app: unit.app,
                                                       widgetPath: unit.widgetPath)
            problems += controlled.problems
            while grouped.count <= unit.group { grouped.append([]) }
            // A language left a copy of the source takes in its keys' gaps, if its finding stays.
            grouped[unit.group] += UntranslatedCopies.fold(controlled.findings, copiedLanguages: unit.copiedLanguages)
        }
        if case .project = outcome.layout { grouped = grouped.map(AuditFinding.sorted) }
        if options.quiet { problems.removeAll { $0.level == .note } }
        var findings = grouped.flatMap { $0 }

        if let path = options.writeBaselinePath {
            let recorded = AuditBaseline(findings, defaultTable: outcome.defaultTable)
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
                    + "(\(recorded.counts.count) entr\(recorded.counts.count == 1 ? "y" : "ies")) to the baseline \(path.shownAsPath); "
                    + "audit with --baseline \(path.shownAsPath) to report only new ones\n")
            }
            return 0
        }
        var baselineNote: String?
        var baselineCounts: (path: String, known: Int, gone: Int)?
        var shown: [AuditFinding]?
        var isNew: [Bool]?
        if let baseline, let path = options.baselinePath {
            let comparison = baseline.compare(findings, defaultTable: outcome.defaultTable)
            // SARIF keeps the known findings, marked unchanged: dropping them would close
            // their alerts in code scanning. Only new ones decide the exit status.
            if format == .sarif {
                shown = findings
                isNew = comparison.isNew
            }
            // Each group keeps its new findings, in order.
            var position = 0
            grouped = grouped.map { group in
                defer { position += group.count }
                return zip(group, comparison.isNew[position..<position + group.count]).filter(\.1).map(\.0)
            }
            findings = comparison.new
            baselineNote = comparison.describe(baselinePath: path, keptAsUnchanged: format == .sarif)
            baselineCounts = (path, comparison.known, comparison.gone.reduce(0) { $0 + $1.count })
        }

        let printed = FindingFormatter.nonFatal(problems, format: format)
        emit(printed.standardOutput)
        standardError(printed.standardError)
        var formatter: FindingFormatter
        switch outcome.layout {
        case let .pair(appPath, widgetPath):
            formatter = FindingFormatter(format: format, colour: colour, appPath: appPath, widgetPath: widgetPath)
        case let .project(_, _, jsonHeader, appTarget):
            formatter = FindingFormatter(format: format, colour: colour, appPath: appTarget, widgetPath: "")
            formatter.projectHeader = jsonHeader
        }
        formatter.quiet = options.quiet
        formatter.problems = problems
        formatter.baseline = baselineCounts
        formatter.scope = FindingFormatter.SummaryScope(options: options)
        formatter.scope.targetsWithUnreadPackages = outcome.targetsWithUnreadPackages
        formatter.isNew = isNew
        // Keep machine-readable output parseable: reports go to standard error then.
        if let report = outcome.fixReport, !options.quiet {
            if format == .text { emit(report) } else { standardError(report) }
        }
        if let reporter = format.reporter {
            emit(reporter.render(reportContents(units, of: outcome, grouped: grouped, problems: problems,
                                                baseline: baselineCounts)))
        } else if case let .project(overview, headers, _, _) = outcome.layout, format == .text {
            emit(overview)
            let groups = headers.indices.map { (header: headers[$0], findings: $0 < grouped.count ? grouped[$0] : []) }
            for piece in formatter.renderTextGroups(groups) { emit(piece) }
        } else {
            for piece in formatter.render(shown ?? findings) { emit(piece) }
        }
        if let baselineNote, !options.quiet {
            if format == .text { emit(baselineNote) } else { standardError("xcstrings-audit: " + baselineNote) }
        }
        var status: Int32 = findings.contains { $0.severity == .error || (options.strict && $0.severity == .warning) } ? 1 : 0
        if format == .github, let path = environment["GITHUB_STEP_SUMMARY"], !path.isEmpty {
            let summaryPath = if case .pair(_, let widgetPath) = outcome.layout { widgetPath } else { "" }
            let isProject = if case .project = outcome.layout { true } else { false }
            let summary = FindingFormatter.githubStepSummary(findings, widgetPath: summaryPath,
                                                             known: baselineCounts?.known ?? 0,
                                                             scope: formatter.scope, project: isProject)
                + (baselineNote.map { "\n" + $0.replacingOccurrences(of: "\n  - ", with: "\n- ") } ?? "")
            if let message = ReportOutput.append(FileSystemName.displayed(summary), toFileAt: path) {
                standardError("xcstrings-audit: error: cannot append the job summary to \(path.shownAsPath) (GITHUB_STEP_SUMMARY): \(message)\n")
                status = 2
            }
        }
        return status
    }
}

/// `--list-keys`: every key usage the scanner finds, as `file:line:column: key`
/// (the key JSON-quoted when it has a control character, a quote at its start
/// or spaces at its ends). Exit status 0, or 2 when a source cannot be read.
private func listKeys(_ options: AuditOptions, standardOutput: (String) -> Void,
                      standardError: (String) -> Void) -> Int32 {
    let scanned: (usages: [SourceKeyUsage], problems: [String])
    do throws(AuditInputError) {
        // The same selection as the audit's: skipped folders, --exclude, and a note for each file passed over.
        let selected = try SourceSelection(excludes: options.excludes).swiftFiles(in: options.sources)
        var result = try SwiftSourceScanner(localizedFunctions: options.localizedFunctions).scan(paths: selected.files)
        result.problems = selected.warnings + result.problems
        scanned = result
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
        output += "\(usage.file.shownAsPath):\(usage.line):\(usage.column): \(plain ? key : FindingFormatter.jsonString(key))\n"
    }
    standardOutput(output)
    return 0
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
        // The reader only knows "not a regular file"; say which kind it is.
        var information = stat()
        if text.hasSuffix("it is not a regular file"), stat(path.fileSystemPath, &information) == 0, !FileKind(information).isRegular {
            text = String(text.dropLast("not a regular file".count)) + "\(FileKind(information)), not a regular file"
        }
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
