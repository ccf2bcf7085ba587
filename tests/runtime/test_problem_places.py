"""A problem placed on a raw lxml element is the problem placed on that element's origin.

``problem`` reads a raw element's line and path straight into the problem,
without making an ``XmlOrigin`` first. For every element of the vendored URDF
files (the converter reports on raw elements), with and without a path
suffix and a suggestion, it must equal the problem placed on the origin whose
path is written out here step by step.
"""

from __future__ import annotations

import pytest
from lxml import etree

from sdformat_runtime.errors import ErrorCode, Severity, XmlOrigin, element_path, problem
from tests.conftest import DATA

URDFS = sorted(DATA.rglob("*.urdf"))


def written_path(element: etree._Element) -> str:
    """The element's path, from the root down, each step named as written (``prefix:local``)."""
    steps = []
    for node in [*reversed(list(element.iterancestors())), element]:
        local = etree.QName(node).localname
        tag = f"{node.prefix}:{local}" if node.prefix else local
        name = node.get("name")
        steps.append(f'/{tag}[@name="{name}"]' if name is not None else f"/{tag}")
    return "".join(steps)


def test_a_namespaced_step_is_named_as_written_and_found_on_its_line() -> None:
    """lxml's ``{URI}local`` holds slashes; a path shows what the file wrote, and has a column."""
    text = (
        '<robot name="r" xmlns:drake="http://drake.mit.edu">\n'
        '  <link name="l"><drake:proximity_properties/></link>\n'
        "  <xacro:call/>\n"
        "</robot>\n"
    )
    root = etree.fromstring(text, etree.XMLParser(recover=True))
    found = {element_path(element) for element in root.iter(etree.Element)}
    assert '/robot[@name="r"]/link[@name="l"]/drake:proximity_properties' in found
    assert any(path.endswith("call") and "{" not in path for path in found)
    assert written_path(root[0][0]) == element_path(root[0][0])


@pytest.mark.parametrize("suffix", ["", "/@name"])
@pytest.mark.parametrize("suggestion", [None, "base_link"])
def test_an_element_places_a_problem_where_its_origin_does(
    suffix: str, suggestion: str | None
) -> None:
    placed = 0
    for path in URDFS:
        try:
            tree = etree.parse(str(path))
        except etree.XMLSyntaxError:
            continue  # files that are not well-formed on purpose
        for element in tree.iter(etree.Element):
            origin = XmlOrigin(str(path), element.sourceline, written_path(element))
            assert element_path(element) == origin.path
            for severity in Severity:
                arguments = {"severity": severity, "suggestion": suggestion, "suffix": suffix}
                found = problem(ErrorCode.WARNING, "m", element, file=str(path), **arguments)
                assert found == problem(ErrorCode.WARNING, "m", origin, **arguments)
            placed += 1
    assert placed > 1000


def test_a_problem_without_a_place_or_origin_has_the_file_only() -> None:
    class Built:
        xml_origin = None

    for place in (None, Built()):
        found = problem(ErrorCode.WARNING, "m", place, file="f.sdf", suffix="/pose")
        assert (found.file, found.line, found.path) == ("f.sdf", None, "")
    unnamed = problem(ErrorCode.WARNING, "m", XmlOrigin("g.sdf", 4, ""), suffix="/pose")
    assert (unnamed.file, unnamed.line, unnamed.path) == ("g.sdf", 4, "")
