"""Every check a load runs, declared in one list of one shape (as libsdformat lists its ``check*``).

A ``Check`` names the stage of the load it runs at, what it reads (the
fields of ``CheckInput`` its function is given, in order), what a document
must hold for the check to have anything to report (``Needs``, its guard,
asked of the document's ``SourceFacts``) and its function. The loader runs
the list stage by stage (``run_checks``): a check whose guard fails is
skipped, and the problems come in the order of the list, which is the order
users see.

A guard only ever errs towards running: the facts answer "may" whenever the
bytes cannot tell, and what includes placed opens every guard (the included
files' bytes were not searched).
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence

import attrs
from lxml import etree

from sdformat_runtime.binding import Element
from sdformat_runtime.errors import Error
from sdformat_semantics.checks.gearbox import check_gearbox_deprecation
from sdformat_semantics.checks.inertia import check_inertia
from sdformat_semantics.checks.inertia_as_read import check_inertia_as_read
from sdformat_semantics.checks.joints import check_joints
from sdformat_semantics.checks.model import (
    check_names,
    check_pose_overflow,
    check_root_entities,
    misplaced_includes,
)
from sdformat_semantics.checks.name_survey import document_names_clean
from sdformat_semantics.checks.required import check_required
from sdformat_semantics.checks.sensor_frames import check_sensor_frame_ids
from sdformat_semantics.checks.unknown_names import check_kept_names
from sdformat_semantics.config import ParserConfig, apply_policies
from sdformat_semantics.entities import ModelLike, WorldLike
from sdformat_semantics.frames import FrameGraphs
from sdformat_semantics.include import IncludeRecord
from sdformat_semantics.source import SourceFacts


class Stage(enum.Enum):
    """When a check runs: what of the document exists by then."""

    READ = "read"
    """The ``<sdf>`` object as read, before its includes are composed."""
    COMPOSED = "composed"
    """The document with its includes composed."""
    BUILD = "build"
    """While the frame graphs are built: the graph builder runs the check itself,
    and the list holds its guard (``applying`` tells the loader whether to ask for it)."""
    GRAPHS = "graphs"
    """Each world's finished frame graphs, or the top-level model's."""

    __hash__ = object.__hash__  # a key of ``_OF_STAGE``: hashed in C, not by name in Python


@attrs.frozen
class Needs:
    """What a document must hold for a check to apply (any one thing listed): its guard.

    Attributes:
        always: Every document (the check has no guard).
        written: Markers in the bytes: tag and attribute names, which character
            references cannot spell.
        carried: Attribute names (unprefixed) an element may carry; a tag of the
            same name does not count.
        spelled: Markers in the bytes that values may also spell with character
            references (``gear&#98;ox``).
        tags: Elements, each as ``(tag, marker)``: asked of the tree the loader
            kept, else of the bytes for the marker.
        migrated: Anything a migration rewrote (it may have written the subject).
        unkept: Markers that count only when the loader kept no tree (a robot whose
            converted tree declares a namespace is not kept; see ``SourceFacts.kept``).
    """

    always: bool = False
    written: tuple[bytes, ...] = ()
    carried: tuple[bytes, ...] = ()
    spelled: tuple[bytes, ...] = ()
    tags: tuple[tuple[str, bytes], ...] = ()
    migrated: bool = False
    unkept: tuple[bytes, ...] = ()

    def met(self, facts: SourceFacts) -> bool:
        """Whether the document ``facts`` are of may hold what is needed."""
        if self.always or facts.included or (self.migrated and facts.migrated):
            return True
        # Loops rather than any() over generators: asked of a dozen checks on every load.
        for marker in self.written:
            if facts.may_name(marker):
                return True
        for marker in self.carried:
            if facts.may_carry_attribute(marker):
                return True
        for marker in self.spelled:
            if facts.may_hold(marker, in_values=True):
                return True
        for tag, marker in self.tags:
            if facts.may_hold_tag(tag, marker):
                return True
        if facts.kept is None:
            for marker in self.unkept:
                if facts.may_hold(marker):
                    return True
        return False


ALWAYS = Needs(always=True)
"""The guard of a check that applies to every document."""


@attrs.frozen
class CheckInput:
    """What the checks read; each check's ``reads`` names the fields it is given.

    Attributes:
        root: The ``<sdf>`` object as read, before its includes are composed.
        declared: The version the document declares (name rules follow what
            the author wrote against, as upstream).
        spec_version: The version the document was loaded as.
        config: The load's policies (and mesh calculator).
        facts: What the document may hold.
        converted: Whether the document was converted from URDF or MJCF (its
            names follow that format's rules, as libsdformat's checks do).
        composed: The document with its includes composed (``root`` until then).
        includes: What became of each include.
        graphs: From the ``GRAPHS`` stage on, the graphs of one world (or of
            the top-level model).
        owner: The world or top-level model those graphs are of.
    """

    root: Element
    declared: str
    spec_version: str
    config: ParserConfig
    facts: SourceFacts
    converted: bool = False
    composed: Element = attrs.field(
        default=attrs.Factory(lambda given: given.root, takes_self=True)
    )
    includes: tuple[IncludeRecord, ...] = ()
    graphs: FrameGraphs | None = None
    owner: WorldLike | ModelLike | None = None

    # Made as ``attrs.evolve`` would, without its walk over the fields (a load makes three;
    # ``tests/semantics/test_load_inputs.py`` holds the two equal).

    def composed_as(
        self, facts: SourceFacts, composed: Element, includes: tuple[IncludeRecord, ...]
    ) -> CheckInput:
        """This input once includes are composed: ``composed``, what they placed, the facts."""
        return CheckInput(
            self.root,
            self.declared,
            self.spec_version,
            self.config,
            facts,
            self.converted,
            composed,
            includes,
            self.graphs,
            self.owner,
        )

    def of_graphs(self, graphs: FrameGraphs, owner: WorldLike | ModelLike) -> CheckInput:
        """This input for the graphs of one world (or of the top-level model), ``owner``."""
        return CheckInput(
            self.root,
            self.declared,
            self.spec_version,
            self.config,
            self.facts,
            self.converted,
            self.composed,
            self.includes,
            graphs,
            owner,
        )


@attrs.frozen
class Check:
    """One check of the load (see the module).

    Attributes:
        name: What the check is called in the list.
        stage: When it runs.
        reads: The fields of ``CheckInput`` its function is given, in order.
        needs: What a document must hold for it to apply.
        function: The check: the problems it finds. None for a check the graph
            builder runs itself (``Stage.BUILD``).
    """

    name: str
    stage: Stage
    reads: tuple[str, ...]
    needs: Needs
    function: Callable[..., Sequence[Error]] | None

    def applies(self, facts: SourceFacts) -> bool:
        """Whether the document ``facts`` are of may hold something for the check to report."""
        return self.needs.met(facts)

    def run(self, given: CheckInput) -> Sequence[Error]:
        """The problems the check finds in what it reads of ``given``."""
        if self.function is None:
            raise ValueError(f"the check {self.name!r} is run by the graph builder")
        # ``map`` over the bound look-up: no Python frame per field (every check, every load).
        return self.function(*map(given.__getattribute__, self.reads))


def _names(
    composed: Element,
    root: Element,
    declared: str,
    includes: Sequence[IncludeRecord],
    facts: SourceFacts,
) -> list[Error]:
    """Empty, reserved and duplicate names (``check_names``).

    Nothing composed, every object holds what it was read from: the names are
    checked in the XML (``as_read``), and surveyed in the tree kept at once,
    the parts read eagerly too (where the walk went object by object).
    """
    as_read, kept = composed is root, facts.kept
    if as_read and kept is not None and document_names_clean(type(root), kept, declared):
        return []
    return check_names(composed, declared, includes=includes, as_read=as_read)


def _kept_names(
    composed: Element, root: Element, declared: str, facts: SourceFacts, converted: bool
) -> list[Error]:
    """Names holding ``::`` in content kept as XML (``check_kept_names``).

    Nothing composed: the bytes tell whether a name outside a plugin's start
    tag may hold ``::``, and the tree kept, in one search, whether one does.
    """
    if converted or (composed is root and not facts.may_scope_names()):
        return []  # not checked for URDF or MJCF; every '::' is in a plugin's start tag
    kept = facts.kept if composed is root else None
    return check_kept_names(composed, declared, kept)


def _inertia(composed: Element, root: Element, facts: SourceFacts) -> list[Error]:
    """Links whose mass and inertia no body can have (``check_inertia``).

    Nothing composed, every object holds what it was read from: judged by the
    texts of the inertials of the tree kept, without a walk over the models when
    none has a problem (``check_inertia_as_read``).
    """
    kept = facts.kept
    if composed is root and kept is not None:
        return check_inertia_as_read(root, kept)
    return check_inertia(composed)


def _root_entities(root: Element, facts: SourceFacts) -> list[Error]:
    """Top-level entities beside one another or beside a world (``check_root_entities``).

    Not when the XML kept holds one node under ``<sdf>``, a ``<model>``:
    then the root holds that model and nothing else, so nothing can be
    reported (every document converted from URDF is so, as are most models),
    and the root object is not filled to find that out.
    """
    if _holds_one_model_only(facts.kept):
        return []
    return check_root_entities(root)


def _holds_one_model_only(kept: etree._Element | None) -> bool:
    """Whether the XML kept has one node under its root, a ``<model>`` (None: not kept)."""
    return kept is not None and len(kept) == 1 and kept[0].tag == "model"


# The guarded checks below import their modules when a document needs them: the inertia
# shapes, the mimic graph and the joint-position solver are most of a check's imports.


def _mimics(graphs: FrameGraphs) -> list[Error]:
    """Mimic joints whose leader, ratio or chain is wrong (``check_mimics``)."""
    from sdformat_semantics.checks.mimic import check_mimics  # a document with a <mimic>

    return check_mimics(graphs)


def _auto_inertials(graphs: FrameGraphs, config: ParserConfig) -> list[Error]:
    """Links whose ``auto`` inertial cannot be computed (meshes by the configured calculator)."""
    from sdformat_semantics.auto_inertia import check_auto_inertials  # an ``auto`` attribute

    return check_auto_inertials(graphs, config.mesh_inertia)


def _model_states(graphs: FrameGraphs) -> list[Error]:
    """What is wrong with the joint positions the models' states set."""
    from sdformat_semantics.kinematics.initial import initial_positions  # a <model_state>

    return initial_positions(graphs)[1]


CHECKS: tuple[Check, ...] = (
    Check("root_entities", Stage.READ, ("root", "facts"), ALWAYS, _root_entities),
    Check(
        "misplaced_includes",
        Stage.COMPOSED,
        ("composed",),
        Needs(written=(b"<include",)),
        misplaced_includes,
    ),
    Check("required", Stage.COMPOSED, ("composed",), ALWAYS, check_required),
    Check(
        "inertia",
        Stage.COMPOSED,
        ("composed", "root", "facts"),
        Needs(written=(b"<inertial",)),
        _inertia,
    ),
    Check(
        "names",
        Stage.COMPOSED,
        ("composed", "root", "declared", "includes", "facts"),
        ALWAYS,
        _names,
    ),
    Check(
        "kept_names",  # '::' in a name (character references may spell it)
        Stage.COMPOSED,
        ("composed", "root", "declared", "facts", "converted"),
        Needs(spelled=(b"::",)),
        _kept_names,
    ),
    Check(
        "gearbox",  # a joint type or a tag
        Stage.COMPOSED,
        ("composed", "spec_version"),
        Needs(spelled=(b"gearbox",)),
        check_gearbox_deprecation,
    ),
    Check(
        "unnamed_poses",  # a relative_to attribute (a <frame> element, which a lumped URDF
        Stage.BUILD,  # link becomes, is none), or 1.6's pose/@frame, which only a migration
        ("graphs",),  # makes one of (a later version reads no pose/@frame)
        Needs(carried=(b"relative_to",), migrated=True, unkept=(b"<robot",)),
        None,
    ),
    Check("pose_overflow", Stage.GRAPHS, ("graphs", "owner"), ALWAYS, check_pose_overflow),
    Check("joints", Stage.GRAPHS, ("graphs",), ALWAYS, check_joints),
    Check(
        "mimics",  # URDF's <mimic> is in the bytes; no migration writes one
        Stage.GRAPHS,
        ("graphs",),
        Needs(tags=(("mimic", b"<mimic"),)),
        _mimics,
    ),
    Check(
        "sensor_frame_ids",  # no migration writes a <frame_id>
        Stage.GRAPHS,
        ("graphs",),
        Needs(tags=(("frame_id", b"frame_id"),)),
        check_sensor_frame_ids,
    ),
    Check(
        "auto_inertials",  # an auto attribute, which no migration writes (no element is
        Stage.GRAPHS,  # named so: the tree is not searched for one)
        ("graphs", "config"),
        Needs(carried=(b"auto",)),
        _auto_inertials,
    ),
    Check(
        "model_states",  # a model's own <model_state>; an include may place one, and 1.12's
        Stage.GRAPHS,  # migration renames world states' models to it
        ("graphs",),
        Needs(tags=(("model_state", b"model_state"),), migrated=True),
        _model_states,
    ),
)
"""The checks, in the order their problems are reported within a stage."""


def by_stage(checks: Sequence[Check]) -> dict[Stage, tuple[Check, ...]]:
    """``checks`` grouped by stage, each group in the list's order."""
    return {stage: tuple(check for check in checks if check.stage is stage) for stage in Stage}


_OF_STAGE = by_stage(CHECKS)
"""``CHECKS`` by stage, grouped once (each load asks once per stage and world)."""


def applying(stage: Stage, facts: SourceFacts) -> tuple[str, ...]:
    """The names of the checks of ``stage`` that apply to the document ``facts`` are of."""
    return tuple(check.name for check in _OF_STAGE[stage] if check.applies(facts))


def run_checks(stage: Stage, given: CheckInput) -> list[Error]:
    """The problems of the checks of ``stage`` that apply, in the list's order.

    The configuration's policies apply to them (the checks' warnings are
    dropped, kept or promoted like every other).
    """
    found: list[Error] = []
    facts = given.facts
    for check in _OF_STAGE[stage]:
        needs = check.needs  # (``applies``, without two calls for a check that always does)
        if needs.always or needs.met(facts):
            found.extend(check.run(given))
    return apply_policies(found, given.config)
