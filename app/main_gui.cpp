// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// accelsizer: the desktop GUI. Usage: accelsizer [SCENARIO.accelsizer.json]
#include <QApplication>
#include <QCommandLineParser>
#include <QFileOpenEvent>
#include <QIcon>
#include <QLocale>

#include "app/core/manual.h"
#include "app/core/version.h"
#include "app/gui/autosave.h"
#include "app/gui/language.h"
#include "app/gui/mainwindow.h"

namespace {

/// macOS hands a file opened from Finder (double-click, "Open With") to the running application
/// as an event, not as an argument.
class FileOpenFilter : public QObject {
public:
  explicit FileOpenFilter(accel::ui::MainWindow* window) : window_(window) {}
  bool eventFilter(QObject* watched, QEvent* event) override
  {
    if (event->type() != QEvent::FileOpen)
      return QObject::eventFilter(watched, event);
    window_->openFileAsking(static_cast<QFileOpenEvent*>(event)->file());
    return true;
  }

private:
  accel::ui::MainWindow* window_;
};

}  // namespace

int main(int argc, char* argv[])
{
  QApplication app(argc, argv);
  QApplication::setOrganizationName(QStringLiteral("AccelSizer"));
  QApplication::setApplicationName(QStringLiteral("AccelSizer"));
  QApplication::setApplicationVersion(QString::fromLatin1(accel::ui::kAccelSizerVersion));
  QApplication::setDesktopFileName(QStringLiteral("accelsizer"));
  QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/accelsizer.svg")));
  // The user's language and number format (LANGUAGE, LC_ALL, LC_MESSAGES, LANG).
  accel::ui::setLanguage(QLocale::system());

  // The options as the manual page accelsizer(1) describes them (app/core/manual.cpp).
  const accel::ui::ManualPage manual = accel::ui::guiManual();
  QCommandLineParser parser;
  parser.setApplicationDescription(manual.description.value(0));
  parser.addHelpOption();
  parser.addVersionOption();
  for (const accel::ui::ManualSection& section : manual.sections)
    for (const accel::ui::ManualItem& item : section.items)
      if (item.synopsis.startsWith(QLatin1Char('{')))
        parser.addPositionalArgument(accel::ui::plainSynopsis(item.synopsis).toLower(), item.brief);
  parser.process(app);

  // Unsaved edits survive a crash or a killed session (app/gui/autosave.h).
  accel::ui::Autosave::installSignalHandlers();
  accel::ui::MainWindow window;
  FileOpenFilter fileOpen(&window);
  app.installEventFilter(&fileOpen);
  // A file named on the command line is read before the window is first shown, so that the
  // window is laid out and drawn once, with it (a load's problems still name the file in a
  // dialog over the window).
  const QStringList files = parser.positionalArguments();
  if (!files.isEmpty())
    window.openFile(files.first());
  window.show();
  window.offerRecovery();  // what an instance that did not close normally left behind
  return QApplication::exec();
}
