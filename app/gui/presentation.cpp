// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/gui/presentation.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QFileDialog>
#include <QFrame>
#include <QGridLayout>
#include <QJsonDocument>
#include <QKeyEvent>
#include <QLabel>
#include <QSaveFile>
#include <QScreen>
#include <QShortcut>
#include <QSlider>
#include <QUndoStack>
#include <QVBoxLayout>
#include <QVariantAnimation>

#include <algorithm>
#include <cmath>

#include "app/charts/backingcharts.h"
#include "app/charts/chartutil.h"
#include "app/charts/destagercharts.h"
#include "app/charts/latencycharts.h"
#include "app/charts/replicachart.h"
#include "app/charts/streamscharts.h"
#include "app/core/areas.h"
#include "app/core/scenarioio.h"
#include "app/gui/chartexport.h"
#include "app/gui/covered.h"
#include "app/gui/parameditor.h"
#include "app/gui/scenariodocument.h"
#include "app/gui/settlelayouts.h"

namespace accel::ui {

namespace {

constexpr int kSliderSteps = 1000;
/// Headline numbers shown per area: the first ones, the highlighted ones always.
constexpr int kNumbersPerArea = 3;

QString presentedAreaTitle(const QString& key)
{
  if (key == QLatin1String("replica"))
    return PresentationWindow::tr("Peer network");
  if (key == QLatin1String("latency"))
    return PresentationWindow::tr("Write latency");
  if (key == QLatin1String("destager"))
    return PresentationWindow::tr("Destager");
  if (key == QLatin1String("backing"))
    return PresentationWindow::tr("Backing array");
  if (key == QLatin1String("streams"))
    return PresentationWindow::tr("Stripe hotspots");
  return key;
}

QColor lightColor(Light l, const QPalette& pal)
{
  switch (l) {
  case Light::Red: return QColor(0xc0, 0x1c, 0x28);
  case Light::Amber: return QColor(0xd0, 0x8c, 0x00);
  case Light::Green: return QColor(0x1a, 0x7f, 0x37);
  case Light::Grey: break;
  }
  return pal.color(QPalette::Disabled, QPalette::WindowText);
}

QColor severityText(Severity s, const QPalette& pal)
{
  const bool dark = isDarkPalette(pal);
  switch (s) {
  case Severity::Critical: return dark ? QColor(0xff, 0x6b, 0x6b) : QColor(0xc0, 0x1c, 0x28);
  case Severity::Warning: return dark ? QColor(0xf0, 0xb0, 0x40) : QColor(0xb5, 0x6b, 0x00);
  case Severity::Info: break;
  }
  return pal.color(QPalette::WindowText);
}

}  // namespace

PresentationWindow::PresentationWindow(ScenarioDocument* doc, QWidget* parent)
    : QWidget(parent, Qt::Window), doc_(doc)
{
  setObjectName(QStringLiteral("presentation"));
  setProperty(kCoverProperty, true);  // its own views are not covered by it (covered.h)
  setWindowTitle(tr("AccelSizer \u2014 Presentation"));
  setAttribute(Qt::WA_DeleteOnClose, false);
  setFocusPolicy(Qt::StrongFocus);
  settleLayoutsBeforeRepaint(this);  // a step or an edit shows in one repaint

  title_ = new QLabel(this);
  title_->setObjectName(QStringLiteral("presentationTitle"));
  title_->setWordWrap(true);
  text_ = new QLabel(this);
  text_->setObjectName(QStringLiteral("presentationText"));
  text_->setWordWrap(true);
  indicator_ = new QLabel(this);
  indicator_->setObjectName(QStringLiteral("stepIndicator"));
  indicator_->setAlignment(Qt::AlignRight | Qt::AlignTop);
  hint_ = new QLabel(this);
  hint_->setObjectName(QStringLiteral("presentationHint"));
  hint_->setEnabled(false);
  hint_->setAlignment(Qt::AlignRight | Qt::AlignBottom);

  areasBox_ = new QWidget(this);
  areasLayout_ = new QHBoxLayout(areasBox_);
  areasLayout_->setContentsMargins(0, 0, 0, 0);
  inputsBox_ = new QWidget(this);
  inputsLayout_ = new QHBoxLayout(inputsBox_);
  inputsLayout_->setContentsMargins(0, 0, 0, 0);

  auto* top = new QHBoxLayout;
  auto* words = new QVBoxLayout;
  words->addWidget(title_);
  words->addWidget(text_);
  top->addLayout(words, 1);
  top->addWidget(indicator_, 0, Qt::AlignTop);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(24, 16, 24, 12);
  layout->addLayout(top);
  layout->addWidget(areasBox_, 1);
  layout->addWidget(inputsBox_);
  layout->addWidget(hint_);

  // Edits stay undoable here; Esc and F5 leave.
  const auto shortcut = [this](const QKeySequence& keys, auto slot) {
    auto* s = new QShortcut(keys, this);
    s->setContext(Qt::WindowShortcut);
    connect(s, &QShortcut::activated, this, slot);
  };
  shortcut(QKeySequence::Undo, [this] { doc_->undoStack()->undo(); });
  shortcut(QKeySequence::Redo, [this] { doc_->undoStack()->redo(); });
  shortcut(QKeySequence(Qt::CTRL | Qt::Key_Y), [this] { doc_->undoStack()->redo(); });
  shortcut(QKeySequence(Qt::CTRL | Qt::Key_R), [this] {
    recordStep(tr("Step %1").arg(hasDemo() ? static_cast<int>(demo_->steps.size()) + 1 : 1));
  });

  shortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S), [this] {
    if (!hasDemo())
      return;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save Demo"), QStringLiteral("demo.accelsizer-demo.json"),
        tr("AccelSizer demos (*.accelsizer-demo.json)"));
    if (!path.isEmpty())
      saveDemo(path);
  });

  qApp->installEventFilter(this);
  connect(doc_, &ScenarioDocument::changed, this, &PresentationWindow::refresh);
  connect(doc_, &ScenarioDocument::streamsUpdated, this, &PresentationWindow::refresh);
  setAreas({QStringLiteral("replica")});
  applyFontSize();
}

PresentationWindow::~PresentationWindow()
{
  qApp->removeEventFilter(this);
}

double PresentationWindow::baseFontPt(int height)
{
  // 16 pt at 768 pixels high, 22.5 pt at 1080: text a room can read on a projector.
  return std::max(12.0, height / 48.0);
}

void PresentationWindow::applyFontSize()
{
  QFont f = QApplication::font();
  f.setPointSizeF(baseFontPt(height() > 0 ? height() : 768));
  setFont(f);
  QFont big = f;
  big.setPointSizeF(f.pointSizeF() * 1.5);
  big.setBold(true);
  title_->setFont(big);
  refresh();
}

void PresentationWindow::resizeEvent(QResizeEvent* event)
{
  QWidget::resizeEvent(event);
  const double want = baseFontPt(height());
  if (std::abs(font().pointSizeF() - want) > 0.25)
    applyFontSize();
}

void PresentationWindow::present()
{
  if (const QScreen* sc = parentWidget() ? parentWidget()->screen() : screen())
    setGeometry(sc->geometry());
  showFullScreen();
  raise();
  activateWindow();
  setFocus();
}

bool PresentationWindow::coversParent() const
{
  const QWidget* parent = parentWidget();
  return parent && isVisible() && windowState().testFlag(Qt::WindowFullScreen) &&
         screen() == parent->screen();
}

void PresentationWindow::updateCovers()
{
  const bool covers = coversParent();
  if (covers == covers_)
    return;
  covers_ = covers;
  Q_EMIT coversParentChanged(covers);
}

void PresentationWindow::changeEvent(QEvent* event)
{
  QWidget::changeEvent(event);
  if (event->type() == QEvent::WindowStateChange)
    updateCovers();
}

void PresentationWindow::showEvent(QShowEvent* event)
{
  QWidget::showEvent(event);
  updateCovers();
}

void PresentationWindow::hideEvent(QHideEvent* event)
{
  QWidget::hideEvent(event);
  updateCovers();
}

void PresentationWindow::closeEvent(QCloseEvent* event)
{
  if (animation_)
    animation_->stop();
  QWidget::closeEvent(event);
  Q_EMIT left();
}

bool PresentationWindow::animating() const
{
  return animation_ && animation_->state() == QAbstractAnimation::Running;
}

// --- areas ----------------------------------------------------------------------------------

void PresentationWindow::setAreas(const QStringList& areas, const QStringList& charts)
{
  QStringList valid;
  QStringList chartKeys;
  for (qsizetype i = 0; i < areas.size(); ++i) {
    if (!demoAreaKeys().contains(areas.at(i)) || valid.contains(areas.at(i)))
      continue;
    valid << areas.at(i);
    const QString chart = charts.value(i);
    chartKeys << (demoChartKeys(areas.at(i)).contains(chart) ? chart
                                                             : demoChartKeys(areas.at(i)).first());
  }
  if (valid.isEmpty()) {
    valid << QStringLiteral("replica");
    chartKeys << demoChartKeys(valid.first()).first();
  }
  if (valid == areas_ && chartKeys == charts_)
    return;
  areas_ = valid;
  charts_ = chartKeys;
  rebuildAreas();
}

void PresentationWindow::rebuildAreas()
{
  for (Panel& p : panels_)
    delete p.frame;
  panels_.clear();
  for (qsizetype i = 0; i < areas_.size(); ++i) {
    Panel p;
    p.area = areas_.at(i);
    p.chart = charts_.value(i);
    auto* frame = new QFrame(areasBox_);
    frame->setObjectName(QStringLiteral("area_") + p.area);
    frame->setFrameShape(QFrame::StyledPanel);
    auto* l = new QVBoxLayout(frame);
    p.title = new QLabel(frame);
    p.title->setObjectName(QStringLiteral("areaTitle_") + p.area);
    p.numbers = new QWidget(frame);
    new QGridLayout(p.numbers);
    if (p.area == QLatin1String("replica"))
      p.plot = new ReplicaChart(frame);
    else {
      p.plot = new QCustomPlot(frame);
      styleChart(p.plot);
    }
    // Large type: the legend in two columns, and the chart never wider than the screen.
    p.plot->legend->setWrap(2);
    p.plot->setMinimumSize(200, 120);
    followWidgetLook(p.plot);
    installChartExport(p.plot, p.area);
    l->addWidget(p.title);
    l->addWidget(p.numbers);
    l->addWidget(p.plot, 1);
    areasLayout_->addWidget(frame, 1);
    frame->show();  // now, not at the next turn of the event loop: a step is drawn at once
    p.frame = frame;
    panels_ << p;
  }
  refresh();
}

QLabel* PresentationWindow::headlineLabel(const QString& key) const
{
  for (const Panel& p : panels_)
    if (auto* l = p.numbers->findChild<QLabel*>(key))
      return l;
  return nullptr;
}

QList<QLabel*> PresentationWindow::headlineLabels() const
{
  QList<QLabel*> out{title_, indicator_};
  for (const Panel& p : panels_) {
    out << p.title;
    for (QLabel* l : p.numbers->findChildren<QLabel*>())
      out << l;
  }
  return out;
}

void PresentationWindow::drawPanel(Panel& p)
{
  const Scenario& s = doc_->evaluatedScenario();
  const Evaluation& e = doc_->evaluation();
  const QPalette pal = palette();

  for (const AreaVerdict& v : assessAreas(s, e)) {
    if (v.key != p.area)
      continue;
    const QColor c = lightColor(v.light, pal);
    p.title->setText(QStringLiteral("<span style=\"color:%1\">\u25cf</span> <b>%2</b>")
                         .arg(c.name(), presentedAreaTitle(p.area).toHtmlEscaped()));
    p.title->setToolTip(v.verdict);
  }

  // Headline numbers: the highlighted ones, then the first others up to a few.
  const QList<Headline> all = areaHeadlines(p.area, s, e);
  QList<Headline> shown;
  for (const Headline& h : all)
    if (highlight_.contains(h.key))
      shown << h;
  for (const Headline& h : all)
    if (shown.size() < std::max<qsizetype>(kNumbersPerArea, shown.size()) &&
        !highlight_.contains(h.key))
      shown << h;
  // The rows are kept while the same numbers are shown (a step's animation, an edit): only
  // their texts change, so the layout stays put and the chart is not resized (and replotted)
  // once per label.
  QStringList keys;
  for (const Headline& h : shown)
    keys << h.key;
  auto* grid = static_cast<QGridLayout*>(p.numbers->layout());
  if (keys != p.rowKeys) {
    while (QLayoutItem* item = grid->takeAt(0)) {
      delete item->widget();
      delete item;
    }
    p.rowKeys = keys;
  }
  QFont valueFont = font();
  valueFont.setPointSizeF(font().pointSizeF() * 1.6);
  valueFont.setBold(true);
  int row = 0;
  for (const Headline& h : shown) {
    QLayoutItem* labelItem = grid->itemAtPosition(row, 0);
    QLayoutItem* valueItem = grid->itemAtPosition(row, 1);
    auto* label = labelItem ? static_cast<QLabel*>(labelItem->widget()) : nullptr;
    auto* value = valueItem ? static_cast<QLabel*>(valueItem->widget()) : nullptr;
    const bool created = !label;
    if (created) {
      label = new QLabel(p.numbers);
      label->setWordWrap(true);
      value = new QLabel(p.numbers);
      value->setObjectName(h.key);
    }
    label->setText(h.label);
    value->setText(h.display());
    if (value->font() != valueFont)
      value->setFont(valueFont);
    value->setToolTip(h.note.isEmpty() ? h.help : h.note + QStringLiteral("\n\n") + h.help);
    value->setAccessibleName(h.label);
    QPalette vp = value->palette();
    vp.setColor(QPalette::WindowText, severityText(h.level, pal));
    const bool highlighted = highlight_.contains(h.key);
    value->setAutoFillBackground(highlighted);
    if (highlighted) {
      vp.setColor(QPalette::Window, pal.color(QPalette::Highlight));
      vp.setColor(QPalette::WindowText, pal.color(QPalette::HighlightedText));
    }
    value->setPalette(vp);
    value->setProperty("highlighted", highlighted);
    value->setContentsMargins(highlighted ? 8 : 0, 0, highlighted ? 8 : 0, 0);
    if (created) {
      grid->addWidget(label, row, 0, Qt::AlignLeft | Qt::AlignVCenter);
      grid->addWidget(value, row, 1, Qt::AlignRight | Qt::AlignVCenter);
      label->show();  // now, not at the next turn of the event loop: a step is drawn at once
      value->show();
    }
    ++row;
  }
  grid->setColumnStretch(0, 1);
}

void PresentationWindow::drawChart(Panel& p)
{
  const Scenario& s = doc_->evaluatedScenario();
  const Evaluation& e = doc_->evaluation();

  QCustomPlot* plot = p.plot;
  if (p.area == QLatin1String("replica")) {
    static_cast<ReplicaChart*>(plot)->showResults(s, e);
  } else if (p.area == QLatin1String("latency")) {
    if (p.chart == QLatin1String("sizes"))
      drawSizeChart(plot, nullptr, s, e, 0);
    else
      drawLegsChart(plot, nullptr, s, e, true);
  } else if (p.area == QLatin1String("destager")) {
    const DestagerGroupResult g =
        e.destager.groups.empty() ? DestagerGroupResult{} : e.destager.groups.front();
    if (p.chart == QLatin1String("rates"))
      drawRatesChart(plot, nullptr, g);
    else
      drawBacklogChart(plot, nullptr, g);
  } else if (p.area == QLatin1String("backing")) {
    if (s.backing.raid_groups.empty()) {
      plot->clearPlottables();
      plot->clearItems();
    } else if (p.chart == QLatin1String("members"))
      drawMemberChart(plot, nullptr, e, 0);
    else
      drawIopsChart(plot, nullptr, s, e, 0);
  } else if (p.area == QLatin1String("streams")) {
    const ConvoySimResult* sim = e.streams ? simulationShown(e.streams->current) : nullptr;
    if (sim && p.chart == QLatin1String("heatmap"))
      drawHeatmap(plot, nullptr, *sim);
    else if (sim)
      drawThroughputChart(plot, nullptr, *sim, e.streams->current);
    else {
      plot->clearPlottables();
      plot->clearItems();
    }
    plot->setVisible(sim != nullptr);  // no streams (or not simulated yet): the numbers alone
  }
  plot->replot();
}

void PresentationWindow::refresh()
{
  if (!title_)
    return;
  showStepText();
  for (Panel& p : panels_)
    drawPanel(p);
  // The texts first, then the layout settled, then each chart drawn once at its final size (a
  // chart resized after its replot draws itself again).
  if (isVisible())
    layout()->activate();
  for (Panel& p : panels_)
    drawChart(p);
  for (const Input& in : inputs_) {
    in.editor->setValue(in.binding.get(doc_->scenario()));
    placeSlider(in);
  }
}

void PresentationWindow::showStepText()
{
  const bool demo = hasDemo();
  const int n = demo ? static_cast<int>(demo_->steps.size()) : 0;
  if (demo && step_ >= 0 && step_ < n) {
    const DemoStep& st = demo_->steps[static_cast<std::size_t>(step_)];
    title_->setText(st.title);
    text_->setText(st.text);
  } else if (demo) {
    title_->setText(demo_->title);
    text_->setText(demo_->description);
  } else {
    title_->setText(doc_->displayName());
    text_->clear();
  }
  text_->setVisible(!text_->text().isEmpty());
  indicator_->setVisible(demo);
  if (demo) {
    QString dots;
    for (int i = -1; i < n; ++i)
      dots += i == step_ ? QChar(0x25cf) : QChar(0x25cb);
    indicator_->setText(tr("Step %1 of %2").arg(step_ + 1).arg(n) + QLatin1Char('\n') + dots);
  }
  hint_->setText(demo ? tr("PageDown/\u2192 next \u00b7 PageUp/\u2190 back \u00b7 Home start "
                           "\u00b7 Ctrl+Z undo \u00b7 Esc leave")
                      : tr("Ctrl+Z undo \u00b7 Ctrl+R record step \u00b7 Esc leave"));
}

// --- inputs ---------------------------------------------------------------------------------

void PresentationWindow::setInputs(const QStringList& pointers)
{
  inputPointers_ = pointers;
  rebuildInputs();
}

QStringList PresentationWindow::inputs() const
{
  QStringList out;
  for (const Input& in : inputs_)
    out << pathToPointer(in.binding.path);
  return out;
}

void PresentationWindow::rebuildInputs()
{
  for (Input& in : inputs_)
    delete in.editor->parentWidget();
  inputs_.clear();
  const Scenario& s = doc_->scenario();
  const std::vector<FieldBinding> all = bindScenario(s);
  for (const QString& pointer : inputPointers_) {
    const QString path = pointerToPath(pointer);
    const auto it = std::find_if(all.begin(), all.end(),
                                 [&path](const FieldBinding& b) { return b.path == path; });
    if (it == all.end() || (it->applies && !it->applies(s)))
      continue;
    Input in;
    in.binding = *it;
    const ParamInfo& info = *in.binding.info;
    auto* box = new QFrame(inputsBox_);
    box->setFrameShape(QFrame::StyledPanel);
    box->setObjectName(QStringLiteral("input_") + path);
    auto* l = new QVBoxLayout(box);
    auto* label = new QLabel(info.label, box);
    label->setToolTip(info.tooltip());
    in.editor = new ParamEditor(info, box);
    in.editor->setMinimumWidth(0);
    in.editor->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    label->setBuddy(in.editor);
    l->addWidget(label);
    l->addWidget(in.editor);
    const double v = in.binding.get(s).toDouble();
    if (info.type == ParamType::Number || info.type == ParamType::Integer) {
      in.slider = new QSlider(Qt::Horizontal, box);
      in.slider->setRange(0, kSliderSteps);
      in.slider->setAccessibleName(info.label);
      in.slider->setAccessibleDescription(info.help);
      in.slider->setToolTip(info.tooltip());
      in.slider->setMinimumHeight(36);
      // A range around the value the story starts from: /8 to x8 on a log scale for amounts,
      // the field's own range for small whole numbers.
      const double lo = std::isfinite(info.min) ? info.min : 0.0;
      const double hi = std::isfinite(info.max) ? info.max : 1e9;
      if (info.type == ParamType::Integer) {
        in.lo = std::max(lo, 1.0);
        in.hi = std::min(hi, std::max(in.lo + 8.0, std::round(v * 4.0)));
      } else if (v > 0) {
        in.log = true;
        in.lo = std::max(v / 8.0, lo > 0 ? lo : v / 8.0);
        in.hi = std::min(hi, v * 8.0);
      } else {
        in.lo = lo;
        in.hi = std::min(hi, lo + 100.0);
      }
      l->addWidget(in.slider);
    }
    inputsLayout_->addWidget(box, 1);
    inputs_ << in;
    const qsizetype at = inputs_.size() - 1;
    connect(in.editor, &ParamEditor::valueEdited, this,
            [this, at](const QJsonValue& value) { commitInput(inputs_.at(at), value); });
    if (in.slider)
      connect(in.slider, &QSlider::valueChanged, this,
              [this, at](int position) { sliderMoved(inputs_.at(at), position); });
    in.editor->setValue(in.binding.get(s));
    placeSlider(in);
  }
  inputsBox_->setVisible(!inputs_.isEmpty());
}

void PresentationWindow::commitInput(const Input& in, const QJsonValue& v)
{
  if (v == in.binding.get(doc_->scenario()))
    return;
  const FieldBinding b = in.binding;
  doc_->edit(
      tr("Change %1").arg(b.info->label.toLower()), [b, v](Scenario& s) { b.set(s, v); },
      QStringLiteral("present:") + b.path);
}

void PresentationWindow::sliderMoved(const Input& in, int position)
{
  if (in.slider->signalsBlocked())
    return;
  const double f = position / static_cast<double>(kSliderSteps);
  double v = in.log ? in.lo * std::pow(in.hi / in.lo, f) : in.lo + (in.hi - in.lo) * f;
  if (in.binding.info->type == ParamType::Integer)
    v = std::round(v);
  else
    v = roundSig(v, 3);
  commitInput(in, in.binding.info->type == ParamType::Integer ? QJsonValue(static_cast<int>(v))
                                                              : QJsonValue(v));
}

void PresentationWindow::placeSlider(const Input& in)
{
  if (!in.slider)
    return;
  const double v = in.binding.get(doc_->scenario()).toDouble();
  double f = 0;
  if (in.hi > in.lo) {
    f = in.log && v > 0 ? std::log(v / in.lo) / std::log(in.hi / in.lo)
                        : (v - in.lo) / (in.hi - in.lo);
  }
  const QSignalBlocker block(in.slider);
  in.slider->setValue(static_cast<int>(std::lround(std::clamp(f, 0.0, 1.0) * kSliderSteps)));
}

// --- demos ----------------------------------------------------------------------------------

void PresentationWindow::setDemo(const Demo& demo, const QJsonObject& start)
{
  demo_ = demo;
  start_ = start;
  step_ = -1;
  highlight_.clear();
  if (!demo.steps.empty() && !demo.steps.front().area.isEmpty())
    setAreas({demo.steps.front().area}, {demo.steps.front().chart});
  setInputs(demo.inputs);
  refresh();
}

void PresentationWindow::goToStep(int step)
{
  if (!hasDemo())
    return;
  const int n = static_cast<int>(demo_->steps.size());
  step = std::clamp(step, -1, n - 1);
  QJsonObject target;
  QString error;
  if (!demoScenarioJson(*demo_, start_, step, &target, &error))
    return;
  const LoadResult loaded = parseScenario(QJsonDocument(target).toJson(QJsonDocument::Compact));
  if (!loaded.ok())
    return;
  if (animation_)
    animation_->stop();
  step_ = step;
  highlight_.clear();
  if (step >= 0) {
    const DemoStep& st = demo_->steps[static_cast<std::size_t>(step)];
    highlight_ = st.highlight;
    if (!st.area.isEmpty())
      setAreas({st.area}, {st.chart});
  }
  const QString text = step >= 0
                           ? tr("Demo: %1").arg(demo_->steps[static_cast<std::size_t>(step)].title)
                           : tr("Demo: back to the start");
  const QString mergeKey = QStringLiteral("demo:%1").arg(++animationCount_);
  const Scenario last = *loaded.scenario;
  if (animationMs_ <= 0) {
    doc_->edit(
        text, [last](Scenario& s) { s = last; }, mergeKey);
    refresh();
    return;
  }
  const QJsonObject from = scenarioToJson(doc_->scenario());
  auto* anim = new QVariantAnimation(this);
  anim->setStartValue(0.0);
  anim->setEndValue(1.0);
  anim->setDuration(animationMs_);
  anim->setEasingCurve(QEasingCurve::InOutCubic);
  connect(anim, &QVariantAnimation::valueChanged, this,
          [this, from, target, text, mergeKey, last](const QVariant& t) {
            const double f = t.toDouble();
            if (f >= 1.0) {
              showFrame(last, true, text, mergeKey);
              return;
            }
            const LoadResult frame = parseScenario(
                QJsonDocument(interpolateScenario(from, target, f)).toJson(QJsonDocument::Compact));
            if (frame.ok())
              showFrame(*frame.scenario, false, text, mergeKey);
          });
  connect(anim, &QVariantAnimation::finished, this,
          [this, text, mergeKey, last] { showFrame(last, true, text, mergeKey); });
  animation_ = anim;
  anim->start(QAbstractAnimation::DeleteWhenStopped);
  showStepText();
}

void PresentationWindow::showFrame(const Scenario& at, bool last, const QString& text,
                                   const QString& mergeKey)
{
  // Antialiasing off while the numbers move: the charts' curves and dashed lines are most of
  // an animation frame's drawing (docs/benchmarks.md, GUI). Every chart the edit redraws
  // (this window's and, beside it, the main window's) draws the frame without it; the last
  // frame draws with each chart's own setting again.
  QList<QCustomPlot*> plots = findChildren<QCustomPlot*>();
  if (parentWidget())
    plots += parentWidget()->window()->findChildren<QCustomPlot*>();
  std::vector<QCP::AntialiasedElements> kept;
  if (!last) {
    kept.reserve(static_cast<std::size_t>(plots.size()));
    for (QCustomPlot* p : plots) {
      kept.push_back(p->notAntialiasedElements());
      p->setNotAntialiasedElements(QCP::aeAll);
    }
  }
  doc_->edit(
      text, [at](Scenario& s) { s = at; }, mergeKey);
  if (last)
    return;
  for (int i = 0; i < plots.size(); ++i)
    plots[i]->setNotAntialiasedElements(kept[static_cast<std::size_t>(i)]);
}

void PresentationWindow::recordStep(const QString& title)
{
  if (!hasDemo()) {
    Demo d;
    d.title = doc_->displayName();
    d.scenarioObject = scenarioToJson(doc_->scenario());
    d.inputs = inputs();
    setDemo(d, d.scenarioObject);
    return;  // the current scenario is the start; the next edits make step 1
  }
  QJsonObject before;
  if (!demoScenarioJson(*demo_, start_, step_, &before, nullptr))
    return;
  DemoStep st;
  st.title = title;
  st.changes = scenarioChanges(before, scenarioToJson(doc_->scenario()));
  st.area = areas_.value(0);
  st.chart = charts_.value(0);
  demo_->steps.insert(demo_->steps.begin() + (step_ + 1), st);
  ++step_;
  showStepText();
}

bool PresentationWindow::saveDemo(const QString& path) const
{
  if (!hasDemo())
    return false;
  QSaveFile f(path);
  if (!f.open(QIODevice::WriteOnly))
    return false;
  f.write(serializeDemo(*demo_));
  return f.commit();
}

// --- keys -----------------------------------------------------------------------------------

bool PresentationWindow::handleKey(int key, bool inEditor)
{
  switch (key) {
  case Qt::Key_Escape:
  case Qt::Key_F5: close(); return true;
  case Qt::Key_Home:
    if (inEditor || !hasDemo())
      return false;
    resetDemo();
    return true;
  case Qt::Key_PageDown: nextStep(); return hasDemo();
  case Qt::Key_PageUp: previousStep(); return hasDemo();
  case Qt::Key_Right:
  case Qt::Key_Down:
  case Qt::Key_Space:
    if (inEditor || !hasDemo())
      return false;
    nextStep();
    return true;
  case Qt::Key_Left:
  case Qt::Key_Up:
  case Qt::Key_Backspace:
    if (inEditor || !hasDemo())
      return false;
    previousStep();
    return true;
  default: return false;
  }
}

bool PresentationWindow::eventFilter(QObject* watched, QEvent* event)
{
  if (event->type() != QEvent::KeyPress || !isVisible())
    return QWidget::eventFilter(watched, event);
  auto* w = qobject_cast<QWidget*>(watched);
  if (!w || w->window() != this)
    return QWidget::eventFilter(watched, event);
  const auto* key = static_cast<QKeyEvent*>(event);
  if (key->modifiers() & (Qt::ControlModifier | Qt::AltModifier))
    return QWidget::eventFilter(watched, event);
  // Arrows belong to the spin box, slider or list that has the focus; PageUp and PageDown
  // (what clickers send) always step.
  const bool inEditor = qobject_cast<QAbstractSpinBox*>(w) || qobject_cast<QSlider*>(w) ||
                        qobject_cast<QComboBox*>(w) || w->inherits("QLineEdit");
  if (handleKey(key->key(), inEditor))
    return true;
  return QWidget::eventFilter(watched, event);
}

}  // namespace accel::ui
