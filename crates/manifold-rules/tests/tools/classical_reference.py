#!/usr/bin/env python3
"""Reference perft numbers for classical chess, from an independent engine.

DEV-ONLY TOOL. Not run by CI or `cargo test`; it only (re)generates the data
files that the Rust tests read.

What it does
  For every position in POSITIONS below it computes perft with python-chess
  (https://pypi.org/project/chess/, plain legal_moves + push/pop, counting
  leaves with legal_moves.count()) and compares every depth for which a
  published number is recorded.  A depth whose published number is not
  confirmed by python-chess is NOT written (it is reported on stderr, and the
  script exits non-zero).  Depths without a published number are written as
  computed by python-chess; the source column says which depths were published.

Outputs (one position per line, no comments/headers):
  <FEN> ; <depth>=<nodes> ; <depth>=<nodes> ... ; <source>
  crates/manifold-rules/tests/data/classical_perft.txt       depths 1..main (largest count per line <= ~5M)
  crates/manifold-rules/tests/data/classical_perft_deep.txt  a few deeper counts, ~200M nodes in total
  crates/manifold-rules/tests/data/classical_perft_huge.txt  (only with --huge) published counts of
                                       90M..194M nodes each, over the deep budget

How to run (from the repository root; ~6 min single-core, +~13 min with --huge):
  python3 -m venv /tmp/perftref-venv && /tmp/perftref-venv/bin/pip install chess
  /tmp/perftref-venv/bin/python crates/manifold-rules/tests/tools/classical_reference.py [--huge] [--out-dir DIR]
  --trust-published-big  writes published counts > 50M nodes without recomputing them
                         (source column then says "published table, not re-verified").
Generated with python-chess 1.11.2.
"""
import argparse
import os
import sys
import time

import chess

SKIP_VERIFY_ABOVE = 50_000_000  # used only with --trust-published-big

# Published counts come from:
#  CPW   = Chess Programming Wiki, "Perft Results" page
#  PEJ   = Peter Ellis Jones, "Perft results" test positions (gist)
#  TC    = talkchess "perft tricky positions" list by Martin Sedlak (also in PEJ)
#  MAV   = Steve Maughan, "Perfect Perft" (chessprogramming.net), extra position
#  PS    = perftsuite.epd (ROCE, Roman Hartmann), widely redistributed
CPW = "CPW Perft Results"
PEJ = "Peter Ellis Jones perft positions"
TC = "talkchess tricky positions (Martin Sedlak)"
MAV = "Maverick Perfect Perft list (chessprogramming.net)"
PS = "perftsuite.epd (ROCE)"

# (fen, label, collection, published {depth: nodes}, main_depth, deep_depths, huge_depths, mirror)
# mirror=True adds a colour-mirrored copy (python-chess Board.mirror()); by
# symmetry its counts must equal the original's published numbers.
POSITIONS = [
    ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "start position", CPW,
     {1: 20, 2: 400, 3: 8902, 4: 197281, 5: 4865609, 6: 119060324}, 5, [6], [], False),
    ("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "Position 2 Kiwipete", CPW,
     {1: 48, 2: 2039, 3: 97862, 4: 4085603, 5: 193690690}, 4, [], [5], False),
    ("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", "Position 3", CPW,
     {1: 14, 2: 191, 3: 2812, 4: 43238, 5: 674624, 6: 11030083, 7: 178633661}, 5, [6], [7], False),
    ("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", "Position 4", CPW,
     {1: 6, 2: 264, 3: 9467, 4: 422333, 5: 15833292}, 4, [5], [], True),
    ("rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", "Position 5", CPW,
     {1: 44, 2: 1486, 3: 62379, 4: 2103487, 5: 89941194}, 4, [], [5], False),
    ("r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", "Position 6", CPW,
     {1: 46, 2: 2079, 3: 89890, 4: 3894594, 5: 164075551}, 4, [], [5], False),

    # Peter Ellis Jones: positions from real perft bugs (published depth 1 only)
    ("r6r/1b2k1bq/8/8/7B/8/8/R3K2R b KQ - 3 2", "check evasion with castling rights", PEJ, {1: 8}, 4, [5], [], False),
    ("8/8/8/2k5/2pP4/8/B7/4K3 b - d3 0 3", "en passant evasion", PEJ, {1: 8}, 7, [], [], False),
    ("r1bqkbnr/pppppppp/n7/8/8/P7/1PPPPPPP/RNBQKBNR w KQkq - 2 2", "early game", PEJ, {1: 19}, 5, [], [], False),
    ("r3k2r/p1pp1pb1/bn2Qnp1/2qPN3/1p2P3/2N5/PPPBBPPP/R3K2R b KQkq - 3 2", "Kiwipete line in check", PEJ, {1: 5}, 4, [], [], False),
    ("2kr3r/p1ppqpb1/bn2Qnp1/3PN3/1p2P3/2N5/PPPBBPPP/R3K2R b KQ - 3 2", "Kiwipete line after O-O-O", PEJ, {1: 44}, 4, [], [], False),
    ("rnb2k1r/pp1Pbppp/2p5/q7/2B5/8/PPPQNnPP/RNB1K2R w KQ - 3 9", "Position 5 line", PEJ, {1: 39}, 4, [], [], False),
    ("2r5/3pk3/8/2P5/8/2K5/8/8 w - - 5 4", "pawn endgame", PEJ, {1: 9}, 6, [], [], False),
    ("1k6/1b6/8/8/7R/8/8/4K2R b K - 0 1", "castling rights and rook attack", MAV, {5: 1063513}, 5, [], [], False),

    # Martin Sedlak's talkchess list (also in PEJ); colour mirrors added
    ("3k4/3p4/8/K1P4r/8/8/8/8 b - - 0 1", "illegal ep move 1 (pin along rank)", TC, {6: 1134888}, 6, [], [], True),
    ("8/8/4k3/8/2p5/8/B2P2K1/8 w - - 0 1", "illegal ep move 2 (diagonal pin)", TC, {6: 1015133}, 6, [7], [], True),
    ("8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1", "ep capture checks opponent", TC, {6: 1440467}, 6, [], [], True),
    ("5k2/8/8/8/8/8/8/4K2R w K - 0 1", "short castling gives check", TC, {6: 661072}, 6, [], [], True),
    ("3k4/8/8/8/8/8/8/R3K3 w Q - 0 1", "long castling gives check", TC, {6: 803711}, 6, [], [], True),
    ("r3k2r/1b4bq/8/8/8/8/7B/R3K2R w KQkq - 0 1", "castle rights", TC, {4: 1274206}, 4, [], [], True),
    ("r3k2r/8/3Q4/8/8/5q2/8/R3K2R b KQkq - 0 1", "castling prevented", TC, {4: 1720476}, 4, [], [], True),
    ("2K2r2/4P3/8/8/8/8/8/3k4 w - - 0 1", "promote out of check", TC, {6: 3821001}, 6, [], [], True),
    ("8/8/1P2K3/8/2n5/1q6/8/5k2 b - - 0 1", "discovered check", TC, {5: 1004658}, 5, [], [], True),
    ("4k3/1P6/8/8/8/8/K7/8 w - - 0 1", "promote to give check", TC, {6: 217342}, 7, [], [], True),
    ("8/P1k5/K7/8/8/8/8/8 w - - 0 1", "under-promote to give check", TC, {6: 92683}, 7, [], [], True),
    ("K1k5/8/P7/8/8/8/8/8 w - - 0 1", "self stalemate", TC, {6: 2217}, 9, [], [], True),
    ("8/k1P5/8/1K6/8/8/8/8 w - - 0 1", "stalemate and checkmate", TC, {7: 567584}, 8, [], [], True),
    ("8/8/2k5/5q2/5n2/8/5K2/8 b - - 0 1", "double check", TC, {4: 23527}, 5, [], [], True),

    # perftsuite.epd (castling/promotion/minor-piece stress)
    ("4k3/8/8/8/8/8/8/4K2R w K - 0 1", "king+rook, short castling only", PS,
     {1: 15, 2: 66, 3: 1197, 4: 7059, 5: 133987, 6: 764643}, 6, [], [], False),
    ("r3k3/8/8/8/8/8/8/4K3 w q - 0 1", "black long castling only", PS,
     {1: 5, 2: 80, 3: 493, 4: 8897, 5: 52710, 6: 1001523}, 6, [], [], False),
    ("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "all four castlings", PS,
     {1: 26, 2: 568, 3: 13744, 4: 314346, 5: 7594526}, 4, [], [], False),
    ("r3k2r/8/8/8/8/8/8/1R2K2R w Kkq - 0 1", "castling, rook off a1", PS,
     {1: 25, 2: 567, 3: 14095, 4: 328965, 5: 8153719}, 4, [], [], False),
    ("8/1n4N1/2k5/8/8/5K2/1N4n1/8 w - - 0 1", "knights", PS,
     {1: 14, 2: 195, 3: 2760, 4: 38675, 5: 570726, 6: 8107539}, 5, [], [], False),
    ("7k/RR6/8/8/8/8/rr6/7K w - - 0 1", "rooks", PS,
     {1: 19, 2: 275, 3: 5300, 4: 104342, 5: 2161211, 6: 44956585}, 5, [], [], False),
    ("B6b/8/8/8/2K5/4k3/8/b6B w - - 0 1", "bishops", PS,
     {1: 17, 2: 278, 3: 4607, 4: 76778, 5: 1320507, 6: 22823890}, 5, [], [], False),
    ("8/PPPk4/8/8/8/8/4Kppp/8 w - - 0 1", "mass promotion", PS,
     {1: 18, 2: 270, 3: 4699, 4: 79355, 5: 1533145, 6: 28859283}, 5, [], [], False),
    ("n1n5/PPPk4/8/8/8/8/4Kppp/5N1N w - - 0 1", "promotion with captures", PS,
     {1: 24, 2: 496, 3: 9483, 4: 182838, 5: 3605103, 6: 71179139}, 5, [], [], False),
]


def perft(board, depth):
    if depth == 1:
        return board.legal_moves.count()
    if depth == 0:
        return 1
    n = 0
    for move in board.legal_moves:
        board.push(move)
        n += perft(board, depth - 1)
        board.pop()
    return n


def expand():
    """Yields (fen, label, collection, published, main, deep, huge) incl. mirrors."""
    for fen, label, coll, pub, main, deep, huge, mirror in POSITIONS:
        yield fen, label, coll, pub, main, deep, huge
        if mirror:
            mfen = chess.Board(fen).mirror().fen(en_passant="fen")
            yield mfen, f"colour mirror of {label}", coll, pub, main, deep, huge


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    here = os.path.dirname(os.path.abspath(__file__))
    ap.add_argument("--out-dir", default=os.path.join(here, "..", "data"))
    ap.add_argument("--huge", action="store_true", help="also write classical_perft_huge.txt")
    ap.add_argument("--trust-published-big", action="store_true")
    args = ap.parse_args()
    ver = chess.__version__
    failures = []
    outputs = {"classical_perft.txt": [], "classical_perft_deep.txt": []}
    if args.huge:
        outputs["classical_perft_huge.txt"] = []

    for fen, label, coll, pub, main_d, deep, huge in expand():
        board = chess.Board(fen)
        assert board.is_valid(), fen
        plan = {"classical_perft.txt": list(range(1, main_d + 1)),
                "classical_perft_deep.txt": deep}
        if args.huge:
            plan["classical_perft_huge.txt"] = huge
        for fname, depths in plan.items():
            if not depths:
                continue
            counts, trusted = {}, []
            for d in depths:
                if args.trust_published_big and pub.get(d, 0) > SKIP_VERIFY_ABOVE:
                    counts[d] = pub[d]
                    trusted.append(d)
                    continue
                t = time.time()
                n = perft(board, d)
                print(f"{fname}: {label}: d{d}={n} ({time.time() - t:.1f}s)", file=sys.stderr, flush=True)
                if d in pub and pub[d] != n:
                    failures.append(f"{fen} d{d}: published {pub[d]} python-chess {n}")
                    continue
                counts[d] = n
            if not counts:
                continue
            pubd = [d for d in counts if d in pub and d not in trusted]
            other = [d for d in counts if d not in pub]
            src = f"{coll}, {label}"
            if pubd:
                src += f", published d{','.join(map(str, pubd))} verified python-chess {ver}"
            if trusted:
                src += f", d{','.join(map(str, trusted))} published table, not re-verified"
            if other:
                src += f", d{','.join(map(str, other))} computed by python-chess {ver} (no published number)"
            fields = [fen] + [f"{d}={counts[d]}" for d in sorted(counts)] + [src]
            outputs[fname].append(" ; ".join(fields))

    os.makedirs(args.out_dir, exist_ok=True)
    for fname, lines in outputs.items():
        with open(os.path.join(args.out_dir, fname), "w") as f:
            f.write("\n".join(lines) + "\n")
        print(f"wrote {fname}: {len(lines)} positions", file=sys.stderr)
    for msg in failures:
        print("MISMATCH (dropped): " + msg, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
