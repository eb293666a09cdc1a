//! The lexer machinery PGN and PDN share: the tokens, the syntax error, the loop that
//! turns text into tokens, and a character scanner that counts lines and skips what both
//! formats skip (white space, `;` line comments and `{...}` comments). Each format passes
//! its own reader of one token (its tags, variations and results differ).

use manifold_locale::{Localize, Message};

/// A cursor over game text that knows the line it is on.
pub(crate) struct Scanner {
    chars: Vec<char>,
    pos: usize,
    line: usize,
    /// No token has started on the current line yet.
    line_start: bool,
}

impl Scanner {
    /// A scanner at the start of `text`, line 1.
    pub fn new(text: &str) -> Self {
        Self {
            chars: text.chars().collect(),
            pos: 0,
            line: 1,
            line_start: true,
        }
    }

    /// The current line (1-based).
    pub(crate) fn line(&self) -> usize {
        self.line
    }

    /// The character at the cursor.
    pub(crate) fn peek(&self) -> Option<char> {
        self.chars.get(self.pos).copied()
    }

    /// The character `ahead` places after the cursor.
    pub(crate) fn peek_ahead(&self, ahead: usize) -> Option<char> {
        self.chars.get(self.pos + ahead).copied()
    }

    /// Moves past the character at the cursor, counting a line break.
    pub(crate) fn advance(&mut self) {
        if self.peek() == Some('\n') {
            self.line += 1;
        }
        self.pos += 1;
    }

    /// Skips white space to the start of the next token and returns its first character
    /// (not consumed) and whether it is the first token of its line; `None` at the end.
    pub(crate) fn next_token(&mut self) -> Option<(char, bool)> {
        while let Some(c) = self.peek() {
            if c == '\n' {
                self.line_start = true;
            } else if !c.is_whitespace() {
                let first_on_line = self.line_start;
                self.line_start = false;
                return Some((c, first_on_line));
            }
            self.advance();
        }
        None
    }

    /// Moves past every character that satisfies `keep`.
    pub(crate) fn skip_while(&mut self, keep: impl Fn(char) -> bool) {
        while self.peek().is_some_and(&keep) {
            self.advance();
        }
    }

    /// The characters from the cursor that satisfy `keep`, moving past them.
    pub(crate) fn take_while(&mut self, keep: impl Fn(char) -> bool) -> String {
        let begin = self.pos;
        self.skip_while(keep);
        self.chars[begin..self.pos].iter().collect()
    }

    /// A word: the characters from the cursor up to white space or one of `stops`.
    pub(crate) fn take_word(&mut self, stops: &str) -> String {
        self.take_while(|c| !c.is_whitespace() && !stops.contains(c))
    }

    /// Skips to the end of the line (the line break stays).
    pub(crate) fn skip_line(&mut self) {
        self.skip_while(|c| c != '\n');
    }

    /// Skips a `{...}` comment starting at the cursor; `false` if it is never closed (the
    /// cursor is then at the end).
    pub(crate) fn skip_comment(&mut self) -> bool {
        self.take_comment().is_some()
    }

    /// Reads a `{...}` comment starting at the cursor (on its `{`): the text between the
    /// braces; `None` if it is never closed (the cursor is then at the end).
    pub(crate) fn take_comment(&mut self) -> Option<String> {
        if self.peek() == Some('{') {
            self.advance();
        }
        let text = self.take_while(|c| c != '}');
        self.peek()?;
        self.advance();
        Some(text)
    }
}

/// A game-text token. Each lexer pairs it with the line it starts on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Token {
    /// `[Name "value"]`.
    Tag(String, String),
    /// `(`: a variation begins (PGN; the PDN lexer skips variations itself).
    Open,
    /// `)`: a variation ends.
    Close,
    /// A game result (`1-0`, `*`, ... as the format accepts them).
    Result(String),
    /// Anything else: a move, possibly with a move number glued to it.
    Word(String),
    /// A `{...}` comment's text (PGN; the PDN lexer skips comments).
    Comment(String),
}

/// Malformed text: the line (1-based) and what is wrong (`M`: the format's message). Each format wraps it in its own error type.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct SyntaxError<M> {
    /// The line (1-based).
    pub line: usize,
    /// What on that line is malformed, in the format's own terms.
    pub message: M,
}

/// A character that no reader of a format takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct UnexpectedCharacter(pub char);

impl Localize for UnexpectedCharacter {
    fn message(&self) -> Message {
        Message::new("text-unexpected-character").text("ch", self.0)
    }
}

/// What a lexer produces: tokens with their lines, ended by an error at the first malformed
/// construct.
pub(crate) type Tokens<M> = Vec<Result<(Token, usize), SyntaxError<M>>>;

/// Splits `text` into tokens with the lines they start on. At each token's first character
/// `read` is called with the scanner there, that character and whether it is the first token
/// of its line; it moves past the token and returns it, `None` for something dropped (a
/// comment, a NAG), or the message of a malformed construct, which ends the list.
pub(crate) fn lex<E, M>(
    text: &str,
    mut read: impl FnMut(&mut Scanner, char, bool) -> Result<Option<Token>, E>,
) -> Tokens<M>
where
    E: Into<M>,
    M: From<UnexpectedCharacter>,
{
    let mut s = Scanner::new(text);
    let mut out = Vec::new();
    while let Some((c, first_on_line)) = s.next_token() {
        let line = s.line();
        let before = s.pos;
        let message = match read(&mut s, c, first_on_line) {
            Ok(Some(token)) => {
                out.push(Ok((token, line)));
                None
            }
            Ok(None) => None,
            Err(message) => Some(message.into()),
        };
        // A reader that takes nothing would read the same character for ever.
        let message = message.or_else(|| (s.pos == before).then(|| UnexpectedCharacter(c).into()));
        if let Some(message) = message {
            out.push(Err(SyntaxError { line, message }));
            return out;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reader_that_takes_nothing_ends_with_an_error_instead_of_looping() {
        let tokens: Tokens<UnexpectedCharacter> = lex("a ?", |s, c, _| {
            if c == '?' {
                return Ok::<_, UnexpectedCharacter>(None);
            }
            s.advance();
            Ok(Some(Token::Word(c.to_string())))
        });
        assert_eq!(tokens.len(), 2);
        let Err(error) = &tokens[1] else {
            panic!("expected an error");
        };
        assert_eq!((error.line, error.message), (1, UnexpectedCharacter('?')));
    }
}
