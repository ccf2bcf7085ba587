"""SDFormat 1.12: typed element classes, XML read/write and the XSD set.

Generated from spec/1.12/ by make generate. Do not edit: change the
spec files or templates/ and regenerate.

Read a document with ``load(path)`` or ``loads(text)``; each returns a
``ReadResult`` whose ``root`` is an ``Sdf`` object and whose ``problems`` list
every error and warning with file, line and element path. A document the
reader has nothing to report on is read lazily (``lazy=False`` reads it all
at once): see ``sdformat_runtime.binding.lazy``.

Each class is imported when first asked for (``sdformat_v1_12.Link``,
``from sdformat_v1_12 import Link``): importing the package imports none of
its element modules, and reading a document imports those of the elements it
holds.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from sdformat_runtime.binding import ReadResult, read_path, read_text
from sdformat_runtime.lazy_names import lazy_names

if TYPE_CHECKING:
    from sdformat_v1_12.actor import (
        Actor,
        ActorAnimation,
        ActorScript,
        ActorScriptTrajectory,
        ActorScriptTrajectoryWaypoint,
        ActorSkin,
    )
    from sdformat_v1_12.air_pressure import AirPressure, AirPressurePressure
    from sdformat_v1_12.air_speed import AirSpeed, AirSpeedPressure
    from sdformat_v1_12.altimeter import (
        Altimeter,
        AltimeterVerticalPosition,
        AltimeterVerticalVelocity,
    )
    from sdformat_v1_12.atmosphere import Atmosphere
    from sdformat_v1_12.audio_sink import AudioSink
    from sdformat_v1_12.audio_source import AudioSource, AudioSourceContact
    from sdformat_v1_12.battery import Battery
    from sdformat_v1_12.box_shape import Box
    from sdformat_v1_12.camera import (
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
    from sdformat_v1_12.capsule_shape import Capsule
    from sdformat_v1_12.collision import Collision, CollisionAutoInertiaParams
    from sdformat_v1_12.cone_shape import Cone
    from sdformat_v1_12.contact import Contact
    from sdformat_v1_12.cylinder_shape import Cylinder
    from sdformat_v1_12.ellipsoid_shape import Ellipsoid
    from sdformat_v1_12.forcetorque import (
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
    from sdformat_v1_12.frame import Frame
    from sdformat_v1_12.geometry import Geometry, GeometryEmpty
    from sdformat_v1_12.gps import (
        Gps,
        GpsPositionSensing,
        GpsPositionSensingHorizontal,
        GpsPositionSensingVertical,
        GpsVelocitySensing,
        GpsVelocitySensingHorizontal,
        GpsVelocitySensingVertical,
    )
    from sdformat_v1_12.gripper import Gripper, GripperGraspCheck
    from sdformat_v1_12.gui import Gui, GuiCamera, GuiCameraTrackVisual
    from sdformat_v1_12.heightmap_shape import Heightmap, HeightmapBlend, HeightmapTexture
    from sdformat_v1_12.image_shape import Image
    from sdformat_v1_12.imu import (
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
    from sdformat_v1_12.inertial import (
        Inertial,
        InertialAutoInertiaParams,
        InertialFluidAddedMass,
        InertialInertia,
        InertialPose,
    )
    from sdformat_v1_12.joint import (
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
    from sdformat_v1_12.joint_state import (
        JointState,
        JointStateAngle,
        JointStateAxis2State,
        JointStateAxis2StateAcceleration,
        JointStateAxis2StatePosition,
        JointStateAxis2StateVelocity,
        JointStateAxisState,
        JointStateAxisStateAcceleration,
        JointStateAxisStatePosition,
        JointStateAxisStateVelocity,
    )
    from sdformat_v1_12.lidar import (
        Lidar,
        LidarNoise,
        LidarRange,
        LidarScan,
        LidarScanHorizontal,
        LidarScanVertical,
    )
    from sdformat_v1_12.light import Light, LightAttenuation, LightSpot
    from sdformat_v1_12.light_state import LightState
    from sdformat_v1_12.link import Link, LinkVelocityDecay
    from sdformat_v1_12.link_state import (
        LinkState,
        LinkStateAngularAcceleration,
        LinkStateAngularVelocity,
        LinkStateCollisionState,
    )
    from sdformat_v1_12.logical_camera import LogicalCamera
    from sdformat_v1_12.magnetometer import (
        Magnetometer,
        MagnetometerX,
        MagnetometerY,
        MagnetometerZ,
    )
    from sdformat_v1_12.material import (
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
    from sdformat_v1_12.mesh_shape import Mesh, MeshConvexDecomposition, MeshSubmesh
    from sdformat_v1_12.mimic import Mimic
    from sdformat_v1_12.model import Model, ModelInclude
    from sdformat_v1_12.model_state import ModelState
    from sdformat_v1_12.navsat import (
        Navsat,
        NavsatPositionSensing,
        NavsatPositionSensingHorizontal,
        NavsatPositionSensingVertical,
        NavsatVelocitySensing,
        NavsatVelocitySensingHorizontal,
        NavsatVelocitySensingVertical,
    )
    from sdformat_v1_12.noise import Noise
    from sdformat_v1_12.particle_emitter import ParticleEmitter
    from sdformat_v1_12.physics import (
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
    from sdformat_v1_12.plane_shape import Plane
    from sdformat_v1_12.plugin import Plugin
    from sdformat_v1_12.polyline_shape import Polyline
    from sdformat_v1_12.population import Population, PopulationDistribution
    from sdformat_v1_12.pose import Pose
    from sdformat_v1_12.projector import Projector
    from sdformat_v1_12.ray import (
        Ray,
        RayNoise,
        RayRange,
        RayScan,
        RayScanHorizontal,
        RayScanVertical,
    )
    from sdformat_v1_12.rfid import Rfidtag
    from sdformat_v1_12.rfidtag import Rfid
    from sdformat_v1_12.road import Road
    from sdformat_v1_12.root import Sdf
    from sdformat_v1_12.scene import Scene, SceneFog, SceneSky, SceneSkyClouds
    from sdformat_v1_12.sensor import Sensor
    from sdformat_v1_12.sonar import Sonar
    from sdformat_v1_12.sphere_shape import Sphere
    from sdformat_v1_12.spherical_coordinates import SphericalCoordinates
    from sdformat_v1_12.state import State, StateDeletions, StateInsertions
    from sdformat_v1_12.surface import (
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
    from sdformat_v1_12.transceiver import Transceiver
    from sdformat_v1_12.visual import Visual, VisualMeta
    from sdformat_v1_12.world import World, WorldAudio, WorldInclude, WorldWind

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
    "AirSpeed",
    "AirSpeedPressure",
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
    "CollisionAutoInertiaParams",
    "Cone",
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
    "InertialAutoInertiaParams",
    "InertialFluidAddedMass",
    "InertialInertia",
    "InertialPose",
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
    "JointState",
    "JointStateAngle",
    "JointStateAxis2State",
    "JointStateAxis2StateAcceleration",
    "JointStateAxis2StatePosition",
    "JointStateAxis2StateVelocity",
    "JointStateAxisState",
    "JointStateAxisStateAcceleration",
    "JointStateAxisStatePosition",
    "JointStateAxisStateVelocity",
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
    "LinkStateAngularAcceleration",
    "LinkStateAngularVelocity",
    "LinkStateCollisionState",
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
    "MeshConvexDecomposition",
    "MeshSubmesh",
    "Mimic",
    "Model",
    "ModelInclude",
    "ModelState",
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

SPEC_VERSION = "1.12"
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
            "air_speed": (
                "AirSpeed",
                "AirSpeedPressure",
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
            "collision": (
                "Collision",
                "CollisionAutoInertiaParams",
            ),
            "cone_shape": ("Cone",),
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
                "InertialAutoInertiaParams",
                "InertialFluidAddedMass",
                "InertialInertia",
                "InertialPose",
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
            "joint_state": (
                "JointState",
                "JointStateAngle",
                "JointStateAxis2State",
                "JointStateAxis2StateAcceleration",
                "JointStateAxis2StatePosition",
                "JointStateAxis2StateVelocity",
                "JointStateAxisState",
                "JointStateAxisStateAcceleration",
                "JointStateAxisStatePosition",
                "JointStateAxisStateVelocity",
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
                "LinkStateAngularAcceleration",
                "LinkStateAngularVelocity",
                "LinkStateCollisionState",
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
                "MeshConvexDecomposition",
                "MeshSubmesh",
            ),
            "mimic": ("Mimic",),
            "model": (
                "Model",
                "ModelInclude",
            ),
            "model_state": ("ModelState",),
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
    """Read an SDFormat 1.12 document from text; problems are collected, not raised.

    Args:
        text: The document.
        lazy: When the document passes the fast path (``FAST_PATH_SCHEMA``: the
            reader has nothing to report on it), each object reads its fields
            from the parsed tree when first asked for; False reads every
            object at once. The objects and problems are the same either way.
    """
    from sdformat_v1_12.root import Sdf  # imported on first use, as every class

    return read_text(Sdf, text, SPEC_VERSION, fast_path=FAST_PATH_SCHEMA if lazy else None)


def load(path: str | Path, *, lazy: bool = True) -> ReadResult[Sdf]:
    """Read an SDFormat 1.12 document from a file; problems are collected, not raised.

    Args:
        path: The file.
        lazy: Read objects on first access when the document passes the fast
            path (see ``loads``); False reads every object at once.
    """
    from sdformat_v1_12.root import Sdf  # imported on first use, as every class

    return read_path(Sdf, path, SPEC_VERSION, fast_path=FAST_PATH_SCHEMA if lazy else None)


def dumps(root: Sdf) -> str:
    """Write a document as indented XML text."""
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + root.to_string()
