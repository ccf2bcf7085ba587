"""Includes under attack: callbacks returning garbage, files swapped during a load, link races."""

from __future__ import annotations

import os
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import attrs
import pytest

from sdformat_runtime.xml import element_bound
from sdformat_semantics import load
from sdformat_semantics.geometry.pose import Pose
from sdformat_semantics.interface import (
    InterfaceFrame,
    InterfaceJoint,
    InterfaceLink,
    InterfaceModel,
    NestedInclude,
)
from tests.helpers import AnObject, codes, hermetic, model_file, write

INCLUDE = '<link name="l"/><include><uri>{uri}</uri><name>t</name></include>'


class _BadPath(os.PathLike[str]):
    def __fspath__(self) -> str:
        return 42  # type: ignore[return-value]


@pytest.mark.parametrize(
    "answer",
    [42, 1.5, b"bytes.sdf", ["a.sdf"], object(), _BadPath(), "", "a\0b.sdf", True],
    ids=lambda a: type(a).__name__ + (repr(a) if isinstance(a, str) else ""),
)
def test_a_resolver_returning_no_path_is_reported(tmp_path: Path, answer: object) -> None:
    main = write(tmp_path, "main.sdf", model_file("top", INCLUDE.format(uri="elsewhere.sdf")))
    config = hermetic(resolver=lambda uri: answer)
    document = load(main, config=config)
    assert codes(document) == ["URI_LOOKUP"]
    assert "resolver" in document.errors[0].message


def _valid_interface() -> InterfaceModel:
    nested = InterfaceModel("inner", "b", links=[InterfaceLink("b")])
    return InterfaceModel(
        "thing",
        "base",
        links=[InterfaceLink("base")],
        frames=[InterfaceFrame("tip", "base")],
        joints=[InterfaceJoint("j", "base")],
        models=[nested],
    )


def _malformations() -> Iterator[tuple[str, Callable[[InterfaceModel], None]]]:
    """Every field of the model and of each entity kind, given a value of the wrong type."""

    def setter(
        get: Callable[[InterfaceModel], object], field: str, value: object
    ) -> Callable[[InterfaceModel], None]:
        return lambda model: object.__setattr__(get(model), field, value)

    entities: list[tuple[str, Callable[[InterfaceModel], object]]] = [
        ("model", lambda m: m),
        ("link", lambda m: m.links[0]),
        ("frame", lambda m: m.frames[0]),
        ("joint", lambda m: m.joints[0]),
        ("nested model", lambda m: m.models[0]),
    ]
    for label, get in entities:
        for field in attrs.fields(type(get(_valid_interface()))):
            for value in (42, None, "text", [AnObject()]):
                if value is None and field.name == "reposture":
                    continue  # None is its default
                if isinstance(value, str) and field.type in ("str", str):
                    continue
                yield f"{label}.{field.name}={value!r}", setter(get, field.name, value)
    yield "a link that is a frame", lambda m: m.links.append(InterfaceFrame("f", "base"))  # type: ignore[arg-type]
    yield "a nested model that is a link", lambda m: m.models.append(InterfaceLink("x"))  # type: ignore[arg-type]
    yield "a model nested in itself", lambda m: m.models.append(m)


MALFORMATIONS = list(_malformations())


@pytest.mark.parametrize(
    "malform", [m for _, m in MALFORMATIONS], ids=[i for i, _ in MALFORMATIONS]
)
def test_a_custom_parser_returning_a_malformed_model_is_reported(
    tmp_path: Path, malform: Callable[[InterfaceModel], None]
) -> None:
    write(tmp_path, "thing.yaml", "anything")
    main = write(tmp_path, "main.sdf", model_file("top", INCLUDE.format(uri="thing.yaml")))

    def parser(include: NestedInclude) -> InterfaceModel:
        model = _valid_interface()
        malform(model)
        return model

    config = hermetic(tmp_path)
    config.register_custom_parser(parser)
    document = load(main, config=config)
    assert codes(document) == ["CUSTOM_PARSER_FAILED"]
    assert "malformed InterfaceModel" in document.errors[0].message


def test_the_generated_malformations_cover_every_field() -> None:
    assert len(MALFORMATIONS) > 40
    config = hermetic()
    config.register_custom_parser(lambda include: _valid_interface())


def test_the_unmalformed_interface_model_loads(tmp_path: Path) -> None:
    write(tmp_path, "thing.yaml", "anything")
    main = write(tmp_path, "main.sdf", model_file("top", INCLUDE.format(uri="thing.yaml")))
    config = hermetic(tmp_path)
    config.register_custom_parser(lambda include: _valid_interface())
    document = load(main, config=config)
    assert document.valid, document.errors
    assert document.pose("t::inner::b") == Pose.identity()


def test_a_file_whose_links_cannot_be_resolved_any_more_is_an_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``realpath`` raises when a link is swapped for a plain file between its two looks."""
    write(tmp_path, "swapped.sdf", model_file("inner"))
    main = write(tmp_path, "main.sdf", model_file("top", INCLUDE.format(uri="swapped.sdf")))
    real_realpath = os.path.realpath

    def racing(path: object, *args: object, **kwargs: object) -> str:
        if str(path).endswith("swapped.sdf"):
            raise OSError(22, "Invalid argument")
        return real_realpath(path, *args, **kwargs)  # type: ignore[call-overload,no-any-return]

    monkeypatch.setattr(os.path, "realpath", racing)
    document = load(main, config=hermetic())
    assert codes(document) == ["FILE_READ"]
    assert "cannot be resolved" in document.errors[0].message


@pytest.fixture
def roots(tmp_path: Path) -> tuple[Path, Path, Path]:
    """An upload folder holding a link to an inside file, and a secret file outside it."""
    upload = tmp_path / "upload"
    upload.mkdir()
    inside = write(upload, "inside.sdf", model_file("inside"))
    secret = write(
        tmp_path / "secret", "secret.sdf", model_file("secret", '<link name="secret_link"/>')
    )
    (upload / "link.sdf").symlink_to(inside)
    write(upload, "main.sdf", model_file("top", INCLUDE.format(uri="link.sdf")))
    return upload, inside, secret


def test_a_link_swapped_after_the_check_is_not_followed_outside(
    roots: tuple[Path, Path, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The check is on the opened file: swapping the link just before opening cannot escape."""
    upload, _inside, secret = roots
    link = upload / "link.sdf"
    real_open = os.open

    def swap_then_open(path: object, *args: int, **kwargs: int) -> int:
        if str(path) == str(link):
            link.unlink()
            link.symlink_to(secret)
        return real_open(path, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "open", swap_then_open)
    document = load(upload / "main.sdf", config=hermetic(allowed_roots=[upload]))
    assert codes(document) == ["FILE_READ", "FILE_READ"]  # the file, then the include
    assert "outside the allowed folders" in document.errors[0].message
    assert "t::secret_link" not in document.frame_graphs().vertices


def test_a_racing_link_swap_never_reads_outside_the_roots(
    roots: tuple[Path, Path, Path],
) -> None:
    """A thread swaps the link in and out while includes load: nothing outside is ever read."""
    upload, inside, secret = roots
    link = upload / "link.sdf"
    stop = threading.Event()

    def swap() -> None:
        spare = upload / "spare.sdf"
        while not stop.is_set():
            for target in (secret, inside):
                spare.unlink(missing_ok=True)
                spare.symlink_to(target)
                spare.replace(link)  # atomic: the link always exists

    swapper = threading.Thread(target=swap)
    swapper.start()
    leaked = refused = 0
    try:
        for _ in range(300):
            document = load(upload / "main.sdf", config=hermetic(allowed_roots=[upload]))
            leaked += "t::secret_link" in document.frame_graphs().vertices
            refused += not document.valid
    finally:
        stop.set()
        swapper.join()
    assert leaked == 0
    assert refused > 0  # the swap did race: some loads met the link pointing outside


@pytest.mark.parametrize(("links", "count", "expanded"), [(9, 20, 8), (50, 7, 3), (1, 30, 15)])
def test_the_elements_includes_add_are_bounded(
    tmp_path: Path, links: int, count: int, expanded: int
) -> None:
    """Each inclusion of a file counts its elements: a small file included often is bounded too."""
    body = "".join(f'<link name="l{i}"/>' for i in range(links))
    write(tmp_path, "part.sdf", model_file("part", body))
    elements = links + 2  # <sdf>, <model> and the links
    includes = "".join(
        f"<include><uri>part.sdf</uri><name>p{i}</name></include>" for i in range(count)
    )
    main = write(tmp_path, "main.sdf", model_file("m", '<link name="l"/>' + includes))
    own = element_bound(main.read_bytes())  # the document's own elements count first
    assert load(main, config=hermetic(tmp_path, max_elements=own + elements * count)).valid
    limit = own + elements * expanded + elements // 2
    document = load(main, config=hermetic(tmp_path, max_elements=limit))
    assert codes(document) == ["URI_LOOKUP"]
    assert f"{count - expanded} includes were not expanded" in document.errors[0].message
    assert "max_elements" in document.errors[0].message
    placed = [r for r in document.includes if r.scope is not None]
    assert len(placed) == expanded
