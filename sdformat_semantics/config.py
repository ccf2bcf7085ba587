"""Policies of the load pipeline (what libsdformat calls ``ParserConfig``)."""

from __future__ import annotations

import enum
import os
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import attrs

from sdformat_runtime.errors import Error, ErrorCode, Severity
from sdformat_runtime.xml import DEFAULT_MAX_BYTES, DEFAULT_MAX_ELEMENT_DEPTH, DEFAULT_MAX_ELEMENTS

if TYPE_CHECKING:  # types of fields only: the config is made before anything is read
    from sdformat_semantics.auto_inertia.compute import MeshCalculator
    from sdformat_semantics.interface import CustomParser

UriResolver = Callable[[str], "str | os.PathLike[str] | None"]
"""Maps an include URI to a file or folder, or returns None to let the usual search go on."""


class Policy(enum.Enum):
    """What to do with a tolerated problem."""

    IGNORE = "ignore"
    """Leave it out of the document's problems."""
    WARN = "warn"
    """Report it as a warning; the document stays valid."""
    ERROR = "error"
    """Report it as an error; the document becomes invalid."""


@attrs.define
class ParserConfig:
    """How strictly ``load`` treats what it can tolerate, and where includes are found.

    Loading only reads a configuration, so one configuration can serve
    several loads at once; change it between loads, not during them.

    Attributes:
        warnings: Unknown attributes, repeated single elements, ignored text,
            tolerated XML trivia and every other warning.
        unrecognized_elements: Child elements the spec does not define (without
            a namespace; namespaced content is always accepted silently).
        deprecated_elements: Elements the spec marks deprecated; None follows
            ``warnings``.
        max_bytes: Largest file read (each file, the document and every include).
        max_element_depth: Deepest element nesting, counted through includes: an
            included file's elements count from the depth of its ``<include>``,
            so the expanded document obeys the limit too.
        resolver: Tried first for every include URI, before every rule below
            (for URIs of a scheme of your own).
        uri_paths: Scheme prefix (``package://``) to the folders searched for
            the rest of such URIs, in order.
        model_paths: Folders that hold ``model://`` models (and models named
            by a plain name, ``<uri>x500</uri>``), searched before those of
            ``model_path_variables``. Command line: ``--path DIR``.
        model_path_variables: Environment variables whose folders
            (``os.pathsep``-separated) hold ``model://`` models; an empty
            tuple makes include resolution ignore them.
        fuel_cache_paths: Local Fuel caches (laid out as Gazebo's fuel tools
            write ``~/.gz/fuel``) searched first for ``https://fuel...`` URLs;
            nothing is ever downloaded. Command line: ``--fuel-cache DIR``.
        fuel_cache_variables: Environment variables naming Fuel caches
            (``GZ_FUEL_CACHE_PATH``); when one is set, the defaults are not used.
        fuel_cache_defaults: Fuel caches used when no variable of
            ``fuel_cache_variables`` is set (``~`` is the home folder); an
            empty tuple leaves them out.
        package_paths: Package name to its folders, for ``package://NAME/...``
            URIs, searched before the environment. Command line:
            ``--package NAME=DIR`` (``add_package_path``).
        package_search_folders: Folders holding ROS packages (a workspace's
            ``src/``), crawled for the ``package.xml`` whose ``<name>`` is the
            package's, after ``package_paths``. Command line: ``--packages DIR``.
        ament_prefix_variables: Environment variables of ROS 2 install prefixes;
            package NAME is looked for in ``PREFIX/share/NAME``.
        ros_package_path_variables: Environment variables of ROS 1 package
            folders, crawled for the package's ``package.xml``.
        custom_parsers: Readers of non-SDFormat includes, newest first
            (see ``register_custom_parser``).
        max_include_depth: Deepest chain of includes followed.
        max_includes: Most includes one load expands, all files together (a file
            that includes another twice, which includes another twice, ...
            would otherwise expand exponentially). The largest real world we
            know expands 496; 10,000 tiny includes load in about 3 s.
        max_total_bytes: Most bytes the included files of one load may hold
            together (one big file included many times would otherwise
            multiply ``max_bytes`` by ``max_includes`` in memory).
        max_elements: Most elements one load holds: the document's own plus
            each inclusion's, a file included N times counting N times. What
            a load holds in memory grows with its elements (0.8 to 2.2 kB
            each at the peak), not with its bytes, so this is what bounds it:
            the default keeps a load under 2 GB (see ``DEFAULT_MAX_ELEMENTS``
            and the guide's "Limits"). A file is refused before it is parsed
            when its tags alone say it would go over.
        allowed_roots: When set, includes may only read files inside these
            folders (after resolving symlinks); anything else is refused
            without being looked at. For services that load untrusted
            uploads. The loaded document itself is not checked: its caller
            chose it.
        xacro_args: Arguments of the loaded document when it is a xacro file
            (``<xacro:arg>`` name to value; ``--xacro-arg NAME:=VALUE``);
            included xacro files take theirs from their ``<include>``. xacro
            files are expanded with ROS's xacro package (the ``[xacro]`` extra).
        preserve_fixed_joints: Read URDF fixed joints as fixed joints instead
            of merging their child links into their parents (the reference's
            ``URDFSetPreserveFixedJoint``). Lumped links stay frames either way.
        pause_garbage_collector: Pause Python's cyclic garbage collector
            during each load (``sdformat_runtime.gc_paused``), which makes
            loading large documents faster (CPU time of a synthetic world:
            -20% at 100 models, -38% at 300, -45% at 1,000) but stops
            collection process-wide
            while it lasts, for every thread. Off by default: the collector
            belongs to the program; the ``sdformat`` command turns it on.
        mesh_inertia: Computes the mass properties of ``<mesh>`` collisions
            for ``<inertial auto="true">`` (the reference's
            ``RegisterCustomInertiaCalc``; see
            ``sdformat_semantics.auto_inertia.MeshCalculator``). Without one,
            such a link keeps its written inertial, with a warning.
        lazy: Read the objects of documents the fast path accepts (those on
            which the reader would report nothing, checked in libxml2 by
            ``sdformat_runtime.fastpath``) lazily: each object reads its fields
            from the parsed tree when one is first asked for (see
            ``sdformat_runtime.binding.lazy``), and the checks read what they
            need from the tree. The document then keeps its tree, and writes
            its comments and numbers as read. Other documents are read at
            once. On by default (faster and smaller); ``False`` reads every
            object at once and lets the tree go.
    """

    warnings: Policy = Policy.WARN
    unrecognized_elements: Policy = Policy.WARN
    deprecated_elements: Policy | None = None
    max_bytes: int = DEFAULT_MAX_BYTES
    resolver: UriResolver | None = None
    uri_paths: dict[str, list[str]] = attrs.field(factory=dict)
    model_paths: list[str] = attrs.field(factory=list)
    model_path_variables: tuple[str, ...] = (
        "SDF_PATH",
        "GZ_SIM_RESOURCE_PATH",
        "IGN_GAZEBO_RESOURCE_PATH",
        "GAZEBO_MODEL_PATH",
    )
    fuel_cache_paths: list[str] = attrs.field(factory=list)
    fuel_cache_variables: tuple[str, ...] = ("GZ_FUEL_CACHE_PATH", "IGN_FUEL_CACHE_PATH")
    fuel_cache_defaults: tuple[str, ...] = ("~/.gz/fuel", "~/.ignition/fuel")
    package_paths: dict[str, list[str]] = attrs.field(factory=dict)
    package_search_folders: list[str] = attrs.field(factory=list)
    ament_prefix_variables: tuple[str, ...] = ("AMENT_PREFIX_PATH",)
    ros_package_path_variables: tuple[str, ...] = ("ROS_PACKAGE_PATH",)
    custom_parsers: list[CustomParser] = attrs.field(factory=list)
    max_include_depth: int = 32
    max_element_depth: int = DEFAULT_MAX_ELEMENT_DEPTH
    max_includes: int = 10_000
    max_total_bytes: int = 4 * DEFAULT_MAX_BYTES
    max_elements: int = DEFAULT_MAX_ELEMENTS
    allowed_roots: list[str | os.PathLike[str]] | None = None
    xacro_args: dict[str, str] = attrs.field(factory=dict)
    preserve_fixed_joints: bool = False
    pause_garbage_collector: bool = False
    mesh_inertia: MeshCalculator | None = None
    lazy: bool = True

    def register_custom_parser(self, parser: CustomParser) -> None:
        """Add a reader for non-SDFormat includes; it is tried before those added earlier.

        ``parser(nested_include)`` returns an ``InterfaceModel``, or None when
        the file is not in its format. Files ending in ``.sdf`` or ``.world``
        never reach custom parsers.
        """
        self.custom_parsers.insert(0, parser)

    def add_uri_path(self, scheme: str, *folders: str | os.PathLike[str]) -> None:
        """Search ``folders`` for URIs starting with ``scheme`` (``"package://"``)."""
        self.uri_paths.setdefault(scheme, []).extend(os.fspath(f) for f in folders)

    def add_package_path(self, name: str, *folders: str | os.PathLike[str]) -> None:
        """Look for package ``name`` of ``package://name/...`` URIs in ``folders`` first."""
        self.package_paths.setdefault(name, []).extend(os.fspath(f) for f in folders)

    def ignore_environment(self) -> ParserConfig:
        """Stop reading environment variables and default folders for includes; returns self.

        Only what is set on the configuration itself (``model_paths``,
        ``fuel_cache_paths``, ``package_paths``, ``uri_paths``, the resolver)
        is searched then: loads give the same answer on every machine.
        """
        self.model_path_variables = ()
        self.fuel_cache_variables = ()
        self.fuel_cache_defaults = ()
        self.ament_prefix_variables = ()
        self.ros_package_path_variables = ()
        return self

    @classmethod
    def strict(cls) -> ParserConfig:
        """Every tolerated problem becomes an error."""
        return cls(Policy.ERROR, Policy.ERROR, Policy.ERROR)


_POLICY_OF_CODE = {
    ErrorCode.ELEMENT_INCORRECT_TYPE: "unrecognized_elements",
    ErrorCode.ELEMENT_DEPRECATED: "deprecated_elements",
}
"""The policy of the warnings that do not follow ``warnings``, by code."""


def apply_policies(problems: Sequence[Error], config: ParserConfig) -> list[Error]:
    """Drop, keep or promote each warning as the configuration says; errors pass as they are."""
    if not problems or _keeps_every_warning(config):
        return list(problems)  # the default: nothing changes, nothing to look at per problem
    kept: list[Error] = []
    for item in problems:
        if item.severity is not Severity.WARNING:
            kept.append(item)
            continue
        policy = getattr(config, _POLICY_OF_CODE.get(item.code, "warnings"))
        if policy is None:
            policy = config.warnings
        if policy is Policy.IGNORE:
            continue
        if policy is Policy.ERROR:
            item = attrs.evolve(item, severity=Severity.ERROR)  # keeps column and suggestion
        kept.append(item)
    return kept


def _keeps_every_warning(config: ParserConfig) -> bool:
    """Whether every policy leaves warnings as they are (the default configuration).

    ``warnings`` and each policy of ``_POLICY_OF_CODE``, asked without a call
    per policy: this is asked on every stage of every load.
    """
    deprecated = config.deprecated_elements
    return (
        config.warnings is Policy.WARN
        and config.unrecognized_elements is Policy.WARN
        and (deprecated is None or deprecated is Policy.WARN)
    )
