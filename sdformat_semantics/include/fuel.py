"""Fuel model URLs answered from the local cache Gazebo's fuel tools fill, never the network.

Gazebo downloads ``https://fuel.gazebosim.org/1.0/OpenRobotics/models/X500``
into ``<cache>/fuel.gazebosim.org/openrobotics/models/x500/<version>/``: one
folder per server host, owner and model (newer fuel tools write the owner and
the name in lower case, older ones as written, so both are matched without
regard to case), and one folder per downloaded version, named by its number.
A URL that names a version (``.../X500/3``) takes that folder; one that does
not, or says ``tip``, takes the highest number cached. A URL into the model's
files (``.../X500/3/files/meshes/body.dae``, as Gazebo writes mesh URIs of
downloaded models) leads to that file inside the version folder.

The cache is, in order: ``ParserConfig.fuel_cache_paths`` (``--fuel-cache``),
the folders of ``ParserConfig.fuel_cache_variables`` (``GZ_FUEL_CACHE_PATH``),
and only when none of those variables is set, ``fuel_cache_defaults``
(``~/.gz/fuel``, then ``~/.ignition/fuel`` where Ignition releases kept it).
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from urllib.parse import unquote, urlsplit

import attrs

from sdformat_semantics.config import ParserConfig

SERVER_ALIASES = {
    "fuel.ignitionrobotics.org": "fuel.gazebosim.org",
    "fuel.gazebosim.org": "fuel.ignitionrobotics.org",
}
"""One server under two names (renamed in 2022): a cache may hold its models under either."""

COLLECTIONS = ("models", "worlds")
"""The kinds of Fuel resources an include can name."""

_API_VERSION = re.compile(r"^\d+(\.\d+)*$")


@attrs.frozen
class FuelUrl:
    """A Fuel resource URL, taken apart.

    Attributes:
        server: The host (``fuel.gazebosim.org``).
        owner: The owner as written (``OpenRobotics``).
        collection: ``models`` or ``worlds``.
        name: The resource's name, percent-decoded (``Coke Can``).
        version: The version asked for, or None for the newest cached (also ``tip``).
        file: The path inside the version folder (after ``/files/``), empty for the model.
    """

    server: str
    owner: str
    collection: str
    name: str
    version: int | None
    file: str = ""

    @property
    def label(self) -> str:
        """``OpenRobotics/X500`` (with ``@3`` when a version is asked for)."""
        at = f"@{self.version}" if self.version is not None else ""
        return f"{self.owner}/{self.name}{at}"


def parse_fuel_url(uri: str) -> FuelUrl | None:
    """The parts of a Fuel URL, or None when ``uri`` is not one.

    Accepts ``http(s)://HOST[/API_VERSION]/OWNER/models|worlds/NAME[/VERSION|/tip]
    [/files/PATH]``; the API version segment (``1.0``) is optional.
    """
    parts = urlsplit(uri.strip())
    if parts.scheme.lower() not in ("http", "https") or not parts.hostname:
        return None
    segments = [unquote(s) for s in parts.path.split("/") if s]
    if segments and _API_VERSION.match(segments[0]):
        segments = segments[1:]
    if len(segments) < 3 or segments[1].lower() not in COLLECTIONS:
        return None
    owner, collection, name, *rest = segments
    version: int | None = None
    if rest and (rest[0].isdigit() or rest[0].lower() == "tip"):
        version = int(rest[0]) if rest[0].isdigit() else None
        rest = rest[1:]
    if rest and rest[0] == "files":
        rest = rest[1:]
    elif rest:  # something after the name that is neither a version nor files/
        return None
    return FuelUrl(parts.hostname.lower(), owner, collection.lower(), name, version, "/".join(rest))


def fuel_caches(config: ParserConfig) -> Iterator[tuple[Path, str]]:
    """Each cache folder to search, with how it was named, in order (see the module docstring)."""
    for entry in config.fuel_cache_paths:
        yield Path(entry).expanduser(), "Fuel cache (--fuel-cache)"
    variables_set = False
    for variable in config.fuel_cache_variables:
        for entry in os.environ.get(variable, "").split(os.pathsep):
            if entry.strip():
                variables_set = True
                yield Path(entry).expanduser(), f"Fuel cache (${variable})"
    if not variables_set:
        for entry in config.fuel_cache_defaults:
            yield Path(entry).expanduser(), "Fuel cache (default location)"


Attempt = Callable[[Path, str], "Path | None"]
"""Looks at one candidate, records it as tried, and returns it when it exists."""


def find_in_fuel_caches(
    url: FuelUrl,
    config: ParserConfig,
    attempt: Attempt,
    say: Callable[[str], None],
    allowed: Callable[[Path], bool],
) -> tuple[Path | None, str | None]:
    """The cached file or folder a Fuel URL names, and which version was taken.

    Args:
        url: The parsed URL.
        config: Where the caches are.
        attempt: Checks and records one candidate path.
        say: Records a place looked at that led nowhere (no such model cached).
        allowed: Whether a folder may be looked into (``ParserConfig.allowed_roots``).

    Returns:
        The path found (or None) and a sentence naming the version taken.
    """
    searched = False
    for cache, how in fuel_caches(config):
        searched = True
        if not allowed(cache):  # ``allowed`` notes that something was kept out
            say(f"{how}: {cache} (outside allowed_roots: not looked at)")
            continue
        for server in (url.server, SERVER_ALIASES.get(url.server)):
            if server is None:
                continue
            model = _model_folder(cache / server, url)
            if model is None:
                say(f"{how}: {cache / server}: no {url.owner}/{url.collection}/{url.name} cached")
                continue
            cached = sorted(int(entry.name) for entry in _folders(model) if entry.name.isdigit())
            if not cached:
                say(f"{how}: {model}: no version folder cached")
                continue
            version = url.version if url.version is not None else cached[-1]
            if version not in cached:
                listed = ", ".join(map(str, cached))
                say(f"{how}: {model}: version {version} not cached (cached: {listed})")
                continue
            target = model / str(version)
            if url.file:
                target = target / url.file
            if not _inside(target, cache):  # ``..``, an absolute path, a link out of the cache
                say(f"{how}: {url.label} file {url.file!r} leads out of the cache (not looked at)")
                continue
            found = attempt(target, how)
            if found is not None:
                return found, _version_note(url, version, cached)
    if not searched:
        say("Fuel cache: none configured (no --fuel-cache, fuel_cache_paths or defaults)")
    return None, None


def _version_note(url: FuelUrl, version: int, cached: list[int]) -> str:
    """Which version of a Fuel model was taken, and why."""
    if url.version is not None:
        return f"Fuel {url.owner}/{url.name}: version {version}, as the URL asks"
    others = f" (cached: {', '.join(map(str, cached))})" if len(cached) > 1 else ""
    return f"Fuel {url.owner}/{url.name}: version {version}, the newest cached{others}"


def _model_folder(server_folder: Path, url: FuelUrl) -> Path | None:
    """``<server>/<owner>/<collection>/<name>``, matching owner and name without case."""
    owner = _child(server_folder, url.owner)
    collection = _child(owner, url.collection) if owner is not None else None
    return _child(collection, url.name) if collection is not None else None


def _inside(path: Path, cache: Path) -> bool:
    """Whether ``path``, links and ``..`` resolved, lies in the cache folder ``cache``.

    A URL's parts come from the checked document: without this a file path
    (``files/../../../etc/passwd``, ``files/%2Fetc%2Fpasswd``) or a link in
    the cache could name any file on the machine.
    """
    try:
        return path.resolve().is_relative_to(cache.resolve())
    except (OSError, RuntimeError, ValueError):  # a loop of links, a NUL in a name
        return False


def _child(folder: Path, name: str) -> Path | None:
    """The sub-folder of ``folder`` named ``name``: exactly, else ignoring case.

    None for a name that is not one folder's (``..``, ``a/b``): the owner and
    name come from the URL, percent-decoded.
    """
    if name in ("", ".", "..") or "/" in name or "\\" in name or "\0" in name:
        return None
    exact = folder / name
    if exact.is_dir():
        return exact
    wanted = name.casefold()
    return next((entry for entry in _folders(folder) if entry.name.casefold() == wanted), None)


def _folders(folder: Path) -> list[Path]:
    """The sub-folders of ``folder``, sorted; none when it cannot be listed."""
    try:
        return sorted(entry for entry in folder.iterdir() if entry.is_dir())
    except OSError:
        return []
