#include "app/core/problems.h"

namespace accel::ui {

QString Problem::toString() const
{
  return (isError() ? QStringLiteral("error: ") : QStringLiteral("warning: ")) + path +
         QStringLiteral(": ") + message;
}

}  // namespace accel::ui
