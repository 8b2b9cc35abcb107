// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file scenariodiff.h
/// What differs between two scenarios, field by field, in words for users: what a recovered
/// scenario would change in the file it came from.

#include <QStringList>

#include "model/common/scenario.h"

namespace accel::ui {

/// One line per field that differs, in document order: "hosts: 4 → 7",
/// "vm_groups[0].write.mbps: 5 MB/s → 8 MB/s", "vm_groups[2]: added", "name: “a” → “b”".
/// Values are shown as entered, with their units (formatInputValue); user words escaped.
/// At most `maxLines` lines; when there are more, the last says how many were left out.
QStringList scenarioDifferences(const Scenario& before, const Scenario& after, int maxLines = 12);

}  // namespace accel::ui
