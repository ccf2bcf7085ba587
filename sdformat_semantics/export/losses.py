"""The one error every writer raises when its target cannot hold a document and loss was refused.

Each writer returns what it wrote with its loss report (``down.Conversion``,
``urdf.UrdfConversion``); ``Document.to_xml(version=...)`` and
``Document.to_urdf()`` raise ``ConversionLossError`` carrying that result when
the report is not empty and ``allow_loss`` is false.
"""

from __future__ import annotations

from typing import Generic, Protocol, TypeVar

from sdformat_runtime.errors import Error


class Written(Protocol):
    """What a writer returns: the text, its loss report, and what could not hold it."""

    @property
    def text(self) -> str:
        """The written document."""
        ...

    @property
    def problems(self) -> tuple[Error, ...]:
        """The loss report: a warning for each piece of content left out or changed."""
        ...

    @property
    def cannot_hold(self) -> str:
        """The sentence naming the target and what it cannot hold all of."""
        ...


WrittenT = TypeVar("WrittenT", bound=Written)


class ConversionLossError(ValueError, Generic[WrittenT]):
    """A writer's target cannot hold all of the document, and ``allow_loss`` was false.

    Attributes:
        conversion: What was written, with its loss report (``problems``).
    """

    def __init__(self, conversion: WrittenT) -> None:
        lost = "\n".join(f"  {problem}" for problem in conversion.problems)
        super().__init__(f"{conversion.cannot_hold} (allow_loss=True writes it anyway):\n{lost}")
        self.conversion = conversion


UrdfLossError = ConversionLossError
"""The name the URDF writer's loss error had before every writer shared one: the same class."""
