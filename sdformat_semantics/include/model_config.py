"""Which model file a model folder's ``model.config`` names for the version being loaded."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import attrs

from sdformat_runtime.errors import Error, ErrorCode, Severity, XmlOrigin, problem
from sdformat_runtime.versions import version_key
from sdformat_runtime.xml import parse_bytes, read_limited
from sdformat_semantics.config import ParserConfig
from sdformat_semantics.include.uri import allowed_folders, confined


@attrs.frozen
class ModelConfigEntry:
    """One ``<sdf>`` entry of a ``model.config``.

    Attributes:
        version: Its ``version`` attribute, or None when it has none.
        file: The model file it names, relative to the folder.
        line: Its line in ``model.config``.
    """

    version: str | None
    file: str
    line: int | None


def model_config_entries(
    folder: Path, config: ParserConfig | None = None
) -> tuple[list[ModelConfigEntry] | None, list[Error]]:
    """The ``<sdf>`` entries of a folder's ``model.config``, in file order.

    Returns None and the reason when the file is missing, unreadable, outside
    ``config.allowed_roots`` or lists no model file.
    """
    config = config or ParserConfig()
    config_path = folder / "model.config"
    if not confined(config_path, config):
        message = "model.config is a link outside the allowed folders (allowed_roots); not read"
        return None, [Error(ErrorCode.FILE_READ, message, str(config_path))]
    if not config_path.is_file():
        message = f"folder '{folder}' has no model.config, so the model file is unknown"
        return None, [Error(ErrorCode.FILE_READ, message, str(folder))]
    inside = allowed_folders(config) if config.allowed_roots is not None else None
    data, problems = read_limited(config_path, config.max_bytes, inside)
    if data is None:
        return None, problems
    tree, problems = parse_bytes(data, str(config_path), config.max_bytes, config.max_element_depth)
    if tree is None:
        return None, problems
    entries = [
        ModelConfigEntry(
            e.get("version"),
            (e.text or "").strip(),
            e.sourceline if isinstance(e.sourceline, int) else None,
        )
        for e in tree.iter("sdf")
    ]
    entries = [e for e in entries if e.file]
    if not entries:
        message = "model.config lists no <sdf> file"
        return None, [Error(ErrorCode.FILE_READ, message, str(config_path))]
    return entries, []


def model_file_in(
    folder: Path,
    target_version: str,
    versions: Sequence[str],
    config: ParserConfig | None = None,
) -> tuple[Path | None, list[Error]]:
    """The model file a folder's ``model.config`` names for ``target_version``.

    ``config`` gives the size and depth limits and the allowed folders; the
    choice is ``select_model_entry``'s.
    """
    entries, problems = model_config_entries(folder, config)
    if entries is None:
        return None, problems
    chosen, warnings = select_model_entry(
        entries, target_version, versions, str(folder / "model.config")
    )
    return folder / chosen.file, warnings


def select_model_entry(
    entries: Sequence[ModelConfigEntry],
    target_version: str,
    versions: Sequence[str],
    config_path: str,
) -> tuple[ModelConfigEntry, list[Error]]:
    """The ``model.config`` entry to load for ``target_version``, with warnings.

    Picks the highest listed ``<sdf version>`` among ``versions`` (the ones
    we can read) that is not newer than the target; warns when entries have
    no version or only newer ones, and then takes the first.
    """
    target = version_key(target_version)
    usable = [e for e in entries if e.version is not None and e.version.strip() in versions]
    fitting = [e for e in usable if version_key(e.version or "") <= target]
    warnings: list[Error] = []
    if fitting:
        best = max(fitting, key=lambda e: version_key(e.version or ""))
        newer = [e for e in entries if e.version is not None and version_key(e.version) > target]
        for entry in newer:
            message = (
                f"model.config entry '{entry.file}' (version {entry.version}) is newer than "
                f"{target_version}; not used"
            )
            warnings.append(_warning(message, config_path, entry.line))
        return best, warnings
    first = entries[0]
    if first.version is None:
        message = f"model.config entries have no version attribute; using the first, '{first.file}'"
    else:
        listed = ", ".join(str(e.version) for e in entries)
        message = (
            f"model.config lists no version we read at or below {target_version} "
            f"(listed: {listed}); using the first, '{first.file}'"
        )
    warnings.append(_warning(message, config_path, first.line))
    return first, warnings


def _warning(message: str, file: str, line: int | None) -> Error:
    """A warning at a line of ``model.config`` (which has no element paths of ours)."""
    origin = XmlOrigin(file, line, "")
    return problem(ErrorCode.MODEL_CONFIG_VERSION, message, origin, severity=Severity.WARNING)
