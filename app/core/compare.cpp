// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/core/compare.h"

#include <QJsonArray>

#include <map>

#include "app/core/evaluation.h"
#include "app/core/failures.h"
#include "app/core/headlines.h"
#include "app/core/requirementtext.h"
#include "app/core/resultsjson.h"

namespace accel::ui {

namespace {

/// One row of the table: a label and each option's text.
struct Row {
  QString label;
  std::vector<QString> cells;
};

QList<Headline> allHeadlines(const Scenario& s, const Evaluation& e)
{
  QList<Headline> out;
  out << replicaHeadlines(s, e) << latencyHeadlines(s, e) << destagerHeadlines(s, e)
      << backingHeadlines(s, e) << streamsHeadlines(s, e);
  return out;
}

/// Rows keyed by a stable key in first-seen order, so that options whose lists differ (one
/// has streams, another not) line up.
class Table {
public:
  explicit Table(std::size_t columns) : columns_(columns) {}
  void set(const QString& key, const QString& label, std::size_t column, const QString& text)
  {
    auto it = index_.find(key);
    if (it == index_.end()) {
      it = index_.emplace(key, rows_.size()).first;
      rows_.push_back({label, std::vector<QString>(columns_, QStringLiteral("-"))});
    }
    rows_[it->second].cells[column] = text;
  }
  const std::vector<Row>& rows() const { return rows_; }

private:
  std::size_t columns_;
  std::map<QString, std::size_t> index_;
  std::vector<Row> rows_;
};

QString rtrim(QString s)
{
  while (s.endsWith(QLatin1Char(' ')))
    s.chop(1);
  return s;
}

}  // namespace

std::vector<ComparedOption> evaluateDesignOptions(const std::vector<DesignOption>& options)
{
  std::vector<ComparedOption> out;
  for (const DesignOption& o : options)
    out.push_back({o.name, o.scenario, evaluateScenario(o.scenario), std::nullopt, QString()});
  return out;
}

std::vector<ComparedOption> withFailures(const std::vector<ComparedOption>& options,
                                         const std::vector<FailureSpec>& failures,
                                         Problems* problems)
{
  std::vector<ComparedOption> out;
  for (const ComparedOption& o : options) {
    out.push_back(o);
    if (o.failure)
      continue;
    for (const FailureResult& r : evaluateScenarioFailures(o.scenario, o.evaluation, failures)) {
      if (!r.problem.empty()) {
        if (problems)
          problems->append(Problem{
              Problem::Level::Warning, QStringLiteral("failures"),
              QStringLiteral("%1: %2 does not apply (%3)")
                  .arg(o.name, failureTitle(r.failure), failureMessages(o.scenario, r).value(0))});
        continue;
      }
      ComparedOption f;
      f.name = QStringLiteral("%1: %2").arg(o.name, failureTitle(r.failure));
      f.scenario = r.degraded;
      f.evaluation = r.degraded_evaluation;
      f.failure = r.failure;
      f.healthy_name = o.name;
      out.push_back(std::move(f));
    }
  }
  return out;
}

QJsonObject compareJson(const std::vector<ComparedOption>& options)
{
  QJsonArray list;
  for (const ComparedOption& o : options) {
    QJsonObject item;
    item.insert(QStringLiteral("name"), o.name);
    if (o.failure) {
      item.insert(QStringLiteral("failure"), failureToJson(*o.failure));
      item.insert(QStringLiteral("of"), o.healthy_name);
    }
    item.insert(QStringLiteral("results"), resultsToJson(o.scenario, o.evaluation));
    list.append(item);
  }
  QJsonObject root;
  root.insert(QStringLiteral("format"), QStringLiteral("accelsizer-comparison"));
  root.insert(QStringLiteral("version"), 1);
  root.insert(QStringLiteral("options"), list);
  return root;
}

QString compareText(const std::vector<ComparedOption>& options)
{
  Table table(options.size());
  for (std::size_t c = 0; c < options.size(); ++c) {
    const Scenario& s = options[c].scenario;
    const Evaluation& e = options[c].evaluation;
    int met = 0;
    for (const RequirementCheck& r : e.requirements.checks)
      met += r.met ? 1 : 0;
    table.set(QStringLiteral("requirements"), QStringLiteral("Requirements met"), c,
              QStringLiteral("%1 of %2").arg(met).arg(e.requirements.checks.size()));
    for (const RequirementCheck& r : e.requirements.checks) {
      QString label = requirementWhat(s, r);
      label[0] = label[0].toUpper();
      table.set(QStringLiteral("req:") + QString::fromStdString(r.id), label, c,
                requirementValueText(r) + (r.met ? QString() : QStringLiteral(" (not met)")));
    }
    for (const Headline& h : allHeadlines(s, e))
      table.set(QStringLiteral("hl:") + h.key + QLatin1Char('|') + h.label, h.label, c,
                h.display());
  }
  int labelWidth = 10;
  std::vector<int> widths(options.size(), 8);
  for (const Row& r : table.rows()) {
    labelWidth = std::max(labelWidth, static_cast<int>(r.label.size()));
    for (std::size_t c = 0; c < options.size(); ++c)
      widths[c] = std::max(widths[c], static_cast<int>(r.cells[c].size()));
  }
  for (std::size_t c = 0; c < options.size(); ++c)
    widths[c] = std::max(widths[c], static_cast<int>(options[c].name.size()));
  QString out;
  QString head = QString().leftJustified(labelWidth + 2);
  for (std::size_t c = 0; c < options.size(); ++c)
    head += options[c].name.leftJustified(widths[c] + 2);
  out += rtrim(head) + QLatin1Char('\n');
  for (const Row& r : table.rows()) {
    QString line = r.label.leftJustified(labelWidth + 2);
    for (std::size_t c = 0; c < options.size(); ++c)
      line += r.cells[c].leftJustified(widths[c] + 2);
    out += rtrim(line) + QLatin1Char('\n');
  }
  return out;
}

}  // namespace accel::ui
