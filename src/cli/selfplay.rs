//! `manifold-cli selfplay`: matches between two levels of the engine, one line per game and
//! a final score.

use std::io::Write;
use std::time::Duration;

use crate::ai::level::Level;
use crate::ai::search::Searcher;
use crate::rules::game::{Game, GameResult};
use crate::rules::{Seat, VariantId};

use super::error::CliError;

/// A game is adjudicated a draw after this many plies.
pub const MAX_PLIES: usize = 600;

/// What a match is made of.
#[derive(Clone, Debug)]
pub struct Match {
    /// The game.
    pub variant: VariantId,
    /// White's level.
    pub white: Level,
    /// Black's level.
    pub black: Level,
    /// Number of games.
    pub games: u32,
    /// Time per move (each level's own default when absent).
    pub movetime: Option<Duration>,
    /// Seed of the first game; game `g` (from 0) uses `seed + g`.
    pub seed: u64,
}

/// Plays the match: one line per game (`game 1: 1-0 checkmate, 37 moves`), then the score
/// from White's side (`score: +W =D -L`).
pub fn selfplay_command(m: &Match, out: &mut dyn Write) -> Result<(), CliError> {
    if m.variant.rules().seats != 2 {
        return Err(CliError::Usage(format!(
            "selfplay plays two-player games; {} has {} players",
            m.variant,
            m.variant.rules().seats
        )));
    }
    writeln!(
        out,
        "{}: white {} vs black {}, {} game{}",
        m.variant,
        m.white,
        m.black,
        m.games,
        if m.games == 1 { "" } else { "s" }
    )?;
    let (mut wins, mut draws, mut losses) = (0, 0, 0);
    let mut white_engine = Searcher::new(16);
    let mut black_engine = Searcher::new(16);
    for g in 0..m.games {
        let seed = m.seed.wrapping_add(g as u64);
        white_engine.clear();
        black_engine.clear();
        let mut game = Game::new(m.variant);
        while game.outcome().is_none() && game.moves().len() < MAX_PLIES {
            let white = game.position().turn() == Seat::WHITE;
            let (engine, level) = if white {
                (&mut white_engine, m.white)
            } else {
                (&mut black_engine, m.black)
            };
            let result = engine.search_game(
                &game,
                &level.limits(m.movetime),
                &level.config(seed),
                &mut |_| {},
            );
            let Some(mv) = result.best_move else { break };
            game.play(mv)
                .map_err(|e| CliError::Input(format!("the engine chose a bad move: {e}")))?;
        }
        let moves = game.moves().len().div_ceil(2);
        let (token, why) = match game.outcome() {
            Some(o) => (o.pgn_result(), o.reason.describe()),
            None => ("1/2-1/2", "move limit"),
        };
        match game.outcome().map(|o| o.result) {
            Some(GameResult::Win { winner, .. }) if winner == Seat::WHITE => wins += 1,
            Some(GameResult::Win { .. }) => losses += 1,
            _ => draws += 1,
        }
        writeln!(out, "game {}: {token} {why}, {moves} moves", g + 1)?;
    }
    let points = wins as f64 + draws as f64 / 2.0;
    writeln!(
        out,
        "score: +{wins} ={draws} -{losses} (white {points}/{})",
        m.games
    )?;
    Ok(())
}
