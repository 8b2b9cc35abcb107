# ACCELSIZER_COMPRESSED_DEBUG (on by default): debug information is written compressed (-gz)
# in objects and executables, where the compiler and the linker take it. A build with debug
# information (RelWithDebInfo, the sanitized tests, the Release build of the package) then
# takes about 40 % less disk; debuggers, perf and the sanitizers' stack traces read compressed
# sections as they read plain ones.
option(ACCELSIZER_COMPRESSED_DEBUG "Compress debug information (-gz) where supported" ON)
if(ACCELSIZER_COMPRESSED_DEBUG AND CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
  include(CheckCXXCompilerFlag)
  include(CheckLinkerFlag)
  check_cxx_compiler_flag(-gz ACCELSIZER_HAVE_GZ)
  check_linker_flag(CXX -gz ACCELSIZER_HAVE_LINK_GZ)
  if(ACCELSIZER_HAVE_GZ AND ACCELSIZER_HAVE_LINK_GZ)
    add_compile_options(-gz)
    add_link_options(-gz)
  endif()
endif()
