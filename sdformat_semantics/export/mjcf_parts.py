"""Pieces of a document written as MJCF: geoms, meshes, sites, equalities, the world's options.

``mjcf`` decides the tree of bodies; this module adds what hangs on it to the
``mujoco.MjSpec`` and reports, through ``Losses``, every piece of content
MJCF has no place for (``MJCF_EXPORT_LOSS``).
"""

from __future__ import annotations

import shutil
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from sdformat_semantics.config import ParserConfig
from sdformat_semantics.export.mjcf_text import ExactValues
from sdformat_semantics.export.urdf_parts import Losses, numbers
from sdformat_semantics.frame_queries import FrameQueries
from sdformat_semantics.frames import SEPARATOR, WORLD, FrameGraphs
from sdformat_semantics.frames.lookup import display_name
from sdformat_semantics.geometry.pose import Pose
from sdformat_semantics.include.uri import resolve_uri

MESH_SUFFIXES = (".stl", ".obj", ".msh")
"""Mesh files MuJoCo reads itself (others, ``.dae`` among them, are reported)."""


VISUAL_GROUP = 1
"""The geom group of visuals."""

HIDDEN_COLLISION_GROUP = 3
"""The geom group of the collisions of a link whose visuals are written: MuJoCo's default
view hides groups 3 to 5, so they collide unseen behind the visuals (as Menagerie's models
place them). A link without a visual written keeps its collisions in group 0, drawn."""

SDFORMAT_MASK = 0xFFFF
"""SDFormat's default category and collide bitmasks: every category, touching every one."""

MUJOCO_MASK = 0x7FFFFFFF
"""The largest ``contype`` or ``conaffinity`` (a 32-bit signed integer)."""

SHAPE_TYPES = ("box", "sphere", "cylinder", "capsule", "ellipsoid", "plane", "mesh")
"""The SDFormat geometries written as MJCF geoms."""

SHAPE_HANDLED: dict[str, tuple[str, ...]] = {
    "box": ("size",),
    "sphere": ("radius",),
    "cylinder": ("radius", "length"),
    "capsule": ("radius", "length"),
    "ellipsoid": ("radii",),
    "plane": ("normal", "size"),
    "mesh": ("uri", "scale"),
}
"""The values of each geometry that its MJCF geom holds."""


def vector(values: npt.ArrayLike) -> list[float]:
    """Numbers as a plain list of floats, as ``MjSpec`` attributes take them."""
    return [float(v) for v in np.asarray(values, dtype=float).ravel()]


def quaternion_wxyz(pose: Pose) -> list[float]:
    """A pose's rotation as MuJoCo writes quaternions: ``w x y z``."""
    x, y, z, w = (float(v) for v in pose.quaternion)
    return [w, x, y, z]


def _z_to(normal: npt.ArrayLike) -> Pose:
    """The rotation taking the z axis onto a unit ``normal`` (a plane's MJCF frame)."""
    target = np.asarray(normal, dtype=float)
    target = target / float(np.linalg.norm(target))
    z = np.array([0.0, 0.0, 1.0])
    cross = np.cross(z, target)
    dot = float(z @ target)
    if float(np.linalg.norm(cross)) < 1e-12:
        return Pose.identity() if dot > 0 else Pose((0, 0, 0), (1.0, 0.0, 0.0, 0.0))
    quaternion = np.array([*cross, 1.0 + dot])
    return Pose((0.0, 0.0, 0.0), quaternion / float(np.linalg.norm(quaternion)))


class MjcfPieces:
    """Adds geoms, meshes, sites, equalities and world options to one ``MjSpec``.

    Attributes:
        meshes: Each mesh file written, by the path it was read from.
        exact: The numbers given to each MJCF element, for the text (``mjcf_text``).
    """

    def __init__(
        self,
        mujoco: Any,
        spec: Any,
        document: FrameQueries,
        losses: Losses,
        config: ParserConfig,
        assets: Path | None,
    ) -> None:
        self.mujoco = mujoco
        self.spec = spec
        self.document = document
        self.losses = losses
        self.config = config
        self.assets = assets
        self.meshes: dict[str, str] = {}
        self.exact = ExactValues()
        self.sources: dict[str, Any] = {}  # each named MJCF element's SDFormat object
        self._names: dict[str, set[str]] = {}
        self.masked = False  # a collision of the document sets a bitmask
        self.unmasked: list[Any] = []  # the collision geoms that set none

    def unique(self, kind: str, wanted: str) -> str:
        """A name not yet taken among the MJCF elements of one kind."""
        taken = self._names.setdefault(kind, set())
        name, count = wanted, 1
        while name in taken:
            count += 1
            name = f"{wanted}_{count}"
        taken.add(name)
        return name

    # Geoms ------------------------------------------------------------------

    def geom(
        self,
        body: Any,
        link: str,
        shape: Any,
        *,
        collides: bool,
        frame: str | None = None,
        hidden: bool = False,
    ) -> bool:
        """A visual (renders only) or a collision (collides) as a geom of ``body``.

        ``frame``: the link whose frame is the body's (``link`` unless fused);
        ``hidden``: a collision goes in ``HIDDEN_COLLISION_GROUP``. Returns
        whether the geom was written (False: its loss is reported).
        """
        kind = "collision" if collides else "visual"
        label = f"{kind} '{shape.name}' of link '{link}'"
        handled = ("pose", "geometry", "surface") if collides else ("pose", "geometry", "material")
        self.losses.rest(shape, handled, ("name",))
        geometry = shape.geometry
        found = next((t for t in SHAPE_TYPES if getattr(geometry, t, None) is not None), None)
        if found is None:
            node = self.losses.node(geometry)
            tags = [str(c.tag) for c in node if isinstance(c.tag, str)] if node is not None else []
            what = ", ".join(tags) or "no"
            self.losses.lose(shape, f"{label}: MJCF has no {what} geometry; left out")
            return False
        values = getattr(geometry, found)
        self.losses.rest(values, SHAPE_HANDLED[found], (), f"the {found} of {label}")
        pose = self.document.pose_of(shape, frame or link)
        attributes = self.shape_attributes(found, values, label, pose)
        if attributes is None:
            return False
        if found == "plane" and not self._static(body):
            self.losses.lose(shape, f"{label}: MuJoCo planes belong to bodies that never move")
            return False
        name = self.unique("geom", f"{link}::{shape.name}")
        geom = body.add_geom(name=name, **attributes)
        self.sources[name] = shape
        given = {k: v for k, v in attributes.items() if k in ("pos", "quat", "size")}
        self.exact.remember("geom", name, **given)
        if collides:
            self._surface(geom, shape, label)
            if hidden:
                geom.group = HIDDEN_COLLISION_GROUP
        else:
            geom.group = VISUAL_GROUP
            geom.contype = 0
            geom.conaffinity = 0
            self._colour(geom, shape, label)
        return True

    def _static(self, body: Any) -> bool:
        """Whether a body never moves: the world, or welded to it all the way up."""
        while body is not None and body.name != self.spec.worldbody.name:
            if body.first_joint() is not None:
                return False
            body = body.parent
        return True

    def shape_attributes(
        self, kind: str, values: Any, label: str, pose: Pose
    ) -> dict[str, Any] | None:
        """The geom's type, size, pose (and mesh) of one geometry; None when left out."""
        types = self.mujoco.mjtGeom
        if kind == "box":
            size, typ = vector(np.asarray(values.size) / 2.0), types.mjGEOM_BOX
        elif kind == "sphere":
            size, typ = [float(values.radius)], types.mjGEOM_SPHERE
        elif kind in ("cylinder", "capsule"):
            size = [float(values.radius), float(values.length) / 2.0]
            typ = types.mjGEOM_CYLINDER if kind == "cylinder" else types.mjGEOM_CAPSULE
        elif kind == "ellipsoid":
            size, typ = vector(values.radii), types.mjGEOM_ELLIPSOID
        elif kind == "plane":
            half = np.asarray(values.size, dtype=float) / 2.0
            size, typ = [*vector(half), 1.0], types.mjGEOM_PLANE
            pose = pose @ _z_to(values.normal)
        else:
            mesh = self._mesh(values, label)
            if mesh is None:
                return None
            placed = {"type": types.mjGEOM_MESH, "meshname": mesh}
            return placed | {"pos": vector(pose.position), "quat": quaternion_wxyz(pose)}
        if kind != "plane" and not all(value > 0 for value in size):  # NaN fails too
            message = (
                f"{label}: a {kind} with a size of zero or less (MJCF size "
                f"{numbers(size)}); MuJoCo's geoms need every size positive; left out"
            )
            self.losses.lose(values, message)
            return None
        placed = {"type": typ, "size": size}
        return placed | {"pos": vector(pose.position), "quat": quaternion_wxyz(pose)}

    def _mesh(self, mesh: Any, label: str) -> str | None:
        """The MJCF mesh asset of a mesh geometry (added once per file and scale)."""
        uri = str(mesh.uri)
        origin = getattr(mesh, "xml_origin", None)
        base = Path(origin.file).resolve().parent if origin is not None and origin.file else None
        found = resolve_uri(uri, self.config, base).path
        if found is None or not found.is_file():
            self.losses.lose(mesh, f"{label}: mesh '{uri}' does not resolve to a file; left out")
            return None
        if found.suffix.lower() not in MESH_SUFFIXES:
            readable = ", ".join(MESH_SUFFIXES)
            message = (
                f"{label}: MuJoCo reads {readable} meshes, not '{found.suffix}' ('{uri}'); "
                "left out (convert the file to one of those)"
            )
            self.losses.lose(mesh, message, "/uri")
            return None
        if getattr(mesh, "submesh", None) is not None:
            self.losses.lose(mesh, f"{label}: MJCF meshes have no submesh; the whole file written")
        file = str(found)
        if self.assets is not None:
            self.assets.mkdir(parents=True, exist_ok=True)
            copy = self.assets / self.unique("mesh file", found.name)
            shutil.copyfile(found, copy)
            file = copy.name
            self.spec.meshdir = str(self.assets.resolve())  # wherever the MJCF is written
        name = self.unique("mesh", found.stem)
        self.sources[name] = mesh
        self.spec.add_mesh(name=name, file=file, scale=vector(mesh.scale))
        self.exact.remember("mesh", name, scale=vector(mesh.scale))
        self.meshes[str(found)] = file
        return name

    def _surface(self, geom: Any, collision: Any, label: str) -> None:
        """A collision's friction and collision bitmasks on its geom."""
        surface = getattr(collision, "surface", None)
        masks = None
        if surface is not None:
            self.losses.rest(surface, ("friction", "contact"), (), f"the surface of {label}")
            self._friction(geom, surface, label)
            masks = self._masks(getattr(surface, "contact", None), label)
        if masks is None:
            self.unmasked.append(geom)
        else:
            geom.contype, geom.conaffinity = masks
            self.masked = True

    def _masks(self, contact: Any, label: str) -> tuple[int, int] | None:
        """``(contype, conaffinity)`` from the category and collide bitmasks (None: neither set).

        SDFormat's rule is MuJoCo's: two collisions touch when one's category
        shares a bit with the other's collide mask; an unset category is the
        collide mask.
        """
        node = self.losses.node(contact) if contact is not None else None
        if node is None:
            return None
        masks = ("collide_bitmask", "category_bitmask")
        self.losses.rest(contact, masks, (), f"the contact of {label}")
        present = {str(c.tag) for c in node if isinstance(c.tag, str)}
        if not present & set(masks):
            return None
        collide = int(contact.collide_bitmask)
        category = int(contact.category_bitmask) if "category_bitmask" in present else collide
        if max(category, collide) > MUJOCO_MASK:
            message = (
                f"{label}: collision bitmasks {category} and {collide} do not fit MuJoCo's "
                "contype and conaffinity (31 bits); left out"
            )
            self.losses.lose(contact, message)
            return None
        return category, collide

    def finish_masks(self) -> None:
        """Once every geom is written: collisions setting no bitmask get SDFormat's defaults.

        Left at MuJoCo's defaults (1 and 1) they would no longer touch a
        collision whose masks miss bit 0, as SDFormat's every-bit default does.
        """
        if self.masked:
            for geom in self.unmasked:
                geom.contype = geom.conaffinity = SDFORMAT_MASK

    def _friction(self, geom: Any, surface: Any, label: str) -> None:
        friction = getattr(surface, "friction", None)
        if friction is None:
            return
        self.losses.rest(friction, ("ode", "torsional"), (), f"the friction of {label}")
        ode = getattr(friction, "ode", None)
        if ode is not None:
            self.losses.rest(ode, ("mu",), (), f"the ODE friction of {label}")
            sliding = float(ode.mu)
            geom.friction = [sliding, *vector(geom.friction)[1:]]
            self.exact.remember("geom", geom.name, friction=vector(geom.friction))
        torsional = getattr(friction, "torsional", None)
        if torsional is not None:
            self.losses.rest(torsional, ("coefficient",), (), f"the torsional friction of {label}")
            values = vector(geom.friction)
            geom.friction = [values[0], float(torsional.coefficient), values[2]]
            self.exact.remember("geom", geom.name, friction=vector(geom.friction))

    def _colour(self, geom: Any, visual: Any, label: str) -> None:
        material = getattr(visual, "material", None)
        if material is None:
            return
        node = self.losses.node(material)
        present = {str(c.tag) for c in node if isinstance(c.tag, str)} if node is not None else ()
        self.losses.rest(material, ("diffuse", "ambient"), (), f"the material of {label}")
        for key in ("diffuse", "ambient"):
            if key in present:
                # Colours are read as 32-bit floats: their shortest text is the file's.
                rgba = [float(str(np.float32(v))) for v in getattr(material, key)]
                geom.rgba = rgba
                self.exact.remember("geom", geom.name, rgba=rgba)
                break

    # Sites and equalities ---------------------------------------------------

    def site(
        self,
        name: str,
        element: Any,
        graphs: FrameGraphs,
        world: str | None,
        bodies: Any,
        hosts: Mapping[str, str] | None = None,
    ) -> None:
        """A frame as a site on the body it is attached to (the world body for the world).

        ``hosts``: the link whose body holds each fused link.
        """
        del element  # placed by its vertex
        attached = graphs.body(name)
        if attached is not None:
            attached = (hosts or {}).get(attached, attached)
        body = attached if attached in bodies else WORLD
        shown = display_name(graphs, name)
        pose = self.document.pose(shown, None if body == WORLD else body, world=world)
        site = self.unique("site", shown)
        placed = {"pos": vector(pose.position), "quat": quaternion_wxyz(pose)}
        bodies[body].add_site(name=site, **placed)
        self.exact.remember("site", site, **placed)

    def screw(
        self, body: Any, joint: str, position: list[float], axis: list[float], pitch: float
    ) -> None:
        """A screw's travel: a slide tied to its hinge (``pitch / 2 pi`` metres per radian)."""
        name = f"{joint}{SEPARATOR}slide"
        kind = self.mujoco.mjtJoint.mjJNT_SLIDE
        body.add_joint(name=name, type=kind, pos=position, axis=axis)
        self.exact.remember("joint", name, pos=position, axis=axis)
        self.joint_equality(name, joint, 0.0, pitch / (2.0 * np.pi))

    def joint_equality(self, follower: str, leader: str, constant: float, slope: float) -> None:
        """``follower = constant + slope * leader`` as a MuJoCo joint equality."""
        # As many numbers as this MuJoCo's mjNEQDATA (11 before 3.17, 12 since); polycoef first.
        data = np.zeros(self.mujoco.mjNEQDATA)
        data[0], data[1] = constant, slope
        self.spec.add_equality(
            type=self.mujoco.mjtEq.mjEQ_JOINT,
            objtype=self.mujoco.mjtObj.mjOBJ_JOINT,
            name1=follower,
            name2=leader,
            data=vector(data),
        )
        self.exact.remember("equality joint", follower, polycoef=vector(data[:5]))

    # The world --------------------------------------------------------------

    def world(self, world: Any) -> None:
        """A world's gravity, step size, magnetic field and lights; the rest reported."""
        handled = ("gravity", "physics", "magnetic_field", "model", "light", "frame", "joint")
        self.losses.rest(world, handled, ("name",))
        option = self.spec.option
        option.gravity = vector(world.gravity)
        option.magnetic = vector(world.magnetic_field)
        self.exact.remember("option", "", gravity=option.gravity, magnetic=option.magnetic)
        physics = list(getattr(world, "physicses", []) or [])
        if physics:
            chosen = next((p for p in physics if bool(getattr(p, "default", False))), physics[0])
            # Required children the file leaves out are written as defaults: no loss.
            unwritten = {"real_time_factor", "real_time_update_rate"} - chosen.xml_extras.present
            handled = ("max_step_size", *unwritten)
            self.losses.rest(chosen, handled, ("name", "default", "type"))
            option.timestep = float(chosen.max_step_size)
            self.exact.remember("option", "", timestep=option.timestep)
            for other in physics:
                if other is not chosen:
                    self.losses.lose(other, "MJCF has one set of physics options: left out")
        for light in world.lights:
            self.light(self.spec.worldbody, light, None)

    def light(self, body: Any, light: Any, relative_to: str | None) -> None:
        """A light: its place, direction, colour and kind."""
        handled = ("pose", "direction", "diffuse", "specular", "cast_shadows", "attenuation")
        self.losses.rest(light, handled, ("name", "type"), f"light '{light.name}'")
        pose = self.document.pose_of(light, relative_to)
        name = self.unique("light", str(light.name))
        placed = {
            "pos": vector(pose.position),
            "dir": vector(pose.rotate_vector(np.asarray(light.direction, dtype=float))),
        }
        self.exact.remember("light", name, **placed)
        added = body.add_light(
            name=name,
            **placed,
            diffuse=vector(np.asarray(light.diffuse, dtype=float)[:3]),
            specular=vector(np.asarray(light.specular, dtype=float)[:3]),
            castshadow=bool(light.cast_shadows),
        )
        kinds = getattr(self.mujoco, "mjtLightType", None)
        if kinds is not None:
            added.type = {
                "directional": kinds.mjLIGHT_DIRECTIONAL,
                "spot": kinds.mjLIGHT_SPOT,
            }.get(str(light.type), kinds.mjLIGHT_POINT if hasattr(kinds, "mjLIGHT_POINT") else 0)
        elif str(light.type) == "directional":
            added.directional = True


def principal(pose: Pose, inertia: Any) -> tuple[list[float], Pose]:
    """Principal moments and the frame of their axes in the link frame.

    A diagonal tensor keeps its frame and its numbers as written (a thin disk's
    ``A + B = C`` stays exact); any other is diagonalised here, so that MuJoCo
    checks the very moments it is given.
    """
    tensor = np.asarray(inertia, dtype=float)
    if np.count_nonzero(tensor - np.diag(np.diag(tensor))) == 0:
        return [float(tensor[i, i]) for i in range(3)], pose
    values, vectors = np.linalg.eigh(tensor)
    if np.linalg.det(vectors) < 0:
        vectors[:, 0] = -vectors[:, 0]
    axes = np.eye(4)
    axes[:3, :3] = vectors
    return [float(v) for v in values], pose @ Pose.from_matrix(axes)


def set_coefficient(joint: Any, key: str, value: float) -> None:
    """Set a joint coefficient: a number before MuJoCo 4, the first of three since."""
    if np.ndim(getattr(joint, key)) == 0:
        setattr(joint, key, value)
    else:
        setattr(joint, key, [value, *vector(getattr(joint, key))[1:]])


def first_coefficient(value: Any) -> float:
    """A joint coefficient as one number (MuJoCo 4 holds three, the first the linear one)."""
    return float(np.ravel(value)[0])


def exact_joint(joint: Any) -> dict[str, list[float]]:
    """A joint's limits, dynamics and springs as MJCF names them, for the exact text."""
    values = {
        "damping": [first_coefficient(joint.damping)],
        "frictionloss": [joint.frictionloss],
        "stiffness": [first_coefficient(joint.stiffness)],
        "springref": [joint.springref],
        "actuatorfrcrange": vector(joint.actfrcrange),
    }
    if joint.limited == 1:
        values["range"] = vector(joint.range)
    return {key: [float(v) for v in listed] for key, listed in values.items()}
