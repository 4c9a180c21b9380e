import Foundation
import Testing

/// The tool on a shared CI box: an output never destroys an input or a device, a
/// FIFO without a reader is an error and not a hang, `--fix` loses no concurrent
/// change, a file-size limit or a signal leaves no temporary file, and the GitHub
/// format cannot be made to run a workflow command (issue 23). Every hang would
/// show as status 124 (`timeout`).
@Suite struct CarefulCitizenTests {
    private static let pair = "App.xcstrings Widget.xcstrings"

    /// A workspace with the example pair and its sources (``CommandRunner/stringsWorkspace()``).
    private func workspace() throws -> URL { try CommandRunner.stringsWorkspace() }

    private func shell(_ script: String, in directory: URL, environment: [String: String] = [:],
                       sourceLocation: SourceLocation = #_sourceLocation) throws -> CommandRunner.Output {
        try #require(try CommandRunner.shell(script, in: directory, environment: environment, sourceLocation: sourceLocation),
                     sourceLocation: sourceLocation)
    }

    // MARK: - Outputs never destroy

    @Test func devNullStaysADevice() throws {
        let directory = try workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try shell(#"timeout 20 "$AUDIT" -o /dev/null --write-baseline /dev/null \#(Self.pair); echo "status $?"; stat -c %F /dev/null"#,
                               in: directory)
        // --output and --write-baseline name one file: refused before anything is written.
        #expect(output.standardOutput == "status 2\ncharacter special file\n")
        #expect(output.standardError == "xcstrings-audit: error: /dev/null: --output and --write-baseline name the same file; "
            + "one would replace the other. Name two files\n")
        let alone = try shell(#"timeout 20 "$AUDIT" -o /dev/null \#(Self.pair); echo "status $?"; stat -c %F /dev/null"#, in: directory)
        #expect(alone.standardOutput == "status 1\ncharacter special file\n")
        #expect(alone.standardError == "")
    }

    @Test func aFIFOWithoutAReaderIsAnErrorNotAHang() throws {
        let directory = try workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try shell(#"mkfifo report; timeout 20 "$AUDIT" -o report \#(Self.pair); echo "status $?"; stat -c %F report"#,
                               in: directory)
        #expect(output.standardOutput == "status 2\nfifo\n")
        #expect(output.standardError == "xcstrings-audit: error: report: cannot write the report: it is a FIFO (named pipe) that "
            + "no process is reading (No such device or address); start its reader first, or name a regular file; nothing was written\n")
    }

    @Test func aFIFOWithAReaderGetsTheWholeReport() throws {
        let directory = try workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = #"""
            mkfifo report
            cat report > received & reader=$!
            sleep 0.2
            timeout 20 "$AUDIT" --format json -o report \#(Self.pair); echo "status $?"
            wait $reader
            "$AUDIT" --format json \#(Self.pair) > direct
            cmp received direct && echo same; stat -c %F report
            """#
        let output = try shell(script, in: directory)
        #expect(output.standardOutput == "status 1\nsame\nfifo\n")
    }

    @Test func theJobSummaryIntoAFIFOWithoutAReaderIsAnError() throws {
        let directory = try workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try shell(#"mkfifo summary; timeout 20 "$AUDIT" --format github \#(Self.pair) > /dev/null; echo "status $?""#,
                               in: directory, environment: ["GITHUB_STEP_SUMMARY": "summary"])
        #expect(output.standardOutput == "status 2\n")
        #expect(output.standardError == "xcstrings-audit: error: cannot append the job summary to summary (GITHUB_STEP_SUMMARY): "
            + "it is a FIFO (named pipe) that no process is reading (No such device or address); start its reader first, "
            + "or name a regular file\n")
    }

    struct Overwrite: CustomTestStringConvertible, Sendable {
        var name: String
        /// Shell lines run first (links, a configuration, a baseline).
        var setUp: String
        var arguments: String
        var environment: [String: String] = [:]
        /// The file that must come out unchanged.
        var protected: String
        var message: String
        var testDescription: String { name }
    }

    static let overwrites: [Overwrite] = [
        Overwrite(name: "--output is a scanned source", setUp: "",
                  arguments: "-o WidgetSources/SessionAttributes.swift --sources WidgetSources \(pair)",
                  protected: "WidgetSources/SessionAttributes.swift",
                  message: "WidgetSources/SessionAttributes.swift: --output names the scanned source "
                      + "WidgetSources/SessionAttributes.swift, which this run reads; the report would replace it. Name another file"),
        Overwrite(name: "--output is the configuration", setUp: #"echo '{"disable": []}' > cfg.json"#,
                  arguments: "--config cfg.json -o cfg.json \(pair)", protected: "cfg.json",
                  message: "cfg.json: --output names the configuration cfg.json, which this run reads; the report would "
                      + "replace it. Name another file"),
        Overwrite(name: "--output is the baseline", setUp: #""$AUDIT" --write-baseline bl.json \#(pair) 2> /dev/null"#,
                  arguments: "--baseline bl.json -o bl.json \(pair)", protected: "bl.json",
                  message: "bl.json: --output names the baseline bl.json, which this run reads; the report would replace it. "
                      + "Name another file"),
        Overwrite(name: "--write-baseline is a link to the widget catalog", setUp: "ln -s Widget.xcstrings link.json",
                  arguments: "--write-baseline link.json \(pair)", protected: "Widget.xcstrings",
                  message: "link.json: --write-baseline names the widget catalog Widget.xcstrings (link.json is a link to or "
                      + "another name of it), which this run reads; the baseline would replace it. Name another file"),
        Overwrite(name: "--output is a hard link to the app catalog", setUp: "ln App.xcstrings report.txt",
                  arguments: "-o report.txt \(pair)", protected: "App.xcstrings",
                  message: "report.txt: --output names the app catalog App.xcstrings (report.txt is a link to or another name "
                      + "of it), which this run reads; the report would replace it. Name another file"),
    ]

    @Test(arguments: overwrites)
    func anOutputThatIsAnInputIsRefused(_ overwrite: Overwrite) throws {
        let directory = try workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = overwrite.setUp + "\ncp \(overwrite.protected) before\n"
            + #"timeout 20 "$AUDIT" \#(overwrite.arguments); echo "status $?"; cmp before \#(overwrite.protected) && echo unchanged"#
        let output = try shell(script, in: directory, environment: overwrite.environment)
        #expect(output.standardOutput == "status 2\nunchanged\n")
        #expect(output.standardError == "xcstrings-audit: error: " + overwrite.message + "\n")
    }

    @Test func aJobSummaryThatIsTheWidgetCatalogIsRefused() throws {
        let directory = try workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = #"cp Widget.xcstrings before; timeout 20 "$AUDIT" --format github \#(Self.pair); echo "status $?"; cmp before Widget.xcstrings && echo unchanged"#
        let output = try shell(script, in: directory, environment: ["GITHUB_STEP_SUMMARY": "Widget.xcstrings"])
        #expect(output.standardOutput == "::error file=Widget.xcstrings,title=xcstrings-audit::GITHUB_STEP_SUMMARY names the "
            + "widget catalog Widget.xcstrings, which this run reads; the job summary would be appended to it. Name another file\n"
            + "status 2\nunchanged\n")
    }

    @Test(arguments: [("a directory", "mkdir out", "out", "it is a directory, not a file, a FIFO or a character device; "
                          + "nothing was written. Name a file"),
                      ("a full device", "", "/dev/full", "")])
    func anOutputThatCannotTakeAReportIsStatusTwo(name: String, setUp: String, path: String, reason: String) throws {
        let directory = try workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try shell(setUp + "\n" + #"timeout 20 "$AUDIT" -o \#(path) \#(Self.pair); echo "status $?""#, in: directory)
        #expect(output.standardOutput == "status 2\n")
        let expected = reason.isEmpty
            ? "xcstrings-audit: error: /dev/full: cannot write the report into a character device: No space left on device; "
                + "it may hold only part of it\n"
            : "xcstrings-audit: error: \(path): cannot write the report: \(reason)\n"
        #expect(output.standardError == expected)
    }

    // MARK: - --fix never loses a concurrent edit

    /// Two `--fix` runs at once, each copying its own key from its own app catalog:
    /// the lock makes them take turns, and both keys end up in the widget catalog.
    @Test func twoConcurrentFixesKeepBothChanges() throws {
        let directory = try workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = #"""
            key() { printf '{"sourceLanguage" : "en", "strings" : {"%s" : {"localizations" : {"en" : {"stringUnit" : {"state" : "translated", "value" : "%s"}}}}}, "version" : "1.0"}' "$1" "$1"; }
            for round in 1 2 3 4 5; do
                printf '{"sourceLanguage" : "en", "strings" : {}, "version" : "1.0"}' > W.xcstrings
                key "First $round" > A1.xcstrings; key "Second $round" > A2.xcstrings
                "$AUDIT" --fix --all-keys --app A1.xcstrings --widget W.xcstrings > /dev/null 2>&1 & first=$!
                "$AUDIT" --fix --all-keys --app A2.xcstrings --widget W.xcstrings > /dev/null 2>&1 & second=$!
                wait $first; wait $second
                grep -o -e "\"First $round\" :" -e "\"Second $round\" :" W.xcstrings | wc -l
            done
            ls -a | grep -c xcstrings-audit-
            """#
        let output = try shell(script, in: directory)
        #expect(output.standardOutput == "2\n2\n2\n2\n2\n0\n", "\(output.standardError)")
    }

    /// A hard-linked widget catalog is fixed in place: the link is not split.
    @Test func aHardLinkedCatalogIsFixedInPlace() throws {
        let directory = try workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = #"""
            ln Widget.xcstrings Linked.xcstrings; chmod 640 Widget.xcstrings
            before=$(stat -c %i Widget.xcstrings)
            "$AUDIT" --fix --sources WidgetSources \#(Self.pair) > /dev/null; echo "status $?"
            test "$(stat -c %i Widget.xcstrings)" = "$before" && echo "same inode"
            stat -c '%h %a' Widget.xcstrings; cmp Widget.xcstrings Linked.xcstrings && echo "one file"
            grep -c '"Warm-up"' Linked.xcstrings
            """#
        let output = try shell(script, in: directory)
        #expect(output.standardOutput == "status 1\nsame inode\n2 640\none file\n1\n")
    }

    // MARK: - Every write failure is an error

    /// `ulimit -f`: without SIGXFSZ ignored the process would die silently.
    @Test func aFileSizeLimitIsAnErrorAndLeavesNoTemporaryFile() throws {
        let directory = try workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = #"""
            cp Widget.xcstrings before
            (ulimit -f 8; exec "$AUDIT" --fix --sources WidgetSources \#(Self.pair) > /dev/null); echo "status $?"
            cmp before Widget.xcstrings && echo unchanged
            (ulimit -f 1; exec "$AUDIT" --format json -o report.json \#(Self.pair)); echo "status $?"
            ls -a | grep -c -e xcstrings-audit- -e report.json
            """#
        let output = try shell(script, in: directory)
        #expect(output.standardOutput == "status 2\nunchanged\nstatus 2\n0\n")
        #expect(output.standardError == "xcstrings-audit: error: Widget.xcstrings: cannot write the fixed catalog: writing the "
            + "temporary file failed (File too large: a file-size limit (ulimit -f) or the file system's largest file was "
            + "reached); the widget catalog was left unchanged\n"
            + "xcstrings-audit: error: report.json: cannot write the report: writing the temporary file failed (File too large: "
            + "a file-size limit (ulimit -f) or the file system's largest file was reached); nothing was written\n")
    }

    @Test func aFileSizeLimitOnStandardOutputIsAnError() throws {
        let directory = try workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try shell(#"(ulimit -f 1; exec "$AUDIT" --format json \#(Self.pair) > report.json); echo "status $?""#,
                               in: directory)
        #expect(output.standardOutput == "status 2\n")
        #expect(output.standardError == "xcstrings-audit: error: cannot write standard output: File too large\n")
    }

    /// SIGTERM, SIGINT and SIGHUP at random moments of a `--fix` of a large
    /// catalog: the catalog is always the old or the new one, whole, and no
    /// temporary file is left.
    @Test(arguments: ["TERM", "INT", "HUP"])
    func aSignalDuringTheWriteLeavesNoTemporaryFile(signal: String) throws {
        let directory = try CommandRunner.generatedWorkspace(keys: 20_000, reviewed: 1)
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = #"""
            cp Widget.xcstrings original
            "$AUDIT" --fix --all-keys App.xcstrings Widget.xcstrings > /dev/null 2>&1; cp Widget.xcstrings fixed
            for delay in 0.05 0.1 0.2 0.3 0.4 0.5 0.6 0.8; do
                cp original Widget.xcstrings
                "$AUDIT" --fix --all-keys App.xcstrings Widget.xcstrings > /dev/null 2>&1 & pid=$!
                sleep $delay; kill -\#(signal) $pid 2> /dev/null; wait $pid
                if cmp -s Widget.xcstrings original || cmp -s Widget.xcstrings fixed; then echo whole; else echo DAMAGED; fi
            done
            ls -a | grep -c xcstrings-audit-
            """#
        let output = try shell(script, in: directory)
        #expect(output.standardOutput == String(repeating: "whole\n", count: 8) + "0\n")
    }

    // MARK: - Bounded resources, odd files among the sources

    /// Links to `/` and to `..` in a source folder: the walk stays in the folder
    /// (it would otherwise read the whole machine), and the loop ends.
    @Test func aLinkToTheRootDoesNotWalkTheMachine() throws {
        let directory = try workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = #"""
            ln -s / WidgetSources/root; ln -s .. WidgetSources/up; ln -s . WidgetSources/loop
            timeout 20 "$AUDIT" --list-keys --sources WidgetSources > with-links; echo "status $?"
            rm WidgetSources/root WidgetSources/up WidgetSources/loop
            "$AUDIT" --list-keys --sources WidgetSources | cmp - with-links && echo "the same keys"
            """#
        let output = try shell(script, in: directory)
        #expect(output.standardOutput == "status 0\nthe same keys\n")
        #expect(output.standardError == "")
    }

    /// A FIFO and a file over the size limit among the sources are skipped with a
    /// warning, by --list-keys and by the audit alike; nothing blocks.
    @Test(arguments: ["--list-keys", "audit"])
    func aFIFOAndAHugeFileAmongTheSourcesAreSkipped(mode: String) throws {
        let directory = try workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        let command = mode == "audit" ? #""$AUDIT" --sources Pipe.swift --sources Huge.swift --sources WidgetSources \#(Self.pair) > /dev/null"#
            : #""$AUDIT" --list-keys --sources Pipe.swift --sources Huge.swift --sources WidgetSources > /dev/null"#
        let output = try shell("mkfifo Pipe.swift; truncate -s 17M Huge.swift; timeout 20 " + command + "; echo \"status $?\"",
                               in: directory)
        #expect(output.standardOutput == (mode == "audit" ? "status 1\n" : "status 0\n"))
        #expect(output.standardError == "xcstrings-audit: warning: Pipe.swift: skipped: it is a FIFO (named pipe), not a "
            + "regular file; no keys are taken from it\n"
            + "xcstrings-audit: warning: Huge.swift: skipped: 17 MiB is over the 16 MiB limit for a Swift source (is it "
            + "generated?); no keys are taken from it\n")
    }

    /// A source whose name is not UTF-8, met in a folder walk, is scanned like any
    /// other (its keys listed under its name shown escaped); a FIFO in the folder
    /// is skipped with a note.
    @Test func aSourceNamedWithNonUTF8BytesIsScannedAndAFIFOInTheFolderSkipped() throws {
        let directory = try workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = #"""
            cp WidgetSources/SessionAttributes.swift "WidgetSources/bad$(printf '\xff').swift"
            mkfifo WidgetSources/Pipe.swift
            timeout 20 "$AUDIT" --sources WidgetSources \#(Self.pair) > /dev/null; echo "status $?"
            timeout 20 "$AUDIT" --list-keys --sources WidgetSources > keys; echo "status $?"
            grep -c '^WidgetSources/SessionAttributes.swift:' keys
            grep '^WidgetSources/bad\\xFF.swift:' keys | sed 's/^WidgetSources\/bad\\xFF.swift:/WidgetSources\/SessionAttributes.swift:/' \
                | cmp - <(grep '^WidgetSources/SessionAttributes.swift:' keys) && echo "the same keys"
            """#
        let output = try shell(script, in: directory)
        #expect(output.standardOutput == "status 1\nstatus 0\n5\nthe same keys\n")
        let note = "xcstrings-audit: warning: WidgetSources/Pipe.swift: skipped: it is a FIFO (named pipe), not a regular "
            + "file; no keys are taken from it\n"
        #expect(output.standardError == note + note)
    }
}
