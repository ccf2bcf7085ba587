"""Where an include URI leads and every place looked at, as text (``sdformat resolve``).

The search is the one ``load`` makes for ``<include><uri>`` (see
``include.resolve_uri``); for a model folder, the report also says which file
its ``model.config`` selects for the version documents are loaded as, and why.
"""

from __future__ import annotations

import os
from pathlib import Path

import attrs

from sdformat_semantics.config import ParserConfig
from sdformat_semantics.include import (
    NETWORK_SCHEMES,
    model_config_entries,
    resolve_uri,
    select_model_entry,
)
from sdformat_semantics.include.fuel import parse_fuel_url
from sdformat_semantics.loading import NEWEST, SUPPORTED_VERSIONS


@attrs.frozen
class UriReport:
    """What resolving a URI found.

    Attributes:
        lines: The report, one line each.
        found: The model file (or file) the URI leads to, or None.
    """

    lines: tuple[str, ...]
    found: Path | None


def report_uri(uri: str, config: ParserConfig, including_file: Path | None = None) -> UriReport:
    """Resolve ``uri`` as an include in ``including_file`` would be, and say how.

    Args:
        uri: The URI as written in ``<include><uri>``.
        config: Search settings (``model_paths``, variables, scheme folders).
        including_file: The document the include is in; relative URIs start
            from its folder (the working folder when None).
    """
    base_dir = including_file.resolve().parent if including_file is not None else None
    resolution = resolve_uri(uri, config, base_dir)
    lines = [f"{uri}", *_rule(uri), "places tried, in order:"]
    if resolution.tried:
        lines.extend(f"  {number}. {place}" for number, place in enumerate(resolution.tried, 1))
    else:
        lines.append("  none")
    if resolution.note is not None:
        lines.append(f"chosen: {resolution.note}")
    found = resolution.path
    if found is None:
        lines.extend(_search_notes(uri, config))
        lines.append("result: not found")
    elif found.is_dir():
        found, why = _model_file(found, config)
        lines.extend(why)
        lines.append(f"result: {found}" if found is not None else "result: no model file")
    else:
        lines.append(f"result: {found}")
    return UriReport(tuple(lines), found)


def _rule(uri: str) -> list[str]:
    """How a relative name is looked up, for the two kinds of URI that may hold one."""
    text = uri.strip()
    scheme, separator, rest = text.partition("://")
    if not separator:
        scheme, rest = "", text
    if scheme.lower() not in ("", "file") or not rest or Path(rest).is_absolute():
        return []
    rule = (
        "is looked for next to the including file, then in the model paths (--path, "
        "then SDF_PATH and the simulators' resource variables)"
    )
    if not scheme:
        return [f"rule: a plain name {rule}"]
    return [
        f"rule: file://NAME {rule}, as a plain name is: libsdformat drops the scheme "
        "and searches its paths, and Gazebo's resource lookup does the same"
    ]


def _search_notes(uri: str, config: ParserConfig) -> list[str]:
    """What the user can change when nothing was found (unset variables, network URIs)."""
    scheme = uri.split("://", 1)[0].lower() if "://" in uri else ""
    if scheme in NETWORK_SCHEMES:
        if parse_fuel_url(uri) is not None:
            return [
                "sdformat never downloads: fetch the model into the Fuel cache "
                f"(gz fuel download -u {uri}), or name a cache that holds it with "
                "--fuel-cache DIR or GZ_FUEL_CACHE_PATH"
            ]
        return [
            "sdformat never downloads: fetch the model into a folder, include it as "
            "model://NAME, and name the folder that holds it with SDF_PATH (or --path)"
        ]
    if scheme not in ("", "model", "file"):
        return []
    unset = [v for v in config.model_path_variables if not os.environ.get(v, "").strip()]
    if not unset:
        return []
    return [f"not set: {', '.join(unset)} (each holds folders searched for models)"]


def _model_file(folder: Path, config: ParserConfig) -> tuple[Path | None, list[str]]:
    """The file a model folder's ``model.config`` selects, and why, as report lines."""
    lines = [f"folder: {folder}"]
    entries, problems = model_config_entries(folder, config)
    if entries is None:
        lines.extend(f"model file unknown: {p.message}" for p in problems)
        return None, lines
    config_path = str(folder / "model.config")
    selected, warnings = select_model_entry(entries, NEWEST, SUPPORTED_VERSIONS, config_path)
    chosen = folder / selected.file
    lines.append("model.config lists:")
    for entry in entries:
        version = f"SDFormat {entry.version}" if entry.version is not None else "no version"
        mark = "  <- selected" if entry is selected else ""
        lines.append(f"  {entry.file} ({version}){mark}")
    if (selected.version or "").strip() in SUPPORTED_VERSIONS:  # else a warning says why
        lines.append(
            f"why: SDFormat {selected.version} is the newest listed version that sdformat "
            f"reads and that is not newer than {NEWEST}, the version documents are loaded as"
        )
    lines.extend(f"note: {w.message}" for w in warnings)
    if not chosen.is_file():
        lines.append(f"the selected model file is missing: {chosen}")
        return None, lines
    return chosen, lines
