//! The chases the fuzz targets play on, loaded once per process: reading them for every input
//! would be most of the work.

use chasetrack::setup;
use chasetrack::systems::Chase;
use std::path::Path;
use std::sync::OnceLock;

/// One chase of each system: the shipped setups named, from the project's root.
pub fn loaded(cell: &'static OnceLock<Vec<Chase>>, assets: &[&str]) -> &'static [Chase] {
    cell.get_or_init(|| {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        assets
            .iter()
            .filter_map(|asset| setup::load(&root.join(asset)).ok())
            .map(|setup| setup.chase)
            .collect()
    })
}
