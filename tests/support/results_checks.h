// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
// Rules every results document and every text for users must keep, whatever the scenario:
// shared by the robustness tests, the property tests and the fuzz targets.

#include <QJsonObject>
#include <QString>

#include <string>
#include <vector>

#include "model/common/scenario.h"

namespace accel::test {

/// One broken rule: where in the document (a JSON path) and which rule.
struct Violation {
  QString path;
  QString rule;
};
using Violations = std::vector<Violation>;

/// No NaN or infinity (they serialise as null) and no null without the boolean beside it that
/// says why (the list in docs/results-format.md, "every key that can be null").
void checkNulls(const QJsonObject& results, Violations& out);

/// True when `key` may be null in the object `o` (its boolean says why).
bool nullExplained(const QJsonObject& o, const QString& key);

/// Physical bounds of the results document, with the slack of its 4-significant-digit
/// rounding: no negative rate, time, size or count; fractions and shares within 0..1; loaded
/// latency at least the idle floor; Little's law where the model applies it (the latency
/// groups' outstanding writes, the throttled destager); mean at most peak; expected stream
/// throughput within its bound. `s` is the scenario the document was computed from.
void checkBounds(const Scenario& s, const QJsonObject& results, Violations& out);

/// Text for users (a summary, a finding, an error): no raw control character (line breaks
/// allowed).
void checkControls(const QString& text, const QString& where, Violations& out);

/// Text for users made from a scenario without words of its own (withPlainNames): no "nan",
/// "inf" or "infinity" where a number belongs.
void checkNumbersInText(const QString& text, const QString& where, Violations& out);

/// The scenario with every free text (name, customer, notes, group names) replaced by a plain
/// word, so that a text made from it can only say "nan" if a number did.
Scenario withPlainNames(Scenario s);

/// The violations as lines, for a test's message.
std::string describe(const Violations& v);

}  // namespace accel::test
