/// `--reporter html`: one self-contained page to read in a browser or keep as a
/// CI artifact.
///
/// The page has no script and loads nothing (its CSS is inline, and its
/// Content-Security-Policy forbids any other resource). It shows the summary; the
/// targets × languages matrix (``ReportMatrix``), each non-empty cell listing what
/// the target lacks there and linking to those findings; then the findings, target
/// by target and language by language, each linking to its file and line. Links are
/// relative to the page's folder (`--output`'s, else the current directory), with
/// the line as a `#L12` fragment, as GitHub's and GitLab's file views take it.
///
/// Keys, paths and target names are in `<bdi>` elements, so that a right-to-left
/// key does not reorder the text around it; everything is escaped
/// (``ReportEscaping/html(_:)``).
///
/// A run that could not audit is a page with the errors, each linking to its place.
struct HTMLReporter: Reporter {
    func render(_ contents: ReportContents) -> String {
        let failed = !contents.errors.isEmpty
        let title = failed ? "xcstrings-audit: the audit could not run" : "xcstrings-audit: " + contents.summary
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="xcstrings-audit \(ReportEscaping.html(AuditOptions.version, attribute: true))">
            <title>\(ReportEscaping.html(title))</title>
            <style>\(Self.style)</style>
            </head>
            <body>
            <header>
            <h1>xcstrings-audit</h1>

            """
        if failed {
            page += "<p class=\"summary failed\">The audit could not run: nothing was audited.</p>\n</header>\n"
            page += "<section id=\"errors\" class=\"problems\">\n<h2>Errors</h2>\n<ul>\n"
            for error in contents.errors { page += Self.problemItem(error, contents.places) }
            page += "</ul>\n<p>Fix the input above and run again.</p>\n</section>\n"
            page += Self.notices(contents)
            return page + "</body>\n</html>\n"
        }
        page += "<p class=\"summary\">" + ReportEscaping.html(contents.summary) + "</p>\n"
        if let baseline = contents.baseline, let counts = contents.baselineCounts {
            page += "<p class=\"baseline\">Only findings new since the baseline <bdi>" + ReportEscaping.html(baseline.path)
                + "</bdi>: \(counts).</p>\n"
        }
        page += "</header>\n"

        let matrix = ReportMatrix(contents)
        page += "<section id=\"matrix\">\n<h2>What each target lacks</h2>\n"
        page += "<p>A row per target, a column per language; <i>\(ReportMatrix.everyLanguage)</i> holds what concerns "
            + "a whole key or the widget's code. An empty cell: nothing missing.</p>\n"
        page += "<table class=\"matrix\">\n<thead>\n<tr><th scope=\"col\">Target</th>"
        for column in matrix.columns {
            page += "<th scope=\"col\"" + (column.map { " lang=\"\(ReportEscaping.html($0, attribute: true))\"" } ?? "") + ">"
                + ReportEscaping.html(ReportMatrix.heading(column)) + "</th>"
        }
        page += "</tr>\n</thead>\n<tbody>\n"
        for (row, target) in contents.targets.enumerated() {
            page += "<tr><th scope=\"row\"><bdi>" + ReportEscaping.html(target.name) + "</bdi></th>"
            for (column, cell) in matrix.cells[row].enumerated() {
                guard let worst = cell.worst else {
                    page += "<td class=\"complete\">\u{2713}</td>"
                    continue
                }
                page += "<td class=\"\(worst.rawValue)\"><a href=\"#t\(row)-c\(column)\"><ul>"
                    + cell.items.map { "<li>" + ReportEscaping.html($0) + "</li>" }.joined() + "</ul></a></td>"
            }
            page += "</tr>\n"
        }
        page += "</tbody>\n</table>\n</section>\n"

        page += "<section id=\"findings\">\n<h2>Findings</h2>\n"
        for (row, target) in contents.targets.enumerated() {
            page += "<section class=\"target\" id=\"t\(row)\">\n<h3><bdi>" + ReportEscaping.html(target.name) + "</bdi> <span class=\"count\">"
                + (target.findings.isEmpty ? "no findings" : MarkdownReporter.counts(target.findings)) + "</span></h3>\n"
            for (column, language) in matrix.columns.enumerated() {
                let cell = matrix.cells[row][column]
                guard !cell.findings.isEmpty else { continue }
                page += "<section class=\"language\" id=\"t\(row)-c\(column)\">\n<h4>"
                    + ReportEscaping.html(ReportMatrix.heading(language)) + " <span class=\"count\">"
                    + MarkdownReporter.counts(cell.findings.map { target.findings[$0] }) + "</span></h4>\n<ol class=\"findings\">\n"
                for index in cell.findings { page += Self.findingItem(target.findings[index], contents) }
                page += "</ol>\n</section>\n"
            }
            page += "</section>\n"
        }
        page += "</section>\n"
        page += Self.notices(contents)
        return page + "</body>\n</html>\n"
    }

    /// `<li>` of a finding: severity, rule, the place as a link, the key and the message.
    private static func findingItem(_ finding: AuditFinding, _ contents: ReportContents) -> String {
        var item = "<li class=\"\(finding.severity.rawValue)\"><span class=\"severity\">\(finding.severity.rawValue)</span> "
        item += "<code class=\"rule\">\(finding.rule.identifier)</code> "
        item += placeLink(finding.file, line: finding.line, column: finding.column, contents.places)
        if let table = finding.table, contents.isProject {
            item += " <span class=\"table\">table <bdi>" + ReportEscaping.html(table) + "</bdi></span>"
        }
        if let key = finding.key {
            item += " <span class=\"key\">key <q><bdi>" + ReportEscaping.html(key) + "</bdi></q></span>"
        }
        return item + "<p class=\"message\">" + ReportEscaping.html(finding.message) + "</p></li>\n"
    }

    /// `<li>` of an error or notice of the run.
    private static func problemItem(_ problem: AuditProblem, _ places: ReportPlaces) -> String {
        var item = "<li class=\"\(problem.level.rawValue)\"><span class=\"severity\">\(problem.level.rawValue)</span> "
        if let path = problem.path {
            item += placeLink(path, line: problem.line, column: problem.column, places)
        }
        return item + "<p class=\"message\">" + ReportEscaping.html(problem.message) + "</p></li>\n"
    }

    /// `<a class="place" href="../Widget/Localizable.xcstrings#L12">Widget/Localizable.xcstrings:12:9</a>`.
    private static func placeLink(_ path: String, line: Int?, column: Int?, _ places: ReportPlaces) -> String {
        var text = path
        if let line { text += ":\(line)" + (column.map { ":\($0)" } ?? "") }
        return "<a class=\"place\" href=\"" + ReportEscaping.html(places.link(to: path, line: line), attribute: true) + "\"><bdi>"
            + ReportEscaping.html(text) + "</bdi></a>"
    }

    /// The section of the run's warnings and notes, if any.
    private static func notices(_ contents: ReportContents) -> String {
        guard !contents.notices.isEmpty else { return "" }
        return "<section id=\"problems\" class=\"problems\">\n<h2>Problems of the run</h2>\n<ul>\n"
            + contents.notices.map { problemItem($0, contents.places) }.joined() + "</ul>\n</section>\n"
    }

    /// The page's CSS: light and dark, the matrix cells tinted by their most serious finding.
    static let style = """

        :root { color-scheme: light dark; --error: #c62828; --warning: #b26a00; --note: #1565c0; --ok: #2e7d32; \
        --line: #8884; --tint: #8881; }
        body { font: 15px/1.45 -apple-system, system-ui, "Segoe UI", sans-serif; margin: 2rem auto; max-width: 80rem; padding: 0 1rem; }
        h1 { font-size: 1.4rem; margin-bottom: 0; }
        .summary { font-size: 1.1rem; margin-top: .25rem; }
        .failed { color: var(--error); font-weight: 600; }
        table.matrix { border-collapse: collapse; width: 100%; }
        .matrix th, .matrix td { border: 1px solid var(--line); padding: .35rem .5rem; text-align: start; vertical-align: top; }
        .matrix thead th { background: var(--tint); }
        .matrix td ul { list-style: none; margin: 0; padding: 0; }
        .matrix td a { color: inherit; text-decoration: none; display: block; }
        .matrix td.complete { color: var(--ok); text-align: center; }
        .matrix td.error { box-shadow: inset 4px 0 var(--error); }
        .matrix td.warning { box-shadow: inset 4px 0 var(--warning); }
        .matrix td.note { box-shadow: inset 4px 0 var(--note); }
        ol.findings, .problems ul { padding-inline-start: 1.5rem; }
        ol.findings li, .problems li { margin: .4rem 0; }
        .severity { font-weight: 600; text-transform: uppercase; font-size: .75rem; }
        li.error .severity { color: var(--error); }
        li.warning .severity { color: var(--warning); }
        li.note .severity { color: var(--note); }
        .message { margin: .1rem 0 0; }
        .count { font-weight: normal; font-size: .9rem; opacity: .8; }
        code, .place { font-family: ui-monospace, Menlo, monospace; font-size: .9em; }

        """
}
