//! `lessons play COURSE [--step N]`: a course taken in the terminal with the app's own
//! lesson runner ([`Tutor`]). Each step prints its number, text, the learner's side and
//! goal, and the board; moves are read one per line (the game's notation or coordinates,
//! as `play` reads them) and answered with the app's messages (solved, go on, or wrong with
//! the goal and the moves that were left); the others' replies and a Watch step's moves are
//! printed one by one with the board. `hint` names a good move, `quit` (or the end of
//! input) ends the lesson; a solved step leads to the next, until the course's end.

use std::io::{BufRead, Write};

use manifold_locale::{Language, Localize, Message, text};
use manifold_rules::{AnyGame, AnyMove, Seat};
use manifold_session::catalogue::{course_index, playable_courses};
use manifold_session::lessons::{Answer, StepGoal, Tutor};
use manifold_session::messages::Status;
use manifold_session::shown_notation::ShownMove;

use super::error::{CliError, Problem};
use super::hot_seat::{board, read_line};
use super::show::seat_name;
use super::texts::SeatName;

/// A line `lessons play` prints besides the lesson's own feedback.
#[derive(Debug, strum::EnumCount)]
pub(crate) enum LessonLine {
    /// The course's title (a message id, which names the game), and how to take it.
    Greeting(&'static str),
    /// Which step this is.
    StepNumber {
        /// The step, from 1.
        step: usize,
        /// The course's steps.
        steps: usize,
    },
    /// The step's text: a message id.
    StepText(&'static str),
    /// The learner's side.
    Learner(SeatName),
    /// What the step asks for, in so many moves.
    Goal {
        /// The step's goal.
        goal: StepGoal,
        /// The moves the learner has.
        moves: u32,
    },
    /// A Watch step: the moves play themselves.
    Watch,
    /// A move played on the board, by this seat, in this notation.
    Played {
        /// The seat that played it.
        seat: SeatName,
        /// The move as the game writes it.
        notation: String,
    },
    /// `hint` in a course that gives none.
    NoHint,
    /// The prompt: the learner's side to move.
    Prompt(SeatName),
    /// The course's last step is done.
    CourseDone,
    /// The lesson was left (quit or the end of input) at this step.
    Left {
        /// The step, from 1.
        step: usize,
        /// The course's steps.
        steps: usize,
    },
}

impl Localize for LessonLine {
    fn message(&self) -> Message {
        match self {
            LessonLine::Greeting(title) => {
                Message::new("cli-lessons-greeting").message("title", Message::new(title))
            }
            LessonLine::StepNumber { step, steps } => Message::new("lesson-app-step")
                .number("step", *step)
                .number("steps", *steps),
            LessonLine::StepText(id) => Message::new(id),
            LessonLine::Learner(seat) => Message::new("lesson-app-learner").message("seat", *seat),
            LessonLine::Goal { goal, moves } => Message::new("cli-lessons-goal")
                .message("goal", goal)
                .number("moves", *moves),
            LessonLine::Watch => Message::new("lesson-app-watch"),
            LessonLine::Played { seat, notation } => Message::new("cli-lessons-played")
                .message("seat", *seat)
                .text("move", notation),
            LessonLine::NoHint => Message::new("cli-lessons-no_hint"),
            LessonLine::Prompt(seat) => Message::new("cli-lessons-prompt").message("seat", *seat),
            LessonLine::CourseDone => Message::new("cli-lessons-course_done"),
            LessonLine::Left { step, steps } => Message::new("cli-lessons-left")
                .number("step", *step)
                .number("steps", *steps),
        }
    }
}

manifold_locale::display_in_english!(LessonLine);

/// `lessons play`: takes the playable course `course` (`draughts/basics`,
/// `puzzles/classical`) from step `step` (from 1), reading from `input` until the course's
/// end, `quit` or the end of input.
pub fn play_command(
    course: &str,
    step: usize,
    lang: Language,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let index = course_index(course).ok_or_else(|| {
        let known: Vec<&str> = playable_courses().iter().map(|(id, _)| *id).collect();
        CliError::Usage(Problem::UnknownCourse {
            name: course.to_string(),
            known: known.join(", "),
        })
    })?;
    let steps = playable_courses()[index].1.steps.len();
    if !(1..=steps).contains(&step) {
        return Err(CliError::Usage(Problem::NoSuchStep {
            course: course.to_string(),
            step,
            steps,
        }));
    }
    let tutor = Tutor::begin(index, step - 1).map_err(|e| CliError::Input(Problem::Lesson(e)))?;
    let shown = tutor.run.game().clone();
    Lesson { tutor, shown, lang }.run(input, out)
}

/// What one line of input asks for.
enum Next {
    /// Read the next line.
    Prompt,
    /// The step is solved: go on to the next (or end the course).
    Solved,
    /// End the lesson.
    Quit,
}

/// A course being taken in the terminal.
struct Lesson {
    tutor: Tutor,
    /// The game as the board shows it: the run's game, but with the moves waiting in the
    /// tutor's queue not yet played (as the app's board).
    shown: AnyGame,
    lang: Language,
}

impl Lesson {
    /// Writes a line in the lesson's language.
    fn say(&self, line: &dyn Localize, out: &mut dyn Write) -> Result<(), CliError> {
        writeln!(out, "{}", text(self.lang, line))?;
        Ok(())
    }

    /// Writes what the lesson said last, if anything.
    fn say_feedback(&self, out: &mut dyn Write) -> Result<(), CliError> {
        if let Some(feedback) = &self.tutor.feedback {
            self.say(feedback, out)?;
        }
        Ok(())
    }

    /// The name of a seat of the step's game.
    fn seat(&self, seat: Seat) -> SeatName {
        seat_name(self.shown.seats(), seat)
    }

    /// Prints the board as shown.
    fn print_board(&self, out: &mut dyn Write) -> Result<(), CliError> {
        writeln!(out)?;
        out.write_all(board(&self.shown).as_bytes())?;
        Ok(())
    }

    /// Plays `m` on the board shown, says who played it and prints the board.
    fn show_move(&mut self, m: &AnyMove, out: &mut dyn Write) -> Result<(), CliError> {
        let seat = self.seat(self.shown.position().turn());
        let notation = self.shown.notation_of(m);
        if self.shown.play(m).is_err() {
            // Not the board's move (it cannot be, as the run played it): show the run's.
            self.shown = self.tutor.run.game().clone();
        }
        self.print_board(out)?;
        self.say(&LessonLine::Played { seat, notation }, out)
    }

    /// Shows the moves waiting in the tutor's queue, one by one; then the board takes the
    /// run's game (where the others passed, the turn is handed back).
    fn show_queued(&mut self, out: &mut dyn Write) -> Result<(), CliError> {
        while let Some(m) = self.tutor.next_queued() {
            self.show_move(&m, out)?;
        }
        if self.shown.position().text() != self.tutor.run.game().position().text() {
            self.shown = self.tutor.run.game().clone();
        }
        Ok(())
    }

    /// Puts the step on the board: its number, text, side, goal and board; a Watch step
    /// then plays itself.
    fn enter_step(&mut self, out: &mut dyn Write) -> Result<(), CliError> {
        let (_, course) = self.tutor.course();
        let step = &course.steps[self.tutor.step];
        self.shown = self.tutor.run.game().clone();
        writeln!(out)?;
        self.say(
            &LessonLine::StepNumber {
                step: self.tutor.step + 1,
                steps: course.steps.len(),
            },
            out,
        )?;
        self.say(&LessonLine::StepText(step.text.as_str()), out)?;
        self.say(
            &LessonLine::Learner(self.seat(self.tutor.run.learner())),
            out,
        )?;
        if self.tutor.run.is_watch() {
            self.say(&LessonLine::Watch, out)?;
        } else {
            let goal = LessonLine::Goal {
                goal: self.tutor.run.goal(),
                moves: self.tutor.run.moves_left(),
            };
            self.say(&goal, out)?;
        }
        self.print_board(out)?;
        if self.tutor.run.is_watch() {
            self.show_queued(out)?;
            self.say_feedback(out)?;
        }
        Ok(())
    }

    /// Runs the course from the tutor's step.
    fn run(&mut self, input: &mut dyn BufRead, out: &mut dyn Write) -> Result<(), CliError> {
        let (_, course) = self.tutor.course();
        self.say(&LessonLine::Greeting(course.title.as_str()), out)?;
        self.enter_step(out)?;
        loop {
            if self.tutor.run.is_solved() {
                if self.tutor.is_last_step() {
                    writeln!(out)?;
                    self.say(&LessonLine::CourseDone, out)?;
                    break;
                }
                let next = self.tutor.step + 1;
                self.tutor
                    .go_to(next)
                    .map_err(|e| CliError::Input(Problem::Lesson(e)))?;
                self.enter_step(out)?;
                continue;
            }
            let prompt = LessonLine::Prompt(self.seat(self.tutor.run.learner()));
            write!(out, "{} ", text(self.lang, &prompt))?;
            out.flush()?;
            let Some(line) = read_line(input)? else {
                writeln!(out)?;
                self.left(out)?;
                break;
            };
            match self.handle(&line, out)? {
                Next::Prompt | Next::Solved => {}
                Next::Quit => {
                    self.left(out)?;
                    break;
                }
            }
        }
        out.flush()?;
        Ok(())
    }

    /// Says at which step the lesson was left.
    fn left(&self, out: &mut dyn Write) -> Result<(), CliError> {
        let left = LessonLine::Left {
            step: self.tutor.step + 1,
            steps: self.tutor.course().1.steps.len(),
        };
        self.say(&left, out)
    }

    /// Handles one line: a command or a move.
    fn handle(&mut self, line: &str, out: &mut dyn Write) -> Result<Next, CliError> {
        match line.to_ascii_lowercase().as_str() {
            "" => Ok(Next::Prompt),
            "quit" | "exit" | "q" => Ok(Next::Quit),
            "hint" => {
                self.hint(out)?;
                Ok(Next::Prompt)
            }
            _ => self.play_move(line, out),
        }
    }

    /// Names the hint's move, or says that the course gives none.
    fn hint(&mut self, out: &mut dyn Write) -> Result<(), CliError> {
        self.tutor.show_hint();
        match &self.tutor.hint {
            Some(m) => {
                let notation = self.shown.notation_of(m);
                self.say(&Status::Hint(ShownMove::same(notation)), out)
            }
            None => self.say(&LessonLine::NoHint, out),
        }
    }

    /// Reads a typed move and has the step judge it; says what the lesson says.
    fn play_move(&mut self, typed: &str, out: &mut dyn Write) -> Result<Next, CliError> {
        if let Some(refused) = self.tutor.refuse_move() {
            self.say(&refused, out)?;
            return Ok(Next::Prompt);
        }
        let Some(m) = self.tutor.read_move(typed) else {
            self.say_feedback(out)?;
            return Ok(Next::Prompt);
        };
        let answer = self.tutor.judge(&m);
        if !matches!(answer, Answer::Wrong(_)) {
            self.show_move(&m, out)?;
            self.show_queued(out)?;
        }
        self.say_feedback(out)?;
        Ok(match answer {
            Answer::Solved => Next::Solved,
            Answer::Continue { .. } | Answer::Wrong(_) => Next::Prompt,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use manifold_locale::check::assert_every_variant_renders;

    #[test]
    fn every_lesson_line_renders() {
        let seat = seat_name(2, Seat::WHITE);
        assert_every_variant_renders(
            &[
                LessonLine::Greeting("lesson-draughts-basics-title"),
                LessonLine::StepNumber { step: 1, steps: 12 },
                LessonLine::StepText("lesson-draughts-basics-men"),
                LessonLine::Learner(seat),
                LessonLine::Goal {
                    goal: StepGoal::Reach {
                        cells: vec!["d4".into()],
                    },
                    moves: 1,
                },
                LessonLine::Watch,
                LessonLine::Played {
                    seat,
                    notation: "c3-d4".into(),
                },
                LessonLine::NoHint,
                LessonLine::Prompt(seat),
                LessonLine::CourseDone,
                LessonLine::Left { step: 2, steps: 12 },
            ],
            &["hint", "quit"],
        );
    }
}
