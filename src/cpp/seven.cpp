// Aizu 0121 for eight.cpp (`eight bundle --format aoj0121` defines EIGHT_SEVEN and puts it
// in; the other formats' files leave it out).
//
// This is src/cpp/seven.cpp of the `eight` crate: not a program on its own.
//
// Aizu 0121 "Seven Puzzle": 2x4 boards until the end of the input, the fewest moves to
// 0 1 2 3 4 5 6 7 (the blank first)
//
// The count only, so one breadth-first search from the goal over the 8! orders of the cells
// gives every board's distance at once (the reachable half of them, 20,160 boards; 40 KB and
// well under a millisecond). A board is numbered by the Lehmer code of its cells.

const int SEVEN_CELLS = 8;
const u32 SEVEN_BOARDS = 40320;  // 8!
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
  u8 cells[SEVEN_CELLS];
  u64 goal = 0;
  for (int cell = 0; cell < SEVEN_CELLS; ++cell) goal |= u64(cell) << (4 * cell);
  for (int cell = 0; cell < SEVEN_CELLS; ++cell) cells[cell] = u8(cell);
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
    // The blank's neighbours on 2 rows of 4: across the row break, then left and right.
    const int neighbours[3] = {blank ^ 4, blank % 4 > 0 ? blank - 1 : -1,
                               blank % 4 < 3 ? blank + 1 : -1};
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

int run_seven() {
  build_seven();
  u64 cases = 0, unreachable = 0;
  u8 cells[SEVEN_CELLS];
  while (read_grid(cases + 1, 2, 4, cells)) {
    ++cases;
    const u8 distance = SEVEN_DISTANCE[seven_rank(cells)];
    if (distance == 255) {
      ++unreachable;
      warn_unreachable(cases);
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
