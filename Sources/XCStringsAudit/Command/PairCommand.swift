import Dispatch
import Foundation
import PropertyList
import XCStrings

/// Pair mode, the audit of two catalogs as the command runs it: read, audit, fix,
/// re-audit; the report is ``AuditReport``'s.
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
    }

    /// The audit as one unit for the rest of the pipeline.
    func outcome() -> AuditOutcome {
        let outcome = execute()
        var shared = AuditOutcome(layout: .pair(appPath: options.appCatalog, widgetPath: options.widgetCatalog),
                                  problems: outcome.problems, fixReport: outcome.fixReport,
                                  defaultTable: FindingIdentity.table(ofCatalogAt: options.widgetCatalog))
        guard var result = outcome.result, let app = outcome.app, let widget = outcome.widget else { return shared }
        // The audit's findings come sorted: only the code rules' need merging in.
        if !outcome.codeFindings.isEmpty {
            result.findings = AuditFinding.sorted(result.findings + outcome.codeFindings)
        }
        shared.units = [AuditOutcome.Unit(findings: result.findings, app: app, widget: widget,
                                          widgetPath: options.widgetCatalog, copiedLanguages: result.copiedLanguages)]
        return shared
    }

    /// Reads, audits and with `--fix` fixes and audits again.
    func execute() -> Outcome {
        var outcome = Outcome()
        if let same = InputGuards.sameFile(app: options.appCatalog, widget: options.widgetCatalog) {
            outcome.problems = [same]
            return outcome
        }
        // --fix: the widget catalog stays locked from before it is read until it is written.
        var locked: LockedCatalogFile?
        do throws(AuditInputError) {
            locked = options.fix && !options.dryRun ? try LockedCatalogFile.lockIfReadable(options.widgetCatalog) : nil
        } catch {
            outcome.problems = [AuditProblem(error)]
            return outcome
        }
        let inputs = readInputs()
        outcome.problems = inputs.problems
        guard let app = inputs.app, let widget = inputs.widget, let usages = inputs.usages else { return outcome }
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
            // --dry-run predicts --fix, refusal included.
            if options.fix {
                let what = options.dryRun ? "refusing to --fix (and so to --dry-run it)" : "refusing to --fix"
                outcome.problems.append(AuditProblem(level: .error, message: "\(what): the catalogs look swapped "
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
            let code = WidgetCodeRules(languageAttributes: options.languageAttributes,
                                       shippedLanguages: app.languages + widget.languages,
                                       languages: options.languages,
                                       keyTables: [.init(catalog: widget, path: options.widgetCatalog)])
                .audit(inSources: options.sources, excludes: options.excludes)
            outcome.codeFindings = code.findings
            outcome.problems += code.problems
        }

        var result = audited(app: app, widget: widget, usages: usages)
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
        if options.dryRun {
            let lines = result.plan.describe(app: app, widget: widget, languages: options.languages).map { "  " + $0 + "\n" }
            outcome.fixReport = "--fix --dry-run: would copy \(result.plan.countDescription) from the app catalog "
                + "into \(widgetPath) (nothing written):\n" + lines.joined()
            outcome.result = result
            return outcome
        }
        // Written only if the file is still what the plan was made from; when another
        // program saved it meanwhile, it is read, audited and planned again (never a
        // stale model written), up to `replanLimit` times.
        var planned = (widget: widget, plan: result.plan)
        var replans = 0
        while true {
            let fixed = planned.plan.applied(from: app, to: planned.widget, languages: options.languages)
            // Only the copies are written, in the file's own layout (Xcode's, `"key": value`, one line).
            let original = locked?.contents ?? FileSystemName.contents(of: widgetPath).map { Data($0) }
            let written = original.map { fixed.encoded(keepingStyleOf: $0) } ?? fixed.encoded()
            do throws(AuditInputError) {
                if locked != nil {
                    guard case .changed(let reason) = try locked!.replace(with: written, injecting: injectedFailure) else {
                        break
                    }
                    replans += 1
                    guard replans <= Self.replanLimit else {
                        throw AuditInputError(path: widgetPath, message: "cannot write the fixed catalog: \(reason), and it "
                            + "changed again each of the \(Self.replanLimit) times it was read and planned anew; the widget "
                            + "catalog was left unchanged. Run --fix again once nothing else is saving it")
                    }
                    // Release the lock on what may be the old file, then lock and read what the path names now.
                    locked = nil
                    locked = try LockedCatalogFile.lock(widgetPath)
                    let current: StringCatalog
                    do throws(CatalogError) {
                        current = try StringCatalog(data: locked!.contents, file: widgetPath)
                    } catch {
                        throw AuditInputError(error, path: widgetPath)
                    }
                    let replanned = options.ruleControl.restrict(audited(app: app, widget: current, usages: usages).plan,
                                                                 app: app, widget: current)
                    outcome.problems.append(AuditProblem(level: .note, path: widgetPath, message: "\(reason); it was read "
                        + "and the fix planned again from its new contents"))
                    planned = (current, replanned)
                    if replanned.isEmpty {
                        outcome.fixReport = "--fix: nothing to copy; \(widgetPath) is unchanged.\n"
                        outcome.widget = current
                        outcome.result = audited(app: app, widget: current, usages: usages)
                        return outcome
                    }
                    continue
                } else {
                    try AtomicFileWriter.write(written, to: widgetPath, injecting: injectedFailure)
                    break
                }
            } catch {
                outcome.problems.append(AuditProblem(error))
                outcome.result = nil
                return outcome
            }
        }
        let lines = planned.plan.describe(app: app, widget: planned.widget, languages: options.languages)
            .map { "  " + $0 + "\n" }.joined()
        result.plan = planned.plan
        outcome.fixReport = "--fix: copied \(planned.plan.countDescription) from the app catalog into \(widgetPath):\n"
            + lines
        // Audit the file as written, so that locations and findings are the real ones.
        let rewritten: StringCatalog
        do throws(CatalogError) {
            rewritten = try StringCatalog(contentsOfFile: widgetPath)
        } catch {
            outcome.problems.append(AuditProblem(AuditInputError(error, path: widgetPath)))
            return outcome
        }
        outcome.widget = rewritten
        outcome.result = audited(app: app, widget: rewritten, usages: usages)
        return outcome
    }

    /// How many times `--fix` reads, audits and plans again when the widget catalog
    /// keeps changing under it before it gives up (nothing written).
    static let replanLimit = 8

    /// The audit of the pair (its plan not yet restricted by rule control).
    private func audited(app: StringCatalog, widget: StringCatalog, usages: [SourceKeyUsage]) -> CatalogAudit.Result {
        AuditSchedule.run(CatalogAudit(app: app, widget: widget, appPath: options.appCatalog, widgetPath: options.widgetCatalog,
                                       usages: usages, allKeys: options.allKeys, languages: options.languages,
                                       sourcesScanned: !options.sources.isEmpty))
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
                    catalogs.set(index, .success(try StringCatalog(contentsOfFile: paths[index])))
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
