//! UVa 10085 "The Most Distant State": from each 3x3 board, a state at the greatest
//! distance and a shortest path to it.
//!
//! Input: the number of cases, then each case after a blank line: 3 rows of 3 numbers, 0 the
//! blank (the blank lines are whitespace like any other). Output per case: `Puzzle #k`, the
//! farthest state as 3 rows of numbers separated by spaces, a shortest path to it in `ULDR`
//! (the blank's moves, as everywhere in `eight`), and an empty line. The statement's sample,
//! `2 6 4 / 1 3 7 / 0 5 8`, has its farthest states 31 moves away; its answer shows `8 1 5 /
//! 7 3 6 / 4 0 2`, the state `eight` picks too, by another path of 31 moves.
//!
//! # Which state, and why it is right
//! Several states may be farthest (2 from a blank in a corner or on a side, 148 from the
//! centre), and the judge takes any of them with any shortest path to it. `eight` picks the
//! one whose smallest shortest path (d < l < r < u) is smallest, and prints that path.
//!
//! Distances do not depend on the tiles' names: renaming the tiles of the start and of every
//! state alike keeps every path. So the farthest states of a start are those of the
//! *canonical start* with the same blank cell (tiles 1 to 8 in reading order), renamed back.
//! [`FARTHEST`] lists them for each blank cell, the chosen one first: facts of the 3x3 board
//! that `tests/farthest.rs` derives again with a breadth-first search of its own and compares
//! with what `eight` prints and judges. A case is then an ordinary query from the start to
//! the chosen state, which the 3x3 tables answer with its smallest shortest path.
//!
//! # Costs
//! One board read and its nine cells renamed a case; one table of the nine built per blank
//! cell seen.

use super::{push_spaced, Cases, Dialect, Info, Sizes};
use crate::shared::{push_decimal, Answer, Error, Place, Puzzle, Query, Size, Tokens};
use std::io::Read;

/// For each blank cell, the states farthest from the canonical start with the blank there
/// (tiles 1 to 8 in reading order around it), 9 digits each, 0 the blank: first the one
/// whose smallest shortest path is smallest, then the others in the order of theirs.
const FARTHEST: [&str; 9] = [
    "876041253806547231",
    "086743251860547231",
    "876240531806743251",
    "876342051056847321",
    concat!(
        "831504726851724036051824736836502741216504387816204357826405371846107325316504827",
        "876532041876302541476208351276581340076284351786204351476508123476582310678415023",
        "846517320846507312786504312086754312871204356856703421876452310476108325678435120",
        "678405321678503421670485123853712640678352041678352410850732641021384576852704361",
        "832504761320514876321564870320561874021534876853704621853762041821504376346527810",
        "340526817281374056872364051870562341876405123876402351873502641786542310271504386",
        "086745321678435012078465123786521340086751324046857123460857123875603421826571340",
        "081274356678241035678241350678204351678502341576842310876201354372504861086724351",
        "780465123875602341053782641678104325876251340856704231576801324521834076875264031",
        "876245031851704326085746123056814327056871324856734021056874312856702341867504231",
        "086714325875604123678415230246507381146237058846507123826507341146287350046217358",
        "826374051876214350856704123346507821876205341176204358856204371056824371326504871",
        "826704351850764321876504321860527341860537421856407321056847321846207351546807321",
        "146507328576821340046587321860547231376502841867502341321584076362571840867324051",
        "860347521867254031860457321850746123360572841874256031840536721840376521840576231",
        "067485123140267358876342051874306521324516870846502371840526371846705321840756321",
        "854706321874326051846572310856274031",
    ),
    "876251340840756321",
    "847652301864057321",
    "847652310867254031",
    "867254301647850321",
];

/// The states farthest from `start`, the one `eight` answers first.
fn farthest<B: Puzzle>(start: &B) -> impl Iterator<Item = B> + '_ {
    let cells = start.cells();
    let blank = cells.iter().position(|&cell| cell == 0).unwrap_or(0);
    // The tile of `start` that each tile of the canonical start stands for.
    let mut tile_of = [0u8; 9];
    for (cell, &tile) in cells.iter().enumerate() {
        let canonical = match cell {
            _ if cell < blank => cell + 1,
            _ if cell > blank => cell,
            _ => 0,
        };
        tile_of[canonical] = tile;
    }
    FARTHEST[blank].as_bytes().chunks(9).map(move |digits| {
        let renamed: Vec<u8> = digits
            .iter()
            .map(|&digit| tile_of[usize::from(digit - b'0')])
            .collect();
        start
            .with_cells(&renamed)
            .expect("a state renamed is a board")
    })
}

/// The UVa 10085 dialect.
pub struct Uva10085;

impl Dialect for Uva10085 {
    const INFO: Info = Info {
        name: "uva10085",
        summary: "UVa 10085 The Most Distant State: N boards; a farthest state and a path to it",
        sizes: Sizes::Fixed(Size::THREE),
        cases: Cases::Announced,
        goal: None,
        limit: None,
        unsolvable_is_an_answer: false,
        accepts: Some("any farthest state with any shortest path to it"),
        most_cases: None,
        always_reachable: true,
        accepts_any_shortest: true,
        accepts_any_length: false,
        function: None,
        farthest: true,
    };

    fn case<R: Read, B: Puzzle>(
        &self,
        tokens: &mut Tokens<R>,
        shape: B::Shape,
        case: u64,
    ) -> Result<Option<Query<B>>, Error> {
        let place = Place {
            case: Some(case),
            role: None,
            size: None,
        };
        Ok(B::read(tokens, shape, place)?.map(|start| {
            let goal = farthest(&start)
                .next()
                .expect("every cell has farthest states");
            Query { start, goal }
        }))
    }

    fn answer<B: Puzzle>(
        &self,
        out: &mut Vec<u8>,
        case: u64,
        query: &Query<B>,
        answer: Answer<'_>,
    ) {
        out.extend_from_slice(b"Puzzle #");
        push_decimal(out, case);
        out.push(b'\n');
        push_spaced(out, &query.goal, b"0", b'\n');
        // The chosen state is reachable by its construction: the path is always there.
        let path = answer.path().unwrap_or_default();
        out.extend(path.iter().map(u8::to_ascii_uppercase));
        out.extend_from_slice(b"\n\n");
    }

    fn write_case<B: Puzzle>(&self, out: &mut Vec<u8>, query: &Query<B>) {
        out.push(b'\n');
        push_spaced(out, &query.start, b"0", b'\n');
    }
}

/// The judge's side: the header, a farthest state (any), a shortest path to it (any) and the
/// empty line.
mod judging {
    use super::*;
    use crate::format::judging::{judge_path, Judge, PathRule};
    use crate::shared::{Fault, Output};

    impl Judge for Uva10085 {
        fn judge<R: Read, B: Puzzle>(
            &self,
            output: &mut Output<R>,
            case: u64,
            query: &Query<B>,
            truth: Answer<'_>,
        ) -> Result<(), Fault> {
            output.literal(format!("Puzzle #{case}").as_bytes(), "the case's header")?;
            output.end_of_line("the case's header", "the end of the line")?;
            let spot = output.spot();
            let mut cells = [0u8; 9];
            for (cell, value) in cells.iter_mut().enumerate() {
                if cell % 3 > 0 {
                    output.literal(b" ", "a row of the farthest state")?;
                } else if cell > 0 {
                    output.end_of_line("a row of the farthest state", "the end of the row")?;
                }
                let number_spot = output.spot();
                let number = output.number(1, "the farthest state")?;
                if number > 8 {
                    return Err(number_spot
                        .reject(format!("a state holds the numbers 0 to 8, not {number}")));
                }
                *value = number as u8;
            }
            output.end_of_line("a row of the farthest state", "the end of the row")?;
            let state = query.start.with_cells(&cells).ok_or_else(|| {
                spot.reject("the farthest state holds a number twice, so it is no board")
            })?;
            let moves = truth.path().map_or(0, <[u8]>::len);
            if !farthest(&query.start).any(|far| far == state) {
                return Err(spot.reject(format!(
                    "{} is not a state at the greatest distance from the start, {moves} moves",
                    state.show()
                )));
            }
            // No path to a farthest state is shorter than `moves`.
            let rule = PathRule {
                upper_case: true,
                exact: None,
                longest: Some(moves),
                unsolvable_word: None,
            };
            judge_path(output, &query.start, &state, &rule)?;
            output.end_of_line("the empty line after a case", "an empty line")
        }
    }
}
