"""SDFormat 1.9 element classes of ``spec/1.9/noise.sdf``.

Generated from spec/1.9/noise.sdf by make generate. Do not edit: change the
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


@attrs.define(kw_only=True, eq=False, repr=False)
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
    SPEC_FILE: ClassVar[str] = "spec/1.9/noise.sdf"

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
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.
_PARSE_DOUBLE = sdf.converter("double")


(
    _noise_set_xml_extras,
    _noise_set_xml_origin,
    _noise_set_type,
    _noise_set_mean,
    _noise_set_stddev,
    _noise_set_bias_mean,
    _noise_set_bias_stddev,
    _noise_set_dynamic_bias_stddev,
    _noise_set_dynamic_bias_correlation_time,
    _noise_set_precision,
) = sdf.setters(
    Noise,
    "xml_extras",
    "xml_origin",
    "type",
    "mean",
    "stddev",
    "bias_mean",
    "bias_stddev",
    "dynamic_bias_stddev",
    "dynamic_bias_correlation_time",
    "precision",
)


@sdf.fills(Noise)
def _fill_noise(obj: Noise, node: etree._Element, ctx: sdf.ReadContext, parent_path: str) -> bool:
    """Read the fields of a lazy ``Noise`` from its element."""
    path = f"{parent_path}/noise"
    found: list[str] = []
    type_: object = "none"
    text = node.get("type")
    if text is not None:
        type_ = text
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
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _noise_set_xml_extras(obj, extras)
    _noise_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _noise_set_type(obj, type_)
    _noise_set_mean(obj, mean)
    _noise_set_stddev(obj, stddev)
    _noise_set_bias_mean(obj, bias_mean)
    _noise_set_bias_stddev(obj, bias_stddev)
    _noise_set_dynamic_bias_stddev(obj, dynamic_bias_stddev)
    _noise_set_dynamic_bias_correlation_time(obj, dynamic_bias_correlation_time)
    _noise_set_precision(obj, precision)
    return True
