// libFuzzer target: the notes parser with the math scanner (see fuzz_entry.h).
#include "fuzz_entry.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    notedeck::fuzz::notesEntry({reinterpret_cast<const char*>(data), size});
    return 0;
}
