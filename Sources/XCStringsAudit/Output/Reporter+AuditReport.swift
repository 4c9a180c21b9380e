extension AuditReport {
    /// What a ``Reporter`` writes its document from: the targets (pair mode: the
    /// widget catalog) with their findings as `grouped`, the audited languages when
    /// the reporter shows them, the run's warnings and notes.
    func reportContents(_ units: [AuditOutcome.Unit], of outcome: AuditOutcome, grouped: [[AuditFinding]],
                        problems: [AuditProblem], baseline: (path: String, known: Int, gone: Int)?) -> ReportContents {
        var contents = ReportContents(places: .current(outputPath: options.outputPath,
                                                       subject: options.projectPath ?? options.widgetCatalog))
        switch outcome.layout {
        case let .pair(_, widgetPath):
            contents.targets = [ReportContents.Target(name: widgetPath, findings: grouped.first ?? [])]
        case .project:
            contents.isProject = true
            contents.targets = outcome.groupNames.indices.map { index in
                ReportContents.Target(name: outcome.groupNames[index], findings: index < grouped.count ? grouped[index] : [])
            }
        }
        if options.format.showsMatrix {
            var languages = Set<String>()
            for unit in units {
                languages.formUnion(unit.app.languages)
                if !unit.app.entries.isEmpty { languages.insert(unit.app.sourceLanguage) }
            }
            languages.remove("Base")
            if let only = options.languages { languages.formIntersection(only) }
            contents.languages = languages.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        }
        contents.notices = problems
        contents.strict = options.strict
        contents.defaultTable = outcome.defaultTable
        contents.baseline = baseline
        return contents
    }
}
