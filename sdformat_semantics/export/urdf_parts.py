"""Pieces of an SDFormat model written as URDF: losses, names, inertials, shapes, materials.

``export`` decides the tree; this module writes what hangs on it and reports,
through ``Losses``, every piece of the SDFormat content that URDF has no place
for, at the element path and line it was read from.
"""

from __future__ import annotations

import copy
import math
from collections.abc import Collection, Iterator, Mapping
from typing import Any

import attrs
import numpy as np
from lxml import etree

from sdformat_runtime.binding import Element
from sdformat_runtime.errors import Error, ErrorCode, ProblemList, Severity, problem
from sdformat_runtime.values import format_number
from sdformat_semantics.auto_inertia import LinkInertial
from sdformat_semantics.export.context import DownContext
from sdformat_semantics.export.equivalents import computed_inertia_texts
from sdformat_semantics.frames import SEPARATOR, FrameGraphs
from sdformat_semantics.geometry.pose import Pose
from sdformat_semantics.urdf.versions import (
    CAPSULE_SINCE,
    EXTENDED_LIMITS,
    URDF_NAMESPACE,
    shown,
)

UNBOUNDED = 1e16
"""What an unbounded limit is written as: URDF numbers must be finite (the reference's bound).

Limits at or beyond it (``inf``, or the largest double some files write) are unbounded."""

INERTIA_KEYS = ("ixx", "ixy", "ixz", "iyy", "iyz", "izz")
"""The attributes of URDF's ``<inertia>``, in the order written."""

SHAPES = {
    "box": ("size",),
    "cylinder": ("radius", "length"),
    "sphere": ("radius",),
    "capsule": ("radius", "length"),
}
"""The SDFormat geometries URDF has (besides ``mesh``), and their values (capsule: URDF 1.1)."""


class Losses:
    """The written objects' XML, for finding what URDF leaves out, and the loss report.

    Attributes:
        context: Where each written XML element came from.
        code: The loss code reported (``URDF_EXPORT_LOSS``, ``MJCF_EXPORT_LOSS``).
        target: The format written, as messages name it.
        problems: The loss warnings so far.
    """

    def __init__(
        self,
        file: str | None,
        graphs: Mapping[str, FrameGraphs],
        code: ErrorCode = ErrorCode.URDF_EXPORT_LOSS,
        target: str = "URDF",
    ) -> None:
        self.context = DownContext(file, graphs)
        self.code = code  # the loss code of the format written
        self.target = target  # its name, in the messages
        self.problems: list[Error] = []
        self._nodes: dict[int, etree._Element] = {}

    def read(self, obj: Element) -> None:
        """Write ``obj`` as XML once, recording where each element came from."""

        def visit(node: etree._Element, written: Element) -> None:
            self.context.record(node, written)
            self._nodes[id(written)] = node

        obj.to_xml(visit)

    def node(self, obj: Element) -> etree._Element | None:
        """The XML ``obj`` was written as; None for defaults the file does not hold."""
        return self._nodes.get(id(obj))

    def lose(
        self,
        place: Element | etree._Element,
        message: str,
        suffix: str = "",
        severity: Severity = Severity.WARNING,
    ) -> None:
        """Report content left out or changed, at ``place`` (``suffix``: a part of it).

        ``severity``: ``INFO`` for a change asked for that loses nothing (a fused link).
        """
        node = place if isinstance(place, etree._Element) else self.node(place)
        where = self.context.origin(node) if node is not None else place
        self.problems.append(
            problem(
                self.code,
                message,
                where,
                severity=severity,
                suffix=suffix,
                file=self.context.file,
            )
        )

    def rest(
        self,
        obj: Element,
        children: Collection[str],
        attributes: Collection[str] = ("name",),
        what: str = "",
    ) -> None:
        """Report every child element and attribute of ``obj`` outside the ones the target holds."""
        node = self.node(obj)
        if node is None:
            return
        name = node.get("name")
        owner = what or (f"{node.tag} '{name}'" if name else f"<{node.tag}>")
        for key in node.attrib:
            attribute = str(key)
            if attribute not in attributes:
                message = f"@{attribute} of {owner} has no {self.target} equivalent: left out"
                self.lose(node, message, suffix=f"/@{attribute}")
        for child in node:
            if isinstance(child.tag, str) and child.tag not in children:
                message = f"<{child.tag}> of {owner} has no {self.target} equivalent: left out"
                self.lose(child, message)


def sub(parent: etree._Element, tag: str, **attributes: str) -> etree._Element:
    """A child element with its attributes in the order given."""
    return etree.SubElement(parent, tag, attributes)


def numbers(values: object) -> str:
    """Numbers as the shortest text that reads back exactly."""
    return " ".join(format_number(float(v)) for v in np.asarray(values, dtype=float).ravel())


def bounded(value: float) -> float:
    """A limit as URDF can write it: unbounded ones become ``UNBOUNDED`` of their sign."""
    return value if abs(value) < UNBOUNDED else float(np.copysign(UNBOUNDED, value))


def origin(parent: etree._Element, pose: Pose) -> None:
    """An ``<origin>``, left out when written as the identity (URDF's default)."""
    words = pose.to_sdf().split()  # as every computed pose is written (see Pose.to_sdf)
    xyz, rpy = " ".join(words[:3]), " ".join(words[3:])
    if xyz == rpy == "0 0 0":  # decided on the text: an ulp of noise must not add an origin
        return
    sub(parent, "origin", xyz=xyz, rpy=rpy)


def write_inertial(link: etree._Element, inertial: LinkInertial, shift: Pose) -> None:
    """The link's effective mass properties, in the URDF link frame (``shift`` from the SDF's)."""
    element = sub(link, "inertial")
    origin(element, shift.inverse() @ inertial.pose)
    m, mass = inertial.inertia, float(inertial.mass)
    values = [float(v) for v in (m[0, 0], m[0, 1], m[0, 2], m[1, 1], m[1, 2], m[2, 2])]
    if inertial.computed:  # from the collisions: rounded, so every machine writes the same text
        text, moments = computed_inertia_texts(mass, values)
    else:  # the file's numbers, every digit kept
        text, moments = format_number(mass), [format_number(v) for v in values]
    sub(element, "mass", value=text)
    sub(element, "inertia", **dict(zip(INERTIA_KEYS, moments, strict=True)))


CAPSULE_VERSION = shown(CAPSULE_SINCE)
"""The URDF version with ``<capsule>``, read by urdfdom 5.1 (2026) and later only: ROS 2
Humble and Jazzy, libsdformat and most URDF readers refuse a file declaring it."""


@attrs.frozen
class WrittenCapsule:
    """A ``<visual>`` or ``<collision>`` written with a capsule (``write_shape``).

    Attributes:
        element: The element written.
        pose: Its pose in the URDF link frame (its ``<origin>``).
        source: The SDFormat visual or collision it was written from.
        label: How messages name it.
    """

    element: etree._Element
    pose: Pose
    source: Element
    label: str


def split_capsules(capsules: list[WrittenCapsule], *, losses: Losses) -> None:
    """Each capsule as a cylinder and a sphere at each end, the same solid, in URDF 1.0.

    Done when nothing else of the robot needs a newer URDF than 1.0: a capsule
    alone would otherwise shut out every reader before urdfdom 5.1. Each is an
    ``INFO`` note (nothing is lost).
    """
    for written in capsules:
        element = written.element
        capsule = element.find("geometry/capsule")
        if capsule is None:
            continue
        radius, length = capsule.get("radius", "0"), float(capsule.get("length", "0"))
        capsule.tag = "cylinder"  # the same radius and length: the part between the centres
        after, name = element, element.get("name", "")
        for end, sign in (("top", 1.0), ("bottom", -1.0)):
            piece = copy.deepcopy(element)
            piece.set("name", f"{name}_{end}" if name else "")
            for stale in piece.findall("origin"):
                piece.remove(stale)
            geometry = piece.find("geometry")
            assert geometry is not None  # the capsule's
            geometry.clear()
            sub(geometry, "sphere", radius=radius)
            centre = Pose(np.array([0.0, 0.0, sign * length / 2.0]), (0.0, 0.0, 0.0, 1.0))
            origin(piece, written.pose @ centre)
            moved = piece.find("origin")
            if moved is not None:  # first, as the writer places it
                piece.remove(moved)
                piece.insert(0, moved)
            after.addnext(piece)
            after = piece
        message = (
            f"{written.label}: a capsule, written as a cylinder and a sphere at each end (the "
            f"same solid), as URDF 1.0 has no capsule and {CAPSULE_VERSION} is read by urdfdom "
            "5.1 and later only"
        )
        losses.lose(written.source, message, severity=Severity.INFO)


def write_extended_limits(written: etree._Element, node: etree._Element | None) -> None:
    """URDF 1.2's limits kept in SDFormat as ``<urdf:acceleration>``... written back."""
    if node is None:
        return
    for key in EXTENDED_LIMITS:
        kept = node.find(f"{{{URDF_NAMESPACE}}}{key}")
        if kept is not None and (kept.text or "").strip():
            written.set(key, (kept.text or "").strip())


def write_shape(
    link: etree._Element,
    kind: str,
    shape: Element,
    pose: Pose,
    losses: Losses,
    label: str,
    capsules: list[WrittenCapsule] | None = None,
) -> etree._Element | None:
    """A ``<visual>`` or ``<collision>``; None (reported) when URDF lacks its geometry.

    ``capsules``: receives each one written with a capsule (``split_capsules``).
    """
    geometry = getattr(shape, "geometry", None)
    found = _geometry(geometry)
    if found is None:
        node = losses.node(geometry) if geometry is not None else None
        kinds = [c.tag for c in node if isinstance(c.tag, str)] if node is not None else []
        kinds = kinds or ["no"]
        message = (
            f"{kind} '{shape_name(shape)}' of link '{label}': URDF has no "
            f"{', '.join(str(k) for k in kinds)} geometry; left out"
        )
        losses.lose(shape, message)
        return None
    tag, shape_object = found
    if tag == "mesh" and not str(getattr(shape_object, "uri", "")).strip():
        message = (
            f"{kind} '{shape_name(shape)}' of link '{label}': its mesh has no URI, and an "
            "empty filename is refused (by libsdformat, and by this reader); left out"
        )
        losses.lose(shape_object, message, "/uri")
        return None
    element = sub(link, kind, name=shape_name(shape))
    origin(element, pose)
    holder = sub(element, "geometry")
    if tag == "mesh":
        sub(holder, "mesh", filename=str(getattr(shape_object, "uri", "")))
        scale = np.asarray(getattr(shape_object, "scale", (1.0, 1.0, 1.0)), dtype=float)
        if not np.array_equal(scale, np.ones(3)):
            holder[-1].set("scale", numbers(scale))
        losses.rest(shape_object, ("uri", "scale"), (), f"the mesh of {kind} '{shape_name(shape)}'")
    else:
        values = {key: numbers(getattr(shape_object, key)) for key in SHAPES[tag]}
        sub(holder, tag, **values)
        losses.rest(shape_object, SHAPES[tag], (), f"the {tag} of {kind} '{shape_name(shape)}'")
        if tag == "capsule" and capsules is not None:
            named = f"{kind} '{shape_name(shape)}' of link '{label}'"
            capsules.append(WrittenCapsule(element, pose, shape, named))
    return element


def shape_name(shape: object) -> str:
    """A visual's or collision's name."""
    return str(getattr(shape, "name", ""))


def _geometry(geometry: object) -> tuple[str, Element] | None:
    """The geometry URDF can write (tag and object), or None."""
    if geometry is None:
        return None
    for tag in (*SHAPES, "mesh"):
        found = getattr(geometry, tag, None)
        if found is not None:
            return tag, found
    return None


def write_material(
    visual: etree._Element, material: Any, name: str, losses: Losses, label: str
) -> None:
    """A visual's colour (diffuse, else ambient) and albedo texture, as URDF has them.

    The reference reads a URDF ``color`` as both diffuse and ambient, so
    that is what comes back; everything else of the material is a loss.
    """
    node = losses.node(material)
    present = {str(c.tag) for c in node if isinstance(c.tag, str)} if node is not None else set()
    color = None
    for key in ("diffuse", "ambient"):
        if key in present:
            color = np.asarray(getattr(material, key), dtype=float)
            break
    texture = _albedo_map(material)
    element = sub(visual, "material", name=name)
    if color is not None:
        sub(element, "color", rgba=numbers(color))
    if texture:
        sub(element, "texture", filename=texture)
    if color is None and not texture:
        visual.remove(element)
    owner = f"the material of {label}"
    if {"diffuse", "ambient"} <= present:
        diffuse = np.asarray(material.diffuse, dtype=np.float64)
        ambient = np.asarray(material.ambient, dtype=np.float64)
        if not np.array_equal(diffuse, ambient):
            message = f"{owner}: URDF has one colour; diffuse written, ambient left out"
            losses.lose(material, message, "/ambient")
    losses.rest(material, ("diffuse", "ambient", "pbr"), (), owner)
    pbr = getattr(material, "pbr", None)
    if pbr is not None:
        metal = getattr(pbr, "metal", None)
        losses.rest(pbr, ("metal",), (), owner)
        if metal is not None:
            losses.rest(metal, ("albedo_map",), (), owner)


def _albedo_map(material: object) -> str:
    pbr = getattr(material, "pbr", None)
    metal = getattr(pbr, "metal", None) if pbr is not None else None
    return str(getattr(metal, "albedo_map", "") or "") if metal is not None else ""


def links_of(model: Any) -> Iterator[Any]:
    """Every link of a model, nested models' included, depth first."""
    pending = [model]  # a stack: models nest without bound
    while pending:
        current = pending.pop()
        yield from current.links
        pending.extend(reversed(current.models))


def choose_model(
    root: Any, worlds: list[Any], model: str | None, file: str | None = None
) -> tuple[Any, str, str]:
    """The model object, its members' query-name prefix and its frame's query name."""
    if root is not None:
        if model is None or model == str(root.name):
            return root, "", "__model__"
        parts, holders = model.split(SEPARATOR), list(root.models)
    else:
        models = list(worlds[0].models) if worlds else []
        if model is None:
            if not models:
                where = f"the world of {file}" if file else "the world"
                raise ValueError(f"{where} holds no model to write as URDF")
            if len(models) > 1:
                names = ", ".join(str(m.name) for m in models)
                raise ValueError(f"name the model to write as URDF (models: {names})")
            return models[0], str(models[0].name) + SEPARATOR, str(models[0].name)
        parts, holders = model.split(SEPARATOR), models
    found = None
    for part in parts:
        found = next((m for m in holders if str(m.name) == part), None)
        if found is None:
            break
        holders = list(found.models)
    if found is None:
        raise ValueError(f"no model named '{model}' in {file or 'the document'}")
    return found, model + SEPARATOR, model


@attrs.frozen
class UrdfConversion(ProblemList):
    """A model written as URDF, with what could not be written.

    Attributes:
        model: The model written (its scoped name in the document).
        text: The URDF document.
        problems: The loss report: a ``URDF_EXPORT_LOSS`` warning for each
            piece of content left out or changed, and an ``INFO`` note for
            what was rewritten without loss (a capsule as three shapes).
        names: The URDF name of each link, joint and frame written, by its
            scoped name inside the model (nested ones flattened).
        moved: The links whose URDF frame is not their SDFormat frame (moved
            onto their joint's axis line): the URDF frame in the SDFormat one.
    """

    model: str
    text: str
    problems: tuple[Error, ...]
    names: Mapping[str, str] = attrs.field(factory=dict)
    moved: Mapping[str, Pose] = attrs.field(factory=dict)

    @property
    def lossless(self) -> bool:
        """True when URDF holds everything (notes of what was rewritten lose nothing)."""
        return not self.losses

    @property
    def losses(self) -> tuple[Error, ...]:
        """The problems that are losses: every one but the notes (``INFO``)."""
        return tuple(p for p in self.problems if p.severity is not Severity.INFO)

    @property
    def cannot_hold(self) -> str:
        """What the loss error says cannot hold the model."""
        return f"URDF cannot hold all of model '{self.model}'"


def closes_loop(parent: str, child: str, parent_of: Mapping[str, str]) -> bool:
    """Whether ``child`` is ``parent`` or above it in the tree ``parent_of`` (a loop if joined)."""
    current: str | None = parent
    while current is not None:
        if current == child:
            return True
        current = parent_of.get(current)
    return False


OFFSET_OUT_OF_RANGE = (
    "its URDF offset (offset - multiplier * reference) is beyond a double's range: left out"
)


def urdf_mimic_offset(mimic: Any) -> float | None:
    """The offset URDF's ``follower = multiplier * leader + offset`` needs; None: out of range.

    SDFormat writes ``follower = offset + multiplier * (leader - reference)``,
    and URDF has no reference, so it is folded into the offset.
    """
    offset = float(mimic.offset) - float(mimic.multiplier) * float(mimic.reference)
    return offset if math.isfinite(offset) else None


def leader_local(follower_local: str, follower_name: object, reference: object) -> str:
    """The local name of a mimic's leader joint, resolved in the follower's scope."""
    return follower_local[: len(follower_local) - len(str(follower_name))] + str(reference)
