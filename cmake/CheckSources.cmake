# Fails the build when a source file breaks one of the rules below on what a folder's code may
# name. Run as: cmake -DRULE=<rule> -DDIR=<dir> -P CheckSources.cmake
#   model-pure  model/ includes no Qt header.
#   job-pool    app/ starts no work on Qt's global thread pool: background jobs go through
#               runJob() (app/gui/jobs.h), whose pool is the jobs' own, so no file but jobs.*
#               names QtConcurrent, the global pool or QtFuture's asynchronous launch (comments
#               included). Qt's raster paint engine waits for the global pool's threads in
#               large fills, so a job there stalls repaints.
if(RULE STREQUAL "model-pure")
  set(regex "^[ \t]*#[ \t]*include[ \t]*[<\"](Q[A-Za-z]|qt|Qt)")
  set(exempt "")
  set(why "model/ must stay free of Qt; these files include Qt headers:")
elseif(RULE STREQUAL "job-pool")
  set(regex "QtConcurrent|QThreadPool::globalInstance|QtFuture::Launch::Async")
  set(exempt "/gui/jobs\\.(h|cpp)$")
  set(why "app/ starts background jobs with runJob() (app/gui/jobs.h), never on Qt's global thread pool. These files do:")
else()
  message(FATAL_ERROR "CheckSources.cmake: unknown RULE '${RULE}'")
endif()
file(GLOB_RECURSE sources "${DIR}/*.h" "${DIR}/*.hpp" "${DIR}/*.cpp")
set(offenders "")
foreach(f IN LISTS sources)
  if(exempt AND f MATCHES "${exempt}")
    continue()
  endif()
  file(STRINGS "${f}" lines REGEX "${regex}")
  if(lines)
    list(APPEND offenders "${f}: ${lines}")
  endif()
endforeach()
if(offenders)
  list(JOIN offenders "\n  " msg)
  message(FATAL_ERROR "${why}\n  ${msg}")
endif()
