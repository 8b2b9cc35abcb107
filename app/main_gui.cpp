// accelsizer: the desktop GUI. Usage: accelsizer [SCENARIO.accelsizer.json]
#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QLocale>

#include "app/core/manual.h"
#include "app/core/version.h"
#include "app/gui/language.h"
#include "app/gui/mainwindow.h"

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

  accel::ui::MainWindow window;
  window.show();
  const QStringList files = parser.positionalArguments();
  if (!files.isEmpty())
    window.openFile(files.first());
  return QApplication::exec();
}
