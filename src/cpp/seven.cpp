// The boards of two rows for eight.cpp: Aizu 0121 (2x4) and LeetCode 773 (2x3). `eight
// bundle` defines EIGHT_SEVEN and puts it in for those formats; the others' files leave it out.
//
// This is src/cpp/seven.cpp of the `eight` crate: not a program on its own.
//
// Aizu 0121 "Seven Puzzle": 2x4 boards until the end of the input, the fewest moves to
// 0 1 2 3 4 5 6 7 (the blank first). LeetCode 773 "Sliding Puzzle", as a file: 2x3 boards
// written as nested lists, [[4,1,2],[5,0,3]], one a line, the fewest moves to 1 2 3 / 4 5 0
// or -1 (an ordinary answer there).
//
// The count only, so one breadth-first search from the goal over the orders of the cells
// (8! or 6!) gives every board's distance at once (the reachable half of them; 40 KB and well
// under a millisecond). A board is numbered by the Lehmer code of its cells.

const int SEVEN_COLUMNS = FORMAT == LEETCODE773 ? 3 : 4;
const int SEVEN_CELLS = 2 * SEVEN_COLUMNS;
const u32 SEVEN_BOARDS = 40320;    // 8!, room for either
u8 SEVEN_DISTANCE[SEVEN_BOARDS];  // 255 where the goal cannot be reached

u32 seven_rank(const u8 *cells) {
  u32 rank = 0;
  for (int i = 0; i < SEVEN_CELLS; ++i) {
    u32 smaller_after = 0;
    for (int j = i + 1; j < SEVEN_CELLS; ++j) smaller_after += cells[j] < cells[i];
    rank = rank * u32(SEVEN_CELLS - i) + smaller_after;
  }
  return rank;
}

void build_seven() {
  std::memset(SEVEN_DISTANCE, 255, sizeof SEVEN_DISTANCE);
  std::vector<u64> queue;  // a board's cells, 4 bits each, cell 0 lowest
  u8 cells[8];
  u64 goal = 0;
  for (int cell = 0; cell < SEVEN_CELLS; ++cell) {
    // Aizu's goal has the blank first, LeetCode's last.
    cells[cell] = u8(FORMAT == LEETCODE773 ? (cell + 1) % SEVEN_CELLS : cell);
    goal |= u64(cells[cell]) << (4 * cell);
  }
  SEVEN_DISTANCE[seven_rank(cells)] = 0;
  queue.push_back(goal);
  for (size_t head = 0; head < queue.size(); ++head) {
    u64 board = queue[head];
    int blank = 0;
    for (int cell = 0; cell < SEVEN_CELLS; ++cell) {
      cells[cell] = u8(board >> (4 * cell) & 15);
      if (cells[cell] == 0) blank = cell;
    }
    const u8 distance = SEVEN_DISTANCE[seven_rank(cells)];
    // The blank's neighbours on 2 rows: across the row break, then left and right.
    const int column = blank % SEVEN_COLUMNS;
    const int neighbours[3] = {blank < SEVEN_COLUMNS ? blank + SEVEN_COLUMNS : blank - SEVEN_COLUMNS,
                               column > 0 ? blank - 1 : -1,
                               column < SEVEN_COLUMNS - 1 ? blank + 1 : -1};
    for (int i = 0; i < 3; ++i) {
      const int to = neighbours[i];
      if (to < 0) continue;
      cells[blank] = cells[to];
      cells[to] = 0;
      const u32 rank = seven_rank(cells);
      if (SEVEN_DISTANCE[rank] == 255) {
        SEVEN_DISTANCE[rank] = u8(distance + 1);
        u64 next = 0;
        for (int cell = 0; cell < SEVEN_CELLS; ++cell) next |= u64(cells[cell]) << (4 * cell);
        queue.push_back(next);
      }
      cells[to] = cells[blank];
      cells[blank] = 0;
    }
  }
}

// Reads case `number` as one token of nested lists, [[4,1,2],[5,0,3]], into `cells`, as the
// crate does (format/nested.rs); false at the end of the input.
bool read_nested(u64 number, u8 *cells) {
  Token token;
  if (!next_token(token)) return false;
  Place place = {number, -1, 2, u64(SEVEN_COLUMNS)};
  const std::string not_nested = "expected a board as one token of nested lists, [[n,...],...]: "
                                 "2 lists of " + decimal(u64(SEVEN_COLUMNS)) +
                                 " numbers, 0 to " + decimal(u64(SEVEN_CELLS - 1)) +
                                 " once each (0 the blank), no spaces";
  // The shape: [ [n,n,n] , [n,n,n] ], each n a decimal without a leading zero, below the
  // number of cells.
  bool fits = token.whole();
  size_t at = 0;
  const unsigned char *bytes = token.kept;
  const size_t end = token.kept_len;
  fits = fits && at < end && bytes[at++] == '[';
  for (int cell = 0; fits && cell < SEVEN_CELLS; ++cell) {
    if (cell % SEVEN_COLUMNS == 0) {
      if (cell > 0) fits = at < end && bytes[at++] == ',';
      fits = fits && at < end && bytes[at++] == '[';
    } else {
      fits = at < end && bytes[at++] == ',';
    }
    size_t digits = 0;
    int value = 0;
    while (fits && at + digits < end && bytes[at + digits] >= '0' && bytes[at + digits] <= '9') {
      value = value * 10 + (bytes[at + digits] - '0');
      if (++digits > 3) fits = false;
    }
    fits = fits && digits > 0 && !(digits > 1 && bytes[at] == '0') && value < SEVEN_CELLS;
    at += digits;
    cells[cell] = u8(value);
    if (fits && cell % SEVEN_COLUMNS == SEVEN_COLUMNS - 1) fits = at < end && bytes[at++] == ']';
  }
  fits = fits && at + 1 == end && bytes[at] == ']';
  if (!fits) bad_input(token.line, place, &token, not_nested);
  bool seen[8] = {false};
  for (int cell = 0; cell < SEVEN_CELLS; ++cell) {
    if (seen[cells[cell]]) {
      bad_input(token.line, place, &token,
                cells[cell] == 0 ? std::string("more than one blank")
                                 : "tile " + decimal(cells[cell]) + " appears more than once");
    }
    seen[cells[cell]] = true;
  }
  return true;
}

int run_seven() {
  build_seven();
  u64 cases = 0, unreachable = 0;
  u8 cells[8];
  while (FORMAT == LEETCODE773 ? read_nested(cases + 1, cells)
                               : read_grid(cases + 1, 2, SEVEN_COLUMNS, cells)) {
    ++cases;
    const u8 distance = SEVEN_DISTANCE[seven_rank(cells)];
    if (distance == 255) {
      // -1 is an ordinary answer of LeetCode's; Aizu never sends such a board.
      if (FORMAT != LEETCODE773) {
        ++unreachable;
        warn_unreachable(cases);
      }
      put("-1\n");
    } else {
      put_decimal(u64(mistaken(cells, 0, 0, 0, distance)));
      put("\n");
    }
    case_done(cells, 0, 0, -1);
  }
  if (tokens_read == 0) {
    Place nowhere = {0, -1, 0, 0};
    bad_input(line, nowhere, 0, "the input is empty");
  }
  flush_output();
  return unreachable > 0 ? EXIT_UNREACHABLE : EXIT_OK;
}
