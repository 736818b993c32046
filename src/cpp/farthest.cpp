// UVa 10085 for eight.cpp (`eight bundle --format uva10085` defines EIGHT_FARTHEST and puts
// it in; the other formats' files leave it out).
//
// This is src/cpp/farthest.cpp of the `eight` crate: not a program on its own.
//
// UVa 10085 "The Most Distant State": from each 3x3 board, a state at the greatest distance
// and a shortest path to it. As in the crate (src/format/uva10085.rs, which says why it is
// right): for each blank cell, the states farthest from the canonical start with the blank
// there (tiles 1 to 8 in reading order around it), 9 digits each, the one whose smallest
// shortest path is smallest first; a start's are those renamed back to its tiles. The solver
// answers the first with the tables' smallest shortest path; the checker takes any of them.

const char *const FARTHEST[CELLS] = {
    "876041253806547231",
    "086743251860547231",
    "876240531806743251",
    "876342051056847321",
    "831504726851724036051824736836502741216504387816204357826405371846107325316504827"
    "876532041876302541476208351276581340076284351786204351476508123476582310678415023"
    "846517320846507312786504312086754312871204356856703421876452310476108325678435120"
    "678405321678503421670485123853712640678352041678352410850732641021384576852704361"
    "832504761320514876321564870320561874021534876853704621853762041821504376346527810"
    "340526817281374056872364051870562341876405123876402351873502641786542310271504386"
    "086745321678435012078465123786521340086751324046857123460857123875603421826571340"
    "081274356678241035678241350678204351678502341576842310876201354372504861086724351"
    "780465123875602341053782641678104325876251340856704231576801324521834076875264031"
    "876245031851704326085746123056814327056871324856734021056874312856702341867504231"
    "086714325875604123678415230246507381146237058846507123826507341146287350046217358"
    "826374051876214350856704123346507821876205341176204358856204371056824371326504871"
    "826704351850764321876504321860527341860537421856407321056847321846207351546807321"
    "146507328576821340046587321860547231376502841867502341321584076362571840867324051"
    "860347521867254031860457321850746123360572841874256031840536721840376521840576231"
    "067485123140267358876342051874306521324516870846502371840526371846705321840756321"
    "854706321874326051846572310856274031",
    "876251340840756321",
    "847652301864057321",
    "847652310867254031",
    "867254301647850321",
};

bool farthest_state(const u8 *start, int index, u8 *state) {
  int blank = 0;
  while (start[blank] != 0) ++blank;
  const char *states = FARTHEST[blank];
  if (size_t(index) * CELLS >= std::strlen(states)) return false;
  // The tile of `start` that each tile of the canonical start stands for.
  u8 tile_of[CELLS];
  for (int cell = 0; cell < CELLS; ++cell) {
    tile_of[cell < blank ? cell + 1 : cell > blank ? cell : 0] = start[cell];
  }
  for (int cell = 0; cell < CELLS; ++cell) state[cell] = tile_of[states[index * CELLS + cell] - '0'];
  return true;
}

// Reads case `number`: its start, and the farthest state that the solver answers.
bool read_farthest_case(u64 number, Board &start, Board &goal) {
  Place place = {number, -1, 0, 0};
  if (!read_board(place, start)) return false;
  farthest_state(start.cells, 0, goal.cells);
  for (int cell = 0; cell < CELLS; ++cell) {
    if (goal.cells[cell] == 0) goal.blank = cell;
  }
  return true;
}

// Appends the answer to case `number`: Puzzle #k, the farthest state's rows, the path in
// upper case, an empty line.
void answer_farthest(u64 number, const Board &goal, const char *path, int length) {
  put("Puzzle #");
  put_decimal(number);
  put("\n");
  put_rows(goal.cells);
  for (int step = 0; step < length; ++step) {
    char letter = char(path[step] - 'a' + 'A');
    put(&letter, 1);
  }
  put("\n\n");
}
