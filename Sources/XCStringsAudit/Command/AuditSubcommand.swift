/// A subcommand of `xcstrings-audit`, named by the first argument: `init` and
/// `rules`. Its options are declared like the audit's (``OptionDeclaration``), so
/// that its help, the completion scripts and the man page come from the same table.
///
/// A file or folder literally named `init` or `rules` is audited as `./init`, or
/// after `--` (`xcstrings-audit -- rules`).
struct AuditSubcommand: Sendable {
    /// The first argument that names it.
    var name: String
    /// What follows its name in the usage line (`[<project.xcodeproj | folder>]`).
    var operands: String
    /// One line saying what it does.
    var summary: String
    /// What it does, at length, for its `--help` and the man page.
    var description: String
    /// Its options, in help order (`--help` last).
    var declarations: [OptionDeclaration]
    /// What it runs.
    var action: AuditOptions.Action
    /// How many positional arguments it takes at most.
    var maximumOperands: Int

    /// `xcstrings-audit init [<project.xcodeproj | folder>] …`.
    var usageLine: String { "xcstrings-audit \(name) [options]" + (operands.isEmpty ? "" : " " + operands) }
}

extension AuditOptions {
    /// Every subcommand, in help order.
    static let subcommands: [AuditSubcommand] = [
        AuditSubcommand(
            name: "init", operands: "[<project.xcodeproj | folder>]",
            summary: "write a starter .xcstrings-audit.json from the project's targets and languages",
            description: """
                Reads the Xcode project (default: the one in the current folder), picks the app
                target and the extension targets as project mode does, and writes
                .xcstrings-audit.json beside the .xcodeproj with the app target, the languages the
                app ships and every other field empty, then prints it. An existing file is left
                alone unless --force is given.
                """,
            declarations: [
                OptionDeclaration(["--force"], .none { $0.force = true }, help: """
                    Replace an existing .xcstrings-audit.json.
                    """),
            ] + declarations.filter { ["--app-target", "--project"].contains($0.names.first) } + [
                subcommandHelp("init"),
            ],
            action: .initialize, maximumOperands: 1),
        AuditSubcommand(
            name: "rules", operands: "",
            summary: "list the rules: identifier, severity, whether --fix repairs it, what it reads, summary",
            description: """
                Lists every rule with its default severity (before --severity or a configuration
                changes it), whether --fix repairs its findings, whether it reads the catalogs or the
                widget's Swift code, and when it fires. --format json writes
                {"version":1,"rules":[{"id","severity","fixable","reads","enabledByDefault","summary"}]}.
                """,
            declarations: [
                OptionDeclaration(["--format"], .some(placeholder: "text|json") { options, _, value throws(AuditUsageError) in
                    switch value {
                    case "text": options.format = .text
                    case "json": options.format = .json
                    default: throw AuditUsageError(message: "option '--format' of 'rules' must be text or json (got '\(value)')")
                    }
                }, help: """
                    text (default): a table. json: one object per rule.
                    """),
                subcommandHelp("rules"),
            ],
            action: .listRules, maximumOperands: 0),
    ]

    private static func subcommandHelp(_ name: String) -> OptionDeclaration {
        OptionDeclaration(["--help", "-h"], .none { $0.action = .subcommandHelp(name) }, help: """
            Show this help.
            """)
    }

    /// Parses the arguments after a subcommand's name.
    mutating func parse(_ subcommand: AuditSubcommand, arguments: [String]) throws(AuditUsageError) {
        action = subcommand.action
        let byName = Dictionary(subcommand.declarations.flatMap { declaration in declaration.names.map { ($0, declaration) } },
                                uniquingKeysWith: { first, _ in first })
        let names = subcommand.declarations.flatMap(\.names).filter { $0.hasPrefix("--") }.sorted()
        if arguments.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) {
            action = .subcommandHelp(subcommand.name)
            return
        }
        let operands = try applyOptions(in: arguments, declaration: { byName[$0] }, suggestion: { name in
            let best = names.map { ($0, EditDistance.between($0, name)) }.min { $0.1 < $1.1 }
            let near = best.map { $0.1 <= 2 ? " (did you mean '\($0.0)'?)" : "" } ?? ""
            return " of '\(subcommand.name)'" + near + "; its options are " + names.joined(separator: ", ")
        })
        guard operands.count <= subcommand.maximumOperands else {
            let extra = operands.dropFirst(subcommand.maximumOperands).map { "'\($0)'" }.joined(separator: ", ")
            throw AuditUsageError(message: "'\(subcommand.name)' takes "
                + (subcommand.maximumOperands == 0 ? "no arguments" : "at most \(subcommand.maximumOperands) argument")
                + "; unexpected \(extra)")
        }
        projectPath = operands.first
    }

    /// Applies the option `argument` (`--name`, `--name=value`, or `--name` with its
    /// value at `arguments[index]`, which `index` then moves past).
    ///
    /// - Throws: ``AuditUsageError`` for an unknown option (with `suggestion`'s
    ///   text), a missing value, or a value its declaration refuses.
    /// Applies every option of `arguments` and returns the operands, in order:
    /// the arguments that are not options, `-` (standard input), and everything
    /// after `--`.
    mutating func applyOptions(in arguments: [String], declaration: (String) -> OptionDeclaration?,
                               suggestion: (String) -> String) throws(AuditUsageError) -> [String] {
        var operands: [String] = []
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                operands.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            try applyOption(argument, of: arguments, at: &index, declaration: declaration, suggestion: suggestion)
        }
        return operands
    }

    mutating func applyOption(_ argument: String, of arguments: [String], at index: inout Int,
                              declaration: (String) -> OptionDeclaration?,
                              suggestion: (String) -> String) throws(AuditUsageError) {
        let name: String
        var inlineValue: String?
        if let equals = argument.firstIndex(of: "=") {
            name = String(argument[..<equals])
            inlineValue = String(argument[argument.index(after: equals)...])
        } else {
            name = argument
        }
        guard let declaration = declaration(name), !declaration.names.isEmpty else {
            throw AuditUsageError(message: "unknown option '\(name)'" + suggestion(name))
        }
        switch declaration.value {
        case .none(let apply):
            if inlineValue != nil {
                throw AuditUsageError(message: "option '\(name)' takes no value (got '\(argument)')")
            }
            apply(&self)
        case .some(_, let apply):
            let value: String
            if let inlineValue {
                value = inlineValue
            } else {
                guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                    throw AuditUsageError(message: "option '\(name)' needs a value")
                }
                value = arguments[index]
                index += 1
            }
            try apply(&self, name, value)
        }
    }

    /// The help of a subcommand: usage, what it does, its options.
    static func help(of subcommand: AuditSubcommand) -> String {
        var text = "xcstrings-audit \(subcommand.name) — \(subcommand.summary).\n\nUSAGE\n  \(subcommand.usageLine)\n\n"
        text += subcommand.description + "\n\nOPTIONS\n"
        text += optionsHelp(subcommand.declarations)
        return text
    }
}
