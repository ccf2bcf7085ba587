"""Record whether libsdformat 12 refuses a document that leaves out a required child without default.

Run by hand (needs g++, pkg-config and the libsdformat12 development files)::

    .venv/bin/python -m tests.reference.required_children

For every rule of ``tests/semantics/checks/required_cases.py`` (an element
path and a required child whose default is the spec's placeholder) in
version 1.9, the newest the library reads and the one it converts older
documents to, the rule's document is checked by ``check_verdict.cc`` (the
library's own check, as ``compare_verdicts.py`` runs it) twice: with the
child, where it must be valid (a complete document the library refuses is
a fault of the generator: the script names it and writes nothing), and
without it. The verdict without the child and
its first error go to ``tests/data/reference/required_children.json``,
keyed by the child's path and sorted.
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

from tests.reference.compare_verdicts import build, reference_verdict
from tests.semantics.checks.required_cases import (
    REFERENCE_VERSION,
    document,
    model_folder,
    older_rules,
    reference_rules,
    rule_key,
)

OUTPUT = Path(__file__).resolve().parents[1] / "data" / "reference" / "required_children.json"


def main() -> int:
    """Write the reference's verdict on every rule's document without its child."""
    verdicts: dict[str, dict[str, object]] = {}
    faults: list[str] = []
    with tempfile.TemporaryDirectory() as folder:
        exe = build(Path(folder))
        search = [str(model_folder(Path(folder) / "models"))]
        for rule in reference_rules():
            key = rule_key(rule)
            path = Path(folder) / "case.sdf"
            path.write_text(document(REFERENCE_VERSION, rule, with_child=True), encoding="utf-8")
            complete = reference_verdict(exe, path, search)
            if not complete["valid"]:
                faults.append(f"{key}: {(complete.get('errors') or [{}])[0].get('message')}")
                continue
            path.write_text(document(REFERENCE_VERSION, rule, with_child=False), encoding="utf-8")
            result = reference_verdict(exe, path, search)
            errors = result.get("errors") or [{}]
            verdicts[key] = {
                "valid": result["valid"],
                "first_error": errors[0].get("message"),
            }
    if faults:
        print("the reference refuses the complete document of:", *faults, sep="\n  ")
        return 1
    OUTPUT.write_text(json.dumps(verdicts, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    refused = sum(not v["valid"] for v in verdicts.values())
    print(f"wrote {OUTPUT}: {len(verdicts)} rules, {refused} refused without their child")
    print("not recorded (no 1.9 document holds them):", *map(rule_key, older_rules()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
