// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file variants.h
/// Variants: named options of a design, each the base scenario with some values overridden
/// by JSON pointer (docs/scenario-format.md, "variants"). A change to the base flows into
/// every variant that does not override it.

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <vector>

#include "app/core/scenarioio.h"

namespace accel::ui {

/// Sets `value` at an RFC 6901 pointer of `root`: a member of an existing object (added or
/// replaced), an existing element of a list, or "-" to append to a list. False with a message
/// when the pointer names nothing that can be set.
bool setAtPointer(QJsonObject& root, const QString& pointer, const QJsonValue& value,
                  QString* problem);

/// The value at a pointer, or Undefined.
QJsonValue valueAtPointer(const QJsonObject& root, const QString& pointer);

/// The scenario of variant `index` of `base`: the base (without its variants) with the
/// variant's overrides applied, read and validated like a file. Problems name the variant and
/// the override: path "variants[1].overrides./peer_network/link_gbps" for an override that
/// sets nothing, and "variants[1]: vm_groups[0].write.mbps" for what the result breaks.
LoadResult applyVariant(const Scenario& base, std::size_t index);

/// Problems of every variant of a valid base (applyVariant's), plus names that are empty or
/// repeated.
Problems checkVariants(const Scenario& base);

/// The variants as the file writes them.
QJsonArray variantsToJson(const std::vector<Variant>& variants);

/// A variant holding the differences between `base` and `edited` (every leaf value of the
/// scenario file that differs; lists that changed length are taken whole), named `name`.
Variant variantFromDifference(const Scenario& base, const Scenario& edited, const QString& name);

/// The options to compare: the base (named as the scenario, or "Base") and every variant,
/// each as a scenario. Variants that do not apply are left out with their problems in
/// *problems.
struct DesignOption {
  QString name;
  Scenario scenario;
};
std::vector<DesignOption> designOptions(const Scenario& s, Problems* problems = nullptr);

}  // namespace accel::ui
