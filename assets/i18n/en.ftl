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
start-continue_finished = Look at the finished game
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
settings-notation = Moves written with:
settings-notation_letters = letters
settings-notation_figurines = figurines (♘f3)
settings-figures = figures
settings-tokens = tokens
settings-tokens_note = Discs that face the camera, each with its piece’s figurine: readable from every angle, on the torus too.
settings-language = Language
settings-animation_speed = Animation speed
settings-sound = Sound
settings-volume = volume
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
files-saved_games = Saved games…
saved-title = Saved games
saved-folder = Folder: { $path }
saved-none = No saved games in this folder yet. A game is saved from “Save, open, import…” in the game panel.
saved-open = Open
saved-game = { $game }, { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
saved-finished = finished
start-open_saved = Open a saved game…
replace-title = Replace the game in progress?
replace-current = The game in progress: { $game }
replace-offered = The game to open: { $game }
replace-warning = The game in progress is lost unless it was saved.
replace-yes = Open the other game
replace-no = Keep the game in progress
replace-kept = The game in progress is kept.
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
move-no_piece = there is no piece on { $cell }
move-not_yours = the piece on { $cell } is not yours to move
move-promotion_needed = a promotion piece must be given (e.g. e7e8q)
move-cannot_promote_to = a pawn cannot promote to a { $piece } here
move-check_not_answered = your king is in check and this move does not answer it
move-cannot_move_to = the { $piece } on { $from } cannot move to { $to }

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
coord-syntax = '{ $text }' is not a coordinate move (expected start and end squares, e.g. e2e4 or e7e8q)
coord-unknown_square = '{ $text }': '{ $square }' is not a square of this board
coord-bad_promotion = '{ $text }': '{ $letter }' is not a piece this game promotes to
coord-illegal = '{ $text }' is not legal here: { $reason }

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
game-no-such-seat = there is no seat { $seat } in this game (its seats are 0 to { $last })

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
san-syntax = '{ $text }' is not a move in algebraic notation (expected e.g. e4, Nf3, exd5, O-O or e8=Q)
san-unknown_piece = '{ $text }': '{ $letter }' is not a piece of { $variant }
san-ambiguous = '{ $text }' is ambiguous: it could be { $candidates }
san-or_list = { $first } or { $rest }
san-comma_list = { $first }, { $rest }
san-promotion_missing = '{ $text }' needs a promotion piece (e.g. { $example })
san-with_reason = '{ $text }': { $reason }
san-castling = '{ $text }': cannot castle { $side } now: { $reason }
san-unreadable = '{ $text }' is not a move (expected algebraic notation such as Nf3 or O-O, or coordinates such as g1f3)
san-promotion-not_a_piece = '{ $letter }' is not a piece of { $variant }
san-promotion-outside_zone = this move does not reach the promotion zone, so nothing is promoted
san-promotion-not_to = a pawn cannot promote to a { $piece } here (it may become: { $allowed })
san-castling-none = { $variant } has no castling
san-castling-right_lost = { $side } has lost this castling right
san-castling-king_in_check = the king is in check
san-castling-squares_taken = the squares between king and rook are not empty
san-castling-attacked = the king would pass through or land on an attacked square
san-no_such_piece = there is no { $side } { $piece }
san-no_such_piece_on = there is no { $side } { $piece } on { $cell }
san-no_such_piece_on_file = there is no { $side } { $piece } on the { $file }-file
san-no_such_piece_on_rank = there is no { $side } { $piece } on rank { $rank }
san-own_piece_on_target = { $cell } is taken by your own { $piece }
san-no_role_can = no { $side } { $piece } can move to { $to }
san-no_role_can-in_check = no { $side } { $piece } can move to { $to } (your king is in check)
san-none_of = none of the { $side } { $piece }s (on { $cells }) can move to { $to }
san-none_of-in_check = none of the { $side } { $piece }s (on { $cells }) can move to { $to } (your king is in check)

### mattrix-notation
mattrix-move-not_a_piece = '{ $letter }' is not a piece of { $variant } (K Q R B N H P)
mattrix-move-outside_side = this move does not reach the promotion side, so nothing is promoted
mattrix-move-not_to = a { $pawn } cannot promote to a { $piece } (it may become: { $allowed })
mattrix-move-right_lost = { $side } has lost this castling right (the king or this rook has moved)
mattrix-move-cells_taken = the cells between king and rook are not empty ({ $cell } is taken)
mattrix-move-attacked = the king would pass through or land on an attacked cell ({ $cell })
mattrix-move-king_left_in_check = the king would be left in check
mattrix-move-wrong_piece = the piece on { $cell } is a { $actual }, not a { $named }
mattrix-move-no_piece_can = no { $side } piece can move to { $to }
mattrix-move-no_piece_can-in_check = no { $side } piece can move to { $to } (your king is in check)

### transit
transit-board_closed = board { $board } is closed: nothing may arrive on it (rule { $rule })
transit-occupied = { $cell } is occupied: a transit never captures (rule { $rule })
transit-king_must_transit = the king on { $cell } stands on a closed board and must transit now (rule { $rule })
transit-king_onto_attacked = { $cell } is attacked on board { $board }: a king may not transit onto an attacked square (rule { $rule })
transit-check_not_answered = your king is in check and this transit does not answer it (rule { $rule })
transit-exposes_king = the transit would leave your king in check (rule { $rule })
transit-gives_check = the { $piece } would give check on arrival on { $cell }: no check by transit (rule { $rule })
transit-leaves_closed_board = board { $board } is closed: pieces may leave it only by transit (rule { $rule })
transit-not_the_same_square = a transit goes only to the same square of the other board, { $cell } (rule { $rule })
transit-unknown_board = '{ $text }': 'board { $board } (boards are 1 and 2)' is not a square of this board
transit-to_own_board = '{ $text } (a transit goes to the other board: { $square }>{ $board })' is not a move in algebraic notation (expected e.g. e4, Nf3, exd5, O-O or e8=Q)
transit-leaves_king_in_check = the move would leave your king in check
transit-on_board = on board { $board }: { $error }
transit-no_such_piece = no such piece on { $square }
transit-legal = that transit is legal
transit-text-field_count = transit position has { $count } field(s); expected 8: boards, side, castling, en passant, halfmove, move number, statuses, forced transit
transit-text-boards = the boards field must be two piece placements joined by '|' (board 1|board 2)
transit-text-placement = board { $board }, rank { $rank }: { $reason }
transit-text-rank_count = { $count } ranks; 8 are needed
transit-text-not_a_piece = '{ $letter }' is not a chess piece
transit-text-too_long = more than 8 squares
transit-text-rank_length = { $count } squares; 8 are needed
transit-text-field = { $field }: { $reason }
transit-text-field-side = side to move
transit-text-field-boards = boards
transit-text-field-castling = castling
transit-text-field-en_passant = en passant
transit-text-field-statuses = board statuses
transit-text-field-forced = forced transit
transit-text-not_w_or_b = '{ $value }' is not 'w' or 'b'
transit-text-pawn_on_promotion = pawn on { $cell }, where it must already have promoted
transit-text-king_count = { $side } has { $count } kings on the two boards; exactly one is needed
transit-text-too_many_pieces = { $side } has { $count } pieces; at most 16 are possible
transit-text-mover_in_check = the side that just moved is in check
transit-text-castling_right = '{ $letter }' is not a castling right (K Q k q)
transit-text-castling_pieces = '{ $letter }' needs the king and rook on their board-1 squares
transit-text-ep_square = '{ $value }' is not a square (write it with its board: 1:e3)
transit-text-no_double_step = no pawn has just made a double step over { $value }
transit-text-not_a_number = '{ $value }' is not a number
transit-text-not_a_number_from_1 = '{ $value }' is not a number from 1
transit-text-two_statuses = expected two statuses joined by '/', e.g. open/open
transit-text-bad_status = '{ $value }' is not open, 1-0, 0-1 or draw
transit-text-forced_mismatch = '{ $value }' does not fit the position, which says '{ $forced }'
transit-text-forced_not_a_cell = '{ $value }' is neither '-' nor a cell written as 1:e8

### draughts

draughts-fen-empty = empty position (expected e.g. W:Wa1,c3,Kd4:Bb6,f8)
draughts-fen-side_to_move = side to move '{ $text }' is not 'W' or 'B' (a position looks like W:Wa1,c3,Kd4:Bb6,f8)
draughts-fen-missing_side = no pieces field for { $side } (expected a field starting with '{ $letter }')
draughts-field-pieces = { $side } pieces
draughts-field-counter = { $letter }
draughts-fen-repeated_field = the { $field } field is given twice
draughts-fen-unknown_field = field '{ $text }' is neither a side's pieces (W..., B...) nor a counter (H<n>, F<n>)
draughts-fen-bad_square = '{ $text }' in { $side }'s pieces is not a square (expected a1..h8, 1..32 or a range such as a1-g3, with K before a king)
draughts-fen-light_square = { $side }'s piece on { $square }: { $square } is a light square (draughts is played on the dark squares; a1 is dark)
draughts-fen-occupied = { $square } is given twice
draughts-fen-man_on_crown_row = { $side }'s man on { $square } stands on its crowning row (it would be a king: write K{ $square })
draughts-fen-too_many_pieces = { $side } has { $count } pieces; a side has at most { $max }
draughts-fen-counter = { $counter } '{ $value }' is not a valid number
draughts-list-item = { $item }
draughts-list = { $first }{ $separator }{ $rest }
draughts-move-syntax = '{ $text }' is not a draughts move (expected e.g. c3-d4, or c3:e5:g3 for a capture)
draughts-move-unknown_square = '{ $text }': '{ $square }' is not a square of the board (a1..h8)
draughts-move-illegal = '{ $text }' is not legal here: { $reason }
draughts-move-ambiguous = '{ $text }' is ambiguous: it may be { $options }; give the landing squares
draughts-illegal-no_piece = there is no piece on { $square }
draughts-illegal-not_yours = the piece on { $square } is { $owner }'s; { $turn } is to move
draughts-illegal-capture_goes_on = the capture must go on while it can (e.g. { $example })
draughts-illegal-cannot_capture = capturing is compulsory and the { $piece } on { $square } cannot capture (captures: { $captures })
draughts-illegal-no_such_capture = the { $piece } on { $square } has no such capture (captures: { $captures })
draughts-illegal-nothing_to_capture = there is nothing to capture
draughts-illegal-no_move = the { $piece } on { $square } has no move
draughts-illegal-cannot_move_to = the { $piece } on { $square } cannot move to { $to }
draughts-pdn-empty = no game found in the PDN text
draughts-pdn-syntax = line { $line }: { $message }
draughts-pdn-tag_unclosed = tag without its closing ']'
draughts-pdn-tag_no_value = tag without a value
draughts-pdn-tag_no_quotes = tag value without its quotes
draughts-pdn-comment_unclosed = comment without its closing '{"}"}'
draughts-pdn-variation_unclosed = variation without its ')'
draughts-pdn-close_without_open = ')' without its '('
draughts-pdn-game_type = GameType '{ $value }' is not Russian draughts (GameType { $expected })
draughts-pdn-king_landing = KingLanding '{ $value }' is neither 'anywhere' nor 'immediately beyond'
draughts-pdn-fen = FEN tag '{ $fen }': { $error }
draughts-pdn-move = line { $line }, move { $number } { $text }: { $error }
draughts-pdn-after_end = line { $line }, move { $number } { $text }: the game is already over ({ $reason })

### session

session-as-is = { $text }
session-refusal-game_over = the game is over ({ $reason })
session-refusal-offer_stands = a draw offer by { $side } stands already
session-refusal-no_offer = no draw offer stands
session-refusal-select_own_piece = select one of your pieces first
session-refusal-computer_to_move = the computer is to move
session-refusal-lesson_busy = wait: the lesson is playing its moves
session-refusal-not_in_lesson = not during a lesson: use the lesson panel
session-refusal-in_editor = not while the position editor is open: start a game from it or leave it
session-refusal-not_yours = that piece is not yours to move
session-refusal-capture_compulsory_choose = a capture is compulsory: choose a piece that can capture
session-refusal-capture_compulsory_move = a capture is compulsory: this move does not capture
session-refusal-unreachable = that square cannot be reached
session-refusal-check_cannot_help = your king is in check and this piece cannot help
session-refusal-no_legal_move = the piece on { $square } has no legal move
session-refusal-no_promotion_waiting = no promotion is waiting
session-refusal-not_promotion_choice = that piece is not a promotion choice here
session-refusal-takebacks_off = takebacks are off in this game
session-refusal-nothing_to_undo = nothing to take back
session-refusal-nothing_to_redo = nothing to play again
session-status-moved = { $last }
session-status-check = { $last }: check
session-status-game_over = { $last }: game over, { $reason }
session-status-choose_promotion = choose the piece to promote to
session-status-game_loaded = game loaded
session-status-hint = hint: { $move }
session-file-not_utf8 = not UTF-8 text: { $detail }
session-file-corrupt = { $path } could not be read ({ $error }); it was kept as { $kept }
session-file-unreadable = { $path } could not be read: { $error }

### saved-games

save-syntax = not a Manifold saved game: { $detail }
save-format = saved game format { $format } is newer than this program reads ({ $supported })
save-game = unknown game '{ $name }'
save-preset = preset: { $problem }
save-start = start position: { $error }
save-players = players: { $problem }
save-move = move { $number } ('{ $text }'): { $reason }
save-ending = ending: { $error }
save-preset-wrong_table = the table '{ $name }' is not for this game
save-players-count = { $given } given for a game of { $seats } seats
save-players-level = seat { $seat }: computer level { $level } is not 1 to 5
save-marks = marks of ply { $ply }: { $problem }
save-marks-past_the_moves = the ply is past the moves of the game ({ $moves })
save-marks-repeated_ply = the ply is given twice
save-clock = clock: { $problem }
save-clock-negative = { $field } is { $value }: a time cannot be negative
save-clock-too_long = { $field } is { $value } ms, more than this clock can hold ({ $limit } ms)
save-clock-seat_count = { $given } times left given for a game of { $seats } seats
save-clock-no_such_seat = running: there is no seat { $seat } in this game (its seats are 0 to { $last })
save-clock-not_to_move = running: the clock of seat { $seat } runs, but seat { $to_move } is to move
save-clock-none_running = running: no clock runs, but seat { $to_move } is to move
save-clock-from_ply = from_ply: move { $ply } is past the moves of the game ({ $moves })
save-clock-move_count = after_move_ms: { $given } move times given for { $moves } moves

### time controls

clock-text-form = '{ $text }' is not a time control: write minutes+seconds, e.g. 3+2 (5+3b for a Bronstein delay, 5+3d for a simple delay)
clock-text-minutes = '{ $text }' is not a number of minutes (nor of seconds with s, as in 30s)
clock-text-seconds = '{ $text }' is not a number of seconds (with b for a Bronstein delay or d for a simple delay)
clock-text-zero_base = the base time must be more than zero
clock-text-base_too_long = the base time must be at most { $hours } hours
clock-text-per_move_too_long = the increment or delay must be at most { $minutes } minutes
clock-choice-title = Clock
clock-choice-none = No clock
clock-choice-custom = Custom
clock-choice-base = Minutes each:
clock-choice-per_move = Seconds per move:
clock-choice-fischer = Increment (Fischer)
clock-choice-bronstein = Bronstein delay
clock-choice-simple_delay = Simple delay
clock-choice-about_sudden_death = { $minutes } min each, no time added
clock-choice-about_fischer = { $minutes } min each, plus { $seconds } s per move
clock-choice-about_bronstein = { $minutes } min each; each move gets back the time it took, up to { $seconds } s
clock-choice-about_simple_delay = { $minutes } min each; each move's clock starts after a { $seconds } s delay
clock-game-title = Clocks
clock-pause = Pause the clocks
clock-resume = Start the clocks again
clock-paused = paused
gif-start = The start
gif-written = The GIF is written: { $path } ({ $frames } frames)
gif-failed = The GIF could not be written to { $path }: { $error }
gif-recording = Making the GIF: each move is shown in turn…
files-export_gif = Export as GIF
files-export_gif_note = An animated GIF of the game from this camera, a frame per move, written beside the path above with .gif

### marks

marks-form = '{ $text }' is not a mark: a colour letter (G, R, B or Y) and one cell or two
marks-colour = '{ $text }': '{ $letter }' is not a mark colour (G green, R red, B blue, Y yellow)
marks-cell = '{ $text }': there is no cell '{ $name }' on this board
marks-arrow_to_itself = '{ $text }': an arrow must go to another cell
marks-repeated = '{ $text }': these cells are already marked on this position
text-pgn_marks = line { $line }: { $error }

### cli

cli-error_line = error: { $error }
cli-chess_fen = invalid FEN for { $variant }: { $error }
cli-draughts_fen = invalid FEN for draughts: { $error }
cli-move = --moves: move { $index } '{ $text }' cannot be played: { $reason }
cli-no_level = no level { $level } (1 to 5)
cli-selfplay_needs_levels = selfplay needs --white-level and --black-level (or --levels W,B)
cli-selfplay_needs_seat_levels = this game has { $seats } players: give --levels with { $seats } levels (e.g. --levels 3,1,1), or two for a round robin (--levels 4,3)
cli-level_count = { $game } has { $seats } players: give { $seats } levels{ $seats ->
    [3] , or two for a round robin
   *[other] {""}
} (got { $given })
cli-engine_bad_move = the engine chose a bad move: { $error }
cli-cannot_write = cannot write { $path }: { $error }
cli-cannot_read = cannot read { $path }: { $error }
cli-no_parser = no parser matches --parser
cli-fuzz_failed = { $bad } of { $total } parsers panicked or failed a round trip
cli-clock = --clock: { $error }
cli-play-nothing_to_undo = Nothing to undo.
cli-play-nothing_to_redo = Nothing to redo.
cli-play-game_over_move = The game is over ({ $reason }); type undo to take back the last move, or quit.
cli-play-game_over = The game is over ({ $reason }).
cli-play-no_legal_moves = No legal moves (the game is over).

### app

app-cannot_load = cannot load: { $error }
app-computer_played = { $seat } (computer) played { $said }
app-not_utf8 = not UTF-8 text: { $error }
app-start-cannot_read = cannot read { $path }: { $error }
app-start-bad_save = { $path }: { $error }
app-start-unknown_variant = unknown variant '{ $name }' (expected classical, great, draughts, wirth, mattrix or transit)
app-start-move = move { $index } ('{ $text }'): { $error }
app-start-unknown_cell = --select: '{ $cell }' is not a cell of this board
app-start-unknown_lesson = --lesson: no shipped lesson '{ $name }' (a course such as wirth/basics, and a step from 1: wirth/basics:3)
app-start-bad_clock = --clock: { $error }
app-start-not_selectable = --select { $cell }: { $why }

### letters

letter-king = K
letter-queen = Q
letter-rook = R
letter-bishop = B
letter-knight = N
letter-pawn = P
letter-general = Q
letter-giraffe = G
letter-vizier = V
letter-war_machine = W
letter-heavy_pawn = H
letter-light_pawn = P

### uci

uci-search_failed = the search failed; starting afresh
uci-unknown_command = unknown command '{ $command }'
uci-setoption_syntax = setoption needs 'name <option> [value <value>]'
uci-option_needs_number = option '{ $name }' needs a whole number from { $min } to { $max } (got '{ $got }'); option unchanged
uci-option_clamped = option '{ $name }' is from { $min } to { $max }: '{ $got }' taken as { $taken }
uci-unknown_variant = unknown UCI_Variant '{ $text }' (expected one of: { $names })
uci-unknown_option = unknown option '{ $name }'
uci-invalid_fen = invalid FEN '{ $fen }' for { $variant }: { $error }; position unchanged
uci-position_syntax = position needs 'startpos' or 'fen <FEN>', then optionally 'moves ...'; position unchanged
uci-move_refused = move { $index } '{ $text }' cannot be played: { $error }; position unchanged
uci-searchmoves_unsupported = searchmoves is not supported; searching every move
uci-go_unknown_parameter = go: unknown parameter '{ $key }'; go ignored
uci-go_needs_number = go: '{ $key }' needs a number; go ignored
uci-go_not_a_number = go: '{ $key } { $text }' is not a whole number; go ignored
uci-already_searching = already searching; send 'stop' first
uci-thread_failed = cannot start the search thread: { $error }

### app-startup: why the app cannot show itself

app-startup-no_display = no display: set DISPLAY or run under xvfb-run
app-startup-no_x11_display = no X11 display: this build of Manifold needs X11; set DISPLAY (XWayland's) or run under xvfb-run
app-startup-cannot_open_display = cannot open the display{ $display }: is an X server running there? Set DISPLAY to one or run under xvfb-run
app-startup-no_adapter = no Vulkan/GL adapter: install a Vulkan driver (without a GPU, Mesa's software Vulkan: apt install mesa-vulkan-drivers)

### cli-show

cli-board-grid = { $size } board
cli-board-torus = { $size } torus board
cli-board-hex = hex { $cells } board
cli-board-two = two 8x8 boards board
cli-board-draughts = 8x8 board, dark squares
cli-show-title = { $game } ({ $board })
cli-show-title_wrapping = { $game } ({ $board }, edges wrap)
cli-show-to_move = To move:      { $seat }
cli-show-fen = FEN:          { $fen }
cli-show-legal_moves = Legal moves:  { $count }
cli-show-status = Status:       { $status }
cli-show-draw_claim = Draw claim:   { $claim }
cli-show-none = none
cli-show-in_check = { $seat } is in check
cli-show-must_capture = { $seat } must capture
cli-show-in_play = in play
cli-how-agreement = agreement
cli-how-plies_150 = 150 plies without capture or pawn move
cli-outcome-win = { $token }, { $win } by { $how }
cli-outcome-draw = { $token }, drawn by { $how }
cli-outcome-score = { $white } to { $black } over the two boards ({ $how })
cli-outcome-three_win = { $win } by { $how }; { $third } neither wins nor loses
cli-outcome-three_draw = drawn by { $how } for all three

### cli-play

cli-play-greeting = { $game }: a hot-seat game. Type a move or a command (help lists them).
cli-play-help = Type a move in { $hint }, or a command:
cli-hint-chess = SAN (e4, Nf3, O-O, e8=Q) or coordinates (e2e4, e7e8q; Wirth: E2E4; Mattrix: Nl10, No11-l10, 0-0, o11l10)
cli-hint-draughts = PDN (c3-d4; captures c3:e5 or c3:e5:g3)
cli-help-moves = list the legal moves
cli-help-undo = take back the last move (or reopen a resigned or agreed game)
cli-help-redo = play again a move taken back
cli-help-board = print the board again
cli-help-fen = print the position as FEN
cli-help-fen_draughts = print the position
cli-help-game_file = print the game as { $format }
cli-help-draw = offer a draw (the opponent answers y or n)
cli-help-claim = claim a draw by threefold repetition or the fifty-move rule
cli-help-resign = resign the game
cli-help-help = this list
cli-help-quit = leave (end of input leaves too)
cli-play-last_move = Last move: { $move }
cli-play-in_check = { $seat } is in check.
cli-play-may_claim = { $seat } may claim a draw ({ $reason }): type claim.
cli-play-must_capture = { $seat } must capture.
cli-play-over = Game over: { $outcome }.
cli-play-prompt_over = Game over (undo, fen, { $file } or quit):
cli-play-prompt_move = { $seat } to move:
cli-play-final = Final result: { $outcome }.
cli-play-unfinished = Game left unfinished (*).
cli-play-took_back = Took back { $move }.
cli-play-reopened = The game is reopened.
cli-play-resigns = { $seat } resigns.
cli-play-legal_moves = { $count } legal moves:
cli-play-offer_draw = { $by } offers a draw. { $to }, accept draw? (y/n):
cli-play-declined = Draw declined; { $seat } is still to move.

### cli-selfplay

cli-selfplay-header = { $game }: { $players }, { $games ->
    [one] { $games } game
   *[other] { $games } games
}
cli-selfplay-player = { $side } { $number } ({ $level })
cli-selfplay-versus = { $first } vs { $rest }
cli-selfplay-and = { $first }, { $rest }
cli-selfplay-then = { $first }; { $rest }
cli-selfplay-nobody = nobody
cli-selfplay-game = game { $number }: { $token } { $end }, { $moves } moves; { $first }
cli-selfplay-game_three = game { $number }: { $outcomes } ({ $end }), { $moves } moves; { $first }
cli-selfplay-seat_outcome = { $side } { $outcome }
cli-selfplay-won = won
cli-selfplay-lost = lost
cli-selfplay-drew = drew
cli-selfplay-neither = neither
cli-selfplay-move_limit = move limit
cli-selfplay-move_limit_boards = move limit, boards { $first } / { $second }
cli-selfplay-board_open = open
cli-selfplay-token = { $token }
cli-selfplay-score = score: +{ $wins } ={ $draws } -{ $losses } (white { $points }/{ $games })
cli-selfplay-score_three = score: { $seats }
cli-selfplay-seat_score = { $side } +{ $wins } ={ $draws } -{ $losses } neither { $neither }
cli-selfplay-level = { $number } ({ $level })
cli-selfplay-final = { $first } vs { $others }: +{ $wins } ={ $draws } -{ $losses } of { $games }, score { $score }%, Elo difference { $diff } +/- { $margin } (95%)
cli-selfplay-final_pairwise = { $first } vs { $others }, pairwise: +{ $wins } ={ $draws } -{ $losses } of { $games }, score { $score }%, Elo difference { $diff } +/- { $margin } (95%)
cli-selfplay-final_round_robin = { $first } vs { $others }, round robin, pairwise: +{ $wins } ={ $draws } -{ $losses } of { $games }, score { $score }%, Elo difference { $diff } +/- { $margin } (95%)
cli-level-1 = Beginner
cli-level-2 = Casual
cli-level-3 = Club
cli-level-4 = Strong
cli-level-5 = Max

### cli-match

cli-match-header = { $first } vs { $second }: { $games } games, { $movetime } ms a move, openings of seed { $seed }
cli-match-game = game { $number }: opening { $opening }, { $engine } as { $colour } { $verdict } ({ $end }); +{ $wins } ={ $draws } -{ $losses }
cli-match-wins = wins
cli-match-draws = draws
cli-match-loses = loses
cli-match-bad_opening = bad opening move { $move }
cli-match-adjudicated = adjudicated at { $plies } plies
cli-match-no_answer = { $engine }: { $detail }
cli-match-illegal_move = { $engine } played an illegal move '{ $answer }'
cli-match-final = { $first } vs { $second }: +{ $wins } ={ $draws } -{ $losses } of { $games }, score { $score }%, Elo difference { $diff } +/- { $margin } (95%)

settings-xray_torus = X-ray torus (see its far side)
settings-xray_torus_note = Draws the torus's tiles and ring translucent, so that the pieces on its far side and inside the hole show through.
torus-hidden_capture = { $from }×{ $to } captured on the hidden side of the torus: it is ringed in yellow in the flat view (“Bring the selected piece to the front” shows it).

explorer-toggle = Explore pieces
explorer-about = While on, a click on any piece (of either side) lights every cell it can move to in the position shown and counts its moves; the game is not touched. Click it again to play.
explorer-empty = Piece explorer: click a piece to see its moves (click Explore pieces again to play).
explorer-moves = { $piece } on { $cell }: { $moves } moves, to { $cells } cells (lit).

rules-window_title = Rules: { $game }
button-rules = Rules
start-rules = Read the rules of this game

### lesson player
lesson-app-lessons = Lessons
lesson-app-lessons_about = Learn the game step by step: each step sets a small task on the board, says when a move is wrong and why, and gives a hint on request.
lesson-app-none = No lessons for this game yet.
puzzle-app-puzzles = Puzzles
puzzle-app-about = Positions from the computer's own games where one move wins: find it. Solved puzzles are marked; there is no rating.
puzzle-app-begin = Start the puzzles
puzzle-app-course_line = { $title } ({ $done } of { $steps } solved)
lesson-app-course_line = { $title } ({ $done } of { $steps } steps done)
lesson-app-begin = Start the course
lesson-app-continue = Continue
lesson-app-again = Take it again
lesson-app-step = Step { $step } of { $steps }
lesson-app-previous = Previous
lesson-app-next = Next step
lesson-app-restart = Start again
lesson-app-take_back = Take back
lesson-app-hint = Hint
lesson-app-leave = Leave the lesson
lesson-app-learner = Your side: { $seat }.
lesson-app-moves_allowed = Moves allowed: { $moves }
lesson-app-watch = Watch: the moves play themselves.
lesson-app-solved = Well done! Go on to the next step.
lesson-app-watched = That is how it goes. Go on to the next step.
lesson-app-going = Good. { $moves ->
        [one] One move left.
       *[other] { $moves } moves left.
    }
lesson-app-wrong = Not quite: { $reason }. The move was taken back.
lesson-app-hint_shown = The orange arrow shows a good move.
lesson-app-course_done = Course complete: every step is done.
lesson-app-cannot_start = The lesson cannot start: { $error }

### lessons

lessons-wrong-not_legal = that move is not legal here
lessons-wrong-not_the_move = a legal move, but not the one this step asks for; try again
lessons-wrong-other_piece = move the piece on { $cell }
lessons-wrong-gives_check = the other side does not move in this step, so you may not give check
lessons-wrong-out_of_reach = the goal was to { $goal } with { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } left, and after that move it can no longer be done
lessons-goal-reach = land on { $cells }
lessons-goal-capture_all = take all the other side's pieces (in chess, all but the king)
lessons-goal-find_move = find the one good move
lessons-goal-mate = mate
lessons-goal-transit = make a transit to the other board
lessons-goal-crown = crown a man
lessons-goal-watch = watch
lessons-goal-survive = play on without losing a piece or being mated
lessons-wrong-not_a_transit = this step asks for a transit to the other board
lessons-wrong-watch_only = just watch: this step plays itself
lessons-wrong-already_solved = this step is done; go on to the next
lessons-wrong-piece_lost = after that move the other side can take your piece on { $cell }
lessons-wrong-mated = after that move the other side can mate you
lessons-error-unreadable = not a course: { $detail }
lessons-error-no_steps = the course has no steps
lessons-error-wrong_game = the course is filed under { $folder } but is for { $named }
lessons-error-missing_text = step { $step }: message { $id } is missing in { $language }
lessons-error-position = step { $step }: the position does not read: { $reason }
lessons-error-unknown_cell = step { $step }: the board has no cell { $name }
lessons-error-bad_move = step { $step }: the move { $move } cannot be played: { $reason }
lessons-error-no_piece = step { $step }: no piece of the side to move stands on { $cell }
lessons-error-empty_goal = step { $step }: the goal's list is empty
lessons-error-camera_not_for_game = step { $step }: that camera view is for the torus only
lessons-error-unreachable = step { $step }: no legal play reaches the goal within its moves
lessons-error-unknown_table = step { $step }: { $name } is no table (preset) of this game
lessons-error-nobody_answers = step { $step }: a step to survive needs the other side to answer (Replies or Defends), not to pass
lessons-check-ok = ok { $course } { $steps ->
        [one] { $steps } step
       *[other] { $steps } steps
    }
lessons-check-failed = FAILED { $course }: { $reason }
cli-lessons_failed = { $bad } of { $total } courses failed the check
cli-unknown_course = there is no course '{ $name }' (courses: { $courses })
cli-no_such_step = { $course } has steps 1 to { $steps } (got { $step })
cli-lessons-greeting = { $title }. Type your moves; hint shows a good move, quit ends the lesson.
cli-lessons-goal = Goal: { $goal }, in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }.
cli-lessons-played = { $seat }: { $move }
cli-lessons-no_hint = This course gives no hints.
cli-lessons-prompt = Your move ({ $seat }), hint or quit:
cli-lessons-course_done = The course is over: its last step is done.
cli-lessons-left = Lesson left at step { $step } of { $steps }.
lesson-wirth-basics-title = Wirth chess: the torus
lesson-wirth-basics-names = The board has 12 files, K L A B C D E F G H I J, and 12 ranks, 11 12 1 2 ... 10; the familiar 8x8 field A1..H8 sits in the middle. Its edges are joined both ways: the board is a torus. Below A1 comes L12, and beyond that K11. Take the king from A1 to K11 in two moves.
lesson-wirth-basics-flat = The flat view shows the same 12x12 board unrolled; the magenta lines are the seams, where the torus was cut. Watch the rook go from E3 to L3 the short way, left through D3, C3, B3 and A3. The long way, right through F3 ... J3 and over the seam to K3 and L3, reaches the same cell: it is the same move.
lesson-wirth-basics-rook-lines = A rook on E3 runs up the file E4 ... E10, E11, E12, E1, E2 and along the rank F3 ... L3, A3 ... D3: each line closes into a ring of 12 cells. Land on L3, then on L11.
lesson-wirth-basics-rook-count = A line never passes the rook's own cell, and a cell reached both ways round is one move: a lone rook has 22 moves wherever it stands. E2 is one step down, or eleven steps up: the same move. Play it.
lesson-wirth-basics-bishop = The bishop's two diagonals from E3 are closed loops of 12 cells: E3-D4-C5-B6-A7-L8-K9-... and E3-F4-G5-H6-I7-J8-K9-... They meet again at K9, six files and six ranks away. A lone bishop has 21 moves. Go to K9.
lesson-wirth-basics-five-cells = Five cells lie between E3 and K9 on each diagonal. Your pawn on C5 closes the one going up-left, but K9 is still one move away by the other. Take the knight on K9.
lesson-wirth-basics-knight-j10 = The knight jumps across the seams too. From J10 it reaches H9, I8, I12, H11, K12, L11, K8 and L9. Take the knight on L11.
lesson-wirth-basics-knight-i4 = From I4 the knight reaches J2, J6, H2, H6, G3, G5, K3 and K5: two files right of I is K, across the seam. Take the knight on K3.
lesson-wirth-basics-knight-d11 = From D11 the knight reaches B10, B12, C1, C9, E1, E9, F10 and F12: below rank 11 comes rank 10. Take the knight on E9.
lesson-wirth-basics-pawn-step = Pawns move forward only: White up, Black down. A pawn on White's rank 2 (Black's rank 7) may advance two cells when both are empty; pawns on ranks 12 and 1 never do. Advance the pawn on C2 two cells.
lesson-wirth-basics-pawn-capture = A pawn captures one step diagonally forward, across the J|K seam too. Take the knight on K5 with the pawn on J4.
lesson-wirth-basics-castling = Castling is as in chess, inside A..H, but attacks count across the seams: the knight on H11 attacks G1 round the bottom edge, so castling short is forbidden. Castle long.
lesson-wirth-basics-mate = The rooks on E4 and E6 hold ranks 4 and 6 all the way round. Mate the king on A5 in one move: the check may come across the seam.
lesson-transit-basics-title = Chess-transit: two boards
lesson-transit-basics-boards = Chess-transit is played on two boards: board 1 between the players, board 2 to White's right, empty at the start. A turn is an ordinary move on either board, or a transit: a piece goes from its square to the same square of the other board. Transits are allowed from the first move. Make one.
lesson-transit-basics-occupied = A transit never captures: the finish square must be empty. The knight on g1 cannot transit, because 2:g1 is taken. Transit the other knight.
lesson-transit-basics-king-attacked = A king may not transit onto a square attacked on the other board: the rook on 2:a1 attacks 2:e1. Make a transit the rules allow.
lesson-transit-basics-no-check = No check by transit: the rook may not go to 2:e2, where it would attack the black king on arrival. Make another transit.
lesson-transit-basics-discovered = A check uncovered on the board a piece leaves is allowed. Transit the knight on e4: the rook on e1 then checks the king on e8.
lesson-transit-basics-pinned = A transit, like every move, may not leave your own king attacked: the bishop on e2 shields the king from the rook on e8. Make a transit that is allowed.
lesson-transit-basics-block = The rook checks your king on board 2. A piece may transit in to block the check, and the king may transit out of it. Answer the check.
lesson-transit-basics-board-mate = Board mate: the side to move is in check on a board and has no move there but its king's transit. The winner takes that board, and it closes: from then on pieces only leave it. Give board mate on board 1.
lesson-transit-basics-forced = After a board mate the mated king must transit at once. A king left on a closed board must also leave on its side's next move: watch both kings go to board 2.
lesson-transit-basics-both-boards = If the mated king's square on the other board is attacked, it cannot transit: the player is mated outright and loses both boards. Here the rook on 2:h1 attacks 2:h8; the score is 2 to 0 for White.
lesson-transit-basics-drawn-board = If the mated king's square is occupied but not attacked, the position counts as stalemate there: the other board is drawn. White wins 1.5 to 0.5.
lesson-transit-basics-transit-loss = A side with nothing left on an open board 1, king included, loses that board and it closes. White's last piece leaves board 1: Black wins it, and Black's king must leave too. Each board gives 1, 1/2 or 0 points; the game score is their sum.
lesson-mattrix-basics-title = Mattrix chess: three players on a hexagon
lesson-mattrix-basics-address = The board has 147 hexagonal cells. Rows run across, a at the top to o at the bottom (there is no j); verticals are numbered 1 to 27 from the left. A cell is row and vertical: h1 is the leftmost cell. It lies on row h, on the line h1-a8 going up and h1-o7 going down, on the diagonals h1-b19 and h1-o19, and alone on vertical 1. A rook moves along the lines: go to a8.
lesson-mattrix-basics-rook = Lines run through the edges of a cell, six ways. Take the rook down the line from h1 to o7.
lesson-mattrix-basics-bishop = Diagonals run through the corners of a cell, six ways, to the nearest cells of the same colour; a diagonal step is not blocked by the two cells it passes between. The bishop goes along them: to b19, then down vertical 19 to o19.
lesson-mattrix-basics-light-move = Each player has a forward diagonal, with the two diagonals beside it, and two forward lines. A light pawn moves one step along a forward diagonal to an empty cell, usually with three choices. Walk it from m13 to h13.
lesson-mattrix-basics-light-capture = A light pawn captures one step along a forward line: it attacks two cells, here l12 and l14. Take the knight.
lesson-mattrix-basics-heavy = A heavy pawn is the other way round: it moves one step along a forward line (k13 or k15) and captures one step along a forward diagonal (i14, k11, k17). Pawns have no double step. Take the bishop.
lesson-mattrix-basics-knight = The knight jumps one diagonal step, then one line step 30 degrees to either side: 12 cells. Take the rook on h15.
lesson-mattrix-basics-castling = Castling: the king goes along its home side until it stands next to the rook, then the rook jumps over it. Neither may have moved, the cells between must be empty, and no cell the king passes may be attacked. Castle short: king to o19, rook to o17.
lesson-mattrix-basics-double-check = Three players move in turn: White, Blue, Red. Here Blue's rook and Red's bishop both check your king: against checks from both opponents only a king move helps. Your knight cannot. Move the king.
lesson-mattrix-basics-mate = Mate ends the game: the player to move is in check with no legal move. The king on h1 has only five neighbours, and a queen on h5 attacks them all. Mate Blue in one move.
lesson-mattrix-basics-credit = The mated player loses and the winner is the opponent who gives the check (if both do, the one who moved last); the third player neither wins nor loses. Red's rook checks Blue already: close g2 and g4 with your rook, and Red, not you, wins.
lesson-classical-basics-title = Chess: first steps
lesson-classical-basics-rook = The rook moves along ranks and files, as far as it likes, but never jumps over a piece. Take it to c7, then to f7. (The black king does not move in these steps.)
lesson-classical-basics-bishop = The bishop moves along diagonals, as far as it likes, so it always stays on squares of its own colour. Go to h6, then to f8.
lesson-classical-basics-queen = The queen moves as a rook and a bishop together: along ranks, files and diagonals. Visit a4, d7 and g4 in three moves.
lesson-classical-basics-king = The king moves one square in any direction. Walk it to e3, then to d4: three moves.
lesson-classical-basics-knight = The knight moves in an L: two squares one way and one to the side. It is the only piece that jumps over others. Visit c3, d5 and e7.
lesson-classical-basics-pawn = A pawn moves straight forward, one square at a time; from its starting square it may move two. On the last rank it promotes: it becomes a queen, a rook, a bishop or a knight. Take the pawn to e8 in five moves.
lesson-classical-basics-pawn-capture = A pawn captures one square diagonally forward, never straight ahead: the bishop on e5 only stops it. Take the knight on d5.
lesson-classical-basics-capture = A piece captures by moving onto the square of an enemy piece, which leaves the board. Take all three black pieces in three moves.
lesson-classical-basics-check = A king attacked by an enemy piece is in check. Give check to the black king.
lesson-classical-basics-out-of-check = The rook checks your king. A check must be answered at once: move the king, put a piece in the way or take the checking piece. Get out of check and keep your knight for two moves, whatever Black plays: the black king is after it.
lesson-classical-basics-castling = Castling moves the king two squares towards a rook, and the rook jumps over it to the square beside it. Neither may have moved, the squares between them must be empty, and the king may not be in check, cross an attacked square or land on one. The bishop on h3 attacks f1, so castling short is forbidden: castle long.
lesson-classical-basics-en-passant = Black has just moved the pawn from d7 to d5, over d6, a square your pawn on e5 attacks. Now, and only now, it may take en passant: it goes to d6 and the pawn on d5 leaves the board. Take it.
lesson-classical-basics-mate-in-1 = Checkmate ends the game: the king is in check and no move gets it out. The black king is shut in by its own pawns. Mate in one move.
lesson-classical-basics-mate-in-2 = Two rooks climb like a ladder: one cuts the king off from a rank, the other gives check on the next one. Mate in two moves, whatever Black answers.
lesson-great-basics-title = Great Chess: the 10x10 board
lesson-great-basics-board = Great Chess, an old Indian game, is played on a board of 10x10 squares: files a to j, ranks 1 to 10. Each side has 22 pieces: besides the king, rooks, bishops, knights and pawns, a general (g1) and three compound pieces, the giraffe (e1), the vizier (d1) and two war machines (e2, f2). There is no castling. Watch the first moves: each pawn steps one square.
lesson-great-basics-general = The general moves exactly as a queen: along ranks, files and diagonals, as far as it likes. Take it to a7, then to j7.
lesson-great-basics-giraffe = The giraffe is a queen and a knight in one piece: it moves along the arrows as a queen, or jumps to the lit squares as a knight. Take the knight on e6 and the rook on a6.
lesson-great-basics-vizier = The vizier is a bishop and a knight in one piece: it moves along the diagonals as a bishop (the arrows), or jumps as a knight (the lit squares). Take the rook on f5 and the knight on h7.
lesson-great-basics-war-machine = The war machine is a rook and a knight in one piece: it moves along ranks and files as a rook (the arrows), or jumps as a knight (the lit squares). Take the rook on b5 and the knight on b9.
lesson-great-basics-leap = The knight's part of a compound piece jumps over others, so in the start position the war machines, the giraffe and the vizier can already leave the array. Jump the war machine from e2 to d4.
lesson-great-basics-pawn = Pawns move one square straight forward and capture one square diagonally forward. Great Chess has no double step, and so no en passant either. Take the pawn from c2 to c4: that takes two moves.
lesson-great-basics-promotion = A pawn that reaches the last rank, by a move or by a capture, must promote, and only to a general. Take the rook on d10 and promote.
lesson-great-basics-mate-in-1 = Checkmate wins, as in chess. The black king is shut in by its own pieces, and a compound piece gives check with each of its parts. Mate in one move.
lesson-great-basics-mate-in-2 = The king and the general mate together. Mate in two moves, whatever Black answers.
lesson-draughts-basics-title = Russian draughts: first steps
lesson-draughts-basics-men = Draughts is played on the dark squares of an 8x8 board (a1 is dark). Each side has 12 men, and White moves first. A man moves one square diagonally forward to an empty square: the man on c3 may go to b4 or d4. Play c3-d4.
lesson-draughts-basics-capture = A man captures by jumping diagonally over an adjacent enemy piece to the empty square just beyond; the piece jumped leaves the board. Capturing is compulsory: while the capture is there, the man on g3 may not move. Take d4.
lesson-draughts-basics-backward = Men move forward only, but they capture backward too. Take the man on d4 behind you.
lesson-draughts-basics-multiple = A capture, once begun, goes on while another capture is possible: one move may take several pieces. (With several captures to choose from, any may be played, not only the one that takes most.) Take all three men.
lesson-draughts-basics-turkish-watch = Pieces taken leave the board only when the whole capture is over, and no piece may be jumped twice: this is the Turkish strike. Watch: the king takes d4, g5 and g3 and must land on f2 (e1 is occupied). From there it would take e3, but d4, taken but still on the board, blocks the way: the capture ends, and the man on e3 takes the king.
lesson-draughts-basics-turkish-find = The same position. Choose the other capture, the one that keeps your king.
lesson-draughts-basics-crown = A man that reaches the far row becomes a king. Crown the man on d6 in two moves.
lesson-draughts-basics-crown-capture = A man that reaches the far row in the middle of a capture becomes a king at once and goes on capturing as a king. Take e7, crown on d8 and take b6 from a distance.
lesson-draughts-basics-king = A king moves any number of empty squares along a diagonal, forward or back. Take it to h6, then to f8.
lesson-draughts-basics-king-landing = A king captures a piece at any distance along a diagonal (the squares between must be empty) and lands on any empty square beyond it. Take d4 and land on g7.
lesson-draughts-basics-king-must-continue = But if the capture can go on from some of those squares, the king must land on one of them. Only from f6 can it take g5 as well: take both.
lesson-draughts-basics-nujelm = The Nujelm table, a preset of Russian draughts, has one rule of its own: a capturing king lands on the square just beyond the piece it takes. At this table, take d4 and land on e5.


### editor
# What a chess position reader finds wrong with an army (rules/army.rs).
army-pawn-off-its-path = { $side } { $role } on { $cell }: no pawn of that side can ever stand there (pawns move forward only, from their start cells)
army-too-many-of-role = { $side } has { $count } of kind { $role }; at most { $max } are possible (the start army's and promoted pawns)
army-too-many-promoted = { $side } has { $promoted } pieces beyond its start army, but only { $missing } pawns are missing to have promoted into them
# What is wrong with a setup: a chess or draughts position as edited or read, checked
# (rules/setup_error.rs, rules/draughts/setup_error.rs).
setup-no-king = { $side } has no king
setup-too-many-kings = { $side } has { $count } kings; exactly one is needed
setup-too-many-pieces = { $side } has { $count } pieces; a side starts with { $max } and can never have more
setup-pawn-on-promotion-cell = { $side } { $role } on { $cell }, where it would already have promoted
setup-last-mover-in-check = { $side } is in check, but { $to_move } is to move: the side that has just moved cannot be in check
setup-kings-side-by-side = the { $first } and { $second } kings stand side by side
setup-castling-without-pieces = { $side } may castle with the rook on { $rook } only with its king on { $king } and its rook on { $rook }
setup-en-passant-occupied = the en passant square { $cell } is occupied
setup-en-passant-no-double-step = en passant on { $cell } needs an enemy pawn just beyond it that has double-stepped over it from an empty square
setup-man-on-crown-row = { $side } man on { $cell }, its crowning row, where it would already be a king
setup-non-playing-cell = { $side } piece on { $cell }, a light square, where draughts is not played
setup-no-en-passant = { $cell } is given as the en passant square, but this game has no en passant
setup-forced-transit = the forced transit stated, '{ $stated }', is not the position's, '{ $derived }'
setup-seat-not-in-game = this game has no seat { $number }
setup-piece-not-in-game = the piece on { $cell } is not a piece of this game
setup-cell-off-board = there is no cell { $index } on this board
setup-problems = { $first }; { $rest }
setup-problems-none = nothing is wrong
# Why an edit was refused (session/editor/edit_error.rs).
editor-cell-off-board = there is no cell { $index } on this board
editor-piece-not-in-game = this game has no { $piece }
editor-seat-not-in-game = this game has no seat { $number }
editor-not-a-castling-rook = no castling of this game starts with a rook on { $cell }
editor-no-en-passant = this game has no en passant
editor-no-board-status = only Chess-transit has board statuses
editor-no-such-board = there is no board { $number }
editor-other-game = that position is of another game
# The state of a valid edited position (session/editor/status.rs).
editor-status-checkmated = { $side } is checkmated
editor-status-stalemated = { $side } is stalemated
editor-status-no-moves = { $side } has no move and loses
editor-status-to-play = { $side } to move
editor-status-in-check = { $side } to move, in check

### rule cards
# Each game's rules as a page (src/session/rule_cards.rs): a summary of the rulebook.
# Ids: rules-<game>-<section>-title and rules-<game>-<section>-<n>.

rules-classical-board-title = The board and the start
rules-classical-board-1 = Classical chess is played by the FIDE Laws of Chess, complete. Two players, White and Black, play on an 8x8 board: files a to h, ranks 1 to 8. White moves first.
rules-classical-board-2 = Each side has a king, a queen, two rooks, two bishops, two knights and eight pawns, in the usual array: the pieces on White's rank 1 and Black's rank 8, the pawns in front of them.
rules-classical-pieces-title = How the pieces move
rules-classical-pieces-1 = The king moves one square in any direction. The rook moves any number of squares along a file or a rank, the bishop along a diagonal, the queen along either; none of them may pass over another piece. The knight jumps two squares one way and one square to the side.
rules-classical-pieces-2 = A pawn moves one square straight forward to an empty square, or two from its starting square when both are empty, and captures one square diagonally forward. A player may never make a move that leaves their own king attacked.
rules-classical-special-title = Special moves
rules-classical-special-1 = Castling: the king moves two squares towards a rook and the rook passes over it to the square next to it (king g1 and rook f1, or king c1 and rook d1). Neither may have moved, the squares between them must be empty, and the king may not be in check, nor pass over or land on an attacked square.
rules-classical-special-2 = En passant: a pawn that has just made a double step may be taken by an enemy pawn as if it had moved one square, on the very next move only.
rules-classical-special-3 = Promotion: a pawn reaching the last rank becomes a queen, a rook, a bishop or a knight, as its player chooses.
rules-classical-end-title = Check, mate and the end
rules-classical-end-1 = A king that is attacked is in check, and its player must end the check at once. Checkmate, a check with no legal move to meet it, wins the game. Stalemate, no legal move while not in check, is a draw.
rules-classical-end-2 = A game is also won by resignation and lost on time, and drawn by agreement.
rules-classical-draws-title = Draws
rules-classical-draws-1 = A player may claim a draw by threefold repetition or by the fifty-move rule. Fivefold repetition and the seventy-five-move rule end the game by themselves.
rules-classical-draws-2 = A dead position, from which no mate can come any more, is a draw at once: king against king, king and bishop or king and knight against king, king and bishop against king and bishop with the bishops on squares of the same colour, and bishops all on one colour in general. A player whose time runs out draws instead of losing when the opponent could never mate.
rules-classical-nujelm-title = The Nujelm table
rules-classical-nujelm-1 = The Nujelm table, a preset of classical chess (and of Russian draughts), has a move time limit of 8 minutes: a player who has not moved in time loses by timeout, and the table is cleared for the next players.
rules-classical-nujelm-2 = Castling may also be entered by selecting the king and then clicking the rook. The turn indicator takes the colour of the side to move, and check and mate are announced to the players.
rules-classical-nujelm-3 = Stalemate and other draws are not declared by themselves: the players are told that the position allows a draw and agree to it; after a stalemate the game waits for that agreement or a resignation. Either player may leave (resign) at any time.
rules-classical-notation-title = Notation
rules-classical-notation-1 = Positions are written in FEN, moves in SAN, and whole games in PGN, which other chess programs read.

rules-draughts-board-title = The board and the start
rules-draughts-board-1 = Russian draughts is played on the dark squares of an 8x8 board (a1 is dark). Each side has 12 men: White on a1 c1 e1 g1 b2 d2 f2 h2 a3 c3 e3 g3, Black on b6 d6 f6 h6 a7 c7 e7 g7 b8 d8 f8 h8. White moves first.
rules-draughts-men-title = Men
rules-draughts-men-1 = A man moves one square diagonally forward to an empty square.
rules-draughts-men-2 = A man captures by jumping diagonally over an adjacent enemy piece to the empty square just beyond it. Men capture forward and backward.
rules-draughts-capture-title = Capturing
rules-draughts-capture-1 = Capturing is compulsory. When several captures are available the player may choose any of them: there is no obligation to take the most pieces.
rules-draughts-capture-2 = A capture sequence, once begun, must be continued while another capture is possible. The whole sequence is one move.
rules-draughts-turkish-title = The Turkish strike
rules-draughts-turkish-1 = Pieces taken are removed only when the whole sequence is finished, and no piece may be jumped twice in one sequence: a piece taken but still on the board blocks. This is the Turkish strike rule.
rules-draughts-turkish-2 = Here the king on a1 takes d4, g5 and g3 and must land on f2, since e1 is occupied. From f2 it would take e3, but d4, taken but still on the board, blocks the way: the capture ends, and the man on e3 takes the king.
rules-draughts-kings-title = Kings
rules-draughts-kings-1 = A man reaching the far row becomes a king. If this happens during a capture, it continues the same capture as a king.
rules-draughts-kings-2 = A king moves any number of empty squares along a diagonal. It captures an enemy piece at any distance on a diagonal, the squares between being empty, and lands on any empty square beyond it; if from some of those squares it can go on capturing, it must land on one of them.
rules-draughts-end-title = The end of the game
rules-draughts-end-1 = A player with no legal move, all pieces captured or blocked, loses.
rules-draughts-end-2 = The game is drawn by threefold repetition, by agreement, or after 15 consecutive moves by each side in which only kings move and nothing is captured, once each side has at least one king.
rules-draughts-rulings-title = The Nujelm table and notation
rules-draughts-rulings-1 = Ruling: at the Nujelm table, a preset of Russian draughts, a capturing king lands on the square just beyond the piece it takes, not anywhere beyond. Everywhere else the standard Russian landing applies.
rules-draughts-rulings-2 = Games are written in PDN: squares a1 to h8, c3-d4 for a move, c3:e5:g3 for a capture sequence.

rules-great-board-title = The board and the pieces
rules-great-board-1 = Great Chess is a historical Indian variant, played on a 10x10 board: files a to j, ranks 1 to 10. Each side has 22 pieces.
rules-great-board-2 = Besides the king, rook, bishop, knight and pawn there are the general, which moves as a queen, and three compound pieces: the giraffe (queen and knight), the vizier (bishop and knight) and the war machine (rook and knight).
rules-great-start-title = The start
rules-great-start-1 = White: king f1, giraffe e1, vizier d1, general g1, rooks a1 and j1, knights b1 and i1, bishops c1 and h1, war machines e2 and f2, pawns a2 b2 c2 d2 e3 f3 g2 h2 i2 j2.
rules-great-start-2 = Black's array is White's turned by 180 degrees, not mirrored: king e10, giraffe f10, vizier g10, general d10, rooks a10 and j10, knights b10 and i10, bishops c10 and h10, war machines e9 and f9, pawns a9 b9 c9 d9 e8 f8 g9 h9 i9 j9.
rules-great-moves-title = How the pieces move
rules-great-moves-1 = The king, rook, bishop and knight move as in chess, and the general as a queen. A compound piece moves as either of its parts: the giraffe as a queen or a knight, the vizier as a bishop or a knight, the war machine as a rook or a knight.
rules-great-pawns-title = Pawns and promotion
rules-great-pawns-1 = A pawn moves one square straight forward and captures one square diagonally forward. There is no double step, and so no en passant.
rules-great-pawns-2 = A pawn reaching the last rank, by a move or by a capture, must promote, and only to a general. Here the pawn on c9 promotes on c10 or by taking the rook on d10.
rules-great-end-title = The end of the game
rules-great-end-1 = There is no castling. Checkmate wins.
rules-great-rulings-title = The project's rulings
rules-great-rulings-1 = Ruling: stalemate is a draw, and threefold repetition and the fifty-move rule apply as in FIDE chess.
rules-great-rulings-2 = Ruling: the game is drawn as a dead position when neither side has more than a king and at most one bishop or knight; it is drawn too whenever no mate can come of the material any more, as with two bishops on one colour.

rules-wirth-board-title = The board and its names
rules-wirth-board-1 = Wirth chess is played on 12 files and 12 ranks whose edges are joined, left to right and top to bottom: the board is a torus. Files, left to right: K L A B C D E F G H I J. Ranks, bottom to top: 11 12 1 2 3 4 5 6 7 8 9 10.
rules-wirth-board-2 = A square is named by its file letter and rank number (E3, K11, J10). The familiar 8x8 field A1 to H8 sits in the middle. A1 is dark, as on an ordinary board, and the bottom-right square J11 is light.
rules-wirth-lines-title = Lines round the torus
rules-wirth-lines-1 = Every step wraps round the edges. A bishop on E3 going up-left on an empty board passes D4 C5 B6 A7 L8 K9 J10 I11 H12 G1 F2 and comes back to E3: a closed loop of 12 squares.
rules-wirth-lines-2 = A rider (rook, bishop, queen) moves along its line both ways until blocked; it never passes through or returns to its own square, so at most 11 squares each way. A square reached both ways round is one move. The two diagonals through a square meet again six files and six ranks away (from E3 both reach K9).
rules-wirth-lines-3 = On an otherwise empty board a lone rook has 22 moves, a lone bishop 21 and a lone queen 43, wherever they stand. Attacks wrap the same way: a king can be checked across a seam.
rules-wirth-knight-title = The knight
rules-wirth-knight-1 = The knight jumps as in chess, with its steps wrapping too. A knight on J10 attacks H9 I8 I12 H11 K12 L11 K8 L9; one on D11 attacks B10 B12 C1 C9 E1 E9 F10 F12.
rules-wirth-start-title = The start
rules-wirth-start-1 = Each side has 30 pieces: a king, a queen, two rooks, two bishops, two knights and 22 pawns. Inside A to H and 1 to 8 the array is the classical one.
rules-wirth-start-2 = Ruling (the source's diagram is lost): 14 more pawns close each army's open flanks and rear in a ring. White adds pawns on L1 L2 I1 I2 and L12 A12 B12 C12 D12 E12 F12 G12 H12 I12; Black on L8 L7 I8 I7 and L9 A9 B9 C9 D9 E9 F9 G9 H9 I9. Files J and K and ranks 3 to 6 and 10 to 11 start empty.
rules-wirth-pawns-title = Pawns
rules-wirth-pawns-1 = Pawns move forward only, White towards higher ranks and Black towards lower: one step to an empty square, and captures one step diagonally forward, wrapping across the K and J seam. En passant is as in chess.
rules-wirth-pawns-2 = Ruling: the double step belongs to the front pawn rank. A pawn on White's rank 2 or Black's rank 7 may advance two squares when both are empty; pawns on White's ranks 12 and 1 and Black's ranks 9 and 8 never double-step from there.
rules-wirth-pawns-3 = A pawn reaching the rank on which the enemy king started (White: rank 8, Black: rank 1) promotes to a queen, a rook, a bishop or a knight.
rules-wirth-castling-title = Castling
rules-wirth-castling-1 = The king on E1 castles with the rook on H1 (king to G1, rook to F1) or with the rook on A1 (king to C1, rook to D1), and Black likewise on rank 8, under the FIDE conditions. The squares between are those inside A to H, never the way round the seam.
rules-wirth-castling-2 = Attacks on the king's squares are counted across seams: an enemy rook on K1 or J1 can forbid castling once the path round the edge is open.
rules-wirth-end-title = The end of the game
rules-wirth-end-1 = Checkmate wins. Stalemate and every unfinished game are draws; the fifty-move rule and repetition are as in FIDE chess. With no edge to drive a king to, no mate exists with one piece against a bare king, not even a queen: such a position is dead and drawn at once, and so is any other from which no mate can come.

rules-mattrix-board-title = The board
rules-mattrix-board-1 = Mattrix chess is played by three on a hexagonal board of 147 hexagonal cells, in three colours: white, blue and red. Neighbouring cells never share a colour.
rules-mattrix-board-2 = The rows, lines of cells sharing edges, run across the board and are named a b c d e f g h i k l m n o from the top (there is no j); they hold 7 8 9 10 11 12 13 14 13 12 11 10 9 8 cells. The verticals, through opposite corners, are numbered 1 to 27 from the left. A cell is named by row and vertical: h1.
rules-mattrix-board-3 = h1 is the leftmost cell, and it is white. It lies on row h, on the line h1-a8 going up and h1-o7 going down, on the diagonals h1-b19 and h1-o19, and alone on vertical 1.
rules-mattrix-directions-title = Lines, diagonals and the players
rules-mattrix-directions-1 = From a cell six lines lead through its edges, and six diagonals through its corners, to the nearest cells of the same colour. A diagonal step is not blocked by the two cells it passes between.
rules-mattrix-directions-2 = Three players move in turn, clockwise: White, Blue, Red. White's home side is the bottom row o, Blue's the upper-left side, Red's the upper-right side. Each player has a forward diagonal, three forward diagonals (it and the two 60 degrees either side) and two forward lines (30 degrees either side of it).
rules-mattrix-pieces-title = The pieces
rules-mattrix-pieces-1 = Each player has 26 pieces: a king, a queen, two rooks, two knights, three bishops, seven heavy pawns and ten light pawns.
rules-mattrix-pieces-2 = The bishop moves any distance along the six diagonals, the rook along the six lines, the queen along all twelve; each is blocked by the first occupied cell. The knight makes one diagonal step and then one line step 30 degrees to either side of it, 12 targets, jumping over whatever stands between.
rules-mattrix-pieces-3 = The king moves one step in any of the 12 directions, never onto a cell attacked by any opponent, so it may not capture a protected piece. A king is never captured; a capture removes any other enemy piece.
rules-mattrix-pawns-title = Pawns and promotion
rules-mattrix-pawns-1 = A light pawn moves one step along a forward diagonal to an empty cell (usually 3 choices) and captures one step along a forward line (usually 2 cells). A heavy pawn moves one step along a forward line (2 choices) and captures one step along a forward diagonal (3 cells). Pawns have no double step and there is no en passant.
rules-mattrix-pawns-2 = A pawn reaching the far side of the board promotes (White on row a, Blue on the lower-right side, Red on the lower-left side): a heavy pawn to a queen, a rook, a bishop or a knight, a light pawn to a rook, a bishop or a knight.
rules-mattrix-castling-title = Castling
rules-mattrix-castling-1 = In castling (0-0 with the nearer rook, 0-0-0 with the farther) the king moves along its home side until it stands next to the rook, and the rook jumps over the king to the cell on its other side. White's king on o15 castles with the rook on o21 (king o19, rook o17) or on o7 (king o9, rook o11).
rules-mattrix-castling-2 = Ruling (the conditions are lost): neither piece has moved, every cell between them is empty, the king is not in check, and no cell the king passes or lands on is attacked by any opponent. A pawn may promote by capturing a rook on its promotion side, and that rook's castling right is gone.
rules-mattrix-start-title = The start
rules-mattrix-start-1 = Ruling (the diagram is lost): White has rooks o7 and o21, bishops o9 and o19, knights o11 and o17, the queen on o13 and the king on o15; heavy pawns n6 n8 n10 n18 n20 n22 and a bishop on n14 (n12 and n16 stay empty); light pawns m5 m7 m9 m11 m13 m15 m17 m19 m21 m23; a heavy pawn on l14.
rules-mattrix-start-2 = The three bishops stand on three different colours. Blue's and Red's arrays are White's turned by 120 and by 240 degrees.
rules-mattrix-end-title = Check, mate and the end
rules-mattrix-end-1 = A player is in check when their king is attacked by any opponent, and must leave check on their turn; no move may leave one's own king attacked. Checks by both opponents at once can only be met by a king move.
rules-mattrix-end-2 = Mate, check with no legal move, ends the game. Ruling: the mated player loses, and the winner is the opponent who gives the check; if both do, the one who moved last. The third player neither wins nor loses.
rules-mattrix-end-3 = Ruling: stalemate ends the game as a draw for all three, and so do threefold repetition, 150 plies with no capture and no pawn move, and agreement. Three bare kings are a dead position, also a draw: a lone piece of any kind can still mate with the help of the third king.
rules-mattrix-notation-title = Notation
rules-mattrix-notation-1 = A move in full is the piece letter, the start cell, - (or x for a capture) and the end cell, as in No11-l10; castling is 0-0 or 0-0-0, and a promotion adds = and the letter. The short form is the piece letter and the end cell (Nl10), with the start added only when needed. The pawns' letters are H for heavy and P for light.

rules-transit-setting-title = Two boards
rules-transit-setting-1 = Chess-transit is played on two ordinary 8x8 boards. Board 1 lies between the players, board 2 to White's right. At the start board 1 has the normal FIDE array and board 2 is empty. Every FIDE rule applies on each board.
rules-transit-moves-title = A turn and a transit
rules-transit-moves-1 = A turn is exactly one of: an ordinary FIDE move on board 1 or on board 2, or a transit, in which a piece or pawn moves from its square on one board to the same square of the other board. Transits are allowed from the initial position.
rules-transit-moves-2 = Ruling: the finish square is the square with the same name; the source's definitions stop short of saying so.
rules-transit-limits-title = When a transit is impossible
rules-transit-limits-1 = A transit is impossible when the finish square is occupied (so a transit never captures), when a king would arrive on a square attacked on the other board, and when it would leave the mover's own king attacked.
rules-transit-limits-2 = There is no check by transit: a piece may not arrive attacking the enemy king. Here the rook on 1:e2 may not go to 2:e2, where it would check the king on e8. A discovered check on the board it leaves is allowed.
rules-transit-rulings-title = The project's rulings
rules-transit-rulings-1 = Castling rights, en passant and the double step belong to each board. A king or rook that has transited has moved. A pawn may double-step from its own second rank on either board. En passant is possible only on the very next move of the game, on the board of the double step.
rules-transit-rulings-2 = Each player has one king, on one board. Check exists only on the king's board; on a board without its king a side cannot be checked or mated.
rules-transit-rulings-3 = Mate is decided with the whole turn in view: a check may also be met by a piece transiting in from the other board to block it. A king may transit out of check like any other evasion.
rules-transit-mate-title = Board mate
rules-transit-mate-1 = Each board gets its own result (1, 1/2 or 0 for each side), and the game score is the sum. Board mate: the side to move is in check and has no legal move other than its own king's transit. The opponent wins that board.
rules-transit-mate-2 = The board is then closed: from then on pieces may leave it only by transit, and nothing moves or arrives on it. On a closed board nothing is attacked and no king is in check; pieces other than kings may stay there for the rest of the game.
rules-transit-forced-title = Forced transit
rules-transit-forced-1 = The mated king must transit at once to the other board: that is the mated side's move. If the finish square there is attacked, occupied or not, the player is mated outright and loses the other board too. If it is occupied and not attacked, the position counts as stalemate and the other board is drawn. If the other board is already closed, the game ends.
rules-transit-forced-2 = Ruling: any king standing on a closed board, the mating side's included, must transit on its side's next move, with the same outcomes if it cannot: no king may shelter on a closed board.
rules-transit-forced-3 = Here the queen mates on g7 of board 1, and the black king must transit from 1:h8 to 2:h8, which is empty and not attacked.
rules-transit-end-title = Transit loss, draws and the end
rules-transit-end-1 = Transit loss: a side with nothing left on an open board 1, no piece, king included, and no pawn, loses board 1; board 1 closes and play goes on on board 2 only.
rules-transit-end-2 = A stalemate draws every open board, and so do threefold repetition, the fifty-move rule, agreement and a dead position, from which neither side could ever mate with the pieces of both boards together. The game ends when both boards are closed.
rules-transit-end-3 = Every move is written with its board; a transit is written with the piece, its start square and the board it goes to.

### puzzles

puzzles-check-ok = ok { $game }: { $count ->
        [one] { $count } puzzle
       *[other] { $count } puzzles
    }
puzzles-check-failed = FAILED { $game }: { $reason }
cli-puzzles_failed = { $bad } of { $total } puzzle files failed the check
cli-dead_tables_differ = { $bad } of { $total } dead-position tables differ from the search
cli-dead_positions_needs_game = name a game (classical, great, wirth, mattrix), or give --check or --markdown
puzzles-error-unreadable = not a puzzle file: { $detail }
puzzles-error-unknown_game = { $name } is no game's name
puzzles-error-no_puzzles = the file has no puzzles
puzzles-error-puzzle = puzzle { $number }: { $reason }
puzzles-error-duplicate = puzzle { $number } has the position of puzzle { $first }
puzzles-error-course = its lesson course fails the lesson check: { $reason }
puzzles-problem-wrong_game = it is for { $named }, not for this file's game
puzzles-problem-position = the position does not read: { $reason }
puzzles-problem-no_solution = the solution has no move
puzzles-problem-bad_move = the move { $move } of the solution cannot be played: { $reason }
puzzles-problem-no_choice = the side to move has fewer than two legal moves
puzzles-problem-mate_length = a mate in { $moves } is not proved here (the longest is { $longest })
puzzles-problem-no_mate = no mate in { $moves } is forced
puzzles-problem-shorter_mate = a mate in { $fewest } is forced, sooner than the { $moves } it says
puzzles-problem-several_mates = { $count } first moves force the mate, not one
puzzles-problem-not_the_mate = the solution's first move does not force the mate
puzzles-problem-not_the_best = the engine's best move is { $best }
puzzles-problem-second_wins = { $other } wins too: the solution beats it by { $margin }, not the { $needed } needed
puzzles-problem-no_win = the best move scores { $score }, less than the { $needed } of a win
puzzles-problem-not_material = the best move scores { $score }, beyond material
puzzles-problem-not_the_theme = the first move does not do what the theme says
puzzles-problem-theme_not_for_game = the theme is not one of this game's
puzzles-title-classical = Puzzles: classical chess
puzzles-title-great = Puzzles: Great Chess
puzzles-title-draughts = Puzzles: Russian draughts
puzzles-title-wirth = Puzzles: Wirth torus chess
puzzles-title-mattrix = Puzzles: Mattrix
puzzles-title-transit = Puzzles: Chess-transit
puzzle-mate_in_1-white = White to play: mate in one move.
puzzle-mate_in_1-black = Black to play: mate in one move.
puzzle-mate_in_1-blue = Blue to play: mate in one move.
puzzle-mate_in_1-red = Red to play: mate in one move.
puzzle-mate_in_2-white = White to play: mate in two moves, whatever the defence.
puzzle-mate_in_2-black = Black to play: mate in two moves, whatever the defence.
puzzle-mate_in_2-blue = Blue to play: mate in two moves, whatever the defence.
puzzle-mate_in_2-red = Red to play: mate in two moves, whatever the defence.
puzzle-material-white = White to play: one move wins material. Find it.
puzzle-material-black = Black to play: one move wins material. Find it.
puzzle-material-blue = Blue to play: one move wins material. Find it.
puzzle-material-red = Red to play: one move wins material. Find it.
puzzle-promotion-white = White to play: one move wins material, with a promotion. Find it.
puzzle-promotion-black = Black to play: one move wins material, with a promotion. Find it.
puzzle-promotion-blue = Blue to play: one move wins material, with a promotion. Find it.
puzzle-promotion-red = Red to play: one move wins material, with a promotion. Find it.
puzzle-crowning-white = White to play: one move wins material and crowns a man. Find it.
puzzle-crowning-black = Black to play: one move wins material and crowns a man. Find it.
puzzle-crowning-blue = Blue to play: one move wins material and crowns a man. Find it.
puzzle-crowning-red = Red to play: one move wins material and crowns a man. Find it.
puzzle-fork-white = White to play: one move forks two pieces and wins material. Find it.
puzzle-fork-black = Black to play: one move forks two pieces and wins material. Find it.
puzzle-fork-blue = Blue to play: one move forks two pieces and wins material. Find it.
puzzle-fork-red = Red to play: one move forks two pieces and wins material. Find it.

### position editor (app)
editor-open = Set up a position
editor-open_about = Open the position editor on the position shown: place and remove pieces, set the side to move and the rights, then start a game from it.
editor-title = Position editor
editor-opened = Position editor: choose a piece below and click cells to place it (the same piece again takes it away).
editor-started = A game from the edited position has begun.
editor-pieces = Pieces
editor-erase = Eraser
editor-explore = Explore the piece put down
editor-explore_about = Each piece you put down shows its moves: the cells it can move to are lit, the cells it attacks but cannot move to are ringed in red; putting the same piece on another cell moves it there. An empty board shows a piece's whole reach.
editor-explored = { $piece } on { $cell }: { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } to { $cells } cells, attacking { $attacks }{ $lines ->
        [0] {""}
        [one] ; its line closes on itself through { $cell }
       *[other] ; { $lines } of its lines close on themselves through { $cell }
    }.
editor-to_move = To move
editor-castling = Castling rights
editor-castling_right = { $seat }: { $side ->
        [short] short
       *[long] long
    } (rook { $rook })
editor-en_passant = En passant
editor-en_passant_none = none
editor-boards = Boards
editor-board = Board { $board }
editor-board_open = in play
editor-board_won = won by { $seat }
editor-board_drawn = drawn
editor-clear = Empty board
editor-start_position = Start position
editor-position_text = Position text
editor-copy = Copy
editor-play_people = Play from here (people)
editor-play_computer = Play from here against the computer
editor-leave = Leave the editor
editor-problem = Not a legal position: { $problem }

## game-end
# The end-of-game dialog (crates/manifold-session/src/game_end): its title and buttons, the
# headline, why the game ended, each seat's place, each board's score and the total
# (Chess-transit). $seat is a seat's name capitalised, $side the same in lower case.
game_end-title = Game over
game_end-new_game = New game
game_end-rematch = Rematch
game_end-review = Review
game_end-save = Save
game_end-close = Close
game_end-headline-win = { $winner } wins
game_end-headline-draw = { $seats ->
        [3] Draw for all three
       *[other] Draw
    }
game_end-reason-checkmate = By checkmate
game_end-reason-checkmate_of = { $seat } is checkmated
game_end-reason-stalemate = Stalemate: { $seat } cannot move
game_end-reason-resignation = { $seat } resigned
game_end-reason-agreement = By agreement
game_end-reason-no_progress = { $moves } { $moves ->
        [one] move
       *[other] moves
    } by each side without a capture or a pawn move
game_end-reason-no_progress_claimed = Draw claimed: { $moves } { $moves ->
        [one] move
       *[other] moves
    } by each side without a capture or a pawn move
game_end-reason-repetition = The same position occurred { $times } times
game_end-reason-repetition_claimed = Draw claimed: the same position occurred { $times } times
game_end-reason-dead_position = Dead position: { $seats ->
        [3] no player
       *[other] neither side
    } can mate
game_end-reason-on_time = { $seat } ran out of time
game_end-reason-on_time_no_mate = { $seat } ran out of time, but { $opponent } cannot mate
game_end-reason-move_time = { $seat } did not move in time (the table allows { $limit } a move)
game_end-minutes = { $count ->
        [one] { $count } minute
       *[other] { $count } minutes
    }
game_end-seconds = { $count ->
        [one] { $count } second
       *[other] { $count } seconds
    }
game_end-reason-no_moves = { $seat } cannot move: every piece is captured or blocked
game_end-reason-boards_decided = Both boards are decided
game_end-reason-king_moves = { $moves } { $moves ->
        [one] move
       *[other] moves
    } by each side with only kings moving and nothing captured
game_end-standing-won = { $place }. { $seat }: wins
game_end-standing-drew = { $place }. { $seat }: draw
game_end-standing-neither = { $place }. { $seat }: neither wins nor loses
game_end-standing-lost = { $place }. { $seat }: loses
game_end-board-won = Board { $board }: { $winner } wins, { $white } : { $black }
game_end-board-drawn = Board { $board }: drawn, { $white } : { $black }
game_end-board-open = Board { $board }: still in play
game_end-points = { $half ->
        [1] { $whole ->
            [0] ½ point
           *[other] { $whole }½ points
        }
       *[0] { $whole ->
            [one] { $whole } point
           *[other] { $whole } points
        }
    }
game_end-transit-total = Total: { $white } { $white_points }, { $black } { $black_points }
## export

cli-export-bad_save = cannot export { $path }: { $error }
cli-export-no_format = { $game } has no { $format } export; --format can be { $formats }
## analyse

cli-analyse-title = { $game }: analysis, { $seat } to move
cli-analyse-search = Depth { $depth } (selective { $seldepth }), { $nodes } nodes, { $nps } nodes/s, { $time } s
cli-analyse-evaluation = { $seats ->
    [3] Search score for { $seat } against both opponents: { $score }
   *[other] Evaluation for { $seat }: { $score }, win probability { $win }%
}
cli-analyse-seat = { $seat }: { $score }, expected share { $share }%
cli-analyse-board = Board { $board }: { $status }, material (White less Black) { $material }
cli-analyse-board_open = in play
cli-analyse-board_drawn = drawn
cli-analyse-board_won = won by { $seat }
cli-analyse-line = { $rank }. { $score } { $moves }
cli-analyse-placeholder = Win probabilities and shares come from a placeholder curve, not yet fitted for this game (manifold-cli fit-win-curve).
cli-analyse-not_searched = The search stopped before it completed its first depth.
cli-analyse-over = The game is over: { $outcome }.
cli-analyse-bad_number = --{ $option }: '{ $text }' is not a whole number from { $min } to { $max }

## review

review-mark-inaccuracy = Inaccuracy
review-mark-mistake = Mistake
review-mark-blunder = Blunder
review-cause-win_drop = the win probability dropped
review-cause-mate_allowed = it allowed a forced mate
review-cause-mate_missed = it missed a forced mate
review-verdict-passed = Good move: win probability { $win }%, the best move's { $best }%.
review-verdict-failed = Not good enough: win probability { $win }%, the best move's { $best }%. Try again.
review-verdict-not_legal = That move is not legal here.
review-exercise-prompt = Find a better move than { $played } ({ $mark }).
review-exercise-hint = Move the piece on { $cell }.
review-exercise-solution = The best move was { $best }.
review-pgn-advice = { $mark }. { $best } was best.
cli-review-title = { $game }: review at { $limits }, { $moves } moves; evaluations for the side that moved
cli-review-depth = depth { $depth }
cli-review-nodes = { $nodes } nodes a position
cli-review-movetime = { $ms } ms a position
cli-review-move = { $move } { $before } → { $after }, { $seat } { $win_before }% → { $win_after }%
cli-review-move_marked = { $move } { $before } → { $after }, { $seat } { $win_before }% → { $win_after }%: { $mark }, better { $best }
cli-review-accuracy = { $seat }: accuracy { $accuracy }%, inaccuracies: { $inaccuracies }, mistakes: { $mistakes }, blunders: { $blunders }
cli-review-no_accuracy = { $seat }: no moves
cli-review-exercises = Exercises (mistakes and blunders to find a better move for): { $count }
cli-review-pgn_written = Annotated PGN written to { $path }
cli-review-unreadable = { $path }: { $error }
cli-review-no_pgn = --pgn: an annotated PGN is written for classical chess and Great Chess only, not for { $game }

## threats

# manifold-cli analyse --threats: what each opponent would play if it were its move, and the
# pieces of the side to move attacked and not defended. $seat is a seat's name capitalised;
# $move and $moves are in the game's notation; $score is for that opponent.
cli-threats-title = Threats (what each opponent would play if it were its move):
cli-threats-move = { $seat }: { $move } ({ $score }), line { $moves }
cli-threats-gives_check = { $seat }: gives check (the check is the threat)
cli-threats-no_move = { $seat }: would have no legal move
cli-threats-not_searched = { $seat }: the search stopped before it completed its first depth
cli-threats-hanging = Attacked and not defended: { $cells }
cli-threats-no_hanging = Attacked and not defended: nothing

## live analysis (the app)
button-analysis = Analysis
analysis-toggle_tip = The engine analyses the position on the board (key L); T shows the threats
analysis-title = Analysis
analysis-bar_game = Game
analysis-not_in_courses = No analysis in lessons, puzzles and exercises: it would give the answers away.
analysis-no_position = Nothing to analyse: the position on the board is not legal yet.
analysis-game_over = The game is over in this position: nothing to analyse.
analysis-starting = Starting the analysis…
analysis-search = Depth { $depth }/{ $seldepth } · { $knps } kn/s · { $threads ->
    [one] { $threads } thread
   *[other] { $threads } threads
}
analysis-threats = Threats (T)
analysis-threads = threads
analysis-threats_searching = Looking for threats…
analysis-no_threat = No threat: no opponent has a useful move if it were its turn.
analysis-threat = { $seat } threatens { $move }
analysis-hanging = Attacked and not defended: { $cells }
button-review = Review
review-title = Game review
review-depth = depth
review-start = Review the game
review-progress = Analysing position { $done } of { $total }…
review-cancel = Cancel
review-accuracy = Accuracy
review-better = Better: { $line }
analysis-close = Close the analysis (L)
analysis-hide = Hide

## learn from your mistakes (the app's exercises after a review)
review-exercise-judging = Judging your move…
review-learn = Learn from your mistakes ({ $count })
review-learn_tip = Each mistake and blunder becomes an exercise: find a better move
review-no_exercises = No mistakes or blunders to learn from.
exercise-title = Learn from your mistakes
exercise-count = Exercise { $number } of { $total } · solved { $solved }
exercise-move = Move { $number } of the game.
exercise-previous = Previous
exercise-next = Next
exercise-hint = Hint
exercise-solution = Show the solution
exercise-retry = Try again
exercise-leave = Back to the game
exercise-wait = Wait: your move is being judged.
exercise-over = This exercise is over: try it again or go to the next one.
exercise-all_done = { $total ->
    [one] The exercise seen: { $solved } solved.
   *[other] All { $total } exercises seen: { $solved } solved.
}
exercise-not_here = Not in an exercise: play a move, or go back to the game.
