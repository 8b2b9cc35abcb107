// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file presentation.h
/// Presentation mode (View > Present, F5): the open scenario full screen in large type, the
/// chosen areas' results with their headline numbers, and only the few inputs the story is
/// about as big sliders and spin boxes. Edits go through the document (live, undoable); Esc
/// leaves and nothing is lost. A guided demo (demo.h) steps through its changes with PageDown
/// and PageUp (what presentation clickers send) or the arrow keys, each change animated.

#include <QJsonObject>
#include <QList>
#include <QPointer>
#include <QStringList>
#include <QWidget>

#include <optional>

#include "app/core/demo.h"
#include "app/core/fieldbinding.h"

class QCustomPlot;
class QHBoxLayout;
class QLabel;
class QSlider;
class QVariantAnimation;

namespace accel::ui {

class ParamEditor;
class ScenarioDocument;

class PresentationWindow : public QWidget {
  Q_OBJECT

public:
  explicit PresentationWindow(ScenarioDocument* doc, QWidget* parent = nullptr);
  ~PresentationWindow() override;

  /// The areas shown side by side (demoAreaKeys()), each with its chart (demoChartKeys()).
  void setAreas(const QStringList& areas, const QStringList& charts = {});
  QStringList areas() const { return areas_; }
  /// The inputs shown as big controls: JSON pointers into the scenario ("/hosts"); those that
  /// do not name a field of the scenario as it stands are left out.
  void setInputs(const QStringList& pointers);
  QStringList inputs() const;

  /// Runs a demo whose starting scenario `start` the document already holds: the start shown,
  /// the step indicator at 0 of n.
  void setDemo(const Demo& demo, const QJsonObject& start);
  bool hasDemo() const { return demo_.has_value(); }
  const std::optional<Demo>& demo() const { return demo_; }
  /// The step shown: -1 for the start, 0..n-1 for the steps.
  int step() const { return step_; }
  /// Goes to a step (clamped): its changes applied to the document as one undo step, numbers
  /// moving over animationMs() (0: at once).
  void goToStep(int step);
  void nextStep() { goToStep(step_ + 1); }
  void previousStep() { goToStep(step_ - 1); }
  /// Back to the demo's starting scenario.
  void resetDemo() { goToStep(-1); }
  /// "Record step": the edits since the last step shown become a new step after it (a demo
  /// being written; one with the current scenario as its start when none runs).
  void recordStep(const QString& title);
  /// Writes the demo (as recorded) to a file (Ctrl+Shift+S); false when none runs or it fails.
  bool saveDemo(const QString& path) const;
  /// Length of the step animation (about a second; 0 in tests that want the end at once).
  void setAnimationMs(int ms) { animationMs_ = ms; }
  int animationMs() const { return animationMs_; }
  bool animating() const;
  /// One frame of a step's animation: `at` becomes the document's scenario (merged into the
  /// step's undo step `mergeKey`). An intermediate frame (`last` false) is drawn without
  /// antialiasing in every chart of the presentation and of the window it belongs to (the
  /// numbers are moving; the frame lasts a few milliseconds); the last frame with it again.
  void showFrame(const Scenario& at, bool last, const QString& text, const QString& mergeKey);

  /// The label showing a headline number (object name: its key), for tests; null if absent.
  QLabel* headlineLabel(const QString& key) const;
  QLabel* stepIndicator() const { return indicator_; }
  /// Every label that shows a headline number or a title (what must never be clipped).
  QList<QLabel*> headlineLabels() const;

  /// Shows the window full screen on `screenGeometry`'s screen (or as it is sized, when the
  /// geometry is empty) with the type sized for the room.
  void present();
  /// Type size for a window of this height (points): readable from the back of a room.
  static double baseFontPt(int height);

  /// Redraws from the document.
  void refresh();
  /// Shown full screen on its parent window's screen: the parent cannot be seen.
  bool coversParent() const;

Q_SIGNALS:
  /// The presenter left (Esc, F5 or closing the window).
  void left();
  /// The window started or stopped covering its parent window: shown full screen on the
  /// parent's screen (coversParent()).
  void coversParentChanged(bool covers);

protected:
  bool eventFilter(QObject* watched, QEvent* event) override;
  void closeEvent(QCloseEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;
  void changeEvent(QEvent* event) override;
  void showEvent(QShowEvent* event) override;
  void hideEvent(QHideEvent* event) override;

private:
  struct Input {
    FieldBinding binding;
    ParamEditor* editor = nullptr;
    QSlider* slider = nullptr;
    double lo = 0, hi = 1;
    bool log = false;
  };
  struct Panel {
    QString area;
    QString chart;
    QWidget* frame = nullptr;
    QLabel* title = nullptr;
    QWidget* numbers = nullptr;
    QCustomPlot* plot = nullptr;
    QStringList rowKeys;  ///< the headline numbers' keys, one per row shown
  };

  void updateCovers();
  void rebuildAreas();
  void rebuildInputs();
  void applyFontSize();
  /// The area's status and headline numbers.
  void drawPanel(Panel& p);
  /// The area's chart, replotted.
  void drawChart(Panel& p);
  void showStepText();
  void commitInput(const Input& in, const QJsonValue& v);
  void sliderMoved(const Input& in, int position);
  void placeSlider(const Input& in);
  bool handleKey(int key, bool inEditor);

  ScenarioDocument* doc_;
  QStringList areas_;
  QStringList charts_;
  QStringList inputPointers_;
  QList<Panel> panels_;
  QList<Input> inputs_;
  QLabel* title_ = nullptr;
  QLabel* text_ = nullptr;
  QLabel* indicator_ = nullptr;
  QLabel* hint_ = nullptr;
  QWidget* areasBox_ = nullptr;
  QHBoxLayout* areasLayout_ = nullptr;
  QWidget* inputsBox_ = nullptr;
  QHBoxLayout* inputsLayout_ = nullptr;
  std::optional<Demo> demo_;
  QJsonObject start_;
  int step_ = -1;
  int animationMs_ = 1000;
  QPointer<QVariantAnimation> animation_;
  quint64 animationCount_ = 0;
  QStringList highlight_;
  bool covers_ = false;
};

}  // namespace accel::ui
