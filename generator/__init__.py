"""Code generator: SDFormat spec description files -> per-version XSD and Python packages.

Three stages, three modules: ``spec_reader`` (files -> frozen IR in ``model``),
``spec_check`` (the spec's own consistency), ``render`` (IR -> file texts via
the jinja2 templates in ``templates/``). ``pipeline`` ties them together.
"""
