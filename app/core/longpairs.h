// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file longpairs.h
/// Long measured traces read and written beside the JSON document, not through it.
///
/// A trace is a list of [t_s, mbps] pairs; a week of one-second samples has 604,800. Held as
/// QJsonArray rows each sample costs about 130 bytes (80 MB for the week), where the model's
/// Trace holds it in 16. So the scenario reader lifts every long "samples" list out of the text
/// before QJsonDocument sees it, and the writer writes long traces straight from their samples.
/// Lists shorter than kTraceMemoMinSamples, and any list that is not plainly pairs of JSON
/// numbers, go through QJsonDocument as before: the lifting only ever makes reading cheaper,
/// never different.

#include <QByteArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <functional>
#include <memory>
#include <utility>
#include <vector>

#include "model/common/scenario.h"

namespace accel::ui {

/// The long "samples" lists lifted out of one JSON text.
class LiftedPairs {
public:
  /// The text with the value of every "samples" key that is a list of at least
  /// kTraceMemoMinSamples pairs of finite JSON numbers replaced by a marker string, into
  /// `compact` (left empty when nothing was lifted: read `text` itself then).
  static LiftedPairs lift(const QByteArray& text, QByteArray* compact);

  /// The offset in the original text of an offset in the compact one (a parse error's).
  qsizetype originalOffset(qsizetype compactOffset) const;

  /// The pairs `v` stands for when it is one of this text's markers (marked as taken), or null.
  std::shared_ptr<const Trace> take(const QJsonValue& v);
  /// True when every lifted list was taken by a reader that stores pairs: a marker left over
  /// stood where no trace is read (an unknown field), and the text must be read whole instead.
  bool allTaken() const;
  bool empty() const { return lists_.empty(); }

private:
  QString prefix_;
  std::vector<std::shared_ptr<const Trace>> lists_;
  std::vector<bool> taken_;
  /// Where each marker ends in the compact text, and how many bytes fewer the compact text
  /// has than the original up to there.
  std::vector<std::pair<qsizetype, qsizetype>> shifts_;
};

/// The JSON of a trace's samples for a scenario's JSON object: the rows ([[t_s, mbps], ...],
/// built once per long trace), or, while jsonTextWithTraces builds its object, a marker that
/// it replaces with the samples written as text.
QJsonValue traceJsonValue(const std::shared_ptr<const Trace>& trace);

/// `make()`'s object as indented JSON text, every long trace in it (traceJsonValue) written
/// from its samples rather than built as JSON rows, each number as the shortest text that reads
/// back as the same double.
QByteArray jsonTextWithTraces(const std::function<QJsonObject()>& make);

}  // namespace accel::ui
