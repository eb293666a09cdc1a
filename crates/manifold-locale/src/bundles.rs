//! The two Fluent bundles, parsed once from the message files built into the program.

use std::collections::HashMap;
use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

use super::{Arg, Language, Message};

/// The English messages.
const EN_FTL: &str = include_str!("../../../assets/i18n/en.ftl");
/// The Russian messages.
const RU_FTL: &str = include_str!("../../../assets/i18n/ru.ftl");

/// A language's bundle.
type Bundle = FluentBundle<FluentResource>;

/// Both bundles, English first. A file that does not parse leaves the entries it could
/// read (Fluent recovers entry by entry); the tests make sure both parse whole.
static BUNDLES: LazyLock<[Bundle; 2]> =
    LazyLock::new(|| [bundle("en", EN_FTL), bundle("ru", RU_FTL)]);

/// The bundle of `locale` with the messages of `ftl`.
fn bundle(locale: &str, ftl: &'static str) -> Bundle {
    let id: LanguageIdentifier = locale.parse().unwrap_or_default();
    let mut bundle = Bundle::new_concurrent(vec![id]);
    // No Unicode isolation marks around arguments: the texts are left-to-right, and the
    // marks would show in terminals and in copied text.
    bundle.set_use_isolating(false);
    let resource = FluentResource::try_new(ftl.to_string()).unwrap_or_else(|(partial, _)| partial);
    // A message written twice keeps its first text; the tests refuse duplicates.
    let _ = bundle.add_resource(resource);
    bundle
}

/// The bundle of `lang`.
fn bundle_of(lang: Language) -> &'static Bundle {
    match lang {
        Language::English => &BUNDLES[0],
        Language::Russian => &BUNDLES[1],
    }
}

/// Whether `lang` has the message `id`.
pub fn has_message(lang: Language, id: &str) -> bool {
    bundle_of(lang).has_message(id)
}

/// `message` in `lang`; in English when `lang` lacks it; its id when no language has it
/// (so a missing message shows, and the message tests fail on it).
pub fn render(lang: Language, message: &Message) -> String {
    render_id(lang, message.id, &message.args)
}

/// Every message that takes no argument, rendered once per language (labels and buttons
/// are drawn every frame: they are looked up here, not formatted again).
static PLAIN: LazyLock<[HashMap<&'static str, String>; 2]> = LazyLock::new(|| {
    [(Language::English, EN_FTL), (Language::Russian, RU_FTL)].map(|(lang, ftl)| {
        ids(ftl)
            .into_iter()
            .filter_map(|id| Some((id, format(lang, id, &[])?)))
            .collect()
    })
});

/// The text of the message `id` without arguments in `lang`, as [`render_id`] gives it.
pub fn plain(lang: Language, id: &str) -> String {
    PLAIN[lang.index()]
        .get(id)
        .or_else(|| PLAIN[Language::English.index()].get(id))
        .cloned()
        .unwrap_or_else(|| render_id(lang, id, &[]))
}

/// The message ids of an FTL text, in order.
fn ids(ftl: &str) -> Vec<&str> {
    ftl.lines()
        .filter(|l| l.chars().next().is_some_and(|c| c.is_ascii_alphabetic()))
        .filter_map(|l| l.split_once('=').map(|(id, _)| id.trim()))
        .collect()
}

/// The message `id` with `args` in `lang`, as [`render`] does (for ids made at run time,
/// such as a preset's).
pub fn render_id(lang: Language, id: &str, args: &[(&str, Arg)]) -> String {
    format(lang, id, args)
        .or_else(|| format(Language::English, id, args))
        .unwrap_or_else(|| id.to_string())
}

/// `message` in `lang` if `lang` has it and every argument it names was given.
pub(super) fn try_render(lang: Language, message: &Message) -> Option<String> {
    format(lang, message.id, &message.args)
}

/// The message `id` in `lang` if `lang` has it and every argument it names was given.
fn format(lang: Language, id: &str, message_args: &[(&str, Arg)]) -> Option<String> {
    let bundle = bundle_of(lang);
    let pattern = bundle.get_message(id)?.value()?;
    let mut args = FluentArgs::new();
    for (name, value) in message_args {
        let value = match value {
            Arg::Text(text) => FluentValue::from(text.clone()),
            Arg::Number(n) => FluentValue::from(*n),
            Arg::PerLanguage(texts) => FluentValue::from(texts[lang.index()].clone()),
            Arg::Message(inner) => FluentValue::from(render(lang, inner)),
        };
        args.set(*name, value);
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
    errors.is_empty().then(|| text.into_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_files_parse_whole() {
        for (name, ftl) in [("en", EN_FTL), ("ru", RU_FTL)] {
            if let Err((_, errors)) = FluentResource::try_new(ftl.to_string()) {
                panic!("{name}.ftl: {errors:?}");
            }
        }
    }

    #[test]
    fn both_languages_have_the_same_messages_each_written_once() {
        let en = ids(EN_FTL);
        let ru = ids(RU_FTL);
        for (name, list) in [("en", &en), ("ru", &ru)] {
            let mut seen = std::collections::BTreeSet::new();
            for id in list.iter() {
                assert!(seen.insert(id), "{name}.ftl writes {id} twice");
            }
        }
        let only_en: Vec<_> = en.iter().filter(|id| !ru.contains(id)).collect();
        let only_ru: Vec<_> = ru.iter().filter(|id| !en.contains(id)).collect();
        assert!(
            only_en.is_empty() && only_ru.is_empty(),
            "only in en: {only_en:?}; only in ru: {only_ru:?}"
        );
    }

    #[test]
    fn a_plain_message_is_the_same_looked_up_or_formatted() {
        for lang in Language::ALL {
            for id in ["button-undo", "piece-king", "start-start"] {
                assert_eq!(plain(lang, id), format(lang, id, &[]).expect("a message"));
            }
            assert_eq!(plain(lang, "no-such-id"), "no-such-id");
        }
        assert_ne!(
            plain(Language::Russian, "piece-king"),
            plain(Language::English, "piece-king")
        );
    }

    #[test]
    fn a_missing_message_shows_its_id() {
        let message = Message::new("no-such-message");
        assert_eq!(render(Language::Russian, &message), "no-such-message");
    }
}
