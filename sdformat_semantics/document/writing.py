"""Writing a loaded document as text, and refusing to write one that has errors."""

from __future__ import annotations

from collections.abc import Sequence

from sdformat_runtime.binding import Element, beside_root
from sdformat_runtime.errors import Error, SdfErrors

XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n'


def refuse_errors(errors: Sequence[Error], with_errors: bool) -> None:
    """Raise ``SdfErrors`` for a document with errors, unless asked to write it anyway.

    Where reading found a required value missing or unreadable, the classes
    hold a default: written, the document would be valid where the file is
    not. Writing must not heal what reading rejected.
    """
    if errors and not with_errors:
        raise SdfErrors(tuple(errors))


def xml_text(root: Element | None, errors: Sequence[Error], with_errors: bool, where: str) -> str:
    """``root`` as SDFormat text with its XML declaration (see ``Document.to_xml``).

    The comments beside the root element (a licence above ``<sdf>``) are
    written where they were read.
    """
    if root is None:
        raise ValueError(f"{where} could not be read; there is nothing to write")
    refuse_errors(errors, with_errors)
    text: str = root.to_string()
    before, after = beside_root(root)
    return XML_DECLARATION + before + text + after
