# The desktop app's folders (docs/architecture.md, "The desktop app"): a feature folder of
# src/gui, and a shared folder too, includes its own and the shared folders only, never a feature's
# files; what two features use lives in a shared folder. The window and the screenshot tool put
# the features together and may include them. Fails naming each include that crosses.
#
#   cmake -DGUI=<src/gui folder> -P check_gui_folders.cmake
cmake_minimum_required(VERSION 3.25)

if(NOT DEFINED GUI OR NOT IS_DIRECTORY "${GUI}")
  message(FATAL_ERROR "check_gui_folders: -DGUI=<src/gui> is missing or not a folder")
endif()

get_filename_component(GUI "${GUI}" ABSOLUTE)
set(shared app card shared widgets)
set(features browse card_info drill occlusion review settings stats)

set(crossings "")
set(seen 0)
foreach(feature IN LISTS features shared)
  file(GLOB_RECURSE files "${GUI}/${feature}/*.h" "${GUI}/${feature}/*.cpp")
  foreach(file IN LISTS files)
    math(EXPR seen "${seen} + 1")
    file(STRINGS "${file}" includes REGEX "^[ \t]*#[ \t]*include[ \t]*\"gui/")
    foreach(line IN LISTS includes)
      string(REGEX REPLACE "^[^\"]*\"gui/([^/\"]+)/.*$" "\\1" folder "${line}")
      if(folder STREQUAL feature OR folder IN_LIST shared)
        continue()
      endif()
      file(RELATIVE_PATH where "${GUI}" "${file}")
      string(STRIP "${line}" line)
      list(APPEND crossings "  src/gui/${where}: ${line}")
    endforeach()
  endforeach()
endforeach()

if(seen EQUAL 0)
  message(FATAL_ERROR "check_gui_folders: no source file found under ${GUI}")
endif()
if(crossings)
  list(JOIN crossings "\n" text)
  message(FATAL_ERROR "A folder of src/gui includes a feature's files; move what several use to "
                      "src/gui/shared:\n${text}")
endif()
message(STATUS "check_gui_folders: ${seen} files of the feature and shared folders include only their own and the shared folders")
