"""``package://NAME/PATH`` URIs: the folders of ROS packages, as ROS 2 and ROS 1 lay them out.

A package's folder is looked for, in order:

1. in ``ParserConfig.package_paths[NAME]`` (``--package NAME=DIR``);
2. as ``<prefix>/share/NAME`` for each prefix of the variables in
   ``ParserConfig.ament_prefix_variables`` (``AMENT_PREFIX_PATH``: the install
   folders of a ROS 2 workspace and of ROS itself);
3. under each folder of ``ParserConfig.ros_package_path_variables``
   (``ROS_PACKAGE_PATH``, ROS 1): the folder itself when it is the package,
   else the package folders below it (a folder holding a ``package.xml``),
   found by name: a ``package.xml`` whose ``<name>`` is NAME, or a package
   folder called NAME. Search stops at package folders and skips folders
   holding ``CATKIN_IGNORE``, ``COLCON_IGNORE`` or ``AMENT_IGNORE``, as the
   ROS tools do.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path

from sdformat_semantics.config import ParserConfig

IGNORE_MARKERS = ("CATKIN_IGNORE", "COLCON_IGNORE", "AMENT_IGNORE")
"""Files that hide a folder from the ROS package crawl."""

MAX_CRAWL_DEPTH = 6
"""How deep below a ``ROS_PACKAGE_PATH`` folder packages are looked for."""

_PACKAGE_NAME = re.compile(rb"<name>\s*([^<\s]+)\s*</name>")


def split_package_uri(uri: str) -> tuple[str, str] | None:
    """``("NAME", "PATH")`` of ``package://NAME/PATH``, or None for other URIs."""
    if not uri.lower().startswith("package://"):
        return None
    name, _, rest = uri[len("package://") :].partition("/")
    return (name, rest) if name else None


def package_folders(name: str, config: ParserConfig) -> Iterator[tuple[Path, str]]:
    """Each folder that may be package ``name``, with how it was found (see the module)."""
    for entry in config.package_paths.get(name, []):
        yield Path(entry).expanduser(), f"--package {name}"
    for variable in config.ament_prefix_variables:
        for prefix in _entries(variable):
            yield prefix / "share" / name, f"${variable}"
    for variable in config.ros_package_path_variables:
        for folder in _entries(variable):
            found = _crawl(folder, name, MAX_CRAWL_DEPTH)
            yield (found if found is not None else folder / name), f"${variable}"


def _entries(variable: str) -> list[Path]:
    return [Path(e) for e in os.environ.get(variable, "").split(os.pathsep) if e.strip()]


def _crawl(folder: Path, name: str, depth: int) -> Path | None:
    """The package called ``name`` at or below ``folder``, or None."""
    try:
        names = {entry.name for entry in folder.iterdir()}
    except OSError:
        return None
    if names.intersection(IGNORE_MARKERS):
        return None
    if "package.xml" in names:  # a package: it is the one or it holds none
        return folder if _package_name(folder) == name or folder.name == name else None
    if depth == 0:
        return None
    for entry in sorted(names):
        child = folder / entry
        if not entry.startswith(".") and child.is_dir():
            found = _crawl(child, name, depth - 1)
            if found is not None:
                return found
    return None


def _package_name(folder: Path) -> str | None:
    """The ``<name>`` a package's ``package.xml`` declares (read from its first 64 KiB)."""
    try:
        with (folder / "package.xml").open("rb") as manifest:
            head = manifest.read(65536)
    except OSError:
        return None
    match = _PACKAGE_NAME.search(head)
    return match.group(1).decode("utf-8", "replace") if match else None
