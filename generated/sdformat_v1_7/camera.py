"""SDFormat 1.7 element classes of ``spec/1.7/camera.sdf``.

Generated from spec/1.7/camera.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

import attrs
from lxml import etree

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

if TYPE_CHECKING:
    from sdformat_runtime.values import FloatArray
    from sdformat_v1_7.pose import Pose

__all__ = [
    "Camera",
    "CameraClip",
    "CameraDepthCamera",
    "CameraDepthCameraClip",
    "CameraDistortion",
    "CameraImage",
    "CameraLens",
    "CameraLensCustomFunction",
    "CameraLensIntrinsics",
    "CameraLensProjection",
    "CameraNoise",
    "CameraSave",
]

# The classes of other modules held by fields here, each imported when first
# needed: importing this module imports no other (see sdf.ClassImports).
_imports = sdf.ClassImports(
    "sdformat_v1_7",
    {
        "Pose": "pose",
    },
)


@attrs.define(kw_only=True, eq=False, repr=False)
class CameraImage(sdf.Element):
    """Size and pixel format of the images the camera produces.

    Attributes:
        width: Image width, in pixels. Default: ``320``.
        height: Image height, in pixels. Default: ``240``.
        format: Pixel format of the image: L8 or L_INT8 (8-bit grey), L16 or L_INT16 (16-bit
            grey), R8G8B8 or RGB_INT8, RGBA_INT8, BGRA_INT8, RGB_INT16, RGB_INT32, B8G8R8 or
            BGR_INT8, BGR_INT16, BGR_INT32, R_FLOAT16, R_FLOAT32, RGB_FLOAT16, RGB_FLOAT32, or
            one of the Bayer mosaics BAYER_RGGB8, BAYER_BGGR8, BAYER_GBRG8 and BAYER_GRBG8.
            Names are case-sensitive. Default: ``R8G8B8``.
        anti_aliasing: Anti-aliasing sample count used when rendering the image; higher values
            give smoother edges at a higher rendering cost. Default: ``4``.
    """

    TAG: ClassVar[str] = "image"
    SPEC_FILE: ClassVar[str] = "spec/1.7/camera.sdf"

    width: int = sdf.value("width", "int", "320", cardinality="1")
    """Image width, in pixels. Default: ``320``."""

    height: int = sdf.value("height", "int", "240", cardinality="1")
    """Image height, in pixels. Default: ``240``."""

    format: str = sdf.value(
        "format",
        "string",
        "R8G8B8",
        choices=(
            "L8",
            "L16",
            "L_INT8",
            "L_INT16",
            "R8G8B8",
            "RGB_INT8",
            "RGBA_INT8",
            "BGRA_INT8",
            "RGB_INT16",
            "RGB_INT32",
            "B8G8R8",
            "BGR_INT8",
            "BGR_INT16",
            "BGR_INT32",
            "R_FLOAT16",
            "R_FLOAT32",
            "RGB_FLOAT16",
            "RGB_FLOAT32",
            "BAYER_RGGB8",
            "BAYER_BGGR8",
            "BAYER_GBRG8",
            "BAYER_GRBG8",
        ),
    )
    """Pixel format of the image: L8 or L_INT8 (8-bit grey), L16 or L_INT16 (16-bit grey),
    R8G8B8 or RGB_INT8, RGBA_INT8, BGRA_INT8, RGB_INT16, RGB_INT32, B8G8R8 or BGR_INT8,
    BGR_INT16, BGR_INT32, R_FLOAT16, R_FLOAT32, RGB_FLOAT16, RGB_FLOAT32, or one of the
    Bayer mosaics BAYER_RGGB8, BAYER_BGGR8, BAYER_GBRG8 and BAYER_GRBG8. Names are
    case-sensitive. Default: ``R8G8B8``."""

    anti_aliasing: int = sdf.value("anti_aliasing", "int", "4")
    """Anti-aliasing sample count used when rendering the image; higher values give smoother
    edges at a higher rendering cost. Default: ``4``."""


@attrs.define(kw_only=True, eq=False, repr=False)
class CameraClip(sdf.Element):
    """Near and far clipping planes; only geometry lying between them is rendered.

    Attributes:
        near: Distance from the camera to the near clipping plane, in metres. Default: ``.1``.
        far: Distance from the camera to the far clipping plane, in metres. Default: ``100``.
    """

    TAG: ClassVar[str] = "clip"
    SPEC_FILE: ClassVar[str] = "spec/1.7/camera.sdf"

    near: float = sdf.value("near", "double", ".1", cardinality="1", minimum="0.0")
    """Distance from the camera to the near clipping plane, in metres. Default: ``.1``."""

    far: float = sdf.value("far", "double", "100", cardinality="1", minimum="0.1")
    """Distance from the camera to the far clipping plane, in metres. Default: ``100``."""


@attrs.define(kw_only=True, eq=False, repr=False)
class CameraSave(sdf.Element):
    """Options for writing the rendered frames to disk.

    Attributes:
        enabled: When true, every rendered frame is written as an image file into the directory
            given by path.
        path: Directory the saved frames are written to; a relative path is resolved against the
            current working directory. Default: ``__default__``.
    """

    TAG: ClassVar[str] = "save"
    SPEC_FILE: ClassVar[str] = "spec/1.7/camera.sdf"

    enabled: bool = sdf.attribute("enabled", "bool", "false", required=True)
    """When true, every rendered frame is written as an image file into the directory given by
    path."""

    path: str = sdf.value("path", "string", "__default__", cardinality="1")
    """Directory the saved frames are written to; a relative path is resolved against the
    current working directory. Default: ``__default__``."""


@attrs.define(kw_only=True, eq=False, repr=False)
class CameraDepthCameraClip(sdf.Element):
    """Range of distances kept in the depth output, set separately from the clipping planes of
    //camera/clip.

    Attributes:
        near: Smallest distance reported in the depth output, in metres; closer geometry is
            clipped. Default: ``.1``.
        far: Largest distance reported in the depth output, in metres; geometry farther away is
            clipped. Default: ``10.0``.
    """

    TAG: ClassVar[str] = "clip"
    SPEC_FILE: ClassVar[str] = "spec/1.7/camera.sdf"

    near: float = sdf.value("near", "double", ".1", minimum="0.0")
    """Smallest distance reported in the depth output, in metres; closer geometry is clipped.
    Default: ``.1``."""

    far: float = sdf.value("far", "double", "10.0", minimum="0.1")
    """Largest distance reported in the depth output, in metres; geometry farther away is
    clipped. Default: ``10.0``."""


@attrs.define(kw_only=True, eq=False, repr=False)
class CameraDepthCamera(sdf.Element):
    """Settings that apply only when the camera produces depth data.

    Attributes:
        output: Kind of data the depth camera outputs; `depths` gives an image holding a
            distance per pixel. Default: ``depths``.
        clip: Range of distances kept in the depth output, set separately from the clipping
            planes of //camera/clip.
    """

    TAG: ClassVar[str] = "depth_camera"
    SPEC_FILE: ClassVar[str] = "spec/1.7/camera.sdf"

    output: str = sdf.value("output", "string", "depths", cardinality="1")
    """Kind of data the depth camera outputs; `depths` gives an image holding a distance per
    pixel. Default: ``depths``."""

    clip: CameraDepthCameraClip | None = sdf.child("clip", lambda: CameraDepthCameraClip)
    """Range of distances kept in the depth output, set separately from the clipping planes of
    //camera/clip."""


@attrs.define(kw_only=True, eq=False, repr=False)
class CameraNoise(sdf.Element):
    """Noise model applied to the pixel values of each image.

    Attributes:
        type: Noise model to use. Only `gaussian` is supported: an independent Gaussian sample
            is added to every pixel. Default: ``gaussian``.
        mean: Mean of the Gaussian noise, on the pixel intensity scale normalised to 0..1.
            Default: ``0.0``.
        stddev: Standard deviation of the Gaussian noise, on the pixel intensity scale
            normalised to 0..1. Default: ``0.0``.
    """

    TAG: ClassVar[str] = "noise"
    SPEC_FILE: ClassVar[str] = "spec/1.7/camera.sdf"

    type: str = sdf.value("type", "string", "gaussian", cardinality="1")
    """Noise model to use. Only `gaussian` is supported: an independent Gaussian sample is
    added to every pixel. Default: ``gaussian``."""

    mean: float = sdf.value("mean", "double", "0.0")
    """Mean of the Gaussian noise, on the pixel intensity scale normalised to 0..1. Default:
    ``0.0``."""

    stddev: float = sdf.value("stddev", "double", "0.0")
    """Standard deviation of the Gaussian noise, on the pixel intensity scale normalised to
    0..1. Default: ``0.0``."""


@attrs.define(kw_only=True, eq=False, repr=False)
class CameraDistortion(sdf.Element):
    """Lens distortion coefficients of the Brown-Conrady model: radial terms k1 to k3 and
    tangential terms p1 and p2.

    Attributes:
        k1: First radial distortion coefficient. Default: ``0.0``.
        k2: Second radial distortion coefficient. Default: ``0.0``.
        k3: Third radial distortion coefficient. Default: ``0.0``.
        p1: First tangential distortion coefficient. Default: ``0.0``.
        p2: Second tangential distortion coefficient. Default: ``0.0``.
        center: Centre of the distortion (principal point) in normalised image coordinates,
            where 0.5 0.5 is the middle of the image. Default: ``0.5 0.5``.
    """

    TAG: ClassVar[str] = "distortion"
    SPEC_FILE: ClassVar[str] = "spec/1.7/camera.sdf"

    k1: float = sdf.value("k1", "double", "0.0")
    """First radial distortion coefficient. Default: ``0.0``."""

    k2: float = sdf.value("k2", "double", "0.0")
    """Second radial distortion coefficient. Default: ``0.0``."""

    k3: float = sdf.value("k3", "double", "0.0")
    """Third radial distortion coefficient. Default: ``0.0``."""

    p1: float = sdf.value("p1", "double", "0.0")
    """First tangential distortion coefficient. Default: ``0.0``."""

    p2: float = sdf.value("p2", "double", "0.0")
    """Second tangential distortion coefficient. Default: ``0.0``."""

    center: FloatArray = sdf.value("center", "vector2d", "0.5 0.5")
    """Centre of the distortion (principal point) in normalised image coordinates, where 0.5
    0.5 is the middle of the image. Default: ``0.5 0.5``."""


@attrs.define(kw_only=True, eq=False, repr=False)
class CameraLensCustomFunction(sdf.Element):
    """User-defined lens mapping r = c1 * f * fun(theta / c2 + c3), giving the image radius r
    of a ray at angle theta from the optical axis. Used when lens/type is custom.

    Attributes:
        c1: Linear scale factor applied to the result of fun. Default: ``1``.
        c2: Divisor applied to the ray angle before fun is evaluated. Default: ``1``.
        c3: Angle offset, in radians, added to the scaled ray angle inside fun. Default: ``0``.
        f: Focal-length factor of the mapping; a scale in the formula, not the physical focal
            length of a lens. Ignored when scale_to_hfov is true. Default: ``1``.
        fun: Trigonometric function used by the mapping: `sin`, `tan` or `id` (identity).
            Default: ``tan``.
    """

    TAG: ClassVar[str] = "custom_function"
    SPEC_FILE: ClassVar[str] = "spec/1.7/camera.sdf"

    c1: float = sdf.value("c1", "double", "1")
    """Linear scale factor applied to the result of fun. Default: ``1``."""

    c2: float = sdf.value("c2", "double", "1")
    """Divisor applied to the ray angle before fun is evaluated. Default: ``1``."""

    c3: float = sdf.value("c3", "double", "0")
    """Angle offset, in radians, added to the scaled ray angle inside fun. Default: ``0``."""

    f: float = sdf.value("f", "double", "1")
    """Focal-length factor of the mapping; a scale in the formula, not the physical focal
    length of a lens. Ignored when scale_to_hfov is true. Default: ``1``."""

    fun: str = sdf.value("fun", "string", "tan", cardinality="1")
    """Trigonometric function used by the mapping: `sin`, `tan` or `id` (identity). Default:
    ``tan``."""


@attrs.define(kw_only=True, eq=False, repr=False)
class CameraLensIntrinsics(sdf.Element):
    """Pinhole intrinsic parameters, in pixels; when present they take precedence over the
    values derived from horizontal_fov and the image size.

    Attributes:
        fx: fx of the intrinsic matrix in pixels; when set it takes precedence over
            horizontal_fov. Default: ``277``.
        fy: Focal length along the image y axis, in pixels. Default: ``277``.
        cx: x coordinate of the principal point, in pixels. Default: ``160``.
        cy: y coordinate of the principal point, in pixels. Default: ``120``.
        s: Skew coefficient between the image x and y axes; 0 when the pixel axes are
            perpendicular. Default: ``0.0``.
    """

    TAG: ClassVar[str] = "intrinsics"
    SPEC_FILE: ClassVar[str] = "spec/1.7/camera.sdf"

    fx: float = sdf.value("fx", "double", "277", cardinality="1")
    """fx of the intrinsic matrix in pixels; when set it takes precedence over horizontal_fov.
    Default: ``277``."""

    fy: float = sdf.value("fy", "double", "277", cardinality="1")
    """Focal length along the image y axis, in pixels. Default: ``277``."""

    cx: float = sdf.value("cx", "double", "160", cardinality="1")
    """x coordinate of the principal point, in pixels. Default: ``160``."""

    cy: float = sdf.value("cy", "double", "120", cardinality="1")
    """y coordinate of the principal point, in pixels. Default: ``120``."""

    s: float = sdf.value("s", "double", "0.0", cardinality="1")
    """Skew coefficient between the image x and y axes; 0 when the pixel axes are
    perpendicular. Default: ``0.0``."""


@attrs.define(kw_only=True, eq=False, repr=False)
class CameraLensProjection(sdf.Element):
    """Entries of the 3x4 projection matrix, as published for rectified or stereo images.

    Attributes:
        p_fx: Focal length along the image x axis used in the projection matrix, in pixels.
            Default: ``277``.
        p_fy: Focal length along the image y axis used in the projection matrix, in pixels.
            Default: ``277``.
        p_cx: x coordinate of the principal point used in the projection matrix, in pixels.
            Default: ``160``.
        p_cy: y coordinate of the principal point used in the projection matrix, in pixels.
            Default: ``120``.
        tx: x translation term of the projection matrix; for the second camera of a stereo pair
            it equals -p_fx times the baseline in metres, and 0 otherwise. Default: ``0.0``.
        ty: y translation term of the projection matrix; normally 0. Default: ``0.0``.
    """

    TAG: ClassVar[str] = "projection"
    SPEC_FILE: ClassVar[str] = "spec/1.7/camera.sdf"

    p_fx: float = sdf.value("p_fx", "double", "277")
    """Focal length along the image x axis used in the projection matrix, in pixels. Default:
    ``277``."""

    p_fy: float = sdf.value("p_fy", "double", "277")
    """Focal length along the image y axis used in the projection matrix, in pixels. Default:
    ``277``."""

    p_cx: float = sdf.value("p_cx", "double", "160")
    """x coordinate of the principal point used in the projection matrix, in pixels. Default:
    ``160``."""

    p_cy: float = sdf.value("p_cy", "double", "120")
    """y coordinate of the principal point used in the projection matrix, in pixels. Default:
    ``120``."""

    tx: float = sdf.value("tx", "double", "0.0")
    """x translation term of the projection matrix; for the second camera of a stereo pair it
    equals -p_fx times the baseline in metres, and 0 otherwise. Default: ``0.0``."""

    ty: float = sdf.value("ty", "double", "0.0")
    """y translation term of the projection matrix; normally 0. Default: ``0.0``."""


@attrs.define(kw_only=True, eq=False, repr=False)
class CameraLens(sdf.Element):
    """Projection model of a wide-angle or fisheye lens, mapping the angle of an incoming ray
    to a position in the image.

    Attributes:
        type: Mapping from ray angle to image radius. One of gnomonical, stereographic,
            equidistant, equisolid_angle, orthographic, custom (defined by custom_function).
            With gnomonical (ordinary perspective) projection, keep horizontal_fov at or below
            about 90 degrees. Default: ``stereographic``.
        scale_to_hfov: When true, the projected image is scaled so that it spans horizontal_fov;
            when false, its size follows from the projection parameters alone (such as
            custom_function/f). Default: ``true``.
        custom_function: User-defined lens mapping r = c1 * f * fun(theta / c2 + c3), giving the
            image radius r of a ray at angle theta from the optical axis. Used when lens/type is
            custom.
        cutoff_angle: Angle from the optical axis, in radians, beyond which nothing is drawn;
            1.5707 (90 degrees) keeps a full hemisphere. Default: ``1.5707``.
        env_texture_size: Edge length, in pixels, of the cube-map texture into which the
            surroundings are rendered before the lens mapping is applied. Default: ``256``.
        intrinsics: Pinhole intrinsic parameters, in pixels; when present they take precedence
            over the values derived from horizontal_fov and the image size.
        projection: Entries of the 3x4 projection matrix, as published for rectified or stereo
            images.
    """

    TAG: ClassVar[str] = "lens"
    SPEC_FILE: ClassVar[str] = "spec/1.7/camera.sdf"

    type: str = sdf.value(
        "type",
        "string",
        "stereographic",
        cardinality="1",
        choices=(
            "gnomonical",
            "stereographic",
            "equidistant",
            "equisolid_angle",
            "orthographic",
            "custom",
        ),
    )
    """Mapping from ray angle to image radius. One of gnomonical, stereographic, equidistant,
    equisolid_angle, orthographic, custom (defined by custom_function). With gnomonical
    (ordinary perspective) projection, keep horizontal_fov at or below about 90 degrees.
    Default: ``stereographic``."""

    scale_to_hfov: bool = sdf.value("scale_to_hfov", "bool", "true", cardinality="1")
    """When true, the projected image is scaled so that it spans horizontal_fov; when false,
    its size follows from the projection parameters alone (such as custom_function/f).
    Default: ``true``."""

    custom_function: CameraLensCustomFunction | None = sdf.child(
        "custom_function", lambda: CameraLensCustomFunction
    )
    """User-defined lens mapping r = c1 * f * fun(theta / c2 + c3), giving the image radius r
    of a ray at angle theta from the optical axis. Used when lens/type is custom."""

    cutoff_angle: float = sdf.value(
        "cutoff_angle", "double", "1.5707", minimum="0.0", maximum="3.141592653"
    )
    """Angle from the optical axis, in radians, beyond which nothing is drawn; 1.5707 (90
    degrees) keeps a full hemisphere. Default: ``1.5707``."""

    env_texture_size: int = sdf.value("env_texture_size", "int", "256", minimum="4", maximum="2048")
    """Edge length, in pixels, of the cube-map texture into which the surroundings are rendered
    before the lens mapping is applied. Default: ``256``."""

    intrinsics: CameraLensIntrinsics | None = sdf.child("intrinsics", lambda: CameraLensIntrinsics)
    """Pinhole intrinsic parameters, in pixels; when present they take precedence over the
    values derived from horizontal_fov and the image size."""

    projection: CameraLensProjection | None = sdf.child("projection", lambda: CameraLensProjection)
    """Entries of the 3x4 projection matrix, as published for rectified or stereo images."""


@attrs.define(kw_only=True, eq=False, repr=False)
class Camera(sdf.Element):
    """Settings of a camera sensor: field of view, image size and format, clipping range, and
    optional noise, lens distortion, lens projection and depth output.

    Attributes:
        name: Name of the camera, used to tell apart the cameras of a sensor that has several.
            `__default__` means no name was given.
        horizontal_fov: Horizontal field of view of the camera, in radians. Default: ``1.047``.
        image: Size and pixel format of the images the camera produces.
        clip: Near and far clipping planes; only geometry lying between them is rendered.
        save: Options for writing the rendered frames to disk.
        depth_camera: Settings that apply only when the camera produces depth data.
        noise: Noise model applied to the pixel values of each image.
        distortion: Lens distortion coefficients of the Brown-Conrady model: radial terms k1 to
            k3 and tangential terms p1 and p2.
        lens: Projection model of a wide-angle or fisheye lens, mapping the angle of an incoming
            ray to a position in the image.
        visibility_mask: Bit mask selecting which visuals the camera renders: a visual is seen
            only if the bitwise AND of this mask and the visual's //visual/visibility_flags is
            non-zero. Default: ``4294967295``.
        pose: Position and orientation of the element in the frame named by relative_to: `x y z
            roll pitch yaw`, in metres and radians, the angles being rotations about the fixed
            x, y and z axes in that order.
        camera_info_topic: Topic on which the camera calibration (camera info) messages are
            published. `__default__` means a name derived from the sensor topic. Default:
            ``__default__``.
        optical_frame_id: Frame id written into the headers of the published image and camera
            info messages. Empty means the sensor's own frame is used.
    """

    TAG: ClassVar[str] = "camera"
    SPEC_FILE: ClassVar[str] = "spec/1.7/camera.sdf"

    name: str = sdf.attribute("name", "string", "__default__")
    """Name of the camera, used to tell apart the cameras of a sensor that has several.
    `__default__` means no name was given."""

    horizontal_fov: float = sdf.value(
        "horizontal_fov", "double", "1.047", cardinality="1", minimum="0.001", maximum="6.283186"
    )
    """Horizontal field of view of the camera, in radians. Default: ``1.047``."""

    image: CameraImage = sdf.child("image", lambda: CameraImage, cardinality="1")
    """Size and pixel format of the images the camera produces."""

    clip: CameraClip = sdf.child("clip", lambda: CameraClip, cardinality="1")
    """Near and far clipping planes; only geometry lying between them is rendered."""

    save: CameraSave | None = sdf.child("save", lambda: CameraSave)
    """Options for writing the rendered frames to disk."""

    depth_camera: CameraDepthCamera | None = sdf.child("depth_camera", lambda: CameraDepthCamera)
    """Settings that apply only when the camera produces depth data."""

    noise: CameraNoise | None = sdf.child("noise", lambda: CameraNoise)
    """Noise model applied to the pixel values of each image."""

    distortion: CameraDistortion | None = sdf.child("distortion", lambda: CameraDistortion)
    """Lens distortion coefficients of the Brown-Conrady model: radial terms k1 to k3 and
    tangential terms p1 and p2."""

    lens: CameraLens | None = sdf.child("lens", lambda: CameraLens)
    """Projection model of a wide-angle or fisheye lens, mapping the angle of an incoming ray
    to a position in the image."""

    visibility_mask: int = sdf.value("visibility_mask", "unsigned int", "4294967295")
    """Bit mask selecting which visuals the camera renders: a visual is seen only if the
    bitwise AND of this mask and the visual's //visual/visibility_flags is non-zero.
    Default: ``4294967295``."""

    pose: Pose | None = sdf.child("pose", lambda: _imports.Pose)
    """Position and orientation of the element in the frame named by relative_to: `x y z roll
    pitch yaw`, in metres and radians, the angles being rotations about the fixed x, y
    and z axes in that order."""

    camera_info_topic: str = sdf.value("camera_info_topic", "string", "__default__")
    """Topic on which the camera calibration (camera info) messages are published.
    `__default__` means a name derived from the sensor topic. Default: ``__default__``."""

    optical_frame_id: str = sdf.value("optical_frame_id", "string", "")
    """Frame id written into the headers of the published image and camera info messages. Empty
    means the sensor's own frame is used."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.
_PARSE_BOOL = sdf.converter("bool")
_PARSE_DOUBLE = sdf.converter("double")
_PARSE_INT = sdf.converter("int")
_PARSE_UNSIGNED_INT = sdf.converter("unsigned int")
_PARSE_VECTOR2D = sdf.converter("vector2d")


(
    _camera_image_set_xml_extras,
    _camera_image_set_xml_origin,
    _camera_image_set_width,
    _camera_image_set_height,
    _camera_image_set_format,
    _camera_image_set_anti_aliasing,
) = sdf.setters(
    CameraImage, "xml_extras", "xml_origin", "width", "height", "format", "anti_aliasing"
)


@sdf.fills(CameraImage)
def _fill_camera_image(
    obj: CameraImage, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``CameraImage`` from its element."""
    path = f"{parent_path}/image"
    found: list[str] = []
    width: object = 320
    height: object = 240
    format_: object = "R8G8B8"
    anti_aliasing: object = 4
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "width":
            width = ctx.parsed(_PARSE_INT, item.text or "")
            order.append("width")
        elif tag == "height":
            height = ctx.parsed(_PARSE_INT, item.text or "")
            order.append("height")
        elif tag == "format":
            format_ = item.text or ""
            order.append("format")
        elif tag == "anti_aliasing":
            anti_aliasing = ctx.parsed(_PARSE_INT, item.text or "")
            order.append("anti_aliasing")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _camera_image_set_xml_extras(obj, extras)
    _camera_image_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _camera_image_set_width(obj, width)
    _camera_image_set_height(obj, height)
    _camera_image_set_format(obj, format_)
    _camera_image_set_anti_aliasing(obj, anti_aliasing)
    return True


(
    _camera_clip_set_xml_extras,
    _camera_clip_set_xml_origin,
    _camera_clip_set_near,
    _camera_clip_set_far,
) = sdf.setters(CameraClip, "xml_extras", "xml_origin", "near", "far")


@sdf.fills(CameraClip)
def _fill_camera_clip(
    obj: CameraClip, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``CameraClip`` from its element."""
    path = f"{parent_path}/clip"
    found: list[str] = []
    near: object = 0.1
    far: object = 100.0
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "near":
            near = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("near")
        elif tag == "far":
            far = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("far")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _camera_clip_set_xml_extras(obj, extras)
    _camera_clip_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _camera_clip_set_near(obj, near)
    _camera_clip_set_far(obj, far)
    return True


(
    _camera_save_set_xml_extras,
    _camera_save_set_xml_origin,
    _camera_save_set_enabled,
    _camera_save_set_path,
) = sdf.setters(CameraSave, "xml_extras", "xml_origin", "enabled", "path")


@sdf.fills(CameraSave)
def _fill_camera_save(
    obj: CameraSave, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``CameraSave`` from its element."""
    path = f"{parent_path}/save"
    found: list[str] = []
    enabled: object = False
    text = node.get("enabled")
    if text is not None:
        enabled = ctx.parsed(_PARSE_BOOL, text)
        found.append("enabled")
    path_: object = "__default__"
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "path":
            path_ = item.text or ""
            order.append("path")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _camera_save_set_xml_extras(obj, extras)
    _camera_save_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _camera_save_set_enabled(obj, enabled)
    _camera_save_set_path(obj, path_)
    return True


(
    _camera_depth_camera_clip_set_xml_extras,
    _camera_depth_camera_clip_set_xml_origin,
    _camera_depth_camera_clip_set_near,
    _camera_depth_camera_clip_set_far,
) = sdf.setters(CameraDepthCameraClip, "xml_extras", "xml_origin", "near", "far")


@sdf.fills(CameraDepthCameraClip)
def _fill_camera_depth_camera_clip(
    obj: CameraDepthCameraClip, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``CameraDepthCameraClip`` from its element."""
    path = f"{parent_path}/clip"
    found: list[str] = []
    near: object = 0.1
    far: object = 10.0
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "near":
            near = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("near")
        elif tag == "far":
            far = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("far")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _camera_depth_camera_clip_set_xml_extras(obj, extras)
    _camera_depth_camera_clip_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _camera_depth_camera_clip_set_near(obj, near)
    _camera_depth_camera_clip_set_far(obj, far)
    return True


(
    _camera_depth_camera_set_xml_extras,
    _camera_depth_camera_set_xml_origin,
    _camera_depth_camera_set_output,
    _camera_depth_camera_set_clip,
) = sdf.setters(CameraDepthCamera, "xml_extras", "xml_origin", "output", "clip")


@sdf.fills(CameraDepthCamera)
def _fill_camera_depth_camera(
    obj: CameraDepthCamera, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``CameraDepthCamera`` from its element."""
    path = f"{parent_path}/depth_camera"
    found: list[str] = []
    output: object = "depths"
    clip: CameraDepthCameraClip | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "output":
            output = item.text or ""
            order.append("output")
        elif tag == "clip":
            clip = sdf.unfilled(CameraDepthCameraClip, item, ctx, path)
            order.append("clip")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _camera_depth_camera_set_xml_extras(obj, extras)
    _camera_depth_camera_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _camera_depth_camera_set_output(obj, output)
    _camera_depth_camera_set_clip(obj, clip)
    return True


(
    _camera_noise_set_xml_extras,
    _camera_noise_set_xml_origin,
    _camera_noise_set_type,
    _camera_noise_set_mean,
    _camera_noise_set_stddev,
) = sdf.setters(CameraNoise, "xml_extras", "xml_origin", "type", "mean", "stddev")


@sdf.fills(CameraNoise)
def _fill_camera_noise(
    obj: CameraNoise, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``CameraNoise`` from its element."""
    path = f"{parent_path}/noise"
    found: list[str] = []
    type_: object = "gaussian"
    mean: object = 0.0
    stddev: object = 0.0
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "type":
            type_ = item.text or ""
            order.append("type")
        elif tag == "mean":
            mean = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("mean")
        elif tag == "stddev":
            stddev = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("stddev")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _camera_noise_set_xml_extras(obj, extras)
    _camera_noise_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _camera_noise_set_type(obj, type_)
    _camera_noise_set_mean(obj, mean)
    _camera_noise_set_stddev(obj, stddev)
    return True


(
    _camera_distortion_set_xml_extras,
    _camera_distortion_set_xml_origin,
    _camera_distortion_set_k1,
    _camera_distortion_set_k2,
    _camera_distortion_set_k3,
    _camera_distortion_set_p1,
    _camera_distortion_set_p2,
    _camera_distortion_set_center,
) = sdf.setters(
    CameraDistortion, "xml_extras", "xml_origin", "k1", "k2", "k3", "p1", "p2", "center"
)


@sdf.fills(CameraDistortion)
def _fill_camera_distortion(
    obj: CameraDistortion, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``CameraDistortion`` from its element."""
    path = f"{parent_path}/distortion"
    found: list[str] = []
    k1: object = 0.0
    k2: object = 0.0
    k3: object = 0.0
    p1: object = 0.0
    p2: object = 0.0
    center: object = sdf.declared_default(CameraDistortion, "center")
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "k1":
            k1 = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("k1")
        elif tag == "k2":
            k2 = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("k2")
        elif tag == "k3":
            k3 = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("k3")
        elif tag == "p1":
            p1 = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("p1")
        elif tag == "p2":
            p2 = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("p2")
        elif tag == "center":
            center = ctx.parsed(_PARSE_VECTOR2D, item.text or "")
            order.append("center")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _camera_distortion_set_xml_extras(obj, extras)
    _camera_distortion_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _camera_distortion_set_k1(obj, k1)
    _camera_distortion_set_k2(obj, k2)
    _camera_distortion_set_k3(obj, k3)
    _camera_distortion_set_p1(obj, p1)
    _camera_distortion_set_p2(obj, p2)
    _camera_distortion_set_center(obj, center)
    return True


(
    _camera_lens_custom_function_set_xml_extras,
    _camera_lens_custom_function_set_xml_origin,
    _camera_lens_custom_function_set_c1,
    _camera_lens_custom_function_set_c2,
    _camera_lens_custom_function_set_c3,
    _camera_lens_custom_function_set_f,
    _camera_lens_custom_function_set_fun,
) = sdf.setters(CameraLensCustomFunction, "xml_extras", "xml_origin", "c1", "c2", "c3", "f", "fun")


@sdf.fills(CameraLensCustomFunction)
def _fill_camera_lens_custom_function(
    obj: CameraLensCustomFunction, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``CameraLensCustomFunction`` from its element."""
    path = f"{parent_path}/custom_function"
    found: list[str] = []
    c1: object = 1.0
    c2: object = 1.0
    c3: object = 0.0
    f: object = 1.0
    fun: object = "tan"
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "c1":
            c1 = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("c1")
        elif tag == "c2":
            c2 = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("c2")
        elif tag == "c3":
            c3 = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("c3")
        elif tag == "f":
            f = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("f")
        elif tag == "fun":
            fun = item.text or ""
            order.append("fun")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _camera_lens_custom_function_set_xml_extras(obj, extras)
    _camera_lens_custom_function_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _camera_lens_custom_function_set_c1(obj, c1)
    _camera_lens_custom_function_set_c2(obj, c2)
    _camera_lens_custom_function_set_c3(obj, c3)
    _camera_lens_custom_function_set_f(obj, f)
    _camera_lens_custom_function_set_fun(obj, fun)
    return True


(
    _camera_lens_intrinsics_set_xml_extras,
    _camera_lens_intrinsics_set_xml_origin,
    _camera_lens_intrinsics_set_fx,
    _camera_lens_intrinsics_set_fy,
    _camera_lens_intrinsics_set_cx,
    _camera_lens_intrinsics_set_cy,
    _camera_lens_intrinsics_set_s,
) = sdf.setters(CameraLensIntrinsics, "xml_extras", "xml_origin", "fx", "fy", "cx", "cy", "s")


@sdf.fills(CameraLensIntrinsics)
def _fill_camera_lens_intrinsics(
    obj: CameraLensIntrinsics, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``CameraLensIntrinsics`` from its element."""
    path = f"{parent_path}/intrinsics"
    found: list[str] = []
    fx: object = 277.0
    fy: object = 277.0
    cx: object = 160.0
    cy: object = 120.0
    s: object = 0.0
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "fx":
            fx = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("fx")
        elif tag == "fy":
            fy = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("fy")
        elif tag == "cx":
            cx = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("cx")
        elif tag == "cy":
            cy = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("cy")
        elif tag == "s":
            s = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("s")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _camera_lens_intrinsics_set_xml_extras(obj, extras)
    _camera_lens_intrinsics_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _camera_lens_intrinsics_set_fx(obj, fx)
    _camera_lens_intrinsics_set_fy(obj, fy)
    _camera_lens_intrinsics_set_cx(obj, cx)
    _camera_lens_intrinsics_set_cy(obj, cy)
    _camera_lens_intrinsics_set_s(obj, s)
    return True


(
    _camera_lens_projection_set_xml_extras,
    _camera_lens_projection_set_xml_origin,
    _camera_lens_projection_set_p_fx,
    _camera_lens_projection_set_p_fy,
    _camera_lens_projection_set_p_cx,
    _camera_lens_projection_set_p_cy,
    _camera_lens_projection_set_tx,
    _camera_lens_projection_set_ty,
) = sdf.setters(
    CameraLensProjection, "xml_extras", "xml_origin", "p_fx", "p_fy", "p_cx", "p_cy", "tx", "ty"
)


@sdf.fills(CameraLensProjection)
def _fill_camera_lens_projection(
    obj: CameraLensProjection, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``CameraLensProjection`` from its element."""
    path = f"{parent_path}/projection"
    found: list[str] = []
    p_fx: object = 277.0
    p_fy: object = 277.0
    p_cx: object = 160.0
    p_cy: object = 120.0
    tx: object = 0.0
    ty: object = 0.0
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "p_fx":
            p_fx = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("p_fx")
        elif tag == "p_fy":
            p_fy = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("p_fy")
        elif tag == "p_cx":
            p_cx = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("p_cx")
        elif tag == "p_cy":
            p_cy = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("p_cy")
        elif tag == "tx":
            tx = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("tx")
        elif tag == "ty":
            ty = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("ty")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _camera_lens_projection_set_xml_extras(obj, extras)
    _camera_lens_projection_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _camera_lens_projection_set_p_fx(obj, p_fx)
    _camera_lens_projection_set_p_fy(obj, p_fy)
    _camera_lens_projection_set_p_cx(obj, p_cx)
    _camera_lens_projection_set_p_cy(obj, p_cy)
    _camera_lens_projection_set_tx(obj, tx)
    _camera_lens_projection_set_ty(obj, ty)
    return True


(
    _camera_lens_set_xml_extras,
    _camera_lens_set_xml_origin,
    _camera_lens_set_type,
    _camera_lens_set_scale_to_hfov,
    _camera_lens_set_custom_function,
    _camera_lens_set_cutoff_angle,
    _camera_lens_set_env_texture_size,
    _camera_lens_set_intrinsics,
    _camera_lens_set_projection,
) = sdf.setters(
    CameraLens,
    "xml_extras",
    "xml_origin",
    "type",
    "scale_to_hfov",
    "custom_function",
    "cutoff_angle",
    "env_texture_size",
    "intrinsics",
    "projection",
)


@sdf.fills(CameraLens)
def _fill_camera_lens(
    obj: CameraLens, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``CameraLens`` from its element."""
    path = f"{parent_path}/lens"
    found: list[str] = []
    type_: object = "stereographic"
    scale_to_hfov: object = True
    custom_function: CameraLensCustomFunction | None = None
    cutoff_angle: object = 1.5707
    env_texture_size: object = 256
    intrinsics: CameraLensIntrinsics | None = None
    projection: CameraLensProjection | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "type":
            type_ = item.text or ""
            order.append("type")
        elif tag == "scale_to_hfov":
            scale_to_hfov = ctx.parsed(_PARSE_BOOL, item.text or "")
            order.append("scale_to_hfov")
        elif tag == "custom_function":
            custom_function = sdf.unfilled(CameraLensCustomFunction, item, ctx, path)
            order.append("custom_function")
        elif tag == "cutoff_angle":
            cutoff_angle = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("cutoff_angle")
        elif tag == "env_texture_size":
            env_texture_size = ctx.parsed(_PARSE_INT, item.text or "")
            order.append("env_texture_size")
        elif tag == "intrinsics":
            intrinsics = sdf.unfilled(CameraLensIntrinsics, item, ctx, path)
            order.append("intrinsics")
        elif tag == "projection":
            projection = sdf.unfilled(CameraLensProjection, item, ctx, path)
            order.append("projection")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _camera_lens_set_xml_extras(obj, extras)
    _camera_lens_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _camera_lens_set_type(obj, type_)
    _camera_lens_set_scale_to_hfov(obj, scale_to_hfov)
    _camera_lens_set_custom_function(obj, custom_function)
    _camera_lens_set_cutoff_angle(obj, cutoff_angle)
    _camera_lens_set_env_texture_size(obj, env_texture_size)
    _camera_lens_set_intrinsics(obj, intrinsics)
    _camera_lens_set_projection(obj, projection)
    return True


(
    _camera_set_xml_extras,
    _camera_set_xml_origin,
    _camera_set_name,
    _camera_set_horizontal_fov,
    _camera_set_image,
    _camera_set_clip,
    _camera_set_save,
    _camera_set_depth_camera,
    _camera_set_noise,
    _camera_set_distortion,
    _camera_set_lens,
    _camera_set_visibility_mask,
    _camera_set_pose,
    _camera_set_camera_info_topic,
    _camera_set_optical_frame_id,
) = sdf.setters(
    Camera,
    "xml_extras",
    "xml_origin",
    "name",
    "horizontal_fov",
    "image",
    "clip",
    "save",
    "depth_camera",
    "noise",
    "distortion",
    "lens",
    "visibility_mask",
    "pose",
    "camera_info_topic",
    "optical_frame_id",
)


@sdf.fills(Camera)
def _fill_camera(obj: Camera, node: etree._Element, ctx: sdf.ReadContext, parent_path: str) -> bool:
    """Read the fields of a lazy ``Camera`` from its element."""
    name_text = node.get("name")
    if name_text is None:
        path = f"{parent_path}/camera"
    else:
        path = f'{parent_path}/camera[@name="{name_text}"]'
    found: list[str] = []
    name: object = "__default__"
    text = node.get("name")
    if text is not None:
        name = text
        found.append("name")
    horizontal_fov: object = 1.047
    image: CameraImage | None = None
    clip: CameraClip | None = None
    save: CameraSave | None = None
    depth_camera: CameraDepthCamera | None = None
    noise: CameraNoise | None = None
    distortion: CameraDistortion | None = None
    lens: CameraLens | None = None
    visibility_mask: object = 4294967295
    pose: Pose | None = None
    camera_info_topic: object = "__default__"
    optical_frame_id: object = ""
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "horizontal_fov":
            horizontal_fov = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("horizontal_fov")
        elif tag == "image":
            image = sdf.unfilled(CameraImage, item, ctx, path)
            order.append("image")
        elif tag == "clip":
            clip = sdf.unfilled(CameraClip, item, ctx, path)
            order.append("clip")
        elif tag == "save":
            save = sdf.unfilled(CameraSave, item, ctx, path)
            order.append("save")
        elif tag == "depth_camera":
            depth_camera = sdf.unfilled(CameraDepthCamera, item, ctx, path)
            order.append("depth_camera")
        elif tag == "noise":
            noise = sdf.unfilled(CameraNoise, item, ctx, path)
            order.append("noise")
        elif tag == "distortion":
            distortion = sdf.unfilled(CameraDistortion, item, ctx, path)
            order.append("distortion")
        elif tag == "lens":
            lens = sdf.unfilled(CameraLens, item, ctx, path)
            order.append("lens")
        elif tag == "visibility_mask":
            visibility_mask = ctx.parsed(_PARSE_UNSIGNED_INT, item.text or "")
            order.append("visibility_mask")
        elif tag == "pose":
            pose = sdf.unfilled(_imports.Pose, item, ctx, path)
            order.append("pose")
        elif tag == "camera_info_topic":
            camera_info_topic = item.text or ""
            order.append("camera_info_topic")
        elif tag == "optical_frame_id":
            optical_frame_id = item.text or ""
            order.append("optical_frame_id")
        else:  # not a fast-path document
            return False
    if image is None:  # the default object, as the constructor makes it
        image = CameraImage.default()
    if clip is None:  # the default object, as the constructor makes it
        clip = CameraClip.default()
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _camera_set_xml_extras(obj, extras)
    _camera_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _camera_set_name(obj, name)
    _camera_set_horizontal_fov(obj, horizontal_fov)
    _camera_set_image(obj, image)
    _camera_set_clip(obj, clip)
    _camera_set_save(obj, save)
    _camera_set_depth_camera(obj, depth_camera)
    _camera_set_noise(obj, noise)
    _camera_set_distortion(obj, distortion)
    _camera_set_lens(obj, lens)
    _camera_set_visibility_mask(obj, visibility_mask)
    _camera_set_pose(obj, pose)
    _camera_set_camera_info_topic(obj, camera_info_topic)
    _camera_set_optical_frame_id(obj, optical_frame_id)
    return True
