"""Suggestions ("did you mean ...?") for names that do not resolve: frames, elements, attributes.

A suggestion is computed only when a problem is reported, from the names
that are valid at that place. Comparing a name with every candidate costs
time, so each reader holds a ``SuggestionBudget``: once a document has spent
it (thousands of unresolved names among thousands of candidates), the
remaining problems come without a suggestion rather than making loading
quadratic in the size of a hostile file.
"""

from __future__ import annotations

from collections.abc import Sequence

import attrs

CUTOFF = 0.7
"""Least similarity (difflib ratio, 0 to 1) of a suggestion to the name written.

At 0.7 ``base_lnk`` finds ``base_link`` and ``pos`` finds ``pose``, while
``limit`` does not find ``light`` (ratio 0.6) nor ``base`` find ``base_link``.
"""

COMPARISONS_PER_DOCUMENT = 100_000
"""Candidate comparisons a ``SuggestionBudget`` allows (about a second at worst)."""


def closest(word: str, candidates: Sequence[str]) -> str | None:
    """The candidate most like ``word``, if one is close enough to be what was meant.

    Letter case is ignored when comparing (``Base_Link`` finds ``base_link``);
    ``word`` itself is never suggested.
    """
    import difflib  # imported with the first suggestion: most runs make none

    lowered: dict[str, str] = {}
    for candidate in candidates:
        if candidate != word:
            lowered.setdefault(candidate.lower(), candidate)
    matches = difflib.get_close_matches(word.lower(), list(lowered), n=1, cutoff=CUTOFF)
    if matches:
        return lowered[matches[0]]
    if len(word) >= 3:  # in shorter words one edit reaches far too many names
        for candidate_lower, candidate in lowered.items():
            if _one_edit_apart(word.lower(), candidate_lower):
                return candidate
    return None


def _one_edit_apart(a: str, b: str) -> bool:
    """Whether one typo turns ``a`` into ``b``: a letter changed, added, dropped or swapped.

    difflib's ratio misses the commonest typo in short names, two swapped
    letters (``amr`` for ``arm`` scores 0.67), so one edit is accepted too.
    """
    if abs(len(a) - len(b)) > 1 or a == b:
        return False
    start = 0
    while start < min(len(a), len(b)) and a[start] == b[start]:
        start += 1
    if len(a) == len(b):
        changed = a[start + 1 :] == b[start + 1 :]
        pair_a, pair_b = a[start : start + 2], b[start : start + 2]
        swapped = pair_a == pair_b[::-1] and a[start + 2 :] == b[start + 2 :]
        return changed or swapped
    longer, shorter = (a, b) if len(a) > len(b) else (b, a)
    return longer[start + 1 :] == shorter[start:]


def did_you_mean(suggestion: str | None, *, element: bool = False) -> str:
    """The message suffix offering ``suggestion`` (empty for None).

    ``element`` writes it as a tag: ``(did you mean <pose>?)``.
    """
    if suggestion is None:
        return ""
    shown = f"<{suggestion}>" if element else f"'{suggestion}'"
    return f" (did you mean {shown}?)"


@attrs.define
class SuggestionBudget:
    """How many more candidate comparisons suggestions may cost (one per document part).

    Attributes:
        left: Comparisons still allowed.
    """

    left: int = COMPARISONS_PER_DOCUMENT

    def affords(self, count: int) -> bool:
        """Spend ``count`` comparisons if that many are left; False (spending none) if not."""
        if count > self.left:
            return False
        self.left -= count
        return True

    def closest(self, word: str, candidates: Sequence[str]) -> str | None:
        """``closest(word, candidates)``, or None once the budget is spent."""
        if not self.affords(len(candidates)):
            return None
        return closest(word, candidates)
