#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 AccelSizer developers
"""Checks a shipped translation (translations/accelsizer_<lang>.ts): every message translated
and finished, the same %1..%9 and %n placeholders as the English, one keyboard accelerator (&)
where the English has one, line breaks kept, and the plural forms the language needs.

Usage: check_translations.py FILE.ts [PLURAL_FORMS]
"""
import re
import sys
import xml.etree.ElementTree as ET


def placeholders(text):
    return sorted(re.findall(r"%(?:\d+|n)", text))


def accelerators(text):
    # "&" before a letter, not an HTML entity such as &copy; or &amp;.
    return len(re.findall(r"&(?![a-z]+;|#\d+;)(?=\w)", text))


def main():
    path = sys.argv[1]
    plural_forms = int(sys.argv[2]) if len(sys.argv) > 2 else 2
    problems = []
    count = 0
    for context in ET.parse(path).getroot().findall("context"):
        name = context.find("name").text
        for message in context.findall("message"):
            count += 1
            source = message.find("source").text or ""
            translation = message.find("translation")
            where = f"{name}: {source[:60]!r}"
            kind = translation.get("type")
            if kind:
                problems.append(f"{where}: {kind}")
                continue
            if message.get("numerus") == "yes":
                forms = [f.text or "" for f in translation.findall("numerusform")]
                if len(forms) != plural_forms:
                    problems.append(f"{where}: {len(forms)} plural forms, expected {plural_forms}")
            else:
                forms = [translation.text or ""]
            for form in forms:
                if not form.strip():
                    problems.append(f"{where}: empty")
                    continue
                if placeholders(form) != placeholders(source):
                    problems.append(f"{where}: placeholders {placeholders(form)}, "
                                    f"expected {placeholders(source)}")
                if accelerators(form) != accelerators(source):
                    problems.append(f"{where}: {accelerators(form)} accelerators, "
                                    f"expected {accelerators(source)}")
                if form.count("\n") != source.count("\n"):
                    problems.append(f"{where}: line breaks differ")
                if source.startswith(" ") != form.startswith(" ") or \
                        source.endswith(" ") != form.endswith(" "):
                    problems.append(f"{where}: leading or trailing space differs")
    for p in problems:
        print("FAIL:", p)
    print(f"{path}: {count} messages, {len(problems)} problems")
    return 1 if problems or count == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
