"""Stage 2, for migration rules: check ``.convert`` files and how their steps chain.

The rules are data that ``sdformat_semantics.migration`` interprets; a rule
it does not know, or a step that leaves a version unreachable, stops
``make generate`` with ``file:line`` rather than failing in a user's load.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from lxml import etree

from generator.model import ConvertRules, SourceLocation
from generator.spec_reader import SpecProblem, as_text, line_of
from sdformat_runtime.versions import version_key

# The .convert vocabulary: tag -> (attributes it may carry, children it may hold).
# Upstream's tags, with these differences: <deprecated element="x"/> names the
# element it drops (upstream's form holds a path as text and is never run);
# <rename_colliding_names/> is ours (upstream renames colliding names of old
# files while loading; we do it in the migration step where the rule changes),
# and so is <rename_scoped_names/> (a 1.7 model, light or frame named "a::b" is
# valid 1.7 but would be written as invalid 1.8), and <leave_out_scoped_names/>
# (an element no version describes named "a::b", which libsdformat refuses
# from 1.8 on);
# <rename_selected/> and <split> are ours too, for the 1.11 -> 1.12 state
# rework that upstream's empty rules file does not perform (every selected
# element renamed in place; a pose-shaped value split into two vectors); and a
# <from element> path step may select by attribute value: angle[@axis='1'].
# The down steps (to_<ver>.convert) add: <lost> (content the target cannot
# hold, removed and reported, maybe replaced by an empty element), <join> (the
# reverse of <split>), <flatten/> (nested models to 1.7's "::" names),
# <resolve_placement/> (placement frames to plain poses), <plain_pose/>
# (degrees and quaternions to radians), <computed_inertial/> (auto inertia
# written as its computed values), <thread_pitch/> (screw_thread_pitch as the
# older thread_pitch), <state_radians/> (a 1.12 joint state position in
# degrees written in the radians 1.11 reads), <flat_references/> (names into flattened models made
# valid for 1.7: joints name links, models their proxy frames),
# <model_joint_ends/> (a joint end naming a model frame written as its link,
# which libsdformat 12 reads for 1.8 and 1.9), <default_frames/> (poses that
# name a frame written in the frame 1.6 reads them in), and a <to
# element> step that creates its element with an attribute (angle[@axis='0']).
_CONVERT_TAGS: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    "convert": (frozenset({"name", "descendant_name"}), frozenset()),
    "rename": (frozenset(), frozenset({"from", "to"})),
    "move": (frozenset(), frozenset({"from", "to"})),
    "copy": (frozenset(), frozenset({"from", "to"})),
    "map": (frozenset(), frozenset({"from", "to"})),
    "add": (frozenset({"element", "attribute", "value"}), frozenset()),
    "remove": (frozenset({"element", "attribute"}), frozenset()),
    "remove_empty": (frozenset({"element", "attribute"}), frozenset()),
    "unflatten": (frozenset(), frozenset()),
    "deprecated": (frozenset({"element"}), frozenset()),
    "rename_colliding_names": (frozenset(), frozenset()),
    "rename_scoped_names": (frozenset(), frozenset()),
    "leave_out_scoped_names": (frozenset(), frozenset()),
    "rename_selected": (frozenset({"to"}), frozenset()),
    "split": (frozenset({"element"}), frozenset({"part"})),
    "join": (frozenset({"element"}), frozenset({"part"})),
    "lost": (
        frozenset({"element", "attribute", "reason", "replacement", "unless_value"}),
        frozenset(),
    ),
    "flatten": (frozenset(), frozenset()),
    "resolve_placement": (frozenset(), frozenset()),
    "default_frames": (frozenset(), frozenset()),
    "plain_pose": (frozenset(), frozenset()),
    "computed_inertial": (frozenset(), frozenset()),
    "thread_pitch": (frozenset(), frozenset()),
    "state_radians": (frozenset(), frozenset()),
    "flat_references": (frozenset(), frozenset()),
    "model_joint_ends": (frozenset(), frozenset()),
}
_ENDPOINT_ATTRIBUTES = frozenset({"element", "attribute", "name"})
_NAME = r"[A-Za-z_][\w.-]*"
# One step of an endpoint's element path: a name, optionally "[@attribute='value']".
_PATH_STEP = re.compile(rf"{_NAME}(\[@{_NAME}='[^'\]]*'\])?")


# Over the function budget: one nested visitor holds the whole .convert grammar, rule by rule.
def check_convert_rules(rules: ConvertRules) -> list[SpecProblem]:  # noqa: C901
    """Check that a ``.convert`` file is well-formed and uses only the known vocabulary."""
    problems: list[SpecProblem] = []

    def report(node: etree._Element, message: str) -> None:
        problems.append(SpecProblem(SourceLocation(rules.path, line_of(node)), message))

    parser = etree.XMLParser(resolve_entities=False, no_network=True, remove_comments=True)
    try:
        root = etree.fromstring(rules.text.encode("utf-8"), parser)
    except etree.XMLSyntaxError as error:
        location = SourceLocation(rules.path, error.lineno or 0)
        return [SpecProblem(location, f"not well-formed XML: {error.msg}")]
    if root.tag != "convert" or root.get("name") != "sdf":
        report(root, 'a rules file must start with <convert name="sdf">')

    # Over the function budget: one branch per tag of the .convert vocabulary.
    def visit(node: etree._Element, parent_tag: str | None) -> None:  # noqa: C901, PLR0912
        tag = as_text(node.tag)
        if parent_tag in ("rename", "move", "copy", "map"):
            if tag not in ("from", "to"):
                report(node, f"<{parent_tag}> holds only <from> and <to>, not <{tag}>")
            if parent_tag == "map":
                for value in node:
                    if value.tag != "value":
                        report(value, "map endpoints hold only <value> elements")
            elif not _ENDPOINT_ATTRIBUTES & set(node.attrib):
                report(node, f"<{tag}> needs an element or attribute to name")
            else:
                _check_element_path(node, parent_tag, report)
            return
        if parent_tag in ("split", "join"):
            _check_split_part(node, parent_tag, report)
            return
        if tag not in _CONVERT_TAGS:
            report(node, f"unknown convert rule <{tag}>")
            return
        allowed_attributes, required_children = _CONVERT_TAGS[tag]
        for key in node.attrib:
            if key not in allowed_attributes:
                report(node, f"unknown attribute '{as_text(key)}' on <{tag}>")
        if tag == "convert" and len(node.attrib) != 1:
            report(node, "<convert> needs exactly one of name= or descendant_name=")
        if tag in ("add", "remove", "remove_empty") and not {"element", "attribute"} & set(
            node.attrib
        ):
            report(node, f"<{tag}> needs element= or attribute=")
        if tag == "rename_selected" and not _PATH_STEP.fullmatch(node.get("to", "") or "-"):
            report(node, "<rename_selected> needs to= (the new element name)")
        if tag == "split" and not _PATH_STEP.fullmatch(node.get("element", "") or "-"):
            report(node, "<split> needs element= (the child whose values it splits)")
        if tag == "join" and not re.fullmatch(_NAME, node.get("element", "") or "-"):
            report(node, "<join> needs element= (the child it makes of its parts)")
        if tag == "lost":
            _check_lost(node, report)
        if tag == "deprecated" and "element" not in node.attrib:
            report(node, "<deprecated> needs element= (the element it drops)")
        if tag == "map":
            counts = [len(end) for end in node if end.tag in ("from", "to")]
            if len(counts) == 2 and counts[1] not in (1, counts[0]):
                report(node, "<map> needs one <to> value, or one per <from> value")
        present = {child.tag for child in node}
        for needed in sorted(required_children - present):
            report(node, f"<{tag}> is missing <{needed}>")
        for child in node:
            visit(child, tag)

    visit(root, None)
    return problems


def _check_element_path(
    node: etree._Element, parent_tag: str, report: Callable[[etree._Element, str], None]
) -> None:
    """Element paths are ``a::b`` names; only a source may select by attribute value."""
    path = node.get("element")
    if path is None or parent_tag == "map":
        return
    for step in path.split("::"):
        if not _PATH_STEP.fullmatch(step):
            report(node, f"'{step}' is not an element name (or name[@attribute='value'])")
        elif "[" in step and node.tag == "to" and step is not path.split("::")[-1]:
            report(node, f"only the last step of a <to> path may give an attribute: '{step}'")


def _check_lost(node: etree._Element, report: Callable[[etree._Element, str], None]) -> None:
    """``<lost element|attribute reason [replacement]>``: one thing named, and why it is lost."""
    if ("element" in node.attrib) == ("attribute" in node.attrib):
        report(node, "<lost> needs exactly one of element= or attribute=")
    if not (node.get("reason") or "").strip():
        report(node, "<lost> needs reason= (what the target version lacks, for the loss report)")
    replacement = node.get("replacement")
    if replacement is not None and (
        "element" not in node.attrib or not re.fullmatch(_NAME, replacement)
    ):
        report(node, "replacement= names an element that takes a lost element's place")


def _check_split_part(
    node: etree._Element, parent_tag: str, report: Callable[[etree._Element, str], None]
) -> None:
    """A ``<part element="x" values="N"/>`` of a split: a plain name and a positive count."""
    if node.tag != "part":
        report(node, f"<{parent_tag}> holds only <part> elements, not <{as_text(node.tag)}>")
        return
    if set(node.attrib) != {"element", "values"}:
        report(node, "<part> needs exactly element= and values= (a count of values)")
        return
    if not re.fullmatch(_NAME, node.get("element", "")):
        report(node, f"'{node.get('element')}' is not an element name")
    if not (node.get("values", "")).isdigit() or int(node.get("values", "0")) < 1:
        report(node, f"values='{node.get('values')}' is not a positive count")


def check_migration_chain(
    chain: Sequence[ConvertRules], oldest: str, newest: str
) -> list[SpecProblem]:
    """Check that the rules files form one path of steps from ``oldest`` to ``newest``.

    Each version may be left by one step only, every step must go to a newer
    version, and following the steps from ``oldest`` must reach ``newest``.
    """
    return _check_chain(chain, oldest, newest, upwards=True)


def check_down_chain(chain: Sequence[ConvertRules], newest: str, oldest: str) -> list[SpecProblem]:
    """Check that the down steps form one path from ``newest`` to ``oldest``.

    Each version may be left downwards by one step only, every step must go
    to an older version, and following the steps from ``newest`` must reach
    ``oldest``, so that a document can be written as every generated version.
    """
    return _check_chain(chain, newest, oldest, upwards=False)


def _check_chain(
    chain: Sequence[ConvertRules], start: str, end: str, *, upwards: bool
) -> list[SpecProblem]:
    """One walk for both directions; only the wording and the order test differ."""
    step_kind, target, path_words = (
        ("a step", "a newer", "no rules file leads from {} towards {}")
        if upwards
        else (
            "a down step",
            "an older",
            "no to_<version>.convert file leads down from {} towards {}",
        )
    )
    problems: list[SpecProblem] = []
    steps: dict[str, ConvertRules] = {}
    for rules in chain:
        where = SourceLocation(rules.path, 1)
        rising = version_key(rules.to_version) > version_key(rules.from_version)
        if rising != upwards or rules.to_version == rules.from_version:
            message = f"{step_kind} must go to {target} version, not to {rules.to_version}"
            problems.append(SpecProblem(where, message))
        elif rules.from_version in steps:
            other = steps[rules.from_version].path
            second = step_kind.replace("a ", "a second ", 1)
            message = f"{second} from {rules.from_version} (the first is {other})"
            problems.append(SpecProblem(where, message))
        else:
            steps[rules.from_version] = rules
    version = start
    while version != end and not problems:
        step = steps.get(version)
        if step is None:
            location = SourceLocation(chain[0].path if chain else "spec", 0)
            problems.append(SpecProblem(location, path_words.format(version, end)))
            break
        version = step.to_version
    return problems
