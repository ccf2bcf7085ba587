"""What MuJoCo's compiler refuses in the MJCF written, as a problem with a code and a place.

MuJoCo compiles the spec before it writes it, and its refusal is a
``ValueError`` whose text ends with ``Element name 'NAME', id N`` when it
knows which MJCF element failed. The writer remembers which SDFormat object
each named MJCF element came from, so the refusal is a ``MUJOCO_REFUSED``
error at that object's file, line and element path (the document's file
alone when MuJoCo names nothing the writer wrote).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from sdformat_runtime.errors import Error, ErrorCode, problem
from sdformat_semantics.export.urdf_parts import Losses

NAMED = re.compile(r"Element name '(?P<name>[^']*)'")
"""Where MuJoCo names the element a compiler error is about."""


class MjcfRefusedError(ValueError):
    """MuJoCo's compiler refused the MJCF written.

    Attributes:
        problem: The ``MUJOCO_REFUSED`` error, at the SDFormat element the
            refused MJCF element was written from, where known.
    """

    def __init__(self, problem: Error) -> None:
        super().__init__(f"{problem.code.value}: {problem.message}")
        self.problem = problem


def refusal(said: str, sources: Mapping[str, Any], losses: Losses) -> MjcfRefusedError:
    """The error for MuJoCo's words ``said``, placed at the source of the element it names."""
    words = " ".join(said.replace("Error:", "").split())
    found = NAMED.search(said)
    source = sources.get(found.group("name")) if found else None
    message = f"MuJoCo's compiler refuses the MJCF written: {words}"
    if source is None:
        return MjcfRefusedError(
            problem(ErrorCode.MUJOCO_REFUSED, message, file=losses.context.file)
        )
    node = losses.node(source)
    place = losses.context.origin(node) if node is not None else source
    error = problem(ErrorCode.MUJOCO_REFUSED, message, place, file=losses.context.file)
    return MjcfRefusedError(error)
