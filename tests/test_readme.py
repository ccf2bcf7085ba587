"""The README's Python examples run as written."""

from __future__ import annotations

import re

from tests.conftest import REPO


def test_readme_python_examples_run() -> None:
    """Every ```python block of README.md executes without error."""
    blocks = re.findall(r"```python\n(.*?)```", (REPO / "README.md").read_text(), re.S)
    assert blocks
    for block in blocks:
        exec(compile(block, "README.md", "exec"), {})
