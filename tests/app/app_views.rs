//! Headless tests of the board views: picks on the torus (front and inner side), on the
//! hex board and on Chess-transit's second board hit the right cell; a move across the
//! torus's seam travels over the surface and ends on the right cell; the flat and torus
//! views of Wirth chess select the same cell and stay in step when the torus turns; the
//! x-ray setting makes the torus's materials see-through; a move the torus hides is marked
//! for the flat view and said on the status line.
//!
//! Picks cast a ray with Bevy's own ray-mesh intersection (what `MeshPickingPlugin` uses)
//! against the tile surfaces the app draws ([`BoardEmbedding::tile_patch`]).

use crate::headless::{cell, click_cell, headless_app};
use bevy::math::Ray3d;
use bevy::picking::mesh_picking::ray_cast::{Backfaces, ray_mesh_intersection};
use bevy::prelude::*;
use manifold::animation::Animating;
use manifold::board::Highlights;
use manifold::camera::OrbitCamera;
use manifold::embedding::BoardEmbedding;
use manifold::settings::Settings;
use manifold::state::SessionRes;
use manifold::sync::PieceEntity;
use manifold::tile::Highlight;
use manifold::tile::Hovered;
use manifold::torus::panel::FlatView;
use manifold::torus::view::SpinTarget;
use manifold_rules::{Cell, Geometry};
use manifold_rules::{Position, VariantId};
use manifold_session::{GameKind, Session};

fn embedding_of(kind: GameKind) -> (BoardEmbedding, &'static Geometry) {
    let session = Session::new(kind);
    let geometry = session.game().geometry();
    (BoardEmbedding::for_board(geometry), geometry)
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
    let (embedding, geometry) = embedding_of(GameKind::Chess(VariantId::Wirth));
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
    let (embedding, geometry) = embedding_of(GameKind::Chess(VariantId::Wirth));
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
        GameKind::Chess(VariantId::Mattrix),
        GameKind::Chess(VariantId::Transit),
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
    let (embedding, geometry) = embedding_of(GameKind::Chess(VariantId::Transit));
    let e4_2 = geometry.cell_by_name("2:e4").unwrap();
    let e4_1 = geometry.cell_by_name("1:e4").unwrap();
    assert!(
        embedding.cell(e4_2).center.x > embedding.cell(e4_1).center.x + 8.0,
        "board 2 lies to White's right"
    );
}

fn wirth_app(fen: &str, animation_speed: f32) -> App {
    let session = Session::from_position_text(GameKind::Chess(VariantId::Wirth), fen).unwrap();
    headless_app(
        session,
        Settings(manifold_session::settings::Settings {
            animation_speed,
            ..Default::default()
        }),
    )
}

/// The rook on E10 goes to E12 over E11: across the seam between ranks 10 and 11. White's
/// pawn keeps the game alive (a rook alone never mates on the torus: a dead position).
const ROOK_BY_THE_SEAM: &str = "6R5/12/12/12/12/1k10/12/12/12/9K2/3P8/12 w - - 0 1";

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
    let lights = Highlights::new(
        session,
        &Settings::default(),
        &Hovered(None),
        &Default::default(),
    );
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
        .insert(manifold::sync::Dropped);
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

/// A new Wirth game, and every move, turn the torus so that the side to move sees its own
/// army (a new player never found "Bring to the front"); the O key's command shows the other
/// army and back.
#[test]
fn the_torus_turns_to_the_army_of_the_side_to_move() {
    use manifold::state::{CameraCommand, GameCommand};
    use manifold::torus::army::{ArmyInView, army_front_cell};
    use manifold_rules::Seat;
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
    let facing = |app: &App, seat: Seat| {
        let session = &app.world().resource::<SessionRes>().0;
        let embedding = app.world().resource::<BoardEmbedding>();
        let cell = army_front_cell(session, seat).expect("a king");
        SpinTarget::bringing_to_front(embedding, cell).unwrap().0
    };
    app.world_mut().write_message(GameCommand::NewGame {
        kind: GameKind::Chess(VariantId::Wirth),
        preset: None,
        clock: None,
    });
    app.update();
    app.update();
    assert_eq!(
        spin(&app),
        facing(&app, Seat::WHITE),
        "White's army in front"
    );
    assert_ne!(facing(&app, Seat::WHITE), facing(&app, Seat::BLACK));
    let e2 = cell(&app, "E2");
    let e4 = cell(&app, "E4");
    click_cell(&mut app, e2);
    click_cell(&mut app, e4);
    app.update();
    assert_eq!(
        spin(&app),
        facing(&app, Seat::BLACK),
        "then Black's, after White's move"
    );
    app.world_mut().write_message(CameraCommand::OtherArmy);
    app.update();
    app.update();
    assert_eq!(
        spin(&app),
        facing(&app, Seat::WHITE),
        "O shows the other army"
    );
    assert_eq!(app.world().resource::<ArmyInView>().0, Seat::WHITE);
    app.world_mut().write_message(CameraCommand::OtherArmy);
    app.update();
    app.update();
    assert_eq!(spin(&app), facing(&app, Seat::BLACK), "and back");
    // On a square board the O key's command turns nothing.
    let in_view = app.world().resource::<ArmyInView>().0;
    let target = *app.world().resource::<SpinTarget>();
    app.world_mut().write_message(GameCommand::NewGame {
        kind: GameKind::Chess(VariantId::Classical),
        preset: None,
        clock: None,
    });
    app.update();
    app.world_mut().write_message(CameraCommand::OtherArmy);
    app.update();
    app.update();
    assert_eq!(app.world().resource::<ArmyInView>().0, in_view);
    assert_eq!(*app.world().resource::<SpinTarget>(), target);
}

/// The torus's systems are one set that runs only while the board is a torus: a system put
/// in it runs on Wirth's board and not on the square board that follows.
#[test]
fn the_torus_systems_run_only_on_the_torus() {
    use manifold::state::GameCommand;
    use manifold::torus::TorusSystems;
    #[derive(Resource, Default)]
    struct Runs(usize);
    let mut app = wirth_app(ROOK_BY_THE_SEAM, 0.0);
    app.init_resource::<Runs>().add_systems(
        Update,
        (|mut runs: ResMut<Runs>| runs.0 += 1).in_set(TorusSystems),
    );
    app.update();
    app.update();
    assert_eq!(app.world().resource::<Runs>().0, 2, "on the torus");
    app.world_mut().write_message(GameCommand::NewGame {
        kind: GameKind::Chess(VariantId::Classical),
        preset: None,
        clock: None,
    });
    app.update();
    let after_the_switch = app.world().resource::<Runs>().0;
    app.update();
    app.update();
    assert_eq!(
        app.world().resource::<Runs>().0,
        after_the_switch,
        "not on the square board"
    );
}

// --- telling the pieces apart ----------------------------------------------------------------

/// The window size the default views are judged at.
const VIEW: (usize, usize) = (1280, 720);

/// The default camera's projection times its view, for `kind`'s board.
fn default_view_projection(embedding: &BoardEmbedding) -> Mat4 {
    let camera = OrbitCamera::default_for(embedding).transform();
    let aspect = VIEW.0 as f32 / VIEW.1 as f32;
    let projection = Mat4::perspective_rh(std::f32::consts::FRAC_PI_4, aspect, 0.1, 1000.0);
    projection * camera.to_matrix().inverse()
}

/// The piece shapes a game shows: those of its start position and what they become
/// (a draughts man crowned).
fn shapes_of(session: &Session) -> Vec<manifold_session::PieceShape> {
    use manifold_session::PieceShape;
    let mut shapes: Vec<PieceShape> = Vec::new();
    for (_, view) in session.pieces() {
        if !shapes.contains(&view.shape) {
            shapes.push(view.shape);
        }
    }
    if shapes.contains(&PieceShape::Man) {
        shapes.push(PieceShape::DraughtsKing);
    }
    shapes
}

/// The cell of a White piece at the start that the default camera sees nearest the middle
/// of the view, on a face turned towards the camera.
fn cell_in_view(session: &Session, embedding: &BoardEmbedding, view_projection: Mat4) -> Cell {
    let eye = OrbitCamera::default_for(embedding).transform().translation;
    session
        .pieces()
        .into_iter()
        .filter(|(_, v)| v.seat == manifold_rules::Seat::WHITE)
        .map(|(c, _)| c)
        .filter(|&c| {
            let t = embedding.piece_transform(c);
            (t.rotation * Vec3::Y).dot(eye - t.translation) > 0.0
        })
        .min_by(|&a, &b| {
            let off_centre = |c: Cell| {
                let p = view_projection.project_point3(embedding.piece_transform(c).translation);
                p.x * p.x + p.y * p.y
            };
            off_centre(a).total_cmp(&off_centre(b))
        })
        .expect("a White piece faces the camera")
}

/// Every piece type of every game, drawn alone on the same cell from the game's default
/// camera at 1280x720, has a silhouette of its own: the intersection over union of any two
/// types' silhouettes stays below 0.85. So do the symbols of the token style, drawn at the
/// size a token has in that view (tokens face the camera, so their discs are alike and
/// their symbols tell them apart).
#[test]
fn every_pair_of_piece_types_has_distinct_silhouettes_from_the_default_view() {
    use manifold::pieces::silhouette::silhouette;
    use manifold::pieces::token::{TOKEN_LIFT, TOKEN_RADIUS, shape_symbol};
    use manifold::pieces::{Profiles, piece_mesh_data};
    use manifold::sync::rest_transform;
    use manifold_session::PieceView;
    let profiles = Profiles::shipped();
    let mut worst = Vec::new();
    for kind in GameKind::ALL {
        let session = Session::new(kind);
        let embedding = BoardEmbedding::for_board(session.game().geometry());
        let view_projection = default_view_projection(&embedding);
        let cell = cell_in_view(&session, &embedding, view_projection);
        let seats = kind.seats();
        let masks: Vec<_> = shapes_of(&session)
            .into_iter()
            .map(|shape| {
                let view = PieceView {
                    seat: manifold_rules::Seat::WHITE,
                    shape,
                };
                let model = rest_transform(&embedding, cell, view, seats).to_matrix();
                let mesh = piece_mesh_data(&profiles, shape);
                (
                    shape,
                    silhouette(&mesh, model, view_projection, VIEW.0, VIEW.1),
                )
            })
            .collect();
        // Tokens face the camera: each shows its symbol at the size the view gives it.
        let centre = rest_transform(
            &embedding,
            cell,
            PieceView {
                seat: manifold_rules::Seat::WHITE,
                shape: shapes_of(&session)[0],
            },
            seats,
        )
        .transform_point(Vec3::Y * TOKEN_LIFT);
        let eye = OrbitCamera::default_for(&embedding).transform();
        let across = eye.rotation * Vec3::X * TOKEN_RADIUS * embedding.piece_scale(cell);
        let to_pixels = |p: Vec3| {
            let ndc = view_projection.project_point3(p);
            Vec2::new(ndc.x * 0.5 * VIEW.0 as f32, ndc.y * 0.5 * VIEW.1 as f32)
        };
        let diameter = to_pixels(centre - across).distance(to_pixels(centre + across));
        let token_pixels = diameter.round() as usize;
        assert!(
            token_pixels > 16,
            "{kind:?}: tokens are {diameter} pixels across"
        );
        let tokens: Vec<_> = shapes_of(&session)
            .into_iter()
            .map(|shape| (shape, shape_symbol(&profiles, shape, token_pixels)))
            .collect();
        for (i, (a, mask_a)) in tokens.iter().enumerate() {
            for (b, mask_b) in &tokens[i + 1..] {
                let iou = mask_a.iou(mask_b);
                println!("{kind:?} tokens: {a:?} / {b:?}: {iou:.3}");
                if iou >= 0.85 {
                    worst.push(format!(
                        "{kind:?}: the tokens of {a:?} and {b:?} overlap {iou:.3}"
                    ));
                }
            }
        }
        for (i, (a, mask_a)) in masks.iter().enumerate() {
            assert!(
                mask_a.area() > 30,
                "{kind:?}: {a:?} covers {} pixels",
                mask_a.area()
            );
            for (b, mask_b) in &masks[i + 1..] {
                let iou = mask_a.iou(mask_b);
                println!("{kind:?}: {a:?} / {b:?}: {iou:.3}");
                if iou >= 0.85 {
                    worst.push(format!("{kind:?}: {a:?} and {b:?} overlap {iou:.3}"));
                }
            }
        }
    }
    assert!(worst.is_empty(), "{}", worst.join("\n"));
}

// --- The x-ray torus -------------------------------------------------------------------------

/// A headless app with the board's meshes and materials (the renderer's asset stores, no
/// renderer).
fn board_app(kind: GameKind, settings: Settings) -> App {
    use manifold::shading::LowMaterial;
    let mut app = App::new();
    app.add_plugins(MinimalPlugins)
        .init_resource::<Assets<Mesh>>()
        .init_resource::<Assets<StandardMaterial>>()
        .init_resource::<Assets<Image>>()
        .init_resource::<Assets<LowMaterial>>();
    manifold::add_game_plugins(
        &mut app,
        manifold::args::StartGame {
            session: Session::new(kind),
            skip_start_screen: true,
            lesson: None,
        },
    );
    app.insert_resource(settings);
    app.add_plugins(manifold::board::plugin);
    app.update();
    app.update();
    app
}

/// The opacity of every board part's material (tiles and the ring or frame): `None` for an
/// opaque one, its alpha for a blended one; and how many of the parts are tiles.
fn board_opacities(app: &mut App) -> (Vec<Option<f32>>, usize) {
    use manifold::board::BoardPart;
    use manifold::shading::LowMaterial;
    use manifold::tile::Tile;
    let mut q = app.world_mut().query_filtered::<(
        Has<Tile>,
        Option<&MeshMaterial3d<StandardMaterial>>,
        Option<&MeshMaterial3d<LowMaterial>>,
    ), With<BoardPart>>();
    let parts: Vec<_> = q
        .iter(app.world())
        .map(|(t, f, l)| (t, f.map(|m| m.0.clone()), l.map(|m| m.0.clone())))
        .collect();
    let full = app.world().resource::<Assets<StandardMaterial>>();
    let low = app.world().resource::<Assets<LowMaterial>>();
    let tiles = parts.iter().filter(|p| p.0).count();
    let opacities = parts
        .iter()
        .map(|(_, f, l)| match (f, l) {
            (Some(f), _) => {
                let m = full.get(f).expect("a tile material");
                (m.alpha_mode == AlphaMode::Blend).then(|| m.base_color.alpha())
            }
            (None, Some(l)) => {
                let m = low.get(l).expect("a low-graphics material");
                (m.alpha_mode == AlphaMode::Blend).then_some(m.color.alpha)
            }
            (None, None) => panic!("a board part without a material"),
        })
        .collect();
    (opacities, tiles)
}

/// The x-ray setting draws the torus's tiles and ring see-through (blended, alpha below 1)
/// at both graphics levels, so pieces behind them show; turned off, they are opaque again;
/// a flat board stays opaque with the setting on.
#[test]
fn the_xray_setting_makes_the_torus_see_through_and_opaque_again() {
    let wirth = GameKind::Chess(VariantId::Wirth);
    for low_graphics in [false, true] {
        let settings = Settings(manifold_session::settings::Settings {
            xray_torus: true,
            low_graphics,
            ..Default::default()
        });
        let mut app = board_app(wirth, settings);
        let (opacities, tiles) = board_opacities(&mut app);
        assert_eq!(tiles, 144, "every cell has its tile");
        assert_eq!(opacities.len(), 145, "and the ring");
        assert!(
            opacities.iter().all(|o| o.is_some_and(|a| a < 0.9)),
            "low graphics {low_graphics}: x-ray on, {opacities:?}"
        );
        app.world_mut().resource_mut::<Settings>().xray_torus = false;
        app.update();
        let (opacities, _) = board_opacities(&mut app);
        assert!(
            opacities.iter().all(Option::is_none),
            "low graphics {low_graphics}: x-ray off, {opacities:?}"
        );
        // On again, then a classical game: its board is opaque, setting or not.
        app.world_mut().resource_mut::<Settings>().xray_torus = true;
        app.update();
        assert!(board_opacities(&mut app).0.iter().all(Option::is_some));
        app.world_mut()
            .write_message(manifold::state::GameCommand::NewGame {
                kind: GameKind::Chess(VariantId::Classical),
                preset: None,
                clock: None,
            });
        app.update();
        app.update();
        let (opacities, tiles) = board_opacities(&mut app);
        assert_eq!(tiles, 64);
        assert!(
            opacities.iter().all(Option::is_none),
            "a flat board is never x-rayed: {opacities:?}"
        );
    }
}

// --- A move on the hidden side of the torus --------------------------------------------------

const WIRTH: GameKind = GameKind::Chess(VariantId::Wirth);

/// The spin that brings `seat`'s army to the front, as after a move of the other side.
fn army_spin(embedding: &BoardEmbedding, session: &Session, seat: manifold_rules::Seat) -> Vec2 {
    let king = manifold::torus::army::army_front_cell(session, seat).expect("a king");
    SpinTarget::bringing_to_front(embedding, king)
        .expect("a torus")
        .0
}

/// From the default camera, with White's army in front as at the start, White's field is
/// seen and part of the tube (its underside) is hidden; a hidden cell brought to the front
/// is seen; a flat board hides nothing.
#[test]
fn the_cells_the_torus_hides_from_the_default_camera() {
    use manifold::torus::hidden_move::hidden_cells;
    use manifold_rules::Seat;
    let session = Session::new(WIRTH);
    let geometry = session.game().geometry();
    let embedding = BoardEmbedding::for_board(geometry);
    let eye = camera_eye(&embedding);
    let spin = army_spin(&embedding, &session, Seat::WHITE);
    let named = |n: &str| geometry.cell_by_name(n).unwrap();
    // White's king, brought to the front, and the ranks behind it (its fourth rank runs
    // over the top of the tube to the inner side, facing away).
    let field = [named("G3"), named("G2"), named("G1"), named("E2")];
    assert_eq!(
        hidden_cells(&embedding, spin, eye, &field),
        Vec::<Cell>::new()
    );
    let all: Vec<Cell> = geometry.cells().collect();
    let hidden = hidden_cells(&embedding, spin, eye, &all);
    assert!(
        (20..=110).contains(&hidden.len()),
        "part of the tube faces away: {} of 144 hidden",
        hidden.len()
    );
    for &cell in hidden.iter().step_by(7) {
        let front = SpinTarget::bringing_to_front(&embedding, cell).unwrap().0;
        assert!(
            hidden_cells(&embedding, front, eye, &[cell]).is_empty(),
            "{} at the front is seen",
            geometry.cell_name(cell)
        );
    }
    let (flat, flat_geometry) = embedding_of(GameKind::Chess(VariantId::Classical));
    let cells: Vec<Cell> = flat_geometry.cells().collect();
    assert!(hidden_cells(&flat, Vec2::ZERO, camera_eye(&flat), &cells).is_empty());
}

/// After White's move the torus turns to Black's army, and White's move is then out of
/// sight: it is ringed for the flat view, and the status line says where when it was a
/// capture. Against the computer the torus stays on White's army: a move in sight is not
/// marked.
#[test]
fn a_move_the_torus_hides_is_marked_and_said() {
    use crate::headless::{no_animation, session, status};
    use manifold::seats::Seats;
    use manifold::settings::SeatPlayer;
    use manifold::torus::hidden_move::{HiddenMove, hidden_cells};
    use manifold_rules::Seat;
    // (hidden, a capture): a quiet move behind the tube is ringed but not said; a capture
    // there is ringed and said; a move in view is neither.
    for (want_hidden, want_capture) in [(true, false), (false, false), (true, true)] {
        let start = if want_capture {
            wirth_with_a_hidden_capture()
        } else {
            Session::new(WIRTH)
        };
        let mut app = headless_app(start.clone(), no_animation());
        let next_in_view = if want_hidden {
            Seat::BLACK
        } else {
            app.insert_resource(Seats(vec![SeatPlayer::Human, SeatPlayer::Computer(1)]));
            Seat::WHITE
        };
        let embedding = app.world().resource::<BoardEmbedding>().clone();
        let eye = camera_eye(&embedding);
        let spin = army_spin(&embedding, &start, next_in_view);
        let moves = start.game().legal_moves();
        let m = moves
            .iter()
            .find(|m| {
                let captures = start
                    .game()
                    .played(m)
                    .is_some_and(|p| !p.captured.is_empty());
                captures == want_capture
                    && hidden_cells(&embedding, spin, eye, &[m.from(), m.to()]).is_empty()
                        != want_hidden
            })
            .unwrap_or_else(|| {
                panic!("a White move hidden: {want_hidden}, capturing: {want_capture}")
            });
        click_cell(&mut app, m.from());
        click_cell(&mut app, m.to());
        assert_eq!(
            session(&app).game().ply_count(),
            start.game().ply_count() + 1,
            "played"
        );
        let mark = app.world().resource::<HiddenMove>().clone();
        let said = status(&app).contains("hidden side of the torus");
        if want_hidden {
            assert!(mark.cells.contains(&m.from()) && mark.cells.contains(&m.to()));
            assert_eq!(
                said,
                want_capture,
                "said only of a capture: {}",
                status(&app)
            );
        } else {
            assert!(mark.cells.is_empty(), "{mark:?}");
            assert!(!said, "{}", status(&app));
        }
    }
}

/// A Wirth game, White to move, where White can capture on a part of the torus it hides
/// once it turns to Black's army: found by a seeded random walk from the start.
fn wirth_with_a_hidden_capture() -> Session {
    use manifold::torus::hidden_move::hidden_cells;
    use manifold_rules::Seat;
    let mut seed: u64 = 0x5eed;
    let embedding = BoardEmbedding::for_board(Session::new(WIRTH).game().geometry());
    let eye = camera_eye(&embedding);
    for _game in 0..50 {
        let mut game = Session::new(WIRTH).game().clone();
        for _ply in 0..60 {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            if game.position().turn() == Seat::WHITE && game.ply_count() > 0 {
                let session = Session::from_game(game.clone());
                let spin = army_spin(&embedding, &session, Seat::BLACK);
                let hidden_capture = moves.iter().any(|m| {
                    game.played(m).is_some_and(|p| !p.captured.is_empty())
                        && !hidden_cells(&embedding, spin, eye, &[m.from(), m.to()]).is_empty()
                });
                if hidden_capture {
                    return session;
                }
            }
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let m = moves[(seed >> 33) as usize % moves.len()].clone();
            game.play(&m).expect("a legal move");
        }
    }
    panic!("no Wirth game with a hidden capture");
}

/// Arrows and rings lie over the cells but never take a click meant for a cell (a lesson's
/// arrow head over its target cell swallowed the click that should play there).
#[test]
fn drawn_arrows_and_rings_are_not_pickable() {
    use bevy::picking::Pickable;
    use manifold_session::MarkColour;
    // How many meshes there are, and how many of them let clicks through.
    fn meshes(app: &mut App) -> (usize, usize) {
        let mut query = app.world_mut().query::<(&Mesh3d, Option<&Pickable>)>();
        let all: Vec<Option<Pickable>> = query.iter(app.world()).map(|(_, p)| p.copied()).collect();
        let ignored = all.iter().filter(|p| **p == Some(Pickable::IGNORE)).count();
        (all.len(), ignored)
    }
    let mut app = board_app(GameKind::Chess(VariantId::Classical), Settings::default());
    app.add_plugins(manifold::board_marks::render_plugin);
    app.update();
    let (before, ignored_before) = meshes(&mut app);
    {
        let mut session = app.world_mut().resource_mut::<SessionRes>();
        let g = session.0.game().geometry();
        let (e2, e4) = (g.cell_by_name("e2").unwrap(), g.cell_by_name("e4").unwrap());
        session.0.toggle_mark(e2, e4, MarkColour::Green);
        session.0.toggle_mark(e4, e4, MarkColour::Red);
    }
    app.update();
    app.update();
    let (after, ignored_after) = meshes(&mut app);
    assert_eq!(after, before + 2, "an arrow and a ring drawn");
    assert_eq!(ignored_after, ignored_before + 2, "neither takes clicks");
}

/// The flat view's edges fall between cells however the torus is turned: every file and
/// rank at its edges shows whole (rank 10 and a rook were half cut off in puzzle 1).
#[test]
fn the_flat_view_shows_whole_files_and_ranks_at_its_edges() {
    let geometry = Position::start(VariantId::Wirth).geometry();
    let embedding = BoardEmbedding::for_board(geometry);
    let mut torus = *embedding.torus().expect("a torus");
    let (min, cell_px) = (Vec2::new(16.0, 150.0), 21.0);
    let side = cell_px * torus.cells.x;
    for spin in [Vec2::ZERO, Vec2::new(0.5, 0.5), Vec2::new(-3.3, 7.75)] {
        torus.spin = spin;
        let view = FlatView::fitted(&torus, &embedding, Cell(0), min, side, cell_px);
        for c in geometry.cells() {
            let from_corner = view.cell_centre(&embedding, c) - min;
            for v in [from_corner.x, from_corner.y] {
                let into_cell = v.rem_euclid(cell_px);
                assert!(
                    (into_cell - cell_px / 2.0).abs() < 1e-3,
                    "spin {spin}: {} at {from_corner}",
                    geometry.cell_name(c)
                );
            }
        }
    }
}

/// On the torus a capture target is ringed in red (the piece standing on it hid most of its
/// red tile at the ring's angles); a square board keeps its red tile alone.
#[test]
fn a_capture_on_the_torus_is_ringed_in_red() {
    use manifold::board_marks::BoardMarks;
    use manifold::drawing::MarkColour;
    for (kind, moves, from, to, ringed) in [
        (VariantId::Wirth, ["E2E4", "D7D5"], "E4", "D5", true),
        (VariantId::Classical, ["e4", "d5"], "e4", "d5", false),
    ] {
        let session = Session::after_moves(GameKind::Chess(kind), &moves);
        let mut app = headless_app(session, Settings::default());
        let from = cell(&app, from);
        click_cell(&mut app, from);
        let to = cell(&app, to);
        let circles = &app.world().resource::<BoardMarks>().circles;
        assert_eq!(
            circles.contains(&(to, MarkColour::Red)),
            ringed,
            "{kind:?}: {circles:?}"
        );
    }
}
