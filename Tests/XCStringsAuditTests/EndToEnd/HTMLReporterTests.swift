import Foundation
import Testing

/// Headless Chromium, to check `--reporter html` as a browser builds it: the DOM
/// after parsing, not the text of the page.
///
/// Found on `PATH` (Debian's `chromium`, or `chromium-browser`, `google-chrome`).
/// Without it the tests are skipped, saying so, unless
/// `XCSTRINGS_AUDIT_REQUIRE_CHROMIUM=1` (as `.ci/run` sets): then its absence fails.
enum HeadlessChromium {
    static let requiredVariable = "XCSTRINGS_AUDIT_REQUIRE_CHROMIUM"

    static let executable: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
            for directory in path.split(separator: ":") + ["/usr/bin"] {
                let candidate = "\(directory)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return URL(fileURLWithPath: candidate) }
            }
        }
        return nil
    }()

    static var isRequired: Bool { ProcessInfo.processInfo.environment[requiredVariable] == "1" }

    /// What the probe script reads from the DOM of the page at `page`.
    struct DOM {
        var title: String
        /// The matrix's column headings, `Target` first.
        var columns: [String]
        /// Each row: the target, then each cell's list items (empty for a complete cell) and class.
        var rows: [(target: String, cells: [(items: [String], className: String, text: String)])]
        /// Each `a.place`: its text and its href as the browser resolved it.
        var places: [(text: String, href: String)]
        var scripts: Int, images: Int, handlers: Int, findings: Int
        /// Elements that load something, and links with a scheme (`https:`, `javascript:`): none in a self-contained page.
        var externals: Int
        var keys: [String]
        var errors: [String]
        var matrixWidth: Double
        var cellLinksResolve: Bool
        var messages: [String]
    }

    /// The probe: appended to a copy of the page (whose Content-Security-Policy,
    /// which forbids scripts, is left out of the copy); it writes what it finds as
    /// JSON into a `<pre>`, which `--dump-dom` prints.
    static let probe = """
        <script>
        const all = (selector, root = document) => [...root.querySelectorAll(selector)];
        const table = document.querySelector('table.matrix');
        const result = {
          title: document.title,
          columns: all('table.matrix thead th').map(th => th.textContent),
          rows: all('table.matrix tbody tr').map(tr => ({
            target: tr.querySelector('th').textContent,
            cells: all('td', tr).map(td => ({items: all('li', td).map(li => li.textContent), className: td.className, text: td.textContent}))
          })),
          places: all('a.place').map(a => ({text: a.textContent, href: a.href})),
          scripts: document.scripts.length,
          images: document.images.length,
          handlers: all('[onerror], [onload], [onclick]').length,
          externals: all('link, [src], object, embed, iframe, base').length
            + all('a[href]').filter(a => /^[a-z][a-z0-9+.-]*:/i.test(a.getAttribute('href'))).length,
          findings: all('ol.findings > li').length,
          keys: all('.key bdi').map(e => e.textContent),
          errors: all('#errors li').map(li => li.textContent),
          matrixWidth: table ? table.getBoundingClientRect().width : 0,
          cellLinksResolve: all('table.matrix td a').every(a => document.getElementById(a.getAttribute('href').slice(1)) !== null),
          messages: all('p.message').map(p => p.textContent)
        };
        const pre = document.createElement('pre');
        pre.id = 'probe-result';
        pre.textContent = JSON.stringify(result);
        document.body.appendChild(pre);
        </script>
        """

    /// Loads `page` (a copy beside it, with the probe) in headless Chromium and reads its DOM.
    static func dom(of page: URL, sourceLocation: SourceLocation = #_sourceLocation) throws -> DOM? {
        var html = try String(contentsOf: page, encoding: .utf8)
        let policy = "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'\">\n"
        #expect(html.contains(policy), "the page has no Content-Security-Policy", sourceLocation: sourceLocation)
        html = html.replacingOccurrences(of: policy, with: "")
        guard let object = try evaluate(html, probe: probe, beside: page, sourceLocation: sourceLocation) else { return nil }
        return dom(object)
    }

    /// Loads `html` with `probe` (a `<script>` that writes JSON into `<pre id="probe-result">`)
    /// before its `</body>`, from a file beside `neighbour` (so that relative links
    /// resolve as they would from there), and returns what the probe wrote.
    static func evaluate(_ html: String, probe: String, beside neighbour: URL,
                         sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any]? {
        guard let executable else {
            if isRequired {
                Issue.record("\(requiredVariable)=1 but no chromium on PATH: apt-get install -y chromium",
                             sourceLocation: sourceLocation)
            }
            return nil
        }
        let page = html.contains("</body>") ? html.replacingOccurrences(of: "</body>", with: probe + "\n</body>")
            : "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"></head><body>\n" + html + probe + "\n</body></html>\n"
        let copy = neighbour.deletingLastPathComponent().appendingPathComponent("probe-\(UUID().uuidString).html")
        try Data(page.utf8).write(to: copy)
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: copy)
            try? FileManager.default.removeItem(at: profile)
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(profile.path)",
                             "--window-size=1280,900", "--dump-dom", copy.absoluteString]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let dumped = String(decoding: data, as: UTF8.self)
        guard let start = dumped.range(of: "<pre id=\"probe-result\">"),
              let end = dumped.range(of: "</pre>", range: start.upperBound..<dumped.endIndex) else {
            Issue.record("chromium printed no probe result (status \(process.terminationStatus)): \(dumped.prefix(300))",
                         sourceLocation: sourceLocation)
            return nil
        }
        let json = String(dumped[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&nbsp;", with: "\u{A0}").replacingOccurrences(of: "&amp;", with: "&")
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
                            sourceLocation: sourceLocation)
    }

    private static func dom(_ object: [String: Any]) -> DOM {
        func strings(_ name: String) -> [String] { object[name] as? [String] ?? [] }
        func int(_ name: String) -> Int { object[name] as? Int ?? -1 }
        let rows = (object["rows"] as? [[String: Any]] ?? []).map { row in
            (target: row["target"] as? String ?? "", cells: (row["cells"] as? [[String: Any]] ?? []).map { cell in
                (items: cell["items"] as? [String] ?? [], className: cell["className"] as? String ?? "", text: cell["text"] as? String ?? "")
            })
        }
        let places = (object["places"] as? [[String: Any]] ?? []).map { ($0["text"] as? String ?? "", $0["href"] as? String ?? "") }
        return DOM(title: object["title"] as? String ?? "", columns: strings("columns"), rows: rows, places: places,
                   scripts: int("scripts"), images: int("images"), handlers: int("handlers"), findings: int("findings"),
                   externals: int("externals"),
                   keys: strings("keys"), errors: strings("errors"), matrixWidth: object["matrixWidth"] as? Double ?? 0,
                   cellLinksResolve: object["cellLinksResolve"] as? Bool ?? false, messages: strings("messages"))
    }
}

/// `--reporter html` rendered in headless Chromium: the matrix cells say what each
/// target lacks in each language, every place links to an existing file at its
/// line (relative to the page's folder), and no key or path becomes markup.
@Suite(.enabled(if: HeadlessChromium.executable != nil || HeadlessChromium.isRequired,
                "no chromium on PATH (apt-get install -y chromium): the HTML report's DOM is not checked here"))
struct HTMLReporterTests {
    /// Runs `arguments` with `--reporter html --output <scratch>/reports/audit.html`
    /// in `directory` and returns the page's DOM (`nil` when Chromium is missing).
    private func render(_ arguments: [String], in directory: URL = repositoryRoot, status: Int32 = 1,
                        sourceLocation: SourceLocation = #_sourceLocation) throws -> (dom: HeadlessChromium.DOM, scratch: URL)? {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("html-report-\(UUID().uuidString)")
        let page = scratch.appendingPathComponent("reports/audit.html")
        try FileManager.default.createDirectory(at: page.deletingLastPathComponent(), withIntermediateDirectories: true)
        let output = try #require(try CommandRunner.run(["--reporter", "html", "--output", page.path] + arguments, in: directory),
                                  sourceLocation: sourceLocation)
        #expect(output.status == status, sourceLocation: sourceLocation)
        #expect(output.standardOutput.isEmpty, sourceLocation: sourceLocation)
        guard let dom = try HeadlessChromium.dom(of: page, sourceLocation: sourceLocation) else {
            try? FileManager.default.removeItem(at: scratch)
            return nil
        }
        return (dom, scratch)
    }

    /// The cell of `target` × `column`: its list items, or `["✓"]` for a complete one.
    private func cell(_ dom: HeadlessChromium.DOM, _ target: String, _ column: String) -> [String]? {
        guard let row = dom.rows.first(where: { $0.target == target }), let index = dom.columns.firstIndex(of: column),
              index >= 1, index - 1 < row.cells.count else { return nil }
        let cell = row.cells[index - 1]
        return cell.items.isEmpty ? [cell.text] : cell.items
    }

    /// Each place's link is the file itself, from the page's folder, at the place's line.
    private func expectPlacesLinkToTheirFiles(_ dom: HeadlessChromium.DOM,
                                              sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!dom.places.isEmpty, sourceLocation: sourceLocation)
        for place in dom.places {
            guard let url = URL(string: place.href), url.isFileURL, let fragment = url.fragment else {
                Issue.record("not a file link with a line: \(place.href)", sourceLocation: sourceLocation)
                continue
            }
            #expect(FileManager.default.fileExists(atPath: url.path), "\(place.href) names no file", sourceLocation: sourceLocation)
            let parts = place.text.split(separator: ":")
            #expect(parts.count >= 3 && fragment == "L" + parts[parts.count - 2], "\(place.text) → \(place.href)",
                    sourceLocation: sourceLocation)
            #expect(url.path.hasSuffix("/" + parts.dropLast(2).joined(separator: ":")) || url.path == parts.dropLast(2).joined(separator: ":"),
                    "\(place.text) → \(url.path)", sourceLocation: sourceLocation)
        }
    }

    @Test func pairModeMatrixAndLinks() throws {
        let arguments = ["--sources", "Strings/WidgetSources", "Strings/App/Localizable.xcstrings", "Strings/Widget/Localizable.xcstrings"]
        guard let (dom, scratch) = try render(arguments) else { return }
        defer { try? FileManager.default.removeItem(at: scratch) }
        #expect(dom.title == "xcstrings-audit: 15 errors, 7 warnings, 2 notes (9 fixable with --fix)")
        #expect(dom.columns == ["Target", "every language", "ar", "de", "en", "fi", "he", "ja", "ko", "pt-BR", "zh-Hant"])
        let widget = "Strings/Widget/Localizable.xcstrings"
        #expect(dom.rows.map(\.target) == [widget])
        #expect(cell(dom, widget, "fi") == ["missing-language"])
        #expect(cell(dom, widget, "de") == ["format-mismatch", "translation-drift \u{D7}2"])
        #expect(cell(dom, widget, "ja") == ["missing-translation", "needs-review"])
        #expect(cell(dom, widget, "every language") == ["missing-key \u{D7}5", "stale-key", "locale-does-not-translate",
                                                         "process-locale", "timer-direction \u{D7}3", "paused-shows-zero"])
        #expect(cell(dom, widget, "pt-BR") == ["\u{2713}"])
        #expect(dom.rows.first?.cells.map(\.className) == ["error", "error", "error", "error", "error", "warning", "error", "error",
                                                            "complete", "complete"])
        #expect(dom.findings == 24 && dom.cellLinksResolve && dom.matrixWidth > 100)
        #expect(dom.scripts == 1 && dom.images == 0 && dom.handlers == 0)  // the probe's own script only
        #expect(dom.externals == 0)
        expectPlacesLinkToTheirFiles(dom)
    }

    @Test func projectModeHasARowPerTarget() throws {
        guard let (dom, scratch) = try render(["Tests/XcodeProjectTests/Fixtures/Breathe"]) else { return }
        defer { try? FileManager.default.removeItem(at: scratch) }
        #expect(dom.columns == ["Target", "every language", "ar", "de", "en"])
        #expect(dom.rows.map(\.target) == ["BreatheWidgetExtension", "BreatheIntents"])
        #expect(cell(dom, "BreatheWidgetExtension", "de") == ["missing-language \u{D7}2"])
        #expect(cell(dom, "BreatheWidgetExtension", "ar") == ["missing-translation \u{D7}2", "plural-categories", "translation-drift"])
        // Its shared Localizable catalog: only the keys its code uses ("Settings" is the app's).
        #expect(cell(dom, "BreatheIntents", "de") == ["missing-language"])
        #expect(cell(dom, "BreatheIntents", "ar") == ["\u{2713}"])
        #expect(cell(dom, "BreatheIntents", "every language") == ["missing-key"])
        #expect(dom.findings == 9 && dom.cellLinksResolve)
        expectPlacesLinkToTheirFiles(dom)
    }

    @Test func anInputErrorIsAVisibleSection() throws {
        guard let (dom, scratch) = try render(["Strings/App/Localizable.xcstrings",
                                               "Tests/XCStringsAuditTests/Fixtures/invalid/Truncated.xcstrings"], status: 2) else { return }
        defer { try? FileManager.default.removeItem(at: scratch) }
        #expect(dom.title == "xcstrings-audit: the audit could not run")
        #expect(dom.errors == ["error Tests/XCStringsAuditTests/Fixtures/invalid/Truncated.xcstrings:9:1"
            + "strings[\"Breathe in\"].localizations.ar.stringUnit: unexpected end of file, expected a key in double quotes; "
            + "the file looks truncated"])
        #expect(dom.rows.isEmpty && dom.findings == 0)
        expectPlacesLinkToTheirFiles(dom)
    }

    /// Hostile keys and a hostile folder: the DOM has no element they would have
    /// made, and shows them as text (controls as Control Pictures).
    @Test func hostileKeysAndPathsStayText() throws {
        let (directory, arguments) = try ReporterInjectionTests.workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        guard let (dom, scratch) = try render(arguments, in: directory) else { return }
        defer { try? FileManager.default.removeItem(at: scratch) }
        #expect(dom.scripts == 1 && dom.images == 0 && dom.handlers == 0 && dom.externals == 0)
        func shown(_ text: String) -> String {
            String(String.UnicodeScalarView(text.unicodeScalars.map { $0.value < 0x20 ? Unicode.Scalar(0x2400 + $0.value)! : $0 }))
        }
        #expect(dom.rows.map(\.target) == [shown(ReporterInjectionTests.folder + "/Localizable.xcstrings")])
        #expect(Set(dom.keys) == Set(ReporterInjectionTests.keys.map(shown)))
        #expect(dom.findings == dom.messages.count && dom.findings > 0)
        for place in dom.places { #expect(place.href.hasPrefix("file:///"), "\(place.href)") }
    }
}

/// `--reporter markdown` as GitHub renders it: cmark-gfm (GitHub's own Markdown
/// library, with its table, autolink, strikethrough and tag-filter extensions, raw
/// HTML let through) makes the HTML, headless Chromium its DOM. Skipped without
/// `cmark-gfm` or Chromium (CI has both).
enum CmarkGFM {
    static let executable: URL? = ["/usr/bin/cmark-gfm", "/usr/local/bin/cmark-gfm", "/opt/homebrew/bin/cmark-gfm"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }.map(URL.init(fileURLWithPath:))
}

@Suite(.enabled(if: CmarkGFM.executable != nil && HeadlessChromium.executable != nil,
                "no cmark-gfm or chromium on PATH (apt-get install -y cmark-gfm chromium): the rendered comment is not checked here"))
struct MarkdownRenderingTests {
    static let probe = """
        <script>
        const all = (selector, root = document) => [...root.querySelectorAll(selector)];
        const result = {
          headers: all('table thead th').map(th => th.textContent),
          rows: all('table tbody tr').map(tr => [...tr.children].map(td => td.textContent)),
          details: all('details').length,
          items: all('details li').map(li => li.textContent),
          elements: [...new Set(all('body *').map(e => e.tagName.toLowerCase()))].sort()
        };
        const pre = document.createElement('pre');
        pre.id = 'probe-result';
        pre.textContent = JSON.stringify(result);
        document.body.appendChild(pre);
        </script>
        """

    private func rendered(_ arguments: [String], in directory: URL) throws -> [String: Any]? {
        let output = try #require(try CommandRunner.run(["--reporter", "markdown"] + arguments, in: directory))
        let process = Process()
        process.executableURL = CmarkGFM.executable  // the suite runs only when it is found
        process.arguments = ["-e", "table", "-e", "autolink", "-e", "strikethrough", "-e", "tagfilter", "--unsafe"]
        let input = Pipe(), html = Pipe()
        process.standardInput = input
        process.standardOutput = html
        try process.run()
        input.fileHandleForWriting.write(Data(output.standardOutput.utf8))
        try input.fileHandleForWriting.close()
        let data = html.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return try HeadlessChromium.evaluate(String(decoding: data, as: UTF8.self), probe: Self.probe,
                                             beside: directory.appendingPathComponent("comment.html"))
    }

    @Test func theTableHasACellPerTargetAndLanguage() throws {
        guard let dom = try rendered(["Tests/XcodeProjectTests/Fixtures/Breathe"], in: repositoryRoot) else { return }
        #expect(dom["headers"] as? [String] == ["Target", "every language", "ar", "de", "en"])
        #expect(dom["rows"] as? [[String]] == [
            ["BreatheWidgetExtension", "missing-key", "missing-translation \u{D7}2, plural-categories, translation-drift",
             "missing-language \u{D7}2", "\u{2713}"],
            ["BreatheIntents", "missing-key", "\u{2713}", "missing-language", "\u{2713}"],
        ])
        #expect(dom["details"] as? Int == 5 && (dom["items"] as? [String])?.count == 9)
    }

    /// Hostile keys and folder: no element but the comment's own, every row as wide
    /// as the heading, the messages shown as written (controls as Control Pictures,
    /// `@` followed by a word joiner).
    @Test func hostileValuesStayText() throws {
        let (directory, arguments) = try ReporterInjectionTests.workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        guard let dom = try rendered(arguments, in: directory) else { return }
        let elements = Set(dom["elements"] as? [String] ?? [])
        #expect(elements.isSubset(of: ["h3", "p", "em", "table", "thead", "tbody", "tr", "th", "td", "details", "summary",
                                       "b", "ul", "li", "strong", "code", "pre", "script"]), "\(elements)")
        let headers = dom["headers"] as? [String] ?? []
        let rows = dom["rows"] as? [[String]] ?? []
        #expect(rows.count == 1 && rows.allSatisfy { $0.count == headers.count })
        func shown(_ text: String) -> String {
            String(String.UnicodeScalarView(text.unicodeScalars.map { $0.value < 0x20 ? Unicode.Scalar(0x2400 + $0.value)! : $0 }))
                .replacingOccurrences(of: "@", with: "@\u{2060}")
        }
        #expect(rows.first?.first == shown(ReporterInjectionTests.folder + "/Localizable.xcstrings"))
        let items = (dom["items"] as? [String] ?? []).joined(separator: "\n")
        // Each finding's message (which quotes the keys) reads as the JSON report has it.
        let messages = try ReporterStructureTests.jsonFindings(arguments, in: directory).compactMap { $0["message"] as? String }
        #expect(messages.count == 3)
        for message in messages { #expect(items.contains(shown(message)), "\(shown(message))") }
        #expect(items.contains("<script>alert(1)</script> & ") && items.contains("`tick` @\u{2060}octocat"))
    }
}
