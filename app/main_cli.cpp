// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// accelsizer-cli: the command line. Never opens a window; runs without a display.
#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>
#include <cstring>
#include <memory>

#include <unistd.h>

#include "app/core/cli.h"
#include "app/core/version.h"
#include "app/import/cli_import.h"

#ifdef ACCELSIZER_WITH_REPORT
#include <QApplication>

#include "app/report/report.h"

namespace {

/// Qt's own diagnostics (a missing XDG_RUNTIME_DIR, font notes) would mix with the
/// command's errors on stderr; the command reports every problem itself.
void quietQtMessages(QtMsgType type, const QMessageLogContext&, const QString& message)
{
  if (type == QtCriticalMsg || type == QtFatalMsg)
    std::fprintf(stderr, "%s\n", message.toLocal8Bit().constData());
}

}  // namespace
#endif

int main(int argc, char* argv[])
{
  accel::ui::ReportWriter report;
  std::unique_ptr<QCoreApplication> app;
#ifdef ACCELSIZER_WITH_REPORT
  // The report draws its charts with widgets, which need a QApplication: only for that
  // command, and on the offscreen platform unless another is asked for, so that it never
  // opens a window and needs no display. The other commands stay on QCoreApplication.
  if (argc > 1 && std::strcmp(argv[1], "report") == 0) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
      qputenv("QT_QPA_PLATFORM", "offscreen");
    qInstallMessageHandler(quietQtMessages);
    app = std::make_unique<QApplication>(argc, argv);
    report = accel::report::writeReport;
  }
#endif
  if (!app)
    app = std::make_unique<QCoreApplication>(argc, argv);
  QCoreApplication::setApplicationName(QStringLiteral("accelsizer-cli"));
  QCoreApplication::setApplicationVersion(QString::fromLatin1(accel::ui::kAccelSizerVersion));
  QTextStream err(stderr);
  // The document is written and checked byte for byte: output lost on a full disk, a closed
  // pipe or /dev/full is an error with exit status 1, never a silent success.
  const int code = accel::ui::runCliToFd(QCoreApplication::arguments().mid(1), STDOUT_FILENO, err,
                                         report, accel::import::importCommand);
  err.flush();
  return code;
}
