"""URDF and MJCF read at load: a ``<robot>`` or ``<mujoco>`` root converted to an SDFormat tree.

The loader parses a document's bytes and, when its root is one of
``CONVERTED_ROOTS``, hands it here before anything SDFormat happens: a xacro
robot is expanded first (ROS's xacro package, the ``[xacro]`` extra), a URDF
is converted by ``urdf/`` and an MJCF by ``mjcf/``; the converters are
imported only then. What one load's xacro expansions leave (each file's line
index, the problems xacro located) is kept in one ``XacroRecord`` that the
load's included files share.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

import attrs
from lxml import etree

from sdformat_runtime.errors import Error, ErrorCode
from sdformat_semantics.config import ParserConfig, apply_policies
from sdformat_semantics.source import SourceFacts
from sdformat_semantics.versions import LOAD_VERSIONS, NEWEST

if TYPE_CHECKING:  # each format besides SDFormat is imported when a document is in it
    from sdformat_semantics.urdf.source import UrdfSource
    from sdformat_semantics.urdf.xacro_expand import Expansion, Origin

CONVERTED_ROOTS = {"robot": "URDF", "mujoco": "MJCF"}
"""The roots of the other formats read, converted to SDFormat before anything else."""


def writes_no_xacro(facts: SourceFacts) -> bool:
    """Whether the bytes rule out every xacro mark ``urdf.xacro.find_xacro`` looks for.

    A mark is an element or attribute in a xacro namespace, which the bytes
    declare (``xmlns``, an attribute name: never spelled with character
    references) or use undeclared (``xacro:``, read with a placeholder
    namespace), or an expression, which holds a ``$`` (perhaps spelled
    ``&#36;``). Bytes writing none of them hold no mark, and the tree is
    not serialised and searched to find that out.
    """
    return not (
        facts.may_hold(b"$", in_values=True)
        or facts.may_hold(b"xmlns")
        or facts.may_hold(b"xacro:")
    )


@attrs.define
class XacroRecord:
    """The xacro arguments of one document, and what the load's xacro expansions left.

    Attributes:
        args: The arguments of the document being read.
        expanded: The last expansion of each xacro file (its output, for the facts).
        origins: Each expanded file's line index, shared by all its expansions.
        located: The problems xacro reported, which point at the xacro sources already.
    """

    args: dict[str, str]
    expanded: dict[str | None, Expansion] = attrs.field(factory=dict)
    origins: dict[str | None, dict[Origin, int]] = attrs.field(factory=dict)
    located: set[Error] = attrs.field(factory=set)

    def for_include(self, args: Mapping[str, str]) -> XacroRecord:
        """The same load's record, for an included file with its own arguments."""
        return XacroRecord(dict(args), self.expanded, self.origins, self.located)


@attrs.frozen
class Conversion:
    """A URDF or MJCF document converted to an SDFormat tree.

    Attributes:
        tree: The ``<sdf>`` tree.
        urdf: A URDF's ``<robot>`` (expanded when xacro), to write back; None for MJCF.
        certified: The URDF writer certified the tree valid on the newest
            version's fast path (``urdf.UrdfConversion.certified``): the load
            reads it without validating it.
    """

    tree: etree._ElementTree
    urdf: UrdfSource | None = None
    certified: bool = False


def converted(
    top: etree._Element,
    facts: SourceFacts,
    file: str | None,
    config: ParserConfig,
    target: str,
    xacro: XacroRecord | None,
    problems: list[Error],
) -> Conversion | None:
    """A URDF or MJCF root as an SDFormat tree of ``target`` (None: see ``problems``).

    ``facts``: those of the bytes ``top`` was parsed from.
    """
    line = top.sourceline if isinstance(top.sourceline, int) else None
    if target not in LOAD_VERSIONS:
        message = (
            f"cannot load {CONVERTED_ROOTS[str(top.tag)]} as SDFormat '{target}': choose one "
            f"of {', '.join(LOAD_VERSIONS)}"
        )
        problems.append(Error(ErrorCode.CONVERSION_ERROR, message, file, line, f"/{top.tag}"))
        return None
    if top.tag == "mujoco":
        from sdformat_semantics.mjcf.reading import convert_mjcf  # MJCF: read by MuJoCo

        tree, found = convert_mjcf(top, file, target)
        problems.extend(apply_policies(found, config))
        return None if tree is None else Conversion(tree)
    from sdformat_semantics.urdf import convert_urdf  # URDF: imported now
    from sdformat_semantics.urdf.source import UrdfSource
    from sdformat_semantics.urdf.xacro import find_xacro, xacro_available

    # Then not searched again to convert.
    xacro_free = xacro is not None and (writes_no_xacro(facts) or not find_xacro(top))
    if xacro is not None and not xacro_free and xacro_available():  # last: it imports xacro
        from sdformat_semantics.urdf.xacro_expand import expand_xacro  # a xacro robot: expand

        origins = xacro.origins.setdefault(file, {})
        expansion = expand_xacro(facts.data, file, xacro.args, config, origins)
        reported = apply_policies(expansion.problems, config)
        xacro.located.update(reported)
        problems.extend(reported)
        if expansion.robot is None:
            return None
        xacro.expanded[file] = expansion
        top, xacro_free = expansion.robot, False
    conversion = convert_urdf(
        top, file, target, preserve_fixed_joints=config.preserve_fixed_joints, xacro_free=xacro_free
    )
    problems.extend(apply_policies(conversion.problems, config))
    if conversion.tree is None:
        return None
    source = UrdfSource(top, file, target, config.preserve_fixed_joints)
    # Certified in the newest version's terms: an older one lacks elements written (<capsule>).
    certified = conversion.certified and target == NEWEST
    return Conversion(conversion.tree, source, certified)
