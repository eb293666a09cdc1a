//! `show`: a position as text (board, side to move, FEN, legal moves, status), and the
//! words for seats and results that `play` shares.

use std::io::Write;

use crate::rules::Seat;
use crate::rules::game::{EndReason, Game, GameResult, Outcome};

use super::board::render_board;
use super::error::CliError;

/// The name of a seat: White and Black, or White, Blue and Red in a three-player game.
pub fn seat_name(seats: u8, seat: Seat) -> &'static str {
    match (seats, seat.0) {
        (_, 0) => "White",
        (3, 1) => "Blue",
        (3, 2) => "Red",
        (_, 1) => "Black",
        _ => "?",
    }
}

/// How a game ended, in words, result first: `0-1, Black wins by checkmate`,
/// `1/2-1/2, drawn by stalemate`.
///
/// A three-player game (Mattrix) has no result token: `White wins, Blue loses by
/// checkmate; Red neither wins nor loses`, `drawn by stalemate for all three`.
pub fn outcome_text(seats: u8, o: Outcome) -> String {
    let how = match o.reason {
        EndReason::Agreement => "agreement".to_string(),
        EndReason::Timeout => "time out".to_string(),
        EndReason::SeventyFiveMoves if seats == 3 => {
            "150 plies without capture or pawn move".to_string()
        }
        r => r.describe(),
    };
    if seats == 3 {
        return match o.result {
            GameResult::Draw | GameResult::Score { .. } => {
                format!("drawn by {how} for all three")
            }
            GameResult::Win { winner, loser } => {
                let third = Seat(3 - winner.0 - loser.0);
                format!(
                    "{} wins, {} loses by {how}; {} neither wins nor loses",
                    seat_name(seats, winner),
                    seat_name(seats, loser),
                    seat_name(seats, third)
                )
            }
        };
    }
    match o.result {
        GameResult::Draw => format!("{}, drawn by {how}", o.pgn_result()),
        GameResult::Score { white, black } => format!(
            "{} to {} over the two boards ({how})",
            half_points(white),
            half_points(black)
        ),
        GameResult::Win { winner, .. } => format!(
            "{}, {} wins by {how}",
            o.pgn_result(),
            seat_name(seats, winner)
        ),
    }
}

/// The state of play: `in play`, `in check`, or how the game ended.
pub fn status_text(game: &Game) -> String {
    let pos = game.position();
    match game.outcome() {
        Some(o) => outcome_text(pos.variant().seats, o),
        None if pos.in_check() => {
            format!("{} is in check", seat_name(pos.variant().seats, pos.turn()))
        }
        None => "in play".to_string(),
    }
}

/// The draw the side to move may claim, in words.
pub fn claim_text(game: &Game) -> String {
    match (game.outcome(), game.claimable_draw()) {
        (None, Some(reason)) => reason.describe().to_string(),
        _ => "none".to_string(),
    }
}

/// The full description `show` prints.
pub fn describe(game: &Game) -> String {
    let pos = game.position();
    let v = pos.variant();
    let g = pos.geometry();
    let wrap = if g.wraps() { ", edges wrap" } else { "" };
    let mut out = format!("{} ({} board{wrap})\n\n", v.name, g.name());
    out.push_str(&render_board(pos));
    out.push('\n');
    out.push_str(&format!(
        "To move:      {}\n",
        seat_name(v.seats, pos.turn())
    ));
    out.push_str(&format!("FEN:          {}\n", pos.to_fen()));
    out.push_str(&format!("Legal moves:  {}\n", pos.legal_moves().len()));
    out.push_str(&format!("Status:       {}\n", status_text(game)));
    out.push_str(&format!("Draw claim:   {}\n", claim_text(game)));
    out
}

/// Prints [`describe`].
pub fn show_command(game: &Game, out: &mut dyn Write) -> Result<(), CliError> {
    out.write_all(describe(game).as_bytes())?;
    Ok(())
}

/// Half points as a score: 3 -> "1.5".
fn half_points(half: u8) -> String {
    if half.is_multiple_of(2) {
        (half / 2).to_string()
    } else {
        format!("{}.5", half / 2)
    }
}
