//! One step being played: [`LessonRun`] takes the learner's moves and answers each with an
//! [`Answer`]; a wrong move is taken back and says why ([`WrongMove`]).

use crate::Session;
use manifold_rules::preset::shipped_by_name;
use manifold_rules::san::MoveParseError;
use manifold_rules::{AnyGame, AnyMove, Cell, GameKind, MoveTextError, Seat};

use super::course::{Course, Goal, Opponent, Step};
use super::goal::{Aim, Judged, Track, Want, draughts_kings};
use super::messages::{CourseError, StepGoal, WrongMove};

/// What the lesson says to a move of the learner's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// The step's goal is reached (the move stands).
    Solved,
    /// The move stands and the goal goes on; the other seats answered with these moves
    /// (none when they pass), already played in [`LessonRun::game`].
    Continue {
        /// The others' answers, in order.
        replies: Vec<AnyMove>,
    },
    /// The move was taken back, for this reason.
    Wrong(WrongMove),
}

/// A step in play: its game, what the learner has done, and the goal that judges it.
///
/// The app shows [`LessonRun::game`], turns the learner's clicks into a move (as a
/// [`Session`] does) and hands it to [`LessonRun::play`]; a Watch step is stepped with
/// [`LessonRun::watch_next`]. The game shown may be replaced after a move (when the others
/// pass, the turn is handed back without a move), so the app re-syncs from it.
#[derive(Clone, Debug)]
pub struct LessonRun {
    aim: Aim,
    start: Track,
    track: Track,
    watch: Vec<AnyMove>,
    watched: usize,
    solved: bool,
    /// Where the run stood before each of the learner's moves kept, for takebacks.
    history: Vec<Track>,
}

impl LessonRun {
    /// Step `index` (from 0) of `course`, ready to play.
    pub fn new(course: &Course, index: usize) -> Result<LessonRun, CourseError> {
        let step = course.steps.get(index).ok_or(CourseError::NoSteps)?;
        LessonRun::of_step(course.game, step, index + 1)
    }

    /// `step` of a course for `game`, numbered `number` (from 1) in its errors.
    pub fn of_step(game: GameKind, step: &Step, number: usize) -> Result<LessonRun, CourseError> {
        let table = match &step.table {
            Some(name) => Some(
                shipped_by_name(name)
                    .filter(|preset| preset.fits(game))
                    .ok_or_else(|| CourseError::UnknownTable {
                        step: number,
                        name: name.clone(),
                    })?,
            ),
            None => None,
        };
        let session =
            Session::from_position_text_at(game, &step.position, table).map_err(|error| {
                CourseError::Position {
                    step: number,
                    error: Box::new(error),
                }
            })?;
        let mut game = session.game().clone();
        super::no_draws_by_themselves(&mut game);
        let learner = game.position().turn();
        let geometry = game.geometry();
        let cell = |name: &String| {
            geometry
                .cell_by_name(name)
                .ok_or_else(|| CourseError::UnknownCell {
                    step: number,
                    name: name.clone(),
                })
        };
        for name in step
            .cells
            .iter()
            .chain(step.arrows.iter().flat_map(|a| [&a.0, &a.1]))
        {
            cell(name)?;
        }
        let read = |g: &AnyGame, text: &String| {
            let bad = |error| CourseError::BadMove {
                step: number,
                text: text.clone(),
                error: Box::new(error),
            };
            let m = g.parse_move(text).map_err(bad)?;
            if !g.legal_moves().contains(&m) {
                return Err(bad(MoveTextError::Chess(MoveParseError::Unreadable(
                    text.clone(),
                ))));
            }
            Ok(m)
        };
        let empty = CourseError::EmptyGoal { step: number };
        let mut piece = None;
        let mut watch = Vec::new();
        let (want, limit) = match &step.goal {
            Goal::ReachCells {
                piece: at,
                cells,
                moves,
            } => {
                let at_cell = cell(at)?;
                if game.position().piece_at(at_cell).map(|p| p.seat) != Some(learner) {
                    return Err(CourseError::NoPiece {
                        step: number,
                        cell: at.clone(),
                    });
                }
                if cells.is_empty() {
                    return Err(empty);
                }
                piece = Some(at_cell);
                let cells = cells.iter().map(cell).collect::<Result<_, _>>()?;
                (Want::Reach(cells), *moves)
            }
            Goal::CaptureAll { moves } => (Want::CaptureAll, *moves),
            Goal::FindMove(accepted) => {
                if accepted.is_empty() {
                    return Err(empty);
                }
                let moves = accepted
                    .iter()
                    .map(|t| read(&game, t))
                    .collect::<Result<_, _>>()?;
                (Want::Find(moves), 1)
            }
            Goal::MateIn(n) => (Want::Mate, *n),
            Goal::MakeTransit => (Want::Transit, 1),
            Goal::CrownMan { moves } => (Want::Crown, *moves),
            Goal::Survive { moves } => {
                if step.opponent == Opponent::Passes {
                    return Err(CourseError::NobodyAnswers { step: number });
                }
                (Want::Survive, *moves)
            }
            Goal::Watch(moves) => {
                if moves.is_empty() {
                    return Err(empty);
                }
                let mut g = game.clone();
                for text in moves {
                    let m = read(&g, text)?;
                    g.play(&m)
                        .map_err(|_| CourseError::Unreachable { step: number })?;
                    watch.push(m);
                }
                (Want::Watch, 0)
            }
        };
        let aim = Aim {
            want,
            limit,
            opponent: step.opponent.clone(),
            learner,
            kings_at_start: draughts_kings(&game, learner),
        };
        let start = Track {
            game,
            made: 0,
            replies_used: 0,
            reached: Vec::new(),
            piece,
        };
        Ok(LessonRun {
            aim,
            track: start.clone(),
            start,
            watch,
            watched: 0,
            solved: false,
            history: Vec::new(),
        })
    }

    /// The game as it stands now (what the board shows).
    pub fn game(&self) -> &AnyGame {
        &self.track.game
    }

    /// The learner's seat (the side to move in the step's position).
    pub fn learner(&self) -> Seat {
        self.aim.learner
    }

    /// Whether the step's goal has been reached (a Watch step: every move shown).
    pub fn is_solved(&self) -> bool {
        self.solved
    }

    /// Whether this is a Watch step (it plays itself: [`LessonRun::watch_next`]).
    pub fn is_watch(&self) -> bool {
        matches!(self.aim.want, Want::Watch)
    }

    /// What the step asks for (its cells named as the board names them).
    pub fn goal(&self) -> StepGoal {
        self.aim.goal(&self.track.game)
    }

    /// The moves the learner has left (0 for a Watch step).
    pub fn moves_left(&self) -> u32 {
        self.aim.limit.saturating_sub(self.track.made)
    }

    /// ReachCells: the goal's cells landed on so far.
    pub fn reached(&self) -> &[Cell] {
        &self.track.reached
    }

    /// Plays the learner's move `m` and says what it did. A wrong move is taken back: the
    /// game stays as it was.
    pub fn play(&mut self, m: &AnyMove) -> Answer {
        if self.solved {
            return Answer::Wrong(WrongMove::AlreadySolved);
        }
        let before = self.track.clone();
        let next = match self.aim.judge(&self.track, m) {
            Err(why) => return Answer::Wrong(why),
            Ok(Judged::Solved(game)) => {
                self.history.push(before);
                self.track.game = game;
                self.track.made += 1;
                self.solved = true;
                return Answer::Solved;
            }
            Ok(Judged::Going(next)) => next,
        };
        let out_of_reach = self.aim.out_of_reach(&self.track.game, self.moves_left());
        let mut ways = match self.aim.continuations(&next) {
            Ok(ways) => ways,
            Err(why) => return Answer::Wrong(why),
        };
        let left = self.aim.limit - next.made;
        // The strongest answer; none may keep the goal out of reach.
        let Some(pick) = self.aim.strongest_answer(&ways, left) else {
            return Answer::Wrong(out_of_reach);
        };
        let (replies, track) = ways.swap_remove(pick);
        self.history.push(before);
        self.track = track;
        Answer::Continue { replies }
    }

    /// Takes back the learner's last move kept (and the others' answers to it): the run
    /// stands where it stood before it, unsolved. `false` when there is none (a Watch
    /// step has none).
    pub fn take_back(&mut self) -> bool {
        match self.history.pop() {
            Some(before) => {
                self.track = before;
                self.solved = false;
                true
            }
            None => false,
        }
    }

    /// Whether a move of the learner's can be taken back.
    pub fn can_take_back(&self) -> bool {
        !self.history.is_empty()
    }

    /// The hint: the first move of a solution from here (FindMove: the first accepted
    /// move; Watch: the next move to be shown). `None` once solved.
    pub fn hint(&self) -> Option<AnyMove> {
        if self.solved {
            return None;
        }
        match &self.aim.want {
            Want::Watch => self.watch.get(self.watched).cloned(),
            Want::Find(accepted) => accepted.first().cloned(),
            _ => self.aim.solve(&self.track, self.moves_left()),
        }
    }

    /// Watch steps: plays the next move of the step and returns it (`None` when all have
    /// been played; the step is then solved). Other steps: `None`.
    pub fn watch_next(&mut self) -> Option<AnyMove> {
        if !self.is_watch() {
            return None;
        }
        let m = self.watch.get(self.watched).cloned()?;
        self.track
            .game
            .play(&m)
            .expect("watch moves are legal in turn (checked when read)");
        self.watched += 1;
        self.solved = self.watched == self.watch.len();
        Some(m)
    }

    /// Starts the step again from its position.
    pub fn restart(&mut self) {
        self.history.clear();
        self.track = self.start.clone();
        self.watched = 0;
        self.solved = false;
    }

    /// How many of the learner's first moves reach the goal within the step's moves
    /// whatever the others answer (the puzzles' proof that a mate's first move is the only
    /// one).
    pub(crate) fn winning_first_moves(&self) -> usize {
        self.aim.good_moves(&self.start, self.aim.limit)
    }

    /// The fewest of the learner's moves that reach the goal from the step's start, within
    /// the step's moves (`None`: it cannot be reached).
    pub(crate) fn fewest_moves(&self) -> Option<u32> {
        self.aim.distance(&self.start, self.aim.limit)
    }

    /// Whether the goal can be reached from the step's start (what the checker proves);
    /// a Watch step always can.
    pub(crate) fn start_is_solvable(&self) -> bool {
        self.is_watch() || self.aim.solve(&self.start, self.aim.limit).is_some()
    }
}
