// POJ 3240 for eight.cpp (`eight bundle --lang cpp --format poj3240` defines
// EIGHT_SIDE_FIRST and puts it in): n (2 to 10), an n x n board; the blank's moves (DLRU) to
// 1 2 ... n*n-1, blank last, or "No Answer!". 3x3 by the tables and 4x4 by the 15-puzzle
// search (exact); 2x2 and n >= 5 as the crate answers them, move for move (tests/conformance
// compare the bytes): src/big/'s reduction down to the first rectangle the crate leaves to
// its exact engine (4x4 on 5x5, 3x4 beyond; the sides placed by searches a few tiles at a
// time up to 10x10, tile by tile at SPOJ SOLVING's brisk pace on 4x4 and 5x5, the last two
// of a line and a 2x2 board by a window search), then that rectangle's smallest shortest
// path by the 15-puzzle search.

const int BIG_MOST = 100;  // cells of a 10x10 board

int big_columns, big_rows;
int big_label[BIG_MOST];    // at each cell, the goal cell of its tile
int big_cell_of[BIG_MOST];  // the cell of each label
bool big_locked[BIG_MOST];
int big_blank, big_blank_label;

int big_distance(int a, int b) {
  int rows = a / big_columns - b / big_columns, columns = a % big_columns - b % big_columns;
  return (rows < 0 ? -rows : rows) + (columns < 0 ? -columns : columns);
}

// Where the blank lands from `cell` by move `code` (d, l, r, u), or -1 off the board.
int big_target(int cell, int code) {
  int row = cell / big_columns, column = cell % big_columns;
  switch (code) {
    case 0: return row + 1 < big_rows ? cell + big_columns : -1;
    case 1: return column > 0 ? cell - 1 : -1;
    case 2: return column + 1 < big_columns ? cell + 1 : -1;
    default: return row > 0 ? cell - big_columns : -1;
  }
}

int big_direction(int from, int to) {
  if (to == from + big_columns) return 0;
  if (to + big_columns == from) return 3;
  return to == from + 1 ? 2 : 1;
}

void big_step(int code) {
  int to = big_target(big_blank, code);
  int label = big_label[to];
  big_label[big_blank] = label;
  big_cell_of[label] = big_blank;
  big_label[to] = big_blank_label;
  big_cell_of[big_blank_label] = to;
  big_blank = to;
  char letter = char(LETTERS[code] - 'a' + 'A');
  put(&letter, 1);
}

// How much the step lowers the Manhattan sum (1 or -1); -2 off the board or into a lock.
int big_gain(int code) {
  int to = big_target(big_blank, code);
  if (to < 0 || big_locked[to]) return -2;
  int label = big_label[to];
  return big_distance(to, label) - big_distance(big_blank, label);
}

// The blank, `avoid` and `target` in a line, `avoid` between: round it on the side where the
// four tiles moved gain most (the first side on a tie). False when that is not the case.
bool big_round_the_tile(int target, int avoid) {
  if (avoid < 0 || big_distance(big_blank, target) != 2 || big_distance(big_blank, avoid) != 1)
    return false;
  int ahead = big_direction(big_blank, avoid);
  if (big_target(avoid, ahead) != target) return false;
  int sides[2] = {1, 2};
  if (ahead == 1 || ahead == 2) sides[0] = 0, sides[1] = 3;
  int best = -1, best_gain = 0;
  for (int s = 0; s < 2; ++s) {
    int path[4] = {sides[s], ahead, ahead, 3 - sides[s]};
    int at = big_blank, gain = 0;
    bool legal = true;
    for (int i = 0; i < 4 && legal; ++i) {
      int next = big_target(at, path[i]);
      if (next < 0 || next == avoid || big_locked[next]) {
        legal = false;
      } else {
        int label = big_label[next];
        gain += big_distance(next, label) - big_distance(at, label);
        at = next;
      }
    }
    if (legal && (best < 0 || gain > best_gain)) best = sides[s], best_gain = gain;
  }
  if (best < 0) return false;
  int path[4] = {best, ahead, ahead, 3 - best};
  for (int i = 0; i < 4; ++i) big_step(path[i]);
  return true;
}

// A shortest free path for the blank to `target` (avoiding `avoid` and the locks), found by
// breadth-first search in the box of the two cells grown by a margin, doubled until found.
void big_detour(int target, int avoid) {
  if (big_round_the_tile(target, avoid)) return;
  int br = big_blank / big_columns, bc = big_blank % big_columns;
  int tr = target / big_columns, tc = target % big_columns;
  for (int margin = 1;; margin *= 2) {
    int top = std::max(std::min(br, tr) - margin, 0), left = std::max(std::min(bc, tc) - margin, 0);
    int bottom = std::min(std::max(br, tr) + margin, big_rows - 1);
    int right = std::min(std::max(bc, tc) + margin, big_columns - 1);
    int came_from[BIG_MOST];
    for (int cell = 0; cell < BIG_MOST; ++cell) came_from[cell] = -1;
    int queue[BIG_MOST], head = 0, tail = 0;
    came_from[big_blank] = big_blank;
    queue[tail++] = big_blank;
    while (head < tail) {
      int cell = queue[head++];
      if (cell == target) break;
      for (int code = 0; code < 4; ++code) {
        int next = big_target(cell, code);
        if (next < 0) continue;
        int nr = next / big_columns, nc = next % big_columns;
        if (nr >= top && nr <= bottom && nc >= left && nc <= right && next != avoid &&
            !big_locked[next] && came_from[next] < 0) {
          came_from[next] = cell;
          queue[tail++] = next;
        }
      }
    }
    if (came_from[target] < 0 && top == 0 && left == 0 && bottom == big_rows - 1 &&
        right == big_columns - 1) {
      std::abort();  // the free cells around the blank always reach its target
    }
    if (came_from[target] >= 0) {
      int path[BIG_MOST], length = 0;
      for (int cell = target; cell != big_blank; cell = came_from[cell]) path[length++] = cell;
      for (int i = length - 1; i >= 0; --i) big_step(big_direction(big_blank, path[i]));
      return;
    }
  }
}

// Walks the blank to `target` without entering a lock or `avoid`: a step that brings it
// nearer, the one that also brings its tile nearer first, else the one along the longer way.
void big_walk_blank(int target, int avoid) {
  while (big_blank != target) {
    int br = big_blank / big_columns, bc = big_blank % big_columns;
    int tr = target / big_columns, tc = target % big_columns;
    int vertical = tr > br ? 0 : tr < br ? 3 : -1;
    int horizontal = tc > bc ? 2 : tc < bc ? 1 : -1;
    int order[2] = {vertical, horizontal};
    if (std::abs(tr - br) < std::abs(tc - bc)) order[0] = horizontal, order[1] = vertical;
    int chosen = -1, chosen_gain = -3;
    for (int i = 0; i < 2; ++i) {
      if (order[i] < 0) continue;
      int next = big_target(big_blank, order[i]);
      if (next == avoid || big_locked[next]) continue;
      int gain = big_gain(order[i]);
      if (gain > chosen_gain) chosen = order[i], chosen_gain = gain;
    }
    if (chosen >= 0) {
      big_step(chosen);
    } else {
      big_detour(target, avoid);
    }
  }
}

bool big_in_line(int a, int b, int c) {
  return (a / big_columns == b / big_columns && b / big_columns == c / big_columns) ||
         (a % big_columns == b % big_columns && b % big_columns == c % big_columns);
}

// Walks the tile `label` to `target`: the blank goes to the cell ahead of it and steps back;
// of the two cells nearer the target, the one the blank reaches sooner (the first on a tie).
void big_walk_tile(int label, int target) {
  for (;;) {
    int at = big_cell_of[label];
    if (at == target) return;
    int ar = at / big_columns, ac = at % big_columns;
    int tr = target / big_columns, tc = target % big_columns;
    int options[2] = {tr > ar ? at + big_columns : tr < ar ? at - big_columns : -1,
                      tc > ac ? at + 1 : tc < ac ? at - 1 : -1};
    int next = -1, next_cost = 0;
    for (int i = 0; i < 2; ++i) {
      int cell = options[i];
      if (cell < 0 || big_locked[cell]) continue;
      int to_cell = big_distance(big_blank, cell), to_tile = big_distance(big_blank, at);
      bool behind = to_cell == to_tile + 1 && to_tile > 0 && big_in_line(big_blank, at, cell);
      int cost = to_cell + (behind ? 2 : 0);
      if (next < 0 || cost < next_cost) next = cell, next_cost = cost;
    }
    big_walk_blank(next, at);
    big_step(big_direction(next, at));
  }
}

// Solves a window of at most 6 cells holding the blank and the tracked labels (each with its
// target) by breadth-first search over where those are; other tiles are interchangeable.
void big_solve_window(const int *window, int width, const int *tracked, int count) {
  int pieces = count + 1, states = 1;
  for (int i = 0; i < pieces; ++i) states *= width;
  std::vector<int> came_from(states, -1), step_of(states, 0);
  int slot[BIG_MOST];
  for (int cell = 0; cell < BIG_MOST; ++cell) slot[cell] = -1;
  for (int i = 0; i < width; ++i) slot[window[i]] = i;
  int start = slot[big_blank];
  for (int i = 0; i < count; ++i) start = start * width + slot[big_cell_of[tracked[i]]];
  int goal = 0;
  for (int i = 0; i < count; ++i) goal = goal * width + slot[tracked[i]];
  int modulus = states / width;
  std::deque<int> queue(1, start);
  came_from[start] = start;
  int found = -1;
  while (!queue.empty()) {
    int code = queue.front();
    queue.pop_front();
    if (code % modulus == goal) {
      found = code;
      break;
    }
    int positions[4];
    for (int i = pieces - 1, rest = code; i >= 0; --i) positions[i] = rest % width, rest /= width;
    for (int move = 0; move < 4; ++move) {
      int cell = big_target(window[positions[0]], move);
      if (cell < 0 || slot[cell] < 0) continue;
      int next[4];
      for (int i = 0; i < pieces; ++i) next[i] = positions[i] == slot[cell] ? positions[0] : positions[i];
      next[0] = slot[cell];
      int next_code = 0;
      for (int i = 0; i < pieces; ++i) next_code = next_code * width + next[i];
      if (came_from[next_code] < 0) {
        came_from[next_code] = code;
        step_of[next_code] = move;
        queue.push_back(next_code);
      }
    }
  }
  std::vector<int> steps;
  for (int code = found; code != start; code = came_from[code]) steps.push_back(step_of[code]);
  for (size_t i = steps.size(); i > 0; --i) big_step(steps[i - 1]);
}

// Places the cells of `line` (a side of the unsolved rectangle, at least 3 deep `inward`),
// from its end nearer the blank, and locks them.
void big_place_line(int *line, int k, int inward) {
  if (big_distance(big_blank, line[k - 1]) < big_distance(big_blank, line[0])) std::reverse(line, line + k);
  for (int j = 0; j < k - 2; ++j) {
    big_walk_tile(line[j], line[j]);
    big_locked[line[j]] = true;
  }
  int second_last = line[k - 2], end = line[k - 1];
  if (big_label[second_last] != second_last || big_label[end] != end) {
    big_walk_tile(second_last, end);
    big_locked[end] = true;
    int window[6] = {second_last, end, second_last + inward, end + inward,
                     second_last + 2 * inward, end + 2 * inward};
    if (big_blank == second_last) big_step(big_direction(second_last, window[2]));
    bool in_window = false;
    for (int i = 0; i < 6; ++i) in_window = in_window || big_cell_of[end] == window[i];
    if (!in_window) big_walk_tile(end, window[3]);
    int last_at = big_cell_of[end];
    bool blank_in = false;
    for (int i = 0; i < 6; ++i) blank_in = blank_in || big_blank == window[i];
    if (!blank_in) big_walk_blank(window[2] != last_at ? window[2] : window[3], last_at);
    big_locked[end] = false;
    int tracked[2] = {second_last, end};
    big_solve_window(window, 6, tracked, 2);
  }
  big_locked[second_last] = big_locked[end] = true;
}

// The states the searches of one board met (src/big/place.rs's Marks): open addressing,
// linear probing, at most half full; an entry holds the number of the search that wrote it
// (top 16 bits), the state's number (30 bits), its cost (16 bits) and the move (2 bits).
std::vector<u64> big_marks;
u64 big_search;
size_t big_used;

size_t big_find(u32 number) {
  size_t mask = big_marks.size() - 1;
  size_t at = size_t((u64(number) * 0x9E3779B97F4A7C15ULL) >> 40) & mask;
  for (;; at = (at + 1) & mask) {
    u64 entry = big_marks[at];
    if (entry >> 48 != big_search || u32(entry >> 18 & 0x3FFFFFFF) == number) return at;
  }
}

// The cost of reaching state `number`, or 65535 if this search has not met it.
int big_cost(u32 number) {
  u64 entry = big_marks[big_find(number)];
  return entry >> 48 == big_search ? int(entry >> 2 & 65535) : 65535;
}

void big_mark(u32 number, int cost, int step) {
  size_t at = big_find(number);
  if (big_marks[at] >> 48 != big_search && 2 * ++big_used > big_marks.size()) {
    std::vector<u64> old(big_marks.size() * 2, 0);
    old.swap(big_marks);
    big_used = 0;
    for (size_t i = 0; i < old.size(); ++i)
      if (old[i] >> 48 == big_search) {
        big_marks[big_find(u32(old[i] >> 18 & 0x3FFFFFFF))] = old[i];
        ++big_used;
      }
    big_mark(number, cost, step);
    return;
  }
  big_marks[at] = big_search << 48 | u64(number) << 18 | u64(cost) << 2 | u64(step);
}

// Places the tiles of `cells` (labels, each its own target cell) by blank moves within the
// `width` cells of `free` and returns 0; or returns 1, moving nothing, when they cannot get
// there, 2 when the search meets more than `budget` states (src/big/place.rs's place): a
// best-first search over where the blank and the tiles are
// (other tiles interchangeable). A move costs 16, 12 when the untracked tile it shifts
// comes nearer its cell and 20 when farther; the estimate counts the moves each tile alone
// needs, `weight` a move. Buckets by f, the lowest first, the newest first, moves d, l, r,
// u: the same path as the crate's. Each tile is kept within `lane` cells of the box round
// its cell and its target (place.rs's LANE), or anywhere when `lane` is -1.
int big_place_in(const int *free, int width, const int *cells, int tiles, int weight, size_t budget,
                 int lane) {
  const u32 OFF = 255, blank_shift = u32(8 * tiles);
  int slot[BIG_MOST];
  for (int cell = 0; cell < BIG_MOST; ++cell) slot[cell] = -1;
  for (int i = 0; i < width; ++i) slot[free[i]] = i;
  std::vector<u32> neighbours(size_t(width) * 4, OFF);
  std::vector<int> costs(size_t(width) * 4, 16);
  for (int i = 0; i < width; ++i)
    for (int m = 0; m < 4; ++m) {
      int at = big_target(free[i], m);
      if (at < 0 || slot[at] < 0) continue;
      neighbours[size_t(i) * 4 + size_t(m)] = u32(slot[at]);
      int label = big_label[at];
      if (at != big_blank && std::find(cells, cells + tiles, label) == cells + tiles)
        costs[size_t(i) * 4 + size_t(m)] = big_distance(free[i], label) < big_distance(at, label) ? 12 : 20;
    }
  // Each tile alone (src/big/place.rs's walks): the fewest moves to its cell from each slot
  // with the blank in each slot (65535: never), by a breadth-first search back from the
  // states with it there; and the least of them over the blank's slots.
  std::vector<unsigned short> alone(size_t(tiles * width * width), 65535), nearest(size_t(tiles * width), 65535);
  std::vector<int> queue;  // the tile's slot times 256 plus the blank's
  for (int t = 0; t < tiles; ++t) {
    unsigned short *table = &alone[size_t(t * width * width)];
    int target = slot[cells[t]], from = big_cell_of[cells[t]];
    int top = std::min(from, cells[t]) / big_columns - lane, bottom = std::max(from, cells[t]) / big_columns + lane;
    int left = std::min(from % big_columns, cells[t] % big_columns) - lane;
    int right = std::max(from % big_columns, cells[t] % big_columns) + lane;
    std::vector<char> crosses(size_t(width), 1);
    for (int i = 0; i < width && lane >= 0; ++i) {
      int row = free[i] / big_columns, column = free[i] % big_columns;
      crosses[size_t(i)] = row >= top && row <= bottom && column >= left && column <= right;
    }
    queue.clear();
    for (int b = 0; b < width; ++b)
      if (b != target) table[target * width + b] = 0, queue.push_back(target << 8 | b);
    for (size_t head = 0; head < queue.size(); ++head) {
      int at = queue[head] >> 8, b = queue[head] & 255;
      unsigned short moved = (unsigned short)(table[at * width + b] + 1);
      for (int m = 0; m < 4; ++m) {
        int to = int(neighbours[size_t(b) * 4 + size_t(m)]), tile = to == at ? b : at;
        if (to == int(OFF) || !crosses[size_t(tile)] || table[tile * width + to] != 65535) continue;
        table[tile * width + to] = moved;
        queue.push_back(tile << 8 | to);
      }
    }
    for (int at = 0; at < width; ++at)
      nearest[size_t(t * width + at)] = *std::min_element(table + at * width, table + (at + 1) * width);
  }
  struct Estimate {
    const unsigned short *alone, *nearest;
    int width, tiles, weight;
    u32 blank_shift;
    // The estimate, `weight` a move: the tiles' nearest moves plus the least extra the
    // blank's slot costs one of them; -1 when a tile cannot reach its cell.
    int operator()(u64 state) const {
      int blank = int(state >> blank_shift), sum = 0, reach = -1;
      for (int t = 0; t < tiles; ++t) {
        int at = int(state >> (8 * t) & 255), least = nearest[t * width + at];
        int moves = alone[(t * width + at) * width + blank];
        if (least == 65535) return -1;
        if (least > 0) {
          if (moves == 65535) return -1;
          sum += least;
          if (reach < 0 || moves - least < reach) reach = moves - least;
        }
      }
      return reach < 0 ? 0 : (sum + reach) * weight;
    }
    u32 number(u64 state) const {
      u32 code = u32(state >> blank_shift);
      for (int t = 0; t < tiles; ++t) code = code * u32(width) + u32(state >> (8 * t) & 255);
      return code;
    }
  } estimate = {&alone[0], &nearest[0], width, tiles, weight, blank_shift};
  u64 start = u64(slot[big_blank]) << blank_shift;
  for (int t = 0; t < tiles; ++t) start |= u64(slot[big_cell_of[cells[t]]]) << (8 * t);
  if (big_marks.empty()) big_marks.resize(1 << 12, 0);
  if (++big_search == 65536) {
    std::fill(big_marks.begin(), big_marks.end(), 0);
    big_search = 1;
  }
  big_used = 0;
  big_mark(estimate.number(start), 0, 0);
  if (estimate(start) < 0) return 1;
  // Kept from search to search, as their allocations.
  static std::vector<std::vector<std::pair<u64, int> > > buckets;
  for (size_t f = 0; f < buckets.size(); ++f) buckets[f].clear();
  size_t lowest = size_t(estimate(start));
  if (buckets.size() <= lowest) buckets.resize(lowest + 1);
  buckets[lowest].push_back(std::make_pair(start, 0));
  u64 goal = 0;
  for (;;) {
    while (lowest < buckets.size() && buckets[lowest].empty()) ++lowest;
    if (lowest == buckets.size()) return 1;
    u64 state = buckets[lowest].back().first;
    int cost = buckets[lowest].back().second;
    buckets[lowest].pop_back();
    if (big_cost(estimate.number(state)) < cost) continue;
    if (estimate(state) == 0) {
      goal = state;
      break;
    }
    u64 blank = state >> blank_shift;
    for (int m = 0; m < 4; ++m) {
      u64 to = neighbours[size_t(blank) * 4 + size_t(m)];
      if (to == OFF) continue;
      u64 next = (state & ~(u64(255) << blank_shift)) | to << blank_shift;
      int next_cost = cost + costs[size_t(blank) * 4 + size_t(m)];
      for (int t = 0; t < tiles; ++t)
        if ((state >> (8 * t) & 255) == to) {
          next = (next & ~(u64(255) << (8 * t))) | blank << (8 * t);
          next_cost = cost + 16;
        }
      int left = estimate(next);
      if (left < 0) continue;  // a tile cut off from its cell
      u32 number = estimate.number(next);
      size_t at = big_find(number);
      bool met = big_marks[at] >> 48 == big_search;
      if (!met || int(big_marks[at] >> 2 & 65535) > next_cost) {
        // One probe for a state met before; a new one may grow the table.
        if (met) big_marks[at] = big_search << 48 | u64(number) << 18 | u64(next_cost) << 2 | u64(m);
        else big_mark(number, next_cost, m);
        if (big_used > budget) return 2;
        size_t f = size_t(next_cost + left);
        if (buckets.size() <= f) buckets.resize(f + 1);
        buckets[f].push_back(std::make_pair(next, next_cost));
        if (f < lowest) lowest = f;
      }
    }
  }
  std::vector<int> steps;
  for (u64 at = goal; at != start;) {
    int m = int(big_marks[big_find(estimate.number(at))] & 3);
    steps.push_back(m);
    u64 blank = at >> blank_shift, back = neighbours[size_t(blank) * 4 + size_t(3 - m)];
    u64 before = (at & ~(u64(255) << blank_shift)) | back << blank_shift;
    for (int t = 0; t < tiles; ++t)
      if ((at >> (8 * t) & 255) == back) before = (before & ~(u64(255) << (8 * t))) | blank << (8 * t);
    at = before;
  }
  for (size_t i = steps.size(); i > 0; --i) big_step(steps[i - 1]);
  return 0;
}

// big_place_in with each tile kept near its way, then, if that cannot place them, anywhere.
int big_place(const int *free, int width, const int *cells, int tiles, int weight, size_t budget) {
  int stop = big_place_in(free, width, cells, tiles, weight, budget, 1);
  return stop == 1 ? big_place_in(free, width, cells, tiles, weight, budget, -1) : stop;
}

// Places the cells of `line` (a side of the unsolved rectangle, whose unlocked cells are
// `free`) in groups from its end nearer the blank, the smaller first, each by big_place, and
// locks them (src/big/peel.rs's place_line_by_search): on boards of at most 25 cells groups
// of at most 5 at weight 11 over all the free cells; beyond, groups of at most 3 at weight
// 14 (when `brisk`, 13 up to 64 cells, 14 up to 81, 15 beyond: its BRISK_WEIGHTS), over
// the free cells of the box round the tiles, their cells and the blank (at least 3x3) and,
// if they cannot get there, over all.
void big_place_line_by_search(int *line, int k, std::vector<int> &free, bool brisk) {
  if (big_distance(big_blank, line[k - 1]) < big_distance(big_blank, line[0])) std::reverse(line, line + k);
  const bool small = big_rows * big_columns <= 25;
  const int cells = big_rows * big_columns, most = small ? 5 : 3;
  const int weight = small ? 11 : !brisk ? 14 : cells <= 64 ? 13 : cells <= 81 ? 14 : 15;
  for (int placed = 0; placed < k;) {
    int rest = k - placed, group = rest / ((rest + most - 1) / most);
    const int *cells = line + placed;
    std::vector<int> boxed;
    if (!small) {
      int top = big_rows, bottom = 0, left = big_columns, right = 0;
      for (int i = 0; i <= 2 * group; ++i) {
        int point = i == 2 * group ? big_blank : i < group ? cells[i] : big_cell_of[cells[i - group]];
        top = std::min(top, point / big_columns), bottom = std::max(bottom, point / big_columns);
        left = std::min(left, point % big_columns), right = std::max(right, point % big_columns);
      }
      while (bottom - top < std::min(2, big_rows - 1)) {
        if (bottom + 1 < big_rows) ++bottom;
        else --top;
      }
      while (right - left < std::min(2, big_columns - 1)) {
        if (right + 1 < big_columns) ++right;
        else --left;
      }
      for (size_t i = 0; i < free.size(); ++i) {
        int row = free[i] / big_columns, column = free[i] % big_columns;
        if (row >= top && row <= bottom && column >= left && column <= right) boxed.push_back(free[i]);
      }
    }
    // A search that meets more than 200000 states is made again greedier; from weight 32
    // on, without a budget.
    for (int w = weight, stop = 2; stop == 2; w += 8) {
      size_t budget = w < 32 ? 200000 : size_t(-1);
      stop = boxed.empty() ? 1 : big_place(&boxed[0], int(boxed.size()), cells, group, w, budget);
      if (stop == 1) stop = big_place(&free[0], int(free.size()), cells, group, w, budget);
    }
    for (int i = placed; i < placed + group; ++i) {
      big_locked[line[i]] = true;
      free.erase(std::find(free.begin(), free.end(), line[i]));
    }
    placed += group;
  }
}

// Writes the moves from `cells` (n x n, solvable) to the judges' goal: the reduction, then
// the exact finish of the rectangle it leaves.
void big_solve(const u8 *cells, const u8 *goal, int n) {
  big_rows = big_columns = n;
  int count = n * n;
  // Tiles are named by their goal cells, so the goal is the identity.
  int goal_cell_of[BIG_MOST];
  for (int cell = 0; cell < count; ++cell) goal_cell_of[goal[cell]] = cell;
  for (int cell = 0; cell < count; ++cell) {
    int label = goal_cell_of[cells[cell]];
    big_label[cell] = label;
    big_cell_of[label] = cell;
    big_locked[cell] = false;
  }
  big_blank_label = goal_cell_of[0];
  big_blank = big_cell_of[big_blank_label];
  int goal_row = big_blank_label / n, goal_column = big_blank_label % n;
  int top = 0, bottom = n, left = 0, right = n;
  int line[10];
  // Boards of at most 25 cells have their sides placed by searches and their last 4x4
  // finished exactly, as the crate's careful pace; SPOJ SOLVING's take the brisk one, tile
  // by tile down to 12 cells (the crate's `Pace`). Boards of 26 to 100 cells have their
  // sides placed by searches three tiles at a time at either pace.
  const bool brisk = FORMAT == SPOJ_SOLVING, searched = count > 25 || !brisk;
  for (;;) {
    int height = bottom - top, width = right - left, k = 0;
    // The crate's batch leaves every rectangle of at most 12 cells to its exact engine, and
    // 4x4 on boards whose sides it places by searches.
    if (height * width <= 12 || (height == 4 && width == 4 && searched && count <= 25)) break;
    // A search takes the rectangle's cells before the line comes off it.
    std::vector<int> free;
    for (int row = top; row < bottom && searched; ++row)
      for (int column = left; column < right; ++column) free.push_back(row * n + column);
    bool peel_row = height >= 3 && (height >= width || width == 2);
    if (searched && height == width && height >= 5) {
      // A square's side whose tiles are nearer their cells (src/big/peel.rs's away).
      int row = goal_row > top ? top : bottom - 1, column = goal_column > left ? left : right - 1;
      int row_away = 0, column_away = 0;
      for (int i = left; i < right; ++i) row_away += big_distance(big_cell_of[row * n + i], row * n + i);
      for (int i = top; i < bottom; ++i) column_away += big_distance(big_cell_of[i * n + column], i * n + column);
      peel_row = row_away <= column_away;
    }
    if (peel_row) {
      int row = goal_row > top ? top++ : --bottom;
      for (int column = left; column < right; ++column) line[k++] = row * n + column;
      if (searched) big_place_line_by_search(line, k, free, brisk);
      else big_place_line(line, k, row == top - 1 ? n : -n);
    } else {
      int column = goal_column > left ? left++ : --right;
      for (int row = top; row < bottom; ++row) line[k++] = row * n + column;
      if (searched) big_place_line_by_search(line, k, free, brisk);
      else big_place_line(line, k, column == left - 1 ? 1 : -1);
    }
  }
  if (bottom - top == 2 && right - left == 2) {
    int corner = top * n + left;
    int window[4] = {corner, corner + 1, corner + n, corner + n + 1}, tracked[3], k = 0;
    for (int i = 0; i < 4; ++i)
      if (window[i] != big_blank_label) tracked[k++] = window[i];
    big_solve_window(window, 4, tracked, 3);
    return;
  }
  // The rectangle left (3x4 or 4x4, 4 wide), its tiles renamed 1, 2, ... in the order of
  // their goal cells around the goal's blank: the 15-puzzle search's goal.
  u8 rest[16], rest_goal[16];
  const int blank_at = (big_blank_label / n - top) * 4 + big_blank_label % n - left;
  for (int index = 0; index < (bottom - top) * 4; ++index) {
    rest_goal[index] = index == blank_at ? 0 : u8(index < blank_at ? index + 1 : index);
  }
  for (int row = top; row < bottom; ++row)
    for (int column = left; column < right; ++column) {
      int label = big_label[row * n + column];
      rest[(row - top) * 4 + column - left] =
          rest_goal[(label / n - top) * 4 + label % n - left];
    }
  init_fifteen(bottom - top, rest_goal);
  int length = solve_fifteen(rest, -1);
  for (int i = 0; i < length; ++i) {
    char letter = char(fifteen_path[i] - 'a' + 'A');
    put(&letter, 1);
  }
}

// POJ 3240 (one case, sides 2 to 10, `No Answer!`), SPOJ SOLVING (a count of at most 200,
// sides 3 to 10; the judge sends no unsolvable board, answered `unsolvable` with a warning)
// HackerRank's N Puzzle (one case, sides 3 to 5, the goal's blank first; the count of
// moves, then a word a move; `unsolvable` as SPOJ's) and the 42 n-puzzle files (one case
// after `#` comments, sides 3 to 10, the snail; every board, snail.cpp): each case is its
// side and the board.
int run_side_first() {
  const bool announced = FORMAT == SPOJ_SOLVING;
  const bool words = FORMAT == HACKERRANK_NPUZZLE;
  const int least = FORMAT == POJ3240 ? 2 : 3, most = words ? 5 : 10;
  const u64 expected = announced ? read_count() : 1;
  u64 cases = 0, unreachable = 0;
  Token token;
  while (cases < expected) {
    const u64 number = cases + 1;
    Place first = {number, -1, 0, 0};
    if (!next_token(token)) ended_early(cases, expected);
    int n = 0;
    if (token.whole() && token.all_digits && token.kept_len <= 2 && token.kept[0] != '0') {
      for (size_t i = 0; i < token.kept_len; ++i) n = n * 10 + (token.kept[i] - '0');
    }
    if (n < least || n > most) {
      bad_input(token.line, first, &token,
                "expected the board's side n: a whole number from " + decimal(u64(least)) +
                    " to " + decimal(u64(most)));
    }
    Place place = {number, -1, u64(n), u64(n)};
    u8 cells[BIG_MOST], goal[BIG_MOST];
    bool seen[BIG_MOST] = {false};
    for (int cell = 0; cell < n * n; ++cell) {
      goal[cell] = u8(words ? cell : (cell + 1) % (n * n));
      if (!next_token(token)) {
        bad_input(line, cell == 0 ? first : place, 0,
                  cell == 0 ? "the input ends where this board was due"
                            : "the input ends inside this board");
      }
      int value = token.whole() ? grid_value(token.kept, token.kept_len, n * n) : -1;
      if (value < 0) {
        bad_input(token.line, place, &token,
                  "not a cell of a " + decimal(n) + "x" + decimal(n) +
                      " board: the tiles are 1 to " + decimal(n * n - 1) + ", the blank 0, X or x");
      }
      if (seen[value]) {
        bad_input(token.line, place, &token,
                  value == 0 ? std::string("more than one blank")
                             : "tile " + decimal(value) + " appears more than once");
      }
      seen[value] = true;
      cells[cell] = u8(value);
    }
    ++cases;
    if (FORMAT == NPUZZLE42) snail_goal(goal, n);
    const bool solvable = board_parity(cells, n, n) == board_parity(goal, n, n);
    const size_t before = output_len;
    if (!solvable) {
      // The 42 files' `unsolvable` is an ordinary answer; SPOJ's and HackerRank's judges
      // send no such board.
      if (FORMAT != POJ3240 && FORMAT != NPUZZLE42) {
        ++unreachable;
        warn_unreachable(cases);
      }
      put(FORMAT == POJ3240 ? "No Answer!" : "unsolvable");
    } else if (VALIDATING) {
    } else if (n == 3) {
      Board start = Board(), target = Board();
      for (int cell = 0; cell < CELLS; ++cell) {
        start.cells[cell] = cells[cell];
        target.cells[cell] = goal[cell];
        if (cells[cell] == 0) start.blank = cell;
        if (goal[cell] == 0) target.blank = cell;
      }
      init_weights();
      init_exits();
      char path[MAX_MOVES + 2];
      int length = solve(start, target, path);
      for (int i = 0; i < length; ++i) path[i] = char(path[i] - 'a' + 'A');
      put(path, size_t(length));
    } else if (n == 4 && FORMAT != SPOJ_SOLVING) {
      // 4x4 exactly, but at SPOJ SOLVING's pace (the crate's `Pace::Brisk`) as the bigger
      // boards: a row placed tile by tile, then 3x4 exactly.
      init_fifteen(4, goal);
      int length = solve_fifteen(cells, -1);
      for (int i = 0; i < length; ++i) {
        char letter = char(fifteen_path[i] - 'a' + 'A');
        put(&letter, 1);
      }
    } else {
      big_solve(cells, goal, n);
    }
    const int moves = solvable ? int(output_len - before) : -1;
    // A wrong submission's mistake (wrong.cpp) on the moves written, the ones it adds in
    // upper case too.
    const int wrong = mistaken(cells, goal, n, OUTPUT + before, moves);
    for (int i = moves; i < wrong; ++i) OUTPUT[before + i] = char(OUTPUT[before + i] - 'a' + 'A');
    if (wrong >= 0) output_len = before + size_t(wrong);
    if (words && moves >= 0) {
      // The count, then the moves a word a line, from the letters the solve wrote.
      const std::string letters(OUTPUT + before, OUTPUT + output_len);
      output_len = before;
      put_decimal(u64(letters.size()));
      static const char *const WORDS[] = {"DOWN", "LEFT", "RIGHT", "UP"};
      for (size_t i = 0; i < letters.size(); ++i) {
        put("\n");
        put(WORDS[std::strchr(LETTERS, letters[i] - 'A' + 'a') - LETTERS]);
      }
    }
    if (FORMAT == NPUZZLE42 && moves >= 0) put_boards(cells, n, before);
    put("\n");
    case_done(cells, goal, n, moves);
  }
  flush_output();
  warn_input_goes_on(announced, expected);
  return unreachable > 0 ? EXIT_UNREACHABLE : EXIT_OK;
}
