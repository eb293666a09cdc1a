//! PDN (Portable Draughts Notation) for Russian draughts: export and import of games.
//!
//! The writer gives the Seven Tag Roster (as in PGN), `[GameType "25"]` (Russian draughts),
//! `[FEN "..."]` when the game does not begin at the start position, `[KingLanding
//! "immediately beyond"]` for the Nujelm landing option (Manifold's own tag; other programs
//! ignore it), the moves with move numbers (`1. c3-d4 f6-g5 2. ...`, captures `c3:e5`) and
//! the result: `2-0` White wins, `0-2` Black wins, `1-1` draw, `*` unfinished (the FMJD
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
use crate::rules::game::{EndReason, GameResult};
use crate::rules::piece::Seat;

/// The PDN `GameType` of Russian draughts.
pub const GAME_TYPE: &str = "25";

/// The tag that records the Nujelm king landing.
pub const KING_LANDING_TAG: &str = "KingLanding";

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
const DERIVED_TAGS: [&str; 3] = ["GameType", "FEN", KING_LANDING_TAG];

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

/// Why a PDN text could not be read. Each error says where and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PdnError {
    /// The text holds no game.
    #[error("no game found in the PDN text")]
    Empty,
    /// Malformed PDN: an unterminated tag, comment or variation.
    #[error("line {line}: {message}")]
    Syntax {
        /// The line (1-based).
        line: usize,
        /// What is wrong.
        message: String,
    },
    /// A `GameType` other than Russian draughts.
    #[error("GameType '{0}' is not Russian draughts (GameType {GAME_TYPE})")]
    GameType(String),
    /// A `KingLanding` tag with an unknown value.
    #[error("KingLanding '{0}' is neither 'anywhere' nor 'immediately beyond'")]
    KingLanding(String),
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
        /// The move number with its dots (`12.` or `12...`).
        number: String,
        /// The move as written.
        text: String,
        /// Why it was refused.
        #[source]
        error: MoveError,
    },
    /// A move after the game had already ended.
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
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// The move number of the move played from `pos`: `12.` for White, `12...` for Black.
fn move_number(pos: &DraughtsPosition) -> String {
    let dots = if pos.turn() == Seat::WHITE {
        "."
    } else {
        "..."
    };
    format!("{}{dots}", pos.fullmove_number())
}

/// Writes a game as PDN (see the module documentation for the layout).
pub fn to_pdn(game: &DraughtsGame, tags: &[(String, String)]) -> String {
    let given = |name: &str| {
        tags.iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    };
    let result = match game.outcome() {
        Some(o) => pdn_result(&o),
        None => given("Result")
            .and_then(|r| ["2-0", "0-2", "1-1"].into_iter().find(|&x| x == r))
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
    out_tags.push(("GameType", GAME_TYPE.to_string()));
    let start = game.start_position();
    if start.to_fen() != START_FEN {
        out_tags.push(("FEN", start.to_fen()));
    }
    if start.rules().king_landing == Landing::ImmediatelyBeyond {
        out_tags.push((KING_LANDING_TAG, "immediately beyond".to_string()));
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
    let mut pdn = String::new();
    for (name, value) in out_tags {
        let value = value.replace('\\', "\\\\").replace('"', "\\\"");
        pdn.push_str(&format!("[{name} \"{value}\"]\n"));
    }
    pdn.push('\n');
    let mut tokens = Vec::new();
    for (i, (m, pos)) in game.moves().iter().zip(game.positions()).enumerate() {
        let text = pos.move_to_pdn(m);
        tokens.push(if pos.turn() == Seat::WHITE || i == 0 {
            format!("{} {text}", move_number(pos))
        } else {
            text
        });
    }
    tokens.push(result.to_string());
    pdn.push_str(&crate::rules::pgn::wrap_movetext(tokens));
    pdn
}

/// A PDN token with the line it starts on.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Token {
    /// `[Name "value"]`.
    Tag(String, String),
    /// A game result.
    Result(String),
    /// Anything else: a move, possibly with a move number glued to it.
    Word(String),
}

/// Reads the first game of a PDN text.
pub fn from_pdn(text: &str) -> Result<PdnGame, PdnError> {
    let tokens = lex(text)?;
    let mut tags = Vec::new();
    let mut words = Vec::new();
    let mut result_token = None;
    for (token, line) in tokens {
        match token {
            Token::Tag(name, value) => {
                if !words.is_empty() || result_token.is_some() {
                    break; // the next game's tags
                }
                tags.push((name, value));
            }
            Token::Word(w) => words.push((w, line)),
            Token::Result(r) => {
                result_token = Some(r);
                break;
            }
        }
    }
    if tags.is_empty() && words.is_empty() && result_token.is_none() {
        return Err(PdnError::Empty);
    }
    let tag = |name: &str| {
        tags.iter()
            .find(|(n, _)| n == name)
            .map(|(_, v): &(String, String)| v.clone())
    };
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
    for (word, line) in words {
        let text = strip_move_number(&word);
        if text.is_empty() {
            continue;
        }
        let number = move_number(game.position());
        if let Some(o) = game.outcome() {
            return Err(PdnError::AfterEnd {
                line,
                number,
                text: text.to_string(),
                reason: o.reason.describe(),
            });
        }
        let m = game
            .position()
            .parse_move(text)
            .map_err(|error| PdnError::Move {
                line,
                number: number.clone(),
                text: text.to_string(),
                error,
            })?;
        game.play(&m).expect("a parsed move is legal");
    }
    let result = tag("Result")
        .filter(|r| RESULTS.iter().any(|(t, _)| t == r))
        .or(result_token)
        .unwrap_or_else(|| "*".to_string());
    if game.outcome().is_none()
        && let Some((_, Some(outcome))) = RESULTS.iter().find(|(t, _)| *t == result)
    {
        let on_time = tag("Termination").is_some_and(|t| t.to_ascii_lowercase().contains("time"));
        // The game is not over, so ending it cannot fail.
        let _ = match *outcome {
            GameResult::Draw | GameResult::Score { .. } => game.agree_draw(),
            GameResult::Win { loser, .. } if on_time => game.time_out(loser),
            GameResult::Win { loser, .. } => game.resign(loser),
        };
    }
    Ok(PdnGame { tags, game, result })
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

/// Splits PDN text into tokens with their lines, dropping comments, variations and NAGs.
fn lex(text: &str) -> Result<Vec<(Token, usize)>, PdnError> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    let mut line = 1;
    let syntax = |line: usize, message: &str| PdnError::Syntax {
        line,
        message: message.to_string(),
    };
    while i < chars.len() {
        let c = chars[i];
        if c == '\n' {
            line += 1;
            i += 1;
            continue;
        }
        if c.is_whitespace() {
            i += 1;
            continue;
        }
        let start_line = line;
        match c {
            '[' => {
                let close = (i..chars.len())
                    .find(|&j| chars[j] == ']' || chars[j] == '\n')
                    .filter(|&j| chars[j] == ']')
                    .ok_or_else(|| syntax(start_line, "tag without its closing ']'"))?;
                let inner: String = chars[i + 1..close].iter().collect();
                let inner = inner.trim();
                let (name, rest) = inner
                    .split_once(char::is_whitespace)
                    .ok_or_else(|| syntax(start_line, "tag without a value"))?;
                let rest = rest.trim();
                let value = rest
                    .strip_prefix('"')
                    .and_then(|r| r.strip_suffix('"'))
                    .ok_or_else(|| syntax(start_line, "tag value without its quotes"))?;
                let value = value.replace("\\\"", "\"").replace("\\\\", "\\");
                out.push((Token::Tag(name.to_string(), value), start_line));
                i = close + 1;
            }
            '{' => {
                let close = (i..chars.len())
                    .find(|&j| chars[j] == '}')
                    .ok_or_else(|| syntax(start_line, "comment without its closing '}'"))?;
                line += chars[i..close].iter().filter(|&&c| c == '\n').count();
                i = close + 1;
            }
            ';' => {
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
            }
            '(' => {
                let mut depth = 0;
                let mut j = i;
                loop {
                    match chars.get(j) {
                        None => return Err(syntax(start_line, "variation without its ')'")),
                        Some('(') => depth += 1,
                        Some(')') => {
                            depth -= 1;
                            if depth == 0 {
                                break;
                            }
                        }
                        Some('\n') => line += 1,
                        Some(_) => {}
                    }
                    j += 1;
                }
                i = j + 1;
            }
            ')' => return Err(syntax(start_line, "')' without its '('")),
            _ => {
                let end = (i..chars.len())
                    .find(|&j| chars[j].is_whitespace() || "[{(;".contains(chars[j]))
                    .unwrap_or(chars.len());
                let word: String = chars[i..end].iter().collect();
                i = end;
                if word.starts_with('$') {
                    continue;
                }
                if RESULTS.iter().any(|(r, _)| *r == word) {
                    out.push((Token::Result(word), start_line));
                } else {
                    out.push((Token::Word(word), start_line));
                }
            }
        }
    }
    Ok(out)
}
