// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file streamscharts.h
/// The stripe-hotspot charts as functions of a convoy simulation, shared by the streams tab
/// and the PDF report: a heatmap of member (y) against time (x) coloured by utilisation, and
/// the streams' aggregate throughput over time against their demand, bound and floor.

#include <QString>

#include "app/charts/chartutil.h"
#include "model/streams/streams.h"

namespace accel::ui {

/// The simulation a design's charts show: its first group's median replication; null when
/// that group was not simulated (stripe-wide I/O, one stream, solid state).
const ConvoySimResult* simulationShown(const DesignResult& design);

/// Members (or disks, for parity levels) against time, coloured by the busy share of each
/// time bucket; a colour scale on the right.
void drawHeatmap(QCustomPlot* plot, HoverTips* tips, const ConvoySimResult& sim,
                 const QString& title = QString());

/// The streams' aggregate MB/s per time bucket, with the demand, the upper bound and the
/// full-convoy floor drawn across.
void drawThroughputChart(QCustomPlot* plot, HoverTips* tips, const ConvoySimResult& sim,
                         const DesignResult& design);

}  // namespace accel::ui
