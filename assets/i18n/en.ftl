# English messages of Manifold (Project Fluent syntax). Every message here must also be in
# ru.ftl: a unit test of src/locale checks it. `{ $name }` marks a value the program fills in.

## Interface

# Games
game-classical = Classical chess
game-great = Great Chess
game-draughts = Russian draughts
game-wirth = Wirth torus chess
game-mattrix = Mattrix (three-player hex chess)
game-transit = Chess-transit

# Seats
seat-white = White
seat-black = Black
seat-blue = Blue
seat-red = Red

# Pieces
piece-king = king
piece-queen = queen
piece-rook = rook
piece-bishop = bishop
piece-knight = knight
piece-pawn = pawn
piece-general = general
piece-giraffe = giraffe
piece-vizier = vizier
piece-war_machine = war machine
piece-heavy_pawn = heavy pawn
piece-light_pawn = light pawn
piece-man = man
piece-draughts_king = king

# Why a game ended
reason-checkmate = checkmate
reason-stalemate = stalemate
reason-resignation = resignation
reason-agreement = draw by agreement
reason-fifty_moves = fifty-move rule
reason-seventy_five_moves = seventy-five-move rule
reason-threefold_repetition = threefold repetition
reason-fivefold_repetition = fivefold repetition
reason-insufficient_material = insufficient material
reason-timeout = time out
reason-no_moves = no legal move
reason-boards_decided = both boards decided
reason-king_moves = the 15-move king rule

# Results and status
result-win = { $winner } wins
result-win_three = { $winner } wins, { $loser } loses
result-draw = Draw
result-score = { $white } { $white_points } : { $black_points } { $black }
result-with_reason = { $result } ({ $reason })
status-to_move = { $seat } to move
status-in_check = { $seat } is in check
status-check_announce = Check!
status-mate_announce = Checkmate!
status-game_over = Game over
status-draw_possible = A draw is possible ({ $reason }): the players may agree to it.
status-browsing = Viewing the position after move { $ply } of { $total }
status-browsing_start = Viewing the start position

# Start screen
start-subtitle = Chess-family games on boards that are not plain squares
start-game = Game
start-preset = Table
start-preset_none = The game's own rules
start-players = Players
start-human = Human
start-computer = Computer, level { $level }
start-computer_note = Level 1 makes beginner's mistakes; level 5 plays its best. The computer thinks while you watch; Hint asks it for a move.
start-start = Start
start-continue = Continue autosaved game
start-continue_detail = { $game }, { $moves } moves
start-back = Back to the game
preset-nujelm-chess = Nujelm table
preset-nujelm-chess-about = 8 minutes a move (lost on time), castling king then rook, check and mate announced, draws by agreement only.
preset-nujelm-draughts = Nujelm table
preset-nujelm-draughts-about = 8 minutes a move (lost on time), a capturing king lands right beyond the captured piece, draws by agreement only.

# Game panel
panel-moves = Moves
panel-no_moves = No moves yet
panel-start_position = Start
panel-back_to_game = Back to the game
panel-game = Game
panel-view = View
panel-person = a person
panel-computer = the computer, level { $level }
panel-plays = { $seat }: { $who }
button-quit = Quit
button-undo = Undo
button-redo = Redo
button-resign = Resign
button-offer_draw = Offer a draw
button-accept_draw = Accept the draw
button-accept_draw_by = { $seat } accepts
button-decline_draw = Decline
button-agree_draw = Agree to a draw
button-new_game = New game
button-flip = Flip board
button-reset_view = Reset view
button-files = Save, load, import…
button-cancel = Cancel
button-close = Close
draw-offered = { $seat } offers a draw
draw-waiting = Draw offered: waiting for the answer
draw-declined = The draw offer was declined

# The move timer
clock-title = Move time
clock-remaining = { $seat }: { $time } left for this move
clock-timeout = { $seat } ran out of time

# Settings
settings-title = Settings
settings-piece_style = Pieces:
settings-figures = figures
settings-tokens = tokens
settings-tokens_note = Discs that face the camera, each with its piece’s figurine: readable from every angle, on the torus too.
settings-language = Language
settings-animation_speed = Animation speed
settings-show_legal_moves = Show legal moves
settings-show_coordinates = Show coordinates
settings-low_graphics = Low graphics (for machines without a GPU)
settings-low_graphics_note = Takes full effect on the next start.
settings-low_graphics_auto = No GPU found (software rendering): low graphics is on. The settings can turn it off.
torus-left = Left
torus-right = Right
torus-up = Up
torus-down = Down
torus-title = The torus
torus-turn = Turn the ring (keys W A S D):
torus-turn_left = Bring the files on the left to the front
torus-turn_right = Bring the files on the right to the front
torus-turn_up = Bring the higher ranks to the front
torus-turn_down = Bring the lower ranks to the front
torus-home = Home
torus-other_army = Show the other army (O)
torus-to_front = Bring the selected piece to the front
torus-rider_lines = Draw a selected rider's closed lines
torus-flat_view = Flat view (the board unrolled)
torus-flat_help = Click to play, drag to scroll (the torus turns with it), right-click a cell to bring it to the middle. Magenta lines are the seams.
settings-allow_takebacks = Allow takebacks
settings-turn_camera_to_mover = Turn the camera to the side to move
settings-turn_camera_to_mover_note = After each move the view turns so that the player to move sees their own army nearest (for players sharing one computer).
settings-show_opponent_attacks = Show cells the opponents attack (Mattrix)
settings-show_opponent_attacks_note = While a piece is selected, the cells each opponent attacks are tinted in that opponent's colour, and in a mixed tint where both attack.

# Chess-transit: the two boards
transit-title = Boards
transit-board_open = Board { $board }: open
transit-board_won = Board { $board }: closed, { $seat } won
transit-board_drawn = Board { $board }: closed, drawn
transit-score = Score: { $white } { $white_points } : { $black_points } { $black }
transit-forced = { $seat } must transit the king on { $square }: its board is closed
transit-how = Transit: select a piece, then click the same square on the other board.

# Mattrix: the legend of the opponents' attacks
attacks-legend = Attacked by
attacks-both = both
engine-thinking = Thinking…
engine-hint_thinking = Looking for a hint…
button-hint = Hint
button-pause = Pause
button-resume = Resume
engine-paused = The computers are paused
lang-english = English
lang-russian = Русский

# Promotion
promotion-title = Promotion
promotion-choose = Choose the piece the pawn becomes:

# Files
files-title = Files
files-path = File
files-save = Save game
files-load = Load game
files-saved = Game saved to { $path }
files-loaded = Game loaded from { $path }
files-read_error = Cannot read { $path }: { $error }
files-write_error = Cannot write { $path }: { $error }
files-bad_save = { $path } is not a usable saved game: { $error }. The game in progress is unchanged.
files-text = Text: paste here to import; exports appear here and are copied to the clipboard.
files-position = Position
files-export_position = Export position
files-import_position = Import position
files-export_pgn = Export PGN
files-import_pgn = Import PGN
files-export_pdn = Export PDN
files-import_pdn = Import PDN
files-exported = { $format } written to the text box and copied to the clipboard
files-imported = { $format } imported
files-import_error = Cannot import the { $format }: { $error }. The game in progress is unchanged.
files-empty_text = The text box is empty: paste a { $format } first
files-no_pgn = PGN is not available for { $game }; save the game as a file instead

# Settings file and autosave
persist-settings_corrupt = The settings file could not be read ({ $error }); it was kept as { $path } and the default settings are used.
persist-autosave_corrupt = The autosaved game could not be read ({ $error }); it was kept as { $path }.
persist-no_data_dir = No data folder (set MANIFOLD_HOME or HOME): settings and autosaves are not kept.
persist-write_failed = Could not write { $path }: { $error }
persist-read_failed = Could not read { $path }: { $error }
persist-restored = Autosaved game restored

# Messages of the rules core and of the game commands (translated by pattern)

# Messages of the notation readers, presets and saved files, and the names inside
frag-side-white = white
frag-side-black = black
frag-side-blue = blue
frag-side-red = red
frag-side-White = White
frag-side-Black = Black
frag-counter-halfmove_clock = halfmove clock
frag-counter-halfmove_counter = halfmove counter
frag-counter-fullmove_number = fullmove number
frag-counter-move_number = move number
frag-castle-king_side = king-side
frag-castle-queen_side = queen-side
frag-castle-short = short (0-0)
frag-castle-long = long (0-0-0)
frag-variant-classical = classical
frag-variant-great = great
frag-variant-wirth = wirth
frag-variant-mattrix = mattrix
frag-variant-transit = transit
frag-variant-classical_name = Classical chess
frag-variant-great_name = Great Chess
frag-variant-wirth_name = Wirth chess
frag-variant-mattrix_name = Mattrix chess
frag-variant-transit_name = Chess-transit
join-or = {" "}or{" "}
join-comma = ,{" "}

## Messages of the rules core and the session (typed values, see src/locale)

### chess-moves

### fen
fen-empty = empty FEN
fen-field-count = FEN has { $count } fields; expected 4 to 6 (board, side, castling, en passant[, halfmove, fullmove])
fen-rank-count = board has { $found } ranks; { $variant } needs { $expected }
fen-rank-length = rank { $rank } (rank { $number } from the top) describes { $found } squares; expected { $expected }
fen-unknown-piece = '{ $ch }' in rank { $rank } is not a piece of { $variant }
fen-side-to-move = side to move '{ $field }' is not 'w' or 'b'
fen-castling = castling field '{ $field }': { $reason }
fen-en-passant = en passant field '{ $field }': { $reason }
fen-counter = { $name } '{ $value }' is not a valid number
fen-king-count = { $side } has { $count } kings; exactly one is needed
fen-too-many-pieces = { $side } has { $count } pieces; at most { $max } are possible in { $variant }
fen-pawn-on-promotion-square = { $side } pawn on { $cell }, a square where it must already have promoted
fen-opponent-in-check = the side not to move ({ $side }) is in check, which no legal game reaches
fen-transit = { $error }
fen-castling-not-a-right = '{ $ch }' is not a castling right of { $variant }
fen-castling-pieces-missing = '{ $ch }' needs the { $side } king on { $king } and a rook on { $rook }
fen-en-passant-not-a-square = not a square of this board
fen-en-passant-none = { $variant } has no en passant
fen-en-passant-occupied = the square is occupied
fen-en-passant-no-double-step = no pawn has just made a double step over this square

### coordinates

### variants-and-presets
variant-unknown = unknown variant '{ $name }' (expected one of: { $names })
preset-ron = preset text at { $error }
preset-unknown-variant = preset game: { $error }
preset-zero-time-limit = move_time_limit_secs is 0; give a positive number of seconds, or None for no limit
preset-chess-only = { $option } applies to chess only, not to draughts

### pgn
pgn-empty = no game found in the PGN text
pgn-syntax = line { $line }: { $message }
pgn-unknown-variant = unknown variant '{ $name }' (expected Standard, Great Chess, Wirth chess, Mattrix chess or Chess-transit)
pgn-fen = FEN tag '{ $fen }': { $error }
pgn-move = line { $line }, move { $number } { $text }: { $error }
pgn-after-end = line { $line }, move { $number } { $text }: the game is already over ({ $reason })
pgn-comment-unclosed = comment '{"{"}' is never closed
pgn-close-comment-without-open = '{"}"}' without its opening '{"{"}'
pgn-bracket-outside-tag = ']' outside a tag
pgn-tag-name = a tag must start with a name, as in [Event "..."]
pgn-tag-quotes = tag { $tag }: the value must be in double quotes
pgn-tag-quote-unclosed = tag { $tag }: the value's quote is never closed
pgn-tag-bracket = tag { $tag }: ']' expected after the value
pgn-null-move = move { $number } { $text }: null moves are not supported
text-unexpected-character = unexpected '{ $ch }'

### game
game-over = the game is over ({ $reason })
game-illegal-move = that move is not legal here
game-no-draw-claim = no draw can be claimed now (needs a threefold repetition or fifty moves without capture or pawn move)

### mattrix-text
mattrix-text-empty = empty Mattrix position text
mattrix-text-field-count = Mattrix position text has { $count } fields; expected 5 to 7 (W:<pieces> B:<pieces> R:<pieces> <w|b|r> <castling>[ <halfmove clock>[ <move number>]])
mattrix-text-not-an-army = field { $number } '{ $field }' is not an army (expected W:, B: or R: and a piece list)
mattrix-text-army-twice = the { $seat } army is given twice
mattrix-text-piece-syntax = { $seat } army: '{ $item }' is not a piece (expected a piece letter and a cell, e.g. Ko15)
mattrix-text-unknown-piece = { $seat } army: '{ $item }': '{ $letter }' is not a Mattrix piece (K Q R B N, H heavy pawn, P light pawn)
mattrix-text-unknown-cell = { $seat } army: '{ $item }': '{ $cell }' is not a cell of the hex board
mattrix-text-cell-twice = cell { $cell } holds two pieces (the { $first_seat } { $first_role } and the { $second_seat } { $second_role })
mattrix-text-king-count = the { $seat } army has { $count } kings; exactly one is needed
mattrix-text-too-many-pieces = the { $seat } army has { $count } pieces; at most { $max } are possible
mattrix-text-pawn-on-promotion-side = { $seat } { $role } on { $cell }, its promotion side, where it must already have promoted
mattrix-text-seat-to-move = seat to move '{ $field }' is not 'w', 'b' or 'r' (White, Blue, Red)
mattrix-text-last-mover-in-check = { $seat } moved last and is in check, which no legal game reaches ({ $to_move } is to move)
mattrix-text-kings-side-by-side = the { $first } and { $second } kings stand side by side, which no legal game reaches
mattrix-text-castling-not-a-rook-cell = '{ $item }' is not a castling rook's start cell (o21, o7, h1, a8, a20, h27) or '-'
mattrix-text-castling-given-twice = '{ $item }' is given twice
mattrix-text-castling-pieces-missing = '{ $item }' needs the { $seat } king on { $king } and a { $seat } rook on { $rook }

### san

### mattrix-notation

### transit

### draughts

### session

### saved-games

### cli
