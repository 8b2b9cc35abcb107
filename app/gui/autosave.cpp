// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/gui/autosave.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QSocketNotifier>
#include <QStandardPaths>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <vector>

#include <fcntl.h>
#include <sys/socket.h>
#include <unistd.h>

#include "app/core/longpairs.h"
#include "app/core/scenarioio.h"
#include "app/gui/jobs.h"
#include "app/gui/scenariodocument.h"

namespace accel::ui {

namespace {

constexpr int kDefaultDelayMs = 3000;
/// Scenarios with more trace samples than this are copied for a crash only when the delayed
/// copy is written (serialising a week of samples after every keystroke would be felt).
constexpr std::size_t kCrashCopySamples = 20000;
const char* const kFormat = "accelsizer-recovery";

std::size_t traceSamples(const Scenario& s)
{
  std::size_t n = 0;
  for (const VmGroup& g : s.vm_groups)
    if (g.write.kind == ProfileKind::Trace && g.write.samples)
      n += g.write.samples->size();
  return n;
}

/// The recovery copy's text: the scenario (long traces written from their samples,
/// app/core/longpairs.h, not as JSON rows), the file it belongs to and when it was written.
/// Any thread.
QByteArray recoveryText(const Scenario& scenario, const QString& file)
{
  return jsonTextWithTraces([&] {
    QJsonObject o;
    o.insert(QStringLiteral("format"), QLatin1String(kFormat));
    o.insert(QStringLiteral("version"), 1);
    o.insert(QStringLiteral("file"), file);
    o.insert(QStringLiteral("saved"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    o.insert(QStringLiteral("pid"), QCoreApplication::applicationPid());
    o.insert(QStringLiteral("scenario"), scenarioToJson(scenario));
    return o;
  });
}

/// Writes `bytes` to `path` atomically (a crash mid-write leaves the previous copy whole);
/// the reason when it could not. Any thread.
QString writeCopy(const QString& path, const QByteArray& bytes)
{
  if (!QDir().mkpath(QFileInfo(path).absolutePath()))
    return QStringLiteral("cannot create the folder %1").arg(QFileInfo(path).absolutePath());
  QSaveFile f(path);
  if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size() || !f.commit())
    return QStringLiteral("cannot write %1: %2").arg(path, f.errorString());
  return {};
}

/// What a crash handler writes: prepared in advance, two buffers so that the one being
/// replaced is never the one a handler may be reading, and fixed paths.
struct CrashCopy {
  std::atomic<int> ready{-1};
  std::vector<char> buffer[2];
  char path[4096] = {};
  char temp[4096] = {};
};

CrashCopy& crashCopy()
{
  static CrashCopy c;
  return c;
}

/// The crash copy's buffer to fill next (never the one a crash handler may be reading), with
/// the paths it is written to set; -1 when it cannot be prepared.
int crashSlot(const QString& file)
{
  CrashCopy& c = crashCopy();
  // The crash handler can only write into a folder that exists: made here, outside it.
  if (!QDir().mkpath(QFileInfo(file).absolutePath()))
    return -1;
  const QByteArray path = QFile::encodeName(file);
  const QByteArray temp = path + ".crash";
  if (static_cast<std::size_t>(temp.size()) >= sizeof c.temp)
    return -1;
  std::memcpy(c.path, path.constData(), static_cast<std::size_t>(path.size()) + 1);
  std::memcpy(c.temp, temp.constData(), static_cast<std::size_t>(temp.size()) + 1);
  return c.ready.load() == 0 ? 1 : 0;
}

/// Termination signals reach the event loop through this pair (the handler only writes a
/// byte): the copy is then written as usual, and the application quits.
int g_signalPipe[2] = {-1, -1};
std::vector<Autosave*>& liveAutosaves()
{
  static std::vector<Autosave*> v;
  return v;
}

extern "C" void onTerminate(int sig)
{
  const char byte = static_cast<char>(sig);
  const int saved = errno;
  if (g_signalPipe[1] >= 0) [[maybe_unused]]
    const ssize_t n = ::write(g_signalPipe[1], &byte, 1);
  errno = saved;
}

extern "C" void onCrash(int sig)
{
  // Only async-signal-safe calls: open, write, fsync, close, rename, raise.
  CrashCopy& c = crashCopy();
  const int i = c.ready.load();
  if (i >= 0 && c.path[0] != 0) {
    const std::vector<char>& b = c.buffer[i];
    const int fd = ::open(c.temp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (fd >= 0) {
      std::size_t done = 0;
      bool ok = true;
      while (done < b.size()) {
        const ssize_t n = ::write(fd, b.data() + done, b.size() - done);
        if (n <= 0) {
          ok = false;
          break;
        }
        done += static_cast<std::size_t>(n);
      }
      ok = ::fsync(fd) == 0 && ok;
      ::close(fd);
      if (ok)
        ::rename(c.temp, c.path);
      else
        ::unlink(c.temp);
    }
  }
  std::signal(sig, SIG_DFL);
  std::raise(sig);
}

bool processRunning(qint64 pid)
{
  if (pid <= 0 || pid > std::numeric_limits<pid_t>::max())
    return false;
  return ::kill(static_cast<pid_t>(pid), 0) == 0 || errno == EPERM;
}

}  // namespace

Autosave::Autosave(ScenarioDocument* doc, QObject* parent) : QObject(parent), doc_(doc), alive_(doc)
{
  timer_.setSingleShot(true);
  timer_.setInterval(kDefaultDelayMs);
  connect(&timer_, &QTimer::timeout, this, &Autosave::writeLater);
  connect(&job_, &QFutureWatcher<Written>::finished, this, &Autosave::landed);
  connect(doc_, &ScenarioDocument::changed, this, &Autosave::changed);
  connect(doc_, &ScenarioDocument::fileStateChanged, this, &Autosave::changed);
  liveAutosaves().push_back(this);
}

Autosave::~Autosave()
{
  auto& live = liveAutosaves();
  live.erase(std::remove(live.begin(), live.end(), this), live.end());
  waitForWrite();
  // Quitting with unsaved edits that were not discarded on purpose (the session ended, the
  // window went without a close) keeps the copy: they are offered back next time.
  if (pending_ && alive_)
    writeNow();
  else
    discard();
}

QString Autosave::recoveryDir()
{
  const QString env = qEnvironmentVariable("ACCELSIZER_RECOVERY_DIR");
  if (!env.isEmpty())
    return env;
  return QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) +
         QStringLiteral("/recovery");
}

QString Autosave::recoveryPath() const
{
  return QDir(recoveryDir())
      .filePath(
          QStringLiteral("%1.accelsizer-recovery.json").arg(QCoreApplication::applicationPid()));
}

void Autosave::changed()
{
  if (!doc_->isModified()) {
    timer_.stop();
    discard();
    return;
  }
  pending_ = true;
  timer_.start();
  if (traceSamples(doc_->fileScenario()) <= kCrashCopySamples)
    prepareCrashCopy(recoveryBytes());
}

QByteArray Autosave::recoveryBytes() const
{
  return recoveryText(doc_->fileScenario(), doc_->filePath());
}

void Autosave::prepareCrashCopy(const QByteArray& bytes)
{
  const int slot = crashSlot(recoveryPath());
  if (slot < 0)
    return;
  CrashCopy& c = crashCopy();
  c.buffer[slot].assign(bytes.constBegin(), bytes.constEnd());
  c.ready.store(slot);
  ++crashCopies_;
}

void Autosave::prepareCrashCopy(std::vector<char>&& bytes)
{
  const int slot = crashSlot(recoveryPath());
  if (slot < 0)
    return;
  CrashCopy& c = crashCopy();
  c.buffer[slot].swap(bytes);
  c.ready.store(slot);
  ++crashCopies_;
}

void Autosave::writeLater()
{
  if (!alive_ || !doc_->isModified()) {
    discard();
    return;
  }
  if (job_.isRunning()) {
    timer_.start();  // tried again after another delay
    return;
  }
  // A write that finished before its landing was handled: handled first (setFuture drops it).
  landed();
  jobWrites_ = ++writes_;
  jobCrashCopies_ = crashCopies_;
  // A copy of the scenario (its long traces are shared, not copied): the document edits on.
  const bool forCrash = traceSamples(doc_->fileScenario()) > kCrashCopySamples;
  job_.setFuture(runJob(
      [scenario = doc_->fileScenario(), file = doc_->filePath(), path = recoveryPath(), forCrash] {
        const QByteArray bytes = recoveryText(scenario, file);
        Written w;
        w.path = path;
        w.error = writeCopy(path, bytes);
        if (forCrash)
          w.crash = std::make_shared<std::vector<char>>(bytes.constBegin(), bytes.constEnd());
        return w;
      }));
}

void Autosave::landed()
{
  // Taken once: taking it, a write now and a discard all move writes_ on (and a watcher
  // without a job holds a cancelled future).
  if (job_.isRunning() || job_.isCanceled() || jobWrites_ != writes_)
    return;
  ++writes_;
  const Written w = job_.result();
  if (!w.error.isEmpty()) {
    Q_EMIT failed(w.error);
    return;
  }
  // A long trace's crash copy is made only here (changed() leaves it): this copy, unless a
  // newer one was prepared since the job started (an edit that left no long trace).
  if (w.crash && jobCrashCopies_ == crashCopies_)
    prepareCrashCopy(std::move(*w.crash));
  Q_EMIT written(w.path);
}

void Autosave::waitForWrite()
{
  // A write still queued never runs; one running is waited for. Either way its landing is
  // dropped: what follows (a write now, or a discard) replaces it and moves writes_ on.
  job_.cancel();
  job_.waitForFinished();
}

bool Autosave::writeNow(QString* error)
{
  timer_.stop();
  waitForWrite();
  ++writes_;
  if (!alive_ || !doc_->isModified()) {
    discard();
    return true;
  }
  const QByteArray bytes = recoveryBytes();
  prepareCrashCopy(bytes);
  const QString path = recoveryPath();
  const QString why = writeCopy(path, bytes);
  if (!why.isEmpty()) {
    if (error)
      *error = why;
    Q_EMIT failed(why);
    return false;
  }
  Q_EMIT written(path);
  return true;
}

void Autosave::discard()
{
  pending_ = false;
  timer_.stop();
  // A copy being written in the background would land after the removal.
  waitForWrite();
  ++writes_;
  crashCopy().ready.store(-1);
  QFile::remove(recoveryPath());
}

std::optional<Recovery> Autosave::read(const QString& path)
{
  QFile f(path);
  if (!f.open(QIODevice::ReadOnly) || f.size() > kMaxScenarioBytes * 2)
    return std::nullopt;
  QJsonObject o;
  std::optional<Scenario> s =
      readScenarioAsIs(f.read(f.size()), QStringLiteral("scenario"), &o);  // traces beside
  if (!s || o.value(QStringLiteral("format")).toString() != QLatin1String(kFormat) ||
      o.value(QStringLiteral("version")).toInt() != 1)
    return std::nullopt;
  Recovery r;
  r.path = path;
  r.file = o.value(QStringLiteral("file")).toString();
  r.saved = QDateTime::fromString(o.value(QStringLiteral("saved")).toString(), Qt::ISODate);
  r.scenario = std::move(*s);
  return r;
}

std::vector<Recovery> Autosave::orphans()
{
  std::vector<Recovery> out;
  const QDir dir(recoveryDir());
  const qint64 self = QCoreApplication::applicationPid();
  for (const QFileInfo& fi :
       dir.entryInfoList({QStringLiteral("*.accelsizer-recovery.json")}, QDir::Files)) {
    bool ok = false;
    const qint64 pid = fi.fileName().section(QLatin1Char('.'), 0, 0).toLongLong(&ok);
    if (!ok || pid == self || processRunning(pid))
      continue;  // this instance's own, or another running instance's
    if (std::optional<Recovery> r = read(fi.absoluteFilePath()))
      out.push_back(std::move(*r));
  }
  std::sort(out.begin(), out.end(),
            [](const Recovery& a, const Recovery& b) { return a.saved > b.saved; });
  return out;
}

void Autosave::installSignalHandlers()
{
  static bool installed = false;
  if (installed || !QCoreApplication::instance())
    return;
  installed = true;
  if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, g_signalPipe) == 0) {
    auto* notifier =
        new QSocketNotifier(g_signalPipe[0], QSocketNotifier::Read, QCoreApplication::instance());
    QObject::connect(notifier, &QSocketNotifier::activated, notifier, [] {
      char sig = 0;
      [[maybe_unused]] const ssize_t n = ::read(g_signalPipe[0], &sig, 1);
      for (Autosave* a : liveAutosaves())
        a->writeNow();
      QCoreApplication::exit(128 + sig);
    });
    struct sigaction term {};
    term.sa_handler = onTerminate;
    sigemptyset(&term.sa_mask);
    term.sa_flags = SA_RESTART;
    for (int sig : {SIGTERM, SIGHUP, SIGINT})
      ::sigaction(sig, &term, nullptr);
  }
  struct sigaction crash {};
  crash.sa_handler = onCrash;
  sigemptyset(&crash.sa_mask);
  crash.sa_flags = SA_RESETHAND | SA_NODEFER;
  for (int sig : {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT})
    ::sigaction(sig, &crash, nullptr);
}

}  // namespace accel::ui
