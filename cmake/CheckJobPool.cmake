# Fails the build when a file under app/ other than app/gui/jobs.* names QtConcurrent, Qt's
# global thread pool or QtFuture's asynchronous launch (comments included): background jobs go
# through runJob() (app/gui/jobs.h), whose pool is the jobs' own. Qt's raster paint engine
# waits for the global pool's threads in large fills, so a job there stalls repaints.
# Run as: cmake -DAPP_DIR=<dir> -P CheckJobPool.cmake
file(GLOB_RECURSE sources "${APP_DIR}/*.h" "${APP_DIR}/*.cpp")
set(offenders "")
foreach(f IN LISTS sources)
  if(f MATCHES "/gui/jobs\\.(h|cpp)$")
    continue()
  endif()
  file(STRINGS "${f}" lines REGEX "QtConcurrent|QThreadPool::globalInstance|QtFuture::Launch::Async")
  if(lines)
    list(APPEND offenders "${f}: ${lines}")
  endif()
endforeach()
if(offenders)
  list(JOIN offenders "\n  " msg)
  message(FATAL_ERROR
          "app/ starts background jobs with runJob() (app/gui/jobs.h), never on Qt's global "
          "thread pool; these files do:\n  ${msg}")
endif()
