#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 AccelSizer developers
"""Checks the scenario JSON Schema with an independent validator (Debian's python3-jsonschema).

- `accelsizer-cli schema --json-schema` is a valid draft 2020-12 schema;
- every example scenario (resources/examples/) is valid against it, with and without "$schema";
- on single-field changes of an example (out of range, wrong type, unknown word, missing,
  null), the schema never rejects what the application accepts: a file the schema rejects,
  `accelsizer-cli evaluate` rejects too (exit status 2). The schema may accept more (rules
  between fields are the application's).

Usage: validate_scenarios.py ACCELSIZER_CLI SOURCE_DIR
"""
import concurrent.futures
import copy
import glob
import json
import os
import subprocess
import sys
import tempfile

import jsonschema


def run_cli(cli, *args):
    return subprocess.run([cli, *args], capture_output=True, text=True, timeout=120)


def leaves(doc, schema, path=()):
    """(path, schema of the field) of every field of `doc` the schema describes."""
    if isinstance(doc, dict):
        props = schema.get("properties", {})
        for key, value in doc.items():
            if key in props:
                sub = props[key]
                nested = isinstance(value, dict) or (
                    isinstance(value, list) and value and isinstance(value[0], dict))
                if nested:
                    yield from leaves(value, sub, path + (key,))
                else:
                    yield path + (key,), sub, schema
    elif isinstance(doc, list) and doc:
        yield from leaves(doc[0], schema.get("items", {}), path + (0,))


def set_at(doc, path, value, remove=False):
    out = copy.deepcopy(doc)
    node = out
    for p in path[:-1]:
        node = node[p]
    if remove:
        del node[path[-1]]
    else:
        node[path[-1]] = value
    return out


def types_of(field):
    t = field.get("type")
    return set(t) if isinstance(t, list) else {t}


def mutations(doc, schema):
    """(label, changed document) for single-field changes of `doc`."""
    for path, field, parent in leaves(doc, schema):
        name = ".".join(str(p) for p in path)
        types = types_of(field)
        if types & {"number", "integer"}:
            lo = field.get("minimum", field.get("exclusiveMinimum"))
            hi = field.get("maximum", field.get("exclusiveMaximum"))
            if lo is not None:
                yield f"{name} below its minimum", set_at(doc, path, lo - max(abs(lo) * 0.01, 0.5))
                yield f"{name} at its minimum", set_at(doc, path, lo)
            if hi is not None:
                yield f"{name} above its maximum", set_at(doc, path, hi + max(abs(hi) * 0.01, 0.5))
            yield f"{name} as text", set_at(doc, path, "12")
            if "integer" in types:
                yield f"{name} not whole", set_at(doc, path, (lo or 0) + 1.5)
        if "string" in types:
            yield f"{name} as a number", set_at(doc, path, 3)
            if "enum" in field or "anyOf" in field:
                yield f"{name} an unknown word", set_at(doc, path, "no-such-word")
        if "boolean" in types:
            yield f"{name} as a number", set_at(doc, path, 1)
        if "array" in types:
            yield f"{name} as an object", set_at(doc, path, {})
            yield f"{name} with a row of three", set_at(doc, path, [[1, 2, 3]])
        if "null" not in types:
            yield f"{name} null", set_at(doc, path, None)
        if path[-1] in parent.get("required", []):
            yield f"{name} missing", set_at(doc, path, None, remove=True)
    # Sections and profiles.
    yield "no vm_groups", set_at(doc, ("vm_groups",), None, remove=True)
    yield "vm_groups empty", set_at(doc, ("vm_groups",), [])
    yield "write missing", set_at(doc, ("vm_groups", 0, "write"), None, remove=True)
    for profile in ("constant", "on_off", "sine", "trace"):
        yield f"write profile {profile} without its fields", \
            set_at(doc, ("vm_groups", 0, "write"), {"profile": profile})
    yield "an unknown field", set_at(doc, ("not_a_field",), 1)
    yield "no $schema", set_at(doc, ("$schema",), None, remove=True)


def main():
    cli, source = sys.argv[1], sys.argv[2]
    out = run_cli(cli, "schema", "--json-schema")
    assert out.returncode == 0, out.stderr
    schema = json.loads(out.stdout)
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    failures = []

    examples = sorted(glob.glob(os.path.join(source, "resources", "examples", "*.json")))
    assert examples, "no examples found"
    for path in examples:
        with open(path, encoding="utf-8") as f:
            doc = json.load(f)
        for variant, d in (("as shipped", doc), ("without $schema", set_at(doc, ("$schema",), None, remove=True))):
            errors = sorted(validator.iter_errors(d), key=lambda e: list(e.path))
            if errors:
                failures.append(f"{os.path.basename(path)} ({variant}): " +
                                "; ".join(f"{'/'.join(map(str, e.path))}: {e.message}" for e in errors))

    with open(os.path.join(source, "resources", "examples", "build-cluster-1gbe.accelsizer.json"),
              encoding="utf-8") as f:
        base = json.load(f)
    cases = list(mutations(base, schema))
    tmp = tempfile.mkdtemp()

    def judge(item):
        i, (label, d) = item
        path = os.path.join(tmp, f"case{i}.accelsizer.json")
        with open(path, "w", encoding="utf-8") as f:
            json.dump(d, f)
        code = run_cli(cli, "evaluate", path).returncode
        return label, validator.is_valid(d), code

    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(judge, enumerate(cases)))
    both_reject = schema_only_accepts = 0
    for label, schema_ok, code in results:
        if code not in (0, 2):
            failures.append(f"{label}: accelsizer-cli evaluate exited {code}")
        elif not schema_ok and code == 0:
            failures.append(f"{label}: the schema rejects it but the application accepts it")
        elif not schema_ok:
            both_reject += 1
        elif code == 2:
            schema_only_accepts += 1
    if both_reject < len(results) // 3:
        failures.append(f"only {both_reject} of {len(results)} changes rejected by both: "
                        "the changes do not exercise the schema")

    print(f"{len(examples)} examples checked; {len(results)} single-field changes: "
          f"{both_reject} rejected by both, {schema_only_accepts} accepted by the schema and "
          f"rejected by the application (rules between fields), "
          f"{len(results) - both_reject - schema_only_accepts} accepted by both")
    for f in failures:
        print("FAIL:", f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
