// eight's input validator, the C++ one: reads a test input strictly, as `eight validate`
// does, for judge systems that build validators from C or C++ source (the ICPC problem
// package format: Kattis, DOMjudge, BAPCtools; Polygon's testlib validators).
//
// This is src/cpp/validate.cpp of the `eight` crate. It is not a program on its own: `eight
// bundle --validator --lang cpp --protocol NAME --format NAME` prints src/cpp/eight.cpp with
// this file in place of its `#include "validate.cpp"` line and the format and the protocol
// defined first, one file that needs only `g++ -O2` (C++98 or later).
//
// The rule is the crate's: the input's cases are read with the submission's own lenient
// reader, and the input must be byte for byte the text the format writes for those cases
// (`eight gen`'s layout: the count, single spaces, LF line ends, a final newline, the judge's
// symbols), and keep the judge's promises (at most 200 cases for HDU 3567 and 100 for LightOJ
// 1121; goals that can be reached for HDU 3567 and ALDS1_13_C). A rejection names the line
// and column and shows the line as it must be written, in the crate's words (tests/conformance/cpp.rs
// compares the two on the samples and on mutated inputs).
//
// Costs: the input is held in memory (test files are a judge's, megabytes at most) beside the
// text it must be; the 3x3 formats solve each case from their tables (microseconds), the 4x4
// ones test reachability only, and POJ 3240, whose unsolvable boards are fair, solves none.

enum {
  PROTOCOL_KATTIS = 1,  // exit 42 valid, 43 invalid, the reason on stderr
  PROTOCOL_TESTLIB = 2  // exit 0 valid; `FAIL ...` on stderr and exit 3 invalid
};

const int PROTOCOL = EIGHT_VALIDATOR;

// POJ 2893's reader here keeps no boards to compare (the crate's `eight validate` reads them).
typedef char poj2893_has_no_cpp_validator[FORMAT != POJ2893 ? 1 : -1];

std::string raw;          // the whole input
std::string due;          // the text the input must be, so far
size_t compared = 0;      // bytes of both found equal
u64 due_line = 1, due_column = 1;
size_t line_start = 0;    // where in `due` the line being compared starts
u64 cases_read = 0;

// Says why the input is invalid, as the protocol wants, and exits.
void invalid(const std::string &why) {
  if (PROTOCOL == PROTOCOL_TESTLIB) {
    std::fputs(("FAIL " + why + "\n").c_str(), stderr);
    std::exit(3);
  }
  std::fputs(("invalid: " + why + "\n").c_str(), stderr);
  std::exit(43);
}

// The lenient reader's complaint is the validator's too; a failed read is the judge's fault.
void fault(int status, const std::string &message) {
  if (status == EXIT_BAD_INPUT) invalid(message);
  std::fputs(("eight: " + message + "\n").c_str(), stderr);
  std::exit(status);
}

void warn(const std::string &) {}

// A byte for a message; -1 is the end of the input.
std::string describe(int byte) {
  if (byte < 0) return "the end of the input";
  if (byte == '\n') return "the end of the line";
  if (byte == ' ') return "a space";
  if (byte == '\t') return "a tab";
  if (byte == '\r') return "`\\r` (lines end with LF alone)";
  if (byte > ' ' && byte <= '~') return "`" + std::string(1, char(byte)) + "`";
  char escaped[8];
  std::snprintf(escaped, sizeof escaped, "\\x%02x", unsigned(byte));
  return "`" + std::string(escaped) + "`";
}

// `line L, column C: expected E, found F`, and (when `quoted`) the line as the judge writes
// it: from `line_start` in `due` to its end.
void wrong(const std::string &expected, int found, bool quoted) {
  std::string why = "line " + decimal(due_line) + ", column " + decimal(due_column) +
                    ": expected " + expected + ", found " + describe(found);
  size_t end = due.find('\n', line_start);
  std::string line = !quoted ? std::string()
                             : due.substr(line_start, end == std::string::npos
                                                          ? std::string::npos
                                                          : end - line_start);
  if (!line.empty()) {
    why += " (the line is written `" + line.substr(0, 60) + (line.size() > 60 ? "..." : "") + "`)";
  } else if (found >= 0 && expected.compare(0, 19, "the end of the line") == 0) {
    why += " (the line is empty)";
  }
  invalid(why);
}

// Compares the input with the text due; at `end` the input must hold exactly that text.
void compare(bool end) {
  for (; compared < due.size() && compared < raw.size(); ++compared) {
    const unsigned char expected = (unsigned char)due[compared];
    if ((unsigned char)raw[compared] != expected) {
      wrong(describe(expected), (unsigned char)raw[compared], true);
    }
    if (expected == '\n') {
      ++due_line;
      due_column = 1;
      line_start = compared + 1;
    } else {
      ++due_column;
    }
  }
  if (!end) return;
  if (compared < raw.size()) {
    wrong("the end of the input (the last case ends it)", (unsigned char)raw[compared], false);
  }
  if (compared < due.size()) wrong(describe((unsigned char)due[compared]), -1, true);
}

void expect(const std::string &text) {
  due += text;
  compare(false);
}

// The count the input announced: within the judge's bound, on a line of its own.
void count_read(u64 count) {
  const u64 most = FORMAT == HDU3567 || FORMAT == SPOJ_SOLVING ? 200 : FORMAT == LIGHTOJ1121 ? 100 : 0;
  const char *name = FORMAT == HDU3567       ? "hdu3567"
                     : FORMAT == SPOJ_SOLVING ? "spoj_solving"
                                              : "lightoj1121";
  if (most > 0 && count > most) {
    invalid("line 1: the input announces " + decimal(count) + " cases; " + name +
            "'s judge sends at most " + decimal(most));
  }
  expect(decimal(count) + "\n");
}

// A board's cells as numbers between single spaces, `blank` for 0, `row_end` after each row
// but the last, and a line end.
std::string spaced(const u8 *cells, int side, int columns, const char *blank, char row_end) {
  std::string text;
  for (int cell = 0; cell < side; ++cell) {
    if (cell > 0) text += cell % columns == 0 ? row_end : ' ';
    text += cells[cell] == 0 ? std::string(blank) : decimal(cells[cell]);
  }
  return text + "\n";
}

// One case (`side` x `side` cells where the input gives the side) as the format writes it
// (the crate's `write_case`).
std::string written(const u8 *start, const u8 *goal, int side) {
  switch (FORMAT) {
    case HDU3567: {
      std::string text;
      for (int cell = 0; cell < 9; ++cell) text += start[cell] == 0 ? 'X' : char('0' + start[cell]);
      text += '\n';
      for (int cell = 0; cell < 9; ++cell) text += goal[cell] == 0 ? 'X' : char('0' + goal[cell]);
      return text + "\n";
    }
    case HDU1043: return spaced(start, 9, 3, "x", ' ');
    case UVA652: return "\n" + spaced(start, 9, 3, "x", ' ');
    case UVA10085: return "\n" + spaced(start, 9, 3, "0", '\n');
    case NPUZZLE42:
      // As the project's generator writes it, whether it can be solved, the side and the
      // rows, with one space between numbers (the crate's npuzzle42.rs says why).
      return std::string("# This puzzle is ") +
             (board_parity(start, side, side) == board_parity(goal, side, side) ? "solvable\n"
                                                                              : "unsolvable\n") +
             decimal(u64(side)) + "\n" + spaced(start, side * side, side, "0", '\n');
    case HACKERRANK_NPUZZLE: return decimal(u64(side)) + "\n" + spaced(start, side * side, 1, "0", '\n');
    case P1379: {
      std::string text;
      for (int cell = 0; cell < 9; ++cell) text += char('0' + start[cell]);
      return text + "\n";
    }
    case TRACE: return spaced(start, 9, 3, "0", ' ') + spaced(goal, 9, 3, "0", ' ');
    case ALDS1_13_B: return spaced(start, 9, 3, "0", '\n');
    case LIGHTOJ1121: return "\n" + spaced(start, 16, 4, "0", '\n');
    case UVA10181:
    case ALDS1_13_C: return spaced(start, 16, 4, "0", '\n');
    case POJ3240:
    case SPOJ_SOLVING: return decimal(u64(side)) + "\n" + spaced(start, side * side, side, "0", '\n');
    case MIPT089: return spaced(start, 9, 3, "0", ' ');
    case MIPT091: return spaced(start, 16, 4, "0", ' ');
    case LEETCODE773: {
      std::string text = "[[";
      for (int cell = 0; cell < 6; ++cell) {
        text += cell == 0 ? "" : cell == 3 ? "],[" : ",";
        text += char('0' + start[cell]);
      }
      return text + "]]\n";
    }
    default: return spaced(start, 8, 4, "0", ' ');  // AOJ0121: one line of 8
  }
}

// The solver has read (and answered) one more case: it must be written as the format writes
// it, and its goal reachable where the judge promises that. `length` is -1 when it is not.
void case_done(const u8 *start, const u8 *goal, int side, int length) {
  output_len = 0;
  ++cases_read;
  expect(written(start, goal, side));
  if ((FORMAT == HDU3567 || FORMAT == ALDS1_13_C || FORMAT == SPOJ_SOLVING) && length < 0) {
    const char *name = FORMAT == HDU3567      ? "hdu3567"
                       : FORMAT == ALDS1_13_C ? "alds1_13_c"
                                              : "spoj_solving";
    invalid("case " + decimal(cases_read) +
            ": the goal cannot be reached from the start, and " + name +
            "'s judge promises that it can");
  }
}

int validate_main() {
  char chunk[1 << 16];
  size_t got;
  while ((got = std::fread(chunk, 1, sizeof chunk, stdin)) > 0) raw.append(chunk, got);
  if (std::ferror(stdin)) io_failure(errno);
  input_memory = &raw;
  run();
  if (cases_read == 0) invalid("line " + decimal(due_line) + ": the input has no case");
  compare(true);
  return PROTOCOL == PROTOCOL_TESTLIB ? 0 : 42;
}
