"""``package://NAME/PATH`` URIs: the folders of ROS packages, as ROS 2 and ROS 1 lay them out.

A package's folder is looked for, in order:

1. in ``ParserConfig.package_paths[NAME]`` (``--package NAME=DIR``);
2. below each of ``ParserConfig.package_search_folders`` (``--packages DIR``),
   found by name as in 4.;
3. as ``<prefix>/share/NAME`` for each prefix of the variables in
   ``ParserConfig.ament_prefix_variables`` (``AMENT_PREFIX_PATH``: the install
   folders of a ROS 2 workspace and of ROS itself);
4. under each folder of ``ParserConfig.ros_package_path_variables``
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
    for given in config.package_search_folders:
        yield _crawled(Path(given).expanduser(), name, f"--packages {given}")
    for variable in config.ament_prefix_variables:
        for prefix in _entries(variable):
            yield prefix / "share" / name, f"${variable} (PREFIX/share/{name})"
    for variable in config.ros_package_path_variables:
        for folder in _entries(variable):
            yield _crawled(folder, name, f"${variable}")


def _crawled(folder: Path, name: str, how: str) -> tuple[Path, str]:
    """The package found below ``folder`` and why it is the one, or where it was not."""
    found = _crawl(folder, name, MAX_CRAWL_DEPTH)
    if found is None:
        return folder / name, f"{how} (no package.xml names '{name}')"
    path, why = found
    return path, f"{how} ({why})"


def _entries(variable: str) -> list[Path]:
    return [Path(e) for e in os.environ.get(variable, "").split(os.pathsep) if e.strip()]


def _crawl(folder: Path, name: str, depth: int) -> tuple[Path, str] | None:
    """The package called ``name`` at or below ``folder``, and why it is; or None."""
    try:
        names = {entry.name for entry in folder.iterdir()}
    except OSError:
        return None
    if names.intersection(IGNORE_MARKERS):
        return None
    if "package.xml" in names:  # a package: it is the one or it holds none
        declared = _package_name(folder)
        if declared == name:
            return folder, f"its package.xml names '{name}'"
        if declared is None and folder.name == name:
            return folder, f"a package folder named '{name}' whose package.xml names none"
        return None
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
