#!/usr/bin/env bash
# Seeds each fuzz target's corpus from the project's own files (fuzz/corpus is not committed).
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p corpus/setup_parse corpus/script_play corpus/journal_read corpus/commands corpus/commands_structured \
    corpus/setups_structured
cp ../assets/*.ron ../tests/invalid_setups/*.ron corpus/setup_parse/
find ../tests/scripts -name '*.ron' -exec cp {} corpus/script_play/ \;
find ../tests/journals -name '*.journal' -exec cp {} corpus/journal_read/ \;
find ../tests/journals -name '*.journal' -exec cp {} corpus/commands/ \;
