"""Expanding a xacro file into URDF with ROS's own ``xacro`` package (the ``[xacro]`` extra).

ROS publishes its xacro implementation on PyPI as ``xacro``; it needs no ROS
but for ``$(find PKG)``, which here resolves through the load's package map
(``include.packages``: ``--package``, ``AMENT_PREFIX_PATH``,
``ROS_PACKAGE_PATH``), the same one ``package://`` includes use.

xacro reads XML with ``xml.dom.minidom``, which keeps no line numbers. So
each file xacro opens is parsed here first, with the project's safe parser
(no DTD, size limits), and every plain element is marked with where it was
written (file and line) in an attribute that xacro copies along with the
element, through macros and blocks. After expansion the marks become the
elements' origins, and ``remap_problems`` puts every problem found in the
expanded robot back on the xacro line it came from: a link made by a macro
is reported at the macro's line, in the file that defines it.

An error inside xacro (an undefined property, an unknown macro, an argument
not given) is a ``URDF_XACRO_ERROR`` at the innermost element being expanded
when it happened; what xacro warns about is a ``URDF_XACRO_WARNING``.

xacro keeps its state in module globals, so expansions take turns (a lock).
xacro evaluates the Python expressions a file holds and reads the files they
name: a load for untrusted input (``ParserConfig.allowed_roots`` set) never
expands one.
"""

from __future__ import annotations

import contextlib
import importlib
import io
import threading
from collections.abc import Collection, Iterator, Mapping
from pathlib import Path
from typing import Any

import attrs
from lxml import etree

from sdformat_runtime.errors import Error, ErrorCode, Severity
from sdformat_runtime.xml import parse_bytes, read_limited
from sdformat_semantics.config import ParserConfig
from sdformat_semantics.include.packages import package_folders
from sdformat_semantics.include.xacro_args import is_xacro_element
from sdformat_semantics.urdf.xacro import XACRO_INSTALL_HINT

ORIGIN_ATTRIBUTE = "sdformat-xacro-origin"
"""The mark of where a plain element was written: ``FILE_INDEX:LINE`` (removed after)."""

_LOCK = threading.Lock()

_MAX_LINE = 65535
"""The largest line number lxml keeps for an element."""

Origin = tuple[str | None, int | None]
"""A file (None for text) and a line in it."""


@attrs.frozen
class Expansion:
    """A xacro document expanded: the ``<robot>``, its problems, and where its lines came from.

    Attributes:
        robot: The expanded root element, or None when expansion failed.
        problems: What xacro reported (errors and warnings).
        origins: Where each element was written: an element's ``sourceline``
            is an index (from 1) into this tuple, for ``remap_problems``.
        text: xacro's output, the bytes the load's facts are then asked of
            (the file's own bytes do not hold what its includes wrote).
    """

    robot: etree._Element | None
    problems: tuple[Error, ...]
    origins: tuple[Origin, ...] = ()
    text: bytes = b""


def expand_xacro(
    data: bytes,
    file: str | None,
    args: Mapping[str, str],
    config: ParserConfig,
    origins: dict[Origin, int] | None = None,
) -> Expansion:
    """The URDF ``<robot>`` that xacro makes of ``data`` with arguments ``args``.

    Args:
        data: The xacro document's bytes (already read within the limits).
        file: Its file (None for text: relative includes start from the working folder).
        args: Values of its ``<xacro:arg>`` arguments (``name:=value`` on xacro's command line).
        config: Where ``$(find PKG)`` looks, and the size limits of the files xacro reads.
        origins: The line index of earlier expansions of the same file in this load,
            extended here: one index serves every expansion of a file (an include
            per set of arguments), whatever the order their problems come in.
    """
    try:  # imported by name: xacro ships no type information
        xacro = importlib.import_module("xacro")
        importlib.import_module("xacro.substitution_args")
    except ImportError:
        message = f"this is a xacro file and xacro is not installed: {XACRO_INSTALL_HINT}"
        return Expansion(
            None, (Error(ErrorCode.URDF_XACRO_UNEXPANDED, message, file, 1, "/robot"),)
        )
    if config.allowed_roots is not None:
        message = (
            "this is a xacro file, and xacro files are not expanded when allowed_roots is set "
            "(untrusted input): xacro evaluates the expressions it holds and reads any file "
            "they name"
        )
        return Expansion(
            None, (Error(ErrorCode.URDF_XACRO_UNEXPANDED, message, file, 1, "/robot"),)
        )
    with _LOCK:
        run = _Run(xacro, file, config)
        with run.patched():
            expanded = run.expand(data, dict(args))
    if expanded is None:
        return Expansion(None, tuple(run.problems))
    table = {} if origins is None else origins
    robot = _read_marks(expanded.encode("utf-8"), run.files, table)
    if robot is None:
        message = "xacro's output is not a URDF document (its root is not <robot>)"
        run.problems.append(Error(ErrorCode.URDF_XACRO_ERROR, message, file, 1))
        return Expansion(None, tuple(run.problems))
    return Expansion(robot, tuple(run.problems), tuple(table), etree.tostring(robot))


def remap_problems(
    problems: tuple[Error, ...],
    origins: Mapping[str | None, Mapping[Origin, int]],
    located: Collection[Error],
) -> tuple[Error, ...]:
    """``problems`` with the lines of expanded xacro files put back on the xacro sources.

    ``origins`` holds each expanded file's line index (``expand_xacro``);
    ``located`` the problems xacro reported, which point at the sources already.
    """
    remapped: list[Error] = []
    tables = {file: tuple(table) for file, table in origins.items()}
    for item in problems:
        table = tables.get(item.file)
        if table is None or item.line is None or item in located:
            remapped.append(item)
            continue
        index = item.line - 1
        file, line = table[index] if 0 <= index < len(table) else (item.file, None)
        remapped.append(attrs.evolve(item, file=file, line=line, column=None))
    return tuple(dict.fromkeys(remapped))


class _PackageNotFound(Exception):
    """``$(find PKG)`` of a package the package map does not know."""


class _Run:
    """One expansion: xacro's hooks, the files it read and what it reported."""

    def __init__(self, xacro: Any, file: str | None, config: ParserConfig) -> None:
        self.xacro = xacro
        self.file = file
        self.config = config
        self.files: list[str | None] = []
        """Every file xacro read, by the index its marks use."""
        self.problems: list[Error] = []
        self.trail: list[Any] = []
        """The xacro nodes being expanded, outermost first (for the place of an error)."""
        self.steps = 0
        """Nodes expanded so far: bounded by ``max_elements``."""
        self.checked: Any = None
        """The xacro element whose attributes were checked last (``xacro:if`` and the like)."""
        self.xacro_lines: dict[Any, Origin] = {}
        """Where xacro's own elements (which take no mark) were written, by node."""

    @contextlib.contextmanager
    def patched(self) -> Iterator[None]:
        """Xacro with this run's file reading, package lookup, tracing and warnings."""
        xacro = self.xacro
        arguments = xacro.substitution_args
        saved = {
            name: getattr(xacro, name)
            for name in (
                "parse",
                "eval_all",
                "handle_macro_call",
                "check_attrs",
                "grab_property",
                "process_include",
            )
        }
        saved_find = arguments._eval_find
        saved_warning = xacro.warning
        xacro.parse = self.parse
        for name in ("eval_all", "handle_macro_call", "grab_property", "process_include"):
            setattr(xacro, name, self.traced(saved[name]))
        xacro.check_attrs = self.checking(saved["check_attrs"])
        arguments._eval_find = arguments._eval_dict["find"] = self.find
        xacro.warning = self.warning
        xacro.all_includes = []
        try:
            with contextlib.redirect_stderr(io.StringIO()) as printed:
                yield
            self.printed_warnings(printed.getvalue())
        finally:
            for name, value in saved.items():
                setattr(xacro, name, value)
            arguments._eval_find = arguments._eval_dict["find"] = saved_find
            xacro.warning = saved_warning
            xacro.all_includes = []

    def expand(self, data: bytes, args: dict[str, str]) -> str | None:
        """Xacro's output text, or None on an error (reported)."""
        xacro = self.xacro
        xacro.init_stacks(self.file)
        try:
            document = self.parse(data)
            xacro.process_doc(document, mappings=args)
            text = str(document.documentElement.toxml())
        except _Refused:
            return None
        except _TooLarge as error:
            message = (
                f"xacro expanded more than {error.args[0]} elements (max_elements): "
                "stopped, as a load holds at most that many"
            )
            file, line = self.place()
            self.problems.append(Error(ErrorCode.FILE_READ, message, file, line))
            return None
        except Exception as error:
            self.report_error(error)
            return None
        if len(text) > self.config.max_bytes:
            message = (
                f"xacro's output is {len(text)} characters, over the limit of "
                f"{self.config.max_bytes} (max_bytes)"
            )
            self.problems.append(Error(ErrorCode.FILE_READ, message, self.file, 1))
            return None
        return text

    # Hooks ----------------------------------------------------------------

    def parse(self, given: Any, filename: str | None = None) -> Any:
        """Xacro's ``parse``: files read and checked as the project reads XML, then marked."""
        xacro = self.xacro
        if given is None:
            assert filename is not None
            if not Path(filename).is_file():
                xacro.filestack.pop()  # as xacro does: the missing file is not "in" the stack
                missing = FileNotFoundError(2, "No such file or directory", filename)
                raise xacro.XacroException("", exc=missing)  # its text names the file
            data, problems = read_limited(filename, self.config.max_bytes)
            if data is None:
                self.problems.extend(problems)
                raise _Refused
            return self.marked(data, filename)
        if isinstance(given, bytes):
            return self.marked(given, self.file)
        return given  # already a DOM document

    def marked(self, data: bytes, file: str | None) -> Any:
        """The minidom document of ``data``, each plain element marked with its file and line."""
        import xml.dom.minidom

        tree, problems = parse_bytes(
            data, file, self.config.max_bytes, self.config.max_element_depth
        )
        if tree is None:
            self.problems.extend(problems)
            raise _Refused
        index = len(self.files)
        self.files.append(file)
        own: list[Origin] = []
        for element in tree.getroot().iter(etree.Element):
            line = element.sourceline if isinstance(element.sourceline, int) else None
            if is_xacro_element(element):
                own.append((file, line))
            else:
                element.set(ORIGIN_ATTRIBUTE, f"{index}:{line or 0}")
        document = xml.dom.minidom.parseString(etree.tostring(tree.getroot()))
        nodes = (
            n for n in _dom_elements(document.documentElement) if n.tagName.startswith("xacro:")
        )
        for node, origin in zip(nodes, own, strict=False):
            self.xacro_lines[node] = origin
        return document

    def traced(self, step: Any) -> Any:
        """``step`` (a function taking a node first) recording the node while it runs."""

        def run(node: Any, *rest: Any, **named: Any) -> Any:
            self.trail.append(node)
            self.steps += 1
            if self.steps > self.config.max_elements:  # macros calling macros grow exponentially
                raise _TooLarge(self.config.max_elements)
            result = step(node, *rest, **named)
            self.trail.pop()  # left in place when it raises: the error's place
            return result

        return run

    def checking(self, check: Any) -> Any:
        """Xacro's ``check_attrs``, which each xacro element meets first: its node is noted."""

        def run(node: Any, *rest: Any) -> Any:
            self.checked = node
            return check(node, *rest)

        return run

    def find(self, name: str) -> str:
        """``$(find NAME)``: the package's folder from the package map, as an absolute path.

        Absolute as ROS answers it: xacro joins a relative include to the including file's
        folder, which would apply a relative package folder twice.
        """
        tried: list[str] = []
        for folder, how in package_folders(name, self.config):
            if folder.is_dir():
                return str(folder.absolute())
            tried.append(f"{folder} ({how})")
        where = (
            "; tried: " + ", ".join(tried)
            if tried
            else " (no --package, --packages, AMENT_PREFIX_PATH or ROS_PACKAGE_PATH names it)"
        )
        raise _PackageNotFound(f"package '{name}' not found{where}")

    def warning(self, *args: Any, **_: Any) -> None:
        """Xacro's ``warning``: a ``URDF_XACRO_WARNING`` where the expansion is."""
        message = " ".join(str(a) for a in args).strip()
        file, line = self.place()
        self.problems.append(
            Error(
                ErrorCode.URDF_XACRO_WARNING,
                f"xacro: {message}",
                file,
                line,
                severity=Severity.WARNING,
            )
        )

    def printed_warnings(self, text: str) -> None:
        """Warnings a document printed itself (``${xacro.warning(...)}``)."""
        for line in text.splitlines():
            if line.startswith("warning: "):
                message = f"xacro: {line.removeprefix('warning: ').strip()}"
                self.problems.append(
                    Error(
                        ErrorCode.URDF_XACRO_WARNING,
                        message,
                        self.file,
                        None,
                        severity=Severity.WARNING,
                    )
                )

    # Where ------------------------------------------------------------------

    def report_error(self, error: Exception) -> None:
        """A ``URDF_XACRO_ERROR`` for what xacro raised, at the innermost known place."""
        file, line = self.place()
        message = _message_of(error)
        macros = [str(m.body.getAttribute("name")) for m in (self.xacro.macrostack or [])]
        if macros:
            message += f" (in macro {' <- '.join(repr(m) for m in reversed(macros))})"
        self.problems.append(Error(ErrorCode.URDF_XACRO_ERROR, f"xacro: {message}", file, line))

    def place(self) -> Origin:
        """The file and line of the innermost node being expanded that tells them."""
        checked = self.checked
        inner = self.trail[-1] if self.trail else None
        if checked is not None and inner is not None and checked.parentNode is inner:
            origin = self.origin_of(checked)  # a child of the node being expanded: inside it
            if origin is not None:
                return origin
        for node in reversed(self.trail):
            origin = self.origin_of(node)
            if origin is not None:
                return origin
        stack = self.xacro.filestack or [self.file]
        return stack[-1], None

    def origin_of(self, node: Any) -> Origin | None:
        known = self.xacro_lines.get(node)
        if known is not None:
            return known
        mark = node.getAttribute(ORIGIN_ATTRIBUTE) if hasattr(node, "getAttribute") else ""
        if not mark:
            return None
        index, _, line = mark.partition(":")
        return self.files[int(index)], int(line) or None


class _Refused(Exception):
    """A file xacro asked for was refused by the project's reader (reported already)."""


class _TooLarge(Exception):
    """The expansion went past ``max_elements`` nodes."""


def _message_of(error: Exception) -> str:
    """What went wrong, without Python's class names where xacro puts them in."""
    inner = getattr(error, "exc", None)
    while inner is not None:
        if isinstance(inner, _PackageNotFound):
            return f"$(find): {inner}"
        inner = getattr(inner, "exc", None)
    text = str(error) or type(error).__name__
    text = text.replace("<class '", "").replace("'>:", ":")
    return " ".join(text.split())  # xacro breaks its messages over lines


def _dom_elements(node: Any) -> Iterator[Any]:
    """The elements of a minidom tree in document order (a stack: xacro output nests freely)."""
    pending = [node]
    while pending:
        current = pending.pop()
        yield current
        children = [c for c in current.childNodes if c.nodeType == c.ELEMENT_NODE]
        pending.extend(reversed(children))


def _read_marks(
    text: bytes, files: list[str | None], origins: dict[Origin, int]
) -> etree._Element | None:
    """The expanded ``<robot>`` with its marks taken off; ``origins`` gets what its lines index."""
    tree, _ = parse_bytes(text)
    if tree is None or tree.getroot().tag != "robot":
        return None
    for element in tree.getroot().iter(etree.Element):
        mark = element.get(ORIGIN_ATTRIBUTE)
        if mark is not None:
            del element.attrib[ORIGIN_ATTRIBUTE]
        parent = element.getparent()
        if mark is not None:
            index, _, line = mark.partition(":")
            origin: Origin = (files[int(index)], int(line) or None)
            number = origins.setdefault(origin, len(origins) + 1)
        else:  # made by xacro:element, or text the marks missed: where its parent was written
            number = (
                parent.sourceline
                if parent is not None and isinstance(parent.sourceline, int)
                else 0
            )
        if 0 < number <= _MAX_LINE:  # what lxml can hold; past it, the line stays unknown
            element.sourceline = number  # type: ignore[assignment]
    return tree.getroot()
