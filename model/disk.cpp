#include "model/disk.h"

#include <algorithm>
#include <cmath>

namespace accel {

double SeekCurve::at(double f) const
{
  if (f <= 0)
    return 0.0;
  f = std::min(f, 1.0);
  return t1_ms + a_ms * f + b_ms * std::sqrt(f);
}

SeekCurve fitSeekCurve(double track_ms, double avg_ms, double full_ms)
{
  SeekCurve c;
  c.t1_ms = track_ms;
  c.b_ms = (5.0 / 3.0) * (3.0 * avg_ms - full_ms - 2.0 * track_ms);
  c.a_ms = full_ms - track_ms - c.b_ms;
  // B >= 0  <=>  avg >= (full + 2 t1) / 3;  A + B/2 >= 0  <=>  avg <= (2.2 full + 0.8 t1) / 3.
  c.avg_min_ms = (full_ms + 2.0 * track_ms) / 3.0;
  c.avg_max_ms = (2.2 * full_ms + 0.8 * track_ms) / 3.0;
  const double eps = 1e-9 * std::max(1.0, full_ms);
  c.physical = c.b_ms >= -eps && c.a_ms + c.b_ms / 2.0 >= -eps && full_ms >= track_ms;
  return c;
}

}  // namespace accel
