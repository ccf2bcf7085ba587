// Times libsdformat's Root::Load on one file, then resolves every link of every
// world model to the world, as our full-load benchmark does. Prints the best
// time of several runs in seconds and the error count of the last run.
// Build: g++ -std=c++17 -O2 root_load.cc $(pkg-config --cflags --libs sdformat12)
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>

#include <sdf/sdf.hh>

int main(int argc, char **argv)
{
  if (argc != 3)
  {
    std::fprintf(stderr, "usage: root_load FILE REPEATS\n");
    return 2;
  }
  const int repeats = std::atoi(argv[2]);
  double best = 1e30;
  std::size_t errorCount = 0;
  for (int run = 0; run < repeats; ++run)
  {
    const auto start = std::chrono::steady_clock::now();
    sdf::Root root;
    const sdf::Errors errors = root.Load(argv[1]);
    errorCount = errors.size();
    for (uint64_t w = 0; w < root.WorldCount(); ++w)
    {
      const sdf::World *world = root.WorldByIndex(w);
      for (uint64_t m = 0; m < world->ModelCount(); ++m)
      {
        const sdf::Model *model = world->ModelByIndex(m);
        ignition::math::Pose3d modelPose;
        model->SemanticPose().Resolve(modelPose, "world");
        for (uint64_t l = 0; l < model->LinkCount(); ++l)
        {
          ignition::math::Pose3d linkPose;
          model->LinkByIndex(l)->SemanticPose().Resolve(linkPose, "__model__");
        }
      }
    }
    const std::chrono::duration<double> elapsed =
        std::chrono::steady_clock::now() - start;
    if (elapsed.count() < best)
      best = elapsed.count();
  }
  std::printf("%.9f %zu\n", best, errorCount);
  return 0;
}
