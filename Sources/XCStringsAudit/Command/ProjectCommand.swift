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
    func outcome() -> AuditOutcome {
        var outcome = AuditOutcome(layout: .pair(appPath: "", widgetPath: ""), defaultTable: "Localizable")
        let audit = ProjectAudit(options: options)
        var report: ProjectAudit.Report
        do throws(AuditInputError) {
            report = audit.run(try audit.plan())
        } catch {
            outcome.problems = [AuditProblem(error)]
            return outcome
        }
        // Freeing every catalog and finding takes a while: done in the background after the output.
        outcome.release.hold(report.audits)
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
                    report = audit.run(try audit.plan())
                    outcome.release.hold(report.audits)
                } catch {
                    outcome.problems.append(AuditProblem(error))
                    return outcome
                }
            }
        }

        let plan = report.plan
        var headers: [String] = []
        var groupOfTarget: [String: Int] = [:]
        for group in report.groups {
            var line = header(group.target, group.tables)
            if plan.apps.count > 1, let entry = plan.audited.first(where: { $0.target.name == group.target.name }) {
                line += "; against \(plan.apps[entry.app].target.name)"
            }
            groupOfTarget[group.target.name] = headers.count
            headers.append(line)
        }
        outcome.layout = .project(overview: overview(plan), headers: headers, jsonHeader: jsonHeader(plan),
                                  appTarget: plan.app.target.name)
        // `[audit-ignore]` comments are read from the entry of the table the finding is in.
        var units: [AuditOutcome.Unit] = []
        for audit in report.audits {
            guard let catalog = audit.widget?.catalog ?? audit.app?.catalog,
                  let group = groupOfTarget[audit.target] else { continue }
            units.append(AuditOutcome.Unit(findings: audit.result.findings, app: audit.app?.catalog ?? catalog,
                                           widget: catalog, widgetPath: audit.widget?.path ?? audit.app?.path ?? "",
                                           group: group))
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
            text += "; not audited: " + plan.ignored.map { "\($0.name) (\($0.kind.rawValue))" }.joined(separator: ", ")
        }
        return text + ".\n"
    }

    /// `BreatheWidgetExtension (app extension): Localizable.xcstrings, Widgets (.strings, .stringsdict); languages ar, en`.
    private func header(_ target: XcodeTarget, _ tables: [ProjectTable]) -> String {
        var languages = Set<String>()
        for table in tables {
            languages.formUnion(table.catalog.languages)
            if !table.catalog.entries.isEmpty { languages.insert(table.catalog.sourceLanguage) }
        }
        languages.remove("Base")
        let tableList = tables.isEmpty ? "no string tables" : tables.map(\.summary).joined(separator: ", ")
        let languageList = languages.isEmpty ? "no languages" : "languages " + Array(languages).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.joined(separator: ", ")
        return "\(target.name) (\(target.kind.rawValue)): \(tableList); \(languageList)"
    }

    private func jsonHeader(_ plan: ProjectAudit.Plan) -> String {
        func string(_ text: String) -> String { FindingFormatter.jsonString(text) }
        let targets = plan.audited.map { target, tables, app in
            "{\"name\": \(string(target.name)), \"kind\": \(string(target.kind.rawValue)), \"app\": "
                + "\(string(plan.apps[app].target.name)), \"tables\": [" + tables.map { string($0.name) }.joined(separator: ", ") + "]}"
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
    /// into String Catalogs, described for legacy tables.
    private func fix(_ report: ProjectAudit.Report) -> FixOutcome {
        var outcome = FixOutcome()
        // One widget catalog may be fixed from several audits (two targets copy it).
        var fixedByPath: [String: (original: StringCatalog, fixed: StringCatalog, lines: [String], count: Int)] = [:]
        var order: [String] = []
        var legacyLines: [String] = []
        for audit in report.audits where audit.isPaired && !audit.result.plan.isEmpty {
            guard let widget = audit.widget, let app = audit.app else { continue }
            let plan = audit.result.plan
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
                legacyLines += legacyChanges(plan, app: app.catalog, legacy: legacy)
            }
        }
        if fixedByPath.isEmpty && legacyLines.isEmpty {
            outcome.report = "--fix: nothing to copy; every String Catalog is unchanged.\n"
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
        if !legacyLines.isEmpty {
            outcome.report += "--fix: .strings and .stringsdict tables are not rewritten (--fix writes only String "
                + "Catalogs). Add these by hand, or migrate the table to a String Catalog in Xcode:\n"
                + legacyLines.joined()
        }
        return outcome
    }

    /// What to add to a legacy table, file by file: `"key" = "value";` lines for
    /// plain strings, the plural forms for a `.stringsdict`.
    private func legacyChanges(_ plan: CatalogFixPlan, app: StringCatalog, legacy: LegacyStringTable) -> [String] {
        var pairs: [(key: String, language: String)] = []
        for key in plan.addedKeys {
            for language in (app[key]?.localizations.keys.sorted() ?? []) { pairs.append((key, language)) }
        }
        pairs += plan.copiedLocalizations
        var lines: [(file: String, key: String, text: String)] = []
        for (key, language) in pairs {
            guard let localization = app[key]?.localizations[language] else { continue }
            if let unit = localization.plainUnit {
                let file = legacy.path(forLanguage: language)
                lines.append((file, key, "  \(file): \(Self.stringsLiteral(key)) = \(Self.stringsLiteral(unit.value));\n"))
            } else {
                let file = legacy.path(forLanguage: language, dictionary: true)
                lines.append((file, key, "  \(file): \(key.quotedForMessage) with \(localization.displayValue)\n"))
            }
        }
        lines.sort { $0.file != $1.file ? $0.file.utf8.lexicographicallyPrecedes($1.file.utf8) : $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        return lines.map(\.text)
    }

    /// A `.strings` string literal: `"` and `\` escaped, line breaks as `\n`.
    static func stringsLiteral(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
