"""Record libsdformat 12's verdict on the lumping cases of ``tests/semantics/urdf/lump_cases.py``.

Run by hand (needs g++, pkg-config and the libsdformat12 development files)::

    .venv/bin/python tests/reference/zero_mass_lumps.py

Each case is written to a temporary file and checked by ``check_verdict.cc``
(the library's own check, as ``compare_verdicts.py`` runs it); the verdicts
and first errors go to ``tests/data/reference/urdf_zero_mass_lumps.json``,
sorted by case name.
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

from tests.reference.compare_verdicts import build, reference_verdict
from tests.semantics.urdf.lump_cases import cases

OUTPUT = Path(__file__).resolve().parents[1] / "data" / "reference" / "urdf_zero_mass_lumps.json"


def main() -> int:
    """Write the reference's verdict on every case."""
    verdicts: dict[str, dict[str, object]] = {}
    with tempfile.TemporaryDirectory() as folder:
        exe = build(Path(folder))
        for name, text in cases():
            path = Path(folder) / f"{name}.urdf"
            path.write_text(text, encoding="utf-8")
            result = reference_verdict(exe, path, [])
            errors = result.get("errors") or [{}]
            verdicts[name] = {"valid": result["valid"], "first_error": errors[0].get("message")}
    OUTPUT.write_text(json.dumps(verdicts, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(
        f"wrote {OUTPUT}: {len(verdicts)} cases, {sum(not v['valid'] for v in verdicts.values())} refused"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
