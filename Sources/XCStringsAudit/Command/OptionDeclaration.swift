/// One command-line option, declared once: its names, its value, its help, its
/// field in `.xcstrings-audit.json`, and how a value is checked and applied.
/// ``AuditOptions/declarations`` lists them all; parsing, `--help`, the
/// configuration file and every message about an option come from that list.
struct OptionDeclaration: Sendable {
    /// What follows the option's name.
    enum Value: Sendable {
        /// Nothing: the option is a switch.
        case none(@Sendable (inout AuditOptions) -> Void)
        /// A value, shown as `placeholder` in `--help`; applied (and checked) by
        /// the closure, which gets the name as typed (`-o` or `--output`).
        case some(placeholder: String, @Sendable (inout AuditOptions, _ name: String, _ value: String)
            throws(AuditUsageError) -> Void)
    }

    /// The option's field in the configuration file, and how a member is read
    /// into the configuration (with its place for messages).
    struct ConfigurationField: Sendable {
        var key: String
        var read: @Sendable (inout AuditConfiguration, PositionedJSON.Member, _ path: String)
            throws(AuditInputError) -> Void
    }

    /// The names, long first (`["--output", "-o"]`); none for a field that only
    /// the configuration file has.
    var names: [String]
    var value: Value
    /// The help's first column when it is not the names and the placeholder.
    var label: String?
    /// The help, as its lines (wrapped for the help's second column); `nil` when
    /// another declaration's row describes this one too (`--widget` beside `--app`).
    var help: String?
    var configuration: ConfigurationField?

    init(_ names: [String], _ value: Value, label: String? = nil, help: String?,
         configuration: ConfigurationField? = nil) {
        self.names = names
        self.value = value
        self.label = label
        self.help = help
        self.configuration = configuration
    }

    /// Whether the option takes a value.
    var takesValue: Bool {
        if case .some = value { true } else { false }
    }

    /// The first column of its `--help` row: `--output, -o <file>`.
    var helpLabel: String {
        if let label { return label }
        let names = names.joined(separator: ", ")
        if case .some(let placeholder, _) = value { return names + " " + placeholder }
        return names
    }
}

extension AuditOptions {
    /// The `--help` rows of every option, in the declarations' order: the label,
    /// then the help in a second column from column 33 (on the next line when the
    /// label is too wide).
    static var optionsHelp: String { optionsHelp(declarations) }

    /// The `--help` rows of `declarations` (a subcommand's), as ``optionsHelp``.
    static func optionsHelp(_ declarations: [OptionDeclaration]) -> String {
        var text = ""
        let indent = String(repeating: " ", count: 32)
        for declaration in declarations where !declaration.names.isEmpty {
            guard let help = declaration.help else { continue }
            let label = "  " + declaration.helpLabel
            var lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if label.count < indent.count, !lines.isEmpty {
                text += label.padding(toLength: indent.count, withPad: " ", startingAt: 0) + lines.removeFirst() + "\n"
            } else {
                text += label + "\n"
            }
            for line in lines { text += (line.isEmpty ? "" : indent + line) + "\n" }
        }
        return text
    }

    /// The declaration named `name` (`--output` or `-o`), if any.
    static func declaration(named name: String) -> OptionDeclaration? {
        declarationsByName[name]
    }

    private static let declarationsByName: [String: OptionDeclaration] = {
        var byName: [String: OptionDeclaration] = [:]
        for declaration in declarations {
            // A name declared twice keeps its first declaration (a test checks there is none).
            for name in declaration.names where byName[name] == nil { byName[name] = declaration }
        }
        return byName
    }()

    /// The configuration file's fields, in the declarations' order.
    static var configurationFields: [OptionDeclaration.ConfigurationField] {
        declarations.compactMap(\.configuration)
    }
}
