// Read-only file mappings that survive the file being truncated under them.
//
// A mapped file that another process truncates raises SIGBUS on the next read of
// a page past the new end, which kills the process. A guarded mapping absorbs that
// fault instead: the missing pages read as zeros from then on, and the mapping
// remembers that it was cut so that the reader can report the file as changed.
//
// The first guarded mapping installs a SIGBUS handler for the process; a fault
// outside every guarded mapping is passed on to the handler that was there before
// (or to the default action), so other SIGBUS behaviour is unchanged.

#ifndef CGUARDEDMAPPING_H
#define CGUARDEDMAPPING_H

#include <stdbool.h>
#include <stddef.h>

#if !defined(__clang__)
#define _Nullable
#define _Nonnull
#endif

#ifdef __cplusplus
extern "C" {
#endif

/// Maps `length` (> 0) bytes of the open file `descriptor` read-only and
/// private, guarded. Returns NULL with `errno` set when the file cannot be mapped
/// (a file system without mmap, too many guarded mappings at once: EBUSY, or the
/// handler could not be installed); the caller then reads the file instead.
const void *_Nullable guarded_map_file(int descriptor, size_t length);

/// Whether a fault in the mapping at `address` was absorbed: the file became
/// shorter while it was mapped, and some of its bytes read as zeros.
bool guarded_map_was_cut(const void *_Nonnull address);

/// Unmaps the mapping at `address` (`length` as given to `guarded_map_file`).
void guarded_unmap_file(const void *_Nonnull address, size_t length);

#ifdef __cplusplus
}
#endif

#endif
