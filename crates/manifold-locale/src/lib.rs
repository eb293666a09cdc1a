//! Every text a person reads, in English and Russian, from the Fluent message files
//! `assets/i18n/en.ftl` and `ru.ftl` (built into the program).
//!
//! Code never passes sentences: a refusal, an error or a status is a typed value that
//! implements [`Localize`], which names its Fluent message and gives the message's
//! arguments ([`Message`]). [`text`] renders it in a [`Language`]. This module is the
//! bottom layer: it names nothing of the rules, the engine, the session, the CLI or the app
//! (the layer test checks), so that all of them can use it.

mod bundles;
pub mod check;

use std::fmt;

use serde::{Deserialize, Serialize};

pub use bundles::{has_message, render, render_id};

/// The language of every text: the app's setting, the CLI's `--lang`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Language {
    /// English.
    #[default]
    English,
    /// Russian.
    Russian,
}

impl Language {
    /// Both languages, English first.
    pub const ALL: [Language; 2] = [Language::English, Language::Russian];

    /// The language's place in [`Language::ALL`].
    pub fn index(self) -> usize {
        match self {
            Language::English => 0,
            Language::Russian => 1,
        }
    }

    /// The language a locale name such as `LANG`'s `ru_RU.UTF-8` or a `--lang` value `ru`
    /// names, if it is one of ours.
    pub fn from_locale_name(name: &str) -> Option<Language> {
        let code: String = name
            .chars()
            .take_while(char::is_ascii_alphabetic)
            .collect::<String>()
            .to_ascii_lowercase();
        match code.as_str() {
            "en" => Some(Language::English),
            "ru" => Some(Language::Russian),
            _ => None,
        }
    }

    /// The language of the environment (`LC_ALL`, `LC_MESSAGES`, then `LANG`), English
    /// when none of them names one of ours.
    pub fn from_environment(var: impl Fn(&str) -> Option<String>) -> Language {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .filter_map(var)
            .find(|value| !value.is_empty())
            .and_then(|value| Language::from_locale_name(&value))
            .unwrap_or_default()
    }
}

/// A value filling a slot of a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// Text shown as it is in every language: what the user typed, a cell's name, a move
    /// in notation, a file's path, a parser's detail we do not own.
    Text(String),
    /// A number (Fluent selects plural forms by it).
    Number(i64),
    /// Text written differently in each language (a move in the language's piece letters),
    /// in the order of [`Language::ALL`].
    PerLanguage(Box<[String; 2]>),
    /// Another message, rendered in the same language first (a piece's name, a reason).
    Message(Box<Message>),
}

/// A message: its Fluent id and the values of its slots.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    /// The Fluent message id (`fen-empty`).
    pub id: &'static str,
    /// The arguments by name.
    pub args: Vec<(&'static str, Arg)>,
}

impl Message {
    /// A message without arguments.
    pub fn new(id: &'static str) -> Message {
        Message {
            id,
            args: Vec::new(),
        }
    }

    /// The message with a text argument (shown as it is).
    pub fn text(mut self, name: &'static str, value: impl fmt::Display) -> Message {
        self.args.push((name, Arg::Text(value.to_string())));
        self
    }

    /// The message with a text argument written per language (in [`Language::ALL`]'s
    /// order).
    pub fn per_language(mut self, name: &'static str, texts: [String; 2]) -> Message {
        self.args.push((name, Arg::PerLanguage(Box::new(texts))));
        self
    }

    /// The message with a number argument.
    pub fn number(mut self, name: &'static str, value: impl TryInto<i64>) -> Message {
        let value = value.try_into().unwrap_or(i64::MAX);
        self.args.push((name, Arg::Number(value)));
        self
    }

    /// The message with another message as an argument.
    pub fn message(mut self, name: &'static str, value: impl Localize) -> Message {
        self.args
            .push((name, Arg::Message(Box::new(value.message()))));
        self
    }
}

/// A typed value that a person can read: it names its message and fills its slots.
pub trait Localize {
    /// The message of this value.
    fn message(&self) -> Message;
}

impl Localize for Message {
    fn message(&self) -> Message {
        self.clone()
    }
}

impl<T: Localize + ?Sized> Localize for &T {
    fn message(&self) -> Message {
        (**self).message()
    }
}

impl<T: Localize + ?Sized> Localize for Box<T> {
    fn message(&self) -> Message {
        (**self).message()
    }
}

/// `value` in `lang`.
pub fn text(lang: Language, value: &(impl Localize + ?Sized)) -> String {
    render(lang, &value.message())
}

/// The text of a message without arguments (a label, a button) in `lang`.
pub fn tr(lang: Language, id: &str) -> String {
    bundles::plain(lang, id)
}

/// `value` in English: what `Display` of a message type shows (logs, `to_string`).
pub fn english(value: &(impl Localize + ?Sized)) -> String {
    text(Language::English, value)
}

/// Implements `Display` (English, through Fluent) for types that implement [`Localize`].
#[macro_export]
macro_rules! display_in_english {
    ($($ty:ty),+ $(,)?) => {
        $(impl ::std::fmt::Display for $ty {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(&$crate::english(self))
            }
        })+
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locale_names_choose_a_language() {
        assert_eq!(
            Language::from_locale_name("ru_RU.UTF-8"),
            Some(Language::Russian)
        );
        assert_eq!(Language::from_locale_name("en"), Some(Language::English));
        assert_eq!(Language::from_locale_name("RU"), Some(Language::Russian));
        assert_eq!(Language::from_locale_name("de_DE"), None);
        assert_eq!(Language::from_locale_name(""), None);
        let env = |name: &str| (name == "LANG").then(|| "ru_RU.UTF-8".to_string());
        assert_eq!(Language::from_environment(env), Language::Russian);
        assert_eq!(Language::from_environment(|_| None), Language::English);
        let c = |name: &str| (name == "LC_ALL").then(|| "C".to_string());
        assert_eq!(Language::from_environment(c), Language::English);
    }
}
