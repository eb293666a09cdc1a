//! One puzzle judged: its position and solution read, and its theme proved — a mate
//! exactly, by the lesson player's own search (forced against every defence, no other
//! first move mating as soon, none mating sooner); a material win by the engine's search
//! at the game's [`Bar::depth`], full width (no pruning or reductions, so that tuning the
//! search's heuristics leaves the puzzles standing): the solution's first move is the engine's best, it scores a win,
//! and it beats the best of every other move (searched with the first excluded) by the
//! game's margin.

use crate::lessons::{Answer, CourseError, Goal, LessonRun, Opponent};
use crate::{MoveTextError, Session};
use manifold_ai::Evaluator;
use manifold_ai::score::is_mate;
use manifold_ai::{Limits, Score, SearchConfig, Searcher};
use manifold_rules::{AnyGame, AnyMove, GameKind, Move, Role};

use super::bar::Bar;
use super::course::puzzle_step;
use super::messages::PuzzleProblem;
use super::puzzle::{Puzzle, Theme};

/// The transposition table of one verification search, in megabytes (small: it is cleared
/// between the two searches of a position).
const HASH_MB: usize = 4;

/// The engine's view of a position at a depth: the best move and its score, and the best
/// of the other moves and its score.
#[derive(Clone, Debug)]
pub(crate) struct Scores {
    pub best: AnyMove,
    pub best_score: Score,
    pub second: AnyMove,
    pub second_score: Score,
}

/// The engine's [`Scores`] of `game`'s position at `depth`; `None` with fewer than two
/// legal moves.
pub(crate) fn scores(game: &AnyGame, depth: u32) -> Option<Scores> {
    if game.legal_moves().len() < 2 {
        return None;
    }
    let mut searcher = Searcher::new(HASH_MB);
    let limits = Limits::depth(depth);
    // Full width to the depth (no pruning or reductions), so that a puzzle's proof stands
    // on the rules and the evaluation alone, not on the search's heuristics.
    let config = SearchConfig {
        pruning: false,
        ..SearchConfig::default()
    };
    let first = searcher.search_any_game(game, &limits, &config);
    let best = first.best_move?;
    searcher.clear();
    let other =
        searcher.search_any_game_excluding(game, &limits, &config, std::slice::from_ref(&best));
    Some(Scores {
        best,
        best_score: first.score,
        second: other.best_move?,
        second_score: other.score,
    })
}

/// The move that wins material in `game` by `bar` at `depth`, or why there is none.
pub(crate) fn material_win(
    game: &AnyGame,
    bar: &Bar,
    depth: u32,
) -> Result<AnyMove, PuzzleProblem> {
    let s = scores(game, depth).ok_or(PuzzleProblem::NoChoice)?;
    let beyond = bar
        .material_cap
        .is_some_and(|cap| s.best_score.abs() >= cap);
    if is_mate(s.best_score) || beyond {
        return Err(PuzzleProblem::NotMaterial {
            score: s.best_score,
        });
    }
    if s.best_score < bar.win {
        return Err(PuzzleProblem::NoWin {
            score: s.best_score,
            needed: bar.win,
        });
    }
    let margin = s.best_score.saturating_sub(s.second_score);
    if margin < bar.margin {
        return Err(PuzzleProblem::SecondWins {
            other: game.notation_of(&s.second),
            margin,
            needed: bar.margin,
        });
    }
    Ok(s.best)
}

/// The game of a puzzle's position as the lesson player plays it, or why it does not read.
pub fn puzzle_game(game: GameKind, position: &str) -> Result<AnyGame, PuzzleProblem> {
    let session = Session::from_position_text(game, position)
        .map_err(|e| PuzzleProblem::Position(Box::new(e)))?;
    let mut game = session.game().clone();
    crate::lessons::no_draws_by_themselves(&mut game);
    Ok(game)
}

/// The lesson step "mate in `moves`, the others defending" from `position`.
pub(crate) fn mate_run(
    game: GameKind,
    position: &str,
    moves: u32,
) -> Result<LessonRun, PuzzleProblem> {
    let puzzle = Puzzle {
        game,
        position: position.to_string(),
        solution: Vec::new(),
        theme: Theme::MateIn(moves),
    };
    let mut step = puzzle_step(&puzzle);
    step.goal = Goal::MateIn(moves);
    step.opponent = Opponent::Defends;
    LessonRun::of_step(game, &step, 1).map_err(|e| match e {
        CourseError::Position { error, .. } => PuzzleProblem::Position(error),
        _ => PuzzleProblem::NoMate { moves },
    })
}

/// Checks `puzzle`, filed for `game`.
pub fn check_puzzle(puzzle: &Puzzle, game: GameKind) -> Result<(), PuzzleProblem> {
    if puzzle.game != game {
        return Err(PuzzleProblem::WrongGame {
            named: puzzle.game.cli_name().to_string(),
        });
    }
    let start = puzzle_game(game, &puzzle.position)?;
    let first = read_solution(&start, &puzzle.solution)?;
    if start.legal_moves().len() < 2 {
        return Err(PuzzleProblem::NoChoice);
    }
    let bar = Bar::of(game);
    match puzzle.theme {
        Theme::MateIn(moves) => check_mate(puzzle, &first, moves, &bar),
        Theme::WinsMaterial | Theme::Promotion | Theme::Fork | Theme::Crowning => {
            let fits = puzzle.theme.fits(game);
            if !fits {
                return Err(PuzzleProblem::ThemeNotForGame);
            }
            if theme_of_move(&start, &first) != puzzle.theme && puzzle.theme != Theme::WinsMaterial
            {
                return Err(PuzzleProblem::NotTheTheme);
            }
            let best = material_win(&start, &bar, bar.depth);
            match best {
                Ok(best) if best == first => Ok(()),
                Ok(best) => Err(PuzzleProblem::NotTheBest {
                    best: start.notation_of(&best),
                }),
                Err(problem) => Err(problem),
            }
        }
    }
}

/// The theme a material win by `m` has: [`Theme::Promotion`] or [`Theme::Crowning`] when
/// it promotes or crowns, [`Theme::Fork`] when it forks, else [`Theme::WinsMaterial`].
pub fn theme_of_move(game: &AnyGame, m: &AnyMove) -> Theme {
    match m {
        AnyMove::Chess(_) if m.promotion().is_some() => Theme::Promotion,
        AnyMove::Chess(cm) if forks(game, *cm) => Theme::Fork,
        AnyMove::Draughts(_) if game.played(m).is_some_and(|p| p.promotion.is_some()) => {
            Theme::Crowning
        }
        _ => Theme::WinsMaterial,
    }
}

/// Whether the chess move `m` forks: after it, the piece moved attacks at least two enemy
/// pieces, each the king or worth more than itself (by the engine's values).
fn forks(game: &AnyGame, m: Move) -> bool {
    let AnyGame::Chess(g) = game else {
        return false;
    };
    let mut after = g.clone();
    if after.play(m).is_err() {
        return false;
    }
    let pos = after.position();
    let Some(mover) = pos.piece_at(m.to) else {
        return false;
    };
    let eval = Evaluator::new(pos.variant());
    let worth = eval.value(mover.role);
    let targets = pos
        .attacks_from(m.to)
        .iter()
        .filter(|&c| {
            pos.piece_at(c).is_some_and(|p| {
                p.seat != mover.seat && (p.role == Role::King || eval.value(p.role) > worth)
            })
        })
        .count();
    targets >= 2
}

/// Reads the solution's moves in turn from `start`: the first move, or the first that
/// does not read or is not legal.
fn read_solution(start: &AnyGame, solution: &[String]) -> Result<AnyMove, PuzzleProblem> {
    let mut game = start.clone();
    let mut first = None;
    for text in solution {
        let bad = |error| PuzzleProblem::BadMove {
            text: text.clone(),
            error: Box::new(error),
        };
        let m = game.parse_move(text).map_err(bad)?;
        if game.play(&m).is_err() {
            return Err(bad(MoveTextError::Chess(
                manifold_rules::san::MoveParseError::Unreadable(text.clone()),
            )));
        }
        first.get_or_insert(m);
    }
    first.ok_or(PuzzleProblem::NoSolution)
}

/// A mate in `moves`: forced, by `first` only, and none sooner.
fn check_mate(
    puzzle: &Puzzle,
    first: &AnyMove,
    moves: u32,
    bar: &Bar,
) -> Result<(), PuzzleProblem> {
    if moves == 0 || moves > bar.longest_mate {
        return Err(PuzzleProblem::MateLength {
            moves,
            longest: bar.longest_mate,
        });
    }
    let run = mate_run(puzzle.game, &puzzle.position, moves)?;
    match run.fewest_moves() {
        None => return Err(PuzzleProblem::NoMate { moves }),
        Some(fewest) if fewest < moves => {
            return Err(PuzzleProblem::ShorterMate { moves, fewest });
        }
        Some(_) => {}
    }
    let count = run.winning_first_moves();
    if count != 1 {
        return Err(PuzzleProblem::SeveralMates { count });
    }
    match run.clone().play(first) {
        Answer::Wrong(_) => Err(PuzzleProblem::NotTheMate),
        Answer::Solved | Answer::Continue { .. } => Ok(()),
    }
}

/// The line of a forced mate from `run`'s start as the lesson plays it (the solver's moves
/// and the strongest answers), in the game's notation; `None` if it breaks off.
pub(crate) fn mate_line(run: &LessonRun) -> Option<Vec<String>> {
    let mut run = run.clone();
    let mut game = run.game().clone();
    let mut line = Vec::new();
    loop {
        let m = run.hint()?;
        line.push(game.notation_of(&m));
        game.play(&m).ok()?;
        match run.play(&m) {
            Answer::Solved => return Some(line),
            Answer::Continue { replies } => {
                for r in replies {
                    line.push(game.notation_of(&r));
                    game.play(&r).ok()?;
                }
            }
            Answer::Wrong(_) => return None,
        }
    }
}
