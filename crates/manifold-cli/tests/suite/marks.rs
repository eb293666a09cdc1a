//! Arrows and circles drawn by the player (the lichess convention): they stay with the
//! position they were drawn on as the move list is played, browsed, taken back and played
//! again; saved games keep them in the game's own cell names; PGN carries them as
//! lichess's `[%csl ...]`/`[%cal ...]` comments. Bad marks in a file or a text are refused
//! with a reason, never with a panic.

use manifold_cli::fuzz::seeds;
use manifold_rules::{Cell, VariantId};
use manifold_session::marks::{DrawnMarks, MarkColour, MarkError, MarkForm, read_arrow};
use manifold_session::save::{MarksProblem, SaveError};
use manifold_session::text_io::{TextFormat, export_text, import_text};
use manifold_session::{GameKind, Session, TextError};

const CLASSICAL: GameKind = GameKind::Chess(VariantId::Classical);
use MarkColour::{Blue, Green, Red, Yellow};

fn cell(s: &Session, name: &str) -> Cell {
    s.game()
        .geometry()
        .cell_by_name(name)
        .unwrap_or_else(|| panic!("no cell {name}"))
}

fn play(s: &mut Session, text: &str) {
    let m = s.game().parse_move(text).expect("a legal move");
    s.play(m);
}

fn arrow(s: &mut Session, from: &str, to: &str, colour: MarkColour) {
    let (a, b) = (cell(s, from), cell(s, to));
    assert!(s.toggle_mark(a, b, colour));
}

/// Every ply's marks, as (ply, marks).
fn all_marks(s: &Session) -> Vec<(usize, DrawnMarks)> {
    s.marked_plies().map(|(p, m)| (p, m.clone())).collect()
}

#[test]
fn marks_follow_the_plies_of_the_move_list() {
    let mut s = Session::new(CLASSICAL);
    assert!(s.shown_marks().is_empty(), "a new game has no marks");
    arrow(&mut s, "e2", "e4", Green);
    for m in ["e4", "e5", "Nf3"] {
        play(&mut s, m);
        arrow(&mut s, "d2", "d4", Red);
    }
    arrow(&mut s, "f7", "f7", Yellow);
    assert_eq!(s.marks(3).circles, [(cell(&s, "f7"), Yellow)]);
    assert_eq!(s.marks(0).arrows, [(cell(&s, "e2"), cell(&s, "e4"), Green)]);
    // Browsing: marks are drawn on and cleared from the ply shown.
    s.view_ply(1);
    assert_eq!(s.shown_marks(), s.marks(1));
    arrow(&mut s, "g8", "f6", Blue);
    assert_eq!(s.marks(1).arrows.len(), 2);
    assert!(s.clear_marks());
    assert!(s.marks(1).is_empty() && !s.clear_marks());
    assert!(!s.marks(2).is_empty(), "other plies keep theirs");
    // Undo and redo keep the marks with their plies.
    s.view_ply(3);
    assert!(s.undo() && s.undo());
    assert!(!s.marks(3).is_empty(), "kept for redo");
    assert!(s.redo());
    assert_eq!(s.marks(2).arrows, [(cell(&s, "d2"), cell(&s, "d4"), Red)]);
    // The move taken back played again keeps the later marks; another move cuts them.
    play(&mut s, "Nf3");
    assert_eq!(s.marks(3).circles.len(), 1);
    assert!(s.undo() && s.undo());
    play(&mut s, "d5");
    assert!(s.marks(2).is_empty() && s.marks(3).is_empty());
    assert!(!s.marks(0).is_empty());
    assert_eq!(
        all_marks(&s).iter().map(|(p, _)| *p).collect::<Vec<_>>(),
        [0]
    );
    // Cells off the board are refused; a new or replaced session starts empty.
    assert!(!s.toggle_mark(Cell(200), Cell(3), Green));
    s.replace_with(Session::new(CLASSICAL));
    assert!(all_marks(&s).is_empty());
}

#[test]
fn marking_changes_the_revision_but_not_the_game() {
    let mut s = Session::new(CLASSICAL);
    let (rev, game) = (s.revision(), s.game_revision());
    arrow(&mut s, "e2", "e4", Green);
    assert!(s.revision() > rev);
    assert_eq!(s.game_revision(), game);
}

#[test]
fn every_cell_of_every_game_names_itself_in_a_mark() {
    for kind in GameKind::ALL {
        let s = Session::new(kind);
        let g = s.game().geometry();
        let cells: Vec<Cell> = g.cells().collect();
        for (i, &a) in cells.iter().enumerate() {
            let b = cells[(i + 1) % cells.len()];
            let mut marks = DrawnMarks::default();
            marks.toggle(a, b, Green);
            marks.toggle(a, a, Red);
            let arrows = marks.arrow_texts(g, MarkForm::Saved);
            let circles = marks.circle_texts(g);
            assert_eq!(
                DrawnMarks::from_texts(g, &arrows, &circles).as_ref(),
                Ok(&marks),
                "{kind:?}: {arrows:?} {circles:?}"
            );
            let lichess = &marks.arrow_texts(g, MarkForm::Lichess)[0];
            assert_eq!(
                read_arrow(g, lichess, MarkForm::Lichess),
                Ok((a, b, Green)),
                "{kind:?}: {lichess}"
            );
        }
    }
}

#[test]
fn random_marks_on_every_game_save_and_read_back_the_same() {
    for kind in GameKind::ALL {
        let mut marked = 0;
        for (i, game) in seeds::random_games(kind, 8, 0x3A4C).into_iter().enumerate() {
            let s = seeds::with_random_marks(Session::from_game(game), i as u64);
            marked += all_marks(&s).len();
            let text = s.to_ron();
            let back = Session::from_ron(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
            assert_eq!(all_marks(&back), all_marks(&s), "{kind:?}\n{text}");
            assert_eq!(back.to_ron(), text);
        }
        assert!(marked > 8, "{kind:?}: only {marked} plies with marks");
    }
}

#[test]
fn transit_marks_name_their_board() {
    let mut s = Session::new(GameKind::Chess(VariantId::Transit));
    arrow(&mut s, "1:e2", "2:e4", Blue);
    let text = s.to_ron();
    assert!(text.contains("\"B1:e2-2:e4\""), "{text}");
}

#[test]
fn a_file_without_marks_has_no_marks_field_and_the_field_reads() {
    let mut s = Session::new(CLASSICAL);
    play(&mut s, "e4");
    let plain = s.to_ron();
    assert!(!plain.contains("marks"), "{plain}");
    let marked = plain.replace(
        "ending: None,",
        "ending: None,\n    marks: [(ply: 0, arrows: [\"Ge2-e4\"]), (ply: 1, circles: [\"rd5\", \"Ye5\"])],",
    );
    assert_ne!(marked, plain);
    let back = Session::from_ron(&marked).unwrap_or_else(|e| panic!("{e}\n{marked}"));
    assert_eq!(
        back.marks(0).arrows,
        [(cell(&s, "e2"), cell(&s, "e4"), Green)]
    );
    assert_eq!(
        back.marks(1).circles,
        [(cell(&s, "d5"), Red), (cell(&s, "e5"), Yellow)]
    );
    let written = back.to_ron();
    assert!(
        written.contains("PlyMarks(") && written.contains("\"Rd5\""),
        "{written}"
    );
    assert_eq!(Session::from_ron(&written).unwrap().to_ron(), written);
}

#[test]
fn bad_marks_in_a_saved_game_are_refused_with_what_is_wrong() {
    let mut s = Session::new(CLASSICAL);
    play(&mut s, "e4");
    let plain = s.to_ron();
    let with = |marks: &str| {
        let text = plain.replace("ending: None,", &format!("ending: None,\n marks: {marks},"));
        assert_ne!(text, plain);
        Session::from_ron(&text).map(|_| ()).unwrap_err()
    };
    let mark = |ply, error| SaveError::Marks {
        ply,
        problem: MarksProblem::Mark(error),
    };
    assert_eq!(
        with("[(ply: 1, arrows: [\"Ge2-z9\"])]"),
        mark(
            1,
            MarkError::Cell {
                text: "Ge2-z9".into(),
                name: "z9".into()
            }
        )
    );
    assert_eq!(
        with("[(ply: 0, circles: [\"Qd4\"])]"),
        mark(
            0,
            MarkError::Colour {
                text: "Qd4".into(),
                letter: 'Q'
            }
        )
    );
    assert_eq!(
        with("[(ply: 2, circles: [\"Gd4\"])]"),
        SaveError::Marks {
            ply: 2,
            problem: MarksProblem::PastTheMoves { moves: 1 }
        }
    );
    assert_eq!(
        with("[(ply: 1), (ply: 1)]"),
        SaveError::Marks {
            ply: 1,
            problem: MarksProblem::RepeatedPly
        }
    );
    assert_eq!(
        with("[(ply: 0, arrows: [\"Ge2e4\"])]"),
        mark(
            0,
            MarkError::Form {
                text: "Ge2e4".into()
            }
        )
    );
    assert_eq!(
        with("[(ply: 0, arrows: [\"Ge2-e2\"])]"),
        mark(
            0,
            MarkError::ArrowToItself {
                text: "Ge2-e2".into()
            }
        )
    );
    assert_eq!(
        with("[(ply: 0, circles: [\"Gd4\", \"Rd4\"])]"),
        mark(0, MarkError::Repeated { text: "Rd4".into() })
    );
    assert!(matches!(
        with("[(ply: 0, colour: \"G\")]"),
        SaveError::Syntax(_)
    ));
    assert_eq!(
        with("[(ply: 1, arrows: [\"Ge2-z9\"])]").to_string(),
        "marks of ply 1: 'Ge2-z9': there is no cell 'z9' on this board"
    );
}

#[test]
fn pgn_carries_the_marks_as_lichess_comments() {
    for id in [VariantId::Classical, VariantId::Great, VariantId::Wirth] {
        let kind = GameKind::Chess(id);
        for (i, game) in seeds::random_games(kind, 6, 0x9E7).into_iter().enumerate() {
            let s = seeds::with_random_marks(Session::from_game(game), i as u64 + 40);
            let pgn = export_text(&s, TextFormat::Pgn).expect("PGN");
            let back = import_text(kind, TextFormat::Pgn, &pgn, None)
                .unwrap_or_else(|e| panic!("{e}\n{pgn}"));
            assert_eq!(all_marks(&back), all_marks(&s), "{pgn}");
            assert_eq!(back.game().moves(), s.game().moves(), "{pgn}");
            assert_eq!(export_text(&back, TextFormat::Pgn), Some(pgn));
        }
    }
    let mut s = Session::new(CLASSICAL);
    arrow(&mut s, "e2", "e4", Green);
    play(&mut s, "e4");
    arrow(&mut s, "d1", "d8", Red);
    arrow(&mut s, "d4", "d4", Green);
    arrow(&mut s, "e5", "e5", Red);
    play(&mut s, "e5");
    let pgn = export_text(&s, TextFormat::Pgn).unwrap();
    assert!(
        pgn.ends_with("\n{ [%cal Ge2e4] } 1. e4 { [%csl Gd4,Re5] [%cal Rd1d8] } 1... e5 *\n"),
        "{pgn}"
    );
    assert!(
        !export_text(&Session::new(CLASSICAL), TextFormat::Pgn)
            .unwrap()
            .contains('{')
    );
}

/// A game as lichess exports it (its study and analysis PGN): marks among `[%eval]` and
/// `[%clk]` commands and ordinary comment text, one in a variation.
const LICHESS: &str = r#"[Event "Casual game"]
[Site "https://lichess.org/AbCdEfGh"]
[Date "2024.05.01"]
[White "Anonymous"]
[Black "Anonymous"]
[Result "*"]

{ [%csl Ge4] } 1. e4 { [%eval 0.36] [%clk 0:10:00] [%cal Gg1f3,Rd7d5] } 1... e5
{ [%csl Rf7,Yd4][%cal Bf1c4] } 2. Nf3 { A fine move. [%csl Gf3] } ( 2. Bc4 { [%cal Gd1h5] } )
2... Nc6 { [%clk 0:09:58] } *
"#;

#[test]
fn a_lichess_pgn_reads_with_its_marks() {
    let s = import_text(CLASSICAL, TextFormat::Pgn, LICHESS, None).unwrap();
    let c = |n| cell(&s, n);
    assert_eq!(s.game().ply_count(), 4);
    assert_eq!(s.marks(0).circles, [(c("e4"), Green)]);
    assert_eq!(
        s.marks(1).arrows,
        [(c("g1"), c("f3"), Green), (c("d7"), c("d5"), Red)]
    );
    assert_eq!(s.marks(2).circles, [(c("f7"), Red), (c("d4"), Yellow)]);
    assert_eq!(s.marks(2).arrows, [(c("f1"), c("c4"), Blue)]);
    assert_eq!(s.marks(3).circles, [(c("f3"), Green)]);
    assert!(
        s.marks(3).arrows.is_empty(),
        "the variation's arrow is not the main line's"
    );
    assert!(s.marks(4).is_empty());
}

#[test]
fn a_malformed_mark_in_a_pgn_is_refused_with_its_line() {
    let bad = LICHESS.replace("Bf1c4", "Bf1c9");
    let error = import_text(CLASSICAL, TextFormat::Pgn, &bad, None).unwrap_err();
    assert_eq!(
        error,
        TextError::PgnMark {
            line: 9,
            error: MarkError::Cell {
                text: "Bf1c9".into(),
                name: "c9".into()
            }
        }
    );
    assert_eq!(
        error.to_string(),
        "line 9: 'Bf1c9': there is no cell 'c9' on this board"
    );
    let bad = LICHESS.replace("Gg1f3", "Xg1f3");
    assert!(matches!(
        import_text(CLASSICAL, TextFormat::Pgn, &bad, None),
        Err(TextError::PgnMark {
            line: 8,
            error: MarkError::Colour { letter: 'X', .. }
        })
    ));
    // Other commands and text are no marks, and are skipped.
    let other = LICHESS.replace("[%cal Gg1f3,Rd7d5]", "[%calx Zz9] [%c] [%]");
    assert!(import_text(CLASSICAL, TextFormat::Pgn, &other, None).is_ok());
}
