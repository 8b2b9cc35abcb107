// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file jsonschema.h
/// The scenario format as a standard JSON Schema (draft 2020-12), generated from the parameter
/// descriptions (params.h) so that it can never drift from what the application reads:
/// `accelsizer-cli schema --json-schema`, installed as
/// share/accelsizer/schema/accelsizer-scenario-1.schema.json and named by `$schema` in every
/// scenario the application saves, so editors validate and complete scenario files.

#include <QJsonObject>
#include <QString>

namespace accel::ui {

/// The schema's `$id` and the `$schema` value saved scenarios carry:
/// "<home page>/schema/accelsizer-scenario-1.schema.json".
QString scenarioSchemaId();

/// File name of the installed schema ("accelsizer-scenario-1.schema.json").
QString scenarioSchemaFileName();

/// The JSON Schema of scenario format version 1. It checks what one field can say about itself
/// (type, range, the words of a choice, required fields, the fields each write profile needs,
/// the shape of the variants);
/// rules between fields (a histogram summing to 1, WB+N below the host count, at most 32 VM
/// groups) are the application's validation. Unknown fields are allowed, as the application
/// reads them with a warning and keeps them.
QJsonObject scenarioJsonSchema();

}  // namespace accel::ui
