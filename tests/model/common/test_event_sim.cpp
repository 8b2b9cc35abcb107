// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include <catch2/catch.hpp>

#include <random>
#include <vector>

#include "model/common/event_sim.h"

using accel::sim::EventTree;
using accel::sim::Fifo;

TEST_CASE("The event tree's earliest is a scan's, ties to the lowest leaf", "[sim]")
{
  // Times drawn from a few values (and "never") so that ties are common; leaf counts on
  // and off powers of two.
  const std::vector<double> times = {0.0, 1.0, 1.0, 2.5, 7.0, EventTree::kNever};
  std::mt19937 rng(20261127);
  for (const int leaves : {1, 2, 3, 5, 57, 64, 65, 300}) {
    EventTree tree(leaves);
    std::vector<double> scan(static_cast<std::size_t>(leaves), EventTree::kNever);
    for (int op = 0; op < 4000; ++op) {
      const int leaf = std::uniform_int_distribution<int>(0, leaves - 1)(rng);
      const double t = times[std::uniform_int_distribution<std::size_t>(0, times.size() - 1)(rng)];
      tree.set(leaf, t);
      scan[static_cast<std::size_t>(leaf)] = t;
      int best = 0;
      for (int i = 1; i < leaves; ++i)
        if (scan[static_cast<std::size_t>(i)] < scan[static_cast<std::size_t>(best)])
          best = i;
      INFO("leaves " << leaves << ", operation " << op);
      REQUIRE(tree.earliestTime() == scan[static_cast<std::size_t>(best)]);
      REQUIRE(tree.earliest() == best);
    }
  }
}

TEST_CASE("The event FIFO keeps its order as it grows and wraps", "[sim]")
{
  Fifo<int> q;
  int next_in = 0, next_out = 0;
  std::mt19937 rng(7);
  for (int op = 0; op < 5000; ++op) {
    if (q.empty() || std::uniform_int_distribution<int>(0, 2)(rng) > 0) {
      q.push(next_in++);
    } else {
      REQUIRE(q.front() == next_out++);
      q.pop();
    }
    REQUIRE(q.size() == static_cast<std::size_t>(next_in - next_out));
  }
  while (!q.empty()) {
    REQUIRE(q.front() == next_out++);
    q.pop();
  }
  CHECK(next_out == next_in);
}
