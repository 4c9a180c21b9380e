import XCStrings

/// What an input mode hands the rest of the pipeline: the audit units it ran
/// (each a widget table audited against the app's, with its findings), the
/// problems it met, and how its report is laid out.
///
/// Pair mode (``AuditCommand``) makes one unit, project mode (``ProjectCommand``)
/// one per extension target and table. Everything after that — rule control, the
/// baseline, the reporter of the chosen format, `--output`, the step summary and
/// the exit status — is one code path (``AuditReport``), so that every option
/// works in both modes and every error is written in the chosen format.
struct AuditOutcome {
    /// One audited table.
    struct Unit {
        /// Its findings, sorted (code findings merged in).
        var findings: [AuditFinding]
        /// The catalogs whose `[audit-ignore]` comments apply to the findings.
        var app: StringCatalog
        var widget: StringCatalog
        /// The widget table's path, as findings name it.
        var widgetPath: String
        /// The languages of the widget's table that are copies of the source as a
        /// whole: their `untranslated-copy` finding takes in their gaps once rule
        /// control has had its say (``UntranslatedCopies/fold(_:copiedLanguages:)``).
        var copiedLanguages: Set<String> = []
        /// The report group the findings belong to (an index into ``Layout/project``'s
        /// headers; 0 in pair mode).
        var group = 0
    }

    /// How the report presents the units.
    enum Layout {
        /// Two catalogs: the report names them.
        case pair(appPath: String, widgetPath: String)
        /// A project: a line about what was audited, a header per group (target),
        /// and the JSON members that describe the project.
        case project(overview: String, headers: [String], jsonHeader: String, appTarget: String)
    }

    var layout: Layout
    /// Project mode: the name of each report group's target (as ``Layout/project``'s
    /// headers), for the reporters that name targets; empty in pair mode.
    var groupNames: [String] = []
    /// Project mode: the audited targets that link package products the run could
    /// not locate, so did not read; the all-clear does not vouch for their code.
    var targetsWithUnreadPackages: [String] = []
    /// The audited units; `nil` when the input could not be audited (exit status 2).
    var units: [Unit]?
    /// Problems of the run: input errors, skipped sources, notes.
    var problems: [AuditProblem] = []
    /// What `--fix` did or would do.
    var fixReport: String?
    /// The table name a finding without one belongs to, for the baseline.
    var defaultTable: String
}
