#!/usr/bin/env python3
"""Reference perft numbers for Great Chess (Indian 10x10) from Fairy-Stockfish.

DEV-ONLY TOOL. Not run by CI or `cargo test`; it only (re)generates
crates/manifold-rules/tests/data/great_perft.txt, which the Rust tests read.

What it does
  Uses Fairy-Stockfish's Python binding pyffish (https://pypi.org/project/pyffish/)
  with its "indiangreat" variant and counts perft by recursion over
  pyffish.legal_moves(variant, root_fen, move_list) (pyffish has no make/unmake;
  every call replays the move list from the root FEN, ~1 ms per call).

  NOTE: pyffish 0.0.90 does NOT have "indiangreat" built in (sf.start_fen on an
  unknown variant segfaults).  The variant is defined in Fairy-Stockfish's
  src/variants.ini; INDIANGREAT_INI below is that section copied verbatim and is
  loaded with pyffish.load_variant_config().  Piece letters: K king, Q general
  (queen), R, B, N, P (one step, promotes to Q only, on the last rank),
  G giraffe = queen+knight ("amazon"), V vizier = bishop+knight ("archbishop"),
  W war machine = rook+knight ("chancellor").  No castling, no double step,
  hence no en passant.  Stalemate = draw (Fairy-Stockfish default).

  Self-checks before writing: the start FEN equals the expected one, the perft
  helper reproduces classical chess numbers through pyffish's "chess" variant,
  and each position's colour-swapped 180-degree rotation gives the same counts
  (up to one ply less than the written depth, to save time).

Output (one position per line, no comments/headers):
  <FEN> ; <depth>=<nodes> ; ... ; Fairy-Stockfish pyffish <version> variant indiangreat[, note]

How to run (from the repository root; ~7 minutes single-core):
  python3 -m venv /tmp/perftref-venv && /tmp/perftref-venv/bin/pip install pyffish
  /tmp/perftref-venv/bin/python crates/manifold-rules/tests/tools/great_reference.py [--out FILE]
Generated with pyffish 0.0.90 (Fairy-Stockfish 230826 LB, largeboards build).
"""
import argparse
import os
import sys
import time

import pyffish as sf

VARIANT = "indiangreat"
EXPECTED_START = "rnbqkgvbnr/ppppwwpppp/4pp4/10/10/10/10/4PP4/PPPPWWPPPP/RNBVGKQBNR w - - 0 1"

# Verbatim from Fairy-Stockfish src/variants.ini (unchanged there since 2023-03).
INDIANGREAT_INI = """
[indiangreat]
pieceToCharTable = PNBRQ..VW.........G..Kpnbrq..vw.........g..k
pawn = p
knight = n
bishop = b
rook = r
queen = q
king = k
archbishop = v
chancellor = w
amazon = g
maxRank = 10
maxFile = 10
startFen = rnbqkgvbnr/ppppwwpppp/4pp4/10/10/10/10/4PP4/PPPPWWPPPP/RNBVGKQBNR w - - 0 1
promotionRegionWhite = *10
promotionRegionBlack = *1
promotionPieceTypes = q
doubleStep = false
castling = false
"""

# Moves played from the start position to get the midgame position.
MIDGAME_MOVES = ["e3e4", "f8f7", "e2d4", "e9d7", "d1e3", "g10f8", "f2g4", "d9d8"]

LIMIT = 2_000_000  # largest count written per line (the start position is fixed at depth 4)

# (fen or None for the midgame position, maximum depth, note); the written depth is
# the largest one <= max depth whose count is <= LIMIT
POSITIONS = [
    (EXPECTED_START, 4, "start position"),
    (None, 8, "midgame after " + " ".join(MIDGAME_MOVES)),
    # white pawn c9 can promote by push or by capturing r b10 / n d10 (c9xd10=Q checks
    # along rank 10); black pawn g2 promotes on g1 or by capturing the rook h1.
    ("1r1n4k1/2P7/10/10/10/10/10/10/6p3/4K2R2 w - - 0 1", 8, "promotion, with and without capture, both colours"),
    # black king e10 in check from the knight leap of war machine d8; evasions include
    # vizier g5 capturing d8; giraffe c2, black war machine b2 and giraffe j8 active.
    ("4k5/10/3W5g/10/7V2/6v3/10/10/1wG7/5K4 b - - 0 1", 8, "compound pieces giving and evading check"),
    # black vizier c8 pinned by bishop a6, black war machine e7 pinned by rook e2;
    # white war machine h3 pinned by bishop f5, white vizier i1 pinned by rook a1.
    ("4k5/10/2v7/4w1p3/B9/5b4/3P6/7W2/4R5/r7VK w - - 0 1", 8, "pins on compound pieces"),
    # f9-f10=Q and f9xe10=Q give check to h10; black d2-d1=Q gives check to a1.
    ("4r2k2/5P4/10/10/10/10/10/10/3p6/K9 w - - 0 1", 8, "promotion gives check"),
    ("10/10/10/4k5/10/10/3G6/10/10/6K3 w - - 0 1", 8, "endgame king and giraffe vs king"),
    ("10/2w7/10/10/5k4/10/10/10/3V6/7K2 b - - 0 1", 8, "endgame king and vizier vs king and war machine"),
    # war machine e4-c5 gave check by its knight leap and uncovered rook e1: double
    # check, so black giraffe c9 may not capture c5; only king moves are legal.
    ("10/2g7/10/10/4k5/2W7/10/10/10/4R1K3 b - - 0 1", 8, "double check by war machine leap and discovered rook"),
    ("k9/2G7/1K8/10/10/10/10/10/10/10 b - - 0 1", 1, "checkmate by giraffe, no legal moves"),
    ("k9/2Q7/1K8/10/10/10/10/10/10/10 b - - 0 1", 1, "stalemate, no legal moves"),
    ("k9/10/1K8/10/10/10/10/10/10/2G7 w - - 0 1", 8, "giraffe mates and stalemates near the corner"),
]


def legal(fen, moves):
    return sf.legal_moves(VARIANT, fen, moves)


def perft(fen, depth, moves=None, variant=VARIANT):
    moves = moves or []
    ms = sf.legal_moves(variant, fen, moves)
    if depth == 1:
        return len(ms)
    return sum(perft(fen, depth - 1, moves + [m], variant) for m in ms)


def rotate(fen):
    """Colour-swapped 180-degree rotation of a 10x10 FEN (an exact rule symmetry)."""
    board, side, *rest = fen.split()
    rows = []
    for row in board.split("/"):
        cells, num = [], ""
        for ch in row:
            if ch.isdigit():
                num += ch
                continue
            if num:
                cells += ["."] * int(num)
                num = ""
            cells.append(ch)
        if num:
            cells += ["."] * int(num)
        assert len(cells) == 10, fen
        rows.append(cells)
    out = []
    for cells in reversed(rows):
        s, empty = "", 0
        for ch in reversed(cells):
            if ch == ".":
                empty += 1
                continue
            if empty:
                s += str(empty)
                empty = 0
            s += ch.swapcase()
        out.append(s + (str(empty) if empty else ""))
    return " ".join(["/".join(out), "b" if side == "w" else "w"] + rest)


def flip_side(fen):
    f = fen.split()
    f[1] = "b" if f[1] == "w" else "w"
    return " ".join(f)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", default=os.path.join(here, "..", "data", "great_perft.txt"))
    args = ap.parse_args()

    sf.load_variant_config(INDIANGREAT_INI)
    assert VARIANT in sf.variants()
    ver = ".".join(map(str, sf.version()))
    start = sf.start_fen(VARIANT)
    assert start == EXPECTED_START, f"start FEN differs: {start}"
    # harness self-check against classical chess numbers
    assert perft("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3, variant="chess") == 8902
    print("start depth-1 moves:", " ".join(legal(start, [])), file=sys.stderr)

    src = f"Fairy-Stockfish pyffish {ver} variant indiangreat"
    lines = []
    for fen, depth, note in POSITIONS:
        if fen is None:
            fen = sf.get_fen(VARIANT, EXPECTED_START, MIDGAME_MOVES)
        assert sf.validate_fen(fen, VARIANT) == 1, fen
        # the side not to move must not be in check
        assert not sf.gives_check(VARIANT, flip_side(fen), []), f"illegal position {fen}"
        counts = []
        for d in range(1, depth + 1):
            if len(counts) >= 2:  # growth estimate from the last ply and from two plies back
                c = [1] + counts
                est = max(c[-1] * c[-1] / max(c[-2], 1), c[-1] * c[-2] / max(c[-3], 1))
                if est > LIMIT:
                    break
            t = time.time()
            n = perft(fen, d)
            print(f"{note}: d{d}={n} ({time.time() - t:.1f}s)", file=sys.stderr, flush=True)
            if n > LIMIT:
                break
            counts.append(n)
            if n == 0:
                break
        depth = len(counts)
        rot = rotate(fen)
        for d in range(1, max(1, depth - 1) + 1):
            assert perft(rot, d) == counts[d - 1], f"rotation mismatch {fen} d{d}"
        fields = [fen] + [f"{d}={n}" for d, n in enumerate(counts, 1)] + [f"{src}, {note}"]
        lines.append(" ; ".join(fields))

    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    with open(args.out, "w") as f:
        f.write("\n".join(lines) + "\n")
    print(f"wrote {args.out}: {len(lines)} positions", file=sys.stderr)


if __name__ == "__main__":
    main()
