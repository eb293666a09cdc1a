#!/usr/bin/env bash
# Every board's frame time with the live analysis on (`--analyse`: the engine searching the
# position on the threads the setting gives, all cores but one by default) beside the same
# board without it, at low graphics with figures, under whatever renderer the machine has
# (lavapipe under Xvfb on the project's machine). Each round times each board without and
# then with the analysis, one right after the other, so that the two are compared on the
# same load; the table gives each board's median ratio over the rounds and the range.
#
# Usage: DISPLAY=:77 tests/tools/analysis_frames.sh MANIFOLD_BINARY [FRAMES] [ROUNDS]
# shellcheck source=tests/tools/frame_bench.sh
source "$(dirname "$0")/frame_bench.sh" "$@"

for round in $(seq "$rounds"); do
    for board in $boards; do
        off=$(mean_ms --variant "$board")
        on=$(mean_ms --variant "$board" --analyse)
        echo "round $round: $board $off ms, with analysis $on ms"
        echo "$board $on $off" >>"$results"
    done
done

echo
echo "| Board | Without analysis (ms), per round | With analysis (ms) | Ratio: median (range) |"
echo "|---|---|---|---|"
for board in $boards; do
    offs=$(awk -v b="$board" '$1 == b { printf "%s%s", sep, $3; sep = ", " }' "$results")
    ons=$(awk -v b="$board" '$1 == b { printf "%s%s", sep, $2; sep = ", " }' "$results")
    awk -v b="$board" '$1 == b && $3 > 0 { printf "%.4f\n", $2 / $3 }' "$results" | sort -n |
        awk -v b="$board" -v offs="$offs" -v ons="$ons" '{ r[++n] = $1 } END {
            med = (n % 2) ? r[(n + 1) / 2] : (r[n / 2] + r[n / 2 + 1]) / 2
            printf "| %s | %s | %s | %.2fx (%.2f-%.2f) |\n", b, offs, ons, med, r[1], r[n]
        }'
done
rm -rf "$home" "$results"
