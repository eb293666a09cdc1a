#!/usr/bin/env bash
# Every board's frame time on a machine with a GPU and no display (a server's GPU): the app
# draws off screen (`--headless`) and each frame waits for the GPU. Four passes (full and low
# graphics, figures and tokens), then one off-screen screenshot per board at full graphics
# with figures, to see that the GPU drew the scene.
#
# Usage: tests/tools/gpu_frames.sh MANIFOLD_BINARY OUT_DIR [FRAMES]
# Prints one line per board and pass (`manifold --bench-frames`'s own line) and writes them
# to OUT_DIR/frames.txt, the app's messages to OUT_DIR/stderr.log and BOARD.png beside them.
set -u
bin=$1
out=$2
frames=${3:-600}
boards="classical great draughts wirth mattrix transit"
mkdir -p "$out"

# A settings file for one pass: the rest of the settings keep their defaults.
settings_home() {
    local home
    home=$(mktemp -d)
    printf 'Settings(low_graphics: %s, piece_style: %s)\n' "$1" "$2" >"$home/settings.ron"
    echo "$home"
}

for low in false true; do
    for style in Figures Tokens; do
        home=$(settings_home "$low" "$style")
        for board in $boards; do
            MANIFOLD_HOME=$home timeout 120 "$bin" --headless --variant "$board" \
                --bench-frames "$frames" 2>>"$out/stderr.log" | tee -a "$out/frames.txt" ||
                echo "$board (low graphics $low, $style): failed" | tee -a "$out/frames.txt"
        done
    done
done

home=$(settings_home false Figures)
for board in $boards; do
    MANIFOLD_HOME=$home timeout 120 "$bin" --headless --variant "$board" \
        --screenshot "$out/$board.png" 2>>"$out/stderr.log" ||
        echo "$board: no screenshot" | tee -a "$out/frames.txt"
done
