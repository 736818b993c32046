// The 42 schools' n-puzzle files for eight.cpp (`eight bundle --format npuzzle42` defines
// EIGHT_SNAIL and puts it in; the other formats' files leave it out).
//
// This is src/cpp/snail.cpp of the `eight` crate: not a program on its own.
//
// One N x N board, 3 <= N <= 10, after `#` comments (skipped as whitespace is: eight.cpp's
// skip_separators), to the snail: tiles 1, 2, ... along a clockwise spiral from the top left
// corner, the blank where it ends. The answer is every board of the path and the count, as
// the crate's `trace` writes it (src/format/boards.rs); beyond 16 cells the count says the
// path is not shown to be the shortest.

// The snail of side `n` into `goal`.
void snail_goal(u8 *goal, int n) {
  std::memset(goal, 0, size_t(n * n));
  int row = 0, column = 0, down = 0, right = 1;
  for (int tile = 1; tile < n * n; ++tile) {
    goal[row * n + column] = u8(tile);
    const int next_row = row + down, next_column = column + right;
    if (next_row < 0 || next_column < 0 || next_row >= n || next_column >= n ||
        goal[next_row * n + next_column] != 0) {
      const int turned = right;  // clockwise
      right = -down;
      down = turned;
    }
    row += down;
    column += right;
  }
}

// Replaces the moves (upper case) written from OUTPUT + `before` by every board of their
// path from `cells` (side `n`) and the count. The checker, which judges the contestant's
// boards by the count alone, writes the count only.
void put_boards(const u8 *cells, int n, size_t before) {
  const std::string letters(OUTPUT + before, OUTPUT + output_len);
  output_len = before;
#ifndef EIGHT_CHECKER
  u8 board[100];  // 10x10 at most
  int blank = 0;
  for (int cell = 0; cell < n * n; ++cell) {
    board[cell] = cells[cell];
    if (cells[cell] == 0) blank = cell;
  }
  for (size_t step = 0;; ++step) {
    for (int cell = 0; cell < n * n; ++cell) {
      put_decimal(board[cell]);
      put(cell % n == n - 1 ? "\n" : " ");
    }
    put("\n");
    // A long path's boards go out a buffer at a time.
    if (output_len >= OUTPUT_BYTES) flush_output();
    if (step == letters.size()) break;
    const int code = int(std::strchr(LETTERS, letters[step] - 'A' + 'a') - LETTERS);
    const int to = blank + (code == 0 ? n : code == 1 ? -1 : code == 2 ? 1 : -n);
    board[blank] = board[to];
    board[to] = 0;
    blank = to;
  }
#else
  (void)cells;
#endif
  put_decimal(u64(letters.size()));
  if (n * n > 16) put(" (a legal path, not shown to be the shortest)");
}
