"""Every check a load runs on a bound document, one module per subject, declared in one list.

``table`` lists them all in one shape (``CHECKS``: the stage each runs at,
what it reads, what a document must hold for it to apply, its function) and
runs them stage by stage for the loader. The subjects: names and entities
(``model``), joints and axes (``joints``), required elements (``required``),
inertia (``inertia``), mimic constraints (``mimic``), sensor frame ids
(``sensor_frames``, a warning only), the gearbox deprecation (``gearbox``); ``name_survey``
proves in bulk that a subtree has nothing for the name checks to report.
"""
