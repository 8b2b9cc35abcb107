// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file schema.h
/// Every scenario parameter as a document: JSON for `accelsizer-cli schema`, a Markdown table
/// for docs/scenario-format.md. Both come from the parameter descriptions.

#include <QJsonObject>
#include <QString>

namespace accel::ui {

QJsonObject schemaJson();
QString schemaMarkdown();

}  // namespace accel::ui
