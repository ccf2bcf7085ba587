"""Small documents that leave out one required child without a usable default, one per rule.

A rule is an element path of the spec and one of its required children whose
default is the placeholder (``sdformat_semantics.checks.required``): a
``<joint>``'s ``<parent>``, a ``<contact>``'s ``<collision>``. ``rules``
lists them from the generated classes' binding metadata, as the check reads
them; ``document`` writes the smallest document that holds the path, with the
child or without it, built from the spec's fact table
(``tests/data/spec-facts``): each element of the path with its required
attributes and its other needed values, models with two links for joints and
grippers to name, a sensor of the type its child asks for.

``tests/reference/required_children.py`` records libsdformat's verdict on
every document without its child into
``tests/data/reference/required_children.json``; ``test_required_reference.py``
compares ours with it.
"""

from __future__ import annotations

import functools
from pathlib import Path

from sdformat_runtime.binding import Element, binding_of
from sdformat_semantics.checks.required import PLACEHOLDER, _rules
from sdformat_semantics.versions import version_package
from tests.conftest import DATA

Rule = tuple[str, str]
"""(element path from ``/sdf``, the XML name of the required child)."""

REFERENCE_VERSION = "1.9"
"""The newest version libsdformat 12 reads: what it converts every older document to."""

OLDER_VERSIONS = ("1.6", "1.7", "1.8")
"""The older versions it reads that have a package."""

INCLUDED_MODEL = "included"
"""The model an ``<include>`` names (``model://included``), written by ``model_folder``."""

LINKS = ("a", "b")
"""The links of every model and actor: what joints, grippers and contacts name."""

_VALUES: dict[tuple[str, str], str] = {
    ("joint", "parent"): "a",
    ("joint", "child"): "b",
    ("gripper", "gripper_link"): "a",
    ("gripper", "palm_link"): "b",
    ("contact", "collision"): "c",
    ("script", "uri"): "file://media/materials/scripts/gazebo.material",
    ("script", "name"): "Gazebo/Grey",
    ("submesh", "name"): "wheel",
    ("mesh", "uri"): "meshes/body.dae",
    ("image", "uri"): "materials/textures/map.png",
    ("heightmap", "uri"): "materials/textures/heightmap.png",
    ("texture", "diffuse"): "materials/textures/dirt_diffuse.png",
    ("texture", "normal"): "materials/textures/dirt_normal.png",
    ("save", "path"): "/tmp/camera_frames",
    ("projector", "texture"): "stripes.png",
    ("audio_source", "uri"): "media/beep.mp3",
    ("skin", "filename"): "walk.dae",
    ("animation", "filename"): "walk.dae",
    ("include", "uri"): f"model://{INCLUDED_MODEL}",
    ("deletions", "name"): "m",
}
"""A plausible value for each needed child, by (parent tag, child)."""

_NAMES = {"model": "m", "link": LINKS[0], "world": "w", "collision": "c", "animation": "walk"}
"""Names of the elements on a path (``collision`` is the one ``<contact>`` names)."""

_SENSOR_TYPES = {"camera": "camera", "contact": "contact"}
"""The sensor type each sensor child on a rule's path needs."""


@functools.cache
def _facts(version: str) -> dict[str, tuple[str, str, str, str]]:
    """Path -> (kind, type, default, required) of the version's fact table."""
    rows = (DATA / "spec-facts" / f"{version}.tsv").read_text(encoding="utf-8").splitlines()
    return {
        path: (kind, kind_type, default, required)
        for path, kind, kind_type, default, required, *_ in (row.split("\t") for row in rows[1:])
    }


def _class_rules(cls: type[Element]) -> list[str]:
    return [spec.xml_name for _, spec in _rules(cls)]


def rules(version: str) -> list[Rule]:
    """Every (path, child) the check asks for in a version, nested models entered once."""
    found: set[Rule] = set()
    pending: list[tuple[str, type[Element], tuple[type[Element], ...]]] = [
        ("/sdf", version_package(version).Sdf, ())
    ]
    while pending:
        path, cls, above = pending.pop()
        above = (*above, cls)
        found.update((path, child) for child in _class_rules(cls))
        for tag, plan in binding_of(cls).children.items():
            child_class = plan.element_class
            if child_class is not None and child_class not in above:
                pending.append((f"{path}/{tag}", child_class, above))
    return sorted(found)


def reference_rules() -> list[Rule]:
    """The rules the reference is asked about: every rule of 1.9."""
    return rules(REFERENCE_VERSION)


def older_rules() -> list[Rule]:
    """Rules of the older versions it reads that 1.9 has not: a 1.6 ``<world>``'s ``<joint>``.

    No 1.9 document can hold them, and the reference, which reads a 1.6 document
    by converting it to 1.9, keeps such a joint as an unknown element and checks
    nothing in it: they are not recorded.
    """
    newest = set(reference_rules())
    return sorted({rule for v in OLDER_VERSIONS for rule in rules(v)} - newest)


def rule_key(rule: Rule) -> str:
    """The rule as one string: the child's path (``/sdf/model/joint/parent``)."""
    return f"{rule[0]}/{rule[1]}"


def _attribute_value(version: str, path: str, name: str, following: str | None) -> str:
    """A plausible value for a required attribute of the element at ``path``."""
    tag = path.rsplit("/", 1)[-1]
    default = _facts(version)[f"{path}/@{name}"][2]
    if name == "name":
        return _NAMES.get(tag, tag)
    if tag == "sensor" and name == "type":
        return _SENSOR_TYPES.get(following or "", "camera")
    if tag == "joint" and name == "type":
        return "revolute"
    if name == "world_name":
        return _NAMES["world"]
    if name == "filename":
        return "libplugin.so"
    if default != PLACEHOLDER:
        return default
    raise ValueError(f"no value for the required attribute {path}/@{name}")


def _required_attributes(version: str, path: str) -> list[str]:
    """The names of the required attributes of ``path``, in table order."""
    prefix = f"{path}/@"
    return [
        attribute[len(prefix) :]
        for attribute, (_, _, _, required) in _facts(version).items()
        if attribute.startswith(prefix) and required == "1"
    ]


def _needed_children(version: str, path: str) -> list[str]:
    """The required value children of ``path`` whose default is the placeholder, in table order."""
    facts = _facts(version)
    prefix = f"{path}/"
    return [
        child[len(prefix) :]
        for child, (kind, kind_type, default, required) in facts.items()
        if child.startswith(prefix)
        and "/" not in child[len(prefix) :]
        and kind == "element"
        and kind_type
        and default == PLACEHOLDER
        and required in ("1", "+")
    ]


def _extras(tag: str, following: str | None) -> str:
    """Siblings the element on the path needs to make sense: links for joints to name."""
    if tag in ("model", "actor"):
        return "".join(
            f'<link name="{link}"/>'
            for link in LINKS
            if not (following == "link" and link == LINKS[0])
        )
    if tag == "world" and following == "joint":  # a world joint (1.10 on) joins a model's links
        return f'<model name="m">{_extras("model", None)}</model>'
    return ""


def document(version: str, rule: Rule, *, with_child: bool) -> str:
    """The document holding ``rule``'s path, with its child or without it."""
    path, left_out = rule
    steps = path.strip("/").split("/")[1:]
    opening: list[str] = []
    closing: list[str] = []
    for index, tag in enumerate(steps):
        here = "/".join(["", "sdf", *steps[: index + 1]])
        following = steps[index + 1] if index + 1 < len(steps) else None
        attributes = "".join(
            f' {name}="{_attribute_value(version, here, name, following)}"'
            for name in _required_attributes(version, here)
        )
        values = "".join(
            f"<{child}>{_child_value(here, tag, child)}</{child}>"
            for child in _needed_children(version, here)
            if following is not None or with_child or child != left_out
        )
        opening.append(f"<{tag}{attributes}>{values}{_extras(tag, following)}")
        closing.insert(0, f"</{tag}>")
    return f'<sdf version="{version}">{"".join(opening)}{"".join(closing)}</sdf>\n'


def _child_value(path: str, tag: str, child: str) -> str:
    if path == "/sdf/world/joint":  # a world joint (1.10 on): the links of the model beside it
        return f"m::{_VALUES[(tag, child)]}"
    return _VALUES[(tag, child)]


def model_folder(folder: Path) -> Path:
    """Write the model ``<include>`` documents name into ``folder``; return the folder to search."""
    model = folder / INCLUDED_MODEL
    model.mkdir(parents=True, exist_ok=True)
    (model / "model.config").write_text(
        "<?xml version='1.0'?>\n<model><name>included</name>"
        "<sdf version='1.9'>model.sdf</sdf></model>\n",
        encoding="utf-8",
    )
    (model / "model.sdf").write_text(
        f'<sdf version="1.9"><model name="{INCLUDED_MODEL}"><link name="body"/></model></sdf>\n',
        encoding="utf-8",
    )
    return folder
