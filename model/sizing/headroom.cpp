// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "model/sizing/headroom.h"

#include <algorithm>
#include <cmath>
#include <map>

#include "model/common/profile.h"
#include "model/sizing/bracket.h"

namespace accel {

namespace {

/// A requirement's bracket on the growth factor: holds at lo, breaks at hi.
struct Search {
  RequirementCheck first;  ///< the row as first seen (kind, subject)
  std::optional<double> lo;
  std::optional<double> hi;
  std::optional<double> lo_score;
  std::optional<double> hi_score;
  int host_at_hi = -1;
};

std::optional<double> scoreOf(const RequirementCheck& c)
{
  if (c.margin && *c.margin > 0)
    return std::log(*c.margin);
  return std::nullopt;
}

class HeadroomSearch {
public:
  HeadroomSearch(const Scenario& s, GrowthBy by, EvaluateOptions opt, const HeadroomOptions& o)
      : s_(s), by_(by), opt_(std::move(opt)), o_(o)
  {
    opt_.findings = false;
    opt_.requirements = true;
    opt_.simulate_streams = false;
    s_.requirements.growth_factor = 1;
  }

  /// Evaluates at factor f (once per factor) and records every requirement's outcome.
  const RequirementsResult& at(double f)
  {
    auto it = probes_.find(f);
    if (it != probes_.end())
      return it->second;
    ++evaluations_;
    const Evaluation e = evaluate(grownScenario(s_, by_, f), opt_);
    const RequirementsResult& r = probes_.emplace(f, e.requirements).first->second;
    for (const RequirementCheck& c : r.checks)
      record(f, c);
    return r;
  }

  void record(double f, const RequirementCheck& c)
  {
    auto found = searches_.find(c.id);
    if (found == searches_.end())
      found = searches_.emplace(c.id, Search{c, {}, {}, {}, {}, -1}).first;
    Search& sr = found->second;
    if (c.met) {
      if (!sr.lo || f > *sr.lo) {
        sr.lo = f;
        sr.lo_score = scoreOf(c);
      }
    } else if (!sr.hi || f < *sr.hi) {
      sr.hi = f;
      sr.hi_score = scoreOf(c);
      sr.host_at_hi = c.host;
    }
  }

  HeadroomResult run()
  {
    HeadroomResult out;
    out.by = by_;
    out.range_lo = o_.min_factor;
    out.range_hi = o_.max_factor;
    out.met_now = at(1.0).all_met;

    // Scan up from 1 (doubling) while some requirement holds at every factor seen; then
    // down (halving) while some requirement is broken at every factor seen.
    for (double f = 2; budget() && needsUp(); f = std::min(2 * f, o_.max_factor)) {
      at(f);
      if (f >= o_.max_factor)
        break;
    }
    for (double f = 0.5; budget() && needsDown(); f = std::max(0.5 * f, o_.min_factor)) {
      at(f);
      if (f <= o_.min_factor)
        break;
    }

    // Narrow each requirement's bracket; every probe also narrows the others' brackets.
    for (auto& [id, sr] : searches_) {
      if (!sr.lo || !sr.hi)
        continue;
      Bracket b{*sr.lo, *sr.hi, sr.lo_score, sr.hi_score, 0};
      const std::string key = id;
      narrowBracket(
          b,
          [this, &key](double f) {
            const RequirementsResult& r = at(f);
            for (const RequirementCheck& c : r.checks)
              if (c.id == key)
                return BracketProbe{c.met, scoreOf(c)};
            return BracketProbe{true, std::nullopt};  // the row is absent: nothing to break
          },
          o_.tolerance, budgetLeft());
      // A probe where the row is absent (a group grown to no VMs) narrowed only b.
      sr.lo = std::max(*sr.lo, b.lo);
      sr.hi = std::min(*sr.hi, b.hi);
    }

    for (const auto& [id, sr] : searches_) {
      HeadroomStep step;
      step.id = id;
      step.kind = sr.first.kind;
      step.group = sr.first.group;
      step.host = sr.host_at_hi >= 0 ? sr.host_at_hi : sr.first.host;
      if (sr.hi && !sr.lo) {
        step.factor = 0.0;
        step.broken_throughout = true;
      } else if (sr.hi && sr.lo) {
        step.factor = std::sqrt(*sr.lo) * std::sqrt(*sr.hi);
      }
      out.ladder.push_back(step);
    }
    std::stable_sort(out.ladder.begin(), out.ladder.end(),
                     [](const HeadroomStep& a, const HeadroomStep& b) {
                       if (a.factor.has_value() != b.factor.has_value())
                         return a.factor.has_value();
                       return a.factor.value_or(0.0) < b.factor.value_or(0.0);
                     });
    if (!out.ladder.empty() && out.ladder.front().factor)
      out.factor = out.ladder.front().factor;
    out.evaluations = evaluations_;
    return out;
  }

private:
  bool needsUp() const
  {
    for (const auto& entry : searches_)
      if (entry.second.lo && !entry.second.hi && *entry.second.lo < o_.max_factor)
        return true;
    return false;
  }
  bool needsDown() const
  {
    for (const auto& entry : searches_)
      if (entry.second.hi && !entry.second.lo && *entry.second.hi > o_.min_factor)
        return true;
    return false;
  }
  bool budget() const { return evaluations_ < o_.max_evaluations; }
  int budgetLeft() const { return std::max(o_.max_evaluations - evaluations_, 0); }

  Scenario s_;
  GrowthBy by_;
  EvaluateOptions opt_;
  HeadroomOptions o_;
  std::map<double, RequirementsResult> probes_;
  std::map<std::string, Search> searches_;
  int evaluations_ = 0;
};

}  // namespace

const char* growthByKey(GrowthBy by)
{
  return by == GrowthBy::Vms ? "vms" : "rate";
}

Scenario grownScenario(const Scenario& s, GrowthBy by, double factor)
{
  Scenario out = s;
  const double f = std::isfinite(factor) ? std::max(factor, 0.0) : 0.0;
  if (by == GrowthBy::Rate) {
    scaleWriteRates(out, f);
  } else {
    for (VmGroup& g : out.vm_groups) {
      // Whole VMs; the small allowance keeps n x (k / n) at k despite rounding.
      const double n = std::floor(static_cast<double>(g.vms_per_host) * f + 1e-9);
      g.vms_per_host = static_cast<int>(std::min(n, 1.0e6));
    }
  }
  return out;
}

HeadroomResult computeHeadroom(const Scenario& s, GrowthBy by, EvaluateOptions opt,
                               const HeadroomOptions& options)
{
  // The sequential streams do not depend on the VMs' load: their requirement is checked once
  // at factor 1, with the stream simulation when the options ask for it.
  std::optional<RequirementCheck> streams;
  if (opt.simulate_streams && s.requirements.min_stream_mbps &&
      s.backing.sequential_streams.count > 0) {
    EvaluateOptions once = opt;
    once.findings = false;
    Scenario today = s;
    today.requirements.growth_factor = 1;
    for (const RequirementCheck& c : evaluate(today, once).requirements.checks)
      if (c.kind == RequirementKind::StreamRate)
        streams = c;
  }
  HeadroomSearch search(s, by, std::move(opt), options);
  HeadroomResult r = search.run();
  if (streams) {
    HeadroomStep step;
    step.id = streams->id;
    step.kind = streams->kind;
    if (!streams->met) {
      step.factor = 0.0;
      step.broken_throughout = true;
      r.ladder.insert(r.ladder.begin(), step);
      r.factor = 0.0;
      r.met_now = false;
    } else {
      r.ladder.push_back(step);
    }
  }
  return r;
}

}  // namespace accel
