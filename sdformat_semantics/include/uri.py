"""Finding what an include URI names, and keeping the search inside the allowed folders.

Resolution order for a URI (every place tried is recorded, for error messages
and ``sdformat resolve``):

1. the ``resolver`` callable of ``ParserConfig``;
2. for ``file://`` URIs and plain relative paths: the including file's folder
   (the working folder for documents given as text);
3. for ``model://`` URIs, plain relative paths (``<uri>x500</uri>``, which
   Gazebo looks up as a model name too) and relative ``file://`` URIs
   (``file://x500``: libsdformat strips any scheme and searches its paths,
   and Gazebo's resource lookup does the same): each folder of
   ``ParserConfig.model_paths``, then of the environment variables in
   ``ParserConfig.model_path_variables``;
4. for Fuel URLs (``https://fuel.gazebosim.org/1.0/OWNER/models/NAME``): the
   local Fuel caches (see ``fuel``);
5. for ``package://NAME/PATH``: the package's folders (see ``packages``),
   then the scheme folders below, then the model folders of step 3 with
   ``package://`` read as ``model://`` (Gazebo finds packages on its resource
   path that way);
6. scheme maps registered with ``ParserConfig.add_uri_path``;
7. absolute ``file://`` and plain paths as they are.

Network URIs are never fetched. With ``ParserConfig.allowed_roots`` set,
places outside those folders (symlinks resolved) are skipped without being
looked at.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import attrs

from sdformat_semantics.config import ParserConfig
from sdformat_semantics.include.fuel import find_in_fuel_caches, parse_fuel_url
from sdformat_semantics.include.packages import package_folders, split_package_uri
from sdformat_semantics.interface import raised

NETWORK_SCHEMES = ("http", "https", "ftp")

_SCHEME = re.compile(r"^([A-Za-z][A-Za-z0-9+.\-]*)://(.*)$", re.DOTALL)


@attrs.frozen
class Resolution:
    """Where a URI led.

    Attributes:
        uri: The URI as written (trimmed).
        path: The file or folder found, or None.
        tried: Every place looked at, in order, each with what was found there.
        unverified: The resolver's answer when it does not exist on disk (a
            custom parser may still recognise it: some parsers describe models
            that have no file).
        outside: Whether some place was skipped for lying outside
            ``ParserConfig.allowed_roots``.
        note: How the answer was chosen when there was a choice (the version
            of a Fuel model taken from the cache), else None.
    """

    uri: str
    path: Path | None
    tried: tuple[str, ...]
    unverified: Path | None = None
    outside: bool = False
    note: str | None = None

    def explain(self, limit: int = 6) -> str:
        """The places tried, for an error message."""
        shown = list(self.tried[:limit])
        if len(self.tried) > limit:
            shown.append(f"... {len(self.tried) - limit} more")
        return "; ".join(shown) if shown else "nowhere to look"


@attrs.define
class _Search:
    """The places looked at so far for one URI."""

    config: ParserConfig
    tried: list[str] = attrs.field(factory=list)
    outside: bool = False

    def attempt(self, candidate: Path, how: str) -> Path | None:
        """Look at one place; record what was there; return it when it exists."""
        if not confined(candidate, self.config):
            self.tried.append(f"{how}: {candidate} (outside allowed_roots: not looked at)")
            self.outside = True
            return None
        try:
            exists = candidate.exists()
        except (OSError, ValueError) as error:  # a name too long, or holding a NUL
            reason = error.strerror if isinstance(error, OSError) else None
            self.tried.append(f"{how}: {candidate} (cannot be looked at: {reason or error})")
            return None
        if exists:
            self.tried.append(f"{how}: {candidate} (found)")
            return candidate
        self.tried.append(f"{how}: {candidate} (not found)")
        return None

    def allowed(self, folder: Path) -> bool:
        """Whether ``folder`` may be looked into; a refusal is recorded."""
        if confined(folder, self.config):
            return True
        self.outside = True
        return False

    def model_folders(self, rest: str) -> Path | None:
        """``rest`` in the model folders: ``model_paths``, then the variables' folders."""
        for entry in self.config.model_paths:
            found = self.attempt(Path(entry) / rest, "model path")
            if found is not None:
                return found
        for variable in self.config.model_path_variables:
            for entry in os.environ.get(variable, "").split(os.pathsep):
                if entry:
                    found = self.attempt(Path(entry) / rest, f"${variable}")
                    if found is not None:
                        return found
        return None

    def done(self, uri: str, path: Path | None, note: str | None = None) -> Resolution:
        return Resolution(uri, path, tuple(self.tried), outside=self.outside, note=note)


def resolve_uri(uri: str, config: ParserConfig, base_dir: Path | None = None) -> Resolution:
    """Find the file or folder an include URI names (see the module docstring for the order)."""
    uri = uri.strip()
    search = _Search(config)
    unverified: Path | None = None
    if config.resolver is not None:
        try:
            answer = config.resolver(uri)
        except Exception as error:  # a user callback: report, never crash
            search.tried.append(f"resolver: raised {raised(error)}")
            answer = None
        answered = _as_path(answer)
        if answer is None:
            search.tried.append("resolver: no answer")
        elif answered is None:
            search.tried.append(f"resolver: returned {type(answer).__name__}, not a path or None")
        else:
            found = search.attempt(answered, "resolver")
            if found is not None:
                return search.done(uri, found)
            if confined(answered, config):
                unverified = answered
    if not uri:
        return search.done(uri, None)
    match = _SCHEME.match(uri)
    scheme, rest = (match.group(1).lower(), match.group(2)) if match else ("", uri)
    if scheme == "file" and rest[:10].lower() == "localhost/":
        rest = rest[9:]  # RFC 8089: file://localhost/abs/path is the local /abs/path
    found, note = _by_scheme(search, uri, scheme, rest, base_dir)
    if found is not None:
        return search.done(uri, found, note)
    if scheme in NETWORK_SCHEMES:
        search.tried.append("network URIs are never fetched")
    return attrs.evolve(search.done(uri, None), unverified=unverified)


# Over the function budget: the search order of the module docstring, one branch per step.
def _by_scheme(  # noqa: C901, PLR0912
    search: _Search, uri: str, scheme: str, rest: str, base_dir: Path | None
) -> tuple[Path | None, str | None]:
    """Steps 2 to 7 of the module docstring: the found path and a note on the choice."""
    relative = scheme in ("", "file") and not Path(rest).is_absolute()
    if relative:
        folder = base_dir if base_dir is not None else _working_folder()
        if folder is None:
            search.tried.append("next to the including file: the working folder no longer exists")
        else:
            found = search.attempt(folder / rest, "next to the including file")
            if found is not None:
                return found, None
    if scheme == "model" or relative:  # relative: a plain or file:// name, as a model name too
        found = search.model_folders(rest)
        if found is not None:
            return found, None
    if scheme in ("http", "https"):
        fuel = parse_fuel_url(uri)
        if fuel is not None:
            found, note = find_in_fuel_caches(
                fuel, search.config, search.attempt, search.tried.append, search.allowed
            )
            if found is not None:
                return found, note
    package = split_package_uri(uri) if scheme == "package" else None
    if package is not None:
        name, inside = package
        for folder, how in package_folders(name, search.config):
            found = search.attempt(folder / inside if inside else folder, how)
            if found is not None:
                return found, None
    for prefix, folders in search.config.uri_paths.items():
        if uri.startswith(prefix):
            for entry in folders:
                found = search.attempt(Path(entry) / uri[len(prefix) :], f"'{prefix}' path")
                if found is not None:
                    return found, None
    if package is not None:
        found = search.model_folders(rest)
        if found is not None:
            return found, None
    if scheme in ("", "file") and Path(rest).is_absolute():
        found = search.attempt(Path(rest), "absolute path")
        if found is not None:
            return found, None
    return None, None


def _as_path(answer: object) -> Path | None:
    """A resolver's answer as a path, or None when it is no path (a user callback's garbage)."""
    if not isinstance(answer, str | os.PathLike):
        return None
    try:
        name = os.fspath(answer)
    except TypeError:  # a PathLike whose __fspath__ returns neither str nor bytes
        return None
    return Path(name) if isinstance(name, str) and name else None


def real_path(path: str | os.PathLike[str]) -> str | None:
    """``os.path.realpath``, or None when the path cannot be resolved.

    Resolving reads each link on the way; a file swapped for another kind of
    file between those reads makes it raise, and a name may hold a NUL.
    """
    try:
        return os.path.realpath(path)
    except (OSError, ValueError):
        return None


def _working_folder() -> Path | None:
    """The working folder (where URIs of documents given as text are relative to), if any."""
    try:
        return Path.cwd()
    except OSError:  # deleted under the process
        return None


def confined(path: Path, config: ParserConfig) -> bool:
    """Whether ``path``, symlinks resolved, lies in an allowed folder (always, with no roots)."""
    if config.allowed_roots is None:
        return True
    resolved = real_path(path)  # None: a NUL in the name, a link swapped while read, ...
    if resolved is None:
        return False
    real = Path(resolved)
    return any(real.is_relative_to(root) for root in allowed_folders(config))


def allowed_folders(config: ParserConfig) -> list[str]:
    """``config.allowed_roots`` with their links resolved (those that cannot be are left out)."""
    roots = (real_path(root) for root in config.allowed_roots or ())
    return [root for root in roots if root is not None]
