//! PDN (Portable Draughts Notation) for Russian draughts: export and import of games.
//!
//! The writer gives the Seven Tag Roster (as in PGN), `[GameType "25"]` (Russian draughts),
//! `[FEN "..."]` when the game does not begin at the start position, `[KingLanding
//! "immediately beyond"]` for the Nujelm landing option (Manifold's own tag; other programs
//! ignore it), the moves with move numbers (`1. c3-d4 f6-g5 2. ...`, captures `c3:e5`),
//! with [`to_pdn_with_comments`] a `{ ... }` comment after any move (the session's
//! `[%clk]` times), and the result: `2-0` White wins, `0-2` Black wins, `1-1` draw, `*` unfinished (the FMJD
//! convention that Lidraughts and pydraughts use).
//!
//! The reader takes that and what other programs write: `GameType` as `25` or
//! `25,W,8,8,A0,0` (pydraughts), captures with `x`, results `1-0`, `0-1`, `1/2-1/2` as
//! well, and skips comments (`{...}`, `;` to the end of the line), variations (`( ... )`),
//! NAGs (`$1`), move numbers and `!`/`?` marks. A result the moves do not decide is applied
//! as a resignation, a loss on time (when the `Termination` tag says so) or an agreed draw,
//! so that writing the game again gives the same result.

use super::fen::FenError;
use super::game::{DraughtsGame, pdn_result};
use super::notation::MoveError;
use super::position::{DraughtsPosition, START_FEN};
use super::rules::{DraughtsRules, Landing};
use crate::game::{EndReason, GameResult};
use crate::game_text::lexer::{Scanner, SyntaxError, Token, Tokens, UnexpectedCharacter, lex};
use crate::game_text::raw_game::split_games;
use crate::game_text::write::Writer;
use crate::game_text::{move_number, tag_value};
use crate::piece::Seat;
use manifold_locale::{Localize, Message};

/// The PDN `GameType` of Russian draughts.
pub(crate) const GAME_TYPE: &str = "25";

/// The tag that records the Nujelm king landing.
pub(crate) const KING_LANDING_TAG: &str = "KingLanding";

/// How PDN writes results and which tags it derives from the game itself.
const PDN_WRITER: Writer = Writer {
    results: ["2-0", "0-2", "1-1"],
    derived_tags: &["GameType", "FEN", KING_LANDING_TAG],
    result_of: pdn_result,
    number_after_comment: false,
};

/// Results the reader accepts, with what each means (`None`: no result).
const RESULTS: [(&str, Option<GameResult>); 8] = [
    (
        "2-0",
        Some(GameResult::Win {
            winner: Seat::WHITE,
            loser: Seat::BLACK,
        }),
    ),
    (
        "0-2",
        Some(GameResult::Win {
            winner: Seat::BLACK,
            loser: Seat::WHITE,
        }),
    ),
    ("1-1", Some(GameResult::Draw)),
    (
        "1-0",
        Some(GameResult::Win {
            winner: Seat::WHITE,
            loser: Seat::BLACK,
        }),
    ),
    (
        "0-1",
        Some(GameResult::Win {
            winner: Seat::BLACK,
            loser: Seat::WHITE,
        }),
    ),
    ("1/2-1/2", Some(GameResult::Draw)),
    ("0-0", None),
    ("*", None),
];

/// What is malformed in a PDN text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, strum::EnumCount)]
pub enum PdnSyntax {
    /// A `[` tag without its `]` on its line.
    TagUnclosed,
    /// A tag with a name and no value.
    TagWithoutValue,
    /// A tag value not in double quotes.
    TagValueWithoutQuotes,
    /// A `{` comment that never ends.
    CommentUnclosed,
    /// A `(` variation that never ends.
    VariationUnclosed,
    /// A `)` with no variation open.
    CloseWithoutOpen,
    /// A character no token starts with.
    Unexpected(char),
}

impl From<UnexpectedCharacter> for PdnSyntax {
    fn from(error: UnexpectedCharacter) -> PdnSyntax {
        PdnSyntax::Unexpected(error.0)
    }
}

impl Localize for PdnSyntax {
    fn message(&self) -> Message {
        Message::new(match self {
            PdnSyntax::TagUnclosed => "draughts-pdn-tag_unclosed",
            PdnSyntax::TagWithoutValue => "draughts-pdn-tag_no_value",
            PdnSyntax::TagValueWithoutQuotes => "draughts-pdn-tag_no_quotes",
            PdnSyntax::CommentUnclosed => "draughts-pdn-comment_unclosed",
            PdnSyntax::VariationUnclosed => "draughts-pdn-variation_unclosed",
            PdnSyntax::CloseWithoutOpen => "draughts-pdn-close_without_open",
            PdnSyntax::Unexpected(c) => return UnexpectedCharacter(*c).message(),
        })
    }
}

/// Why a PDN text could not be read. Each error says where and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq, strum::EnumCount)]
pub enum PdnError {
    /// The text holds no game.
    Empty,
    /// Malformed PDN: an unterminated tag, comment or variation.
    Syntax {
        /// The line (1-based).
        line: usize,
        /// What on that line is malformed.
        message: PdnSyntax,
    },
    /// A `GameType` other than Russian draughts.
    GameType(String),
    /// A `KingLanding` tag with an unknown value.
    KingLanding(String),
    /// A `FEN` tag that cannot be read.
    Fen {
        /// The tag's value.
        fen: String,
        /// Why it was refused.
        error: FenError,
    },
    /// A move that is not legal (or not readable) in the position reached.
    Move {
        /// The line (1-based).
        line: usize,
        /// The move number with its dots (`12.` or `12...`).
        number: String,
        /// The move as written.
        text: String,
        /// Why it was refused (boxed: it is much larger than the other errors).
        error: Box<MoveError>,
    },
    /// A move after the game had already ended.
    AfterEnd {
        /// The line (1-based).
        line: usize,
        /// The move number with its dots.
        number: String,
        /// The move as written.
        text: String,
        /// How the game ended.
        reason: EndReason,
    },
}

impl Localize for PdnError {
    fn message(&self) -> Message {
        let at = |id, line: &usize, number: &String, text: &String| {
            Message::new(id)
                .number("line", *line)
                .text("number", number)
                .text("text", text)
        };
        match self {
            PdnError::Empty => Message::new("draughts-pdn-empty"),
            PdnError::Syntax { line, message } => Message::new("draughts-pdn-syntax")
                .number("line", *line)
                .message("message", message),
            PdnError::GameType(value) => Message::new("draughts-pdn-game_type")
                .text("value", value)
                .text("expected", GAME_TYPE),
            PdnError::KingLanding(value) => {
                Message::new("draughts-pdn-king_landing").text("value", value)
            }
            PdnError::Fen { fen, error } => Message::new("draughts-pdn-fen")
                .text("fen", fen)
                .message("error", error),
            PdnError::Move {
                line,
                number,
                text,
                error,
            } => at("draughts-pdn-move", line, number, text).message("error", error),
            PdnError::AfterEnd {
                line,
                number,
                text,
                reason,
            } => at("draughts-pdn-after_end", line, number, text).message("reason", *reason),
        }
    }
}

manifold_locale::display_in_english!(PdnError);

impl std::error::Error for PdnError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            PdnError::Fen { error, .. } => Some(error),
            PdnError::Move { error, .. } => Some(error.as_ref()),
            _ => None,
        }
    }
}

/// A game read from PDN: its tags and the game replayed from its moves.
#[derive(Debug, Clone)]
pub struct PdnGame {
    /// Every tag, in the order read.
    pub tags: Vec<(String, String)>,
    /// The game: start position (the `FEN` tag or the start) and the main line.
    pub game: DraughtsGame,
    /// The result: the `Result` tag, else the result token after the moves, else `*`.
    pub result: String,
}

impl PdnGame {
    /// The value of a tag (the first, if repeated).
    pub fn tag(&self, name: &str) -> Option<&str> {
        tag_value(&self.tags, name)
    }
}

/// Writes a game as PDN (see the module documentation for the layout).
pub fn to_pdn(game: &DraughtsGame, tags: &[(String, String)]) -> String {
    to_pdn_with_comments(game, tags, |_| None)
}

/// Writes a game as PDN as [`to_pdn`] does, with the comment `comment(ply)` gives (if any,
/// and not blank) after the move that led to each ply, and before the first move for ply
/// 0, as `{ text }` (a `}` in its text is left out). A move after a comment does not repeat
/// its number (`1. c3-d4 { ... } f6-g5`): pydraughts would read it as another move.
pub fn to_pdn_with_comments(
    game: &DraughtsGame,
    tags: &[(String, String)],
    comment: impl Fn(usize) -> Option<String>,
) -> String {
    let mut own = vec![("GameType", GAME_TYPE.to_string())];
    let start = game.start_position();
    if start.to_fen() != START_FEN {
        own.push(("FEN", start.to_fen()));
    }
    if start.rules().king_landing == Landing::ImmediatelyBeyond {
        own.push((KING_LANDING_TAG, "immediately beyond".to_string()));
    }
    let moves = game.moves().iter().zip(game.positions());
    let moves = moves.map(|(m, pos)| (pos.turn(), pos.fullmove_number(), pos.move_to_pdn(m)));
    let comment = |ply| {
        comment(ply)
            .map(|text| text.replace('}', ""))
            .filter(|text| !text.trim().is_empty())
    };
    PDN_WRITER.write(game.outcome(), tags, own, moves, comment)
}

/// Reads the first game of a PDN text.
pub fn from_pdn(text: &str) -> Result<PdnGame, PdnError> {
    let mut games = split_games(lex_pdn(text));
    // A malformed construct anywhere in the text (it ends the list) refuses it.
    if let Some(Err(SyntaxError { line, message })) = games.pop_if(|g| g.is_err()) {
        return Err(PdnError::Syntax { line, message });
    }
    let raw = match games.into_iter().next() {
        Some(Ok(raw)) => raw,
        _ => return Err(PdnError::Empty),
    };
    let tag = |name: &str| raw.tag(name).map(str::to_string);
    if let Some(gt) = tag("GameType")
        && gt.split(',').next().unwrap_or_default().trim() != GAME_TYPE
    {
        return Err(PdnError::GameType(gt));
    }
    let rules = match tag(KING_LANDING_TAG) {
        None => DraughtsRules::default(),
        Some(v) => match v.trim().to_ascii_lowercase().as_str() {
            "anywhere" => DraughtsRules::RUSSIAN,
            "immediately beyond" | "immediatelybeyond" => DraughtsRules::NUJELM,
            _ => return Err(PdnError::KingLanding(v)),
        },
    };
    let start = match tag("FEN") {
        Some(fen) => DraughtsPosition::from_fen(&fen)
            .map_err(|error| PdnError::Fen {
                fen: fen.clone(),
                error,
            })?
            .with_rules(rules),
        None => DraughtsPosition::start(rules),
    };
    let mut game = DraughtsGame::from_position(start);
    for (word, line) in &raw.moves {
        let line = *line;
        let text = strip_move_number(word);
        if text.is_empty() {
            continue;
        }
        let number = move_number(game.position().turn(), game.position().fullmove_number());
        if let Some(o) = game.outcome() {
            return Err(PdnError::AfterEnd {
                line,
                number,
                text: text.to_string(),
                reason: o.reason,
            });
        }
        let m = game
            .position()
            .parse_move(text)
            .map_err(|error| PdnError::Move {
                line,
                number: number.clone(),
                text: text.to_string(),
                error: Box::new(error),
            })?;
        game.play(&m).expect("a parsed move is legal");
    }
    let result = raw.result(|r| RESULTS.iter().any(|(t, _)| *t == r));
    if game.outcome().is_none()
        && let Some((_, Some(outcome))) = RESULTS.iter().find(|(t, _)| *t == result)
    {
        let on_time = raw.lost_on_time();
        // The game is not over, so ending it cannot fail.
        let _ = match *outcome {
            GameResult::Draw | GameResult::Score { .. } => game.agree_draw(),
            GameResult::Win { loser, .. } if on_time => game.time_out(loser),
            GameResult::Win { loser, .. } => game.resign(loser),
        };
    }
    Ok(PdnGame {
        tags: raw.tags,
        game,
        result,
    })
}

/// A move word without a move number glued before it (`12.c3-d4`, `12...`).
fn strip_move_number(word: &str) -> &str {
    let digits = word.bytes().take_while(u8::is_ascii_digit).count();
    let dots = word[digits..].bytes().take_while(|&b| b == b'.').count();
    if digits > 0 && dots > 0 {
        &word[digits + dots..]
    } else if digits == 0 && dots > 0 {
        &word[dots..]
    } else {
        word
    }
}

/// Splits PDN text into tokens with their lines, dropping comments, variations and NAGs. A
/// malformed construct ends the list with its error.
fn lex_pdn(text: &str) -> Tokens<PdnSyntax> {
    lex(text, |s, c, _| match c {
        '[' => lex_tag(s).map(Some),
        '{' => match s.skip_comment() {
            true => Ok(None),
            false => Err(PdnSyntax::CommentUnclosed),
        },
        ';' => {
            s.skip_line();
            Ok(None)
        }
        '(' => match skip_variation(s) {
            true => Ok(None),
            false => Err(PdnSyntax::VariationUnclosed),
        },
        ')' => Err(PdnSyntax::CloseWithoutOpen),
        _ => {
            let word = s.take_word("[{(;");
            Ok(if word.starts_with('$') {
                None
            } else if RESULTS.iter().any(|(r, _)| *r == word) {
                Some(Token::Result(word))
            } else {
                Some(Token::Word(word))
            })
        }
    })
}

/// Reads `[Name "value"]` starting at the `[` under the cursor.
fn lex_tag(s: &mut Scanner) -> Result<Token, PdnSyntax> {
    s.advance();
    let inner = s.take_while(|c| c != ']' && c != '\n');
    if s.peek() != Some(']') {
        return Err(PdnSyntax::TagUnclosed);
    }
    s.advance();
    let (name, rest) = inner
        .trim()
        .split_once(char::is_whitespace)
        .ok_or(PdnSyntax::TagWithoutValue)?;
    let value = rest
        .trim()
        .strip_prefix('"')
        .and_then(|r| r.strip_suffix('"'))
        .ok_or(PdnSyntax::TagValueWithoutQuotes)?;
    let value = value.replace("\\\"", "\"").replace("\\\\", "\\");
    Ok(Token::Tag(name.to_string(), value))
}

/// Skips a variation `( ... )`, nested ones included, starting at the `(` under the cursor;
/// `false` if it is never closed.
fn skip_variation(s: &mut Scanner) -> bool {
    let mut depth = 0;
    while let Some(c) = s.peek() {
        s.advance();
        match c {
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    return true;
                }
            }
            _ => {}
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use manifold_locale::check::assert_every_variant_renders;

    #[test]
    fn every_pdn_syntax_error_renders() {
        assert_every_variant_renders(
            &[
                PdnSyntax::TagUnclosed,
                PdnSyntax::TagWithoutValue,
                PdnSyntax::TagValueWithoutQuotes,
                PdnSyntax::CommentUnclosed,
                PdnSyntax::VariationUnclosed,
                PdnSyntax::CloseWithoutOpen,
                PdnSyntax::Unexpected('@'),
            ],
            &[],
        );
    }

    #[test]
    fn every_pdn_error_renders() {
        let at = || (3, "12.".to_string(), "c3-d4".to_string());
        let (line, number, text) = at();
        assert_every_variant_renders(
            &[
                PdnError::Empty,
                PdnError::Syntax {
                    line: 2,
                    message: PdnSyntax::TagWithoutValue,
                },
                PdnError::GameType("20".into()),
                PdnError::KingLanding("nowhere".into()),
                PdnError::Fen {
                    fen: "X".into(),
                    error: FenError::Empty,
                },
                PdnError::Move {
                    line,
                    number: number.clone(),
                    text: text.clone(),
                    error: Box::new(MoveError::Syntax(text.clone())),
                },
                PdnError::AfterEnd {
                    line,
                    number,
                    text,
                    reason: EndReason::NoMoves,
                },
            ],
            &[
                "GameType",
                "KingLanding",
                "anywhere",
                "immediately",
                "beyond",
            ],
        );
    }
}
