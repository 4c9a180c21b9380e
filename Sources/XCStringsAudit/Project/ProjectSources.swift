import Foundation
import XcodeProject

/// What project mode reads from the audited extensions' Swift files, as jobs for
/// `DispatchQueue.concurrentPerform`: each file scanned for the keys it looks up
/// (once per set of compilation conditions: a file a phone and a watch widget both
/// compile, twice) and lexed for the code rules (once, however many extensions
/// compile it). A file both scanned and lexed is read and lexed once, by its first
/// scan, when none of its `#if` branches is blanked for that scan (the two then lex
/// the same bytes).
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
    /// By scan, the index in ``lexPaths`` of the file that scan lexes for the code
    /// rules too (the first scan of each such file).
    private let lexedByScan: [Int?]
    /// The indices in ``lexPaths`` no scan lexes: jobs of their own.
    private let lexJobs: [Int]
    /// The files only a linked framework holds (no audited target compiles them
    /// itself, and no package holds them): the lookups of one that names no localized
    /// API (``ProjectAudit/mayLookUpText(_:)``) are not kept — SwiftGen's tables, which
    /// look up in the framework's bundle — but its units and names are, for the reach.
    private let frameworkOnly: Set<String>
    private let scanner: SwiftSourceScanner
    /// `--localized-function` names, for a second scanner (``settleStringMembers()``).
    private let localizedFunctions: [String]
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
        // The code rules read the target's own files and its packages', not a linked framework's:
        // a shared framework is often most of a project's code, read once per extension.
        codePaths = targets.map { target in
            let framework = ProjectAudit.frameworkCode(of: target)
            return ProjectAudit.code(of: target).filter { !selection.isExcluded($0) && !framework.contains($0) }
        }
        frameworkOnly = ProjectAudit.frameworkOnlyFiles(of: targets)
        var seenPaths = Set<String>()
        lexPaths = codePaths.flatMap { $0.filter { seenPaths.insert($0).inserted } }
        var lexIndex = Dictionary(lexPaths.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        lexedByScan = scans.map { scan in lexIndex.removeValue(forKey: scan.file) }
        let byScans = Set(lexedByScan.compactMap { $0 })
        lexJobs = lexPaths.indices.filter { !byScans.contains($0) }
        localizedFunctions = options.localizedFunctions
        scanner = SwiftSourceScanner(localizedFunctions: options.localizedFunctions)
        scanned = ConcurrentSlots(count: scans.count)
        skipped = ConcurrentSlots(count: scans.count)
        lexedSlots = ConcurrentSlots(count: lexPaths.count)
    }

    /// How many jobs there are: the scans, then the files to lex that no scan lexes.
    var jobCount: Int { scans.count + lexJobs.count }

    /// Runs one job; every job must run once, and then ``settleStringMembers()``,
    /// before the results are read.
    func perform(_ job: Int) {
        guard job < scans.count else {
            lex(lexJobs[job - scans.count])
            return
        }
        let file = scans[job].file
        let alsoLexed = lexedByScan[job]
        // Over the size limit (a generated file would take gigabytes): a note, not a read.
        let reason = SwiftSourceScanner.reasonToSkip(file)
        skipped.set(job, reason)
        guard reason == nil, let bytes = try? XcodeProject.readFile(file) else {
            scanned.set(job, nil)
            if let alsoLexed { lex(alsoLexed) }
            return
        }
        let (result, lexer, active) = scan(job, bytes: bytes, with: scanner)
        scanned.set(job, result)
        // A framework's file is not read for the code rules.
        guard let alsoLexed, !frameworkOnly.contains(file) else { return }
        // The code rules read every branch: the scan's tokens are theirs only when it blanked none.
        if active == bytes, (try? Self.selection.swiftFiles(in: [file]))?.files == [file] {
            lexedSlots.set(alsoLexed, [SwiftCodeFile(path: file, bytes: bytes, lexer: lexer)])
        } else {
            lex(alsoLexed)
        }
    }

    /// The scan of ``scans``'s file at `job`, whose contents are `bytes`, with `scanner`;
    /// with the file lexed as scanned and the code it scanned (its active `#if` branches).
    private func scan(_ job: Int, bytes: [UInt8], with scanner: SwiftSourceScanner)
        -> (result: SwiftSourceScanner.FileResult, lexer: SwiftLexer, active: [UInt8]) {
        let file = scans[job].file
        let conditions = scans[job].conditions
        let active = ConditionalCompilation.activeCode(bytes, conditions: conditions)
        var lexer = SwiftLexer(bytes: active)
        lexer.lex()
        var result = scanner.scan(lexed: [(file, lexer)])[0]
        if frameworkOnly.contains(file), !ProjectAudit.mayLookUpText(bytes) {
            // Its names carry the reach (and read the names other files' lookups are kept in),
            // but what it may look up goes to the framework's own bundle: kept only to say
            // which of the framework's texts run (``BundleLanguages``), never checked against the target's tables.
            result.usages.removeAll { !$0.namesABundle }
            return (result, lexer, active)
        }
        if let top = lexer.runs.first {
            let neverTaken = AvailabilityBranches.neverTaken(top, bytes: active, platforms: conditions.platforms,
                                                             minimumVersions: conditions.minimumVersions)
            for range in neverTaken {
                for index in result.usages.indices
                where range.contains(SwiftSourceScanner.Place(line: result.usages[index].line, column: result.usages[index].column)) {
                    result.usages[index].isInBranchNeverTaken = true
                }
            }
        }
        return (result, lexer, active)
    }

    /// After every job has run: a member of `String` that one file declares to
    /// localize `self` (`var i18nWidgets: String { String(localized: .init(stringLiteral:
    /// self), bundle: .main) }`) makes `"key".i18nWidgets` a lookup in every file,
    /// though each file was scanned apart. The files that read such a member by a
    /// name they do not declare themselves are scanned again, knowing it.
    func settleStringMembers() {
        var declared = SwiftSourceScanner.StringMembers()
        for job in scans.indices {
            guard let own = scanned.get(job)?.localizingStringMembers else { continue }
            declared.all.formUnion(own.all)
            declared.withDefault.formUnion(own.withDefault)
        }
        guard !declared.all.isEmpty else { return }
        let again = scans.indices.filter { job in
            guard let result = scanned.get(job) else { return false }
            return !result.memberNames.isDisjoint(with: declared.all.subtracting(result.localizingStringMembers.all))
        }
        guard !again.isEmpty else { return }
        let knowing = SwiftSourceScanner(localizedFunctions: localizedFunctions, localizingStringMembers: declared)
        DispatchQueue.concurrentPerform(iterations: again.count) { index in
            let job = again[index]
            guard let bytes = try? XcodeProject.readFile(scans[job].file) else { return }
            scanned.set(job, scan(job, bytes: bytes, with: knowing).result)
        }
    }

    /// How the code rules' files are chosen: as `--sources` chooses them (no
    /// `--exclude` there: the paths were chosen already).
    private static let selection = SourceSelection(excludes: [])

    /// Reads and lexes the code rules' file at ``lexPaths``[`index`].
    private func lex(_ index: Int) {
        lexedSlots.set(index, WidgetCodeRules.lexedFiles(at: lexPaths[index], selection: Self.selection))
    }

    /// Runs every job, on all cores.
    func performAll() {
        DispatchQueue.concurrentPerform(iterations: jobCount) { perform($0) }
        settleStringMembers()
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
