"""SDFormat 1.7 element classes of ``spec/1.7/noise.sdf``.

Generated from spec/1.7/noise.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs
from lxml import etree

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

__all__ = [
    "Noise",
]


@attrs.define(kw_only=True, eq=False)
class Noise(sdf.Element):
    """Noise model applied to a sensor measurement; values are in the units of the measured
    quantity.

    Attributes:
        type: Noise model to apply: none (exact measurements), gaussian (independent Gaussian
            noise plus an optional bias on every sample) or gaussian_quantized (gaussian, then
            rounded to a multiple of precision).
        mean: Mean of the Gaussian noise added to each sample. Applies to the gaussian types.
            Default: ``0.0``.
        stddev: Standard deviation of the Gaussian noise added to each sample. Applies to the
            gaussian types. Default: ``0.0``.
        bias_mean: Mean of the Gaussian distribution from which a constant measurement bias is
            drawn once at start-up. Applies to the gaussian types. Default: ``0.0``.
        bias_stddev: Standard deviation of the Gaussian distribution from which the constant
            measurement bias is drawn. Applies to the gaussian types. Default: ``0.0``.
        dynamic_bias_stddev: Standard deviation of the random process that makes the bias drift
            slowly over time; 0 disables drift. Applies to the gaussian types. Default: ``0.0``.
        dynamic_bias_correlation_time: Correlation time, in seconds, of the slowly drifting bias
            process; realistic values are around an hour (3600 s). Applies to the gaussian
            types. Default: ``0.0``.
        precision: Step to which outputs are rounded for type gaussian_quantized; 0 means no
            rounding. Default: ``0.0``.
    """

    TAG: ClassVar[str] = "noise"
    SPEC_FILE: ClassVar[str] = "spec/1.7/noise.sdf"

    type: str = sdf.attribute(
        "type", "string", "none", required=True, choices=("none", "gaussian", "gaussian_quantized")
    )
    """Noise model to apply: none (exact measurements), gaussian (independent Gaussian noise
    plus an optional bias on every sample) or gaussian_quantized (gaussian, then rounded
    to a multiple of precision)."""

    mean: float = sdf.value("mean", "double", "0.0")
    """Mean of the Gaussian noise added to each sample. Applies to the gaussian types. Default:
    ``0.0``."""

    stddev: float = sdf.value("stddev", "double", "0.0", minimum="0.0")
    """Standard deviation of the Gaussian noise added to each sample. Applies to the gaussian
    types. Default: ``0.0``."""

    bias_mean: float = sdf.value("bias_mean", "double", "0.0")
    """Mean of the Gaussian distribution from which a constant measurement bias is drawn once
    at start-up. Applies to the gaussian types. Default: ``0.0``."""

    bias_stddev: float = sdf.value("bias_stddev", "double", "0.0", minimum="0.0")
    """Standard deviation of the Gaussian distribution from which the constant measurement bias
    is drawn. Applies to the gaussian types. Default: ``0.0``."""

    dynamic_bias_stddev: float = sdf.value("dynamic_bias_stddev", "double", "0.0", minimum="0.0")
    """Standard deviation of the random process that makes the bias drift slowly over time; 0
    disables drift. Applies to the gaussian types. Default: ``0.0``."""

    dynamic_bias_correlation_time: float = sdf.value(
        "dynamic_bias_correlation_time", "double", "0.0"
    )
    """Correlation time, in seconds, of the slowly drifting bias process; realistic values are
    around an hour (3600 s). Applies to the gaussian types. Default: ``0.0``."""

    precision: float = sdf.value("precision", "double", "0.0")
    """Step to which outputs are rounded for type gaussian_quantized; 0 means no rounding.
    Default: ``0.0``."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them. It returns False, having stored nothing,
# when it meets a child the fast path would have refused; the generic reader
# then reads the object.
_PARSE_DOUBLE = sdf.converter("double")


@sdf.fills(Noise)
def _fill_noise(obj: Noise, node: etree._Element, ctx: sdf.ReadContext, parent_path: str) -> bool:
    """Read the fields of a lazy ``Noise`` from its ``<noise>``."""
    path = f"{parent_path}/noise"
    found: list[str] = []
    type: object = "none"
    text = node.get("type")
    if text is not None:
        type = text
        found.append("type")
    mean: object = 0.0
    stddev: object = 0.0
    bias_mean: object = 0.0
    bias_stddev: object = 0.0
    dynamic_bias_stddev: object = 0.0
    dynamic_bias_correlation_time: object = 0.0
    precision: object = 0.0
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "mean":
            mean = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("mean")
        elif tag == "stddev":
            stddev = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("stddev")
        elif tag == "bias_mean":
            bias_mean = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("bias_mean")
        elif tag == "bias_stddev":
            bias_stddev = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("bias_stddev")
        elif tag == "dynamic_bias_stddev":
            dynamic_bias_stddev = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("dynamic_bias_stddev")
        elif tag == "dynamic_bias_correlation_time":
            dynamic_bias_correlation_time = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("dynamic_bias_correlation_time")
        elif tag == "precision":
            precision = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("precision")
        else:  # not a fast-path document
            return False
    extras = sdf.XmlExtras(
        order=ctx.shared_order(tuple(order)), present=ctx.shared_present(frozenset(found + order))
    )
    store = sdf.store
    store(obj, "xml_extras", extras)
    store(obj, "xml_origin", sdf.origin(node, ctx, path))
    store(obj, "type", type)
    store(obj, "mean", mean)
    store(obj, "stddev", stddev)
    store(obj, "bias_mean", bias_mean)
    store(obj, "bias_stddev", bias_stddev)
    store(obj, "dynamic_bias_stddev", dynamic_bias_stddev)
    store(obj, "dynamic_bias_correlation_time", dynamic_bias_correlation_time)
    store(obj, "precision", precision)
    return True
