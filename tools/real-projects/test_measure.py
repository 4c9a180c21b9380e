#!/usr/bin/env python3
"""Tests for the parts of `measure` that decide the recall truth: the Swift literal
tokenizer, the literal-use truth and the --list-keys parser.

    python3 tools/real-projects/test_measure.py
"""

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


if __name__ == "__main__":
    unittest.main()
