//! Decimal numbers written into output buffers, without `fmt`'s machinery.
//!
//! # Costs
//! One division a digit.

/// Appends `value` in decimal.
#[inline]
pub(crate) fn push_decimal(out: &mut Vec<u8>, mut value: u64) {
    let mut digits = [0u8; 20];
    let mut start = digits.len();
    loop {
        start -= 1;
        digits[start] = b'0' + (value % 10) as u8;
        value /= 10;
        if value == 0 {
            break;
        }
    }
    out.extend_from_slice(&digits[start..]);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimals() {
        let mut out = Vec::new();
        for value in [0, 7, 10, 31, 1_000_000, u64::MAX] {
            push_decimal(&mut out, value);
            out.push(b' ');
        }
        assert_eq!(out, b"0 7 10 31 1000000 18446744073709551615 ");
    }
}
