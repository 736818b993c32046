// eight's checker, the C++ one: judges a contestant's output the way `eight check` does, for
// judge systems that build checkers from C or C++ source (Polygon, Kattis, DOMjudge, the
// ICPC problem package format, QDUOJ).
//
// This is src/cpp/check.cpp of the `eight` crate. It is not a program on its own: `eight
// bundle --checker --lang cpp --protocol NAME --format NAME` prints src/cpp/eight.cpp with
// this file in place of its `#include "check.cpp"` line and the format and the protocol
// defined first, one file that needs only `g++ -O2` (C++98 or later).
//
// Method: the submission's own solver (eight.cpp) reads the judge's input and answers each
// case into its output buffer; where the submission writes that answer out, the checker
// judges the contestant's output against it (case_done below) and empties the buffer. The
// rules are those of `eight check`: the output must be the solver's, byte for byte, except
// that spaces and tabs at the end of a line, a CR before each LF, a missing final newline and
// blank lines at the very end are ignored; and where the judge itself is lenient, any legal
// path (HDU 1043, UVa 652, POJ 3240 on any side from 2 to 10; UVa 10181: of at most 50
// moves) or the boards of any shortest path (trace) is accepted. tests/judge.rs judges
// thousands of mutated outputs with this checker and `eight check` against a verdict
// computed by code that shares nothing with either. A rejection says where (case, line and
// column of the contestant's output) and why, in the crate's own words, escaping and
// shortening (tests/conformance/messages.rs compares the two on mutated outputs of every
// format).
//
// Costs: those of the submission on the judge's input, plus a pass over the contestant's
// output through a 64 KiB buffer: lines of any length are judged as a stream, so memory is
// fixed whatever the output.

// The judge systems' calling conventions (`eight check --help` has the table). The
// `#define EIGHT_CHECKER ...` that `eight bundle` writes first names one.
enum {
  PROTOCOL_EIGHT = 1,    // INPUT OUTPUT; stdout `accepted: ...`; exit 0, 1, 2 or 3
  PROTOCOL_TESTLIB = 2,  // IN OUT ANS [REPORT [-appes]]; exit 0 ok, 1 wrong, 3 FAIL
  PROTOCOL_KATTIS = 3,   // IN ANS FEEDBACK_DIR [flags], the output on stdin; exit 42 or 43
  PROTOCOL_HUSTOJ = 4,   // IN ANS OUT; exit 0 accepted, 1 wrong answer (a fault too)
  PROTOCOL_LEMON = 5,    // IN OUT ANS FULLSCORE SCOREFILE MSGFILE
  PROTOCOL_CMS = 6,      // IN ANS OUT; stdout 1.0 or 0.0, stderr the message
  PROTOCOL_QDUOJ = 7,    // IN OUT; exit 0 accepted, 1 wrong answer, anything else a fault
  PROTOCOL_SYZOJ = 8     // input, user_out, answer in the working folder; stdout the score
};

const int PROTOCOL = EIGHT_CHECKER;

// ---------------------------------------------------------------------------------------
// The contestant's output, byte by byte, with its line and column (both from 1)

FILE *team = 0;
unsigned char TEAM[1 << 16];
size_t team_pos = 0, team_end = 0;
bool team_ended = false;
u64 team_line = 1, team_column = 1;

// Makes at least `want` (at most 4) bytes available unless the output ends first.
void team_fill(size_t want) {
  while (team_end - team_pos < want && !team_ended) {
    std::memmove(TEAM, TEAM + team_pos, team_end - team_pos);
    team_end -= team_pos;
    team_pos = 0;
    size_t got = std::fread(TEAM + team_end, 1, sizeof TEAM - team_end, team);
    if (got == 0) {
      if (std::ferror(team)) fault(EXIT_IO, "input/output failed: the output: " +
                                                std::string(std::strerror(errno)));
      team_ended = true;
    }
    team_end += got;
  }
}

// The next byte, or -1 at the end of the output; peek_second, the one after it.
int peek() {
  if (team_pos == team_end) team_fill(1);
  return team_pos < team_end ? TEAM[team_pos] : -1;
}

int peek_second() {
  team_fill(2);
  return team_pos + 1 < team_end ? TEAM[team_pos + 1] : -1;
}

void advance() {
  if (TEAM[team_pos++] == '\n') {
    ++team_line;
    team_column = 1;
  } else {
    ++team_column;
  }
}

bool is_blank(int byte) { return byte == ' ' || byte == '\t'; }

// The first character of the `n` bytes at `p` (n > 0) escaped, as the crate escapes it
// (src/shared/output.rs): printable ASCII as is; `\r`, `\t`, `\n`, `\0`; other bytes below 128
// and bytes that do not begin a valid UTF-8 character as `\xNN`; any other character as
// `\u{NNNN}`, so that invisible ones show. Returns the bytes it took.
size_t escape_one(const unsigned char *p, size_t n, std::string &out) {
  const unsigned byte = p[0];
  if (byte >= ' ' && byte <= '~') {
    out += char(byte);
    return 1;
  }
  if (byte == '\r' || byte == '\t' || byte == '\n' || byte == 0) {
    out += byte == '\r' ? "\\r" : byte == '\t' ? "\\t" : byte == '\n' ? "\\n" : "\\0";
    return 1;
  }
  const size_t width = byte >= 0xc2 && byte <= 0xdf   ? 2
                       : byte >= 0xe0 && byte <= 0xef ? 3
                       : byte >= 0xf0 && byte <= 0xf4 ? 4
                                                      : 0;
  bool valid = width > 0 && width <= n;
  for (size_t i = 1; valid && i < width; ++i) {
    // The second byte's range narrows after E0, ED, F0 and F4 (no overlong forms, no
    // surrogates, nothing past U+10FFFF); every other continuation byte is 80 to BF.
    unsigned low = 0x80, high = 0xbf;
    if (i == 1 && byte == 0xe0) low = 0xa0;
    if (i == 1 && byte == 0xed) high = 0x9f;
    if (i == 1 && byte == 0xf0) low = 0x90;
    if (i == 1 && byte == 0xf4) high = 0x8f;
    valid = p[i] >= low && p[i] <= high;
  }
  char escaped[16];
  if (!valid) {
    std::snprintf(escaped, sizeof escaped, "\\x%02x", byte);
    out += escaped;
    return 1;
  }
  unsigned long code = byte & (width == 2 ? 0x1f : width == 3 ? 0x0f : 0x07);
  for (size_t i = 1; i < width; ++i) code = code << 6 | (p[i] & 0x3f);
  std::snprintf(escaped, sizeof escaped, "\\u{%lx}", code);
  out += escaped;
  return width;
}

// `text` escaped as escape_one escapes each character.
std::string escape(const std::string &text) {
  std::string out;
  const unsigned char *bytes = (const unsigned char *)text.data();
  for (size_t at = 0; at < text.size();) at += escape_one(bytes + at, text.size() - at, out);
  return out;
}

// The next byte (or character) for a message: `x`, `\xff`, `\u{feff}`, the end of the line
// or of the output.
std::string describe_next() {
  team_fill(4);
  if (team_pos == team_end) return "the end of the output";
  if (TEAM[team_pos] == '\n') return "the end of the line";
  std::string shown = "`";
  escape_one(TEAM + team_pos, team_end - team_pos, shown);
  return shown + "`";
}

// ---------------------------------------------------------------------------------------
// The verdict: the first rejection, kept; the cases judged

u64 judged_cases = 0;
bool rejected = false;
bool rejected_after_last = false;  // output after the last case, rather than in one
u64 rejected_case = 0, rejected_line = 0, rejected_column = 0;
std::string rejection;  // `case 2: line 4, column 8: ...`

// Rejects at line `at_line`, column `at_column`; always false, so judging stops there.
bool reject_at(u64 at_line, u64 at_column, const std::string &why) {
  rejected = true;
  rejected_case = judged_cases;
  rejected_line = at_line;
  rejected_column = at_column;
  std::string where = "line " + decimal(at_line) + ", column " + decimal(at_column) + ": " + why;
  rejection = rejected_after_last ? where : "case " + decimal(judged_cases) + ": " + where;
  return false;
}

bool reject_here(const std::string &what, const std::string &expected) {
  return reject_at(team_line, team_column,
                   what + ": expected " + expected + ", found " + describe_next());
}

// Requires the bytes of `text` next.
bool literal(const char *text, size_t len, const std::string &what) {
  for (size_t i = 0; i < len; ++i) {
    if (peek() != (unsigned char)text[i]) {
      return reject_here(what, "`" + std::string(text + i, len - i) + "`");
    }
    advance();
  }
  return true;
}

// Bytes of a contestant's word kept to quote it, beyond the expected word's length.
const size_t QUOTED_BYTES = 24;

// Whether `byte` is ASCII punctuation other than a sign: it ends a word.
bool ends_word(int byte) {
  const bool punctuation = (byte >= '!' && byte <= '/') || (byte >= ':' && byte <= '@') ||
                           (byte >= '[' && byte <= '`') || (byte >= '{' && byte <= '~');
  return punctuation && byte != '+' && byte != '-';
}

// Requires the word `expected` next: the bytes up to the next space, tab, line end or
// punctuation other than a sign must be exactly these. A wrong word is quoted whole (up to
// QUOTED_BYTES more than the word, then `...`).
bool word(const std::string &expected, const std::string &what) {
  const u64 at_line = team_line, at_column = team_column;
  std::string found;
  bool matches = true;
  for (int byte = peek(); byte >= 0; byte = peek()) {
    if (is_blank(byte) || byte == '\n' || byte == '\r' || ends_word(byte)) break;
    if (found.size() == expected.size() + QUOTED_BYTES) {
      found += "...";
      matches = false;
      break;
    }
    matches = matches && found.size() < expected.size() && expected[found.size()] == char(byte);
    found += char(byte);
    advance();
  }
  if (matches && found.size() == expected.size()) return true;
  if (found.empty()) return reject_here(what, "`" + expected + "`");
  return reject_at(at_line, at_column,
                   what + ": expected `" + expected + "`, found `" + escape(found) + "`");
}

// Requires the end of the line: spaces and tabs, then LF, CR LF or the end of the output.
bool end_of_line(const std::string &what, const std::string &expected) {
  const u64 at_line = team_line, at_column = team_column;
  bool blanks = false;
  while (is_blank(peek())) {
    blanks = true;
    advance();
  }
  int byte = peek();
  if (byte < 0) return true;
  if (byte == '\n' || (byte == '\r' && peek_second() == '\n')) {
    if (byte == '\r') advance();
    advance();
    return true;
  }
  if (blanks) {
    return reject_at(at_line, at_column,
                     what + ": expected " + expected +
                         ", found a space or tab inside the line (they may only end a line)");
  }
  return reject_here(what, expected);
}

// ---------------------------------------------------------------------------------------
// The rules

// A board for a message: rows of numbers, ` / ` between rows, as `7 5 6 / 8 0 4 / 1 2 3`;
// cut after 60 characters (` ...`), as the crate shows a board beyond 16 cells.
std::string show(const u8 *cells, int side) {
  std::string text;
  for (int cell = 0; cell < side * side; ++cell) {
    if (cell > 0) text += cell % side == 0 ? " / " : " ";
    text += decimal(cells[cell]);
  }
  return text.size() > 60 ? text.substr(0, 60) + " ..." : text;
}

// The most cells a judged board has: POJ 3240's 10 x 10.
const int MOST_CELLS = 100;

// Moves the blank of `board` (`side` x `side`), on cell `blank`, by move `code` (d, l, r,
// u); false, the board unchanged, when that would take it off the board.
bool step_blank(u8 *board, int &blank, int side, int code) {
  const int row = blank / side, column = blank % side;
  const bool fits = code == 0   ? row < side - 1
                    : code == 1 ? column > 0
                    : code == 2 ? column < side - 1
                                : row > 0;
  if (!fits) return false;
  const int to = blank + (code == 0 ? side : code == 1 ? -1 : code == 2 ? 1 : -side);
  board[blank] = board[to];
  board[to] = 0;
  blank = to;
  return true;
}

// A line of moves from `start` (side x side cells, 0 the blank) that must end on `goal`, in
// upper case or lower. `exact` (`exact_len` moves, in the line's case) is the path it must be,
// the smallest shortest one; when it is null, any legal path of at most `limit` moves (-1:
// any) is right. The format's word for "cannot be solved" is wrong here: the goal can be
// reached.
bool judge_walk(const u8 *start, const u8 *goal, int side, bool upper, const char *exact,
                size_t exact_len, long long limit, const char *unsolvable) {
  if (unsolvable != 0 && peek() == (unsigned char)unsolvable[0] &&
      peek_second() == (unsigned char)unsolvable[1]) {
    return reject_at(team_line, team_column,
                     "the goal can be reached, so `" + std::string(unsolvable) + "` is wrong");
  }
  const std::string letters = upper ? "D, L, R, U" : "d, l, r, u";
  const char *names = upper ? "DLRU" : "dlru";
  if (exact != 0) limit = (long long)exact_len;
  const int cells = side * side;
  u8 board[MOST_CELLS];
  int blank = 0;
  for (int cell = 0; cell < cells; ++cell) {
    board[cell] = start[cell];
    if (board[cell] == 0) blank = cell;
  }
  u64 count = 0;
  bool differs = false;  // where the line first leaves `exact`, and with which byte
  u64 differs_line = 0, differs_column = 0, differs_index = 0;
  int differs_byte = 0;
  for (;;) {
    const u64 at_line = team_line, at_column = team_column;
    const int byte = peek();
    if (byte < 0 || is_blank(byte) || byte == '\n' || byte == '\r') break;
    const char *found = byte == 0 ? 0 : std::strchr(names, byte);
    if (found == 0) {
      return reject_here("the path", "a move (" + letters + ") or the end of the line");
    }
    if (limit >= 0 && count == u64(limit)) {
      return reject_at(at_line, at_column,
                       "the path: move " + decimal(count + 1) + " is one too many: " +
                           (exact != 0 ? "the shortest path has " : "a path may have at most ") +
                           decimal(u64(limit)) + " moves");
    }
    const int code = int(found - names);
    if (exact != 0 && !differs && exact[count] != names[code]) {
      differs = true;
      differs_line = at_line, differs_column = at_column, differs_index = count;
      differs_byte = byte;
    }
    if (!step_blank(board, blank, side, code)) {
      return reject_at(at_line, at_column,
                       "the path: move " + decimal(count + 1) + " (`" + std::string(1, char(byte)) +
                           "`) takes the blank off the board");
    }
    advance();
    ++count;
  }
  const u64 end_line = team_line, end_column = team_column;
  const bool output_ended = peek() < 0;
  if (!end_of_line("the path", "a move (" + letters + ") or the end of the line")) return false;
  if (std::memcmp(board, goal, size_t(cells)) != 0) {
    if (count == 0 && output_ended) {
      return reject_at(end_line, end_column, "the output ends where the path was due");
    }
    // With a known answer the first wrong byte is where the path leaves it.
    return reject_at(differs ? differs_line : end_line, differs ? differs_column : end_column,
                     "the path: its " + decimal(count) + " moves end on " + show(board, side) +
                         ", not on the goal " + show(goal, side));
  }
  if (exact == 0 || (!differs && count == exact_len)) return true;
  if (count == exact_len) {
    const char smallest = exact[differs_index];
    return reject_at(differs_line, differs_column,
                     "the path is a shortest one, but not the lexicographically smallest: move " +
                         decimal(differs_index + 1) + " is `" +
                         std::string(1, char(differs_byte)) + "`, the smallest has `" +
                         std::string(1, smallest) + "`");
  }
  return reject_at(end_line, end_column,
                   "the path has " + decimal(count) + " moves, but the shortest has " +
                       decimal(exact_len));
}

// A decimal number of at most `digits` digits, without a sign or a leading zero; -1 after a
// rejection.
long long number(int digits, const std::string &what) {
  const u64 at_line = team_line, at_column = team_column;
  long long value = 0;
  int read = 0;
  for (int byte = peek(); byte >= '0' && byte <= '9'; byte = peek()) {
    if (read == digits) {
      reject_at(at_line, at_column, what + ": the number has too many digits");
      return -1;
    }
    if (read == 1 && value == 0) {
      reject_at(at_line, at_column, what + ": a number is written without a leading zero");
      return -1;
    }
    value = value * 10 + (byte - '0');
    ++read;
    advance();
  }
  if (read == 0) {
    reject_here(what, "a number");
    return -1;
  }
  return value;
}

// The boards of a path on `side` x `side`: rows of numbers between single spaces, an empty
// line after each board, then the count; `length` moves, the shortest path's, or any path
// when `length` is -1, whose count is then followed by `note` (the crate's judge_boards, in
// its words).
bool judge_boards(const u8 *start, const u8 *goal, int side, int length, const char *note) {
  const int cells = side * side;
  const int digits = cells > 100 ? 3 : cells > 10 ? 2 : 1;
  u8 at[MOST_CELLS], board[MOST_CELLS];
  std::memcpy(at, start, size_t(cells));
  int boards = 0;
  for (;;) {
    const u64 at_line = team_line, at_column = team_column;
    long long first = number(12, "a board or the count");
    if (first < 0) return false;
    const bool is_row = peek() == ' ' && peek_second() >= '0' && peek_second() <= '9';
    if (!is_row) {
      if (note != 0 && peek() == ' ' && !literal(note, std::strlen(note), "the note after the count")) {
        return false;
      }
      if (!end_of_line("the count", "the end of the line")) return false;
      if (boards == 0) {
        return reject_at(at_line, at_column, "expected the start board, found a lone number");
      }
      if (std::memcmp(at, goal, size_t(cells)) != 0) {
        return reject_at(at_line, at_column,
                         "the boards end on " + show(at, side) + ", not on the goal " +
                             show(goal, side));
      }
      const int moves = boards - 1;
      if (first != moves) {
        return reject_at(at_line, at_column,
                         "the count is " + decimal(u64(first)) + ", but the boards make " +
                             decimal(u64(moves)) + " moves");
      }
      if (length >= 0 && moves != length) {
        return reject_at(at_line, at_column,
                         "the boards make " + decimal(u64(moves)) +
                             " moves, but the shortest path has " + decimal(u64(length)));
      }
      return true;
    }
    long long values[MOST_CELLS];
    values[0] = first;
    for (int cell = 1; cell < cells; ++cell) {
      if (cell % side == 0) {
        if (!end_of_line("a board", "the end of the row")) return false;
      } else if (!literal(" ", 1, "a board row")) {
        return false;
      }
      const u64 cell_line = team_line, cell_column = team_column;
      values[cell] = number(digits, "a board");
      if (values[cell] < 0) return false;
      if (values[cell] >= cells) {
        return reject_at(cell_line, cell_column,
                         "a board holds the numbers 0 to " + decimal(u64(cells - 1)) + ", not " +
                             decimal(u64(values[cell])));
      }
    }
    if (!end_of_line("a board", "the end of the row")) return false;
    if (!end_of_line("the line after a board", "an empty line")) return false;
    bool seen[MOST_CELLS] = {false};
    bool whole = true;
    for (int cell = 0; cell < cells; ++cell) {
      whole = whole && values[cell] < cells && !seen[values[cell]];
      if (values[cell] < cells) seen[values[cell]] = true;
      board[cell] = u8(values[cell] < cells ? values[cell] : 0);
    }
    if (!whole) {
      return reject_at(at_line, at_column,
                       "board " + decimal(u64(boards + 1)) + ": each number 0 to " +
                           decimal(u64(cells - 1)) + " must appear once");
    }
    if (boards == 0 && std::memcmp(board, start, size_t(cells)) != 0) {
      return reject_at(at_line, at_column,
                       "the first board is not the start " + show(start, side));
    }
    if (boards > 0) {
      // One move: the blank goes to a neighbour and that tile comes to the blank's cell.
      int from = 0, to = 0;
      for (int cell = 0; cell < cells; ++cell) {
        if (at[cell] == 0) from = cell;
        if (board[cell] == 0) to = cell;
      }
      const bool neighbour = to == from + side || from == to + side ||
                             (to == from + 1 && to % side != 0) ||
                             (from == to + 1 && from % side != 0);
      if (neighbour) {
        at[from] = at[to];
        at[to] = 0;
      }
      if (!neighbour || std::memcmp(at, board, size_t(cells)) != 0) {
        return reject_at(at_line, at_column,
                         "board " + decimal(u64(boards + 1)) + " does not follow from board " +
                             decimal(u64(boards)) + " by one move");
      }
    }
    ++boards;
    if (length >= 0 && boards > length + 1) {
      return reject_at(at_line, at_column,
                       "board " + decimal(u64(boards)) +
                           " is one too many: the shortest path has " + decimal(u64(length)) +
                           " moves");
    }
  }
}

// The solver has answered one more case into OUTPUT: judge the contestant's answer to it,
// as the crate's format judges it, in its words. `start` and `goal` are its boards (side x
// side cells) and `length` the moves of its path (-1: none) where the format answers with a
// path; a format that answers with one word (a count, YES or NO) finds it in OUTPUT.
void case_done(const u8 *start, const u8 *goal, int side, int length) {
  ++judged_cases;
  const std::string line(OUTPUT, output_len > 0 ? output_len - 1 : 0);  // one-line answers
  // The smallest shortest path, where the format prints it: it ends the case's last line.
  const char *path = length >= 0 ? OUTPUT + output_len - 1 - length : 0;
  output_len = 0;
  if (rejected) return;
  const std::string the_case = decimal(judged_cases);
  const char *not_solvable = "This puzzle is not solvable.";
  const std::string end = "the end of the line";
  switch (FORMAT) {
    case HDU3567:
      if (!literal("Case ", 5, "the case header") || !word(the_case, "the case number") ||
          !literal(": ", 2, "the case header")) {
        return;
      }
      if (length < 0) {
        (void)(word("-1", "the number of moves (the goal cannot be reached)") &&
               end_of_line("the case header", end) &&
               end_of_line("the line after -1", "an empty line"));
        return;
      }
      if (word(decimal(u64(length)), "the number of moves") &&
          end_of_line("the case header", end)) {
        judge_walk(start, goal, side, false, path, size_t(length), -1, 0);
      }
      return;
    case LIGHTOJ1121:
      if (!literal("Case ", 5, "the case header") || !word(the_case, "the case number") ||
          !literal(":", 1, "the case header")) {
        return;
      }
      if (length == 0) {
        end_of_line("the empty path", end);
      } else if (!literal(" ", 1, "the case header")) {
        return;
      } else if (length > 0) {
        judge_walk(start, goal, side, true, path, size_t(length), -1, not_solvable);
      } else if (literal(not_solvable, std::strlen(not_solvable),
                         "the answer (unsolvable, or more than 35 moves)")) {
        end_of_line("the answer", end);
      }
      return;
    case UVA10181:
      if (length >= 0) {
        judge_walk(start, goal, side, true, 0, 0, 50, not_solvable);
      } else if (literal(not_solvable, std::strlen(not_solvable),
                         "the answer (unsolvable, or more than 50 moves)")) {
        end_of_line("the answer", end);
      }
      return;
    case POJ3240:
      if (length >= 0) {
        judge_walk(start, goal, side, true, 0, 0, -1, "No Answer!");
      } else if (literal("No Answer!", 10, "the answer (the board cannot be solved)")) {
        end_of_line("the answer", end);
      }
      return;
    case SPOJ_SOLVING:
      if (length >= 0) {
        judge_walk(start, goal, side, true, 0, 0, 10000, "unsolvable");
      } else if (literal("unsolvable", 10, "the answer (the board cannot be solved)")) {
        end_of_line("the answer", end);
      }
      return;
    case UVA652:
    case HDU1043:
      if (FORMAT == UVA652 && judged_cases > 1 &&
          !end_of_line("the line between two cases", "an empty line")) {
        return;
      }
      if (length >= 0) {
        judge_walk(start, goal, side, false, 0, 0, -1, "unsolvable");
      } else if (word("unsolvable", "the answer (the board cannot be solved)")) {
        end_of_line("the answer", end);
      }
      return;
    case TRACE:
      if (length >= 0) {
        judge_boards(start, goal, 3, length, 0);
      } else if (word("-1", "the answer (the goal cannot be reached)")) {
        end_of_line("the answer", end);
      }
      return;
    case POJ2893:
      if (word(line, "the answer")) end_of_line("the answer", end);
      return;
    case NPUZZLE42:
      // The boards of a shortest path up to 16 cells, of any legal path beyond.
      if (length < 0) {
        if (word("unsolvable", "the answer (the goal cannot be reached)")) {
          end_of_line("the answer", end);
        }
      } else if (side * side <= 16) {
        judge_boards(start, goal, side, length, 0);
      } else {
        judge_boards(start, goal, side, -1, " (a legal path, not shown to be the shortest)");
      }
      return;
    case HACKERRANK_NPUZZLE: {
      // The count M, then M lines of moves (UP, DOWN, LEFT, RIGHT: the blank's) of any legal
      // path to the goal.
      if (length < 0) {
        if (literal("unsolvable", 10, "the answer (the board cannot be solved)")) {
          end_of_line("the answer", end);
        }
        return;
      }
      const u64 count_line = team_line, count_column = team_column;
      const long long count = number(9, "the number of moves");
      if (count < 0 || !end_of_line("the number of moves", end)) return;
      static const char *const WORDS[] = {"DOWN", "LEFT", "RIGHT", "UP"};
      const int cells = side * side;
      u8 board[MOST_CELLS];
      int blank = 0;
      for (int cell = 0; cell < cells; ++cell) {
        board[cell] = start[cell];
        if (board[cell] == 0) blank = cell;
      }
      for (long long index = 0; index < count; ++index) {
        const u64 at_line = team_line, at_column = team_column;
        const int byte = peek();
        const int code = byte == 'D' ? 0 : byte == 'L' ? 1 : byte == 'R' ? 2 : byte == 'U' ? 3 : -1;
        const std::string what = "move " + decimal(u64(index + 1));
        if (byte < 0) {
          reject_at(at_line, at_column,
                    "the output ends after " + decimal(u64(index)) + " of the " +
                        decimal(u64(count)) + " moves");
          return;
        }
        if (code < 0) {
          reject_here(what, "UP, DOWN, LEFT or RIGHT");
          return;
        }
        if (!literal(WORDS[code], std::strlen(WORDS[code]), what)) return;
        if (!step_blank(board, blank, side, code)) {
          reject_at(at_line, at_column,
                    what + " (" + WORDS[code] + ") takes the blank off the board");
          return;
        }
        if (!end_of_line(what, end)) return;
      }
      if (std::memcmp(board, goal, size_t(cells)) != 0) {
        reject_at(count_line, count_column,
                  "the " + decimal(u64(count)) + " moves end on " + show(board, side) +
                      ", not on the goal " + show(goal, side));
      }
      return;
    }
    case UVA10085: {
      // The header, a farthest state (any), a shortest path to it (any), an empty line.
      if (!literal(("Puzzle #" + the_case).c_str(), 8 + the_case.size(), "the case's header") ||
          !end_of_line("the case's header", end)) {
        return;
      }
      const u64 at_line = team_line, at_column = team_column;
      u8 state[CELLS];
      const std::string row = "a row of the farthest state";
      for (int cell = 0; cell < CELLS; ++cell) {
        if (cell % 3 > 0 && !literal(" ", 1, row)) return;
        if (cell % 3 == 0 && cell > 0 && !end_of_line(row, "the end of the row")) return;
        const u64 number_line = team_line, number_column = team_column;
        const long long value = number(1, "the farthest state");
        if (value < 0) return;
        if (value > 8) {
          reject_at(number_line, number_column,
                    "a state holds the numbers 0 to 8, not " + decimal(u64(value)));
          return;
        }
        state[cell] = u8(value);
      }
      if (!end_of_line(row, "the end of the row")) return;
      bool seen[CELLS] = {false};
      for (int cell = 0; cell < CELLS; ++cell) {
        if (seen[state[cell]]) {
          reject_at(at_line, at_column,
                    "the farthest state holds a number twice, so it is no board");
          return;
        }
        seen[state[cell]] = true;
      }
      bool farthest = false;
      u8 far[CELLS];
      for (int index = 0; !farthest && farthest_state(start, index, far); ++index) {
        farthest = std::memcmp(far, state, CELLS) == 0;
      }
      if (!farthest) {
        reject_at(at_line, at_column,
                  show(state, 3) + " is not a state at the greatest distance from the start, " +
                      decimal(u64(length)) + " moves");
        return;
      }
      if (judge_walk(start, state, 3, true, 0, 0, length, 0)) {
        end_of_line("the empty line after a case", "an empty line");
      }
      return;
    }
    case MIPT089:
      if (length < 0) {
        if (word("No", "the answer (the board cannot be solved)")) end_of_line("the answer", end);
        return;
      }
      (void)(word("Yes", "the answer (the board can be solved)") &&
             end_of_line("the answer", end) &&
             word(decimal(u64(length)), "the fewest moves") &&
             end_of_line("the fewest moves", end));
      return;
    case MIPT091:
      if (length < 0) {
        if (word("NO", "the answer (the board cannot be solved)")) end_of_line("the answer", end);
        return;
      }
      if (word("YES", "the answer (the board can be solved)") && end_of_line("the answer", end)) {
        judge_walk(start, goal, side, false, 0, 0, 999, 0);
      }
      return;
    default:  // P1379, ALDS1_13_B, ALDS1_13_C, AOJ0121, LEETCODE773: the fewest moves, or -1
      if (word(line, "the fewest moves")) end_of_line("the answer", end);
      return;
  }
}

// Requires the end of the output after the last case: only blank lines may follow.
void end_of_output() {
  if (rejected) return;
  rejected_after_last = true;
  const std::string after = judged_cases == 0 ? std::string("the answers (the input has no case)")
                                              : "the last case (case " + decimal(judged_cases) + ")";
  while (end_of_line("output goes on after " + after, "the end of the output")) {
    if (peek() < 0) {
      rejected_after_last = false;
      return;
    }
  }
}

// ---------------------------------------------------------------------------------------
// The protocols: arguments in, the verdict or a fault out

std::vector<std::string> arguments;

// The message of the verdict, without its name: `2 cases`, `case 2: line 4, ...`.
std::string verdict_message() {
  if (rejected) return rejection;
  return judged_cases == 1 ? std::string("1 case") : decimal(judged_cases) + " cases";
}

std::string verdict_line() {
  return (rejected ? "wrong answer: " : "accepted: ") + verdict_message();
}

void write_stderr(const std::string &text) { std::fputs(text.c_str(), stderr); }

// Writes `text` to the file `path`; false if it cannot.
bool write_file(const std::string &path, const std::string &text) {
  FILE *file = std::fopen(path.c_str(), "wb");
  if (file == 0) return false;
  bool written = std::fwrite(text.data(), 1, text.size(), file) == text.size();
  return std::fclose(file) == 0 && written;
}

// The feedback directory's file `name`: joined with one slash, as the directory may come
// with or without one.
std::string in_folder(const std::string &folder, const char *name) {
  return folder.empty() || folder[folder.size() - 1] == '/' ? folder + name : folder + "/" + name;
}

// testlib's message inside its XML report: markup escaped, control bytes as dots.
std::string xml_escaped(const std::string &text) {
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    const unsigned char byte = (unsigned char)text[i];
    if (byte == '&') out += "&amp;";
    else if (byte == '<') out += "&lt;";
    else if (byte == '>') out += "&gt;";
    else if (byte == '"') out += "&quot;";
    else if (byte < 0x20) out += '.';
    else out += char(byte);
  }
  return out;
}

// Reports a fault of the judge's files or arguments (never the contestant's) the way the
// protocol wants one, and exits. `status` is EXIT_BAD_INPUT or EXIT_IO; `message` says
// where and why, as the submission would say it on stderr.
void fault(int status, const std::string &message) {
  const std::string bad_input = "bad INPUT file: ";
  const std::string text = status == EXIT_BAD_INPUT && message.compare(0, 6, "usage:") != 0
                               ? bad_input + message
                               : message;
  switch (PROTOCOL) {
    case PROTOCOL_TESTLIB:
      if (arguments.size() == 4 || arguments.size() == 5) {
        const bool appes = arguments.size() == 5 && arguments[4] == "-appes";
        const std::string report =
            appes ? "<?xml version=\"1.0\" encoding=\"windows-1251\"?><result outcome = "
                    "\"fail\">" + xml_escaped(text) + "</result>\n"
                  : text;
        if (!write_file(arguments[3], report)) write_stderr("FAIL cannot write the report\n");
      } else {
        write_stderr("FAIL " + text + "\n");
      }
      std::exit(3);
    case PROTOCOL_KATTIS:
      if (arguments.size() < 3) break;
      write_file(in_folder(arguments[2], "judgemessage.txt"), text + "\n");
      std::exit(status);
    case PROTOCOL_HUSTOJ:
      write_stderr("FAIL " + text + "\n");
      std::exit(1);  // HUSTOJ has no status for a fault, and a fault must not pass
    case PROTOCOL_LEMON:
      if (arguments.size() != 6) break;
      write_file(arguments[4], "0\n");
      write_file(arguments[5], "FAIL " + text + "\n");
      std::exit(EXIT_IO);
    case PROTOCOL_CMS:
    case PROTOCOL_QDUOJ:
    case PROTOCOL_SYZOJ:
      write_stderr("FAIL " + text + "\n");
      std::exit(status);
    default:
      break;
  }
  write_stderr("eight: " + text + "\n");
  std::exit(status);
}

// Delivers the verdict as the protocol wants it; returns the exit status.
int deliver() {
  const std::string line = verdict_line();
  switch (PROTOCOL) {
    case PROTOCOL_TESTLIB: {
      const std::string name = rejected ? "wrong answer" : "ok";
      if (arguments.size() == 3) {
        write_stderr(name + " " + verdict_message() + "\n");
        return rejected ? 1 : 0;
      }
      const bool appes = arguments.size() == 5;
      const std::string report =
          appes ? "<?xml version=\"1.0\" encoding=\"windows-1251\"?><result outcome = \"" +
                      std::string(rejected ? "wrong-answer" : "accepted") + "\">" +
                      xml_escaped(verdict_message()) + "</result>\n"
                : verdict_message();
      if (!write_file(arguments[3], report)) {
        write_stderr("FAIL cannot write the report " + arguments[3] + ": " +
                     std::strerror(errno) + "\n");
        return 3;
      }
      return rejected ? 1 : 0;
    }
    case PROTOCOL_KATTIS: {
      // The team learns where, not what the right answer would have been.
      const std::string team_message =
          !rejected             ? std::string()
          : rejected_after_last ? "wrong answer: output after the last case (line " +
                                      decimal(rejected_line) + ")"
                                : "wrong answer on case " + decimal(rejected_case) +
                                      " (output line " + decimal(rejected_line) + ", column " +
                                      decimal(rejected_column) + ")";
      bool written = write_file(in_folder(arguments[2], "judgemessage.txt"), line + "\n");
      if (written && rejected) {
        written = write_file(in_folder(arguments[2], "teammessage.txt"), team_message + "\n");
      }
      if (!written) {
        write_stderr("eight: cannot write to the feedback directory " + arguments[2] + ": " +
                     std::strerror(errno) + "\n");
        return EXIT_IO;
      }
      return rejected ? 43 : 42;
    }
    case PROTOCOL_HUSTOJ:
    case PROTOCOL_QDUOJ:
      write_stderr(line + "\n");
      return rejected ? 1 : 0;
    case PROTOCOL_LEMON:
      if (!write_file(arguments[4], (rejected ? std::string("0") : arguments[3]) + "\n") ||
          !write_file(arguments[5], line + "\n")) {
        write_stderr("eight: cannot write the score or message: " +
                     std::string(std::strerror(errno)) + "\n");
        return EXIT_IO;
      }
      return 0;
    case PROTOCOL_CMS:
      std::fputs(rejected ? "0.0\n" : "1.0\n", stdout);
      write_stderr(line + "\n");
      return 0;
    case PROTOCOL_SYZOJ:
      std::fputs(rejected ? "0\n" : "100\n", stdout);
      write_stderr(line + "\n");
      return 0;
    default:
      std::fputs((line + "\n").c_str(), stdout);
      return rejected ? 1 : 0;
  }
}

// Opens `path` for reading, or reports the fault.
FILE *open_or_fault(const std::string &path) {
  FILE *file = std::fopen(path.c_str(), "rb");
  if (file == 0) {
    const int error = errno;
    fault(EXIT_IO, "input/output failed: " + path + ": " + std::strerror(error) + " (os error " +
                       decimal(u64(error)) + ")");
  }
  return file;
}

// The checker's main: the arguments of the protocol, the answer file read to its end (its
// verdict comes from solving, but an unreadable one is the judge's fault), the input solved
// and each answer judged, then the end of the output.
int check_main(int argc, char **argv) {
  for (int i = 1; i < argc; ++i) arguments.push_back(argv[i]);
  const size_t count = arguments.size();
  std::string input, answer, output;
  const char *usage = 0;
  switch (PROTOCOL) {
    case PROTOCOL_TESTLIB:
      if (count >= 3 && count <= 5) {
        input = arguments[0], output = arguments[1], answer = arguments[2];
        if (count == 5 && arguments[4] != "-appes") {
          const std::string fifth = arguments[4];
          arguments.resize(4);  // the report is then plain text
          fault(EXIT_BAD_INPUT, "usage: testlib's fifth argument is -appes, not \"" + fifth +
                              "\" (see eight --help)");
        }
      } else {
        usage = "the testlib protocol takes IN OUT ANS [REPORT [-appes]]";
      }
      break;
    case PROTOCOL_KATTIS:
      // Flags after the feedback directory (e.g. case_sensitive) change nothing here.
      if (count >= 3) {
        input = arguments[0], answer = arguments[1];
      } else {
        usage = "the kattis protocol takes IN ANS FEEDBACK_DIR [flags]  (the output on stdin)";
      }
      break;
    case PROTOCOL_HUSTOJ:
    case PROTOCOL_CMS:
      if (count == 3) {
        input = arguments[0], answer = arguments[1], output = arguments[2];
      } else {
        usage = PROTOCOL == PROTOCOL_CMS ? "the cms protocol takes IN ANS OUT"
                                         : "the hustoj protocol takes IN ANS OUT";
      }
      break;
    case PROTOCOL_LEMON:
      if (count == 6) {
        input = arguments[0], output = arguments[1], answer = arguments[2];
        const std::string &full = arguments[3];
        if (full.empty() || full.find_first_not_of("0123456789") != std::string::npos) {
          fault(EXIT_BAD_INPUT, "usage: FULLSCORE must be a whole number, not \"" + full +
                                    "\" (see eight --help)");
        }
      } else {
        usage = "the lemon protocol takes IN OUT ANS FULLSCORE SCOREFILE MSGFILE";
      }
      break;
    case PROTOCOL_SYZOJ:
      if (count == 0) {
        input = "input", output = "user_out", answer = "answer";
      } else {
        usage = "the syzoj protocol takes no arguments (input, user_out and answer are files)";
      }
      break;
    default:  // PROTOCOL_EIGHT, PROTOCOL_QDUOJ
      if (count == 2) {
        input = arguments[0], output = arguments[1];
      } else {
        usage = PROTOCOL == PROTOCOL_QDUOJ ? "the qduoj protocol takes IN OUT"
                                           : "the eight protocol takes INPUT OUTPUT";
      }
  }
  if (usage != 0) {
    fault(EXIT_BAD_INPUT, "usage: " + std::string(usage) + ", not " + decimal(count) +
                              " arguments (see eight --help)");
  }
  input_file = open_or_fault(input);
  if (!answer.empty()) {
    FILE *file = open_or_fault(answer);
    char scratch[1 << 12];
    while (std::fread(scratch, 1, sizeof scratch, file) == sizeof scratch) {
    }
    if (std::ferror(file)) {
      fault(EXIT_IO, "input/output failed: " + answer + ": " + std::strerror(errno));
    }
    std::fclose(file);
  }
  team = output.empty() ? stdin : open_or_fault(output);
  run();
  end_of_output();
  return deliver();
}
