//! The tokens the PGN and PDN lexers produce and their grouping into games, before any move
//! is replayed.

use super::lexer::{SyntaxError, Token, Tokens};
use super::tag_value;

/// One game's tokens, before replaying.
#[derive(Default)]
pub(crate) struct RawGame {
    /// Every tag, in the order read.
    pub tags: Vec<(String, String)>,
    /// The main line's words with their lines.
    pub moves: Vec<(String, usize)>,
    /// The result token after the moves.
    pub result: Option<String>,
    /// The main line's comments: how many of `moves` came before each, its text and its
    /// line.
    pub comments: Vec<RawComment>,
}

/// A comment of the main line, before replaying.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct RawComment {
    /// How many main-line words came before it.
    pub after_words: usize,
    /// The text between the braces.
    pub text: String,
    /// The line it starts on (1-based).
    pub line: usize,
}

impl RawGame {
    /// The value of a tag (the first, if repeated).
    pub fn tag(&self, name: &str) -> Option<&str> {
        tag_value(&self.tags, name)
    }

    /// The result: the `Result` tag if `accepted`, else the result token after the moves,
    /// else `*`.
    pub(crate) fn result(&self, accepted: impl Fn(&str) -> bool) -> String {
        self.tag("Result")
            .filter(|r| accepted(r))
            .map(str::to_string)
            .or(self.result.clone())
            .unwrap_or_else(|| "*".to_string())
    }

    /// Whether the `Termination` tag says the game was lost on time.
    pub(crate) fn lost_on_time(&self) -> bool {
        self.tag("Termination")
            .is_some_and(|t| t.to_ascii_lowercase().contains("time"))
    }
}

/// Groups tokens into games: tags, then main-line words (variations dropped), up to a
/// result or the next tag section. A lexer error ends the list.
pub(crate) fn split_games<M>(tokens: Tokens<M>) -> Vec<Result<RawGame, SyntaxError<M>>> {
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
            Token::Comment(text) if depth == 0 => cur.comments.push(RawComment {
                after_words: cur.moves.len(),
                text,
                line,
            }),
            Token::Comment(_) => {}
        }
    }
    if started {
        games.push(Ok(cur));
    }
    games
}
