//! Arrows and circles drawn by the player on a position, the lichess way, and their texts.
//!
//! A mark is written as its colour's letter (`G` green, `R` red, `B` blue, `Y` yellow, as
//! lichess writes them) and the names of its cells in the game's own cell names
//! ([`Geometry::cell_name`]): a circle `Rd5`, an arrow `Ge2-e4` in saved games
//! ([`MarkForm::Saved`]), `Ge2e4` in PGN's `[%cal ...]` comments ([`MarkForm::Lichess`]).
//! Chess-transit's cells name their board (`G1:e2-2:e4`). Reading a mark never panics: a
//! bad one is a [`MarkError`] that names what is wrong.
//!
//! [`Session`](super::Session) keeps the marks of each ply of its move list
//! ([`Session::marks`](super::Session::marks)); the app draws them.

use manifold_locale::{Localize, Message};
use manifold_rules::Cell;
use manifold_rules::geometry::Geometry;

/// The colour of a drawn mark.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MarkColour {
    /// Drawn with no modifier key held.
    Green,
    /// With Ctrl.
    Red,
    /// With Alt.
    Blue,
    /// With Ctrl and Alt.
    Yellow,
}

impl MarkColour {
    /// Every colour, in the order of their letters `G`, `R`, `B`, `Y`.
    pub const ALL: [MarkColour; 4] = [
        MarkColour::Green,
        MarkColour::Red,
        MarkColour::Blue,
        MarkColour::Yellow,
    ];

    /// The colour the modifier keys held choose.
    pub fn from_modifiers(ctrl: bool, alt: bool) -> MarkColour {
        match (ctrl, alt) {
            (false, false) => MarkColour::Green,
            (true, false) => MarkColour::Red,
            (false, true) => MarkColour::Blue,
            (true, true) => MarkColour::Yellow,
        }
    }

    /// The colour as sRGB red, green, blue and alpha, 0 to 1 (translucent, so that the
    /// cells under a mark still show): what a view paints it with.
    pub fn rgba(self) -> [f32; 4] {
        match self {
            MarkColour::Green => [0.08, 0.55, 0.20, 0.80],
            MarkColour::Red => [0.85, 0.12, 0.10, 0.80],
            MarkColour::Blue => [0.05, 0.35, 0.90, 0.80],
            MarkColour::Yellow => [0.95, 0.78, 0.05, 0.85],
        }
    }

    /// The colour's letter in mark texts (lichess's): `G`, `R`, `B` or `Y`.
    pub(crate) fn letter(self) -> char {
        match self {
            MarkColour::Green => 'G',
            MarkColour::Red => 'R',
            MarkColour::Blue => 'B',
            MarkColour::Yellow => 'Y',
        }
    }

    /// The colour of a letter (either case), if it is one.
    pub fn from_letter(letter: char) -> Option<MarkColour> {
        MarkColour::ALL
            .into_iter()
            .find(|c| c.letter() == letter.to_ascii_uppercase())
    }
}

/// The marks drawn on one position: at most one arrow from a cell to another and one
/// circle on a cell, in the order drawn.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DrawnMarks {
    /// Arrows, from and to, in their colour.
    pub arrows: Vec<(Cell, Cell, MarkColour)>,
    /// Rings round cells, in their colour.
    pub circles: Vec<(Cell, MarkColour)>,
}

/// No marks (what [`Session::marks`](super::Session::marks) lends for a ply without any).
pub static NO_MARKS: DrawnMarks = DrawnMarks {
    arrows: Vec::new(),
    circles: Vec::new(),
};

impl DrawnMarks {
    /// A right-drag from `from` to `to` (a right-click when they are the same cell): the
    /// mark is drawn, or taken away when the same mark in the same colour is there; a mark
    /// on the same cells in another colour changes colour.
    pub fn toggle(&mut self, from: Cell, to: Cell, colour: MarkColour) {
        if from == to {
            match self.circles.iter().position(|&(c, _)| c == from) {
                Some(i) if self.circles[i].1 == colour => {
                    self.circles.remove(i);
                }
                Some(i) => self.circles[i].1 = colour,
                None => self.circles.push((from, colour)),
            }
        } else {
            match self
                .arrows
                .iter()
                .position(|&(a, b, _)| a == from && b == to)
            {
                Some(i) if self.arrows[i].2 == colour => {
                    self.arrows.remove(i);
                }
                Some(i) => self.arrows[i].2 = colour,
                None => self.arrows.push((from, to, colour)),
            }
        }
    }

    /// Draws a mark (a circle when `from == to`) in `colour`, whatever was on those cells:
    /// a mark already there takes the colour. Returns whether one was there.
    pub fn set(&mut self, from: Cell, to: Cell, colour: MarkColour) -> bool {
        if from == to {
            if let Some(c) = self.circles.iter_mut().find(|(c, _)| *c == from) {
                c.1 = colour;
                return true;
            }
            self.circles.push((from, colour));
        } else {
            if let Some(a) = self.arrows.iter_mut().find(|a| a.0 == from && a.1 == to) {
                a.2 = colour;
                return true;
            }
            self.arrows.push((from, to, colour));
        }
        false
    }

    /// Whether nothing is drawn.
    pub fn is_empty(&self) -> bool {
        self.arrows.is_empty() && self.circles.is_empty()
    }

    /// Whether every cell marked is a cell of `geometry`.
    pub(crate) fn fits(&self, geometry: &Geometry) -> bool {
        let on = |c: Cell| c.index() < geometry.cell_count();
        self.arrows.iter().all(|&(a, b, _)| on(a) && on(b))
            && self.circles.iter().all(|&(c, _)| on(c))
    }

    /// The arrows as texts in `form` (`Ge2-e4` or `Ge2e4`).
    pub fn arrow_texts(&self, geometry: &Geometry, form: MarkForm) -> Vec<String> {
        self.arrows
            .iter()
            .map(|&(a, b, colour)| {
                format!(
                    "{}{}{}{}",
                    colour.letter(),
                    geometry.cell_name(a),
                    form.separator(),
                    geometry.cell_name(b)
                )
            })
            .collect()
    }

    /// The circles as texts (`Rd5`).
    pub fn circle_texts(&self, geometry: &Geometry) -> Vec<String> {
        self.circles
            .iter()
            .map(|&(c, colour)| format!("{}{}", colour.letter(), geometry.cell_name(c)))
            .collect()
    }

    /// The marks as lichess's PGN commands, `[%csl Gd4,Re5] [%cal Ge2e4]` (circles first,
    /// as lichess writes them; a kind without marks is left out; empty when nothing is
    /// drawn).
    pub(crate) fn to_pgn_commands(&self, geometry: &Geometry) -> String {
        let mut out = Vec::new();
        if !self.circles.is_empty() {
            out.push(format!("[%csl {}]", self.circle_texts(geometry).join(",")));
        }
        if !self.arrows.is_empty() {
            let arrows = self.arrow_texts(geometry, MarkForm::Lichess);
            out.push(format!("[%cal {}]", arrows.join(",")));
        }
        out.join(" ")
    }

    /// Reads the marks of a saved game's ply: `arrows` in [`MarkForm::Saved`] and
    /// `circles`; a mark repeated on the same cells is an error.
    pub fn from_texts(
        geometry: &Geometry,
        arrows: &[String],
        circles: &[String],
    ) -> Result<DrawnMarks, MarkError> {
        let mut marks = DrawnMarks::default();
        for text in arrows {
            let (from, to, colour) = read_arrow(geometry, text, MarkForm::Saved)?;
            if marks.set(from, to, colour) {
                return Err(MarkError::Repeated { text: text.clone() });
            }
        }
        for text in circles {
            let (cell, colour) = read_circle(geometry, text)?;
            if marks.set(cell, cell, colour) {
                return Err(MarkError::Repeated { text: text.clone() });
            }
        }
        Ok(marks)
    }

    /// Adds the marks of lichess's `[%csl ...]` and `[%cal ...]` commands found in a PGN
    /// comment's text (other text and other commands, such as `[%eval]` or `[%clk]`, are
    /// skipped). A mark on cells already marked takes the new colour. A malformed mark is
    /// an error; an empty item between commas is skipped.
    pub(crate) fn add_pgn_commands(
        &mut self,
        geometry: &Geometry,
        comment: &str,
    ) -> Result<(), MarkError> {
        let mut rest = comment;
        while let Some(start) = rest.find("[%") {
            let command = &rest[start + 2..];
            let end = command.find(']').unwrap_or(command.len());
            let (name, args) = command[..end]
                .split_once(char::is_whitespace)
                .unwrap_or((&command[..end], ""));
            rest = &command[end..];
            let circles = match name {
                "csl" => true,
                "cal" => false,
                _ => continue,
            };
            for item in args.split(',').map(str::trim).filter(|s| !s.is_empty()) {
                let (from, to, colour) = if circles {
                    read_circle(geometry, item).map(|(c, colour)| (c, c, colour))?
                } else {
                    read_arrow(geometry, item, MarkForm::Lichess)?
                };
                self.set(from, to, colour);
            }
        }
        Ok(())
    }
}

/// How an arrow's two cells are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MarkForm {
    /// With a dash between them (`Ge2-e4`, `G1:e2-2:e4`): saved games.
    Saved,
    /// Side by side (`Ge2e4`), as lichess's `[%cal ...]` has them: PGN.
    Lichess,
}

impl MarkForm {
    fn separator(self) -> &'static str {
        match self {
            MarkForm::Saved => "-",
            MarkForm::Lichess => "",
        }
    }
}

/// Why a mark's text could not be read. Each names the text.
#[derive(Clone, Debug, PartialEq, Eq, strum::EnumCount)]
pub enum MarkError {
    /// Not a colour letter followed by one cell (a circle) or two (an arrow).
    Form {
        /// The mark's text.
        text: String,
    },
    /// The first letter is no mark colour.
    Colour {
        /// The mark's text.
        text: String,
        /// Its first letter, which is none of G, R, B, Y.
        letter: char,
    },
    /// A cell name the board does not have.
    Cell {
        /// The mark's text.
        text: String,
        /// The cell name in it that the board does not have.
        name: String,
    },
    /// An arrow from a cell to the same cell.
    ArrowToItself {
        /// The mark's text.
        text: String,
    },
    /// The same cells marked twice on one position.
    Repeated {
        /// The mark's text.
        text: String,
    },
}

impl Localize for MarkError {
    fn message(&self) -> Message {
        match self {
            MarkError::Form { text } => Message::new("marks-form").text("text", text),
            MarkError::Colour { text, letter } => Message::new("marks-colour")
                .text("text", text)
                .text("letter", letter),
            MarkError::Cell { text, name } => Message::new("marks-cell")
                .text("text", text)
                .text("name", name),
            MarkError::ArrowToItself { text } => {
                Message::new("marks-arrow_to_itself").text("text", text)
            }
            MarkError::Repeated { text } => Message::new("marks-repeated").text("text", text),
        }
    }
}

manifold_locale::display_in_english!(MarkError);

impl std::error::Error for MarkError {}

/// The colour letter and the rest of a mark's text.
fn read_colour(text: &str) -> Result<(MarkColour, &str), MarkError> {
    let mut chars = text.chars();
    let letter = chars.next().ok_or_else(|| MarkError::Form {
        text: text.to_string(),
    })?;
    let colour = MarkColour::from_letter(letter).ok_or_else(|| MarkError::Colour {
        text: text.to_string(),
        letter,
    })?;
    Ok((colour, chars.as_str()))
}

/// The cell a name names on `geometry`, or the error naming it.
fn read_cell(geometry: &Geometry, text: &str, name: &str) -> Result<Cell, MarkError> {
    if name.is_empty() {
        return Err(MarkError::Form {
            text: text.to_string(),
        });
    }
    geometry.cell_by_name(name).ok_or_else(|| MarkError::Cell {
        text: text.to_string(),
        name: name.to_string(),
    })
}

/// Reads a circle: `Rd5`.
pub fn read_circle(geometry: &Geometry, text: &str) -> Result<(Cell, MarkColour), MarkError> {
    let (colour, rest) = read_colour(text)?;
    Ok((read_cell(geometry, text, rest)?, colour))
}

/// Reads an arrow in `form`: `Ge2-e4` or `Ge2e4`.
pub fn read_arrow(
    geometry: &Geometry,
    text: &str,
    form: MarkForm,
) -> Result<(Cell, Cell, MarkColour), MarkError> {
    let (colour, rest) = read_colour(text)?;
    let (from, to) = match form {
        MarkForm::Saved => {
            let (a, b) = rest.split_once('-').ok_or_else(|| MarkError::Form {
                text: text.to_string(),
            })?;
            (read_cell(geometry, text, a)?, read_cell(geometry, text, b)?)
        }
        MarkForm::Lichess => split_two_cells(geometry, text, rest)?,
    };
    if from == to {
        return Err(MarkError::ArrowToItself {
            text: text.to_string(),
        });
    }
    Ok((from, to, colour))
}

/// Two cell names side by side (`e2e4`, `a10b10`): the one way of cutting `rest` into two
/// names of the board. When there is none, the error names the second half of the first
/// cut whose first half is a cell (else the whole).
fn split_two_cells(geometry: &Geometry, text: &str, rest: &str) -> Result<(Cell, Cell), MarkError> {
    let cuts: Vec<usize> = rest
        .char_indices()
        .map(|(i, _)| i)
        .filter(|&i| i > 0)
        .collect();
    let mut found = None;
    let mut unknown = rest;
    for i in cuts {
        let (a, b) = rest.split_at(i);
        let Some(from) = geometry.cell_by_name(a) else {
            continue;
        };
        match geometry.cell_by_name(b) {
            // Two ways of reading it: it is no clear mark.
            Some(_) if found.is_some() => {
                return Err(MarkError::Form {
                    text: text.to_string(),
                });
            }
            Some(to) => found = Some((from, to)),
            None if found.is_none() && unknown == rest => unknown = b,
            None => {}
        }
    }
    match found {
        Some(cells) => Ok(cells),
        None if rest.is_empty() => Err(MarkError::Form {
            text: text.to_string(),
        }),
        None => Err(MarkError::Cell {
            text: text.to_string(),
            name: unknown.to_string(),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{AnyGame, GameKind};
    use manifold_locale::check::assert_every_variant_renders;
    use manifold_rules::VariantId;

    fn geometry(id: VariantId) -> &'static Geometry {
        AnyGame::new(GameKind::Chess(id)).geometry()
    }

    #[test]
    fn marks_toggle_and_recolour_the_lichess_way() {
        let (a, b) = (Cell(3), Cell(9));
        let mut marks = DrawnMarks::default();
        marks.toggle(a, b, MarkColour::Green);
        marks.toggle(a, a, MarkColour::Red);
        assert_eq!(marks.arrows, [(a, b, MarkColour::Green)]);
        assert_eq!(marks.circles, [(a, MarkColour::Red)]);
        // Another colour on the same cells recolours; the same colour takes it away.
        marks.toggle(a, b, MarkColour::Blue);
        assert_eq!(marks.arrows, [(a, b, MarkColour::Blue)]);
        marks.toggle(a, b, MarkColour::Blue);
        marks.toggle(a, a, MarkColour::Red);
        assert!(marks.is_empty());
        // The other way round is another arrow.
        marks.toggle(a, b, MarkColour::Green);
        marks.toggle(b, a, MarkColour::Green);
        assert_eq!(marks.arrows.len(), 2);
        assert_eq!(MarkColour::from_modifiers(true, true), MarkColour::Yellow);
        assert_eq!(MarkColour::from_modifiers(false, true), MarkColour::Blue);
    }

    #[test]
    fn colours_have_their_lichess_letters() {
        for c in MarkColour::ALL {
            assert_eq!(MarkColour::from_letter(c.letter()), Some(c));
            assert_eq!(
                MarkColour::from_letter(c.letter().to_ascii_lowercase()),
                Some(c)
            );
        }
        assert_eq!(MarkColour::from_letter('X'), None);
    }

    #[test]
    fn lichess_commands_read_and_write() {
        let g = geometry(VariantId::Classical);
        let cell = |n: &str| g.cell_by_name(n).unwrap();
        let mut marks = DrawnMarks::default();
        marks
            .add_pgn_commands(g, " [%csl Gd4,Re5][%eval 0.3] [%cal Ge2e4,Rd1d8] text ")
            .unwrap();
        assert_eq!(
            marks.circles,
            [
                (cell("d4"), MarkColour::Green),
                (cell("e5"), MarkColour::Red)
            ]
        );
        assert_eq!(
            marks.arrows,
            [
                (cell("e2"), cell("e4"), MarkColour::Green),
                (cell("d1"), cell("d8"), MarkColour::Red)
            ]
        );
        assert_eq!(
            marks.to_pgn_commands(g),
            "[%csl Gd4,Re5] [%cal Ge2e4,Rd1d8]"
        );
        assert_eq!(DrawnMarks::default().to_pgn_commands(g), "");
    }

    #[test]
    fn bad_marks_say_what_is_wrong() {
        let g = geometry(VariantId::Great);
        let arrow = |t: &str| read_arrow(g, t, MarkForm::Lichess).map(|_| ());
        assert_eq!(arrow("Ga10b10"), Ok(()));
        assert_eq!(
            arrow("Xe2e4"),
            Err(MarkError::Colour {
                text: "Xe2e4".into(),
                letter: 'X'
            })
        );
        assert_eq!(
            arrow("Ge2z9"),
            Err(MarkError::Cell {
                text: "Ge2z9".into(),
                name: "z9".into()
            })
        );
        assert_eq!(
            arrow("Ge2e2"),
            Err(MarkError::ArrowToItself {
                text: "Ge2e2".into()
            })
        );
        assert_eq!(arrow("G"), Err(MarkError::Form { text: "G".into() }));
        assert_eq!(arrow(""), Err(MarkError::Form { text: "".into() }));
        let saved = |t: &str| read_arrow(g, t, MarkForm::Saved).map(|_| ());
        assert_eq!(
            saved("Ge2e4"),
            Err(MarkError::Form {
                text: "Ge2e4".into()
            })
        );
        assert_eq!(
            saved("Ge2-k11"),
            Err(MarkError::Cell {
                text: "Ge2-k11".into(),
                name: "k11".into()
            })
        );
        assert_eq!(
            DrawnMarks::from_texts(g, &[], &["Gd4".into(), "Rd4".into()]),
            Err(MarkError::Repeated { text: "Rd4".into() })
        );
        let mut marks = DrawnMarks::default();
        assert!(marks.add_pgn_commands(g, "[%cal Ge2e4,Gq1q2]").is_err());
        assert!(marks.add_pgn_commands(g, "[%cal Ge2e4,,]").is_ok());
        assert!(marks.add_pgn_commands(g, "[%csl ").is_ok());
        assert!(marks.add_pgn_commands(g, "[%csl Gé").is_err());
    }

    #[test]
    fn every_mark_error_renders_in_both_languages() {
        let text = || "Ge2e4".to_string();
        assert_every_variant_renders(
            &[
                MarkError::Form { text: text() },
                MarkError::Colour {
                    text: text(),
                    letter: 'X',
                },
                MarkError::Cell {
                    text: text(),
                    name: "z9".into(),
                },
                MarkError::ArrowToItself { text: text() },
                MarkError::Repeated { text: text() },
            ],
            &[],
        );
    }
}
