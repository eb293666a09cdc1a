#!/usr/bin/env python3
"""Training positions for classical chess's network, labelled by Stockfish.

From each base position (the FENs of the given files, one per line, anything after the
FEN ignored), a seeded walk of WALK plies: at each step Stockfish searches the position
to DEPTH, the position is written when it is quiet (not in check, Stockfish's best move
neither a capture nor a promotion, no mate found) as `FEN [cp]` with the score for the
side to move, and the walk goes on with Stockfish's move or, with probability RANDOM
(e.g. 0.1), a random legal move; it stops after LIMIT positions (0: none). Run as:
nnue_data.py SEED DEPTH WALK RANDOM LIMIT OUT FILE... (python-chess and Debian's
stockfish package, Stockfish with one thread and 16 MB of hash: the same arguments write
the same file). crates/manifold-ai/tools/classical_network.sh makes the shipped network with it.
"""
import random
import subprocess
import sys

import chess


def main():
    seed, depth, walk = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
    random_share, limit, out = float(sys.argv[4]), int(sys.argv[5]), sys.argv[6]
    bases = []
    seen = set()
    for name in sys.argv[7:]:
        for line in open(name):
            fen = line.split(" [")[0].strip()
            key = " ".join(fen.split()[:4])
            if fen and key not in seen:
                seen.add(key)
                bases.append(fen)
    rng = random.Random(seed)
    sf = subprocess.Popen(["/usr/games/stockfish"], stdin=subprocess.PIPE,
                          stdout=subprocess.PIPE, text=True, bufsize=1)

    def send(s):
        sf.stdin.write(s + "\n")

    send("uci")
    send("setoption name Hash value 16")
    send("isready")
    sf.stdin.flush()
    while sf.stdout.readline().strip() != "readyok":
        pass
    written = 0
    with open(out, "w") as f:
        for n, fen in enumerate(bases):
            board = chess.Board(fen)
            for _ in range(walk):
                if board.is_game_over(claim_draw=False):
                    break
                send("position fen " + board.fen())
                send("go depth %d" % depth)
                sf.stdin.flush()
                score = None
                best = None
                while True:
                    line = sf.stdout.readline().split()
                    if not line:
                        raise SystemExit("stockfish ended")
                    if line[0] == "bestmove":
                        best = line[1]
                        break
                    if "score" in line:
                        i = line.index("score")
                        score = (line[i + 1], int(line[i + 2]))
                move = chess.Move.from_uci(best) if best not in (None, "(none)") else None
                if (move is not None and score is not None and score[0] == "cp"
                        and not board.is_check() and not board.is_capture(move)
                        and move.promotion is None):
                    f.write("%s [%d]\n" % (board.fen(), score[1]))
                    written += 1
                    if written == limit:
                        break
                legal = list(board.legal_moves)
                if rng.random() < random_share or move is None:
                    move = rng.choice(legal)
                board.push(move)
            if written == limit:
                break
            if n % 2000 == 0:
                print(n, len(bases), written, file=sys.stderr, flush=True)
    send("quit")
    sf.stdin.flush()


if __name__ == "__main__":
    main()
