"""Hostile documents: XML attacks, resource limits and confined includes.

Each attack is refused with an error that says why, without reading local
files, touching the network or spending resources on the attack.
"""

from __future__ import annotations

import inspect
import os
import socket
import stat
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

import sdformat_runtime.xml as untrusted_xml
from sdformat_runtime.xml import DEFAULT_MAX_ELEMENT_DEPTH
from sdformat_semantics import Document, ErrorCode, ParserConfig, load
from sdformat_semantics.checks.model import all_models
from sdformat_semantics.frames import MODEL_FRAME, FrameGraphs, FrameKind, PoseEdge, Vertex
from sdformat_semantics.geometry.pose import Pose
from tests.helpers import (
    Comparisons,
    codes,
    cpu_time_growth,
    hermetic,
    model_file,
    python_steps,
    write,
)

SECRET = "TOP-SECRET-CONTENT"
"""Text of a local file that no document may get into its output or messages."""


def everything_said(document: Document) -> str:
    """Every message of a document and its written form, where leaked content would show."""
    text = "\n".join(str(p) for p in document.problems)
    if document.root is not None:
        text += document.to_xml(with_errors=True)
    return text


@pytest.fixture
def secret_file(tmp_path: Path) -> Path:
    return write(tmp_path / "private", "secret.txt", SECRET)


# XML attacks ------------------------------------------------------------------

BILLION_LAUGHS = (
    '<?xml version="1.0"?><!DOCTYPE sdf [<!ENTITY l0 "lol">'
    + "".join(f'<!ENTITY l{i} "{f"&l{i - 1};" * 10}">' for i in range(1, 10))
    + ']><sdf version="1.10"><model name="&l9;"><link name="l"/></model></sdf>'
)
QUADRATIC_BLOWUP = (
    f'<?xml version="1.0"?><!DOCTYPE sdf [<!ENTITY a "{"A" * 50_000}">]>'
    f'<sdf version="1.10"><model name="m"><link name="l"/><bogus>{"&a;" * 50_000}</bogus>'
    "</model></sdf>"
)


def external_entity(secret: Path) -> str:
    return (
        f'<?xml version="1.0"?><!DOCTYPE sdf [<!ENTITY x SYSTEM "file://{secret}">]>'
        '<sdf version="1.10"><model name="m"><link name="l"/><bogus>&x;</bogus></model></sdf>'
    )


def parameter_entity(secret: Path) -> str:
    return (
        f'<?xml version="1.0"?><!DOCTYPE sdf [<!ENTITY % p SYSTEM "file://{secret}"> %p;]>'
        '<sdf version="1.10"><model name="m"><link name="l"/></model></sdf>'
    )


def external_dtd(secret: Path) -> str:
    return (
        f'<!-- a comment first --><?pi first?>\n<!DOCTYPE sdf SYSTEM "file://{secret}">'
        '<sdf version="1.10"><model name="m"><link name="l"/></model></sdf>'
    )


@pytest.mark.parametrize(
    "attack",
    [
        lambda _: BILLION_LAUGHS,
        lambda _: BILLION_LAUGHS.replace("?>", "?><!-- a comment first -->", 1),
        lambda _: QUADRATIC_BLOWUP,
        external_entity,
        parameter_entity,
        external_dtd,
        lambda secret: external_entity(secret).encode("utf-16"),
        lambda secret: external_dtd(secret).encode("utf-32"),
    ],
    ids=[
        "billion-laughs",
        "billion-laughs-after-a-comment",
        "quadratic-blowup",
        "external-entity",
        "parameter-entity",
        "external-dtd",
        "utf16-external-entity",
        "utf32-external-dtd",
    ],
)
def test_doctype_attacks_are_refused_before_libxml2_reads_them(
    attack: object, secret_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    source = attack(secret_file)  # type: ignore[operator]
    parsers = parsers_made(monkeypatch)
    document = load(source)
    assert codes(document) == ["FILE_READ"]
    # The DOCTYPE message (not libxml2's "amplification factor exceeded") shows that no
    # entity was expanded, and no parser was made: the document was refused before parsing.
    assert "DOCTYPE" in document.errors[0].message
    assert parsers == []
    assert SECRET not in everything_said(document)


def parsers_made(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """The parsers made from now on (untrusted XML is parsed only with ``safe_parser``)."""
    made: list[object] = []
    original = untrusted_xml.safe_parser

    def counted() -> object:
        made.append(original())
        return made[-1]

    monkeypatch.setattr(untrusted_xml, "safe_parser", counted)
    return made


def test_a_document_without_doctype_is_parsed_by_the_parser_counted(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The test above can fail: the count sees the parse of a plain document."""
    parsers = parsers_made(monkeypatch)
    assert load(model_file("m")).valid
    assert len(parsers) == 1


@pytest.mark.parametrize(
    "namespace", ["http://www.w3.org/2001/XInclude", "http://www.w3.org/2003/XInclude"]
)
def test_xinclude_is_refused_and_never_processed(namespace: str, secret_file: Path) -> None:
    text = (
        f'<sdf version="1.10" xmlns:xi="{namespace}">\n<model name="m"><link name="l"/>\n'
        f'<xi:include href="{secret_file}" parse="text"/></model></sdf>'
    )
    document = load(text)
    assert codes(document) == ["FILE_READ"]
    assert "XInclude is refused" in document.errors[0].message
    assert document.errors[0].line == 3
    assert SECRET not in everything_said(document)


@pytest.mark.parametrize(
    "spelling",
    [
        "http://www.w3.org/2001/X&#73;nclude",  # the byte pre-scan must not be fooled
        "http://www.w3.org/2003/&#x58;&#x49;nclude",
    ],
)
@pytest.mark.parametrize("encoding", ["utf-8", "utf-16"])
def test_xinclude_spelled_with_character_references_is_refused(
    spelling: str, encoding: str, secret_file: Path
) -> None:
    text = (
        f'<?xml version="1.0" encoding="{encoding}"?>\n'
        f'<sdf version="1.10" xmlns:xi="{spelling}">\n<model name="m"><link name="l"/>\n'
        f'<xi:include href="{secret_file}" parse="text"/></model></sdf>'
    )
    document = load(text.encode(encoding))
    assert codes(document) == ["FILE_READ"]
    assert "XInclude is refused" in document.errors[0].message
    assert document.errors[0].line == 4
    assert SECRET not in everything_said(document)


@pytest.fixture
def listener() -> Iterator[socket.socket]:
    """A local TCP port that records whether anything connected to it."""
    server = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    server.bind(("127.0.0.1", 0))
    server.listen(16)
    server.setblocking(False)
    yield server
    server.close()


def connections(server: socket.socket) -> int:
    count = 0
    while True:
        try:
            accepted, _ = server.accept()
        except BlockingIOError:
            return count
        accepted.close()
        count += 1


def test_nothing_touches_the_network(listener: socket.socket, tmp_path: Path) -> None:
    url = f"http://127.0.0.1:{listener.getsockname()[1]}/x"
    documents = [
        f'<!DOCTYPE sdf SYSTEM "{url}.dtd"><sdf version="1.10"/>',
        f'<!DOCTYPE sdf [<!ENTITY % p SYSTEM "{url}.ent"> %p;]><sdf version="1.10"/>',
        f'<sdf version="1.10" xmlns:xi="http://www.w3.org/2001/XInclude"><model name="m">'
        f'<link name="l"/><xi:include href="{url}.xml"/></model></sdf>',
        f'<sdf version="1.10" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" '
        f'xsi:schemaLocation="{url} {url}.xsd" xmlns:c="{url}"><model name="m">'
        f'<link name="l"/><c:thing href="{url}"/></model></sdf>',
        model_file("m", f'<link name="l"/><include><uri>{url}.sdf</uri></include>'),
        model_file("m", f'<link name="l"/><include><uri>{url}/model</uri></include>'),
    ]
    for text in documents:
        load(text, config=hermetic())
        load(write(tmp_path, "doc.sdf", text), config=hermetic())
    time.sleep(0.05)  # a connection attempt would have completed by now
    assert connections(listener) == 0


def test_the_listener_would_see_a_connection(listener: socket.socket) -> None:
    """The network test above can fail: a real connection is counted."""
    client = socket.create_connection(listener.getsockname())
    time.sleep(0.05)
    assert connections(listener) == 1
    client.close()


# Files that are not files -----------------------------------------------------


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_pipes_and_devices_are_refused_without_waiting(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fifo = tmp_path / "pipe.sdf"
    os.mkfifo(fifo)
    waits = waits_and_endless_reads(monkeypatch)
    document = load(fifo)
    assert codes(document) == ["FILE_READ"] and "not a regular file" in str(document.errors[0])
    text = model_file("m", f'<link name="l"/><include><uri>{fifo}</uri></include>')
    included = load(text, config=hermetic())
    assert "not a regular file" in str(included.errors)
    if Path("/dev/zero").exists():
        assert "not a regular file" in str(load("/dev/zero").errors)
    assert waits == []


def waits_and_endless_reads(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """From now on, what would wait (a FIFO opened to block for a writer) or read without
    end (``os.read`` of anything but a regular file); each is refused and recorded."""
    found: list[str] = []
    real_open, real_read = os.open, os.read

    def opening(path: Any, flags: int, *args: Any, **kwargs: Any) -> int:
        try:
            is_fifo = stat.S_ISFIFO(Path(path).stat().st_mode)
        except (OSError, TypeError, ValueError):
            is_fifo = False
        if is_fifo and not flags & getattr(os, "O_NONBLOCK", 0):
            found.append(f"opened {path} to wait for a writer")
            raise OSError(f"refused by the test: {path} would block")
        return real_open(path, flags, *args, **kwargs)

    def reading(descriptor: int, size: int) -> bytes:
        if not stat.S_ISREG(os.fstat(descriptor).st_mode):
            found.append(f"read descriptor {descriptor}, not a regular file")
            return b""
        return real_read(descriptor, size)

    monkeypatch.setattr(os, "open", opening)
    monkeypatch.setattr(os, "read", reading)
    return found


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_a_blocking_open_or_read_of_a_pipe_is_seen(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The test above can fail: the record sees a blocking open and a read of a pipe."""
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    waits = waits_and_endless_reads(monkeypatch)
    with pytest.raises(OSError, match="would block"):
        os.open(fifo, os.O_RDONLY)
    descriptor = os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)
    try:
        assert os.read(descriptor, 10) == b""
    finally:
        os.close(descriptor)
    assert len(waits) == 2


def test_an_included_file_over_the_size_limit_is_refused_unread(tmp_path: Path) -> None:
    write(tmp_path, "big.sdf", model_file("big", '<link name="l"/>' + " " * 2000))
    main = write(tmp_path, "main.sdf", model_file("m", "<include><uri>big.sdf</uri></include>"))
    assert load(main, config=hermetic()).valid
    document = load(main, config=hermetic(max_bytes=1000))
    refusal = next(e for e in document.errors if "max_bytes" in e.message)
    assert refusal.file == str(tmp_path / "big.sdf")


# Element depth ----------------------------------------------------------------


def nested_models(levels: int, innermost: str = "") -> str:
    """A document whose deepest element sits ``levels + 2`` deep (sdf, models, link)."""
    opening = "".join(f'<model name="m{i}"><link name="l"/>' for i in range(levels))
    return f'<sdf version="1.10">{opening}{innermost}{"</model>" * levels}</sdf>'


def test_element_depth_is_limited_with_an_error_naming_the_limit() -> None:
    at_limit = load(nested_models(8), config=hermetic(max_element_depth=10))
    assert at_limit.valid
    assert at_limit.pose("m1::m2::m3::m4::m5::m6::m7::l").isclose(at_limit.pose("m1::l"))
    document = load(nested_models(9), config=hermetic(max_element_depth=10))
    assert codes(document) == ["FILE_READ"]
    assert "max_element_depth" in document.errors[0].message
    assert "10 levels" in document.errors[0].message


def test_the_default_depth_limit_fits_real_files_and_stops_deep_ones() -> None:
    levels = DEFAULT_MAX_ELEMENT_DEPTH - 2
    document = load(nested_models(levels))
    assert document.valid
    assert len(document.to_xml()) > 0
    assert "max_element_depth" in str(load(nested_models(levels + 1)).errors)
    # Past libxml2's own limit the message still says what went wrong.
    assert "depth" in str(load(nested_models(300)).errors).lower()


def test_documents_at_the_depth_limit_leave_the_caller_most_of_the_stack(tmp_path: Path) -> None:
    """Loading, writing and resolving poses at the limit needs fewer than 400 frames."""
    for index in range(4):
        include = f"<include><uri>f{index + 1}.sdf</uri></include>" if index < 3 else ""
        write(
            tmp_path, f"f{index}.sdf", nested_models((DEFAULT_MAX_ELEMENT_DEPTH - 2) // 4, include)
        )
    load(tmp_path / "f0.sdf")  # imports happen outside the measured stack
    previous = sys.getrecursionlimit()
    sys.setrecursionlimit(len(inspect.stack()) + 400)
    try:
        document = load(tmp_path / "f0.sdf", config=hermetic())
        document.to_xml()
        document.to_xml(expand_includes=False)
        document.pose("m1::l")
    finally:
        sys.setrecursionlimit(previous)
    assert document.valid


def test_element_depth_counts_through_includes(tmp_path: Path) -> None:
    """Each file alone is shallow, but the expanded document would be too deep."""
    for index in range(4):
        include = f"<include><uri>f{index + 1}.sdf</uri></include>" if index < 3 else ""
        write(tmp_path, f"f{index}.sdf", nested_models(3, include))
    # Depth of the expanded document: sdf, then 4 files x 3 models, then a link = 14.
    assert load(tmp_path / "f0.sdf", config=hermetic(max_element_depth=14)).valid
    document = load(tmp_path / "f0.sdf", config=hermetic(max_element_depth=13))
    too_deep = next(e for e in document.errors if "max_element_depth" in e.message)
    assert too_deep.file == str(tmp_path / "f3.sdf")
    assert "levels above this file's root" in too_deep.message


# Number of includes -----------------------------------------------------------


def include_tree(folder: Path, levels: int) -> Path:
    """``levels`` levels of files, each including the next four times."""
    for level in range(levels + 1):
        body = '<link name="l"/>'
        if level < levels:
            body += "".join(
                f"<include><uri>level{level + 1}.sdf</uri><name>c{i}</name></include>"
                for i in range(4)
            )
        write(folder, f"level{level}.sdf", model_file(f"m{level}", body))
    return folder / "level0.sdf"


def test_exponential_include_trees_stop_at_max_includes(tmp_path: Path) -> None:
    """Six levels of four includes each would expand 5,460 files."""
    six, three = include_tree(tmp_path / "six", 6), include_tree(tmp_path / "three", 3)
    config = hermetic(max_includes=100)
    load(three, config=config)  # imports and caches warm
    # The work, counted in Python steps: about that of the 84 includes of three
    # levels, where expanding all 5,460 files takes 50 times as much.
    work = python_steps(lambda: load(six, config=config))
    assert work < 2 * python_steps(lambda: load(three, config=config))
    document = load(six, config=config)
    limited = [e for e in document.errors if "max_includes" in e.message]
    assert len(limited) == 1 and limited[0].code is ErrorCode.URI_LOOKUP
    assert "includes were not expanded" in limited[0].message
    assert len(list(all_models(document.root))) == 1 + 100
    small = load(tmp_path / "six" / "level5.sdf", config=hermetic(max_includes=4))
    assert small.valid


# Confined includes ------------------------------------------------------------


@pytest.fixture
def upload(tmp_path: Path, secret_file: Path) -> Path:
    """An upload folder next to a private one that holds a valid model file."""
    write(tmp_path / "private", "secret.sdf", model_file("secret"))
    write(tmp_path / "private" / "secret_model", "model.config", "<model><sdf>m.sdf</sdf></model>")
    write(tmp_path / "private" / "secret_model", "m.sdf", model_file("secret"))
    folder = tmp_path / "upload"
    write(folder, "ok.sdf", model_file("ok"))
    write(folder, "models/ok/model.config", "<model><sdf>ok.sdf</sdf></model>")
    write(folder, "models/ok/ok.sdf", model_file("ok"))
    return folder


def include_of(uri: str) -> str:
    return model_file("main", f'<link name="l"/><include><uri>{uri}</uri></include>')


@pytest.mark.parametrize(
    "uri",
    [
        "../private/secret.sdf",
        "{private}/secret.sdf",
        "file://{private}/secret.sdf",
        "model://secret.sdf",
        "link_out.sdf",
        "link_folder_out/secret.sdf",
        "escaping_config",
        "linked_config",
        "package://private/secret.sdf",
    ],
)
def test_allowed_roots_refuse_includes_outside_them(
    uri: str, upload: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    private = upload.parent / "private"
    (upload / "link_out.sdf").symlink_to(private / "secret.sdf")
    (upload / "link_folder_out").symlink_to(private, target_is_directory=True)
    write(
        upload, "escaping_config/model.config", "<model><sdf>../../private/secret.sdf</sdf></model>"
    )
    write(upload, "linked_config/m.sdf", model_file("innocent"))
    (upload / "linked_config" / "model.config").symlink_to(
        private / "secret_model" / "model.config"
    )
    monkeypatch.setenv("SDF_PATH", str(private))
    config = ParserConfig(model_path_variables=("SDF_PATH",), allowed_roots=[upload])
    config.add_uri_path("package://", upload.parent)
    main = write(upload, "main.sdf", include_of(uri.format(private=private)))
    document = load(main, config=config)
    assert codes(document) and set(codes(document)) <= {"URI_LOOKUP", "FILE_READ"}
    assert "allowed_roots" in str(document.errors)
    assert "secret" not in [m.name for m in document.root.model.models]
    # Without the confinement the same include is read: the refusal above is the roots'.
    unconfined = ParserConfig(model_path_variables=("SDF_PATH",))
    unconfined.add_uri_path("package://", upload.parent)
    assert load(main, config=unconfined).valid


def test_allowed_roots_accept_includes_inside_them(upload: Path) -> None:
    (upload / "link_in.sdf").symlink_to(upload / "ok.sdf")
    body = "".join(
        f"<include><uri>{uri}</uri><name>n{i}</name></include>"
        for i, uri in enumerate(["ok.sdf", "link_in.sdf", "models/ok", f"file://{upload}/ok.sdf"])
    )
    main = write(upload, "main.sdf", model_file("main", '<link name="l"/>' + body))
    document = load(main, config=hermetic(allowed_roots=[str(upload)]))
    assert document.valid, document.errors
    assert [m.name for m in document.root.model.models] == ["n0", "n1", "n2", "n3"]


def test_a_resolver_answer_outside_the_roots_is_refused(upload: Path) -> None:
    private = upload.parent / "private"
    config = hermetic(allowed_roots=[upload], resolver=lambda uri: private / "secret.sdf")
    document = load(write(upload, "main.sdf", include_of("anything")), config=config)
    assert codes(document) == ["URI_LOOKUP"]
    assert "outside allowed_roots" in document.errors[0].message


# Work that grows faster than the input ----------------------------------------


def growth(make: Callable[[int], Callable[[], object]], size: int) -> float:
    """The Python steps of ``make(4 * size)()`` over those of ``make(size)()``.

    Linear work grows about 4 times, quadratic work 16 times.
    """
    make(size)()  # imports and caches warm
    return python_steps(make(4 * size)) / python_steps(make(size))


def test_many_flattened_prefixes_migrate_in_linear_time() -> None:
    """One-link prefixes of a 1.7 file: the scan per prefix (4,000 took 14 s) was quadratic."""

    def flattened(count: int) -> Callable[[], Document]:
        links = "".join(f'<link name="p{i}::l"/>' for i in range(count))
        text = f'<sdf version="1.7"><world name="w"><model name="m">{links}</model></world></sdf>'
        return lambda: load(text)

    assert growth(flattened, 500) < 6  # linear: about 4
    document = flattened(2000)()
    assert document.valid
    assert len(document.worlds[0].models[0].models) == 2000


@pytest.mark.slow
def test_many_colliding_names_of_old_files_are_renamed_in_linear_time() -> None:
    """Joints named after their links in a 1.6 file, and joints all named 'x'.

    8,000 of each took 5.9 s: each rename numbered from 0 again (a loop in
    Python, counted in steps) and built the union of every name (a set, work in
    C that steps do not see: timed on the CPU instead, at 4 times the names).
    """

    def document(body: str) -> Callable[[], Document]:
        text = f'<sdf version="1.6"><model name="m">{body}</model></sdf>'
        return lambda: load(text, config=ParserConfig(pause_garbage_collector=True))

    def pairs(count: int) -> Callable[[], Document]:
        return document(
            "".join(
                f'<link name="x{i}"/><joint name="x{i}" type="fixed"><parent>x{i}</parent>'
                f"<child>x{(i + 1) % count}</child></joint>"
                for i in range(count)
            )
        )

    def same(count: int) -> Callable[[], Document]:
        return document('<link name="x"/><joint name="x" type="fixed"/>' * count)

    assert growth(same, 500) < 5  # linear: 4 (numbering from 0 each time: 7)
    assert cpu_time_growth(lambda count: pairs(count)(), 1000) < 8  # about 4 (a union each: 14)
    assert pairs(1000)().model.joints[-1].name == "x999_joint"
    assert [j.name for j in same(1000)().model.joints[:3]] == ["x_joint", "x_joint0", "x_joint1"]


def test_one_big_file_included_many_times_stops_at_max_total_bytes(tmp_path: Path) -> None:
    write(tmp_path, "big.sdf", model_file("big", '<link name="l"/>' + " " * 10_000))
    body = '<link name="l"/>' + "".join(
        f"<include><uri>big.sdf</uri><name>b{i}</name></include>" for i in range(20)
    )
    main = write(tmp_path, "main.sdf", model_file("m", body))
    assert load(main, config=hermetic()).valid
    document = load(main, config=hermetic(max_total_bytes=100_000))
    limited = [e for e in document.errors if "max_total_bytes" in e.message]
    assert len(limited) == 1 and "11 includes were not expanded" in limited[0].message
    assert len(document.model.models) == 9  # 9 x 10 kB fit in 100 kB


def test_resolving_a_pose_at_the_end_of_a_long_chain_is_linear() -> None:
    """20,000 frames each relative to the previous: the walk kept its path in a list.

    Its membership test compared every name on the path (in C): the names count
    their comparisons and hashes, and a list would pass 200 million.
    """
    count = 20_000
    names = Comparisons(most=20 * count)
    graphs = FrameGraphs(root=MODEL_FRAME, origin=MODEL_FRAME)
    step = Pose.from_rpy(1.0, 0.0, 0.0, 0.0, 0.0, 0.0)
    previous = MODEL_FRAME
    for index in range(count):
        name = names.name(f"f{index}")
        graphs.vertices[name] = Vertex(name, FrameKind.FRAME, None, "")
        graphs.pose_edges[name] = PoseEdge(previous, step)
        previous = name
    names.count = 0
    resolved = graphs.pose_in_origin(previous)
    assert names.count <= 10 * count  # a few hashes per frame (sets, dicts)
    assert resolved is not None and resolved.isclose(Pose.from_rpy(count, 0, 0, 0, 0, 0))


def test_joints_on_a_long_attached_to_chain_are_checked_in_linear_time() -> None:
    """Joints whose parent ends a frame chain as long: 8,000 took 36 s when each walked it."""

    def chained(count: int) -> Callable[[], Document]:
        chain = "".join(
            f'<frame name="f{i}" attached_to="{"l" if i == 0 else f"f{i - 1}"}"/>'
            for i in range(count)
        )
        joints = "".join(
            f'<link name="c{i}"/><joint name="j{i}" type="fixed"><parent>f{count - 1}</parent>'
            f"<child>c{i}</child></joint>"
            for i in range(count)
        )
        text = f'<sdf version="1.10"><model name="m"><link name="l"/>{chain}{joints}</model></sdf>'
        return lambda: load(text)

    assert growth(chained, 250) < 6  # linear: about 4
    document = chained(1000)()
    assert document.valid
    assert document.joint_parent_link("j999") == "l"


def test_names_no_file_can_have_are_errors_not_exceptions(tmp_path: Path) -> None:
    """A NUL in a path (from an API caller or a resolver) is a FILE_READ or URI_LOOKUP error."""
    document = load("robot\x00.sdf")
    assert codes(document) == ["FILE_READ"] and "null" in document.errors[0].message
    text = include_of("anything")
    for roots in (None, [tmp_path]):
        config = hermetic(resolver=lambda uri: "bad\x00path.sdf", allowed_roots=roots)
        assert codes(load(text, config=config)) == ["URI_LOOKUP"]


def test_a_working_folder_that_no_longer_exists_is_an_error_not_an_exception(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Text input resolves relative URIs in the working folder; it may have been deleted."""
    gone = tmp_path / "gone"
    gone.mkdir()
    monkeypatch.chdir(gone)
    gone.rmdir()
    for roots in (None, [tmp_path]):
        document = load(include_of("part.sdf"), config=hermetic(allowed_roots=roots))
        assert codes(document) == ["URI_LOOKUP"]
        assert "working folder no longer exists" in document.errors[0].message
