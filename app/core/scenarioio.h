// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file scenarioio.h
/// Reading, validating and writing scenario files (docs/scenario-format.md).

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <optional>
#include <string>

#include "app/core/problems.h"
#include "model/common/scenario.h"

namespace accel::ui {

struct LoadResult {
  std::optional<Scenario> scenario;  ///< set when there is no error (warnings allowed)
  Problems problems;                 ///< errors and warnings, in document order
  bool ok() const { return scenario.has_value(); }
};

/// The scenario format version this application reads and writes. A file of a higher version
/// is refused with its version named.
inline constexpr int kScenarioFormatVersion = 1;

/// Largest scenario file accepted (a week of one-second trace samples is about 15 MB).
inline constexpr qint64 kMaxScenarioBytes = 256LL * 1024 * 1024;

/// Parses and validates a scenario document. Every problem is reported, each naming its JSON
/// path, the value found and what was expected; a scenario is returned only without errors.
LoadResult parseScenario(const QByteArray& json);
/// parseScenario reading the whole text through QJsonDocument, long traces included (see
/// app/core/longpairs.h): the same result at several times the memory. For the tests that
/// compare the two.
LoadResult parseScenarioWhole(const QByteArray& json);

/// Reads a scenario this application wrote, as it is: fields that break a rule are kept (the
/// GUI keeps such edits, and a recovery copy must give them back). nullopt when the text is not
/// a scenario object of a version this application reads; problems in *problems.
std::optional<Scenario> readScenarioAsIs(const QByteArray& json, Problems* problems = nullptr);
/// As above, the scenario being the object at `member` of the text's document (a recovery
/// copy's "scenario"); *outer receives the rest of the document. Long traces are read beside
/// the document (app/core/longpairs.h), as parseScenario reads them.
std::optional<Scenario> readScenarioAsIs(const QByteArray& json, const QString& member,
                                         QJsonObject* outer, Problems* problems = nullptr);

/// Reads and parses a file. A file that cannot be read is one error at path "$".
LoadResult loadScenarioFile(const QString& fileName);

/// A short rendering of a JSON value for messages: a string "ten", the number 12, an object.
QString describe(const QJsonValue& v);

/// Compact JSON text of any value (scalars too), as unknown fields and variant overrides keep
/// it; jsonValue reads it back.
std::string jsonText(const QJsonValue& v);
QJsonValue jsonValue(const std::string& text);

/// The scenario as a JSON object (all fields written, unknown fields read earlier kept).
QJsonObject scenarioToJson(const Scenario& s);

/// The scenario as indented JSON text.
QByteArray serializeScenario(const Scenario& s);

/// Writes the file atomically (a temporary file renamed over the target), so a crash mid-save
/// never destroys the existing file. Returns false with a message in *error on failure.
bool saveScenarioFile(const Scenario& s, const QString& fileName, QString* error);

}  // namespace accel::ui
