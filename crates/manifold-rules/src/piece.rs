//! Seats (players), roles (kinds of piece) and pieces.

/// A player's seat: 0 = White, 1 = Black (or Blue in Mattrix), 2 = Red.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Seat(pub u8);

impl Seat {
    /// White, who moves first in every game.
    pub const WHITE: Seat = Seat(0);
    /// Black in two-player games.
    pub const BLACK: Seat = Seat(1);

    /// The seat's index, for tables.
    #[inline]
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The seat that moves after this one in a game of `seats` players.
    #[inline]
    pub fn next(self, seats: u8) -> Seat {
        // A comparison, not `%`: this runs at every move, and a division is slow.
        if self.0 + 1 >= seats {
            Seat(0)
        } else {
            Seat(self.0 + 1)
        }
    }
}

/// A kind of piece. Movement is described by the flags below, so compound pieces are just
/// combinations (the giraffe rides lines and diagonals and leaps like a knight).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Role {
    /// The king.
    King = 0,
    /// The queen (the "general" of Great Chess moves the same way).
    Queen,
    /// The rook.
    Rook,
    /// The bishop.
    Bishop,
    /// The knight.
    Knight,
    /// The pawn of two-player chess (and Mattrix's light pawn uses [`Role::LightPawn`]).
    Pawn,
    /// Great Chess giraffe: queen + knight.
    Giraffe,
    /// Great Chess vizier: bishop + knight.
    Vizier,
    /// Great Chess war machine: rook + knight.
    WarMachine,
    /// Mattrix heavy pawn.
    HeavyPawn,
    /// Mattrix light pawn.
    LightPawn,
}

/// The index of the line riders among a position's attacker sets (the value of
/// `DirKind::Line as usize`).
pub const ATTACKS_LINES: usize = 0;
/// The index of the diagonal riders (the value of `DirKind::Diagonal as usize`).
pub const ATTACKS_DIAGONALS: usize = 1;
/// The index of the knight leapers.
pub const ATTACKS_KNIGHT: usize = 2;
/// The index of the pawns of every kind (they attack only from a neighbouring cell).
pub const ATTACKS_PAWN: usize = 3;

/// Number of roles.
pub const ROLE_COUNT: usize = 11;

impl Role {
    /// Every role, in index order.
    pub const ALL: [Role; ROLE_COUNT] = [
        Role::King,
        Role::Queen,
        Role::Rook,
        Role::Bishop,
        Role::Knight,
        Role::Pawn,
        Role::Giraffe,
        Role::Vizier,
        Role::WarMachine,
        Role::HeavyPawn,
        Role::LightPawn,
    ];

    /// The role with this index.
    #[inline]
    pub fn from_index(i: usize) -> Option<Role> {
        Role::ALL.get(i).copied()
    }

    /// Whether the role rides along lines (rook-like).
    #[inline]
    pub fn rides_lines(self) -> bool {
        matches!(
            self,
            Role::Queen | Role::Rook | Role::Giraffe | Role::WarMachine
        )
    }

    /// Whether the role rides along diagonals (bishop-like).
    #[inline]
    pub fn rides_diagonals(self) -> bool {
        matches!(
            self,
            Role::Queen | Role::Bishop | Role::Giraffe | Role::Vizier
        )
    }

    /// Whether the role leaps like a knight.
    #[inline]
    pub fn leaps_knight(self) -> bool {
        matches!(
            self,
            Role::Knight | Role::Giraffe | Role::Vizier | Role::WarMachine
        )
    }

    /// How the role attacks, as bits: [`ATTACKS_LINES`], [`ATTACKS_DIAGONALS`],
    /// [`ATTACKS_KNIGHT`], [`ATTACKS_PAWN`] (the indices of [`Position`](super::Position)'s attacker sets).
    #[inline]
    pub(crate) fn attack_bits(self) -> u8 {
        u8::from(self.rides_lines()) << ATTACKS_LINES
            | u8::from(self.rides_diagonals()) << ATTACKS_DIAGONALS
            | u8::from(self.leaps_knight()) << ATTACKS_KNIGHT
            | u8::from(self.is_pawn()) << ATTACKS_PAWN
    }

    /// Whether the role is a pawn of some kind.
    #[inline]
    pub fn is_pawn(self) -> bool {
        matches!(self, Role::Pawn | Role::HeavyPawn | Role::LightPawn)
    }

    /// The English name of the role.
    pub fn name(self) -> &'static str {
        match self {
            Role::King => "king",
            Role::Queen => "queen",
            Role::Rook => "rook",
            Role::Bishop => "bishop",
            Role::Knight => "knight",
            Role::Pawn => "pawn",
            Role::Giraffe => "giraffe",
            Role::Vizier => "vizier",
            Role::WarMachine => "war machine",
            Role::HeavyPawn => "heavy pawn",
            Role::LightPawn => "light pawn",
        }
    }
}

/// A piece: a role owned by a seat. Packed in one byte on the board (0 = empty).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Who owns it.
    pub seat: Seat,
    /// What it is.
    pub role: Role,
}

impl Piece {
    /// A new piece.
    pub fn new(seat: Seat, role: Role) -> Piece {
        Piece { seat, role }
    }

    /// The one-byte board code (never 0).
    #[inline]
    pub fn code(self) -> u8 {
        1 + self.seat.0 * 16 + self.role as u8
    }

    /// The piece of a non-zero board code.
    #[inline]
    pub fn from_code(code: u8) -> Option<Piece> {
        if code == 0 {
            return None;
        }
        let c = code - 1;
        Some(Piece {
            seat: Seat(c / 16),
            role: Role::ALL[(c % 16) as usize],
        })
    }
}

/// The seat of a non-zero board code.
#[inline]
pub fn code_seat(code: u8) -> u8 {
    (code - 1) / 16
}

/// The role of a non-zero board code.
#[inline]
pub fn code_role(code: u8) -> Role {
    // Sixteen slots (the unused ones never occur on a board) so the look-up needs no
    // bounds check.
    const BY_SLOT: [Role; 16] = {
        let mut table = [Role::King; 16];
        let mut i = 0;
        while i < ROLE_COUNT {
            table[i] = Role::ALL[i];
            i += 1;
        }
        table
    };
    BY_SLOT[((code.wrapping_sub(1)) & 15) as usize]
}
