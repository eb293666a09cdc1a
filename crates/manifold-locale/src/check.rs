//! The check every message type passes (its tests call it): each variant has a message in
//! both languages, every slot it names is filled, and the Russian text holds no English
//! word. Used by the unit tests of each module that defines messages.

use std::collections::BTreeSet;
use std::fmt::Debug;
use std::mem::discriminant;

use super::bundles::try_render;
use super::{Arg, Language, Localize, Message};

/// Latin words a Russian message may hold: names of formats and protocols.
pub const NOTATION_WORDS: &[&str] = &["FEN", "PGN", "PDN", "UCI", "RON", "UTF"];

/// Fails unless `samples` hold every variant of `T` (`T::COUNT` of them, by
/// [`strum::EnumCount`]) and each renders in English and Russian, the Russian text holding
/// no Latin word of three or more letters but those of [`NOTATION_WORDS`] and `allowed`
/// (the values of text slots are not looked at: they are the user's text or notation).
pub fn assert_every_variant_renders<T>(samples: &[T], allowed: &[&str])
where
    T: Localize + strum::EnumCount + Debug,
{
    let kinds: BTreeSet<String> = samples
        .iter()
        .map(|s| format!("{:?}", discriminant(s)))
        .collect();
    assert_eq!(
        kinds.len(),
        T::COUNT,
        "the samples cover {} of the {} variants of {}",
        kinds.len(),
        T::COUNT,
        std::any::type_name::<T>()
    );
    for sample in samples {
        assert_renders(&sample.message(), &format!("{sample:?}"), allowed);
    }
}

/// Fails unless `message` renders in both languages with no English word in Russian.
pub fn assert_renders(message: &Message, what: &str, allowed: &[&str]) {
    for lang in Language::ALL {
        assert_complete(lang, message, what);
    }
    let russian = try_render(Language::Russian, &blank_texts(message)).unwrap_or_default();
    let english_words: Vec<&str> = russian
        .split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() >= 3)
        .filter(|w| !NOTATION_WORDS.contains(w) && !allowed.contains(w))
        .collect();
    assert!(
        english_words.is_empty(),
        "the Russian text of {what} holds English words {english_words:?}: {russian}"
    );
}

/// Fails unless `message` and each message inside it render in `lang` with every slot
/// filled.
fn assert_complete(lang: Language, message: &Message, what: &str) {
    assert!(
        try_render(lang, message).is_some(),
        "{what}: message {} is missing in {lang:?} or lacks an argument ({:?})",
        message.id,
        message.args
    );
    for (_, arg) in &message.args {
        if let Arg::Message(inner) = arg {
            assert_complete(lang, inner, what);
        }
    }
}

/// `message` with every text slot (and those of the messages inside it) emptied.
fn blank_texts(message: &Message) -> Message {
    let args = message
        .args
        .iter()
        .map(|(name, arg)| {
            let arg = match arg {
                Arg::Text(_) | Arg::PerLanguage(_) => Arg::Text(String::new()),
                Arg::Number(n) => Arg::Number(*n),
                Arg::Message(inner) => Arg::Message(Box::new(blank_texts(inner))),
            };
            (*name, arg)
        })
        .collect();
    Message {
        id: message.id,
        args,
    }
}
