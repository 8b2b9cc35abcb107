// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file decimate.h
/// Decimation of long time series for plotting, keeping their extremes.

#include <algorithm>
#include <array>
#include <cstddef>
#include <limits>
#include <vector>

namespace accel {

/// One point of a series: time (s) and value (unit in the series' name).
struct SeriesPoint {
  double t_s = 0;
  double value = 0;
};

/// M4 aggregation of several series sampled at the same instants (Jugel et al., "M4: a
/// visualization-oriented time series data aggregation", VLDB 2014): per time bucket the
/// first, last, lowest and highest point of each series, in time order, so that the drawn
/// series keeps every extreme. Times must not decrease.
template <std::size_t N>
class M4Decimator {
public:
  using Values = std::array<double, N>;

  /// `buckets` time buckets over [0, horizon_s].
  M4Decimator(double horizon_s, int buckets)
      : buckets_(std::max(buckets, 1)), per_s_(horizon_s > 0 ? buckets_ / horizon_s : 0.0)
  {
  }

  void add(double t, const Values& v)
  {
    const double pos = t * per_s_;
    if (!(pos < next_pos_))  // times do not decrease: only a later point leaves the bucket
      nextBucket(pos);
    if (n_ < 4) {
      raw_t_[static_cast<std::size_t>(n_)] = t;
      raw_v_[static_cast<std::size_t>(n_)] = v;
    }
    for (std::size_t c = 0; c < N; ++c) {
      if (n_ == 0 || v[c] < lo_[c].v)
        lo_[c] = {t, v[c], n_};
      if (n_ == 0 || v[c] > hi_[c].v)
        hi_[c] = {t, v[c], n_};
      last_v_[c] = v[c];  // one by one: a block copy would stall on the stores just made
    }
    last_t_ = t;
    ++n_;
  }

  /// The values of the last point added (zeros before the first).
  const Values& lastValues() const { return last_v_; }

  /// The decimated series, one per value.
  std::array<std::vector<SeriesPoint>, N> finish()
  {
    flush(-1);
    return std::move(out_);
  }

private:
  struct Pt {
    double t = 0;
    double v = 0;
    long seq = 0;
  };

  /// Enters the bucket of position `pos` (time x buckets per second) if it is another one.
  void nextBucket(double pos)
  {
    const int b = !(pos > 0) ? 0 : pos >= buckets_ ? buckets_ - 1 : static_cast<int>(pos);
    if (b != bucket_)
      flush(b);
    next_pos_ =
        b + 1 < buckets_ ? static_cast<double>(b + 1) : std::numeric_limits<double>::infinity();
  }

  void flush(int next_bucket)
  {
    for (std::size_t c = 0; c < N && n_ > 0; ++c) {
      std::vector<SeriesPoint>& out = out_[c];
      if (n_ <= 4) {
        for (std::size_t i = 0; i < static_cast<std::size_t>(n_); ++i)
          out.push_back({raw_t_[i], raw_v_[i][c]});
        continue;
      }
      std::array<Pt, 4> keep = {Pt{raw_t_[0], raw_v_[0][c], 0}, lo_[c], hi_[c],
                                Pt{last_t_, last_v_[c], n_ - 1}};
      std::sort(keep.begin(), keep.end(), [](const Pt& a, const Pt& b) { return a.seq < b.seq; });
      for (std::size_t i = 0; i < keep.size(); ++i)
        if (i == 0 || keep[i].seq != keep[i - 1].seq)
          out.push_back({keep[i].t, keep[i].v});
    }
    bucket_ = next_bucket;
    n_ = 0;
  }

  int buckets_;
  double per_s_;
  int bucket_ = -1;
  /// The position where the next bucket starts (-inf before the first point).
  double next_pos_ = -std::numeric_limits<double>::infinity();
  long n_ = 0;
  std::array<double, 4> raw_t_{};
  std::array<Values, 4> raw_v_{};
  std::array<Pt, N> lo_{};
  std::array<Pt, N> hi_{};
  double last_t_ = 0;
  Values last_v_{};
  std::array<std::vector<SeriesPoint>, N> out_;
};

}  // namespace accel
