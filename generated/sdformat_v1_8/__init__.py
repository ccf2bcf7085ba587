"""SDFormat 1.8: the XML schema set of this version of the standard.

Generated from spec/1.8/ by make generate. Do not edit: change the
spec files or templates/ and regenerate.
"""

from __future__ import annotations

from pathlib import Path

__all__ = ["SCHEMA_DIR", "SCHEMA_ROOT", "SPEC_VERSION"]

SPEC_VERSION = "1.8"
"""The SDFormat version this package describes."""

SCHEMA_DIR = Path(__file__).resolve().parent / "schema"
"""Folder of the XSD set (one schema per spec file, plus ``types.xsd``)."""

SCHEMA_ROOT = SCHEMA_DIR / "root.xsd"
"""Entry schema: validate whole SDFormat documents against this file."""
