extension AuditOptions.ColorChoice {
    /// Whether the text format is coloured.
    ///
    /// `always` and `never` decide alone. `auto` follows the conventions, in this
    /// order: `NO_COLOR` set and non-empty turns colour off (no-color.org);
    /// `FORCE_COLOR` or `CLICOLOR_FORCE` set, non-empty and not `0` (or for
    /// `FORCE_COLOR`, `false`) turn it on; `TERM=dumb` turns it off; otherwise
    /// colour is on exactly when standard output is a terminal.
    ///
    /// ```swift
    /// AuditOptions.ColorChoice.auto.usesColour(environment: ["NO_COLOR": ""], isTerminal: true)   // true
    /// AuditOptions.ColorChoice.auto.usesColour(environment: ["NO_COLOR": "1"], isTerminal: true)  // false
    /// ```
    func usesColour(environment: [String: String], isTerminal: Bool) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto: break
        }
        if let value = environment["NO_COLOR"], !value.isEmpty { return false }
        if let value = environment["FORCE_COLOR"], !value.isEmpty, value != "0", value != "false" { return true }
        if let value = environment["CLICOLOR_FORCE"], !value.isEmpty, value != "0" { return true }
        if environment["TERM"] == "dumb" { return false }
        return isTerminal
    }
}
