// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "model/calibrate/calibrate.h"

#include <Eigen/Dense>

#include <algorithm>
#include <cmath>

#include "model/backing/storage_network.h"

namespace accel {

const std::vector<CalibrationConstant>& calibrationConstants()
{
  static const std::vector<CalibrationConstant> all = {CalibrationConstant::DeviceWriteLatency,
                                                       CalibrationConstant::StackLatency,
                                                       CalibrationConstant::FrontEndLatency};
  return all;
}

const char* calibrationFieldKey(CalibrationConstant c)
{
  switch (c) {
  case CalibrationConstant::DeviceWriteLatency: return "acceleration.write_latency_us";
  case CalibrationConstant::StackLatency: return "peer_network.stack_latency_us";
  case CalibrationConstant::FrontEndLatency: return "backing.storage_network.front_end_latency_us";
  }
  return "";
}

const char* constantStatusKey(ConstantStatus s)
{
  switch (s) {
  case ConstantStatus::Fitted: return "fitted";
  case ConstantStatus::NoEffect: return "no_effect";
  case ConstantStatus::NotSeparable: return "not_separable";
  }
  return "";
}

const char* measuredLatencyKey(MeasuredLatency m)
{
  return m == MeasuredLatency::Read ? "read" : "write";
}

const char* calibrationStatusKey(CalibrationStatus s)
{
  switch (s) {
  case CalibrationStatus::Ok: return "ok";
  case CalibrationStatus::NoMeasurements: return "no_measurements";
  case CalibrationStatus::NothingToFit: return "nothing_to_fit";
  }
  return "";
}

namespace {

bool positive(const std::optional<double>& v)
{
  return v && std::isfinite(*v) && *v > 0;
}

/// The samples-weighted mean of one measured latency over a group's sources, with their files.
std::optional<LatencyMeasurement> groupMeasurement(const VmGroup& g, std::size_t index,
                                                   MeasuredLatency which)
{
  double sum = 0;
  double weight = 0;
  LatencyMeasurement m;
  m.group = index;
  m.latency = which;
  for (const WorkloadSource& src : g.sources) {
    const std::optional<double>& v =
        which == MeasuredLatency::Write ? src.write_latency_us : src.read_latency_us;
    if (!positive(v))
      continue;
    const double w = src.samples > 0 ? double(src.samples) : 1.0;
    sum += w * *v;
    weight += w;
    if (std::find(m.files.begin(), m.files.end(), src.file) == m.files.end())
      m.files.push_back(src.file);
  }
  if (!(weight > 0))
    return std::nullopt;
  m.measured_us = sum / weight;
  return m;
}

std::size_t constantIndex(CalibrationConstant c)
{
  const auto& all = calibrationConstants();
  return std::size_t(std::find(all.begin(), all.end(), c) - all.begin());
}

/// Evaluates the predictions of every measurement for a scenario.
class Predictor {
public:
  Predictor(const Scenario& s, const std::vector<LatencyMeasurement>& m,
            const EvaluateOptions& given)
      : base_(s), measurements_(m), opt_(given)
  {
    opt_.findings = false;
    opt_.requirements = false;
    opt_.simulate_streams = false;
    opt_.latency.rate_basis = RateBasis::Mean;
  }

  std::vector<double> predict(const Scenario& s) const
  {
    const Evaluation e = evaluate(s, opt_);
    std::vector<double> out;
    out.reserve(measurements_.size());
    for (const LatencyMeasurement& m : measurements_) {
      double t = 0;
      if (m.latency == MeasuredLatency::Write) {
        if (m.group < e.latency.groups.size())
          t = e.latency.groups[m.group].loaded_us;
      } else if (m.group < e.read_cache.groups.size()) {
        t = e.read_cache.groups[m.group].read_latency_us;
      }
      out.push_back(std::isfinite(t) && t >= 0 ? t : 0.0);
    }
    return out;
  }

  /// Scenario with the unknowns at exp(u).
  Scenario at(const std::vector<CalibrationConstant>& unknowns, const Eigen::VectorXd& u) const
  {
    Scenario s = base_;
    for (std::size_t j = 0; j < unknowns.size(); ++j)
      setConstantValue(s, unknowns[j], std::exp(u(Eigen::Index(j))));
    return s;
  }

  Eigen::VectorXd residuals(const std::vector<CalibrationConstant>& unknowns,
                            const Eigen::VectorXd& u) const
  {
    const std::vector<double> t = predict(at(unknowns, u));
    Eigen::VectorXd r(Eigen::Index(t.size()));
    for (std::size_t i = 0; i < t.size(); ++i)
      r(Eigen::Index(i)) = (t[i] - measurements_[i].measured_us) / measurements_[i].measured_us;
    return r;
  }

  /// Central differences in ln x, one-sided at a bound.
  Eigen::MatrixXd jacobian(const std::vector<CalibrationConstant>& unknowns,
                           const Eigen::VectorXd& u, const Eigen::VectorXd& lo,
                           const Eigen::VectorXd& hi, const Eigen::VectorXd& r0) const
  {
    constexpr double h = 1e-4;
    Eigen::MatrixXd J(r0.size(), u.size());
    for (Eigen::Index j = 0; j < u.size(); ++j) {
      const double up = std::min(u(j) + h, hi(j));
      const double down = std::max(u(j) - h, lo(j));
      Eigen::VectorXd a = u;
      Eigen::VectorXd b = u;
      a(j) = up;
      b(j) = down;
      const Eigen::VectorXd ra = up > u(j) ? residuals(unknowns, a) : r0;
      const Eigen::VectorXd rb = down < u(j) ? residuals(unknowns, b) : r0;
      J.col(j) =
          up > down ? Eigen::VectorXd((ra - rb) / (up - down)) : Eigen::VectorXd::Zero(r0.size());
    }
    return J;
  }

private:
  const Scenario& base_;
  const std::vector<LatencyMeasurement>& measurements_;
  EvaluateOptions opt_;
};

double rms(const Eigen::VectorXd& v)
{
  return v.size() > 0 ? std::sqrt(v.squaredNorm() / double(v.size())) : 0.0;
}

}  // namespace

std::vector<LatencyMeasurement> latencyMeasurements(const Scenario& s)
{
  std::vector<LatencyMeasurement> out;
  for (std::size_t g = 0; g < s.vm_groups.size(); ++g) {
    const VmGroup& group = s.vm_groups[g];
    if (auto w = groupMeasurement(group, g, MeasuredLatency::Write))
      out.push_back(std::move(*w));
    if (positive(group.read.working_set_gib))
      if (auto r = groupMeasurement(group, g, MeasuredLatency::Read))
        out.push_back(std::move(*r));
  }
  return out;
}

double constantValue(const Scenario& s, CalibrationConstant c)
{
  switch (c) {
  case CalibrationConstant::DeviceWriteLatency: return s.acceleration.write_latency_us;
  case CalibrationConstant::StackLatency: return s.peer_network.stack_latency_us;
  case CalibrationConstant::FrontEndLatency: {
    const StorageNetwork& n = s.backing.storage_network;
    if (n.front_end_latency_us)
      return *n.front_end_latency_us;
    if (s.backing.kind == BackingKind::RaidGroups)
      return defaultFrontEndLatencyUs(n.kind);
    // All-flash: the default without the controller the array replaces (as the backing
    // model takes it); hyperconverged: the field is not read, its default stands.
    if (s.backing.kind == BackingKind::AllFlash)
      return computeBacking(s, backingOptionsFor(s)).front_end_latency_us;
    return defaultFrontEndLatencyUs(n.kind);
  }
  }
  return 0;
}

void setConstantValue(Scenario& s, CalibrationConstant c, double value_us)
{
  switch (c) {
  case CalibrationConstant::DeviceWriteLatency: s.acceleration.write_latency_us = value_us; return;
  case CalibrationConstant::StackLatency: s.peer_network.stack_latency_us = value_us; return;
  case CalibrationConstant::FrontEndLatency:
    s.backing.storage_network.front_end_latency_us = value_us;
    return;
  }
}

CalibrationResult calibrate(const Scenario& s, const CalibrateOptions& opt)
{
  CalibrationResult out;
  out.calibrated = s;
  const std::vector<LatencyMeasurement> measurements = latencyMeasurements(s);
  // The unknowns in the fixed order, each once.
  std::vector<CalibrationConstant> unknowns;
  for (CalibrationConstant c : calibrationConstants())
    if (std::find(opt.unknowns.begin(), opt.unknowns.end(), c) != opt.unknowns.end())
      unknowns.push_back(c);
  const auto n = Eigen::Index(unknowns.size());
  Eigen::VectorXd u(n), lo(n), hi(n);
  for (Eigen::Index j = 0; j < n; ++j) {
    const CalibrationConstant c = unknowns[std::size_t(j)];
    const std::size_t k = constantIndex(c);
    const ConstantRange range = k < opt.ranges.size() ? opt.ranges[k] : ConstantRange{0.01, 1e6};
    lo(j) = std::log(std::max(range.lower_us, 1e-6));
    hi(j) = std::log(std::max(range.upper_us, range.lower_us));
    const double v = constantValue(s, c);
    u(j) = std::clamp(std::log(std::max(v, 1e-6)), lo(j), hi(j));
    CalibratedConstant cc;
    cc.constant = c;
    cc.before_us = v;
    cc.after_us = v;
    out.constants.push_back(cc);
  }
  if (measurements.empty())
    return out;

  const Predictor predictor(s, measurements, opt.evaluate);
  const std::vector<double> before = predictor.predict(s);
  Eigen::VectorXd r_before(Eigen::Index(before.size())), abs_before(r_before.size());
  for (std::size_t i = 0; i < before.size(); ++i) {
    CalibratedMeasurement cm;
    cm.measurement = measurements[i];
    cm.predicted_before_us = before[i];
    cm.predicted_after_us = before[i];
    out.measurements.push_back(cm);
    abs_before(Eigen::Index(i)) = before[i] - measurements[i].measured_us;
    r_before(Eigen::Index(i)) = abs_before(Eigen::Index(i)) / measurements[i].measured_us;
  }
  out.rms_error_before_us = out.rms_error_after_us = rms(abs_before);
  out.rms_relative_error_before = out.rms_relative_error_after = rms(r_before);
  out.status = CalibrationStatus::NothingToFit;
  if (n == 0)
    return out;

  // Identifiability at the start: the sensitivity of each column, then a pivoted QR of the
  // columns that have an effect, normalised, for the ones the measurements separate.
  const Eigen::VectorXd r0 = predictor.residuals(unknowns, u);
  const Eigen::MatrixXd J0 = predictor.jacobian(unknowns, u, lo, hi, r0);
  std::vector<Eigen::Index> effective;
  for (Eigen::Index j = 0; j < n; ++j) {
    out.constants[std::size_t(j)].sensitivity = J0.col(j).cwiseAbs().maxCoeff();
    if (out.constants[std::size_t(j)].sensitivity >= opt.no_effect_sensitivity)
      effective.push_back(j);
  }
  std::vector<Eigen::Index> free;
  if (!effective.empty()) {
    Eigen::MatrixXd Jn(J0.rows(), Eigen::Index(effective.size()));
    for (std::size_t k = 0; k < effective.size(); ++k)
      Jn.col(Eigen::Index(k)) = J0.col(effective[k]) / J0.col(effective[k]).norm();
    Eigen::ColPivHouseholderQR<Eigen::MatrixXd> qr(Jn);
    const Eigen::MatrixXd R = qr.matrixR().triangularView<Eigen::Upper>();
    const double largest = std::abs(R(0, 0));
    const Eigen::Index steps = std::min(Jn.rows(), Jn.cols());
    for (Eigen::Index k = 0; k < steps; ++k) {
      if (!(std::abs(R(k, k)) > opt.separability_threshold * largest))
        break;
      free.push_back(effective[std::size_t(qr.colsPermutation().indices()(k))]);
    }
    std::sort(free.begin(), free.end());
  }
  for (Eigen::Index j : effective)
    if (std::find(free.begin(), free.end(), j) == free.end())
      out.constants[std::size_t(j)].status = ConstantStatus::NotSeparable;
  if (free.empty())
    return out;

  // Levenberg-Marquardt over the free constants, projected onto their bounds.
  std::vector<CalibrationConstant> fit;
  const auto m = Eigen::Index(free.size());
  Eigen::VectorXd x(m), flo(m), fhi(m);
  for (Eigen::Index k = 0; k < m; ++k) {
    fit.push_back(unknowns[std::size_t(free[std::size_t(k)])]);
    x(k) = u(free[std::size_t(k)]);
    flo(k) = lo(free[std::size_t(k)]);
    fhi(k) = hi(free[std::size_t(k)]);
  }
  // The held constants stay at their values in every scenario the fit evaluates.
  const Predictor& fitter = predictor;
  Eigen::VectorXd r = fitter.residuals(fit, x);
  double cost = r.squaredNorm();
  double lambda = 1e-3;
  for (out.iterations = 0; out.iterations < opt.max_iterations && !out.converged;) {
    const Eigen::MatrixXd J = fitter.jacobian(fit, x, flo, fhi, r);
    const Eigen::MatrixXd A = J.transpose() * J;
    const Eigen::VectorXd g = J.transpose() * r;
    Eigen::VectorXd d = A.diagonal().cwiseMax(1e-12);
    bool accepted = false;
    while (lambda < 1e12) {
      Eigen::MatrixXd M = A;
      M.diagonal() += lambda * d;
      const Eigen::VectorXd step = M.ldlt().solve(-g);
      const Eigen::VectorXd trial = (x + step).cwiseMax(flo).cwiseMin(fhi);
      const double moved = (trial - x).cwiseAbs().maxCoeff();
      if (!(moved > opt.step_tolerance)) {
        out.converged = true;
        break;
      }
      const Eigen::VectorXd rt = fitter.residuals(fit, trial);
      const double ct = rt.squaredNorm();
      if (std::isfinite(ct) && ct < cost) {
        x = trial;
        r = rt;
        const double gain = cost - ct;
        cost = ct;
        lambda = std::max(lambda / 10, 1e-12);
        accepted = true;
        ++out.iterations;
        if (gain <= 1e-15 * std::max(cost, 1e-30) || moved <= opt.step_tolerance)
          out.converged = true;
        break;
      }
      lambda *= 10;
    }
    if (!accepted) {
      out.converged = true;  // no step lowers the sum: a (bounded) minimum
      break;
    }
  }

  out.status = CalibrationStatus::Ok;
  for (Eigen::Index k = 0; k < m; ++k) {
    CalibratedConstant& cc = out.constants[std::size_t(free[std::size_t(k)])];
    cc.status = ConstantStatus::Fitted;
    cc.after_us = std::exp(x(k));
    cc.at_bound = x(k) <= flo(k) + 1e-9 || x(k) >= fhi(k) - 1e-9;
    if (cc.at_bound)
      cc.after_us = std::exp(x(k) <= flo(k) + 1e-9 ? flo(k) : fhi(k));
    setConstantValue(out.calibrated, cc.constant, cc.after_us);
  }
  const std::vector<double> after = predictor.predict(out.calibrated);
  Eigen::VectorXd abs_after(Eigen::Index(after.size())), r_after(abs_after.size());
  for (std::size_t i = 0; i < after.size(); ++i) {
    out.measurements[i].predicted_after_us = after[i];
    abs_after(Eigen::Index(i)) = after[i] - measurements[i].measured_us;
    r_after(Eigen::Index(i)) = abs_after(Eigen::Index(i)) / measurements[i].measured_us;
  }
  out.rms_error_after_us = rms(abs_after);
  out.rms_relative_error_after = rms(r_after);
  return out;
}

CalibrationRecord calibrationRecord(const Scenario& s, const CalibrationResult& r,
                                    const std::string& fitted_at)
{
  CalibrationRecord rec;
  rec.fitted_at = fitted_at;
  for (const CalibratedConstant& c : r.constants) {
    CalibratedConstantRecord cr;
    cr.field = calibrationFieldKey(c.constant);
    cr.status = constantStatusKey(c.status);
    cr.before_us = c.before_us;
    cr.after_us = c.after_us;
    cr.at_bound = c.at_bound;
    rec.constants.push_back(cr);
  }
  for (const CalibratedMeasurement& m : r.measurements) {
    CalibrationMeasurementRecord mr;
    mr.group = m.measurement.group < s.vm_groups.size() ? s.vm_groups[m.measurement.group].name
                                                        : std::string();
    mr.latency = measuredLatencyKey(m.measurement.latency);
    mr.measured_us = m.measurement.measured_us;
    mr.predicted_before_us = m.predicted_before_us;
    mr.predicted_after_us = m.predicted_after_us;
    mr.files = m.measurement.files;
    rec.measurements.push_back(mr);
  }
  rec.rms_error_before_us = r.rms_error_before_us;
  rec.rms_error_after_us = r.rms_error_after_us;
  rec.rms_relative_error_before = r.rms_relative_error_before;
  rec.rms_relative_error_after = r.rms_relative_error_after;
  return rec;
}

}  // namespace accel
