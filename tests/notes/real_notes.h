#pragma once
// Reading the fixtures of tests/data/real-notes/: notes shaped like public interview notes.
#include "notes/note_parser.h"

#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>
#include <string>

namespace notedeck::notes::testing {

inline std::string realNotesPath(const std::string& name)
{
    return std::string(NOTEDECK_TEST_DATA) + "/real-notes/" + name;
}

inline std::string realNotesText(const std::string& name)
{
    std::ifstream in(realNotesPath(name), std::ios::binary);
    REQUIRE(in);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

inline ParsedFile parseRealNotes(const std::string& name, const QuestionRule& folderRule = {})
{
    return parseNoteFile(realNotesText(name), name, folderRule);
}

} // namespace notedeck::notes::testing
