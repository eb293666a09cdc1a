//! The CLI's ordinary output as typed messages (`assets/i18n/*.ftl`, sections `cli-show`,
//! `cli-play` and `cli-selfplay`): the words of `show`, of the hot-seat game and of the
//! match summaries, rendered in the session's language by `locale::text`.
//!
//! What other programs read stays out of here and stays Latin: perft and divide counts,
//! FEN, PGN and PDN, UCI lines, moves in notation (they come in as text arguments).

use manifold_ai::Level;
use manifold_locale::{Localize, Message};
use manifold_rules::game::{EndReason, GameResult, Outcome};
use manifold_rules::geometry::{Geometry, Layout};
use manifold_rules::names::{SideName, VariantName};
use manifold_rules::{GameFileFormat, GameKind, Seat};

/// A seat's name at the start of a sentence: White and Black, or White, Blue and Red at a
/// three-seat table (`seat-*`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeatName {
    /// How many seats the game has (2 or 3: it decides the seats' colour names).
    pub seats: u8,
    /// The seat named.
    pub seat: Seat,
}

impl Localize for SeatName {
    fn message(&self) -> Message {
        Message::new(match (self.seats, self.seat.0) {
            (_, 0) => "seat-white",
            (3, 1) => "seat-blue",
            (3, _) => "seat-red",
            _ => "seat-black",
        })
    }
}

/// A game's name: the chess variant's, or Russian draughts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct GameName(pub GameKind);

impl Localize for GameName {
    fn message(&self) -> Message {
        match self.0 {
            GameKind::Chess(id) => VariantName(id).message(),
            GameKind::Draughts => Message::new("game-draughts"),
        }
    }
}

/// A board as `show`'s title names it (`8x8 board`, `12x12 torus board`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, strum::EnumCount)]
pub(crate) enum BoardName {
    /// A rectangle of squares, width by height.
    Grid(u8, u8),
    /// A torus of squares, width by height.
    Torus(u8, u8),
    /// A hexagonal board of so many cells.
    Hex(usize),
    /// Chess-transit's two boards.
    TwoBoards,
    /// The draughts board (its dark squares).
    Draughts,
}

impl BoardName {
    /// The name of a chess variant's board.
    pub(crate) fn of(g: &Geometry) -> BoardName {
        let (w, h) = g.size();
        match g.layout() {
            Layout::SquareGrid => BoardName::Grid(w, h),
            Layout::Torus => BoardName::Torus(w, h),
            Layout::Hex => BoardName::Hex(g.cell_count()),
            Layout::TwoBoards => BoardName::TwoBoards,
        }
    }
}

impl Localize for BoardName {
    fn message(&self) -> Message {
        let size = |id, w: u8, h: u8| Message::new(id).text("size", format!("{w}x{h}"));
        match *self {
            BoardName::Grid(w, h) => size("cli-board-grid", w, h),
            BoardName::Torus(w, h) => size("cli-board-torus", w, h),
            BoardName::Hex(cells) => Message::new("cli-board-hex").number("cells", cells),
            BoardName::TwoBoards => Message::new("cli-board-two"),
            BoardName::Draughts => Message::new("cli-board-draughts"),
        }
    }
}

/// Why a game ended, as the result lines say it after "by": the reason's own words, but
/// "agreement", and Mattrix's own count of plies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct How {
    /// How many seats the game has.
    pub seats: u8,
    /// Why the rules ended the game; `Agreement` and Mattrix's 150-ply rule (seventy-five
    /// moves with three seats) get their own words.
    pub reason: EndReason,
}

impl Localize for How {
    fn message(&self) -> Message {
        match self.reason {
            EndReason::Agreement => Message::new("cli-how-agreement"),
            EndReason::SeventyFiveMoves if self.seats == 3 => Message::new("cli-how-plies_150"),
            r => r.message(),
        }
    }
}

/// How a game ended, result first: `0-1, Black wins by checkmate`, `1/2-1/2, drawn by
/// stalemate`; three seats have no result token: `White wins, Blue loses by checkmate; Red
/// neither wins nor loses`, `drawn by stalemate for all three`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OutcomeText {
    /// How many seats the game has.
    pub seats: u8,
    /// The result token (PGN's or PDN's) of a two-seat game.
    pub token: &'static str,
    /// Who won and who lost, or a draw; with three seats it is worded seat by seat.
    pub outcome: Outcome,
}

impl Localize for OutcomeText {
    fn message(&self) -> Message {
        let seat = |seat| SeatName {
            seats: self.seats,
            seat,
        };
        let how = How {
            seats: self.seats,
            reason: self.outcome.reason,
        };
        let with = |id| {
            Message::new(id)
                .text("token", self.token)
                .message("how", how)
        };
        match (self.seats, self.outcome.result) {
            (3, GameResult::Win { winner, loser }) => {
                let win = Message::new("result-win_three")
                    .message("winner", seat(winner))
                    .message("loser", seat(loser));
                Message::new("cli-outcome-three_win")
                    .message("win", win)
                    .message("how", how)
                    .message("third", seat(Seat(3 - winner.0 - loser.0)))
            }
            (3, _) => Message::new("cli-outcome-three_draw").message("how", how),
            (_, GameResult::Draw) => with("cli-outcome-draw"),
            (_, GameResult::Score { white, black }) => Message::new("cli-outcome-score")
                .text("white", half_points(white))
                .text("black", half_points(black))
                .message("how", how),
            (_, GameResult::Win { winner, .. }) => with("cli-outcome-win").message(
                "win",
                Message::new("result-win").message("winner", seat(winner)),
            ),
        }
    }
}

/// Half points as a score: 3 -> "1.5".
fn half_points(half: u8) -> String {
    if half.is_multiple_of(2) {
        (half / 2).to_string()
    } else {
        format!("{}.5", half / 2)
    }
}

/// The state of play `show` prints.
#[derive(Clone, Copy, Debug, PartialEq, Eq, strum::EnumCount)]
pub enum Status {
    /// The game has ended.
    Over(OutcomeText),
    /// The side to move is in check.
    InCheck(SeatName),
    /// The side to move must capture (draughts).
    MustCapture(SeatName),
    /// The game goes on.
    InPlay,
}

impl Localize for Status {
    fn message(&self) -> Message {
        match self {
            Status::Over(o) => o.message(),
            Status::InCheck(s) => Message::new("cli-show-in_check").message("seat", s),
            Status::MustCapture(s) => Message::new("cli-show-must_capture").message("seat", s),
            Status::InPlay => Message::new("cli-show-in_play"),
        }
    }
}

/// A line of `show`'s description.
#[derive(Clone, Debug, PartialEq, Eq, strum::EnumCount)]
pub(crate) enum ShowLine {
    /// The game and its board.
    Title {
        /// The game shown.
        game: GameName,
        /// The board's shape and size (a grid, a torus, a hex board, ...).
        board: BoardName,
        /// Whether the board's edges wrap.
        wraps: bool,
    },
    /// The side to move.
    ToMove(SeatName),
    /// The position as FEN.
    Fen(String),
    /// The number of legal moves.
    LegalMoves(usize),
    /// The state of play.
    Status(Status),
    /// The draw the side to move may claim, if any.
    DrawClaim(Option<EndReason>),
}

impl Localize for ShowLine {
    fn message(&self) -> Message {
        match self {
            ShowLine::Title { game, board, wraps } => Message::new(if *wraps {
                "cli-show-title_wrapping"
            } else {
                "cli-show-title"
            })
            .message("game", game)
            .message("board", board),
            ShowLine::ToMove(s) => Message::new("cli-show-to_move").message("seat", s),
            ShowLine::Fen(fen) => Message::new("cli-show-fen").text("fen", fen),
            ShowLine::LegalMoves(n) => Message::new("cli-show-legal_moves").number("count", *n),
            ShowLine::Status(s) => Message::new("cli-show-status").message("status", s),
            ShowLine::DrawClaim(Some(reason)) => {
                Message::new("cli-show-draw_claim").message("claim", reason)
            }
            ShowLine::DrawClaim(None) => {
                Message::new("cli-show-draw_claim").message("claim", Message::new("cli-show-none"))
            }
        }
    }
}

/// A line (or a prompt) of the hot-seat game.
#[derive(Clone, Debug, PartialEq, Eq, strum::EnumCount)]
pub(crate) enum PlayLine {
    /// The first line of a game: which game is being played.
    Greeting(GameName),
    /// The first line of the help: how moves are typed.
    HelpIntro(GameFileFormat),
    /// The last move, numbered.
    LastMove(String),
    /// The side to move is in check.
    InCheck(SeatName),
    /// The side to move may claim a draw.
    MayClaim(SeatName, EndReason),
    /// The side to move must capture.
    MustCapture(SeatName),
    /// The game has ended.
    GameOver(OutcomeText),
    /// The prompt after the game ended, naming the game file's command.
    PromptOver(GameFileFormat),
    /// The prompt of the side to move.
    PromptMove(SeatName),
    /// The last line of a finished game.
    FinalResult(OutcomeText),
    /// The last line of an unfinished game.
    Unfinished,
    /// A move taken back.
    TookBack(String),
    /// `undo` reopened a resigned or agreed game.
    Reopened,
    /// A side resigned.
    Resigns(SeatName),
    /// The heading of the move list.
    LegalMoves(usize),
    /// A draw offered by one side to another.
    OfferDraw(SeatName, SeatName),
    /// A draw declined; the side to move.
    Declined(SeatName),
}

/// What a command of the help does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, strum::EnumCount)]
pub(crate) enum HelpItem {
    /// `moves`.
    Moves,
    /// `undo`.
    Undo,
    /// `redo`.
    Redo,
    /// `board`.
    Board,
    /// `fen`.
    Fen(GameFileFormat),
    /// `pgn` or `pdn`.
    GameFile(GameFileFormat),
    /// `draw`.
    Draw,
    /// `claim`.
    Claim,
    /// `resign`.
    Resign,
    /// `help`.
    Help,
    /// `quit`.
    Quit,
}

impl Localize for HelpItem {
    fn message(&self) -> Message {
        match self {
            HelpItem::Moves => Message::new("cli-help-moves"),
            HelpItem::Undo => Message::new("cli-help-undo"),
            HelpItem::Redo => Message::new("cli-help-redo"),
            HelpItem::Board => Message::new("cli-help-board"),
            HelpItem::Fen(GameFileFormat::Pgn) => Message::new("cli-help-fen"),
            HelpItem::Fen(GameFileFormat::Pdn) => Message::new("cli-help-fen_draughts"),
            HelpItem::GameFile(f) => {
                Message::new("cli-help-game_file").text("format", f.name().to_uppercase())
            }
            HelpItem::Draw => Message::new("cli-help-draw"),
            HelpItem::Claim => Message::new("cli-help-claim"),
            HelpItem::Resign => Message::new("cli-help-resign"),
            HelpItem::Help => Message::new("cli-help-help"),
            HelpItem::Quit => Message::new("cli-help-quit"),
        }
    }
}

/// How moves are typed, for a game file format's family.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct MoveHint(pub GameFileFormat);

impl Localize for MoveHint {
    fn message(&self) -> Message {
        Message::new(match self.0 {
            GameFileFormat::Pgn => "cli-hint-chess",
            GameFileFormat::Pdn => "cli-hint-draughts",
        })
    }
}

impl Localize for PlayLine {
    fn message(&self) -> Message {
        let seat = |id, s: &SeatName| Message::new(id).message("seat", s);
        match self {
            PlayLine::Greeting(g) => Message::new("cli-play-greeting").message("game", g),
            PlayLine::HelpIntro(f) => Message::new("cli-play-help").message("hint", MoveHint(*f)),
            PlayLine::LastMove(m) => Message::new("cli-play-last_move").text("move", m),
            PlayLine::InCheck(s) => seat("cli-play-in_check", s),
            PlayLine::MayClaim(s, reason) => {
                seat("cli-play-may_claim", s).message("reason", reason)
            }
            PlayLine::MustCapture(s) => seat("cli-play-must_capture", s),
            PlayLine::GameOver(o) => Message::new("cli-play-over").message("outcome", o),
            PlayLine::PromptOver(f) => Message::new("cli-play-prompt_over").text("file", f.name()),
            PlayLine::PromptMove(s) => seat("cli-play-prompt_move", s),
            PlayLine::FinalResult(o) => Message::new("cli-play-final").message("outcome", o),
            PlayLine::Unfinished => Message::new("cli-play-unfinished"),
            PlayLine::TookBack(m) => Message::new("cli-play-took_back").text("move", m),
            PlayLine::Reopened => Message::new("cli-play-reopened"),
            PlayLine::Resigns(s) => seat("cli-play-resigns", s),
            PlayLine::LegalMoves(n) => Message::new("cli-play-legal_moves").number("count", *n),
            PlayLine::OfferDraw(by, to) => Message::new("cli-play-offer_draw")
                .message("by", by)
                .message("to", to),
            PlayLine::Declined(s) => seat("cli-play-declined", s),
        }
    }
}

/// What one game meant for one seat (selfplay).
#[derive(Clone, Copy, Debug, PartialEq, Eq, strum::EnumCount)]
pub(crate) enum SeatOutcome {
    /// The seat won.
    Won,
    /// The seat lost.
    Lost,
    /// A draw (the move limit included).
    Drew,
    /// Another seat won and a third lost (Mattrix, RULES 5.5).
    Neither,
}

impl Localize for SeatOutcome {
    fn message(&self) -> Message {
        Message::new(match self {
            SeatOutcome::Won => "cli-selfplay-won",
            SeatOutcome::Lost => "cli-selfplay-lost",
            SeatOutcome::Drew => "cli-selfplay-drew",
            SeatOutcome::Neither => "cli-selfplay-neither",
        })
    }
}

/// A Chess-transit board's state at the move limit (selfplay).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum BoardState {
    /// Neither won nor drawn yet: play goes on on this board.
    Open,
    /// Decided: its result token.
    Decided(&'static str),
}

impl Localize for BoardState {
    fn message(&self) -> Message {
        match self {
            BoardState::Open => Message::new("cli-selfplay-board_open"),
            BoardState::Decided(token) => Message::new("cli-selfplay-token").text("token", token),
        }
    }
}

/// Why a selfplay game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, strum::EnumCount)]
pub(crate) enum GameEnd {
    /// The rules ended it.
    Reason(EndReason),
    /// The move limit.
    MoveLimit,
    /// The move limit, with Chess-transit's boards so far.
    MoveLimitBoards(BoardState, BoardState),
}

impl Localize for GameEnd {
    fn message(&self) -> Message {
        match self {
            GameEnd::Reason(r) => r.message(),
            GameEnd::MoveLimit => Message::new("cli-selfplay-move_limit"),
            GameEnd::MoveLimitBoards(first, second) => {
                Message::new("cli-selfplay-move_limit_boards")
                    .message("first", first)
                    .message("second", second)
            }
        }
    }
}

/// A line of selfplay's summary.
#[derive(Clone, Debug, PartialEq, Eq, strum::EnumCount)]
pub(crate) enum SelfplayLine {
    /// The header: the game, the players (already rendered, joined), the number of games.
    Header {
        /// The game's command-line name.
        game: String,
        /// Each seat with the engine level that plays it, in seat order.
        players: Vec<Player>,
        /// The number of games.
        games: u32,
    },
    /// A two-seat game's line.
    Game {
        /// The game's number, from 1.
        number: u32,
        /// Its result token.
        token: &'static str,
        /// Why it ended.
        end: GameEnd,
        /// Its length in moves.
        moves: usize,
        /// Where the first-named level sat (two seats of a round robin's line-up).
        first: Vec<Player>,
    },
    /// A three-seat game's line.
    GameThree {
        /// The game's number, from 1.
        number: u32,
        /// Each seat's outcome.
        outcomes: Vec<SeatOutcome>,
        /// Why it ended.
        end: GameEnd,
        /// Its length in moves.
        moves: usize,
        /// Where the first-named level sat (two seats of a round robin's line-up).
        first: Vec<Player>,
    },
    /// A two-seat match's score, White's wins, draws and losses of so many games.
    Score {
        /// White's wins, draws, losses.
        tally: [u32; 3],
        /// White's points (`1.5`).
        points: String,
        /// The number of games.
        games: u32,
    },
    /// A three-seat match's score: per seat, won, drew, lost and neither.
    ScoreThree(Vec<[u32; 4]>),
    /// The last line: the first-named level's wins, draws and losses against the others
    /// (pairwise with three seats, see [`super::standings`]), its score and Elo difference.
    Final {
        /// The first-named level.
        first: Level,
        /// The other seats' levels, as the first game seats them (a round robin: the other
        /// level).
        others: Vec<Level>,
        /// Whether the match was a round robin of two levels over three seats.
        round_robin: bool,
        /// Its wins, draws, losses.
        tally: [u32; 3],
        /// Its score in percent (`67.5`).
        score: String,
        /// The Elo difference (`+127`, `+inf`).
        diff: String,
        /// The 95 % margin of the difference (`97`, `inf`).
        margin: String,
    },
}

/// A level by its number and name (`4 (Strong)`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelName(pub Level);

impl Localize for LevelName {
    fn message(&self) -> Message {
        Message::new("cli-selfplay-level")
            .number("number", self.0.number())
            .message("level", level_word(self.0))
    }
}

/// The message of a level's name alone (`Strong`).
fn level_word(level: Level) -> Message {
    Message::new(LEVEL_NAMES[(level.number() as usize).clamp(1, 5) - 1])
}

/// A selfplay seat and its level (`white 3 (Strong)`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Player {
    /// The seat, as a side.
    pub side: SideName,
    /// The engine level that plays this seat (1 Beginner to 5 Max).
    pub level: Level,
}

impl Localize for Player {
    fn message(&self) -> Message {
        Message::new("cli-selfplay-player")
            .message("side", self.side)
            .number("number", self.level.number())
            .message("level", level_word(self.level))
    }
}

/// The levels' names, by level from 1.
const LEVEL_NAMES: [&str; 5] = [
    "cli-level-1",
    "cli-level-2",
    "cli-level-3",
    "cli-level-4",
    "cli-level-5",
];

/// A message listing `items` joined by the message `join` (its `first` and `rest`).
fn list<T: Localize>(join: &'static str, items: &[T]) -> Message {
    let mut messages = items.iter().map(Localize::message).rev();
    let last = messages
        .next()
        .unwrap_or_else(|| Message::new("cli-selfplay-nobody"));
    messages.fold(last, |rest, first| {
        Message::new(join)
            .message("first", first)
            .message("rest", rest)
    })
}

/// A side of a game of `seats`, by index.
fn side(seats: usize, seat: usize) -> SideName {
    SideName {
        seats: seats as u8,
        seat: Seat(seat as u8),
    }
}

impl Localize for SelfplayLine {
    fn message(&self) -> Message {
        match self {
            SelfplayLine::Header {
                game,
                players,
                games,
            } => {
                let join = if players.len() == 2 {
                    "cli-selfplay-versus"
                } else {
                    "cli-selfplay-and"
                };
                Message::new("cli-selfplay-header")
                    .text("game", game)
                    .message("players", list(join, players))
                    .number("games", *games)
            }
            SelfplayLine::Game {
                number,
                token,
                end,
                moves,
                first,
            } => Message::new("cli-selfplay-game")
                .number("number", *number)
                .text("token", token)
                .message("end", end)
                .number("moves", *moves)
                .message("first", list("cli-selfplay-and", first)),
            SelfplayLine::GameThree {
                number,
                outcomes,
                end,
                moves,
                first,
            } => {
                let seats = outcomes.len();
                let each: Vec<Message> = outcomes
                    .iter()
                    .enumerate()
                    .map(|(s, o)| {
                        Message::new("cli-selfplay-seat_outcome")
                            .message("side", side(seats, s))
                            .message("outcome", o)
                    })
                    .collect();
                Message::new("cli-selfplay-game_three")
                    .number("number", *number)
                    .message("outcomes", list("cli-selfplay-and", &each))
                    .message("end", end)
                    .number("moves", *moves)
                    .message("first", list("cli-selfplay-and", first))
            }
            SelfplayLine::Score {
                tally: [wins, draws, losses],
                points,
                games,
            } => Message::new("cli-selfplay-score")
                .number("wins", *wins)
                .number("draws", *draws)
                .number("losses", *losses)
                .text("points", points)
                .number("games", *games),
            SelfplayLine::ScoreThree(tally) => {
                let each: Vec<Message> = tally
                    .iter()
                    .enumerate()
                    .map(|(s, [w, d, l, n])| {
                        Message::new("cli-selfplay-seat_score")
                            .message("side", side(tally.len(), s))
                            .number("wins", *w)
                            .number("draws", *d)
                            .number("losses", *l)
                            .number("neither", *n)
                    })
                    .collect();
                Message::new("cli-selfplay-score_three")
                    .message("seats", list("cli-selfplay-then", &each))
            }
            SelfplayLine::Final {
                first,
                others,
                round_robin,
                tally: [wins, draws, losses],
                score,
                diff,
                margin,
            } => {
                let others: Vec<LevelName> = others.iter().map(|&l| LevelName(l)).collect();
                let id = if *round_robin {
                    "cli-selfplay-final_round_robin"
                } else if others.len() == 1 {
                    "cli-selfplay-final"
                } else {
                    "cli-selfplay-final_pairwise"
                };
                Message::new(id)
                    .message("first", LevelName(*first))
                    .message("others", list("cli-selfplay-and", &others))
                    .number("wins", *wins)
                    .number("draws", *draws)
                    .number("losses", *losses)
                    .number("games", wins + draws + losses)
                    .text("score", score)
                    .text("diff", diff)
                    .text("margin", margin)
            }
        }
    }
}

/// How one game of a UCI match ended, for the first engine.
#[derive(Clone, Copy, Debug, PartialEq, Eq, strum::EnumCount)]
pub(crate) enum Verdict {
    /// The first engine won.
    Win,
    /// The game was drawn.
    Draw,
    /// The first engine lost.
    Loss,
}

impl Localize for Verdict {
    fn message(&self) -> Message {
        Message::new(match self {
            Verdict::Win => "cli-match-wins",
            Verdict::Draw => "cli-match-draws",
            Verdict::Loss => "cli-match-loses",
        })
    }
}

/// Why a game of a UCI match ended.
#[derive(Clone, Debug, PartialEq, Eq, strum::EnumCount)]
pub(crate) enum MatchEnd {
    /// The rules ended it.
    Reason(EndReason),
    /// An opening move was not legal.
    BadOpening(String),
    /// Adjudicated a draw at the ply limit.
    Adjudicated(u32),
    /// An engine did not answer in time or ended (the engine, the detail).
    NoAnswer(String, String),
    /// An engine played an illegal move (the engine, its answer).
    IllegalMove(String, String),
}

impl Localize for MatchEnd {
    fn message(&self) -> Message {
        match self {
            MatchEnd::Reason(r) => r.message(),
            MatchEnd::BadOpening(m) => Message::new("cli-match-bad_opening").text("move", m),
            MatchEnd::Adjudicated(plies) => {
                Message::new("cli-match-adjudicated").number("plies", *plies)
            }
            MatchEnd::NoAnswer(engine, detail) => Message::new("cli-match-no_answer")
                .text("engine", engine)
                .text("detail", detail),
            MatchEnd::IllegalMove(engine, answer) => Message::new("cli-match-illegal_move")
                .text("engine", engine)
                .text("answer", answer),
        }
    }
}

/// A line of a UCI match's summary.
#[derive(Clone, Debug, PartialEq, Eq, strum::EnumCount)]
pub(crate) enum MatchLine {
    /// The engines, the number of games, the time a move, the openings' seed.
    Header {
        /// The two engines' names.
        names: [String; 2],
        /// The number of games.
        games: u32,
        /// Milliseconds a move.
        movetime: u64,
        /// The openings' seed.
        seed: u64,
    },
    /// One game, for the first engine, with the running tally.
    Game {
        /// The game's number, from 1.
        number: usize,
        /// The opening's moves.
        opening: String,
        /// The first engine.
        name: String,
        /// Whether it played White.
        white: bool,
        /// How the game went for the first engine.
        verdict: Verdict,
        /// Why the game ended.
        end: MatchEnd,
        /// Wins, draws, losses so far.
        tally: [u32; 3],
    },
    /// The final score, with the Elo difference and its margin (already written out).
    Final {
        /// The two engines' names.
        names: [String; 2],
        /// Wins, draws, losses.
        tally: [u32; 3],
        /// The score in percent (`55.0`).
        score: String,
        /// The Elo difference (`+35`).
        diff: String,
        /// Its 95 % margin (`120`, `inf`).
        margin: String,
    },
}

impl Localize for MatchLine {
    fn message(&self) -> Message {
        let tally = |m: Message, [w, d, l]: [u32; 3]| {
            m.number("wins", w).number("draws", d).number("losses", l)
        };
        match self {
            MatchLine::Header {
                names: [first, second],
                games,
                movetime,
                seed,
            } => Message::new("cli-match-header")
                .text("first", first)
                .text("second", second)
                .number("games", *games)
                .number("movetime", *movetime)
                .text("seed", seed),
            MatchLine::Game {
                number,
                opening,
                name,
                white,
                verdict,
                end,
                tally: t,
            } => {
                let colour = if *white { "seat-white" } else { "seat-black" };
                let m = Message::new("cli-match-game")
                    .number("number", *number)
                    .text("opening", opening)
                    .text("engine", name)
                    .message("colour", Message::new(colour))
                    .message("verdict", verdict)
                    .message("end", end);
                tally(m, *t)
            }
            MatchLine::Final {
                names: [first, second],
                tally: t,
                score,
                diff,
                margin,
            } => {
                let m = Message::new("cli-match-final")
                    .text("first", first)
                    .text("second", second)
                    .number("games", t.iter().sum::<u32>())
                    .text("score", score)
                    .text("diff", diff)
                    .text("margin", margin);
                tally(m, *t)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use manifold_locale::check::assert_every_variant_renders;

    const FORMATS: [GameFileFormat; 2] = [GameFileFormat::Pgn, GameFileFormat::Pdn];

    fn white() -> SeatName {
        SeatName {
            seats: 3,
            seat: Seat(0),
        }
    }

    fn outcome(seats: u8, result: GameResult) -> OutcomeText {
        OutcomeText {
            seats,
            token: "1-0",
            outcome: Outcome {
                result,
                reason: EndReason::Agreement,
            },
        }
    }

    #[test]
    fn every_cli_text_renders() {
        let win = GameResult::Win {
            winner: Seat(0),
            loser: Seat(1),
        };
        let score = GameResult::Score { white: 3, black: 1 };
        let outcomes = [
            outcome(2, win),
            outcome(2, GameResult::Draw),
            outcome(2, score),
            outcome(3, win),
            outcome(3, GameResult::Draw),
        ];
        assert_every_variant_renders(
            &[
                BoardName::Grid(8, 8),
                BoardName::Torus(12, 12),
                BoardName::Hex(147),
                BoardName::TwoBoards,
                BoardName::Draughts,
            ],
            &[],
        );
        let mut statuses: Vec<Status> = outcomes.iter().copied().map(Status::Over).collect();
        statuses.extend([
            Status::InCheck(white()),
            Status::MustCapture(white()),
            Status::InPlay,
        ]);
        assert_every_variant_renders(&statuses, &[]);
        let game = GameName(GameKind::Draughts);
        assert_every_variant_renders(
            &[
                ShowLine::Title {
                    game,
                    board: BoardName::Hex(147),
                    wraps: true,
                },
                ShowLine::ToMove(white()),
                ShowLine::Fen("8/8 w".into()),
                ShowLine::LegalMoves(21),
                ShowLine::Status(Status::InPlay),
                ShowLine::DrawClaim(Some(EndReason::FiftyMoves)),
                ShowLine::DrawClaim(None),
            ],
            &[],
        );
        let mut help: Vec<HelpItem> = FORMATS.iter().map(|f| HelpItem::Fen(*f)).collect();
        help.extend([
            HelpItem::Moves,
            HelpItem::Undo,
            HelpItem::Redo,
            HelpItem::Board,
            HelpItem::GameFile(GameFileFormat::Pgn),
            HelpItem::Draw,
            HelpItem::Claim,
            HelpItem::Resign,
            HelpItem::Help,
            HelpItem::Quit,
        ]);
        assert_every_variant_renders(&help, &["PDN"]);
        let o = outcomes[0];
        let mut play = vec![
            PlayLine::Greeting(GameName(GameKind::Chess(manifold_rules::VariantId::Wirth))),
            PlayLine::LastMove("1. e4".into()),
            PlayLine::InCheck(white()),
            PlayLine::MayClaim(white(), EndReason::ThreefoldRepetition),
            PlayLine::MustCapture(white()),
            PlayLine::GameOver(o),
            PlayLine::PromptMove(white()),
            PlayLine::FinalResult(o),
            PlayLine::Unfinished,
            PlayLine::TookBack("1. e4".into()),
            PlayLine::Reopened,
            PlayLine::Resigns(white()),
            PlayLine::OfferDraw(white(), white()),
            PlayLine::Declined(white()),
        ];
        for f in FORMATS {
            play.push(PlayLine::HelpIntro(f));
            play.push(PlayLine::PromptOver(f));
        }
        for n in [1, 3, 5, 21, 112] {
            play.push(PlayLine::LegalMoves(n));
        }
        // Command names and notation examples stay Latin.
        let latin = ["claim", "undo", "fen", "quit", "help", "SAN", "PDN"];
        let examples = [
            "Nf3", "No11", "Nl10", "e8", "e2e4", "e7e8q", "E2E4", "o11l10",
        ];
        let allowed: Vec<&str> = latin.iter().chain(&examples).copied().collect();
        assert_every_variant_renders(&play, &allowed);
    }

    #[test]
    fn every_summary_text_renders() {
        let end = GameEnd::MoveLimitBoards(BoardState::Open, BoardState::Decided("1-0"));
        let players: Vec<Player> = (0..3)
            .map(|s| Player {
                side: SideName {
                    seats: 3,
                    seat: Seat(s),
                },
                level: Level::Club,
            })
            .collect();
        let outcomes = vec![SeatOutcome::Won, SeatOutcome::Lost, SeatOutcome::Neither];
        assert_every_variant_renders(
            &[
                SeatOutcome::Won,
                SeatOutcome::Lost,
                SeatOutcome::Drew,
                SeatOutcome::Neither,
            ],
            &[],
        );
        assert_every_variant_renders(
            &[
                GameEnd::Reason(EndReason::Checkmate),
                GameEnd::MoveLimit,
                end,
            ],
            &[],
        );
        assert_every_variant_renders(
            &[
                SelfplayLine::Header {
                    game: "mattrix".into(),
                    players: players.clone(),
                    games: 2,
                },
                SelfplayLine::Game {
                    number: 1,
                    token: "1-0",
                    end,
                    moves: 22,
                    first: vec![players[1].clone()],
                },
                SelfplayLine::GameThree {
                    number: 2,
                    outcomes,
                    end,
                    moves: 1,
                    first: vec![players[2].clone(), players[0].clone()],
                },
                SelfplayLine::Score {
                    tally: [1, 0, 1],
                    points: "1".into(),
                    games: 2,
                },
                SelfplayLine::ScoreThree(vec![[1, 0, 0, 1]; 3]),
                SelfplayLine::Final {
                    first: Level::Strong,
                    others: vec![Level::Club],
                    round_robin: false,
                    tally: [1, 0, 1],
                    score: "50.0".into(),
                    diff: "+0".into(),
                    margin: "inf".into(),
                },
                SelfplayLine::Final {
                    first: Level::Club,
                    others: vec![Level::Casual, Level::Casual],
                    round_robin: false,
                    tally: [3, 1, 0],
                    score: "87.5".into(),
                    diff: "+330".into(),
                    margin: "inf".into(),
                },
                SelfplayLine::Final {
                    first: Level::Strong,
                    others: vec![Level::Club],
                    round_robin: true,
                    tally: [3, 1, 0],
                    score: "87.5".into(),
                    diff: "+330".into(),
                    margin: "inf".into(),
                },
            ],
            &[],
        );
        assert_every_variant_renders(&[Verdict::Win, Verdict::Draw, Verdict::Loss], &[]);
        let ends = [
            MatchEnd::Reason(EndReason::Timeout),
            MatchEnd::BadOpening("e2e5".into()),
            MatchEnd::Adjudicated(300),
            MatchEnd::NoAnswer("x".into(), "y".into()),
            MatchEnd::IllegalMove("x".into(), "bestmove a1a1".into()),
        ];
        assert_every_variant_renders(&ends, &[]);
        let names = ["A".to_string(), "B".to_string()];
        assert_every_variant_renders(
            &[
                MatchLine::Header {
                    names: names.clone(),
                    games: 4,
                    movetime: 100,
                    seed: 1,
                },
                MatchLine::Game {
                    number: 1,
                    opening: "e2e4 e7e5".into(),
                    name: "A".into(),
                    white: true,
                    verdict: Verdict::Win,
                    end: MatchEnd::Adjudicated(300),
                    tally: [1, 0, 0],
                },
                MatchLine::Final {
                    names,
                    tally: [1, 0, 0],
                    score: "100.0".into(),
                    diff: "+inf".into(),
                    margin: "inf".into(),
                },
            ],
            &[],
        );
    }
}
