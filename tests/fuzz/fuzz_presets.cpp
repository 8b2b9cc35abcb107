// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// Fuzz target "presets": any bytes through the device and disk catalogue readers. Rules: no
// crash or sanitizer report; every entry kept is complete (positive figures, an id); a
// message for what was skipped has no raw control character.
#include "app/core/presets.h"
#include "fuzz/fuzz_target.h"
#include "support/results_checks.h"

#include <cmath>

using namespace accel;

ACCELSIZER_FUZZ_TARGET(presets)
{
  const QByteArray input = fuzz::bytes(data, size);
  test::Violations v;
  QString error;
  for (const DevicePreset& d : ui::parseDevicePresets(input, &error))
    if (d.id.empty() || !(d.write_latency_us > 0) || !(d.write_mbps > 0) || d.parallelism < 1 ||
        !std::isfinite(d.write_latency_us) || !std::isfinite(d.write_mbps))
      v.push_back({QStringLiteral("devices"), QStringLiteral("an incomplete device kept")});
  test::checkControls(error, QStringLiteral("device catalogue message"), v);
  error.clear();
  for (const ui::DiskPreset& p : ui::parseDiskPresets(input, &error))
    if (p.id.empty() || !(p.disk.capacity_gb > 0) || !(p.disk.od_mbps > 0) ||
        !(p.disk.id_mbps > 0) || p.disk.rpm < 0)
      v.push_back({QStringLiteral("disks"), QStringLiteral("an incomplete disk kept")});
  test::checkControls(error, QStringLiteral("disk catalogue message"), v);
  if (!v.empty())
    fuzz::fail(QString::fromStdString(test::describe(v)));
  return 0;
}
