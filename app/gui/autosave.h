// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file autosave.h
/// Never lose work: while the open scenario has unsaved edits, a recovery copy is written a
/// few seconds after the last edit (atomically, so a crash mid-write never damages the
/// previous copy; off the GUI thread, as a week-long trace takes a few hundred milliseconds to
/// write), and again on a termination signal (SIGTERM, SIGHUP, SIGINT: in the event
/// loop, where it is safe) or a crash (SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT: the copy
/// prepared after the last edit, or for a scenario with long traces the last delayed copy,
/// written with the system calls a signal handler may use).
/// Saving, or closing without saving on purpose, removes it. On the next start, the copies
/// left by an instance that is no longer running are offered back (MainWindow).
///
/// Recovery files live in the application's data folder, "recovery/" (the environment
/// variable ACCELSIZER_RECOVERY_DIR puts them elsewhere), one per running instance:
/// `<pid>.accelsizer-recovery.json`, holding the scenario, the file it belongs to and when it
/// was written.

#include <QDateTime>
#include <QFutureWatcher>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>

#include <memory>
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

  /// Writes the copy now, on the calling (GUI) thread, if there are unsaved edits, removes it
  /// otherwise. False with the reason in *error when it could not be written. A delayed copy
  /// still being written in the background is waited for first, so this one is the last.
  bool writeNow(QString* error = nullptr);
  /// Whether the delayed copy is being written in the background.
  bool writing() const { return job_.isRunning(); }
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
  /// What the background write of the delayed copy brings back.
  struct Written {
    QString path;
    QString error;  ///< empty when written
    /// The bytes, for the crash copy (long traces only): shared, so that taking the result
    /// copies no bytes, and emptied when taken.
    std::shared_ptr<std::vector<char>> crash;
  };

  void changed();
  /// The delayed copy: serialised and written by a background job (runJob); `written` or
  /// `failed` when it lands, unless the copy was discarded or written again since (a write now
  /// or a discard cancels a write still queued and waits for one running).
  void writeLater();
  void landed();
  void waitForWrite();
  QByteArray recoveryBytes() const;
  void prepareCrashCopy(const QByteArray& bytes);
  void prepareCrashCopy(std::vector<char>&& bytes);

  ScenarioDocument* doc_;
  QPointer<ScenarioDocument> alive_;  ///< null once the document is gone
  QTimer timer_;
  bool pending_ = false;  ///< unsaved edits that were not discarded on purpose
  QFutureWatcher<Written> job_;
  /// Counts the writes, discards and landings taken: a background write that is not the last
  /// when it lands no longer speaks for the document, and a landing is taken once.
  quint64 writes_ = 0, jobWrites_ = 0;
  /// Counts the crash copies prepared: a background write's bytes become the crash copy only if
  /// none was prepared since it started (a newer one must not be replaced by an older one).
  quint64 crashCopies_ = 0, jobCrashCopies_ = 0;
};

}  // namespace accel::ui
