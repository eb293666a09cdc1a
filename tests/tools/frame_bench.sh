# What the frame-time scripts share (sourced, not run): their arguments, the boards, a
# settings home at low graphics with figures, a results file, and `mean_ms`.
# Usage in a script: source "$(dirname "$0")/frame_bench.sh" "$@"
set -u
bin=$1
frames=${2:-120}
rounds=${3:-3}
boards="classical great draughts wirth mattrix transit"
home=$(mktemp -d)
printf 'Settings(low_graphics: true, piece_style: Figures)\n' >"$home/settings.ron"
results=$(mktemp)

# The mean frame time in ms that one run prints ("... mean 52.3 ms ...").
mean_ms() {
    MANIFOLD_HOME=$home timeout 300 "$bin" "$@" --bench-frames "$frames" 2>/dev/null |
        sed -n 's/.* mean \([0-9.]*\) ms.*/\1/p'
}
