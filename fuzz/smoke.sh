#!/usr/bin/env bash
# Runs every fuzz target for a short while (the first argument, in seconds; 30 by default) from
# corpora seeded from the project's own files. A crash fails the run and leaves its input in
# fuzz/artifacts/<target>/. The long runs and their figures are in docs/reliability.md.
set -euo pipefail
cd "$(dirname "$0")"
seconds="${1:-30}"
bash seed.sh
for target in setup_parse script_play journal_read commands commands_structured setups_structured; do
    echo "fuzz smoke: $target for ${seconds}s"
    log="$(mktemp)"
    status=0
    cargo +nightly fuzz run -O --sanitizer none "$target" -- \
        -max_total_time="$seconds" -rss_limit_mb=1024 -timeout=10 -print_final_stats=1 \
        >"$log" 2>&1 || status=$?
    grep -E '^stat::(number_of_executed_units|average_exec_per_sec)' "$log" || true
    if [ "$status" -ne 0 ]; then
        # The panic's own message and libFuzzer's verdict first (the tail is mostly the input).
        grep -E -A6 'panicked at|ERROR: libFuzzer|SUMMARY:' "$log" >&2 || true
        tail -n 40 "$log" >&2
        echo "fuzz smoke: $target failed (exit $status); its input is in fuzz/artifacts/$target" >&2
        exit 1
    fi
    rm -f "$log"
done
