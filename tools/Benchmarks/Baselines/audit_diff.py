#!/usr/bin/env python3
"""The baseline for `tools/Benchmarks/run pairs`: the core of xcstrings-audit's check done the
obvious way, with Python's `json` module.

    audit_diff.py <app.xcstrings> <widget.xcstrings>

As `xcstrings-audit --all-keys` does without sources: app keys missing from the
widget; and for every widget key in use (not stale; `shouldTranslate: false` in
either catalog skipped) each language the app ships (a unit with a value, not
`new`; the source language aside) where the widget shows nothing of its own
(no unit, or only `new` ones) — counted once per language where the widget has
no unit in it at all, else per key; and in the source language, a natural-
language key the widget has no text for where the app's text says more than
the key. It prints the three counts on one line, in the same form as
`tools/Benchmarks/run pairs` extracts from the audit's JSON output, so the two can be checked
against each other.
"""
import json
import sys


def leaves(localization):
    """Every unit of a localization: string unit, string set, variation leaves, substitution leaves."""
    if "stringUnit" in localization:
        yield localization["stringUnit"]
    if "stringSet" in localization:
        # A string set is one unit; it has a value when every string in it does.
        string_set = localization["stringSet"]
        values = string_set.get("values") or []
        yield {"state": string_set.get("state"), "value": "set" if values and all(values) else ""}
    for variation in localization.get("variations", {}).values():
        for case in variation.values():
            yield from leaves(case)
    for substitution in localization.get("substitutions", {}).values():
        yield from leaves(substitution)


def usable(localization):
    units = list(leaves(localization))
    return bool(units) and all(u.get("value") and u.get("state") != "new" for u in units)


def shipped_languages(catalog):
    """Languages with a translation of their own: a unit with a value, not `new`."""
    found = set()
    for entry in catalog["strings"].values():
        for language, localization in entry.get("localizations", {}).items():
            if language not in found and any(u.get("value") and u.get("state") != "new" for u in leaves(localization)):
                found.add(language)
    return found


def shows_nothing(localization, is_source):
    units = list(leaves(localization)) if localization is not None else []
    if not units:
        return True
    only_new = all(u.get("state") == "new" for u in units)
    if is_source:
        return only_new and not any(u.get("value") for u in units)
    return only_new


def identifier_like(key):
    """As the audit's `isIdentifierLike`: `timer.cancel`, `chapters`, not `Done`."""
    if len(key.encode()) < 2 or key.endswith("."):
        return False
    separator, previous = False, ""
    for c in key:
        if not (c.isascii() and (c.isalnum() or c in "._-")):
            return False
        if c in "._" and previous and previous not in "._":
            separator = True
        previous = c
    return key[0].islower() or separator


def says_more_than_key(localization, key):
    plain = set(localization) == {"stringUnit"}
    if plain:
        unit = localization["stringUnit"]
        return bool(unit.get("value")) and unit.get("state") != "new" and unit.get("value") != key
    return usable(localization)


def main(app_path, widget_path):
    with open(app_path, encoding="utf-8") as f:
        app = json.load(f)
    with open(widget_path, encoding="utf-8") as f:
        widget = json.load(f)
    source = widget.get("sourceLanguage", "en")
    widget_languages = {
        language
        for entry in widget["strings"].values()
        for language, localization in entry.get("localizations", {}).items()
        if any(True for _ in leaves(localization))
    }
    coverage = sorted(shipped_languages(app) - {source})
    missing_keys = sum(1 for key, entry in app["strings"].items()
                       if entry.get("shouldTranslate") is not False and key not in widget["strings"])
    missing_translations = 0
    missing_languages = set()
    for key, entry in widget["strings"].items():
        app_entry = app["strings"].get(key)
        if entry.get("shouldTranslate") is False or (app_entry or {}).get("shouldTranslate") is False:
            continue
        if entry.get("extractionState") == "stale":
            continue
        localizations = entry.get("localizations", {})
        for language in coverage:
            if not shows_nothing(localizations.get(language), False):
                continue
            if language in widget_languages:
                missing_translations += 1
            else:
                missing_languages.add(language)
        if shows_nothing(localizations.get(source), True) and not identifier_like(key):
            theirs = (app_entry or {}).get("localizations", {}).get(source)
            if theirs is not None and says_more_than_key(theirs, key):
                missing_translations += 1
    print(f"missing-key {missing_keys} missing-language {len(missing_languages)} "
          f"missing-translation {missing_translations}")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
