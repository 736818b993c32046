//! The moves of a path as the page carries them: two bits a move (d 0, l 1, r 2, u 3, the
//! order of [`Move`]), four moves a byte with the first in the low bits, the bytes in
//! base64 (RFC 4648, with padding), which the page's script reads back with `atob`. A path
//! of n moves takes about n / 3 characters: 100,000 moves are 33 KB.
//!
//! Why it is right: packing and unpacking are inverses for every length (the count is
//! carried beside the text, so the padding moves of the last byte are never read); the unit
//! tests run both ways, and the browser tests read the page's own unpacking.
//!
//! # Costs
//! Linear in the path.

use crate::shared::Move;

/// The base64 alphabet.
const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// `moves` packed two bits a move, in base64.
pub(crate) fn pack(moves: &[Move]) -> String {
    let bytes: Vec<u8> = moves
        .chunks(4)
        .map(|four| {
            four.iter()
                .enumerate()
                .fold(0u8, |byte, (at, &step)| byte | (step as u8) << (2 * at))
        })
        .collect();
    let mut text = String::with_capacity((bytes.len() + 2) / 3 * 4);
    for three in bytes.chunks(3) {
        let word = three.iter().enumerate().fold(0u32, |word, (at, &byte)| {
            word | u32::from(byte) << (16 - 8 * at)
        });
        for at in 0..4 {
            if at <= three.len() {
                text.push(char::from(ALPHABET[(word >> (18 - 6 * at) & 63) as usize]));
            } else {
                text.push('=');
            }
        }
    }
    text
}

/// The `count` moves packed in `text` by [`pack`], or `None` if `text` is not such a text.
#[cfg(test)]
pub(crate) fn unpack(text: &str, count: usize) -> Option<Vec<Move>> {
    let mut bytes = Vec::new();
    for four in text.as_bytes().chunks(4) {
        let mut word = 0u32;
        let mut kept = 0;
        for (at, &symbol) in four.iter().enumerate() {
            if symbol == b'=' {
                continue;
            }
            let value = ALPHABET.iter().position(|&a| a == symbol)? as u32;
            word |= value << (18 - 6 * at);
            kept += 1;
        }
        bytes.extend((0..kept.max(1) - 1).map(|at| (word >> (16 - 8 * at)) as u8));
    }
    (bytes.len() * 4 >= count).then(|| {
        (0..count)
            .map(|at| Move::from_code(bytes[at / 4] >> (2 * (at % 4))))
            .collect()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn packing_and_unpacking_are_inverses_for_every_length() {
        let mut state = 0x2545_f491_4f6c_dd1du64;
        for length in 0..200 {
            let moves: Vec<Move> = (0..length)
                .map(|_| {
                    state ^= state << 13;
                    state ^= state >> 7;
                    state ^= state << 17;
                    Move::from_code(state as u8)
                })
                .collect();
            let text = pack(&moves);
            let bytes = (length + 3) / 4;
            assert_eq!(text.len(), (bytes + 2) / 3 * 4, "{length}");
            assert_eq!(unpack(&text, length), Some(moves), "{length}");
        }
    }

    #[test]
    fn the_packing_is_base64_of_two_bit_moves() {
        // d l r u = 0 1 2 3: one byte 0b11_10_01_00 = 0xe4, base64 "5A==".
        let moves = [Move::Down, Move::Left, Move::Right, Move::Up];
        assert_eq!(pack(&moves), "5A==");
        assert_eq!(pack(&[]), "");
        // Five moves: 0xe4, then u = 3; "5AM=".
        let five = [Move::Down, Move::Left, Move::Right, Move::Up, Move::Up];
        assert_eq!(pack(&five), "5AM=");
    }
}
