#include "model/findings.h"

#include <algorithm>

namespace accel {

void sortFindings(std::vector<Finding>& findings)
{
  std::stable_sort(findings.begin(), findings.end(), [](const Finding& a, const Finding& b) {
    return static_cast<int>(a.severity) > static_cast<int>(b.severity);
  });
}

}  // namespace accel
