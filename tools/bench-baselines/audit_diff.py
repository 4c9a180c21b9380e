#!/usr/bin/env python3
"""The baseline for `tools/bench`: the core of xcstrings-audit's comparison done
the obvious way, with Python's `json` module.

    audit_diff.py <app.xcstrings> <widget.xcstrings>

For every app key (as `xcstrings-audit --all-keys` does; `shouldTranslate: false`
skipped) it finds keys missing from the widget, languages the widget lacks
entirely, and per shared key the languages where the app has a usable
translation and the widget has none. It prints the three counts on one line,
in the same form as `tools/bench` extracts from the audit's JSON output, so the
two can be checked against each other.
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


def translated_languages(catalog):
    found = set()
    for entry in catalog["strings"].values():
        for language, localization in entry.get("localizations", {}).items():
            if any(u.get("state") == "translated" for u in leaves(localization)):
                found.add(language)
    return found


def main(app_path, widget_path):
    with open(app_path, encoding="utf-8") as f:
        app = json.load(f)
    with open(widget_path, encoding="utf-8") as f:
        widget = json.load(f)
    source = app.get("sourceLanguage", "en")
    widget_languages = {
        language
        for entry in widget["strings"].values()
        for language, localization in entry.get("localizations", {}).items()
        if any(True for _ in leaves(localization))
    }
    missing_languages = translated_languages(app) - widget_languages
    missing_keys = missing_translations = 0
    for key, entry in app["strings"].items():
        if entry.get("shouldTranslate") is False:
            continue
        widget_entry = widget["strings"].get(key)
        if widget_entry is None:
            missing_keys += 1
            continue
        if widget_entry.get("shouldTranslate") is False:
            continue
        widget_localizations = widget_entry.get("localizations", {})
        for language, localization in entry.get("localizations", {}).items():
            if language in missing_languages or not usable(localization):
                continue
            if language == source and all(u.get("value") == key for u in leaves(localization)):
                continue
            theirs = widget_localizations.get(language)
            if theirs is None or not usable(theirs):
                missing_translations += 1
    print(f"missing-key {missing_keys} missing-language {len(missing_languages)} "
          f"missing-translation {missing_translations}")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
