// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// User preset catalogues: files in the installed, system and user data folders add devices and
// disks; a bad file or entry is reported and left out, never fatal.
#include <catch2/catch.hpp>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include "app/core/cli.h"
#include "app/core/presets.h"
#include "helpers.h"

using namespace accel;
using namespace accel::ui;

namespace {

void write(const QString& path, const QByteArray& text)
{
  QFile f(path);
  REQUIRE(f.open(QIODevice::WriteOnly));
  f.write(text);
}

const DevicePreset* device(const PresetCatalogue& c, const char* id, QString* origin = nullptr)
{
  for (std::size_t i = 0; i < c.devices.size(); ++i)
    if (c.devices[i].id == id) {
      if (origin)
        *origin = c.deviceOrigins[i];
      return &c.devices[i];
    }
  return nullptr;
}

const DiskPreset* disk(const PresetCatalogue& c, const char* id)
{
  for (const DiskPreset& d : c.disks)
    if (d.id == id)
      return &d;
  return nullptr;
}

bool mentions(const QStringList& problems, const QString& text)
{
  for (const QString& p : problems)
    if (p.contains(text))
      return true;
  return false;
}

/// Points XDG_DATA_HOME and XDG_DATA_DIRS at temporary folders for the lifetime of the object.
struct DataFolders {
  QTemporaryDir home, system;
  QByteArray oldHome = qgetenv("XDG_DATA_HOME"), oldDirs = qgetenv("XDG_DATA_DIRS");
  DataFolders()
  {
    qputenv("XDG_DATA_HOME", home.path().toUtf8());
    qputenv("XDG_DATA_DIRS", system.path().toUtf8());
  }
  ~DataFolders()
  {
    qputenv("XDG_DATA_HOME", oldHome);
    qputenv("XDG_DATA_DIRS", oldDirs);
  }
  QString user() const { return home.path() + QStringLiteral("/accelsizer/presets"); }
  QString site() const { return system.path() + QStringLiteral("/accelsizer/presets"); }
};

}  // namespace

TEST_CASE("A preset file adds devices and disks, each checked like a scenario's", "[presets]")
{
  const PresetFile f = parsePresetFile(R"j({
    "format": "accelsizer-presets", "version": 1,
    "devices": [
      {"id": "my-nvme", "name": "My NVMe 1.6 TB", "media": "flash", "write_latency_us": 18,
       "write_mbps": 1900, "parallelism": 4, "source": "vendor datasheet"},
      {"id": "bad-latency", "write_latency_us": -3, "write_mbps": 100},
      {"id": "no-bandwidth", "write_latency_us": 30},
      {"id": "bad-media", "media": "tape", "write_latency_us": 30, "write_mbps": 100},
      {"id": "minimal", "write_latency_us": 30, "write_mbps": 100},
      {"id": "reads", "write_latency_us": 30, "read_latency_us": 40, "write_mbps": 100},
      {"id": "bad-read", "write_latency_us": 30, "read_latency_us": 0, "write_mbps": 100}
    ],
    "disks": [
      {"id": "my-7k2", "name": "My 7.2K 4 TB", "rpm": 7200, "avg_seek_ms": 8.5,
       "track_seek_ms": 0.5, "full_seek_ms": 17, "capacity_gb": 4000, "od_mbps": 200,
       "id_mbps": 100},
      {"id": "inner-faster", "rpm": 7200, "avg_seek_ms": 8.5, "track_seek_ms": 0.5,
       "full_seek_ms": 17, "capacity_gb": 4000, "od_mbps": 100, "id_mbps": 200},
      "not an object"
    ]
  })j");
  REQUIRE(f.devices.size() == 3);
  CHECK(f.devices[0].id == "my-nvme");
  CHECK_FALSE(f.devices[0].read_latency_us);  // none given: applying keeps the scenario's
  REQUIRE(f.devices[2].read_latency_us);
  CHECK(*f.devices[2].read_latency_us == 40);
  CHECK(f.devices[0].name == "My NVMe 1.6 TB");
  CHECK(f.devices[0].write_latency_us == 18);
  CHECK(f.devices[0].write_mbps == 1900);
  CHECK(f.devices[0].parallelism == 4);
  CHECK(f.devices[0].source == "vendor datasheet");
  CHECK(f.devices[1].id == "minimal");
  CHECK(f.devices[1].name == "minimal");      // the id when no name is given
  CHECK(f.devices[1].parallelism == 1);       // the conservative single-server device
  CHECK(f.devices[1].media == Media::Flash);  // the scenario's default
  REQUIRE(f.disks.size() == 1);
  CHECK(f.disks[0].disk.capacity_gb == 4000);
  CHECK(f.disks[0].disk.id_mbps == 100);

  INFO(f.problems.join(QLatin1Char('\n')).toStdString());
  CHECK(mentions(f.problems, QStringLiteral("devices[1].write_latency_us: -3 µs is out of range")));
  CHECK(mentions(f.problems, QStringLiteral("devices[2].write_mbps: missing")));
  CHECK(mentions(f.problems, QStringLiteral("devices[3].media: unknown value \"tape\"")));
  // A rule between fields, as a scenario's: the inner rate may not exceed the outer.
  CHECK(mentions(f.problems, QStringLiteral("disks[1].")));
  CHECK(mentions(f.problems, QStringLiteral("disks[2]: expected a disk")));
  CHECK(mentions(f.problems, QStringLiteral("devices[6].read_latency_us: 0 µs is out of range")));
  CHECK(f.problems.size() == 6);
}

TEST_CASE("Malformed preset files are one problem each", "[presets]")
{
  CHECK(parsePresetFile("{").problems.value(0).startsWith(QStringLiteral("$: malformed JSON")));
  CHECK(parsePresetFile("{}").problems ==
        QStringList{QStringLiteral("$: expected a \"devices\", \"disks\" or \"links\" list")});
  CHECK(parsePresetFile(R"j({"devices": 3})j").problems ==
        QStringList{QStringLiteral("devices: expected a list of devices")});
  // A bare list is a list of disks, as the built-in disks.json.
  const PresetFile bare = parsePresetFile(R"j([{"id": "x", "rpm": 7200}])j");
  CHECK(bare.disks.empty());
  CHECK(mentions(bare.problems, QStringLiteral("[0].avg_seek_ms: missing")));
}

TEST_CASE(
    "The catalogue reads the built-in set, then each folder, later ids replacing earlier ones",
    "[presets]")
{
  QTemporaryDir site, user;
  write(site.filePath(QStringLiteral("site.json")),
        R"j({"devices": [{"id": "site-ssd", "name": "Site SSD", "write_latency_us": 50,
                         "write_mbps": 300},
                        {"id": "intel-dc-s3700", "name": "Intel DC S3700 (measured here)",
                         "write_latency_us": 80, "write_mbps": 400}]})j");
  write(user.filePath(QStringLiteral("a-broken.json")), "{ not json");
  write(user.filePath(QStringLiteral("mine.json")),
        R"j({"devices": [{"id": "site-ssd", "name": "Site SSD (my figures)",
                         "write_latency_us": 45, "write_mbps": 320}],
            "disks": [{"id": "my-disk", "rpm": 10000, "avg_seek_ms": 4, "track_seek_ms": 0.3,
                       "full_seek_ms": 8, "capacity_gb": 1200, "od_mbps": 200,
                       "id_mbps": 120}]})j");
  write(user.filePath(QStringLiteral("notes.txt")), "not a preset file: not read");

  const PresetCatalogue c = loadPresetCatalogue({site.path(), user.path()});
  CHECK(c.folders == QStringList{site.path(), user.path()});
  QString origin;
  const DevicePreset* s3700 = device(c, "intel-dc-s3700", &origin);
  REQUIRE(s3700);
  CHECK(s3700->write_latency_us == 80);  // the site's figures replace the built-in ones
  CHECK(origin == site.filePath(QStringLiteral("site.json")));
  CHECK(c.devices.front().id == "intel-dc-s3700");  // in its built-in place
  const DevicePreset* siteSsd = device(c, "site-ssd", &origin);
  REQUIRE(siteSsd);
  CHECK(siteSsd->write_latency_us == 45);  // the user's file comes last
  CHECK(origin == user.filePath(QStringLiteral("mine.json")));
  CHECK(device(c, "intel-dc-p3700", &origin));
  CHECK(origin == QStringLiteral("built-in"));
  CHECK(disk(c, "my-disk"));
  CHECK(disk(c, "sata-7k2-2tb"));
  CHECK(c.devices.size() == devicePresets().size() + 1);
  CHECK(c.disks.size() == diskPresets().size() + 1);
  REQUIRE(c.problems.size() == 1);
  CHECK(c.problems.first().startsWith(user.filePath(QStringLiteral("a-broken.json")) +
                                      QStringLiteral(": $: malformed JSON")));
}

TEST_CASE("The preset folders: the system's, then the user's, each once", "[presets]")
{
  DataFolders data;
  CHECK(presetUserFolder() == data.user());
  CHECK_FALSE(presetFolders().contains(data.user()));  // it does not exist yet
  QDir().mkpath(data.user());
  QDir().mkpath(data.site());
  const QStringList folders = presetFolders();
  REQUIRE(folders.size() >= 2);
  CHECK(folders.at(folders.size() - 2) == data.site());
  CHECK(folders.last() == data.user());
}

TEST_CASE("A saved preset reads back as it was written", "[presets]")
{
  QTemporaryDir folder;
  DevicePreset d;
  d.id = "My NVMe 1.6 TB";
  d.name = "My NVMe 1.6 TB";
  d.media = Media::Ram;
  d.write_latency_us = 2.5;
  d.write_mbps = 5000;
  d.parallelism = 8;
  d.read_latency_us = 3;
  d.source = "measured";
  QString path, error;
  REQUIRE(saveDevicePreset(d, folder.path(), &path, &error));
  CHECK(path == folder.filePath(QStringLiteral("my-nvme-1-6-tb.json")));
  DiskPreset k;
  k.id = "fast disk";
  k.name = "Fast disk";
  k.disk.rpm = 15000;
  k.disk.capacity_gb = 900;
  REQUIRE(saveDiskPreset(k, folder.path(), &path, &error));

  const PresetCatalogue c = loadPresetCatalogue({folder.path()});
  INFO(c.problems.join(QLatin1Char('\n')).toStdString());
  CHECK(c.problems.isEmpty());
  const DevicePreset* back = device(c, "my-nvme-1-6-tb");
  REQUIRE(back);
  CHECK(back->name == d.name);
  CHECK(back->media == Media::Ram);
  CHECK(back->write_latency_us == 2.5);
  CHECK(back->write_mbps == 5000);
  CHECK(back->parallelism == 8);
  REQUIRE(back->read_latency_us);
  CHECK(*back->read_latency_us == 3);
  CHECK(back->source == "measured");
  const DiskPreset* fast = disk(c, "fast-disk");
  REQUIRE(fast);
  CHECK(fast->disk.rpm == 15000);
  CHECK(fast->disk.capacity_gb == 900);
  CHECK(fast->disk.avg_seek_ms == Disk{}.avg_seek_ms);

  CHECK(presetId(QStringLiteral("  --  ")).isEmpty());
  CHECK_FALSE(saveDevicePreset(DevicePreset{}, folder.path(), &path, &error));
  CHECK(error.contains(QStringLiteral("letter or digit")));
}

TEST_CASE("accelsizer-cli presets lists the catalogue and warns of bad files", "[presets][cli]")
{
  DataFolders data;
  QDir().mkpath(data.user());
  write(data.user() + QStringLiteral("/mine.json"),
        R"j({"devices": [{"id": "lab-ssd", "name": "Lab SSD", "write_latency_us": 40,
                         "write_mbps": 250},
                        {"id": "broken", "write_latency_us": 0, "write_mbps": 250}]})j");
  QString out, err;
  QTextStream o(&out), e(&err);
  CHECK(runCli({QStringLiteral("presets")}, o, e) == kExitOk);
  o.flush();
  e.flush();
  CHECK(out.contains(QStringLiteral("lab-ssd: Lab SSD (") + data.user() +
                     QStringLiteral("/mine.json)")));
  CHECK(out.contains(QStringLiteral(
      "intel-dc-s3700: Intel DC S3700 (SATA, 800 GB) (built-in, relative cost 20)")));
  CHECK(
      out.contains(QStringLiteral("ethernet-10: 10 Gigabit Ethernet (built-in, relative cost 8)")));
  CHECK(err.startsWith(QStringLiteral("warning: ") + data.user() +
                       QStringLiteral("/mine.json: devices[1].write_latency_us: ")));
  CHECK(err.contains(QStringLiteral("(left out)")));
}
