//! A reviewed game as an annotated PGN, as lichess writes one: after each move its Numeric
//! Annotation Glyph when marked (`$6` `?!`, `$2` `?`, `$4` `??`) and a comment with the
//! evaluation of the position it led to, from White's side, in pawns or as a mate
//! (`{ [%eval 0.35] }`, `{ [%eval #-2] }`; `#0` where the side to move is mated, lila's
//! `exportMate`), then for a marked move what was best (`Blunder. g6 was best.`).
//! Written for classical chess and Great Chess, the games other chess programs read.

use manifold_ai::Score;
use manifold_ai::score::{is_mate, mate_moves};
use manifold_locale::{Language, Message, text};
use manifold_rules::pgn::to_pgn_annotated;
use manifold_rules::{AnyGame, Seat, VariantId};

use super::run::Review;

/// Whether [`annotated_pgn`] writes games of this game: classical chess and Great Chess.
pub fn writes_annotated_pgn(game: &AnyGame) -> bool {
    matches!(
        game.as_chess().map(|g| g.variant()),
        Some(VariantId::Classical | VariantId::Great)
    )
}

/// An evaluation as `[%eval ...]` writes it: pawns with two decimals, or `#N`.
pub fn eval_text(white_score: Score) -> String {
    match mate_moves(white_score) {
        Some(n) if is_mate(white_score) => format!("#{n}"),
        _ => format!("{:.2}", f64::from(white_score) / 100.0),
    }
}

/// `game` (the reviewed one) as PGN annotated with `review`, its advice texts in `lang`;
/// `None` for a game other than classical chess and Great Chess, or a review of another
/// game.
pub fn annotated_pgn(
    game: &AnyGame,
    review: &Review,
    tags: &[(String, String)],
    lang: Language,
) -> Option<String> {
    let chess = game.as_chess().filter(|_| writes_annotated_pgn(game))?;
    if review.kind != game.kind() || review.positions.len() != game.ply_count() + 1 {
        return None;
    }
    let nag = |ply: usize| {
        let m = review.moves.get(ply.checked_sub(1)?)?;
        m.mark().map(|mark| mark.nag())
    };
    let comment = |ply: usize| {
        if ply == 0 {
            return None;
        }
        let eval = review.positions.get(ply)?;
        let mut text_out = format!("[%eval {}]", eval_text(eval.score_of(Seat::WHITE)));
        if let Some(m) = review.moves.get(ply - 1)
            && let (Some(mark), Some(best)) = (m.mark(), m.best_line.first())
        {
            let advice = Message::new("review-pgn-advice")
                .message("mark", mark)
                .text("best", best);
            text_out.push(' ');
            text_out.push_str(&text(lang, &advice));
        }
        Some(text_out)
    };
    Some(to_pgn_annotated(chess, tags, nag, comment))
}

#[cfg(test)]
mod tests {
    use super::*;
    use manifold_ai::score::{mate_in, mated_in};

    #[test]
    fn evaluations_read_as_lichess_writes_them() {
        assert_eq!(eval_text(35), "0.35");
        assert_eq!(eval_text(-120), "-1.20");
        assert_eq!(eval_text(0), "0.00");
        assert_eq!(eval_text(mate_in(5)), "#3");
        assert_eq!(eval_text(mate_in(1)), "#1");
        assert_eq!(eval_text(mated_in(4)), "#-2");
        assert_eq!(eval_text(mate_in(0)), "#0");
    }
}
