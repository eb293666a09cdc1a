#!/usr/bin/env python3
"""Reference perft numbers for Russian draughts, computed with pydraughts.

Dev-only tool (not run by the test suite): `pip install pydraughts` (checked with 0.6.7),
then `python3 crates/manifold-rules/tests/tools/draughts_reference.py [--depth N] [FEN ...]`. Without FENs it runs
the positions of crates/manifold-rules/tests/data/draughts_perft.txt and prints lines in that file's format
(`FEN ; depth=nodes ; ... ; source`).

Counting convention (RULES 2 and 8): a move is a whole capture sequence, and sequences with
the same start, the same end and the same set of captured pieces are ONE move. pydraughts'
`Board.legal_moves()` lists every path separately (two routes of a king round the same
pieces are two entries), so this script de-duplicates them by (start, end, captured set)
before counting; `--raw` counts pydraughts' list as it is, to show the difference.

pydraughts plays a capture one jump at a time and takes a captured piece off the board at
once; it still keeps a king from passing or landing on a square jumped earlier in the same
sequence, which is the Turkish strike rule for kings. A man cannot meet a captured piece's
square again (its landing squares and the squares it jumps have different colours of the
"half" grid), so the early removal changes nothing for men. pydraughts' Russian filter keeps
a sequence only if no other sequence of the same piece captures the same pieces first and
then more: that is the rule that a king must land where the capture goes on.
"""

import argparse
import random
import sys
import time

from draughts import Board

DATA = "crates/manifold-rules/tests/data/draughts_perft.txt"


def key(move):
    """(start, end, captured set) of a pydraughts move, in pydraughts' square numbers."""
    steps = move.steps_move
    captures = frozenset(c for c in (move.captures or []) if c is not None)
    return (steps[0], steps[-1], captures)


def legal(board, raw):
    moves = board.legal_moves()
    if raw:
        return moves
    seen = {}
    for m in moves:
        seen.setdefault(key(m), m)
    return list(seen.values())


def perft(board, depth, raw=False):
    if depth == 0:
        return 1
    moves = legal(board, raw)
    if depth == 1:
        return len(moves)
    total = 0
    for m in moves:
        board.push(m)
        total += perft(board, depth - 1, raw)
        board.pop()
    return total


def divide(board, depth, raw=False):
    out = []
    for m in legal(board, raw):
        board.push(m)
        out.append((m.li_one_move, perft(board, depth - 1, raw)))
        board.pop()
    return out


def random_positions(count, seed):
    """`count` positions met in random games from the start (every 7th ply), with kings
    more often than not."""
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        board = Board(variant="russian")
        for ply in range(rng.randint(20, 90)):
            moves = legal(board, False)
            if not moves:
                break
            board.push(rng.choice(moves))
            if ply % 7 == 6 and legal(board, False):
                out.append(board.fen)
    return out[:count]


def read_data(path):
    cases = []
    with open(path, encoding="utf8") as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            fields = [x.strip() for x in line.split(";")]
            depths = [int(x.split("=")[0]) for x in fields[1:-1]]
            # pydraughts needs minutes beyond depth 6 (the start's depths 7-8 are published).
            cases.append((fields[0], min(max(depths), 6)))
    return cases


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("fens", nargs="*", help="positions (W:Wa1,...:B...); default: the data file")
    ap.add_argument("--depth", type=int, help="deepest depth (default: the data file's)")
    ap.add_argument("--raw", action="store_true", help="count pydraughts' paths without de-duplicating")
    ap.add_argument("--divide", action="store_true", help="print perft per root move")
    ap.add_argument("--random", type=int, metavar="N",
                    help="instead, N positions reached by random play from the start (seeded)")
    ap.add_argument("--seed", type=int, default=1, help="seed for --random")
    args = ap.parse_args()
    if args.random:
        cases = [(f, args.depth or 3) for f in random_positions(args.random, args.seed)]
    elif args.fens:
        cases = [(f, args.depth or 4) for f in args.fens]
    else:
        cases = read_data(DATA)
    for fen, depth in cases:
        depth = args.depth or depth
        board = Board(variant="russian", fen=fen)
        if args.divide:
            for mv, n in sorted(divide(board, depth, args.raw)):
                print(f"{mv}: {n}")
            continue
        counts = []
        for d in range(1, depth + 1):
            t = time.time()
            counts.append(f"{d}={perft(board, d, args.raw)}")
            print(f"  depth {d} done in {time.time() - t:.1f}s", file=sys.stderr)
        source = "pydraughts 0.6.7 variant=russian" + (" (raw paths)" if args.raw else ", deduplicated by start/end/captured set")
        print(" ; ".join([fen] + counts + [source]))


if __name__ == "__main__":
    main()
