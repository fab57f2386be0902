#!/bin/bash
# Usage: bash tests/soak/kill9.sh [ITERATIONS]   (needs tmux; docs/reliability.md has the figures)
# kill -9 soak: the sample played by random keys, killed at a random moment, then the journal must
# resume (export replays it) every time.
cd "$(dirname "$0")/../.." && cargo build --release --quiet || exit 1
B="$PWD/target/release/chasetrack"
SETUP="$PWD/assets/harvey-farm.ron"
ok=0; bad=0
for i in $(seq 1 "${1:-40}"); do
  D=$(mktemp -d)
  tmux new-session -d -s soak -x 80 -y 24 "env CHASETRACK_DATA_DIR=$D $B $SETUP --fresh"
  sleep 0.4
  tmux send-keys -t soak c; sleep 0.1; tmux send-keys -t soak Enter
  n=$(( RANDOM % 25 + 1 ))
  for k in $(seq 1 $n); do
    case $(( RANDOM % 6 )) in 0) key=f;; 1) key=n;; 2) key=u;; 3) key=r;; 4) key=f;; 5) key=Enter;; esac
    tmux send-keys -t soak "$key"
  done
  sleep 0.0$(( RANDOM % 9 ))
  pkill -9 -f "$B $SETUP --fresh"
  sleep 0.2
  tmux kill-session -t soak 2>/dev/null
  J=$(ls $D/journals/*.journal 2>/dev/null | head -1)
  if [ -n "$J" ] && $B export "$J" > /dev/null 2>$D/err; then ok=$((ok+1)); else bad=$((bad+1)); echo "iteration $i: $(cat $D/err)"; fi
  rm -rf $D
done
echo "kill -9 soak: $ok resumed, $bad failed"
