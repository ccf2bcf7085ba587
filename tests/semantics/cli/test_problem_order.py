"""Every output format of ``check`` lists a file's problems in the same order (issue 39)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tests.helpers import run_cli

# Problems found by different checks, in an order unlike the order of their lines.
SCATTERED = """<sdf version="1.10"><model name="m">
  <link name="a"/>
  <frame name="late" attached_to="nowhere"/>
  <joint name="j" type="fixed"><parent>missing</parent><child>a</child></joint>
  <link name="b"><pos>1 2 3</pos><visual name="v"><geometry><box/></geometry>
    <material><script><name>x</name></script></material></visual></link>
  <link name="c"><inertial><mass>-1</mass></inertial></link>
  <frame name="f2" attached_to="nowhere_either"/>
</model></sdf>"""


def lines_of_each_format(capsys: pytest.CaptureFixture[str], path: Path) -> dict[str, list[int]]:
    _, text, _ = run_cli(capsys, "check", path)
    _, document, _ = run_cli(capsys, "check", "--format", "json", path)
    _, sarif, _ = run_cli(capsys, "check", "--format", "sarif", path)
    _, github, _ = run_cli(capsys, "check", "--format", "github", path)
    report = json.loads(document)["files"][0]
    results = json.loads(sarif)["runs"][0]["results"]
    return {
        "text": [
            int(line.split(":")[1])
            for line in text.splitlines()
            if " CODE" not in line and re.match(r".*:\d+:\d+: (error|warning) ", line)
        ],
        "json": sorted((p["line"] for p in report["errors"] + report["warnings"]), key=int),
        "json errors": [p["line"] for p in report["errors"]],
        "sarif": [r["locations"][0]["physicalLocation"]["region"]["startLine"] for r in results],
        "github": [int(m) for m in re.findall(r"^::\w+ [^:]*line=(\d+)", github, re.M)],
    }


def test_text_json_sarif_and_github_agree_on_the_order(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "scattered.sdf"
    path.write_text(SCATTERED)
    found = lines_of_each_format(capsys, path)
    assert len(found["text"]) >= 5
    assert found["text"] == sorted(found["text"])
    assert found["sarif"] == found["text"] == found["github"]
    assert found["json"] == found["text"]
    assert found["json errors"] == sorted(found["json errors"])
