# Russian messages of Manifold (Project Fluent syntax): the same ids as en.ftl.

## Interface

# Игры
game-classical = Классические шахматы
game-great = Большие шахматы
game-draughts = Русские шашки
game-wirth = Тороидальные шахматы Вирта
game-mattrix = Маттрикс (шахматы втроём на шестиугольной доске)
game-transit = Шахматы-транзит

# Стороны
seat-white = Белые
seat-black = Чёрные
seat-blue = Синие
seat-red = Красные

# Фигуры
piece-king = король
piece-queen = ферзь
piece-rook = ладья
piece-bishop = слон
piece-knight = конь
piece-pawn = пешка
piece-general = генерал
piece-giraffe = жираф
piece-vizier = визирь
piece-war_machine = боевая машина
piece-heavy_pawn = тяжёлая пешка
piece-light_pawn = лёгкая пешка
piece-man = шашка
piece-draughts_king = дамка

# Почему партия окончена
reason-checkmate = мат
reason-stalemate = пат
reason-resignation = сдача
reason-agreement = ничья по соглашению
reason-fifty_moves = правило пятидесяти ходов
reason-seventy_five_moves = правило семидесяти пяти ходов
reason-threefold_repetition = троекратное повторение позиции
reason-fivefold_repetition = пятикратное повторение позиции
reason-insufficient_material = недостаточно материала
reason-timeout = истекло время
reason-no_moves = нет ходов
reason-boards_decided = исход на обеих досках решён
reason-king_moves = правило 15 ходов дамками

# Результаты и состояние
result-win = { $winner } выиграли
result-win_three = { $winner } выиграли, { $loser } проиграли
result-draw = Ничья
result-score = { $white } { $white_points } : { $black_points } { $black }
result-with_reason = { $result } ({ $reason })
status-to_move = Ход: { $seat }
status-in_check = { $seat }: король под шахом
status-check_announce = Шах!
status-mate_announce = Мат!
status-game_over = Партия окончена
status-draw_possible = Возможна ничья ({ $reason }): игроки могут согласиться на неё.
status-browsing = Позиция после хода { $ply } из { $total }
status-browsing_start = Начальная позиция

# Начальный экран
start-subtitle = Игры семейства шахмат на необычных досках
start-game = Игра
start-preset = Стол
start-preset_none = Собственные правила игры
start-players = Игроки
start-human = Человек
start-computer = Компьютер, уровень { $level }
start-computer_note = Уровень 1 ошибается как новичок; уровень 5 играет в полную силу. Кнопка «Подсказка» спрашивает ход у компьютера.
start-start = Начать
start-continue = Продолжить сохранённую партию
start-continue_finished = Посмотреть законченную партию
start-back = Вернуться к партии
preset-nujelm-chess = Стол Нуджелма
preset-nujelm-chess-about = 8 минут на ход (просрочка — поражение), рокировка «король, затем ладья», объявляются шах и мат, ничья только по соглашению.
preset-nujelm-draughts = Стол Нуджелма
preset-nujelm-draughts-about = 8 минут на ход (просрочка — поражение), бьющая дамка встаёт сразу за побитой шашкой, ничья только по соглашению.

# Панель партии
panel-moves = Ходы
panel-no_moves = Ходов ещё нет
panel-start_position = Начало
panel-back_to_game = Вернуться к партии
panel-game = Партия
panel-view = Вид
panel-person = человек
panel-computer = компьютер, уровень { $level }
panel-plays = { $seat }: { $who }
button-quit = Выйти
button-undo = Отменить ход
button-redo = Вернуть ход
button-resign = Сдаться
button-offer_draw = Предложить ничью
button-accept_draw = Принять ничью
button-accept_draw_by = { $seat }: согласиться
button-decline_draw = Отклонить
button-agree_draw = Согласиться на ничью
button-new_game = Новая партия
button-flip = Повернуть доску
button-reset_view = Сбросить вид
button-files = Сохранить, открыть, импорт…
button-cancel = Отмена
button-close = Закрыть
draw-offered = { $seat } предлагают ничью
draw-waiting = Ничья предложена: ждём ответа
draw-declined = Предложение ничьей отклонено

# Часы хода
clock-title = Время на ход
clock-remaining = { $seat }: на этот ход осталось { $time }
clock-timeout = { $seat }: время истекло

# Настройки
settings-title = Настройки
settings-piece_style = Фигуры:
settings-notation = Запись ходов:
settings-notation_letters = буквами
settings-notation_figurines = фигурками (♘f3)
settings-figures = объёмные
settings-tokens = жетоны
settings-tokens_note = Диски, повёрнутые к камере, с силуэтом своей фигуры: читаются с любой стороны, и на торе тоже.
settings-language = Язык
settings-animation_speed = Скорость анимации
settings-sound = Звук
settings-volume = громкость
settings-show_legal_moves = Показывать возможные ходы
settings-show_coordinates = Показывать координаты
settings-low_graphics = Упрощённая графика (для компьютеров без видеокарты)
settings-low_graphics_note = Полностью действует после перезапуска.
settings-low_graphics_auto = GPU не найден (программная отрисовка): включена упрощённая графика. Её можно выключить в настройках.
torus-left = Влево
torus-right = Вправо
torus-up = Вверх
torus-down = Вниз
torus-title = Тор
torus-turn = Повернуть кольцо (клавиши W A S D):
torus-turn_left = Вывести вперёд вертикали слева
torus-turn_right = Вывести вперёд вертикали справа
torus-turn_up = Вывести вперёд верхние горизонтали
torus-turn_down = Вывести вперёд нижние горизонтали
torus-home = Исходно
torus-other_army = Показать другую армию (O)
torus-to_front = Вывести выбранную фигуру вперёд
torus-rider_lines = Показывать замкнутые линии дальнобойной фигуры
torus-flat_view = Плоский вид (развёрнутая доска)
torus-flat_help = Щелчок — ход, перетаскивание — прокрутка (тор поворачивается вместе с ней), правый щелчок — поле в центр. Пурпурные линии — швы.
settings-allow_takebacks = Разрешить возврат ходов
settings-turn_camera_to_mover = Поворачивать камеру к стороне, чей ход
settings-turn_camera_to_mover_note = После каждого хода вид поворачивается так, чтобы игрок, чей ход, видел своё войско ближе всего (для игры за одним компьютером).
settings-show_opponent_attacks = Показывать поля под ударом соперников (Маттрикс)
settings-show_opponent_attacks_note = Пока фигура выбрана, поля под ударом каждого соперника окрашены в его цвет, а под ударом обоих — в смешанный.

# Шахматы-транзит: две доски
transit-title = Доски
transit-board_open = Доска { $board }: открыта
transit-board_won = Доска { $board }: закрыта, выиграли { $seat }
transit-board_drawn = Доска { $board }: закрыта, ничья
transit-score = Счёт: { $white } { $white_points } : { $black_points } { $black }
transit-forced = { $seat } должны увести короля с { $square } транзитом: его доска закрыта
transit-how = Транзит: выберите фигуру и щёлкните то же поле на другой доске.

# Маттрикс: обозначения полей под ударом соперников
attacks-legend = Под ударом
attacks-both = обоих
engine-thinking = Компьютер думает…
engine-hint_thinking = Ищу подсказку…
button-hint = Подсказка
button-pause = Пауза
button-resume = Продолжить
engine-paused = Компьютеры на паузе
lang-english = English
lang-russian = Русский

# Превращение
promotion-title = Превращение
promotion-choose = Выберите, в какую фигуру превратится пешка:

# Файлы
files-title = Файлы
files-path = Файл
files-save = Сохранить партию
files-load = Открыть партию
files-saved = Партия сохранена в { $path }
files-loaded = Партия открыта из { $path }
files-read_error = Не удалось прочитать { $path }: { $error }
files-write_error = Не удалось записать { $path }: { $error }
files-bad_save = { $path } — не сохранённая партия, которую можно открыть: { $error }. Текущая партия не изменилась.
files-saved_games = Сохранённые партии…
saved-title = Сохранённые партии
saved-folder = Папка: { $path }
saved-none = В этой папке пока нет сохранённых партий. Партию сохраняют кнопкой «Сохранить, открыть, импорт…» на панели партии.
saved-open = Открыть
saved-game = { $game }, { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
       *[other] { $moves } ходов
    }
saved-finished = окончена
start-open_saved = Открыть сохранённую партию…
replace-title = Заменить текущую партию?
replace-current = Текущая партия: { $game }
replace-offered = Партия, которую открыть: { $game }
replace-warning = Текущая партия будет потеряна, если она не сохранена.
replace-yes = Открыть другую партию
replace-no = Оставить текущую партию
replace-kept = Текущая партия осталась.
files-text = Текст: вставьте сюда для импорта; экспорт появляется здесь и копируется в буфер обмена.
files-position = Позиция
files-export_position = Экспорт позиции
files-import_position = Импорт позиции
files-export_pgn = Экспорт PGN
files-import_pgn = Импорт PGN
files-export_pdn = Экспорт PDN
files-import_pdn = Импорт PDN
files-exported = { $format }: текст в поле и скопирован в буфер обмена
files-imported = { $format }: импорт выполнен
files-import_error = { $format }: импорт не удался: { $error }. Текущая партия не изменилась.
files-empty_text = { $format }: поле пусто, сначала вставьте текст
files-no_pgn = PGN недоступен для игры «{ $game }»; сохраните партию в файл

# Файл настроек и автосохранение
persist-settings_corrupt = Файл настроек не удалось прочитать ({ $error }); он сохранён как { $path }, используются настройки по умолчанию.
persist-autosave_corrupt = Автосохранённую партию не удалось прочитать ({ $error }); файл сохранён как { $path }.
persist-no_data_dir = Нет папки данных (задайте MANIFOLD_HOME или HOME): настройки и автосохранения не сохраняются.
persist-write_failed = Не удалось записать { $path }: { $error }
persist-read_failed = Не удалось прочитать { $path }: { $error }
persist-restored = Автосохранённая партия восстановлена

# Сообщения правил и команд (переводятся по образцу)

# Сообщения разбора нотаций, пресетов и сохранённых партий, и имена внутри них
frag-side-white = белые
frag-side-black = чёрные
frag-side-blue = синие
frag-side-red = красные
frag-side-White = белые
frag-side-Black = чёрные
frag-counter-halfmove_clock = счётчик полуходов
frag-counter-halfmove_counter = счётчик полуходов
frag-counter-fullmove_number = номер хода
frag-counter-move_number = номер хода
frag-castle-king_side = короткая рокировка
frag-castle-queen_side = длинная рокировка
frag-castle-short = короткая рокировка (0-0)
frag-castle-long = длинная рокировка (0-0-0)
frag-variant-classical = классические шахматы
frag-variant-great = большие шахматы
frag-variant-wirth = шахматы Вирта
frag-variant-mattrix = Маттрикс
frag-variant-transit = шахматы-транзит
frag-variant-classical_name = классические шахматы
frag-variant-great_name = большие шахматы
frag-variant-wirth_name = шахматы Вирта
frag-variant-mattrix_name = Маттрикс
frag-variant-transit_name = шахматы-транзит
join-or = {" "}или{" "}
join-comma = ,{" "}

## Messages of the rules core and the session (typed values, see src/locale)

### chess-moves
move-no_piece = на { $cell } нет фигуры
move-not_yours = фигура на { $cell } не ваша
move-promotion_needed = нужно указать фигуру для превращения (например, e7e8q)
move-cannot_promote_to = пешка не может превратиться здесь в фигуру «{ $piece }»
move-check_not_answered = ваш король под шахом, и этот ход не защищает от шаха
move-cannot_move_to = { $piece } на { $from } не может пойти на { $to }

### fen
fen-empty = пустой FEN
fen-field-count = в FEN полей: { $count }, а нужно от 4 до 6 (доска, очередь хода, рокировки, взятие на проходе[, полуходы, номер хода])
fen-rank-count = на доске горизонталей: { $found }, а для игры «{ $variant }» нужно { $expected }
fen-rank-length = горизонталь { $rank } ({ $number }-я сверху) описывает полей: { $found }, а нужно { $expected }
fen-unknown-piece = '{ $ch }' на горизонтали { $rank } — не фигура игры «{ $variant }»
fen-side-to-move = очередь хода '{ $field }' — не 'w' и не 'b'
fen-castling = поле рокировок '{ $field }': { $reason }
fen-en-passant = поле взятия на проходе '{ $field }': { $reason }
fen-counter = { $name }: '{ $value }' — не число
fen-king-count = { $side }: королей { $count }, а нужен ровно один
fen-too-many-pieces = { $side }: фигур { $count }, а в игре «{ $variant }» их может быть не больше { $max }
fen-pawn-on-promotion-square = { $side }: пешка на { $cell }, где она уже должна была превратиться
fen-opponent-in-check = сторона, которая сейчас не ходит ({ $side }), под шахом — в настоящей партии так не бывает
fen-transit = { $error }
fen-castling-not-a-right = '{ $ch }' — не право рокировки в игре «{ $variant }»
fen-castling-pieces-missing = для '{ $ch }' нужны король ({ $side }) на { $king } и ладья на { $rook }
fen-en-passant-not-a-square = такого поля нет на этой доске
fen-en-passant-none = в игре «{ $variant }» нет взятия на проходе
fen-en-passant-occupied = поле занято
fen-en-passant-no-double-step = ни одна пешка только что не прошла это поле двойным ходом

### coordinates
coord-syntax = '{ $text }' — не ход в координатах (нужны начальное и конечное поля, например e2e4 или e7e8q)
coord-unknown_square = '{ $text }': поля '{ $square }' нет на этой доске
coord-bad_promotion = '{ $text }': '{ $letter }' — в такую фигуру в этой игре не превращаются
coord-illegal = ход '{ $text }' здесь невозможен: { $reason }

### variants-and-presets
variant-unknown = неизвестный вариант '{ $name }' (нужен один из: { $names })
preset-ron = текст пресета, место { $error }
preset-unknown-variant = игра пресета: { $error }
preset-zero-time-limit = move_time_limit_secs равно 0; укажите положительное число секунд или None, если предела нет
preset-chess-only = { $option } действует только в шахматах, не в шашках

### pgn
pgn-empty = в тексте PGN нет партии
pgn-syntax = строка { $line }: { $message }
pgn-unknown-variant = неизвестный вариант '{ $name }' (нужен Standard, Great Chess, Wirth chess, Mattrix chess или Chess-transit)
pgn-fen = тег FEN '{ $fen }': { $error }
pgn-move = строка { $line }, ход { $number } { $text }: { $error }
pgn-after-end = строка { $line }, ход { $number } { $text }: партия уже окончена ({ $reason })
pgn-comment-unclosed = комментарий '{"{"}' не закрыт
pgn-close-comment-without-open = '{"}"}' без открывающей '{"{"}'
pgn-bracket-outside-tag = ']' вне тега
pgn-tag-name = тег должен начинаться с имени, как в [Event "..."]
pgn-tag-quotes = тег { $tag }: значение должно быть в двойных кавычках
pgn-tag-quote-unclosed = тег { $tag }: кавычка значения не закрыта
pgn-tag-bracket = тег { $tag }: после значения нужна ']'
pgn-null-move = ход { $number } { $text }: пустые ходы не поддерживаются
text-unexpected-character = неожиданный символ '{ $ch }'

### game
game-over = партия окончена ({ $reason })
game-illegal-move = этот ход здесь невозможен
game-no-draw-claim = сейчас потребовать ничью нельзя (нужно троекратное повторение или пятьдесят ходов без взятий и ходов пешками)
game-no-such-seat = в этой игре нет места { $seat } (её места: от 0 до { $last })

### mattrix-text
mattrix-text-empty = пустой текст позиции Маттрикса
mattrix-text-field-count = в тексте позиции Маттрикса полей: { $count }, а нужно от 5 до 7 (W:<фигуры> B:<фигуры> R:<фигуры> <w|b|r> <рокировки>[ <счётчик полуходов>[ <номер хода>]])
mattrix-text-not-an-army = поле { $number } '{ $field }' — не армия (нужно W:, B: или R: и список фигур)
mattrix-text-army-twice = армия ({ $seat }) указана дважды
mattrix-text-piece-syntax = армия ({ $seat }): '{ $item }' — не фигура (нужны буква фигуры и клетка, например Ko15)
mattrix-text-unknown-piece = армия ({ $seat }): '{ $item }': '{ $letter }' — не фигура Маттрикса (K Q R B N, H — тяжёлая пешка, P — лёгкая пешка)
mattrix-text-unknown-cell = армия ({ $seat }): '{ $item }': клетки '{ $cell }' нет на шестиугольной доске
mattrix-text-cell-twice = на клетке { $cell } две фигуры: { $first_role } ({ $first_seat }) и { $second_role } ({ $second_seat })
mattrix-text-king-count = армия ({ $seat }): королей { $count }, а нужен ровно один
mattrix-text-too-many-pieces = армия ({ $seat }): фигур { $count }, а их может быть не больше { $max }
mattrix-text-pawn-on-promotion-side = { $role } ({ $seat }) на { $cell }, на своей стороне превращения, где она уже должна была превратиться
mattrix-text-seat-to-move = очередь хода '{ $field }' — не 'w', 'b' и не 'r' (белые, синие, красные)
mattrix-text-last-mover-in-check = последними ходили { $seat }, и они под шахом — в настоящей партии так не бывает (ход за стороной: { $to_move })
mattrix-text-kings-side-by-side = короли ({ $first } и { $second }) стоят рядом — в настоящей партии так не бывает
mattrix-text-castling-not-a-rook-cell = '{ $item }' — не начальная клетка ладьи для рокировки (o21, o7, h1, a8, a20, h27) и не '-'
mattrix-text-castling-given-twice = '{ $item }' указано дважды
mattrix-text-castling-pieces-missing = для '{ $item }' нужны король ({ $seat }) на { $king } и ладья ({ $seat }) на { $rook }

### san
san-syntax = '{ $text }' — не ход в алгебраической нотации (например e4, Nf3, exd5, O-O или e8=Q)
san-unknown_piece = '{ $text }': '{ $letter }' — не фигура игры «{ $variant }»
san-ambiguous = ход '{ $text }' неоднозначен: это может быть { $candidates }
san-or_list = { $first } или { $rest }
san-comma_list = { $first }, { $rest }
san-promotion_missing = для '{ $text }' нужна фигура превращения (например { $example })
san-with_reason = '{ $text }': { $reason }
san-castling = '{ $text }': { $side } сейчас невозможна: { $reason }
san-unreadable = '{ $text }' — не ход (нужна алгебраическая нотация, например Nf3 или O-O, или координаты, например g1f3)
san-promotion-not_a_piece = '{ $letter }' — не фигура игры «{ $variant }»
san-promotion-outside_zone = этот ход не доходит до зоны превращения, превращать нечего
san-promotion-not_to = пешка не может превратиться здесь в фигуру «{ $piece }» (можно: { $allowed })
san-castling-none = в игре «{ $variant }» нет рокировки
san-castling-right_lost = { $side } уже потеряли право на эту рокировку
san-castling-king_in_check = король под шахом
san-castling-squares_taken = поля между королём и ладьёй заняты
san-castling-attacked = король прошёл бы через атакованное поле или встал бы на него
san-no_such_piece = нет фигуры «{ $piece }» ({ $side })
san-no_such_piece_on = нет фигуры «{ $piece }» ({ $side }) на { $cell }
san-no_such_piece_on_file = нет фигуры «{ $piece }» ({ $side }) на вертикали { $file }
san-no_such_piece_on_rank = нет фигуры «{ $piece }» ({ $side }) на горизонтали { $rank }
san-own_piece_on_target = на { $cell } стоит ваша же фигура «{ $piece }»
san-no_role_can = ни одна фигура «{ $piece }» ({ $side }) не может пойти на { $to }
san-no_role_can-in_check = ни одна фигура «{ $piece }» ({ $side }) не может пойти на { $to } (ваш король под шахом)
san-none_of = ни одна фигура «{ $piece }» ({ $side }; на { $cells }) не может пойти на { $to }
san-none_of-in_check = ни одна фигура «{ $piece }» ({ $side }; на { $cells }) не может пойти на { $to } (ваш король под шахом)

### mattrix-notation
mattrix-move-not_a_piece = '{ $letter }' — не фигура игры «{ $variant }» (K Q R B N H P)
mattrix-move-outside_side = этот ход не доходит до стороны превращения, превращать нечего
mattrix-move-not_to = { $pawn } не может превратиться в фигуру «{ $piece }» (можно: { $allowed })
mattrix-move-right_lost = { $side } уже потеряли право на эту рокировку (король или эта ладья уже ходили)
mattrix-move-cells_taken = клетки между королём и ладьёй заняты (занята { $cell })
mattrix-move-attacked = король прошёл бы через атакованную клетку или встал бы на неё ({ $cell })
mattrix-move-king_left_in_check = король остался бы под шахом
mattrix-move-wrong_piece = на { $cell } стоит { $actual }, а не { $named }
mattrix-move-no_piece_can = ни одна фигура ({ $side }) не может пойти на { $to }
mattrix-move-no_piece_can-in_check = ни одна фигура ({ $side }) не может пойти на { $to } (ваш король под шахом)

### transit
transit-board_closed = доска { $board } закрыта: на неё ничего не может прийти (правило { $rule })
transit-occupied = поле { $cell } занято: транзит никогда не берёт (правило { $rule })
transit-king_must_transit = король на { $cell } стоит на закрытой доске и должен сейчас уйти транзитом (правило { $rule })
transit-king_onto_attacked = поле { $cell } атаковано на доске { $board }: король не может уйти транзитом на атакованное поле (правило { $rule })
transit-check_not_answered = вашему королю шах, и этот транзит от него не защищает (правило { $rule })
transit-exposes_king = после этого транзита ваш король окажется под шахом (правило { $rule })
transit-gives_check = { $piece } объявит шах, придя на { $cell }: шах транзитом запрещён (правило { $rule })
transit-leaves_closed_board = доска { $board } закрыта: покинуть её можно только транзитом (правило { $rule })
transit-not_the_same_square = транзит идёт только на то же поле другой доски, { $cell } (правило { $rule })
transit-unknown_board = '{ $text }': доски '{ $board }' нет (доски — 1 и 2)
transit-to_own_board = '{ $text } (транзит идёт на другую доску: { $square }>{ $board })' — не ход в алгебраической нотации (например e4, Nf3, exd5, O-O или e8=Q)
transit-leaves_king_in_check = после этого хода ваш король остался бы под шахом
transit-on_board = на доске { $board }: { $error }
transit-no_such_piece = на { $square } нет такой фигуры
transit-legal = этот транзит возможен
transit-text-field_count = в позиции транзита { $count ->
        [one] { $count } поле
        [few] { $count } поля
       *[other] { $count } полей
    }, а нужно 8: доски, очередь хода, рокировки, взятие на проходе, полуходы, номер хода, состояния досок, обязательный транзит
transit-text-boards = поле досок — это две расстановки через '|' (доска 1|доска 2)
transit-text-placement = доска { $board }, горизонталь { $rank }: { $reason }
transit-text-rank_count = { $count ->
        [one] { $count } горизонталь
        [few] { $count } горизонтали
       *[other] { $count } горизонталей
    }, а нужно 8
transit-text-not_a_piece = '{ $letter }' — не шахматная фигура
transit-text-too_long = больше 8 полей
transit-text-rank_length = { $count ->
        [one] { $count } поле
        [few] { $count } поля
       *[other] { $count } полей
    }, а нужно 8
transit-text-field = { $field }: { $reason }
transit-text-field-side = очередь хода
transit-text-field-boards = доски
transit-text-field-castling = рокировки
transit-text-field-en_passant = взятие на проходе
transit-text-field-statuses = состояния досок
transit-text-field-forced = обязательный транзит
transit-text-not_w_or_b = '{ $value }' — не 'w' и не 'b'
transit-text-pawn_on_promotion = пешка на { $cell }, где она уже должна была превратиться
transit-text-king_count = { $side }: королей на двух досках { $count }, а нужен ровно один
transit-text-too_many_pieces = { $side }: фигур { $count }, а их может быть не больше 16
transit-text-mover_in_check = сторона, которая только что ходила, под шахом
transit-text-castling_right = '{ $letter }' — не право рокировки (K Q k q)
transit-text-castling_pieces = для '{ $letter }' король и ладья должны стоять на своих полях доски 1
transit-text-ep_square = '{ $value }' — не поле (пишите его с номером доски: 1:e3)
transit-text-no_double_step = ни одна пешка только что не прошла { $value } двойным ходом
transit-text-not_a_number = '{ $value }' — не число
transit-text-not_a_number_from_1 = '{ $value }' — не число от 1 и больше
transit-text-two_statuses = нужны два состояния через '/', например open/open
transit-text-bad_status = '{ $value }' — не open, 1-0, 0-1 и не draw
transit-text-forced_mismatch = '{ $value }' не сходится с позицией, по которой выходит '{ $forced }'
transit-text-forced_not_a_cell = '{ $value }' — не '-' и не клетка, записанная как 1:e8

### draughts

draughts-fen-empty = пустая позиция (нужно, например, W:Wa1,c3,Kd4:Bb6,f8)
draughts-fen-side_to_move = очередь хода '{ $text }' — не 'W' и не 'B' (позиция выглядит так: W:Wa1,c3,Kd4:Bb6,f8)
draughts-fen-missing_side = нет поля фигур стороны «{ $side }» (нужно поле, которое начинается с '{ $letter }')
draughts-field-pieces = фигур стороны «{ $side }»
draughts-field-counter = { $letter }
draughts-fen-repeated_field = поле { $field } указано дважды
draughts-fen-unknown_field = поле '{ $text }' — не фигуры стороны (W..., B...) и не счётчик (H<n>, F<n>)
draughts-fen-bad_square = '{ $text }' среди фигур стороны «{ $side }» — не поле (нужно a1..h8, 1..32 или диапазон вроде a1-g3, с K перед дамкой)
draughts-fen-light_square = фигура ({ $side }) на { $square }: { $square } — светлое поле (в шашки играют на тёмных полях; a1 — тёмное)
draughts-fen-occupied = { $square } указано дважды
draughts-fen-man_on_crown_row = шашка ({ $side }) на { $square } стоит на поле превращения (она была бы дамкой: пишите K{ $square })
draughts-fen-too_many_pieces = { $side }: шашек { $count }, а у стороны их может быть не больше { $max }
draughts-fen-counter = { $counter }: '{ $value }' — не число
draughts-list-item = { $item }
draughts-list = { $first }{ $separator }{ $rest }
draughts-move-syntax = '{ $text }' — не ход в шашках (например c3-d4, а для взятия c3:e5:g3)
draughts-move-unknown_square = '{ $text }': поля '{ $square }' нет на доске (a1..h8)
draughts-move-illegal = ход '{ $text }' здесь невозможен: { $reason }
draughts-move-ambiguous = ход '{ $text }' неоднозначен: это может быть { $options }; укажите поля, через которые идёт взятие
draughts-illegal-no_piece = на { $square } нет фигуры
draughts-illegal-not_yours = фигура на { $square } не ваша ({ $owner }); сейчас ходят { $turn }
draughts-illegal-capture_goes_on = взятие продолжается, пока есть что бить (например { $example })
draughts-illegal-cannot_capture = бить обязательно, а { $piece } на { $square } бить не может (взятия: { $captures })
draughts-illegal-no_such_capture = { $piece } на { $square } так бить не может (взятия: { $captures })
draughts-illegal-nothing_to_capture = здесь нечего бить
draughts-illegal-no_move = { $piece } на { $square } не может ходить
draughts-illegal-cannot_move_to = { $piece } на { $square } не может пойти на { $to }
draughts-pdn-empty = в тексте PDN нет партии
draughts-pdn-syntax = строка { $line }: { $message }
draughts-pdn-tag_unclosed = тег без закрывающей ']'
draughts-pdn-tag_no_value = тег без значения
draughts-pdn-tag_no_quotes = значение тега без кавычек
draughts-pdn-comment_unclosed = комментарий без закрывающей '{"}"}'
draughts-pdn-variation_unclosed = вариант без закрывающей ')'
draughts-pdn-close_without_open = ')' без открывающей '('
draughts-pdn-game_type = GameType '{ $value }' — не русские шашки (GameType { $expected })
draughts-pdn-king_landing = KingLanding '{ $value }' — не 'anywhere' и не 'immediately beyond'
draughts-pdn-fen = тег FEN '{ $fen }': { $error }
draughts-pdn-move = строка { $line }, ход { $number } { $text }: { $error }
draughts-pdn-after_end = строка { $line }, ход { $number } { $text }: партия уже окончена ({ $reason })

### session

session-as-is = { $text }
session-refusal-game_over = партия окончена ({ $reason })
session-refusal-offer_stands = предложение ничьей ({ $side }) уже сделано
session-refusal-no_offer = ничья не предлагалась
session-refusal-select_own_piece = сначала выберите свою фигуру
session-refusal-computer_to_move = ходит компьютер
session-refusal-lesson_busy = подождите: урок показывает ходы
session-refusal-not_in_lesson = во время урока это недоступно: пользуйтесь панелью урока
session-refusal-in_editor = пока открыт редактор позиции, это недоступно: начните с неё партию или выйдите из редактора
session-refusal-not_yours = эта фигура не ваша
session-refusal-capture_compulsory_choose = взятие обязательно: выберите шашку, которая может бить
session-refusal-capture_compulsory_move = взятие обязательно: этот ход ничего не бьёт
session-refusal-unreachable = на это поле пойти нельзя
session-refusal-check_cannot_help = ваш король под шахом, и эта фигура не может помочь
session-refusal-no_legal_move = у фигуры на { $square } нет ходов
session-refusal-no_promotion_waiting = превращение не ожидается
session-refusal-not_promotion_choice = в эту фигуру здесь превратиться нельзя
session-refusal-takebacks_off = в этой партии ходы назад не берутся
session-refusal-nothing_to_undo = нечего отменять
session-refusal-nothing_to_redo = нечего возвращать
session-status-moved = { $last }
session-status-check = { $last }: шах
session-status-game_over = { $last }: партия окончена, { $reason }
session-status-choose_promotion = выберите фигуру для превращения
session-status-game_loaded = партия загружена
session-status-hint = подсказка: { $move }
session-file-not_utf8 = это не текст в UTF-8: { $detail }
session-file-corrupt = { $path } не удалось прочитать ({ $error }); файл сохранён как { $kept }
session-file-unreadable = не удалось прочитать { $path }: { $error }

### saved-games

save-syntax = это не сохранённая партия Manifold: { $detail }
save-format = формат сохранённой партии { $format } новее, чем читает эта программа ({ $supported })
save-game = неизвестная игра '{ $name }'
save-preset = пресет: { $problem }
save-start = начальная позиция: { $error }
save-players = игроки: { $problem }
save-move = ход { $number } ('{ $text }'): { $reason }
save-ending = конец партии: { $error }
save-preset-wrong_table = стол '{ $name }' не для этой игры
save-players-count = игроков указано: { $given }, а мест в игре: { $seats }
save-players-level = место { $seat }: уровень компьютера { $level } не от 1 до 5
save-marks = пометки полухода { $ply }: { $problem }
save-marks-past_the_moves = такого полухода нет, ходов в партии: { $moves }
save-marks-repeated_ply = этот полуход указан дважды
save-clock = часы: { $problem }
save-clock-negative = { $field } = { $value }: время не может быть отрицательным
save-clock-too_long = { $field } = { $value } мс: больше, чем могут показать эти часы ({ $limit } мс)
save-clock-seat_count = остатков времени указано: { $given }, а мест в игре: { $seats }
save-clock-no_such_seat = идущие часы: в этой игре нет места { $seat } (её места: от 0 до { $last })
save-clock-not_to_move = идут часы места { $seat }, а ход места { $to_move }
save-clock-none_running = никакие часы не идут, а ход места { $to_move }
save-clock-from_ply = первый ход со временем ({ $ply }) дальше ходов партии ({ $moves })
save-clock-move_count = времён ходов указано: { $given }, а ходов: { $moves }

### time controls

clock-text-form = '{ $text }' — не контроль времени: пишите минуты+секунды, например 3+2 (5+3b — задержка Бронштейна, 5+3d — простая задержка)
clock-text-minutes = '{ $text }' — не число минут (и не число секунд с буквой s, как 30s)
clock-text-seconds = '{ $text }' — не число секунд (с буквой b для задержки Бронштейна или d для простой задержки)
clock-text-zero_base = основное время должно быть больше нуля
clock-text-base_too_long = основное время — не больше { $hours } ч
clock-text-per_move_too_long = добавка или задержка — не больше { $minutes } мин
clock-choice-title = Часы
clock-choice-none = Без часов
clock-choice-custom = Свой контроль
clock-choice-base = Минут каждому:
clock-choice-per_move = Секунд за ход:
clock-choice-fischer = Добавление (Фишер)
clock-choice-bronstein = Задержка Бронштейна
clock-choice-simple_delay = Простая задержка
clock-choice-about_sudden_death = по { $minutes } мин каждому, без добавления
clock-choice-about_fischer = по { $minutes } мин каждому, плюс { $seconds } с за ход
clock-choice-about_bronstein = по { $minutes } мин каждому; ход возвращает потраченное время, до { $seconds } с
clock-choice-about_simple_delay = по { $minutes } мин каждому; часы хода пускаются после задержки { $seconds } с
clock-game-title = Часы
clock-pause = Остановить часы
clock-resume = Пустить часы
clock-paused = пауза
gif-start = Начальная позиция
gif-written = GIF записан: { $path } (кадров: { $frames })
gif-failed = Не удалось записать GIF в { $path }: { $error }
gif-recording = Записываю GIF: ходы показываются по очереди…
files-export_gif = Экспорт в GIF
files-export_gif_note = Анимированный GIF партии с этой камеры, кадр на ход, рядом с путём выше, с расширением .gif

### marks

marks-form = '{ $text }' не пометка: нужны буква цвета (G, R, B или Y) и одно или два поля
marks-colour = '{ $text }': '{ $letter }' не цвет пометки (G зелёный, R красный, B синий, Y жёлтый)
marks-cell = '{ $text }': на этой доске нет поля '{ $name }'
marks-arrow_to_itself = '{ $text }': стрелка должна вести на другое поле
marks-repeated = '{ $text }': эти поля на этой позиции уже помечены
text-pgn_marks = строка { $line }: { $error }

### cli

cli-error_line = ошибка: { $error }
cli-chess_fen = неверный FEN для игры { $variant }: { $error }
cli-draughts_fen = неверный FEN для шашек: { $error }
cli-move = --moves: ход { $index } '{ $text }' сыграть нельзя: { $reason }
cli-no_level = нет уровня { $level } (есть от 1 до 5)
cli-selfplay_needs_levels = для selfplay нужны --white-level и --black-level (или --levels W,B)
cli-selfplay_needs_seat_levels = в этой игре игроков: { $seats }; укажите в --levels столько же уровней (например, --levels 3,1,1) или два для кругового турнира (--levels 4,3)
cli-level_count = { $game }: игроков { $seats }, а уровней указано { $given }{ $seats ->
    [3] ; укажите { $seats } уровня или два для кругового турнира
   *[other] {""}
}
cli-engine_bad_move = движок выбрал недопустимый ход: { $error }
cli-cannot_write = не удалось записать { $path }: { $error }
cli-cannot_read = не удалось прочитать { $path }: { $error }
cli-no_parser = ни один разборщик не подходит под --parser
cli-fuzz_failed = разборщиков с паникой или ошибкой обратного преобразования: { $bad } из { $total }
cli-clock = --clock: { $error }
cli-play-nothing_to_undo = Нечего отменять.
cli-play-nothing_to_redo = Нечего возвращать.
cli-play-game_over_move = Партия окончена ({ $reason }); наберите undo, чтобы взять ход назад, или quit.
cli-play-game_over = Партия окончена ({ $reason }).
cli-play-no_legal_moves = Ходов нет (партия окончена).

### app

app-cannot_load = не удалось загрузить: { $error }
app-computer_played = { $seat } (компьютер) сыграли { $said }
app-not_utf8 = это не текст в UTF-8: { $error }
app-start-cannot_read = не удаётся прочитать { $path }: { $error }
app-start-bad_save = { $path }: { $error }
app-start-unknown_variant = неизвестная игра '{ $name }' (ожидается classical, great, draughts, wirth, mattrix или transit)
app-start-move = ход { $index } ('{ $text }'): { $error }
app-start-unknown_cell = --select: '{ $cell }' — не поле этой доски
app-start-unknown_lesson = --lesson: нет урока '{ $name }' (курс вроде wirth/basics и шаг с 1: wirth/basics:3)
app-start-bad_clock = --clock: { $error }
app-start-not_selectable = --select { $cell }: { $why }

### letters

letter-king = Кр
letter-queen = Ф
letter-rook = Л
letter-bishop = С
letter-knight = К
letter-pawn = п
letter-general = Г
letter-giraffe = Ж
letter-vizier = В
letter-war_machine = М
letter-heavy_pawn = Т
letter-light_pawn = П

### uci

uci-search_failed = поиск сорвался; начинаю заново
uci-unknown_command = неизвестная команда '{ $command }'
uci-setoption_syntax = после setoption нужно 'name <параметр> [value <значение>]'
uci-option_needs_number = параметру '{ $name }' нужно целое число от { $min } до { $max } (получено '{ $got }'); параметр не изменён
uci-option_clamped = параметр '{ $name }' — от { $min } до { $max }: '{ $got }' принято как { $taken }
uci-unknown_variant = неизвестный UCI_Variant '{ $text }' (ожидается один из: { $names })
uci-unknown_option = неизвестный параметр '{ $name }'
uci-invalid_fen = неверный FEN '{ $fen }' для игры { $variant }: { $error }; позиция не изменена
uci-position_syntax = после position нужно 'startpos' или 'fen <FEN>', затем, если надо, 'moves ...'; позиция не изменена
uci-move_refused = ход { $index } '{ $text }' сделать нельзя: { $error }; позиция не изменена
uci-searchmoves_unsupported = searchmoves не поддерживается; ищу среди всех ходов
uci-go_unknown_parameter = go: неизвестный параметр '{ $key }'; go не выполнена
uci-go_needs_number = go: после '{ $key }' нужно число; go не выполнена
uci-go_not_a_number = go: '{ $key } { $text }' — не целое число; go не выполнена
uci-already_searching = поиск уже идёт; сначала пошлите 'stop'
uci-thread_failed = не удаётся запустить поток поиска: { $error }

### app-startup: why the app cannot show itself

app-startup-no_display = нет дисплея: задайте DISPLAY или запустите через xvfb-run
app-startup-no_x11_display = нет дисплея X11: эта сборка Manifold работает через X11; задайте DISPLAY (от XWayland) или запустите через xvfb-run
app-startup-cannot_open_display = не удаётся открыть дисплей{ $display }: запущен ли там X-сервер? Задайте DISPLAY или запустите через xvfb-run
app-startup-no_adapter = нет адаптера Vulkan/GL: установите драйвер Vulkan (без видеокарты подойдёт программный Vulkan из Mesa: apt install mesa-vulkan-drivers)

### cli-show

cli-board-grid = доска { $size }
cli-board-torus = тор { $size }
cli-board-hex = шестиугольная доска, { $cells } полей
cli-board-two = две доски 8x8
cli-board-draughts = доска 8x8, тёмные поля
cli-show-title = Игра: { $game } ({ $board })
cli-show-title_wrapping = Игра: { $game } ({ $board }, края склеены)
cli-show-to_move = Ход:               { $seat }
cli-show-fen = FEN:               { $fen }
cli-show-legal_moves = Допустимых ходов:  { $count }
cli-show-status = Состояние:         { $status }
cli-show-draw_claim = Ничья по заявке:   { $claim }
cli-show-none = нет
cli-show-in_check = { $seat } под шахом
cli-show-must_capture = { $seat } должны бить
cli-show-in_play = идёт игра
cli-how-agreement = соглашение сторон
cli-how-plies_150 = 150 полуходов без взятий и ходов пешками
cli-outcome-win = { $token }, { $win } ({ $how })
cli-outcome-draw = { $token }, ничья ({ $how })
cli-outcome-score = { $white } : { $black } по двум доскам ({ $how })
cli-outcome-three_win = { $win } ({ $how }); { $third } не выиграли и не проиграли
cli-outcome-three_draw = ничья для всех троих ({ $how })

### cli-play

cli-play-greeting = Игра за одной доской: { $game }. Введите ход или команду (help — список команд).
cli-play-help = Введите ход ({ $hint }) или команду:
cli-hint-chess = в SAN: e4, Nf3, O-O, e8=Q; или координатами: e2e4, e7e8q; Вирт: E2E4; Маттрикс: Nl10, No11-l10, 0-0, o11l10
cli-hint-draughts = в PDN: c3-d4; взятия c3:e5 или c3:e5:g3
cli-help-moves = список допустимых ходов
cli-help-undo = взять назад последний ход (или вернуть в игру партию после сдачи или ничьей)
cli-help-redo = снова сделать взятый назад ход
cli-help-board = показать доску ещё раз
cli-help-fen = показать позицию в FEN
cli-help-fen_draughts = показать позицию
cli-help-game_file = показать партию в { $format }
cli-help-draw = предложить ничью (соперник отвечает y или n)
cli-help-claim = потребовать ничью по троекратному повторению или правилу пятидесяти ходов
cli-help-resign = сдаться
cli-help-help = этот список
cli-help-quit = выйти (конец ввода тоже завершает игру)
cli-play-last_move = Последний ход: { $move }
cli-play-in_check = { $seat } под шахом.
cli-play-may_claim = { $seat } могут потребовать ничью ({ $reason }): введите claim.
cli-play-must_capture = { $seat } должны бить.
cli-play-over = Партия окончена: { $outcome }.
cli-play-prompt_over = Партия окончена (undo, fen, { $file } или quit):
cli-play-prompt_move = Ходят { $seat }:
cli-play-final = Итог: { $outcome }.
cli-play-unfinished = Партия не окончена (*).
cli-play-took_back = Ход { $move } взят назад.
cli-play-reopened = Партия снова продолжается.
cli-play-resigns = { $seat } сдаются.
cli-play-legal_moves = { $count ->
    [one] { $count } допустимый ход:
    [few] { $count } допустимых хода:
   *[many] { $count } допустимых ходов:
}
cli-play-offer_draw = { $by } предлагают ничью. { $to }, согласны на ничью? (y/n):
cli-play-declined = Ничья отклонена; по-прежнему ходят { $seat }.

### cli-selfplay

cli-selfplay-header = { $game }: { $players }, { $games ->
    [one] { $games } партия
    [few] { $games } партии
   *[many] { $games } партий
}
cli-selfplay-player = { $side } { $number } ({ $level })
cli-selfplay-versus = { $first } против { $rest }
cli-selfplay-and = { $first }, { $rest }
cli-selfplay-then = { $first }; { $rest }
cli-selfplay-nobody = никто
cli-selfplay-game = партия { $number }: { $token } { $end }, { $moves ->
    [one] { $moves } ход
    [few] { $moves } хода
   *[many] { $moves } ходов
}; { $first }
cli-selfplay-game_three = партия { $number }: { $outcomes } ({ $end }), { $moves ->
    [one] { $moves } ход
    [few] { $moves } хода
   *[many] { $moves } ходов
}; { $first }
cli-selfplay-seat_outcome = { $side }: { $outcome }
cli-selfplay-won = победа
cli-selfplay-lost = поражение
cli-selfplay-drew = ничья
cli-selfplay-neither = ни победы, ни поражения
cli-selfplay-move_limit = предел ходов
cli-selfplay-move_limit_boards = предел ходов, доски { $first } / { $second }
cli-selfplay-board_open = не решена
cli-selfplay-token = { $token }
cli-selfplay-score = счёт: +{ $wins } ={ $draws } -{ $losses } (белые { $points }/{ $games })
cli-selfplay-score_three = счёт: { $seats }
cli-selfplay-seat_score = { $side } +{ $wins } ={ $draws } -{ $losses } ни победы, ни поражения { $neither }
cli-selfplay-level = { $number } ({ $level })
cli-selfplay-final = { $first } против { $others }: +{ $wins } ={ $draws } -{ $losses } из { $games }, счёт { $score }%, разница Эло { $diff } +/- { $margin } (95%)
cli-selfplay-final_pairwise = { $first } против { $others }, попарно: +{ $wins } ={ $draws } -{ $losses } из { $games }, счёт { $score }%, разница Эло { $diff } +/- { $margin } (95%)
cli-selfplay-final_round_robin = { $first } против { $others }, круговой турнир, попарно: +{ $wins } ={ $draws } -{ $losses } из { $games }, счёт { $score }%, разница Эло { $diff } +/- { $margin } (95%)
cli-level-1 = новичок
cli-level-2 = любитель
cli-level-3 = клубный
cli-level-4 = сильный
cli-level-5 = максимум

### cli-match

cli-match-header = { $first } против { $second }: { $games ->
    [one] { $games } партия
    [few] { $games } партии
   *[many] { $games } партий
}, { $movetime } мс на ход, дебюты по зерну { $seed }
cli-match-game = партия { $number }: дебют { $opening }, { $engine } ({ $colour }): { $verdict } ({ $end }); +{ $wins } ={ $draws } -{ $losses }
cli-match-wins = победа
cli-match-draws = ничья
cli-match-loses = поражение
cli-match-bad_opening = недопустимый ход дебюта { $move }
cli-match-adjudicated = ничья присуждена после { $plies } полуходов
cli-match-no_answer = { $engine }: { $detail }
cli-match-illegal_move = { $engine } сделал недопустимый ход '{ $answer }'
cli-match-final = { $first } против { $second }: +{ $wins } ={ $draws } -{ $losses } из { $games }, счёт { $score }%, разница Эло { $diff } +/- { $margin } (95%)

settings-xray_torus = Прозрачный тор (видна обратная сторона)
settings-xray_torus_note = Клетки и кольцо тора полупрозрачны: видны фигуры на его обратной стороне и внутри отверстия.
torus-hidden_capture = Взятие { $from }×{ $to } сделано на скрытой стороне тора: на плоском виде оно обведено жёлтым (кнопка «Вывести выбранную фигуру вперёд» покажет его).

explorer-toggle = Исследовать фигуры
explorer-about = Пока режим включён, щелчок по любой фигуре (любой стороны) подсвечивает все поля, куда она может пойти в показанной позиции, и считает её ходы; партия не меняется. Щёлкните ещё раз, чтобы играть.
explorer-empty = Исследование фигур: щёлкните по фигуре, чтобы увидеть её ходы (чтобы играть, снова нажмите «Исследовать фигуры»).
explorer-moves = { $piece } на { $cell }: ходов — { $moves }, полей — { $cells } (подсвечены).

rules-window_title = Правила: { $game }
button-rules = Правила
start-rules = Прочитать правила этой игры

### lesson player
lesson-app-lessons = Уроки
lesson-app-lessons_about = Изучайте игру шаг за шагом: каждый шаг ставит на доске маленькую задачу, объясняет, почему ход неверен, и по просьбе даёт подсказку.
lesson-app-none = Для этой игры уроков пока нет.
puzzle-app-puzzles = Задачи
puzzle-app-about = Позиции из партий компьютера, где выигрывает один ход: найдите его. Решённые задачи отмечаются; рейтинга нет.
puzzle-app-begin = Начать задачи
puzzle-app-course_line = { $title } (решено { $done } из { $steps })
lesson-app-course_line = { $title } (пройдено шагов: { $done } из { $steps })
lesson-app-begin = Начать курс
lesson-app-continue = Продолжить
lesson-app-again = Пройти заново
lesson-app-step = Шаг { $step } из { $steps }
lesson-app-previous = Назад
lesson-app-next = Следующий шаг
lesson-app-restart = Сначала
lesson-app-take_back = Отменить ход
lesson-app-hint = Подсказка
lesson-app-leave = Выйти из урока
lesson-app-learner = Ваша сторона: { $seat }.
lesson-app-moves_allowed = Ходов в запасе: { $moves }
lesson-app-watch = Смотрите: ходы делаются сами.
lesson-app-solved = Отлично! Переходите к следующему шагу.
lesson-app-watched = Вот как это происходит. Переходите к следующему шагу.
lesson-app-going = Хорошо. { $moves ->
        [one] Остался { $moves } ход.
        [few] Осталось { $moves } хода.
       *[other] Осталось { $moves } ходов.
    }
lesson-app-wrong = Не совсем: { $reason }. Ход отменён.
lesson-app-hint_shown = Оранжевая стрелка показывает хороший ход.
lesson-app-course_done = Курс пройден: все шаги выполнены.
lesson-app-cannot_start = Урок не начинается: { $error }

### lessons

lessons-wrong-not_legal = этот ход здесь невозможен
lessons-wrong-not_the_move = ход возможен, но этот шаг просит другой; попробуйте ещё раз
lessons-wrong-other_piece = ходите фигурой с поля { $cell }
lessons-wrong-gives_check = в этом шаге соперник не ходит, поэтому шах давать нельзя
lessons-wrong-out_of_reach = цель была — { $goal }, { $moves ->
        [one] оставался { $moves } ход
        [few] оставалось { $moves } хода
       *[other] оставалось { $moves } ходов
    }, а после этого хода её уже не достичь
lessons-goal-reach = встать на { $cells }
lessons-goal-capture_all = взять все фигуры соперника (в шахматах — кроме короля)
lessons-goal-find_move = найти единственный хороший ход
lessons-goal-mate = поставить мат
lessons-goal-transit = сделать транзит на другую доску
lessons-goal-crown = провести шашку в дамки
lessons-goal-watch = смотреть
lessons-goal-survive = играть, не теряя фигур и не получив мат
lessons-wrong-not_a_transit = этот шаг просит транзит на другую доску
lessons-wrong-watch_only = просто смотрите: этот шаг играет сам
lessons-wrong-already_solved = этот шаг пройден; переходите к следующему
lessons-wrong-piece_lost = после этого хода соперник может взять на { $cell }
lessons-wrong-mated = после этого хода соперник может поставить вам мат
lessons-error-unreadable = это не курс: { $detail }
lessons-error-no_steps = в курсе нет шагов
lessons-error-wrong_game = курс лежит в папке { $folder }, но он для игры { $named }
lessons-error-missing_text = шаг { $step }: сообщения { $id } нет на языке { $language }
lessons-error-position = шаг { $step }: позиция не читается: { $reason }
lessons-error-unknown_cell = шаг { $step }: на доске нет поля { $name }
lessons-error-bad_move = шаг { $step }: ход { $move } сделать нельзя: { $reason }
lessons-error-no_piece = шаг { $step }: на поле { $cell } нет фигуры стороны, чей ход
lessons-error-empty_goal = шаг { $step }: список цели пуст
lessons-error-camera_not_for_game = шаг { $step }: этот вид камеры только для тора
lessons-error-unreachable = шаг { $step }: никакая игра по правилам не достигает цели за отведённые ходы
lessons-error-unknown_table = шаг { $step }: { $name } — не стол (пресет) этой игры
lessons-error-nobody_answers = шаг { $step }: чтобы было что выдерживать, соперник должен отвечать на ходы, а не пропускать их
lessons-check-ok = ok { $course }: { $steps ->
        [one] { $steps } шаг
        [few] { $steps } шага
       *[other] { $steps } шагов
    }
lessons-check-failed = ОШИБКА { $course }: { $reason }
cli-lessons_failed = не прошли проверку курсов: { $bad } из { $total }
cli-unknown_course = курса «{ $name }» нет (курсы: { $courses })
cli-no_such_step = в курсе { $course } шаги с 1 по { $steps } (указан { $step })
cli-lessons-greeting = { $title }. Вводите ходы; hint показывает хороший ход, quit завершает урок.
cli-lessons-goal = Цель: { $goal }, { $moves ->
        [one] за { $moves } ход
        [few] за { $moves } хода
       *[other] за { $moves } ходов
    }.
cli-lessons-played = { $seat }: { $move }
cli-lessons-no_hint = В этом курсе нет подсказок.
cli-lessons-prompt = Ваш ход ({ $seat }), hint или quit:
cli-lessons-course_done = Курс окончен: его последний шаг выполнен.
cli-lessons-left = Урок прерван на шаге { $step } из { $steps }.
lesson-wirth-basics-title = Шахматы Вирта: тор
lesson-wirth-basics-names = На доске 12 вертикалей, K L A B C D E F G H I J, и 12 горизонталей, 11 12 1 2 ... 10; привычное поле 8x8 от A1 до H8 лежит в середине. Края доски соединены в обе стороны: доска — это тор. Под A1 лежит L12, а за ним K11. Приведите короля с A1 на K11 за два хода.
lesson-wirth-basics-flat = Плоский вид показывает ту же доску 12x12, развёрнутую на плоскость; пурпурные линии — швы, где тор разрезан. Смотрите: ладья идёт с E3 на L3 коротким путём, влево через D3, C3, B3 и A3. Длинный путь, вправо через F3 ... J3 и через шов на K3 и L3, ведёт на то же поле: это тот же ход.
lesson-wirth-basics-rook-lines = Ладья с E3 идёт вверх по вертикали E4 ... E10, E11, E12, E1, E2 и вдоль горизонтали F3 ... L3, A3 ... D3: каждая линия замыкается в кольцо из 12 полей. Встаньте на L3, затем на L11.
lesson-wirth-basics-rook-count = Линия никогда не проходит через поле самой ладьи, а поле, достижимое в обе стороны, — это один ход: у одинокой ладьи 22 хода, где бы она ни стояла. E2 — это шаг вниз или одиннадцать шагов вверх: один и тот же ход. Сделайте его.
lesson-wirth-basics-bishop = Две диагонали слона с E3 — замкнутые петли из 12 полей: E3-D4-C5-B6-A7-L8-K9-... и E3-F4-G5-H6-I7-J8-K9-... Они снова встречаются на K9, в шести вертикалях и шести горизонталях. У одинокого слона 21 ход. Идите на K9.
lesson-wirth-basics-five-cells = На каждой диагонали между E3 и K9 лежат пять полей. Ваша пешка на C5 закрывает диагональ вверх-влево, но по другой K9 всё так же в одном ходе. Возьмите коня на K9.
lesson-wirth-basics-knight-j10 = Конь тоже прыгает через швы. С J10 он достаёт H9, I8, I12, H11, K12, L11, K8 и L9. Возьмите коня на L11.
lesson-wirth-basics-knight-i4 = С I4 конь достаёт J2, J6, H2, H6, G3, G5, K3 и K5: через две вертикали вправо от I лежит K, за швом. Возьмите коня на K3.
lesson-wirth-basics-knight-d11 = С D11 конь достаёт B10, B12, C1, C9, E1, E9, F10 и F12: под горизонталью 11 лежит горизонталь 10. Возьмите коня на E9.
lesson-wirth-basics-pawn-step = Пешки ходят только вперёд: белые вверх, чёрные вниз. Пешка на второй горизонтали белых (седьмой у чёрных) может пройти два поля, если оба свободны; пешки на горизонталях 12 и 1 так не ходят. Продвиньте пешку с C2 на два поля.
lesson-wirth-basics-pawn-capture = Пешка бьёт на одно поле по диагонали вперёд, в том числе через шов J|K. Возьмите пешкой с J4 коня на K5.
lesson-wirth-basics-castling = Рокировка — как в шахматах, внутри A..H, но нападения считаются через швы: конь на H11 бьёт G1 через нижний край, поэтому короткая рокировка запрещена. Сделайте длинную.
lesson-wirth-basics-mate = Ладьи на E4 и E6 держат горизонтали 4 и 6 по всему кругу. Поставьте мат королю на A5 одним ходом: шах может прийти через шов.
lesson-transit-basics-title = Шахматы-транзит: две доски
lesson-transit-basics-boards = В шахматы-транзит играют на двух досках: доска 1 между игроками, доска 2 справа от белых, в начале пустая. Ход — это обычный ход на любой доске или транзит: фигура переходит со своего поля на то же поле другой доски. Транзит разрешён с первого хода. Сделайте его.
lesson-transit-basics-occupied = Транзит никогда не берёт: поле прибытия должно быть свободно. Конь с g1 не может уйти транзитом — поле 2:g1 занято. Переведите другого коня.
lesson-transit-basics-king-attacked = Король не может уйти транзитом на поле, которое бьют на другой доске: ладья на 2:a1 бьёт 2:e1. Сделайте транзит, который разрешают правила.
lesson-transit-basics-no-check = Шаха транзитом не бывает: ладья не может прийти на 2:e2, где она сразу напала бы на чёрного короля. Сделайте другой транзит.
lesson-transit-basics-discovered = Вскрытый шах на доске, которую фигура покидает, разрешён. Переведите коня с e4: тогда ладья с e1 объявит шах королю на e8.
lesson-transit-basics-pinned = Транзит, как и любой ход, не может оставить своего короля под боем: слон на e2 закрывает короля от ладьи на e8. Сделайте разрешённый транзит.
lesson-transit-basics-block = Ладья шахует вашего короля на доске 2. Можно закрыться фигурой, пришедшей транзитом, а можно увести короля транзитом. Защититесь от шаха.
lesson-transit-basics-board-mate = Мат на доске: у стороны, чей ход, шах на доске и нет хода, кроме транзита своего короля. Победитель выигрывает эту доску, и она закрывается: с неё можно только уходить. Поставьте мат на доске 1.
lesson-transit-basics-forced = После мата на доске заматованный король должен сразу уйти транзитом. Король, оставшийся на закрытой доске, тоже должен уйти следующим ходом своей стороны: смотрите, как оба короля уходят на доску 2.
lesson-transit-basics-both-boards = Если поле заматованного короля на другой доске под боем, транзит невозможен: игроку мат сразу, и он проигрывает обе доски. Здесь ладья с 2:h1 бьёт 2:h8; счёт 2 : 0 в пользу белых.
lesson-transit-basics-drawn-board = Если поле заматованного короля занято, но не под боем, это считается патом: другая доска — ничья. Белые выигрывают 1,5 : 0,5.
lesson-transit-basics-transit-loss = Сторона, у которой на открытой доске 1 ничего не осталось, включая короля, проигрывает эту доску, и она закрывается. Последняя фигура белых уходит с доски 1: чёрные выигрывают её, и их король тоже должен уйти. Каждая доска даёт 1, 1/2 или 0 очков; счёт партии — их сумма.
lesson-mattrix-basics-title = Шахматы «Маттрикс»: трое на шестиугольнике
lesson-mattrix-basics-address = На доске 147 шестиугольных полей. Горизонтали идут поперёк, от a вверху до o внизу (буквы j нет); вертикали пронумерованы от 1 до 27 слева. Поле — это горизонталь и вертикаль: h1 — самое левое поле. Оно лежит на горизонтали h, на линии h1-a8 вверх и h1-o7 вниз, на диагоналях h1-b19 и h1-o19 и одно на вертикали 1. Ладья ходит по линиям: идите на a8.
lesson-mattrix-basics-rook = Линии проходят через стороны поля, в шести направлениях. Ведите ладью вниз по линии с h1 на o7.
lesson-mattrix-basics-bishop = Диагонали проходят через вершины поля, в шести направлениях, к ближайшим полям того же цвета; шаг по диагонали не задерживают два поля, между которыми он проходит. Слон ходит по ним: на b19, затем вниз по вертикали 19 на o19.
lesson-mattrix-basics-light-move = У каждого игрока есть своя передняя диагональ и две диагонали рядом с ней, а также две передние линии. Лёгкая пешка ходит на шаг по передней диагонали на свободное поле, обычно на выбор из трёх. Проведите её с m13 на h13.
lesson-mattrix-basics-light-capture = Лёгкая пешка бьёт на шаг по передней линии: она нападает на два поля, здесь l12 и l14. Возьмите коня.
lesson-mattrix-basics-heavy = Тяжёлая пешка — наоборот: ходит на шаг по передней линии (k13 или k15) и бьёт на шаг по передней диагонали (i14, k11, k17). Двойного хода у пешек нет. Возьмите слона.
lesson-mattrix-basics-knight = Конь прыгает на шаг по диагонали, затем на шаг по линии под 30 градусов в любую сторону: 12 полей. Возьмите ладью на h15.
lesson-mattrix-basics-castling = Рокировка: король идёт вдоль своей стороны, пока не встанет рядом с ладьёй, затем ладья перепрыгивает через него. Оба не должны были ходить, поля между ними должны быть свободны, и ни одно поле на пути короля не должно быть под боем. Сделайте короткую: король на o19, ладья на o17.
lesson-mattrix-basics-double-check = Трое ходят по очереди: белые, синие, красные. Здесь ладья синих и слон красных оба шахуют вашего короля: от шахов обоих соперников спасает только ход королём. Конь не поможет. Ходите королём.
lesson-mattrix-basics-mate = Мат заканчивает партию: у игрока, чей ход, шах и нет ходов по правилам. У короля на h1 всего пять соседей, и ферзь на h5 бьёт их все. Поставьте синим мат в один ход.
lesson-mattrix-basics-credit = Получивший мат проигрывает, а побеждает соперник, который даёт шах (если оба — тот, кто ходил последним); третий игрок не выигрывает и не проигрывает. Ладья красных уже шахует синих: закройте ладьёй g2 и g4 — и победят красные, а не вы.
lesson-classical-basics-title = Шахматы: первые шаги
lesson-classical-basics-rook = Ладья ходит по горизонталям и вертикалям на любое число полей, но никогда не перепрыгивает через фигуры. Пройдите ладьёй на c7, затем на f7. (Чёрный король в этих шагах не ходит.)
lesson-classical-basics-bishop = Слон ходит по диагоналям на любое число полей, поэтому всегда остаётся на полях своего цвета. Идите на h6, затем на f8.
lesson-classical-basics-queen = Ферзь ходит как ладья и слон вместе: по горизонталям, вертикалям и диагоналям. Побывайте на a4, d7 и g4 за три хода.
lesson-classical-basics-king = Король ходит на одно поле в любую сторону. Проведите его на e3, затем на d4: три хода.
lesson-classical-basics-knight = Конь ходит буквой «Г»: на два поля в одну сторону и на одно вбок. Это единственная фигура, которая перепрыгивает через другие. Побывайте на c3, d5 и e7.
lesson-classical-basics-pawn = Пешка ходит прямо вперёд на одно поле, а с начального поля может пойти сразу на два. Дойдя до последней горизонтали, она превращается в ферзя, ладью, слона или коня. Проведите пешку на e8 за пять ходов.
lesson-classical-basics-pawn-capture = Пешка бьёт на одно поле по диагонали вперёд, но никогда прямо: слон на e5 её только останавливает. Возьмите коня на d5.
lesson-classical-basics-capture = Фигура бьёт, вставая на поле фигуры соперника, и та уходит с доски. Возьмите все три чёрные фигуры за три хода.
lesson-classical-basics-check = Король, на которого нападает фигура соперника, находится под шахом. Объявите шах чёрному королю.
lesson-classical-basics-out-of-check = Ладья объявила шах вашему королю. На шах надо ответить сразу: уйти королём, закрыться или взять шахующую фигуру. Уйдите от шаха и сохраните коня на два хода, что бы ни играли чёрные: за ним охотится чёрный король.
lesson-classical-basics-castling = При рокировке король идёт на два поля в сторону ладьи, а ладья перепрыгивает через него на соседнее поле. Ни король, ни ладья не должны были ходить, поля между ними должны быть свободны, а король не может стоять под шахом, проходить через битое поле или вставать на него. Слон на h3 бьёт f1, поэтому короткая рокировка запрещена: сделайте длинную.
lesson-classical-basics-en-passant = Чёрные только что пошли пешкой с d7 на d5, проскочив поле d6, которое бьёт ваша пешка e5. Сейчас, и только сейчас, её можно взять на проходе: ваша пешка встаёт на d6, а пешка d5 уходит с доски. Возьмите её.
lesson-classical-basics-mate-in-1 = Мат заканчивает партию: король под шахом, и никакой ход его не спасает. Чёрного короля заперли его же пешки. Поставьте мат в один ход.
lesson-classical-basics-mate-in-2 = Две ладьи поднимаются «лесенкой»: одна отрезает королю горизонталь, другая даёт шах по следующей. Поставьте мат в два хода, что бы ни ответили чёрные.
lesson-great-basics-title = Большие шахматы: доска 10x10
lesson-great-basics-board = Большие шахматы — старинная индийская игра на доске 10x10: вертикали от a до j, горизонтали от 1 до 10. У каждой стороны 22 фигуры: кроме короля, ладей, слонов, коней и пешек — генерал (g1) и три составные фигуры: жираф (e1), визирь (d1) и две боевые машины (e2, f2). Рокировки нет. Посмотрите первые ходы: каждая пешка идёт на одно поле.
lesson-great-basics-general = Генерал ходит точно как ферзь: по горизонталям, вертикалям и диагоналям на любое число полей. Проведите его на a7, затем на j7.
lesson-great-basics-giraffe = Жираф — это ферзь и конь в одной фигуре: он ходит по стрелкам как ферзь или прыгает на подсвеченные поля как конь. Возьмите коня на e6 и ладью на a6.
lesson-great-basics-vizier = Визирь — это слон и конь в одной фигуре: он ходит по диагоналям как слон (стрелки) или прыгает как конь (подсвеченные поля). Возьмите ладью на f5 и коня на h7.
lesson-great-basics-war-machine = Боевая машина — это ладья и конь в одной фигуре: она ходит по горизонталям и вертикалям как ладья (стрелки) или прыгает как конь (подсвеченные поля). Возьмите ладью на b5 и коня на b9.
lesson-great-basics-leap = Конская часть составной фигуры перепрыгивает через другие, поэтому уже из начальной позиции боевые машины, жираф и визирь могут выйти из строя. Прыгните боевой машиной с e2 на d4.
lesson-great-basics-pawn = Пешка ходит на одно поле прямо вперёд и бьёт на одно поле по диагонали вперёд. Двойного хода в больших шахматах нет, а значит, нет и взятия на проходе. Проведите пешку с c2 на c4: это два хода.
lesson-great-basics-promotion = Пешка, дошедшая до последней горизонтали ходом или взятием, обязана превратиться, и только в генерала. Возьмите ладью на d10 и превратите пешку.
lesson-great-basics-mate-in-1 = Мат выигрывает, как в шахматах. Чёрного короля заперли его же фигуры, а составная фигура шахует каждой своей частью. Поставьте мат в один ход.
lesson-great-basics-mate-in-2 = Король и генерал ставят мат вместе. Поставьте мат в два хода, что бы ни ответили чёрные.
lesson-draughts-basics-title = Русские шашки: первые шаги
lesson-draughts-basics-men = В шашки играют на тёмных полях доски 8x8 (a1 — тёмное поле). У каждой стороны 12 шашек, первыми ходят белые. Простая ходит на одно поле по диагонали вперёд на свободное поле: шашка c3 может пойти на b4 или d4. Сыграйте c3-d4.
lesson-draughts-basics-capture = Шашка бьёт, перепрыгивая по диагонали через соседнюю шашку соперника на свободное поле сразу за ней; побитая шашка снимается с доски. Бить обязательно: пока есть взятие, шашка g3 ходить не может. Побейте d4.
lesson-draughts-basics-backward = Простые ходят только вперёд, но бьют и назад. Побейте шашку на d4 у себя за спиной.
lesson-draughts-basics-multiple = Начатый бой продолжается, пока есть что бить: одним ходом можно побить несколько шашек. (Если взятий несколько, можно выбрать любое, не обязательно то, где бьётся больше.) Побейте все три шашки.
lesson-draughts-basics-turkish-watch = Побитые шашки снимаются с доски только после окончания всего боя, и через одну шашку нельзя перепрыгнуть дважды: на этом основан турецкий удар. Смотрите: дамка бьёт d4, g5 и g3 и должна встать на f2 (поле e1 занято). Оттуда она побила бы e3, но путь ей закрывает побитая, но ещё не снятая шашка d4: бой кончается, и шашка e3 бьёт дамку.
lesson-draughts-basics-turkish-find = Та же позиция. Выберите другое взятие — то, при котором дамка уцелеет.
lesson-draughts-basics-crown = Простая, дошедшая до последней горизонтали, становится дамкой. Проведите шашку d6 в дамки за два хода.
lesson-draughts-basics-crown-capture = Простая, попавшая на последнюю горизонталь во время боя, сразу становится дамкой и продолжает бить уже как дамка. Побейте e7, выйдите в дамки на d8 и побейте b6 издалека.
lesson-draughts-basics-king = Дамка ходит по диагонали на любое число свободных полей, вперёд и назад. Проведите её на h6, затем на f8.
lesson-draughts-basics-king-landing = Дамка бьёт шашку на любом расстоянии по диагонали (поля между ними должны быть свободны) и встаёт на любое свободное поле за ней. Побейте d4 и встаньте на g7.
lesson-draughts-basics-king-must-continue = Но если с некоторых из этих полей бой можно продолжить, дамка обязана встать на одно из них. Только с f6 можно побить ещё и g5: побейте обе шашки.
lesson-draughts-basics-nujelm = У стола Нуджелма, пресета русских шашек, есть своё правило: бьющая дамка встаёт на поле сразу за побитой шашкой. За этим столом побейте d4 и встаньте на e5.


### editor
# What a chess position reader finds wrong with an army (rules/army.rs).
army-pawn-off-its-path = { $side }: { $role } на { $cell } — пешка этой стороны никогда не может там оказаться (пешки ходят только вперёд от своих начальных полей)
army-too-many-of-role = { $side }: { $role } — { $count }, а может быть не больше { $max } (сколько в начальной армии и из превращённых пешек)
army-too-many-promoted = { $side }: сверх начальной армии фигур { $promoted }, а пешек, которые могли бы в них превратиться, недостаёт только { $missing }
# What is wrong with a setup: a chess or draughts position as edited or read, checked
# (rules/setup_error.rs, rules/draughts/setup_error.rs).
setup-no-king = { $side }: нет короля
setup-too-many-kings = { $side }: королей { $count }, а нужен ровно один
setup-too-many-pieces = { $side }: фигур { $count }, а у стороны в начале { $max } и больше быть не может
setup-pawn-on-promotion-cell = { $side }: { $role } на { $cell }, где она уже превратилась бы
setup-last-mover-in-check = { $side } под шахом, а ход за стороной: { $to_move }; сторона, которая только что ходила, не может быть под шахом
setup-kings-side-by-side = короли ({ $first } и { $second }) стоят рядом
setup-castling-without-pieces = { $side }: рокировка с ладьёй на { $rook } возможна, только когда король стоит на { $king }, а ладья на { $rook }
setup-en-passant-occupied = поле взятия на проходе { $cell } занято
setup-en-passant-no-double-step = для взятия на проходе на { $cell } нужна пешка противника сразу за этим полем, только что прошедшая его двойным ходом с пустого поля
setup-man-on-crown-row = { $side }: шашка на { $cell }, на поле превращения, где она уже стала бы дамкой
setup-non-playing-cell = { $side }: фигура на { $cell }, на светлом поле, где в шашки не играют
setup-no-en-passant = { $cell } указано полем взятия на проходе, но в этой игре нет взятия на проходе
setup-forced-transit = указанный вынужденный переход '{ $stated }' не совпадает с тем, что следует из позиции: '{ $derived }'
setup-seat-not-in-game = в этой игре нет места { $number }
setup-piece-not-in-game = фигура на { $cell } не из этой игры
setup-cell-off-board = на этой доске нет клетки { $index }
setup-problems = { $first }; { $rest }
setup-problems-none = всё в порядке
# Why an edit was refused (session/editor/edit_error.rs).
editor-cell-off-board = на этой доске нет клетки { $index }
editor-piece-not-in-game = в этой игре нет такой фигуры: { $piece }
editor-seat-not-in-game = в этой игре нет места { $number }
editor-not-a-castling-rook = ни одна рокировка этой игры не начинается с ладьёй на { $cell }
editor-no-en-passant = в этой игре нет взятия на проходе
editor-no-board-status = состояние досок есть только в игре на двух досках
editor-no-such-board = доски { $number } нет
editor-other-game = эта позиция из другой игры
# The state of a valid edited position (session/editor/status.rs).
editor-status-checkmated = { $side }: мат
editor-status-stalemated = { $side }: пат
editor-status-no-moves = { $side }: ходов нет, это поражение
editor-status-to-play = ход за стороной: { $side }
editor-status-in-check = ход за стороной: { $side }, шах

### rule cards
# Each game's rules as a page (src/session/rule_cards.rs): a summary of the rulebook.
# Ids: rules-<game>-<section>-title and rules-<game>-<section>-<n>.

rules-classical-board-title = Доска и начальная расстановка
rules-classical-board-1 = Классические шахматы играются по Правилам ФИДЕ целиком. Двое, белые и чёрные, играют на доске 8x8: вертикали от a до h, горизонтали от 1 до 8. Первыми ходят белые.
rules-classical-board-2 = У каждой стороны король, ферзь, две ладьи, два слона, два коня и восемь пешек в обычной расстановке: фигуры на первой горизонтали у белых и на восьмой у чёрных, пешки перед ними.
rules-classical-pieces-title = Как ходят фигуры
rules-classical-pieces-1 = Король ходит на одно поле в любую сторону. Ладья ходит на любое число полей по вертикали или горизонтали, слон — по диагонали, ферзь — и по вертикалям и горизонталям, и по диагоналям; перепрыгивать через другие фигуры они не могут. Конь прыгает на два поля в одну сторону и на одно вбок.
rules-classical-pieces-2 = Пешка ходит на одно поле прямо вперёд на свободное поле, с начального поля — на два, если оба свободны, а бьёт на одно поле по диагонали вперёд. Нельзя делать ход, после которого свой король окажется под боем.
rules-classical-special-title = Особые ходы
rules-classical-special-1 = Рокировка: король идёт на два поля в сторону ладьи, а ладья перепрыгивает через него на соседнее поле (король на g1 и ладья на f1 или король на c1 и ладья на d1). Ни король, ни ладья не должны были ходить, поля между ними должны быть свободны, король не должен стоять под шахом, проходить через битое поле или вставать на него.
rules-classical-special-2 = Взятие на проходе: пешку, которая только что сделала двойной ход, пешка соперника может взять так, будто та сдвинулась на одно поле, — но только следующим же ходом.
rules-classical-special-3 = Превращение: пешка, дошедшая до последней горизонтали, превращается в ферзя, ладью, слона или коня по выбору игрока.
rules-classical-end-title = Шах, мат и конец партии
rules-classical-end-1 = Король под боем стоит под шахом, и игрок обязан сразу устранить шах. Мат — шах, от которого нет защиты, — выигрывает партию. Пат — нет ни одного хода по правилам, но и шаха нет — это ничья.
rules-classical-end-2 = Партию также выигрывают, когда соперник сдаётся, проигрывают по времени, а ничью можно заключить по соглашению.
rules-classical-draws-title = Ничьи
rules-classical-draws-1 = Игрок может потребовать ничью при троекратном повторении позиции или по правилу пятидесяти ходов. Пятикратное повторение и правило семидесяти пяти ходов заканчивают партию сами.
rules-classical-draws-2 = Мёртвая позиция, из которой мат уже невозможен, — сразу ничья: король против короля, король и слон или король и конь против короля, король и слон против короля и слона, если слоны стоят на полях одного цвета, и вообще слоны только одного цвета. Игрок, у которого истекло время, не проигрывает, а делает ничью, если соперник не смог бы поставить мат никаким образом.
rules-classical-nujelm-title = Стол Нуджелма
rules-classical-nujelm-1 = На столе Нуджелма — готовом столе для классических шахмат (и для русских шашек) — на ход даётся 8 минут: кто не сходил вовремя, проигрывает по времени, и стол освобождается для следующих игроков.
rules-classical-nujelm-2 = Рокировку можно сделать и так: выбрать короля, затем щёлкнуть по ладье. Указатель хода окрашивается в цвет стороны, чей ход, а о шахе и мате игрокам сообщается.
rules-classical-nujelm-3 = Пат и другие ничьи сами не объявляются: игрокам сообщают, что позиция допускает ничью, и они соглашаются на неё; после пата партия ждёт этого согласия или сдачи. Любой игрок может уйти (сдаться) в любой момент.
rules-classical-notation-title = Запись
rules-classical-notation-1 = Позиции записываются в FEN, ходы — в алгебраической нотации, целые партии — в PGN, который читают другие шахматные программы.

rules-draughts-board-title = Доска и начальная расстановка
rules-draughts-board-1 = В русские шашки играют на тёмных полях доски 8x8 (поле a1 тёмное). У каждой стороны по 12 шашек: у белых на a1 c1 e1 g1 b2 d2 f2 h2 a3 c3 e3 g3, у чёрных на b6 d6 f6 h6 a7 c7 e7 g7 b8 d8 f8 h8. Первыми ходят белые.
rules-draughts-men-title = Простые
rules-draughts-men-1 = Простая ходит на одно поле по диагонали вперёд на свободное поле.
rules-draughts-men-2 = Простая бьёт, перепрыгивая по диагонали через соседнюю шашку соперника на свободное поле сразу за ней. Простые бьют и вперёд, и назад.
rules-draughts-capture-title = Бой
rules-draughts-capture-1 = Бить обязательно. Если взятий несколько, можно выбрать любое: брать наибольшее число шашек не обязательно.
rules-draughts-capture-2 = Начатый бой нужно продолжать, пока есть что бить. Весь бой — это один ход.
rules-draughts-turkish-title = Турецкий удар
rules-draughts-turkish-1 = Побитые шашки снимаются с доски только после окончания всего боя, и через одну шашку нельзя перепрыгнуть дважды: побитая, но ещё стоящая на доске шашка мешает бить дальше. Это правило турецкого удара.
rules-draughts-turkish-2 = Здесь дамка с a1 бьёт d4, g5 и g3 и должна встать на f2, потому что e1 занято. С f2 она побила бы e3, но d4, уже побитая, но ещё стоящая на доске, загораживает путь: бой кончается, и простая с e3 бьёт дамку.
rules-draughts-kings-title = Дамки
rules-draughts-kings-1 = Простая, дошедшая до последней горизонтали, становится дамкой. Если это случилось во время боя, она продолжает тот же бой уже как дамка.
rules-draughts-kings-2 = Дамка ходит на любое число свободных полей по диагонали. Она бьёт шашку соперника на любом расстоянии по диагонали, если поля между ними свободны, и встаёт на любое свободное поле за ней; если с некоторых из этих полей можно бить дальше, встать нужно на одно из них.
rules-draughts-end-title = Конец партии
rules-draughts-end-1 = Игрок, у которого нет хода (все шашки побиты или заперты), проигрывает.
rules-draughts-end-2 = Ничья наступает при троекратном повторении, по соглашению или после 15 ходов подряд каждой стороны, в которых ходят только дамки и никто не бьёт, если у каждой стороны есть хотя бы одна дамка.
rules-draughts-rulings-title = Стол Нуджелма и запись
rules-draughts-rulings-1 = Решение проекта: на столе Нуджелма — готовом столе для русских шашек — бьющая дамка встаёт на поле сразу за побитой шашкой, а не на любое дальше. Во всех остальных партиях дамка встаёт по обычным русским правилам.
rules-draughts-rulings-2 = Партии записываются в PDN: поля от a1 до h8, c3-d4 — ход, c3:e5:g3 — бой.

rules-great-board-title = Доска и фигуры
rules-great-board-1 = Большие шахматы — старинная индийская игра на доске 10x10: вертикали от a до j, горизонтали от 1 до 10. У каждой стороны 22 фигуры.
rules-great-board-2 = Кроме короля, ладьи, слона, коня и пешки, есть генерал, который ходит как ферзь, и три составные фигуры: жираф (ферзь и конь), визирь (слон и конь) и боевая машина (ладья и конь).
rules-great-start-title = Начальная расстановка
rules-great-start-1 = Белые: король f1, жираф e1, визирь d1, генерал g1, ладьи a1 и j1, кони b1 и i1, слоны c1 и h1, боевые машины e2 и f2, пешки a2 b2 c2 d2 e3 f3 g2 h2 i2 j2.
rules-great-start-2 = Расстановка чёрных — это расстановка белых, повёрнутая на 180 градусов, а не зеркальная: король e10, жираф f10, визирь g10, генерал d10, ладьи a10 и j10, кони b10 и i10, слоны c10 и h10, боевые машины e9 и f9, пешки a9 b9 c9 d9 e8 f8 g9 h9 i9 j9.
rules-great-moves-title = Как ходят фигуры
rules-great-moves-1 = Король, ладья, слон и конь ходят как в шахматах, генерал — как ферзь. Составная фигура ходит как любая из своих частей: жираф — как ферзь или конь, визирь — как слон или конь, боевая машина — как ладья или конь.
rules-great-pawns-title = Пешки и превращение
rules-great-pawns-1 = Пешка ходит на одно поле прямо вперёд и бьёт на одно поле по диагонали вперёд. Двойного хода нет, а значит, нет и взятия на проходе.
rules-great-pawns-2 = Пешка, дошедшая до последней горизонтали ходом или взятием, обязана превратиться, и только в генерала. Здесь пешка c9 превращается на c10 или взяв ладью на d10.
rules-great-end-title = Конец партии
rules-great-end-1 = Рокировки нет. Мат выигрывает партию.
rules-great-rulings-title = Решения проекта
rules-great-rulings-1 = Решение проекта: пат — ничья; троекратное повторение и правило пятидесяти ходов действуют как в шахматах ФИДЕ.
rules-great-rulings-2 = Решение проекта: позиция считается мёртвой, и партия заканчивается вничью, когда ни у одной стороны нет ничего, кроме короля и не больше чем одного слона или коня; ничья и тогда, когда материал уже ни при каком продолжении не даёт мата, как два слона одного цвета.

rules-wirth-board-title = Доска и названия полей
rules-wirth-board-1 = В шахматы Вирта играют на 12 вертикалях и 12 горизонталях, левый край доски соединён с правым, а верхний — с нижним: доска — это тор. Вертикали слева направо: K L A B C D E F G H I J. Горизонтали снизу вверх: 11 12 1 2 3 4 5 6 7 8 9 10.
rules-wirth-board-2 = Поле называется буквой вертикали и номером горизонтали (E3, K11, J10). Привычное поле 8x8 от A1 до H8 лежит в середине. Поле A1 тёмное, как на обычной доске, а правое нижнее поле J11 светлое.
rules-wirth-lines-title = Линии вокруг тора
rules-wirth-lines-1 = Каждый шаг переходит через края. Слон с E3, идущий влево вверх по пустой доске, проходит D4 C5 B6 A7 L8 K9 J10 I11 H12 G1 F2 и возвращается на E3: замкнутая петля из 12 полей.
rules-wirth-lines-2 = Дальнобойная фигура (ладья, слон, ферзь) идёт по своей линии в обе стороны, пока не упрётся в фигуру; пройти через своё поле или вернуться на него она не может, так что в каждую сторону — не больше 11 полей. Поле, до которого можно дойти в обе стороны, — это один ход. Две диагонали, проходящие через поле, снова встречаются в шести вертикалях и шести горизонталях от него (с E3 обе приходят на K9).
rules-wirth-lines-3 = На пустой доске у одинокой ладьи 22 хода, у слона 21, у ферзя 43 — где бы они ни стояли. Нападение тоже идёт через края: королю можно дать шах через шов.
rules-wirth-knight-title = Конь
rules-wirth-knight-1 = Конь прыгает как в шахматах, и его шаги тоже переходят через края. Конь на J10 бьёт H9 I8 I12 H11 K12 L11 K8 L9, конь на D11 — B10 B12 C1 C9 E1 E9 F10 F12.
rules-wirth-start-title = Начальная расстановка
rules-wirth-start-1 = У каждой стороны 30 фигур: король, ферзь, две ладьи, два слона, два коня и 22 пешки. Внутри полей от A до H и от 1 до 8 расстановка классическая.
rules-wirth-start-2 = Решение проекта (рисунок источника утрачен): ещё 14 пешек кольцом закрывают открытые фланги и тыл каждой армии. У белых добавлены пешки L1 L2 I1 I2 и L12 A12 B12 C12 D12 E12 F12 G12 H12 I12, у чёрных — L8 L7 I8 I7 и L9 A9 B9 C9 D9 E9 F9 G9 H9 I9. Вертикали J и K и горизонтали с 3 по 6, 10 и 11 в начале пусты.
rules-wirth-pawns-title = Пешки
rules-wirth-pawns-1 = Пешки ходят только вперёд: белые к старшим горизонталям, чёрные к младшим. Пешка ходит на шаг на свободное поле и бьёт на шаг по диагонали вперёд, в том числе через шов между K и J. Взятие на проходе — как в шахматах.
rules-wirth-pawns-2 = Решение проекта: двойной ход принадлежит переднему ряду пешек. Пешка на второй горизонтали белых или на седьмой горизонтали чёрных может пойти на два поля, если оба свободны; пешки на горизонталях 12 и 1 у белых, 9 и 8 у чёрных с них на два поля не ходят.
rules-wirth-pawns-3 = Пешка, дошедшая до горизонтали, с которой начинал король соперника (белая — до восьмой, чёрная — до первой), превращается в ферзя, ладью, слона или коня.
rules-wirth-castling-title = Рокировка
rules-wirth-castling-1 = Король с E1 рокируется с ладьёй H1 (король на G1, ладья на F1) или с ладьёй A1 (король на C1, ладья на D1), чёрные — так же на восьмой горизонтали, по условиям ФИДЕ. Поля между ними — это поля внутри A..H, никогда не путь вокруг шва.
rules-wirth-castling-2 = Нападение на поля короля считается и через швы: ладья соперника на K1 или J1 может запретить рокировку, если путь вокруг края открыт.
rules-wirth-end-title = Конец партии
rules-wirth-end-1 = Мат выигрывает партию. Пат и любая незаконченная партия — ничья; правило пятидесяти ходов и повторение — как в шахматах ФИДЕ. Края, к которому можно оттеснить короля, нет, и одной фигурой против одинокого короля мат невозможен, даже ферзём: такая позиция мёртвая и сразу ничья, как и любая другая, из которой мат уже невозможен.

rules-mattrix-board-title = Доска
rules-mattrix-board-1 = В Маттрикс играют втроём на шестиугольной доске из 147 шестиугольных полей трёх цветов: белого, синего и красного. Соседние поля никогда не бывают одного цвета.
rules-mattrix-board-2 = Горизонтали — ряды полей, соприкасающихся сторонами, — идут поперёк доски и называются сверху вниз a b c d e f g h i k l m n o (буквы j нет); в них 7 8 9 10 11 12 13 14 13 12 11 10 9 8 полей. Вертикали идут через противоположные вершины и пронумерованы от 1 до 27 слева. Поле называется горизонталью и вертикалью: h1.
rules-mattrix-board-3 = h1 — самое левое поле, и оно белое. Оно лежит на горизонтали h, на линии h1-a8 вверх и h1-o7 вниз, на диагоналях h1-b19 и h1-o19 и одно на вертикали 1.
rules-mattrix-directions-title = Линии, диагонали и игроки
rules-mattrix-directions-1 = От поля через его стороны ведут шесть линий, а через вершины — шесть диагоналей, к ближайшим полям того же цвета. Шаг по диагонали не загораживают два поля, между которыми он проходит.
rules-mattrix-directions-2 = Трое ходят по очереди, по часовой стрелке: белые, синие, красные. Сторона белых — нижняя горизонталь o, синих — левая верхняя сторона доски, красных — правая верхняя. У каждого игрока есть передняя диагональ, три передние диагонали (она и две под 60 градусов от неё) и две передние линии (под 30 градусов от неё в обе стороны).
rules-mattrix-pieces-title = Фигуры
rules-mattrix-pieces-1 = У каждого игрока 26 фигур: король, ферзь, две ладьи, два коня, три слона, семь тяжёлых пешек и десять лёгких.
rules-mattrix-pieces-2 = Слон ходит на любое расстояние по шести диагоналям, ладья — по шести линиям, ферзь — по всем двенадцати; первое занятое поле их останавливает. Конь делает шаг по диагонали, затем шаг по линии под 30 градусов в любую сторону от неё — 12 полей — и перепрыгивает через всё, что стоит между.
rules-mattrix-pieces-3 = Король ходит на шаг в любом из 12 направлений, но никогда на поле, которое бьёт любой из соперников, поэтому он не может взять защищённую фигуру. Короля никогда не берут; взятие снимает любую другую фигуру соперника.
rules-mattrix-pawns-title = Пешки и превращение
rules-mattrix-pawns-1 = Лёгкая пешка ходит на шаг по передней диагонали на свободное поле (обычно на выбор из трёх) и бьёт на шаг по передней линии (обычно два поля). Тяжёлая пешка ходит на шаг по передней линии (на выбор из двух) и бьёт на шаг по передней диагонали (три поля). Двойного хода у пешек нет, взятия на проходе тоже.
rules-mattrix-pawns-2 = Пешка, дошедшая до дальней стороны доски, превращается (белая — на горизонтали a, синяя — на правой нижней стороне, красная — на левой нижней): тяжёлая — в ферзя, ладью, слона или коня, лёгкая — в ладью, слона или коня.
rules-mattrix-castling-title = Рокировка
rules-mattrix-castling-1 = При рокировке (0-0 с ближней ладьёй, 0-0-0 с дальней) король идёт вдоль своей стороны, пока не встанет рядом с ладьёй, а ладья перепрыгивает через короля на поле по другую сторону от него. Белый король с o15 рокируется с ладьёй o21 (король на o19, ладья на o17) или o7 (король на o9, ладья на o11).
rules-mattrix-castling-2 = Решение проекта (условия в источнике утрачены): ни король, ни ладья не ходили, все поля между ними свободны, король не под шахом, и ни одно поле, которое он проходит или на которое встаёт, не бьёт никто из соперников. Пешка может превратиться, взяв ладью на стороне своего превращения, и эта ладья теряет право на рокировку.
rules-mattrix-start-title = Начальная расстановка
rules-mattrix-start-1 = Решение проекта (рисунок утрачен): у белых ладьи o7 и o21, слоны o9 и o19, кони o11 и o17, ферзь o13 и король o15; тяжёлые пешки n6 n8 n10 n18 n20 n22 и слон n14 (n12 и n16 пусты); лёгкие пешки m5 m7 m9 m11 m13 m15 m17 m19 m21 m23; тяжёлая пешка l14.
rules-mattrix-start-2 = Три слона стоят на полях трёх разных цветов. Расстановки синих и красных — это расстановка белых, повёрнутая на 120 и на 240 градусов.
rules-mattrix-end-title = Шах, мат и конец партии
rules-mattrix-end-1 = Игрок под шахом, когда его короля бьёт любой из соперников, и своим ходом он обязан уйти из-под шаха; нельзя делать ход, после которого свой король остаётся под боем. От шаха обоих соперников сразу спасает только ход королём.
rules-mattrix-end-2 = Мат — шах, от которого нет хода, — заканчивает партию. Решение проекта: получивший мат проигрывает, а побеждает соперник, который дал шах; если шах дают оба — тот, кто ходил последним. Третий игрок не выигрывает и не проигрывает.
rules-mattrix-end-3 = Решение проекта: пат заканчивает партию ничьей для всех троих, как и троекратное повторение, 150 полуходов без взятий и ходов пешками и соглашение. Три одиноких короля — мёртвая позиция, тоже ничья: любая одна фигура ещё может поставить мат с помощью третьего короля.
rules-mattrix-notation-title = Запись
rules-mattrix-notation-1 = Полная запись хода — буква фигуры, начальное поле, - (или x при взятии) и конечное поле, например No11-l10; рокировка — 0-0 или 0-0-0, при превращении добавляются = и буква фигуры. Краткая запись — буква фигуры и конечное поле (Nl10), начальное поле добавляется, только если без него неясно. Тяжёлая пешка обозначается буквой Т, лёгкая — П.

rules-transit-setting-title = Две доски
rules-transit-setting-1 = В шахматы-транзит играют на двух обычных досках 8x8. Доска 1 лежит между игроками, доска 2 — справа от белых. В начале на доске 1 обычная расстановка ФИДЕ, а доска 2 пуста. На каждой доске действуют все правила ФИДЕ.
rules-transit-moves-title = Ход и транзит
rules-transit-moves-1 = Ход — это ровно одно из двух: обычный ход по правилам ФИДЕ на доске 1 или на доске 2 либо транзит, при котором фигура или пешка переходит со своего поля одной доски на то же поле другой. Транзит разрешён с начальной позиции.
rules-transit-moves-2 = Решение проекта: поле прибытия — поле с тем же названием; определения источника этого прямо не говорят.
rules-transit-limits-title = Когда транзит невозможен
rules-transit-limits-1 = Транзит невозможен, если поле прибытия занято (поэтому транзит никогда не берёт), если король пришёл бы на поле, которое на другой доске под боем, и если после него свой король остался бы под боем.
rules-transit-limits-2 = Шаха транзитом не бывает: фигура не может прийти так, чтобы сразу напасть на короля соперника. Здесь ладья с 1:e2 не может пойти на 2:e2, где она дала бы шах королю на e8. Вскрытый шах на доске, которую фигура покидает, разрешён.
rules-transit-rulings-title = Решения проекта
rules-transit-rulings-1 = Право на рокировку, взятие на проходе и двойной ход у каждой доски свои. Король или ладья, прошедшие транзитом, считаются ходившими. Пешка может сделать двойной ход со своей второй горизонтали на любой доске. Взятие на проходе возможно только следующим же ходом партии и только на доске, где был двойной ход.
rules-transit-rulings-2 = У каждого игрока один король, на одной из досок. Шах бывает только на доске короля; на доске, где нет её короля, стороне нельзя ни объявить шах, ни поставить мат.
rules-transit-rulings-3 = Мат определяется с учётом всего хода: от шаха можно закрыться и фигурой, пришедшей транзитом с другой доски. Король может уйти из-под шаха транзитом, как любым другим ходом.
rules-transit-mate-title = Мат на доске
rules-transit-mate-1 = У каждой доски свой результат (1, 1/2 или 0 каждой стороне), а счёт партии — их сумма. Мат на доске: у стороны, чей ход, шах, и нет ни одного хода, кроме транзита своего короля. Эту доску выигрывает соперник.
rules-transit-mate-2 = После этого доска закрыта: с неё можно только уходить транзитом, на ней никто не ходит, и никто на неё не приходит. На закрытой доске никто ничего не бьёт и ни один король не под шахом; фигуры, кроме королей, могут оставаться на ней до конца партии.
rules-transit-forced-title = Вынужденный транзит
rules-transit-forced-1 = Заматованный король должен сразу уйти транзитом на другую доску: это ход стороны, получившей мат. Если поле прибытия там бьют (занято оно или нет), игрок получает окончательный мат и проигрывает и другую доску. Если оно занято, но не под боем, позиция считается патом, и другая доска заканчивается вничью. Если другая доска уже закрыта, партия окончена.
rules-transit-forced-2 = Решение проекта: любой король на закрытой доске, в том числе король ставившей мат стороны, должен уйти транзитом следующим ходом своей стороны, с теми же последствиями, если не может: прятаться на закрытой доске нельзя.
rules-transit-forced-3 = Здесь ферзь ставит мат на g7 доски 1, и чёрный король должен перейти с 1:h8 на 2:h8 — поле свободно и не под боем.
rules-transit-end-title = Потеря доски, ничьи и конец партии
rules-transit-end-1 = Потеря доски: сторона, у которой на открытой доске 1 ничего не осталось — ни фигуры, ни короля, ни пешки, — проигрывает доску 1; доска 1 закрывается, и игра продолжается только на доске 2.
rules-transit-end-2 = Пат делает ничейными все открытые доски, как и троекратное повторение, правило пятидесяти ходов, соглашение и мёртвая позиция, из которой ни одна сторона не смогла бы поставить мат фигурами обеих досок вместе. Партия заканчивается, когда закрыты обе доски.
rules-transit-end-3 = Каждый ход записывается вместе с доской; транзит записывается фигурой, её начальным полем и доской, на которую она уходит.

### puzzles

puzzles-check-ok = ok { $game }: { $count ->
        [one] { $count } задача
        [few] { $count } задачи
       *[other] { $count } задач
    }
puzzles-check-failed = ОШИБКА { $game }: { $reason }
cli-puzzles_failed = не прошли проверку файлов задач: { $bad } из { $total }
cli-dead_tables_differ = таблицы мёртвых позиций расходятся с перебором: { $bad } из { $total }
cli-dead_positions_needs_game = укажите игру (classical, great, wirth, mattrix) или --check, или --markdown
puzzles-error-unreadable = это не файл задач: { $detail }
puzzles-error-unknown_game = { $name } — не название игры
puzzles-error-no_puzzles = в файле нет задач
puzzles-error-puzzle = задача { $number }: { $reason }
puzzles-error-duplicate = у задачи { $number } та же позиция, что у задачи { $first }
puzzles-error-course = её курс не проходит проверку уроков: { $reason }
puzzles-problem-wrong_game = она для игры { $named }, а не для игры этого файла
puzzles-problem-position = позиция не читается: { $reason }
puzzles-problem-no_solution = в решении нет ходов
puzzles-problem-bad_move = ход { $move } решения нельзя сделать: { $reason }
puzzles-problem-no_choice = у стороны, которой ходить, меньше двух ходов
puzzles-problem-mate_length = мат в { $moves } здесь не доказывается (самый длинный — в { $longest })
puzzles-problem-no_mate = мат в { $moves } не форсирован
puzzles-problem-shorter_mate = форсирован мат в { $fewest }, быстрее заявленного мата в { $moves }
puzzles-problem-several_mates = мат форсируют первые ходы числом { $count }, а не один
puzzles-problem-not_the_mate = первый ход решения не форсирует мат
puzzles-problem-not_the_best = лучший ход движка — { $best }
puzzles-problem-second_wins = { $other } тоже выигрывает: решение лучше его на { $margin }, а нужно { $needed }
puzzles-problem-no_win = лучший ход оценён в { $score }, меньше выигрышных { $needed }
puzzles-problem-not_material = лучший ход оценён в { $score }, это уже не материал
puzzles-problem-not_the_theme = первый ход делает не то, что говорит тема
puzzles-problem-theme_not_for_game = эта тема не для этой игры
puzzles-title-classical = Задачи: классические шахматы
puzzles-title-great = Задачи: большие шахматы
puzzles-title-draughts = Задачи: русские шашки
puzzles-title-wirth = Задачи: тороидальные шахматы Вирта
puzzles-title-mattrix = Задачи: Маттрикс
puzzles-title-transit = Задачи: шахматы-транзит
puzzle-mate_in_1-white = Ход белых: мат в один ход.
puzzle-mate_in_1-black = Ход чёрных: мат в один ход.
puzzle-mate_in_1-blue = Ход синих: мат в один ход.
puzzle-mate_in_1-red = Ход красных: мат в один ход.
puzzle-mate_in_2-white = Ход белых: мат в два хода при любой защите.
puzzle-mate_in_2-black = Ход чёрных: мат в два хода при любой защите.
puzzle-mate_in_2-blue = Ход синих: мат в два хода при любой защите.
puzzle-mate_in_2-red = Ход красных: мат в два хода при любой защите.
puzzle-material-white = Ход белых: один ход выигрывает материал. Найдите его.
puzzle-material-black = Ход чёрных: один ход выигрывает материал. Найдите его.
puzzle-material-blue = Ход синих: один ход выигрывает материал. Найдите его.
puzzle-material-red = Ход красных: один ход выигрывает материал. Найдите его.
puzzle-promotion-white = Ход белых: один ход выигрывает материал, превращая пешку. Найдите его.
puzzle-promotion-black = Ход чёрных: один ход выигрывает материал, превращая пешку. Найдите его.
puzzle-promotion-blue = Ход синих: один ход выигрывает материал, превращая пешку. Найдите его.
puzzle-promotion-red = Ход красных: один ход выигрывает материал, превращая пешку. Найдите его.
puzzle-crowning-white = Ход белых: один ход выигрывает материал и проводит шашку в дамки. Найдите его.
puzzle-crowning-black = Ход чёрных: один ход выигрывает материал и проводит шашку в дамки. Найдите его.
puzzle-crowning-blue = Ход синих: один ход выигрывает материал и проводит шашку в дамки. Найдите его.
puzzle-crowning-red = Ход красных: один ход выигрывает материал и проводит шашку в дамки. Найдите его.
puzzle-fork-white = Ход белых: один ход нападает на две фигуры сразу (вилка) и выигрывает материал. Найдите его.
puzzle-fork-black = Ход чёрных: один ход нападает на две фигуры сразу (вилка) и выигрывает материал. Найдите его.
puzzle-fork-blue = Ход синих: один ход нападает на две фигуры сразу (вилка) и выигрывает материал. Найдите его.
puzzle-fork-red = Ход красных: один ход нападает на две фигуры сразу (вилка) и выигрывает материал. Найдите его.

### position editor (app)
editor-open = Расставить позицию
editor-open_about = Открыть редактор позиции на показанной позиции: ставьте и убирайте фигуры, выберите очередь хода и права, затем начните с неё партию.
editor-title = Редактор позиции
editor-opened = Редактор позиции: выберите фигуру ниже и щёлкайте по полям, чтобы поставить её (та же фигура ещё раз — убрать).
editor-started = Началась партия с расставленной позиции.
editor-pieces = Фигуры
editor-erase = Ластик
editor-explore = Исследовать поставленную фигуру
editor-explore_about = Каждая поставленная фигура показывает свои ходы: поля, куда она может пойти, подсвечены, поля, которые она бьёт, но куда пойти не может, обведены красным; та же фигура, поставленная на другое поле, переходит туда. На пустой доске видна вся досягаемость фигуры.
editor-explored = { $piece } на { $cell }: ходов — { $moves }, на { $cells } полей, бьёт { $attacks }{ $lines ->
        [0] {""}
       *[other] ; замкнутых линий через { $cell }: { $lines }
    }.
editor-to_move = Ход
editor-castling = Права на рокировку
editor-castling_right = { $seat }: { $side ->
        [short] короткая
       *[long] длинная
    } (ладья { $rook })
editor-en_passant = Взятие на проходе
editor-en_passant_none = нет
editor-boards = Доски
editor-board = Доска { $board }
editor-board_open = идёт игра
editor-board_won = выиграли { $seat }
editor-board_drawn = ничья
editor-clear = Очистить доску
editor-start_position = Начальная позиция
editor-position_text = Текст позиции
editor-copy = Копировать
editor-play_people = Играть отсюда (люди)
editor-play_computer = Играть отсюда с компьютером
editor-leave = Выйти из редактора
editor-problem = Позиция невозможна: { $problem }

## game-end
# Окно конца партии: заголовок и кнопки, итог, причина, места игроков, счёт каждой доски и
# общий счёт (шахматы-транзит). $seat — название стороны с заглавной буквы, $side — строчными.
game_end-title = Партия окончена
game_end-new_game = Новая партия
game_end-rematch = Реванш
game_end-review = Разбор партии
game_end-save = Сохранить
game_end-close = Закрыть
game_end-headline-win = { $winner } выиграли
game_end-headline-draw = { $seats ->
        [3] Ничья для всех троих
       *[other] Ничья
    }
game_end-reason-checkmate = Мат
game_end-reason-checkmate_of = { $seat } получили мат
game_end-reason-stalemate = Пат: { $side } не могут сделать ход
game_end-reason-resignation = { $seat } сдались
game_end-reason-agreement = По соглашению сторон
game_end-reason-no_progress = { $moves } { $moves ->
        [one] ход
        [few] хода
       *[many] ходов
    } каждой стороны без взятий и ходов пешками
game_end-reason-no_progress_claimed = Ничья по требованию: { $moves } { $moves ->
        [one] ход
        [few] хода
       *[many] ходов
    } каждой стороны без взятий и ходов пешками
game_end-reason-repetition = Позиция повторилась { $times } { $times ->
        [one] раз
        [few] раза
       *[many] раз
    }
game_end-reason-repetition_claimed = Ничья по требованию: позиция повторилась { $times } { $times ->
        [one] раз
        [few] раза
       *[many] раз
    }
game_end-reason-dead_position = Мёртвая позиция: { $seats ->
        [3] никто из игроков не может
       *[other] ни одна из сторон не может
    } поставить мат
game_end-reason-on_time = { $seat } просрочили время
game_end-reason-on_time_no_mate = { $seat } просрочили время, но { $opponent_side } не могут поставить мат
game_end-reason-move_time = { $seat } не сделали ход вовремя (лимит на ход — { $limit })
game_end-minutes = { $count } { $count ->
        [one] минута
        [few] минуты
       *[many] минут
    }
game_end-seconds = { $count } { $count ->
        [one] секунда
        [few] секунды
       *[many] секунд
    }
game_end-reason-no_moves = { $seat } не могут сделать ход: все шашки взяты или заперты
game_end-reason-boards_decided = Исход на обеих досках решён
game_end-reason-king_moves = { $moves } { $moves ->
        [one] ход
        [few] хода
       *[many] ходов
    } каждой стороны одними дамками без взятий
game_end-standing-won = { $place }. { $seat }: победа
game_end-standing-drew = { $place }. { $seat }: ничья
game_end-standing-neither = { $place }. { $seat }: ни победы, ни поражения
game_end-standing-lost = { $place }. { $seat }: поражение
game_end-board-won = Доска { $board }: выиграли { $winner_side }, { $white } : { $black }
game_end-board-drawn = Доска { $board }: ничья, { $white } : { $black }
game_end-board-open = Доска { $board }: игра продолжается
game_end-points = { $half ->
        [1] { $whole ->
            [0] ½ очка
           *[other] { $whole }½ очка
        }
       *[0] { $whole ->
            [one] { $whole } очко
            [few] { $whole } очка
           *[many] { $whole } очков
        }
    }
game_end-transit-total = Итог: { $white_side } — { $white_points }, { $black_side } — { $black_points }
## export

cli-export-bad_save = не удалось экспортировать { $path }: { $error }
cli-export-no_format = для игры «{ $game }» нет экспорта { $format }; --format может быть { $formats }
## analyse

cli-analyse-title = { $game }: анализ, ход — { $seat }
cli-analyse-search = Глубина { $depth } (выборочная { $seldepth }), узлов: { $nodes }, узлов в секунду: { $nps }, время { $time } с
cli-analyse-evaluation = { $seats ->
    [3] Оценка поиска, { $seat } против обоих соперников: { $score }
   *[other] Оценка, { $seat }: { $score }, вероятность победы { $win }%
}
cli-analyse-seat = { $seat }: { $score }, ожидаемая доля { $share }%
cli-analyse-board = Доска { $board }: { $status }, материал (белые минус чёрные) { $material }
cli-analyse-board_open = идёт игра
cli-analyse-board_drawn = ничья
cli-analyse-board_won = выиграна, { $seat }
cli-analyse-line = { $rank }. { $score } { $moves }
cli-analyse-placeholder = Вероятности и доли посчитаны по временной кривой: для этой игры она ещё не подобрана (manifold-cli fit-win-curve).
cli-analyse-not_searched = Поиск остановлен, не закончив первую глубину.
cli-analyse-over = Партия окончена: { $outcome }.
cli-analyse-bad_number = --{ $option }: «{ $text }» — не целое число от { $min } до { $max }

## review

review-mark-inaccuracy = Неточность
review-mark-mistake = Ошибка
review-mark-blunder = Зевок
review-cause-win_drop = упала вероятность выигрыша
review-cause-mate_allowed = ход допустил форсированный мат
review-cause-mate_missed = ход упустил форсированный мат
review-verdict-passed = Хороший ход: вероятность выигрыша { $win }%, у лучшего хода { $best }%.
review-verdict-failed = Недостаточно хорошо: вероятность выигрыша { $win }%, у лучшего хода { $best }%. Попробуйте ещё раз.
review-verdict-not_legal = Здесь так ходить нельзя.
review-exercise-prompt = Найдите ход лучше, чем { $played } ({ $mark }).
review-exercise-hint = Ходите фигурой с поля { $cell }.
review-exercise-solution = Лучший ход был { $best }.
review-pgn-advice = { $mark }. Лучше было { $best }.
cli-review-title = { $game }: разбор на { $limits }, ходов: { $moves }; оценки за сторону, сделавшую ход
cli-review-depth = глубине { $depth }
cli-review-nodes = { $nodes } узлах на позицию
cli-review-movetime = { $ms } мс на позицию
cli-review-move = { $move } { $before } → { $after }, { $seat } { $win_before }% → { $win_after }%
cli-review-move_marked = { $move } { $before } → { $after }, { $seat } { $win_before }% → { $win_after }%: { $mark }, лучше { $best }
cli-review-accuracy = { $seat }: точность { $accuracy }%, неточности: { $inaccuracies }, ошибки: { $mistakes }, зевки: { $blunders }
cli-review-no_accuracy = { $seat }: ходов нет
cli-review-exercises = Упражнения (ошибки и зевки, для которых надо найти ход лучше): { $count }
cli-review-pgn_written = Размеченный PGN записан в { $path }
cli-review-unreadable = { $path }: { $error }
cli-review-no_pgn = --pgn: размеченный PGN пишется только для классических шахмат и Больших шахмат, не для игры «{ $game }»

## threats

# manifold-cli analyse --threats: что сыграл бы каждый соперник, будь сейчас его ход, и
# фигуры стороны, чей ход, которые под боем и не защищены.
cli-threats-title = Угрозы (что сыграл бы каждый соперник, будь сейчас его ход):
cli-threats-move = { $seat }: { $move } ({ $score }), вариант { $moves }
cli-threats-gives_check = { $seat }: объявляют шах (угроза — сам шах)
cli-threats-no_move = { $seat }: ходить было бы нечем
cli-threats-not_searched = { $seat }: поиск остановлен, не закончив первую глубину
cli-threats-hanging = Под боем без защиты: { $cells }
cli-threats-no_hanging = Под боем без защиты: ничего

## live analysis (the app)
button-analysis = Анализ
analysis-toggle_tip = Движок анализирует позицию на доске (клавиша L); T показывает угрозы
analysis-title = Анализ
analysis-bar_game = Партия
analysis-not_in_courses = В уроках, задачах и упражнениях анализа нет: он выдал бы ответы.
analysis-no_position = Анализировать нечего: позиция на доске ещё не допустима.
analysis-game_over = В этой позиции партия окончена: анализировать нечего.
analysis-starting = Анализ начинается…
analysis-search = Глубина { $depth }/{ $seldepth } · { $knps } тыс. узлов/с · { $threads ->
    [one] { $threads } поток
    [few] { $threads } потока
   *[other] { $threads } потоков
}
analysis-threats = Угрозы (T)
analysis-threads = потоки
analysis-threats_searching = Ищем угрозы…
analysis-no_threat = Угроз нет: ни у одного соперника нет полезного хода, будь сейчас его очередь.
analysis-threat = { $seat } угрожают: { $move }
analysis-hanging = Под боем и без защиты: { $cells }
button-review = Разбор
review-title = Разбор партии
review-depth = глубина
review-start = Разобрать партию
review-progress = Анализ позиции { $done } из { $total }…
review-cancel = Отмена
review-accuracy = Точность
review-better = Лучше: { $line }
analysis-close = Закрыть анализ (L)
analysis-hide = Скрыть

## learn from your mistakes (the app's exercises after a review)
review-exercise-judging = Оцениваю ваш ход…
review-learn = Работа над ошибками ({ $count })
review-learn_tip = Каждая ошибка и каждый зевок становятся упражнением: найдите ход лучше
review-no_exercises = Ошибок и зевков нет: учиться не на чем.
exercise-title = Работа над ошибками
exercise-count = Упражнение { $number } из { $total } · решено { $solved }
exercise-move = Ход { $number } партии.
exercise-previous = Назад
exercise-next = Дальше
exercise-hint = Подсказка
exercise-solution = Показать решение
exercise-retry = Ещё раз
exercise-leave = Вернуться к партии
exercise-wait = Подождите: ваш ход оценивается.
exercise-over = Это упражнение закончено: попробуйте ещё раз или перейдите к следующему.
exercise-all_done = Пройдены все упражнения ({ $total }): решено { $solved }.
exercise-not_here = В упражнении так нельзя: сделайте ход или вернитесь к партии.
