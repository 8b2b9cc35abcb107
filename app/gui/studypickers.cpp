// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/gui/studypickers.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QListWidget>
#include <QRegularExpression>

#include "app/core/goalseek.h"
#include "app/core/safetext.h"

namespace accel::ui {

namespace {

QString tr(const char* text)
{
  return QCoreApplication::translate("accel::ui", text);
}

}  // namespace

QString inputLabel(const Scenario& s, const FieldBinding& f)
{
  static const QRegularExpression group(QStringLiteral("^vm_groups\\[(\\d+)\\]"));
  static const QRegularExpression raid(QStringLiteral("^backing\\.raid_groups\\[(\\d+)\\]"));
  const QString label = f.info->label;
  if (const QRegularExpressionMatch m = group.match(f.path); m.hasMatch()) {
    const auto i = static_cast<std::size_t>(m.captured(1).toInt());
    const QString name = i < s.vm_groups.size() ? userText(s.vm_groups[i].name) : QString();
    return QStringLiteral("%1: %2").arg(name.isEmpty() ? tr("VM group %1").arg(i + 1) : name,
                                        label);
  }
  if (const QRegularExpressionMatch m = raid.match(f.path); m.hasMatch())
    return tr("RAID group %1: %2").arg(m.captured(1).toInt() + 1).arg(label);
  return label;
}

std::vector<FieldBinding> fillInputPicker(QComboBox* box, const Scenario& s)
{
  const QString current = box->currentData().toString();
  const QSignalBlocker block(box);
  box->clear();
  std::vector<FieldBinding> out;
  for (FieldBinding& f : bindScenario(s)) {
    if (!goalSeekable(*f.info) || (f.applies && !f.applies(s)))
      continue;
    if (!f.get(s).isDouble())
      continue;
    const QString unit = unitLabel(f.info->unit);
    box->addItem(
        unit.isEmpty() ? inputLabel(s, f) : QStringLiteral("%1 (%2)").arg(inputLabel(s, f), unit),
        f.path);
    box->setItemData(box->count() - 1, f.path, Qt::ToolTipRole);
    out.push_back(std::move(f));
  }
  const int keep = box->findData(current);
  if (keep >= 0)
    box->setCurrentIndex(keep);
  return out;
}

QString metricLabel(const StudyMetric& m)
{
  const QString unit = unitLabel(m.target.unit);
  return unit.isEmpty() ? m.target.title : QStringLiteral("%1 [%2]").arg(m.target.title, unit);
}

void fillMetricPicker(QComboBox* box, const std::vector<StudyMetric>& metrics)
{
  const QString current = box->currentData().toString();
  const QSignalBlocker block(box);
  box->clear();
  for (const StudyMetric& m : metrics) {
    box->addItem(metricLabel(m), m.target.metric);
    box->setItemData(box->count() - 1, m.note.isEmpty() ? m.target.title : m.note, Qt::ToolTipRole);
  }
  const int keep = box->findData(current);
  if (keep >= 0)
    box->setCurrentIndex(keep);
}

void fillMetricList(QListWidget* list, const std::vector<StudyMetric>& metrics,
                    const QStringList& checked)
{
  const QSignalBlocker block(list);
  list->clear();
  for (const StudyMetric& m : metrics) {
    auto* item = new QListWidgetItem(metricLabel(m), list);
    item->setData(Qt::UserRole, m.target.metric);
    QString tip =
        m.note.isEmpty() ? m.target.title : m.target.title + QStringLiteral(", ") + m.note;
    if (!m.limits.empty())
      tip += QLatin1Char('\n') + tr("Required: %1").arg(m.limits.front().what);
    item->setToolTip(tip);
    item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
    item->setCheckState(checked.contains(m.target.metric) ? Qt::Checked : Qt::Unchecked);
  }
}

}  // namespace accel::ui
