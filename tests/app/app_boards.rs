//! Headless app tests of the Chess-transit and Mattrix boards: a transit entered by clicks
//! (its twin square lit, the piece entity landing on board 2), a refused transit naming its
//! rule in the status line, the camera turning to the side to move, and the opponents'
//! attacks the tiles are tinted with.

use std::f32::consts::TAU;
use std::time::Duration;

use crate::headless::{
    cell, click, expected_translation, headless_app, piece_on, pieces, session, status,
};

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use manifold::camera::OrbitCamera;
use manifold::camera::seat_yaw;
use manifold::camera_turn;
use manifold::embedding::BoardEmbedding;
use manifold::seats::Seats;
use manifold::settings::{SeatPlayer, Settings};
use manifold::state::{CameraCommand, GameCommand};
use manifold::sync::{PieceEntity, rest_transform};
use manifold::tile_tints;
use manifold_rules::VariantId;
use manifold_rules::transit::twin;
use manifold_rules::{Cell, Role, Seat};
use manifold_session::{GameKind, PieceShape, PieceView, Session};

fn app_with(session: Session, settings: Settings) -> App {
    headless_app(
        session,
        Settings(manifold_session::settings::Settings {
            animation_speed: 0.0,
            ..settings.0
        }),
    )
}

const TRANSIT: GameKind = GameKind::Chess(VariantId::Transit);
const MATTRIX: GameKind = GameKind::Chess(VariantId::Mattrix);

// --- Chess-transit ---------------------------------------------------------------------------

#[test]
fn a_transit_by_clicks_lights_the_twin_square_and_lands_on_board_2() {
    let mut app = app_with(Session::new(TRANSIT), Settings::default());
    click(&mut app, "1:g1");
    let g1 = cell(&app, "1:g1");
    assert_eq!(session(&app).selected(), Some(g1));
    let targets: Vec<Cell> = session(&app).targets().iter().map(|t| t.cell).collect();
    assert_eq!(twin(g1), cell(&app, "2:g1"));
    for name in ["2:g1", "1:f3", "1:h3"] {
        assert!(targets.contains(&cell(&app, name)), "{name} is lit");
    }
    assert!(
        session(&app).targets().iter().all(|t| !t.capture),
        "a transit never captures"
    );
    click(&mut app, "2:g1");
    assert_eq!(session(&app).game().move_texts(), ["1:Ng1>2"]);
    assert_eq!(piece_on(&mut app, "1:g1"), None);
    assert_eq!(
        piece_on(&mut app, "2:g1"),
        Some(expected_translation(&app, "2:g1")),
        "the knight's entity stands on board 2's g1"
    );
    assert_eq!(pieces(&mut app).len(), 32);
    // The same entity, now on board 2, is a White knight.
    let mut q = app.world_mut().query::<&PieceEntity>();
    let knight = q
        .iter(app.world())
        .find(|p| p.cell == cell(&app, "2:g1"))
        .copied()
        .expect("the knight");
    assert_eq!(
        knight.view,
        PieceView {
            seat: Seat::WHITE,
            shape: PieceShape::Chess(Role::Knight)
        }
    );
}

#[test]
fn a_refused_transit_says_which_rule_forbids_it() {
    // 2:g1 holds a black knight: no transit onto it.
    let occupied = Session::from_position_text(
        TRANSIT,
        "4k3/8/8/8/8/8/P7/1N2K1N1|8/8/8/8/8/8/8/6n1 w - - 0 1 open/open -",
    )
    .unwrap();
    let mut app = app_with(occupied, Settings::default());
    click(&mut app, "1:g1");
    let lit: Vec<Cell> = session(&app).targets().iter().map(|t| t.cell).collect();
    assert!(
        !lit.contains(&cell(&app, "2:g1")),
        "an illegal transit is not lit"
    );
    assert!(lit.contains(&cell(&app, "1:f3")));
    click(&mut app, "2:g1");
    assert!(session(&app).game().move_texts().is_empty());
    assert_eq!(
        status(&app),
        "2:g1 is occupied: a transit never captures (rule 6.2)"
    );
    // A king may not transit onto a square attacked on the other board.
    let attacked = Session::from_position_text(
        TRANSIT,
        "4k3/8/8/8/8/8/P7/4K3|8/8/8/8/8/8/8/r7 w - - 0 1 open/open -",
    )
    .unwrap();
    let mut app = app_with(attacked, Settings::default());
    click(&mut app, "1:e1");
    click(&mut app, "2:e1");
    assert_eq!(
        status(&app),
        "2:e1 is attacked on board 2: a king may not transit onto an attacked square (rule 6.2)"
    );
    assert!(piece_on(&mut app, "1:e1").is_some());
}

#[test]
fn a_mated_king_is_led_to_its_forced_transit() {
    let mate = Session::from_position_text(
        TRANSIT,
        "7k/Q7/6K1/8/8/8/8/8|8/8/8/r7/8/8/8/8 w - - 0 1 open/open -",
    )
    .unwrap();
    let mut app = app_with(mate, Settings::default());
    click(&mut app, "1:a7");
    click(&mut app, "1:g7");
    assert_eq!(session(&app).game().move_texts(), ["1:Qg7#"]);
    // Another black piece is refused with the rule; the king's only target is board 2.
    click(&mut app, "2:a5");
    assert_eq!(
        status(&app),
        "the king on 1:h8 stands on a closed board and must transit now (rule 6.3)"
    );
    click(&mut app, "1:h8");
    let lit: Vec<Cell> = session(&app).targets().iter().map(|t| t.cell).collect();
    assert_eq!(lit, [cell(&app, "2:h8")]);
    click(&mut app, "2:h8");
    assert_eq!(
        piece_on(&mut app, "2:h8"),
        Some(expected_translation(&app, "2:h8"))
    );
    assert_eq!(piece_on(&mut app, "1:h8"), None);
}

/// Where the piece bound for `to` is, a few frames (of 50 ms) into its animation after the
/// clicks `from`, `to`.
fn mid_flight(from: &str, to: &str) -> (Vec3, Vec3, Vec3) {
    let mut app = app_with(Session::new(TRANSIT), Settings::default());
    app.insert_resource(Settings::default());
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        50,
    )));
    app.update();
    let (a, b) = (cell(&app, from), cell(&app, to));
    app.world_mut().write_message(GameCommand::ClickCell(a));
    app.update();
    app.world_mut().write_message(GameCommand::ClickCell(b));
    for _ in 0..4 {
        app.update();
    }
    let mut q = app.world_mut().query::<(&PieceEntity, &Transform)>();
    let now = q
        .iter(app.world())
        .find(|(p, _)| p.cell == b)
        .map(|(_, t)| t.translation)
        .expect("the moving piece");
    let embedding = app.world().resource::<BoardEmbedding>();
    (
        embedding.cell(a).center,
        now,
        embedding.piece_transform(b).translation,
    )
}

#[test]
fn a_transit_hops_from_board_to_board() {
    let (start, now, end) = mid_flight("1:e2", "2:e2");
    assert!(
        now.x > start.x && now.x < end.x,
        "on its way to board 2: {now}"
    );
    assert!(now.y > 0.3, "a pawn's transit hops over the gap: {now}");
    // An ordinary pawn move slides.
    let (_, now, _) = mid_flight("1:e2", "1:e4");
    assert!(now.y.abs() < 1e-4, "a pawn's step slides: {now}");
}

// --- Mattrix: the camera turns to the side to move -----------------------------------------

/// A Mattrix app with the camera-turn setting on and an orbit camera (no renderer).
fn mattrix_with_camera(turn: bool) -> App {
    let mut app = app_with(
        Session::new(MATTRIX),
        Settings(manifold_session::settings::Settings {
            turn_camera_to_mover: turn,
            ..Default::default()
        }),
    );
    app.add_plugins(camera_turn::plugin);
    let orbit = OrbitCamera::default_for(app.world().resource::<BoardEmbedding>());
    app.world_mut().spawn(orbit);
    app.update();
    app
}

fn yaw(app: &mut App) -> f32 {
    let mut q = app.world_mut().query::<&OrbitCamera>();
    q.single(app.world()).expect("one camera").yaw
}

/// Whether two angles are the same direction.
fn same_angle(a: f32, b: f32) -> bool {
    let d = (a - b).rem_euclid(TAU);
    d < 1e-4 || TAU - d < 1e-4
}

/// First moves of White, Blue and Red: each side's heavy pawn in front of its king.
const FIRST_MOVES: [(&str, &str); 3] = [("l14", "k13"), ("f9", "f11"), ("f19", "g18")];

#[test]
fn the_camera_turns_to_each_seat_in_turn() {
    let mut app = mattrix_with_camera(true);
    assert!(
        same_angle(yaw(&mut app), 0.0),
        "White to move: from White's side"
    );
    let seats = [Seat(1), Seat(2), Seat(0)];
    for ((from, to), next) in FIRST_MOVES.into_iter().zip(seats) {
        click(&mut app, from);
        click(&mut app, to);
        assert_eq!(session(&app).game().position().turn(), next);
        let expected = -TAU * f32::from(next.0) / 3.0;
        assert!(
            same_angle(yaw(&mut app), expected),
            "{next:?} to move: yaw {} (expected {expected})",
            yaw(&mut app)
        );
    }
}

#[test]
fn reset_view_comes_back_to_the_side_to_move() {
    let mut app = mattrix_with_camera(true);
    click(&mut app, "l14");
    click(&mut app, "k13");
    let mut q = app.world_mut().query::<&mut OrbitCamera>();
    q.single_mut(app.world_mut()).expect("one camera").yaw = 1.0;
    app.update();
    assert_eq!(yaw(&mut app), 1.0, "the player's own orbit is kept");
    app.world_mut().write_message(CameraCommand::Reset);
    app.update();
    assert!(
        same_angle(yaw(&mut app), seat_yaw(Seat(1), 3)),
        "Blue's view"
    );
}

#[test]
fn the_camera_stays_put_when_the_setting_is_off_or_a_computer_moves() {
    let mut app = mattrix_with_camera(false);
    let before = yaw(&mut app);
    click(&mut app, "l14");
    click(&mut app, "k13");
    assert_eq!(yaw(&mut app), before);

    // On, with Blue played by the computer: after White's move the view stays on White.
    let mut app = mattrix_with_camera(true);
    app.insert_resource(Seats(vec![
        SeatPlayer::Human,
        SeatPlayer::Computer(1),
        SeatPlayer::Human,
    ]));
    click(&mut app, "l14");
    click(&mut app, "k13");
    assert_eq!(session(&app).game().position().turn(), Seat(1));
    assert!(same_angle(yaw(&mut app), 0.0));
}

#[test]
fn each_army_faces_the_way_its_camera_looks() {
    // From a seat's camera yaw the view runs towards the centre; the seat's pieces face the
    // same way (their front is -z before the seat's turn).
    let session = Session::new(MATTRIX);
    let embedding = BoardEmbedding::for_board(session.game().geometry());
    for seat in (0..3).map(Seat) {
        let view = PieceView {
            seat,
            shape: PieceShape::Chess(Role::Knight),
        };
        let (cell, _) = session
            .pieces()
            .into_iter()
            .find(|(_, v)| *v == view)
            .expect("a knight");
        let facing = rest_transform(&embedding, cell, view, 3).rotation * Vec3::NEG_Z;
        let looking = Quat::from_rotation_y(seat_yaw(seat, 3)) * Vec3::NEG_Z;
        assert!(
            facing.distance(looking) < 1e-4,
            "{seat:?}: faces {facing}, camera looks {looking}"
        );
        // And the army stands on the camera's side of the board.
        let camera_side = -looking;
        assert!(
            embedding.cell(cell).center.dot(camera_side) > 1.0,
            "{seat:?}"
        );
    }
}

// --- Mattrix: the opponents' attacks --------------------------------------------------------

#[test]
fn selecting_a_piece_computes_the_opponents_attacks_for_the_tiles() {
    let start =
        Session::from_position_text(MATTRIX, "W:Ko15,Rh9 B:Ke4,Rh3 R:Kd23,Rh19 w - 0 1").unwrap();
    let mut app = app_with(start, Settings::default());
    let settings = app.world().resource::<Settings>().clone();
    assert_eq!(tile_tints::attack_masks(session(&app), &settings), None);
    click(&mut app, "h9");
    let masks = tile_tints::attack_masks(session(&app), &settings).expect("a piece is selected");
    let at = |name: &str| masks[cell(&app, name).index()];
    assert_eq!(at("h1"), 0b010, "Blue's rook, on its far side");
    assert_eq!(at("h13"), 0b110, "both rooks, the selected one lifted");
    assert_eq!(at("h23"), 0b100, "Red's rook, on its far side");
    assert_eq!(at("o7"), 0, "no opponent reaches it");
    // Moving clears the selection, and with it the tints.
    click(&mut app, "h11");
    assert_eq!(tile_tints::attack_masks(session(&app), &settings), None);
}

/// With a piece selected in Mattrix, its targets come first: the opponents' attacks are
/// shown on its targets only, not striped over the rest of the board (a new player could
/// not pick the targets out of the stripes).
#[test]
fn a_selected_pieces_targets_alone_carry_the_attack_stripes() {
    use manifold::board::Highlights;
    use manifold::tile::Highlight;
    use manifold::tile::Hovered;
    use manifold::tile_tints::Tint;
    let start =
        Session::from_position_text(MATTRIX, "W:Ko15,Rh9 B:Ke4,Rh3 R:Kd23,Rh19 w - 0 1").unwrap();
    let mut app = app_with(start, Settings::default());
    click(&mut app, "h9");
    let s = session(&app);
    let lights = Highlights::new(s, &Settings::default(), &Hovered(None), &Default::default());
    let targets: Vec<_> = s.targets().iter().map(|t| t.cell).collect();
    let mut striped_targets = 0;
    for c in s.game().geometry().cells() {
        let light = lights.of(c);
        match light.tint {
            Some(Tint::AttackedTarget(_)) => {
                assert!(targets.contains(&c));
                striped_targets += 1;
            }
            Some(Tint::Attacked(_)) => panic!("{c:?} striped though not a target"),
            _ => {}
        }
        if !targets.contains(&c) && Some(c) != s.selected() {
            assert_ne!(light.highlight, Highlight::Target);
        }
    }
    assert!(
        striped_targets > 0,
        "h13, which both rooks reach, is a striped target"
    );
}

// --- what a new player hit --------------------------------------------------------------------

/// Starting a classical game and then Mattrix drew Blue's officers black: the entities of
/// Black's officers were kept for Blue's (same seat number, same shape) with Black's
/// material; then Chess-transit drew a black bishop blue. Every piece wears the material
/// of its army in the game shown.
#[test]
fn pieces_take_the_colours_of_the_game_shown_after_a_new_game() {
    use manifold::pieces::build_piece_meshes;
    use manifold::shading::Paint;
    use manifold::sync::ArmyMaterials;
    // Draughts first: its men are never kept for chess pieces, so every chess piece below
    // is drawn with the looks inserted here.
    let mut app = app_with(Session::new(GameKind::Draughts), Settings::default());
    // Looks as the renderer would make them: one distinct material per army.
    let mut materials = Assets::<StandardMaterial>::default();
    let mut paints = |n: usize| -> Vec<Paint> {
        (0..n)
            .map(|i| {
                Paint::Full(materials.add(StandardMaterial::from_color(Color::srgb(
                    i as f32, 0.0, 0.0,
                ))))
            })
            .collect()
    };
    let army = ArmyMaterials::new(paints(2), paints(3));
    let meshes = build_piece_meshes(&mut Assets::<Mesh>::default());
    app.insert_resource(army.clone()).insert_resource(meshes);
    let classical = GameKind::Chess(VariantId::Classical);
    for kind in [classical, MATTRIX, TRANSIT, MATTRIX, classical] {
        app.world_mut().write_message(GameCommand::NewGame {
            kind,
            preset: None,
            clock: None,
        });
        app.update();
        app.update();
        let seats = session(&app).kind().seats();
        let wanted = session(&app).pieces().len();
        let mut q = app
            .world_mut()
            .query::<(&PieceEntity, Option<&MeshMaterial3d<StandardMaterial>>)>();
        let drawn: Vec<(PieceEntity, Option<Handle<StandardMaterial>>)> = q
            .iter(app.world())
            .map(|(p, m)| (*p, m.map(|m| m.0.clone())))
            .collect();
        assert_eq!(drawn.len(), wanted, "{kind:?}: one entity per piece");
        for (piece, material) in drawn {
            let Paint::Full(expected) = army.get(seats, piece.view.seat) else {
                unreachable!()
            };
            assert_eq!(
                material,
                Some(expected),
                "{kind:?}: {piece:?} wears another army's material"
            );
        }
    }
}

/// After a refused click the session drops the selection, but the board was not told, so
/// the old selection and its targets stayed lit. A refused click now tells the board.
#[test]
fn a_refused_click_tells_the_board_that_the_selection_is_gone() {
    use manifold::state::BoardChanged;
    let mut app = app_with(
        Session::new(GameKind::Chess(VariantId::Classical)),
        Settings::default(),
    );
    click(&mut app, "e2");
    assert!(session(&app).selected().is_some());
    let e5 = cell(&app, "e5");
    // Only this click's messages count.
    app.world_mut()
        .resource_mut::<Messages<BoardChanged>>()
        .clear();
    app.world_mut().write_message(GameCommand::ClickCell(e5));
    app.update();
    assert!(session(&app).selected().is_none(), "e2-e5 is refused");
    assert!(!status(&app).is_empty(), "and the status line says why");
    let changes = app.world().resource::<Messages<BoardChanged>>();
    assert!(
        changes.get_cursor().read(changes).next().is_some(),
        "the board is told to show the selection gone"
    );
}
