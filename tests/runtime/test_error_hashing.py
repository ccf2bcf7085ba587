"""Problems are values: equal problems hash equal, also after a pickle round trip.

``load`` drops a problem reported twice (a file included twice) with a dict
of problems, and ``ErrorCode`` and ``Severity`` members hash by identity (in
C, not by name in Python): every code and severity is checked here.
"""

from __future__ import annotations

import pickle

import pytest

from sdformat_runtime.errors import Error, ErrorCode, Severity


@pytest.mark.parametrize("severity", list(Severity))
def test_every_code_and_severity_hashes_as_a_value(severity: Severity) -> None:
    problems = [Error(code, "m", "f.sdf", 3, "/sdf", severity) for code in ErrorCode]
    copies = pickle.loads(pickle.dumps(problems))
    for problem, copy in zip(problems, copies, strict=True):
        assert copy == problem and hash(copy) == hash(problem)
        assert copy.code is problem.code and copy.severity is problem.severity
    assert list(dict.fromkeys(problems + copies)) == problems
    assert len({p.code for p in problems + copies}) == len(ErrorCode)
