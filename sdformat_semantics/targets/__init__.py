"""Will this load in my simulator? What each target rejects or ignores (``check --target``).

The facts are data, each with its source (``rules``); ``matching`` applies
them to a loaded document and reports ``TARGET_REJECTED`` errors (the target
refuses the document) and ``TARGET_IGNORED`` warnings (it loads the document
but ignores or changes this content), with the element path.
"""

from __future__ import annotations

from sdformat_semantics.targets.matching import target_problems
from sdformat_semantics.targets.rules import RULES, TARGETS, Rule, Target

__all__ = ["RULES", "TARGETS", "Rule", "Target", "target_problems"]
