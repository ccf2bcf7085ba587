"""Write a loaded document as any version: down steps, the loss report, a checked result.

Writing down runs the registry's down steps (``spec/<ver>/to_<older>.convert``)
one version at a time (the registry's ``DOWNGRADES``, 1.12 -> 1.11 and so on
down to the oldest package), on the XML written from the document's objects
(includes expanded, so merge-includes and ``placement_frame`` of includes need
no equivalent). After each step, content
the step's version has no place for is left out and reported: the rules name
what they know to be lost and why (``<lost>``), and a last pass against the
version's generated classes catches everything else, so nothing is dropped
without a ``DOWNCONVERSION_LOSS`` warning at the element path and line it was
read from. Content that no version describes (unknown and namespaced elements
and attributes) is kept at every version, as it is when the document is
written as its own (``DownContext.mark_unknown``). The tests read every written
document back with the target's classes
and validate it against the target's schema.

A version written down to is checked against its own package's classes;
a version that had none would be checked against the next newer package's.
Writing a newer version than the document's runs the ordinary migration up.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import ModuleType

import attrs
from lxml import etree

from sdformat_runtime.binding import ClassBinding, Element, beside_root, binding_of
from sdformat_runtime.errors import Error, ErrorCode, ProblemList, Severity, problem
from sdformat_runtime.name_masks import unmask_names
from sdformat_runtime.versions import version_key
from sdformat_semantics.auto_inertia import MeshCalculator
from sdformat_semantics.export import equivalents, references, structure
from sdformat_semantics.export.context import DownContext
from sdformat_semantics.frames import FrameGraphs
from sdformat_semantics.migration.paths import descendants
from sdformat_semantics.migration.rules import MigrationRun, Operation
from sdformat_semantics.migration.steps import downgrade_steps, migrate
from sdformat_semantics.versions import PACKAGES, WRITABLE_VERSIONS, version_package

XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n'


@attrs.frozen
class Conversion(ProblemList):
    """A document written as one version, with what could not be written.

    Attributes:
        version: The version written.
        text: The document as XML text.
        problems: The loss report: a ``DOWNCONVERSION_LOSS`` warning for each
            piece of content left out, at the element path and line it was
            read from (empty when the version holds everything).
        renamed: Entities written under another name (old scoped name -> new),
            each also a loss in ``problems``: names that the version's reader
            would read into the wrong model.
        notes: ``READER_UNSUPPORTED`` warnings: content written as it was
            that the version's upstream readers do not know (``<mimic>`` in
            1.10: our 1.10 has it, libsdformat 13 and Gazebo Garden ignore
            it). Not losses: ``lossless`` does not count them.
    """

    version: str
    text: str
    problems: tuple[Error, ...]
    renamed: Mapping[str, str] = attrs.field(factory=dict, hash=False)
    notes: tuple[Error, ...] = ()

    @property
    def lossless(self) -> bool:
        """True when nothing had to be left out."""
        return not self.problems

    @property
    def cannot_hold(self) -> str:
        """What the loss error says cannot hold the document."""
        return f"SDFormat {self.version} cannot hold all of the document"


def write_as(
    root: Element,
    graphs: Mapping[str, FrameGraphs],
    from_version: str,
    to_version: str,
    file: str | None = None,
    mesh_calculator: MeshCalculator | None = None,
) -> Conversion:
    """Write a document's ``<sdf>`` object as ``to_version``.

    Args:
        root: The ``<sdf>`` object, of ``from_version``'s classes.
        graphs: The document's frame graphs (structural rules resolve poses there).
        from_version: The version of ``root``'s classes.
        to_version: One of ``WRITABLE_VERSIONS``.
        file: The document's file, for content whose origin is unknown.
        mesh_calculator: Computes mesh collisions when an auto inertial is
            written out for a version without auto inertia.

    Raises:
        ValueError: When ``to_version`` cannot be written.
    """
    if to_version not in WRITABLE_VERSIONS:
        raise ValueError(
            f"cannot write SDFormat '{to_version}'; versions written: "
            f"{', '.join(WRITABLE_VERSIONS)}"
        )
    context = DownContext(file, graphs, mesh_calculator, target=to_version)
    node = root.to_xml(context.record)
    context.mark_unknown()
    problems: list[Error] = []
    if version_key(to_version) > version_key(from_version):
        problems.extend(migrate(node, from_version, to_version, file))
    version = from_version
    steps = downgrade_steps()
    while version_key(version) > version_key(to_version):
        step = steps[version]
        operations = down_operations(context)
        run = MigrationRun(
            step, file, operations=operations, report_loss=context.loss, target=to_version
        )
        run.apply(step.rules, node, "")
        version = step.to_version
        node.set("version", version)
        _prune(node, _checking_package(version).Sdf, run, context)
        problems.extend(run.problems)
    notes = _unknown_to_upstream(node, to_version, context)
    text = _text(node, root)
    return Conversion(to_version, text, tuple(problems), dict(context.renamed), notes)


MIMIC_FROM = "1.11"
"""The first version whose upstream readers (libsdformat 14) know ``<mimic>`` (ours: 1.10)."""


def _unknown_to_upstream(
    node: etree._Element, version: str, context: DownContext
) -> tuple[Error, ...]:
    """A warning for each ``<mimic>`` written for 1.10, which upstream 1.10 readers ignore."""
    if version_key(version) >= version_key(MIMIC_FROM) or version_key(version) < version_key(
        "1.10"
    ):
        return ()
    notes = []
    for mimic in descendants(node, "mimic"):
        axis = mimic.getparent()
        joint = axis.getparent() if axis is not None else None
        name = joint.get("name", "") if joint is not None else ""
        message = (
            f"the <mimic> of joint '{name}' is written for 1.10, which this project reads, but "
            "upstream 1.10 readers (libsdformat 13, Gazebo Garden) do not know it: there the "
            "joint moves freely; write 1.11 for them to follow it"
        )
        notes.append(
            problem(
                ErrorCode.READER_UNSUPPORTED,
                message,
                context.origin(mimic),
                severity=Severity.WARNING,
            )
        )
    return tuple(notes)


def down_operations(context: DownContext) -> dict[str, Operation]:
    """The down steps' operations that need the loaded document, bound to one conversion.

    These rewrite structure (flatten nested models, resolve placement frames
    and references) or compute values (inertials, thread pitch) from the frame
    graphs, which the up migration, running before anything is bound, never has.
    """
    return {
        "plain_pose": lambda run, rule, element, where: structure.plain_pose(element, run),
        "flatten": lambda run, rule, element, where: structure.flatten(element, context, run),
        "resolve_placement": lambda run, rule, element, where: structure.resolve_placement(
            element, context, run
        ),
        "default_frames": lambda run, rule, element, where: structure.default_frames(
            element, context, run
        ),
        "computed_inertial": lambda run, rule, element, where: equivalents.computed_inertial_values(
            element, context, run
        ),
        "thread_pitch": lambda run, rule, element, where: equivalents.thread_pitch(
            element, context, run
        ),
        "state_radians": lambda run, rule, element, where: equivalents.state_radians(
            element, context, run
        ),
        "flat_references": lambda run, rule, element, where: references.flat_references(
            element, context, run
        ),
        "model_joint_ends": lambda run, rule, element, where: references.model_joint_ends(
            element, context, run
        ),
    }


def _checking_package(version: str) -> ModuleType:
    """The package whose classes check a version: its own, or the next newer one's."""
    for candidate in sorted(PACKAGES, key=version_key):
        if version_key(candidate) >= version_key(version):
            return version_package(candidate)
    raise ValueError(f"no package reads SDFormat {version}")


def _prune(
    node: etree._Element, cls: type[Element], run: MigrationRun, context: DownContext
) -> None:
    """Leave out, and report, every element and attribute ``cls`` has no place for.

    What the document's own classes did not describe either is kept
    (``DownContext.mark_unknown``).
    """
    # A stack of the elements being walked, each with its children still to see: elements
    # nest as deep as the document does, and losses are reported in document order.
    binding = _pruned_attributes(node, cls, run, context)
    stack = [] if binding is None else [(node, binding, iter(list(node)))]
    while stack:
        current, current_binding, children = stack[-1]
        child = next(children, None)
        if child is None:
            stack.pop()
            continue
        if not isinstance(child.tag, str) or child.tag.startswith("{") or child in context.unknown:
            continue  # comments, namespaced extensions and unknown content: every version keeps
        plan = current_binding.children.get(child.tag)
        if plan is None:
            reason = f"SDFormat {run.step.to_version} has no such element"
            run.lose(child, f"<{child.tag}> in <{current.tag}>", reason)
            current.remove(child)
        elif plan.element_class is not None:
            below = _pruned_attributes(child, plan.element_class, run, context)
            if below is not None:
                stack.append((child, below, iter(list(child))))


def _pruned_attributes(
    node: etree._Element, cls: type[Element], run: MigrationRun, context: DownContext
) -> ClassBinding | None:
    """Leave out the attributes ``cls`` has no place for; its binding, None for free content."""
    binding = binding_of(cls)
    if binding.content_field is not None:
        return None  # free content (a plugin's): anything goes
    for attribute in [str(key) for key in node.attrib]:  # a copy: the loop removes some
        if (
            not attribute.startswith("{")
            and attribute not in binding.attributes
            and (node, attribute) not in context.unknown
        ):
            del node.attrib[attribute]
            reason = f"SDFormat {run.step.to_version} has no such attribute"
            run.lose(node, f"@{attribute} of <{node.tag}>", reason, suffix=f"/@{attribute}")
    return binding


def _text(node: etree._Element, root: Element) -> str:
    """The written tree as text, laid out as ``Element.to_string`` lays out a document.

    The comments read beside ``root``'s element (a licence above ``<sdf>``)
    are written beside it again.

    The tree was written by the document's classes and rewritten by rules that
    write canonical values, so it is not read back: for a large world that
    would double the time a conversion takes.
    """
    etree.cleanup_namespaces(node)
    etree.indent(node, space="  ")
    before, after = beside_root(root)
    written = unmask_names(etree.tostring(node, encoding="unicode"))
    return XML_DECLARATION + before + written + "\n" + after
