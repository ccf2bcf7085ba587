"""SDFormat 1.8: typed element classes, XML read/write and the XSD set.

Generated from spec/1.8/ by make generate. Do not edit: change the
spec files or templates/ and regenerate.

Read a document with ``load(path)`` or ``loads(text)``; each returns a
``ReadResult`` whose ``root`` is an ``Sdf`` object and whose ``problems`` list
every error and warning with file, line and element path. A document the
reader has nothing to report on is read lazily (``lazy=False`` reads it all
at once): see ``sdformat_runtime.binding.lazy``.

Each class is imported when first asked for (``sdformat_v1_8.Link``,
``from sdformat_v1_8 import Link``): importing the package imports none of
its element modules, and reading a document imports those of the elements it
holds.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from sdformat_runtime.binding import ReadResult, read_path, read_text
from sdformat_runtime.lazy_names import lazy_names

if TYPE_CHECKING:
    from sdformat_v1_8.actor import (
        Actor,
        ActorAnimation,
        ActorScript,
        ActorScriptTrajectory,
        ActorScriptTrajectoryWaypoint,
        ActorSkin,
    )
    from sdformat_v1_8.air_pressure import AirPressure, AirPressurePressure
    from sdformat_v1_8.altimeter import (
        Altimeter,
        AltimeterVerticalPosition,
        AltimeterVerticalVelocity,
    )
    from sdformat_v1_8.atmosphere import Atmosphere
    from sdformat_v1_8.audio_sink import AudioSink
    from sdformat_v1_8.audio_source import AudioSource, AudioSourceContact
    from sdformat_v1_8.battery import Battery
    from sdformat_v1_8.box_shape import Box
    from sdformat_v1_8.camera import (
        Camera,
        CameraClip,
        CameraDepthCamera,
        CameraDepthCameraClip,
        CameraDistortion,
        CameraImage,
        CameraLens,
        CameraLensCustomFunction,
        CameraLensIntrinsics,
        CameraLensProjection,
        CameraNoise,
        CameraSave,
    )
    from sdformat_v1_8.capsule_shape import Capsule
    from sdformat_v1_8.collision import Collision
    from sdformat_v1_8.contact import Contact
    from sdformat_v1_8.cylinder_shape import Cylinder
    from sdformat_v1_8.ellipsoid_shape import Ellipsoid
    from sdformat_v1_8.forcetorque import (
        ForceTorque,
        ForceTorqueForce,
        ForceTorqueForceX,
        ForceTorqueForceY,
        ForceTorqueForceZ,
        ForceTorqueTorque,
        ForceTorqueTorqueX,
        ForceTorqueTorqueY,
        ForceTorqueTorqueZ,
    )
    from sdformat_v1_8.frame import Frame
    from sdformat_v1_8.geometry import Geometry, GeometryEmpty
    from sdformat_v1_8.gps import (
        Gps,
        GpsPositionSensing,
        GpsPositionSensingHorizontal,
        GpsPositionSensingVertical,
        GpsVelocitySensing,
        GpsVelocitySensingHorizontal,
        GpsVelocitySensingVertical,
    )
    from sdformat_v1_8.gripper import Gripper, GripperGraspCheck
    from sdformat_v1_8.gui import Gui, GuiCamera, GuiCameraTrackVisual
    from sdformat_v1_8.heightmap_shape import Heightmap, HeightmapBlend, HeightmapTexture
    from sdformat_v1_8.image_shape import Image
    from sdformat_v1_8.imu import (
        Imu,
        ImuAngularVelocity,
        ImuAngularVelocityX,
        ImuAngularVelocityY,
        ImuAngularVelocityZ,
        ImuLinearAcceleration,
        ImuLinearAccelerationX,
        ImuLinearAccelerationY,
        ImuLinearAccelerationZ,
        ImuOrientationReferenceFrame,
        ImuOrientationReferenceFrameCustomRpy,
        ImuOrientationReferenceFrameGravDirX,
    )
    from sdformat_v1_8.inertial import Inertial, InertialInertia
    from sdformat_v1_8.joint import (
        Joint,
        JointAxis,
        JointAxis2,
        JointAxis2Dynamics,
        JointAxis2Limit,
        JointAxis2Xyz,
        JointAxisDynamics,
        JointAxisLimit,
        JointAxisXyz,
        JointPhysics,
        JointPhysicsOde,
        JointPhysicsOdeLimit,
        JointPhysicsOdeSuspension,
        JointPhysicsSimbody,
    )
    from sdformat_v1_8.lidar import (
        Lidar,
        LidarNoise,
        LidarRange,
        LidarScan,
        LidarScanHorizontal,
        LidarScanVertical,
    )
    from sdformat_v1_8.light import Light, LightAttenuation, LightSpot
    from sdformat_v1_8.light_state import LightState
    from sdformat_v1_8.link import Link, LinkVelocityDecay
    from sdformat_v1_8.link_state import LinkState, LinkStateCollision
    from sdformat_v1_8.logical_camera import LogicalCamera
    from sdformat_v1_8.magnetometer import Magnetometer, MagnetometerX, MagnetometerY, MagnetometerZ
    from sdformat_v1_8.material import (
        Material,
        MaterialPbr,
        MaterialPbrMetal,
        MaterialPbrMetalLightMap,
        MaterialPbrMetalNormalMap,
        MaterialPbrSpecular,
        MaterialPbrSpecularLightMap,
        MaterialPbrSpecularNormalMap,
        MaterialScript,
        MaterialShader,
    )
    from sdformat_v1_8.mesh_shape import Mesh, MeshSubmesh
    from sdformat_v1_8.model import Model, ModelInclude
    from sdformat_v1_8.model_state import ModelState, ModelStateJoint, ModelStateJointAngle
    from sdformat_v1_8.navsat import (
        Navsat,
        NavsatPositionSensing,
        NavsatPositionSensingHorizontal,
        NavsatPositionSensingVertical,
        NavsatVelocitySensing,
        NavsatVelocitySensingHorizontal,
        NavsatVelocitySensingVertical,
    )
    from sdformat_v1_8.noise import Noise
    from sdformat_v1_8.particle_emitter import ParticleEmitter
    from sdformat_v1_8.physics import (
        Physics,
        PhysicsBullet,
        PhysicsBulletConstraints,
        PhysicsBulletSolver,
        PhysicsDart,
        PhysicsDartSolver,
        PhysicsOde,
        PhysicsOdeConstraints,
        PhysicsOdeSolver,
        PhysicsSimbody,
        PhysicsSimbodyContact,
    )
    from sdformat_v1_8.plane_shape import Plane
    from sdformat_v1_8.plugin import Plugin
    from sdformat_v1_8.polyline_shape import Polyline
    from sdformat_v1_8.population import Population, PopulationDistribution
    from sdformat_v1_8.pose import Pose
    from sdformat_v1_8.projector import Projector
    from sdformat_v1_8.ray import (
        Ray,
        RayNoise,
        RayRange,
        RayScan,
        RayScanHorizontal,
        RayScanVertical,
    )
    from sdformat_v1_8.rfid import Rfidtag
    from sdformat_v1_8.rfidtag import Rfid
    from sdformat_v1_8.road import Road
    from sdformat_v1_8.root import Sdf
    from sdformat_v1_8.scene import Scene, SceneFog, SceneSky, SceneSkyClouds
    from sdformat_v1_8.sensor import Sensor
    from sdformat_v1_8.sonar import Sonar
    from sdformat_v1_8.sphere_shape import Sphere
    from sdformat_v1_8.spherical_coordinates import SphericalCoordinates
    from sdformat_v1_8.state import State, StateDeletions, StateInsertions
    from sdformat_v1_8.surface import (
        Surface,
        SurfaceBounce,
        SurfaceContact,
        SurfaceContactBullet,
        SurfaceContactOde,
        SurfaceFriction,
        SurfaceFrictionBullet,
        SurfaceFrictionOde,
        SurfaceFrictionTorsional,
        SurfaceFrictionTorsionalOde,
        SurfaceSoftContact,
        SurfaceSoftContactDart,
    )
    from sdformat_v1_8.transceiver import Transceiver
    from sdformat_v1_8.visual import Visual, VisualMeta
    from sdformat_v1_8.world import World, WorldAudio, WorldInclude, WorldWind

__all__ = [
    "FAST_PATH_SCHEMA",
    "SCHEMA_DIR",
    "SCHEMA_ROOT",
    "SPEC_TREE",
    "SPEC_VERSION",
    "Actor",
    "ActorAnimation",
    "ActorScript",
    "ActorScriptTrajectory",
    "ActorScriptTrajectoryWaypoint",
    "ActorSkin",
    "AirPressure",
    "AirPressurePressure",
    "Altimeter",
    "AltimeterVerticalPosition",
    "AltimeterVerticalVelocity",
    "Atmosphere",
    "AudioSink",
    "AudioSource",
    "AudioSourceContact",
    "Battery",
    "Box",
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
    "Capsule",
    "Collision",
    "Contact",
    "Cylinder",
    "Ellipsoid",
    "ForceTorque",
    "ForceTorqueForce",
    "ForceTorqueForceX",
    "ForceTorqueForceY",
    "ForceTorqueForceZ",
    "ForceTorqueTorque",
    "ForceTorqueTorqueX",
    "ForceTorqueTorqueY",
    "ForceTorqueTorqueZ",
    "Frame",
    "Geometry",
    "GeometryEmpty",
    "Gps",
    "GpsPositionSensing",
    "GpsPositionSensingHorizontal",
    "GpsPositionSensingVertical",
    "GpsVelocitySensing",
    "GpsVelocitySensingHorizontal",
    "GpsVelocitySensingVertical",
    "Gripper",
    "GripperGraspCheck",
    "Gui",
    "GuiCamera",
    "GuiCameraTrackVisual",
    "Heightmap",
    "HeightmapBlend",
    "HeightmapTexture",
    "Image",
    "Imu",
    "ImuAngularVelocity",
    "ImuAngularVelocityX",
    "ImuAngularVelocityY",
    "ImuAngularVelocityZ",
    "ImuLinearAcceleration",
    "ImuLinearAccelerationX",
    "ImuLinearAccelerationY",
    "ImuLinearAccelerationZ",
    "ImuOrientationReferenceFrame",
    "ImuOrientationReferenceFrameCustomRpy",
    "ImuOrientationReferenceFrameGravDirX",
    "Inertial",
    "InertialInertia",
    "Joint",
    "JointAxis",
    "JointAxis2",
    "JointAxis2Dynamics",
    "JointAxis2Limit",
    "JointAxis2Xyz",
    "JointAxisDynamics",
    "JointAxisLimit",
    "JointAxisXyz",
    "JointPhysics",
    "JointPhysicsOde",
    "JointPhysicsOdeLimit",
    "JointPhysicsOdeSuspension",
    "JointPhysicsSimbody",
    "Lidar",
    "LidarNoise",
    "LidarRange",
    "LidarScan",
    "LidarScanHorizontal",
    "LidarScanVertical",
    "Light",
    "LightAttenuation",
    "LightSpot",
    "LightState",
    "Link",
    "LinkState",
    "LinkStateCollision",
    "LinkVelocityDecay",
    "LogicalCamera",
    "Magnetometer",
    "MagnetometerX",
    "MagnetometerY",
    "MagnetometerZ",
    "Material",
    "MaterialPbr",
    "MaterialPbrMetal",
    "MaterialPbrMetalLightMap",
    "MaterialPbrMetalNormalMap",
    "MaterialPbrSpecular",
    "MaterialPbrSpecularLightMap",
    "MaterialPbrSpecularNormalMap",
    "MaterialScript",
    "MaterialShader",
    "Mesh",
    "MeshSubmesh",
    "Model",
    "ModelInclude",
    "ModelState",
    "ModelStateJoint",
    "ModelStateJointAngle",
    "Navsat",
    "NavsatPositionSensing",
    "NavsatPositionSensingHorizontal",
    "NavsatPositionSensingVertical",
    "NavsatVelocitySensing",
    "NavsatVelocitySensingHorizontal",
    "NavsatVelocitySensingVertical",
    "Noise",
    "ParticleEmitter",
    "Physics",
    "PhysicsBullet",
    "PhysicsBulletConstraints",
    "PhysicsBulletSolver",
    "PhysicsDart",
    "PhysicsDartSolver",
    "PhysicsOde",
    "PhysicsOdeConstraints",
    "PhysicsOdeSolver",
    "PhysicsSimbody",
    "PhysicsSimbodyContact",
    "Plane",
    "Plugin",
    "Polyline",
    "Population",
    "PopulationDistribution",
    "Pose",
    "Projector",
    "Ray",
    "RayNoise",
    "RayRange",
    "RayScan",
    "RayScanHorizontal",
    "RayScanVertical",
    "Rfid",
    "Rfidtag",
    "Road",
    "Scene",
    "SceneFog",
    "SceneSky",
    "SceneSkyClouds",
    "Sdf",
    "Sensor",
    "Sonar",
    "Sphere",
    "SphericalCoordinates",
    "State",
    "StateDeletions",
    "StateInsertions",
    "Surface",
    "SurfaceBounce",
    "SurfaceContact",
    "SurfaceContactBullet",
    "SurfaceContactOde",
    "SurfaceFriction",
    "SurfaceFrictionBullet",
    "SurfaceFrictionOde",
    "SurfaceFrictionTorsional",
    "SurfaceFrictionTorsionalOde",
    "SurfaceSoftContact",
    "SurfaceSoftContactDart",
    "Transceiver",
    "Visual",
    "VisualMeta",
    "World",
    "WorldAudio",
    "WorldInclude",
    "WorldWind",
    "dumps",
    "load",
    "loads",
]

SPEC_VERSION = "1.8"
"""The SDFormat version this package describes."""

SCHEMA_DIR = Path(__file__).resolve().parent / "schema"
"""Folder of the XSD set (one schema per spec file, plus ``types.xsd``)."""

SCHEMA_ROOT = SCHEMA_DIR / "root.xsd"
"""Entry schema: validate whole SDFormat documents against this file."""

FAST_PATH_SCHEMA = SCHEMA_DIR / "fast" / "fast_path.xsd"
"""Stricter schema accepting only documents the reader reports nothing on (the fast path)."""

SPEC_TREE = Path(__file__).resolve().parent / "spec_tree.json"
"""The spec as JSON data: elements, attributes, types, defaults and descriptions."""

if not TYPE_CHECKING:  # type checkers read the imports above; this would admit any name
    __getattr__, __dir__ = lazy_names(
        __name__,
        {
            "actor": (
                "Actor",
                "ActorAnimation",
                "ActorScript",
                "ActorScriptTrajectory",
                "ActorScriptTrajectoryWaypoint",
                "ActorSkin",
            ),
            "air_pressure": (
                "AirPressure",
                "AirPressurePressure",
            ),
            "altimeter": (
                "Altimeter",
                "AltimeterVerticalPosition",
                "AltimeterVerticalVelocity",
            ),
            "atmosphere": ("Atmosphere",),
            "audio_sink": ("AudioSink",),
            "audio_source": (
                "AudioSource",
                "AudioSourceContact",
            ),
            "battery": ("Battery",),
            "box_shape": ("Box",),
            "camera": (
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
            ),
            "capsule_shape": ("Capsule",),
            "collision": ("Collision",),
            "contact": ("Contact",),
            "cylinder_shape": ("Cylinder",),
            "ellipsoid_shape": ("Ellipsoid",),
            "forcetorque": (
                "ForceTorque",
                "ForceTorqueForce",
                "ForceTorqueForceX",
                "ForceTorqueForceY",
                "ForceTorqueForceZ",
                "ForceTorqueTorque",
                "ForceTorqueTorqueX",
                "ForceTorqueTorqueY",
                "ForceTorqueTorqueZ",
            ),
            "frame": ("Frame",),
            "geometry": (
                "Geometry",
                "GeometryEmpty",
            ),
            "gps": (
                "Gps",
                "GpsPositionSensing",
                "GpsPositionSensingHorizontal",
                "GpsPositionSensingVertical",
                "GpsVelocitySensing",
                "GpsVelocitySensingHorizontal",
                "GpsVelocitySensingVertical",
            ),
            "gripper": (
                "Gripper",
                "GripperGraspCheck",
            ),
            "gui": (
                "Gui",
                "GuiCamera",
                "GuiCameraTrackVisual",
            ),
            "heightmap_shape": (
                "Heightmap",
                "HeightmapBlend",
                "HeightmapTexture",
            ),
            "image_shape": ("Image",),
            "imu": (
                "Imu",
                "ImuAngularVelocity",
                "ImuAngularVelocityX",
                "ImuAngularVelocityY",
                "ImuAngularVelocityZ",
                "ImuLinearAcceleration",
                "ImuLinearAccelerationX",
                "ImuLinearAccelerationY",
                "ImuLinearAccelerationZ",
                "ImuOrientationReferenceFrame",
                "ImuOrientationReferenceFrameCustomRpy",
                "ImuOrientationReferenceFrameGravDirX",
            ),
            "inertial": (
                "Inertial",
                "InertialInertia",
            ),
            "joint": (
                "Joint",
                "JointAxis",
                "JointAxis2",
                "JointAxis2Dynamics",
                "JointAxis2Limit",
                "JointAxis2Xyz",
                "JointAxisDynamics",
                "JointAxisLimit",
                "JointAxisXyz",
                "JointPhysics",
                "JointPhysicsOde",
                "JointPhysicsOdeLimit",
                "JointPhysicsOdeSuspension",
                "JointPhysicsSimbody",
            ),
            "lidar": (
                "Lidar",
                "LidarNoise",
                "LidarRange",
                "LidarScan",
                "LidarScanHorizontal",
                "LidarScanVertical",
            ),
            "light": (
                "Light",
                "LightAttenuation",
                "LightSpot",
            ),
            "light_state": ("LightState",),
            "link": (
                "Link",
                "LinkVelocityDecay",
            ),
            "link_state": (
                "LinkState",
                "LinkStateCollision",
            ),
            "logical_camera": ("LogicalCamera",),
            "magnetometer": (
                "Magnetometer",
                "MagnetometerX",
                "MagnetometerY",
                "MagnetometerZ",
            ),
            "material": (
                "Material",
                "MaterialPbr",
                "MaterialPbrMetal",
                "MaterialPbrMetalLightMap",
                "MaterialPbrMetalNormalMap",
                "MaterialPbrSpecular",
                "MaterialPbrSpecularLightMap",
                "MaterialPbrSpecularNormalMap",
                "MaterialScript",
                "MaterialShader",
            ),
            "mesh_shape": (
                "Mesh",
                "MeshSubmesh",
            ),
            "model": (
                "Model",
                "ModelInclude",
            ),
            "model_state": (
                "ModelState",
                "ModelStateJoint",
                "ModelStateJointAngle",
            ),
            "navsat": (
                "Navsat",
                "NavsatPositionSensing",
                "NavsatPositionSensingHorizontal",
                "NavsatPositionSensingVertical",
                "NavsatVelocitySensing",
                "NavsatVelocitySensingHorizontal",
                "NavsatVelocitySensingVertical",
            ),
            "noise": ("Noise",),
            "particle_emitter": ("ParticleEmitter",),
            "physics": (
                "Physics",
                "PhysicsBullet",
                "PhysicsBulletConstraints",
                "PhysicsBulletSolver",
                "PhysicsDart",
                "PhysicsDartSolver",
                "PhysicsOde",
                "PhysicsOdeConstraints",
                "PhysicsOdeSolver",
                "PhysicsSimbody",
                "PhysicsSimbodyContact",
            ),
            "plane_shape": ("Plane",),
            "plugin": ("Plugin",),
            "polyline_shape": ("Polyline",),
            "population": (
                "Population",
                "PopulationDistribution",
            ),
            "pose": ("Pose",),
            "projector": ("Projector",),
            "ray": (
                "Ray",
                "RayNoise",
                "RayRange",
                "RayScan",
                "RayScanHorizontal",
                "RayScanVertical",
            ),
            "rfid": ("Rfidtag",),
            "rfidtag": ("Rfid",),
            "road": ("Road",),
            "root": ("Sdf",),
            "scene": (
                "Scene",
                "SceneFog",
                "SceneSky",
                "SceneSkyClouds",
            ),
            "sensor": ("Sensor",),
            "sonar": ("Sonar",),
            "sphere_shape": ("Sphere",),
            "spherical_coordinates": ("SphericalCoordinates",),
            "state": (
                "State",
                "StateDeletions",
                "StateInsertions",
            ),
            "surface": (
                "Surface",
                "SurfaceBounce",
                "SurfaceContact",
                "SurfaceContactBullet",
                "SurfaceContactOde",
                "SurfaceFriction",
                "SurfaceFrictionBullet",
                "SurfaceFrictionOde",
                "SurfaceFrictionTorsional",
                "SurfaceFrictionTorsionalOde",
                "SurfaceSoftContact",
                "SurfaceSoftContactDart",
            ),
            "transceiver": ("Transceiver",),
            "visual": (
                "Visual",
                "VisualMeta",
            ),
            "world": (
                "World",
                "WorldAudio",
                "WorldInclude",
                "WorldWind",
            ),
        },
    )


def loads(text: str | bytes, *, lazy: bool = True) -> ReadResult[Sdf]:
    """Read an SDFormat 1.8 document from text; problems are collected, not raised.

    Args:
        text: The document.
        lazy: When the document passes the fast path (``FAST_PATH_SCHEMA``: the
            reader has nothing to report on it), each object reads its fields
            from the parsed tree when first asked for; False reads every
            object at once. The objects and problems are the same either way.
    """
    from sdformat_v1_8.root import Sdf  # imported on first use, as every class

    return read_text(Sdf, text, SPEC_VERSION, fast_path=FAST_PATH_SCHEMA if lazy else None)


def load(path: str | Path, *, lazy: bool = True) -> ReadResult[Sdf]:
    """Read an SDFormat 1.8 document from a file; problems are collected, not raised.

    Args:
        path: The file.
        lazy: Read objects on first access when the document passes the fast
            path (see ``loads``); False reads every object at once.
    """
    from sdformat_v1_8.root import Sdf  # imported on first use, as every class

    return read_path(Sdf, path, SPEC_VERSION, fast_path=FAST_PATH_SCHEMA if lazy else None)


def dumps(root: Sdf) -> str:
    """Write a document as indented XML text."""
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + root.to_string()
