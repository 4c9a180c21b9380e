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
///   - environment: The process environment. `NO_COLOR` turns colour off;
///     `XCSTRINGS_AUDIT_INJECT_WRITE_FAILURE=partial-write|before-rename` is a
///     test hook that makes the `--fix` write fail at that point (the widget
///     catalog is then left as it was).
///   - standardOutputIsTerminal: Whether standard output is a terminal (colour is
///     used only then, and only for `--format text`).
///   - standardOutput: Receives everything meant for standard output, in order,
///     in one or more pieces (a large report comes in several).
///   - standardError: Receives messages and usage errors.
/// - Returns: 0 when nothing fails, 1 for failing findings (errors; warnings too
///   with `--strict`), 2 for bad usage or an unreadable or invalid input.
/// - Complexity: O(*n*) in the size of both catalogs and the scanned sources; the
///   two catalogs and the sources are read concurrently.
public func run(
    arguments: [String],
    environment: [String: String] = [:],
    standardOutputIsTerminal: Bool = false,
    standardOutput: (String) -> Void,
    standardError: (String) -> Void
) -> Int32 {
    let options: AuditOptions
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
    case .audit:
        break
    }

    let colour = options.format == .text && standardOutputIsTerminal && environment["NO_COLOR"] == nil
    let injected = environment[AtomicFileWriter.injectionVariable].flatMap(AtomicFileWriter.InjectedFailure.init)
    let command = AuditCommand(options: options, injectedFailure: injected)
    let outcome = command.execute()
    defer { outcome.release.releaseInBackground() }
    for problem in outcome.problems {
        standardError(problem + "\n")
    }
    guard let result = outcome.result else { return 2 }
    // Tens of thousands of findings are freed with the catalogs, after the output.
    outcome.release.hold(result)

    let formatter = FindingFormatter(format: options.format, colour: colour, appPath: options.appCatalog,
                                     widgetPath: options.widgetCatalog)
    if let report = outcome.fixReport {
        // Keep machine-readable output parseable: the report goes to standard error then.
        if options.format == .text { standardOutput(report) } else { standardError(report) }
    }
    for piece in formatter.render(result.findings) { standardOutput(piece) }
    let fails = result.findings.contains { $0.severity == .error || (options.strict && $0.severity == .warning) }
    return fails ? 1 : 0
}

/// The audit as the command runs it: read, audit, fix, re-audit.
struct AuditCommand {
    var options: AuditOptions
    var injectedFailure: AtomicFileWriter.InjectedFailure?

    struct Outcome {
        /// The findings to print (after `--fix`, those of the fixed catalog); `nil`
        /// when the input could not be read (exit status 2).
        var result: CatalogAudit.Result?
        /// What `--fix` did or would do.
        var fixReport: String?
        /// Messages for standard error: input errors, scanner notes.
        var problems: [String] = []
        /// The catalogs, to be freed in the background once the output is written.
        var release = DeferredRelease()
    }

    func execute() -> Outcome {
        var outcome = Outcome()
        let inputs = readInputs()
        outcome.problems = inputs.problems
        guard let app = inputs.app, let widget = inputs.widget, let usages = inputs.usages else { return outcome }
        outcome.release.hold(app)
        outcome.release.hold(widget)

        let audit = CatalogAudit(app: app, widget: widget, appPath: options.appCatalog, widgetPath: options.widgetCatalog,
                                 usages: usages, allKeys: options.allKeys, languages: options.languages,
                                 sourcesScanned: !options.sources.isEmpty)
        let result = audit.run()
        guard options.fix else {
            outcome.result = result
            return outcome
        }

        let widgetPath = options.widgetCatalog
        if result.plan.isEmpty {
            outcome.fixReport = "--fix: nothing to copy; \(widgetPath) is unchanged.\n"
            outcome.result = result
            return outcome
        }
        let lines = result.plan.describe(app: app, widget: widget).map { "  " + $0 + "\n" }.joined()
        if options.dryRun {
            outcome.fixReport = "--fix --dry-run: would copy \(result.plan.countDescription) from the app catalog "
                + "into \(widgetPath) (nothing written):\n" + lines
            outcome.result = result
            return outcome
        }
        let fixed = result.plan.applied(from: app, to: widget)
        // Only the copies are written, in the file's own layout (Xcode's, `"key": value`, one line).
        let written = FileManager.default.contents(atPath: widgetPath).map { fixed.encoded(keepingStyleOf: $0) } ?? fixed.encoded()
        do throws(AuditInputError) {
            try AtomicFileWriter.write(written, to: widgetPath, injecting: injectedFailure)
        } catch {
            outcome.problems.append("xcstrings-audit: error: \(error)")
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
            outcome.problems.append("xcstrings-audit: error: \(AuditInputError(error, path: widgetPath))")
            return outcome
        }
        outcome.result = CatalogAudit(app: app, widget: rewritten, appPath: options.appCatalog, widgetPath: widgetPath,
                                      usages: usages, allKeys: options.allKeys, languages: options.languages,
                                 sourcesScanned: !options.sources.isEmpty).run()
        return outcome
    }

    private struct Inputs {
        var app: StringCatalog?
        var widget: StringCatalog?
        var usages: [SourceKeyUsage]?
        var problems: [String] = []
    }

    /// Reads the two catalogs and scans the sources concurrently.
    private func readInputs() -> Inputs {
        let paths = [options.appCatalog, options.widgetCatalog]
        let catalogs = ConcurrentSlots<Result<StringCatalog, AuditInputError>>(count: 2)
        let sources = ConcurrentSlots<Result<(usages: [SourceKeyUsage], problems: [String]), AuditInputError>>(count: 1)
        let scanner = SwiftSourceScanner(localizedFunctions: options.localizedFunctions)
        let sourcePaths = options.sources
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
                    sources.set(0, .success(try scanner.scan(paths: sourcePaths)))
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
                inputs.problems += catalog.readWarnings.map { AuditInputError.warningLine($0, path: paths[index]) }
            case .failure(let error): inputs.problems.append("xcstrings-audit: error: \(error)")
            }
        }
        switch sources.get(0) {
        case .success(let scanned):
            inputs.usages = scanned.usages
            inputs.problems += scanned.problems.map { "xcstrings-audit: warning: \($0)" }
        case .failure(let error):
            inputs.problems.append("xcstrings-audit: error: \(error)")
        }
        return inputs
    }
}

extension AuditInputError {
    /// An input error from the catalog library's error (line, column, JSON path),
    /// naming the file as the user gave it: the library names it by its absolute
    /// path, also inside the message (a duplicate key's first place).
    init(_ error: CatalogError, path: String) {
        let jsonPath = error.jsonPath
        var message = (jsonPath.isEmpty ? "" : jsonPath + ": ") + error.message
        if !error.file.isEmpty, error.file != path {
            message = message.replacingOccurrences(of: error.file + ":", with: path + ":")
        }
        self.init(path: path, line: error.location?.line, column: error.location?.column, message: message)
    }

    /// A reader warning as compilers print one, `path:line:column: warning: json.path: message`,
    /// naming the file as the user gave it (as ``init(_:path:)`` does).
    static func warningLine(_ warning: CatalogWarning, path: String) -> String {
        let jsonPath = warning.jsonPath
        var message = (jsonPath.isEmpty ? "" : jsonPath + ": ") + warning.message
        if !warning.file.isEmpty, warning.file != path {
            message = message.replacingOccurrences(of: warning.file + ":", with: path + ":")
        }
        return "\(path):\(warning.location.line):\(warning.location.column): warning: " + message
    }
}
