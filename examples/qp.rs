use manifold::rules::{Position, VariantId, perft::perft};
fn main() {
    let a: Vec<String> = std::env::args().collect();
    let id: VariantId = a[1].parse().unwrap();
    let d: u32 = a[2].parse().unwrap();
    let pos = if a.len() > 3 {
        Position::from_fen(id, &a[3]).unwrap()
    } else {
        Position::start(id)
    };
    let t = std::time::Instant::now();
    for i in 1..=d {
        println!("{i} {}", perft(&pos, i));
    }
    eprintln!("{:?}", t.elapsed());
}
