"""SDFormat 1.11: typed element classes, XML read/write and the XSD set.

Generated from spec/1.11/ by make generate. Do not edit: change the
spec files or templates/ and regenerate.

Read a document with ``load(path)`` or ``loads(text)``; each returns a
``ReadResult`` whose ``root`` is an ``Sdf`` object and whose ``problems`` list
every error and warning with file, line and element path. A document the
reader has nothing to report on is read lazily (``lazy=False`` reads it all
at once): see ``sdformat_runtime.binding.lazy``.

Each class is imported when first asked for (``sdformat_v1_11.Link``,
``from sdformat_v1_11 import Link``): importing the package imports none of
its element modules, and reading a document imports those of the elements it
holds.
"""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import TYPE_CHECKING

from sdformat_runtime.binding import ReadResult, read_path, read_text

if TYPE_CHECKING:
    from sdformat_v1_11.actor import (
        Actor,
        ActorAnimation,
        ActorScript,
        ActorScriptTrajectory,
        ActorScriptTrajectoryWaypoint,
        ActorSkin,
    )
    from sdformat_v1_11.air_pressure import AirPressure, AirPressurePressure
    from sdformat_v1_11.air_speed import AirSpeed, AirSpeedPressure
    from sdformat_v1_11.altimeter import (
        Altimeter,
        AltimeterVerticalPosition,
        AltimeterVerticalVelocity,
    )
    from sdformat_v1_11.atmosphere import Atmosphere
    from sdformat_v1_11.audio_sink import AudioSink
    from sdformat_v1_11.audio_source import AudioSource, AudioSourceContact
    from sdformat_v1_11.battery import Battery
    from sdformat_v1_11.box_shape import Box
    from sdformat_v1_11.camera import (
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
    from sdformat_v1_11.capsule_shape import Capsule
    from sdformat_v1_11.collision import Collision, CollisionAutoInertiaParams
    from sdformat_v1_11.cone_shape import Cone
    from sdformat_v1_11.contact import Contact
    from sdformat_v1_11.cylinder_shape import Cylinder
    from sdformat_v1_11.ellipsoid_shape import Ellipsoid
    from sdformat_v1_11.forcetorque import (
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
    from sdformat_v1_11.frame import Frame
    from sdformat_v1_11.geometry import Geometry, GeometryEmpty
    from sdformat_v1_11.gps import (
        Gps,
        GpsPositionSensing,
        GpsPositionSensingHorizontal,
        GpsPositionSensingVertical,
        GpsVelocitySensing,
        GpsVelocitySensingHorizontal,
        GpsVelocitySensingVertical,
    )
    from sdformat_v1_11.gripper import Gripper, GripperGraspCheck
    from sdformat_v1_11.gui import Gui, GuiCamera, GuiCameraTrackVisual
    from sdformat_v1_11.heightmap_shape import Heightmap, HeightmapBlend, HeightmapTexture
    from sdformat_v1_11.image_shape import Image
    from sdformat_v1_11.imu import (
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
    from sdformat_v1_11.inertial import (
        Inertial,
        InertialAutoInertiaParams,
        InertialFluidAddedMass,
        InertialInertia,
        InertialPose,
    )
    from sdformat_v1_11.joint import (
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
    from sdformat_v1_11.lidar import (
        Lidar,
        LidarNoise,
        LidarRange,
        LidarScan,
        LidarScanHorizontal,
        LidarScanVertical,
    )
    from sdformat_v1_11.light import Light, LightAttenuation, LightSpot
    from sdformat_v1_11.light_state import LightState
    from sdformat_v1_11.link import Link, LinkVelocityDecay
    from sdformat_v1_11.link_state import LinkState, LinkStateCollision
    from sdformat_v1_11.logical_camera import LogicalCamera
    from sdformat_v1_11.magnetometer import (
        Magnetometer,
        MagnetometerX,
        MagnetometerY,
        MagnetometerZ,
    )
    from sdformat_v1_11.material import (
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
    from sdformat_v1_11.mesh_shape import Mesh, MeshConvexDecomposition, MeshSubmesh
    from sdformat_v1_11.mimic import Mimic
    from sdformat_v1_11.model import Model, ModelInclude
    from sdformat_v1_11.model_state import ModelState, ModelStateJoint, ModelStateJointAngle
    from sdformat_v1_11.navsat import (
        Navsat,
        NavsatPositionSensing,
        NavsatPositionSensingHorizontal,
        NavsatPositionSensingVertical,
        NavsatVelocitySensing,
        NavsatVelocitySensingHorizontal,
        NavsatVelocitySensingVertical,
    )
    from sdformat_v1_11.noise import Noise
    from sdformat_v1_11.particle_emitter import ParticleEmitter
    from sdformat_v1_11.physics import (
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
    from sdformat_v1_11.plane_shape import Plane
    from sdformat_v1_11.plugin import Plugin
    from sdformat_v1_11.polyline_shape import Polyline
    from sdformat_v1_11.population import Population, PopulationDistribution
    from sdformat_v1_11.pose import Pose
    from sdformat_v1_11.projector import Projector
    from sdformat_v1_11.ray import (
        Ray,
        RayNoise,
        RayRange,
        RayScan,
        RayScanHorizontal,
        RayScanVertical,
    )
    from sdformat_v1_11.rfid import Rfidtag
    from sdformat_v1_11.rfidtag import Rfid
    from sdformat_v1_11.road import Road
    from sdformat_v1_11.root import Sdf
    from sdformat_v1_11.scene import Scene, SceneFog, SceneSky, SceneSkyClouds
    from sdformat_v1_11.sensor import Sensor
    from sdformat_v1_11.sonar import Sonar
    from sdformat_v1_11.sphere_shape import Sphere
    from sdformat_v1_11.spherical_coordinates import SphericalCoordinates
    from sdformat_v1_11.state import State, StateDeletions, StateInsertions
    from sdformat_v1_11.surface import (
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
    from sdformat_v1_11.transceiver import Transceiver
    from sdformat_v1_11.visual import Visual, VisualMeta
    from sdformat_v1_11.world import World, WorldAudio, WorldInclude, WorldWind

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
    "MeshConvexDecomposition",
    "MeshSubmesh",
    "Mimic",
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

SPEC_VERSION = "1.11"
"""The SDFormat version this package describes."""

SCHEMA_DIR = Path(__file__).resolve().parent / "schema"
"""Folder of the XSD set (one schema per spec file, plus ``types.xsd``)."""

SCHEMA_ROOT = SCHEMA_DIR / "root.xsd"
"""Entry schema: validate whole SDFormat documents against this file."""

FAST_PATH_SCHEMA = SCHEMA_DIR / "fast" / "fast_path.xsd"
"""Stricter schema accepting only documents the reader reports nothing on (the fast path)."""

SPEC_TREE = Path(__file__).resolve().parent / "spec_tree.json"
"""The spec as JSON data: elements, attributes, types, defaults and descriptions."""

_CLASS_MODULES = {
    "Actor": "actor",
    "ActorAnimation": "actor",
    "ActorScript": "actor",
    "ActorScriptTrajectory": "actor",
    "ActorScriptTrajectoryWaypoint": "actor",
    "ActorSkin": "actor",
    "AirPressure": "air_pressure",
    "AirPressurePressure": "air_pressure",
    "AirSpeed": "air_speed",
    "AirSpeedPressure": "air_speed",
    "Altimeter": "altimeter",
    "AltimeterVerticalPosition": "altimeter",
    "AltimeterVerticalVelocity": "altimeter",
    "Atmosphere": "atmosphere",
    "AudioSink": "audio_sink",
    "AudioSource": "audio_source",
    "AudioSourceContact": "audio_source",
    "Battery": "battery",
    "Box": "box_shape",
    "Camera": "camera",
    "CameraClip": "camera",
    "CameraDepthCamera": "camera",
    "CameraDepthCameraClip": "camera",
    "CameraDistortion": "camera",
    "CameraImage": "camera",
    "CameraLens": "camera",
    "CameraLensCustomFunction": "camera",
    "CameraLensIntrinsics": "camera",
    "CameraLensProjection": "camera",
    "CameraNoise": "camera",
    "CameraSave": "camera",
    "Capsule": "capsule_shape",
    "Collision": "collision",
    "CollisionAutoInertiaParams": "collision",
    "Cone": "cone_shape",
    "Contact": "contact",
    "Cylinder": "cylinder_shape",
    "Ellipsoid": "ellipsoid_shape",
    "ForceTorque": "forcetorque",
    "ForceTorqueForce": "forcetorque",
    "ForceTorqueForceX": "forcetorque",
    "ForceTorqueForceY": "forcetorque",
    "ForceTorqueForceZ": "forcetorque",
    "ForceTorqueTorque": "forcetorque",
    "ForceTorqueTorqueX": "forcetorque",
    "ForceTorqueTorqueY": "forcetorque",
    "ForceTorqueTorqueZ": "forcetorque",
    "Frame": "frame",
    "Geometry": "geometry",
    "GeometryEmpty": "geometry",
    "Gps": "gps",
    "GpsPositionSensing": "gps",
    "GpsPositionSensingHorizontal": "gps",
    "GpsPositionSensingVertical": "gps",
    "GpsVelocitySensing": "gps",
    "GpsVelocitySensingHorizontal": "gps",
    "GpsVelocitySensingVertical": "gps",
    "Gripper": "gripper",
    "GripperGraspCheck": "gripper",
    "Gui": "gui",
    "GuiCamera": "gui",
    "GuiCameraTrackVisual": "gui",
    "Heightmap": "heightmap_shape",
    "HeightmapBlend": "heightmap_shape",
    "HeightmapTexture": "heightmap_shape",
    "Image": "image_shape",
    "Imu": "imu",
    "ImuAngularVelocity": "imu",
    "ImuAngularVelocityX": "imu",
    "ImuAngularVelocityY": "imu",
    "ImuAngularVelocityZ": "imu",
    "ImuLinearAcceleration": "imu",
    "ImuLinearAccelerationX": "imu",
    "ImuLinearAccelerationY": "imu",
    "ImuLinearAccelerationZ": "imu",
    "ImuOrientationReferenceFrame": "imu",
    "ImuOrientationReferenceFrameCustomRpy": "imu",
    "ImuOrientationReferenceFrameGravDirX": "imu",
    "Inertial": "inertial",
    "InertialAutoInertiaParams": "inertial",
    "InertialFluidAddedMass": "inertial",
    "InertialInertia": "inertial",
    "InertialPose": "inertial",
    "Joint": "joint",
    "JointAxis": "joint",
    "JointAxis2": "joint",
    "JointAxis2Dynamics": "joint",
    "JointAxis2Limit": "joint",
    "JointAxis2Xyz": "joint",
    "JointAxisDynamics": "joint",
    "JointAxisLimit": "joint",
    "JointAxisXyz": "joint",
    "JointPhysics": "joint",
    "JointPhysicsOde": "joint",
    "JointPhysicsOdeLimit": "joint",
    "JointPhysicsOdeSuspension": "joint",
    "JointPhysicsSimbody": "joint",
    "Lidar": "lidar",
    "LidarNoise": "lidar",
    "LidarRange": "lidar",
    "LidarScan": "lidar",
    "LidarScanHorizontal": "lidar",
    "LidarScanVertical": "lidar",
    "Light": "light",
    "LightAttenuation": "light",
    "LightSpot": "light",
    "LightState": "light_state",
    "Link": "link",
    "LinkState": "link_state",
    "LinkStateCollision": "link_state",
    "LinkVelocityDecay": "link",
    "LogicalCamera": "logical_camera",
    "Magnetometer": "magnetometer",
    "MagnetometerX": "magnetometer",
    "MagnetometerY": "magnetometer",
    "MagnetometerZ": "magnetometer",
    "Material": "material",
    "MaterialPbr": "material",
    "MaterialPbrMetal": "material",
    "MaterialPbrMetalLightMap": "material",
    "MaterialPbrMetalNormalMap": "material",
    "MaterialPbrSpecular": "material",
    "MaterialPbrSpecularLightMap": "material",
    "MaterialPbrSpecularNormalMap": "material",
    "MaterialScript": "material",
    "MaterialShader": "material",
    "Mesh": "mesh_shape",
    "MeshConvexDecomposition": "mesh_shape",
    "MeshSubmesh": "mesh_shape",
    "Mimic": "mimic",
    "Model": "model",
    "ModelInclude": "model",
    "ModelState": "model_state",
    "ModelStateJoint": "model_state",
    "ModelStateJointAngle": "model_state",
    "Navsat": "navsat",
    "NavsatPositionSensing": "navsat",
    "NavsatPositionSensingHorizontal": "navsat",
    "NavsatPositionSensingVertical": "navsat",
    "NavsatVelocitySensing": "navsat",
    "NavsatVelocitySensingHorizontal": "navsat",
    "NavsatVelocitySensingVertical": "navsat",
    "Noise": "noise",
    "ParticleEmitter": "particle_emitter",
    "Physics": "physics",
    "PhysicsBullet": "physics",
    "PhysicsBulletConstraints": "physics",
    "PhysicsBulletSolver": "physics",
    "PhysicsDart": "physics",
    "PhysicsDartSolver": "physics",
    "PhysicsOde": "physics",
    "PhysicsOdeConstraints": "physics",
    "PhysicsOdeSolver": "physics",
    "PhysicsSimbody": "physics",
    "PhysicsSimbodyContact": "physics",
    "Plane": "plane_shape",
    "Plugin": "plugin",
    "Polyline": "polyline_shape",
    "Population": "population",
    "PopulationDistribution": "population",
    "Pose": "pose",
    "Projector": "projector",
    "Ray": "ray",
    "RayNoise": "ray",
    "RayRange": "ray",
    "RayScan": "ray",
    "RayScanHorizontal": "ray",
    "RayScanVertical": "ray",
    "Rfid": "rfidtag",
    "Rfidtag": "rfid",
    "Road": "road",
    "Scene": "scene",
    "SceneFog": "scene",
    "SceneSky": "scene",
    "SceneSkyClouds": "scene",
    "Sdf": "root",
    "Sensor": "sensor",
    "Sonar": "sonar",
    "Sphere": "sphere_shape",
    "SphericalCoordinates": "spherical_coordinates",
    "State": "state",
    "StateDeletions": "state",
    "StateInsertions": "state",
    "Surface": "surface",
    "SurfaceBounce": "surface",
    "SurfaceContact": "surface",
    "SurfaceContactBullet": "surface",
    "SurfaceContactOde": "surface",
    "SurfaceFriction": "surface",
    "SurfaceFrictionBullet": "surface",
    "SurfaceFrictionOde": "surface",
    "SurfaceFrictionTorsional": "surface",
    "SurfaceFrictionTorsionalOde": "surface",
    "SurfaceSoftContact": "surface",
    "SurfaceSoftContactDart": "surface",
    "Transceiver": "transceiver",
    "Visual": "visual",
    "VisualMeta": "visual",
    "World": "world",
    "WorldAudio": "world",
    "WorldInclude": "world",
    "WorldWind": "world",
}
"""The module defining each class, by class name."""

if not TYPE_CHECKING:  # type checkers read the imports above; this would admit any name

    def __getattr__(name: str) -> type:
        """Import a class's module the first time the class is asked for (PEP 562)."""
        module = _CLASS_MODULES.get(name)
        if module is None:
            raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
        found = getattr(importlib.import_module(f"{__name__}.{module}"), name)
        globals()[name] = found  # later look-ups find it without coming here
        return found


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})


def loads(text: str | bytes, *, lazy: bool = True) -> ReadResult[Sdf]:
    """Read an SDFormat 1.11 document from text; problems are collected, not raised.

    Args:
        text: The document.
        lazy: When the document passes the fast path (``FAST_PATH_SCHEMA``: the
            reader has nothing to report on it), each object reads its fields
            from the parsed tree when first asked for; False reads every
            object at once. The objects and problems are the same either way.
    """
    from sdformat_v1_11.root import Sdf  # imported on first use, as every class

    return read_text(Sdf, text, SPEC_VERSION, fast_path=FAST_PATH_SCHEMA if lazy else None)


def load(path: str | Path, *, lazy: bool = True) -> ReadResult[Sdf]:
    """Read an SDFormat 1.11 document from a file; problems are collected, not raised.

    Args:
        path: The file.
        lazy: Read objects on first access when the document passes the fast
            path (see ``loads``); False reads every object at once.
    """
    from sdformat_v1_11.root import Sdf  # imported on first use, as every class

    return read_path(Sdf, path, SPEC_VERSION, fast_path=FAST_PATH_SCHEMA if lazy else None)


def dumps(root: Sdf) -> str:
    """Write a document as indented XML text."""
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + root.to_string()
