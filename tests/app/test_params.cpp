// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include <catch2/catch.hpp>

#include <QSet>

#include "app/core/params.h"
#include "helpers.h"

using namespace accel;
using namespace accel::ui;

TEST_CASE("Every parameter is fully described", "[params]")
{
  QSet<QString> paths;
  for (const ParamInfo* p : allParams()) {
    INFO(p->path());
    CHECK_FALSE(p->key.isEmpty());
    CHECK_FALSE(p->label.isEmpty());
    CHECK(p->help.size() > 10);
    CHECK_FALSE(paths.contains(p->path()));  // one description per parameter
    paths.insert(p->path());
    if (p->type == ParamType::Number || p->type == ParamType::Integer) {
      CHECK(p->min <= p->max);
      CHECK(p->max < std::numeric_limits<double>::max());  // every number has a range
      if (p->defaultValue.isDouble())
        CHECK(p->rangeProblem(p->defaultValue.toDouble()).isEmpty());
    }
    if (p->type == ParamType::Choice) {
      // A word from a list, or any word its pattern accepts (a time of day "08:00").
      CHECK((!p->choices.isEmpty() || !p->pattern.isEmpty()));
      if (p->defaultValue.isString())
        CHECK(p->choiceProblem(p->defaultValue.toString()).isEmpty());
    }
    if (p->type == ParamType::PairList)
      CHECK(p->columns.size() == 2);
  }
}

TEST_CASE("The contract's fields are all described", "[params]")
{
  const char* contract[] = {"format",
                            "version",
                            "name",
                            "customer",
                            "notes",
                            "hosts",
                            "vm_groups[].name",
                            "vm_groups[].vms_per_host",
                            "vm_groups[].on_hosts",
                            "vm_groups[].write_policy",
                            "vm_groups[].write_io_kib",
                            "vm_groups[].write_io_histogram",
                            "vm_groups[].outstanding_ios",
                            "vm_groups[].read_mbps",
                            "vm_groups[].read_io_kib",
                            "vm_groups[].write.profile",
                            "vm_groups[].write.mbps",
                            "vm_groups[].write.peak_mbps",
                            "vm_groups[].write.burst_s",
                            "vm_groups[].write.period_s",
                            "vm_groups[].write.base_mbps",
                            "vm_groups[].write.mean_mbps",
                            "vm_groups[].write.amplitude_mbps",
                            "vm_groups[].write.samples",
                            "acceleration.media",
                            "acceleration.device",
                            "acceleration.write_latency_us",
                            "acceleration.write_mbps",
                            "acceleration.capacity_gib",
                            "acceleration.write_buffer_mb",
                            "peer_network.kind",
                            "peer_network.link_gbps",
                            "peer_network.usable_links",
                            "peer_network.mtu",
                            "peer_network.tcp_timestamps",
                            "peer_network.stack_latency_us",
                            "peer_network.switch_hops",
                            "peer_network.cable_m",
                            "peer_network.compression_ratio",
                            "peer_network.other_traffic_mbps",
                            "peer_network.utilization_limit",
                            "peer_network.shared_uplink_gbps",
                            "backing.destage_mbps",
                            "backing.storage_network.kind",
                            "backing.storage_network.link_gbps",
                            "backing.storage_network.paths",
                            "backing.storage_network.multipath",
                            "backing.storage_network.session_limit_mbps",
                            "backing.raid_groups[].level",
                            "backing.raid_groups[].disks",
                            "backing.raid_groups[].segment_kib",
                            "backing.raid_groups[].group_disks",
                            "backing.raid_groups[].alignment_offset_kib",
                            "backing.raid_groups[].used_fraction",
                            "backing.raid_groups[].disk.rpm",
                            "backing.raid_groups[].disk.avg_seek_ms",
                            "backing.raid_groups[].disk.track_seek_ms",
                            "backing.raid_groups[].disk.full_seek_ms",
                            "backing.raid_groups[].disk.capacity_gb",
                            "backing.raid_groups[].disk.od_mbps",
                            "backing.raid_groups[].disk.id_mbps",
                            "backing.random_load.iops",
                            "backing.random_load.read_fraction",
                            "backing.random_load.io_kib",
                            "backing.sequential_streams.count",
                            "backing.sequential_streams.mbps_each",
                            "backing.sequential_streams.io_kib",
                            "backing.sequential_streams.outstanding_ios"};
  for (const char* path : contract) {
    INFO(path);
    CHECK(findParam(QLatin1String(path)) != nullptr);
  }
}

TEST_CASE("Units are in the key names and in the descriptions", "[params][units]")
{
  const std::pair<const char*, Unit> suffixes[] = {
      {"_mbps", Unit::MBps}, {"_gbps", Unit::Gbps}, {"_kib", Unit::KiB}, {"_us", Unit::Us},
      {"_ms", Unit::Ms},     {"_s", Unit::S},       {"_gib", Unit::GiB}, {"_gb", Unit::GB},
      {"_mb", Unit::MB},     {"_m", Unit::Meters}};
  for (const ParamInfo* p : allParams()) {
    if (p->type != ParamType::Number)
      continue;
    for (const auto& [suffix, unit] : suffixes) {
      if (p->key.endsWith(QLatin1String(suffix)) || p->key == QLatin1String(suffix + 1)) {
        INFO(p->path());
        CHECK(p->unit == unit);
        break;
      }
    }
  }
}

TEST_CASE("Getters and setters agree", "[params]")
{
  PeerNetwork n;
  for (const auto& p : peerNetworkParams()) {
    if (p.info.type != ParamType::Number)
      continue;
    INFO(p.info.path());
    const double v = p.info.presence == Presence::Optional ? 3.5 : (p.info.min + p.info.max) / 2;
    p.set(n, QJsonValue(v));
    CHECK(p.get(n).toDouble() == v);
  }
  VmGroup g;
  const auto* policy = findParamOf(vmGroupParams(), QStringLiteral("write_policy"));
  REQUIRE(policy);
  policy->set(g, QJsonValue(QStringLiteral("WB+2")));
  CHECK(g.write_policy.peers == 2);
  CHECK(policy->get(g).toString() == QStringLiteral("WB+2"));
  policy->set(g, QJsonValue(QStringLiteral("WT")));
  CHECK(g.write_policy.mode == WriteMode::WriteThrough);
}

#include "app/core/presets.h"
#include "app/core/validate.h"

TEST_CASE("The preset catalogues load and every preset is a valid input", "[presets]")
{
  REQUIRE(devicePresets().size() >= 5);  // S3700, consumer SATA, P3700, PCIe card, RAM
  bool ram = false;
  for (const DevicePreset& d : devicePresets()) {
    INFO(d.id);
    Scenario s;
    applyDevicePreset(d, s.acceleration);
    CHECK_FALSE(hasErrors(validateScenario(s)));
    CHECK_FALSE(d.source.empty());
    ram = ram || d.media == Media::Ram;
  }
  CHECK(ram);

  // The field notes' two flash device types (VMware's vSphere Flash Read Cache material,
  // 2013): an SSD class and a PCIe card class, each with its read and write latency.
  const auto preset = [](const char* id) -> const DevicePreset* {
    for (const DevicePreset& d : devicePresets())
      if (d.id == id)
        return &d;
    return nullptr;
  };
  const DevicePreset* ssd_class = preset("ssd-class-2013");
  const DevicePreset* pcie_class = preset("pcie-flash-class-2013");
  REQUIRE(ssd_class);
  REQUIRE(pcie_class);
  CHECK(ssd_class->write_latency_us == 90);
  CHECK(ssd_class->read_latency_us == std::optional<double>(75));
  CHECK(pcie_class->write_latency_us == 15);
  CHECK(pcie_class->read_latency_us == std::optional<double>(75));
  Scenario filled;
  filled.acceleration.read_latency_us = 999;
  applyDevicePreset(*ssd_class, filled.acceleration);
  CHECK(filled.acceleration.read_latency_us == 75);
  CHECK(filled.acceleration.write_latency_us == 90);
  // A preset without a read latency keeps the scenario's.
  DevicePreset no_read = *ssd_class;
  no_read.read_latency_us.reset();
  applyDevicePreset(no_read, filled.acceleration);
  CHECK(filled.acceleration.read_latency_us == 75);

  REQUIRE(diskPresets().size() >= 4);  // 7.2K SATA, 10K SAS, 15K, SSD
  bool ssd = false;
  for (const DiskPreset& p : diskPresets()) {
    INFO(p.id);
    Scenario s;
    s.backing.raid_groups[0].disk = p.disk;
    CHECK_FALSE(hasErrors(validateScenario(s)));
    ssd = ssd || p.disk.rpm == 0;
  }
  CHECK(ssd);
}

TEST_CASE("Malformed catalogues are reported, not trusted", "[presets]")
{
  QString error;
  CHECK(parseDiskPresets("{", &error).empty());
  CHECK_FALSE(error.isEmpty());
  error.clear();
  const auto disks = parseDiskPresets(R"([{"id": "x", "rpm": 7200}])", &error);
  CHECK(disks.empty());
  CHECK(error.contains(QStringLiteral("[0].avg_seek_ms: missing")));
  error.clear();
  CHECK(parseDevicePresets(R"({"devices": [{"id": "d", "write_mbps": 0}]})", &error).empty());
  CHECK_FALSE(error.isEmpty());
}

TEST_CASE("Every enumeration word has a label users read", "[params][labels]")
{
  int words = 0;
  for (const ParamInfo* p : allParams()) {
    const ParamInfo info = p->type == ParamType::List ? p->itemInfo() : *p;
    if (info.type != ParamType::Choice)
      continue;
    for (const QString& word : info.choices) {
      INFO(p->path().toStdString() << ": " << word.toStdString());
      CHECK_FALSE(choiceLabelSource(word).isEmpty());
      CHECK(choiceLabel(word) == choiceLabelSource(word));  // no translation installed
      ++words;
    }
  }
  CHECK(words > 30);
  CHECK(choiceLabel(QStringLiteral("on_off")) == QStringLiteral("On/off bursts"));
  CHECK(choiceLabel(QStringLiteral("iscsi")) == QStringLiteral("iSCSI"));
  CHECK(choiceLabel(QStringLiteral("round_robin")) == QStringLiteral("Round robin"));
  CHECK(choiceLabel(QStringLiteral("ethernet:10")) == QStringLiteral("ethernet:10"));
}
