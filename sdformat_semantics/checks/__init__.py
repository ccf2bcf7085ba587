"""Every check a load runs on a bound document, one module per subject.

Names and entities (``model``), joints and axes (``joints``), required
elements (``required``), inertia (``inertia``), mimic constraints (``mimic``),
sensor frame ids (``sensor_frames``), the gearbox deprecation (``gearbox``);
``name_survey`` proves in bulk that a subtree has nothing for the name checks
to report, and ``guards`` says from the bytes which checks can apply at all.
"""
