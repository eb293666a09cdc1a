#!/bin/sh
# Makes classical chess's network, src/ai/classical.nnue, from the start: Stockfish-scored
# walks from the Texel positions (crates/manifold-ai/tools/nnue_data.py), then `manifold-cli texel
# network`. About an hour and a half on two cores (the walks two at a time), and about
# ten minutes for the fit. Needs python-chess and Debian's stockfish package (15.1).
#
#   crates/manifold-ai/tools/classical_network.sh MANIFOLD_CLI WORK_DIR [OUT]
set -e
export LC_ALL=C
cli=$1
work=$2
out=${3:-src/ai/classical.nnue}
walks=crates/manifold-ai/tools/nnue_data.py
mkdir -p "$work"
# The even lines of file $1 to $2, the odd ones to $3 (the bases of two walks run at once).
halves() {
    awk 'NR%2==0' "$1" > "$2"
    awk 'NR%2==1' "$1" > "$3"
}
# The base positions: the Texel files' lines (in the shell's order of their names), every
# second line to each half.
cat crates/manifold-cli/tests/data/texel/classical*.txt > "$work/texel.txt"
halves "$work/texel.txt" "$work/half0.txt" "$work/half1.txt"
# Walks with a random move one time in two (stopped where the shipped set stopped).
python3 $walks 1 6 16 0.5 452707 "$work/d0.txt" "$work/half0.txt" &
python3 $walks 2 6 16 0.5 439418 "$work/d1.txt" "$work/half1.txt"
wait
# Walks with a random move one time in ten.
python3 $walks 11 6 16 0.1 0 "$work/r0.txt" "$work/half0.txt" &
python3 $walks 12 6 16 0.1 0 "$work/r1.txt" "$work/half1.txt"
wait
# Shorter walks from every eighth of those positions.
cat "$work/r0.txt" "$work/r1.txt" | awk 'NR%8==7' > "$work/bases2.txt"
python3 $walks 21 6 10 0.15 292937 "$work/q0.txt" "$work/bases2.txt"
cat "$work/r0.txt" "$work/d0.txt" "$work/r1.txt" "$work/d1.txt" "$work/q0.txt" > "$work/all.txt"
# 12-ply walks, a random move one time in ten, from every tenth position of the first and
# last walks (every second of those to each half).
cat "$work/d0.txt" "$work/d1.txt" "$work/q0.txt" | awk 'NR%10==0' > "$work/bases3.txt"
halves "$work/bases3.txt" "$work/b3a.txt" "$work/b3b.txt"
python3 $walks 31 6 12 0.1 0 "$work/e0.txt" "$work/b3a.txt" &
python3 $walks 32 6 12 0.1 0 "$work/e1.txt" "$work/b3b.txt"
wait
# 12-ply walks, a random move 15 % of the time, from every fourth position of those
# (every second of them to each half).
cat "$work/e0.txt" "$work/e1.txt" | awk 'NR%4==1' > "$work/bases4.txt"
halves "$work/bases4.txt" "$work/b4a.txt" "$work/b4b.txt"
python3 $walks 41 6 12 0.15 0 "$work/g0.txt" "$work/b4a.txt" &
python3 $walks 42 6 12 0.15 0 "$work/g1.txt" "$work/b4b.txt"
wait
# Each position fitted twice, as it is and mirrored left to right.
"$cli" texel network "$work/all.txt" "$work/e0.txt" "$work/e1.txt" "$work/g0.txt" \
    "$work/g1.txt" --mirror --out "$out"
