use eight::index::{window_deltas, Rotations, Turn};
use eight::table::{PathTable, Scratch};
use std::time::Instant;
fn main() {
    let r = Rotations::new();
    let mut s = Scratch::new();
    for _ in 0..5 {
        let t = Instant::now();
        let _r2 = std::hint::black_box(window_deltas(Turn::Right));
        let w = t.elapsed();
        let t = Instant::now();
        let _r2 = Rotations::new();
        let a = t.elapsed();
        let t = Instant::now();
        for k in 0..9 {
            std::hint::black_box(PathTable::build(k, &r, &mut s));
        }
        println!("wd {:?} rot {:?} nine {:?}", w, a, t.elapsed());
    }
}
