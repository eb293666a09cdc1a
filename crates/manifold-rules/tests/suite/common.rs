//! Shared helpers of the integration tests: reading the perft reference files in
//! `tests/data/` (one position a line: `FEN ; depth=nodes ; ... ; source`).

/// One reference position with its node counts and where the numbers come from.
pub struct PerftCase {
    /// The position as FEN, the line's first field.
    pub fen: String,
    /// (depth, nodes) pairs.
    pub counts: Vec<(u32, u64)>,
    /// Who computed or published the numbers.
    pub source: String,
}

/// Reads `tests/data/<name>`; lines starting with `#` and blank lines are skipped.
pub fn perft_cases(name: &str) -> Vec<PerftCase> {
    let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|line| {
            let fields: Vec<&str> = line.split(';').map(str::trim).collect();
            let counts = fields[1..fields.len() - 1]
                .iter()
                .map(|f| {
                    let (d, n) = f
                        .split_once('=')
                        .unwrap_or_else(|| panic!("bad field {f} in {line}"));
                    (d.trim().parse().unwrap(), n.trim().parse().unwrap())
                })
                .collect();
            PerftCase {
                fen: fields[0].to_string(),
                counts,
                source: fields[fields.len() - 1].to_string(),
            }
        })
        .collect()
}
