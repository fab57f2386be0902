//! The system allocator, counting the bytes in use and the most in use since the last
//! [`reset_peak`]: the memory benchmarks include this file and make [`Counting`] their global
//! allocator.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};

pub struct Counting;

static IN_USE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

// SAFETY: every call is passed to the system allocator unchanged; only counters are added.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let now = IN_USE.fetch_add(layout.size(), Relaxed) + layout.size();
        PEAK.fetch_max(now, Relaxed);
        // SAFETY: as the caller's contract for `GlobalAlloc::alloc`.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        IN_USE.fetch_sub(layout.size(), Relaxed);
        // SAFETY: as the caller's contract for `GlobalAlloc::dealloc`.
        unsafe { System.dealloc(ptr, layout) }
    }
}

/// The bytes in use now.
pub fn in_use() -> usize {
    IN_USE.load(Relaxed)
}

/// Starts counting the peak again from the bytes in use now.
#[allow(dead_code)] // one benchmark reads the peak
pub fn reset_peak() {
    PEAK.store(in_use(), Relaxed);
}

/// The most bytes in use at once since the last [`reset_peak`].
#[allow(dead_code)] // one benchmark reads the peak
pub fn peak() -> usize {
    PEAK.load(Relaxed)
}
