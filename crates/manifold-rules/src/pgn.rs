//! PGN (Portable Game Notation): export and import of games.
//!
//! Written for classical chess and usable for Great Chess and Wirth chess: those games carry
//! a `[Variant "..."]` tag, and any game that does not begin at its variant's start position
//! carries `[SetUp "1"]` and `[FEN "..."]`. Moves are in SAN ([`super::san`]).
//!
//! The reader skips `;` comments to the end of the line, `%` escape lines, NAGs (`$1`),
//! recursive variations (`( ... )`), move numbers (`12.`, `12...`) and annotation glyphs,
//! and replays the main line into a [`Game`]. The main line's `{...}` comments are kept
//! with the ply they follow ([`PgnGame::comments`]: ply 0 for one before the first move);
//! the session reads lichess's `[%cal ...]`/`[%csl ...]` marks from them, and
//! [`to_pgn_with_comments`] writes them back. A result other than `*` that the moves
//! themselves do not decide is applied to the game as resignation or time forfeit (by the
//! `Termination` tag) for a win, and as a claimed or agreed draw for a draw, so that writing
//! the game again gives the same result.

use manifold_locale::{Localize, Message};

use super::fen::FenError;
use super::game::{EndReason, Game, Outcome};
use super::game_text::lexer::{Scanner, SyntaxError, Token, Tokens, UnexpectedCharacter, lex};
use super::game_text::raw_game::{RawComment, RawGame, split_games};
use super::game_text::write::Writer;
use super::game_text::{move_number, tag_value};
use super::piece::Seat;
use super::position::Position;
use super::san::SanError;
use super::variant::VariantId;

/// How PGN writes results and which tags it derives from the game itself.
const PGN_WRITER: Writer = Writer {
    results: ["1-0", "0-1", "1/2-1/2"],
    derived_tags: &["Variant", "SetUp", "FEN"],
    result_of: Outcome::pgn_result,
    number_after_comment: true,
};

/// Why a PGN could not be read. Each error says where (line, and move number and text for a
/// move) and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, strum::EnumCount)]
pub enum PgnError {
    /// The text holds no game.
    Empty,
    /// Malformed PGN: an unterminated tag, comment or string, or a token that is no move.
    Syntax {
        /// The line (1-based).
        line: usize,
        /// What on that line is malformed.
        message: PgnSyntax,
    },
    /// A `Variant` tag naming no game this program plays.
    UnknownVariant(String),
    /// A `FEN` tag that cannot be read.
    Fen {
        /// The tag's value.
        fen: String,
        /// Why it was refused (boxed: a FEN error is large).
        #[source]
        error: Box<FenError>,
    },
    /// A move that is not legal (or not readable) in the position reached.
    Move {
        /// The line (1-based).
        line: usize,
        /// The move number with its dots, as the position counts it (`12.` or `12...`).
        number: String,
        /// The move as written.
        text: String,
        /// Why it was refused.
        #[source]
        error: SanError,
    },
    /// A move after the game had already ended (by mate, stalemate or a draw rule).
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

/// What is malformed in a PGN text.
#[derive(Debug, Clone, PartialEq, Eq, strum::EnumCount)]
pub enum PgnSyntax {
    /// A `{` comment that never ends.
    CommentUnclosed,
    /// A `}` with no comment open.
    CloseCommentWithoutOpen,
    /// A `]` with no tag open.
    BracketOutsideTag,
    /// A character no token starts with.
    Unexpected(char),
    /// A `[` without a tag name after it.
    TagName,
    /// A tag whose value is not in double quotes.
    TagQuotes {
        /// The tag's name.
        tag: String,
    },
    /// A tag whose value's closing quote is missing on its line.
    TagQuoteUnclosed {
        /// The tag's name.
        tag: String,
    },
    /// A tag without its `]` after the value.
    TagBracket {
        /// The tag's name.
        tag: String,
    },
    /// A null move (`--`, `Z0`).
    NullMove {
        /// The move number with its dots.
        number: String,
        /// The move as written.
        text: String,
    },
}

impl From<UnexpectedCharacter> for PgnSyntax {
    fn from(UnexpectedCharacter(ch): UnexpectedCharacter) -> PgnSyntax {
        PgnSyntax::Unexpected(ch)
    }
}

impl Localize for PgnError {
    fn message(&self) -> Message {
        match self {
            PgnError::Empty => Message::new("pgn-empty"),
            PgnError::Syntax { line, message } => Message::new("pgn-syntax")
                .number("line", *line)
                .message("message", message),
            PgnError::UnknownVariant(name) => {
                Message::new("pgn-unknown-variant").text("name", name)
            }
            PgnError::Fen { fen, error } => Message::new("pgn-fen")
                .text("fen", fen)
                .message("error", error),
            PgnError::Move {
                line,
                number,
                text,
                error,
            } => Message::new("pgn-move")
                .number("line", *line)
                .text("number", number)
                .text("text", text)
                .message("error", error),
            PgnError::AfterEnd {
                line,
                number,
                text,
                reason,
            } => Message::new("pgn-after-end")
                .number("line", *line)
                .text("number", number)
                .text("text", text)
                .message("reason", reason),
        }
    }
}

impl Localize for PgnSyntax {
    fn message(&self) -> Message {
        match self {
            PgnSyntax::CommentUnclosed => Message::new("pgn-comment-unclosed"),
            PgnSyntax::CloseCommentWithoutOpen => Message::new("pgn-close-comment-without-open"),
            PgnSyntax::BracketOutsideTag => Message::new("pgn-bracket-outside-tag"),
            PgnSyntax::Unexpected(ch) => UnexpectedCharacter(*ch).message(),
            PgnSyntax::TagName => Message::new("pgn-tag-name"),
            PgnSyntax::TagQuotes { tag } => Message::new("pgn-tag-quotes").text("tag", tag),
            PgnSyntax::TagQuoteUnclosed { tag } => {
                Message::new("pgn-tag-quote-unclosed").text("tag", tag)
            }
            PgnSyntax::TagBracket { tag } => Message::new("pgn-tag-bracket").text("tag", tag),
            PgnSyntax::NullMove { number, text } => Message::new("pgn-null-move")
                .text("number", number)
                .text("text", text),
        }
    }
}

manifold_locale::display_in_english!(PgnError, PgnSyntax);

/// A game read from PGN: its tags and the game replayed from its moves.
#[derive(Debug, Clone)]
pub struct PgnGame {
    /// Every tag, in the order read.
    pub tags: Vec<(String, String)>,
    /// The game: start position (the `FEN` tag or the variant's start) and the main line.
    pub game: Game,
    /// The result: the `Result` tag, else the result token after the moves, else `*`.
    pub result: String,
    /// The main line's `{...}` comments, in the order read, each with the ply it follows.
    pub comments: Vec<PgnComment>,
}

/// A `{...}` comment of a PGN game's main line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PgnComment {
    /// The ply whose move it follows: the position it comments on (0: before the first
    /// move).
    pub ply: usize,
    /// The line it starts on (1-based).
    pub line: usize,
    /// The text between the braces, as written.
    pub text: String,
}

impl PgnGame {
    /// The value of a tag (the first, if repeated).
    pub fn tag(&self, name: &str) -> Option<&str> {
        tag_value(&self.tags, name)
    }
}

/// Writes a game as PGN: the Seven Tag Roster (given values, else `?`; `Result` from the
/// game's outcome, else a valid given `Result`, else `*`), then `Variant`, `SetUp` and `FEN`
/// where the game needs them, then the other given tags, then the moves in SAN with move
/// numbers, wrapped at 80 columns, and the result.
pub fn to_pgn(game: &Game, tags: &[(String, String)]) -> String {
    to_pgn_with_comments(game, tags, |_| None)
}

/// Writes a game as PGN as [`to_pgn`] does, with the comment `comment(ply)` gives (if any,
/// and not blank) after the move that led to each ply, and before the first move for ply
/// 0, as `{ text }`. A `}` in a comment's text would end it early, so it is left out. After
/// a comment, Black's move carries its number (`1. e4 { ... } 1... e5`).
pub fn to_pgn_with_comments(
    game: &Game,
    tags: &[(String, String)],
    comment: impl Fn(usize) -> Option<String>,
) -> String {
    to_pgn_annotated(game, tags, |_| None, comment)
}

/// Writes a game as PGN as [`to_pgn_with_comments`] does, with the Numeric Annotation
/// Glyph `nag(ply)` gives (if any) after the move that led to each ply, before its comment
/// (`3... Nf6 $4 { [%eval 9.99] }`; `$2` a mistake, `$4` a blunder, `$6` a dubious move).
pub fn to_pgn_annotated(
    game: &Game,
    tags: &[(String, String)],
    nag: impl Fn(usize) -> Option<u8>,
    comment: impl Fn(usize) -> Option<String>,
) -> String {
    let start = game.start_position();
    let id = game.variant();
    let mut own = Vec::new();
    if id != VariantId::Classical {
        own.push(("Variant", start.variant().name.to_string()));
    }
    if *start != Position::start(id) {
        own.push(("SetUp", "1".to_string()));
        own.push(("FEN", start.to_fen()));
    }
    let moves = game.moves().iter().zip(game.positions());
    let moves = moves.enumerate().map(|(i, (&m, pos))| {
        let mut text = pos.move_to_san(m);
        if let Some(n) = nag(i + 1) {
            text.push_str(&format!(" ${n}"));
        }
        (pos.turn(), pos.fullmove_number(), text)
    });
    let comment = |ply| {
        comment(ply)
            .map(|text| text.replace('}', ""))
            .filter(|text| !text.trim().is_empty())
    };
    PGN_WRITER.write(game.outcome(), tags, own, moves, comment)
}

/// Reads the first game of a PGN text.
pub fn from_pgn(text: &str) -> Result<PgnGame, PgnError> {
    from_pgn_multi(text)
        .into_iter()
        .next()
        .unwrap_or(Err(PgnError::Empty))
}

/// Reads every game of a PGN text (a malformed game yields its error; the others are still
/// read, except after an unterminated comment or string, which ends the text).
pub fn from_pgn_multi(text: &str) -> Vec<Result<PgnGame, PgnError>> {
    split_games(lex_pgn(text))
        .into_iter()
        .map(|raw| {
            raw.map_err(|SyntaxError { line, message }| PgnError::Syntax { line, message })
                .and_then(build_game)
        })
        .collect()
}

/// Splits PGN text into tokens, dropping comments, NAGs and escape lines. A malformed
/// construct ends the list with its error.
fn lex_pgn(text: &str) -> Tokens<PgnSyntax> {
    lex(text, |s, c, first_on_line| {
        match c {
            '%' if first_on_line => s.skip_line(),
            ';' => s.skip_line(),
            '{' => {
                let Some(text) = s.take_comment() else {
                    return Err(PgnSyntax::CommentUnclosed);
                };
                return Ok(Some(Token::Comment(text)));
            }
            '$' => {
                s.advance();
                s.skip_while(|c| c.is_ascii_digit());
            }
            '(' | ')' => {
                s.advance();
                return Ok(Some(if c == '(' { Token::Open } else { Token::Close }));
            }
            '[' => return lex_tag(s).map(Some),
            '}' => return Err(PgnSyntax::CloseCommentWithoutOpen),
            ']' => return Err(PgnSyntax::BracketOutsideTag),
            _ => {
                let word = s.take_word("{}()[];$");
                return Ok(Some(match word.as_str() {
                    "1-0" | "0-1" | "1/2-1/2" | "*" => Token::Result(word),
                    _ => Token::Word(word),
                }));
            }
        }
        Ok(None)
    })
}

/// Reads `[Name "value"]` starting at the `[` under the cursor.
fn lex_tag(s: &mut Scanner) -> Result<Token, PgnSyntax> {
    s.advance();
    let skip_spaces = |s: &mut Scanner| s.skip_while(|c| c.is_whitespace() && c != '\n');
    skip_spaces(s);
    let name = s.take_while(|c| c.is_alphanumeric() || c == '_');
    if name.is_empty() {
        return Err(PgnSyntax::TagName);
    }
    skip_spaces(s);
    if s.peek() != Some('"') {
        return Err(PgnSyntax::TagQuotes { tag: name });
    }
    s.advance();
    let mut value = String::new();
    loop {
        match s.peek() {
            None | Some('\n') => {
                return Err(PgnSyntax::TagQuoteUnclosed { tag: name });
            }
            Some('\\') if matches!(s.peek_ahead(1), Some('"') | Some('\\')) => {
                s.advance();
                value.extend(s.peek());
                s.advance();
            }
            Some('"') => {
                s.advance();
                break;
            }
            Some(c) => {
                value.push(c);
                s.advance();
            }
        }
    }
    skip_spaces(s);
    if s.peek() != Some(']') {
        return Err(PgnSyntax::TagBracket { tag: name });
    }
    s.advance();
    Ok(Token::Tag(name, value))
}

/// The variant a `Variant` tag names (`None` or a standard name = classical).
fn variant_of_tag(tag: Option<&str>) -> Result<VariantId, PgnError> {
    let Some(name) = tag else {
        return Ok(VariantId::Classical);
    };
    let key = tag_key(name);
    let key = key.as_str();
    if matches!(
        key,
        "" | "standard" | "classical" | "chess" | "fromposition" | "normal"
    ) {
        return Ok(VariantId::Classical);
    }
    // The name Manifold writes (`Variant::name`), the command-line name, or an alias.
    VariantId::ALL
        .into_iter()
        .find(|id| tag_key(id.rules().name) == key || id.cli_name() == key)
        .map(Ok)
        .unwrap_or_else(|| {
            key.parse()
                .or_else(|_| key.trim_end_matches("chess").parse())
        })
        .map_err(|_| PgnError::UnknownVariant(name.to_string()))
}

/// A tag value reduced to its lower-case letters and digits, for comparing names.
fn tag_key(name: &str) -> String {
    name.chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .collect::<String>()
        .to_ascii_lowercase()
}

/// The move text of a word, with any move number (`12.`, `12...`) removed; `None` for a
/// word that is only a number or only annotation glyphs.
///
/// Leading digits are a move number only when dots or nothing follow them: Chess-transit's
/// `1:e4` starts with its board's number.
fn move_text(word: &str) -> Option<&str> {
    let after_digits = word.trim_start_matches(|c: char| c.is_ascii_digit());
    let w = if after_digits.is_empty() || after_digits.starts_with('.') {
        after_digits.trim_start_matches('.')
    } else {
        word
    };
    (!w.is_empty() && !w.chars().all(|c| matches!(c, '!' | '?' | '.'))).then_some(w)
}

/// Replays one game's tokens.
fn build_game(raw: RawGame) -> Result<PgnGame, PgnError> {
    let tag = |name: &str| raw.tag(name);
    let id = variant_of_tag(tag("Variant"))?;
    let start = match tag("FEN") {
        Some(fen) => Position::from_fen(id, fen).map_err(|error| PgnError::Fen {
            fen: fen.to_string(),
            error: Box::new(error),
        })?,
        None => Position::start(id),
    };
    let mut game = Game::from_position(start);
    let mut comments = raw.comments.iter().peekable();
    let mut out_comments = Vec::new();
    let mut take_comments = |words: usize, ply: usize| {
        while let Some(c) = comments.next_if(|c| c.after_words <= words) {
            let RawComment { text, line, .. } = c.clone();
            out_comments.push(PgnComment { ply, line, text });
        }
    };
    for (i, (word, line)) in raw.moves.iter().enumerate() {
        take_comments(i, game.moves().len());
        let Some(text) = move_text(word) else {
            continue;
        };
        let pos = game.position();
        let number = move_number(pos.turn(), pos.fullmove_number());
        if text == "--" || text == "Z0" {
            return Err(PgnError::Syntax {
                line: *line,
                message: PgnSyntax::NullMove {
                    number,
                    text: text.to_string(),
                },
            });
        }
        if let Some(o) = game.outcome() {
            return Err(PgnError::AfterEnd {
                line: *line,
                number,
                text: text.to_string(),
                reason: o.reason,
            });
        }
        let m = pos.parse_san(text).map_err(|error| PgnError::Move {
            line: *line,
            number: number.clone(),
            text: text.to_string(),
            error,
        })?;
        game.play(m).expect("a move parse_san returns is legal");
    }
    take_comments(raw.moves.len(), game.moves().len());
    let result = raw.result(|r| ["1-0", "0-1", "1/2-1/2", "*"].contains(&r));
    if game.outcome().is_none() {
        let by_time = raw.lost_on_time();
        let loser = match result.as_str() {
            "1-0" => Some(Seat::BLACK),
            "0-1" => Some(Seat::WHITE),
            _ => None,
        };
        // The game is open, so ending it cannot fail.
        let _ = match (loser, result.as_str()) {
            (Some(l), _) if by_time => game.time_out(l),
            (Some(l), _) => game.resign(l),
            (None, "1/2-1/2") => game.claim_draw().or_else(|_| game.agree_draw()),
            _ => Ok(()),
        };
    }
    Ok(PgnGame {
        tags: raw.tags,
        game,
        result,
        comments: out_comments,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use manifold_locale::check::assert_every_variant_renders;
    use manifold_locale::{Language, text};

    /// The PGN words the messages quote: tag names and the `Variant` tag's values.
    const PGN_WORDS: &[&str] = &[
        "Event", "Standard", "Great", "Chess", "Wirth", "chess", "Mattrix", "transit",
    ];

    #[test]
    fn comments_are_kept_with_the_ply_they_follow_and_written_back() {
        let text = "[Event \"x\"]\n{ start } 1. e4 {after e4} e5 ( 1... c5 { no } ) 2. Nf3 $1 { a } { b } *";
        let game = from_pgn(text).unwrap();
        let plies: Vec<(usize, &str)> = game
            .comments
            .iter()
            .map(|c| (c.ply, c.text.trim()))
            .collect();
        assert_eq!(plies, [(0, "start"), (1, "after e4"), (3, "a"), (3, "b")]);
        let written = to_pgn_with_comments(&game.game, &[], |ply| match ply {
            0 => Some("first".into()),
            1 => Some("x } y".into()),
            2 => Some("  ".into()),
            _ => None,
        });
        assert!(
            written.ends_with("\n{ first } 1. e4 { x  y } 1... e5 2. Nf3 *\n"),
            "{written}"
        );
        assert_eq!(from_pgn(&written).unwrap().comments.len(), 2);
        // Without comments, nothing changes.
        assert_eq!(
            to_pgn_with_comments(&game.game, &[], |_| None),
            to_pgn(&game.game, &[])
        );
    }

    #[test]
    fn nags_are_written_after_their_move_before_its_comment_and_read_back() {
        let game = from_pgn("1. e4 e5 2. Qh5 Nc6 *").unwrap().game;
        let written = to_pgn_annotated(
            &game,
            &[],
            |ply| (ply == 2 || ply == 4).then_some(ply as u8),
            |ply| (ply == 2).then(|| "[%eval 0.35]".to_string()),
        );
        assert!(
            written.ends_with("\n1. e4 e5 $2 { [%eval 0.35] } 2. Qh5 Nc6 $4 *\n"),
            "{written}"
        );
        let read = from_pgn(&written).unwrap();
        assert_eq!(read.game.moves(), game.moves());
        assert_eq!(read.comments.len(), 1);
    }

    #[test]
    fn every_pgn_error_renders_in_both_languages() {
        let tag = || "Event".to_string();
        let syntax = [
            PgnSyntax::CommentUnclosed,
            PgnSyntax::CloseCommentWithoutOpen,
            PgnSyntax::BracketOutsideTag,
            PgnSyntax::Unexpected('\u{7f}'),
            PgnSyntax::TagName,
            PgnSyntax::TagQuotes { tag: tag() },
            PgnSyntax::TagQuoteUnclosed { tag: tag() },
            PgnSyntax::TagBracket { tag: tag() },
            PgnSyntax::NullMove {
                number: "3.".into(),
                text: "--".into(),
            },
        ];
        assert_every_variant_renders(&syntax, PGN_WORDS);
        let errors = [
            PgnError::Empty,
            PgnError::Syntax {
                line: 2,
                message: PgnSyntax::CommentUnclosed,
            },
            PgnError::UnknownVariant("Crazyhouse".into()),
            from_pgn("[FEN \"8/8/8 w - -\"]\n*").unwrap_err(),
            from_pgn("1. e4 e5 2. Ke3").unwrap_err(),
            from_pgn("1. f3 e5 2. g4 Qh4# 3. a3").unwrap_err(),
        ];
        assert_every_variant_renders(&errors, PGN_WORDS);
        assert_eq!(
            text(Language::Russian, &errors[5]),
            "строка 1, ход 3. a3: партия уже окончена (мат)"
        );
        assert_eq!(errors[1].to_string(), "line 2: comment '{' is never closed");
    }
}
