// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file event_sim.h
/// Building blocks of the discrete-event simulations (the convoy simulation of model/streams):
/// random numbers that give the same run on every platform, a growing FIFO and a tournament
/// tree of pending events.

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <random>
#include <vector>

namespace accel::sim {

/// Random numbers from std::mt19937_64 with conversions that do not depend on the standard
/// library's distributions (their algorithms are implementation-defined), so that a seed
/// gives the same run on every platform.
class Rng {
public:
  explicit Rng(std::uint64_t seed) : e_(seed) {}
  /// Uniform on [0, 1) with 53 random bits.
  double uniform() { return static_cast<double>(e_() >> 11) * 0x1.0p-53; }
  /// Exponential with the given mean (inversion).
  double exponential(double mean) { return -mean * std::log1p(-uniform()); }
  /// Uniform integer in [0, n), n >= 1.
  std::int64_t below(std::int64_t n)
  {
    const auto k = static_cast<std::int64_t>(uniform() * static_cast<double>(n));
    return std::clamp<std::int64_t>(k, 0, n - 1);
  }

private:
  std::mt19937_64 e_;
};

/// splitmix64 (Steele, Lea & Flood 2014): independent seeds for the engines from one seed.
inline std::uint64_t splitmix64(std::uint64_t& state)
{
  std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

/// A FIFO on a power-of-two ring buffer that grows when full.
template <class T>
class Fifo {
public:
  bool empty() const { return size_ == 0; }
  std::size_t size() const { return size_; }
  const T& front() const { return buf_[head_]; }
  void push(const T& x)
  {
    if (size_ == buf_.size())
      grow();
    buf_[(head_ + size_) & (buf_.size() - 1)] = x;
    ++size_;
  }
  void pop()
  {
    head_ = (head_ + 1) & (buf_.size() - 1);
    --size_;
  }

private:
  void grow()
  {
    std::vector<T> next(std::max<std::size_t>(8, 2 * buf_.size()));
    for (std::size_t i = 0; i < size_; ++i)
      next[i] = buf_[(head_ + i) & (buf_.size() - 1)];
    buf_.swap(next);
    head_ = 0;
  }
  std::vector<T> buf_;
  std::size_t head_ = 0;
  std::size_t size_ = 0;
};

/// The pending events of a simulation in which every actor (a disk, a stream, a source) has at
/// most one: a tournament tree over the actors (one leaf each) finds the earliest in O(1) and
/// updates in O(log n), each node holding its subtree's earliest (time, leaf). Equal times go
/// to the lower leaf, a total order that does not depend on the order of scheduling. A leaf
/// with no event holds kNever.
class EventTree {
public:
  static constexpr double kNever = std::numeric_limits<double>::infinity();

  explicit EventTree(int leaves)
  {
    while (size_ < leaves)
      size_ *= 2;
    node_.assign(static_cast<std::size_t>(2 * size_), Node{});
    for (int i = 0; i < size_; ++i)
      node_[static_cast<std::size_t>(size_ + i)].leaf = i;
    for (int n = size_ - 1; n >= 1; --n)
      node_[static_cast<std::size_t>(n)] = node_[static_cast<std::size_t>(2 * n)];
  }
  int earliest() const { return node_[1].leaf; }
  double earliestTime() const { return node_[1].t; }
  void set(int leaf, double t)
  {
    // The subtree's winner climbs in registers, met at each level by its sibling's (whose
    // loads do not wait on the level below), every level to the root: a fixed number of
    // steps and no branch on the data (which of two is earlier is a coin toss to the
    // processor's branch predictor). The left child holds the lower leaves, so "ties go to
    // the left" is the order of (time, leaf).
    std::size_t n = static_cast<std::size_t>(size_ + leaf);
    node_[n].t = t;
    double wt = t;
    int wl = leaf;
    for (; n > 1; n /= 2) {
      const double st = node_[n ^ 1].t;
      const int sl = node_[n ^ 1].leaf;
      const int sibling = -static_cast<int>((st < wt) | ((st == wt) & (sl < wl)));  // ~0 if it wins
      wl = (sl & sibling) | (wl & ~sibling);
      wt = std::min(st, wt);
      node_[n / 2] = Node{wt, wl};
    }
  }

private:
  struct Node {
    double t = kNever;
    int leaf = 0;
  };
  int size_ = 1;
  std::vector<Node> node_;
};

}  // namespace accel::sim
