"""Asset URIs (meshes, textures, heightmaps, material scripts) and whether they lead to files.

An asset URI is resolved with the rules of include URIs (``include.uri``):
next to the file that holds it, in the model folders, in the Fuel cache, in
ROS packages. ``sdformat check --assets`` reports each one that names no
readable file as ``ASSET_MISSING``; ``sdformat audit`` counts them.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import attrs

from sdformat_runtime.binding import Element, binding_of
from sdformat_runtime.errors import Error, ErrorCode, problem
from sdformat_semantics.config import ParserConfig
from sdformat_semantics.entities.elements import iter_elements
from sdformat_semantics.include.uri import resolve_uri

ASSET_FIELDS: dict[str, tuple[str, ...]] = {
    "mesh": ("uri",),
    "heightmap": ("uri",),
    "texture": ("diffuse", "normal"),  # a heightmap's layers
    "script": ("uri",),  # an OGRE material script (file or folder)
    "metal": ("albedo_map", "roughness_map", "metalness_map", "normal_map",
              "environment_map", "ambient_occlusion_map", "emissive_map", "light_map"),
    "specular": ("albedo_map", "specular_map", "glossiness_map", "normal_map",
                 "environment_map", "ambient_occlusion_map", "emissive_map", "light_map"),
    "material": ("emissive_map",),
    "skin": ("filename",),  # an actor's skin and animations
    "animation": ("filename",),
    "projector": ("texture",),
    "particle_emitter": ("color_range_image",),
    "sky": ("cubemap_uri",),
}  # fmt: skip
"""Per element tag, the child elements that name a file to load (as the spec describes them)."""

FOLDER_ASSETS = frozenset({("script", "uri")})
"""Asset fields that may name a folder (material scripts: a folder of ``.material`` files)."""


@attrs.frozen
class Asset:
    """One asset URI in a document.

    Attributes:
        uri: The URI as written.
        tag: The element holding it (``mesh``).
        field: The field (``uri``).
        element: The element object, for its place in the file.
        file: The file it was read from (relative URIs start from its folder).
    """

    uri: str
    tag: str
    field: str
    element: Element
    file: str | None

    @property
    def kind(self) -> str:
        """``mesh uri``, ``metal albedo_map``: what the URI is, for messages."""
        return f"{self.tag} {self.field}"


def iter_assets(root: Element) -> Iterator[Asset]:
    """Every asset URI below ``root``, in document order (empty values left out)."""
    for _, element in iter_elements(root):
        wanted = ASSET_FIELDS.get(element.TAG, ())
        if not wanted:
            continue
        # Matched by XML name: the Python name of a repeated field is plural (``uris``).
        for name, spec in binding_of(type(element)).fields:
            if spec.xml_name in wanted and spec.kind != "attribute":
                for text in _texts(getattr(element, name)):
                    origin = element.xml_origin
                    file = origin.file if origin else None
                    yield Asset(text, element.TAG, spec.xml_name, element, file)


def _texts(value: object) -> list[str]:
    """The URI texts of a field: a string, a list of them, or an element with a text value."""
    if value is None:
        return []
    if isinstance(value, list):
        return [t for v in value for t in _texts(v)]
    if isinstance(value, Element):
        own = binding_of(type(value)).text_field
        return _texts(getattr(value, own[0])) if own is not None else []
    text = str(value).strip()
    return [text] if text and text != "__default__" else []


def missing_assets(root: Element, config: ParserConfig) -> list[Error]:
    """An ``ASSET_MISSING`` error for each asset URI that names no readable file."""
    problems: list[Error] = []
    for asset in iter_assets(root):
        reason = why_unreadable(asset, config)
        if reason is not None:
            message = f"{asset.kind} '{asset.uri}' {reason}"
            problems.append(
                problem(ErrorCode.ASSET_MISSING, message, asset.element, file=asset.file)
            )
    return problems


def why_unreadable(asset: Asset, config: ParserConfig) -> str | None:
    """Why an asset cannot be loaded, or None when its URI leads to a readable file."""
    base = Path(asset.file).resolve().parent if asset.file else None
    resolution = resolve_uri(asset.uri, config, base)
    found = resolution.path
    if found is None:
        return f"does not resolve; tried: {resolution.explain()}"
    if found.is_dir():
        if (asset.tag, asset.field) in FOLDER_ASSETS:
            return None
        return f"names a folder, not a file: {found}"
    if not os.access(found, os.R_OK):
        return f"names a file that cannot be read: {found}"
    return None
