//! One clock per seat, run against a time the caller gives ([`Clocks::advance`]): the
//! running seat's clock loses the time passed (less a simple delay), a move adds the
//! increment or gives back a Bronstein delay, a pause stops them all, and each move's
//! remaining time is recorded for the move list and for taking moves back.

use std::time::Duration;

use manifold_rules::Seat;

use super::control::{PerMove, TimeControl};

/// The game's clocks: each seat's remaining time, the seat whose clock runs, a pause, and
/// the mover's remaining time after each move.
///
/// Time is never measured here: [`Clocks::advance`] is told the time now, as any monotonic
/// [`Duration`] the caller keeps (the app's elapsed time, a test's fake clock). The first
/// call after the clocks start, are loaded or resume from a pause only takes that time as
/// the reference: no time passes on any clock between two sittings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clocks {
    control: TimeControl,
    /// Each seat's time left.
    remaining: Vec<Duration>,
    /// The seat whose clock runs (the side to move; none once the game is over).
    running: Option<Seat>,
    /// Whether every clock is stopped by the Pause button.
    paused: bool,
    /// The caller's time at the last [`Clocks::advance`], until a start, a load or a
    /// resume asks for a new reference.
    last: Option<Duration>,
    /// Time the running seat has spent on the move it is making.
    spent: Duration,
    /// The ply from which moves are recorded (0, unless the clocks were set mid-game).
    from_ply: usize,
    /// For each move from `from_ply`, its mover and the mover's time left after it
    /// (increment or refund included): what `[%clk]` writes.
    after_move: Vec<(Seat, Duration)>,
}

impl Clocks {
    /// Clocks of `control` for `seats` seats, every one at the base time, `running` to
    /// move (none in a finished game), recording moves from ply `from_ply`.
    pub fn new(control: TimeControl, seats: u8, running: Option<Seat>, from_ply: usize) -> Clocks {
        Clocks {
            control,
            remaining: vec![control.base; seats as usize],
            running,
            paused: false,
            last: None,
            spent: Duration::ZERO,
            from_ply,
            after_move: Vec::new(),
        }
    }

    /// Clocks as a saved game gives them, checked by the reader.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn restored(
        control: TimeControl,
        remaining: Vec<Duration>,
        running: Option<Seat>,
        paused: bool,
        spent: Duration,
        from_ply: usize,
        after_move: Vec<(Seat, Duration)>,
    ) -> Clocks {
        Clocks {
            control,
            remaining,
            running,
            paused,
            last: None,
            spent,
            from_ply,
            after_move,
        }
    }

    /// The time control.
    pub fn control(&self) -> TimeControl {
        self.control
    }

    /// The time `seat` has left (zero for a seat the game does not have).
    pub fn remaining(&self, seat: Seat) -> Duration {
        self.remaining
            .get(seat.index())
            .copied()
            .unwrap_or_default()
    }

    /// Every seat's time left, in seat order.
    pub fn remaining_times(&self) -> &[Duration] {
        &self.remaining
    }

    /// The seat whose clock runs (none once the game is over). A paused clock still
    /// belongs to the side to move: see [`Clocks::is_paused`].
    pub fn running(&self) -> Option<Seat> {
        self.running
    }

    /// Whether the Pause button stopped every clock.
    pub fn is_paused(&self) -> bool {
        self.paused
    }

    /// Whether the clock of `seat` is counting down now (it is to move, nothing is
    /// paused and the game goes on).
    pub fn is_ticking(&self, seat: Seat) -> bool {
        !self.paused && self.running == Some(seat)
    }

    /// The time the running seat has spent on its move so far.
    pub fn spent_on_move(&self) -> Duration {
        self.spent
    }

    /// The caller's time at the last update, if the clocks have one (none until the first
    /// update after a start, a load or a resume).
    pub fn last_update(&self) -> Option<Duration> {
        self.last
    }

    /// What is left of the running seat's delay on this move (a simple delay: the time
    /// before its clock starts to run; Bronstein: the time it would get back), when the
    /// control has a delay.
    pub fn delay_left(&self) -> Option<Duration> {
        match self.control.per_move {
            PerMove::Bronstein(d) | PerMove::SimpleDelay(d) => Some(d.saturating_sub(self.spent)),
            PerMove::None | PerMove::Fischer(_) => None,
        }
    }

    /// The remaining time below which a clock warns (colour and sound): see
    /// [`TimeControl::low_time_threshold`].
    pub fn low_time_threshold(&self) -> Duration {
        self.control.low_time_threshold()
    }

    /// Whether `seat`'s clock shows low time: at or below the threshold, and not yet out.
    pub fn is_low(&self, seat: Seat) -> bool {
        let left = self.remaining(seat);
        left <= self.low_time_threshold() && !left.is_zero()
    }

    /// The seat whose flag has fallen: the running seat with no time left.
    pub fn flag_fallen(&self) -> Option<Seat> {
        self.running.filter(|s| self.remaining(*s).is_zero())
    }

    /// The mover's time left after move `ply` (0 is the first move), when it was recorded.
    pub fn after_move(&self, ply: usize) -> Option<Duration> {
        let index = ply.checked_sub(self.from_ply)?;
        self.after_move.get(index).map(|&(_, time)| time)
    }

    /// `seat`'s time as it stood once `plies` moves were played (the move list browsed):
    /// its time after its last recorded move among them, or the base time when it had
    /// made none. Past the moves recorded, its time now.
    pub fn remaining_after(&self, plies: usize, seat: Seat) -> Duration {
        let recorded = plies.saturating_sub(self.from_ply);
        if recorded >= self.after_move.len() {
            return self.remaining(seat);
        }
        self.after_move[..recorded]
            .iter()
            .rev()
            .find(|(mover, _)| *mover == seat)
            .map_or(self.control.base, |&(_, time)| time)
    }

    /// The first ply whose time is recorded (0 unless the clocks were set mid-game).
    pub fn from_ply(&self) -> usize {
        self.from_ply
    }

    /// Each recorded move's mover and time left after it, from [`Clocks::from_ply`] on.
    pub fn move_times(&self) -> &[(Seat, Duration)] {
        &self.after_move
    }

    /// Runs the clocks up to the caller's time `now`: the running seat's clock loses the
    /// time passed since the last update (less what is left of a simple delay), never
    /// going below zero. Nothing runs while paused, before the first update, or when
    /// `now` is not later than the last update.
    pub fn advance(&mut self, now: Duration) {
        let last = self.last.replace(now);
        let (Some(last), Some(seat), false) = (last, self.running, self.paused) else {
            return;
        };
        let Some(dt) = now.checked_sub(last) else {
            return;
        };
        let cost = match self.control.per_move {
            // The part of the move already past the delay was charged before.
            PerMove::SimpleDelay(d) => {
                (self.spent + dt).saturating_sub(d) - self.spent.saturating_sub(d)
            }
            PerMove::None | PerMove::Fischer(_) | PerMove::Bronstein(_) => dt,
        };
        self.spent += dt;
        if let Some(left) = self.remaining.get_mut(seat.index()) {
            *left = left.saturating_sub(cost);
        }
    }

    /// Stops every clock (the Pause button); whether they were running.
    pub fn pause(&mut self) -> bool {
        !std::mem::replace(&mut self.paused, true)
    }

    /// Forgets the caller's time of the last update: the next [`Clocks::advance`] takes
    /// its time as the reference, so the time in between is charged to nobody (a game put
    /// aside for a lesson or the editor, and brought back).
    pub fn forget_reference(&mut self) {
        self.last = None;
    }

    /// Starts the clocks again after a pause; whether they were paused. The next update
    /// takes its time as the new reference, so the pause costs nobody anything.
    pub fn resume(&mut self) -> bool {
        let was = std::mem::replace(&mut self.paused, false);
        if was {
            self.last = None;
        }
        was
    }

    /// Makes `to_move`'s clock the running one (none: the game is over), when a move or an
    /// ending came to the game without the clocks being told.
    pub(crate) fn follow_turn(&mut self, to_move: Option<Seat>) {
        if self.running != to_move {
            self.running = to_move;
            self.spent = Duration::ZERO;
        }
    }

    /// Stops the clocks for good (the game is over): no seat's clock runs.
    pub fn stop(&mut self) {
        self.running = None;
        self.spent = Duration::ZERO;
    }

    /// `mover` has played move `ply` (0 is the first move); `next` is to move now (none if
    /// the move ended the game). The mover gets its increment or its Bronstein refund, its
    /// time left is recorded, and `next`'s clock starts. Call it after the clocks have run
    /// up to the moment of the move ([`Clocks::advance`]).
    pub fn moved(&mut self, mover: Seat, ply: usize, next: Option<Seat>) {
        let bonus = match self.control.per_move {
            PerMove::Fischer(inc) => inc,
            PerMove::Bronstein(d) => d.min(self.spent),
            PerMove::None | PerMove::SimpleDelay(_) => Duration::ZERO,
        };
        if let Some(left) = self.remaining.get_mut(mover.index()) {
            *left += bonus;
        }
        // Moves taken back and played anew replace their records; a gap (moves played
        // without the clocks) starts the record again from here.
        match ply.checked_sub(self.from_ply) {
            Some(index) if index <= self.after_move.len() => self.after_move.truncate(index),
            _ => {
                self.from_ply = ply;
                self.after_move.clear();
            }
        }
        self.after_move.push((mover, self.remaining(mover)));
        self.spent = Duration::ZERO;
        self.running = next;
    }

    /// The moves from ply `ply` on were taken back, and `to_move` is to move (none if the
    /// game is still over): every seat's clock goes back to the time it had after its last
    /// move before `ply` (the base time if it had none), as it was when that turn began.
    pub fn rewind(&mut self, ply: usize, to_move: Option<Seat>) {
        match ply.checked_sub(self.from_ply) {
            Some(index) => self.after_move.truncate(index),
            None => {
                self.from_ply = ply;
                self.after_move.clear();
            }
        }
        for (i, left) in self.remaining.iter_mut().enumerate() {
            *left = self
                .after_move
                .iter()
                .rev()
                .find(|(seat, _)| seat.index() == i)
                .map_or(self.control.base, |&(_, time)| time);
        }
        self.spent = Duration::ZERO;
        self.running = to_move;
    }

    /// The most time the engine playing `seat` may think on its next move, after
    /// `moves_played` of its own moves: [`manifold_ai::limits::think_time`] from its time
    /// left and the control's increment or delay.
    pub fn think_time(&self, seat: Seat, moves_played: u32) -> Duration {
        manifold_ai::limits::think_time(
            self.remaining(seat),
            self.control.per_move.amount(),
            moves_played,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn secs(s: u64) -> Duration {
        Duration::from_secs(s)
    }

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    const W: Seat = Seat::WHITE;
    const B: Seat = Seat::BLACK;

    fn clocks(per_move: PerMove) -> Clocks {
        let control = TimeControl {
            base: secs(60),
            per_move,
        };
        let mut c = Clocks::new(control, 2, Some(W), 0);
        c.advance(Duration::ZERO);
        c
    }

    #[test]
    fn the_running_clock_loses_the_time_passed() {
        let mut c = clocks(PerMove::None);
        c.advance(secs(5));
        assert_eq!(c.remaining(W), secs(55));
        assert_eq!(c.remaining(B), secs(60));
        // Time going backwards (a new reference) costs nothing.
        c.advance(secs(4));
        c.advance(secs(6));
        assert_eq!(c.remaining(W), secs(53));
        c.moved(W, 0, Some(B));
        c.advance(secs(16));
        assert_eq!(c.remaining(B), secs(50));
        assert_eq!(c.remaining(W), secs(53));
        assert_eq!(c.after_move(0), Some(secs(53)));
        assert_eq!(c.after_move(1), None);
    }

    #[test]
    fn a_fischer_increment_is_added_after_the_move() {
        let mut c = clocks(PerMove::Fischer(secs(2)));
        c.advance(secs(10));
        c.moved(W, 0, Some(B));
        assert_eq!(c.remaining(W), secs(52));
        assert_eq!(c.after_move(0), Some(secs(52)));
        // A quick move gains time.
        c.advance(secs(11));
        c.moved(B, 1, Some(W));
        assert_eq!(c.remaining(B), secs(61));
    }

    #[test]
    fn a_bronstein_delay_gives_back_the_time_used_up_to_the_delay() {
        let mut c = clocks(PerMove::Bronstein(secs(3)));
        c.advance(secs(2));
        assert_eq!(c.remaining(W), secs(58), "the clock runs during the move");
        assert_eq!(c.delay_left(), Some(secs(1)));
        c.moved(W, 0, Some(B));
        assert_eq!(c.remaining(W), secs(60), "2 s back: never more than before");
        c.advance(secs(12));
        c.moved(B, 1, Some(W));
        assert_eq!(c.remaining(B), secs(53), "10 s used, 3 s back");
    }

    #[test]
    fn a_simple_delay_holds_the_clock_at_the_start_of_each_move() {
        let mut c = clocks(PerMove::SimpleDelay(secs(3)));
        c.advance(secs(1));
        c.advance(secs(2));
        assert_eq!(c.remaining(W), secs(60), "inside the delay");
        assert_eq!(c.delay_left(), Some(secs(1)));
        c.advance(ms(3500));
        assert_eq!(c.remaining(W), ms(59_500), "half a second past it");
        c.advance(secs(5));
        assert_eq!(c.remaining(W), secs(58));
        assert_eq!(c.delay_left(), Some(Duration::ZERO));
        c.moved(W, 0, Some(B));
        assert_eq!(c.remaining(W), secs(58), "no increment");
        // The delay starts again with each move, in one step too.
        c.advance(secs(15));
        assert_eq!(c.remaining(B), secs(53));
    }

    #[test]
    fn the_flag_falls_at_zero_and_the_clock_stays_there() {
        let mut c = clocks(PerMove::None);
        c.advance(ms(59_999));
        assert_eq!(c.flag_fallen(), None);
        assert!(c.is_low(W));
        c.advance(secs(61));
        assert_eq!(c.remaining(W), Duration::ZERO);
        assert_eq!(c.flag_fallen(), Some(W));
        assert!(!c.is_low(W), "out, not low");
        c.stop();
        assert_eq!(c.flag_fallen(), None);
        assert_eq!(c.running(), None);
    }

    #[test]
    fn a_pause_stops_every_clock_and_costs_nothing() {
        let mut c = clocks(PerMove::None);
        c.advance(secs(5));
        assert!(c.pause());
        assert!(!c.pause(), "already paused");
        assert!(!c.is_ticking(W));
        c.advance(secs(100));
        assert_eq!(c.remaining(W), secs(55));
        assert!(c.resume());
        assert!(!c.resume());
        // The first update after the pause is the reference, whatever the time.
        c.advance(secs(500));
        assert_eq!(c.remaining(W), secs(55));
        c.advance(secs(501));
        assert_eq!(c.remaining(W), secs(54));
        assert!(c.is_ticking(W));
    }

    #[test]
    fn a_browsed_position_shows_the_times_of_its_moment() {
        let mut c = clocks(PerMove::Fischer(secs(2)));
        c.advance(secs(0));
        c.advance(secs(5));
        c.moved(Seat::WHITE, 0, Some(Seat::BLACK));
        c.advance(secs(8));
        c.moved(Seat::BLACK, 1, Some(Seat::WHITE));
        c.advance(secs(10));
        assert_eq!(
            c.remaining_after(0, Seat::WHITE),
            secs(60),
            "before any move"
        );
        assert_eq!(c.remaining_after(1, Seat::WHITE), secs(57));
        assert_eq!(c.remaining_after(1, Seat::BLACK), secs(60));
        assert_eq!(c.remaining_after(2, Seat::BLACK), secs(59));
        assert_eq!(
            c.remaining_after(2, Seat::WHITE),
            c.remaining(Seat::WHITE),
            "now"
        );
        assert_eq!(c.remaining(Seat::WHITE), secs(55));
    }

    #[test]
    fn taking_moves_back_restores_the_times_of_that_turn() {
        let mut c = clocks(PerMove::Fischer(secs(1)));
        c.advance(secs(10));
        c.moved(W, 0, Some(B));
        c.advance(secs(30));
        c.moved(B, 1, Some(W));
        c.advance(secs(35));
        c.moved(W, 2, Some(B));
        assert_eq!(c.remaining_times(), [secs(47), secs(41)]);
        // Taking back move 2 (Black thinking meanwhile): White is to move with its time
        // after move 0, Black has its time after move 1.
        c.advance(secs(40));
        c.rewind(2, Some(W));
        assert_eq!(c.remaining_times(), [secs(51), secs(41)]);
        assert_eq!(c.running(), Some(W));
        assert_eq!(c.after_move(2), None);
        c.rewind(0, Some(W));
        assert_eq!(c.remaining_times(), [secs(60), secs(60)]);
        assert!(c.move_times().is_empty());
        // A move played again is recorded anew.
        c.moved(W, 0, Some(B));
        assert_eq!(c.after_move(0), Some(secs(61)));
    }
}
