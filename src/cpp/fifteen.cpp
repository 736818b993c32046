// The 15-puzzle formats for eight.cpp (`eight bundle` defines EIGHT_FIFTEEN and puts it in
// for LightOJ 1121, UVa 10181, Aizu ALDS1_13_C and acm.mipt.ru 091; the other formats' files
// leave it out, the 15-puzzle search itself stays in eight.cpp for the big boards' finish).
//
// This is src/cpp/fifteen.cpp of the `eight` crate: not a program on its own.
//
// Each reads 4x4 boards to 1 2 ... 15 0 and answers with the search's smallest shortest
// path, in its own words.

// The goal of the 15-puzzle formats.
const u8 FIFTEEN_GOAL[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0};

int run_fifteen() {
  init_fifteen(4, FIFTEEN_GOAL);
  const bool announced = FORMAT != ALDS1_13_C && FORMAT != MIPT091;
  const u64 expected = announced ? read_count() : 1;
  const int limit = FORMAT == LIGHTOJ1121 ? 35 : FORMAT == UVA10181 ? 50 : -1;
  const char *NOT_SOLVABLE = "This puzzle is not solvable.";
  u64 cases = 0, unreachable = 0;
  u8 cells[16];
  while (cases < expected) {
    if (!read_grid(cases + 1, 4, 4, cells)) ended_early(cases, expected);
    ++cases;
    int length = !VALIDATING ? solve_fifteen(cells, limit) : fifteen_reachable(cells) ? 0 : -1;
    length = mistaken(cells, FIFTEEN_GOAL, 4, fifteen_path, length);
    if (FORMAT == MIPT091) {
      // YES and the moves on the next line, or NO: an ordinary answer.
      if (length < 0) {
        put("NO\n");
      } else {
        put("YES\n");
        put(fifteen_path, size_t(length));
        put("\n");
      }
    } else if (FORMAT == ALDS1_13_C) {
      if (length < 0) {
        ++unreachable;
        warn_unreachable(cases);
        put("-1\n");
      } else {
        put_decimal(u64(length));
        put("\n");
      }
    } else {
      if (FORMAT == LIGHTOJ1121) {
        put("Case ");
        put_decimal(cases);
        put(": ");
      }
      if (length < 0) {
        put(NOT_SOLVABLE);
      } else {
        for (int i = 0; i < length; ++i) {
          char letter = char(fifteen_path[i] - 'a' + 'A');
          put(&letter, 1);
        }
      }
      put("\n");
    }
    case_done(cells, FIFTEEN_GOAL, 4, length);
  }
  flush_output();
  warn_input_goes_on(announced, expected);
  return unreachable > 0 ? EXIT_UNREACHABLE : EXIT_OK;
}
