// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file studypickers.h
/// The pickers of what-if studies, shared by goal seek, sweeps and sensitivity: the numeric
/// inputs of a scenario by name and unit ("build VMs: Write rate (MB/s)", the JSON path in
/// the tooltip) and the results a study can read (headlines and requirements, by name and
/// unit), never raw pointers.

#include <QString>

#include <vector>

#include "app/core/fieldbinding.h"
#include "app/core/studies.h"

class QComboBox;
class QListWidget;

namespace accel::ui {

/// "build VMs: Write rate", "RAID group 2: Disks", or the parameter's label (translated).
QString inputLabel(const Scenario& s, const FieldBinding& f);

/// Fills `box` with every numeric input of `s` that applies to it as it stands, each named by
/// inputLabel() with its unit and its path as tooltip and item data; returns the bindings in
/// the order of the items. The current choice is kept when the same path is offered again.
std::vector<FieldBinding> fillInputPicker(QComboBox* box, const Scenario& s);

/// "Busiest peer link (host 1 transmit, at peak writes) [%]": a study metric as pickers
/// show it.
QString metricLabel(const StudyMetric& m);

/// Fills `box` with the metrics, each with its pointer as item data; keeps the current choice
/// when its pointer is offered again.
void fillMetricPicker(QComboBox* box, const std::vector<StudyMetric>& metrics);

/// Fills `list` with the metrics as checkable items (pointer as item data), checking those
/// whose pointers are in `checked`.
void fillMetricList(QListWidget* list, const std::vector<StudyMetric>& metrics,
                    const QStringList& checked);

}  // namespace accel::ui
