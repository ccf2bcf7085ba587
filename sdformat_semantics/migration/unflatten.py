"""Rebuild nested models from the flattened ``child::entity`` names of SDFormat 1.7 files.

Before 1.8, including a model inside a model copied its links, joints and
frames into the parent with the child's name as a prefix, and stood in for the
child's model frame with a frame named ``child::__model__``. 1.8 has real
nested models and reserves ``::``, so the 1.7 -> 1.8 step folds every prefix
back into a ``<model>`` (as the composition proposal describes):

* each entity named ``P::x`` moves into a new ``<model name="P">`` as ``x``;
  the references it makes (``pose/@relative_to`` at any depth, a frame's
  ``attached_to``, a joint's parent, child and axis ``expressed_in``, a
  gripper's links) lose the ``P::`` prefix;
* the frame ``P::__model__`` becomes the model itself: its pose (still written
  in the parent's scope) becomes the model's pose, the link it is attached to
  the model's ``canonical_link``;
* ``A::B::x`` gives a model ``B`` inside a model ``A``;
* references from outside (``P::x``) are already valid 1.8 scoped names.

A flattened entity can only have referred to its own model's entities. One
that names something without the prefix (say ``P::joint`` with the parent
``base``) cannot be placed in 1.8's scopes; that prefix is then left as it is
and every such reference is reported as a ``CONVERSION_ERROR``.

Unlike libsdformat, every model is unflattened, including a model at the top
of a file and models nested in models; and a sibling named ``PX::y`` is not
taken to belong to ``P``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from lxml import etree

from sdformat_runtime.errors import Error, ErrorCode
from sdformat_runtime.versions import version_key
from sdformat_semantics.migration.rewrite_log import RewriteLog

SEPARATOR = "::"
MODEL_FRAME = "__model__"
ENTITY_TAGS = ("frame", "joint", "link", "model", "gripper")
"""Children of a model that flattening renamed with the prefix."""

NESTED_SINCE = "1.8"
"""The version that has nested models and reserves ``::``: older documents are unflattened."""

Edit = Callable[[], None]


def unflattened_depth(root: etree._Element) -> tuple[int, etree._Element | None]:
    """The deepest element depth unflattening ``root`` makes, and the element that reaches it.

    Each ``::`` of a name nests the entity one model deeper. Known before
    rebuilding anything, so a hostile name of thousands of segments (whose
    rebuild costs time quadratic in its length) is refused without one.
    """
    deepest, where = 0, None
    # The name attributes, not the elements holding one: lxml's XPath is several times
    # faster over ``//@name`` than over ``//*[...]``, the same elements in the same order.
    names = root.xpath("//@name[contains(., '::')]")
    for name in names if isinstance(names, list) else ():
        element = name.getparent() if isinstance(name, etree._ElementUnicodeResult) else None
        if element is None:
            continue
        depth = sum(1 for _ in element.iterancestors()) + 1 + element.get("name", "").count("::")
        if depth > deepest:
            deepest, where = depth, element
    return deepest, where


def too_deep_once_unflattened(
    top: etree._Element, declared: str, limit: int, depth_above: int, file: str | None
) -> Error | None:
    """An error when rebuilding the nested models of ``a::b::c`` names would nest too deep.

    ``limit`` is the deepest element depth allowed (``max_element_depth``);
    ``depth_above`` the depth an included file's root replaces.
    """
    if version_key(declared) >= version_key(NESTED_SINCE):
        return None
    deepest, element = unflattened_depth(top)
    if element is None or deepest + depth_above <= limit:
        return None
    name = element.get("name", "")
    shown = name if len(name) <= 60 else name[:60] + "..."
    message = (
        f"name '{shown}' would nest elements {deepest + depth_above} "
        f"levels deep when its models are rebuilt for {NESTED_SINCE}, over the limit of "
        f"{limit} levels (max_element_depth) after migration"
    )
    line = element.sourceline if isinstance(element.sourceline, int) else None
    return Error(ErrorCode.FILE_READ, message, file, line)


def unflatten_model(model: etree._Element, log: RewriteLog) -> None:
    """Rebuild the nested models of one model element, and of the models in it.

    Prefixes are rebuilt in the order of their first entity. The children are
    grouped once: a rebuild only moves its own members out and appends its
    model, so the groups of the other prefixes stay as they were, and one
    entity per prefix (thousands in a hostile file) stays linear. Models are
    visited with a stack of their pending steps rather than by recursion: a
    name of 1,200 ``::`` segments nests 1,200 models, deeper than Python's
    recursion limit (the element depth limit is checked after migration).
    """
    if not any(
        child.tag == "model" or SEPARATOR in child.get("name", "")
        for child in model
        if child.tag in ENTITY_TAGS
    ):
        return  # no flattened name and no nested model: the common case, read once
    pending: list[Iterator[etree._Element]] = [_unflatten_steps(model, log)]
    while pending:
        inner = next(pending[-1], None)
        if inner is None:
            pending.pop()
        else:
            pending.append(_unflatten_steps(inner, log))


def _unflatten_steps(model: etree._Element, log: RewriteLog) -> Iterator[etree._Element]:
    """Unflatten one model, yielding each model inside it that needs the same, in order."""
    flattened = False
    for child in _children(model, ENTITY_TAGS):
        if SEPARATOR in child.get("name", ""):
            flattened = True
        elif child.tag == "model":
            yield child
    if not flattened:  # nothing to rebuild: the common case, without indexing the siblings
        return
    siblings = _Siblings(model)
    for prefix, members in siblings.groups.items():
        nested = _rebuild(siblings, prefix, members, log)
        if nested is not None:
            yield nested


def _children(element: etree._Element, tags: tuple[str, ...]) -> list[etree._Element]:
    return [child for child in element if child.tag in tags]


def _prefix_of(name: str) -> str | None:
    return name.split(SEPARATOR, 1)[0] if SEPARATOR in name else None


class _Siblings:
    """The entities of one model, indexed once for every prefix's rebuild.

    Attributes:
        groups: Entities by the prefix of their name, prefixes in order of appearance.
        by_name: The first entity of each name.
        grippers: Grippers without a prefix by the one prefix all their links carry.
    """

    def __init__(self, model: etree._Element) -> None:
        self.model = model
        entities = _children(model, ENTITY_TAGS)
        self.groups: dict[str, list[etree._Element]] = {}
        self.by_name: dict[str, etree._Element] = {}
        self.grippers: dict[str, list[etree._Element]] = {}
        for entity in entities:
            name = entity.get("name", "")
            self.by_name.setdefault(name, entity)
            prefix = _prefix_of(name)
            if prefix is not None:
                self.groups.setdefault(prefix, []).append(entity)
            elif entity.tag == "gripper":
                owner = _gripper_owner(entity)
                if owner is not None:
                    self.grippers.setdefault(owner, []).append(entity)
        self.static = (model.findtext("static") or "").strip().lower() in ("true", "1")
        self._links = _FirstPresent(model, [e for e in entities if e.tag == "link"])
        self._models = _FirstPresent(model, [e for e in entities if e.tag == "model"])

    def first_link(self) -> etree._Element | None:
        """The model's first link now (links only ever leave it)."""
        return self._links.first()

    def first_model(self) -> etree._Element | None:
        """The model's first nested model now (rebuilt ones are appended)."""
        return self._models.first()

    def append(self, nested: etree._Element) -> None:
        """Add a rebuilt model at the end of the model."""
        self.model.append(nested)
        self._models.items.append(nested)


class _FirstPresent:
    """The first of some children in document order that is still a child (amortised O(1))."""

    def __init__(self, parent: etree._Element, items: list[etree._Element]) -> None:
        self.parent = parent
        self.items = items
        self._next = 0

    def first(self) -> etree._Element | None:
        while (
            self._next < len(self.items) and self.items[self._next].getparent() is not self.parent
        ):
            self._next += 1  # moved into a rebuilt model: never comes back
        return self.items[self._next] if self._next < len(self.items) else None


class _Rebuild:
    """The members of one prefix and the reference rewrites they need, checked before any edit."""

    def __init__(self, model: etree._Element, prefix: str, log: RewriteLog) -> None:
        self.model = model
        self.prefix = prefix
        self.log = log
        self.scoped = prefix + SEPARATOR
        self.edits: list[Edit] = []
        self.failed = False

    def strip(
        self, element: etree._Element, what: str, value: str | None, store: Callable[[str], None]
    ) -> None:
        """Queue the prefix's removal from a reference, or report a reference that leaves it."""
        if value is None or not value.strip():
            return
        value = value.strip()
        if value.startswith(self.scoped) and len(value) > len(self.scoped):
            local = value[len(self.scoped) :]
            self.edits.append(lambda: store(local))
            return
        if what == "parent" and value == "world":
            return
        owner = self.member_of(element)
        message = (
            f"<{owner.tag}> '{owner.get('name')}' was flattened from model '{self.prefix}' but "
            f"its {what} '{value}' is not in '{self.prefix}' (it has no '{self.scoped}' prefix); "
            f"a nested model may only refer to its own frames, so '{self.prefix}' "
            "cannot be rebuilt"
        )
        self.log.error(ErrorCode.CONVERSION_ERROR, message, element)
        self.failed = True

    def member_of(self, element: etree._Element) -> etree._Element:
        current = element
        while current.getparent() is not None and current.getparent() is not self.model:
            parent = current.getparent()
            assert parent is not None
            current = parent
        return current


def _rebuild(
    siblings: _Siblings, prefix: str, named: list[etree._Element], log: RewriteLog
) -> etree._Element | None:
    """Move the members of ``prefix`` into a new nested model; None when that is impossible.

    ``named`` are the entities whose names carry the prefix; grippers whose
    links all carry it join them.
    """
    model = siblings.model
    work = _Rebuild(model, prefix, log)
    members = [*named, *siblings.grippers.get(prefix, ())]
    outer = model.get("name", "")
    sibling = siblings.by_name.get(prefix)
    if sibling is not None:
        message = (
            f"cannot rebuild nested model '{prefix}' from the flattened names in model "
            f"'{outer}': a sibling <{sibling.tag}> is already named '{prefix}'"
        )
        log.error(ErrorCode.CONVERSION_ERROR, message, sibling)
        return None
    frame = next(
        (m for m in members if m.tag == "frame" and m.get("name") == work.scoped + MODEL_FRAME),
        None,
    )
    canonical: list[str] = []
    if frame is not None:
        work.strip(frame, "attached_to", frame.get("attached_to"), canonical.append)
    for member in members:
        if member is not frame:
            _queue_references(work, member)
    if work.failed:
        return None

    if frame is not None and _moves_the_model(frame.find("pose")):
        _warn_implicit_poses(work, members)
    had_implicit_canonical = _implicit_canonical_link(siblings)
    nested = etree.Element("model", name=prefix)
    nested.sourceline = members[0].sourceline
    for edit in work.edits:
        edit()
    if canonical and canonical[0] != MODEL_FRAME:
        nested.set("canonical_link", canonical[0])
    if frame is not None:
        pose = frame.find("pose")
        if pose is not None:
            nested.append(pose)
        model.remove(frame)
    for member in members:
        if member is frame:
            continue
        name = member.get("name", "")
        if name.startswith(work.scoped):
            member.set("name", name[len(work.scoped) :])
        nested.append(member)
    siblings.append(nested)
    _keep_canonical_link(siblings, had_implicit_canonical, prefix)
    log.count(
        f"unflatten: model '{prefix}' rebuilt inside model '{outer}' "
        f"from {len(members)} flattened entities"
    )
    return nested


def _moves_the_model(pose: etree._Element | None) -> bool:
    """Whether the rebuilt model's pose differs from its parent's frame (the identity)."""
    if pose is None:
        return False
    if (pose.get("relative_to") or "__model__").strip() != MODEL_FRAME:
        return True
    try:
        values = [float(v) for v in (pose.text or "").split()]
    except ValueError:
        return True
    return any(values)


def _warn_implicit_poses(work: _Rebuild, members: list[etree._Element]) -> None:
    """Say which entities move: in 1.7 their implicit pose was relative to the parent model.

    In the rebuilt model the same implicit pose is relative to the nested
    model, and 1.8 has no way to name the parent's frame from inside it.
    Flattening always wrote ``relative_to``, so this only meets hand-written files.
    """
    for member in members:
        if member.tag not in ("link", "model", "frame") or member.get("attached_to"):
            continue
        pose = member.find("pose")
        if pose is None or not (pose.get("relative_to") or "").strip():
            message = (
                f"<{member.tag}> '{member.get('name')}' has no pose relative_to: in 1.7 it was "
                f"placed in model '{work.model.get('name')}', after rebuilding it is placed in "
                f"the nested model '{work.prefix}', whose frame differs; its resolved pose changes"
            )
            work.log.warning(ErrorCode.POSE_CHANGED_BY_MIGRATION, message, member)


def _gripper_owner(gripper: etree._Element) -> str | None:
    """The prefix every gripper link of an unprefixed gripper carries (as libsdformat decides)."""
    links = [(g.text or "").strip() for g in gripper.findall("gripper_link")]
    owners = {_prefix_of(link) for link in links}
    if len(owners) != 1:
        return None
    return owners.pop()


def _queue_references(work: _Rebuild, member: etree._Element) -> None:
    """Queue the prefix removal in every reference a member makes to its own model."""
    tag = member.tag
    if tag == "frame":
        work.strip(member, "attached_to", member.get("attached_to"), _setter(member, "attached_to"))
    if tag == "model":  # its own content is already in its own scope
        own_pose = member.find("pose")
        if own_pose is not None:
            _queue_pose(work, own_pose)
        return
    if tag == "gripper":
        for link in [*member.findall("gripper_link"), *member.findall("palm_link")]:
            work.strip(link, f"<{link.tag}>", link.text, _text_setter(link))
        return
    if tag == "joint":
        for end in ("parent", "child"):
            found = member.find(end)
            if found is not None:
                work.strip(found, end, found.text, _text_setter(found))
        for axis in ("axis", "axis2"):
            xyz = member.find(f"{axis}/xyz")
            if xyz is not None:
                expressed_in = xyz.get("expressed_in")
                store = _setter(xyz, "expressed_in")
                work.strip(xyz, f"{axis} expressed_in", expressed_in, store)
    for pose in _poses(member):
        _queue_pose(work, pose)


def _queue_pose(work: _Rebuild, pose: etree._Element) -> None:
    work.strip(pose, "pose relative_to", pose.get("relative_to"), _setter(pose, "relative_to"))


def _poses(element: etree._Element) -> Iterator[etree._Element]:
    """Every ``<pose>`` in an entity, outside plugins and namespaced content, in document order."""
    pending = list(element)[::-1]  # a stack: elements nest as deep as the document does
    while pending:
        child = pending.pop()
        if not isinstance(child.tag, str) or child.tag.startswith("{") or child.tag == "plugin":
            continue
        if child.tag == "pose":
            yield child
        else:
            pending.extend(list(child)[::-1])


def _setter(element: etree._Element, attribute: str) -> Callable[[str], None]:
    return lambda value: element.set(attribute, value)


def _text_setter(element: etree._Element) -> Callable[[str], None]:
    def store(value: str) -> None:
        element.text = value

    return store


def _implicit_canonical_link(siblings: _Siblings) -> str | None:
    """The first link's name when the model's canonical link is implicit, else None."""
    if siblings.model.get("canonical_link") or siblings.static:
        return None
    first = siblings.first_link()
    return first.get("name") if first is not None else None


def _keep_canonical_link(siblings: _Siblings, before: str | None, prefix: str) -> None:
    """Keep the parent's implicit canonical link when its first link moved into the new model.

    Without this the parent would silently take another link (or another
    nested model) as its canonical link and frames attached to its model frame
    would move to a different body.
    """
    scoped = prefix + SEPARATOR
    if before is None or not before.startswith(scoped):
        return
    first_model = siblings.first_model()
    if siblings.first_link() is not None or (
        first_model is not None and first_model.get("name") != prefix
    ):
        siblings.model.set("canonical_link", before)
