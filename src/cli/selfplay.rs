//! `manifold-cli selfplay`: matches between engine levels, one line per game and a final
//! score, for every game: the chess variants, Russian draughts and three-player Mattrix.
//!
//! Two-player games print the result token (`1-0`, `0-1`, `1/2-1/2`; draughts `2-0`,
//! `0-2`, `1-1`) and the score from White's side. Mattrix prints each seat's outcome
//! (`won`, `lost`, `drew`, or `neither` for the third seat of a mate, RULES 5.5) and a
//! score per seat.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::ai::level::{Family, Level};
use crate::ai::search::Searcher;
use crate::rules::VariantId;
use crate::rules::draughts::{DraughtsGame, DraughtsRules, game::pdn_result};
use crate::rules::game::{Game, GameResult, Outcome};
use crate::rules::transit::BoardStatus;

use crate::session::{AnyGame, Session};

use super::error::{CliError, Problem};
use crate::rules::GameKind;

/// A game is adjudicated a draw after this many plies (unless the match says otherwise).
pub const MAX_PLIES: usize = 600;

/// What a match is made of.
#[derive(Clone, Debug)]
pub struct Match {
    /// The game.
    pub game: GameKind,
    /// Each seat's level, in seat order (White, Black; or White, Blue, Red).
    pub levels: Vec<Level>,
    /// Number of games.
    pub games: u32,
    /// Time per move (each level's own default when absent).
    pub movetime: Option<Duration>,
    /// Seed of the first game; game `g` (from 0) uses `seed + g`.
    pub seed: u64,
    /// Plies after which a game is adjudicated a draw.
    pub max_plies: usize,
    /// Where each game is written as a saved game (`GAME-N.ron`), if anywhere.
    pub save_dir: Option<PathBuf>,
}

impl Match {
    /// One game of `game` between `levels` (one per seat), seed 0, each level's own time.
    pub fn new(game: GameKind, levels: Vec<Level>) -> Match {
        Match {
            game,
            levels,
            games: 1,
            movetime: None,
            seed: 0,
            max_plies: MAX_PLIES,
            save_dir: None,
        }
    }
}

/// The number of seats of a game.
pub fn seat_count(game: GameKind) -> usize {
    match game {
        GameKind::Chess(id) => id.rules().seats as usize,
        GameKind::Draughts => 2,
    }
}

/// The name of a seat in a game of `seats` players.
pub fn seat_name(seat: usize, seats: usize) -> &'static str {
    match (seat, seats) {
        (0, _) => "white",
        (1, 2) => "black",
        (1, _) => "blue",
        _ => "red",
    }
}

/// What one game meant for one seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatOutcome {
    /// The seat won.
    Won,
    /// The seat lost.
    Lost,
    /// A draw (the move limit included).
    Drew,
    /// Another seat won and a third lost (Mattrix, RULES 5.5).
    Neither,
}

impl SeatOutcome {
    /// The outcome of `seat` in a finished game (`None`: adjudicated at the move limit).
    pub fn of(outcome: Option<&Outcome>, seat: usize) -> SeatOutcome {
        match outcome.map(|o| o.result) {
            Some(GameResult::Win { winner, loser }) => {
                if winner.index() == seat {
                    SeatOutcome::Won
                } else if loser.index() == seat {
                    SeatOutcome::Lost
                } else {
                    SeatOutcome::Neither
                }
            }
            Some(GameResult::Score { white, black }) => {
                let (mine, theirs) = if seat == 0 {
                    (white, black)
                } else {
                    (black, white)
                };
                match mine.cmp(&theirs) {
                    std::cmp::Ordering::Greater => SeatOutcome::Won,
                    std::cmp::Ordering::Less => SeatOutcome::Lost,
                    std::cmp::Ordering::Equal => SeatOutcome::Drew,
                }
            }
            Some(GameResult::Draw) | None => SeatOutcome::Drew,
        }
    }

    /// The word printed for it.
    pub fn word(self) -> &'static str {
        match self {
            SeatOutcome::Won => "won",
            SeatOutcome::Lost => "lost",
            SeatOutcome::Drew => "drew",
            SeatOutcome::Neither => "neither",
        }
    }
}

/// One finished game: its outcome (`None` at the move limit) and its length in plies.
struct Played {
    outcome: Option<Outcome>,
    plies: usize,
    game: AnyGame,
}

/// Plays the match: a header line, one line per game (`game 1: 1-0 checkmate, 37 moves`;
/// with three seats `game 1: white won, blue lost, red neither (checkmate), 41 moves`),
/// then the score (`score: +W =D -L (white P/N)`; with three seats one count per seat).
pub fn selfplay_command(m: &Match, out: &mut dyn Write) -> Result<(), CliError> {
    let seats = seat_count(m.game);
    let name = match m.game {
        GameKind::Chess(id) => id.to_string(),
        GameKind::Draughts => GameKind::Draughts.cli_name().to_string(),
    };
    if m.levels.len() != seats {
        return Err(CliError::Usage(Problem::LevelCount {
            game: name,
            seats,
            given: m.levels.len(),
        }));
    }
    let players: Vec<String> = m
        .levels
        .iter()
        .enumerate()
        .map(|(s, l)| format!("{} {l}", seat_name(s, seats)))
        .collect();
    writeln!(
        out,
        "{name}: {}, {} game{}",
        players.join(if seats == 2 { " vs " } else { ", " }),
        m.games,
        if m.games == 1 { "" } else { "s" }
    )?;
    // Per seat: won, drew, lost, neither.
    let mut tally = vec![[0u32; 4]; seats];
    let mut engines: Vec<Searcher> = (0..seats).map(|_| Searcher::new(16)).collect();
    for g in 0..m.games {
        let seed = m.seed.wrapping_add(g as u64);
        for e in &mut engines {
            e.clear();
        }
        let played = match m.game {
            GameKind::Chess(id) => play_chess(id, m, seed, &mut engines)?,
            GameKind::Draughts => play_draughts(m, seed, &mut engines)?,
        };
        let outcomes: Vec<SeatOutcome> = (0..seats)
            .map(|s| SeatOutcome::of(played.outcome.as_ref(), s))
            .collect();
        for (s, o) in outcomes.iter().enumerate() {
            let i = match o {
                SeatOutcome::Won => 0,
                SeatOutcome::Drew => 1,
                SeatOutcome::Lost => 2,
                SeatOutcome::Neither => 3,
            };
            tally[s][i] += 1;
        }
        let why = match &played.outcome {
            Some(o) => o.reason.describe().to_string(),
            None => format!("move limit{}", boards_so_far(&played.game)),
        };
        let moves = played.plies.div_ceil(seats);
        if seats == 2 {
            let token = match (m.game, played.outcome) {
                (GameKind::Draughts, Some(o)) => pdn_result(&o),
                (GameKind::Draughts, None) => "1-1",
                (_, Some(o)) => o.pgn_result(),
                (_, None) => "1/2-1/2",
            };
            writeln!(out, "game {}: {token} {why}, {moves} moves", g + 1)?;
        } else {
            let each: Vec<String> = outcomes
                .iter()
                .enumerate()
                .map(|(s, o)| format!("{} {}", seat_name(s, seats), o.word()))
                .collect();
            writeln!(
                out,
                "game {}: {} ({why}), {moves} moves",
                g + 1,
                each.join(", ")
            )?;
        }
        if let Some(dir) = &m.save_dir {
            save_game(dir, &name, g + 1, played.game)?;
        }
    }
    if seats == 2 {
        let [wins, draws, losses, _] = tally[0];
        let points = wins as f64 + draws as f64 / 2.0;
        writeln!(
            out,
            "score: +{wins} ={draws} -{losses} (white {points}/{})",
            m.games
        )?;
    } else {
        let each: Vec<String> = tally
            .iter()
            .enumerate()
            .map(|(s, [w, d, l, n])| format!("{} +{w} ={d} -{l} neither {n}", seat_name(s, seats)))
            .collect();
        writeln!(out, "score: {}", each.join("; "))?;
    }
    Ok(())
}

/// Plays one game of a chess variant (two or three seats).
fn play_chess(
    id: VariantId,
    m: &Match,
    seed: u64,
    engines: &mut [Searcher],
) -> Result<Played, CliError> {
    let mut game = Game::new(id);
    while game.outcome().is_none() && game.moves().len() < m.max_plies {
        let seat = game.position().turn().index();
        let level = m.levels[seat];
        let result = engines[seat].search_game(
            &game,
            &level.limits_for(Family::Chess, m.movetime),
            &level.config_for(Family::Chess, seed),
            &mut |_| {},
        );
        let Some(mv) = result.best_move else { break };
        game.play(mv)
            .map_err(|e| CliError::Input(Problem::EngineBadMove(e)))?;
    }
    Ok(Played {
        outcome: game.outcome(),
        plies: game.moves().len(),
        game: AnyGame::Chess(game),
    })
}

/// Plays one game of Russian draughts.
fn play_draughts(m: &Match, seed: u64, engines: &mut [Searcher]) -> Result<Played, CliError> {
    let mut game = DraughtsGame::new(DraughtsRules::default());
    while game.outcome().is_none() && game.moves().len() < m.max_plies {
        let seat = game.position().turn().index();
        let level = m.levels[seat];
        let result = engines[seat].search_draughts_game(
            &game,
            &level.limits_for(Family::Draughts, m.movetime),
            &level.config_for(Family::Draughts, seed),
            &mut |_| {},
        );
        let Some(mv) = result.best_move else { break };
        game.play(&mv)
            .map_err(|e| CliError::Input(Problem::EngineBadMove(e)))?;
    }
    Ok(Played {
        outcome: game.outcome(),
        plies: game.moves().len(),
        game: AnyGame::Draughts(game),
    })
}

/// For a Chess-transit game stopped by the move limit, the boards already decided
/// (`, boards 1-0 / open`); empty for other games and when neither board is decided.
fn boards_so_far(game: &AnyGame) -> String {
    let AnyGame::Chess(game) = game else {
        return String::new();
    };
    let position = game.position();
    if !position.variant().has_transit {
        return String::new();
    }
    let boards = crate::rules::transit::board_results(position, None);
    if boards.iter().all(|b| !b.is_closed()) {
        return String::new();
    }
    let text = |b: &BoardStatus| match b {
        BoardStatus::Open => "open",
        BoardStatus::Won(s) if *s == crate::rules::Seat::WHITE => "1-0",
        BoardStatus::Won(_) => "0-1",
        BoardStatus::Drawn => "1/2-1/2",
    };
    format!(", boards {} / {}", text(&boards[0]), text(&boards[1]))
}

/// Writes a played game to `dir` as `NAME-N.ron`, a saved game the app and `--load` open.
fn save_game(dir: &Path, name: &str, number: u32, game: AnyGame) -> Result<(), CliError> {
    let path = dir.join(format!("{name}-{number}.ron"));
    let text = Session::from_game(game).to_ron();
    std::fs::create_dir_all(dir)
        .and_then(|()| std::fs::write(&path, text))
        .map_err(|e| {
            CliError::Input(Problem::CannotWrite {
                path: path.clone(),
                error: e.to_string(),
            })
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_transit_game_at_the_move_limit_shows_its_decided_board() {
        let text = "8/8/8/8/8/8/P7/8|4k3/8/8/8/8/8/P7/4K3 w - - 0 1 1-0/open -";
        let position = crate::rules::Position::from_fen(VariantId::Transit, text).unwrap();
        let game = AnyGame::Chess(Game::from_position(position));
        assert_eq!(boards_so_far(&game), ", boards 1-0 / open");
        let open = AnyGame::Chess(Game::new(VariantId::Transit));
        assert_eq!(boards_so_far(&open), "");
        assert_eq!(
            boards_so_far(&AnyGame::Chess(Game::new(VariantId::Classical))),
            ""
        );
    }
    use crate::rules::Seat;

    #[test]
    fn seat_outcomes() {
        let win = Outcome {
            result: GameResult::Win {
                winner: Seat(2),
                loser: Seat(1),
            },
            reason: crate::rules::game::EndReason::Checkmate,
        };
        let words: Vec<&str> = (0..3)
            .map(|s| SeatOutcome::of(Some(&win), s).word())
            .collect();
        assert_eq!(words, ["neither", "lost", "won"]);
        assert_eq!(SeatOutcome::of(None, 0), SeatOutcome::Drew);
        assert_eq!(seat_name(1, 2), "black");
        assert_eq!(seat_name(1, 3), "blue");
    }
}
