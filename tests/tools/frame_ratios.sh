#!/usr/bin/env bash
# Every board's frame time as a multiple of the empty scene (the same window, camera and
# panels with no board and no pieces), at low graphics with figures, under whatever renderer
# the machine has (lavapipe under Xvfb on the project's machine). Each round times the empty
# scene and then every board, one after the other, so that a board is compared with the
# baseline of its own round on a shared, noisy machine; the table gives each board's median
# ratio over the rounds and the range.
#
# Usage: DISPLAY=:77 tests/tools/frame_ratios.sh MANIFOLD_BINARY [FRAMES] [ROUNDS]
# shellcheck source=tests/tools/frame_bench.sh
source "$(dirname "$0")/frame_bench.sh" "$@"

for round in $(seq "$rounds"); do
    empty=$(mean_ms --variant classical --bench-empty)
    echo "round $round: empty scene $empty ms"
    for board in $boards; do
        ms=$(mean_ms --variant "$board")
        echo "round $round: $board $ms ms"
        echo "$board $ms $empty" >>"$results"
    done
done

echo
echo "| Board | Mean frame (ms), per round | Empty scene (ms) | Ratio: median (range) |"
echo "|---|---|---|---|"
for board in $boards; do
    runs=$(awk -v b="$board" '$1 == b { printf "%s%s", sep, $2; sep = ", " }' "$results")
    empties=$(awk -v b="$board" '$1 == b { printf "%s%s", sep, $3; sep = ", " }' "$results")
    # The ratios, smallest first; then their median, smallest and largest.
    awk -v b="$board" '$1 == b && $3 > 0 { printf "%.4f\n", $2 / $3 }' "$results" | sort -n |
        awk -v b="$board" -v runs="$runs" -v empties="$empties" '{ r[++n] = $1 } END {
            med = (n % 2) ? r[(n + 1) / 2] : (r[n / 2] + r[n / 2 + 1]) / 2
            printf "| %s | %s | %s | %.2fx (%.2f-%.2f) |\n", b, runs, empties, med, r[1], r[n]
        }'
done
rm -rf "$home" "$results"
