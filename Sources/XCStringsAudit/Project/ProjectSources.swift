import Foundation
import XcodeProject

/// What project mode reads from the audited extensions' Swift files, as jobs for
/// `DispatchQueue.concurrentPerform`: each file scanned for the keys it looks up
/// (once per set of compilation conditions: a file a phone and a watch widget both
/// compile, twice) and lexed for the code rules (once, however many extensions
/// compile it).
///
/// They need the targets, not their tables: ``ProjectAudit/plan(readingSources:)``
/// runs them beside the tables' reading, which leaves a core idle while one large
/// table is made; ``ProjectAudit/run(_:)`` runs them itself for a plan without them.
///
/// `@unchecked Sendable`: the inputs are constants, and each job writes its own
/// slots (``ConcurrentSlots``), which are read only after every job has run.
final class ProjectSources: @unchecked Sendable {
    /// The files to scan, each with the conditions it is compiled with.
    let scans: [ProjectAudit.FileInTarget]
    /// By audited target (in the plan's order), the paths the code rules read.
    let codePaths: [[String]]
    /// Each path of ``codePaths`` once, in first-seen order.
    private let lexPaths: [String]
    private let scanner: SwiftSourceScanner
    private let scanned: ConcurrentSlots<SwiftSourceScanner.FileResult?>
    private let skipped: ConcurrentSlots<String?>
    private let lexedSlots: ConcurrentSlots<[SwiftCodeFile]>

    /// - Parameters:
    ///   - targets: The audited extensions, in the plan's order.
    ///   - options: The command line (`--exclude`, `--localized-function`).
    init(targets: [XcodeTarget], options: AuditOptions) {
        let selection = SourceSelection(excludes: options.excludes)
        var seen = Set<ProjectAudit.FileInTarget>()
        scans = targets.flatMap { target in
            let own = Set(target.sourceFiles)
            return ProjectAudit.code(of: target).map { ProjectAudit.compiled($0, by: target, own: own) }
                .filter { !selection.isExcluded($0.file) && seen.insert($0).inserted }
        }
        codePaths = targets.map { ProjectAudit.code(of: $0).filter { !selection.isExcluded($0) } }
        var seenPaths = Set<String>()
        lexPaths = codePaths.flatMap { $0.filter { seenPaths.insert($0).inserted } }
        scanner = SwiftSourceScanner(localizedFunctions: options.localizedFunctions)
        scanned = ConcurrentSlots(count: scans.count)
        skipped = ConcurrentSlots(count: scans.count)
        lexedSlots = ConcurrentSlots(count: lexPaths.count)
    }

    /// How many jobs there are: the scans, then the files to lex.
    var jobCount: Int { scans.count + lexPaths.count }

    /// Runs one job; every job must run once before the results are read.
    func perform(_ job: Int) {
        guard job < scans.count else {
            // The code rules' files are read as `--sources` reads them (no `--exclude` there:
            // the paths were chosen already).
            let path = lexPaths[job - scans.count]
            lexedSlots.set(job - scans.count, WidgetCodeRules.lexedFiles(at: path, selection: SourceSelection(excludes: [])))
            return
        }
        let file = scans[job].file
        // Over the size limit (a generated file would take gigabytes): a note, not a read.
        let reason = SwiftSourceScanner.reasonToSkip(file)
        skipped.set(job, reason)
        guard reason == nil else {
            scanned.set(job, nil)
            return
        }
        let bytes = try? XcodeProject.readFile(file)
        scanned.set(job, bytes.map { scanner.scan($0, file: file, conditions: scans[job].conditions) })
    }

    /// Runs every job, on all cores.
    func performAll() {
        DispatchQueue.concurrentPerform(iterations: jobCount) { perform($0) }
    }

    /// Why the scan of ``scans``'s file at `index` was skipped, if it was.
    func skipReason(_ index: Int) -> String? { skipped.get(index) }

    /// What the scan of ``scans``'s file at `index` found; `nil` when the file could not be read.
    func scanResult(_ index: Int) -> SwiftSourceScanner.FileResult? { scanned.get(index) }

    /// The lexed files of each path the code rules read.
    func lexed() -> [String: [SwiftCodeFile]] {
        var lexed: [String: [SwiftCodeFile]] = [:]
        for (index, path) in lexPaths.enumerated() { lexed[path] = lexedSlots.get(index) }
        return lexed
    }
}
