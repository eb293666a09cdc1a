//! `manifold-cli selfplay`: matches between engine levels, one line per game and a final
//! score, for every game: the chess variants, Russian draughts and three-player Mattrix.
//!
//! A match is a fair measurement of its first-named level against the others
//! ([`super::standings`]): every game starts from a seeded random opening
//! ([`super::openings`]), the seats rotate from game to game (two seats: the colours swap)
//! so that each opening is played once in every rotation, and each level thinks its own
//! time (`--movetime` for all, or each level's default time scaled by `--time-scale`).
//!
//! Two-player games print the result token (`1-0`, `0-1`, `1/2-1/2`; draughts `2-0`,
//! `0-2`, `1-1`) and the score from White's side. Mattrix prints each seat's outcome
//! (`won`, `lost`, `drew`, or `neither` for the third seat of a mate, RULES 5.5) and a
//! score per seat. Each game's line ends with the seat of the first-named level; the last
//! line is that level's score against the others (pairwise in Mattrix) with its Elo
//! difference and 95 % margin. Two levels for Mattrix's three seats play a round robin of
//! both line-ups ([`standings::Lineups`]). A draw by repetition or the fifty-move rule is
//! claimed as soon as the rules allow it.
//!
//! With `--clock BASE+INC` every game is played on clocks instead
//! ([`manifold_session::clock`]): each engine thinks the time its clock allows
//! ([`manifold_ai::think_time`]), the real time each move took (measured here, with
//! [`Instant`]) is charged to the mover, a flag fall ends the game, and the saved games keep
//! their clocks and each move's time left.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use manifold_ai::level::{Family, Level};
use manifold_ai::search::Searcher;
use manifold_rules::draughts::{DraughtsGame, game::pdn_result};
use manifold_rules::game::{Game, GameResult, Outcome};
use manifold_rules::transit::BoardStatus;

use manifold_session::clock::TimeControl;
use manifold_session::{AnyGame, AnyMove, ClickResult, Refusal, Session};

use super::error::{CliError, Problem};
pub(crate) use super::texts::SeatOutcome;
use super::texts::{BoardState, GameEnd, Player, SelfplayLine};
use manifold_locale::{Language, text};
use manifold_rules::names::SideName;
use manifold_rules::{GameKind, Seat};

use super::openings::{opened, openings};
use super::standings;

/// A game is adjudicated a draw after this many plies (unless the match says otherwise).
pub(crate) const MAX_PLIES: usize = 600;

/// What a match is made of.
#[derive(Clone, Debug)]
pub struct Match {
    /// The game every game of the match plays.
    pub game: GameKind,
    /// Each seat's level in the first game, in seat order (White, Black; or White, Blue,
    /// Red), or two levels for three seats (a round robin); later games rotate them
    /// ([`standings::Lineups`]). The first is the level the final line scores.
    pub levels: Vec<Level>,
    /// Number of games.
    pub games: u32,
    /// The clocks every game is played on (each level thinks as its clock allows), if
    /// any; without, each move takes the time per move.
    pub clock: Option<TimeControl>,
    /// Time per move for every level (each level's own default, scaled, when absent).
    pub movetime: Option<Duration>,
    /// The factor on each level's default time when no `movetime` is given (1: the
    /// defaults; 0.1: Max 500 ms, Strong 100 ms).
    pub time_scale: f64,
    /// Random plies of each opening (0: every game from the start position).
    pub opening_plies: usize,
    /// Seed of the openings and of the first game's engines; game `g` (from 0) seeds its
    /// engines with `seed + g`.
    pub seed: u64,
    /// Plies after which a game is adjudicated a draw.
    pub max_plies: usize,
    /// Where each game is written as a saved game (`GAME-N.ron`), if anywhere.
    pub save_dir: Option<PathBuf>,
    /// The language of the summary lines.
    pub lang: Language,
}

impl Match {
    /// One game of `game` between `levels` (one per seat), seed 0, each level's own time,
    /// from a random opening of one ply per seat.
    pub fn new(game: GameKind, levels: Vec<Level>) -> Match {
        Match {
            game,
            levels,
            games: 1,
            clock: None,
            movetime: None,
            time_scale: 1.0,
            opening_plies: seat_count(game),
            seed: 0,
            max_plies: MAX_PLIES,
            save_dir: None,
            lang: Language::English,
        }
    }

    /// The time a move of `level` takes: the match's `movetime`, else the level's default
    /// time in `family` times `time_scale`.
    pub fn move_time(&self, level: Level, family: Family) -> Duration {
        self.movetime
            .unwrap_or_else(|| level.settings_for(family).movetime.mul_f64(self.time_scale))
    }
}

/// The number of seats of a game.
pub(crate) fn seat_count(game: GameKind) -> usize {
    game.seats() as usize
}

impl SeatOutcome {
    /// The outcome of `seat` in a finished game (`None`: adjudicated at the move limit).
    pub(crate) fn of(outcome: Option<&Outcome>, seat: usize) -> SeatOutcome {
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

/// One finished game: its outcome (`None` at the move limit), its length in plies, and
/// the game with its clocks, if it had any.
struct Played {
    outcome: Option<Outcome>,
    plies: usize,
    session: Session,
}

impl Played {
    /// A game played without clocks.
    fn without_clocks(game: AnyGame) -> Played {
        Played {
            outcome: game.outcome(),
            plies: game.ply_count(),
            session: Session::from_game(game),
        }
    }

    /// The game played.
    fn game(&self) -> &AnyGame {
        self.session.game()
    }
}

/// Plays the match: a header line, one line per game (`game 1: 1-0 checkmate, 37 moves;
/// white 4 (Strong)`; with three seats `game 1: white won, blue lost, red neither
/// (checkmate), 41 moves; blue 4 (Strong)`, the first-named level's seat last), then the
/// score (`score: +W =D -L (white P/N)`; with three seats one count per seat) and the
/// first-named level's score against the others (`4 (Strong) vs 3 (Club): +21 =12 -7 of
/// 40, score 67.5%, Elo difference +127 +/- 97 (95%)`), in the match's language.
pub fn selfplay_command(m: &Match, out: &mut dyn Write) -> Result<(), CliError> {
    let seats = seat_count(m.game);
    let name = match m.game {
        GameKind::Chess(id) => id.to_string(),
        GameKind::Draughts => GameKind::Draughts.cli_name().to_string(),
    };
    let Some(lineups) = standings::Lineups::new(&m.levels, seats) else {
        return Err(CliError::Usage(Problem::LevelCount {
            game: name,
            seats,
            given: m.levels.len(),
        }));
    };
    let say = |out: &mut dyn Write, line: SelfplayLine| writeln!(out, "{}", text(m.lang, &line));
    say(out, header(&lineups.seat_levels(0), m.games, &name))?;
    let lines = openings(
        m.game,
        lineups.opening_count(m.games),
        m.opening_plies,
        m.seed,
    );
    // Per seat: won, drew, lost, neither; and the first-named level's pairings.
    let mut tally = vec![[0u32; 4]; seats];
    let mut first = [0u32; 3];
    let mut engines: Vec<Searcher> = (0..seats).map(|_| Searcher::new(16)).collect();
    for g in 0..m.games {
        let opening = lines
            .get(lineups.opening_index(g))
            .map_or(&[][..], Vec::as_slice);
        let levels = lineups.seat_levels(g);
        let played = play_one(m, g, &levels, opening, &mut engines)?;
        let outcomes: Vec<SeatOutcome> = (0..seats)
            .map(|s| SeatOutcome::of(played.outcome.as_ref(), s))
            .collect();
        for (s, o) in outcomes.iter().enumerate() {
            tally[s][column(*o)] += 1;
        }
        for (sum, n) in first.iter_mut().zip(lineups.pairings(&outcomes, g)) {
            *sum += n;
        }
        let players = lineups
            .first_seats(g)
            .into_iter()
            .map(|at| player(seats, at, m.levels[0]))
            .collect();
        say(out, game_line(m, g + 1, &played, outcomes, players))?;
        out.flush()?;
        if let Some(dir) = &m.save_dir {
            save_game(dir, &name, g + 1, &played.session)?;
        }
    }
    say(out, score(m, tally))?;
    say(out, lineups.final_line(first))?;
    Ok(())
}

/// The player in `seat` of a game of `seats`, at `level`.
fn player(seats: usize, seat: usize, level: Level) -> Player {
    Player {
        side: SideName {
            seats: seats as u8,
            seat: Seat(seat as u8),
        },
        level,
    }
}

/// The header: the game, each seat's level in the first game, the number of games.
fn header(levels: &[Level], games: u32, name: &str) -> SelfplayLine {
    let seats = levels.len();
    let players = levels
        .iter()
        .enumerate()
        .map(|(s, &level)| player(seats, s, level))
        .collect();
    SelfplayLine::Header {
        game: name.to_string(),
        players,
        games,
    }
}

/// Plays game `g` (from 0) of the match from `opening`, with `levels` by seat, its own
/// engine seed and cleared engines.
fn play_one(
    m: &Match,
    g: u32,
    levels: &[Level],
    opening: &[manifold_rules::AnyMove],
    engines: &mut [Searcher],
) -> Result<Played, CliError> {
    let seed = m.seed.wrapping_add(g as u64);
    for e in engines.iter_mut() {
        e.clear();
    }
    let seat = Seating {
        m,
        levels,
        seed,
        family: Family::of(m.game),
    };
    match (opened(m.game, opening), m.clock) {
        (game, Some(control)) => play_on_clocks(game, control, &seat, engines),
        (AnyGame::Chess(game), None) => play_chess(game, &seat, engines),
        (AnyGame::Draughts(game), None) => play_draughts(game, &seat, engines),
    }
}

/// Who plays one game: the match, the levels by seat, the engines' seed.
struct Seating<'a> {
    m: &'a Match,
    levels: &'a [Level],
    seed: u64,
    family: Family,
}

impl Seating<'_> {
    /// The search limits and configuration of the level in `seat`, thinking `time` (the
    /// match's time per move when `None`).
    fn search(
        &self,
        seat: usize,
        time: Option<Duration>,
    ) -> (
        manifold_ai::limits::Limits,
        manifold_ai::search::SearchConfig,
    ) {
        let level = self.levels[seat];
        let time = time.unwrap_or_else(|| self.m.move_time(level, self.family));
        (
            level.limits_for(self.family, Some(time)),
            level.config_for(self.family, self.seed),
        )
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
/// ended, its length in moves and the seats of the first-named level.
fn game_line(
    m: &Match,
    number: u32,
    played: &Played,
    outcomes: Vec<SeatOutcome>,
    first: Vec<Player>,
) -> SelfplayLine {
    let end = match &played.outcome {
        Some(o) => GameEnd::Reason(o.reason),
        None => boards_so_far(played.game()),
    };
    let moves = played.plies.div_ceil(outcomes.len());
    if outcomes.len() != 2 {
        return SelfplayLine::GameThree {
            number,
            outcomes,
            end,
            moves,
            first,
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
        first,
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

/// Plays one game of a chess variant (two or three seats) on from its opening, claiming
/// a draw as soon as the rules allow one.
fn play_chess(mut game: Game, p: &Seating, engines: &mut [Searcher]) -> Result<Played, CliError> {
    while game.outcome().is_none() && game.moves().len() < p.m.max_plies {
        if game.claim_draw().is_ok() {
            break;
        }
        let seat = game.position().turn().index();
        let (limits, config) = p.search(seat, None);
        let result = engines[seat].search_game(&game, &limits, &config, &mut |_| {});
        let Some(mv) = result.best_move else { break };
        game.play(mv)
            .map_err(|e| CliError::Input(Problem::EngineBadMove(e)))?;
    }
    Ok(Played::without_clocks(AnyGame::Chess(game)))
}

/// Plays one game of Russian draughts on from its opening.
fn play_draughts(
    mut game: DraughtsGame,
    p: &Seating,
    engines: &mut [Searcher],
) -> Result<Played, CliError> {
    while game.outcome().is_none() && game.moves().len() < p.m.max_plies {
        let seat = game.position().turn().index();
        let (limits, config) = p.search(seat, None);
        let result = engines[seat].search_draughts_game(&game, &limits, &config, &mut |_| {});
        let Some(mv) = result.best_move else { break };
        game.play(&mv)
            .map_err(|e| CliError::Input(Problem::EngineBadMove(e)))?;
    }
    Ok(Played::without_clocks(AnyGame::Draughts(game)))
}

/// Plays one game on from its opening on `control`'s clocks: each engine thinks the time
/// its clock allows, the real time each move took is charged to its clock, and a flag
/// fall ends the game (a chess draw is claimed as soon as the rules allow one).
fn play_on_clocks(
    game: AnyGame,
    control: TimeControl,
    p: &Seating,
    engines: &mut [Searcher],
) -> Result<Played, CliError> {
    let mut session = Session::from_game(game);
    session.set_time_control(Some(control));
    let start = Instant::now();
    session.tick(Duration::ZERO);
    while session.game().outcome().is_none() && session.game().ply_count() < p.m.max_plies {
        if session.game().claimable_draw().is_some()
            && matches!(session.game_mut().claim_draw(), Some(Ok(())))
        {
            break;
        }
        let seat = session.game().position().turn().index();
        let (limits, config) = p.search(seat, session.engine_think_time());
        let best = match session.game() {
            AnyGame::Chess(g) => engines[seat]
                .search_game(g, &limits, &config, &mut |_| {})
                .best_move
                .map(AnyMove::Chess),
            AnyGame::Draughts(g) => engines[seat]
                .search_draughts_game(g, &limits, &config, &mut |_| {})
                .best_move
                .map(AnyMove::Draughts),
        };
        // The mover's clock has run while it thought: a flag that fell ends the game.
        if session.tick(start.elapsed()).is_some() {
            break;
        }
        let Some(m) = best else { break };
        match session.play(m) {
            ClickResult::Moved(_) => {}
            ClickResult::Refused(Refusal::Game(e)) => {
                return Err(CliError::Input(Problem::EngineBadMove(e)));
            }
            _ => break,
        }
    }
    Ok(Played {
        outcome: session.game().outcome(),
        plies: session.game().ply_count(),
        session,
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
    let boards = manifold_rules::transit::board_results(position, None);
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

/// Writes a played game to `dir` as `NAME-N.ron`, a saved game the app and `--load` open
/// (with its clocks, when it was played on them).
fn save_game(dir: &Path, name: &str, number: u32, session: &Session) -> Result<(), CliError> {
    let path = dir.join(format!("{name}-{number}.ron"));
    let text = session.to_ron();
    std::fs::create_dir_all(dir)
        .and_then(|()| std::fs::write(&path, text))
        .map_err(|e| CliError::cannot_write(&path, e))
}

#[cfg(test)]
mod tests {
    use super::*;
    use manifold_rules::VariantId;

    #[test]
    fn a_transit_game_at_the_move_limit_shows_its_decided_board() {
        let fen = "8/8/8/8/8/8/P7/8|4k3/8/8/8/8/8/P7/4K3 w - - 0 1 1-0/open -";
        let position = manifold_rules::Position::from_fen(VariantId::Transit, fen).unwrap();
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
            reason: manifold_rules::game::EndReason::Checkmate,
        };
        let words: Vec<String> = (0..3)
            .map(|s| text(Language::English, &SeatOutcome::of(Some(&win), s)))
            .collect();
        assert_eq!(words, ["neither", "lost", "won"]);
        assert_eq!(SeatOutcome::of(None, 0), SeatOutcome::Drew);
    }

    /// A short match of Beginners (depth 3, 20 000 nodes) stopped at `plies`.
    fn short(game: GameKind, levels: Vec<Level>, games: u32, plies: usize) -> Match {
        Match {
            games,
            movetime: Some(Duration::from_millis(5)),
            max_plies: plies,
            seed: 4,
            ..Match::new(game, levels)
        }
    }

    fn lines_of(m: &Match) -> Vec<String> {
        let mut out = Vec::new();
        selfplay_command(m, &mut out).unwrap();
        String::from_utf8(out)
            .unwrap()
            .lines()
            .map(String::from)
            .collect()
    }

    /// Asserts that game `g`'s line (after the header) ends with `seats[g]`, the seats of
    /// the first-named level.
    fn assert_first_seats(lines: &[String], seats: &[&str]) {
        for (g, seat) in seats.iter().enumerate() {
            let line = &lines[1 + g];
            assert!(line.ends_with(&format!("; {seat}")), "game {g}: {line}");
        }
    }

    #[test]
    fn colours_swap_every_game_and_the_final_line_scores_the_first_level() {
        let lines = lines_of(&short(
            GameKind::Chess(VariantId::Classical),
            vec![Level::Casual, Level::Beginner],
            4,
            6,
        ));
        assert_eq!(lines.len(), 7, "{lines:?}");
        let seats = ["white", "black", "white", "black"].map(|s| format!("{s} 2 (Casual)"));
        assert_first_seats(&lines, &seats.each_ref().map(String::as_str));
        for line in &lines[1..5] {
            assert!(line.contains("1/2-1/2 move limit, 3 moves"), "{line}");
        }
        assert_eq!(
            lines[6],
            "2 (Casual) vs 1 (Beginner): +0 =4 -0 of 4, score 50.0%, Elo difference +0 \
             +/- 0 (95%)"
        );
    }

    #[test]
    fn mattrix_seats_rotate_and_score_pairwise() {
        let lines = lines_of(&short(
            GameKind::Chess(VariantId::Mattrix),
            vec![Level::Casual, Level::Beginner, Level::Beginner],
            3,
            6,
        ));
        assert_eq!(lines.len(), 6, "{lines:?}");
        let seats = ["white 2 (Casual)", "blue 2 (Casual)", "red 2 (Casual)"];
        assert_first_seats(&lines, &seats);
        assert!(
            lines[5].starts_with(
                "2 (Casual) vs 1 (Beginner), 1 (Beginner), pairwise: +0 =6 -0 of 6, score 50.0%"
            ),
            "{}",
            lines[5]
        );
    }

    #[test]
    fn a_mattrix_round_robin_seats_both_line_ups() {
        let lines = lines_of(&short(
            GameKind::Chess(VariantId::Mattrix),
            vec![Level::Casual, Level::Beginner],
            6,
            6,
        ));
        assert_eq!(lines.len(), 9, "{lines:?}");
        assert!(
            lines[0].starts_with("mattrix: white 2 (Casual), blue 1 (Beginner), red 1 (Beginner)"),
            "{}",
            lines[0]
        );
        let seats = [
            "white 2 (Casual)",
            "blue 2 (Casual)",
            "red 2 (Casual)",
            "white 2 (Casual), blue 2 (Casual)",
            "blue 2 (Casual), red 2 (Casual)",
            "red 2 (Casual), white 2 (Casual)",
        ];
        assert_first_seats(&lines, &seats);
        // Six games stopped at the move limit: two Casual-Beginner pairings each.
        assert!(
            lines[8].starts_with(
                "2 (Casual) vs 1 (Beginner), round robin, pairwise: +0 =12 -0 of 12, score 50.0%"
            ),
            "{}",
            lines[8]
        );
    }

    #[test]
    fn each_opening_is_played_in_every_rotation() {
        for kind in [GameKind::Draughts, GameKind::Chess(VariantId::Mattrix)] {
            let seats = seat_count(kind);
            let m = Match {
                opening_plies: 4,
                ..short(kind, vec![Level::Beginner; seats], 1, 5)
            };
            let mut engines: Vec<Searcher> = (0..seats).map(|_| Searcher::new(1)).collect();
            let lines = openings(kind, 2, 4, m.seed);
            let start = |g: u32, engines: &mut [Searcher]| {
                let lineups = standings::Lineups::new(&m.levels, seats).unwrap();
                let levels = lineups.seat_levels(g);
                let line = &lines[lineups.opening_index(g)];
                let played = play_one(&m, g, &levels, line, engines).unwrap();
                played.game().moves()[..4].to_vec()
            };
            let first = start(0, &mut engines);
            assert_eq!(first, lines[0]);
            for g in 1..seats as u32 {
                assert_eq!(start(g, &mut engines), first, "{kind:?} game {g}");
            }
            assert_eq!(start(seats as u32, &mut engines), lines[1], "{kind:?}");
            assert_ne!(lines[0], lines[1]);
        }
    }

    /// Engine games on clocks: each move charged to its mover, the games saved with their
    /// clocks and each move's time left, and read back as they were written.
    #[test]
    fn games_on_clocks_are_saved_with_their_clocks() {
        let dir =
            std::env::temp_dir().join(format!("manifold-selfplay-clock-{}", std::process::id()));
        for (kind, plies) in [
            (GameKind::Chess(VariantId::Classical), 8),
            (GameKind::Chess(VariantId::Mattrix), 6),
            (GameKind::Draughts, 6),
        ] {
            let seats = seat_count(kind);
            let control = TimeControl::from_text("0.2+0.1").unwrap();
            let m = Match {
                clock: Some(control),
                save_dir: Some(dir.clone()),
                ..short(kind, vec![Level::Beginner; seats], 1, plies)
            };
            let lines = lines_of(&m);
            assert!(lines[1].contains("move limit"), "{lines:?}");
            let path = dir.join(format!("{}-1.ron", kind.cli_name()));
            let text = std::fs::read_to_string(&path).unwrap();
            assert!(text.contains("format: 2"), "{text}");
            let session = Session::from_ron(&text).unwrap();
            assert_eq!(session.to_ron(), text);
            let clocks = session.clocks().expect("saved with its clocks");
            assert_eq!(clocks.control(), control);
            // The random opening (a ply per seat) is played before the clocks start.
            assert_eq!(clocks.from_ply(), seats, "{text}");
            assert_eq!(clocks.move_times().len(), plies - seats, "{text}");
            for (i, &(seat, left)) in clocks.move_times().iter().enumerate() {
                assert_eq!(seat.index(), i % seats, "{text}");
                // Every move took some time: less than its increment back.
                let own_moves = (i / seats + 1) as u64;
                assert!(
                    left < Duration::from_millis(12_000 + 100 * own_moves),
                    "{text}"
                );
                assert!(left > Duration::ZERO);
            }
        }
        std::fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn each_level_gets_its_own_scaled_time() {
        let m = Match {
            time_scale: 0.1,
            ..Match::new(
                GameKind::Chess(VariantId::Classical),
                vec![Level::Max, Level::Strong],
            )
        };
        assert_eq!(
            m.move_time(Level::Max, Family::Chess),
            Duration::from_millis(500)
        );
        assert_eq!(
            m.move_time(Level::Strong, Family::Chess),
            Duration::from_millis(100)
        );
        let fixed = Match {
            movetime: Some(Duration::from_millis(70)),
            ..m
        };
        assert_eq!(
            fixed.move_time(Level::Max, Family::Draughts),
            Duration::from_millis(70)
        );
    }
}
