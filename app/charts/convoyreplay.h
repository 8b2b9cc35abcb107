// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file convoyreplay.h
/// Replays a convoy simulation: one column per stripe member, each stream a coloured disc on
/// the member it is working on, frame by frame, slow enough to watch the streams catch each
/// other up and bunch. Play, pause, speed and a frame slider.

#include <QTimer>
#include <QWidget>

#include "model/streams/convoy_simulation.h"

class QComboBox;
class QLabel;
class QPushButton;
class QSlider;

namespace accel::ui {

/// The drawing of one frame.
class ConvoyFrameView : public QWidget {
  Q_OBJECT

public:
  explicit ConvoyFrameView(QWidget* parent = nullptr);
  void setSimulation(const ConvoySimResult* sim);
  void setFrame(int frame);
  int frame() const { return frame_; }
  QSize sizeHint() const override { return {480, 220}; }

protected:
  void paintEvent(QPaintEvent* event) override;

private:
  const ConvoySimResult* sim_ = nullptr;
  int frame_ = 0;
};

class ConvoyReplay : public QWidget {
  Q_OBJECT

public:
  explicit ConvoyReplay(QWidget* parent = nullptr);

  /// Shows a simulation from its first frame (paused). The result must outlive the widget's
  /// use of it (the caller keeps it).
  void setSimulation(const ConvoySimResult* sim);
  int frames() const;
  int frame() const;
  bool playing() const { return timer_.isActive(); }

  void play();
  void pause();
  void setFrame(int frame);

private:
  void step();
  void updateLabel();

  const ConvoySimResult* sim_ = nullptr;
  ConvoyFrameView* view_;
  QPushButton* playButton_;
  QComboBox* speed_;
  QSlider* slider_;
  QLabel* label_;
  QTimer timer_;
};

}  // namespace accel::ui
