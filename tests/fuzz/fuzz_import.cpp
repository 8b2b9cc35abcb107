// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// Fuzz target "import": any bytes through the measured-workload readers (esxtop batch output,
// vscsiStats, perfmon and plain CSV), once with the format detected and once forced to each
// format. Rules: no crash or sanitizer report; a file read without error has finite,
// non-negative rates, one per sample; an error names a line no later than the file's last
// and says what is wrong without a raw control character.
#include <QBuffer>

#include <cmath>

#include "app/import/workload.h"
#include "fuzz/fuzz_target.h"
#include "support/results_checks.h"

using namespace accel;

namespace {

void readOnce(const QByteArray& input, const import::ReadOptions& options, test::Violations& v)
{
  QBuffer device;
  device.setData(input);
  if (!device.open(QIODevice::ReadOnly))
    return;
  const import::ReadResult r =
      import::readWorkload(device, input.size(), QStringLiteral("fuzz.csv"), options);
  if (!r.ok()) {
    if (r.error.message.isEmpty())
      v.push_back({QStringLiteral("error"), QStringLiteral("an error without a message")});
    if (r.error.line > input.count('\n') + 1)
      v.push_back({QStringLiteral("error"), QStringLiteral("an error past the last line")});
    test::checkControls(r.error.toString(), QStringLiteral("import error"), v);
    return;
  }
  const import::WorkloadData& d = *r.data;
  for (const double t : d.times_s)
    if (!std::isfinite(t))
      v.push_back({QStringLiteral("times_s"), QStringLiteral("a time that is not finite")});
  for (const import::Source& s : d.sources)
    for (const std::vector<double>* series : {&s.write_mbps, &s.read_mbps}) {
      if (!series->empty() && series->size() != d.times_s.size())
        v.push_back({QStringLiteral("series"), QStringLiteral("a series of another length")});
      for (const double x : *series)
        if (!std::isfinite(x) || x < 0)
          v.push_back({QStringLiteral("series"), QStringLiteral("a rate not finite or negative")});
    }
}

}  // namespace

ACCELSIZER_FUZZ_TARGET(import)
{
  const QByteArray input = fuzz::bytes(data, size);
  test::Violations v;
  readOnce(input, {}, v);
  for (const import::Format f : {import::Format::Esxtop, import::Format::VscsiStats,
                                 import::Format::Perfmon, import::Format::Csv}) {
    import::ReadOptions o;
    o.format = f;
    readOnce(input, o, v);
  }
  if (!v.empty())
    fuzz::fail(QString::fromStdString(test::describe(v)));
  return 0;
}
