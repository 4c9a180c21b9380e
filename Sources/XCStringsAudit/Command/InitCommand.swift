import Foundation
import PropertyList

/// `xcstrings-audit init [PROJECT]`: a starter `.xcstrings-audit.json` beside the
/// `.xcodeproj`, from what project mode finds there: the app target, the
/// languages the app ships, and every other field of the configuration (from
/// ``AuditOptions/configurationFields``) empty, so that each one is in view.
///
/// ```
/// $ xcstrings-audit init
/// xcstrings-audit: wrote .xcstrings-audit.json for Breathe.xcodeproj:
/// {
///   "localizedFunctions": [],
///   "languages": ["de", "en"],
///   …
/// ```
///
/// An existing file is refused unless `--force` is given; nothing is written
/// when the project cannot be read.
struct InitCommand {
    var options: AuditOptions

    /// Writes the file and prints it.
    ///
    /// - Returns: 0 when it was written, 2 when the project cannot be read or the
    ///   file exists (without `--force`) or cannot be written.
    func run(standardOutput: (String) -> Void, standardError: (String) -> Void) -> Int32 {
        let projectPath = options.projectPath ?? "."
        var projectOptions = AuditOptions()
        projectOptions.projectPath = projectPath
        projectOptions.project = options.project
        projectOptions.appTarget = options.appTarget
        let plan: ProjectAudit.Plan
        let projectDirectory: String
        do throws(AuditInputError) {
            projectDirectory = try ProjectLocator.locate(projectPath, named: options.project)
            plan = try ProjectAudit(options: projectOptions).plan()
        } catch {
            standardError("xcstrings-audit: error: \(error)\n")
            return 2
        }
        let folder = (projectDirectory as NSString).deletingLastPathComponent
        let path = folder.isEmpty ? AuditConfiguration.fileName : (folder as NSString).appendingPathComponent(AuditConfiguration.fileName)
        let contents = Self.contents(appTarget: plan.app.target.name, languages: plan.app.languages)
        do throws(AuditInputError) {
            try write(contents, to: path)
        } catch {
            standardError("xcstrings-audit: error: \(error)\n")
            return 2
        }
        var report = "xcstrings-audit: wrote \(path) for \((projectDirectory as NSString).lastPathComponent):\n" + contents
        report += "\napp target: \(plan.app.target.name)\n"
        report += "audited: " + (plan.audited.isEmpty ? "no extension target" : plan.audited.map(\.target.name).joined(separator: ", ")) + "\n"
        if !plan.ignored.isEmpty {
            report += "not audited: " + plan.ignored.map { "\($0.name) (\($0.kind.rawValue))" }.joined(separator: ", ") + "\n"
        }
        if !plan.app.languages.isEmpty {
            report += """
                "languages" lists what the app ships today; a language added later is checked only once it is added
                here, and every language is checked without the field.

                """
        }
        report += """
            Leave targets out with "skipTargets", rules with "disable"; see Documentation/Configuration.md.

            """
        standardOutput(report)
        return 0
    }

    /// The order a reader wants: what is audited, then what is checked, then the rules.
    private static let order = ["appTarget", "skipTargets", "languages", "exclude", "localizedFunctions", "severity",
                                "disable", "enable"]

    /// The file: every configuration field (a field not in ``order`` after the
    /// others, in the declarations' order), one a line.
    static func contents(appTarget: String, languages: [String]) -> String {
        let rank = { (key: String) in order.firstIndex(of: key) ?? order.count }
        let sorted = AuditOptions.configurationFields.enumerated()
            .sorted { (rank($0.element.key), $0.offset) < (rank($1.element.key), $1.offset) }.map(\.element)
        let fields = sorted.compactMap { field -> String? in
            let value: String
            switch field.key {
            case "appTarget": value = FindingFormatter.jsonString(appTarget)
            case "languages":
                guard !languages.isEmpty else { return nil }
                value = "[" + languages.map(FindingFormatter.jsonString).joined(separator: ", ") + "]"
            case "severity": value = "{}"
            // The default report; the command line's --reporter wins over it.
            case "reporter": value = "\"text\""
            default: value = "[]"
            }
            return "  \(FindingFormatter.jsonString(field.key)): \(value)"
        }
        return "{\n" + fields.joined(separator: ",\n") + "\n}\n"
    }

    /// Creates the file (atomically replacing it with `--force`).
    private func write(_ contents: String, to path: String) throws(AuditInputError) {
        if options.force {
            try ReportOutput.replace(Data(contents.utf8), at: path, what: "the configuration")
            return
        }
        // O_EXCL: refuses to replace a file, also one that appears in the meantime.
        let descriptor = open(path.fileSystemPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOCTTY, 0o666)
        guard descriptor >= 0 else {
            if errno == EEXIST {
                throw AuditInputError(path: path, message: "already exists; edit it, or replace it with "
                    + "'xcstrings-audit init --force" + (options.projectPath.map { " \($0)" } ?? "") + "'")
            }
            throw AuditInputError(path: path, message: "cannot write the configuration: \(String(cString: strerror(errno)))")
        }
        let failure = AtomicFileWriter.writeAll(descriptor, Data(contents.utf8))
        if close(descriptor) != 0 || failure != nil {
            unlink(path.fileSystemPath)
            throw AuditInputError(path: path, message: "cannot write the configuration: "
                + String(cString: strerror(failure ?? errno)) + "; nothing was written")
        }
    }
}
