// Dump what libsdformat (the reference implementation) resolves for one file.
//
// Usage: dump_poses FILE.sdf  (or FILE.urdf, which libsdformat converts)
//
// Prints a single JSON object on stdout:
//   {"errors": [{"code": NAME, "message": TEXT}, ...],
//    "version": ROOT_VERSION, "original_version": DECLARED_VERSION,
//    "entities": [{"kind": ..., "name": ..., "pose": [x, y, z, qx, qy, qz, qw],
//                  ...}, ...]}
// Poses are expressed in the root scope: "world" for a world file (first world
// only), the root model's frame for a model file.  Names are scoped from the
// root scope ("A::M::L"); in a model file the root model's name is left out.
// Always exits 0 once arguments are valid, even when loading fails.
//
// Build: g++ -std=c++17 -O1 dump_poses.cc
//          $(pkg-config --cflags --libs sdformat12) -o dump_poses  (one line)

#include <unistd.h>

#include <cmath>
#include <cstdio>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include <ignition/math/Inertial.hh>
#include <ignition/math/Pose3.hh>
#include <ignition/math/Quaternion.hh>
#include <ignition/math/Vector3.hh>
#include <sdf/Element.hh>
#include <sdf/Collision.hh>
#include <sdf/Error.hh>
#include <sdf/Frame.hh>
#include <sdf/Joint.hh>
#include <sdf/JointAxis.hh>
#include <sdf/Link.hh>
#include <sdf/Model.hh>
#include <sdf/Root.hh>
#include <sdf/SemanticPose.hh>
#include <sdf/Visual.hh>
#include <sdf/World.hh>

namespace
{
using Pose = ignition::math::Pose3d;
using Quat = ignition::math::Quaterniond;
using Vec3 = ignition::math::Vector3d;

// Names of sdf::ErrorCode, in declaration order (sdformat 12.3 Error.hh).
const char *const kErrorCodeNames[] = {
  "NONE",
  "FILE_READ",
  "DUPLICATE_NAME",
  "RESERVED_NAME",
  "ATTRIBUTE_MISSING",
  "ATTRIBUTE_INVALID",
  "ATTRIBUTE_DEPRECATED",
  "ATTRIBUTE_INCORRECT_TYPE",
  "ELEMENT_MISSING",
  "ELEMENT_INVALID",
  "ELEMENT_DEPRECATED",
  "ELEMENT_INCORRECT_TYPE",
  "URI_INVALID",
  "URI_LOOKUP",
  "DIRECTORY_NONEXISTANT",
  "MODEL_CANONICAL_LINK_INVALID",
  "MODEL_WITHOUT_LINK",
  "NESTED_MODELS_UNSUPPORTED",
  "LINK_INERTIA_INVALID",
  "JOINT_CHILD_LINK_INVALID",
  "JOINT_PARENT_LINK_INVALID",
  "JOINT_PARENT_SAME_AS_CHILD",
  "FRAME_ATTACHED_TO_INVALID",
  "FRAME_ATTACHED_TO_CYCLE",
  "FRAME_ATTACHED_TO_GRAPH_ERROR",
  "POSE_RELATIVE_TO_INVALID",
  "POSE_RELATIVE_TO_CYCLE",
  "POSE_RELATIVE_TO_GRAPH_ERROR",
  "STRING_READ",
  "MODEL_PLACEMENT_FRAME_INVALID",
  "VERSION_DEPRECATED",
  "MERGE_INCLUDE_UNSUPPORTED",
};

std::string CodeName(sdf::ErrorCode _code)
{
  const auto index = static_cast<std::size_t>(_code);
  const std::size_t count = sizeof(kErrorCodeNames) / sizeof(kErrorCodeNames[0]);
  if (index < count)
    return kErrorCodeNames[index];
  return "UNKNOWN_" + std::to_string(index);
}

std::string JsonString(const std::string &_text)
{
  std::string out = "\"";
  for (const char c : _text)
  {
    const auto byte = static_cast<unsigned char>(c);
    switch (c)
    {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        if (byte < 0x20)
        {
          char buf[8];
          std::snprintf(buf, sizeof(buf), "\\u%04x", byte);
          out += buf;
        }
        else
        {
          out += c;
        }
    }
  }
  return out + "\"";
}

std::string JsonNumber(double _value)
{
  if (!std::isfinite(_value))
    return "null";
  char buf[64];
  std::snprintf(buf, sizeof(buf), "%.17g", _value);
  return buf;
}

std::string JsonPose(const Pose &_pose)
{
  const Vec3 &p = _pose.Pos();
  const Quat &q = _pose.Rot();
  return "[" + JsonNumber(p.X()) + ", " + JsonNumber(p.Y()) + ", " +
         JsonNumber(p.Z()) + ", " + JsonNumber(q.X()) + ", " +
         JsonNumber(q.Y()) + ", " + JsonNumber(q.Z()) + ", " +
         JsonNumber(q.W()) + "]";
}

std::string JsonVec(const Vec3 &_v)
{
  return "[" + JsonNumber(_v.X()) + ", " + JsonNumber(_v.Y()) + ", " +
         JsonNumber(_v.Z()) + "]";
}

std::string JsonCodes(const sdf::Errors &_errors)
{
  std::string out = "[";
  for (std::size_t i = 0; i < _errors.size(); ++i)
  {
    if (i)
      out += ", ";
    out += JsonString(CodeName(_errors[i].Code()));
  }
  return out + "]";
}

// X_AC = X_AB * X_BC, written out so it does not depend on the operand order
// of ignition::math::Pose3::operator* (which changed between math versions).
Pose Compose(const Pose &_aB, const Pose &_bC)
{
  return Pose(_aB.Pos() + _aB.Rot().RotateVector(_bC.Pos()),
              _aB.Rot() * _bC.Rot());
}

// Prefix a name resolved in a model's scope with that model's root-scoped
// prefix ("" for the root scope).  "world" is a root-scope name already.
std::string Scoped(const std::string &_prefix, const std::string &_name)
{
  if (_name == "world")
    return _name;
  return _prefix + _name;
}

// Collects entity objects while walking the DOM.  A field that cannot be
// resolved is replaced by "<field>_resolve_errors" ("resolve_errors" for the
// pose) listing the error codes.
struct Walker
{
  std::vector<std::string> entities;

  // Emit an entity.  `_toModel` is the entity's pose resolved to its own
  // model's frame; `_modelPose` is that model frame in the root scope.
  void Emit(const std::string &_kind, const std::string &_name,
            const sdf::Errors &_poseErrors, const Pose &_toModel,
            const Pose &_modelPose, const std::string &_extra)
  {
    std::string out = "{\"kind\": " + JsonString(_kind) +
                      ", \"name\": " + JsonString(_name);
    if (_poseErrors.empty())
      out += ", \"pose\": " + JsonPose(Compose(_modelPose, _toModel));
    else
      out += ", \"resolve_errors\": " + JsonCodes(_poseErrors);
    out += _extra + "}";
    this->entities.push_back(out);
  }

  // Walk the contents of `_model`, whose frame is `_modelPose` in the root
  // scope and whose members are named `_prefix + name`.  A pose error on a
  // model leaves its contents relative to an unknown frame, so they carry
  // the model's errors too.
  void WalkModel(const sdf::Model &_model, const std::string &_prefix,
                 const Pose &_modelPose, const sdf::Errors &_modelErrors)
  {
    for (uint64_t i = 0; i < _model.LinkCount(); ++i)
    {
      const sdf::Link *link = _model.LinkByIndex(i);
      Pose pose;
      sdf::Errors errors = link->SemanticPose().Resolve(pose, "__model__");
      errors.insert(errors.end(), _modelErrors.begin(), _modelErrors.end());
      this->Emit("link", _prefix + link->Name(), errors, pose, _modelPose,
                 LinkContents(*link));
    }

    for (uint64_t i = 0; i < _model.JointCount(); ++i)
    {
      const sdf::Joint *joint = _model.JointByIndex(i);
      Pose pose;
      sdf::Errors errors = joint->SemanticPose().Resolve(pose, "__model__");
      errors.insert(errors.end(), _modelErrors.begin(), _modelErrors.end());

      std::string extra;
      std::string parent;
      const sdf::Errors parentErrors = joint->ResolveParentLink(parent);
      if (parentErrors.empty())
        extra += ", \"parent_link\": " + JsonString(Scoped(_prefix, parent));
      else
        extra += ", \"parent_link_resolve_errors\": " + JsonCodes(parentErrors);

      std::string child;
      const sdf::Errors childErrors = joint->ResolveChildLink(child);
      if (childErrors.empty())
        extra += ", \"child_link\": " + JsonString(Scoped(_prefix, child));
      else
        extra += ", \"child_link_resolve_errors\": " + JsonCodes(childErrors);

      const sdf::JointAxis *axis = joint->Axis(0);
      if (axis != nullptr)
      {
        Vec3 xyz;
        const sdf::Errors axisErrors = axis->ResolveXyz(xyz, "");
        if (axisErrors.empty())
          extra += ", \"axis_xyz\": " + JsonVec(xyz);
        else
          extra += ", \"axis_xyz_resolve_errors\": " + JsonCodes(axisErrors);

        Vec3 xyzModel;
        const sdf::Errors modelAxisErrors =
            axis->ResolveXyz(xyzModel, "__model__");
        if (modelAxisErrors.empty())
          extra += ", \"axis_xyz_model\": " + JsonVec(xyzModel);
        else
          extra += ", \"axis_xyz_model_resolve_errors\": " +
                   JsonCodes(modelAxisErrors);
      }
      // 12.3 knows only the 1.9 element: radians per metre, the opposite
      // sign of 1.10's screw_thread_pitch.
      if (joint->Type() == sdf::JointType::SCREW)
        extra += ", \"thread_pitch\": " + JsonNumber(joint->ThreadPitch());
      this->Emit("joint", _prefix + joint->Name(), errors, pose, _modelPose,
                 extra);
    }

    for (uint64_t i = 0; i < _model.FrameCount(); ++i)
    {
      const sdf::Frame *frame = _model.FrameByIndex(i);
      Pose pose;
      sdf::Errors errors = frame->SemanticPose().Resolve(pose, "__model__");
      errors.insert(errors.end(), _modelErrors.begin(), _modelErrors.end());
      this->Emit("frame", _prefix + frame->Name(), errors, pose, _modelPose,
                 AttachedBody(*frame, _prefix));
    }

    for (uint64_t i = 0; i < _model.ModelCount(); ++i)
    {
      const sdf::Model *nested = _model.ModelByIndex(i);
      // A nested model's semantic pose lives in its parent model's scope,
      // where "__model__" is the parent model's frame.
      Pose pose;
      sdf::Errors errors = nested->SemanticPose().Resolve(pose, "__model__");
      errors.insert(errors.end(), _modelErrors.begin(), _modelErrors.end());
      const std::string name = _prefix + nested->Name();
      this->Emit("model", name, errors, pose, _modelPose, "");
      this->WalkModel(*nested, name + "::", Compose(_modelPose, pose), errors);
    }
  }

  // A link's mass, centre of mass (in the link frame) and inertia tensor about
  // it (in the link frame, so it does not depend on how the inertial frame is
  // rotated), and the name and pose (in the link frame) of each visual and
  // collision.  What URDF fixed-joint lumping combines and moves.
  static std::string LinkContents(const sdf::Link &_link)
  {
    const ignition::math::Inertiald &inertial = _link.Inertial();
    const auto moi = inertial.Moi();
    std::string out = ", \"mass\": " + JsonNumber(inertial.MassMatrix().Mass()) +
                      ", \"inertial_pose\": " + JsonPose(inertial.Pose()) +
                      ", \"inertia\": [";
    for (int row = 0; row < 3; ++row)
    {
      for (int column = 0; column < 3; ++column)
      {
        if (row || column)
          out += ", ";
        out += JsonNumber(moi(row, column));
      }
    }
    out += "], \"visuals\": [";
    for (uint64_t i = 0; i < _link.VisualCount(); ++i)
    {
      const sdf::Visual *visual = _link.VisualByIndex(i);
      out += std::string(i ? ", " : "") + "[" + JsonString(visual->Name()) + ", " +
             JsonPose(visual->RawPose()) + "]";
    }
    out += "], \"collisions\": [";
    for (uint64_t i = 0; i < _link.CollisionCount(); ++i)
    {
      const sdf::Collision *collision = _link.CollisionByIndex(i);
      out += std::string(i ? ", " : "") + "[" + JsonString(collision->Name()) + ", " +
             JsonPose(collision->RawPose()) + "]";
    }
    return out + "]";
  }

  static std::string AttachedBody(const sdf::Frame &_frame,
                                  const std::string &_prefix)
  {
    std::string body;
    const sdf::Errors errors = _frame.ResolveAttachedToBody(body);
    if (errors.empty())
      return ", \"attached_body\": " + JsonString(Scoped(_prefix, body));
    return ", \"attached_body_resolve_errors\": " + JsonCodes(errors);
  }

  void WalkWorld(const sdf::World &_world)
  {
    for (uint64_t i = 0; i < _world.ModelCount(); ++i)
    {
      const sdf::Model *model = _world.ModelByIndex(i);
      Pose pose;
      const sdf::Errors errors = model->SemanticPose().Resolve(pose, "world");
      this->Emit("model", model->Name(), errors, pose, Pose::Zero, "");
      this->WalkModel(*model, model->Name() + "::", pose, errors);
    }
    for (uint64_t i = 0; i < _world.FrameCount(); ++i)
    {
      const sdf::Frame *frame = _world.FrameByIndex(i);
      Pose pose;
      const sdf::Errors errors = frame->SemanticPose().Resolve(pose, "world");
      this->Emit("frame", frame->Name(), errors, pose, Pose::Zero,
                 AttachedBody(*frame, ""));
    }
    // sdformat 12.3 has no World::JointCount(): world-level joints are not
    // exposed by the DOM, so there is nothing more to walk here.
  }
};
}  // namespace

int main(int _argc, char **_argv)
{
  if (_argc != 2)
  {
    std::cerr << "usage: dump_poses FILE.sdf\n";
    return 2;
  }

  // libsdformat may print diagnostics on stdout; keep stdout for the JSON by
  // pointing fd 1 at stderr while the library runs.
  std::cout.flush();
  std::fflush(stdout);
  const int jsonFd = dup(STDOUT_FILENO);
  dup2(STDERR_FILENO, STDOUT_FILENO);

  std::string json;
  {
    sdf::Root root;
    const sdf::Errors errors = root.Load(_argv[1]);

    Walker walker;
    if (root.WorldCount() > 0)
      walker.WalkWorld(*root.WorldByIndex(0));
    else if (root.Model() != nullptr)
      walker.WalkModel(*root.Model(), "", Pose::Zero, {});

    json = "{\"errors\": [";
    for (std::size_t i = 0; i < errors.size(); ++i)
    {
      if (i)
        json += ", ";
      json += "{\"code\": " + JsonString(CodeName(errors[i].Code())) +
              ", \"message\": " + JsonString(errors[i].Message()) + "}";
    }
    // Version() is the version the DOM was converted to (1.9 for 12.3);
    // the element keeps the version the file declared.
    std::string original;
    if (root.Element() != nullptr)
      original = root.Element()->OriginalVersion();
    json += "], \"version\": " + JsonString(root.Version()) +
            ", \"original_version\": " + JsonString(original) +
            ", \"entities\": [";
    for (std::size_t i = 0; i < walker.entities.size(); ++i)
    {
      if (i)
        json += ", ";
      json += walker.entities[i];
    }
    json += "]}\n";
  }

  std::cout.flush();
  std::fflush(stdout);
  std::size_t written = 0;
  while (written < json.size())
  {
    const ssize_t n =
        write(jsonFd, json.data() + written, json.size() - written);
    if (n <= 0)
      return 1;
    written += static_cast<std::size_t>(n);
  }
  close(jsonFd);
  return 0;
}
