// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/gui/calibrationdialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include "app/core/calibrationio.h"
#include "app/core/units.h"
#include "app/gui/scenariodocument.h"

namespace accel::ui {

namespace {

QTableWidgetItem* cell(const QString& text, bool number = true)
{
  auto* item = new QTableWidgetItem(text);
  item->setTextAlignment(number ? (Qt::AlignRight | Qt::AlignVCenter)
                                : (Qt::AlignLeft | Qt::AlignVCenter));
  return item;
}

QTableWidget* table(const QStringList& headers, QWidget* parent)
{
  auto* t = new QTableWidget(0, static_cast<int>(headers.size()), parent);
  t->setHorizontalHeaderLabels(headers);
  t->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  t->horizontalHeader()->setStretchLastSection(true);
  t->verticalHeader()->hide();
  t->setEditTriggers(QAbstractItemView::NoEditTriggers);
  return t;
}

}  // namespace

CalibrationDialog::CalibrationDialog(ScenarioDocument* doc, QWidget* parent)
    : QDialog(parent), doc_(doc)
{
  setObjectName(QStringLiteral("calibrationDialog"));
  setWindowTitle(tr("Calibrate from Measurements"));
  auto* intro = new QLabel(
      tr("Each VM group's measured latency (from its imported sources) against what the model "
         "predicts at the group's mean write rate. Fitting moves the device's 4 KiB write "
         "latency, the peer network's stack latency and the storage path's front-end latency, "
         "within their ranges, to where the relative errors are least (Levenberg-Marquardt "
         "least squares); a constant the measurements do not tell apart is held at its value."),
      this);
  intro->setWordWrap(true);
  summary_ = new QLabel(this);
  summary_->setWordWrap(true);
  summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  measurements_ = table({tr("VM group"), tr("Latency"), tr("Measured"), tr("Predicted before"),
                         tr("Error before"), tr("Predicted after"), tr("Error after")},
                        this);
  measurements_->setObjectName(QStringLiteral("calibrationMeasurements"));
  constants_ = table({tr("Constant"), tr("Before"), tr("After"), tr("Fit")}, this);
  constants_->setObjectName(QStringLiteral("calibrationConstants"));
  summary_->setObjectName(QStringLiteral("calibrationSummary"));
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
  apply_ = buttons->addButton(tr("&Apply"), QDialogButtonBox::AcceptRole);
  apply_->setObjectName(QStringLiteral("calibrationApply"));
  apply_->setToolTip(
      tr("Write the fitted values into the scenario, marked as fitted (one undo "
         "step)"));
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  connect(apply_, &QPushButton::clicked, this, &CalibrationDialog::apply);
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(intro);
  layout->addWidget(summary_);
  layout->addWidget(measurements_, 2);
  layout->addWidget(constants_, 1);
  layout->addWidget(buttons);
  resize(900, 560);
  fit();
}

void CalibrationDialog::fit()
{
  apply_->setEnabled(false);
  measurements_->setRowCount(0);
  constants_->setRowCount(0);
  if (doc_->resultsStale()) {
    summary_->setText(tr("The scenario has errors: correct them first."));
    return;
  }
  scenario_ = doc_->scenario();
  result_ = calibrate(scenario_, calibrateOptions());
  if (result_.status == CalibrationStatus::NoMeasurements) {
    summary_->setText(
        tr("No VM group carries a measured latency. Import measurements with latency counters "
           "(File > Import Workload: esxtop's guest latency, vscsiStats' latency histograms, "
           "perfmon's Avg. Disk sec/Write) first; reads count when the group's read working "
           "set is given."));
    return;
  }
  for (const CalibratedMeasurement& m : result_.measurements) {
    const int row = measurements_->rowCount();
    measurements_->insertRow(row);
    const double meas = m.measurement.measured_us;
    const QString group =
        m.measurement.group < scenario_.vm_groups.size()
            ? QString::fromStdString(scenario_.vm_groups[m.measurement.group].name)
            : QString();
    measurements_->setItem(row, 0, cell(group, false));
    measurements_->setItem(
        row, 1,
        cell(m.measurement.latency == MeasuredLatency::Read ? tr("read") : tr("write"), false));
    measurements_->setItem(row, 2, cell(formatValue(meas, Unit::DurationUs)));
    measurements_->setItem(row, 3, cell(formatValue(m.predicted_before_us, Unit::DurationUs)));
    measurements_->setItem(row, 4, cell(formatChange(m.predicted_before_us / meas)));
    measurements_->setItem(row, 5, cell(formatValue(m.predicted_after_us, Unit::DurationUs)));
    measurements_->setItem(row, 6, cell(formatChange(m.predicted_after_us / meas)));
  }
  for (const CalibratedConstant& c : result_.constants) {
    const int row = constants_->rowCount();
    constants_->insertRow(row);
    const QString field = QString::fromLatin1(calibrationFieldKey(c.constant));
    QString label;
    switch (c.constant) {
    case CalibrationConstant::DeviceWriteLatency: label = tr("Device 4 KiB write latency"); break;
    case CalibrationConstant::StackLatency: label = tr("Peer network stack latency"); break;
    case CalibrationConstant::FrontEndLatency: label = tr("Storage path front-end latency"); break;
    }
    auto* name = cell(label, false);
    name->setToolTip(field);
    constants_->setItem(row, 0, name);
    constants_->setItem(row, 1, cell(formatValue(c.before_us, Unit::Us)));
    constants_->setItem(row, 2, cell(formatValue(c.after_us, Unit::Us)));
    QString status;
    switch (c.status) {
    case ConstantStatus::Fitted:
      status = c.at_bound ? tr("fitted, at the end of its range") : tr("fitted");
      break;
    case ConstantStatus::NoEffect: status = tr("held: no measurement depends on it"); break;
    case ConstantStatus::NotSeparable:
      status = tr("held: the measurements cannot tell it from the others");
      break;
    }
    constants_->setItem(row, 3, cell(status, false));
  }
  QString text = tr("Measured latencies: %1. RMS error %2 (%3) before, %4 (%5) after.")
                     .arg(result_.measurements.size())
                     .arg(formatValue(result_.rms_relative_error_before, Unit::Fraction),
                          formatValue(result_.rms_error_before_us, Unit::DurationUs),
                          formatValue(result_.rms_relative_error_after, Unit::Fraction),
                          formatValue(result_.rms_error_after_us, Unit::DurationUs));
  if (result_.status == CalibrationStatus::NothingToFit)
    text += QLatin1Char(' ') +
            tr("Nothing can be fitted: no constant is both felt and told apart by these "
               "measurements.");
  else if (result_.measurements.size() < result_.constants.size())
    text += QLatin1Char(' ') + tr("Fewer measurements than constants: some are held.");
  summary_->setText(text);
  apply_->setEnabled(result_.status == CalibrationStatus::Ok);
}

void CalibrationDialog::apply()
{
  if (result_.status != CalibrationStatus::Ok)
    return;
  const CalibrationRecord record =
      calibrationRecord(scenario_, result_, calibrationTimeNow().toStdString());
  const std::vector<CalibratedConstant> constants = result_.constants;
  doc_->edit(tr("Calibrate from measurements"), [record, constants](Scenario& s) {
    for (const CalibratedConstant& c : constants)
      if (c.status == ConstantStatus::Fitted)
        setConstantValue(s, c.constant, c.after_us);
    s.calibration = record;
  });
  accept();
}

void addCalibrationAction(QMenu* menu, ScenarioDocument* doc, QWidget* parent)
{
  QAction* a = menu->addAction(CalibrationDialog::tr("&Calibrate from Measurements…"));
  a->setStatusTip(CalibrationDialog::tr(
      "Fit the device, stack and storage-path latencies to the VM groups' measured latencies"));
  QObject::connect(a, &QAction::triggered, parent, [doc, parent] {
    auto* d = new CalibrationDialog(doc, parent);
    d->setAttribute(Qt::WA_DeleteOnClose);
    d->open();
  });
}

}  // namespace accel::ui
