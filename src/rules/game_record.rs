//! What a game remembers, whatever its family: the positions reached, the moves between
//! them and the moves taken back, so that undo and redo walk the same road both ways.
//!
//! The chess family's [`super::game::Game`] and draughts'
//! [`super::draughts::DraughtsGame`] each keep one [`GameRecord`] and add their own
//! legality, draw rules and outcomes.

/// The positions from the start to the current one, the moves played between them, and the
/// moves taken back (the last one taken back last).
#[derive(Clone, Debug)]
pub(crate) struct GameRecord<P, M> {
    positions: Vec<P>,
    moves: Vec<M>,
    redo: Vec<M>,
}

impl<P, M: Clone> GameRecord<P, M> {
    /// A record holding only the start position.
    pub(crate) fn new(start: P) -> Self {
        GameRecord {
            positions: vec![start],
            moves: Vec::new(),
            redo: Vec::new(),
        }
    }

    /// The current position.
    pub(crate) fn position(&self) -> &P {
        self.positions
            .last()
            .expect("a game always has its start position")
    }

    /// The start position.
    pub(crate) fn start_position(&self) -> &P {
        &self.positions[0]
    }

    /// Every position from the start to the current one.
    pub(crate) fn positions(&self) -> &[P] {
        &self.positions
    }

    /// The moves played.
    pub(crate) fn moves(&self) -> &[M] {
        &self.moves
    }

    /// Records the move `m` and the position `next` it led to. Playing again the last move
    /// taken back (`same` tells whether two moves are one) keeps the others for redo; any
    /// other move forgets them.
    pub(crate) fn push(&mut self, m: M, next: P, same: impl Fn(&M, &M) -> bool) {
        if self.redo.last().is_some_and(|r| same(r, &m)) {
            self.redo.pop();
        } else {
            self.redo.clear();
        }
        self.positions.push(next);
        self.moves.push(m);
    }

    /// Takes back the last move, keeping it for redo, and returns it.
    pub(crate) fn take_back(&mut self) -> Option<M> {
        let m = self.moves.pop()?;
        self.positions.pop();
        self.redo.push(m.clone());
        Some(m)
    }

    /// The move redo would play: the last one taken back.
    pub(crate) fn next_redo(&self) -> Option<&M> {
        self.redo.last()
    }
}
