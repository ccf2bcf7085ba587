"""SDFormat 1.10 element classes of ``spec/1.10/model.sdf``.

Generated from spec/1.10/model.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

import attrs
from lxml import etree

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

if TYPE_CHECKING:
    from sdformat_v1_10.frame import Frame
    from sdformat_v1_10.gripper import Gripper
    from sdformat_v1_10.joint import Joint
    from sdformat_v1_10.link import Link
    from sdformat_v1_10.plugin import Plugin
    from sdformat_v1_10.pose import Pose

__all__ = [
    "Model",
    "ModelInclude",
]

# The classes of other modules held by fields here, each imported when first
# needed: importing this module imports no other (see sdf.ClassImports).
_imports = sdf.ClassImports(
    "sdformat_v1_10",
    {
        "Frame": "frame",
        "Gripper": "gripper",
        "Joint": "joint",
        "Link": "link",
        "Plugin": "plugin",
        "Pose": "pose",
    },
)


@attrs.define(kw_only=True, eq=False, repr=False)
class ModelInclude(sdf.Element):
    """Inserts a model loaded from a URI into this model as a nested model, with optional
    overrides of its name, pose, static flag and plugins.

    Attributes:
        merge: When true, the included model's links, joints, frames and plugins are added
            directly to this model instead of being nested; a frame replaces the included model
            frame.
        uri: URI of the model to include, such as model://model_name, a file path or a web
            address of a model. Default: ``__default__``.
        pose: Position and orientation of the element in the frame named by relative_to: `x y z
            roll pitch yaw` (metres, then rotations about the fixed x, y and z axes in that
            order), or `x y z qx qy qz qw` when rotation_format is quat_xyzw.
        plugins: A library loaded at run time to extend the simulator. It may appear in a world,
            model, sensor, visual or the GUI, and its child elements are passed to it as
            configuration.
        name: Name that replaces the included model's own name. Empty keeps the original name.
        static: When true, the included model is made static, overriding its own setting.
            Default: ``false``.
        placement_frame: Frame inside the included model whose pose is set by //include/pose,
            instead of the model frame. Requires a pose to be given. Empty means the model
            frame.
    """

    TAG: ClassVar[str] = "include"
    SPEC_FILE: ClassVar[str] = "spec/1.10/model.sdf"

    merge: bool = sdf.attribute("merge", "bool", "false")
    """When true, the included model's links, joints, frames and plugins are added directly to
    this model instead of being nested; a frame replaces the included model frame."""

    uri: str = sdf.value("uri", "string", "__default__", cardinality="1")
    """URI of the model to include, such as model://model_name, a file path or a web address of
    a model. Default: ``__default__``."""

    pose: Pose | None = sdf.child("pose", lambda: _imports.Pose)
    """Position and orientation of the element in the frame named by relative_to: `x y z roll
    pitch yaw` (metres, then rotations about the fixed x, y and z axes in that order),
    or `x y z qx qy qz qw` when rotation_format is quat_xyzw."""

    plugins: list[Plugin] = sdf.child("plugin", lambda: _imports.Plugin, cardinality="*")
    """A library loaded at run time to extend the simulator. It may appear in a world, model,
    sensor, visual or the GUI, and its child elements are passed to it as configuration."""

    name: str = sdf.value("name", "string", "")
    """Name that replaces the included model's own name. Empty keeps the original name."""

    static: bool = sdf.value("static", "bool", "false")
    """When true, the included model is made static, overriding its own setting. Default:
    ``false``."""

    placement_frame: str = sdf.value("placement_frame", "string", "")
    """Frame inside the included model whose pose is set by //include/pose, instead of the
    model frame. Requires a pose to be given. Empty means the model frame."""


@attrs.define(kw_only=True, eq=False, repr=False)
class Model(sdf.Element):
    """Collection of links, joints, frames, plugins and nested models forming a robot or other
    object.

    Attributes:
        name: Name of the model and of its implicit frame; must be unique among the
            frame-bearing siblings (models, links, joints, frames) in the same scope and must
            not contain '::'.
        canonical_link: Link to which the model frame is attached; names in nested models use
            '::' scoping (e.g. arm::base). Empty means the first link of the model, or failing
            that the canonical link of its first nested model.
        placement_frame: Frame of this model whose pose is set by the model's //model/pose,
            instead of the model frame. Empty means the pose places the model frame.
        static: When true, the model is immovable: the physics engine does not simulate its
            dynamics, though it still collides with others. Default: ``false``.
        self_collide: Default self-collision setting for all links of the model; links joined by
            a joint never collide. A link's own self_collide can enable it individually.
            Default: ``false``.
        allow_auto_disable: Whether the physics engine may stop updating the model while it is
            at rest. Only applies to models without joints. Default: ``true``.
        frames: A named reference frame, rigidly attached to another frame, that poses and
            joints can refer to.
        pose: Position and orientation of the element in the frame named by relative_to: `x y z
            roll pitch yaw` (metres, then rotations about the fixed x, y and z axes in that
            order), or `x y z qx qy qz qw` when rotation_format is quat_xyzw.
        links: Rigid body of a model, with mass properties and optional collision, visual and
            sensor elements attached to it.
        joints: A joint connecting a parent frame to a child frame and constraining how they may
            move relative to each other. Its pose is expressed in the child link frame unless
            stated otherwise.
        plugins: A library loaded at run time to extend the simulator. It may appear in a world,
            model, sensor, visual or the GUI, and its child elements are passed to it as
            configuration.
        grippers: A simple grasp helper: when enough gripper links touch an object, the object
            is fixed to the palm link until contact is lost.
        includes: Inserts a model loaded from a URI into this model as a nested model, with
            optional overrides of its name, pose, static flag and plugins.
        models: Nested model defined inline; it has the same structure as a top-level model.
        enable_wind: Whether the world's wind affects all links of the model. A link's own
            enable_wind can override this. Default: ``false``.
    """

    TAG: ClassVar[str] = "model"
    SPEC_FILE: ClassVar[str] = "spec/1.10/model.sdf"

    name: str = sdf.attribute("name", "string", "__default__", required=True)
    """Name of the model and of its implicit frame; must be unique among the frame-bearing
    siblings (models, links, joints, frames) in the same scope and must not contain
    '::'."""

    canonical_link: str = sdf.attribute("canonical_link", "string", "")
    """Link to which the model frame is attached; names in nested models use '::' scoping (e.g.
    arm::base). Empty means the first link of the model, or failing that the canonical
    link of its first nested model."""

    placement_frame: str = sdf.attribute("placement_frame", "string", "")
    """Frame of this model whose pose is set by the model's //model/pose, instead of the model
    frame. Empty means the pose places the model frame."""

    static: bool = sdf.value("static", "bool", "false")
    """When true, the model is immovable: the physics engine does not simulate its dynamics,
    though it still collides with others. Default: ``false``."""

    self_collide: bool = sdf.value("self_collide", "bool", "false")
    """Default self-collision setting for all links of the model; links joined by a joint never
    collide. A link's own self_collide can enable it individually. Default: ``false``."""

    allow_auto_disable: bool = sdf.value("allow_auto_disable", "bool", "true")
    """Whether the physics engine may stop updating the model while it is at rest. Only applies
    to models without joints. Default: ``true``."""

    frames: list[Frame] = sdf.child("frame", lambda: _imports.Frame, cardinality="*")
    """A named reference frame, rigidly attached to another frame, that poses and joints can
    refer to."""

    pose: Pose | None = sdf.child("pose", lambda: _imports.Pose)
    """Position and orientation of the element in the frame named by relative_to: `x y z roll
    pitch yaw` (metres, then rotations about the fixed x, y and z axes in that order),
    or `x y z qx qy qz qw` when rotation_format is quat_xyzw."""

    links: list[Link] = sdf.child("link", lambda: _imports.Link, cardinality="*")
    """Rigid body of a model, with mass properties and optional collision, visual and sensor
    elements attached to it."""

    joints: list[Joint] = sdf.child("joint", lambda: _imports.Joint, cardinality="*")
    """A joint connecting a parent frame to a child frame and constraining how they may move
    relative to each other. Its pose is expressed in the child link frame unless stated
    otherwise."""

    plugins: list[Plugin] = sdf.child("plugin", lambda: _imports.Plugin, cardinality="*")
    """A library loaded at run time to extend the simulator. It may appear in a world, model,
    sensor, visual or the GUI, and its child elements are passed to it as configuration."""

    grippers: list[Gripper] = sdf.child("gripper", lambda: _imports.Gripper, cardinality="*")
    """A simple grasp helper: when enough gripper links touch an object, the object is fixed to
    the palm link until contact is lost."""

    includes: list[ModelInclude] = sdf.child("include", lambda: ModelInclude, cardinality="*")
    """Inserts a model loaded from a URI into this model as a nested model, with optional
    overrides of its name, pose, static flag and plugins."""

    models: list[Model] = sdf.child("model", lambda: Model, cardinality="*")
    """Nested model defined inline; it has the same structure as a top-level model."""

    enable_wind: bool = sdf.value("enable_wind", "bool", "false")
    """Whether the world's wind affects all links of the model. A link's own enable_wind can
    override this. Default: ``false``."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.
_PARSE_BOOL = sdf.converter("bool")


(
    _model_include_set_xml_extras,
    _model_include_set_xml_origin,
    _model_include_set_merge,
    _model_include_set_uri,
    _model_include_set_pose,
    _model_include_set_plugins,
    _model_include_set_name,
    _model_include_set_static,
    _model_include_set_placement_frame,
) = sdf.setters(
    ModelInclude,
    "xml_extras",
    "xml_origin",
    "merge",
    "uri",
    "pose",
    "plugins",
    "name",
    "static",
    "placement_frame",
)


@sdf.fills(ModelInclude)
def _fill_model_include(
    obj: ModelInclude, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``ModelInclude`` from its element."""
    path = f"{parent_path}/include"
    found: list[str] = []
    merge: object = False
    text = node.get("merge")
    if text is not None:
        merge = ctx.parsed(_PARSE_BOOL, text)
        found.append("merge")
    uri: object = "__default__"
    pose: Pose | None = None
    plugins: list[Plugin] = []
    name: object = ""
    static: object = False
    placement_frame: object = ""
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "uri":
            uri = item.text or ""
            order.append("uri")
        elif tag == "pose":
            pose = sdf.unfilled(_imports.Pose, item, ctx, path)
            order.append("pose")
        elif tag == "plugin":
            plugins.append(sdf.unfilled(_imports.Plugin, item, ctx, path))
            order.append("plugins")
        elif tag == "name":
            name = item.text or ""
            order.append("name")
        elif tag == "static":
            static = ctx.parsed(_PARSE_BOOL, item.text or "")
            order.append("static")
        elif tag == "placement_frame":
            placement_frame = item.text or ""
            order.append("placement_frame")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _model_include_set_xml_extras(obj, extras)
    _model_include_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _model_include_set_merge(obj, merge)
    _model_include_set_uri(obj, uri)
    _model_include_set_pose(obj, pose)
    _model_include_set_plugins(obj, plugins)
    _model_include_set_name(obj, name)
    _model_include_set_static(obj, static)
    _model_include_set_placement_frame(obj, placement_frame)
    return True


(
    _model_set_xml_extras,
    _model_set_xml_origin,
    _model_set_name,
    _model_set_canonical_link,
    _model_set_placement_frame,
    _model_set_static,
    _model_set_self_collide,
    _model_set_allow_auto_disable,
    _model_set_frames,
    _model_set_pose,
    _model_set_links,
    _model_set_joints,
    _model_set_plugins,
    _model_set_grippers,
    _model_set_includes,
    _model_set_models,
    _model_set_enable_wind,
) = sdf.setters(
    Model,
    "xml_extras",
    "xml_origin",
    "name",
    "canonical_link",
    "placement_frame",
    "static",
    "self_collide",
    "allow_auto_disable",
    "frames",
    "pose",
    "links",
    "joints",
    "plugins",
    "grippers",
    "includes",
    "models",
    "enable_wind",
)


@sdf.fills(Model)
def _fill_model(obj: Model, node: etree._Element, ctx: sdf.ReadContext, parent_path: str) -> bool:
    """Read the fields of a lazy ``Model`` from its element."""
    name_text = node.get("name")
    if name_text is None:
        path = f"{parent_path}/model"
    else:
        path = f'{parent_path}/model[@name="{name_text}"]'
    found: list[str] = []
    name: object = "__default__"
    text = node.get("name")
    if text is not None:
        name = text
        found.append("name")
    canonical_link: object = ""
    text = node.get("canonical_link")
    if text is not None:
        canonical_link = text
        found.append("canonical_link")
    placement_frame: object = ""
    text = node.get("placement_frame")
    if text is not None:
        placement_frame = text
        found.append("placement_frame")
    static: object = False
    self_collide: object = False
    allow_auto_disable: object = True
    frames: list[Frame] = []
    pose: Pose | None = None
    links: list[Link] = []
    joints: list[Joint] = []
    plugins: list[Plugin] = []
    grippers: list[Gripper] = []
    includes: list[ModelInclude] = []
    models: list[Model] = []
    enable_wind: object = False
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "static":
            static = ctx.parsed(_PARSE_BOOL, item.text or "")
            order.append("static")
        elif tag == "self_collide":
            self_collide = ctx.parsed(_PARSE_BOOL, item.text or "")
            order.append("self_collide")
        elif tag == "allow_auto_disable":
            allow_auto_disable = ctx.parsed(_PARSE_BOOL, item.text or "")
            order.append("allow_auto_disable")
        elif tag == "frame":
            frames.append(sdf.unfilled(_imports.Frame, item, ctx, path))
            order.append("frames")
        elif tag == "pose":
            pose = sdf.unfilled(_imports.Pose, item, ctx, path)
            order.append("pose")
        elif tag == "link":
            links.append(sdf.unfilled(_imports.Link, item, ctx, path))
            order.append("links")
        elif tag == "joint":
            joints.append(sdf.unfilled(_imports.Joint, item, ctx, path))
            order.append("joints")
        elif tag == "plugin":
            plugins.append(sdf.unfilled(_imports.Plugin, item, ctx, path))
            order.append("plugins")
        elif tag == "gripper":
            grippers.append(sdf.unfilled(_imports.Gripper, item, ctx, path))
            order.append("grippers")
        elif tag == "include":
            includes.append(sdf.unfilled(ModelInclude, item, ctx, path))
            order.append("includes")
        elif tag == "model":
            models.append(sdf.unfilled(Model, item, ctx, path))
            order.append("models")
        elif tag == "enable_wind":
            enable_wind = ctx.parsed(_PARSE_BOOL, item.text or "")
            order.append("enable_wind")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _model_set_xml_extras(obj, extras)
    _model_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _model_set_name(obj, name)
    _model_set_canonical_link(obj, canonical_link)
    _model_set_placement_frame(obj, placement_frame)
    _model_set_static(obj, static)
    _model_set_self_collide(obj, self_collide)
    _model_set_allow_auto_disable(obj, allow_auto_disable)
    _model_set_frames(obj, frames)
    _model_set_pose(obj, pose)
    _model_set_links(obj, links)
    _model_set_joints(obj, joints)
    _model_set_plugins(obj, plugins)
    _model_set_grippers(obj, grippers)
    _model_set_includes(obj, includes)
    _model_set_models(obj, models)
    _model_set_enable_wind(obj, enable_wind)
    return True
