//! What a review shows in words: the marks' names, why a move was marked, the exercises'
//! prompt, hint and verdicts (Fluent messages `review-*`, section `## review`).

use manifold_locale::{Localize, Message};
use manifold_rules::AnyMove;

use super::super::shown_notation::{NotationStyle, ShownMove};
use super::exercise::{Exercise, Verdict};
use super::judge::{Mark, MarkCause};

/// A win probability as a percentage with one decimal.
pub(crate) fn percent(p: f64) -> String {
    format!("{:.1}", p * 100.0)
}

impl Localize for Mark {
    fn message(&self) -> Message {
        Message::new(match self {
            Mark::Inaccuracy => "review-mark-inaccuracy",
            Mark::Mistake => "review-mark-mistake",
            Mark::Blunder => "review-mark-blunder",
        })
    }
}

impl Localize for MarkCause {
    fn message(&self) -> Message {
        Message::new(match self {
            MarkCause::WinDrop => "review-cause-win_drop",
            MarkCause::MateAllowed => "review-cause-mate_allowed",
            MarkCause::MateMissed => "review-cause-mate_missed",
        })
    }
}

impl Localize for Verdict {
    fn message(&self) -> Message {
        match self {
            Verdict::Passed { win, best } => Message::new("review-verdict-passed")
                .text("win", percent(*win))
                .text("best", percent(*best)),
            Verdict::Failed { win, best } => Message::new("review-verdict-failed")
                .text("win", percent(*win))
                .text("best", percent(*best)),
            Verdict::NotLegal => Message::new("review-verdict-not_legal"),
        }
    }
}

/// An exercise's texts.
#[derive(Clone, Debug, PartialEq, strum::EnumCount)]
pub enum ExerciseText {
    /// "Find a better move than Nf6 (Blunder)." (the panel names the learner's side).
    Prompt {
        /// The move played, as each language shows it.
        played: ShownMove,
        /// Its mark.
        mark: Mark,
    },
    /// "Move the piece on g7."
    Hint {
        /// The cell's name.
        cell: String,
    },
    /// "The best move was g6."
    Solution {
        /// The best move, as each language shows it.
        best: ShownMove,
    },
}

impl Localize for ExerciseText {
    fn message(&self) -> Message {
        match self {
            ExerciseText::Prompt { played, mark } => Message::new("review-exercise-prompt")
                .per_language("played", played.0.clone())
                .message("mark", *mark),
            ExerciseText::Hint { cell } => Message::new("review-exercise-hint").text("cell", cell),
            ExerciseText::Solution { best } => {
                Message::new("review-exercise-solution").per_language("best", best.0.clone())
            }
        }
    }
}

impl Exercise {
    /// What the exercise asks, the move played written in `style`.
    pub fn prompt(&self, style: NotationStyle) -> ExerciseText {
        ExerciseText::Prompt {
            played: self.shown(&self.played, &self.played_text, style),
            mark: self.mark,
        }
    }

    /// The hint in words.
    pub fn hint_text(&self) -> ExerciseText {
        ExerciseText::Hint {
            cell: self.hint_name(),
        }
    }

    /// The solution in words, the move written in `style`.
    pub fn solution_text(&self, style: NotationStyle) -> ExerciseText {
        ExerciseText::Solution {
            best: self.shown(&self.best, &self.best_text, style),
        }
    }

    /// The move `m` from the exercise's position as each language shows it (`text`, the
    /// game's notation, where it has no letters to translate).
    fn shown(&self, m: &AnyMove, text: &str, style: NotationStyle) -> ShownMove {
        ShownMove::next_of(&self.game, m, style).unwrap_or_else(|| ShownMove::same(text))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use manifold_locale::check::assert_every_variant_renders;

    #[test]
    fn every_review_text_renders() {
        assert_every_variant_renders(&[Mark::Inaccuracy, Mark::Mistake, Mark::Blunder], &[]);
        assert_every_variant_renders(
            &[
                MarkCause::WinDrop,
                MarkCause::MateAllowed,
                MarkCause::MateMissed,
            ],
            &[],
        );
        assert_every_variant_renders(
            &[
                Verdict::Passed {
                    win: 0.5,
                    best: 0.52,
                },
                Verdict::Failed {
                    win: 0.1,
                    best: 0.5,
                },
                Verdict::NotLegal,
            ],
            &[],
        );
        assert_every_variant_renders(
            &[
                ExerciseText::Prompt {
                    played: ShownMove::same("Nf6"),
                    mark: Mark::Blunder,
                },
                ExerciseText::Hint { cell: "g7".into() },
                ExerciseText::Solution {
                    best: ShownMove::same("g6"),
                },
            ],
            &[],
        );
    }
}
