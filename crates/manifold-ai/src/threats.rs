//! Threats: what each opponent of the side to move would play if it were its move, and the
//! side to move's pieces that stand attacked and not defended, for every game.
//!
//! An interface shows them as a setting that stays on from move to move (arrows for the
//! opponents' moves, in each opponent's colour, and marks on the hanging pieces);
//! [`threats`] computes them for the current position of any game.
//!
//! # Passing the turn
//!
//! An opponent's threat is the best move of the position with the turn passed to it and
//! nothing moved, searched with the caller's [`Limits`] and the analysis configuration
//! ([`analysis_config`]: full strength, no noise):
//!
//! - **chess family** (classical, Great Chess, Wirth, Chess-transit):
//!   [`Position::pass`] once gives the one opponent the move;
//! - **Mattrix** (three seats): passing once gives the next seat the move, passing twice
//!   the one after; each is searched as the engine searches any Mattrix position, its seat
//!   against the coalition of the other two (a paranoid search, [`crate::search`]);
//! - **Russian draughts**: [`DraughtsPosition::pass`] (the rules have no null move; this
//!   one only answers "what if").
//!
//! The passed position restarts its move counters, so no repetition or move-count draw is
//! looked for across the pass, and the game's earlier positions are not given to the search.
//! The search's own null move ([`crate::SearchGame::null_move`]) is not used: it refuses
//! three seats and positions with only pawns (where zugzwang makes null-move pruning
//! unsafe), which matter to pruning, not to a threat.
//!
//! Where passing makes no sense, the seat gets a [`Threat`] without a move:
//!
//! - **the side to move is in check** ([`Threat::GivesCheck`]): a seat giving the check
//!   would, on the turn passed to it, stand before a king it attacks, which no rule lets
//!   it take (kings are never captured); its threat is the check itself, which the board
//!   already shows. In Mattrix a seat not giving the check is searched as usual.
//! - **no legal move** for the seat after the pass ([`Threat::NoMove`]);
//! - the search stopped before it completed a depth ([`Threat::NotSearched`]: a stop flag
//!   or a node limit too small).
//!
//! A finished game has no threats and no hanging pieces.
//!
//! # Hanging pieces
//!
//! [`hanging`] lists the side to move's pieces that an opponent attacks and none of its own
//! pieces defends: in the chess family [`Position::hanging_pieces`] (the rules' attack
//! tables, so across the torus's seams, board by board in Chess-transit, either opponent in
//! Mattrix; never the king), in draughts [`DraughtsPosition::capturable_pieces`] (what a
//! capture sequence of the opponent would take if it were its move). It needs no search.
//!
//! # Cost
//!
//! One search per opponent (two in Mattrix), each under the whole of `limits`: a time limit
//! is spent once per opponent. Depth limits keep the answer the same from run to run on one
//! thread.

use manifold_rules::draughts::{DraughtsGame, DraughtsPosition};
use manifold_rules::game::Game;
use manifold_rules::{AnyGame, AnyMove, Cell, Position, Seat};

use super::analysis::analysis_config;
use super::limits::Limits;
use super::score::Score;
use super::search::{SearchConfig, Searcher};

/// The threats of a position: each opponent's move if it were its turn, and the hanging
/// pieces of the side to move.
#[derive(Clone, Debug)]
pub struct Threats {
    /// The seat to move, whose opponents threaten and whose pieces may hang.
    pub mover: Seat,
    /// Each opponent of the mover, in seat order after it (one in a game of two seats,
    /// two in Mattrix); none once the game is over.
    pub opponents: Vec<SeatThreat>,
    /// The cells of the mover's pieces that are attacked and not defended ([`hanging`]), in
    /// cell order.
    pub hanging: Vec<Cell>,
}

impl Threats {
    /// The moves threatened, with the seat of each, in seat order after the mover (seats
    /// without a move left out).
    pub fn moves(&self) -> impl Iterator<Item = (Seat, &AnyMove)> + '_ {
        self.opponents
            .iter()
            .filter_map(|t| t.best().map(|m| (t.seat, m)))
    }
}

/// One opponent's threat.
#[derive(Clone, Debug)]
pub struct SeatThreat {
    /// The opponent.
    pub seat: Seat,
    /// What it would play, or why it has no move to show.
    pub threat: Threat,
}

impl SeatThreat {
    /// The move threatened, if there is one.
    pub fn best(&self) -> Option<&AnyMove> {
        match &self.threat {
            Threat::Found(line) => Some(&line.best),
            _ => None,
        }
    }
}

/// What one opponent would play if it were its move.
#[derive(Clone, Debug)]
pub enum Threat {
    /// The move the search found, with its line.
    Found(ThreatLine),
    /// The side to move is in check from this seat: the turn is not passed to it (see the
    /// module's notes).
    GivesCheck,
    /// With the turn passed to it, the seat has no legal move.
    NoMove,
    /// The search stopped before it completed its first depth.
    NotSearched,
}

/// The line an opponent would play, found in the position with the turn passed to it.
#[derive(Clone, Debug)]
pub struct ThreatLine {
    /// The move threatened (the line's first move).
    pub best: AnyMove,
    /// The searched score for the opponent (its team in Mattrix), in centipawns or a mate
    /// score ([`crate::score`]).
    pub score: Score,
    /// The depth the search completed.
    pub depth: u32,
    /// The principal variation, from `position`'s position: the threat and the expected
    /// replies.
    pub pv: Vec<AnyMove>,
    /// The position with the turn passed to the opponent, as a game of one position: the
    /// line's moves are written ([`manifold_rules::FamilyGame::notation_of`], or the
    /// session's `line_notation`) and shown ([`manifold_rules::FamilyGame::played`]) from it.
    pub position: AnyGame,
}

/// The threats in the current position of `game`: each opponent's best move with the turn
/// passed to it, searched by `searcher` within `limits` (once per opponent, with the
/// searcher's threads), and the mover's hanging pieces. See the module's notes for what
/// passing means in each game and when a seat has no move.
pub fn threats(game: &AnyGame, searcher: &mut Searcher, limits: &Limits) -> Threats {
    let mover = game.position().turn();
    if game.outcome().is_some() {
        return Threats {
            mover,
            opponents: Vec::new(),
            hanging: Vec::new(),
        };
    }
    let config = analysis_config(game.kind());
    let opponents = match game {
        AnyGame::Chess(g) => chess_threats(g.position(), searcher, limits, &config),
        AnyGame::Draughts(g) => vec![draughts_threat(g.position(), searcher, limits, &config)],
    };
    Threats {
        mover,
        opponents,
        hanging: hanging(game),
    }
}

/// The cells of the pieces of the side to move in `game` that an opponent attacks and none
/// of its own defends (see the module's notes), in cell order; none once the game is over.
pub fn hanging(game: &AnyGame) -> Vec<Cell> {
    if game.outcome().is_some() {
        return Vec::new();
    }
    match game {
        AnyGame::Chess(g) => {
            let pos = g.position();
            pos.hanging_pieces(pos.turn()).iter().collect()
        }
        AnyGame::Draughts(g) => {
            let pos = g.position();
            pos.capturable_pieces(pos.turn()).iter().collect()
        }
    }
}

/// Each opponent's threat in a chess-family position, in seat order after the mover.
fn chess_threats(
    pos: &Position,
    searcher: &mut Searcher,
    limits: &Limits,
    config: &SearchConfig,
) -> Vec<SeatThreat> {
    let checking = if pos.in_check() {
        pos.checking_seats(pos.turn())
    } else {
        Vec::new()
    };
    let mut passed = pos.clone();
    let mut out = Vec::new();
    for _ in 1..pos.variant().seats {
        passed = passed.pass();
        let seat = passed.turn();
        let threat = if checking.contains(&seat) {
            Threat::GivesCheck
        } else if passed.legal_moves().is_empty() {
            Threat::NoMove
        } else {
            let result = searcher.search(&passed, &[], limits, config, &mut |_| {});
            found(
                result.best_move.map(AnyMove::Chess),
                result.score,
                result.depth,
                result.pv.into_iter().map(AnyMove::Chess).collect(),
                || AnyGame::Chess(Game::from_position(passed.clone())),
            )
        };
        out.push(SeatThreat { seat, threat });
    }
    out
}

/// The opponent's threat in a draughts position.
fn draughts_threat(
    pos: &DraughtsPosition,
    searcher: &mut Searcher,
    limits: &Limits,
    config: &SearchConfig,
) -> SeatThreat {
    let passed = pos.pass();
    let threat = if !passed.has_legal_move() {
        Threat::NoMove
    } else {
        let result = searcher.search_draughts(&passed, &[], limits, config, &mut |_| {});
        found(
            result.best_move.map(AnyMove::Draughts),
            result.score,
            result.depth,
            result.pv.into_iter().map(AnyMove::Draughts).collect(),
            || AnyGame::Draughts(DraughtsGame::from_position(passed)),
        )
    };
    SeatThreat {
        seat: passed.turn(),
        threat,
    }
}

/// A search's answer as a threat.
fn found(
    best: Option<AnyMove>,
    score: Score,
    depth: u32,
    mut pv: Vec<AnyMove>,
    position: impl FnOnce() -> AnyGame,
) -> Threat {
    let Some(best) = best else {
        return Threat::NotSearched;
    };
    if pv.first() != Some(&best) {
        pv = vec![best.clone()];
    }
    Threat::Found(ThreatLine {
        best,
        score,
        depth,
        pv,
        position: position(),
    })
}
