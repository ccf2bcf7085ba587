"""Stage 3: render the generated tree of one version from its checked IR.

Rendering is pure: it returns ``{relative path: file text}`` and writes
nothing, so ``make generate`` and ``make check-generated`` share it and the
check can compare without touching ``generated/``.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import jinja2

from generator.fast_xsd_view import fast_schema_view
from generator.fill_view import converters, fill_view
from generator.grammar_table import grammar_view
from generator.model import ConvertRules, SpecVersion
from generator.python_view import class_graph_view, module_views
from generator.spec_tree import render_spec_tree
from generator.values import VALUE_TYPES
from generator.xsd_view import document_view
from sdformat_runtime.versions import package_name

TEMPLATES = Path(__file__).resolve().parent.parent / "templates"

REGISTRY_PACKAGE = "sdformat_versions"
"""The generated package that lists the versions and ships the migration rules."""


def make_environment(templates: Path = TEMPLATES) -> jinja2.Environment:
    """The one jinja2 environment: strict, whitespace-controlled, no autoescape.

    Escaping is explicit (``| e``) because the outputs are XML and Python, and
    a missing variable is an error rather than an empty string.
    """
    environment = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(templates)),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        autoescape=False,
    )
    environment.filters["package_name"] = package_name
    return environment


def render_schema(spec: SpecVersion, environment: jinja2.Environment) -> dict[str, str]:
    """Render the XSD set of one version: ``types.xsd`` plus one file per spec file."""
    files = {
        "types.xsd": environment.get_template("xsd/types.xsd.j2").render(
            version=spec.version, value_types=list(VALUE_TYPES.values())
        )
    }
    template = environment.get_template("xsd/spec_file.xsd.j2")
    for stem, spec_file in sorted(spec.files.items()):
        files[f"{stem}.xsd"] = template.render(document=document_view(spec, spec_file))
    files["fast/fast_path.xsd"] = (
        environment.get_template("xsd/fast.xsd.j2").render(schema=fast_schema_view(spec)).lstrip()
    )  # the macros above the XML declaration leave blank lines
    return files


def render_version(spec: SpecVersion, environment: jinja2.Environment) -> dict[str, str]:
    """Render every generated file of one version, keyed by path below ``generated/``."""
    package = package_name(spec.version)
    files = {
        f"{package}/schema/{name}": text for name, text in render_schema(spec, environment).items()
    }
    modules = module_views(spec)
    module_template = environment.get_template("python/module.py.j2")
    for module in modules:
        files[f"{package}/{module.stem}.py"] = module_template.render(
            version=spec.version,
            package=package,
            module=module,
            fills=[fill_view(cls) for cls in module.classes],
            converters=converters(module.classes),
        )
    files[f"{package}/__init__.py"] = environment.get_template("python/init.py.j2").render(
        version=spec.version,
        package=package,
        spec_directory=spec.directory,
        modules=modules,
        class_names=sorted(c.name for m in modules for c in m.classes),
        root_module=next(m.stem for m in modules if m.root_class == "Sdf"),
    )
    files[f"{package}/class_graph.py"] = environment.get_template(
        "python/class_graph.py.j2"
    ).render(version=spec.version, spec_directory=spec.directory, classes=class_graph_view(modules))
    files[f"{package}/grammar.py"] = environment.get_template("python/grammar.py.j2").render(
        version=spec.version, spec_directory=spec.directory, slots=grammar_view(spec)
    )
    files[f"{package}/py.typed"] = ""
    files[f"{package}/spec_tree.json"] = render_spec_tree(spec)
    return files


def render_registry(
    versions: Sequence[str],
    chain: Sequence[ConvertRules],
    environment: jinja2.Environment,
    downgrades: Sequence[ConvertRules] = (),
) -> dict[str, str]:
    """Render the versions registry package: the version list and the rules of every step.

    Args:
        versions: Every version with a package, oldest first.
        chain: The up steps, oldest first.
        environment: The jinja environment.
        downgrades: The down steps, newest first.
    """
    registry = environment.get_template("python/versions.py.j2").render(
        versions=versions, migrations=chain, downgrades=downgrades
    )
    return {
        f"{REGISTRY_PACKAGE}/__init__.py": registry,
        f"{REGISTRY_PACKAGE}/py.typed": "",
        **render_migrations([*chain, *downgrades], REGISTRY_PACKAGE),
    }


def render_migrations(chain: Sequence[ConvertRules], package: str) -> dict[str, str]:
    """Copy the checked migration rules into a package, one file per step.

    The runtime reads these copies (``spec/`` is not installed); the name says
    the step (``migrations/1.7_to_1.8.convert``) and a header says where the
    file comes from. Comments and text stay as written.
    """
    files: dict[str, str] = {}
    for rules in chain:
        body = rules.text
        if body.startswith("<?xml"):
            body = body[body.index("?>") + 2 :].lstrip("\n")
        header = (
            '<?xml version="1.0" encoding="UTF-8"?>\n'
            f"<!-- Generated from {rules.path} by make generate; edit that file instead. -->\n"
        )
        name = f"{package}/migrations/{rules.from_version}_to_{rules.to_version}.convert"
        files[name] = header + body
    return files
