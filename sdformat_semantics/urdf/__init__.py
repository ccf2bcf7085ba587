"""URDF read as SDFormat: a ``<robot>`` document converted to a model of the newest version.

* ``model``: the URDF as read (links, joints, inertials, visuals, collisions);
* ``reading``: reading and validating ``<robot>`` with file:line for each problem;
* ``plain_numbers``: origins written plainly, read in one go, their turns remembered;
* ``lumping``: fixed-joint lumping and massless links, as the reference does them;
* ``writing``: the SDFormat ``<sdf>`` tree, lumped links kept as frames,
  certified for the fast path when every text written is one it takes;
* ``joint_text``: each kept joint's markup (axis, limit, dynamics, mimic), and
  the certificate (``Certificate``);
* ``tree_text``: that tree written as text and parsed once, source lines kept;
* ``problems``: the conversion's problems, each element's path written once;
* ``gazebo``: ``<gazebo>`` extension blocks applied to the model, links and joints;
* ``versions``: URDF's own versions (1.1 capsules, 1.2 extended joint limits);
* ``xacro``: telling an unexpanded xacro file from URDF, as xacro does;
* ``xacro_expand``: expanding one with ROS's xacro package (the ``[xacro]``
  extra), problems put back on the xacro lines;
* ``source``: the ``<robot>`` a document was read from, written back as URDF;
* ``export`` and ``export_parts``: the way back, one SDFormat model written as
  URDF with a ``URDF_EXPORT_LOSS`` warning for what URDF cannot hold
  (``Document.convert_to_urdf``).

Everything the conversion changes (lumped links, moved or renamed visuals and
collisions, dropped massless links, extension blocks it could not apply) is
reported as a warning with its own ``URDF_*`` code: the fidelity report.
"""

from __future__ import annotations

import attrs
from lxml import etree

from sdformat_runtime.errors import Error
from sdformat_semantics.urdf.gazebo import apply_extensions, preserved_joints, shape_extensions
from sdformat_semantics.urdf.lumping import plan_links
from sdformat_semantics.urdf.problems import UrdfProblems
from sdformat_semantics.urdf.reading import read_robot
from sdformat_semantics.urdf.writing import write_model

__all__ = ["URDF_SUFFIXES", "UrdfConversion", "convert_urdf"]

URDF_SUFFIXES = (".urdf",)
"""Files read as URDF when found in folders."""


@attrs.frozen
class UrdfConversion:
    """A URDF ``<robot>`` converted, and whether its tree is certified for the fast path.

    Attributes:
        tree: The ``<sdf>`` tree; None when the URDF breaks a rule of the format.
        problems: The problems, the fidelity report among them.
        certified: The writer checked every text it wrote against the fast
            path's value patterns (``joint_text.Certificate``) and copied in no
            ``<gazebo>`` content: the fast-path schema takes the tree at the
            version written, when that is the newest (an older one lacks
            elements the writer writes, ``<capsule>``).
    """

    tree: etree._ElementTree | None
    problems: list[Error]
    certified: bool = False


def convert_urdf(
    robot_element: etree._Element,
    file: str | None,
    version: str,
    *,
    preserve_fixed_joints: bool = False,
    xacro_free: bool = False,
) -> UrdfConversion:
    """The SDFormat document (at ``version``) of a URDF ``<robot>`` element, with its problems.

    Args:
        robot_element: The parsed ``<robot>`` root.
        file: Its file, for the problems (None for text).
        version: The SDFormat version to write.
        preserve_fixed_joints: Keep every fixed joint instead of lumping.
        xacro_free: The caller found no xacro mark in the robot already
            (``xacro.find_xacro``), so reading does not search again.

    Returns:
        The ``<sdf>`` tree (None when the URDF breaks a rule of the format, then
        the problems say which), the problems with the fidelity report among
        them, and the writer's certificate (``UrdfConversion.certified``).
    """
    problems = UrdfProblems(file)
    robot = read_robot(robot_element, problems, xacro_free=xacro_free)
    if robot is None:
        return UrdfConversion(None, problems.problems)
    plan = plan_links(robot, preserved_joints(robot), problems, preserve_all=preserve_fixed_joints)
    written = write_model(robot, plan, version, problems, shape_extensions(robot, plan))
    apply_extensions(robot, plan, written, problems, version)
    # A robot with <gazebo> blocks is never certified (see write_model).
    certified = written.certificate.held
    return UrdfConversion(etree.ElementTree(written.sdf), problems.problems, certified)
