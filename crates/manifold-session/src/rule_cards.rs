//! Each game's rules as a page of the app: a [`RuleCard`] per game ([`rule_card`]), made of
//! sections with a heading, paragraphs and, where the rulebook (`shared/RULES.md`) describes
//! a position in words, a diagram. The cards are a summary of the rulebook, its rulings
//! included; every text is a Fluent message id without arguments (`assets/i18n/*.ftl`,
//! section `### rule cards`: `rules-<game>-<section>-title`, `rules-<game>-<section>-<n>`).

use manifold_rules::{GameKind, VariantId};

/// A game's rules as a page: its sections, in reading order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RuleCard {
    /// The game the card describes.
    pub game: GameKind,
    /// The sections, in order (board and names, the start, the moves, special moves, the
    /// end and scoring, the project's rulings).
    pub sections: &'static [RuleSection],
}

/// One section of a rule card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RuleSection {
    /// The section's heading: a Fluent message id.
    pub heading: &'static str,
    /// The section's paragraphs, in order: Fluent message ids.
    pub paragraphs: &'static [&'static str],
    /// A position the section shows, if any.
    pub diagram: Option<Diagram>,
}

/// A position drawn with a section, some of its cells lit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Diagram {
    /// The position, in the game's own position text (FEN, the Mattrix text, the transit
    /// text, the draughts FEN), as [`crate::Session::from_position_text`] reads it.
    pub position: &'static str,
    /// The cells to light, by name as the game writes them (`E3`, `h1`, `1:e2`).
    pub cells: &'static [&'static str],
}

/// The rule card of `game` (every game of [`GameKind::ALL`] has one).
pub fn rule_card(game: GameKind) -> &'static RuleCard {
    crate::games::row(game).rule_card
}

/// Classical chess and the Nujelm table (rulebook sections 1 and 1.1).
pub(crate) static CLASSICAL: RuleCard = RuleCard {
    game: GameKind::Chess(VariantId::Classical),
    sections: &[
        RuleSection {
            heading: "rules-classical-board-title",
            paragraphs: &["rules-classical-board-1", "rules-classical-board-2"],
            diagram: Some(Diagram {
                position: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                cells: &[],
            }),
        },
        RuleSection {
            heading: "rules-classical-pieces-title",
            paragraphs: &["rules-classical-pieces-1", "rules-classical-pieces-2"],
            diagram: None,
        },
        RuleSection {
            heading: "rules-classical-special-title",
            paragraphs: &[
                "rules-classical-special-1",
                "rules-classical-special-2",
                "rules-classical-special-3",
            ],
            diagram: Some(Diagram {
                position: "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1",
                cells: &["g1", "f1", "c1", "d1"],
            }),
        },
        RuleSection {
            heading: "rules-classical-end-title",
            paragraphs: &["rules-classical-end-1", "rules-classical-end-2"],
            diagram: None,
        },
        RuleSection {
            heading: "rules-classical-draws-title",
            paragraphs: &["rules-classical-draws-1", "rules-classical-draws-2"],
            diagram: None,
        },
        RuleSection {
            heading: "rules-classical-nujelm-title",
            paragraphs: &[
                "rules-classical-nujelm-1",
                "rules-classical-nujelm-2",
                "rules-classical-nujelm-3",
            ],
            diagram: None,
        },
        RuleSection {
            heading: "rules-classical-notation-title",
            paragraphs: &["rules-classical-notation-1"],
            diagram: None,
        },
    ],
};

/// Russian draughts (rulebook section 2).
pub(crate) static DRAUGHTS: RuleCard = RuleCard {
    game: GameKind::Draughts,
    sections: &[
        RuleSection {
            heading: "rules-draughts-board-title",
            paragraphs: &["rules-draughts-board-1"],
            diagram: Some(Diagram {
                position: "W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8",
                cells: &[],
            }),
        },
        RuleSection {
            heading: "rules-draughts-men-title",
            paragraphs: &["rules-draughts-men-1", "rules-draughts-men-2"],
            diagram: None,
        },
        RuleSection {
            heading: "rules-draughts-capture-title",
            paragraphs: &["rules-draughts-capture-1", "rules-draughts-capture-2"],
            diagram: None,
        },
        RuleSection {
            heading: "rules-draughts-turkish-title",
            paragraphs: &["rules-draughts-turkish-1", "rules-draughts-turkish-2"],
            diagram: Some(Diagram {
                position: "W:WKa1,e1:Bd4,g5,g3,e3",
                cells: &["a1", "f6", "h4", "f2", "d4"],
            }),
        },
        RuleSection {
            heading: "rules-draughts-kings-title",
            paragraphs: &["rules-draughts-kings-1", "rules-draughts-kings-2"],
            diagram: None,
        },
        RuleSection {
            heading: "rules-draughts-end-title",
            paragraphs: &["rules-draughts-end-1", "rules-draughts-end-2"],
            diagram: None,
        },
        RuleSection {
            heading: "rules-draughts-rulings-title",
            paragraphs: &["rules-draughts-rulings-1", "rules-draughts-rulings-2"],
            diagram: None,
        },
    ],
};

/// Great Chess (rulebook section 3).
pub(crate) static GREAT: RuleCard = RuleCard {
    game: GameKind::Chess(VariantId::Great),
    sections: &[
        RuleSection {
            heading: "rules-great-board-title",
            paragraphs: &["rules-great-board-1", "rules-great-board-2"],
            diagram: None,
        },
        RuleSection {
            heading: "rules-great-start-title",
            paragraphs: &["rules-great-start-1", "rules-great-start-2"],
            diagram: Some(Diagram {
                position: "rnbqkgvbnr/ppppwwpppp/4pp4/10/10/10/10/4PP4/PPPPWWPPPP/RNBVGKQBNR w - - 0 1",
                cells: &["e1", "d1", "g1", "e2", "f2"],
            }),
        },
        RuleSection {
            heading: "rules-great-moves-title",
            paragraphs: &["rules-great-moves-1"],
            diagram: None,
        },
        RuleSection {
            heading: "rules-great-pawns-title",
            paragraphs: &["rules-great-pawns-1", "rules-great-pawns-2"],
            diagram: Some(Diagram {
                position: "3r5k/2P7/10/10/10/10/10/10/10/5K4 w - - 0 1",
                cells: &["c10", "d10"],
            }),
        },
        RuleSection {
            heading: "rules-great-end-title",
            paragraphs: &["rules-great-end-1"],
            diagram: None,
        },
        RuleSection {
            heading: "rules-great-rulings-title",
            paragraphs: &["rules-great-rulings-1", "rules-great-rulings-2"],
            diagram: None,
        },
    ],
};

/// Wirth chess on the torus (rulebook section 4).
pub(crate) static WIRTH: RuleCard = RuleCard {
    game: GameKind::Chess(VariantId::Wirth),
    sections: &[
        RuleSection {
            heading: "rules-wirth-board-title",
            paragraphs: &["rules-wirth-board-1", "rules-wirth-board-2"],
            diagram: None,
        },
        RuleSection {
            heading: "rules-wirth-lines-title",
            paragraphs: &[
                "rules-wirth-lines-1",
                "rules-wirth-lines-2",
                "rules-wirth-lines-3",
            ],
            diagram: Some(Diagram {
                position: "12/9K2/12/12/7k4/12/12/6B5/12/12/12/12 w - - 0 1",
                cells: &[
                    "D4", "C5", "B6", "A7", "L8", "K9", "J10", "I11", "H12", "G1", "F2",
                ],
            }),
        },
        RuleSection {
            heading: "rules-wirth-knight-title",
            paragraphs: &["rules-wirth-knight-1"],
            diagram: Some(Diagram {
                position: "11N/12/12/12/7k4/12/3K8/12/12/12/12/1n10 w - - 0 1",
                cells: &["H9", "I8", "I12", "H11", "K12", "L11", "K8", "L9"],
            }),
        },
        RuleSection {
            heading: "rules-wirth-start-title",
            paragraphs: &["rules-wirth-start-1", "rules-wirth-start-2"],
            diagram: Some(Diagram {
                position: "12/1pppppppppp1/1prnbqkbnrp1/1pppppppppp1/12/12/12/12/1PPPPPPPPPP1/1PRNBQKBNRP1/1PPPPPPPPPP1/12 w KQkq - 0 1",
                cells: &[
                    "L1", "L2", "I1", "I2", "L12", "A12", "B12", "C12", "D12", "E12", "F12", "G12",
                    "H12", "I12",
                ],
            }),
        },
        RuleSection {
            heading: "rules-wirth-pawns-title",
            paragraphs: &[
                "rules-wirth-pawns-1",
                "rules-wirth-pawns-2",
                "rules-wirth-pawns-3",
            ],
            diagram: None,
        },
        RuleSection {
            heading: "rules-wirth-castling-title",
            paragraphs: &["rules-wirth-castling-1", "rules-wirth-castling-2"],
            diagram: Some(Diagram {
                position: "12/12/6k5/12/12/12/12/12/12/2R3K2R2/12/12 w KQ - 0 1",
                cells: &["G1", "F1", "C1", "D1"],
            }),
        },
        RuleSection {
            heading: "rules-wirth-end-title",
            paragraphs: &["rules-wirth-end-1"],
            diagram: None,
        },
    ],
};

/// Mattrix, three players on the hexagonal board (rulebook section 5).
pub(crate) static MATTRIX: RuleCard = RuleCard {
    game: GameKind::Chess(VariantId::Mattrix),
    sections: &[
        RuleSection {
            heading: "rules-mattrix-board-title",
            paragraphs: &[
                "rules-mattrix-board-1",
                "rules-mattrix-board-2",
                "rules-mattrix-board-3",
            ],
            diagram: Some(Diagram {
                position: "W:Ko15,Rh1 B:Kd7 R:Kd23 w -",
                cells: &["h1", "a8", "o7", "b19", "o19"],
            }),
        },
        RuleSection {
            heading: "rules-mattrix-directions-title",
            paragraphs: &["rules-mattrix-directions-1", "rules-mattrix-directions-2"],
            diagram: None,
        },
        RuleSection {
            heading: "rules-mattrix-pieces-title",
            paragraphs: &[
                "rules-mattrix-pieces-1",
                "rules-mattrix-pieces-2",
                "rules-mattrix-pieces-3",
            ],
            diagram: None,
        },
        RuleSection {
            heading: "rules-mattrix-pawns-title",
            paragraphs: &["rules-mattrix-pawns-1", "rules-mattrix-pawns-2"],
            diagram: None,
        },
        RuleSection {
            heading: "rules-mattrix-castling-title",
            paragraphs: &["rules-mattrix-castling-1", "rules-mattrix-castling-2"],
            diagram: Some(Diagram {
                position: "W:Ko15,Ro21 B:Ke4 R:Kd23 w o21",
                cells: &["o19", "o17"],
            }),
        },
        RuleSection {
            heading: "rules-mattrix-start-title",
            paragraphs: &["rules-mattrix-start-1", "rules-mattrix-start-2"],
            diagram: None,
        },
        RuleSection {
            heading: "rules-mattrix-end-title",
            paragraphs: &[
                "rules-mattrix-end-1",
                "rules-mattrix-end-2",
                "rules-mattrix-end-3",
            ],
            diagram: None,
        },
        RuleSection {
            heading: "rules-mattrix-notation-title",
            paragraphs: &["rules-mattrix-notation-1"],
            diagram: None,
        },
    ],
};

/// Chess-transit on two boards (rulebook section 6).
pub(crate) static TRANSIT: RuleCard = RuleCard {
    game: GameKind::Chess(VariantId::Transit),
    sections: &[
        RuleSection {
            heading: "rules-transit-setting-title",
            paragraphs: &["rules-transit-setting-1"],
            diagram: Some(Diagram {
                position: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|8/8/8/8/8/8/8/8 w KQkq - 0 1 open/open -",
                cells: &[],
            }),
        },
        RuleSection {
            heading: "rules-transit-moves-title",
            paragraphs: &["rules-transit-moves-1", "rules-transit-moves-2"],
            diagram: None,
        },
        RuleSection {
            heading: "rules-transit-limits-title",
            paragraphs: &["rules-transit-limits-1", "rules-transit-limits-2"],
            diagram: Some(Diagram {
                position: "8/7p/8/8/8/8/4R3/K7|4k3/8/8/8/8/8/8/8 w - - 0 1 open/open -",
                cells: &["1:e2", "2:e2"],
            }),
        },
        RuleSection {
            heading: "rules-transit-rulings-title",
            paragraphs: &[
                "rules-transit-rulings-1",
                "rules-transit-rulings-2",
                "rules-transit-rulings-3",
            ],
            diagram: None,
        },
        RuleSection {
            heading: "rules-transit-mate-title",
            paragraphs: &["rules-transit-mate-1", "rules-transit-mate-2"],
            diagram: None,
        },
        RuleSection {
            heading: "rules-transit-forced-title",
            paragraphs: &[
                "rules-transit-forced-1",
                "rules-transit-forced-2",
                "rules-transit-forced-3",
            ],
            diagram: Some(Diagram {
                position: "7k/Q7/6K1/8/8/8/8/8|8/8/8/r7/8/8/8/8 w - - 0 1 open/open -",
                cells: &["1:g7", "1:h8", "2:h8"],
            }),
        },
        RuleSection {
            heading: "rules-transit-end-title",
            paragraphs: &[
                "rules-transit-end-1",
                "rules-transit-end-2",
                "rules-transit-end-3",
            ],
            diagram: None,
        },
    ],
};

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;
    use crate::Session;
    use manifold_locale::Message;
    use manifold_locale::check::assert_renders;
    use manifold_rules::Cell;

    #[test]
    fn every_game_has_a_card_of_five_to_nine_sections() {
        for game in GameKind::ALL {
            let card = rule_card(game);
            assert_eq!(card.game, game);
            let n = card.sections.len();
            assert!((5..=9).contains(&n), "{game:?} has {n} sections");
            assert!(card.sections.iter().all(|s| !s.paragraphs.is_empty()));
        }
    }

    #[test]
    fn every_text_renders_in_both_languages() {
        let mut seen = BTreeSet::new();
        for game in GameKind::ALL {
            let card = rule_card(game);
            let prefix = format!("rules-{}-", game.cli_name());
            for section in card.sections {
                let ids =
                    std::iter::once(section.heading).chain(section.paragraphs.iter().copied());
                for id in ids {
                    assert!(id.starts_with(&prefix), "{id} is not named {prefix}...");
                    assert!(seen.insert(id), "{id} is used twice");
                    assert_renders(&Message::new(id), id, &[]);
                }
            }
        }
    }

    #[test]
    fn every_id_follows_its_section() {
        for game in GameKind::ALL {
            for section in rule_card(game).sections {
                let stem = section
                    .heading
                    .strip_suffix("-title")
                    .expect("a -title heading");
                for (i, id) in section.paragraphs.iter().enumerate() {
                    assert_eq!(*id, format!("{stem}-{}", i + 1));
                }
            }
        }
    }

    #[test]
    fn every_diagram_reads_and_names_cells_of_its_board() {
        let mut diagrams = 0;
        for game in GameKind::ALL {
            for section in rule_card(game).sections {
                let Some(diagram) = section.diagram else {
                    continue;
                };
                diagrams += 1;
                let session = Session::from_position_text(game, diagram.position)
                    .unwrap_or_else(|e| panic!("{}: {e}", section.heading));
                let geometry = session.game().geometry();
                for cell in diagram.cells {
                    assert!(
                        geometry.cell_by_name(cell).is_some(),
                        "{}: no cell {cell}",
                        section.heading
                    );
                }
            }
        }
        assert!(diagrams >= GameKind::ALL.len());
    }

    /// The diagram of `game`'s section `heading`.
    fn diagram(game: GameKind, heading: &str) -> Diagram {
        rule_card(game)
            .sections
            .iter()
            .find(|s| s.heading == heading)
            .and_then(|s| s.diagram)
            .expect("a section with a diagram")
    }

    /// The paths of the legal moves from `from` in the diagram of `game`'s section
    /// `heading`, and the cells named in `names` there.
    fn reach(
        game: GameKind,
        heading: &str,
        from: &str,
        names: &[&str],
    ) -> (Vec<Vec<Cell>>, Vec<Cell>) {
        let diagram = diagram(game, heading);
        let session = Session::from_position_text(game, diagram.position).expect("a position");
        let geometry = session.game().geometry();
        let cell = |name: &str| geometry.cell_by_name(name).expect("a cell");
        let from = cell(from);
        let mut game = session.game().clone();
        crate::lessons::no_draws_by_themselves(&mut game);
        let paths = game
            .legal_moves()
            .iter()
            .filter(|m| m.from() == from)
            .map(|m| m.path().to_vec())
            .collect();
        (paths, names.iter().map(|n| cell(n)).collect())
    }

    #[test]
    fn the_diagrams_show_what_their_paragraphs_say() {
        let wirth = GameKind::Chess(VariantId::Wirth);
        let lit = diagram(wirth, "rules-wirth-lines-title").cells;
        let (paths, cells) = reach(wirth, "rules-wirth-lines-title", "E3", lit);
        assert!(
            cells.iter().all(|c| paths.contains(&vec![*c])),
            "the bishop's loop"
        );
        let lit = diagram(wirth, "rules-wirth-knight-title").cells;
        let (paths, cells) = reach(wirth, "rules-wirth-knight-title", "J10", lit);
        let reached: BTreeSet<Cell> = paths.iter().map(|p| p[0]).collect();
        assert_eq!(reached, cells.into_iter().collect(), "the knight on J10");
        let great = GameKind::Chess(VariantId::Great);
        let (paths, cells) = reach(great, "rules-great-pawns-title", "c9", &["c10", "d10"]);
        assert!(
            cells.iter().all(|c| paths.contains(&vec![*c])),
            "the promotion"
        );
        let (paths, cells) = reach(
            GameKind::Draughts,
            "rules-draughts-turkish-title",
            "a1",
            &["f6", "h4", "f2"],
        );
        assert!(paths.contains(&cells), "the Turkish strike: {paths:?}");
        let classical = GameKind::Chess(VariantId::Classical);
        let (paths, cells) = reach(
            classical,
            "rules-classical-special-title",
            "e1",
            &["g1", "c1"],
        );
        assert!(cells.iter().all(|c| paths.contains(&vec![*c])), "castling");
        let mattrix = GameKind::Chess(VariantId::Mattrix);
        let (paths, cells) = reach(mattrix, "rules-mattrix-board-title", "h1", &["a8", "o7"]);
        assert!(
            cells.iter().all(|c| paths.contains(&vec![*c])),
            "the rook on h1"
        );
        let (paths, cells) = reach(mattrix, "rules-mattrix-castling-title", "o15", &["o19"]);
        assert!(paths.contains(&cells), "castling on o21");
        let transit = GameKind::Chess(VariantId::Transit);
        let (paths, cells) = reach(transit, "rules-transit-limits-title", "1:e2", &["2:e2"]);
        assert!(
            !paths.is_empty() && !paths.contains(&cells),
            "no check by transit"
        );
    }
}
