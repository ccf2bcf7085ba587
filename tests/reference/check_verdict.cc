// What `ign sdf --check FILE` of libsdformat 12 decides, as one JSON line.
//
// Usage: check_verdict FILE
//
// Calls the library's own `cmdCheck` (what the command-line tool runs: Root::Load,
// then, when that returned no error, canonical links, joint parent/child
// names, both frame graphs, unique names among siblings of any type and a
// second read) and prints on stdout
//   {"valid": BOOL, "errors": [{"code": NAME, "message": TEXT}, ...]}
// with the errors of Root::Load for an invalid file (none when a later step
// failed).  The tool's own messages go to stderr.  Included files are searched
// through SDF_PATH, like the tool.  Always exits 0 once the argument is given.
//
// Build: g++ -std=c++17 -O1 check_verdict.cc
//          $(pkg-config --cflags --libs sdformat12) -o check_verdict  (one line)

#include <iostream>
#include <sstream>
#include <string>

#include <sdf/Error.hh>
#include <sdf/Root.hh>

namespace
{
// Names of sdf::ErrorCode in declaration order (sdformat 12.3 Error.hh).
const char *const kCodes[] = {
  "NONE", "FILE_READ", "DUPLICATE_NAME", "RESERVED_NAME", "ATTRIBUTE_MISSING",
  "ATTRIBUTE_INVALID", "ATTRIBUTE_DEPRECATED", "ATTRIBUTE_INCORRECT_TYPE",
  "ELEMENT_MISSING", "ELEMENT_INVALID", "ELEMENT_DEPRECATED",
  "ELEMENT_INCORRECT_TYPE", "URI_INVALID", "URI_LOOKUP",
  "DIRECTORY_NONEXISTANT", "MODEL_CANONICAL_LINK_INVALID",
  "MODEL_WITHOUT_LINK", "NESTED_MODELS_UNSUPPORTED", "LINK_INERTIA_INVALID",
  "JOINT_CHILD_LINK_INVALID", "JOINT_PARENT_LINK_INVALID",
  "JOINT_PARENT_SAME_AS_CHILD", "FRAME_ATTACHED_TO_INVALID",
  "FRAME_ATTACHED_TO_CYCLE", "FRAME_ATTACHED_TO_GRAPH_ERROR",
  "POSE_RELATIVE_TO_INVALID", "POSE_RELATIVE_TO_CYCLE",
  "POSE_RELATIVE_TO_GRAPH_ERROR", "STRING_READ",
  "MODEL_PLACEMENT_FRAME_INVALID", "VERSION_DEPRECATED",
  "MERGE_INCLUDE_UNSUPPORTED"};

std::string Quoted(const std::string &_text)
{
  std::ostringstream out;
  out << '"';
  for (const char c : _text)
  {
    switch (c)
    {
      case '"': out << "\\\""; break;
      case '\\': out << "\\\\"; break;
      case '\n': out << "\\n"; break;
      case '\t': out << "\\t"; break;
      default:
        if (static_cast<unsigned char>(c) < 0x20)
          out << ' ';
        else
          out << c;
    }
  }
  out << '"';
  return out.str();
}

void Print(bool _valid, const sdf::Errors &_errors)
{
  std::cout << "{\"valid\": " << (_valid ? "true" : "false")
            << ", \"errors\": [";
  bool first = true;
  for (const auto &error : _errors)
  {
    const auto index = static_cast<size_t>(error.Code());
    const char *name = index < sizeof(kCodes) / sizeof(kCodes[0])
        ? kCodes[index] : "UNKNOWN";
    std::cout << (first ? "" : ", ") << "{\"code\": " << Quoted(name)
              << ", \"message\": " << Quoted(error.Message()) << "}";
    first = false;
  }
  std::cout << "]}" << std::endl;
}
}  // namespace

// The function behind `ign sdf --check` (src/ign.cc), exported by the library.
extern "C" int cmdCheck(const char *_path);

int main(int _argc, char **_argv)
{
  if (_argc != 2)
  {
    std::cerr << "usage: check_verdict FILE" << std::endl;
    return 2;
  }
  // The command-line tool's own check: 0 for "Valid.", -1 otherwise.  It
  // prints its messages itself (to stderr, "Valid." to stdout).
  const int verdict = cmdCheck(_argv[1]);
  if (verdict == 0)
  {
    Print(true, {});
    return 0;
  }
  // The tool stops at the first failing step; Root::Load's errors say why
  // when that step was the load (they are empty when a later check failed).
  sdf::Root root;
  Print(false, root.Load(_argv[1]));
  return 0;
}
