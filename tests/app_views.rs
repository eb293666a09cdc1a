//! Headless tests of the board views: picks on the torus (front and inner side), on the
//! hex board and on Chess-transit's second board hit the right cell; a move across the
//! torus's seam travels over the surface and ends on the right cell; the flat and torus
//! views of Wirth chess select the same cell and stay in step when the torus turns.
//!
//! Picks cast a ray with Bevy's own ray-mesh intersection (what `MeshPickingPlugin` uses)
//! against the tile surfaces the app draws ([`BoardEmbedding::tile_patch`]).

#![cfg(feature = "app")]

mod common;

use bevy::math::Ray3d;
use bevy::picking::mesh_picking::ray_cast::{Backfaces, ray_mesh_intersection};
use bevy::prelude::*;
use common::headless::{cell, click_cell, headless_app};
use manifold::app::animation::Animating;
use manifold::app::board::{Highlight, Highlights, Hovered};
use manifold::app::camera::OrbitCamera;
use manifold::app::embedding::BoardEmbedding;
use manifold::app::settings::Settings;
use manifold::app::state::SessionRes;
use manifold::app::sync::PieceEntity;
use manifold::app::torus_view::SpinTarget;
use manifold::app::ui::torus_panel::FlatView;
use manifold::rules::{Cell, Geometry};
use manifold::session::{ChessVariant, GameKind, Session};

fn embedding_of(kind: GameKind) -> (BoardEmbedding, &'static Geometry) {
    let session = Session::new(kind);
    let geometry = session.game().geometry();
    (BoardEmbedding::for_game(kind, geometry), geometry)
}

/// The cell whose tile a ray from `eye` towards `target` meets first, as picking sees it.
fn pick(embedding: &BoardEmbedding, geometry: &Geometry, eye: Vec3, target: Vec3) -> Option<Cell> {
    let ray = Ray3d::new(eye, Dir3::new(target - eye).unwrap());
    geometry
        .cells()
        .filter_map(|cell| {
            let patch = embedding.tile_patch(cell);
            ray_mesh_intersection(
                ray,
                &bevy::math::Affine3A::IDENTITY,
                &patch.positions,
                Some(&patch.normals),
                Some(&patch.indices),
                None,
                Backfaces::Cull,
            )
            .map(|hit| (hit.distance, cell))
        })
        .min_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, cell)| cell)
}

/// A point of a cell's tile a little off its centre (a ray through a vertex of the mesh
/// may slip between triangles).
fn aim_at(embedding: &BoardEmbedding, cell: Cell) -> Vec3 {
    let place = embedding.cell(cell);
    let right = place.forward.cross(place.normal);
    place.center + (right * 0.13 + place.forward * 0.07) * place.size
}

fn camera_eye(embedding: &BoardEmbedding) -> Vec3 {
    OrbitCamera::default_for(embedding).transform().translation
}

#[test]
fn picks_on_the_torus_front_hit_the_cell_aimed_at() {
    let (embedding, geometry) = embedding_of(GameKind::Chess(ChessVariant::Wirth));
    let eye = camera_eye(&embedding);
    let e4 = geometry.cell_by_name("E4").unwrap();
    assert_eq!(
        pick(&embedding, geometry, eye, aim_at(&embedding, e4)),
        Some(e4)
    );
    // Every cell that faces the default camera and is not behind the ring.
    let mut seen = 0;
    for cell in geometry.cells() {
        let place = embedding.cell(cell);
        let towards_eye = (eye - place.center).normalize();
        if towards_eye.dot(place.normal) < 0.3 || embedding.hides(eye, place.center) {
            continue;
        }
        seen += 1;
        assert_eq!(
            pick(&embedding, geometry, eye, aim_at(&embedding, cell)),
            Some(cell),
            "{}",
            geometry.cell_name(cell)
        );
    }
    assert!(seen >= 40, "only {seen} cells in view");
    // A ray down through the hole meets nothing.
    assert_eq!(
        pick(&embedding, geometry, Vec3::new(0.0, 30.0, 0.0), Vec3::ZERO),
        None
    );
}

#[test]
fn picks_on_the_inner_side_of_the_ring_hit_the_cell_aimed_at() {
    let (embedding, geometry) = embedding_of(GameKind::Chess(ChessVariant::Wirth));
    let torus = *embedding.torus().unwrap();
    // Looking from the middle of the hole, a little above, at the inner wall.
    let eye = Vec3::new(0.0, 0.4, 0.0);
    let mut inner = 0;
    for cell in geometry.cells() {
        let place = embedding.cell(cell);
        let rho = Vec2::new(place.center.x, place.center.z).length();
        if rho > torus.major - torus.minor * 0.5 {
            continue;
        }
        let towards_eye = (eye - place.center).normalize();
        if towards_eye.dot(place.normal) < 0.3 {
            continue;
        }
        inner += 1;
        assert_eq!(
            pick(&embedding, geometry, eye, aim_at(&embedding, cell)),
            Some(cell),
            "{}",
            geometry.cell_name(cell)
        );
    }
    assert!(inner >= 12, "only {inner} inner cells");
    // Black's king starts on E8, on the inner side.
    let e8 = geometry.cell_by_name("E8").unwrap();
    assert_eq!(
        pick(&embedding, geometry, eye, aim_at(&embedding, e8)),
        Some(e8)
    );
}

#[test]
fn picks_on_the_hex_board_and_on_transit_board_2_hit_the_cell_aimed_at() {
    for kind in [
        GameKind::Chess(ChessVariant::Mattrix),
        GameKind::Chess(ChessVariant::Transit),
    ] {
        let (embedding, geometry) = embedding_of(kind);
        let eye = camera_eye(&embedding);
        for cell in geometry.cells() {
            // Aim a little off the centre, towards a corner, to test the tile's extent.
            let place = embedding.cell(cell);
            let aim = place.center + Vec3::new(0.3, 0.0, -0.2);
            assert_eq!(
                pick(&embedding, geometry, eye, aim),
                Some(cell),
                "{:?} {}",
                kind,
                geometry.cell_name(cell)
            );
        }
    }
    let (embedding, geometry) = embedding_of(GameKind::Chess(ChessVariant::Transit));
    let e4_2 = geometry.cell_by_name("2:e4").unwrap();
    let e4_1 = geometry.cell_by_name("1:e4").unwrap();
    assert!(
        embedding.cell(e4_2).center.x > embedding.cell(e4_1).center.x + 8.0,
        "board 2 lies to White's right"
    );
}

fn wirth_app(fen: &str, animation_speed: f32) -> App {
    let session = Session::from_position_text(GameKind::Chess(ChessVariant::Wirth), fen).unwrap();
    headless_app(
        session,
        Settings {
            animation_speed,
            ..Settings::default()
        },
    )
}

/// The rook on E10 goes to E12 over E11: across the seam between ranks 10 and 11.
const ROOK_BY_THE_SEAM: &str = "6R5/12/12/12/12/1k10/12/12/12/9K2/12/12 w - - 0 1";

#[test]
fn a_move_across_the_seam_travels_over_the_surface() {
    // Slow enough that the move is still under way when we look.
    let mut app = wirth_app(ROOK_BY_THE_SEAM, 0.01);
    let (e10, e11, e12) = (cell(&app, "E10"), cell(&app, "E11"), cell(&app, "E12"));
    click_cell(&mut app, e10);
    click_cell(&mut app, e12);
    let mut moving = app.world_mut().query::<(&PieceEntity, &Animating)>();
    let (piece, anim) = moving.single(app.world()).expect("one piece moving");
    assert_eq!(piece.cell, e12);
    assert_eq!(anim.waypoints(), [e10, e11, e12]);
    let embedding = app.world().resource::<BoardEmbedding>();
    let torus = *embedding.torus().unwrap();
    // Half way, it stands on E11, upright on the surface; all along it stays on the
    // surface (never through the ring).
    let half = anim.transform_at(embedding, 0.5);
    assert!(half.translation.distance(embedding.cell(e11).center) < 1e-3);
    for i in 0..=20 {
        let p = anim.transform_at(embedding, i as f32 / 20.0).translation;
        let rho = Vec2::new(p.x, p.z).length();
        let from_tube_centre = Vec2::new(rho - torus.major, p.y).length();
        assert!(
            (from_tube_centre - torus.minor).abs() < 1e-3,
            "step {i}: {p}"
        );
    }
    let end = anim.transform_at(embedding, 1.0);
    assert_eq!(end.translation, embedding.piece_transform(e12).translation);
}

#[test]
fn a_move_across_the_seam_ends_with_the_piece_on_its_cell() {
    let mut app = wirth_app(ROOK_BY_THE_SEAM, 0.0);
    let (e10, e12) = (cell(&app, "E10"), cell(&app, "E12"));
    click_cell(&mut app, e10);
    click_cell(&mut app, e12);
    let expected = app
        .world()
        .resource::<BoardEmbedding>()
        .piece_transform(e12);
    let mut pieces = app.world_mut().query::<(&PieceEntity, &Transform)>();
    let (_, transform) = pieces
        .iter(app.world())
        .find(|(p, _)| p.cell == e12)
        .expect("the rook on E12");
    assert!(transform.translation.distance(expected.translation) < 1e-4);
    // Standing along the surface's normal there.
    let up = transform.rotation * Vec3::Y;
    let normal = app.world().resource::<BoardEmbedding>().cell(e12).normal;
    assert!(up.dot(normal) > 0.999, "{up} vs {normal}");
}

#[test]
fn the_flat_and_torus_views_select_the_same_cell_and_turn_together() {
    let mut app = wirth_app(
        "12/1pppppppppp1/1prnbqkbnrp1/1pppppppppp1/12/12/12/12/1PPPPPPPPPP1/1PRNBQKBNRP1/1PPPPPPPPPP1/12 w KQkq - 0 1",
        0.0,
    );
    let e2 = cell(&app, "E2");
    let embedding = app.world().resource::<BoardEmbedding>().clone();
    let geometry = app.world().resource::<SessionRes>().0.game().geometry();
    // The torus pick and the flat view's cell under E2's picture are both E2.
    let eye = camera_eye(&embedding);
    assert_eq!(
        pick(&embedding, geometry, eye, aim_at(&embedding, e2)),
        Some(e2)
    );
    let view = FlatView::of(embedding.torus().unwrap(), Vec2::new(150.0, 150.0), 21.0);
    let on_flat = view
        .cell_at(geometry, view.cell_centre(&embedding, e2))
        .unwrap();
    assert_eq!(on_flat, e2);
    // A click from the flat view selects the piece; both views light it from one rule.
    click_cell(&mut app, on_flat);
    let session = &app.world().resource::<SessionRes>().0;
    assert_eq!(session.selected(), Some(e2));
    let lights = Highlights::new(session, &Settings::default(), &Hovered(None));
    assert_eq!(lights.of(e2).highlight, Highlight::Selected);
    assert_eq!(lights.of(cell(&app, "E4")).highlight, Highlight::Target);

    // Turning the torus brings E2 to the front; the piece on it follows the surface,
    // and the flat view, centred on the front, now has E2 in the middle.
    let target = SpinTarget::bringing_to_front(&embedding, e2).unwrap();
    app.insert_resource(target);
    app.update();
    app.update();
    let embedding = app.world().resource::<BoardEmbedding>().clone();
    let torus = embedding.torus().unwrap();
    assert_eq!(torus.spin, target.0);
    let front = embedding.cell(e2);
    assert!(
        front
            .normal
            .dot(embedding.torus().unwrap().normal(torus.front + torus.spin))
            > 0.999
    );
    let mut pieces = app.world_mut().query::<(&PieceEntity, &Transform)>();
    let (_, pawn) = pieces
        .iter(app.world())
        .find(|(p, _)| p.cell == e2)
        .unwrap();
    assert!(pawn.translation.distance(front.center) < 1e-4);
    let view = FlatView::of(torus, Vec2::new(150.0, 150.0), 21.0);
    assert!(
        view.cell_centre(&embedding, e2)
            .distance(Vec2::new(150.0, 150.0))
            < 1e-3
    );
}

#[test]
fn a_dropped_piece_settles_where_it_was_dropped_without_sliding_back() {
    let mut app = wirth_app(ROOK_BY_THE_SEAM, 1.0);
    let (e10, e12) = (cell(&app, "E10"), cell(&app, "E12"));
    click_cell(&mut app, e10);
    // The pointer has carried the rook over E12 before the drop, and the drag's end has
    // marked it, as input.rs does in a window.
    let over_target = app.world().resource::<BoardEmbedding>().cell(e12).center + Vec3::Y * 0.3;
    let mut pieces = app
        .world_mut()
        .query::<(Entity, &PieceEntity, &mut Transform)>();
    let mut rook = None;
    for (entity, piece, mut transform) in pieces.iter_mut(app.world_mut()) {
        if piece.cell == e10 {
            transform.translation = over_target;
            rook = Some(entity);
        }
    }
    app.world_mut()
        .entity_mut(rook.expect("the rook"))
        .insert(manifold::app::sync::Dropped);
    click_cell(&mut app, e12);
    let mut moving = app.world_mut().query::<&Animating>();
    assert_eq!(moving.iter(app.world()).count(), 0, "no slide from E10");
    let expected = app
        .world()
        .resource::<BoardEmbedding>()
        .piece_transform(e12);
    let mut pieces = app.world_mut().query::<(&PieceEntity, &Transform)>();
    let (_, rook) = pieces
        .iter(app.world())
        .find(|(p, _)| p.cell == e12)
        .unwrap();
    assert!(rook.translation.distance(expected.translation) < 1e-4);
}

#[test]
fn a_new_game_starts_with_the_torus_unturned() {
    let mut app = wirth_app(ROOK_BY_THE_SEAM, 0.0);
    app.insert_resource(SpinTarget(Vec2::new(3.0, -2.0)));
    app.update();
    let spin = |app: &App| {
        app.world()
            .resource::<BoardEmbedding>()
            .torus()
            .unwrap()
            .spin
    };
    assert_eq!(spin(&app), Vec2::new(3.0, -2.0));
    app.world_mut()
        .write_message(manifold::app::state::GameCommand::NewGame {
            kind: GameKind::Chess(ChessVariant::Wirth),
            preset: None,
        });
    app.update();
    app.update();
    assert_eq!(spin(&app), Vec2::ZERO);
    assert_eq!(*app.world().resource::<SpinTarget>(), SpinTarget::default());
}
