#include "model/common/findings.h"

#include <algorithm>

namespace accel {

void sortFindings(std::vector<Finding>& findings)
{
  std::stable_sort(findings.begin(), findings.end(), [](const Finding& a, const Finding& b) {
    return static_cast<int>(a.severity) > static_cast<int>(b.severity);
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
