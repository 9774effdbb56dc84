# The card page and everything it loads, compiled into the binary as Qt resources under qrc:/web.
# Nothing is fetched at run time: KaTeX comes from Debian's libjs-katex, highlight.js from the
# npm package pinned in resources/web/package-lock.json, installed by the build with `npm ci`.

set(NOTEDECK_KATEX_DIR "/usr/share/javascript/katex" CACHE PATH
  "KaTeX distribution (katex.min.js, katex.min.css, fonts/) bundled into the card page")
set(NOTEDECK_HIGHLIGHTJS_DIR "" CACHE PATH
  "Directory holding highlight.min.js from @highlightjs/cdn-assets 11; empty: install it with npm ci during the build")

set(web_dir "${PROJECT_SOURCE_DIR}/resources/web")

qt_add_resources(notedeck_gui card_page
  PREFIX "/web"
  BASE "${web_dir}"
  FILES
    "${web_dir}/card.html"
    "${web_dir}/card.css"
    "${web_dir}/card.js"
    "${web_dir}/sanitize.js")

if(NOT EXISTS "${NOTEDECK_KATEX_DIR}/katex.min.js")
  message(FATAL_ERROR "KaTeX not found in ${NOTEDECK_KATEX_DIR}: install libjs-katex or set NOTEDECK_KATEX_DIR")
endif()
# woff2 is enough for QtWebEngine's Chromium; the CSS lists it first.
file(GLOB katex_fonts "${NOTEDECK_KATEX_DIR}/fonts/*.woff2")
qt_add_resources(notedeck_gui katex
  PREFIX "/web/katex"
  BASE "${NOTEDECK_KATEX_DIR}"
  FILES "${NOTEDECK_KATEX_DIR}/katex.min.js" "${NOTEDECK_KATEX_DIR}/katex.min.css" ${katex_fonts})

if(NOTEDECK_HIGHLIGHTJS_DIR)
  set(highlight_dir "${NOTEDECK_HIGHLIGHTJS_DIR}")
else()
  find_program(NOTEDECK_NPM npm)
  if(NOT NOTEDECK_NPM)
    message(FATAL_ERROR "npm is needed to install highlight.js for the card page (Debian: nodejs and npm), "
                        "or set NOTEDECK_HIGHLIGHTJS_DIR to a directory holding highlight.min.js")
  endif()
  # Installed in the build tree from a copy of the manifest, so the source tree stays clean.
  set(npm_dir "${CMAKE_CURRENT_BINARY_DIR}/web-packages")
  set(highlight_dir "${npm_dir}/node_modules/@highlightjs/cdn-assets")
  file(MAKE_DIRECTORY "${npm_dir}")
  add_custom_command(
    OUTPUT "${highlight_dir}/highlight.min.js"
    COMMAND "${CMAKE_COMMAND}" -E copy "${web_dir}/package.json" "${web_dir}/package-lock.json" "${web_dir}/.npmrc" "${npm_dir}"
    COMMAND "${NOTEDECK_NPM}" ci --ignore-scripts --no-audit --no-fund --loglevel=error
    # npm keeps the package's 1985 file dates: touch, or the build would repeat this every time.
    COMMAND "${CMAKE_COMMAND}" -E touch "${highlight_dir}/highlight.min.js"
    WORKING_DIRECTORY "${npm_dir}"
    DEPENDS "${web_dir}/package.json" "${web_dir}/package-lock.json" "${web_dir}/.npmrc"
    COMMENT "Installing highlight.js for the card page (npm ci)"
    VERBATIM)
endif()
qt_add_resources(notedeck_gui highlight
  PREFIX "/web/highlight"
  BASE "${highlight_dir}"
  FILES "${highlight_dir}/highlight.min.js")
