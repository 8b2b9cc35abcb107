// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "model/common/findings.h"

#include <algorithm>

namespace accel {

namespace {

/// The model a finding comes from, in evaluate()'s order; replica findings (peer_, ...) first.
int modelRank(const std::string& code)
{
  static const char* const kOrder[] = {"latency_", "destager_", "backing_", "streams_",
                                       "readcache_"};
  for (int i = 0; i < 5; ++i)
    if (code.rfind(kOrder[i], 0) == 0)
      return i + 1;
  return 0;
}

}  // namespace

void sortFindings(std::vector<Finding>& findings)
{
  std::stable_sort(findings.begin(), findings.end(), [](const Finding& a, const Finding& b) {
    if (a.severity != b.severity)
      return static_cast<int>(a.severity) > static_cast<int>(b.severity);
    return modelRank(a.code) < modelRank(b.code);
  });
}

void setArea(std::vector<Finding>& findings, const std::string& area)
{
  for (Finding& f : findings)
    if (f.area.empty())
      f.area = area;
}

void appendProblemFindings(std::vector<Finding>& out, const std::string& code,
                           const std::vector<std::string>& problems)
{
  for (const std::string& p : problems) {
    Finding f;
    f.severity = Severity::Critical;
    f.code = code;
    f.labels["problem"] = p;
    out.push_back(f);
  }
}

}  // namespace accel
