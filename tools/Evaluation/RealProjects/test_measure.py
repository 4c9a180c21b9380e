#!/usr/bin/env python3
"""Tests for the parts of `measure` that decide the recall truth (the Swift literal
tokenizer, the literal-use truth and the --list-keys parser) and the judged numbers
(fingerprints of code-rule findings, precision split by kind of rule, project entries,
project-mode entries: their checks, arguments, extraction and findings).

    python3 tools/Evaluation/RealProjects/test_measure.py
"""

import collections
import importlib.machinery
import importlib.util
import os
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
_loader = importlib.machinery.SourceFileLoader("measure", os.path.join(HERE, "measure"))
_spec = importlib.util.spec_from_loader("measure", _loader)
measure = importlib.util.module_from_spec(_spec)
_loader.exec_module(measure)


def literals(source):
    """(line, column, value) of every whole literal in `source`."""
    return [(line, column, value) for line, column, _, value in measure.swift_literals(source)]


class SwiftLiteralTests(unittest.TestCase):
    """The tokenizer yields exactly the literals Swift would, with their decoded values."""

    def test_escapes_are_decoded(self):
        self.assertEqual(literals('Text("a\\n\\t\\\\\\"b\\" \\u{1F600}\\0")'),
                         [(1, 6, 'a\n\t\\"b" \U0001F600\0')])

    def test_comments_hide_literals_and_nest(self):
        source = '// "no"\n/* "no" /* "still no" */ "no" */ Text("yes")'
        self.assertEqual(literals(source), [(2, 39, "yes")])

    def test_interpolated_literals_are_not_whole_keys(self):
        source = 'Text("Cycle \\(n) of \\(f("x"))") ; Text("after")'
        self.assertEqual(literals(source), [(1, 40, "after")])

    def test_raw_strings_keep_backslashes_and_quotes(self):
        self.assertEqual(literals('x = #"a \\n "q""#'), [(1, 5, 'a \\n "q"')])
        self.assertEqual(literals('x = #"raw \\#(value)"#'), [])

    def test_multiline_strips_indentation_and_joins_escaped_newlines(self):
        source = 'let s = """\n    Hello\n      World \\\n    joined\n    """\nText("next")'
        self.assertEqual(literals(source), [(1, 9, "Hello\n  World joined"), (6, 6, "next")])

    def test_unterminated_single_line_literal_is_dropped_and_lines_stay_right(self):
        self.assertEqual(literals('let a = "open\nText("b")'), [(2, 6, "b")])


class TruthTests(unittest.TestCase):
    """The truth counts literal uses of catalog keys, minus comments and exclusions."""

    def test_truth_leaves_out_comments_empty_strings_and_exclusions(self):
        with tempfile.TemporaryDirectory() as sources:
            with open(os.path.join(sources, "W.swift"), "w", encoding="utf-8") as handle:
                handle.write('Text("label.unread", comment: "Unread")\n'
                             'case "Next": Text("Next")\n'
                             'Text("")\n')
            keys = {"label.unread", "Unread", "Next", ""}
            exclusions = {"p": {("W.swift", 2, "Next")}}
            self.assertEqual(measure.literal_truth("p", sources, keys, exclusions),
                             {("W.swift", 1, "label.unread")})


class ListKeysTests(unittest.TestCase):
    """`file:line:column: key` lines are read relative to the sources directory."""

    def test_quoted_and_plain_keys(self):
        with tempfile.TemporaryDirectory() as sources:
            script = os.path.join(sources, "fake")
            with open(script, "w", encoding="utf-8") as handle:
                handle.write("#!/bin/sh\n"
                             f"echo '{sources}/A.swift:3:9: plain key'\n"
                             f"echo 'A.swift:4:1: \"two\\\\nlines\"'\n"
                             "echo 'not a key line'\n")
            os.chmod(script, 0o755)
            self.assertEqual(measure.listed_keys(script, sources),
                             {("A.swift", 3, "plain key"), ("A.swift", 4, "two\nlines")})


class CodeRuleIdentityTests(unittest.TestCase):
    """Code-rule findings have no key: their Swift file and line tell them apart."""

    def finding(self, rule, file, line, key=None, language=None):
        return {"rule": rule, "severity": "error", "key": key, "language": language, "file": file, "line": line}

    def test_two_places_of_one_rule_are_two_fingerprints(self):
        sources = "scratch/realprojects/p/widget-sources"
        first = self.finding("process-locale", f"{sources}/W/A.swift", 3)
        other = self.finding("process-locale", f"{sources}/W/B.swift", 3)
        self.assertEqual(measure.finding_fingerprint("p", first, sources),
                         ("p", "", "process-locale", "", "", "", "W/A.swift:3"))
        self.assertNotEqual(measure.finding_fingerprint("p", first, sources),
                            measure.finding_fingerprint("p", other, sources))

    def test_a_catalog_finding_keeps_key_and_language_and_no_place(self):
        finding = self.finding("missing-key", "/x/widget/Localizable.xcstrings", 12, key="Pause", language="ar")
        self.assertEqual(measure.finding_fingerprint("p", finding, "/x/widget-sources"),
                         ("p", "", "missing-key", "Pause", "ar", "", ""))

    def test_a_verdict_names_the_same_place(self):
        entry = {"project": "p", "rule": "timer-direction", "file": "W/A.swift", "line": 7}
        finding = self.finding("timer-direction", "/s/W/A.swift", 7)
        self.assertEqual(measure.fingerprint("p", "timer-direction", None, None, measure.entry_place(entry)),
                         measure.finding_fingerprint("p", finding, "/s"))
        self.assertEqual(measure.expected_identity(entry), measure.identity_of(finding, "/s"))

    def test_a_code_rule_verdict_without_its_line_is_refused(self):
        with self.assertRaises(SystemExit):
            measure.entry_place({"project": "p", "rule": "paused-shows-zero", "file": "W/A.swift"})


class PrecisionTests(unittest.TestCase):
    """Catalog rules and code rules are counted apart; notes never count."""

    def test_precision_is_split_by_kind_of_rule(self):
        counts = {
            ("missing-key", "error"): collections.Counter(count=3, real=3),
            ("translation-drift", "note"): collections.Counter(count=2, noise=2),
            ("timer-direction", "error"): collections.Counter(count=2, real=1, noise=1),
            ("process-locale", "warning"): collections.Counter(count=1, unjudged=1),
        }
        self.assertEqual(measure.precision_of(counts, code=False), "3/3 (100%)")
        self.assertEqual(measure.precision_of(counts, code=True), "1/2 (50%), 1 unjudged")


class ProjectEntryTests(unittest.TestCase):
    """Only an entry that measures the code rules may come without catalogs."""

    def entry(self, **changes):
        project = {"name": "p", "app": ["A.xcstrings"], "widget": ["W.xcstrings"]}
        project.update(changes)
        return project

    def test_entries_that_can_be_measured(self):
        measure.check_project(self.entry())
        measure.check_project(self.entry(scope="code", app=[], widget=[]))

    def test_entries_that_cannot(self):
        for project in (self.entry(app=[], widget=[]), self.entry(scope="code", widget=[]),
                        self.entry(scope="catalog")):
            with self.assertRaises(SystemExit, msg=project):
                measure.check_project(project)


class ProjectModeEntryTests(unittest.TestCase):
    """A `"mode": "project"` entry names its .xcodeproj; it judges every finding unless it says
    `"scope": "code"`."""

    def entry(self, **changes):
        project = {"name": "p", "mode": "project", "repository": "o/p", "commit": "0" * 40,
                   "project": "ios/App.xcodeproj"}
        project.update(changes)
        return project

    def test_entries_that_can_be_measured(self):
        for project in (self.entry(), self.entry(scope="code"), self.entry(scope="all"),
                        self.entry(appTarget="App", targets=["Widget", "Watch Widget"])):
            measure.check_project(project)
        self.assertFalse(measure.measures_code_only(self.entry()))
        self.assertTrue(measure.measures_code_only(self.entry(scope="code")))
        self.assertFalse(measure.is_project_mode({"name": "c", "app": ["A"], "widget": ["W"]}))

    def test_entries_that_cannot(self):
        for project in (self.entry(project=None), self.entry(project="ios/App"), self.entry(scope="catalog"),
                        self.entry(widgetSources=["Widget"]), self.entry(app=["A.xcstrings"]),
                        self.entry(appTarget=""), self.entry(targets="Widget"), self.entry(mode="workspace")):
            with self.assertRaises(SystemExit, msg=project):
                measure.check_project(project)

    def test_the_audit_is_given_the_targets_then_the_project(self):
        self.assertEqual(measure.project_mode_arguments(self.entry()), ["ios/App.xcodeproj"])
        self.assertEqual(measure.project_mode_arguments(self.entry(appTarget="App", targets=["W", "X"])),
                         ["--app-target", "App", "--target", "W", "--target", "X", "ios/App.xcodeproj"])


class ProjectModeFindingTests(unittest.TestCase):
    """Project-mode findings are placed relative to the project's root, once per place."""

    def finding(self, rule, target, file, line, key=None):
        return {"rule": rule, "severity": "error", "target": target, "table": "Localizable", "key": key,
                "language": None, "file": file, "line": line, "column": 9, "message": "m"}

    def test_one_place_two_targets_is_one_code_finding(self):
        root = "scratch/realprojects/p/project"
        findings = measure.merge_targets([
            self.finding("timer-direction", "Widget", "Shared/Timer.swift", 12),
            self.finding("timer-direction", "WatchWidget", "Shared/Timer.swift", 12),
            self.finding("timer-direction", "Widget", "Shared/Timer.swift", 30),
            self.finding("missing-key", "Widget", "Shared/Timer.swift", 5, key="Go"),
            self.finding("missing-key", "WatchWidget", "Shared/Timer.swift", 5, key="Go"),
        ], root)
        self.assertEqual([(f["rule"], f["line"], f["targets"]) for f in findings],
                         [("timer-direction", 12, ["Widget", "WatchWidget"]), ("timer-direction", 30, ["Widget"]),
                          ("missing-key", 5, ["Widget"]), ("missing-key", 5, ["WatchWidget"])])
        self.assertEqual(measure.finding_fingerprint("p", findings[0], root),
                         ("p", "", "timer-direction", "", "", "", "Shared/Timer.swift:12"))


class ProjectModeCatalogFindingTests(unittest.TestCase):
    """A project-mode catalog finding is project + target + rule + key + language + table file;
    one table several targets share gives one finding, judged once."""

    root = "scratch/realprojects/p/project"

    def finding(self, target, key="Go", language="ar", file="Shared/Localizable.xcstrings", rule="missing-translation"):
        return {"rule": rule, "severity": "error", "target": target, "table": "Localizable", "key": key,
                "language": language, "file": file, "line": 7, "column": 5, "message": f"{key} in {target}"}

    def test_the_table_file_and_the_target_are_in_the_fingerprint(self):
        [finding] = measure.merge_targets([self.finding("Widget", file="ios/en.lproj/Localizable.strings")], self.root)
        self.assertEqual(measure.finding_fingerprints("p", finding, self.root),
                         [("p", "Widget", "missing-translation", "Go", "ar", "ios/en.lproj/Localizable.strings", "")])

    def test_a_shared_table_is_one_finding_with_every_target(self):
        findings = measure.merge_targets([
            self.finding("App Widget"), self.finding("Watch"), self.finding("Watch", language="he"),
            self.finding("Widget", file="Widget/Localizable.xcstrings"),
        ], self.root)
        self.assertEqual([(f["language"], f["targets"], measure.table_of(f, self.root)) for f in findings],
                         [("ar", ["App Widget", "Watch"], "Shared/Localizable.xcstrings"),
                          ("he", ["Watch"], "Shared/Localizable.xcstrings"),
                          ("ar", ["Widget"], "Widget/Localizable.xcstrings")])
        self.assertEqual([fp[1] for fp in measure.finding_fingerprints("p", findings[0], self.root)],
                         ["App Widget", "Watch"])

    def test_a_verdict_for_any_of_its_targets_judges_it(self):
        [finding] = measure.merge_targets([self.finding("App Widget"), self.finding("Watch")], self.root)
        verdicts = measure.Verdicts([{"project": "p", "target": "Watch", "rule": "missing-translation", "key": "Go",
                                      "language": "ar", "file": "Shared/Localizable.xcstrings", "verdict": "noise",
                                      "reason": "r"}])
        self.assertEqual(verdicts.lookup(measure.finding_fingerprints("p", finding, self.root))["verdict"], "noise")
        self.assertIsNone(verdicts.lookup(measure.finding_fingerprints("q", finding, self.root)))


class VerdictGroupTests(unittest.TestCase):
    """A verdict may judge a documented group ("*"); the most specific verdict wins."""

    def verdict(self, verdict="noise", **fields):
        entry = {"project": "p", "target": "Widget", "rule": "missing-translation", "key": "Go", "language": "ar",
                 "file": "L.xcstrings", "verdict": verdict, "reason": "r"}
        entry.update(fields)
        return entry

    def fp(self, key="Go", language="ar", target="Widget", file="L.xcstrings", rule="missing-translation"):
        return measure.fingerprint("p", rule, key, language, None, target, file)

    def test_every_language_of_one_key(self):
        verdicts = measure.Verdicts([self.verdict(language="*")])
        self.assertEqual(verdicts.get(self.fp(language="he"))["verdict"], "noise")
        self.assertIsNone(verdicts.get(self.fp(key="Stop")))
        self.assertIsNone(verdicts.get(self.fp(target="App")))
        self.assertIsNone(verdicts.get(self.fp(rule="raw-key")))

    def test_the_most_specific_verdict_wins(self):
        verdicts = measure.Verdicts([self.verdict(key="*", language="*"),
                                     self.verdict("real", language="*"),
                                     self.verdict("noise", language="he")])
        self.assertEqual(verdicts.get(self.fp(key="Stop"))["verdict"], "noise")
        self.assertEqual(verdicts.get(self.fp(language="ar"))["verdict"], "real")
        self.assertEqual(verdicts.get(self.fp(language="he"))["verdict"], "noise")

    def test_a_verdict_without_a_file_holds_for_every_table(self):
        verdicts = measure.Verdicts([{k: v for k, v in self.verdict().items() if k != "file"}])
        self.assertEqual(verdicts.get(self.fp(file="ios/en.lproj/Localizable.strings"))["verdict"], "noise")

    def test_equally_specific_groups_that_both_match_are_refused(self):
        verdicts = measure.Verdicts([self.verdict(language="*"), self.verdict("real", key="*")])
        with self.assertRaises(SystemExit):
            verdicts.get(self.fp())

    def test_two_verdicts_for_one_finding_or_group_are_refused(self):
        for entries in ([self.verdict(), self.verdict("real")], [self.verdict(key="*"), self.verdict(key="*")],
                        [self.verdict(verdict="maybe")], [self.verdict(reason="")]):
            with self.assertRaises(SystemExit, msg=entries):
                measure.Verdicts(entries)

    def test_an_expected_problem_names_its_target(self):
        finding = {"rule": "raw-key", "severity": "error", "key": "Go", "language": "ar", "file": "/r/L.xcstrings",
                   "targets": ["App Widget", "Watch"]}
        self.assertTrue(measure.expected_matches({"project": "p", "key": "Go", "language": "ar"}, finding, "/r"))
        self.assertTrue(measure.expected_matches({"project": "p", "key": "Go", "language": "ar", "target": "Watch",
                                                  "file": "L.xcstrings"}, finding, "/r"))
        self.assertFalse(measure.expected_matches({"project": "p", "key": "Go", "language": "ar", "target": "App"},
                                                  finding, "/r"))
        self.assertFalse(measure.expected_matches({"project": "p", "key": "Go", "language": "he"}, finding, "/r"))

    def test_a_copied_language_reports_each_key_it_lists(self):
        finding = {"rule": "untranslated-copy", "severity": "warning", "key": "Toot Visibility", "language": "ca",
                   "keys": ["Toot Visibility", "Publish Post"], "file": "/r/I/ca.lproj/Intents.strings",
                   "targets": ["Intent"]}
        entry = {"project": "p", "key": "Publish Post", "language": "ca", "target": "Intent"}
        self.assertTrue(measure.expected_matches(entry, finding, "/r"))
        # Not a key it does not list, nor its keys in another language or target.
        self.assertFalse(measure.expected_matches(dict(entry, key="Switch Account"), finding, "/r"))
        self.assertFalse(measure.expected_matches(dict(entry, language="de"), finding, "/r"))
        self.assertFalse(measure.expected_matches(dict(entry, target="Widget"), finding, "/r"))

    def test_known_problems_of_the_app_target_are_counted_apart(self):
        app = {"project": "p", "key": "Go", "language": "ar", "target": "App"}
        widget = dict(app, target="App Widget")
        unnamed = {"project": "p", "key": "Go", "language": "ar"}
        self.assertTrue(measure.in_the_app_target(app, "App"))
        self.assertFalse(measure.in_the_app_target(widget, "App"))
        self.assertFalse(measure.in_the_app_target(unnamed, "App"))
        self.assertFalse(measure.in_the_app_target(app, None))  # pair mode: every problem is the widget's
        rows = [("test", 9, 10, 1, 3, 8, "a", 2, 4), ("test", 1, 2, 0, 1, 1, "b", 1, 1),
                ("tuning", 5, 5, 0, 0, 2, "c", 0, 2)]
        self.assertEqual(measure.half_table(rows), {"test": (10, 12, 1, 4, 9, 3, 5, 2), "tuning": (5, 5, 0, 0, 2, 0, 2, 1)})

    def test_the_projects_under_the_bar_are_listed_worst_first(self):
        rows = [("test", 0, 10, 0, 0, 0, "a"), ("test", 3, 11, 0, 0, 0, "b"), ("test", 4, 5, 0, 0, 0, "c"),
                ("test", 3, 4, 0, 0, 0, "d"), ("tuning", 0, 50, 0, 0, 0, "e"), ("test", 7, 9, 0, 0, 0, "f")]
        # c is 80% (not under), d has 4 findings, e is in the tuning half.
        self.assertEqual(measure.below_the_bar(rows), [("a", 0, 10), ("b", 3, 11), ("f", 7, 9)])

    def test_a_literal_in_the_code_is_reported_at_the_line_its_reader_cites(self):
        finding = {"rule": "unlocalized-text", "severity": "warning", "key": None, "language": None,
                   "file": "/r/Share/View.m", "line": 132, "targets": ["Share"],
                   "message": 'actionWithTitle: is given @"Rate us", which the share extension shows as written'}
        entry = {"project": "p", "key": "Rate us", "language": "zh", "target": "Share",
                 "what": "The info alert's action is a hard-coded English literal at Share/View.m:132."}
        self.assertTrue(measure.expected_matches(entry, finding, "/r"))
        # By the file's last part too; not at another line, nor another text, nor another target.
        self.assertTrue(measure.expected_matches(dict(entry, what="a literal at View.m:132"), finding, "/r"))
        self.assertFalse(measure.expected_matches(dict(entry, what="a literal at View.m:1320"), finding, "/r"))
        self.assertFalse(measure.expected_matches(dict(entry, what="a literal at OldView.m:132"), finding, "/r"))
        self.assertFalse(measure.expected_matches(dict(entry, key="Rate"), finding, "/r"))
        self.assertFalse(measure.expected_matches(dict(entry, target="App"), finding, "/r"))
        # In a list or a range of lines the reader cites.
        self.assertTrue(measure.expected_matches(dict(entry, what="shown at View.m:120,132"), finding, "/r"))
        self.assertTrue(measure.expected_matches(dict(entry, what="shown at View.m:130-134"), finding, "/r"))
        self.assertFalse(measure.expected_matches(dict(entry, what="shown at View.m:120,131"), finding, "/r"))
        self.assertFalse(measure.expected_matches(dict(entry, what="shown at View.m:133-140"), finding, "/r"))
        # The place the message gives the literal, where the reader cites that instead of the view's line.
        assembled = dict(finding, line=222, file="/r/Widgets/Single.swift",
                         message='Text(entry.title) shows a String: entry.title is assembled from literals, '
                                 '"Unnamed event" (Widgets/Single.swift:99:39), so the widget shows it as written')
        cited = {"project": "p", "key": "Unnamed event", "language": "es", "target": "Share",
                 "what": "The fallback title is a literal (Widgets/Single.swift:99, shown by Text(entry.title))"}
        self.assertTrue(measure.expected_matches(cited, assembled, "/r"))
        self.assertFalse(measure.expected_matches(dict(cited, what="a literal at Single.swift:98"), assembled, "/r"))
        self.assertFalse(measure.expected_matches(dict(cited, key="Untitled"), assembled, "/r"))
        # An entry that names no key (a language's users read that line in English) is reported there, not elsewhere.
        self.assertTrue(measure.expected_matches(dict(entry, key=None), finding, "/r"))
        self.assertFalse(measure.expected_matches(dict(entry, key=None, what="shown at View.m:131"), finding, "/r"))
        self.assertFalse(measure.expected_matches(dict(entry, key=None, target="App"), finding, "/r"))

    def test_a_problem_in_every_language_is_reported_by_its_key_in_one(self):
        finding = {"rule": "missing-translation", "severity": "error", "key": "Go", "language": "de",
                   "file": "/r/en.lproj/L.strings", "targets": ["Widget"]}
        self.assertTrue(measure.expected_matches({"project": "p", "key": "Go", "language": None}, finding, "/r"))
        self.assertTrue(measure.expected_matches({"project": "p", "key": "Go", "target": "Widget"}, finding, "/r"))
        self.assertFalse(measure.expected_matches({"project": "p", "key": "Stop", "language": None}, finding, "/r"))
        self.assertFalse(measure.expected_matches({"project": "p", "key": "Go", "language": None, "target": "Watch"},
                                                  finding, "/r"))

    def test_a_table_not_localized_reports_every_language_it_lacks(self):
        finding = {"rule": "missing-language", "severity": "error", "key": None, "language": None,
                   "file": "/r/W/Widgets.intentdefinition", "targets": ["Widget"]}
        self.assertTrue(measure.expected_matches({"project": "p", "key": None, "language": "es", "target": "Widget"},
                                                 finding, "/r"))
        self.assertFalse(measure.expected_matches({"project": "p", "key": None, "language": "es", "target": "Watch"},
                                                  finding, "/r"))
        self.assertFalse(measure.expected_matches({"project": "p", "key": "Go", "language": "es"}, finding, "/r"))
        one = dict(finding, language="de")
        self.assertFalse(measure.expected_matches({"project": "p", "key": None, "language": "es"}, one, "/r"))


class SplitTests(unittest.TestCase):
    """The corpus split: the first hex digit of SHA-1(lowercased owner/name), 0-7 tuning; the
    repositories looked at before the split are tuning whatever their hash."""

    def test_the_hash_decides(self):
        # sha1("apple/sample-food-truck") starts with 5, sha1("better-rail/app") with 8.
        self.assertEqual(measure.split_half("apple/sample-food-truck"), "tuning")
        self.assertEqual(measure.split_half("better-rail/app"), "test")
        self.assertEqual(measure.split_half("Better-Rail/App"), "test")

    def test_the_exceptions_are_tuning(self):
        self.assertEqual(measure.split_half("better-rail/app", ["Better-Rail/app"]), "tuning")
        document = {"tunedBeforeTheSplit": ["a/b"], "movedToTuning": [{"repository": "c/d", "reason": "r"}]}
        self.assertEqual(measure.tuned_repositories(document), ["a/b", "c/d"])
        with self.assertRaises(SystemExit):
            measure.tuned_repositories({"movedToTuning": [{"repository": "c/d"}]})

    def test_every_repository_on_main_before_the_split_is_tuning(self):
        document = measure.load_json(os.path.join(HERE, "projects.json"))
        tuned = measure.tuned_repositories(document)
        self.assertEqual(len(document["tunedBeforeTheSplit"]), 31)
        for repository in document["tunedBeforeTheSplit"]:
            self.assertEqual(measure.split_half(repository, tuned), "tuning")
        self.assertIn("better-rail/app", document["tunedBeforeTheSplit"])

    def test_the_median_of_the_runs(self):
        self.assertEqual(measure.median([0.3, 0.1, 0.2]), 0.2)
        self.assertEqual(measure.median([0.4, 0.1]), 0.25)


class ProjectModeExtractionTests(unittest.TestCase):
    """What project mode reads is taken from a snapshot at the recorded commit, nothing else."""

    def git(self, directory, *arguments):
        import subprocess
        subprocess.run(["git", "-C", directory, "-c", "user.name=t", "-c", "user.email=t@t", *arguments],
                       check=True, capture_output=True)

    def test_project_files_and_every_folder_are_extracted(self):
        with tempfile.TemporaryDirectory() as scratch:
            repository = os.path.join(scratch, "repo")
            files = {"ios/App.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{}\n",
                     "ios/Widget/Timer.swift": "Text(timerInterval: range)\n",
                     "ios/Widget/he.lproj/Localizable.strings": '"a" = "b";\n',
                     "ios/Widget/Assets.xcassets/Contents.json": "{}\n",
                     "ios/Widget/Icon.png": "png"}
            for path, text in files.items():
                os.makedirs(os.path.dirname(os.path.join(repository, path)), exist_ok=True)
                with open(os.path.join(repository, path), "w", encoding="utf-8") as handle:
                    handle.write(text)
            self.git(scratch, "init", "-q", repository)
            self.git(repository, "add", ".")
            self.git(repository, "commit", "-q", "-m", "first")
            with open(os.path.join(repository, "ios/Widget/Timer.swift"), "w", encoding="utf-8") as handle:
                handle.write("changed later\n")
            self.git(repository, "commit", "-q", "-am", "second")
            import subprocess
            first = subprocess.run(["git", "-C", repository, "rev-parse", "HEAD~1"], capture_output=True,
                                   text=True, check=True).stdout.strip()
            project = {"name": "p", "mode": "project", "commit": first, "project": "ios/App.xcodeproj"}
            root = measure.extract_project(project, os.path.join(repository, ".git"), os.path.join(scratch, "out"))
            written = sorted(os.path.relpath(os.path.join(d, f), root) for d, _, names in os.walk(root) for f in names)
            self.assertEqual(written, ["ios/App.xcodeproj/project.pbxproj", "ios/Widget/Timer.swift",
                                       "ios/Widget/he.lproj/Localizable.strings"])
            self.assertTrue(os.path.isdir(os.path.join(root, "ios/Widget/Assets.xcassets")))
            with open(os.path.join(root, "ios/Widget/Timer.swift"), encoding="utf-8") as handle:
                self.assertEqual(handle.read(), "Text(timerInterval: range)\n")
            with self.assertRaises(RuntimeError):
                measure.extract_project(dict(project, project="ios/Other.xcodeproj"),
                                        os.path.join(repository, ".git"), os.path.join(scratch, "out"))
            with self.assertRaises(RuntimeError):
                measure.extract_project(dict(project, commit="1" * 40),
                                        os.path.join(repository, ".git"), os.path.join(scratch, "out"))


if __name__ == "__main__":
    unittest.main()
