//! The rematch: the finished game's setup again, each player moved to the next seat.

use manifold_rules::draughts::DraughtsGame;
use manifold_rules::game::Game;

use crate::{AnyGame, Player, Session};

/// Who plays each seat in the rematch of a game of `seats` seats that `players` played (in
/// seat order): each player moves to the next seat, the last one's player to the first
/// seat. With two seats the players swap colours; in Mattrix White's player takes Blue,
/// Blue's takes Red and Red's takes White. A list shorter than the seats is filled with
/// people first; an empty list (players not recorded) stays empty.
pub fn rematch_players(players: &[Player], seats: u8) -> Vec<Player> {
    if players.is_empty() || seats == 0 {
        return Vec::new();
    }
    let seats = usize::from(seats);
    let mut turned: Vec<Player> = (0..seats)
        .map(|s| players.get(s).copied().unwrap_or_default())
        .collect();
    turned.rotate_right(1);
    turned
}

impl Session {
    /// A rematch of this game: the same game from the same start position (a position set
    /// up in the editor included) with the same rules options, at the same table (preset
    /// and its draw policy), on the same time control with fresh clocks, with the same
    /// judge of flag falls, and with each player moved to the next seat
    /// ([`rematch_players`]: computer levels go with their players). No move, mark or
    /// draw offer carries over. Put it in place with [`Session::replace_with`] (the app's
    /// new-game path), which keeps the revisions going up.
    pub fn rematch(&self) -> Session {
        let mut game = match &self.game {
            AnyGame::Chess(g) => AnyGame::Chess(Game::from_position(g.start_position().clone())),
            AnyGame::Draughts(g) => {
                AnyGame::Draughts(DraughtsGame::from_position(*g.start_position()))
            }
        };
        game.set_draw_policy(self.game.draw_policy());
        let mut next = Session::from_game(game).at_table(self.preset.as_ref());
        next.mate_judge = self.mate_judge;
        next.set_time_control(self.time_control());
        next.set_players(rematch_players(&self.players, self.game.seats()));
        next
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn players_move_to_the_next_seat() {
        let (h, c) = (Player::Human, Player::Computer);
        assert_eq!(rematch_players(&[h, c(3)], 2), vec![c(3), h]);
        assert_eq!(rematch_players(&[h, c(1), c(5)], 3), vec![c(5), h, c(1)]);
        assert_eq!(rematch_players(&[c(2)], 2), vec![h, c(2)], "filled");
        assert!(rematch_players(&[], 2).is_empty());
    }
}
