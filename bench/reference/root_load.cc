// Times libsdformat's Root::Load on one file, then resolves the pose of every
// link of every model (nested ones too) in its world or top-level model, as our
// full-load benchmark does.
//
// Usage: root_load FILE REPEATS MIN_SECONDS [--undefined-is-error]
// Runs the load at least once and at most REPEATS times, stopping after the
// run that brings the total past MIN_SECONDS. Times are the process's CPU
// time, as for the Python readers (bench/worker.py says why). Prints one line:
//   <best seconds> <error count of the first run> <peak RSS growth in KiB>
// and the first run's errors on stderr. The RSS growth is the process's peak
// resident set during the first run (VmHWM, reset just before it) minus its
// resident set before, the figure the Python readers report too.
// --undefined-is-error makes elements and attributes the declared version does
// not define errors, as well as every warning (used when a file's version was
// lowered so that this library can read it: any such error means the file
// needs the newer version).
// Build: g++ -std=c++17 -O2 root_load.cc $(pkg-config --cflags --libs sdformat12)
#include <time.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <string>

#include <sdf/sdf.hh>

namespace
{
double CpuSeconds()
{
  struct timespec now;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
  return static_cast<double>(now.tv_sec) + 1e-9 * static_cast<double>(now.tv_nsec);
}

// A size in kB from /proc/self/status ("VmRSS", "VmHWM"), or -1.
long StatusKiB(const char *field)
{
  std::ifstream status("/proc/self/status");
  std::string line;
  const std::string prefix = std::string(field) + ":";
  while (std::getline(status, line))
  {
    if (line.compare(0, prefix.size(), prefix) == 0)
      return std::atol(line.c_str() + prefix.size());
  }
  return -1;
}

// Makes the peak resident set the current one; returns the current one in kB.
long ResetPeakRssKiB()
{
  std::ofstream("/proc/self/clear_refs") << "5";
  return StatusKiB("VmRSS");
}

// Resolves the pose of every link of the model and of its nested models in
// the scope the model's own pose is given in.
void ResolveLinks(const sdf::Model &model,
                  const ignition::math::Pose3d &modelInScope)
{
  for (uint64_t l = 0; l < model.LinkCount(); ++l)
  {
    ignition::math::Pose3d linkInModel;
    model.LinkByIndex(l)->SemanticPose().Resolve(linkInModel, "__model__");
    const ignition::math::Pose3d linkInScope = modelInScope * linkInModel;
    (void)linkInScope;
  }
  for (uint64_t m = 0; m < model.ModelCount(); ++m)
  {
    const sdf::Model *nested = model.ModelByIndex(m);
    ignition::math::Pose3d nestedInModel;
    nested->SemanticPose().Resolve(nestedInModel, "__model__");
    ResolveLinks(*nested, modelInScope * nestedInModel);
  }
}

void ResolveAllLinks(const sdf::Root &root)
{
  for (uint64_t w = 0; w < root.WorldCount(); ++w)
  {
    const sdf::World *world = root.WorldByIndex(w);
    for (uint64_t m = 0; m < world->ModelCount(); ++m)
    {
      const sdf::Model *model = world->ModelByIndex(m);
      ignition::math::Pose3d modelInWorld;
      model->SemanticPose().Resolve(modelInWorld, "world");
      ResolveLinks(*model, modelInWorld);
    }
  }
  if (root.Model() != nullptr)
    ResolveLinks(*root.Model(), ignition::math::Pose3d::Zero);
}
}  // namespace

int main(int argc, char **argv)
{
  if (argc != 4 && argc != 5)
  {
    std::fprintf(stderr,
        "usage: root_load FILE REPEATS MIN_SECONDS [--undefined-is-error]\n");
    return 2;
  }
  const int repeats = std::atoi(argv[2]);
  const double minSeconds = std::atof(argv[3]);
  sdf::ParserConfig config;
  if (argc == 5 && std::strcmp(argv[4], "--undefined-is-error") == 0)
  {
    config.SetUnrecognizedElementsPolicy(sdf::EnforcementPolicy::ERR);
    config.SetWarningsPolicy(sdf::EnforcementPolicy::ERR);
  }

  double best = 1e30;
  double total = 0.0;
  std::size_t firstErrors = 0;
  long rssGrowth = 0;
  for (int run = 0; run < repeats && (run == 0 || total < minSeconds); ++run)
  {
    const long rssBefore = run == 0 ? ResetPeakRssKiB() : 0;
    const double start = CpuSeconds();
    sdf::Root root;
    const sdf::Errors errors = root.Load(argv[1], config);
    ResolveAllLinks(root);
    const double elapsed = CpuSeconds() - start;
    if (run == 0)
    {
      rssGrowth = StatusKiB("VmHWM") - rssBefore;
      firstErrors = errors.size();
      for (const sdf::Error &error : errors)
        std::cerr << error << "\n";
    }
    total += elapsed;
    if (elapsed < best)
      best = elapsed;
  }
  std::printf("%.9f %zu %ld\n", best, firstErrors, rssGrowth);
  return 0;
}
