import Foundation
import XCStrings
import XcodeProject

/// Project mode, `xcstrings-audit [options] PATH` with an Xcode project: audits
/// every extension target against the app target (``ProjectAudit``), and with
/// `--fix` copies what String Catalogs lack and says what legacy tables lack. The
/// report, findings grouped by target, is ``AuditReport``'s.
struct ProjectCommand {
    /// What the command line asked for (``AuditOptions/projectPath`` is set).
    var options: AuditOptions
    /// The test hook that makes the `--fix` write fail (``AtomicFileWriter/InjectedFailure``).
    var injectedFailure: AtomicFileWriter.InjectedFailure?

    /// The audit of every extension target's tables, with `--fix` applied, as units
    /// for the rest of the pipeline (``AuditReport``).
    ///
    /// - Parameter keep: Receives the report the outcome is made from, which the outcome does not hold:
    ///   the executable keeps it to the process's exit, because freeing its tables and
    ///   lexed files one by one on return took the core that writes the report
    ///   30 M instructions on Home Assistant.
    func outcome(keeping keep: (Any) -> Void = { _ in }) -> AuditOutcome {
        var outcome = AuditOutcome(layout: .pair(appPath: "", widgetPath: ""), defaultTable: "Localizable")
        let audit = ProjectAudit(options: options)
        var report: ProjectAudit.Report
        do throws(AuditInputError) {
            report = audit.run(try audit.plan(readingSources: true))
        } catch {
            outcome.problems = AuditProblem.problems(of: error)
            return outcome
        }
        outcome.problems = report.notes.map { AuditProblem(level: .warning, noteLine: $0) }

        if options.fix {
            let fixed = fix(report)
            outcome.fixReport = fixed.report
            if let failure = fixed.failure {
                outcome.problems.append(failure)
                return outcome
            }
            if fixed.wrote {
                // Audit the files as written, so that locations and findings are the real ones.
                do throws(AuditInputError) {
                    report = audit.run(try audit.plan(readingSources: true))
                } catch {
                    outcome.problems += AuditProblem.problems(of: error)
                    return outcome
                }
            }
        }
        keep(report)

        let plan = report.plan
        var headers: [String] = []
        var groupOfTarget: [String: Int] = [:]
        for group in report.groups {
            var line = header(group.target, group.tables, plan: plan)
            if plan.apps.count > 1, let entry = plan.audited.first(where: { $0.target.name == group.target.name }) {
                line += "; against \(plan.apps[entry.app].target.name)"
            }
            groupOfTarget[group.target.name] = headers.count
            headers.append(line)
            outcome.groupNames.append(group.target.name)
            if !group.target.unlocatedPackageProducts.isEmpty {
                outcome.targetsWithUnreadPackages.append(group.target.name)
            }
        }
        outcome.layout = .project(overview: overview(plan), headers: headers, jsonHeader: jsonHeader(plan),
                                  appTarget: plan.app.target.name)
        // `[audit-ignore]` comments are read from the entry of the table the finding is in.
        var units: [AuditOutcome.Unit] = []
        for audit in report.audits {
            guard let group = groupOfTarget[audit.target] else { continue }
            // A target's own Info.plist texts have no table at all (``InfoPlistCoverage``):
            // an empty one, whose entries hold no comment.
            let catalog = audit.widget?.catalog ?? audit.app?.catalog ?? StringCatalog(sourceLanguage: "en")
            units.append(AuditOutcome.Unit(findings: audit.result.findings, app: audit.app?.catalog ?? catalog,
                                           widget: catalog, widgetPath: audit.widget?.path ?? audit.app?.path ?? "",
                                           copiedLanguages: audit.result.copiedLanguages, group: group))
        }
        outcome.units = units
        return outcome
    }

    // MARK: - Output

    /// `Breathe.xcodeproj: app Breathe (ar, de, en); audited: …; not audited: …`.
    private func overview(_ plan: ProjectAudit.Plan) -> String {
        let apps = plan.apps.map { app in
            app.target.name + (app.languages.isEmpty ? " (no languages)" : " (\(app.languages.joined(separator: ", ")))")
        }
        var text = "\(plan.project.path): app target\(apps.count == 1 ? "" : "s") " + apps.joined(separator: ", ")
        text += "; audited: " + (plan.audited.isEmpty ? "none" : plan.audited.map(\.target.name).joined(separator: ", "))
        if !plan.ignored.isEmpty {
            text += "; not audited: " + plan.ignored.map {
                "\($0.name) (\($0.kindName)\(plan.unshipped.contains($0.name) ? ", which no app embeds" : ""))"
            }.joined(separator: ", ")
        }
        return text + ".\n"
    }

    /// `BreatheWidgetExtension (app extension): Localizable.xcstrings, Widgets (.strings, .stringsdict); languages ar, en`.
    /// A table the app has too says so: `Localizable.xcstrings (shared with Breathe: the keys BreatheIntents uses)`.
    private func header(_ target: XcodeTarget, _ tables: [ProjectTable], plan: ProjectAudit.Plan) -> String {
        var languages = Set<String>()
        for table in tables {
            languages.formUnion(table.unitLanguages ?? table.catalog.languages)
            if !table.catalog.entries.isEmpty { languages.insert(table.catalog.sourceLanguage) }
        }
        languages.remove("Base")
        let languageList = languages.isEmpty ? "no languages" : "languages " + Array(languages).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.joined(separator: ", ")
        if plan.apps.contains(where: { $0.target.name == target.name }),
           !plan.audited.contains(where: { $0.target.name == target.name }) {
            // The app's own tables are read for their formats only.
            return "\(target.name) (\(target.kindName)): format defects in its own tables "
                + tables.map(\.summary).joined(separator: ", ") + "; \(languageList)"
        }
        let tableList = tables.isEmpty ? "no string tables" : tables.map { table in
            let apps = plan.appsSharing(table)
            // An intent definition's titles are every target's that compiles it, not the keys of its code.
            return apps.isEmpty ? table.summary
                : table.intentDefinition != nil ? table.summary + " (shared with \(apps.joined(separator: ", ")))"
                : table.summary + " (shared with \(apps.joined(separator: ", ")): the keys \(target.name) uses)"
        }.joined(separator: ", ")
        let unread = target.unlocatedPackageProducts.isEmpty ? ""
            : "; not read: the package products \(target.unlocatedPackageProducts.joined(separator: ", ")), which it "
                + "links from no package the project references (a workspace's, or a folder of packages added by hand)"
        return "\(target.name) (\(target.kindName)): \(tableList); \(languageList)\(unread)"
    }

    private func jsonHeader(_ plan: ProjectAudit.Plan) -> String {
        func string(_ text: String) -> String { FindingFormatter.jsonString(text) }
        let targets = plan.audited.map { target, tables, app in
            "{\"name\": \(string(target.name)), \"kind\": \(string(target.kind.rawValue)), \"app\": "
                + "\(string(plan.apps[app].target.name)), \"tables\": [" + tables.map { string($0.name) }.joined(separator: ", ") + "]"
                + ", \"sharedTables\": [" + tables.filter(plan.isSharedWithAnApp).map { string($0.name) }.joined(separator: ", ") + "]"
                + ", \"unreadPackageProducts\": [" + target.unlocatedPackageProducts.map(string).joined(separator: ", ") + "]}"
        }
        return "  \"project\": \(string(plan.project.path)),\n"
            + "  \"app\": \(string(plan.app.target.name)),\n"
            + "  \"languages\": [" + plan.app.languages.map(string).joined(separator: ", ") + "],\n"
            + "  \"targets\": [" + targets.joined(separator: ", ") + "],\n"
    }

    // MARK: - --fix

    private struct FixOutcome {
        var report = ""
        /// Why a write failed; nothing after it was written.
        var failure: AuditProblem?
        var wrote = false
    }

    /// Applies (or with `--dry-run` describes) every paired audit's plan: written
    /// into String Catalogs, appended to `.strings` files (``StringsTableFix``),
    /// and listed for what neither can take.
    private func fix(_ report: ProjectAudit.Report) -> FixOutcome {
        var outcome = FixOutcome()
        // One widget catalog may be fixed from several audits (two targets copy it).
        var fixedByPath: [String: (original: StringCatalog, fixed: StringCatalog, lines: [String], count: Int)] = [:]
        var order: [String] = []
        var tableChanges: [(change: StringsTableFix.FileChange, target: String, app: String)] = []
        var legacyLines: [String] = []
        for audit in report.audits where audit.isPaired && !audit.result.plan.isEmpty {
            guard let widget = audit.widget, let app = audit.app else { continue }
            // What rule control turned off or an entry's comment ignores is not copied either.
            let plan = options.ruleControl.restrict(audit.result.plan, app: app.catalog, widget: widget.catalog)
            guard !plan.isEmpty else { continue }
            if widget.isCatalog {
                var entry = fixedByPath[widget.path] ?? (widget.catalog, widget.catalog, [], 0)
                if fixedByPath[widget.path] == nil { order.append(widget.path) }
                entry.lines += plan.describe(app: app.catalog, widget: entry.fixed).map {
                    "  " + $0 + " (from \(ProjectPath.fileName(app.path)), for \(audit.target))\n"
                }
                entry.fixed = plan.applied(from: app.catalog, to: entry.fixed)
                entry.count += plan.addedKeys.count + plan.copiedLocalizations.count
                fixedByPath[widget.path] = entry
            } else if let legacy = widget.legacy {
                let tableFix = StringsTableFix(plan: plan, app: app.catalog, legacy: legacy)
                // Two targets sharing the table plan the same additions: they are made once.
                for change in tableFix.changes where !tableChanges.contains(where: { $0.change.path == change.path }) {
                    tableChanges.append((change, audit.target, ProjectPath.fileName(app.path)))
                }
                legacyLines += tableFix.manualLines.filter { !legacyLines.contains($0) }
            }
        }
        if fixedByPath.isEmpty && tableChanges.isEmpty && legacyLines.isEmpty {
            outcome.report = "--fix: nothing to copy; every string table is unchanged.\n"
            return outcome
        }
        for path in order {
            let entry = fixedByPath[path]!
            let what = entry.count == 1 ? "1 change" : "\(entry.count) changes"
            if options.dryRun {
                outcome.report += "--fix --dry-run: would write \(what) into \(path) (nothing written):\n" + entry.lines.joined()
                continue
            }
            do throws(AuditInputError) {
                try LockedCatalogFile.lock(path).replaceOrStop(with: entry.fixed.encoded(), ifItStillReads: entry.original, injecting: injectedFailure)
            } catch {
                outcome.failure = AuditProblem(error)
                return outcome
            }
            outcome.wrote = true
            outcome.report += "--fix: wrote \(what) into \(path):\n" + entry.lines.joined()
        }
        for (change, target, app) in tableChanges {
            let what = change.entries.count == 1 ? "1 entry" : "\(change.entries.count) entries"
            let lines = change.entries.map {
                "  + \(StringsTableFix.literal($0.key)) = \(StringsTableFix.literal($0.value)); (from \(app), for \(target))\n"
            }.joined()
            if options.dryRun {
                outcome.report += "--fix --dry-run: would add \(what) at the end of \(change.path) (nothing written):\n" + lines
                continue
            }
            do throws(AuditInputError) {
                try StringsTableFix.write(change, injecting: injectedFailure)
            } catch {
                outcome.failure = AuditProblem(error)
                return outcome
            }
            outcome.wrote = true
            outcome.report += "--fix: added \(what) at the end of \(change.path):\n" + lines
        }
        if !legacyLines.isEmpty {
            outcome.report += "--fix: these cannot be appended to a .strings file (a language the table has no file for, "
                + "a plural for a .stringsdict, or a key the file already has), so --fix does not write them. Add them by "
                + "hand, or migrate the table to a String Catalog in Xcode:\n"
                + legacyLines.joined()
        }
        return outcome
    }
}
