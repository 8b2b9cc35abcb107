// accelsizer-cli headroom and goalseek, and the requirements of evaluate --json.
#include <catch2/catch.hpp>

#include <QJsonArray>
#include <QJsonDocument>
#include <QTextStream>

#include "app/core/cli.h"
#include "helpers.h"

using namespace accel::ui;

namespace {

struct Run {
  int code;
  QString out;
  QString err;
  QJsonObject json() const { return QJsonDocument::fromJson(out.toUtf8()).object(); }
};

Run run(const QStringList& args)
{
  QString out, err;
  QTextStream o(&out), e(&err);
  const int code = runCli(args, o, e, {});
  o.flush();
  e.flush();
  return {code, out, err};
}

QString example(const char* name = "build-cluster-1gbe.accelsizer.json")
{
  return accel::test::sourcePath("resources/examples/") + QLatin1String(name);
}

}  // namespace

TEST_CASE("evaluate --json lists the requirements with value, limit, met and margin",
          "[cli][sizing]")
{
  const Run r = run({QStringLiteral("evaluate"), example(), QStringLiteral("--json")});
  REQUIRE(r.code == kExitOk);
  const QJsonObject doc = r.json();
  const QJsonArray rows = doc.value(QStringLiteral("requirements")).toArray();
  REQUIRE(rows.size() >= 4);
  CHECK(doc.value(QStringLiteral("requirements_met")) == false);
  CHECK(doc.value(QStringLiteral("requirements_growth_factor")).toDouble() == 1.0);
  const QJsonObject link = rows.at(0).toObject();
  CHECK(link.value(QStringLiteral("id")) == QStringLiteral("peer_link_utilization"));
  CHECK(link.value(QStringLiteral("subject")) == QStringLiteral("host 1 (transmit)"));
  CHECK(link.value(QStringLiteral("value")).toDouble() == 0.2528);
  CHECK(link.value(QStringLiteral("limit")).toDouble() == 0.8);
  CHECK(link.value(QStringLiteral("met")) == true);
  CHECK(link.value(QStringLiteral("margin")).toDouble() == 3.164);
  for (const auto& v : rows) {
    const QJsonObject o = v.toObject();
    INFO(o.value(QStringLiteral("id")).toString().toStdString());
    CHECK(o.value(QStringLiteral("met")).isBool());
    CHECK_FALSE(o.value(QStringLiteral("subject")).toString().isEmpty());
    // A null value or margin always has its boolean beside it.
    if (o.value(QStringLiteral("margin")).isNull())
      CHECK(o.value(QStringLiteral("margin_defined")) == false);
    if (o.value(QStringLiteral("value")).isNull())
      CHECK((o.value(QStringLiteral("fills")) == false ||
             o.value(QStringLiteral("unbounded")) == true));
  }
}

TEST_CASE("headroom: the ladder by rate and by VMs", "[cli][sizing]")
{
  const Run r = run({QStringLiteral("headroom"), example(), QStringLiteral("--json")});
  REQUIRE(r.code == kExitOk);
  const QJsonObject h = r.json();
  CHECK(h.value(QStringLiteral("by")) == QStringLiteral("rate"));
  CHECK(h.value(QStringLiteral("met_now")) == false);
  const QJsonArray ladder = h.value(QStringLiteral("ladder")).toArray();
  REQUIRE(ladder.size() >= 4);
  CHECK(h.value(QStringLiteral("factor")).toDouble() ==
        ladder.at(0).toObject().value(QStringLiteral("factor")).toDouble());
  double previous = 0;
  for (const auto& v : ladder) {
    const QJsonObject step = v.toObject();
    if (step.value(QStringLiteral("factor")).isNull())
      continue;
    CHECK(step.value(QStringLiteral("factor")).toDouble() >= previous);
    previous = step.value(QStringLiteral("factor")).toDouble();
  }

  const Run vms = run({QStringLiteral("headroom"), example(), QStringLiteral("--by=vms")});
  CHECK(vms.code == kExitOk);
  CHECK(vms.out.contains(QStringLiteral("VMs per host")));

  CHECK(
      run({QStringLiteral("headroom"), example(), QStringLiteral("--by"), QStringLiteral("hosts")})
          .code == kExitInvalidInput);
  CHECK(run({QStringLiteral("headroom")}).code == kExitInvalidInput);
}

TEST_CASE("goalseek: an answer, an unreachable target and bad requests", "[cli][sizing]")
{
  const Run ok = run({QStringLiteral("goalseek"), example(), QStringLiteral("--vary"),
                      QStringLiteral("/vm_groups/0/write/mbps"), QStringLiteral("--metric"),
                      QStringLiteral("/replica/max_tx_utilization"), QStringLiteral("--target"),
                      QStringLiteral("0.8"), QStringLiteral("--json")});
  INFO(ok.err.toStdString());
  REQUIRE(ok.code == kExitOk);
  const QJsonObject g = ok.json();
  CHECK(g.value(QStringLiteral("reachable")) == true);
  CHECK(g.value(QStringLiteral("value")).toDouble() == 15.82);  // 0.8 x 5 / 0.2528, rounded
  CHECK(g.value(QStringLiteral("metric_value")).toDouble() == 0.8);
  CHECK(g.value(QStringLiteral("range")).toArray().size() == 2);

  const Run never = run({QStringLiteral("goalseek"), example(), QStringLiteral("--vary"),
                         QStringLiteral("/vm_groups/0/write/mbps"), QStringLiteral("--metric"),
                         QStringLiteral("/replica/max_tx_utilization"), QStringLiteral("--target"),
                         QStringLiteral("0.8"), QStringLiteral("--range"), QStringLiteral("0.1:10"),
                         QStringLiteral("--json")});
  CHECK(never.code == kExitInvalidInput);
  CHECK(never.json().value(QStringLiteral("reachable")) == false);
  CHECK(never.json().value(QStringLiteral("value")).isNull());
  CHECK(never.json().value(QStringLiteral("metric_side")) == QStringLiteral("below"));
  CHECK(never.err.contains(QStringLiteral("not reached")));

  const auto seek = [](const QString& vary, const QString& metric) {
    return run({QStringLiteral("goalseek"), example(), QStringLiteral("--vary"), vary,
                QStringLiteral("--metric"), metric, QStringLiteral("--target"),
                QStringLiteral("1")});
  };
  const Run noInput =
      seek(QStringLiteral("/peer_network/nonsense"), QStringLiteral("/replica/max_tx_utilization"));
  CHECK(noInput.code == kExitInvalidInput);
  CHECK(noInput.err.contains(QStringLiteral("--vary")));
  const Run text = seek(QStringLiteral("/name"), QStringLiteral("/replica/max_tx_utilization"));
  CHECK(text.code == kExitInvalidInput);
  CHECK(text.err.contains(QStringLiteral("not a number")));
  const Run noMetric = seek(QStringLiteral("/hosts"), QStringLiteral("/replica/nothing"));
  CHECK(noMetric.code == kExitInvalidInput);
  CHECK(noMetric.err.contains(QStringLiteral("--metric")));
  CHECK(run({QStringLiteral("goalseek"), example(), QStringLiteral("--vary"),
             QStringLiteral("/hosts")})
            .code == kExitInvalidInput);
}
