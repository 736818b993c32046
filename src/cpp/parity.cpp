// POJ 2893 for eight.cpp (`eight bundle --format poj2893` defines EIGHT_PARITY and puts it
// in; the other formats' files leave it out, which keeps SPOJ's 50,000 bytes within reach):
// whether boards of any size can be solved, without searching.
//
// This is src/cpp/parity.cpp of the `eight` crate: not a program on its own.

// A board's side: a plain decimal number that fits in 64 bits, else -1.
long long side_of(const Token &token) {
  if (!token.whole() || !token.all_digits) return -1;
  u64 value = 0;
  for (size_t i = 0; i < token.kept_len; ++i) {
    u64 digit = token.kept[i] - '0';
    if (value > (U64_MAX - digit) / 10) return -1;
    value = value * 10 + digit;
  }
  // Anything above 999 is refused alike: no need to keep more than that.
  return value > 1000000 ? 1000000 : (long long)value;
}

// A cell's value: the blank `0`, `X` or `x`, or a tile below `cells` written without a sign
// or leading zero; -1 for anything else.
long long cell_value(const Token &token, u64 cells) {
  if (!token.whole()) return -1;
  if (token.kept_len == 1 &&
      (token.kept[0] == 'X' || token.kept[0] == 'x' || token.kept[0] == '0')) {
    return 0;
  }
  if (!token.all_digits || token.kept[0] == '0' || token.kept_len > 7) return -1;
  u64 value = 0;
  for (size_t i = 0; i < token.kept_len; ++i) value = value * 10 + (token.kept[i] - '0');
  return value < cells ? (long long)value : -1;
}

// The cases until `0 0` (or the end): YES when moves can reach 1 2 ... MN-1 with the blank
// last. A horizontal move keeps the order of the tiles read row by row; a vertical one
// carries a tile past N-1 others, which flips the order's parity when N is even, and moves
// the blank a row: that parity, plus the blank's row when N is even, is what is kept.
int run_poj2893() {
  const u64 MAX_SIDE = 999;
  std::vector<u32> order;          // the tiles, blank skipped, each less one
  std::vector<unsigned char> seen;  // a byte a value: seen, then a cycle's entry visited
  for (u64 number = 1;; ++number) {
    Place at = {number, -1, 0, 0};
    Token rows, columns;
    if (!next_token(rows)) {
      Place nowhere = {0, -1, 0, 0};
      if (number == 1) bad_input(line, nowhere, 0, "the input is empty");
      break;
    }
    const std::string not_a_size =
        "expected the board's rows and columns: two whole numbers from 2 to 999, or 0 0 at "
        "the end";
    if (!next_token(columns)) bad_input(line, at, 0, not_a_size);
    long long m = side_of(rows), n = side_of(columns);
    if (m == 0 && n == 0) break;
    bool m_fits = m >= 2 && u64(m) <= MAX_SIDE, n_fits = n >= 2 && u64(n) <= MAX_SIDE;
    if (!m_fits) bad_input(rows.line, at, &rows, not_a_size);
    if (!n_fits) bad_input(columns.line, at, &columns, not_a_size);
    Place place = {number, -1, u64(m), u64(n)};
    const u64 cells = u64(m) * u64(n);
    order.clear();
    seen.assign(cells, 0);
    u64 blank_row = 0;
    for (u64 cell = 0; cell < cells; ++cell) {
      Token token;
      if (!next_token(token)) bad_input(line, place, 0, "the input ends inside this board");
      long long value = cell_value(token, cells);
      if (value < 0) {
        bad_input(token.line, place, &token,
                  "not a cell of a " + decimal(u64(m)) + "x" + decimal(u64(n)) +
                      " board: the tiles are 1 to " + decimal(cells - 1) +
                      ", the blank 0, X or x");
      }
      if (seen[size_t(value)]) {
        bad_input(token.line, place, &token,
                  value == 0 ? std::string("more than one blank")
                             : "tile " + decimal(u64(value)) + " appears more than once");
      }
      seen[size_t(value)] = 1;
      if (value == 0) {
        blank_row = cell / u64(n);
      } else {
        order.push_back(u32(value - 1));
      }
    }
    // An even permutation has as many cycles as entries, less an even number.
    seen.assign(order.size(), 0);
    u64 cycles = 0;
    for (size_t start = 0; start < order.size(); ++start) {
      if (seen[start]) continue;
      ++cycles;
      for (size_t at_entry = start; !seen[at_entry]; at_entry = order[at_entry]) {
        seen[at_entry] = 1;
      }
    }
    u64 odd_order = (order.size() - cycles) % 2;
    u64 rows_to_go = n % 2 == 0 ? u64(m) - 1 - blank_row : 0;
    put((odd_order + rows_to_go) % 2 == 0 ? "YES\n" : "NO\n");
    case_done(0, 0, 0, -1);
  }
  flush_output();
  return EXIT_OK;
}
