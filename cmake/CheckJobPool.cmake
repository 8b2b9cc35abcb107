# Fails the build when a file under app/ starts work on Qt's global thread pool: background
# jobs go through runJob() (app/gui/jobs.h), whose pool is the jobs' own. Qt's raster paint
# engine waits for the global pool's threads in large fills, so a job there stalls repaints.
# Run as: cmake -DAPP_DIR=<dir> -P CheckJobPool.cmake
file(GLOB_RECURSE sources "${APP_DIR}/*.h" "${APP_DIR}/*.cpp")
set(offenders "")
foreach(f IN LISTS sources)
  if(f MATCHES "/gui/jobs\\.(h|cpp)$")
    continue()
  endif()
  file(STRINGS "${f}" lines REGEX "QtConcurrent::|QThreadPool::globalInstance")
  if(lines)
    list(APPEND offenders "${f}: ${lines}")
  endif()
endforeach()
if(offenders)
  string(REPLACE ";" "\n  " msg "${offenders}")
  message(FATAL_ERROR
          "app/ starts background jobs with runJob() (app/gui/jobs.h), never on Qt's global "
          "thread pool; these files do:\n  ${msg}")
endif()
