// The one-function submission for judges that call a function instead of running a program
// (LeetCode 773): `eight bundle --format leetcode773 --lang cpp` fills in the method's name
// (SOLUTION_METHOD), the board's rows and columns (SOLUTION_ROWS, SOLUTION_COLUMNS) and its
// goal (SOLUTION_GOAL, row by row, 0 the blank).
//
// This is src/cpp/function.cpp of the `eight` crate: not a program on its own, and not a
// part of eight.cpp.
//
// The judge's boards are small (2x3: 720 orders of the cells), so the method needs no
// engine: a breadth-first search from the board over the orders it reaches, a board kept as
// a string of its cells, stops at the goal with the fewest moves, or runs out of boards (the
// goal is in the other half) and returns -1. It shares no code with eight's engines, which
// the tests compare it with on every board.

#include <deque>
#include <map>
#include <string>
#include <vector>

class Solution {
 public:
  int SOLUTION_METHOD(std::vector<std::vector<int> >& board) {
    const int rows = SOLUTION_ROWS, columns = SOLUTION_COLUMNS;
    static const char goal_cells[] = {SOLUTION_GOAL};
    const std::string goal(goal_cells, goal_cells + rows * columns);
    std::string start;
    for (int row = 0; row < rows; ++row) {
      for (int column = 0; column < columns; ++column) start += char(board[row][column]);
    }
    std::map<std::string, int> moves;
    std::deque<std::string> queue;
    moves[start] = 0;
    queue.push_back(start);
    while (!queue.empty()) {
      const std::string cells = queue.front();
      queue.pop_front();
      const int distance = moves[cells];
      if (cells == goal) return distance;
      const std::string::size_type found = cells.find(char(0));
      if (found == std::string::npos) return -1;  // no blank: no board of the judge's
      const int blank = int(found);
      const int row = blank / columns, column = blank % columns;
      // The blank's neighbours: below, left, right, above.
      const int to[4] = {row + 1 < rows ? blank + columns : -1, column > 0 ? blank - 1 : -1,
                         column + 1 < columns ? blank + 1 : -1, row > 0 ? blank - columns : -1};
      for (int i = 0; i < 4; ++i) {
        if (to[i] < 0) continue;
        std::string next = cells;
        next[blank] = next[to[i]];
        next[to[i]] = char(0);
        if (moves.count(next) == 0) {
          moves[next] = distance + 1;
          queue.push_back(next);
        }
      }
    }
    return -1;
  }
};
