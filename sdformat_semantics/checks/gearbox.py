"""The gearbox joint type's deprecation in 1.10 (its rewrite as mimic is ``export.gearbox``).

The mimic proposal deprecates the gearbox joint in favour of a ``<mimic>``
between the two revolute joints it couples. The spec keeps ``gearbox_ratio``
and ``gearbox_reference_body`` optional (``required="0"``, as upstream), and a
joint type is an attribute value, which the spec's ``required="-1"`` cannot
mark; so the deprecation is a semantic warning here, with the code
libsdformat uses for deprecated elements.
"""

from __future__ import annotations

from sdformat_runtime.binding import Element
from sdformat_runtime.errors import Error, ErrorCode, Severity, problem
from sdformat_runtime.versions import version_key
from sdformat_semantics.entities import JointLike, all_joints

DEPRECATED_FROM = "1.10"
"""The first spec version whose documents get the deprecation warnings."""


def check_gearbox_deprecation(root: Element, spec_version: str) -> list[Error]:
    """A warning for each gearbox joint and each gearbox element of a 1.10 or newer document.

    Args:
        root: The ``<sdf>`` object.
        spec_version: The version of the classes that read the document
            (older documents migrated to 1.10 or newer are warned about too).

    Returns:
        ELEMENT_DEPRECATED warnings, which the ``deprecated_elements`` policy
        may drop or turn into errors.
    """
    if version_key(spec_version) < version_key(DEPRECATED_FROM):
        return []
    warnings = []
    hint = "sdformat print --gearbox-to-mimic rewrites it"
    for joint in all_joints(root):
        if str(joint.type) == "gearbox":
            message = (
                f"joint '{joint.name}': the gearbox joint type is deprecated in SDFormat "
                f"{DEPRECATED_FROM}; put a <mimic> in the output revolute joint's <axis> "
                f"instead ({hint})"
            )
            warnings.append(_deprecated(message, joint))
        present = joint.xml_extras.present
        if "gearbox_ratio" in present:
            message = (
                f"<gearbox_ratio> is deprecated in SDFormat {DEPRECATED_FROM} with the gearbox "
                "joint type; use <mimic><multiplier> on the output joint's axis"
            )
            warnings.append(_deprecated(message, joint, "/gearbox_ratio"))
        if "gearbox_reference_body" in present:
            message = (
                f"<gearbox_reference_body> is deprecated in SDFormat {DEPRECATED_FROM} with "
                "the gearbox joint type; with <mimic> the joints' common parent plays its part"
            )
            warnings.append(_deprecated(message, joint, "/gearbox_reference_body"))
    return warnings


def _deprecated(message: str, joint: JointLike, suffix: str = "") -> Error:
    code = ErrorCode.ELEMENT_DEPRECATED
    return problem(code, message, joint, severity=Severity.WARNING, suffix=suffix)
