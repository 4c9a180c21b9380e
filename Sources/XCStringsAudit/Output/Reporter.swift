import Foundation
import PropertyList

/// A reporter of a document format, `--reporter junit`, `checkstyle`,
/// `codeclimate`, `markdown` or `html`: one ``ReportContents`` — the run's
/// findings by target, or the errors that stopped it — in, one whole document out.
///
/// ```swift
/// let document = CheckstyleReporter().render(contents)
/// // <?xml version="1.0" encoding="UTF-8"?>
/// // <checkstyle version="4.3"> …
/// ```
///
/// Every reporter writes an error document for a run that could not audit (exit
/// status 2), escapes every key, path and message for its format, and writes no
/// line that a CI runner could take for a command (see ``ReportEscaping``).
/// Documentation/Reporters.md describes each format.
protocol Reporter: Sendable {
    /// The document for `contents`: of its targets' findings, or, when
    /// ``ReportContents/errors`` is not empty, of the errors that stopped the run.
    func render(_ contents: ReportContents) -> String
}

extension AuditOptions.Format {
    /// The reporter of a document format; `nil` for the formats ``FindingFormatter``
    /// writes itself (text, xcode, github, json, sarif).
    var reporter: (any Reporter)? {
        switch self {
        case .text, .xcode, .github, .json, .sarif: nil
        case .junit: JUnitReporter()
        case .checkstyle: CheckstyleReporter()
        case .codeclimate: CodeClimateReporter()
        case .markdown: MarkdownReporter()
        case .html: HTMLReporter()
        }
    }

    /// Whether the reporter shows the targets × languages matrix (``ReportMatrix``),
    /// so that the audited languages are worth collecting.
    var showsMatrix: Bool { self == .markdown || self == .html }
}

/// What a ``Reporter`` writes a document from.
struct ReportContents {
    /// An audited target and its findings (pair mode: one, named by the widget catalog).
    struct Target: Hashable, Sendable {
        var name: String
        /// Its findings, sorted as the report shows them.
        var findings: [AuditFinding]
    }

    /// The audited targets, in report order; none when the run could not audit.
    var targets: [Target] = []
    /// The languages the audit checked (the app's, as `--languages` allows, the
    /// source language included), bytewise; the matrix adds any a finding names.
    var languages: [String] = []
    /// The errors that stopped the run (exit status 2); the document is then an
    /// error document.
    var errors: [AuditProblem] = []
    /// Warnings and notes of a run that did audit (a skipped source, a reader warning).
    var notices: [AuditProblem] = []
    /// `--strict`: warnings fail the audit too.
    var strict = false
    /// Project mode: the targets are Xcode targets, and findings name their table.
    var isProject = false
    /// The table a finding without one belongs to (its fingerprint's).
    var defaultTable = "Localizable"
    /// With `--baseline`: the file, how many findings it held back, how many of its entries are gone.
    var baseline: (path: String, known: Int, gone: Int)?
    /// Where the document is and what paths are relative to.
    var places: ReportPlaces

    /// Every finding, target by target.
    var findings: [AuditFinding] { targets.flatMap(\.findings) }

    /// Whether `finding` fails the audit (decides exit status 1): an error, or a
    /// warning with `--strict`.
    func fails(_ finding: AuditFinding) -> Bool {
        finding.severity == .error || (strict && finding.severity == .warning)
    }

    /// `3 errors, 1 warning, 1 note (3 fixable with --fix)` without the full stop,
    /// or the all-clear sentence.
    var summary: String {
        var text = FindingFormatter.summary(findings)
        if isProject { text = text.replacingOccurrences(of: "the widget catalog has", with: "every extension has") }
        return text.hasSuffix(".") && !findings.isEmpty ? String(text.dropLast()) : text
    }

    /// With `--baseline`: `13 known findings are not shown, 1 of its entries is gone`.
    var baselineCounts: String? {
        baseline.map { baseline in
            "\(baseline.known) known finding\(baseline.known == 1 ? " is" : "s are") not shown, "
                + "\(baseline.gone) of its entries \(baseline.gone == 1 ? "is" : "are") gone"
        }
    }

    /// The error document's contents: no targets, the errors that stopped the run.
    static func failed(_ problems: [AuditProblem], places: ReportPlaces) -> ReportContents {
        var contents = ReportContents(places: places)
        contents.errors = problems.filter { $0.level == .error }
        contents.notices = problems.filter { $0.level != .error }
        return contents
    }
}

/// Where a report is written and what its paths are relative to: findings name
/// files as the user gave them (relative to the current directory); an HTML page
/// links to them relative to its own folder; GitLab wants paths relative to the
/// repository (the job's current directory).
struct ReportPlaces: Hashable, Sendable {
    /// The current directory, absolute.
    var workingDirectory: String
    /// The folder the document is written into (`--output`'s), absolute; the
    /// current directory for standard output.
    var documentDirectory: String
    /// What was audited (the project, or the widget catalog): the place of an
    /// error that names no file, where a format needs one.
    var subject: String?

    /// The places of a run in `workingDirectory` writing to `outputPath` (`nil`: standard output).
    init(workingDirectory: String, outputPath: String?, subject: String?) {
        self.workingDirectory = workingDirectory
        let output = outputPath.map { Self.components(of: $0, in: workingDirectory) }
        documentDirectory = output.map { "/" + $0.dropLast().joined(separator: "/") } ?? workingDirectory
        self.subject = subject.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The places of this process: its current directory.
    static func current(outputPath: String?, subject: String?) -> ReportPlaces {
        ReportPlaces(workingDirectory: FileSystemName.currentDirectory() ?? FileManager.default.currentDirectoryPath, outputPath: outputPath, subject: subject)
    }

    /// `path` relative to the working directory when it is inside it
    /// (`./Widget/x` → `Widget/x`, `/repo/Widget/x` → `Widget/x` in `/repo`),
    /// else unchanged.
    func repositoryPath(_ path: String) -> String {
        let file = Self.components(of: path, in: workingDirectory)
        let base = Self.components(of: workingDirectory, in: "/")
        guard file.count > base.count, Array(file.prefix(base.count)) == base else { return path }
        return file.dropFirst(base.count).joined(separator: "/")
    }

    /// A relative URI reference from the document's folder to `path`, with the
    /// line as a `#L12` fragment (as GitHub and GitLab file views take it):
    /// `../Widget/Localizable.xcstrings#L12`. Every byte but RFC 3986's unreserved
    /// characters and `/` is percent-encoded, so that no path can end the
    /// attribute or become a `javascript:` link.
    func link(to path: String, line: Int?) -> String {
        let file = Self.components(of: path, in: workingDirectory)
        let base = Self.components(of: documentDirectory, in: "/")
        var shared = 0
        while shared < base.count, shared < file.count - 1, base[shared] == file[shared] { shared += 1 }
        let steps = Array(repeating: "..", count: base.count - shared) + file.dropFirst(shared)
        let relative = steps.isEmpty ? "." : steps.joined(separator: "/")
        return SARIFLog.uri(relative) + (line.map { "#L\($0)" } ?? "")
    }

    /// The components of `path` made absolute against `directory`, with `.`,
    /// `..` and empty components resolved lexically (`/a/./b/../c` → `a`, `c`).
    static func components(of path: String, in directory: String) -> [String] {
        let full = path.hasPrefix("/") ? path : directory + "/" + path
        var result: [String] = []
        for component in full.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": if !result.isEmpty { result.removeLast() }
            default: result.append(String(component))
            }
        }
        return result
    }
}
