"""A long kinematic chain loads and resolves in time linear in its length.

Chains are where a frame walk that restarts from the root per frame, or
rescans its siblings, shows: each kind of chain a document can write (links
joined by joints, poses relative to the previous link, to the previous joint,
models nested in a chain of includes is in ``test_deep_nesting``) is loaded at
two lengths and its Python steps compared (``python_steps``): linear work grows
about four times, quadratic work sixteen.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from sdformat_semantics import load
from tests.helpers import python_steps


def _joints(count: int) -> str:
    return "".join(
        f'<joint name="j{i}" type="revolute"><pose relative_to="l{i}">0 0 1 0 0 0</pose>'
        f"<parent>l{i}</parent><child>l{i + 1}</child><axis><xyz>0 0 1</xyz></axis></joint>"
        for i in range(count - 1)
    )


CHAINS: dict[str, Callable[[int], str]] = {
    "links joined by joints": lambda n: (
        "".join(f'<link name="l{i}"/>' for i in range(n)) + _joints(n)
    ),
    "poses relative to the previous link": lambda n: "".join(
        f'<link name="l{i}"><pose relative_to="{f"l{i - 1}" if i else "__model__"}">'
        "1 0 0 0 0 0</pose></link>"
        for i in range(n)
    ),
    "poses relative to the previous joint": lambda n: (
        "".join(
            f'<link name="l{i}"><pose relative_to="{f"j{i - 1}" if i else "__model__"}">'
            "1 0 0 0 0 0</pose></link>"
            for i in range(n)
        )
        + _joints(n)
    ),
}
"""The body of a model holding a chain of ``n`` links, by kind of chain."""


def _load_and_pose(chain: str, count: int) -> Callable[[], object]:
    text = f'<sdf version="1.12"><model name="m">{CHAINS[chain](count)}</model></sdf>'

    def run() -> object:
        document = load(text)
        assert document.valid, [str(p) for p in document.problems[:3]]
        return document.pose(f"l{count - 1}")

    return run


@pytest.mark.parametrize("chain", sorted(CHAINS))
def test_a_chain_loads_and_resolves_in_linear_time(chain: str) -> None:
    _load_and_pose(chain, 50)()  # imports and caches warm
    small = python_steps(_load_and_pose(chain, 150))
    large = python_steps(_load_and_pose(chain, 600))
    assert large < 6 * small, (chain, small, large)  # linear: about 4
