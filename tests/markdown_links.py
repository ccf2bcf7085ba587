"""Find the relative links of Markdown files that lead nowhere (a missing file or heading)."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

from generator.docs_view import heading_anchor

_FENCE = re.compile(r"^(```|~~~).*?^\1", re.M | re.S)
_LINK = re.compile(r"\[(?:[^\]`]|`[^`]*`)*\]\(([^)\s]+)\)")
_HEADING = re.compile(r"^#{1,6} (.+?)\s*$", re.M)


def anchors(text: str) -> set[str]:
    """The anchors of a Markdown text's headings, numbered like GitHub numbers repeats."""
    seen: Counter[str] = Counter()
    found = set()
    for heading in _HEADING.findall(_FENCE.sub("", text)):
        anchor = heading_anchor(re.sub(r"\]\([^)]*\)", "]", heading))
        found.add(anchor if not seen[anchor] else f"{anchor}-{seen[anchor]}")
        seen[anchor] += 1
    return found


def broken_links(files: list[Path]) -> list[str]:
    """``file: link`` for every relative link whose file or heading does not exist."""
    broken = []
    cache: dict[Path, set[str]] = {}
    for file in files:
        text = file.read_text(encoding="utf-8")
        for target in _LINK.findall(_FENCE.sub("", text)):
            if re.match(r"[a-z]+:", target):
                continue  # http(s) and mailto links are not followed
            path_part, _, anchor = target.partition("#")
            linked = (file.parent / path_part).resolve() if path_part else file
            if not linked.exists():
                broken.append(f"{file}: {target} (no such file)")
            elif anchor and linked.suffix == ".md":
                if linked not in cache:
                    cache[linked] = anchors(linked.read_text(encoding="utf-8"))
                if anchor not in cache[linked]:
                    broken.append(f"{file}: {target} (no such heading)")
    return broken
