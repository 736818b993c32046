// eight's wrong submissions: the C++ submission with one deliberate mistake, for the
// `submissions/wrong_answer/` folder of a problem package, where the package's checker must
// reject each (`bt run` checks that it does).
//
// This is src/cpp/wrong.cpp of the `eight` crate. It is not a program on its own: `eight
// package` writes src/cpp/eight.cpp with this file in place of its `#include "wrong.cpp"`
// line and EIGHT_WRONG naming the mistake. Each mistake changes only the answers that it can
// make wrong (a case with no path, or whose path it cannot spoil, keeps its right answer), so
// a package's test data must hold cases it spoils (the packages' random groups do).
//
// Costs: the submission's, plus for WRONG_NOT_SMALLEST one more solve per first move.

enum {
  WRONG_NOT_SMALLEST = 1,  // a shortest path, but not the lexicographically smallest
  WRONG_LONGER = 2,        // the path and a move there and back (past the judge's most moves:
                           // 50 for UVa 10181, 999 for acm.mipt.ru 091)
  WRONG_SHORT = 3          // the path without its last move: it stops before the goal
};

const int MISTAKE = EIGHT_WRONG;

// Whether the blank on `cell` of a side x side board can make move `code` (d, l, r, u).
bool fits(int cell, int side, int code) {
  const int row = cell / side, column = cell % side;
  return code == 0 ? row < side - 1 : code == 1 ? column > 0 : code == 2 ? column < side - 1
                                                                           : row > 0;
}

int blank_of(const u8 *cells, int side) {
  int cell = 0;
  while (cells[cell] != 0 && cell < side * side - 1) ++cell;
  return cell;
}

// The answer's path (`length` letters d, l, r, u in `path`, -1 for none) from `start` to
// `goal` (side x side cells) made wrong by MISTAKE; its new length. Without a path (`path`
// null: the Seven Puzzle's count) only the count is wrong.
int mistaken(const u8 *start, const u8 *goal, int side, char *path, int length) {
  if (length <= 0) return length;
  if (path == 0) {
    return MISTAKE == WRONG_LONGER ? length + 2 : MISTAKE == WRONG_SHORT ? length - 1 : length;
  }
  const int offsets[4] = {side, -1, 1, -side};
  if (MISTAKE == WRONG_SHORT) return length - 1;
  if (MISTAKE == WRONG_LONGER) {
    // A move from the goal and back, as often as it takes to be wrong.
    const int blank = blank_of(goal, side);
    int code = 0;
    while (!fits(blank, side, code)) ++code;
    const int most = FORMAT == UVA10181 ? 50 : FORMAT == MIPT091 ? 999 : length;
    while (length <= most) {
      path[length++] = LETTERS[code];
      path[length++] = LETTERS[3 - code];
    }
    return length;
  }
  // WRONG_NOT_SMALLEST: another first move from which the rest is one move shorter.
  const int cells = side * side;
  std::string right(path, size_t(length));
  for (int code = 0; code < 4; ++code) {
    const int blank = blank_of(start, side);
    if (LETTERS[code] == right[0] || !fits(blank, side, code)) continue;
    u8 next[16];
    std::memcpy(next, start, size_t(cells));
    next[blank] = next[blank + offsets[code]];
    next[blank + offsets[code]] = 0;
    int rest;
    char rest_path[FIFTEEN_LONGEST];
    if (side == 3) {
      Board from, to;
      std::memcpy(from.cells, next, CELLS);
      std::memcpy(to.cells, goal, CELLS);
      from.blank = blank_of(next, 3);
      to.blank = blank_of(goal, 3);
      rest = solve(from, to, rest_path);
    } else {
      rest = solve_fifteen(next, length - 1);
      std::memcpy(rest_path, fifteen_path, size_t(rest > 0 ? rest : 0));
    }
    if (rest == length - 1) {
      path[0] = LETTERS[code];
      std::memcpy(path + 1, rest_path, size_t(rest));
      return length;
    }
  }
  std::memcpy(path, right.data(), right.size());
  return length;
}
