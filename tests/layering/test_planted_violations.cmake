# The layering check fails on each kind of violation planted in a scratch tree that otherwise
# follows the table, and passes on that tree as it is: an include up the table, a link the table
# does not allow, sqlite3.h in a header, cmark-gfm outside markdown, Qt outside gui, a private
# (detail/) header of storage included elsewhere, a public service header that shows scheduler,
# storage or notes types or includes a private header of the service; a known exception excuses
# its arrow, and one that no longer happens fails.
#
#   cmake -DCHECKER=check_layering.cmake -DTABLE=architecture.txt -DWORK=<scratch folder>
#         -P test_planted_violations.cmake
cmake_minimum_required(VERSION 3.25)

set(problems "")

# A small tree with one file per module, each using only what the table allows.
function(write_clean_tree root)
  file(REMOVE_RECURSE "${root}")
  file(WRITE "${root}/src/core/types.h" "#pragma once\n#include <cstdint>\n")
  file(WRITE "${root}/src/markdown/document.cpp" "#include \"core/types.h\"\n#include <cmark-gfm.h>\n")
  file(WRITE "${root}/src/notes/parser.cpp" "#include \"markdown/document.h\"\n")
  file(WRITE "${root}/src/storage/deck.h" "#pragma once\n#include \"core/types.h\"\n")
  file(WRITE "${root}/src/storage/detail/statement.h" "#pragma once\nstruct sqlite3_stmt;\n")
  file(WRITE "${root}/src/storage/deck.cpp"
       "#include \"storage/deck.h\"\n#include \"storage/detail/statement.h\"\n#include <sqlite3.h>\n")
  file(WRITE "${root}/src/scheduler/fsrs.cpp" "#include \"core/types.h\"\n")
  file(WRITE "${root}/src/scheduler/optimizer/fit.cpp" "#include \"scheduler/fsrs.h\"\n")
  file(WRITE "${root}/src/render/card.cpp" "#include \"markdown/document.h\"\n")
  file(WRITE "${root}/src/service/study.h" "#pragma once\n#include \"core/types.h\"\n#include \"service/deck.h\"\n")
  file(WRITE "${root}/src/service/deck.h" "#pragma once\n#include \"core/types.h\"\n")
  file(WRITE "${root}/src/service/detail/deck_parts.h"
       "#pragma once\n#include \"service/deck.h\"\n#include \"storage/deck.h\"\n#include \"scheduler/fsrs.h\"\n")
  file(WRITE "${root}/src/service/study.cpp"
       "#include \"service/study.h\"\n#include \"storage/deck.h\"\n#include \"scheduler/optimizer/fit.h\"\n")
  file(WRITE "${root}/src/cli/main.cpp" "#include \"service/study.h\"\n#include <nlohmann/json.hpp>\n")
  file(WRITE "${root}/src/gui/view.cpp"
       "#include \"view.h\"\n#include \"service/study.h\"\n#include <QWidget>\n#include <QtWebEngineWidgets/QWebEngineView>\n")
  file(WRITE "${root}/src/gui/view.h" "#pragma once\n#include <QObject>\n")
  file(WRITE "${root}/links.txt"
       "notedeck_core: \n"
       "notedeck_markdown: notedeck::core PkgConfig::CMARK_GFM\n"
       "notedeck_storage: notedeck::core SQLite::SQLite3\n"
       "notedeck_optimizer: notedeck::core notedeck::scheduler nlohmann_json::nlohmann_json\n"
       "notedeck_service: notedeck::core notedeck::storage notedeck::optimizer notedeck::render\n"
       "notedeck_cli_commands: notedeck::service\n"
       "notedeck_gui: notedeck::core notedeck::render notedeck::service Qt6::Widgets Qt6::WebEngineWidgets\n")
  file(WRITE "${root}/exceptions.txt" "# none\n")
endfunction()

# Runs the checker on `root`; `expect` is PASS or FAIL; with FAIL, the output must name `arrow`.
function(expect_check name root expect arrow)
  execute_process(
    COMMAND ${CMAKE_COMMAND} -DROOT=${root} -DTABLE=${TABLE} -DLINKS=${root}/links.txt
            -DEXCEPTIONS=${root}/exceptions.txt -P ${CHECKER}
    RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
  set(output "${out}${err}")
  if(expect STREQUAL "PASS" AND NOT code EQUAL 0)
    set(problem "${name}: the check failed on a tree that follows the table:\n${output}")
  elseif(expect STREQUAL "FAIL" AND code EQUAL 0)
    set(problem "${name}: the check passed a planted violation (${arrow}):\n${output}")
  elseif(expect STREQUAL "FAIL")
    string(FIND "${output}" "${arrow}" at)
    if(at EQUAL -1)
      set(problem "${name}: the check failed without naming ${arrow}:\n${output}")
    endif()
  endif()
  if(DEFINED problem)
    set(problems "${problems}${problem}\n" PARENT_SCOPE)
  else()
    message(STATUS "${name}: ${expect} as expected")
  endif()
endfunction()

set(tree "${WORK}/tree")

write_clean_tree("${tree}")
expect_check("a tree that follows the table" "${tree}" PASS "")

write_clean_tree("${tree}")
file(APPEND "${tree}/src/gui/view.cpp" "#include \"storage/deck.h\"\n")
expect_check("gui includes storage" "${tree}" FAIL "src/gui/view.cpp -> storage/deck.h")

write_clean_tree("${tree}")
file(APPEND "${tree}/src/core/types.h" "#include \"service/study.h\"\n")
expect_check("core includes service (an arrow up the table)" "${tree}" FAIL "src/core/types.h -> service/study.h")

write_clean_tree("${tree}")
file(APPEND "${tree}/links.txt" "notedeck_scheduler: notedeck::core notedeck::storage\n")
expect_check("scheduler links storage" "${tree}" FAIL "scheduler -> storage")

write_clean_tree("${tree}")
file(APPEND "${tree}/src/storage/deck.h" "#include <sqlite3.h>\n")
expect_check("sqlite3.h in a storage header" "${tree}" FAIL "src/storage/deck.h -> sqlite3.h")

write_clean_tree("${tree}")
file(APPEND "${tree}/src/service/study.cpp" "#include <sqlite3.h>\n")
expect_check("sqlite3.h in service" "${tree}" FAIL "src/service/study.cpp -> sqlite3.h")

write_clean_tree("${tree}")
file(APPEND "${tree}/src/render/card.cpp" "#include <cmark-gfm-core-extensions.h>\n")
expect_check("cmark-gfm in render" "${tree}" FAIL "src/render/card.cpp -> cmark-gfm-core-extensions.h")

write_clean_tree("${tree}")
file(APPEND "${tree}/src/service/study.cpp" "#include <QtWidgets/QWidget>\n")
expect_check("QtWidgets in service" "${tree}" FAIL "src/service/study.cpp -> QtWidgets/QWidget")

write_clean_tree("${tree}")
file(APPEND "${tree}/src/render/card.cpp" "#include <simdjson.h>\n")
expect_check("simdjson in render" "${tree}" FAIL "src/render/card.cpp -> simdjson.h")

write_clean_tree("${tree}")
file(APPEND "${tree}/src/service/study.cpp" "#include <toml++/toml.h>\n")
expect_check("toml++ in service" "${tree}" FAIL "src/service/study.cpp -> toml++/toml.h")

write_clean_tree("${tree}")
file(APPEND "${tree}/links.txt" "notedeck_cli_commands: notedeck::core notedeck::service yaml-cpp\n")
expect_check("cli links yaml-cpp" "${tree}" FAIL "cli -> yaml-cpp")

write_clean_tree("${tree}")
file(APPEND "${tree}/links.txt" "notedeck_render: notedeck::core notedeck::markdown Qt6::WebEngineWidgets\n")
expect_check("render links QtWebEngine" "${tree}" FAIL "render -> qt")

write_clean_tree("${tree}")
file(APPEND "${tree}/src/service/study.cpp" "#include \"storage/detail/statement.h\"\n")
expect_check("service includes a private header of storage" "${tree}" FAIL
             "src/service/study.cpp -> storage/detail/statement.h")

foreach(inner IN ITEMS "scheduler/fsrs.h" "storage/deck.h" "notes/parser.h" "scheduler/optimizer/fit.h")
  write_clean_tree("${tree}")
  file(APPEND "${tree}/src/service/study.h" "#include \"${inner}\"\n")
  expect_check("a public service header includes ${inner}" "${tree}" FAIL "src/service/study.h -> ${inner}")
endforeach()

write_clean_tree("${tree}")
file(APPEND "${tree}/src/service/study.h" "#include \"service/detail/deck_parts.h\"\n")
expect_check("a public service header includes a private header of the service" "${tree}" FAIL
             "src/service/study.h -> service/detail/deck_parts.h")

write_clean_tree("${tree}")
file(APPEND "${tree}/src/gui/view.cpp" "#include \"storage/deck.h\"\n")
file(WRITE "${tree}/exceptions.txt" "# waiting to be removed\nsrc/gui/view.cpp -> storage/deck.h\n")
expect_check("a known exception excuses its arrow" "${tree}" PASS "")

write_clean_tree("${tree}")
file(WRITE "${tree}/exceptions.txt" "src/gui/view.cpp -> storage/deck.h\n")
expect_check("a known exception that no longer happens" "${tree}" FAIL
             "no longer happen (delete them from ${tree}/exceptions.txt):\n  src/gui/view.cpp -> storage/deck.h")

file(REMOVE_RECURSE "${WORK}")
if(NOT problems STREQUAL "")
  message(NOTICE "${problems}")
  message(FATAL_ERROR "the layering check did not do what it should: see above")
endif()
