"""Write the expected URDF of each case of ``tests/data/xacro/cases.json`` with ROS's xacro.

Cases with an ``error`` are those xacro refuses, with that message; the
test expects the same error. For the others, the expected file is what ROS's own xacro implementation (the ``xacro``
package, as its command line does) makes of the case's file with its
arguments, ``$(find PKG)`` answered from the cases' package table as a ROS
install would. The test compares loading the xacro file with loading this
output. Run again when a case is added:

    .venv/bin/python tests/reference/make_xacro_expected.py
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import xacro  # type: ignore[import-untyped]
import xacro.substitution_args  # type: ignore[import-untyped]

HERE = Path(__file__).resolve().parent.parent / "data" / "xacro"


def main() -> int:
    """Write ``expected/NAME.urdf`` for every case; returns the exit status."""
    table = json.loads((HERE / "cases.json").read_text(encoding="utf-8"))
    packages = {name: str(HERE / folder) for name, folder in table["packages"].items()}

    def find(name: str) -> str:
        return packages[name]

    xacro.substitution_args._eval_find = find
    xacro.substitution_args._eval_dict["find"] = find
    expected = HERE / "expected"
    expected.mkdir(exist_ok=True)
    for case in table["cases"]:
        if "error" in case:  # xacro refuses it: the test expects that error instead
            continue
        print(case["name"], end=": ", flush=True)
        document = xacro.process_file(str(HERE / case["xacro"]), mappings=dict(case["args"]))
        text = document.toprettyxml(indent="  ")
        # The banner names the absolute path of this checkout: written relative instead.
        text = text.replace(str(HERE) + "/", "")
        (expected / f"{case['name']}.urdf").write_text(text, encoding="utf-8")
        print(f"{len(text)} characters")
    return 0


if __name__ == "__main__":
    sys.exit(main())
