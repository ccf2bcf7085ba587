"""Pose arithmetic: rigid transforms as values (``Pose``) and as plain floats (``pose_values``).

The lowest room of the semantics: it knows nothing of documents, only of
positions, rotations and their composition.
"""
