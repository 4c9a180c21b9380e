/// `--reporter codeclimate`: a GitLab Code Quality report (the Code Climate
/// issue format GitLab reads from `artifacts:reports:codequality`).
///
/// A JSON array with an issue per finding: `description` (the message; in project
/// mode after the target and table), `check_name` (the rule), `fingerprint`,
/// `severity` and `location` with the path relative to the current directory (the
/// repository, in a CI job) and `lines.begin`. Severities: an error is `major`, a
/// warning `minor`, a note `info`; an input error is `blocker`.
///
/// The fingerprint is the finding's identity hash (``FindingIdentity/hash``: rule,
/// key, language, table, target, not the line), so that GitLab sees a finding as
/// the same one from the base branch to the merge request while lines move. When
/// several findings share an identity (a rule that fires twice in one Swift file),
/// the second and later ones hash their rank too: GitLab keeps one issue per
/// fingerprint.
///
/// ```json
/// [
///   {"type": "issue", "check_name": "missing-translation", "description": "…", "categories": ["Bug Risk"],
///    "severity": "major", "fingerprint": "3b0f…", "location": {"path": "Widget/Localizable.xcstrings", "lines": {"begin": 713}}}
/// ]
/// ```
struct CodeClimateReporter: Reporter {
    func render(_ contents: ReportContents) -> String {
        var issues: [String] = []
        if contents.errors.isEmpty {
            var seen: [FindingIdentity: Int] = [:]
            for finding in contents.findings {
                let identity = FindingIdentity(finding, defaultTable: contents.defaultTable)
                seen[identity, default: 0] += 1
                let severity = switch finding.severity {
                case .error: "major"
                case .warning: "minor"
                case .note: "info"
                }
                issues.append(Self.issue(check: finding.rule.identifier, description: CheckstyleReporter.message(finding, contents),
                                         severity: severity, fingerprint: Self.fingerprint(identity, occurrence: seen[identity]!),
                                         path: contents.places.repositoryPath(finding.file), line: finding.line))
            }
        } else {
            for error in contents.errors {
                let path = error.path ?? contents.places.subject ?? "."
                let identity = FindingIdentity(rule: "input-error", key: error.message, language: nil, table: path, target: nil)
                issues.append(Self.issue(check: "input-error", description: error.message, severity: "blocker",
                                         fingerprint: identity.hash, path: contents.places.repositoryPath(path),
                                         line: error.line ?? 1))
            }
        }
        guard !issues.isEmpty else { return "[]\n" }
        return "[\n" + issues.map { "  " + $0 }.joined(separator: ",\n") + "\n]\n"
    }

    /// One issue object, on one line.
    private static func issue(check: String, description: String, severity: String, fingerprint: String,
                              path: String, line: Int) -> String {
        "{\"type\": \"issue\", \"check_name\": \(ReportEscaping.json(check)), \"description\": \(ReportEscaping.json(description)), "
            + "\"categories\": [\"Bug Risk\"], \"severity\": \"\(severity)\", \"fingerprint\": \"\(fingerprint)\", "
            + "\"location\": {\"path\": \(ReportEscaping.json(path)), \"lines\": {\"begin\": \(max(line, 1))}}}"
    }

    /// The identity's hash for its first finding; for the `occurrence`-th (from 2),
    /// the hash of the identity with that rank added to its target.
    static func fingerprint(_ identity: FindingIdentity, occurrence: Int) -> String {
        guard occurrence > 1 else { return identity.hash }
        var ranked = identity
        ranked.target = (identity.target ?? "") + "\u{0}#\(occurrence)"
        return ranked.hash
    }
}
