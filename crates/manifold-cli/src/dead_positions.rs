//! `dead-positions`: the dead-position tables (RULES 0). With a game, an exhaustive search
//! of placements makes its table and prints it as the RON file the rules read
//! (`crates/manifold-rules/src/dead/tables/GAME.ron`); `--check` searches again and
//! compares with the built-in tables; `--markdown` prints `docs/dead-positions.md` from
//! the built-in tables.

use std::io::Write;
use std::str::FromStr;

use clap::Args;
use manifold_rules::dead::material::{MATED, MaterialClass, NEXT};
use manifold_rules::dead::search::{Reach, Searched, build_table};
use manifold_rules::dead::table::DeadTable;
use manifold_rules::dead::{self};
use manifold_rules::{Variant, VariantId};

use super::error::{CliError, Problem};

/// The games with a table of their own (Chess-transit reads classical chess's).
pub const TABLE_GAMES: [VariantId; 4] = [
    VariantId::Classical,
    VariantId::Great,
    VariantId::Wirth,
    VariantId::Mattrix,
];

/// `dead-positions`'s arguments.
#[derive(Debug, Args)]
pub struct DeadPositionsArgs {
    /// The game whose table to make by search and print as RON: classical, great, wirth or
    /// mattrix (Chess-transit reads classical chess's table). With --check: the one game to
    /// check (default: all)
    #[arg(value_name = "GAME", value_parser = parse_table_game)]
    pub game: Option<VariantId>,
    /// Print the page docs/dead-positions.md from the built-in tables (no search)
    #[arg(long, conflicts_with_all = ["check", "game"])]
    pub markdown: bool,
    /// Search again and compare with the built-in tables; exit code 1 when a verdict differs
    #[arg(long)]
    pub check: bool,
}

/// Reads the name of a game with a table of its own (a clap value parser).
fn parse_table_game(name: &str) -> Result<VariantId, String> {
    let id = VariantId::from_str(name).map_err(|e| e.to_string())?;
    if TABLE_GAMES.contains(&id) {
        Ok(id)
    } else {
        Err(format!(
            "{id} has no table of its own (Chess-transit reads classical chess's); expected \
             one of: classical, great, wirth, mattrix"
        ))
    }
}

/// Runs `dead-positions`: progress of a search goes to `err`, one line a class.
pub fn dead_positions_command(
    a: &DeadPositionsArgs,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<(), CliError> {
    if a.markdown {
        return Ok(out.write_all(markdown().as_bytes())?);
    }
    if a.check {
        let games: Vec<VariantId> = a.game.map_or(TABLE_GAMES.to_vec(), |g| vec![g]);
        let mut bad = 0;
        for &id in &games {
            let searched = search(id.rules(), err)?;
            let differences = compare(id.rules(), &searched, dead::table(id.rules()));
            for line in &differences {
                writeln!(out, "{id}: {line}")?;
            }
            if differences.is_empty() {
                writeln!(
                    out,
                    "{id}: {} classes, the same verdicts as the built-in table",
                    searched.rows().len()
                )?;
            } else {
                bad += 1;
            }
        }
        if bad > 0 {
            return Err(CliError::Input(Problem::DeadTablesDiffer {
                bad,
                total: games.len(),
            }));
        }
        return Ok(());
    }
    let Some(id) = a.game else {
        return Err(CliError::Usage(Problem::DeadPositionsNeedsGame));
    };
    let table = search(id.rules(), err)?;
    Ok(out.write_all(table.to_ron(id.rules()).as_bytes())?)
}

/// Makes a game's table by search, telling `err` of each class.
fn search(variant: &'static Variant, err: &mut dyn Write) -> Result<DeadTable, CliError> {
    let mut failed = None;
    let table = build_table(variant, Reach::of(variant), |s: &Searched| {
        let verdict = if s.row.mate.is_some() {
            "mate"
        } else {
            "no mate"
        };
        if let Err(e) = writeln!(
            err,
            "{}: {}: {verdict} ({} positions, {:.2} s)",
            variant.id,
            s.row.class.display(variant),
            s.row.positions,
            s.time.as_secs_f64()
        ) {
            failed.get_or_insert(e);
        }
    });
    match failed {
        Some(e) => Err(e.into()),
        None => Ok(table),
    }
}

/// The differences of verdict between a fresh search and a built-in table: classes found
/// in one only, and classes one finds a mate for and the other not.
pub fn compare(variant: &Variant, searched: &DeadTable, built_in: &DeadTable) -> Vec<String> {
    let mut out = Vec::new();
    for row in searched.rows() {
        let name = row.class.display(variant);
        match built_in.row(&row.class) {
            None => out.push(format!("{name}: searched, but not in the built-in table")),
            Some(b) if b.mate.is_some() != row.mate.is_some() => out.push(format!(
                "{name}: the search finds {}, the built-in table {}",
                if row.mate.is_some() { "a mate" } else { "none" },
                if b.mate.is_some() { "a mate" } else { "none" }
            )),
            Some(_) => {}
        }
    }
    for row in built_in.rows() {
        if searched.row(&row.class).is_none() {
            out.push(format!(
                "{}: in the built-in table, but not searched",
                row.class.display(variant)
            ));
        }
    }
    out
}

/// The page `docs/dead-positions.md`, from the built-in tables.
pub fn markdown() -> String {
    let mut page = String::from(INTRO);
    for id in TABLE_GAMES {
        let v = id.rules();
        let table = dead::table(v);
        page.push_str(&format!("\n## {} ({})\n\n", v.name, v.geometry.name()));
        page.push_str(&format!(
            "Made by `manifold-cli dead-positions {id}`, checked by `manifold-cli \
             dead-positions --check {id}`.\n\n"
        ));
        page.push_str(&summary(v, table));
        if let Some(note) = note(id) {
            page.push_str(note);
            page.push_str("\n\n");
        }
        page.push_str(
            "| Material | Mate | Example mate (mated side to move) | Positions tested |\n",
        );
        page.push_str("|---|---|---|---:|\n");
        for row in table.rows() {
            let (mate, example) = match &row.mate {
                Some(text) => ("yes", format!("`{text}`")),
                None => ("**no**", "none exists".to_string()),
            };
            page.push_str(&format!(
                "| `{}` | {mate} | {example} | {} |\n",
                row.class.display(v),
                row.positions
            ));
        }
    }
    page.push_str(OTHER_GAMES);
    page
}

/// The material drawn at once and the material that can never mate, from a table.
fn summary(v: &Variant, table: &DeadTable) -> String {
    let no_mate = |c: &MaterialClass| table.row(c).is_some_and(|r| r.mate.is_none());
    let mut dead = Vec::new();
    for row in table.rows().iter().filter(|r| r.mate.is_none()) {
        let reversed = reversed(&row.class);
        let both = !reversed.opponents_armed() || no_mate(&reversed);
        // Each pair once: the class whose first side has more (or, alike, the lesser).
        let first =
            (row.class.side(NEXT).len(), &reversed) >= (reversed.side(NEXT).len(), &row.class);
        if v.seats == 2 && both && first {
            dead.push(format!("`{}`", row.class.display(v)));
        }
    }
    let never = table.rows().iter().filter(|r| r.mate.is_none()).count();
    let mut out = String::new();
    if dead.is_empty() {
        out.push_str(&format!(
            "**Drawn at once** (no seat can ever be mated): only bare kings. The search found a \
             mate for each of the {} classes below.\n\n",
            table.rows().len()
        ));
    } else {
        out.push_str(&format!(
            "**Drawn at once** (neither side can ever mate): bare kings, {}, and any material \
             that fits inside one of them.\n\n",
            dead.join(", ")
        ));
        out.push_str(&format!(
            "**Never mates** (a flag fall of the other side is a draw, FIDE 6.9): the first \
             side of each of the {never} rows marked *no*, whatever the other side may do.\n\n"
        ));
    }
    out
}

/// A two-seat class with the sides swapped: the mated side's material mating the other.
fn reversed(class: &MaterialClass) -> MaterialClass {
    let mut sides = class.sides().clone();
    sides.swap(MATED, NEXT);
    MaterialClass::new(sides)
}

/// What a game's section says besides its table.
fn note(id: VariantId) -> Option<&'static str> {
    match id {
        VariantId::Classical => Some(
            "FIDE's answers: K v K, K+B v K, K+N v K and K+B v K+B with the bishops on one \
             colour are dead; K+N+N v K is not (a mate exists, though it cannot be forced), nor \
             is K+B v K+N or K+N v K+N (the defender's own piece takes its king's last cell). \
             The search adds what FIDE's article 5.2.2 implies and its short list leaves out: \
             bishops all on one colour stay dead, on both sides and however many (the table \
             goes up to four pieces). A row marked *no* with material on both sides, such as \
             `K+B v K+Q`, is not a dead position (the queen can still mate); it says the \
             bishop never can, so the queen's flag fall is a draw (FIDE 6.9).",
        ),
        VariantId::Great => Some(
            "The search decides what can mate; Ruling G3 (RULES 3) draws more: a position where \
             no side has more than a king and one bishop or knight is drawn even where the \
             table finds a mate (K+B v K+N, K+N v K+N, K+B v K+B on different colours).",
        ),
        VariantId::Wirth => Some(
            "The torus has no edge or corner to drive a king to: no checkmate position exists \
             at all with one piece against a bare king, not even a queen. So the position \
             `manifold-cli show wirth --fen \"Q11/12/12/12/12/12/K11/12/12/12/12/5k6 w - - 0 1\"` \
             is drawn at once, and a flag fall against K+Q is a draw. A pawn counts in every \
             form it may take: K+P v K is dead where the pawn cannot mate as a pawn and no \
             piece it may become can either.",
        ),
        VariantId::Mattrix => Some(
            "Three seats: a position is dead when no seat can ever be mated. The mated seat's \
             two opponents may both give check and guard its king's cells, and its own pieces \
             may block them, so the search places all three kings and the pieces of every \
             seat. The material is written `next, previous v mated`: the seat that moves after \
             the mated one, then the seat that moved last, against the mated seat. Every lone \
             piece can mate with the third king's help, so only three bare kings are dead; a \
             pawn may promote, so it mates too. A loss on time is not judged by FIDE 6.9 in \
             Mattrix (Ruling M5).",
        ),
        VariantId::Transit => None,
    }
}

const INTRO: &str = "\
# Dead positions

A position from which no series of legal moves can end in a mate is drawn at once (RULES 0,
FIDE 5.2.2), and a player whose flag falls does not lose when the opponent could never mate
(FIDE 6.9). Which material can never mate depends on the board, so each board has a table,
made by an exhaustive search of placements: for each class of material, is there any
checkmate position with it?

This page is generated from the tables the rules read
(`crates/manifold-rules/src/dead/tables/`):

```sh
manifold-cli dead-positions --markdown > docs/dead-positions.md
```

The tables themselves are made by the search (release build, one core: about 7 s for
classical chess, 85 s for Great Chess, 9 s for Wirth chess, under a second for Mattrix) and
checked against it:

```sh
manifold-cli dead-positions classical > crates/manifold-rules/src/dead/tables/classical.ron
manifold-cli dead-positions great > crates/manifold-rules/src/dead/tables/great.ron
manifold-cli dead-positions wirth > crates/manifold-rules/src/dead/tables/wirth.ron
manifold-cli dead-positions mattrix > crates/manifold-rules/src/dead/tables/mattrix.ron
manifold-cli dead-positions --check
```

## Reading the tables

- **Material**: the pieces besides the kings, the mating side first: `K+Q v K` is a king
  and queen against a bare king. Bishops that matter together carry a colour label:
  `K+Ba+Ba v K` are two bishops on cells of one colour, `K+Ba v K+Bb` bishops on cells of
  different colours.
- **Mate**: *yes* with an example, a checkmate position with exactly this material, the
  mated side to move, in the game's position text (see it with `manifold-cli show GAME
  --fen \"...\"`); or **no**: the search tried every placement and none is checkmate.
- **Positions tested**: placements the search tested in full with the move generator (for a
  *yes*, until it found the example). Placements that cannot be mate for a plain reason are
  skipped untested: every cell next to the mated king must hold one of its own pieces or be
  attacked, and a piece attacks no more among other pieces than on an empty board; a 0 means
  no placement got past that test. Three tests check the skipping against plain enumeration:
  shakmaty (another chess library) on every classical class of up to two pieces, the engine
  on every torus class of up to two pieces, and K+Q v K, K+B v K and K+N v K in the normal
  test suite (`crates/manifold-rules/tests/suite/dead.rs`).
- **A checkmate position** is a placement a game could stand in: the mated side to move, in
  check, with no legal move; no two kings side by side; the side that moved last not in
  check; pawns only where their pawns can go without promoting; no castling or en passant.
- **Which classes**: every class without pawns of up to two pieces besides the kings (one in
  Mattrix), then, up to four pieces, every class the rows before leave open: where every
  class with one piece fewer, and every class with a pawn promoted, has no mate. Any other
  class holds a class with a mate (add a piece: it stands out of the way) or a pawn that may
  promote into one.

## How the rules use them

`manifold_rules::dead::is_dead` (the automatic draw, `EndReason::InsufficientMaterial`) and
`manifold_rules::dead::can_ever_mate` (FIDE 6.9 on a flag fall, `Game::time_out`) judge a
position by its material:

- a side whose opponents have only kings can never be mated: only a piece gives check;
- material that fits inside a class with no mate (its pieces among the class's, by side and
  kind, bishops of one colour among bishops of one label) has no mate either: taking
  pieces away never makes a mate possible;
- a pawn counts in every form it may take, as a pawn and as each piece it may promote to (a
  promoted bishop on any colour): the material is dead only if every form is;
- anything else counts as able to mate (more material than the table reaches included).
";

const OTHER_GAMES: &str = "
## Chess-transit (two 8x8 boards)

Chess-transit reads classical chess's table, with the material of both boards pooled. Every
piece can reach either open board (a transit takes it across; a closed board may still be
left by transit), and a transit keeps a square's name and so its colour. A board mate is a
check on the king's board that nothing answers, its king's own transit not counting, and the
defender's pieces on the other board can only block by transiting in; so a board mate with
some material is a classical checkmate on one board with that material or less (the other
pieces wait on the other board), and the reverse holds too. A position is dead when neither
side could mate on any open board; its draw draws every open board, and a flag fall against
a side that could not mate on either board draws every open board (RULES 0). A transit loss
(a side left with nothing on board 1) is not a mate: it needs a side to walk off board 1 or
lose its last piece there, a result a player gives away as a resignation is, and it does not
keep a dead position alive.

## Russian draughts

Draughts has no dead-position rule: a player with no legal move loses, and the draws are
repetition, agreement and the 15-move king rule (RULES 2). A flag fall always loses.
";
