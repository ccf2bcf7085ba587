"""Every example in README.md and docs/*.md runs, and shows what it prints.

Conventions for code blocks in those files:

* ```` ```python ```` blocks run. The blocks of one file share one namespace
  and run in order, in a fresh temporary copy of the repository's
  ``docs/examples/`` folder: README.md's from the copy's root (where
  ``docs/examples/robot.sdf`` is, as in a clone), docs/*.md's from inside
  ``docs/examples/`` (so ``load("robot.sdf")`` reads ``docs/examples/robot.sdf``).
  They check themselves with ``assert``; what they print is not compared.
* ```` ```console ```` blocks run too, in the same folder, in order with the
  file's Python blocks. A line starting with ``$ `` is a command: ``sdformat``
  or ``python``, optionally preceded by ``NAME=value`` environment settings,
  split like a shell would split it but run without a shell (no pipes or
  redirections). The lines after it, up to the next command, are what it
  prints: standard output and standard error together, as a terminal shows
  them. A line ``...`` stands for any number of lines (none included);
  otherwise lines must be equal, trailing spaces aside. A last line
  ``[exit N]`` is the exit status the command must end with; without one it
  must end with 0. Commands run with this repository's virtual environment
  first on ``PATH`` and without the model path variables (``SDF_PATH`` ...)
  of the machine running the tests. ``sdformat`` runs in the test's process,
  as ``sdformat_semantics.cli.main`` (what the console script calls), with
  the command's environment and a fresh interpreter's warning filters: a
  process per command spent most of the test importing numpy, lxml and the
  classes again (the console script itself is run by test_shell_and_ci and
  test_packaging).
* Any other block is shown, not run: use ```` ```text ```` for output or for
  commands that need a shell or a network, ```` ```xml ```` for documents.
  ``sh``, ``bash`` and ``shell`` blocks, and blocks without a language, are
  refused, so that nothing looks tested that is not.
"""

from __future__ import annotations

import contextlib
import io
import os
import re
import shlex
import shutil
import subprocess
import sys
import traceback
import warnings
from pathlib import Path

import attrs
import pytest

from sdformat_semantics import ParserConfig
from sdformat_semantics.cli import main as cli_main
from tests.conftest import REPO
from tests.markdown_links import broken_links

DOCUMENTS = [REPO / "README.md", *sorted((REPO / "docs").glob("*.md"))]
EXAMPLES = REPO / "docs" / "examples"
RUNNABLE = ("python", "console")
SHOWN_ONLY = ("text", "xml", "json", "toml", "yaml", "diff")
COMMANDS = ("sdformat", "python")
MODEL_PATH_VARIABLES = ParserConfig().model_path_variables

_FENCE = re.compile(
    r"^(?P<indent> *)```(?P<language>[^\n`]*)\n(?P<body>.*?)^(?P=indent)```\s*$", re.M | re.S
)
_EXIT = re.compile(r"^\[exit (\d+)\]$")


@attrs.frozen
class Block:
    """A fenced code block.

    Attributes:
        file: The Markdown file.
        number: 1-based position among the file's blocks.
        line: Line of the opening fence.
        language: The fence's language tag.
        body: The block's text, the fence's indentation removed.
    """

    file: Path
    number: int
    line: int
    language: str
    body: str

    def __str__(self) -> str:
        name = self.file.relative_to(REPO) if self.file.is_relative_to(REPO) else self.file
        return f"{name}, block {self.number} (```{self.language} at line {self.line})"


def code_blocks(file: Path) -> list[Block]:
    """The fenced code blocks of a Markdown file, in order."""
    text = file.read_text(encoding="utf-8")
    blocks = []
    for number, match in enumerate(_FENCE.finditer(text), start=1):
        indent = len(match["indent"])
        body = "".join(line[indent:] for line in match["body"].splitlines(keepends=True))
        line = text.count("\n", 0, match.start()) + 1
        blocks.append(Block(file, number, line, match["language"].strip(), body))
    return blocks


def output_matches(expected: list[str], actual: list[str]) -> bool:
    """Whether printed lines match expected ones, where a ``...`` line stands for any lines."""
    if not expected:
        return not actual
    if expected[0] == "...":
        return any(output_matches(expected[1:], actual[skip:]) for skip in range(len(actual) + 1))
    return bool(actual) and expected[0] == actual[0] and output_matches(expected[1:], actual[1:])


@attrs.frozen
class Command:
    """One ``$`` line of a console block and what it must print.

    Attributes:
        text: The command as written.
        expected: The lines it must print.
        status: The exit status it must end with.
    """

    text: str
    expected: list[str]
    status: int


def console_commands(block: Block) -> list[Command]:
    """Split a console block into commands with their expected output and exit status."""
    commands: list[Command] = []
    current: tuple[str, list[str]] | None = None
    for line in block.body.splitlines():
        if line.startswith("$ "):
            if current is not None:
                commands.append(_command(*current))
            current = (line[2:], [])
        elif current is None:
            raise AssertionError(f"{block}: output before the first '$ ' command: {line!r}")
        else:
            current[1].append(line.rstrip())
    if current is not None:
        commands.append(_command(*current))
    return commands


def _command(text: str, lines: list[str]) -> Command:
    status = 0
    if lines and (found := _EXIT.match(lines[-1])):
        status = int(found[1])
        lines = lines[:-1]
    return Command(text, lines, status)


def run_command(command: Command, block: Block, folder: Path) -> str | None:
    """Run one command; a description of how it differs from the block, or None when it matches."""
    words = shlex.split(command.text)
    settings = {}
    while words and re.fullmatch(r"[A-Z_][A-Z0-9_]*=.*", words[0]):
        name, _, value = words.pop(0).partition("=")
        settings[name] = value
    if not words or words[0] not in COMMANDS:
        return f"only {' and '.join(COMMANDS)} commands run in examples, not: {command.text}"
    environment = {k: v for k, v in os.environ.items() if k not in MODEL_PATH_VARIABLES}
    venv_bin = str(Path(sys.executable).parent)
    environment["PATH"] = venv_bin + os.pathsep + environment.get("PATH", "")
    environment["PYTHONUNBUFFERED"] = "1"  # stdout and stderr interleave as in a terminal
    environment["COLUMNS"] = "80"  # help text wraps as in a pipe, whatever the terminal
    environment.update(settings)
    if words[0] == "sdformat":
        status, output = run_sdformat(words[1:], environment)
    else:
        executable = shutil.which(words[0], path=environment["PATH"])
        finished = subprocess.run(
            [executable or words[0], *words[1:]],
            cwd=folder,
            env=environment,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            timeout=120,
            check=False,
        )
        status, output = finished.returncode, finished.stdout
    printed = [line.rstrip() for line in output.splitlines()]
    if output_matches(command.expected, printed) and status == command.status:
        return None
    expected, got = "\n".join(command.expected), "\n".join(printed)
    return (
        f"$ {command.text}\nexpected exit {command.status}, got {status}\n"
        f"--- expected output\n{expected}\n--- printed output\n{got}"
    )


def run_sdformat(arguments: list[str], environment: dict[str, str]) -> tuple[int, str]:
    """``sdformat ARGUMENTS`` in this process: its exit status, and stdout and stderr as one."""
    raw = io.BytesIO()
    stream = io.TextIOWrapper(raw, encoding="utf-8", write_through=True)
    saved = dict(os.environ)
    os.environ.clear()
    os.environ.update(environment)
    try:
        with (
            contextlib.redirect_stdout(stream),
            contextlib.redirect_stderr(stream),
            warnings.catch_warnings(),
        ):
            # A fresh interpreter's filters (the suite turns every warning into an error).
            warnings.resetwarnings()
            for category in (PendingDeprecationWarning, ImportWarning, ResourceWarning):
                warnings.simplefilter("ignore", category)
            warnings.filterwarnings("ignore", category=DeprecationWarning)
            warnings.filterwarnings("default", category=DeprecationWarning, module="__main__")
            status = cli_main(arguments)
    finally:
        os.environ.clear()
        os.environ.update(saved)
    return status, raw.getvalue().decode("utf-8")


def run_document(file: Path, root: Path) -> list[str]:
    """Run every runnable block of a file in order; one failure description per failing block.

    Args:
        file: The Markdown file.
        root: An empty folder that stands for the repository root; the
            example files are copied into it.
    """
    shutil.copytree(EXAMPLES, root / "docs" / "examples")
    folder = root if file.parent != REPO / "docs" else root / "docs" / "examples"
    namespace: dict[str, object] = {"__name__": "__docs__"}
    failures = []
    previous, environment = Path.cwd(), dict(os.environ)  # examples may set SDF_PATH
    os.chdir(folder)
    try:
        for block in code_blocks(file):
            if block.language == "python":
                try:
                    exec(compile(block.body, str(block), "exec"), namespace)
                except Exception:
                    failures.append(f"{block} failed:\n{traceback.format_exc(limit=-3)}")
            elif block.language == "console":
                for command in console_commands(block):
                    difference = run_command(command, block, folder)
                    if difference is not None:
                        failures.append(f"{block} differs:\n{difference}")
    finally:
        os.chdir(previous)
        os.environ.clear()
        os.environ.update(environment)
    return failures


@pytest.mark.parametrize("file", DOCUMENTS, ids=lambda path: path.relative_to(REPO).as_posix())
def test_examples_run_and_print_what_they_show(
    file: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The Python and console blocks of one file, run in order in a folder of example files."""
    for variable in MODEL_PATH_VARIABLES:
        monkeypatch.delenv(variable, raising=False)
    failures = run_document(file, tmp_path)
    assert not failures, "\n\n".join(failures)


def test_every_block_says_whether_it_runs() -> None:
    """A block is python or console (run), or a language that is plainly only shown."""
    unmarked = [
        str(block)
        for file in DOCUMENTS
        for block in code_blocks(file)
        if block.language not in RUNNABLE + SHOWN_ONLY
    ]
    assert unmarked == [], "mark these blocks python, console or text"


def test_the_guide_and_readme_have_examples_of_both_kinds() -> None:
    """The files this test is for exist and hold runnable blocks (a rename would skip them)."""
    languages = {b.language for f in DOCUMENTS for b in code_blocks(f)}
    assert {REPO / "README.md", REPO / "docs" / "guide.md"} <= set(DOCUMENTS)
    assert set(RUNNABLE) <= languages


def test_links_of_the_guide_readme_and_reference_lead_somewhere() -> None:
    """Relative links name existing files and headings (reference pages included)."""
    pages = [*DOCUMENTS, *sorted((REPO / "docs" / "reference").rglob("*.md"))]
    assert broken_links(pages) == []


WRONG_OUTPUT = """\
Intro.

```python
value = 41
```

```console
$ python -c "print('one'); print('two'); print('three')"
one
...
three
$ python -c "import sys; print('bye'); sys.exit(2)"
bye
[exit 2]
$ python -c "print(42)"
43
```

```python
assert value == 42
```
"""


def test_a_wrong_example_fails_naming_its_file_and_block(tmp_path: Path) -> None:
    """Differences in output, exit status and assertions are each reported with their block."""
    document = tmp_path / "example.md"
    document.write_text(WRONG_OUTPUT)
    failures = run_document(document, tmp_path / "run")
    assert len(failures) == 2
    assert failures[0].startswith(f"{document}, block 2 (```console at line 7) differs:")
    assert "--- expected output\n43\n--- printed output\n42" in failures[0]
    assert failures[1].startswith(f"{document}, block 3 (```python at line 19) failed:")
    assert "AssertionError" in failures[1]


SDFORMAT_EXAMPLE = """\
```console
$ sdformat check missing.sdf
missing.sdf: error FILE_READ: cannot read file: No such file or directory
missing.sdf: invalid (1 error)
[exit 1]
$ SDF_PATH=models sdformat check missing.sdf
missing.sdf: valid (0 warnings)
```
"""


def test_sdformat_commands_run_in_process_with_their_output_status_and_environment(
    tmp_path: Path,
) -> None:
    """stderr and stdout as one, the exit status, and a setting: as the console script."""
    document = tmp_path / "example.md"
    document.write_text(SDFORMAT_EXAMPLE)
    failures = run_document(document, tmp_path / "run")
    assert len(failures) == 1
    assert "$ SDF_PATH=models sdformat check missing.sdf\nexpected exit 0, got 1" in failures[0]
    assert "printed output\nmissing.sdf: error FILE_READ" in failures[0]
    assert "SDF_PATH" not in os.environ or os.environ["SDF_PATH"] != "models"


@pytest.mark.parametrize(
    ("expected", "printed", "matches"),
    [
        (["a", "...", "d"], ["a", "b", "c", "d"], True),
        (["a", "...", "d"], ["a", "d"], True),
        (["a", "...", "d"], ["a", "b"], False),
        (["a", "b"], ["a", "b", "c"], False),
        (["..."], [], True),
    ],
)
def test_an_ellipsis_line_stands_for_any_lines(
    expected: list[str], printed: list[str], matches: bool
) -> None:
    """``...`` skips zero or more printed lines; everything else must be equal."""
    assert output_matches(expected, printed) is matches


def test_commands_other_than_sdformat_and_python_are_refused(tmp_path: Path) -> None:
    """A console block cannot run arbitrary programs."""
    document = tmp_path / "example.md"
    document.write_text("```console\n$ rm -rf build\n```\n")
    block = code_blocks(document)[0]
    message = run_command(console_commands(block)[0], block, tmp_path)
    assert message == "only sdformat and python commands run in examples, not: rm -rf build"
