"""A document whose numbers carry stray characters loads as libsdformat loads it, with warnings."""

from __future__ import annotations

import numpy as np

from sdformat_runtime.errors import ErrorCode, Severity
from sdformat_runtime.fastpath import fast_path_accepts
from sdformat_runtime.xml import parse_bytes
from sdformat_semantics import ParserConfig, load
from sdformat_semantics.versions import NEWEST, version_package

DOCUMENT = b"""<?xml version="1.0"?>
<sdf version="1.12">
  <model name="m">
    <link name="l">
      <pose>0 0 2.286.0 0 0 0</pose>
    </link>
    <link name="l2"/>
    <joint name="j" type="revolute">
      <parent>l</parent><child>l2</child>
      <axis><xyz>0 0 1</xyz>
        <limit><lower>-2.356194490192345"</lower><upper>2.356194490192345"</upper></limit>
      </axis>
    </joint>
  </model>
</sdf>
"""


def _problems(lazy: bool) -> list[str]:
    document = load(DOCUMENT, config=ParserConfig(lazy=lazy))
    return [str(p) for p in document.problems]


def test_the_values_are_read_with_a_warning_naming_what_was_taken() -> None:
    document = load(DOCUMENT)
    assert [(p.code, p.severity, p.line) for p in document.problems] == [
        (ErrorCode.VALUE_TOLERATED, Severity.WARNING, 5),
        (ErrorCode.VALUE_TOLERATED, Severity.WARNING, 11),
        (ErrorCode.VALUE_TOLERATED, Severity.WARNING, 11),
    ]
    assert "read as '0 0 2.286 0 0 0'" in document.problems[0].message
    assert "read as '2.356194490192345'" in document.problems[2].message
    model = document.root.model
    assert np.array_equal(model.links[0].pose.value, [0, 0, 2.286, 0, 0, 0])
    limit = model.joints[0].axis.limit
    assert (limit.lower, limit.upper) == (-2.356194490192345, 2.356194490192345)


def test_such_a_document_leaves_the_fast_path_and_lazy_loads_report_the_same() -> None:
    tree, _ = parse_bytes(DOCUMENT)
    assert tree is not None
    package = version_package(NEWEST)
    assert not fast_path_accepts(
        tree.getroot(), package.FAST_PATH_SCHEMA, NEWEST, declares_namespaces=False
    )
    assert _problems(lazy=True) == _problems(lazy=False)
