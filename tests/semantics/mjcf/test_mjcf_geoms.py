"""MJCF geoms read as MuJoCo shows them: what it draws is a visual in its colour, what collides a collision.

MuJoCo's own scene (``mjv_updateScene`` with the default view options, no
rendering context needed) is the oracle of which geoms are drawn and in which
colour; the compiled model says which collide.
"""

from __future__ import annotations

import warnings
from pathlib import Path

import numpy as np
import pytest

from sdformat_runtime.errors import ErrorCode, Severity
from sdformat_semantics import load
from tests.helpers import write
from tests.semantics.export.mjcf_oracle import DATA, drawn_colours

mujoco = pytest.importorskip(
    "mujoco", minversion="3.10", reason="MJCF needs the [mujoco] extra (mujoco>=3.10)"
)

SHOWN = """<mujoco model="shown">
  <asset>
    <texture name="checks" type="2d" builtin="checker" width="8" height="8"/>
    <material name="red" rgba="1 0 0 1" texture="checks"/>
    <material name="clear" rgba="1 0 0 0"/>
    <material name="unused" rgba="0 1 0 1"/>
  </asset>
  <worldbody>
    <geom name="floor" type="plane" size="1 1 0.1" material="red"/>
    <body name="b" pos="0 0 1">
      <freejoint/>
      <geom name="by_material" size="0.1" material="red"/>
      <geom name="own_colour_wins" size="0.1" material="red" rgba="0 1 0 1"/>
      <geom name="hidden_group" size="0.1" group="3"/>
      <geom name="transparent" size="0.1" rgba="0 0 1 0"/>
      <geom name="transparent_material" size="0.1" material="clear"/>
      <geom name="decoration" size="0.1" contype="0" conaffinity="0" rgba="0 0 1 1"/>
      <geom name="hidden_decoration" size="0.1" contype="0" conaffinity="0" group="4"/>
      <geom size="0.1" pos="0 0 0.2"/>
    </body>
  </worldbody>
</mujoco>
"""
"""Each way a geom can be drawn or hidden, coloured or not, colliding or not."""


def _drawn_colours(model: object) -> dict[int, np.ndarray]:
    return drawn_colours(mujoco, model)


def _sources(tmp_path: Path) -> list[Path]:
    return [write(tmp_path, "shown.xml", SHOWN), *sorted((DATA / "mjcf").glob("*.xml"))]


@pytest.mark.parametrize("index", range(4), ids=["shown", "car", "humanoid", "rack_and_pinion"])
def test_drawn_geoms_are_visuals_in_mujocos_colour_and_colliding_ones_collisions(
    tmp_path: Path, index: int
) -> None:
    source = _sources(tmp_path)[index]
    model = mujoco.MjModel.from_xml_path(str(source))
    drawn = _drawn_colours(model)
    document = load(source)
    assert document.valid, document.errors
    read = document.root.model  # type: ignore[union-attr]  # valid: a root with a model
    links = {str(link.name): link for link in read.links}  # type: ignore[union-attr]
    left_out = [p.message for p in document.warnings if p.code is ErrorCode.MJCF_IMPORT_LOSS]
    for geom in range(model.ngeom):
        body = int(model.geom_bodyid[geom])
        link = links[model.body(body).name if body else "worldbody"]
        name = model.geom(geom).name or f"geom_{geom}"
        visuals = {str(v.name): v for v in link.visuals}
        collisions = {str(c.name) for c in link.collisions}
        if any(f"geom '{name}': a geom of type" in message for message in left_out):
            assert not {name, f"{name}_visual"} & (set(visuals) | collisions)  # reported
            continue
        collides = bool(model.geom_contype[geom] or model.geom_conaffinity[geom])
        assert (name in collisions) == collides, name
        shown = f"{name}_visual" if collides else name  # siblings differ by name
        assert (shown in visuals) == (geom in drawn), name
        if not (collides or geom in drawn):  # nothing in SDFormat: reported
            assert any(f"geom '{name}': MuJoCo neither draws" in m for m in left_out), name
        if geom in drawn:
            diffuse = np.asarray(visuals[shown].material.diffuse, dtype=float)
            assert np.allclose(diffuse, drawn[geom], atol=1e-6), name


def test_textures_and_materials_no_geom_shows_are_reported_lost(tmp_path: Path) -> None:
    document = load(write(tmp_path, "shown.xml", SHOWN))
    lost = {p.path: p for p in document.warnings if p.code is ErrorCode.MJCF_IMPORT_LOSS}
    assert '/mujoco/asset/texture[@name="checks"]' in lost
    assert '/mujoco/asset/material[@name="unused"]' in lost
    assert '/mujoco/asset/material[@name="red"]' not in lost  # its colour is on the visuals
    assert all(p.line is not None for p in lost.values())


@pytest.mark.parametrize(
    "content",
    [
        "",
        '<asset><texture name="sky" type="skybox" builtin="gradient" width="8" height="8"/>'
        "</asset>",
        '<asset><material name="m" rgba="1 0 0 1"/></asset><worldbody/>',
    ],
    ids=["nothing", "a skybox", "a material"],
)
def test_an_mjcf_file_without_bodies_is_an_empty_static_model_as_mujoco_compiles_it(
    tmp_path: Path, content: str
) -> None:
    source = write(tmp_path, "assets.xml", f"<mujoco>{content}</mujoco>")
    mujoco.MjModel.from_xml_path(str(source))  # MuJoCo compiles it
    document = load(source)
    assert document.valid, document.errors
    [note] = [p for p in document.problems if p.severity is Severity.INFO]
    assert note.code is ErrorCode.MJCF_IMPORT_LOSS and "empty static model" in note.message
    assert mujoco.MjModel.from_xml_string(document.to_mjcf(allow_loss=True)).nbody == 1


def test_mujocos_compiler_warnings_are_problems_of_the_load_and_none_escapes(
    tmp_path: Path,
) -> None:
    source = write(
        tmp_path,
        "heavy.xml",
        '<mujoco><compiler settotalmass="3"/><worldbody><body name="b"><freejoint/>'
        '<geom size="0.1"/></body></worldbody></mujoco>',
    )
    with warnings.catch_warnings(record=True) as expected:
        warnings.simplefilter("always")
        mujoco.MjSpec.from_file(str(source)).compile()
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # a warning escaping the load fails the test
        document = load(source)
    said = [p.message for p in document.warnings if p.code is ErrorCode.WARNING]
    assert len(said) == len(expected)
    for warning in expected:
        assert any(" ".join(str(warning.message).split()) in message for message in said)


def _drawn_by_body(model: object) -> list[tuple[str, int, tuple[float, ...]]]:
    """What MuJoCo draws: (body, geom type, colour) for every geom drawn, sorted.

    The world body's geoms are read onto a link ``worldbody``, a body when written back.
    """
    drawn = _drawn_colours(model)
    bodies = [model.body(b).name if b else "worldbody" for b in range(model.nbody)]  # type: ignore[attr-defined]
    return sorted(
        (
            bodies[int(model.geom_bodyid[geom])],  # type: ignore[attr-defined]
            int(model.geom_type[geom]),  # type: ignore[attr-defined]
            tuple(np.round(colour, 6)),
        )
        for geom, colour in drawn.items()
    )


@pytest.mark.parametrize("index", range(4), ids=["shown", "car", "humanoid", "rack_and_pinion"])
def test_written_back_mujoco_draws_the_same_geoms_in_the_same_colours(
    tmp_path: Path, index: int
) -> None:
    source = _sources(tmp_path)[index]
    original = mujoco.MjModel.from_xml_path(str(source))
    written = mujoco.MjModel.from_xml_string(load(source).to_mjcf(allow_loss=True))
    # The car's chassis is a mesh given by its vertices, which SDFormat cannot hold.
    lost = {"car"} if source.name == "car.xml" else set()
    before = [d for d in _drawn_by_body(original) if d[0] not in lost]
    after = [d for d in _drawn_by_body(written) if d[0] not in lost]
    assert after == before


ATTACHING = """<mujoco model="parent">
  <option timestep="0.004"/>
  <asset><model name="arm" file="arm.xml"/></asset>
  <worldbody><body name="base"><attach model="arm" body="link" prefix="arm_"/></body></worldbody>
</mujoco>
"""
"""A model attaching another whose options differ: MuJoCo warns through its process handler."""

ARM = """<mujoco model="arm">
  <option timestep="0.002"/>
  <worldbody><body name="link"><joint/><geom size="0.1"/></body></worldbody>
</mujoco>
"""


def test_mujoco_says_nothing_on_the_console_nor_in_a_log_file_of_the_working_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "models"
    source = write(folder, "parent.xml", ATTACHING)
    write(folder, "arm.xml", ARM)
    monkeypatch.chdir(tmp_path)  # where MuJoCo's own handler leaves its log
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            mujoco.MjSpec.from_file(str(source)).compile()  # printed here by MuJoCo's handler
    except ValueError:
        pytest.skip("this MuJoCo cannot attach models in MJCF")
    said = capfd.readouterr().out + capfd.readouterr().err
    work = tmp_path / "work"
    work.mkdir()
    monkeypatch.chdir(work)
    document = load(source)
    document.convert_to_mjcf()
    assert capfd.readouterr() == ("", "")
    assert list(work.iterdir()) == []  # no MUJOCO_LOG.TXT
    warned = [p.message for p in document.warnings if p.code is ErrorCode.WARNING]
    if "WARNING" in said:  # the warning MuJoCo printed is a problem of the load instead
        assert any("Attach conflict" in message for message in warned), warned


def test_the_losses_of_an_unnamed_geom_point_at_its_line(tmp_path: Path) -> None:
    source = write(
        tmp_path,
        "m.xml",
        '<mujoco>\n<worldbody>\n<body name="b">\n<freejoint/>\n'
        '<geom size="0.1" friction="1 0.01 0.02"/>\n'
        '<geom size="0.1" contype="0" conaffinity="0" group="4"/>\n'
        '<geom name="named" size="0.1" friction="1 0.01 0.02"/>\n'
        "</body>\n</worldbody>\n</mujoco>\n",
    )
    document = load(source)
    lost = [p for p in document.warnings if p.code is ErrorCode.MJCF_IMPORT_LOSS]
    assert sorted((p.line, "rolling" in p.message) for p in lost) == [
        (5, True),
        (6, False),
        (7, True),
    ]


@pytest.mark.parametrize("index", range(4), ids=["shown", "car", "humanoid", "rack_and_pinion"])
@pytest.mark.parametrize("version", ["1.12", "1.9"])
def test_the_sdformat_written_from_mjcf_is_valid_as_written(
    tmp_path: Path, index: int, version: str
) -> None:
    """Checked as ``sdformat check`` does (as ``ign sdf -k``: siblings may not share a name)."""
    document = load(_sources(tmp_path)[index])
    text = document.to_xml() if version == "1.12" else document.convert(version).text
    written = load(write(tmp_path, "written.sdf", text))
    checked = [p for p in written.check() if p.severity is Severity.ERROR]
    assert not [*written.errors, *checked], [*written.errors, *checked]


def test_a_capture_inside_another_neither_deadlocks_nor_loses_the_outer_handler() -> None:
    import threading

    from sdformat_semantics.mjcf.library import mujoco_warnings

    handlers: list[object] = []

    def nested() -> None:
        with mujoco_warnings(mujoco):
            outer = mujoco.get_mju_user_warning()
            with mujoco_warnings(mujoco):
                handlers.append(mujoco.get_mju_user_warning())
            handlers.append(mujoco.get_mju_user_warning() == outer)
        handlers.append(mujoco.get_mju_user_warning())

    before = mujoco.get_mju_user_warning()
    worker = threading.Thread(target=nested, daemon=True)  # a deadlock fails, it does not hang
    worker.start()
    worker.join(timeout=10)
    assert not worker.is_alive(), "the nested capture deadlocked"
    inner, restored, after = handlers
    assert inner is not None and restored is True and after == before
