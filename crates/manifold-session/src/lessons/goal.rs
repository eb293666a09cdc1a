//! A step's goal at work: what one of the learner's moves does to it ([`Aim::judge`]),
//! what the other seats do next ([`Aim::continuations`]), and a small search that proves
//! the goal can still be reached ([`Aim::solve`]). The lesson player and the checker share
//! it, so what the checker proves is what the player accepts.

use std::collections::HashSet;

use manifold_rules::draughts::{DraughtsGame, DraughtsPosition};
use manifold_rules::game::{EndReason, Game, GameResult};
use manifold_rules::transit::BoardStatus;
use manifold_rules::{AnyGame, AnyMove, Cell, MoveKind, PieceShape, Seat};

use super::course::Opponent;
use super::messages::{StepGoal, WrongMove};

/// What a step's goal asks, with its cells and moves read.
#[derive(Clone, Debug)]
pub(crate) enum Want {
    /// Land the piece on every one of these cells.
    Reach(Vec<Cell>),
    /// Leave the others only their kings.
    CaptureAll,
    /// Play one of these moves.
    Find(Vec<AnyMove>),
    /// Mate (in Chess-transit: win a board by mate).
    Mate,
    /// Make a transit.
    Transit,
    /// Crown a draughts man.
    Crown,
    /// Nothing: the step plays itself.
    Watch,
    /// Play the moves, the others answering, without losing a piece or being mated.
    Survive,
}

/// A step's goal, ready to judge moves.
#[derive(Clone, Debug)]
pub(crate) struct Aim {
    pub want: Want,
    /// The most moves the learner may make.
    pub limit: u32,
    pub opponent: Opponent,
    pub learner: Seat,
    /// The learner's draughts kings at the start (for [`Want::Crown`]).
    pub kings_at_start: usize,
}

/// Where a goal stands: the game and what the learner has done so far.
#[derive(Clone, Debug)]
pub(crate) struct Track {
    pub game: AnyGame,
    /// The learner's moves made.
    pub made: u32,
    /// The replies of [`Opponent::Replies`] played so far.
    pub replies_used: usize,
    /// [`Want::Reach`]: the goal's cells landed on so far, sorted.
    pub reached: Vec<Cell>,
    /// [`Want::Reach`]: where the piece stands.
    pub piece: Option<Cell>,
}

/// What a learner's move did.
#[derive(Clone, Debug)]
pub(crate) enum Judged {
    /// The goal is reached; the game after the move.
    Solved(AnyGame),
    /// The goal is not reached yet; the track after the move (the others to move).
    Going(Track),
}

/// The failures the search remembers: (position text, reached, piece, replies used, moves
/// left).
type Memo = HashSet<(String, Vec<Cell>, Option<Cell>, usize, u32)>;

impl Aim {
    /// Why a move is wrong that leaves the goal out of reach: the goal, as `game`'s
    /// board names its cells, and the moves the step had left before the move.
    pub(crate) fn out_of_reach(&self, game: &AnyGame, moves_left: u32) -> WrongMove {
        WrongMove::OutOfReach {
            goal: self.goal(game),
            moves_left,
        }
    }

    /// What the step asks for, as `game`'s board names its cells.
    pub(crate) fn goal(&self, game: &AnyGame) -> StepGoal {
        match &self.want {
            Want::Reach(cells) => StepGoal::Reach {
                cells: cells
                    .iter()
                    .map(|&c| game.geometry().cell_name(c).to_string())
                    .collect(),
            },
            Want::CaptureAll => StepGoal::CaptureAll,
            Want::Find(_) => StepGoal::FindMove,
            Want::Mate => StepGoal::Mate,
            Want::Transit => StepGoal::Transit,
            Want::Crown => StepGoal::Crown,
            Want::Watch => StepGoal::Watch,
            Want::Survive => StepGoal::Survive,
        }
    }

    /// What the learner's move `m` does from `track`.
    pub fn judge(&self, track: &Track, m: &AnyMove) -> Result<Judged, WrongMove> {
        if !track.game.legal_moves().contains(m) {
            return Err(WrongMove::NotLegal);
        }
        match &self.want {
            Want::Watch => return Err(WrongMove::WatchOnly),
            Want::Find(accepted) if !accepted.contains(m) => return Err(WrongMove::NotTheMove),
            Want::Transit if !is_transit(m) => return Err(WrongMove::NotATransit),
            Want::Reach(_) => {
                if let Some(piece) = track.piece.filter(|&p| p != m.from()) {
                    let cell = track.game.geometry().cell_name(piece).to_string();
                    return Err(WrongMove::OtherPiece { cell });
                }
            }
            _ => {}
        }
        let mut game = track.game.clone();
        game.play(m).map_err(|_| WrongMove::NotLegal)?;
        let mut next = Track {
            game,
            made: track.made + 1,
            replies_used: track.replies_used,
            reached: track.reached.clone(),
            piece: track.piece.map(|_| m.to()),
        };
        let solved = match &self.want {
            Want::Find(_) | Want::Transit => true,
            Want::Watch => false,
            Want::Reach(cells) => {
                if cells.contains(&m.to()) && !next.reached.contains(&m.to()) {
                    next.reached.push(m.to());
                    next.reached.sort();
                }
                cells.iter().all(|c| next.reached.contains(c))
            }
            Want::CaptureAll => others_have_only_kings(&next.game, self.learner),
            Want::Mate => mated(&track.game, &next.game, self.learner),
            Want::Crown => draughts_kings(&next.game, self.learner) > self.kings_at_start,
            // Survived once no answer to the last move does harm (or once the learner has
            // mated them); an answer that does makes the last move wrong.
            Want::Survive if mated(&track.game, &next.game, self.learner) => true,
            Want::Survive if next.made >= self.limit => {
                self.continuations(&next)?;
                true
            }
            Want::Survive => false,
        };
        Ok(if solved {
            Judged::Solved(next.game)
        } else {
            Judged::Going(next)
        })
    }

    /// What can follow a move that did not reach the goal: each way the others may answer,
    /// with their moves and the track once the learner is to move again. One way when they
    /// pass or their replies are given; every legal answer when they defend. An error when
    /// the goal cannot go on (no moves left, the game over, a pass after a check; for
    /// [`Want::Survive`], an answer that takes a piece or mates, and the answers to the
    /// last move are asked for too).
    pub fn continuations(&self, track: &Track) -> Result<Vec<(Vec<AnyMove>, Track)>, WrongMove> {
        let out_of_reach =
            self.out_of_reach(&track.game, self.limit.saturating_sub(track.made) + 1);
        let survive = matches!(self.want, Want::Survive);
        if (track.made >= self.limit && !survive) || track.game.outcome().is_some() {
            return Err(out_of_reach);
        }
        let answering =
            |t: &Track| t.game.outcome().is_none() && t.game.position().turn() != self.learner;
        let mut ways = vec![(Vec::new(), track.clone())];
        while ways.iter().any(|(_, t)| answering(t)) {
            let mut next = Vec::new();
            for (moves, t) in ways {
                if !answering(&t) {
                    next.push((moves, t));
                    continue;
                }
                for (m, after) in self.answers(&t)? {
                    let mut moves = moves.clone();
                    moves.extend(m);
                    next.push((moves, after));
                }
            }
            ways = next;
        }
        if survive {
            for (_, t) in &ways {
                self.unharmed(track, t)?;
            }
        }
        if ways.is_empty() || ways.iter().any(|(_, t)| t.game.outcome().is_some()) {
            return Err(out_of_reach);
        }
        Ok(ways)
    }

    /// [`Want::Survive`]: fails with the harm done when the others' answers, from `before`
    /// (the learner's move just made) to `after`, mated the learner or took one of its
    /// pieces (the learner's pieces stand still while the others answer, so a cell of
    /// theirs that is not theirs any more is a piece lost).
    fn unharmed(&self, before: &Track, after: &Track) -> Result<(), WrongMove> {
        if let Some(o) = after.game.outcome()
            && o.reason == EndReason::Checkmate
            && matches!(o.result, GameResult::Win { loser, .. } if loser == self.learner)
        {
            return Err(WrongMove::Mated);
        }
        let now = after.game.position();
        let lost = before
            .game
            .position()
            .pieces()
            .into_iter()
            .find(|&(cell, p)| {
                p.seat == self.learner && now.piece_at(cell).is_none_or(|q| q.seat != self.learner)
            });
        match lost {
            Some((cell, _)) => Err(WrongMove::PieceLost {
                cell: after.game.geometry().cell_name(cell).to_string(),
            }),
            None => Ok(()),
        }
    }

    /// The answers of the seat to move (not the learner's) from `track`: a pass (no move),
    /// the given reply, or each legal move.
    fn answers(&self, track: &Track) -> Result<Vec<(Option<AnyMove>, Track)>, WrongMove> {
        let out_of_reach =
            self.out_of_reach(&track.game, self.limit.saturating_sub(track.made) + 1);
        if track.game.outcome().is_some() {
            return Err(out_of_reach);
        }
        match &self.opponent {
            Opponent::Passes => {
                if track.game.checked_king().is_some() {
                    return Err(WrongMove::GivesCheck);
                }
                let game = passed(&track.game).ok_or(out_of_reach)?;
                Ok(vec![(
                    None,
                    Track {
                        game,
                        ..track.clone()
                    },
                )])
            }
            Opponent::Replies(replies) => {
                let text = replies
                    .get(track.replies_used)
                    .ok_or(out_of_reach.clone())?;
                let m = track
                    .game
                    .parse_move(text)
                    .map_err(|_| out_of_reach.clone())?;
                let mut game = track.game.clone();
                game.play(&m).map_err(|_| out_of_reach)?;
                let after = Track {
                    game,
                    replies_used: track.replies_used + 1,
                    ..track.clone()
                };
                Ok(vec![(Some(m), after)])
            }
            Opponent::Defends => Ok(track
                .game
                .legal_moves()
                .into_iter()
                .map(|m| {
                    let mut game = track.game.clone();
                    game.play(&m).expect("a legal move plays");
                    (
                        Some(m),
                        Track {
                            game,
                            ..track.clone()
                        },
                    )
                })
                .collect()),
        }
    }

    /// A first move from `track` that reaches the goal within `left` more moves of the
    /// learner's whatever the others do (as [`Aim::continuations`] has them), if there is
    /// one. The moves are tried in the order the game generates them.
    pub(crate) fn solve(&self, track: &Track, left: u32) -> Option<AnyMove> {
        self.solve_in(track, left, &mut Memo::new())
    }

    fn solve_in(&self, track: &Track, left: u32, memo: &mut Memo) -> Option<AnyMove> {
        if left == 0 || matches!(self.want, Want::Watch) {
            return None;
        }
        let key = (
            track.game.position().text(),
            track.reached.clone(),
            track.piece,
            track.replies_used,
            left,
        );
        if memo.contains(&key) {
            return None;
        }
        let candidates = self.candidates(track);
        if let Some(m) = candidates
            .into_iter()
            .find(|m| self.works(track, m, left, memo))
        {
            return Some(m);
        }
        memo.insert(key);
        None
    }

    /// The moves the learner may make from `track`.
    fn candidates(&self, track: &Track) -> Vec<AnyMove> {
        match &self.want {
            Want::Find(accepted) => accepted.clone(),
            _ => track
                .game
                .legal_moves()
                .into_iter()
                .filter(|m| track.piece.is_none_or(|p| m.from() == p))
                .collect(),
        }
    }

    /// Whether the learner's move `m` from `track` reaches the goal within `left` moves
    /// (this one included) whatever the others answer.
    fn works(&self, track: &Track, m: &AnyMove, left: u32, memo: &mut Memo) -> bool {
        match self.judge(track, m) {
            Ok(Judged::Solved(_)) => true,
            Ok(Judged::Going(next)) if left > 1 => self.continuations(&next).is_ok_and(|ways| {
                ways.iter()
                    .all(|(_, t)| self.solve_in(t, left - 1, memo).is_some())
            }),
            _ => false,
        }
    }

    /// The fewest moves within `left` in which the learner reaches the goal from `track`.
    /// [`Want::Survive`] is never reached early: `left` when it can be survived.
    pub(crate) fn distance(&self, track: &Track, left: u32) -> Option<u32> {
        if matches!(self.want, Want::Survive) {
            // Its search counts the moves made, which one memo over several depths would
            // confuse.
            return self.solve(track, left).map(|_| left);
        }
        let mut memo = Memo::new();
        (1..=left).find(|&d| self.solve_in(track, d, &mut memo).is_some())
    }

    /// The learner's moves from `track` that still reach the goal within `left` moves
    /// whatever the others answer.
    pub(crate) fn good_moves(&self, track: &Track, left: u32) -> usize {
        let mut memo = Memo::new();
        self.candidates(track)
            .iter()
            .filter(|m| self.works(track, m, left, &mut memo))
            .count()
    }

    /// Which of the others' answers the lesson plays (`ways` from [`Aim::continuations`],
    /// `left` the learner's moves then left): the one that holds out longest, and for
    /// [`Want::Survive`] the most dangerous, leaving the learner the fewest good moves.
    /// `None` when one of them puts the goal out of reach.
    pub(crate) fn strongest_answer(
        &self,
        ways: &[(Vec<AnyMove>, Track)],
        left: u32,
    ) -> Option<usize> {
        let mut best: Option<(i64, usize)> = None;
        for (i, (_, t)) in ways.iter().enumerate() {
            // Higher is stronger.
            let strength = if matches!(self.want, Want::Survive) {
                match self.good_moves(t, left) {
                    0 => return None,
                    n => -(n as i64),
                }
            } else {
                i64::from(self.distance(t, left)?)
            };
            if best.is_none_or(|(b, _)| strength > b) {
                best = Some((strength, i));
            }
        }
        best.map(|(_, i)| i)
    }
}

/// Whether `m` is a Chess-transit transit.
fn is_transit(m: &AnyMove) -> bool {
    matches!(m, AnyMove::Chess(m) if m.kind == MoveKind::Transit)
}

/// Whether the seats other than `learner` have nothing left but their kings.
fn others_have_only_kings(game: &AnyGame, learner: Seat) -> bool {
    game.position()
        .pieces()
        .iter()
        .all(|(_, p)| p.seat == learner || p.shape == PieceShape::Chess(manifold_rules::Role::King))
}

/// The draughts kings of `seat`.
pub(crate) fn draughts_kings(game: &AnyGame, seat: Seat) -> usize {
    game.position()
        .pieces()
        .iter()
        .filter(|(_, p)| p.seat == seat && p.shape == PieceShape::DraughtsKing)
        .count()
}

/// Whether the move from `before` to `after` mated a seat to the learner's credit: the
/// game won by checkmate, or in Chess-transit a board won (by board mate, or by a forced
/// transit that cannot be made).
fn mated(before: &AnyGame, after: &AnyGame, learner: Seat) -> bool {
    if let Some(o) = after.outcome()
        && o.reason == EndReason::Checkmate
        && matches!(o.result, GameResult::Win { winner, .. } if winner == learner)
    {
        return true;
    }
    match (before, after) {
        (AnyGame::Chess(b), AnyGame::Chess(a)) if a.position().variant().has_transit => {
            let (was, now) = (b.position().board_status(), a.position().board_status());
            (0..2).any(|i| was[i] == BoardStatus::Open && now[i] == BoardStatus::Won(learner))
        }
        _ => false,
    }
}

/// The game with the turn passed to the next seat (nothing moved), if the game allows a
/// position like that.
pub(crate) fn passed(game: &AnyGame) -> Option<AnyGame> {
    match game {
        AnyGame::Chess(g) => Some(AnyGame::Chess(
            Game::from_position(g.position().pass()).with_draw_policy(g.draw_policy()),
        )),
        AnyGame::Draughts(g) => {
            let text = g.position().to_fen();
            let swapped = match text.split_at_checked(1)? {
                ("W", rest) => format!("B{rest}"),
                ("B", rest) => format!("W{rest}"),
                _ => return None,
            };
            let pos = DraughtsPosition::from_fen(&swapped)
                .ok()?
                .with_rules(g.rules());
            Some(AnyGame::Draughts(
                DraughtsGame::from_position(pos).with_draw_policy(g.draw_policy()),
            ))
        }
    }
}
