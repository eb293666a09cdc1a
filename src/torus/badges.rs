//! Figurine badges on the torus: over each piece a small disc with its figurine, turned to
//! face the camera, so that every piece reads where it stands on the ring. A figure on the
//! torus is seen from any side, often from above (a king from above is a plain cylinder,
//! a bishop or a knight foreshortened); its badge is the token style's disc
//! ([`crate::sync::TokenLooks`]) at a smaller scale, floating just over the figure's top
//! along the surface's normal. Badges are drawn only with the figures (the token style is
//! already a disc) and only on the torus; each is a child of its piece, so it moves,
//! hides and goes with it, and it is never picked (a click goes to the cell or piece
//! under it).

use bevy::prelude::*;

use crate::embedding::BoardEmbedding;
use crate::settings::{PieceStyle, Settings};
use crate::shading::TokenMaterial;
use crate::sync::{PieceEntity, Token, TokenLooks};
use manifold_rules::PieceView;

/// A badge's size as a share of the piece's token.
pub const BADGE_SCALE: f32 = 0.5;
/// How far over the figure's top a badge's foot floats, in the piece's units (cells).
const BADGE_CLEARANCE: f32 = 0.03;

/// A figurine badge: the piece it shows (a promotion changes its figurine).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Badge(pub PieceView);

/// Registers the badges (the windowed app: they are drawn).
pub fn plugin(app: &mut App) {
    app.add_systems(
        PostUpdate,
        (keep_badges, face_the_camera)
            .chain()
            .before(bevy::transform::TransformSystems::Propagate),
    );
}

/// Whether the board shows badges: the torus, drawn with figures.
pub fn badges_shown(settings: &Settings, embedding: &BoardEmbedding) -> bool {
    settings.piece_style == PieceStyle::Figures && embedding.torus().is_some()
}

/// Gives each piece its badge where badges are shown (and the right figurine after a
/// promotion), and takes them away where they are not.
fn keep_badges(
    mut commands: Commands,
    settings: Res<Settings>,
    embedding: Res<BoardEmbedding>,
    looks: Option<Res<TokenLooks>>,
    pieces: Query<(Entity, &PieceEntity, Option<&Children>), Without<Token>>,
    mut badges: Query<(&mut Badge, &mut MeshMaterial3d<TokenMaterial>)>,
) {
    let Some(looks) = looks else {
        return;
    };
    let shown = badges_shown(&settings, &embedding);
    for (entity, piece, children) in &pieces {
        let badge = children.and_then(|c| c.iter().find(|child| badges.contains(*child)));
        let material = looks.get(piece.seats, piece.view.seat, piece.view.shape);
        match (shown, badge, material) {
            (false, Some(badge), _) | (true, Some(badge), None) => {
                commands.entity(badge).despawn();
            }
            (true, Some(badge), Some(material)) => {
                if let Ok((mut shows, mut worn)) = badges.get_mut(badge)
                    && shows.0 != piece.view
                {
                    *shows = Badge(piece.view);
                    worn.0 = material.clone();
                }
            }
            (true, None, Some(material)) => {
                let lift = looks.top(piece.view.shape) + BADGE_CLEARANCE;
                commands.entity(entity).with_children(|parent| {
                    parent.spawn((
                        Badge(piece.view),
                        Mesh3d(looks.mesh()),
                        MeshMaterial3d(material.clone()),
                        Transform::from_translation(Vec3::Y * lift)
                            .with_scale(Vec3::splat(BADGE_SCALE)),
                        Pickable::IGNORE,
                    ));
                });
            }
            (false, None, _) | (true, None, None) => {}
        }
    }
}

/// Turns every badge to face the camera, upright on the screen, whatever way its piece
/// stands on the ring (its rotation is its piece's undone, then the camera's).
fn face_the_camera(
    cameras: Query<&Transform, (With<Camera3d>, Without<Badge>)>,
    pieces: Query<&Transform, (With<PieceEntity>, Without<Badge>)>,
    mut badges: Query<(&mut Transform, &ChildOf), With<Badge>>,
) {
    let Some(camera) = cameras.iter().next().map(|c| c.rotation) else {
        return;
    };
    for (mut transform, parent) in &mut badges {
        if let Ok(piece) = pieces.get(parent.parent()) {
            transform.rotation = piece.rotation.inverse() * camera;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sync::build_token_looks;
    use manifold_rules::{GameKind, PieceShape, Role, Seat, VariantId};

    /// An app with the badges' systems, the token looks and a board of `kind`.
    fn app(kind: GameKind, style: PieceStyle) -> App {
        let mut app = App::new();
        app.init_resource::<Assets<Mesh>>()
            .init_resource::<Assets<Image>>()
            .init_resource::<Assets<TokenMaterial>>();
        let looks = app
            .world_mut()
            .resource_scope(|world, mut meshes: Mut<Assets<Mesh>>| {
                world.resource_scope(|world, mut images: Mut<Assets<Image>>| {
                    let mut materials = world.resource_mut::<Assets<TokenMaterial>>();
                    build_token_looks(&mut meshes, &mut images, &mut materials)
                })
            });
        app.insert_resource(looks)
            .insert_resource(Settings(manifold_session::settings::Settings {
                piece_style: style,
                ..Default::default()
            }))
            .insert_resource(BoardEmbedding::for_board(kind.geometry()))
            .add_systems(Update, (keep_badges, face_the_camera).chain());
        app
    }

    fn wirth() -> GameKind {
        GameKind::Chess(VariantId::Wirth)
    }

    const PAWN: PieceView = PieceView {
        seat: Seat::BLACK,
        shape: PieceShape::Chess(Role::Pawn),
    };

    /// Puts a camera, and `view` on the cell named `cell` of the `kind` board; the piece's
    /// entity.
    fn put(app: &mut App, kind: GameKind, cell: &str, view: PieceView) -> Entity {
        let cell = kind.geometry().cell_by_name(cell).unwrap();
        let at = app
            .world()
            .resource::<BoardEmbedding>()
            .piece_transform(cell);
        app.world_mut().spawn((
            Camera3d::default(),
            Transform::from_xyz(3.0, 9.0, 12.0).looking_at(Vec3::ZERO, Vec3::Y),
        ));
        let piece = PieceEntity {
            cell,
            view,
            seats: 2,
        };
        app.world_mut().spawn((piece, at)).id()
    }

    /// The badges: what each shows, its piece, its transform.
    fn badges(app: &mut App) -> Vec<(Badge, Entity, Transform)> {
        let mut q = app.world_mut().query::<(&Badge, &ChildOf, &Transform)>();
        q.iter(app.world())
            .map(|(b, c, t)| (*b, c.parent(), *t))
            .collect()
    }

    #[test]
    fn each_piece_on_the_torus_wears_its_figurine_facing_the_camera() {
        let mut app = app(wirth(), PieceStyle::Figures);
        let piece = put(&mut app, wirth(), "H9", PAWN);
        app.update();
        app.update();
        let found = badges(&mut app);
        assert_eq!(found.len(), 1);
        let (badge, parent, transform) = found[0];
        assert_eq!((badge, parent), (Badge(PAWN), piece));
        assert!(transform.translation.y > 0.3, "over the figure's top");
        // Seen from the camera: the piece's turn undone, then the camera's.
        let piece_rotation = app.world().get::<Transform>(piece).unwrap().rotation;
        let mut cameras = app
            .world_mut()
            .query_filtered::<&Transform, With<Camera3d>>();
        let camera = cameras.single(app.world()).unwrap().rotation;
        assert!((piece_rotation * transform.rotation).angle_between(camera) < 1e-4);

        // A promotion changes the figurine.
        let queen = PieceView {
            shape: PieceShape::Chess(Role::Queen),
            ..PAWN
        };
        app.world_mut().get_mut::<PieceEntity>(piece).unwrap().view = queen;
        app.update();
        let found = badges(&mut app);
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].0, Badge(queen));

        // Tokens need none.
        app.world_mut().resource_mut::<Settings>().piece_style = PieceStyle::Tokens;
        app.update();
        app.update();
        assert!(badges(&mut app).is_empty());
    }

    #[test]
    fn a_flat_board_has_no_badges() {
        let classical = GameKind::Chess(VariantId::Classical);
        let mut app = app(classical, PieceStyle::Figures);
        put(&mut app, classical, "e7", PAWN);
        app.update();
        app.update();
        assert!(badges(&mut app).is_empty());
    }
}
