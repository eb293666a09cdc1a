//! Move notation as the interface shows it: the piece letters of the chosen language
//! (Russian: Кр Ф Л С К, Т and П for Mattrix's heavy and light pawns; the letters are the
//! `letter-*` messages of `assets/i18n/*.ftl`). Files written for other programs (FEN, PGN,
//! PDN, UCI) keep the standard Latin letters: this is only for what a person reads.

use manifold_locale::{Language, Message, render};
use manifold_rules::moves::Move;
use manifold_rules::piece::{Role, Seat};
use manifold_rules::position::Position;
use manifold_rules::variant::{Notation, VariantId};

use super::{AnyGame, AnyMove};

/// The message id of a role's letter in a game (Great Chess's general has its own).
fn letter_id(variant: VariantId, role: Role) -> &'static str {
    match (variant, role) {
        (VariantId::Great, Role::Queen) => "letter-general",
        (_, Role::King) => "letter-king",
        (_, Role::Queen) => "letter-queen",
        (_, Role::Rook) => "letter-rook",
        (_, Role::Bishop) => "letter-bishop",
        (_, Role::Knight) => "letter-knight",
        (_, Role::Pawn) => "letter-pawn",
        (_, Role::Giraffe) => "letter-giraffe",
        (_, Role::Vizier) => "letter-vizier",
        (_, Role::WarMachine) => "letter-war_machine",
        (_, Role::HeavyPawn) => "letter-heavy_pawn",
        (_, Role::LightPawn) => "letter-light_pawn",
    }
}

/// The letter of `role` in `variant` as `lang` writes it.
pub fn role_letter(lang: Language, variant: VariantId, role: Role) -> String {
    render(lang, &Message::new(letter_id(variant, role)))
}

/// How pieces are written in the notation a person reads (a setting).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
pub enum NotationStyle {
    /// The interface language's letters (Nf3, Кf3).
    #[default]
    Letters,
    /// Figurines (♘f3, e8=♕) for the standard pieces; the pieces without a figurine (Great
    /// Chess's giraffe, vizier and war machine, Mattrix's two pawns) keep the language's
    /// letters.
    Figurines,
}

/// The figurine of a standard piece (the white set's outline glyphs, which read on every
/// background); `None` for the pieces without one.
fn figurine(role: Role) -> Option<char> {
    match role {
        Role::King => Some('♔'),
        Role::Queen => Some('♕'),
        Role::Rook => Some('♖'),
        Role::Bishop => Some('♗'),
        Role::Knight => Some('♘'),
        Role::Pawn => Some('♙'),
        Role::Giraffe | Role::Vizier | Role::WarMachine | Role::HeavyPawn | Role::LightPawn => None,
    }
}

/// How `role` of `variant` is written in `lang` and `style`.
fn piece_mark(lang: Language, style: NotationStyle, variant: VariantId, role: Role) -> String {
    match (style, figurine(role)) {
        (NotationStyle::Figurines, Some(glyph)) => glyph.to_string(),
        _ => role_letter(lang, variant, role),
    }
}

/// `latin`, the standard notation of the move `m` from `pos`, with its piece letters in
/// `lang` (or figurines, in `style`): the moving piece's letter (after a Chess-transit board
/// prefix such as `2:`) and the promotion letter after `=`. Castling, pawn moves and squares
/// stay as they are.
pub(crate) fn shown_move(
    pos: &Position,
    m: Move,
    latin: &str,
    lang: Language,
    style: NotationStyle,
) -> String {
    if lang == Language::English && style == NotationStyle::Letters {
        return latin.to_string();
    }
    let variant = pos.variant().id;
    let latin_letter = |role: Role| pos.variant().letter(role, Seat::WHITE);
    let mut shown = String::with_capacity(latin.len() + 4);
    let mut rest = latin;
    // A transit game's board prefix (`2:`).
    if let Some(colon) = rest
        .find(':')
        .filter(|&i| rest[..i].bytes().all(|b| b.is_ascii_digit()))
    {
        shown.push_str(&rest[..=colon]);
        rest = &rest[colon + 1..];
    }
    if let Some(piece) = pos.piece_at(m.from)
        && let Some(letter) = latin_letter(piece.role)
        && let Some(after) = rest.strip_prefix(letter)
        // Pawns have a letter only in the Mattrix notation (heavy and light pawns).
        && (piece.role != Role::Pawn || pos.variant().notation == Notation::Mattrix)
    {
        shown.push_str(&piece_mark(lang, style, variant, piece.role));
        rest = after;
    }
    match (m.promotion, rest.rfind('=')) {
        (Some(role), Some(eq)) if latin_letter(role).is_some() => {
            let letter = latin_letter(role).unwrap_or('?');
            let after = &rest[eq + 1..];
            shown.push_str(&rest[..=eq]);
            match after.strip_prefix(letter) {
                Some(tail) => {
                    shown.push_str(&piece_mark(lang, style, variant, role));
                    shown.push_str(tail);
                }
                None => shown.push_str(after),
            }
        }
        _ => shown.push_str(rest),
    }
    shown
}

/// A move's notation as each language shows it (in [`Language::ALL`]'s order), for
/// messages that name a move (the status line's "Nf3: check").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShownMove(pub [String; 2]);

impl ShownMove {
    /// The move `m` from `pos`, in each language's letters (or figurines, in `style`).
    pub fn chess(pos: &Position, m: Move, style: NotationStyle) -> ShownMove {
        let latin = pos.move_to_san(m);
        ShownMove(Language::ALL.map(|lang| shown_move(pos, m, &latin, lang, style)))
    }

    /// A text the same in every language (draughts moves, a test's move).
    pub fn same(text: impl Into<String>) -> ShownMove {
        let text = text.into();
        ShownMove([text.clone(), text])
    }

    /// The move `m` about to be played in `game` (a hint), if it is a move of the game's
    /// family.
    pub fn next_of(game: &AnyGame, m: &AnyMove, style: NotationStyle) -> Option<ShownMove> {
        match (game, m) {
            (AnyGame::Chess(g), AnyMove::Chess(c)) => {
                Some(ShownMove::chess(g.position(), *c, style))
            }
            (AnyGame::Draughts(g), AnyMove::Draughts(d)) => {
                Some(ShownMove::same(g.position().move_to_pdn(d)))
            }
            _ => None,
        }
    }

    /// The last move of `game`, if it has one.
    pub fn last_of(game: &AnyGame, style: NotationStyle) -> Option<ShownMove> {
        match game {
            AnyGame::Chess(g) => {
                let (&m, pos) = (g.moves().last()?, g.positions().get(g.moves().len() - 1)?);
                Some(ShownMove::chess(pos, m, style))
            }
            AnyGame::Draughts(_) => game.move_texts().pop().map(ShownMove::same),
        }
    }
}

/// The moves of the line `pv` in the game's notation, played from the game's current
/// position (a move the game refuses ends the line: it cannot happen with the engine's
/// legal lines).
pub fn line_notation(game: &AnyGame, pv: &[AnyMove]) -> Vec<String> {
    let mut game = game.clone();
    let mut words = Vec::with_capacity(pv.len());
    for m in pv {
        words.push(game.notation_of(m));
        if game.play(m).is_err() {
            break;
        }
    }
    words
}

/// The moves of the line `pv` from the game's current position as the interface shows
/// them in `lang` and `style` (an engine's line in the analysis panel); a move the game
/// refuses ends the line.
pub fn shown_line(
    game: &AnyGame,
    pv: &[AnyMove],
    lang: Language,
    style: NotationStyle,
) -> Vec<String> {
    let mut game = game.clone();
    let mut words = Vec::with_capacity(pv.len());
    for m in pv {
        if !game.legal_moves().contains(m) {
            break;
        }
        let Some(ShownMove(texts)) = ShownMove::next_of(&game, m, style) else {
            break;
        };
        if game.play(m).is_err() {
            break;
        }
        words.push(texts[lang.index()].clone());
    }
    words
}

/// Every move of `game` as the interface shows it in `lang` and `style` (draughts moves
/// have no letters and stay as they are).
pub fn shown_move_texts(game: &AnyGame, lang: Language, style: NotationStyle) -> Vec<String> {
    match game {
        AnyGame::Chess(g) => g
            .positions()
            .iter()
            .zip(g.moves())
            .map(|(p, &m)| shown_move(p, m, &p.move_to_san(m), lang, style))
            .collect(),
        AnyGame::Draughts(_) => game.move_texts(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{GameKind, Session};
    use manifold_locale::check::assert_renders;
    use manifold_rules::VariantId;

    #[test]
    fn a_line_is_shown_in_the_languages_letters_and_stops_at_a_refused_move() {
        let classical = GameKind::Chess(VariantId::Classical);
        let s = Session::after_moves(classical, &["e4", "e5"]);
        let game = s.game();
        let mut after = game.clone();
        let pv: Vec<AnyMove> = ["g1f3", "b8c6", "f1b5"]
            .iter()
            .map(|t| {
                let m = after.parse_move(t).unwrap();
                after.play(&m).unwrap();
                m
            })
            .collect();
        let english = shown_line(game, &pv, Language::English, NotationStyle::Letters);
        assert_eq!(english, ["Nf3", "Nc6", "Bb5"]);
        let russian = shown_line(game, &pv, Language::Russian, NotationStyle::Letters);
        assert_eq!(russian, ["Кf3", "Кc6", "Сb5"]);
        let refused = [pv[0].clone(), pv[0].clone()];
        assert_eq!(
            shown_line(game, &refused, Language::English, NotationStyle::Letters),
            ["Nf3"]
        );
    }

    #[test]
    fn russian_letters_replace_the_piece_and_promotion_letters_only() {
        let classical = GameKind::Chess(VariantId::Classical);
        let s = Session::after_moves(
            classical,
            &[
                "e4", "d5", "exd5", "Qxd5", "Nc3", "Qa5", "Bc4", "Nf6", "Ke2",
            ],
        );
        let shown = shown_move_texts(s.game(), Language::Russian, NotationStyle::Letters);
        assert_eq!(
            shown,
            [
                "e4", "d5", "exd5", "Фxd5", "Кc3", "Фa5", "Сc4", "Кf6", "Крe2"
            ]
        );
        assert_eq!(
            shown_move_texts(s.game(), Language::English, NotationStyle::Letters),
            s.game().move_texts()
        );
        let castled =
            Session::after_moves(classical, &["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "O-O"]);
        let shown = shown_move_texts(castled.game(), Language::Russian, NotationStyle::Letters);
        assert_eq!(shown.last().map(String::as_str), Some("O-O"));
        let promotion = Session::from_position_text(classical, "8/P6k/8/8/8/8/8/K7 w - - 0 1")
            .expect("a position");
        let m = promotion.game().parse_move("a8=R").expect("legal");
        let pos = promotion
            .game()
            .position()
            .as_chess()
            .expect("a chess position");
        let crate::AnyMove::Chess(m) = m else {
            panic!("a chess move")
        };
        assert_eq!(
            shown_move(
                pos,
                m,
                &pos.move_to_san(m),
                Language::Russian,
                NotationStyle::Letters
            ),
            "a8=Л"
        );
    }

    #[test]
    fn wirth_files_and_transit_boards_stay_latin() {
        let wirth = Session::after_moves(GameKind::Chess(VariantId::Wirth), &["NF11", "D6"]);
        let shown = shown_move_texts(wirth.game(), Language::Russian, NotationStyle::Letters);
        assert_eq!(shown, ["КF11", "D6"]);
        let transit = Session::new(GameKind::Chess(VariantId::Transit));
        let first = transit.game().legal_moves()[0].clone();
        let mut t = transit.clone();
        t.play(first);
        let shown = shown_move_texts(t.game(), Language::Russian, NotationStyle::Letters);
        let latin = t.game().move_texts();
        assert!(
            shown[0].starts_with(&latin[0][..2]),
            "{shown:?} / {latin:?}"
        );
    }

    #[test]
    fn the_status_line_names_the_last_move_in_each_language() {
        let s = Session::after_moves(
            GameKind::Chess(VariantId::Classical),
            &["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"],
        );
        let status = s.move_status(NotationStyle::Letters);
        assert_eq!(
            manifold_locale::english(&status),
            "Qxf7#: game over, checkmate"
        );
        assert_eq!(
            manifold_locale::text(Language::Russian, &status),
            "Фxf7#: партия окончена, мат"
        );
    }

    #[test]
    fn every_letter_renders_in_both_languages() {
        for variant in VariantId::ALL {
            for role in Role::ALL {
                assert_renders(&Message::new(letter_id(variant, role)), "letter", &[]);
            }
        }
        assert_eq!(
            role_letter(Language::Russian, VariantId::Mattrix, Role::HeavyPawn),
            "Т"
        );
        assert_eq!(
            role_letter(Language::Russian, VariantId::Mattrix, Role::LightPawn),
            "П"
        );
        assert_eq!(
            role_letter(Language::English, VariantId::Great, Role::Queen),
            "Q"
        );
    }

    #[test]
    fn figurines_replace_the_standard_pieces_letters_in_every_language() {
        let classical = GameKind::Chess(VariantId::Classical);
        let s = Session::after_moves(classical, &["Nf3", "e5", "Nxe5"]);
        for lang in Language::ALL {
            assert_eq!(
                shown_move_texts(s.game(), lang, NotationStyle::Figurines),
                ["♘f3", "e5", "♘xe5"],
                "{lang:?}"
            );
        }
        let promotion = Session::from_position_text(classical, "8/P6k/8/8/8/8/8/K7 w - - 0 1")
            .expect("a position");
        let m = promotion.game().parse_move("a8=Q").expect("legal");
        let pos = promotion.game().position().as_chess().expect("chess");
        let crate::AnyMove::Chess(m) = m else {
            panic!("a chess move")
        };
        let latin = pos.move_to_san(m);
        let shown = shown_move(pos, m, &latin, Language::English, NotationStyle::Figurines);
        assert_eq!(shown, "a8=♕");
        // Great Chess's giraffe has no figurine: it keeps the language's letter.
        let great = Session::from_position_text(
            GameKind::Chess(VariantId::Great),
            "4k5/10/10/10/10/10/10/10/10/G8K w - - 0 1",
        )
        .expect("a Great Chess position");
        {
            let texts: Vec<String> = great
                .game()
                .legal_moves()
                .iter()
                .filter_map(|m| match m {
                    crate::AnyMove::Chess(c) => Some(*c),
                    crate::AnyMove::Draughts(_) => None,
                })
                .filter(|c| {
                    great.game().position().piece_at(c.from).map(|p| p.shape)
                        == Some(crate::PieceShape::Chess(Role::Giraffe))
                })
                .map(|c| {
                    let pos = great.game().position().as_chess().expect("chess");
                    let latin = pos.move_to_san(c);
                    shown_move(pos, c, &latin, Language::Russian, NotationStyle::Figurines)
                })
                .collect();
            assert!(!texts.is_empty());
            assert!(
                texts
                    .iter()
                    .all(|t| !t.contains(|ch: char| ('♔'..='♟').contains(&ch)))
            );
        }
    }
}
