"""Writing MJCF: a shape with a zero size (Drake's contact points) is left out and reported.

MuJoCo's compiler refuses a geom whose sizes are not all positive; SDFormat and
URDF accept them (Drake's Atlas marks contact points with spheres of radius 0).
"""

from __future__ import annotations

import pytest

from sdformat_runtime.errors import ErrorCode
from sdformat_semantics import load
from tests.helpers import model_file

mujoco = pytest.importorskip(
    "mujoco", minversion="3.10", reason="MJCF needs the [mujoco] extra (mujoco>=3.10)"
)

SHAPES = {
    "sphere": ("<radius>{0}</radius>",),
    "box": ("<size>{0} 0.1 0.1</size>", "<size>0.1 0.1 {0}</size>"),
    "cylinder": (
        "<radius>{0}</radius><length>1</length>",
        "<radius>1</radius><length>{0}</length>",
    ),
    "capsule": ("<radius>{0}</radius><length>1</length>", "<radius>1</radius><length>{0}</length>"),
    "ellipsoid": ("<radii>0.1 {0} 0.1</radii>",),
}
CASES = [(kind, spelled) for kind, spellings in SHAPES.items() for spelled in spellings]


@pytest.mark.parametrize("zero", ["0", "-0", "0.0"])
@pytest.mark.parametrize(("kind", "spelled"), CASES)
@pytest.mark.parametrize("tag", ["visual", "collision"])
def test_a_zero_sized_shape_is_left_out_and_the_rest_written(
    kind: str, spelled: str, zero: str, tag: str
) -> None:
    shape = f"<{kind}>{spelled.format(zero)}</{kind}>"
    body = (
        '<link name="foot"><inertial><mass>1</mass></inertial>'
        f'<{tag} name="point"><geometry>{shape}</geometry></{tag}>'
        f'<{tag} name="sole"><geometry><box><size>0.2 0.1 0.02</size></box></geometry></{tag}>'
        "</link>"
    )
    document = load(model_file("m", body))
    assert document.valid, document.errors
    conversion = document.convert_to_mjcf()
    model = mujoco.MjModel.from_xml_string(conversion.text)
    names = {model.geom(g).name for g in range(model.ngeom)}
    assert names == {"foot::sole"}
    [lost] = [p for p in conversion.problems if "point" in p.message]
    assert lost.code is ErrorCode.MJCF_EXPORT_LOSS and "positive" in lost.message
    assert lost.path is not None and lost.path.endswith(f"/geometry/{kind}")
