"""URDF export never writes silently what URDF readers drop or refuse.

A link of at most 1e-6 kg is massless to URDF readers (libsdformat 12
compares masses to zero with that tolerance): left out with the links below
it on a moving joint, merged into its parent on a fixed one. A mesh without
a URI would be written ``filename=""``, which libsdformat and our reader
refuse. Both are ``URDF_EXPORT_LOSS`` warnings; the empty mesh is left out.
"""

from __future__ import annotations

import itertools

import pytest

import sdformat_semantics
from sdformat_runtime.errors import ErrorCode
from sdformat_semantics.urdf.model import MASSLESS

INERTIA = "<inertia><ixx>1</ixx><iyy>1</iyy><izz>1</izz></inertia>"
MASSES = [0.0, 1e-300, 1e-7, MASSLESS, 2e-6, 0.5]
ABOVE = ["revolute", "prismatic", "fixed", "root"]


def _massy(name: str, mass: float) -> str:
    return f'<link name="{name}"><inertial><mass>{mass!r}</mass>{INERTIA}</inertial></link>'


def _document(mass: float, above: str) -> sdformat_semantics.Document:
    """Link ``b`` of the given mass, below ``a`` on a joint of type ``above`` (or the root)."""
    if above == "root":
        body = _massy("b", mass) + _massy("a", 1.0)
        body += '<joint name="j" type="revolute"><parent>b</parent><child>a</child>'
    else:
        body = _massy("a", 1.0) + _massy("b", mass)
        body += f'<joint name="j" type="{above}"><parent>a</parent><child>b</child>'
    body += "<axis><xyz>0 0 1</xyz><limit><lower>-1</lower><upper>1</upper></limit></axis></joint>"
    return sdformat_semantics.load(f'<sdf version="1.12"><model name="m">{body}</model></sdf>')


@pytest.mark.parametrize(("mass", "above"), list(itertools.product(MASSES, ABOVE)))
def test_a_link_urdf_readers_take_for_massless_is_reported(mass: float, above: str) -> None:
    document = _document(mass, above)
    assert not [e for e in document.errors if e.code is not ErrorCode.LINK_INERTIA_INVALID]
    conversion = document.convert_to_urdf(with_errors=True)
    massless = [p for p in conversion.problems if "massless" in p.message]
    if mass > MASSLESS:
        assert massless == []
        return
    (loss,) = massless
    assert loss.code is ErrorCode.URDF_EXPORT_LOSS
    assert loss.path == '/sdf/model[@name="m"]/link[@name="b"]' and loss.line == 1
    back = sdformat_semantics.load(conversion.text)
    assert not [e for e in back.errors if e.code is ErrorCode.URDF_INVALID]
    if back.model is not None:  # what was reported is what the reader does: no link 'b'
        assert "b" not in [str(link.name) for link in back.model.links]


@pytest.mark.parametrize(
    ("uri", "kind"), list(itertools.product(["", " ", "\n\t "], ["visual", "collision"]))
)
def test_a_mesh_without_a_uri_is_left_out_and_reported(uri: str, kind: str) -> None:
    shapes = (
        f'<{kind} name="empty"><geometry><mesh><uri>{uri}</uri></mesh></geometry></{kind}>'
        f'<{kind} name="box"><geometry><box><size>1 1 1</size></box></geometry></{kind}>'
    )
    text = (
        f'<sdf version="1.12"><model name="m"><link name="a"><inertial><mass>1</mass>{INERTIA}'
        f"</inertial>{shapes}</link></model></sdf>"
    )
    document = sdformat_semantics.load(text)
    conversion = document.convert_to_urdf(with_errors=True)
    (loss,) = conversion.problems
    assert loss.code is ErrorCode.URDF_EXPORT_LOSS and "no URI" in loss.message
    assert loss.path.endswith(f'/{kind}[@name="empty"]/geometry/mesh/uri')
    assert 'filename=""' not in conversion.text
    back = sdformat_semantics.load(conversion.text)
    assert back.valid
    shapes_back = getattr(back.model.links[0], f"{kind}s")  # type: ignore[union-attr]
    assert [str(shape.name) for shape in shapes_back] == [
        f"box_{kind}"
    ]  # as the reference names it
