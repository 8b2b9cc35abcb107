// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/charts/convoyreplay.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QSlider>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

#include "app/charts/chartutil.h"
#include "app/core/units.h"

namespace accel::ui {

namespace {

/// Frames drawn per second of wall time while playing.
constexpr int kFramesPerSecond = 25;

}  // namespace

ConvoyFrameView::ConvoyFrameView(QWidget* parent) : QWidget(parent)
{
  setMinimumHeight(140);
}

void ConvoyFrameView::setSimulation(const ConvoySimResult* sim)
{
  sim_ = sim;
  frame_ = 0;
  update();
}

void ConvoyFrameView::setFrame(int frame)
{
  frame_ = frame;
  update();
}

void ConvoyFrameView::paintEvent(QPaintEvent*)
{
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  p.fillRect(rect(), palette().base());
  if (!sim_ || !sim_->valid || sim_->replay_member.cols() == 0 || sim_->data_members <= 0) {
    p.drawText(rect(), Qt::AlignCenter, tr("Nothing to replay: no simulated streams."));
    return;
  }
  const int members = sim_->data_members;
  const int streams = static_cast<int>(sim_->replay_member.rows());
  const int f = std::clamp(frame_, 0, static_cast<int>(sim_->replay_member.cols()) - 1);
  const QRectF area = QRectF(rect()).adjusted(8, 8, -8, -24);
  const double w = area.width() / members;
  const double disc = std::clamp(w * 0.8, 4.0, 18.0);

  // Member columns; busy ones (holding a stream) tinted.
  std::vector<int> count(static_cast<std::size_t>(members), 0);
  for (int st = 0; st < streams; ++st) {
    const int m = sim_->replay_member(st, f);
    if (m >= 0 && m < members)
      ++count[static_cast<std::size_t>(m)];
  }
  for (int m = 0; m < members; ++m) {
    const QRectF col(area.left() + m * w + 1, area.top(), w - 2, area.height());
    const int n = count[static_cast<std::size_t>(m)];
    p.fillRect(col, n >= 2   ? QColor(0xf6, 0xcf, 0x9a)
                    : n == 1 ? QColor(0xdd, 0xea, 0xf6)
                             : QColor(0xf2, 0xf2, 0xf2));
  }
  // Streams as discs stacked in their member's column.
  std::vector<int> stacked(static_cast<std::size_t>(members), 0);
  for (int st = 0; st < streams; ++st) {
    const int m = sim_->replay_member(st, f);
    if (m < 0 || m >= members)
      continue;
    const int level = stacked[static_cast<std::size_t>(m)]++;
    const QPointF centre(area.left() + (m + 0.5) * w, area.bottom() - (level + 0.5) * (disc + 2));
    p.setBrush(seriesColor(st));
    p.setPen(QPen(Qt::black, 0.8));
    p.drawEllipse(centre, disc / 2, disc / 2);
  }
  // Member numbers along the bottom, thinned when narrow.
  p.setPen(palette().color(QPalette::Text));
  QFont small = font();
  small.setPointSizeF(std::max(6.0, small.pointSizeF() * 0.8));
  p.setFont(small);
  const int every = std::max(1, static_cast<int>(std::ceil(22.0 / w)));
  for (int m = 0; m < members; m += every)
    p.drawText(QRectF(area.left() + m * w, area.bottom() + 2, w * every, 18),
               Qt::AlignLeft | Qt::AlignTop, QString::number(m + 1));
}

ConvoyReplay::ConvoyReplay(QWidget* parent)
    : QWidget(parent),
      view_(new ConvoyFrameView(this)),
      playButton_(new QPushButton(this)),
      speed_(new QComboBox(this)),
      slider_(new QSlider(Qt::Horizontal, this)),
      label_(new QLabel(this))
{
  playButton_->setIcon(style()->standardIcon(QStyle::SP_MediaPlay));
  playButton_->setText(tr("Play"));
  playButton_->setToolTip(tr("Replay the simulated streams (Space)"));
  playButton_->setShortcut(QKeySequence(Qt::Key_Space));
  for (double x : {0.05, 0.1, 0.25, 0.5, 1.0})
    speed_->addItem(tr("%1x real time").arg(x), x);
  speed_->setCurrentIndex(2);
  speed_->setToolTip(tr("Replay speed: slow enough to watch the convoy form."));
  slider_->setToolTip(tr("Frame of the replay."));
  timer_.setInterval(1000 / kFramesPerSecond);
  connect(&timer_, &QTimer::timeout, this, &ConvoyReplay::step);
  connect(playButton_, &QPushButton::clicked, this, [this] { playing() ? pause() : play(); });
  connect(slider_, &QSlider::valueChanged, this, [this](int f) {
    view_->setFrame(f);
    updateLabel();
  });

  auto* controls = new QHBoxLayout;
  controls->addWidget(playButton_);
  controls->addWidget(speed_);
  controls->addWidget(slider_, 1);
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(label_);
  layout->addWidget(view_, 1);
  layout->addLayout(controls);
}

int ConvoyReplay::frames() const
{
  return sim_ ? static_cast<int>(sim_->replay_member.cols()) : 0;
}

int ConvoyReplay::frame() const
{
  return slider_->value();
}

void ConvoyReplay::setSimulation(const ConvoySimResult* sim)
{
  pause();
  sim_ = sim;
  view_->setSimulation(sim);
  const QSignalBlocker block(slider_);
  slider_->setRange(0, std::max(0, frames() - 1));
  slider_->setValue(0);
  playButton_->setEnabled(frames() > 1);
  updateLabel();
}

void ConvoyReplay::play()
{
  if (frames() <= 1)
    return;
  if (frame() >= frames() - 1)
    setFrame(0);
  timer_.start();
  playButton_->setIcon(style()->standardIcon(QStyle::SP_MediaPause));
  playButton_->setText(tr("Pause"));
}

void ConvoyReplay::pause()
{
  timer_.stop();
  playButton_->setIcon(style()->standardIcon(QStyle::SP_MediaPlay));
  playButton_->setText(tr("Play"));
}

void ConvoyReplay::setFrame(int f)
{
  slider_->setValue(f);
}

void ConvoyReplay::step()
{
  if (!sim_ || sim_->replay_interval_s <= 0) {
    pause();
    return;
  }
  // Simulated seconds per wall second = the speed; frames are replay_interval_s apart.
  const double speed = speed_->currentData().toDouble();
  const double advance = speed / kFramesPerSecond / sim_->replay_interval_s;
  const int next = frame() + std::max(1, static_cast<int>(std::lround(advance)));
  if (next >= frames()) {
    setFrame(frames() - 1);
    pause();
    return;
  }
  setFrame(next);
}

void ConvoyReplay::updateLabel()
{
  if (!sim_ || frames() == 0) {
    label_->setText(tr("No replay."));
    return;
  }
  const int f = frame();
  const auto fi = static_cast<std::size_t>(f);
  const int occupied = fi < sim_->replay_occupied.size() ? sim_->replay_occupied[fi] : 0;
  const int convoy = fi < sim_->replay_convoy.size() ? sim_->replay_convoy[fi] : 0;
  label_->setText(tr("t = %1: %2 streams on %3 of %4 stripe members; the biggest convoy holds "
                     "%5 (members holding two or more streams in orange)")
                      .arg(formatDurationS(f * sim_->replay_interval_s))
                      .arg(sim_->replay_member.rows())
                      .arg(occupied)
                      .arg(sim_->data_members)
                      .arg(convoy));
}

}  // namespace accel::ui
