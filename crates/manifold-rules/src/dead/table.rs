//! A board's dead-position table (RULES 0): for each material class searched, whether a
//! checkmate position exists with it and, where one does, an example. The tables are data
//! (`tables/*.ron`, written by `manifold-cli dead-positions`); this module reads them and
//! answers, for the material of a position, whether the table proves that no mate can
//! come of it.

use serde::{Deserialize, Serialize};

use super::material::{MATED, MaterialClass, SIDES};
use crate::variant::Variant;

/// A table as it is stored: a RON file per board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableFile {
    /// The game whose board and pieces were searched (its command-line name).
    pub game: String,
    /// The classes searched, fewest pieces first.
    pub rows: Vec<TableRow>,
}

/// One searched class as it is stored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableRow {
    /// The class, as [`MaterialClass::parse`] reads it (`K+B+B v K`).
    pub material: String,
    /// A checkmate position with exactly this material, in the game's position text (the
    /// mated seat to move); `None` when the exhaustive search found none.
    pub mate: Option<String>,
    /// How many placements the search tested in full (legality, check, every legal move).
    pub positions: u64,
}

/// A row of a read table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// The material searched.
    pub class: MaterialClass,
    /// A checkmate position with it, if any exists.
    pub mate: Option<String>,
    /// Placements tested in full.
    pub positions: u64,
}

/// A read table.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DeadTable {
    rows: Vec<Row>,
    /// The most pieces (besides kings) in a class with no mate: more material than this is
    /// never proven dead.
    max_dead_pieces: usize,
}

/// A table that does not read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TableError {
    /// The RON does not parse.
    #[error("the table does not read: {0}")]
    Ron(String),
    /// A row's class does not read.
    #[error(transparent)]
    Class(#[from] super::material::ClassError),
    /// A class is listed twice.
    #[error("material class '{0}' is listed twice")]
    Repeated(String),
}

/// A piece of a position's material, as the table is asked about it: its side (counted
/// from the seat to be mated) and what it is or may become (a pawn: itself or any piece it
/// may promote to, a promoted bishop on any colour).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unit {
    /// [`MATED`], [`super::material::NEXT`] or [`super::material::PREVIOUS`].
    pub side: usize,
    /// Its possible forms: a piece that cannot change has one. A bishop's colour is the
    /// board's own colour of its cell (the same number, the same colour).
    pub forms: Vec<super::material::Man>,
}

impl DeadTable {
    /// Reads a stored table for `variant`.
    pub fn parse(variant: &Variant, text: &str) -> Result<DeadTable, TableError> {
        let file: TableFile = ron::from_str(text).map_err(|e| TableError::Ron(e.to_string()))?;
        let mut table = DeadTable::default();
        for row in file.rows {
            let class = MaterialClass::parse(variant, &row.material)?;
            if table.row(&class).is_some() {
                return Err(TableError::Repeated(row.material));
            }
            table.push(Row {
                class,
                mate: row.mate,
                positions: row.positions,
            });
        }
        Ok(table)
    }

    /// Adds a row (the search builds its table this way).
    pub fn push(&mut self, row: Row) {
        if row.mate.is_none() {
            self.max_dead_pieces = self.max_dead_pieces.max(row.class.len());
        }
        self.rows.push(row);
    }

    /// The most pieces (besides the kings) of a class without a mate: no more material is
    /// ever proven dead.
    pub fn max_dead_pieces(&self) -> usize {
        self.max_dead_pieces
    }

    /// The rows, in the order listed.
    pub fn rows(&self) -> &[Row] {
        &self.rows
    }

    /// The row of a class, if it was searched.
    pub fn row(&self, class: &MaterialClass) -> Option<&Row> {
        self.rows.iter().find(|r| r.class == *class)
    }

    /// The table as it is stored.
    pub fn to_file(&self, variant: &Variant) -> TableFile {
        TableFile {
            game: variant.id.cli_name().to_string(),
            rows: self
                .rows
                .iter()
                .map(|r| TableRow {
                    material: r.class.display(variant).to_string(),
                    mate: r.mate.clone(),
                    positions: r.positions,
                })
                .collect(),
        }
    }

    /// The table as the RON file it is stored in, with a comment saying what made it.
    pub fn to_ron(&self, variant: &Variant) -> String {
        let config = ron::ser::PrettyConfig::new()
            .depth_limit(3)
            .struct_names(false);
        let body = ron::ser::to_string_pretty(&self.to_file(variant), config)
            .expect("a table is plain data");
        format!(
            "// The dead-position table of {} ({}): for each class of material, a checkmate\n\
             // position with it, or none when an exhaustive search of placements found none.\n\
             // Made by `manifold-cli dead-positions {}`; docs/dead-positions.md shows it.\n{body}\n",
            variant.name,
            variant.geometry.name(),
            variant.id.cli_name(),
        )
    }

    /// Whether the table proves that material of these units never gives mate: no
    /// opponent of the mated side has a piece (nothing can give check), or, for every form
    /// the units may take (each pawn as it is or promoted), the material fits inside a
    /// class searched without finding a mate. Taking pieces away never makes a mate
    /// possible that was not (a piece that is not needed stands out of the way), so
    /// material inside such a class has no mate either. Anything else counts as able to
    /// mate.
    pub fn proves_no_mate(&self, units: &[Unit]) -> bool {
        if units.iter().all(|u| u.side == MATED) {
            return true;
        }
        if units.len() > self.max_dead_pieces {
            return false;
        }
        let mut chosen = Vec::with_capacity(units.len());
        self.every_form_fits(units, &mut chosen)
    }

    /// Whether every choice of forms for `units` (after those `chosen`) fits a dead row.
    fn every_form_fits(
        &self,
        units: &[Unit],
        chosen: &mut Vec<(usize, super::material::Man)>,
    ) -> bool {
        let Some((first, rest)) = units.split_first() else {
            return self
                .rows
                .iter()
                .filter(|r| r.mate.is_none())
                .any(|r| fits(chosen, &r.class));
        };
        first.forms.iter().all(|&form| {
            chosen.push((first.side, form));
            let all = self.every_form_fits(rest, chosen);
            chosen.pop();
            all
        })
    }
}

/// Whether these pieces (side and piece, bishops with their board colours) can be matched
/// one to one with pieces of `class` of the same side and role, bishops of one colour to
/// bishops of one label and bishops of different colours to different labels.
fn fits(pieces: &[(usize, super::material::Man)], class: &MaterialClass) -> bool {
    let mut used = [[false; 8]; SIDES];
    let mut colours: Vec<(u8, u8)> = Vec::new();
    match_from(pieces, class, &mut used, &mut colours)
}

/// [`fits`] from the first piece of `pieces` on, with the pieces of `class` already `used`
/// and the colour pairs (board colour, label) already made.
fn match_from(
    pieces: &[(usize, super::material::Man)],
    class: &MaterialClass,
    used: &mut [[bool; 8]; SIDES],
    colours: &mut Vec<(u8, u8)>,
) -> bool {
    let Some((&(side, man), rest)) = pieces.split_first() else {
        return true;
    };
    for (i, target) in class.side(side).iter().enumerate() {
        if i >= 8 || used[side][i] || target.role != man.role {
            continue;
        }
        let pair = man.colour.zip(target.colour);
        if let Some((colour, label)) = pair {
            let clash = colours.iter().any(|&(c, l)| (c == colour) != (l == label));
            if clash {
                continue;
            }
            colours.push((colour, label));
        }
        used[side][i] = true;
        if match_from(rest, class, used, colours) {
            return true;
        }
        used[side][i] = false;
        if pair.is_some() {
            colours.pop();
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::super::material::{Man, NEXT};
    use super::*;
    use crate::{Role, VariantId};

    fn table(rows: &[(&str, bool)]) -> DeadTable {
        let v = VariantId::Classical.rules();
        let mut t = DeadTable::default();
        for &(text, mate) in rows {
            t.push(Row {
                class: MaterialClass::parse(v, text).unwrap(),
                mate: mate.then(|| "a mate".to_string()),
                positions: 0,
            });
        }
        t
    }

    fn unit(side: usize, role: Role, colour: Option<u8>) -> Unit {
        Unit {
            side,
            forms: vec![Man { role, colour }],
        }
    }

    #[test]
    fn material_inside_a_dead_class_is_dead() {
        let t = table(&[
            ("K+B v K", false),
            ("K+Ba+Ba v K", false),
            ("K+Ba v K+Ba", false),
            ("K+Ba v K+Bb", true),
        ]);
        let bishop = |side, colour| unit(side, Role::Bishop, Some(colour));
        assert!(t.proves_no_mate(&[]));
        assert!(t.proves_no_mate(&[bishop(NEXT, 0)]));
        assert!(t.proves_no_mate(&[bishop(NEXT, 1), bishop(NEXT, 1)]));
        assert!(!t.proves_no_mate(&[bishop(NEXT, 0), bishop(NEXT, 1)]));
        assert!(t.proves_no_mate(&[bishop(NEXT, 1), bishop(MATED, 1)]));
        assert!(!t.proves_no_mate(&[bishop(NEXT, 1), bishop(MATED, 0)]));
        // The mated side's material alone never mates it.
        assert!(t.proves_no_mate(&[unit(MATED, Role::Queen, None)]));
        // Unsearched material counts as able to mate.
        assert!(!t.proves_no_mate(&[unit(NEXT, Role::Knight, None)]));
        assert!(!t.proves_no_mate(&vec![bishop(NEXT, 0); 3]));
    }

    #[test]
    fn a_pawn_counts_in_every_form_it_may_take() {
        let t = table(&[("K+B v K", false), ("K+N v K", false), ("K+P v K", false)]);
        let pawn = |forms: &[Role]| Unit {
            side: NEXT,
            forms: forms
                .iter()
                .map(|&role| Man {
                    role,
                    colour: (role == Role::Bishop).then_some(0),
                })
                .collect(),
        };
        assert!(t.proves_no_mate(&[pawn(&[Role::Pawn, Role::Bishop, Role::Knight])]));
        assert!(!t.proves_no_mate(&[pawn(&[Role::Pawn, Role::Queen])]));
    }

    #[test]
    fn a_table_lists_a_class_once() {
        let v = VariantId::Classical.rules();
        let text = r#"(game: "classical", rows: [
            (material: "K+B v K", mate: None, positions: 1),
            (material: "K+Bb v K", mate: None, positions: 1),
        ])"#;
        assert!(matches!(
            DeadTable::parse(v, text),
            Err(TableError::Repeated(_))
        ));
    }
}
