//! Valid inputs to start from: random legal games of every game, with the texts Manifold
//! writes for them (position texts, moves in every notation, PGN and PDN games, saved games).

use std::time::Duration;

use manifold_ai::rng::Rng;
use manifold_rules::Cell;
use manifold_rules::draughts::pdn::to_pdn;
use manifold_rules::pgn::to_pgn;
use manifold_rules::{Move, Position, Seat};
use manifold_session::clock::TimeControl;
use manifold_session::marks::{DrawnMarks, MarkColour};
use manifold_session::text_io::{TextFormat, export_text};
use manifold_session::{AnyGame, GameKind, Session};

/// The example games shipped in `scenes/games/`, as saved-game RON.
pub(crate) const EXAMPLE_GAMES: &[&str] = &[
    include_str!("../../../../scenes/games/classical-opera-game.ron"),
    include_str!("../../../../scenes/games/draughts-selfplay.ron"),
    include_str!("../../../../scenes/games/great-selfplay.ron"),
    include_str!("../../../../scenes/games/mattrix-selfplay.ron"),
    include_str!("../../../../scenes/games/transit-selfplay.ron"),
    include_str!("../../../../scenes/games/wirth-selfplay.ron"),
];

/// The table presets shipped in `scenes/`.
pub(crate) const PRESETS: &[&str] = &[
    include_str!("../../../../scenes/nujelm-chess.ron"),
    include_str!("../../../../scenes/nujelm-draughts.ron"),
];

/// A random legal game of `kind` of at most `max_plies` plies (it stops earlier when the
/// game ends).
pub fn random_game(kind: GameKind, seed: u64, max_plies: usize) -> AnyGame {
    let mut game = Session::new(kind).game().clone();
    play_randomly(&mut game, seed, max_plies);
    game
}

/// Plays up to `max_plies` random legal moves (fewer when the game ends).
pub(crate) fn play_randomly(game: &mut AnyGame, seed: u64, max_plies: usize) {
    let mut rng = Rng::new(seed);
    for _ in 0..max_plies {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = &moves[rng.below(moves.len() as u64) as usize];
        if game.play(m).is_err() {
            break;
        }
    }
}

/// Random games of `kind` of varied lengths (a few short ones, then longer); every third
/// starts from a position reached in another random game, so that games with a set-up
/// start (and its move number) are among them.
pub fn random_games(kind: GameKind, count: usize, seed: u64) -> Vec<AnyGame> {
    (0..count)
        .map(|i| {
            let seed = seed.wrapping_add(i as u64 * 7919);
            let plies = 4 + i * 13 % 160;
            if i % 3 == 2 {
                continued_game(kind, seed, plies)
            } else {
                random_game(kind, seed, plies)
            }
        })
        .collect()
}

/// A random game started from the last position of another random game.
fn continued_game(kind: GameKind, seed: u64, max_plies: usize) -> AnyGame {
    let before = random_game(kind, seed ^ 0x5eed, 7 + (seed % 40) as usize);
    let start = before.position().text();
    let Ok(session) = Session::from_position_text(kind, &start) else {
        return before;
    };
    let mut game = session.game().clone();
    play_randomly(&mut game, seed, max_plies);
    game
}

/// Every position of the games, as chess positions (draughts games give none).
pub(crate) fn chess_positions(games: &[AnyGame]) -> Vec<Position> {
    games
        .iter()
        .filter_map(|g| match g {
            AnyGame::Chess(g) => Some(g.positions().to_vec()),
            AnyGame::Draughts(_) => None,
        })
        .flatten()
        .collect()
}

/// Every position text of the games.
pub(crate) fn position_texts(games: &[AnyGame]) -> Vec<String> {
    games
        .iter()
        .flat_map(|g| (0..=g.ply_count()).map(move |ply| g.position_at(ply).text()))
        .collect()
}

/// The games as PGN (chess) or PDN (draughts) texts, and the PGN games again with random
/// marks drawn on them (lichess's `[%csl]`/`[%cal]` comments).
pub fn game_texts(games: &[AnyGame]) -> Vec<String> {
    let plain = games.iter().map(|g| match g {
        AnyGame::Chess(g) => to_pgn(g, &[]),
        AnyGame::Draughts(g) => to_pdn(g, &[]),
    });
    let marked = games.iter().enumerate().filter_map(|(i, g)| {
        let session = with_random_marks(Session::from_game(g.clone()), i as u64);
        export_text(&session, TextFormat::Pgn)
    });
    plain.chain(marked).collect()
}

/// The games as saved-game RON, without marks, with random marks, ended by a
/// resignation, a timeout or an agreement (so that the ending's seat is mutated too), and
/// replayed on clocks (so that every clock field is mutated), and the example games.
pub fn saved_games(games: &[AnyGame]) -> Vec<String> {
    let plain = games.iter().map(|g| Session::from_game(g.clone()).to_ron());
    let marked = games
        .iter()
        .enumerate()
        .map(|(i, g)| with_random_marks(Session::from_game(g.clone()), i as u64).to_ron());
    let ended = games.iter().enumerate().filter_map(|(i, g)| {
        let mut game = g.clone();
        let seat = Seat((i % usize::from(game.seats())) as u8);
        let ended = match i % 3 {
            0 => game.resign(seat),
            1 => game.time_out(seat),
            _ => game.agree_draw(),
        };
        ended.ok().map(|()| Session::from_game(game).to_ron())
    });
    let clocked = games
        .iter()
        .enumerate()
        .map(|(i, g)| on_clocks(g, i).to_ron());
    plain
        .chain(marked)
        .chain(ended)
        .chain(clocked)
        .chain(EXAMPLE_GAMES.iter().map(|s| s.to_string()))
        .collect()
}

/// The moves of `game` replayed on clocks (a control and move times drawn from `i`, some
/// paused), stopping early if a flag falls.
pub fn on_clocks(game: &AnyGame, i: usize) -> Session {
    let controls = ["1+0", "3+2", "5+3b", "0.5+2d", "10s+1.5"];
    let control = TimeControl::from_text(controls[i % controls.len()]).expect("a control");
    let start = game.position_at(0).text();
    let Ok(mut session) = Session::from_position_text(game.kind(), &start) else {
        return Session::from_game(game.clone());
    };
    session.set_time_control(Some(control));
    let mut now = Duration::ZERO;
    session.tick(now);
    for (ply, m) in game.moves().into_iter().enumerate() {
        now += Duration::from_millis(((i * 7919 + ply * 104_729) % 4000) as u64);
        if session.tick(now).is_some() {
            break;
        }
        session.play(m);
    }
    if i % 4 == 1 {
        session.pause_clocks();
    }
    session
}

/// `session` with random arrows and circles in every colour on some of its plies (the
/// start position among them), drawn as a player draws them ([`DrawnMarks::toggle`], so
/// that some are taken away or recoloured again).
pub fn with_random_marks(mut session: Session, seed: u64) -> Session {
    let mut rng = Rng::new(seed ^ 0x3a7c5);
    let cells = session.game().geometry().cell_count() as u64;
    let plies = session.game().ply_count();
    for ply in 0..=plies {
        if ply != 0 && rng.below(3) != 0 {
            continue;
        }
        let mut marks = DrawnMarks::default();
        for _ in 0..rng.below(8) {
            let from = Cell(rng.below(cells) as u8);
            let to = if rng.below(3) == 0 {
                from
            } else {
                Cell(rng.below(cells) as u8)
            };
            let colour = MarkColour::ALL[rng.below(4) as usize];
            marks.toggle(from, to, colour);
        }
        session.set_marks(ply, marks);
    }
    session
}

/// The legal moves of a position, each with the position's index.
pub(crate) fn moves_of(positions: &[Position]) -> Vec<(usize, Move)> {
    positions
        .iter()
        .enumerate()
        .flat_map(|(i, p)| {
            p.legal_moves()
                .iter()
                .map(move |&m| (i, m))
                .collect::<Vec<_>>()
        })
        .collect()
}

/// Every position of the games, as draughts positions (chess games give none).
pub(crate) fn draughts_positions(
    games: &[AnyGame],
) -> Vec<manifold_rules::draughts::DraughtsPosition> {
    games
        .iter()
        .filter_map(|g| match g {
            AnyGame::Draughts(g) => Some(g.positions().to_vec()),
            AnyGame::Chess(_) => None,
        })
        .flatten()
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The saved-game seeds end games in each way a save records, so that the fuzzer
    /// mutates the ending's seat as well (a seat the game lacks once panicked on load).
    #[test]
    fn saved_game_seeds_hold_every_kind_of_ending() {
        let games: Vec<AnyGame> = GameKind::ALL
            .into_iter()
            .flat_map(|kind| random_games(kind, 3, 7))
            .collect();
        let seeds = saved_games(&games);
        for ending in [
            "Some(Resigned(",
            "Some(TimedOut(",
            "Some(DrawAgreed)",
            "clock: Some(",
            "paused: true",
        ] {
            assert!(
                seeds.iter().any(|s| s.contains(ending)),
                "no seed with {ending}"
            );
        }
        for seed in &seeds {
            assert!(Session::from_ron(seed).is_ok(), "{seed}");
        }
    }
}
