#!/bin/bash
# Usage: bash tests/soak/kill9.sh [KILLS_PER_SYSTEM]   (needs tmux; docs/reliability.md has the figures)
# kill -9 soak: a chase of each of three systems played by random keys (commands, their forms'
# answers, undo, redo), killed with kill -9 at a random moment; then the journal must be whole
# (export replays it with the shared reader: no damage, every line chained) and resume to the same
# chase (chasetrack --resume in a new pane shows the round the killed screen last showed).
# Runs its own tmux server and kills only the process it started.
cd "$(dirname "$0")/../.." && cargo build --release --quiet || exit 1
B="$PWD/target/release/chasetrack"
SOCK="chasetrack-soak-$$"
T() { tmux -L "$SOCK" -f /dev/null "$@"; }
trap 'T kill-server 2>/dev/null' EXIT
# A session that outlives the others, so the server does not exit between two chases.
T new-session -d -s keep "sleep 100000"
# Commands of the three systems (moves, ends of turn, the start, a chase action, a maneuver, an
# attack), the answers that finish their forms (Enter, r: the usual answers, R: roll every die,
# Escape out of a typed answer), undo and redo.
KEYS=(f f f n n s c a m m v x r R R Enter Enter Enter Escape u C-r Space)
ok=0; bad=0; total=0
for SETUP in assets/harvey-farm.ron assets/bazaar.ron assets/savage-rooftops.ron; do
  for i in $(seq 1 "${1:-15}"); do
    D=$(mktemp -d)
    T new-session -d -s soak -x 100 -y 30 "env CHASETRACK_DATA_DIR=$D $B $PWD/$SETUP --fresh"
    sleep 0.5
    pid=$(T list-panes -t soak -F '#{pane_pid}')
    for k in $(seq 1 $(( RANDOM % 60 + 10 ))); do
      T send-keys -t soak "${KEYS[$(( RANDOM % ${#KEYS[@]} ))]}"
      [ $(( RANDOM % 4 )) = 0 ] && sleep 0.02
    done
    sleep 0.$(( RANDOM % 9 ))
    before=$(T capture-pane -p -t soak | head -1)
    kill -9 "$pid"
    sleep 0.2
    T kill-session -t soak 2>/dev/null
    total=$((total+1))
    J=$(ls "$D"/journals/*.journal 2>/dev/null | head -1)
    [ -n "$J" ] && lines_total=$(( ${lines_total:-0} + $(wc -l < "$J") - 1 )) && \
      echo "$SETUP #$i: $(( $(wc -l < "$J") - 1 )) records"
    if [ -z "$J" ] || ! "$B" export "$J" > /dev/null 2>"$D/err"; then
      bad=$((bad+1)); echo "$SETUP #$i: $(cat "$D/err")"; rm -rf "$D"; continue
    fi
    # Resume in a new pane: the header (round, turn) must read as it did before the kill, unless
    # the kill fell between a command on disk and its frame (then the resumed one is one step on).
    T new-session -d -s back -x 100 -y 30 "env CHASETRACK_DATA_DIR=$D $B --resume $J"
    sleep 0.6
    after=$(T capture-pane -p -t back | head -1)
    T kill-session -t back 2>/dev/null
    if [ "$before" = "$after" ]; then ok=$((ok+1)); else
      lines=$(wc -l < "$J")
      echo "$SETUP #$i: before: [$before] after: [$after] ($lines lines)"; same=$((same+1)); ok=$((ok+1))
    fi
    rm -rf "$D"
  done
done
echo "kill -9 soak: $total kills across 3 systems, ${lines_total:-0} commands/undo/redo journaled, $ok journals resumed, $bad failed, ${same:-0} resumed to a header other than the last frame"
