"""Finding what an include URI names, and keeping the search inside the allowed folders.

Resolution order for a URI (every place tried is recorded, for error messages
and ``sdformat resolve``):

1. the ``resolver`` callable of ``ParserConfig``;
2. for ``file://`` URIs and plain relative paths: the including file's folder
   (the working folder for documents given as text);
3. for ``model://`` URIs and plain relative paths: each folder of
   ``ParserConfig.model_paths``, then of the environment variables in
   ``ParserConfig.model_path_variables``;
4. scheme maps registered with ``ParserConfig.add_uri_path``;
5. absolute ``file://`` and plain paths as they are.

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

NETWORK_SCHEMES = ("http", "https", "ftp")

_SCHEME = re.compile(r"^([A-Za-z][A-Za-z0-9+.\-]*)://(.*)$", re.DOTALL)


@attrs.frozen
class Resolution:
    """Where a URI led.

    Attributes:
        uri: The URI as written (trimmed).
        path: The file or folder found, or None.
        tried: Every place looked at, in order, each with what was found there.
    """

    uri: str
    path: Path | None
    tried: tuple[str, ...]
    unverified: Path | None = None
    """The resolver's answer when it does not exist on disk (a custom parser may still
    recognise it: some parsers describe models that have no file)."""
    outside: bool = False
    """Whether some place was skipped for lying outside ``ParserConfig.allowed_roots``."""

    def explain(self, limit: int = 6) -> str:
        """The places tried, for an error message."""
        shown = list(self.tried[:limit])
        if len(self.tried) > limit:
            shown.append(f"... {len(self.tried) - limit} more")
        return "; ".join(shown) if shown else "nowhere to look"


def resolve_uri(uri: str, config: ParserConfig, base_dir: Path | None = None) -> Resolution:
    """Find the file or folder an include URI names (see the module docstring for the order)."""
    uri = uri.strip()
    tried: list[str] = []
    outside: list[Path] = []

    def attempt(candidate: Path, how: str) -> Path | None:
        if not confined(candidate, config):
            tried.append(f"{how}: {candidate} (outside allowed_roots: not looked at)")
            outside.append(candidate)
            return None
        try:
            exists = candidate.exists()
        except (OSError, ValueError) as error:  # a name too long, or holding a NUL
            reason = error.strerror if isinstance(error, OSError) else None
            tried.append(f"{how}: {candidate} (cannot be looked at: {reason or error})")
            return None
        if exists:
            tried.append(f"{how}: {candidate} (found)")
            return candidate
        tried.append(f"{how}: {candidate} (not found)")
        return None

    unverified: Path | None = None
    if config.resolver is not None:
        try:
            answer = config.resolver(uri)
        except Exception as error:  # a user callback: report, never crash
            tried.append(f"resolver: raised {type(error).__name__}: {error}")
            answer = None
        answered = _as_path(answer)
        if answer is None:
            tried.append("resolver: no answer")
        elif answered is None:
            tried.append(f"resolver: returned {type(answer).__name__}, not a path or None")
        else:
            found = attempt(answered, "resolver")
            if found is not None:
                return Resolution(uri, found, tuple(tried))
            if confined(answered, config):
                unverified = answered
    match = _SCHEME.match(uri)
    scheme, rest = (match.group(1).lower(), match.group(2)) if match else ("", uri)
    if scheme == "file" and rest[:10].lower() == "localhost/":
        rest = rest[9:]  # RFC 8089: file://localhost/abs/path is the local /abs/path
    if not uri:
        return Resolution(uri, None, tuple(tried))
    relative = scheme in ("", "file") and not Path(rest).is_absolute()
    if relative:
        folder = base_dir if base_dir is not None else _working_folder()
        if folder is None:
            tried.append("next to the including file: the working folder no longer exists")
        else:
            found = attempt(folder / rest, "next to the including file")
            if found is not None:
                return Resolution(uri, found, tuple(tried))
    if scheme == "model" or (scheme == "" and relative):
        for entry in config.model_paths:
            found = attempt(Path(entry) / rest, "model path")
            if found is not None:
                return Resolution(uri, found, tuple(tried))
        for variable in config.model_path_variables:
            for entry in os.environ.get(variable, "").split(os.pathsep):
                if entry:
                    found = attempt(Path(entry) / rest, f"${variable}")
                    if found is not None:
                        return Resolution(uri, found, tuple(tried))
    for prefix, folders in config.uri_paths.items():
        if uri.startswith(prefix):
            for entry in folders:
                found = attempt(Path(entry) / uri[len(prefix) :], f"'{prefix}' path")
                if found is not None:
                    return Resolution(uri, found, tuple(tried))
    if scheme in ("", "file") and Path(rest).is_absolute():
        found = attempt(Path(rest), "absolute path")
        if found is not None:
            return Resolution(uri, found, tuple(tried))
    if scheme in NETWORK_SCHEMES:
        tried.append("network URIs are never fetched (give ParserConfig a resolver)")
    return Resolution(uri, None, tuple(tried), unverified, bool(outside))


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
