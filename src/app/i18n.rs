//! Every text of the UI in English and Russian, read from `assets/i18n/{en,ru}.ron` (built
//! into the program): a map from a key to the text, where `{name}` marks a value filled in
//! by [`trf`]. Messages of the rules core are English sentences; [`translate_message`]
//! translates the known ones by pattern (the `core.*` keys, whose English text is the
//! pattern) and leaves any other as it is.

use std::collections::BTreeMap;
use std::fmt::Display;
use std::sync::LazyLock;

use crate::rules::game::EndReason;
use crate::rules::{Role, Seat};
use crate::session::{ChessVariant, GameKind, PieceShape};

use super::settings::Language;

/// The English texts, as RON.
const EN_RON: &str = include_str!("../../assets/i18n/en.ron");
/// The Russian texts, as RON.
const RU_RON: &str = include_str!("../../assets/i18n/ru.ron");

/// A language's texts by key.
type Table = BTreeMap<String, String>;

/// Both tables, parsed once. A table that does not parse is empty (keys show through);
/// the unit tests make sure both parse.
static TABLES: LazyLock<(Table, Table)> =
    LazyLock::new(|| (parse_table(EN_RON), parse_table(RU_RON)));

/// Reads a table, or an empty one (with a log line) when the text is not a RON map.
fn parse_table(text: &str) -> Table {
    ron::from_str(text).unwrap_or_else(|e| {
        bevy::log::error!("translation table does not parse: {e}");
        Table::new()
    })
}

fn table(lang: Language) -> &'static Table {
    match lang {
        Language::English => &TABLES.0,
        Language::Russian => &TABLES.1,
    }
}

/// The text of `key` in `lang`; the English text when the language lacks it, the key itself
/// when no table has it.
pub fn tr(lang: Language, key: &str) -> &str {
    let found: Option<&'static str> = table(lang)
        .get(key)
        .or_else(|| TABLES.0.get(key))
        .map(String::as_str);
    found.unwrap_or(key)
}

/// The text of `key` with each `{name}` replaced by the value given for `name`.
pub fn trf(lang: Language, key: &str, args: &[(&str, &dyn Display)]) -> String {
    fill(tr(lang, key), args)
}

/// Replaces each `{name}` of `template` by its value.
fn fill(template: &str, args: &[(&str, &dyn Display)]) -> String {
    let mut text = template.to_string();
    for (name, value) in args {
        text = text.replace(&format!("{{{name}}}"), &value.to_string());
    }
    text
}

/// The name of a game.
pub fn game_name(lang: Language, kind: GameKind) -> &'static str {
    let key = match kind {
        GameKind::Chess(ChessVariant::Classical) => "game.classical",
        GameKind::Chess(ChessVariant::Great) => "game.great",
        GameKind::Chess(ChessVariant::Wirth) => "game.wirth",
        GameKind::Chess(ChessVariant::Mattrix) => "game.mattrix",
        GameKind::Chess(ChessVariant::Transit) => "game.transit",
        GameKind::Draughts => "game.draughts",
    };
    tr(lang, key)
}

/// The name of a seat: White and Black, or White, Blue and Red in three-player games.
pub fn seat_name(lang: Language, kind: GameKind, seat: Seat) -> &'static str {
    let key = match (kind.seats(), seat.0) {
        (_, 0) => "seat.white",
        (3, 1) => "seat.blue",
        (3, _) => "seat.red",
        _ => "seat.black",
    };
    tr(lang, key)
}

/// The key of a chess role's name (the queen is the general in Great Chess).
fn role_key(kind: GameKind, role: Role) -> &'static str {
    match role {
        Role::Queen if kind == GameKind::Chess(ChessVariant::Great) => "piece.general",
        Role::King => "piece.king",
        Role::Queen => "piece.queen",
        Role::Rook => "piece.rook",
        Role::Bishop => "piece.bishop",
        Role::Knight => "piece.knight",
        Role::Pawn => "piece.pawn",
        Role::Giraffe => "piece.giraffe",
        Role::Vizier => "piece.vizier",
        Role::WarMachine => "piece.war_machine",
        Role::HeavyPawn => "piece.heavy_pawn",
        Role::LightPawn => "piece.light_pawn",
    }
}

/// The name of a chess role in a game.
pub fn role_name(lang: Language, kind: GameKind, role: Role) -> &'static str {
    tr(lang, role_key(kind, role))
}

/// The name of a piece as drawn (a chess role, a draughts man or king).
pub fn piece_name(lang: Language, kind: GameKind, shape: PieceShape) -> &'static str {
    match shape {
        PieceShape::Chess(role) => role_name(lang, kind, role),
        PieceShape::Man => tr(lang, "piece.man"),
        PieceShape::DraughtsKing => tr(lang, "piece.draughts_king"),
    }
}

/// The key of why a game ended.
fn reason_key(reason: EndReason) -> &'static str {
    match reason {
        EndReason::Checkmate => "reason.checkmate",
        EndReason::Stalemate => "reason.stalemate",
        EndReason::Resignation => "reason.resignation",
        EndReason::Agreement => "reason.agreement",
        EndReason::FiftyMoves => "reason.fifty_moves",
        EndReason::SeventyFiveMoves => "reason.seventy_five_moves",
        EndReason::ThreefoldRepetition => "reason.threefold_repetition",
        EndReason::FivefoldRepetition => "reason.fivefold_repetition",
        EndReason::InsufficientMaterial => "reason.insufficient_material",
        EndReason::Timeout => "reason.timeout",
        EndReason::NoMoves => "reason.no_moves",
        EndReason::BoardsDecided => "reason.boards_decided",
        EndReason::KingMoves => "reason.king_moves",
    }
}

/// Why a game ended, in words.
pub fn end_reason(lang: Language, reason: EndReason) -> &'static str {
    tr(lang, reason_key(reason))
}

/// A message of the rules core, of the notation readers or of the game commands (English),
/// in `lang`: a known sentence is translated by pattern, and each value filling a slot of
/// the pattern is translated in turn: a message inside a message by its own pattern, a name
/// (a piece, a side, an end reason, a game) by its fragment, a list item by item. A value
/// written between quotes in the pattern (`'{0}'`: what the user typed) stays as it is
/// unless it is a whole known message. Any other message is returned as it is, so that a
/// text we do not own (a RON parser's or the system's detail) is kept.
pub fn translate_message(lang: Language, message: &str) -> String {
    if lang == Language::English {
        return message.to_string();
    }
    translate_sentence(lang, message).unwrap_or_else(|| message.to_string())
}

/// A `core.*` pattern: its key, its literal pieces around the slots, and which slots are
/// quoted (`'{n}'`).
struct Pattern {
    key: &'static str,
    pieces: Vec<&'static str>,
    quoted: Vec<bool>,
}

/// The `core.*` patterns in the order they are tried: the longest literal start first, so
/// that a sentence is read from its beginning (`board {0}, rank {1}: {2}` before the
/// `{0} ranks; 8 are needed` that may end it), then the most literal text (the most
/// specific).
static PATTERNS: LazyLock<Vec<Pattern>> = LazyLock::new(|| {
    let mut patterns: Vec<Pattern> = TABLES
        .0
        .iter()
        .filter(|(key, _)| key.starts_with("core."))
        .map(|(key, pattern)| {
            let (pieces, _) = split_pattern(pattern);
            let quoted = pieces
                .windows(2)
                .map(|w| w[0].ends_with('\'') && w[1].starts_with('\''))
                .collect();
            Pattern {
                key: key.as_str(),
                pieces,
                quoted,
            }
        })
        .collect();
    patterns.sort_by_key(|p| {
        let literal: usize = p.pieces.iter().map(|s| s.len()).sum();
        std::cmp::Reverse((p.pieces[0].len(), literal))
    });
    patterns
});

/// The names that may fill a slot, English text to key: chess pieces and draughts men (a
/// draughts king reads as the chess king), end reasons, and the `frag.*` words (sides,
/// counters, castling sides, games).
static FRAGMENTS: LazyLock<BTreeMap<&'static str, &'static str>> = LazyLock::new(|| {
    let mut map = BTreeMap::new();
    for (key, text) in &TABLES.0 {
        let fragment = key.starts_with("frag.")
            || key.starts_with("reason.")
            || (key.starts_with("piece.") && key != "piece.draughts_king");
        if fragment {
            map.entry(text.as_str()).or_insert(key.as_str());
        }
    }
    map
});

/// `message` translated by the first pattern it fits, if any.
fn translate_sentence(lang: Language, message: &str) -> Option<String> {
    PATTERNS.iter().find_map(|p| {
        let values = match_pieces(&p.pieces, message)?;
        let values: Vec<String> = values
            .iter()
            .zip(&p.quoted)
            .map(|(value, &quoted)| {
                if quoted {
                    translate_sentence(lang, value).unwrap_or_else(|| value.clone())
                } else {
                    translate_value(lang, value)
                }
            })
            .collect();
        Some(fill_slots(tr(lang, p.key), &values))
    })
}

/// A value filling a slot: a message, a name, or a list of them (`a, b` or `a or b`), in
/// `lang`; anything else as it is.
fn translate_value(lang: Language, value: &str) -> String {
    if let Some(text) = translate_sentence(lang, value) {
        return text;
    }
    if let Some(key) = FRAGMENTS.get(value) {
        return tr(lang, key).to_string();
    }
    // A list of names or of notation (`queen, rook`, `Nbd2 or Nfd2`); a text whose items
    // are neither (a parser's sentence) stays whole.
    for (separator, key) in [(" or ", "join.or"), (", ", "join.comma")] {
        if value.contains(separator) {
            let items: Option<Vec<String>> = value
                .split(separator)
                .map(|item| {
                    let text = translate_value(lang, item);
                    (text != item || !item.contains(char::is_whitespace)).then_some(text)
                })
                .collect();
            if let Some(items) = items {
                return items.join(tr(lang, key));
            }
        }
    }
    value.to_string()
}

/// `template` with each `{n}` replaced by `values[n]` (in one pass, so that a value holding
/// braces is left alone).
fn fill_slots(template: &str, values: &[String]) -> String {
    let (pieces, slots) = split_pattern(template);
    let mut text = String::new();
    for (i, piece) in pieces.iter().enumerate() {
        text.push_str(piece);
        if let Some(value) = slots.get(i).and_then(|&n| values.get(n)) {
            text.push_str(value);
        }
    }
    text
}

/// The literal pieces of a pattern around its `{0}`, `{1}`... slots (one more piece than
/// slots), and the slots' numbers. A brace not around a number is literal text.
fn split_pattern(pattern: &str) -> (Vec<&str>, Vec<usize>) {
    let mut pieces = Vec::new();
    let mut slots = Vec::new();
    let mut start = 0;
    let mut from = 0;
    while let Some(open) = pattern[from..].find('{').map(|i| i + from) {
        let digits = pattern[open + 1..]
            .bytes()
            .take_while(u8::is_ascii_digit)
            .count();
        let close = open + 1 + digits;
        if digits > 0 && pattern.as_bytes().get(close) == Some(&b'}') {
            pieces.push(&pattern[start..open]);
            slots.push(pattern[open + 1..close].parse().unwrap_or(usize::MAX));
            start = close + 1;
            from = start;
        } else {
            from = open + 1;
        }
    }
    pieces.push(&pattern[start..]);
    (pieces, slots)
}

/// The values filling the slots between `pieces` to give `message`, if it fits: each slot
/// takes at least one character, the first slots as few as fit.
fn match_pieces(pieces: &[&str], message: &str) -> Option<Vec<String>> {
    let (first, others) = pieces.split_first()?;
    let rest = message.strip_prefix(first)?;
    let mut values = Vec::new();
    match_slots(others, rest, &mut values).then_some(values)
}

/// Fills the slots before each of `pieces` from `rest`, backtracking when a shorter value
/// leaves the rest unmatched.
fn match_slots(pieces: &[&str], rest: &str, values: &mut Vec<String>) -> bool {
    let Some((piece, more)) = pieces.split_first() else {
        return rest.is_empty();
    };
    if more.is_empty() {
        return match rest.strip_suffix(piece) {
            Some(value) if !value.is_empty() => {
                values.push(value.to_string());
                true
            }
            _ => false,
        };
    }
    let step = |s: &str| s.chars().next().map_or(1, char::len_utf8);
    let mut from = step(rest);
    while let Some(at) = rest
        .get(from..)
        .and_then(|r| r.find(piece))
        .map(|i| i + from)
    {
        values.push(rest[..at].to_string());
        if match_slots(more, &rest[at + piece.len()..], values) {
            return true;
        }
        values.pop();
        from = at + step(&rest[at..]);
    }
    false
}

/// A test helper kept for the pattern tests: the values of one pattern.
#[cfg(test)]
fn match_pattern(pattern: &str, message: &str) -> Option<Vec<String>> {
    match_pieces(&split_pattern(pattern).0, message)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys(text: &str) -> Vec<String> {
        let table: Table = ron::from_str(text).expect("the table parses");
        table.into_keys().collect()
    }

    #[test]
    fn both_tables_parse_and_have_the_same_keys() {
        let en = keys(EN_RON);
        let ru = keys(RU_RON);
        let only_en: Vec<_> = en.iter().filter(|k| !ru.contains(k)).collect();
        let only_ru: Vec<_> = ru.iter().filter(|k| !en.contains(k)).collect();
        assert!(
            only_en.is_empty() && only_ru.is_empty(),
            "only in en: {only_en:?}; only in ru: {only_ru:?}"
        );
        assert!(en.len() > 100, "{} keys", en.len());
    }

    #[test]
    fn no_key_is_written_twice() {
        for text in [EN_RON, RU_RON] {
            let mut seen = std::collections::BTreeSet::new();
            for line in text.lines().map(str::trim).filter(|l| l.starts_with('"')) {
                let key = line.split('"').nth(1).unwrap_or_default();
                assert!(seen.insert(key.to_string()), "key {key} is written twice");
            }
        }
    }

    #[test]
    fn placeholders_match_between_languages() {
        // A slot is `{name}` (a word of letters, digits and `_`); other braces are text.
        let slots = |text: &str| {
            let mut names: Vec<String> = Vec::new();
            let mut rest = text;
            while let Some(open) = rest.find('{') {
                rest = &rest[open + 1..];
                let len = rest
                    .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                    .unwrap_or(rest.len());
                if len > 0 && rest[len..].starts_with('}') {
                    names.push(rest[..len].to_string());
                }
            }
            names.sort();
            names
        };
        for (key, en) in &TABLES.0 {
            let ru = &TABLES.1[key];
            assert_eq!(slots(en), slots(ru), "slots of {key}");
        }
    }

    #[test]
    fn every_name_has_a_text() {
        for lang in [Language::English, Language::Russian] {
            for kind in GameKind::ALL {
                assert!(!game_name(lang, kind).starts_with("game."));
                for role in Role::ALL {
                    assert!(!role_name(lang, kind, role).starts_with("piece."));
                }
            }
            for reason in [
                EndReason::Checkmate,
                EndReason::KingMoves,
                EndReason::BoardsDecided,
            ] {
                assert!(!end_reason(lang, reason).starts_with("reason."));
            }
        }
    }

    #[test]
    fn russian_piece_names() {
        let ru = Language::Russian;
        let classical = GameKind::Chess(ChessVariant::Classical);
        let great = GameKind::Chess(ChessVariant::Great);
        let names: Vec<&str> = [
            Role::King,
            Role::Queen,
            Role::Rook,
            Role::Bishop,
            Role::Knight,
            Role::Pawn,
        ]
        .into_iter()
        .map(|r| role_name(ru, classical, r))
        .collect();
        assert_eq!(names, ["король", "ферзь", "ладья", "слон", "конь", "пешка"]);
        assert_eq!(role_name(ru, great, Role::Queen), "генерал");
        assert_eq!(role_name(Language::English, great, Role::Queen), "general");
        assert_eq!(role_name(ru, great, Role::Giraffe), "жираф");
        assert_eq!(role_name(ru, great, Role::Vizier), "визирь");
        assert_eq!(role_name(ru, great, Role::WarMachine), "боевая машина");
        assert_eq!(role_name(ru, classical, Role::HeavyPawn), "тяжёлая пешка");
        assert_eq!(role_name(ru, classical, Role::LightPawn), "лёгкая пешка");
        assert_eq!(piece_name(ru, GameKind::Draughts, PieceShape::Man), "шашка");
        assert_eq!(
            piece_name(ru, GameKind::Draughts, PieceShape::DraughtsKing),
            "дамка"
        );
    }

    #[test]
    fn seats_by_game() {
        let mattrix = GameKind::Chess(ChessVariant::Mattrix);
        let names: Vec<&str> = (0..3)
            .map(|s| seat_name(Language::English, mattrix, Seat(s)))
            .collect();
        assert_eq!(names, ["White", "Blue", "Red"]);
        assert_eq!(
            seat_name(Language::Russian, GameKind::Draughts, Seat(1)),
            "Чёрные"
        );
    }

    #[test]
    fn filling_values() {
        let text = trf(Language::English, "status.to_move", &[("seat", &"White")]);
        assert_eq!(text, "White to move");
        assert_eq!(tr(Language::Russian, "no.such.key"), "no.such.key");
    }

    #[test]
    fn core_messages_translate_by_pattern() {
        let ru = Language::Russian;
        assert_eq!(
            translate_message(ru, "select one of your pieces first"),
            "сначала выберите свою фигуру"
        );
        assert_eq!(
            translate_message(ru, "the rook on a1 cannot move to a5"),
            "ладья на a1 не может пойти на a5"
        );
        assert_eq!(
            translate_message(ru, "the war machine on b2 cannot move to j10"),
            "боевая машина на b2 не может пойти на j10"
        );
        assert_eq!(
            translate_message(ru, "the piece on e2 is not yours to move"),
            "фигура на e2 не ваша"
        );
        assert_eq!(
            translate_message(ru, "the game is over (checkmate)"),
            "партия окончена (мат)"
        );
        assert_eq!(
            translate_message(ru, "Qxf7#: game over, checkmate"),
            "Qxf7#: партия окончена, мат"
        );
        assert_eq!(translate_message(ru, "Nf3: check"), "Nf3: шах");
        // Chess-transit refusals name their rule in both languages.
        assert_eq!(
            translate_message(
                ru,
                "the rook would give check on arrival on 2:e2: no check by transit (rule 6.2)"
            ),
            "ладья объявит шах, придя на 2:e2: шах транзитом запрещён (правило 6.2)"
        );
        assert_eq!(
            translate_message(ru, "2:g1 is occupied: a transit never captures (rule 6.2)"),
            "поле 2:g1 занято: транзит никогда не берёт (правило 6.2)"
        );
        assert_eq!(
            translate_message(
                ru,
                "2:e1 is attacked on board 2: a king may not transit onto an attacked square (rule 6.2)"
            ),
            "поле 2:e1 атаковано на доске 2: король не может уйти транзитом на атакованное поле (правило 6.2)"
        );
        // Unknown messages stay as they are; English is never changed.
        assert_eq!(translate_message(ru, "something new"), "something new");
        assert_eq!(
            translate_message(Language::English, "the game is over (checkmate)"),
            "the game is over (checkmate)"
        );
    }

    #[test]
    fn pattern_matching() {
        assert_eq!(
            match_pattern("a {0} b {1} c", "a x b yy c"),
            Some(vec!["x".into(), "yy".into()])
        );
        assert_eq!(match_pattern("exact", "exact"), Some(vec![]));
        assert_eq!(match_pattern("exact", "exactly"), None);
        assert_eq!(match_pattern("on {0}", "on "), None);
        assert_eq!(
            match_pattern("{0}: check", "e4: check"),
            Some(vec!["e4".into()])
        );
    }
}
