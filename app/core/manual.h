// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file manual.h
/// The one description of both executables' command lines: `accelsizer-cli --help`, the
/// descriptions the GUI's command-line parser shows, and the manual pages accelsizer-cli(1) and
/// accelsizer(1) (`accelsizer-cli man PAGE`, built and installed with the package) are all
/// written from it.

#include <QString>
#include <QStringList>

#include <vector>

namespace accel::ui {

/// One command or option. In `synopsis`, {BRACES} mark what the user replaces
/// ("report {FILE} -o {OUT.pdf}"); the help shows them without the braces, the manual page in
/// italics.
struct ManualItem {
  QString synopsis;
  QString brief;   ///< one line or two for --help
  QString detail;  ///< more for the manual page (after `brief`); may be empty
};

struct ManualSection {
  QString title;           ///< "COMMANDS", "FILES"...
  QStringList paragraphs;  ///< before the items
  std::vector<ManualItem> items;
  bool inHelp = false;  ///< also printed by --help (after the usage line)
};

struct ManualPage {
  QString name;          ///< "accelsizer-cli"
  QString summary;       ///< the NAME line: "sizing calculator ... (command line)"
  QStringList synopsis;  ///< usage lines without the program name, {BRACES} as in items
  QStringList description;
  std::vector<ManualSection> sections;
  QStringList seeAlso;  ///< "accelsizer(1)"
};

/// The page of `accelsizer-cli`.
ManualPage cliManual();
/// The page of the GUI, `accelsizer`.
ManualPage guiManual();
/// The page of an executable by name ("accelsizer-cli", "accelsizer"); nullptr otherwise.
const ManualPage* manualPage(const QString& name);

/// The --help text: usage, the first description paragraph and the sections marked inHelp, in
/// 80 columns.
QString helpText(const ManualPage& page);

/// The manual page in roff (man(7) macros), dated `date` (YYYY-MM-DD), plain ASCII.
QString manPageRoff(const ManualPage& page, const QString& date);

/// A synopsis without the {BRACES} marks: "report FILE -o OUT.pdf".
QString plainSynopsis(const QString& synopsis);

}  // namespace accel::ui
