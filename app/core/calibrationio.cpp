// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/core/calibrationio.h"

#include <QDateTime>
#include <QJsonArray>
#include <QStringList>

#include <cmath>

#include "app/core/evaluation.h"
#include "app/core/params.h"
#include "app/core/scenarioio.h"
#include "app/core/units.h"

namespace accel::ui {

namespace {

void error(Problems& out, const QString& path, const QString& message)
{
  out.append({Problem::Level::Error, path, message});
}

void unknown(Problems& out, const QString& path, const QString& key, const QJsonValue& v,
             Extras& extra)
{
  out.append({Problem::Level::Warning, path, QStringLiteral("unknown field (kept as it is)")});
  extra[key.toStdString()] = jsonText(v);
}

bool readText(const QJsonValue& v, const QString& path, std::string& field, Problems& problems)
{
  if (!v.isString()) {
    error(problems, path, QStringLiteral("expected a text, found ") + describe(v));
    return false;
  }
  field = v.toString().toStdString();
  return true;
}

bool readNumber(const QJsonValue& v, const QString& path, double& field, Problems& problems)
{
  const double x = v.toDouble(-1);
  if (!v.isDouble() || !(x >= 0) || !std::isfinite(x) || x > 1e12) {
    error(problems, path, QStringLiteral("expected a number of at least 0, found ") + describe(v));
    return false;
  }
  field = x;
  return true;
}

bool readOneOf(const QJsonValue& v, const QString& path, const QStringList& words,
               std::string& field, Problems& problems)
{
  if (!v.isString() || !words.contains(v.toString())) {
    error(problems, path,
          QStringLiteral("expected one of %1, found %2")
              .arg(words.join(QStringLiteral(", ")), describe(v)));
    return false;
  }
  field = v.toString().toStdString();
  return true;
}

QStringList constantFields()
{
  QStringList out;
  for (CalibrationConstant c : calibrationConstants())
    out << QString::fromLatin1(calibrationFieldKey(c));
  return out;
}

QStringList statusWords()
{
  return {QString::fromLatin1(constantStatusKey(ConstantStatus::Fitted)),
          QString::fromLatin1(constantStatusKey(ConstantStatus::NoEffect)),
          QString::fromLatin1(constantStatusKey(ConstantStatus::NotSeparable))};
}

void readConstant(const QJsonObject& o, const QString& at, CalibratedConstantRecord& c,
                  Problems& problems)
{
  for (auto it = o.begin(); it != o.end(); ++it) {
    const QString key = it.key();
    const QString path = jsonPath(at, key);
    if (key == QLatin1String("field"))
      readOneOf(it.value(), path, constantFields(), c.field, problems);
    else if (key == QLatin1String("status"))
      readOneOf(it.value(), path, statusWords(), c.status, problems);
    else if (key == QLatin1String("before_us"))
      readNumber(it.value(), path, c.before_us, problems);
    else if (key == QLatin1String("after_us"))
      readNumber(it.value(), path, c.after_us, problems);
    else if (key == QLatin1String("at_bound")) {
      if (!it.value().isBool())
        error(problems, path,
              QStringLiteral("expected true or false, found ") + describe(it.value()));
      else
        c.at_bound = it.value().toBool();
    } else
      unknown(problems, path, key, it.value(), c.extra);
  }
  for (const char* required : {"field", "status", "before_us", "after_us"})
    if (!o.contains(QLatin1String(required)))
      error(problems, jsonPath(at, QLatin1String(required)),
            QStringLiteral("missing: this field is required"));
}

void readMeasurement(const QJsonObject& o, const QString& at, CalibrationMeasurementRecord& m,
                     Problems& problems)
{
  for (auto it = o.begin(); it != o.end(); ++it) {
    const QString key = it.key();
    const QString path = jsonPath(at, key);
    if (key == QLatin1String("group"))
      readText(it.value(), path, m.group, problems);
    else if (key == QLatin1String("latency"))
      readOneOf(it.value(), path, {QStringLiteral("write"), QStringLiteral("read")}, m.latency,
                problems);
    else if (key == QLatin1String("measured_us"))
      readNumber(it.value(), path, m.measured_us, problems);
    else if (key == QLatin1String("predicted_before_us"))
      readNumber(it.value(), path, m.predicted_before_us, problems);
    else if (key == QLatin1String("predicted_after_us"))
      readNumber(it.value(), path, m.predicted_after_us, problems);
    else if (key == QLatin1String("files")) {
      if (!it.value().isArray()) {
        error(problems, path,
              QStringLiteral("expected a list of texts, found ") + describe(it.value()));
        continue;
      }
      const QJsonArray a = it.value().toArray();
      for (qsizetype i = 0; i < a.size(); ++i) {
        std::string f;
        if (readText(a.at(i), jsonIndex(path, i), f, problems))
          m.files.push_back(f);
      }
    } else
      unknown(problems, path, key, it.value(), m.extra);
  }
  for (const char* required : {"group", "measured_us", "predicted_before_us", "predicted_after_us"})
    if (!o.contains(QLatin1String(required)))
      error(problems, jsonPath(at, QLatin1String(required)),
            QStringLiteral("missing: this field is required"));
}

template <class T, class Read>
void readList(const QJsonValue& v, const QString& path, const QString& what, std::vector<T>& out,
              Problems& problems, Read read)
{
  if (!v.isArray()) {
    error(problems, path, QStringLiteral("expected a list of %1, found %2").arg(what, describe(v)));
    return;
  }
  const QJsonArray a = v.toArray();
  for (qsizetype i = 0; i < a.size(); ++i) {
    const QString at = jsonIndex(path, i);
    if (!a.at(i).isObject()) {
      error(problems, at, QStringLiteral("expected an object, found ") + describe(a.at(i)));
      continue;
    }
    T item;
    read(a.at(i).toObject(), at, item, problems);
    out.push_back(std::move(item));
  }
}

QJsonArray textArray(const std::vector<std::string>& v)
{
  QJsonArray a;
  for (const std::string& s : v)
    a.append(QString::fromStdString(s));
  return a;
}

void insertExtras(QJsonObject& o, const Extras& extra)
{
  for (const auto& [key, text] : extra)
    if (!o.contains(QString::fromStdString(key)))
      o.insert(QString::fromStdString(key), jsonValue(text));
}

}  // namespace

void readCalibration(const QJsonValue& v, CalibrationRecord& out, Problems& problems)
{
  const QString at = QStringLiteral("calibration");
  out = CalibrationRecord{};
  if (!v.isObject()) {
    error(problems, at, QStringLiteral("expected an object, found ") + describe(v));
    return;
  }
  const QJsonObject o = v.toObject();
  for (auto it = o.begin(); it != o.end(); ++it) {
    const QString key = it.key();
    const QString path = jsonPath(at, key);
    if (key == QLatin1String("fitted_at"))
      readText(it.value(), path, out.fitted_at, problems);
    else if (key == QLatin1String("method"))
      readOneOf(it.value(), path, {QStringLiteral("levenberg_marquardt")}, out.method, problems);
    else if (key == QLatin1String("constants"))
      readList(it.value(), path, QStringLiteral("constants"), out.constants, problems,
               readConstant);
    else if (key == QLatin1String("measurements"))
      readList(it.value(), path, QStringLiteral("measurements"), out.measurements, problems,
               readMeasurement);
    else if (key == QLatin1String("rms_error_before_us"))
      readNumber(it.value(), path, out.rms_error_before_us, problems);
    else if (key == QLatin1String("rms_error_after_us"))
      readNumber(it.value(), path, out.rms_error_after_us, problems);
    else if (key == QLatin1String("rms_relative_error_before"))
      readNumber(it.value(), path, out.rms_relative_error_before, problems);
    else if (key == QLatin1String("rms_relative_error_after"))
      readNumber(it.value(), path, out.rms_relative_error_after, problems);
    else
      unknown(problems, path, key, it.value(), out.extra);
  }
  if (!o.contains(QStringLiteral("fitted_at")))
    error(problems, jsonPath(at, QStringLiteral("fitted_at")),
          QStringLiteral("missing: this field is required (when the constants were fitted)"));
}

QJsonObject calibrationToJson(const CalibrationRecord& r)
{
  QJsonObject o;
  o.insert(QStringLiteral("fitted_at"), QString::fromStdString(r.fitted_at));
  o.insert(QStringLiteral("method"), QString::fromStdString(r.method));
  QJsonArray constants;
  for (const CalibratedConstantRecord& c : r.constants) {
    QJsonObject co;
    co.insert(QStringLiteral("field"), QString::fromStdString(c.field));
    co.insert(QStringLiteral("status"), QString::fromStdString(c.status));
    co.insert(QStringLiteral("before_us"), c.before_us);
    co.insert(QStringLiteral("after_us"), c.after_us);
    if (c.at_bound)
      co.insert(QStringLiteral("at_bound"), true);
    insertExtras(co, c.extra);
    constants.append(co);
  }
  o.insert(QStringLiteral("constants"), constants);
  QJsonArray measurements;
  for (const CalibrationMeasurementRecord& m : r.measurements) {
    QJsonObject mo;
    mo.insert(QStringLiteral("group"), QString::fromStdString(m.group));
    mo.insert(QStringLiteral("latency"), QString::fromStdString(m.latency));
    mo.insert(QStringLiteral("measured_us"), m.measured_us);
    mo.insert(QStringLiteral("predicted_before_us"), m.predicted_before_us);
    mo.insert(QStringLiteral("predicted_after_us"), m.predicted_after_us);
    mo.insert(QStringLiteral("files"), textArray(m.files));
    insertExtras(mo, m.extra);
    measurements.append(mo);
  }
  o.insert(QStringLiteral("measurements"), measurements);
  o.insert(QStringLiteral("rms_error_before_us"), r.rms_error_before_us);
  o.insert(QStringLiteral("rms_error_after_us"), r.rms_error_after_us);
  o.insert(QStringLiteral("rms_relative_error_before"), r.rms_relative_error_before);
  o.insert(QStringLiteral("rms_relative_error_after"), r.rms_relative_error_after);
  insertExtras(o, r.extra);
  return o;
}

CalibrateOptions calibrateOptions()
{
  CalibrateOptions opt;
  opt.evaluate = evaluateOptions();
  opt.ranges.clear();
  for (CalibrationConstant c : calibrationConstants()) {
    const ParamInfo* p = findParam(QString::fromLatin1(calibrationFieldKey(c)));
    ConstantRange r;
    r.lower_us = p ? std::max(p->min, 0.01) : 0.01;
    r.upper_us = p ? std::max(p->max, r.lower_us) : 1e6;
    opt.ranges.push_back(r);
  }
  return opt;
}

QString calibrationTimeNow()
{
  return QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
}

Scenario applyCalibration(const Scenario& s, const CalibrationResult& r)
{
  Scenario out = r.calibrated;
  out.calibration = calibrationRecord(s, r, calibrationTimeNow().toStdString());
  return out;
}

QString calibrationConstantName(const QString& field)
{
  if (field == QLatin1String(calibrationFieldKey(CalibrationConstant::DeviceWriteLatency)))
    return QStringLiteral("Device 4 KiB write latency");
  if (field == QLatin1String(calibrationFieldKey(CalibrationConstant::StackLatency)))
    return QStringLiteral("Peer network stack latency");
  if (field == QLatin1String(calibrationFieldKey(CalibrationConstant::FrontEndLatency)))
    return QStringLiteral("Storage path front-end latency");
  return field;
}

QString constantStatusText(const QString& status, bool at_bound)
{
  if (status == QLatin1String("fitted"))
    return at_bound ? QStringLiteral("fitted, at the end of its range") : QStringLiteral("fitted");
  if (status == QLatin1String("no_effect"))
    return QStringLiteral("held: no measurement depends on it");
  if (status == QLatin1String("not_separable"))
    return QStringLiteral("held: the measurements cannot tell it from the others");
  return status;
}

QString calibrationSentence(const CalibrationRecord& r)
{
  QStringList files;
  for (const CalibrationMeasurementRecord& m : r.measurements)
    for (const std::string& f : m.files)
      if (!files.contains(QString::fromStdString(f)))
        files << QString::fromStdString(f);
  QStringList fitted, held;
  for (const CalibratedConstantRecord& c : r.constants) {
    const QString name = calibrationConstantName(QString::fromStdString(c.field));
    if (c.status == "fitted")
      fitted << QStringLiteral("%1 %2 \u2192 %3%4")
                    .arg(name, formatValue(c.before_us, Unit::Us),
                         formatValue(c.after_us, Unit::Us),
                         c.at_bound ? QStringLiteral(" (end of its range)") : QString());
    else
      held << name;
  }
  QString text = QStringLiteral("Fitted %1 to %2 measured latencies")
                     .arg(QString::fromStdString(r.fitted_at))
                     .arg(r.measurements.size());
  if (!files.isEmpty())
    text += QStringLiteral(" (%1)").arg(files.join(QStringLiteral(", ")));
  text += QStringLiteral(": ") +
          (fitted.isEmpty() ? QStringLiteral("nothing fitted") : fitted.join(QStringLiteral("; ")));
  if (!held.isEmpty())
    text += QStringLiteral("; held: ") + held.join(QStringLiteral(", "));
  text += QStringLiteral("; RMS error %1 \u2192 %2 (%3 \u2192 %4).")
              .arg(formatValue(r.rms_relative_error_before, Unit::Fraction),
                   formatValue(r.rms_relative_error_after, Unit::Fraction),
                   formatValue(r.rms_error_before_us, Unit::DurationUs),
                   formatValue(r.rms_error_after_us, Unit::DurationUs));
  return text;
}

QJsonObject calibrationResultToJson(const Scenario& s, const CalibrationResult& r)
{
  QJsonObject o;
  o.insert(QStringLiteral("status"), QString::fromLatin1(calibrationStatusKey(r.status)));
  const CalibrationRecord rec = calibrationRecord(s, r, std::string());
  QJsonObject body = calibrationToJson(rec);
  body.remove(QStringLiteral("fitted_at"));
  QJsonArray constants = body.value(QStringLiteral("constants")).toArray();
  for (qsizetype i = 0; i < constants.size() && std::size_t(i) < r.constants.size(); ++i) {
    QJsonObject c = constants.at(i).toObject();
    c.insert(QStringLiteral("sensitivity"), r.constants[std::size_t(i)].sensitivity);
    constants.replace(i, c);
  }
  body.insert(QStringLiteral("constants"), constants);
  for (auto it = body.begin(); it != body.end(); ++it)
    o.insert(it.key(), it.value());
  o.insert(QStringLiteral("iterations"), r.iterations);
  o.insert(QStringLiteral("converged"), r.converged);
  return o;
}

}  // namespace accel::ui
