"""``ClassImports``: another module's classes, imported on first look-up and then kept."""

from __future__ import annotations

import pytest
from sdformat_v1_12.link import Link

from sdformat_runtime.binding import ClassImports


def test_a_class_is_imported_on_first_look_up_and_kept_as_an_attribute() -> None:
    imports = ClassImports("sdformat_v1_12", {"Link": "link"})
    assert "Link" not in vars(imports)
    assert "Link" in dir(imports)
    assert imports.Link is Link
    assert vars(imports)["Link"] is Link  # later look-ups are ordinary attribute reads


def test_a_name_not_in_the_table_is_no_attribute() -> None:
    imports = ClassImports("sdformat_v1_12", {"Link": "link"})
    with pytest.raises(AttributeError, match="Visual"):
        imports.Visual  # noqa: B018
    assert getattr(imports, "__deepcopy__", None) is None
