//! Soak tests: many seeded random games of every game, each ply checked.
//!
//! For every ply of every game: taking the move back restores the exact position and hash
//! (and playing it again gives the same position back); the incremental hash equals one
//! computed from scratch; piece counts change only by the captured pieces and by
//! promotions (draughts: by captures; a crowning changes a man's kind only); no king is
//! ever captured; and when the rules end the game, the outcome is one its rules define and
//! its grounds hold in the final position. Every game ends: by its rules, or at a ply cap.
//!
//! The games are drawn from seeded generators ([`manifold_ai::rng::Rng`]), so a failure
//! names the game and seed that reproduce it. A few hundred games per game run in CI; the
//! full 10,000 per game are `#[ignore]`d (`cargo test --release -p manifold-ai --test suite -- --ignored`; the
//! docs/reliability.md gives their time).

use std::collections::BTreeMap;

use manifold_ai::rng::Rng;
use manifold_rules::draughts::{DraughtsGame, DraughtsPosition, DraughtsRules, PieceKind};
use manifold_rules::game::{EndReason, Game, GameResult, Outcome, insufficient_material};
use manifold_rules::{Move, MoveKind, Position, Role, Seat, VariantId};

/// Games per game in the fast (CI) run.
const FAST_GAMES: u64 = 300;
/// Games per game in the full run.
const FULL_GAMES: u64 = 10_000;
/// A game still going after this many plies is stopped (counted as capped, not failed).
const PLY_CAP: usize = 1500;

/// What a batch of games came to.
#[derive(Debug, Default)]
struct Tally {
    games: u64,
    plies: u64,
    /// Games the rules ended, by reason.
    by_reason: BTreeMap<String, u64>,
    /// Games stopped at the ply cap.
    capped: u64,
}

impl Tally {
    fn add(&mut self, plies: usize, outcome: Option<Outcome>) {
        self.games += 1;
        self.plies += plies as u64;
        match outcome {
            Some(o) => *self.by_reason.entry(o.reason.describe()).or_default() += 1,
            None => self.capped += 1,
        }
    }
}

/// The seed of game `n` of a game family (different families get different streams).
fn seed(family: u64, n: u64) -> u64 {
    family << 40 | n
}

/// How many pieces of each (seat, role) a chess position has.
fn chess_counts(pos: &Position) -> BTreeMap<(Seat, Role), i32> {
    let mut counts = BTreeMap::new();
    for (_, p) in pos.pieces() {
        *counts.entry((p.seat, p.role)).or_default() += 1;
    }
    counts
}

/// The counts after `m` from `before`, as captures and promotions allow, for every move
/// kind but en passant (whose victim is not on the target cell).
fn expected_counts(before: &Position, m: Move) -> BTreeMap<(Seat, Role), i32> {
    let mut counts = chess_counts(before);
    let mover = before.piece_at(m.from).expect("a piece on the start cell");
    if !matches!(m.kind, MoveKind::Castle(_))
        && let Some(victim) = before.piece_at(m.to)
    {
        *counts.entry((victim.seat, victim.role)).or_default() -= 1;
    }
    if let Some(role) = m.promotion {
        *counts.entry((mover.seat, mover.role)).or_default() -= 1;
        *counts.entry((mover.seat, role)).or_default() += 1;
    }
    counts.retain(|_, n| *n != 0);
    counts
}

/// Checks one ply of a chess game: `before` is the position `m` was played from, and the
/// game now stands after it. Panics with `ctx` on any failure.
fn check_chess_ply(game: &mut Game, before: &Position, m: Move, ctx: &str) {
    let after = game.position().clone();
    assert_eq!(
        after.hash(),
        after.compute_hash(),
        "{ctx}: incremental hash"
    );
    let mover = before.piece_at(m.from).expect("a piece on the start cell");
    assert_eq!(
        mover.seat,
        before.turn(),
        "{ctx}: moved another seat's piece"
    );
    if m.promotion.is_some() {
        assert!(
            mover.role.is_pawn(),
            "{ctx}: a {} promoted",
            mover.role.name()
        );
    }
    // No king is ever captured, and each seat keeps exactly one.
    if let Some(victim) = before.piece_at(m.to)
        && !matches!(m.kind, MoveKind::Castle(_))
    {
        assert_ne!(
            victim.role,
            Role::King,
            "{ctx}: a king was captured by {m:?}"
        );
        assert_ne!(victim.seat, mover.seat, "{ctx}: captured its own piece");
    }
    for s in 0..before.variant().seats {
        let kings = after
            .pieces()
            .filter(|(_, p)| p.seat == Seat(s) && p.role == Role::King)
            .count();
        assert_eq!(kings, 1, "{ctx}: seat {s} has {kings} kings");
    }
    // Piece counts change only by captures and promotions.
    let got = chess_counts(&after);
    if m.kind == MoveKind::EnPassant {
        let mut lost: Vec<(Seat, Role, i32)> = chess_counts(before)
            .into_iter()
            .map(|(k, n)| (k.0, k.1, n - got.get(&k).copied().unwrap_or(0)))
            .filter(|&(_, _, d)| d != 0)
            .collect();
        assert_eq!(lost.len(), 1, "{ctx}: en passant changed {lost:?}");
        let (seat, role, d) = lost.pop().expect("one change");
        assert!(
            d == 1 && seat != mover.seat && role.is_pawn(),
            "{ctx}: en passant took {d} {} of seat {}",
            role.name(),
            seat.0
        );
    } else {
        assert_eq!(got, expected_counts(before, m), "{ctx}: piece counts");
    }
    // Undo restores the exact position and hash; redo plays the same move again.
    assert_eq!(game.undo(), Some(m), "{ctx}: undo took back another move");
    assert_eq!(
        game.position(),
        before,
        "{ctx}: undo did not restore the position"
    );
    assert_eq!(game.position().hash(), before.hash(), "{ctx}: undo hash");
    assert_eq!(game.redo(), Some(m), "{ctx}: redo");
    assert_eq!(game.position(), &after, "{ctx}: redo gave another position");
    assert_eq!(game.position().hash(), after.hash(), "{ctx}: redo hash");
}

/// Checks that a chess game's outcome is one its rules define and that its grounds hold.
fn check_chess_outcome(game: &Game, o: Outcome, ctx: &str) {
    let pos = game.position();
    let v = pos.variant();
    let no_moves = pos.legal_moves().is_empty();
    let grounds = match o.reason {
        EndReason::Checkmate => no_moves && pos.in_check(),
        EndReason::Stalemate => no_moves && !pos.in_check(),
        EndReason::ThreefoldRepetition => {
            v.automatic_repetitions <= 3 && game.repetitions() >= v.automatic_repetitions
        }
        EndReason::FivefoldRepetition => {
            v.automatic_repetitions > 3 && game.repetitions() >= v.automatic_repetitions
        }
        EndReason::SeventyFiveMoves => pos.halfmove_clock() >= v.automatic_plies,
        EndReason::InsufficientMaterial => insufficient_material(pos),
        EndReason::BoardsDecided => {
            v.has_transit && pos.board_status().iter().all(|s| s.is_closed())
        }
        other => panic!("{ctx}: a random game ended by {other:?}"),
    };
    assert!(grounds, "{ctx}: {o:?} without grounds in {pos:?}");
    match (v.id, o.result) {
        (VariantId::Transit, GameResult::Score { white, black }) => {
            assert_eq!(white + black, 4, "{ctx}: two boards give two points: {o:?}");
        }
        (VariantId::Transit, _) => panic!("{ctx}: a transit game ends with a score: {o:?}"),
        (_, GameResult::Win { winner, loser }) => {
            assert_eq!(o.reason, EndReason::Checkmate, "{ctx}: {o:?}");
            assert_eq!(loser, pos.turn(), "{ctx}: the mated side loses");
            assert!(winner != loser && winner.0 < v.seats, "{ctx}: {o:?}");
        }
        (_, GameResult::Draw) => {
            assert_ne!(o.reason, EndReason::Checkmate, "{ctx}: {o:?}");
        }
        (_, GameResult::Score { .. }) => panic!("{ctx}: only transit scores: {o:?}"),
    }
}

/// Plays one seeded random game of a chess variant, checking every ply. Returns the plies
/// played, the outcome (`None` when capped) and the final hash.
fn chess_game(id: VariantId, seed: u64) -> (usize, Option<Outcome>, u64) {
    let mut rng = Rng::new(seed);
    let mut game = Game::new(id);
    let mut plies = 0;
    while game.outcome().is_none() && plies < PLY_CAP {
        let moves = game.legal_moves();
        assert!(!moves.is_empty(), "{id:?} seed {seed}: no move, no outcome");
        let m = moves[rng.below(moves.len() as u64) as usize];
        let before = game.position().clone();
        let ctx = format!("{id:?} seed {seed} ply {}", plies + 1);
        game.play(m)
            .unwrap_or_else(|e| panic!("{ctx}: {m:?} refused: {e}"));
        check_chess_ply(&mut game, &before, m, &ctx);
        plies += 1;
    }
    if let Some(o) = game.outcome() {
        check_chess_outcome(&game, o, &format!("{id:?} seed {seed}"));
    }
    (plies, game.outcome(), game.position().hash())
}

/// Runs `games` seeded games of a chess variant.
fn soak_chess(id: VariantId, games: u64) -> Tally {
    let mut tally = Tally::default();
    for n in 0..games {
        let (plies, outcome, _) = chess_game(id, seed(id as u64 + 1, n));
        tally.add(plies, outcome);
    }
    tally
}

/// Men and kings of each seat.
fn draughts_counts(pos: &DraughtsPosition) -> [[usize; 2]; 2] {
    let mut counts = [[0; 2]; 2];
    for (_, p) in pos.pieces() {
        counts[p.seat.index()][(p.kind == PieceKind::King) as usize] += 1;
    }
    counts
}

/// Plays one seeded random game of Russian draughts, checking every ply.
fn draughts_game(seed: u64) -> (usize, Option<Outcome>, u64) {
    let mut rng = Rng::new(seed);
    let mut game = DraughtsGame::new(DraughtsRules::RUSSIAN);
    let mut plies = 0;
    while game.outcome().is_none() && plies < PLY_CAP {
        let moves = game.legal_moves();
        assert!(
            !moves.is_empty(),
            "draughts seed {seed}: no move, no outcome"
        );
        let m = moves[rng.below(moves.len() as u64) as usize].clone();
        let before = *game.position();
        let ctx = format!("draughts seed {seed} ply {}", plies + 1);
        game.play(&m)
            .unwrap_or_else(|e| panic!("{ctx}: {m:?} refused: {e}"));
        let after = *game.position();
        assert_eq!(
            after.hash(),
            after.compute_hash(),
            "{ctx}: incremental hash"
        );
        let me = before.turn().index();
        let mover = before.piece_at(m.from).expect("a piece on the start cell");
        assert_eq!(
            mover.seat,
            before.turn(),
            "{ctx}: moved another seat's piece"
        );
        for c in m.captured.iter() {
            let victim = before.piece_at(c).expect("a captured piece was there");
            assert_ne!(victim.seat, mover.seat, "{ctx}: captured its own piece");
            assert!(
                after.piece_at(c).is_none(),
                "{ctx}: a captured piece stayed"
            );
        }
        // Counts change by captures only; a crowning turns one man into a king.
        let (was, now) = (draughts_counts(&before), draughts_counts(&after));
        let taken = m.captured.iter().count();
        assert_eq!(
            now[1 - me][0] + now[1 - me][1] + taken,
            was[1 - me][0] + was[1 - me][1],
            "{ctx}: the opponent lost other than its captured pieces"
        );
        let crowned = mover.kind == PieceKind::Man
            && after
                .piece_at(m.to)
                .is_some_and(|p| p.kind == PieceKind::King);
        assert_eq!(
            now[me],
            if crowned {
                [was[me][0] - 1, was[me][1] + 1]
            } else {
                was[me]
            },
            "{ctx}: the mover's men and kings"
        );
        assert_eq!(
            after.piece_at(m.to).map(|p| p.seat),
            Some(mover.seat),
            "{ctx}: the mover ends on its target"
        );
        assert_eq!(game.undo().as_ref(), Some(&m), "{ctx}: undo");
        assert_eq!(
            game.position(),
            &before,
            "{ctx}: undo did not restore the position"
        );
        assert_eq!(game.position().hash(), before.hash(), "{ctx}: undo hash");
        assert_eq!(game.redo().as_ref(), Some(&m), "{ctx}: redo");
        assert_eq!(game.position(), &after, "{ctx}: redo gave another position");
        plies += 1;
    }
    if let Some(o) = game.outcome() {
        let pos = game.position();
        let grounds = match o.reason {
            EndReason::NoMoves => {
                !pos.has_legal_move()
                    && o.result
                        == GameResult::Win {
                            winner: pos.turn().next(2),
                            loser: pos.turn(),
                        }
            }
            EndReason::ThreefoldRepetition => game.repetitions() >= 3,
            EndReason::KingMoves => pos.king_moves_rule_reached(),
            other => panic!("draughts seed {seed}: a random game ended by {other:?}"),
        };
        assert!(
            grounds,
            "draughts seed {seed}: {o:?} without grounds in {pos:?}"
        );
        if o.reason != EndReason::NoMoves {
            assert_eq!(o.result, GameResult::Draw, "draughts seed {seed}: {o:?}");
        }
    }
    (plies, game.outcome(), game.position().hash())
}

/// Runs `games` seeded games of Russian draughts.
fn soak_draughts(games: u64) -> Tally {
    let mut tally = Tally::default();
    for n in 0..games {
        let (plies, outcome, _) = draughts_game(seed(9, n));
        tally.add(plies, outcome);
    }
    tally
}

/// Prints a batch's figures (shown with `--nocapture`) and checks it played real games.
fn report(name: &str, tally: &Tally, started: std::time::Instant) {
    println!(
        "{name}: {} games, {} plies, {} capped at {PLY_CAP}, {:.1} s; ended by {:?}",
        tally.games,
        tally.plies,
        tally.capped,
        started.elapsed().as_secs_f64(),
        tally.by_reason
    );
    assert!(
        tally.plies >= tally.games * 10,
        "{name}: games this short test little"
    );
    // The cap is a safety net: nearly every game ends by its rules.
    assert!(
        tally.capped * 100 <= tally.games,
        "{name}: {} of {} games reached the cap",
        tally.capped,
        tally.games
    );
}

fn run_chess(id: VariantId, games: u64) {
    let started = std::time::Instant::now();
    let tally = soak_chess(id, games);
    report(id.cli_name(), &tally, started);
}

fn run_draughts(games: u64) {
    let started = std::time::Instant::now();
    let tally = soak_draughts(games);
    report("draughts", &tally, started);
}

#[test]
fn same_seed_same_game() {
    for id in VariantId::ALL {
        assert_eq!(chess_game(id, 42), chess_game(id, 42), "{id:?}");
        assert_ne!(chess_game(id, 42).2, chess_game(id, 43).2, "{id:?}");
    }
    assert_eq!(draughts_game(42), draughts_game(42));
    assert_ne!(draughts_game(42).2, draughts_game(43).2);
}

#[test]
fn soak_classical() {
    run_chess(VariantId::Classical, FAST_GAMES);
}

#[test]
fn soak_great() {
    run_chess(VariantId::Great, FAST_GAMES);
}

#[test]
fn soak_wirth() {
    run_chess(VariantId::Wirth, FAST_GAMES);
}

#[test]
fn soak_mattrix() {
    run_chess(VariantId::Mattrix, FAST_GAMES);
}

#[test]
fn soak_transit() {
    run_chess(VariantId::Transit, FAST_GAMES);
}

#[test]
fn soak_draughts_fast() {
    run_draughts(FAST_GAMES);
}

#[test]
#[ignore = "the full soak: 10,000 games per game, minutes"]
fn full_soak_classical() {
    run_chess(VariantId::Classical, FULL_GAMES);
}

#[test]
#[ignore = "the full soak: 10,000 games per game, minutes"]
fn full_soak_great() {
    run_chess(VariantId::Great, FULL_GAMES);
}

#[test]
#[ignore = "the full soak: 10,000 games per game, minutes"]
fn full_soak_wirth() {
    run_chess(VariantId::Wirth, FULL_GAMES);
}

#[test]
#[ignore = "the full soak: 10,000 games per game, minutes"]
fn full_soak_mattrix() {
    run_chess(VariantId::Mattrix, FULL_GAMES);
}

#[test]
#[ignore = "the full soak: 10,000 games per game, minutes"]
fn full_soak_transit() {
    run_chess(VariantId::Transit, FULL_GAMES);
}

#[test]
#[ignore = "the full soak: 10,000 games per game, minutes"]
fn full_soak_draughts() {
    run_draughts(FULL_GAMES);
}
