#!/usr/bin/env bash
# Runs every fuzz target for a short while (the first argument, in seconds; 30 by default) from
# corpora seeded from the project's own files, as many at once as the machine has cores. A crash
# fails the run and leaves its input in fuzz/artifacts/<target>/. The long runs and their figures
# are in docs/reliability.md.
set -euo pipefail
cd "$(dirname "$0")"
seconds="${1:-30}"
bash seed.sh
targets=(setup_parse script_play journal_read commands commands_structured setups_structured)
# cargo-fuzz builds the crate as one codegen unit at full optimisation, which on two cores was
# most of the smoke's time; a short run does not need that last bit of speed, so build it in 16
# units at opt-level 1 (a flag given later wins): about a fifth fewer executions a second for
# half the build. The long runs (docs/reliability.md) build as cargo-fuzz does.
export RUSTFLAGS="${RUSTFLAGS:-} -Ccodegen-units=16 -Copt-level=1"
# One build of every target first, so that the runs side by side do not wait on each other's.
cargo +nightly fuzz build -O --sanitizer none

logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT

# Runs one target; its log and exit status are left in $logs.
run() {
    local target="$1" status=0
    cargo +nightly fuzz run -O --sanitizer none "$target" -- \
        -max_total_time="$seconds" -rss_limit_mb=1024 -timeout=10 -print_final_stats=1 \
        >"$logs/$target.log" 2>&1 || status=$?
    echo "$status" >"$logs/$target.status"
}

at_once="$(nproc 2>/dev/null || echo 1)"
failed=0
for ((i = 0; i < ${#targets[@]}; i += at_once)); do
    batch=("${targets[@]:i:at_once}")
    echo "fuzz smoke: ${batch[*]} for ${seconds}s"
    for target in "${batch[@]}"; do
        run "$target" &
    done
    wait
    for target in "${batch[@]}"; do
        status="$(cat "$logs/$target.status")"
        echo "$target:"
        grep -E '^stat::(number_of_executed_units|average_exec_per_sec)' "$logs/$target.log" || true
        if [ "$status" -ne 0 ]; then
            # The panic's own message and libFuzzer's verdict first (the tail is mostly the input).
            grep -E -A6 'panicked at|ERROR: libFuzzer|SUMMARY:' "$logs/$target.log" >&2 || true
            tail -n 40 "$logs/$target.log" >&2
            echo "fuzz smoke: $target failed (exit $status); its input is in fuzz/artifacts/$target" >&2
            failed=1
        fi
    done
done
exit "$failed"
