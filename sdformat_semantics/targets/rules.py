"""What each simulator rejects or ignores, as data: one ``Rule`` per fact, each with its source.

``sdformat check --target NAME`` applies the rules of each target named
(``matching`` evaluates them). A rule says which elements it is about (a
tag), when it applies (a named condition of ``matching.CONDITIONS`` and its
argument), whether the target refuses the document (``error``) or loads it
but ignores or changes the content (``warning``), what to tell the user, and
where the fact comes from. Add a fact by adding a row; a rule without a
source is refused by the tests.
"""

from __future__ import annotations

import attrs


@attrs.frozen
class Target:
    """A simulator ``--target`` can name.

    Attributes:
        name: What ``--target`` takes.
        title: How messages name it.
        newest_version: The newest SDFormat version it reads, if it reads
            through libsdformat (None: no version limit is known).
        source: Where the version comes from.
    """

    name: str
    title: str
    newest_version: str | None
    source: str


@attrs.frozen
class Rule:
    """One thing a target rejects or ignores.

    Attributes:
        targets: The targets it holds for (``Target.name``).
        severity: ``"error"`` (the target refuses to load it) or
            ``"warning"`` (it loads, but ignores or changes this).
        tag: The elements the rule looks at, by tag (``"joint"``).
        condition: The name of the test in ``matching.CONDITIONS``.
        argument: What the condition is given (a field name, values...).
        message: What happens, for a person (the element is named before it).
        source: Where the fact comes from: a release note, a spec, a file.
        suffix: Appended to the element path (a child the rule is about).
    """

    targets: tuple[str, ...]
    severity: str
    tag: str
    condition: str
    argument: object
    message: str
    source: str
    suffix: str = ""


GAZEBO_VERSIONS = (
    "gazebosim.org/docs/<release>/install (library versions: Fortress sdformat 12, "
    "Garden 13, Harmonic 14, Ionic 15, Jetty 16) and the sdformat Changelog.md "
    "(libsdformat 12: SDFormat 1.9; 13: 1.10; 14: 1.11; 15.0.0: 'Spec 1.12'; 16: 1.12)"
)

TARGETS = {
    target.name: target
    for target in (
        Target("fortress", "Gazebo Fortress", "1.9", GAZEBO_VERSIONS),
        Target("garden", "Gazebo Garden", "1.10", GAZEBO_VERSIONS),
        Target("harmonic", "Gazebo Harmonic", "1.11", GAZEBO_VERSIONS),
        Target("ionic", "Gazebo Ionic", "1.12", GAZEBO_VERSIONS),
        Target("jetty", "Gazebo Jetty", "1.12", GAZEBO_VERSIONS),
        Target(
            "drake",
            "Drake",
            None,
            "drake.mit.edu/doxygen_cxx/group__multibody__parsing.html (SDFormat support)",
        ),
        Target(
            "mujoco",
            "MuJoCo",
            None,
            "mujoco.readthedocs.io XML reference (MJCF); read through sdformat print --format mjcf",
        ),
    )
}
"""Every target ``--target`` takes, by name."""

GAZEBO = ("fortress", "garden", "harmonic", "ionic", "jetty")
BEFORE_1_10 = ("fortress",)
BEFORE_1_11 = ("fortress", "garden")

DRAKE_PARSER = "RobotLocomotion/drake multibody/parsing/detail_sdf_parser.cc"
DRAKE_DIAGNOSTIC = (
    "RobotLocomotion/drake multibody/parsing/detail_sdf_diagnostic.cc "
    "(CheckSupportedElements and CheckSupportedElementValue warn, and the content is ignored)"
)
NEWER_VERSION = (
    "libsdformat reads a file declaring a newer version than it knows as its newest version, "
    "with a console message and no error (observed with libsdformat 12.3: "
    "tests/reference/README.md)"
)

RULES = (
    # Gazebo: what each release's libsdformat can read.
    Rule(
        GAZEBO,
        "warning",
        "sdf",
        "declares newer than",
        None,
        "declares a newer SDFormat version than {target} reads: it is read as "
        "{newest}, and what {newest} lacks is left out",
        NEWER_VERSION,
    ),
    Rule(
        BEFORE_1_10,
        "warning",
        "joint",
        "in a world",
        None,
        "is a world joint (SDFormat 1.10): {target} reads 1.9 and leaves it out",
        "sdformat.org/spec?ver=1.10&elem=world (//world/joint is new in 1.10); " + GAZEBO_VERSIONS,
    ),
    Rule(
        BEFORE_1_11,
        "warning",
        "axis",
        "has child",
        "mimic",
        "has a <mimic> constraint (SDFormat 1.11): {target} reads {newest} and leaves it "
        "out, so the joint moves on its own",
        "sdformat.org/spec?ver=1.11&elem=joint (//axis/mimic is new in 1.11); " + GAZEBO_VERSIONS,
        suffix="/mimic",
    ),
    Rule(
        BEFORE_1_11,
        "warning",
        "inertial",
        "field true",
        "auto",
        'has auto="true" (SDFormat 1.11): {target} reads {newest}, ignores it and uses '
        "the <mass> and <inertia> written (the defaults when none are)",
        "sdformat.org/spec?ver=1.11&elem=link (//inertial/@auto is new in 1.11); "
        + GAZEBO_VERSIONS,
        suffix="/@auto",
    ),
    Rule(
        ("ionic", "jetty"),
        "warning",
        "camera",
        "field set",
        "optical_frame_id",
        "sets <optical_frame_id>, which SDFormat 1.12 deprecates: {target} names the "
        "camera's frame from the sensor's <frame_id> instead",
        "spec 1.12 camera.sdf (optical_frame_id required=-1: deprecated); "
        "gazebosim/gz-sensors pull 444 (Ionic: //sensor/frame_id is used) and issue 488",
        suffix="/optical_frame_id",
    ),
    # Drake.
    Rule(
        ("drake",),
        "error",
        "joint",
        "field in",
        ("type", ("gearbox", "revolute2")),
        "is a {value} joint: {target} refuses the model ('Joint type ({value}) not supported')",
        DRAKE_PARSER + " (AddJointFromSpecification: gearbox and revolute2 are errors)",
    ),
    Rule(
        ("drake",),
        "warning",
        "link",
        "field true",
        "kinematic",
        "is kinematic: {target} warns and simulates it as a dynamic body",
        DRAKE_PARSER
        + " (CheckSupportedElementValue(link, 'kinematic', 'false')); "
        + DRAKE_DIAGNOSTIC,
        suffix="/kinematic",
    ),
    Rule(
        ("drake",),
        "warning",
        "link",
        "field false",
        "gravity",
        "turns gravity off: {target} warns and applies gravity to it",
        DRAKE_PARSER
        + " (CheckSupportedElementValue(link, 'gravity', 'true')); "
        + DRAKE_DIAGNOSTIC,
        suffix="/gravity",
    ),
    Rule(
        ("drake",),
        "warning",
        "sensor",
        "always",
        None,
        "is a sensor: {target} ignores it (not among a link's or joint's supported elements)",
        DRAKE_PARSER + " (supported link elements: collision, gravity, inertial, kinematic, "
        "pose, visual; joint elements: axis, axis2, child, parent, pose, drake:...); "
        + DRAKE_DIAGNOSTIC,
    ),
    Rule(
        ("drake",),
        "warning",
        "light",
        "always",
        None,
        "is a light: {target} ignores it",
        DRAKE_PARSER + " (lights are not among a link's supported elements); " + DRAKE_DIAGNOSTIC,
    ),
    Rule(
        ("drake",),
        "warning",
        "plugin",
        "always",
        None,
        "is a plugin: {target} ignores it",
        DRAKE_PARSER + " (supported model elements: drake:..., frame, include, joint, link, "
        "model, pose, static); " + DRAKE_DIAGNOSTIC,
    ),
    Rule(
        ("drake",),
        "warning",
        "axis",
        "has child",
        "mimic",
        "has a standard <mimic>: {target} reads only <drake:mimic> and lets the joint "
        "move on its own",
        DRAKE_PARSER + " (ParseMimicTag reads drake:mimic only)",
        suffix="/mimic",
    ),
    # MuJoCo.
    Rule(
        ("mujoco",),
        "error",
        "inertial",
        "mass or inertia not positive",
        None,
        "has a mass or a principal moment of inertia that is not positive: {target} "
        "refuses a moving body like it ('mass and inertia of moving bodies must be larger "
        "than mjMINVAL')",
        "google-deepmind/mujoco src/user/user_model.cc (the compiler's mjMINVAL check on "
        "moving bodies)",
    ),
    Rule(
        ("mujoco",),
        "error",
        "mesh",
        "uri ends with",
        (".dae",),
        "is a COLLADA mesh: {target} reads STL, OBJ and MSH meshes only",
        "mujoco.readthedocs.io XMLreference asset/mesh (file: STL, OBJ or MSH)",
        suffix="/uri",
    ),
)
"""Every rule, grouped by target (the order messages are given in, per element)."""
