//! `show`: a position as text (board, side to move, FEN, legal moves, status), and the
//! words for seats and results that `play` shares (typed messages of [`super::texts`]).

use std::io::Write;

use manifold_locale::{Language, text};
use manifold_rules::game::{Game, Outcome};
use manifold_rules::{GameKind, Seat};

use super::board::render_board;
use super::error::CliError;
use super::texts::{BoardName, GameName, OutcomeText, SeatName, ShowLine, Status};

/// The name of a seat: White and Black, or White, Blue and Red in a three-player game.
pub fn seat_name(seats: u8, seat: Seat) -> SeatName {
    SeatName { seats, seat }
}

/// How a game ended, in words, result first: `0-1, Black wins by checkmate`,
/// `1/2-1/2, drawn by stalemate`.
///
/// A three-player game (Mattrix) has no result token: `White wins, Blue loses by
/// checkmate; Red neither wins nor loses`, `drawn by stalemate for all three`.
pub fn outcome_text(seats: u8, o: Outcome) -> OutcomeText {
    OutcomeText {
        seats,
        token: o.pgn_result(),
        outcome: o,
    }
}

/// The state of play: `in play`, `in check`, or how the game ended.
pub fn status_text(game: &Game) -> Status {
    let pos = game.position();
    match game.outcome() {
        Some(o) => Status::Over(outcome_text(pos.variant().seats, o)),
        None if pos.in_check() => Status::InCheck(seat_name(pos.variant().seats, pos.turn())),
        None => Status::InPlay,
    }
}

/// The full description `show` prints, in `lang`.
pub(crate) fn describe(game: &Game, lang: Language) -> String {
    let pos = game.position();
    let v = pos.variant();
    let g = pos.geometry();
    let title = ShowLine::Title {
        game: GameName(GameKind::Chess(v.id)),
        board: BoardName::of(g),
        wraps: g.wraps(),
    };
    let claim = match game.outcome() {
        None => game.claimable_draw(),
        Some(_) => None,
    };
    let lines = [
        ShowLine::ToMove(seat_name(v.seats, pos.turn())),
        ShowLine::Fen(pos.to_fen()),
        ShowLine::LegalMoves(pos.legal_moves().len()),
        ShowLine::Status(status_text(game)),
        ShowLine::DrawClaim(claim),
    ];
    page(lang, &title, &render_board(pos), &lines)
}

/// A description: the title, a blank line, the board, a blank line and the lines.
pub(super) fn page(lang: Language, title: &ShowLine, board: &str, lines: &[ShowLine]) -> String {
    let mut out = format!("{}\n\n{board}\n", text(lang, title));
    for line in lines {
        out.push_str(&text(lang, line));
        out.push('\n');
    }
    out
}

/// Prints [`describe`].
pub fn show_command(game: &Game, lang: Language, out: &mut dyn Write) -> Result<(), CliError> {
    out.write_all(describe(game, lang).as_bytes())?;
    Ok(())
}
