import Dispatch
import Foundation

/// Where the command spends more than one core on a pair's audit: the one place
/// that knows about threads. ``CatalogAudit`` and the rules are serial code; this
/// runs its steps (``CatalogAudit/run()``) with the widget's entries split into
/// contiguous parts, walked and settled on all cores and merged in entry order,
/// and the app keys the widget lacks (`--all-keys`) found alongside.
///
/// A catalog of real size (a few thousand keys at most) is walked in one piece on
/// this thread: splitting pays only for tens of thousands of entries
/// (`tools/Benchmarks/run pairs`, the 2 × 150 MB pair).
enum AuditSchedule {
    /// The number of widget entries from which they are walked in parts.
    static let splitThreshold = 4096

    /// Runs `audit`, walking its widget's entries in parts when there are at
    /// least `splitFrom` of them (tests lower it to check that splitting changes
    /// nothing).
    ///
    /// - Returns: The same result as `audit.run()`.
    static func run(_ audit: CatalogAudit, splitFrom: Int = splitThreshold) -> CatalogAudit.Result {
        let count = audit.widget.entries.count
        guard count >= splitFrom, count > 1 else { return audit.run() }
        // Several parts per core, so that a core that finishes early takes another.
        let parts = min(ProcessInfo.processInfo.activeProcessorCount * 4, 64, count)
        let ranges = (0..<parts).map { part in (count * part / parts)..<(count * (part + 1) / parts) }
        let start = audit.start()

        let walks = ConcurrentSlots<CatalogAudit.Walk>(count: parts)
        let appKeys = ConcurrentSlots<(keys: [String], findings: [AuditFinding])>(count: 1)
        // The app keys first: one job as long as several parts.
        DispatchQueue.concurrentPerform(iterations: parts + 1) { job in
            if job == 0 {
                appKeys.set(0, audit.appKeysTheWidgetLacks(start))
            } else {
                walks.set(job - 1, audit.walk(ranges[job - 1], from: start))
            }
        }
        let walked = (0..<parts).map(walks.get)

        let widgetHas = CatalogAudit.widgetHas(walked)
        let settled = ConcurrentSlots<CatalogAudit.SettledGaps>(count: parts)
        DispatchQueue.concurrentPerform(iterations: parts) { part in
            settled.set(part, audit.settle(walked[part], from: start, widgetHas: widgetHas))
        }
        return audit.finish(start, appKeys: appKeys.get(0), walks: walked, settled: (0..<parts).map(settled.get))
    }
}
