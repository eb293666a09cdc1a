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
pub use super::texts::SeatOutcome;
use super::texts::{BoardState, GameEnd, Player, SelfplayLine};
use crate::locale::{Language, text};
use crate::rules::names::SideName;
use crate::rules::{GameKind, Seat};

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
    /// The language of the summary lines.
    pub lang: Language,
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
            lang: Language::English,
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
}

/// One finished game: its outcome (`None` at the move limit) and its length in plies.
struct Played {
    outcome: Option<Outcome>,
    plies: usize,
    game: AnyGame,
}

/// Plays the match: a header line, one line per game (`game 1: 1-0 checkmate, 37 moves`;
/// with three seats `game 1: white won, blue lost, red neither (checkmate), 41 moves`),
/// then the score (`score: +W =D -L (white P/N)`; with three seats one count per seat),
/// in the match's language.
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
    let say = |out: &mut dyn Write, line: SelfplayLine| writeln!(out, "{}", text(m.lang, &line));
    say(out, header(m, &name))?;
    // Per seat: won, drew, lost, neither.
    let mut tally = vec![[0u32; 4]; seats];
    let mut engines: Vec<Searcher> = (0..seats).map(|_| Searcher::new(16)).collect();
    for g in 0..m.games {
        let played = play_one(m, g, &mut engines)?;
        let outcomes: Vec<SeatOutcome> = (0..seats)
            .map(|s| SeatOutcome::of(played.outcome.as_ref(), s))
            .collect();
        for (s, o) in outcomes.iter().enumerate() {
            tally[s][column(*o)] += 1;
        }
        say(out, game_line(m, g + 1, &played, outcomes))?;
        if let Some(dir) = &m.save_dir {
            save_game(dir, &name, g + 1, played.game)?;
        }
    }
    say(out, score(m, tally))?;
    Ok(())
}

/// The header: the game, each seat's level, the number of games.
fn header(m: &Match, name: &str) -> SelfplayLine {
    let seats = m.levels.len();
    let players = m
        .levels
        .iter()
        .enumerate()
        .map(|(s, &level)| Player {
            side: SideName {
                seats: seats as u8,
                seat: Seat(s as u8),
            },
            level,
        })
        .collect();
    SelfplayLine::Header {
        game: name.to_string(),
        players,
        games: m.games,
    }
}

/// Plays game `g` (from 0) of the match, with its own seed and cleared engines.
fn play_one(m: &Match, g: u32, engines: &mut [Searcher]) -> Result<Played, CliError> {
    let seed = m.seed.wrapping_add(g as u64);
    for e in engines.iter_mut() {
        e.clear();
    }
    match m.game {
        GameKind::Chess(id) => play_chess(id, m, seed, engines),
        GameKind::Draughts => play_draughts(m, seed, engines),
    }
}

/// The tally's column of an outcome: won, drew, lost, neither.
fn column(o: SeatOutcome) -> usize {
    match o {
        SeatOutcome::Won => 0,
        SeatOutcome::Drew => 1,
        SeatOutcome::Lost => 2,
        SeatOutcome::Neither => 3,
    }
}

/// The line of game `number`: its result token (two seats) or each seat's outcome, why it
/// ended and its length in moves.
fn game_line(m: &Match, number: u32, played: &Played, outcomes: Vec<SeatOutcome>) -> SelfplayLine {
    let end = match &played.outcome {
        Some(o) => GameEnd::Reason(o.reason),
        None => boards_so_far(&played.game),
    };
    let moves = played.plies.div_ceil(outcomes.len());
    if outcomes.len() != 2 {
        return SelfplayLine::GameThree {
            number,
            outcomes,
            end,
            moves,
        };
    }
    let token = match (m.game, played.outcome) {
        (GameKind::Draughts, Some(o)) => pdn_result(&o),
        (GameKind::Draughts, None) => "1-1",
        (_, Some(o)) => o.pgn_result(),
        (_, None) => "1/2-1/2",
    };
    SelfplayLine::Game {
        number,
        token,
        end,
        moves,
    }
}

/// The match's score: White's (two seats) or every seat's.
fn score(m: &Match, tally: Vec<[u32; 4]>) -> SelfplayLine {
    if tally.len() != 2 {
        return SelfplayLine::ScoreThree(tally);
    }
    let [wins, draws, losses, _] = tally[0];
    let points = wins as f64 + draws as f64 / 2.0;
    SelfplayLine::Score {
        tally: [wins, draws, losses],
        points: points.to_string(),
        games: m.games,
    }
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

/// Why a game stopped by the move limit ended: for Chess-transit with the boards already
/// decided (`move limit, boards 1-0 / open`) unless neither board is.
fn boards_so_far(game: &AnyGame) -> GameEnd {
    let AnyGame::Chess(game) = game else {
        return GameEnd::MoveLimit;
    };
    let position = game.position();
    if !position.variant().has_transit {
        return GameEnd::MoveLimit;
    }
    let boards = crate::rules::transit::board_results(position, None);
    if boards.iter().all(|b| !b.is_closed()) {
        return GameEnd::MoveLimit;
    }
    let state = |b: &BoardStatus| match b {
        BoardStatus::Open => BoardState::Open,
        BoardStatus::Won(s) if *s == Seat::WHITE => BoardState::Decided("1-0"),
        BoardStatus::Won(_) => BoardState::Decided("0-1"),
        BoardStatus::Drawn => BoardState::Decided("1/2-1/2"),
    };
    GameEnd::MoveLimitBoards(state(&boards[0]), state(&boards[1]))
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
        let fen = "8/8/8/8/8/8/P7/8|4k3/8/8/8/8/8/P7/4K3 w - - 0 1 1-0/open -";
        let position = crate::rules::Position::from_fen(VariantId::Transit, fen).unwrap();
        let game = AnyGame::Chess(Game::from_position(position));
        let end = boards_so_far(&game);
        assert_eq!(
            text(Language::English, &end),
            "move limit, boards 1-0 / open"
        );
        let open = AnyGame::Chess(Game::new(VariantId::Transit));
        assert_eq!(boards_so_far(&open), GameEnd::MoveLimit);
        assert_eq!(
            boards_so_far(&AnyGame::Chess(Game::new(VariantId::Classical))),
            GameEnd::MoveLimit
        );
    }

    #[test]
    fn seat_outcomes() {
        let win = Outcome {
            result: GameResult::Win {
                winner: Seat(2),
                loser: Seat(1),
            },
            reason: crate::rules::game::EndReason::Checkmate,
        };
        let words: Vec<String> = (0..3)
            .map(|s| text(Language::English, &SeatOutcome::of(Some(&win), s)))
            .collect();
        assert_eq!(words, ["neither", "lost", "won"]);
        assert_eq!(SeatOutcome::of(None, 0), SeatOutcome::Drew);
    }
}
