"""Synthetic SDFormat 1.10 worlds of a chosen size, for benchmarks."""

from __future__ import annotations


def _link(name: str, z: float) -> str:
    return f"""
      <link name="{name}">
        <pose relative_to="__model__">0 0 {z:g} 0 0 0</pose>
        <inertial>
          <mass>1.5</mass>
          <inertia><ixx>0.01</ixx><iyy>0.01</iyy><izz>0.02</izz></inertia>
        </inertial>
        <collision name="collision">
          <geometry><box><size>0.1 0.2 0.3</size></box></geometry>
        </collision>
        <visual name="visual">
          <geometry><cylinder><radius>0.05</radius><length>0.3</length></cylinder></geometry>
          <material><diffuse>0.8 0.2 0.2 1</diffuse></material>
        </visual>
      </link>"""


def _joint(name: str, parent: str, child: str) -> str:
    return f"""
      <joint name="{name}" type="revolute">
        <parent>{parent}</parent>
        <child>{child}</child>
        <axis>
          <xyz expressed_in="__model__">0 0 1</xyz>
          <limit><lower>-1.57</lower><upper>1.57</upper><effort>10</effort></limit>
        </axis>
      </joint>"""


def model_xml(index: int, links: int) -> str:
    """One model: a chain of ``links`` links, joints between them, a frame and a nested model."""
    parts = [f'\n    <model name="robot_{index}">\n      <pose>{index:d} 0 0 0 0 0</pose>']
    for k in range(links):
        parts.append(_link(f"link_{k}", 0.3 * k))
    for k in range(1, links):
        parts.append(_joint(f"joint_{k}", f"link_{k - 1}", f"link_{k}"))
    parts.append(
        '\n      <frame name="tool" attached_to="link_0"><pose>0 0 0.1 0 0 0</pose></frame>'
        '\n      <model name="sensor_head">'
        '\n        <pose relative_to="tool">0 0 0.05 0 0 0</pose>'
        f"{_link('head', 0.0)}"
        "\n      </model>"
        '\n      <joint name="head_mount" type="fixed"><parent>link_0</parent>'
        "<child>sensor_head::head</child></joint>"
    )
    parts.append("\n    </model>")
    return "".join(parts)


def world_xml(models: int, links: int = 4) -> str:
    """A 1.10 world of ``models`` models with ``links`` links each."""
    body = "".join(model_xml(i, links) for i in range(models))
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n<sdf version="1.10">\n  <world name="bench">'
        f"{body}\n  </world>\n</sdf>\n"
    )
