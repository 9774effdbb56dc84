#pragma once
// What the command line prints comes partly from files others wrote: questions and deck paths
// from the notes, device names from other devices' journals, file names, warnings. A terminal
// obeys the control characters in them (ESC ] 0 ; … sets the window's title, ESC [ 2 J clears the
// screen, and worse), so everything printed passes through one filter that writes them as text.
#include <streambuf>
#include <string>
#include <string_view>

namespace notedeck::cli {

// `text` with every control character written as an escape: C0 controls and DEL as `\x1b`, the
// C1 controls U+0080–U+009F as `\u009b` (also a valid escape inside a JSON string), and bytes that
// are not UTF-8 as `\xff`. Tabs and newlines stay (the output's columns and lines), and so does
// all other valid UTF-8 (Chinese text is printed as it is).
std::string escapeControls(std::string_view text);

// While it lives, std::cout and std::cerr print through escapeControls (a UTF-8 character split
// between two writes is held until its end comes); restores both and flushes when destroyed.
class EscapedOutput {
public:
    EscapedOutput();
    ~EscapedOutput();
    EscapedOutput(const EscapedOutput&) = delete;
    EscapedOutput& operator=(const EscapedOutput&) = delete;

private:
    class Filter : public std::streambuf {
    public:
        explicit Filter(std::streambuf* target) : m_target(target) {}
        ~Filter() override;
        std::streambuf* target() const { return m_target; }

    protected:
        int_type overflow(int_type c) override;
        std::streamsize xsputn(const char* s, std::streamsize n) override;
        int sync() override;

    private:
        void pass(bool whole);

        std::streambuf* m_target;
        std::string m_pending;   // at most an unfinished UTF-8 character between writes
    };

    Filter m_out;
    Filter m_err;
};

} // namespace notedeck::cli
