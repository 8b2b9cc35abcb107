// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file autosave.h
/// Never lose work: while the open scenario has unsaved edits, a recovery copy is written a
/// few seconds after the last edit (atomically, so a crash mid-write never damages the
/// previous copy), and again on a termination signal (SIGTERM, SIGHUP, SIGINT: in the event
/// loop, where it is safe) or a crash (SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT: the copy
/// prepared after the last edit, written with the system calls a signal handler may use).
/// Saving, or closing without saving on purpose, removes it. On the next start, the copies
/// left by an instance that is no longer running are offered back (MainWindow).
///
/// Recovery files live in the application's data folder, "recovery/" (the environment
/// variable ACCELSIZER_RECOVERY_DIR puts them elsewhere), one per running instance:
/// `<pid>.accelsizer-recovery.json`, holding the scenario, the file it belongs to and when it
/// was written.

#include <QDateTime>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>

#include <optional>
#include <vector>

#include "model/common/scenario.h"

namespace accel::ui {

class ScenarioDocument;

/// A recovery copy found on disk.
struct Recovery {
  QString path;     ///< the recovery file
  QString file;     ///< the scenario file the edits belong to; empty for an untitled one
  QDateTime saved;  ///< when the copy was written
  Scenario scenario;
};

class Autosave : public QObject {
  Q_OBJECT

public:
  /// Follows `doc`: every change restarts the delay; an unmodified document has no copy.
  explicit Autosave(ScenarioDocument* doc, QObject* parent = nullptr);
  ~Autosave() override;

  /// The folder of the recovery files.
  static QString recoveryDir();
  /// This instance's recovery file.
  QString recoveryPath() const;

  /// Delay between the last edit and the copy (default 3 s).
  void setDelayMs(int ms) { timer_.setInterval(ms); }
  int delayMs() const { return timer_.interval(); }

  /// Writes the copy now if there are unsaved edits, removes it otherwise. False with the
  /// reason in *error when it could not be written.
  bool writeNow(QString* error = nullptr);
  /// Removes this instance's copy (after a save, or when the user discards the edits); it
  /// comes back with the next edit.
  void discard();

  /// Copies left by instances that are no longer running, newest first. Unreadable ones are
  /// skipped (and kept, for a person to look at).
  static std::vector<Recovery> orphans();
  /// Reads one recovery file; nullopt when it is not one.
  static std::optional<Recovery> read(const QString& path);

  /// Catches termination and crash signals for every Autosave of the process (once).
  static void installSignalHandlers();

Q_SIGNALS:
  /// A copy was written (path) or could not be (error).
  void written(const QString& path);
  void failed(const QString& error);

private:
  void changed();
  QByteArray recoveryBytes() const;
  void prepareCrashCopy(const QByteArray& bytes);

  ScenarioDocument* doc_;
  QPointer<ScenarioDocument> alive_;  ///< null once the document is gone
  QTimer timer_;
  bool pending_ = false;  ///< unsaved edits that were not discarded on purpose
};

}  // namespace accel::ui
