"""docs/problems.md lists every problem code with the meaning its enum member documents."""

from __future__ import annotations

import ast
import re

from sdformat_runtime.errors import ErrorCode
from tests.conftest import REPO

ERRORS_MODULE = REPO / "sdformat_runtime" / "errors.py"
PROBLEMS_PAGE = REPO / "docs" / "problems.md"


def _documented_members() -> dict[str, str]:
    """Each ErrorCode member with the docstring written under it in the source."""
    tree = ast.parse(ERRORS_MODULE.read_text(encoding="utf-8"))
    [enum_class] = [n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "ErrorCode"]
    members: dict[str, str] = {}
    for statement, following in zip(enum_class.body, enum_class.body[1:], strict=False):
        if isinstance(statement, ast.Assign) and isinstance(following, ast.Expr):
            [target] = statement.targets
            assert isinstance(target, ast.Name) and isinstance(following.value, ast.Constant)
            members[target.id] = str(following.value.value).replace("``", "`")
    return members


def test_every_code_has_a_one_line_meaning_in_the_source() -> None:
    members = _documented_members()
    assert sorted(members) == sorted(code.name for code in ErrorCode)
    assert all(meaning and "\n" not in meaning for meaning in members.values())


def test_the_problems_page_lists_every_code_with_its_meaning() -> None:
    rows = re.findall(
        r"^\| `([A-Z_]+)` \| (.+) \|$", PROBLEMS_PAGE.read_text(encoding="utf-8"), re.M
    )
    assert dict(rows) == _documented_members()
