// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/gui/scenarioeditor.h"

#include <QCheckBox>
#include <QGroupBox>
#include <QLabel>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSplitter>
#include <QTabBar>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

#include "app/core/describe.h"
#include "app/core/presets.h"
#include "app/core/sourceio.h"
#include "app/core/units.h"
#include "app/core/validate.h"
#include "app/gui/boundtable.h"
#include "app/gui/parameditor.h"
#include "app/gui/paramform.h"
#include "app/gui/presetitems.h"
#include "app/gui/presetpicker.h"
#include "app/gui/profilepreview.h"
#include "app/gui/scenariodocument.h"
#include "model/common/links.h"

namespace accel::ui {

namespace {

template <class S>
std::vector<const ParamInfo*> infosOf(const std::vector<Param<S>>& params,
                                      const QStringList& skip = {})
{
  std::vector<const ParamInfo*> out;
  for (const auto& p : params)
    if (p.info.editable && !skip.contains(p.info.key))
      out.push_back(&p.info);
  return out;
}

template <class S>
std::vector<FieldBinding> without(std::vector<FieldBinding> fields, const QStringList& skip)
{
  fields.erase(
      std::remove_if(fields.begin(), fields.end(),
                     [&skip](const FieldBinding& f) { return skip.contains(f.info->key); }),
      fields.end());
  return fields;
}

QString indexed(const char* array, int row)
{
  return QStringLiteral("%1[%2]").arg(QLatin1String(array)).arg(row);
}

QWidget* scrolled(QWidget* content)
{
  auto* area = new QScrollArea;
  area->setWidgetResizable(true);
  area->setFrameShape(QFrame::NoFrame);
  area->setWidget(content);
  return area;
}

/// A tab's scroll area whose content is made when the tab is first needed. Until then it asks
/// for the most room a scroll area ever asks for (QScrollArea bounds its size hint to 36 by 24
/// lines of text), so that the editor's size hint, and with it the window's first split, do not
/// depend on which tabs are made yet: a tab made later never finds the editor narrower than it
/// asks for.
class LazyPageArea : public QScrollArea {
public:
  using QScrollArea::QScrollArea;
  QSize sizeHint() const override
  {
    if (widget())
      return QScrollArea::sizeHint();
    const int line = fontMetrics().height();
    return {36 * line, 24 * line};
  }
};

/// Qt puts a widget made after its window last in the window's focus chain, so the inputs of a
/// tab made late would be reached with Tab only after the rest of the window. This moves
/// those that take Tab focus, in their order, to just after `anchor` (the tab's scroll area,
/// after the editor's tab bar: the other tabs' inputs between are hidden, so Tab passes over
/// them).
void threadFocusAfter(QWidget* anchor, QWidget* content)
{
  std::vector<QWidget*> inputs;
  for (QWidget* w = content; w == content || content->isAncestorOf(w); w = w->nextInFocusChain())
    if ((w->focusPolicy() & Qt::TabFocus) == Qt::TabFocus && !w->focusProxy())
      inputs.push_back(w);
  for (QWidget* w : inputs) {
    QWidget::setTabOrder(anchor, w);
    anchor = w;
  }
}

QGroupBox* boxed(const QString& title, QWidget* content)
{
  auto* box = new QGroupBox(title);
  auto* l = new QVBoxLayout(box);
  l->addWidget(content);
  return box;
}

const QStringList kHistogramOnly{QStringLiteral("write_io_histogram")};

TableSpec vmGroupSpec()
{
  TableSpec spec;
  spec.itemName = QObject::tr("VM group");
  spec.maxRows = static_cast<int>(kMaxVmGroups);
  spec.columns = infosOf(vmGroupParams(), kHistogramOnly);
  spec.rowCount = [](const Scenario& s) { return static_cast<int>(s.vm_groups.size()); };
  spec.bindRow = [](int row) {
    const auto i = static_cast<std::size_t>(row);
    return without<VmGroup>(
        bindAll(vmGroupParams(), indexed("vm_groups", row),
                [i](auto& s) { return i < s.vm_groups.size() ? &s.vm_groups[i] : nullptr; }),
        kHistogramOnly);
  };
  spec.insertDefault = [](Scenario& s, int at) {
    VmGroup g;
    g.name = QObject::tr("VM group %1").arg(s.vm_groups.size() + 1).toStdString();
    s.vm_groups.insert(s.vm_groups.begin() + at, g);
  };
  spec.duplicate = [](Scenario& s, int row) {
    VmGroup g = s.vm_groups[static_cast<std::size_t>(row)];
    g.name += QObject::tr(" (copy)").toStdString();
    s.vm_groups.insert(s.vm_groups.begin() + row + 1, g);
  };
  spec.remove = [](Scenario& s, int row) { s.vm_groups.erase(s.vm_groups.begin() + row); };
  spec.shownInstead = [](const Scenario& s, int row, const ParamInfo& column) {
    const auto i = static_cast<std::size_t>(row);
    if (column.key != QLatin1String("write_io_kib") || i >= s.vm_groups.size() ||
        s.vm_groups[i].write_io_histogram.empty())
      return QString();
    const VmGroup& g = s.vm_groups[i];
    return ScenarioEditor::tr("%1 mean (histogram)")
        .arg(formatValue(meanIoKib(g.write_io_histogram, g.write_io_kib), Unit::KiB));
  };
  spec.summaries.push_back({QObject::tr("Write profile"),
                            QObject::tr("Each VM's write rate over time; edit it below the table."),
                            [](const Scenario& s, int row) {
                              return profileSummary(
                                  s.vm_groups[static_cast<std::size_t>(row)].write);
                            }});
  spec.summaries.push_back({QObject::tr("Read profile"),
                            QObject::tr("Each VM's read rate over time; edit it below the table."),
                            [](const Scenario& s, int row) {
                              return profileSummary(
                                  s.vm_groups[static_cast<std::size_t>(row)].read);
                            }});
  return spec;
}

TableSpec raidGroupSpec()
{
  TableSpec spec;
  spec.itemName = QObject::tr("RAID group");
  spec.maxRows = static_cast<int>(kMaxRaidGroups);
  spec.columns = infosOf(raidGroupParams());
  for (const ParamInfo* p : infosOf(diskParams()))
    spec.columns.push_back(p);
  spec.rowCount = [](const Scenario& s) { return static_cast<int>(s.backing.raid_groups.size()); };
  spec.bindRow = [](int row) {
    const auto i = static_cast<std::size_t>(row);
    const QString base = QStringLiteral("backing.raid_groups[%1]").arg(row);
    auto fields = bindAll(raidGroupParams(), base, [i](auto& s) {
      return i < s.backing.raid_groups.size() ? &s.backing.raid_groups[i] : nullptr;
    });
    auto disk = bindAll(diskParams(), base + QStringLiteral(".disk"), [i](auto& s) {
      return i < s.backing.raid_groups.size() ? &s.backing.raid_groups[i].disk : nullptr;
    });
    fields.insert(fields.end(), disk.begin(), disk.end());
    return fields;
  };
  spec.insertDefault = [](Scenario& s, int at) {
    const RaidGroup fresh;
    s.backing.raid_groups.insert(s.backing.raid_groups.begin() + at, fresh);
  };
  spec.duplicate = [](Scenario& s, int row) {
    s.backing.raid_groups.insert(s.backing.raid_groups.begin() + row + 1,
                                 s.backing.raid_groups[static_cast<std::size_t>(row)]);
  };
  spec.remove = [](Scenario& s, int row) {
    s.backing.raid_groups.erase(s.backing.raid_groups.begin() + row);
  };
  return spec;
}

}  // namespace

ScenarioEditor::ScenarioEditor(ScenarioDocument* doc, QWidget* parent)
    : QTabWidget(parent), doc_(doc)
{
  // Cluster: scenario fields, the VM groups table and the selected group's write profile.
  auto* cluster = new QWidget(this);
  auto* cl = new QVBoxLayout(cluster);
  cl->addWidget(addForm(bindAll(scenarioParams(), QString(), [](auto& s) { return &s; })));
  vmGroups_ = new BoundTableEditor(doc_, vmGroupSpec(), cluster);
  vmGroups_->setObjectName(QStringLiteral("vmGroups"));
  groupDetailHost_ = new QGroupBox(tr("Selected VM group: writes and reads"), cluster);
  new QVBoxLayout(groupDetailHost_);
  auto* split = new QSplitter(Qt::Vertical, cluster);
  split->addWidget(boxed(tr("VM groups"), vmGroups_));
  split->addWidget(scrolled(groupDetailHost_));
  split->setStretchFactor(0, 3);
  split->setStretchFactor(1, 2);
  split->setSizes({320, 220});
  cl->addWidget(split, 1);
  addTab(cluster, tr("&Cluster and VMs"));
  connect(vmGroups_, &BoundTableEditor::currentRowChanged, this, &ScenarioEditor::showGroupDetail);
  connect(doc_, &ScenarioDocument::changed, this, &ScenarioEditor::showGroupSources);
  showGroupDetail(vmGroups_->currentRow());

  // The other pages are made when first shown or asked for: most starts never show some of
  // them, and making their inputs is a good part of the window's start.
  addLazyPage(tr("&Acceleration"), &ScenarioEditor::buildAcceleration);
  addLazyPage(tr("&Peer network"), &ScenarioEditor::buildPeerNetwork);
  addLazyPage(tr("&Backing array"), &ScenarioEditor::buildBacking);
  connect(this, &QTabWidget::currentChanged, this, &ScenarioEditor::buildPage);
}

ParamForm* ScenarioEditor::addForm(std::vector<FieldBinding> fields)
{
  auto* f = new ParamForm(doc_, std::move(fields), this);
  forms_.push_back(f);
  return f;
}

void ScenarioEditor::addLazyPage(const QString& title, QWidget* (ScenarioEditor::*build)())
{
  auto* area = new LazyPageArea(this);
  area->setWidgetResizable(true);
  area->setFrameShape(QFrame::NoFrame);
  lazyPages_.push_back({addTab(area, title), build});
}

void ScenarioEditor::buildPage(int index)
{
  for (LazyPage& page : lazyPages_) {
    if (page.index != index || !page.build)
      continue;
    const auto build = std::exchange(page.build, nullptr);
    // Made apart from the window and put in it whole: it is laid out and shown with the tab,
    // in one repaint.
    QWidget* content = (this->*build)();
    auto* area = static_cast<QScrollArea*>(widget(index));
    area->setWidget(content);
    // After the tab bar: the tab's scroll area (a tab chosen while a field of another tab has
    // the focus gives it the focus), then its inputs.
    QWidget* anchor = tabBar();
    if (area->focusPolicy() != Qt::NoFocus) {
      QWidget::setTabOrder(anchor, area);
      anchor = area;
    }
    threadFocusAfter(anchor, content);
  }
}

void ScenarioEditor::buildAllPages()
{
  for (const LazyPage& page : lazyPages_)
    buildPage(page.index);
}

bool ScenarioEditor::pageBuilt(int index) const
{
  return std::none_of(lazyPages_.begin(), lazyPages_.end(),
                      [index](const LazyPage& p) { return p.index == index && p.build; });
}

BoundTableEditor* ScenarioEditor::raidGroups()
{
  buildAllPages();
  return raidGroups_;
}

PresetPicker* ScenarioEditor::devicePresetPicker()
{
  buildAllPages();
  return devicePicker_;
}

PresetPicker* ScenarioEditor::diskPresetPicker()
{
  buildAllPages();
  return diskPicker_;
}

QWidget* ScenarioEditor::buildAcceleration()
{
  auto* acceleration = new QWidget;
  auto* al = new QVBoxLayout(acceleration);
  al->addWidget(devicePicker());
  al->addWidget(addForm(bindAll(accelerationParams(), QStringLiteral("acceleration"),
                                [](auto& s) { return &s.acceleration; })));
  al->addStretch();
  return acceleration;
}

QWidget* ScenarioEditor::buildPeerNetwork()
{
  auto* peer = new QWidget;
  auto* pl = new QVBoxLayout(peer);
  pl->addWidget(linkPicker());
  auto peerFields = bindAll(peerNetworkParams(), QStringLiteral("peer_network"),
                            [](auto& s) { return &s.peer_network; });
  // InfiniBand runs RDMA: no TCP options, no kernel stack latency (measured figures instead).
  for (FieldBinding& f : peerFields)
    if (f.info->key == QLatin1String("tcp_timestamps") ||
        f.info->key == QLatin1String("stack_latency_us"))
      f.applies = [](const Scenario& s) { return s.peer_network.kind == NetKind::Ethernet; };
  pl->addWidget(addForm(std::move(peerFields)));
  pl->addStretch();
  return peer;
}

QWidget* ScenarioEditor::buildBacking()
{
  // Backing array: fabric, RAID groups, background load, sequential streams.
  auto* backing = new QWidget;
  auto* bl = new QVBoxLayout(backing);
  auto* fabric = new QWidget(backing);
  auto* fabricLayout = new QVBoxLayout(fabric);
  fabricLayout->setContentsMargins(0, 0, 0, 0);
  // A hyperconverged backing has no array behind a storage network.
  auto fabricFields = bindAll(storageNetworkParams(), QStringLiteral("backing.storage_network"),
                              [](auto& s) { return &s.backing.storage_network; });
  for (FieldBinding& f : fabricFields)
    f.applies = [](const Scenario& s) { return s.backing.kind != BackingKind::Hyperconverged; };
  fabricLayout->addWidget(addForm(std::move(fabricFields)));
  fabricLayout->addWidget(addForm(
      bindAll(backingParams(), QStringLiteral("backing"), [](auto& s) { return &s.backing; })));
  bl->addWidget(boxed(tr("Storage network"), fabric));
  // The all-flash array's figures: they apply when the backing kind is all_flash.
  auto flashFields = bindAll(allFlashParams(), QStringLiteral("backing.all_flash"),
                             [](auto& s) { return &s.backing.all_flash; });
  for (FieldBinding& f : flashFields)
    f.applies = [](const Scenario& s) { return s.backing.kind == BackingKind::AllFlash; };
  bl->addWidget(boxed(tr("All-flash array"), addForm(std::move(flashFields))));
  // The hyperconverged backing: the hosts' disk groups, copies and storage network; they apply
  // when the backing kind is hyperconverged.
  auto hciFields = bindAll(hyperconvergedParams(), QStringLiteral("backing.hyperconverged"),
                           [](auto& s) { return &s.backing.hyperconverged; });
  for (FieldBinding& f : hciFields)
    f.applies = [](const Scenario& s) { return s.backing.kind == BackingKind::Hyperconverged; };
  bl->addWidget(boxed(tr("Hyperconverged (hosts' disk groups)"), addForm(std::move(hciFields))));
  raidGroups_ = new BoundTableEditor(doc_, raidGroupSpec(), backing);
  raidGroups_->setObjectName(QStringLiteral("raidGroups"));
  auto* raid = new QWidget(backing);
  auto* rl = new QVBoxLayout(raid);
  rl->setContentsMargins(0, 0, 0, 0);
  rl->addWidget(diskPicker());
  rl->addWidget(raidGroups_, 1);
  connect(raidGroups_, &BoundTableEditor::currentRowChanged, diskPicker_, &PresetPicker::refresh);
  bl->addWidget(boxed(tr("RAID groups"), raid), 1);
  auto* loads = new QWidget(backing);
  auto* ll = new QHBoxLayout(loads);
  ll->setContentsMargins(0, 0, 0, 0);
  // Each load with its schedule's windows under it (none: it runs all the time).
  ScheduleWindow backup;  // a backup's night: 22:00 to 02:00 every day
  backup.start_min = 22 * 60;
  backup.end_min = 2 * 60;
  const auto withWindows = [this, backing, &backup](QWidget* fields, TableSpec spec,
                                                    const QString& name) {
    auto* w = new QWidget(backing);
    auto* v = new QVBoxLayout(w);
    v->setContentsMargins(0, 0, 0, 0);
    v->addWidget(fields);
    auto* label = new QLabel(
        tr("Windows when it runs (none: all the time; a window's factor scales it):"), w);
    label->setWordWrap(true);
    v->addWidget(label);
    auto* table = new BoundTableEditor(doc_, std::move(spec), w);
    table->setObjectName(name);
    table->setMinimumHeight(110);
    v->addWidget(table);
    return w;
  };
  ll->addWidget(
      boxed(tr("Background random load"),
            withWindows(addForm(bindAll(randomLoadParams(), QStringLiteral("backing.random_load"),
                                        [](auto& s) { return &s.backing.random_load; })),
                        windowsTableSpec(
                            randomLoadWindowParams(), QStringLiteral("backing.random_load.windows"),
                            [](Scenario& s) { return &s.backing.random_load.windows; }, backup),
                        QStringLiteral("randomLoadWindows"))));
  ll->addWidget(boxed(
      tr("Sequential streams"),
      withWindows(
          addForm(bindAll(sequentialStreamsParams(), QStringLiteral("backing.sequential_streams"),
                          [](auto& s) { return &s.backing.sequential_streams; })),
          windowsTableSpec(
              streamsWindowParams(), QStringLiteral("backing.sequential_streams.windows"),
              [](Scenario& s) { return &s.backing.sequential_streams.windows; }, backup),
          QStringLiteral("streamsWindows"))));
  bl->addWidget(loads);
  return backing;
}

namespace {

/// Binds a write or read profile of group i: only the fields of its kind apply.
template <class S, class Of>
std::vector<FieldBinding> profileFields(const std::vector<Param<S>>& params, const QString& base,
                                        std::size_t i, Of of, ProfileKind (*kindOf)(const VmGroup&))
{
  auto fields = bindAll(params, base, [i, of](auto& s) {
    return i < s.vm_groups.size() ? &of(s.vm_groups[i]) : nullptr;
  });
  for (FieldBinding& f : fields) {
    if (f.info->profiles.isEmpty())
      continue;
    const ParamInfo* info = f.info;
    f.applies = [i, info, kindOf](const Scenario& s) {
      return i < s.vm_groups.size() && info->appliesToProfile(profileWord(kindOf(s.vm_groups[i])));
    };
  }
  return fields;
}

}  // namespace

void ScenarioEditor::showGroupDetail(int row)
{
  if (row == groupDetailRow_ && groupDetail_)
    return;
  groupDetailRow_ = row;
  if (groupDetail_) {
    for (ParamForm* f : groupForms_)
      forms_.erase(std::remove(forms_.begin(), forms_.end(), f), forms_.end());
    groupForms_.clear();
    groupDetail_->deleteLater();
    groupDetail_ = nullptr;
    groupSources_ = nullptr;
  }
  if (row < 0) {
    groupDetailHost_->setTitle(tr("Selected VM group: writes and reads"));
    return;
  }
  const auto i = static_cast<std::size_t>(row);
  const QString base = indexed("vm_groups", row);
  // Writes: the profile and the write sizes; reads: the read profile with its sizes.
  auto writes = profileFields(
      writeProfileParams(), base + QStringLiteral(".write"), i,
      [](auto& g) -> auto& { return g.write; }, [](const VmGroup& g) { return g.write.kind; });
  auto histogram = bindAll(vmGroupParams(), base, [i](auto& s) {
    return i < s.vm_groups.size() ? &s.vm_groups[i] : nullptr;
  });
  for (FieldBinding& f : histogram)
    if (kHistogramOnly.contains(f.info->key))
      writes.push_back(f);
  auto reads = profileFields(
      readProfileParams(), base + QStringLiteral(".read"), i,
      [](auto& g) -> auto& { return g.read; }, [](const VmGroup& g) { return g.read.kind; });
  groupDetail_ = new QWidget(groupDetailHost_);
  auto* layout = new QVBoxLayout(groupDetail_);
  layout->setContentsMargins(0, 0, 0, 0);
  auto* columns = new QHBoxLayout;
  layout->addLayout(columns);  // before its widgets, so they are shown with it
  auto* writeForm = new ParamForm(doc_, std::move(writes), groupDetail_);
  auto* readForm = new ParamForm(doc_, std::move(reads), groupDetail_);
  writeForm->setObjectName(QStringLiteral("writeProfile"));
  readForm->setObjectName(QStringLiteral("readProfile"));
  // Writes, with the profile's windows, mean, peak and rate over a period under them.
  auto* writeColumn = new QWidget(groupDetail_);
  auto* writeLayout = new QVBoxLayout(writeColumn);
  writeLayout->setContentsMargins(0, 0, 0, 0);
  writeLayout->addWidget(writeForm);
  writeLayout->addWidget(new ProfilePreview(doc_, i, false, writeColumn));
  writeLayout->addStretch(1);
  columns->addWidget(boxed(tr("Writes"), writeColumn), 1);
  // Reads, and the group's host read cache (when it has one) under them.
  auto* readColumn = new QWidget(groupDetail_);
  auto* readLayout = new QVBoxLayout(readColumn);
  readLayout->setContentsMargins(0, 0, 0, 0);
  readLayout->addWidget(readForm);
  readLayout->addWidget(new ProfilePreview(doc_, i, true, readColumn));
  const Scenario& now = doc_->scenario();
  const bool cached = i < now.vm_groups.size() && now.vm_groups[i].read_cache.has_value();
  auto* cacheBox = new QCheckBox(tr("Host read cache on each VM"), readColumn);
  cacheBox->setObjectName(QStringLiteral("readCacheEnabled"));
  cacheBox->setChecked(cached);
  cacheBox->setToolTip(
      tr("A read cache per VM on the acceleration device (vm_groups[].read_cache); "
         "it needs the reads' working set."));
  readLayout->addWidget(cacheBox);
  ParamForm* cacheForm = nullptr;
  if (cached) {
    auto cacheFields =
        bindAll(readCacheParams(), base + QStringLiteral(".read_cache"), [i](auto& s) {
          return i < s.vm_groups.size() && s.vm_groups[i].read_cache ? &*s.vm_groups[i].read_cache
                                                                     : nullptr;
        });
    cacheForm = new ParamForm(doc_, std::move(cacheFields), readColumn);
    cacheForm->setObjectName(QStringLiteral("readCache"));
    readLayout->addWidget(cacheForm);
  }
  connect(cacheBox, &QCheckBox::toggled, this, [this, i, row](bool on) {
    doc_->edit(on ? tr("Add a host read cache") : tr("Remove the host read cache"),
               [i, on](Scenario& s) {
                 if (i >= s.vm_groups.size())
                   return;
                 if (on) {
                   VmGroup& g = s.vm_groups[i];
                   g.read_cache = ReadCache{};
                   if (!g.read.working_set_gib)
                     g.read.working_set_gib = 50;
                 } else {
                   s.vm_groups[i].read_cache.reset();
                 }
               });
    // The detail shows the cache's fields with it: rebuild it once this slot has returned.
    QTimer::singleShot(0, this, [this, row] {
      groupDetailRow_ = -1;
      showGroupDetail(row);
    });
  });
  columns->addWidget(boxed(tr("Reads"), readColumn), 1);
  groupSources_ = new QLabel(groupDetail_);
  groupSources_->setObjectName(QStringLiteral("groupSources"));
  groupSources_->setWordWrap(true);
  groupSources_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  layout->addWidget(groupSources_);
  groupDetailHost_->layout()->addWidget(groupDetail_);
  groupForms_ = {writeForm, readForm};
  forms_.push_back(writeForm);
  forms_.push_back(readForm);
  if (cacheForm) {
    groupForms_.push_back(cacheForm);
    forms_.push_back(cacheForm);
  }
  groupDetailHost_->setTitle(tr("VM group %1: writes and reads").arg(row + 1));
  showGroupSources();
}

void ScenarioEditor::showGroupSources()
{
  if (!groupSources_)
    return;
  const auto i = static_cast<std::size_t>(groupDetailRow_);
  const Scenario& s = doc_->scenario();
  QStringList lines;
  if (groupDetailRow_ >= 0 && i < s.vm_groups.size())
    for (const WorkloadSource& src : s.vm_groups[i].sources)
      lines << tr("Measured: %1").arg(sourceSentence(src));
  groupSources_->setText(lines.join(QLatin1Char('\n')));
  groupSources_->setVisible(!lines.isEmpty());
}

PresetPicker* ScenarioEditor::devicePicker()
{
  devicePicker_ =
      new PresetPicker(doc_, tr("Device"), PresetPicker::ItemSource(devicePresetItems), this);
  devicePicker_->setSaveAction(tr("Keeps these device figures as a preset of your own."), [this] {
    askAndSavePreset(this, tr("Device"), true,
                     QString::fromStdString(doc_->scenario().acceleration.device),
                     [this](const QString& name, QString* path, QString* error) {
                       return saveDevicePreset(name, path, error);
                     });
  });
  devicePicker_->setProblems(presetCatalogue().problems);
  return devicePicker_;
}

PresetPicker* ScenarioEditor::linkPicker()
{
  std::vector<PresetPicker::Item> items;
  for (NetKind kind : {NetKind::Ethernet, NetKind::InfiniBand}) {
    for (const LinkPreset& p : linkPresets(kind)) {
      PresetPicker::Item item;
      item.name = QStringLiteral("%1 (%2)").arg(QString::fromStdString(p.id),
                                                formatValue(p.gbps, Unit::Gbps));
      item.tooltip = kind == NetKind::Ethernet
                         ? tr("Ethernet at %1 (MAC rate).").arg(formatValue(p.gbps, Unit::Gbps))
                         : tr("InfiniBand 4x, %1 of data after line coding.")
                               .arg(formatValue(p.gbps, Unit::Gbps));
      item.matches = [p](const Scenario& s) {
        return s.peer_network.kind == p.kind && s.peer_network.link_gbps == p.gbps;
      };
      item.apply = [p](Scenario& s) {
        PeerNetwork& n = s.peer_network;
        if (n.kind != p.kind)  // an MTU of the other kind would not be valid
          n.mtu = p.kind == NetKind::InfiniBand ? 2048 : 1500;
        n.kind = p.kind;
        n.link_gbps = p.gbps;
      };
      items.push_back(std::move(item));
    }
  }
  return new PresetPicker(doc_, tr("Link"), std::move(items), this);
}

int ScenarioEditor::selectedRaidGroup() const
{
  // The RAID group selected in the table (the first one when none is).
  return std::max(0, raidGroups_ ? raidGroups_->currentRow() : 0);
}

PresetPicker* ScenarioEditor::diskPicker()
{
  diskPicker_ = new PresetPicker(
      doc_, tr("Disk"), [this] { return diskPresetItems([this] { return selectedRaidGroup(); }); },
      this);
  diskPicker_->setToolTip(tr("Applies to the RAID group selected in the table."));
  diskPicker_->setSaveAction(
      tr("Keeps the disk figures of the selected RAID group as a preset of your own."), [this] {
        const Scenario& s = doc_->scenario();
        const auto g = static_cast<std::size_t>(selectedRaidGroup());
        const QString suggested =
            g < s.backing.raid_groups.size()
                ? tr("%1 disk %2 GB")
                      .arg(formatRpm(s.backing.raid_groups[g].disk.rpm),
                           formatNumber(s.backing.raid_groups[g].disk.capacity_gb))
                : QString();
        askAndSavePreset(this, tr("Disk"), false, suggested,
                         [this](const QString& name, QString* path, QString* error) {
                           return saveDiskPreset(name, path, error);
                         });
      });
  diskPicker_->setProblems(presetCatalogue().problems);
  return diskPicker_;
}

bool ScenarioEditor::saveDevicePreset(const QString& name, QString* path, QString* error)
{
  if (!saveDeviceAsPreset(doc_->scenario(), name, presetUserFolder(), path, error))
    return false;
  reloadPresets();
  return true;
}

bool ScenarioEditor::saveDiskPreset(const QString& name, QString* path, QString* error)
{
  if (!saveDiskAsPreset(doc_->scenario(), selectedRaidGroup(), name, presetUserFolder(), path,
                        error))
    return false;
  reloadPresets();
  return true;
}

void ScenarioEditor::reloadPresets()
{
  reloadPresetCatalogue();
  for (PresetPicker* p : {devicePicker_, diskPicker_}) {
    if (!p)  // its tab is not made yet: it reads the catalogue when it is
      continue;
    p->reload();
    p->setProblems(presetCatalogue().problems);
  }
}

void ScenarioEditor::showTabOf(QWidget* w)
{
  for (int t = 0; t < count(); ++t) {
    if (widget(t)->isAncestorOf(w)) {
      setCurrentIndex(t);
      return;
    }
  }
}

ParamForm* ScenarioEditor::formFor(const QString& path)
{
  buildAllPages();
  for (ParamForm* f : forms_)
    if (f->editorFor(path))
      return f;
  return nullptr;
}

bool ScenarioEditor::focusPath(const QString& path)
{
  buildAllPages();
  // Table cells: vm_groups[i].key or backing.raid_groups[i](.disk).key
  static const QRegularExpression rowRe(
      QStringLiteral("^(vm_groups|backing\\.raid_groups)\\[(\\d+)\\]"));
  const auto m = rowRe.match(path);
  if (m.hasMatch()) {
    BoundTableEditor* table = m.captured(1) == QLatin1String("vm_groups") ? vmGroups_ : raidGroups_;
    const int row = m.captured(2).toInt();
    for (int c = 0; c < table->model()->columnCount(); ++c) {
      if (table->model()->cellPath(row, c) == path) {
        showTabOf(table);
        table->view()->setCurrentIndex(table->model()->index(row, c));
        table->view()->setFocus();
        return true;
      }
    }
    if (table == vmGroups_ && row < table->model()->rowCount()) {
      showTabOf(table);
      table->view()->setCurrentIndex(table->model()->index(row, 0));
    }
  }
  // Paths below an array element ("...samples[3]") belong to the field that holds the list.
  QString field = path;
  static const QRegularExpression tail(QStringLiteral("\\[\\d+\\](\\[\\d+\\])?$"));
  field.remove(tail);
  for (ParamForm* f : forms_) {
    if (ParamEditor* e = f->editorFor(field)) {
      showTabOf(e);
      e->setFocus();
      return true;
    }
  }
  return false;
}

}  // namespace accel::ui
