//! PGN (Portable Game Notation): export and import of games.
//!
//! Written for classical chess and usable for Great Chess and Wirth chess: those games carry
//! a `[Variant "..."]` tag, and any game that does not begin at its variant's start position
//! carries `[SetUp "1"]` and `[FEN "..."]`. Moves are in SAN ([`super::san`]).
//!
//! The reader skips comments (`{...}`, `;` to the end of the line, `%` escape lines), NAGs
//! (`$1`), recursive variations (`( ... )`), move numbers (`12.`, `12...`) and annotation
//! glyphs, and replays the main line into a [`Game`]. A result other than `*` that the moves
//! themselves do not decide is applied to the game as resignation or time forfeit (by the
//! `Termination` tag) for a win, and as a claimed or agreed draw for a draw, so that writing
//! the game again gives the same result.

use super::fen::FenError;
use super::game::{EndReason, Game};
use super::piece::Seat;
use super::position::Position;
use super::san::SanError;
use super::variant::VariantId;

/// The longest line the writer produces.
const LINE_WIDTH: usize = 80;

/// The Seven Tag Roster, in order, with the value written when none is given.
const SEVEN_TAG_ROSTER: [(&str, &str); 7] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("White", "?"),
    ("Black", "?"),
    ("Result", "*"),
];

/// Tags the writer derives from the game itself; given values for them are ignored.
const DERIVED_TAGS: [&str; 3] = ["Variant", "SetUp", "FEN"];

/// Why a PGN could not be read. Each error says where (line, and move number and text for a
/// move) and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PgnError {
    /// The text holds no game.
    #[error("no game found in the PGN text")]
    Empty,
    /// Malformed PGN: an unterminated tag, comment or string, or a token that is no move.
    #[error("line {line}: {message}")]
    Syntax {
        /// The line (1-based).
        line: usize,
        /// What is wrong.
        message: String,
    },
    /// A `Variant` tag naming no game this program plays.
    #[error("unknown variant '{0}' (expected Standard, Great Chess or Wirth)")]
    UnknownVariant(String),
    /// A `FEN` tag that cannot be read.
    #[error("FEN tag '{fen}': {error}")]
    Fen {
        /// The tag's value.
        fen: String,
        /// Why it was refused.
        #[source]
        error: FenError,
    },
    /// A move that is not legal (or not readable) in the position reached.
    #[error("line {line}, move {number} {text}: {error}")]
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
    #[error("line {line}, move {number} {text}: the game is already over ({reason})")]
    AfterEnd {
        /// The line (1-based).
        line: usize,
        /// The move number with its dots.
        number: String,
        /// The move as written.
        text: String,
        /// How the game ended.
        reason: &'static str,
    },
}

/// A game read from PGN: its tags and the game replayed from its moves.
#[derive(Debug, Clone)]
pub struct PgnGame {
    /// Every tag, in the order read.
    pub tags: Vec<(String, String)>,
    /// The game: start position (the `FEN` tag or the variant's start) and the main line.
    pub game: Game,
    /// The result: the `Result` tag, else the result token after the moves, else `*`.
    pub result: String,
}

impl PgnGame {
    /// The value of a tag (the first, if repeated).
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// Writes a game as PGN: the Seven Tag Roster (given values, else `?`; `Result` from the
/// game's outcome, else a valid given `Result`, else `*`), then `Variant`, `SetUp` and `FEN`
/// where the game needs them, then the other given tags, then the moves in SAN with move
/// numbers, wrapped at 80 columns, and the result.
pub fn to_pgn(game: &Game, tags: &[(String, String)]) -> String {
    let given = |name: &str| {
        tags.iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    };
    let result = match game.outcome() {
        Some(o) => o.pgn_result(),
        None => given("Result")
            .and_then(|r| ["1-0", "0-1", "1/2-1/2"].into_iter().find(|&x| x == r))
            .unwrap_or("*"),
    };
    let mut out_tags: Vec<(&str, String)> = SEVEN_TAG_ROSTER
        .iter()
        .map(|&(name, default)| {
            let value = if name == "Result" {
                result
            } else {
                given(name).unwrap_or(default)
            };
            (name, value.to_string())
        })
        .collect();
    let start = game.start_position();
    let id = game.variant();
    if id != VariantId::Classical {
        out_tags.push(("Variant", start.variant().name.to_string()));
    }
    if *start != Position::start(id) {
        out_tags.push(("SetUp", "1".to_string()));
        out_tags.push(("FEN", start.to_fen()));
    }
    if given("Termination").is_none()
        && game
            .outcome()
            .is_some_and(|o| o.reason == EndReason::Timeout)
    {
        out_tags.push(("Termination", "time forfeit".to_string()));
    }
    for (name, value) in tags {
        let known = SEVEN_TAG_ROSTER.iter().any(|(n, _)| n == name)
            || DERIVED_TAGS.contains(&name.as_str());
        if !known && !out_tags.iter().any(|(n, _)| n == name) {
            out_tags.push((name, value.clone()));
        }
    }
    let mut pgn = String::new();
    for (name, value) in out_tags {
        pgn.push_str(&format!("[{name} \"{}\"]\n", escape(&value)));
    }
    pgn.push('\n');
    let mut tokens = Vec::new();
    for (i, (&m, pos)) in game.moves().iter().zip(game.positions()).enumerate() {
        // A move number stays on the line of its move.
        let san = pos.move_to_san(m);
        tokens.push(if pos.turn() == Seat::WHITE {
            format!("{}. {san}", pos.fullmove_number())
        } else if i == 0 {
            format!("{}... {san}", pos.fullmove_number())
        } else {
            san
        });
    }
    tokens.push(result.to_string());
    pgn.push_str(&wrap_movetext(tokens));
    pgn
}

/// Joins move-text tokens into lines of at most 80 columns (a token is never split, so a
/// move number stays on the line of its move), ending with a newline. PDN uses it too.
pub(crate) fn wrap_movetext(tokens: Vec<String>) -> String {
    let mut text = String::new();
    let mut line = String::new();
    for token in tokens {
        if !line.is_empty() && line.len() + 1 + token.len() > LINE_WIDTH {
            text.push_str(&line);
            text.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&token);
    }
    text.push_str(&line);
    text.push('\n');
    text
}

/// A tag value with `\` and `"` escaped.
fn escape(value: &str) -> String {
    value.replace('\\', "\\\\").replace('"', "\\\"")
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
    split_games(lex(text))
        .into_iter()
        .map(|raw| raw.and_then(build_game))
        .collect()
}

/// A PGN token with the line it starts on.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Token {
    /// `[Name "value"]`.
    Tag(String, String),
    /// `(`: a variation begins.
    Open,
    /// `)`: a variation ends.
    Close,
    /// A game result (`1-0`, `0-1`, `1/2-1/2`, `*`).
    Result(String),
    /// Anything else: a move, possibly with a move number glued to it.
    Word(String),
}

/// Splits PGN text into tokens, dropping comments, NAGs and escape lines. A malformed
/// construct ends the list with its error.
fn lex(text: &str) -> Vec<Result<(Token, usize), PgnError>> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    let mut line = 1;
    let mut at_line_start = true;
    let syntax = |line: usize, message: String| Err(PgnError::Syntax { line, message });
    while i < chars.len() {
        let c = chars[i];
        if c == '\n' {
            line += 1;
            at_line_start = true;
            i += 1;
            continue;
        }
        if c.is_whitespace() {
            i += 1;
            continue;
        }
        let start_line = line;
        let was_line_start = at_line_start;
        at_line_start = false;
        match c {
            '%' if was_line_start => {
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
            }
            ';' => {
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
            }
            '{' => {
                while i < chars.len() && chars[i] != '}' {
                    if chars[i] == '\n' {
                        line += 1;
                    }
                    i += 1;
                }
                if i == chars.len() {
                    out.push(syntax(start_line, "comment '{' is never closed".into()));
                    return out;
                }
                i += 1;
            }
            '$' => {
                i += 1;
                while i < chars.len() && chars[i].is_ascii_digit() {
                    i += 1;
                }
            }
            '(' => {
                out.push(Ok((Token::Open, line)));
                i += 1;
            }
            ')' => {
                out.push(Ok((Token::Close, line)));
                i += 1;
            }
            '[' => match lex_tag(&chars, &mut i) {
                Ok(tag) => out.push(Ok((tag, start_line))),
                Err(message) => {
                    out.push(syntax(start_line, message));
                    return out;
                }
            },
            _ => {
                let begin = i;
                while i < chars.len() && !chars[i].is_whitespace() && !"{}()[];$".contains(chars[i])
                {
                    i += 1;
                }
                let word: String = chars[begin..i].iter().collect();
                let token = match word.as_str() {
                    "1-0" | "0-1" | "1/2-1/2" | "*" => Token::Result(word),
                    _ => Token::Word(word),
                };
                out.push(Ok((token, line)));
            }
        }
    }
    out
}

/// Reads `[Name "value"]` starting at `chars[*i] == '['`.
fn lex_tag(chars: &[char], i: &mut usize) -> Result<Token, String> {
    *i += 1;
    let skip_spaces = |i: &mut usize| {
        while *i < chars.len() && chars[*i].is_whitespace() && chars[*i] != '\n' {
            *i += 1;
        }
    };
    skip_spaces(i);
    let begin = *i;
    while *i < chars.len() && (chars[*i].is_alphanumeric() || chars[*i] == '_') {
        *i += 1;
    }
    let name: String = chars[begin..*i].iter().collect();
    if name.is_empty() {
        return Err("a tag must start with a name, as in [Event \"...\"]".into());
    }
    skip_spaces(i);
    if chars.get(*i) != Some(&'"') {
        return Err(format!("tag {name}: the value must be in double quotes"));
    }
    *i += 1;
    let mut value = String::new();
    loop {
        match chars.get(*i) {
            None | Some('\n') => {
                return Err(format!("tag {name}: the value's quote is never closed"));
            }
            Some('\\') if matches!(chars.get(*i + 1), Some('"') | Some('\\')) => {
                value.push(chars[*i + 1]);
                *i += 2;
            }
            Some('"') => {
                *i += 1;
                break;
            }
            Some(&c) => {
                value.push(c);
                *i += 1;
            }
        }
    }
    skip_spaces(i);
    if chars.get(*i) != Some(&']') {
        return Err(format!("tag {name}: ']' expected after the value"));
    }
    *i += 1;
    Ok(Token::Tag(name, value))
}

/// One game's tokens, before replaying.
#[derive(Default)]
struct RawGame {
    tags: Vec<(String, String)>,
    moves: Vec<(String, usize)>,
    result: Option<String>,
}

/// Groups tokens into games: tags, then main-line words (variations dropped), up to a
/// result or the next tag section.
fn split_games(tokens: Vec<Result<(Token, usize), PgnError>>) -> Vec<Result<RawGame, PgnError>> {
    let mut games = Vec::new();
    let mut cur = RawGame::default();
    let mut depth = 0usize;
    let mut started = false;
    for token in tokens {
        let (token, line) = match token {
            Ok(t) => t,
            Err(e) => {
                games.push(Err(e));
                return games;
            }
        };
        match token {
            Token::Tag(name, value) => {
                if !cur.moves.is_empty() {
                    games.push(Ok(std::mem::take(&mut cur)));
                    depth = 0;
                }
                cur.tags.push((name, value));
                started = true;
            }
            Token::Open => depth += 1,
            Token::Close => depth = depth.saturating_sub(1),
            Token::Result(r) if depth == 0 => {
                cur.result = Some(r);
                games.push(Ok(std::mem::take(&mut cur)));
                started = false;
            }
            Token::Result(_) => {}
            Token::Word(w) if depth == 0 => {
                cur.moves.push((w, line));
                started = true;
            }
            Token::Word(_) => {}
        }
    }
    if started {
        games.push(Ok(cur));
    }
    games
}

/// The variant a `Variant` tag names (`None` or a standard name = classical).
fn variant_of_tag(tag: Option<&str>) -> Result<VariantId, PgnError> {
    let Some(name) = tag else {
        return Ok(VariantId::Classical);
    };
    let key: String = name
        .chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .collect::<String>()
        .to_ascii_lowercase();
    let key = key.as_str();
    if matches!(
        key,
        "" | "standard" | "classical" | "chess" | "fromposition" | "normal"
    ) {
        return Ok(VariantId::Classical);
    }
    key.parse()
        .or_else(|_| key.trim_end_matches("chess").parse())
        .map_err(|_| PgnError::UnknownVariant(name.to_string()))
}

/// The move text of a word, with any move number (`12.`, `12...`) removed; `None` for a
/// word that is only a number or only annotation glyphs.
fn move_text(word: &str) -> Option<&str> {
    let w = if word.starts_with(|c: char| c.is_ascii_digit()) && !word.starts_with("0-0") {
        word.trim_start_matches(|c: char| c.is_ascii_digit())
            .trim_start_matches('.')
    } else {
        word
    };
    (!w.is_empty() && !w.chars().all(|c| matches!(c, '!' | '?' | '.'))).then_some(w)
}

/// Replays one game's tokens.
fn build_game(raw: RawGame) -> Result<PgnGame, PgnError> {
    let tag = |name: &str| {
        raw.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    };
    let id = variant_of_tag(tag("Variant"))?;
    let start = match tag("FEN") {
        Some(fen) => Position::from_fen(id, fen).map_err(|error| PgnError::Fen {
            fen: fen.to_string(),
            error,
        })?,
        None => Position::start(id),
    };
    let mut game = Game::from_position(start);
    for (word, line) in &raw.moves {
        let Some(text) = move_text(word) else {
            continue;
        };
        let pos = game.position();
        let number = if pos.turn() == Seat::WHITE {
            format!("{}.", pos.fullmove_number())
        } else {
            format!("{}...", pos.fullmove_number())
        };
        if text == "--" || text == "Z0" {
            return Err(PgnError::Syntax {
                line: *line,
                message: format!("move {number} {text}: null moves are not supported"),
            });
        }
        if let Some(o) = game.outcome() {
            return Err(PgnError::AfterEnd {
                line: *line,
                number,
                text: text.to_string(),
                reason: o.reason.describe(),
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
    let result = tag("Result")
        .filter(|r| ["1-0", "0-1", "1/2-1/2", "*"].contains(r))
        .map(str::to_string)
        .or(raw.result.clone())
        .unwrap_or_else(|| "*".to_string());
    if game.outcome().is_none() {
        let by_time = tag("Termination").is_some_and(|t| t.to_ascii_lowercase().contains("time"));
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
    })
}
