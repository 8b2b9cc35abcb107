// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/core/sourceio.h"

#include <QJsonObject>
#include <QRegularExpression>

#include <cmath>

#include "app/core/scenarioio.h"
#include "app/core/units.h"

namespace accel::ui {

namespace {

const char* const kFormats[] = {"esxtop", "vscsistats", "perfmon", "csv"};

/// Keys of a source object that hold a number, with the field they fill.
struct NumberField {
  const char* key;
  std::optional<double> WorkloadSource::*member;
  double max;
};
const NumberField kNumbers[] = {
    {"span_s", &WorkloadSource::span_s, 1e9},
    {"write_latency_us", &WorkloadSource::write_latency_us, 1e9},
    {"read_latency_us", &WorkloadSource::read_latency_us, 1e9},
    {"sequential_write_fraction", &WorkloadSource::sequential_write_fraction, 1},
    {"sequential_read_fraction", &WorkloadSource::sequential_read_fraction, 1},
};

void error(Problems& out, const QString& path, const QString& message)
{
  out.append({Problem::Level::Error, path, message});
}

std::vector<std::string> texts(const QJsonValue& v, const QString& path, Problems& problems)
{
  std::vector<std::string> out;
  if (!v.isArray()) {
    error(problems, path, QStringLiteral("expected a list of texts, found ") + describe(v));
    return out;
  }
  const QJsonArray a = v.toArray();
  for (qsizetype i = 0; i < a.size(); ++i) {
    if (!a.at(i).isString())
      error(problems, jsonIndex(path, i),
            QStringLiteral("expected a text, found ") + describe(a.at(i)));
    else
      out.push_back(a.at(i).toString().toStdString());
  }
  return out;
}

QJsonArray textArray(const std::vector<std::string>& v)
{
  QJsonArray a;
  for (const std::string& s : v)
    a.append(QString::fromStdString(s));
  return a;
}

void readSource(const QJsonObject& o, const QString& at, WorkloadSource& s, Problems& problems)
{
  for (auto it = o.begin(); it != o.end(); ++it) {
    const QString key = it.key();
    const QJsonValue v = it.value();
    const QString path = jsonPath(at, key);
    const auto text = [&](std::string& field) {
      if (!v.isString())
        error(problems, path, QStringLiteral("expected a text, found ") + describe(v));
      else
        field = v.toString().toStdString();
    };
    bool known = true;
    if (key == QLatin1String("format")) {
      if (!v.isString() || !sourceFormatWords().contains(v.toString()))
        error(problems, path,
              QStringLiteral("expected one of %1, found %2")
                  .arg(sourceFormatWords().join(QStringLiteral(", ")), describe(v)));
      else
        s.format = v.toString().toStdString();
    } else if (key == QLatin1String("file")) {
      text(s.file);
    } else if (key == QLatin1String("sha256")) {
      static const QRegularExpression hex(QStringLiteral("^[0-9a-f]{64}$"));
      if (!v.isString() || !hex.match(v.toString()).hasMatch())
        error(problems, path,
              QStringLiteral("expected 64 lowercase hexadecimal digits, found ") + describe(v));
      else
        s.sha256 = v.toString().toStdString();
    } else if (key == QLatin1String("first_sample")) {
      text(s.first_sample);
    } else if (key == QLatin1String("samples")) {
      const double x = v.toDouble(-1);
      if (!v.isDouble() || x < 0 || x > 2147483647.0 || x != std::floor(x))
        error(problems, path,
              QStringLiteral("expected a whole number of at least 0, found ") + describe(v));
      else
        s.samples = static_cast<int>(x);
    } else if (key == QLatin1String("members")) {
      s.members = texts(v, path, problems);
    } else if (key == QLatin1String("counters")) {
      s.counters = texts(v, path, problems);
    } else {
      known = false;
      for (const NumberField& f : kNumbers) {
        if (key != QLatin1String(f.key))
          continue;
        known = true;
        const double x = v.toDouble(-1);
        if (v.isNull())
          s.*(f.member) = std::nullopt;
        else if (!v.isDouble() || !(x >= 0) || x > f.max)
          error(problems, path,
                QStringLiteral("expected a number from 0 to %1, found %2")
                    .arg(formatNumber(f.max, 6), describe(v)));
        else
          s.*(f.member) = x;
      }
    }
    if (!known) {
      problems.append(
          {Problem::Level::Warning, path, QStringLiteral("unknown field (kept as it is)")});
      s.extra[key.toStdString()] = jsonText(v);
    }
  }
  if (s.format.empty() && !o.contains(QStringLiteral("format")))
    error(problems, jsonPath(at, QStringLiteral("format")),
          QStringLiteral("missing: expected one of ") +
              sourceFormatWords().join(QStringLiteral(", ")));
}

}  // namespace

QStringList sourceFormatWords()
{
  QStringList out;
  for (const char* f : kFormats)
    out << QString::fromLatin1(f);
  return out;
}

QString sourceFormatName(const QString& word)
{
  if (word == QLatin1String("esxtop"))
    return QStringLiteral("esxtop batch");
  if (word == QLatin1String("vscsistats"))
    return QStringLiteral("vscsiStats histograms");
  if (word == QLatin1String("perfmon"))
    return QStringLiteral("Windows perfmon");
  if (word == QLatin1String("csv"))
    return QStringLiteral("CSV");
  return word;
}

void readSources(const QJsonValue& v, const QString& path, std::vector<WorkloadSource>& out,
                 Problems& problems)
{
  out.clear();
  if (!v.isArray()) {
    error(problems, path, QStringLiteral("expected a list of sources, found ") + describe(v));
    return;
  }
  const QJsonArray a = v.toArray();
  for (qsizetype i = 0; i < a.size(); ++i) {
    const QString at = jsonIndex(path, i);
    if (!a.at(i).isObject()) {
      error(problems, at,
            QStringLiteral("expected a source (an object), found ") + describe(a.at(i)));
      continue;
    }
    WorkloadSource s;
    readSource(a.at(i).toObject(), at, s, problems);
    out.push_back(std::move(s));
  }
}

QJsonArray sourcesToJson(const std::vector<WorkloadSource>& sources)
{
  QJsonArray out;
  for (const WorkloadSource& s : sources) {
    QJsonObject o;
    o.insert(QStringLiteral("format"), QString::fromStdString(s.format));
    o.insert(QStringLiteral("file"), QString::fromStdString(s.file));
    o.insert(QStringLiteral("sha256"), QString::fromStdString(s.sha256));
    if (!s.first_sample.empty())
      o.insert(QStringLiteral("first_sample"), QString::fromStdString(s.first_sample));
    o.insert(QStringLiteral("samples"), s.samples);
    for (const NumberField& f : kNumbers)
      if (s.*(f.member))
        o.insert(QString::fromLatin1(f.key), *(s.*(f.member)));
    o.insert(QStringLiteral("members"), textArray(s.members));
    o.insert(QStringLiteral("counters"), textArray(s.counters));
    for (const auto& [key, text] : s.extra)
      if (!o.contains(QString::fromStdString(key)))
        o.insert(QString::fromStdString(key), jsonValue(text));
    out.append(o);
  }
  return out;
}

QString sourceSentence(const WorkloadSource& s)
{
  const QString format = QString::fromStdString(s.format);
  QString text = QStringLiteral("%1 file %2 (SHA-256 %3\u2026)")
                     .arg(sourceFormatName(format), QString::fromStdString(s.file),
                          QString::fromStdString(s.sha256).left(12));
  if (s.span_s)
    text += QStringLiteral(", %1 samples over %2").arg(s.samples).arg(formatDurationS(*s.span_s));
  else if (format == QLatin1String("vscsistats"))
    text += QStringLiteral(", histograms of %1 I/Os").arg(s.samples);
  if (!s.first_sample.empty())
    text += QStringLiteral(" from %1").arg(QString::fromStdString(s.first_sample));
  QStringList members;
  for (const std::string& m : s.members)
    members << QString::fromStdString(m);
  if (!members.isEmpty()) {
    if (members.size() > 6)
      text += QStringLiteral(": %1 and %2 more")
                  .arg(QStringList(members.mid(0, 5)).join(QStringLiteral(", ")))
                  .arg(members.size() - 5);
    else
      text += QStringLiteral(": ") + members.join(QStringLiteral(", "));
  }
  QStringList measured;
  if (s.write_latency_us)
    measured << QStringLiteral("write latency %1")
                    .arg(formatValue(*s.write_latency_us, Unit::DurationUs));
  if (s.read_latency_us)
    measured
        << QStringLiteral("read latency %1").arg(formatValue(*s.read_latency_us, Unit::DurationUs));
  if (s.sequential_write_fraction)
    measured << QStringLiteral("%1 of writes sequential")
                    .arg(formatValue(*s.sequential_write_fraction, Unit::Fraction));
  if (s.sequential_read_fraction)
    measured << QStringLiteral("%1 of reads sequential")
                    .arg(formatValue(*s.sequential_read_fraction, Unit::Fraction));
  if (!measured.isEmpty())
    text += QStringLiteral("; measured ") + measured.join(QStringLiteral(", "));
  return text + QLatin1Char('.');
}

}  // namespace accel::ui
