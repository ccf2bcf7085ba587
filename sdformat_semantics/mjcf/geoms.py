"""MJCF geoms read as SDFormat visuals and collisions, as MuJoCo shows them and lets them touch.

A geom that collides (``contype`` or ``conaffinity``) is a collision, with its
sliding and torsional friction and, once the model sets other masks than
MuJoCo's, its masks as the category and collide bitmasks (the same rule). One
that MuJoCo draws by default (groups 0 to 2, not fully transparent) is a
visual in the colour MuJoCo draws it. A geom that is neither is left out,
reported; so are rolling friction and what SDFormat has no shape for.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
from lxml import etree

from sdformat_runtime.values import format_number
from sdformat_semantics.geometry.pose import Pose
from sdformat_semantics.mjcf.losses import ImportLosses
from sdformat_semantics.mjcf.shapes import geometry_of, mujoco_pose, numbers, sub

DRAWN_GROUPS = 3
"""MuJoCo's viewers draw geom groups 0, 1 and 2 by default (``mjvOption.geomgroup``)."""

DEFAULT_GEOM_RGBA = np.array([0.5, 0.5, 0.5, 1.0], dtype=np.float32)
"""A geom's ``rgba`` when it sets none: the value that lets its material's colour show."""

DEFAULT_ROLLING_FRICTION = 0.0001
"""MuJoCo's default rolling friction (the third of a geom's ``friction``)."""

SDFORMAT_MASK = 0xFFFF
"""The widest category or collide bitmask SDFormat describes (16 bits)."""

PoseText = Callable[[Pose, etree._Element], None]
Unique = Callable[[str, str, str, set[str]], str]


class GeomWriter:
    """Writes the geoms of a compiled MuJoCo model on the links of its bodies.

    Attributes:
        materials: The names of the materials that give a geom its colour.
        masked: A colliding geom of the model sets other masks than 1 and 1.
    """

    def __init__(
        self,
        mujoco: Any,
        spec: Any,
        model: Any,
        losses: ImportLosses,
        folder: Path | None,
        pose_text: PoseText,
        unique: Unique,
    ) -> None:
        self.mujoco = mujoco
        self.spec = spec
        self.model = model
        self.losses = losses
        self.folder = folder
        self.pose_text = pose_text
        self.unique = unique
        self.materials: set[str] = set()
        # Where the spec read each geom (its id is the compiled one): an unnamed one's losses.
        # (Read where this MuJoCo has them: without them, the loss has no line.)
        self.written = {
            int(getattr(g, "id", -1)): str(getattr(g, "info", "") or "")
            for g in getattr(spec, "geoms", ())
        }
        types, affinities = model.geom_contype, model.geom_conaffinity
        colliding = (types != 0) | (affinities != 0)
        self.masked = bool(np.any(colliding & ((types != 1) | (affinities != 1))))

    def write(self, geom: int, link: etree._Element, names: set[str]) -> None:
        """Geom ``geom`` on ``link``; ``names``: those its visuals and collisions took.

        Siblings of a link must differ by name whatever their kind: a geom
        that is both keeps its name on the collision, its visual is
        ``<name>_visual``.
        """
        model = self.model
        label = model.geom(geom).name
        found = geometry_of(self.mujoco, model, geom, self.spec, self.folder)
        if found is None:
            kind = self.mujoco.mjtGeom(int(model.geom_type[geom])).name
            message = (
                f"a geom of type {kind}: SDFormat has no such geometry, or its mesh "
                "has no file; left out"
            )
            self._lose(geom, label, message)
            return
        shape, offset = found
        pose = mujoco_pose(model.geom_pos[geom], model.geom_quat[geom]) @ offset
        colour = self._colour(geom)
        collides = bool(model.geom_contype[geom] or model.geom_conaffinity[geom])
        # What MuJoCo shows by default: groups 0 to 2, unless fully transparent.
        drawn = int(model.geom_group[geom]) < DRAWN_GROUPS and colour[3] > 0
        wanted = label or f"geom_{geom}"
        if not (drawn or collides):
            message = (
                "MuJoCo neither draws it by default nor lets it collide: left out (its mass "
                "is in the link's inertial)"
            )
            self._lose(geom, label, message)
            return
        if collides:
            item = self._item(link, "collision", wanted, names, pose, shape)
            surface = sub(item, "surface")
            friction = sub(surface, "friction")
            sub(sub(friction, "ode"), "mu", format_number(float(model.geom_friction[geom][0])))
            torsional = sub(friction, "torsional")
            sub(torsional, "coefficient", format_number(float(model.geom_friction[geom][1])))
            self._contact(geom, surface, label)
        if drawn:
            shown = f"{wanted}_visual" if collides else wanted
            item = self._item(link, "visual", shown, names, pose, copy.deepcopy(shape))
            material = sub(item, "material")
            rgba = numbers(colour.astype(float).round(7))
            sub(material, "diffuse", rgba)
            sub(material, "ambient", rgba)

    def _lose(self, geom: int, label: str, message: str) -> None:
        self.losses.lose("geom", label, message, info=self.written.get(geom, ""))

    def _contact(self, geom: int, surface: etree._Element, label: str) -> None:
        """MuJoCo's ``contype`` and ``conaffinity`` as the category and collide bitmasks.

        The rule is the same (two touch when one's category shares a bit with
        the other's collide mask). Written once a colliding geom of the model
        sets other than MuJoCo's 1 and 1: SDFormat's every-bit defaults would
        then touch what MuJoCo keeps apart. Rolling friction is reported.
        """
        model = self.model
        rolling = float(model.geom_friction[geom][2])
        if rolling != DEFAULT_ROLLING_FRICTION:
            self._lose(geom, label, f"rolling friction {rolling}: SDFormat has none")
        if not self.masked:
            return
        category, collide = int(model.geom_contype[geom]), int(model.geom_conaffinity[geom])
        if max(category, collide) > SDFORMAT_MASK:
            message = f"contype {category}, conaffinity {collide}: past SDFormat's 16 bits"
            self._lose(geom, label, message + "; left out")
            return
        contact = sub(surface, "contact")
        sub(contact, "collide_bitmask", str(collide))
        sub(contact, "category_bitmask", str(category))

    def _item(
        self,
        link: etree._Element,
        tag: str,
        wanted: str,
        names: set[str],
        pose: Pose,
        shape: etree._Element,
    ) -> etree._Element:
        """A ``<visual>`` or ``<collision>`` of ``link`` holding ``shape`` at ``pose``."""
        item = sub(link, tag, name=self.unique(wanted, "geom", "geom", names))
        self.pose_text(pose, item)
        item.append(shape)
        return item

    def _colour(self, geom: int) -> np.ndarray:
        """The colour MuJoCo draws a geom in: its own, or its material's when it sets none.

        A geom's ``rgba`` left at MuJoCo's default gives way to its material's;
        any other value wins over the material (as MuJoCo's renderer decides).
        """
        model = self.model
        rgba = np.asarray(model.geom_rgba[geom], dtype=np.float32)
        material = int(model.geom_matid[geom])
        if material < 0:
            return rgba
        self.materials.add(model.material(material).name)
        if np.array_equal(rgba, DEFAULT_GEOM_RGBA):
            return np.asarray(model.mat_rgba[material], dtype=np.float32)
        return rgba
