// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/core/manual.h"

#include "app/core/version.h"

namespace accel::ui {

namespace {

const QString kSummary =
    QStringLiteral("Sizing calculator for server-side write-back storage acceleration.");

ManualSection exitStatus()
{
  return {QStringLiteral("EXIT STATUS"),
          {},
          {{QStringLiteral("0"), QStringLiteral("success"), {}},
           {QStringLiteral("2"),
            QStringLiteral("invalid input or options: each problem on stderr as \"error: <json "
                           "path>: <what is wrong>\"; no report is written"),
            {}},
           {QStringLiteral("1"),
            QStringLiteral("anything else (a file that cannot be read or written)"),
            {}}},
          true};
}

ManualSection files(bool gui)
{
  ManualSection s{QStringLiteral("FILES"), {}, {}, false};
  s.items.push_back(
      {QStringLiteral("*.accelsizer.json"),
       QStringLiteral("Scenario files (JSON). Saved scenarios name their JSON Schema in "
                      "\"$schema\" so editors check and complete them."),
       {}});
  s.items.push_back({QStringLiteral("/usr/share/accelsizer/examples/"),
                     QStringLiteral("Example scenarios."),
                     {}});
  s.items.push_back(
      {QStringLiteral("/usr/share/accelsizer/schema/accelsizer-scenario-1.schema.json"),
       QStringLiteral("The JSON Schema of scenario files, as printed by accelsizer-cli schema "
                      "--json-schema."),
       {}});
  s.items.push_back(
      {QStringLiteral("/usr/share/accelsizer/presets/"),
       QStringLiteral("The installed preset catalogues of acceleration devices and disks. The "
                      "GUI also reads accelsizer/presets/ in each folder of $XDG_DATA_DIRS "
                      "(such as /usr/local/share/accelsizer/presets/) and the user's own."),
       {}});
  s.items.push_back(
      {QStringLiteral("~/.local/share/accelsizer/presets/"),
       QStringLiteral("The user's presets ($XDG_DATA_HOME/accelsizer/presets/): every *.json "
                      "file there adds devices (a \"devices\" list) or disks (a \"disks\" list) "
                      "to the presets the GUI offers, replacing a preset of the same id. A bad "
                      "file or entry is reported and skipped. "
                      "\"Save as preset\" in the GUI writes here."),
       {}});
  if (gui)
    s.items.push_back({QStringLiteral("~/.config/AccelSizer/AccelSizer.conf"),
                       QStringLiteral("Remembered settings: window layout, recent files, the "
                                      "report's author, logo and page size."),
                       {}});
  return s;
}

ManualSection environment(bool gui)
{
  ManualSection s{QStringLiteral("ENVIRONMENT"), {}, {}, false};
  if (gui)
    s.items.push_back(
        {QStringLiteral("LANGUAGE, LC_ALL, LC_MESSAGES, LANG"),
         QStringLiteral("The language of the window (English and German are shipped) and the "
                        "way numbers are written on screen (decimal comma or point). Files, the "
                        "PDF report and accelsizer-cli always write numbers with a decimal "
                        "point."),
         {}});
  else
    s.items.push_back(
        {QStringLiteral("QT_QPA_PLATFORM"),
         QStringLiteral("report draws its charts on the offscreen platform unless another is "
                        "set, so it needs no display."),
         {}});
  s.items.push_back(
      {QStringLiteral("XDG_DATA_HOME, XDG_DATA_DIRS"),
       QStringLiteral("Where the user's and the system's preset folders are (see FILES)."),
       {}});
  return s;
}

/// The words of `text` in lines of at most `width` columns; continuation lines are indented by
/// `indent` and the first line starts at `firstColumn`.
QString wrap(const QString& text, int width, int indent, int firstColumn)
{
  QString out;
  int column = firstColumn;
  bool wordOnLine = false;
  for (const QString& w : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
    const int length = static_cast<int>(w.size());
    if (wordOnLine && column + 1 + length > width) {
      out += QLatin1Char('\n') + QString(indent, QLatin1Char(' '));
      column = indent;
      wordOnLine = false;
    }
    if (wordOnLine) {
      out += QLatin1Char(' ');
      ++column;
    }
    out += w;
    column += length;
    wordOnLine = true;
  }
  return out;
}

/// Escapes text for roff: backslashes, a leading dot or quote, and the hyphens of options
/// ("--json", "-o"), which are ASCII minus signs; `allMinus` makes every hyphen one (names and
/// synopses).
QString roffText(const QString& text, bool allMinus)
{
  QString t;
  const auto startsOption = [&text](qsizetype i) {
    // A hyphen (or two) at the start of a word, followed by a letter.
    qsizetype j = i;
    while (j > 0 && text.at(j - 1) == QLatin1Char('-'))
      --j;
    const bool wordStart = j == 0 || text.at(j - 1).isSpace() ||
                           text.at(j - 1) == QLatin1Char('(') || text.at(j - 1) == QLatin1Char('"');
    qsizetype k = i;
    while (k < text.size() && text.at(k) == QLatin1Char('-'))
      ++k;
    return wordStart && i - j < 2 && k < text.size() && text.at(k).isLetter();
  };
  for (qsizetype i = 0; i < text.size(); ++i) {
    const QChar c = text.at(i);
    if (c == QLatin1Char('\\'))
      t += QStringLiteral("\\e");
    else if (c == QLatin1Char('-') && (allMinus || startsOption(i)))
      t += QStringLiteral("\\-");
    else
      t += c;
  }
  if (t.startsWith(QLatin1Char('.')) || t.startsWith(QLatin1Char('\'')))
    t.prepend(QStringLiteral("\\&"));
  return t;
}

/// A synopsis in roff fonts: {PLACEHOLDERS} italic, [ ] | ... roman, the rest bold.
QString roffSynopsis(const QString& synopsis)
{
  QString out;
  QString font;  // the font of the run being written
  const auto setFont = [&out, &font](const QString& f) {
    if (f != font) {
      out += QStringLiteral("\\f") + f;
      font = f;
    }
  };
  for (qsizetype i = 0; i < synopsis.size(); ++i) {
    const QChar c = synopsis.at(i);
    if (c == QLatin1Char('{')) {
      const qsizetype end = synopsis.indexOf(QLatin1Char('}'), i);
      setFont(QStringLiteral("I"));
      out += roffText(synopsis.mid(i + 1, end - i - 1), true);
      i = end;
    } else if (c == QLatin1Char('[') || c == QLatin1Char(']') || c == QLatin1Char('|') ||
               c == QLatin1Char(' ') || c == QLatin1Char(',')) {
      setFont(QStringLiteral("R"));
      out += c;
    } else {
      setFont(QStringLiteral("B"));
      out += roffText(QString(c), true);
    }
  }
  setFont(QStringLiteral("R"));
  return out;
}

}  // namespace

QString plainSynopsis(const QString& synopsis)
{
  QString s = synopsis;
  return s.remove(QLatin1Char('{')).remove(QLatin1Char('}'));
}

ManualPage cliManual()
{
  ManualPage m;
  m.name = QStringLiteral("accelsizer-cli");
  m.summary = QStringLiteral("sizing calculator for write-back storage acceleration, command line");
  m.synopsis = {QStringLiteral("{COMMAND} [{OPTIONS}]")};
  m.description = {
      kSummary,
      QStringLiteral("accelsizer-cli reads a scenario (hosts, VM write rates and duty cycles, "
                     "the acceleration device, the peer network and the backing array, in one "
                     "JSON file) and predicts what the peer network, the write latency, the "
                     "write-back buffer and the backing array will do: as a summary, as a "
                     "results document in JSON or as a PDF sizing report. It never opens a "
                     "window and runs without a display; only the requested document goes to "
                     "standard output, so it can be piped."),
      QStringLiteral("Units: MB = 10^6 bytes, KiB = 1024 bytes, Gb/s = 10^9 bit/s."),
  };
  ManualSection commands{QStringLiteral("COMMANDS"), {}, {}, true};
  commands.items = {
      {QStringLiteral("evaluate {FILE}"),
       QStringLiteral("validate a scenario, run every model, print a summary"),
       {}},
      {QStringLiteral("evaluate {FILE} --json"),
       QStringLiteral("the same, printing the results document (JSON)"),
       {}},
      {QStringLiteral("evaluate {FILE} [--json] --simulate"),
       QStringLiteral("also simulate the write path (discrete-event, fixed seed, 200,000 "
                      "commits) at the model's think times and print its mean write latency "
                      "per group beside the model's (JSON: latency.simulation)"),
       {}},
      {QStringLiteral("report {FILE} -o {OUT.pdf} [--page a4|letter] [--author {NAME}] "
                      "[--logo {IMAGE}]"),
       QStringLiteral("write the PDF sizing report (A4 unless --page letter); OUT.pdf is "
                      "replaced only once the new report is complete"),
       QStringLiteral("The report names its author (--author) and carries an optional logo "
                      "(--logo, a PNG, JPEG or SVG image) on its cover.")},
      {QStringLiteral("headroom {FILE} [--by rate|vms] [--json]"),
       QStringLiteral("how far every VM's write rate (or the VMs per host) can grow before the "
                      "first requirement breaks, and the ladder of every requirement's breaking "
                      "factor"),
       {}},
      {QStringLiteral("goalseek {FILE} --vary {POINTER} --metric {POINTER} --target {X} "
                      "[--range {LO}:{HI}] [--largest] [--json]"),
       QStringLiteral("the input value (a JSON pointer into the scenario, e.g. "
                      "/vm_groups/0/write/mbps) at which a result (a JSON pointer into evaluate "
                      "--json, e.g. /replica/max_tx_utilization) reaches the target; unreachable "
                      "targets exit 2"),
       {}},
      {QStringLiteral("size {FILE} [--top {N}] [--json]"),
       QStringLiteral("the designs of the scenario's design_space that meet every requirement, "
                      "cheapest first (relative costs from the presets), with their changes, "
                      "headroom and the Pareto front of cost against headroom; exit 2 when none "
                      "does, with the closest and what it misses"),
       QStringLiteral("Every combination of the choices is evaluated on every core; the N "
                      "cheapest (10 unless --top) are listed, with their headroom; --json gives "
                      "each one's full scenario, to evaluate, save or apply.")},
      {QStringLiteral("compare {FILE} [--fail {KIND}:{WHICH} ...] [--json]"),
       QStringLiteral("the base design and each of its variants side by side; with --fail (or "
                      "the scenario's failures), each design's failed state beside it"),
       {}},
      {QStringLiteral("compare {A.json} {B.json} ... [--json]"),
       QStringLiteral("several scenario files side by side"),
       {}},
      {QStringLiteral("sweep {FILE} --vary {POINTER}={FROM}:{TO}:{N}[:log] "
                      "[--vary {POINTER}={V1},{V2},...] --metric {POINTER} ... [--csv]"),
       QStringLiteral("one or two inputs over a range or a list, the results at each point (CSV: "
                      "a header with units, one row per point)"),
       {}},
      {QStringLiteral("whatif {FILE} [--fail {KIND}:{WHICH} ...] [--json]"),
       QStringLiteral("failure what-ifs: host:N (host N lost, its VMs restarted on the others "
                      "within max_vms_per_host), peer_link:N, storage_path:N (one of host N's "
                      "links or paths), raid_member:G[:SHARE] (a disk of RAID group G, from 0, "
                      "rebuilt at SHARE of the disks' time, 0.3 unless given); without --fail, "
                      "the scenario's failures. Says what the customer loses and for how long "
                      "(VMs not restarted, write-through until re-protected, the rebuild) and "
                      "every requirement healthy and failed; --json: the results document with "
                      "its failures array"),
       QStringLiteral("Write-back VMs that lose a peer run write-through until their buffered "
                      "writes are destaged and a new peer is chosen; a lost host's buffered "
                      "writes are flushed from their replicas before its VMs restart.")},
      {QStringLiteral("calibrate {FILE} [-o {OUT.json}] [--json]"),
       QStringLiteral("the constants the groups' measured latencies pin down (the device's "
                      "4 KiB write latency, the peer network's stack latency, the storage "
                      "path's front-end latency), fitted by least squares: each group's measured "
                      "latency against the model's prediction before and after, the RMS error, "
                      "and which constants were fitted or held; -o writes the scenario with the "
                      "fitted values and its calibration record; exit 2 when no group carries a "
                      "measured latency, or with -o when nothing could be fitted"),
       QStringLiteral("A constant no measurement depends on, or one the measurements cannot "
                      "tell from the others, is held at its value and said so.")},
      {QStringLiteral("sensitivity {FILE} --metric {POINTER} [--by {PERCENT}] "
                      "[--only {POINTER} ...] [--json]"),
       QStringLiteral("every numeric input moved by +-20 % (or PERCENT) in turn, the result's "
                      "swing, largest first (a tornado chart's bars)"),
       {}},
      {QStringLiteral("import {FILE} -o {OUT.json} [--format esxtop|vscsistats|perfmon|csv] "
                      "[--into {SCENARIO}] [--source {PATTERN}]... [--group {NAME}={PATTERN}]... "
                      "[--list] [--time-column {N}|none] [--time-unit s|ms|min|h|timestamp] "
                      "[--interval {S}] [--rate-unit MB/s|MiB/s|KB/s|KiB/s|B/s|GB/s] "
                      "[--delimiter ,|;|tab] [--decimal point|comma] [--no-header]"),
       QStringLiteral("measured workloads (esxtop -b, vscsiStats -p all -c, perfmon CSV, plain "
                      "CSV) into VM groups: one per source (every VM by default) or one per "
                      "--group (wildcards); rates become trace profiles in MB/s per VM; added to "
                      "SCENARIO or to a new scenario; --list prints the sources and exits"),
       QStringLiteral("Errors name the file's line and column; nothing is written when there "
                      "is one.")},
      {QStringLiteral("schema"),
       QStringLiteral("every scenario parameter with unit, range, default (JSON)"),
       {}},
      {QStringLiteral("schema --markdown"), QStringLiteral("the same as a Markdown table"), {}},
      {QStringLiteral("schema --json-schema"),
       QStringLiteral("the scenario format as a JSON Schema (draft 2020-12), for editors"),
       QStringLiteral("Saved scenarios name it in \"$schema\"; it is also installed as "
                      "/usr/share/accelsizer/schema/accelsizer-scenario-1.schema.json.")},
      {QStringLiteral("presets"),
       QStringLiteral("the device and disk presets the GUI offers, with the file each comes "
                      "from; problems of preset files on stderr"),
       QStringLiteral("Use it to check a preset file before the GUI reads it: a bad file or "
                      "entry is reported as a warning and left out, never fatal.")},
      {QStringLiteral("man accelsizer-cli|accelsizer"),
       QStringLiteral("the manual page of accelsizer-cli or accelsizer (roff)"),
       {}},
      {QStringLiteral("--version"), QStringLiteral("print the version"), {}},
      {QStringLiteral("--help"), QStringLiteral("print this help"), {}},
  };
  m.sections.push_back(commands);
  m.sections.push_back(exitStatus());
  m.sections.push_back(files(false));
  m.sections.push_back(environment(false));
  ManualSection examples{QStringLiteral("EXAMPLES"), {}, {}, false};
  examples.items = {
      {QStringLiteral("accelsizer-cli evaluate "
                      "/usr/share/accelsizer/examples/build-cluster-1gbe.accelsizer.json"),
       QStringLiteral("The example build cluster: 4 hosts, WB+1 over a 1GbE peer network."),
       {}},
      {QStringLiteral("accelsizer-cli report my.accelsizer.json -o my.pdf --author \"Jane "
                      "Doe\""),
       QStringLiteral("The PDF sizing report of a scenario."),
       {}},
      {QStringLiteral("accelsizer-cli whatif my.accelsizer.json --fail host:3 --fail "
                      "raid_member:0"),
       QStringLiteral("What the customer loses while host 3 is down, and while a disk of the "
                      "first RAID group is rebuilt."),
       {}},
      {QStringLiteral("accelsizer-cli schema --json-schema > scenario.schema.json"),
       QStringLiteral("The schema, for an editor without network access."),
       {}},
  };
  m.sections.push_back(examples);
  m.seeAlso = {QStringLiteral("accelsizer(1)")};
  return m;
}

ManualPage guiManual()
{
  ManualPage m;
  m.name = QStringLiteral("accelsizer");
  m.summary = QStringLiteral("sizing calculator for write-back storage acceleration, desktop");
  m.synopsis = {QStringLiteral("[{OPTIONS}] [{SCENARIO}]")};
  m.description = {
      kSummary,
      QStringLiteral("accelsizer opens a window with the scenario on the left (cluster and VM "
                     "groups, acceleration device, peer network, backing array) and the results "
                     "on the right, recomputed on every edit: a summary with each area's light, "
                     "headline and verdict and the top recommendations, then the peer network, "
                     "write latency, the destager, the backing array and stripe hotspots, with "
                     "the findings and their recommendations below. File > Export PDF writes "
                     "the sizing report; Help > Model Notes shows what each model assumes and "
                     "where its equations come from. Presets fill the acceleration device or a "
                     "RAID group's disks; "
                     "\"Save as preset\" keeps the current device or disk for later."),
      QStringLiteral("Units: MB = 10^6 bytes, KiB = 1024 bytes, Gb/s = 10^9 bit/s."),
  };
  ManualSection args{QStringLiteral("OPTIONS"), {}, {}, true};
  args.items = {
      {QStringLiteral("{SCENARIO}"),
       QStringLiteral("Scenario file to open (*.accelsizer.json)."),
       {}},
      {QStringLiteral("-h, --help"), QStringLiteral("Displays help on command-line options."), {}},
      {QStringLiteral("-v, --version"), QStringLiteral("Displays version information."), {}},
  };
  args.paragraphs = {QStringLiteral(
      "The standard options of Qt applications are accepted too, such as -platform offscreen.")};
  m.sections.push_back(args);
  m.sections.push_back(files(true));
  m.sections.push_back(environment(true));
  m.seeAlso = {QStringLiteral("accelsizer-cli(1)")};
  return m;
}

const ManualPage* manualPage(const QString& name)
{
  static const ManualPage cli = cliManual();
  static const ManualPage gui = guiManual();
  if (name == cli.name)
    return &cli;
  if (name == gui.name)
    return &gui;
  return nullptr;
}

QString helpText(const ManualPage& page)
{
  constexpr int kWidth = 80;
  constexpr int kColumn = 25;  // where the descriptions start
  QString out =
      QStringLiteral("Usage: %1 %2\n\n%3\n")
          .arg(page.name, plainSynopsis(page.synopsis.value(0)), page.description.value(0));
  for (const ManualSection& s : page.sections) {
    if (!s.inHelp)
      continue;
    QString title = s.title.toLower();
    title[0] = title[0].toUpper();
    out += QLatin1Char('\n') + title + QStringLiteral(":\n");
    for (const ManualItem& item : s.items) {
      const QString syn = QStringLiteral("  ") + plainSynopsis(item.synopsis);
      QString lead;
      if (syn.size() + 2 < kColumn) {  // two spaces at least before the description
        lead = syn.leftJustified(kColumn - 1);
      } else {
        lead = QStringLiteral("  ") + wrap(plainSynopsis(item.synopsis), kWidth - 1, 4, 2) +
               QLatin1Char('\n') + QString(kColumn - 1, QLatin1Char(' '));
      }
      out += lead + wrap(item.brief, kWidth - 1, kColumn - 1, kColumn - 1) + QLatin1Char('\n');
    }
    for (const QString& p : s.paragraphs)
      out += wrap(p, kWidth - 1, 0, 0) + QLatin1Char('\n');
  }
  return out;
}

QString manPageRoff(const ManualPage& page, const QString& date)
{
  QString out;
  out += QStringLiteral(".\\\" Generated by accelsizer-cli man %1 from app/core/manual.cpp.\n")
             .arg(page.name);
  out +=
      QStringLiteral(".TH %1 1 %2 \"AccelSizer %3\" \"User Commands\"\n")
          .arg(roffText(page.name.toUpper(), true), date, QString::fromLatin1(kAccelSizerVersion));
  out += QStringLiteral(".SH NAME\n%1 \\- %2\n")
             .arg(roffText(page.name, true), roffText(page.summary, false));
  out += QStringLiteral(".SH SYNOPSIS\n");
  for (const QString& s : page.synopsis)
    out += QStringLiteral(".B %1\n%2\n.br\n").arg(roffText(page.name, true), roffSynopsis(s));
  out += QStringLiteral(".SH DESCRIPTION\n");
  for (qsizetype i = 0; i < page.description.size(); ++i)
    out += (i ? QStringLiteral(".PP\n") : QString()) + roffText(page.description[i], false) +
           QLatin1Char('\n');
  for (const ManualSection& s : page.sections) {
    out += QStringLiteral(".SH %1\n").arg(s.title);
    for (const QString& p : s.paragraphs)
      out += roffText(p, false) + QStringLiteral("\n.PP\n");
    for (const ManualItem& item : s.items) {
      out += QStringLiteral(".TP\n") + roffSynopsis(item.synopsis) + QLatin1Char('\n');
      QString text = item.brief;
      if (!text.isEmpty())
        text[0] = text[0].toUpper();
      if (!text.endsWith(QLatin1Char('.')))
        text += QLatin1Char('.');
      if (!item.detail.isEmpty())
        text += QLatin1Char(' ') + item.detail;
      out += roffText(text, false) + QLatin1Char('\n');
    }
  }
  if (!page.seeAlso.isEmpty()) {
    out += QStringLiteral(".SH SEE ALSO\n");
    QStringList refs;
    for (const QString& r : page.seeAlso) {
      const qsizetype paren = r.indexOf(QLatin1Char('('));
      refs << QStringLiteral(".BR %1 %2").arg(roffText(r.left(paren), true), r.mid(paren));
    }
    out += refs.join(QStringLiteral(" ,\n")) + QLatin1Char('\n');
  }
  return out;
}

}  // namespace accel::ui
