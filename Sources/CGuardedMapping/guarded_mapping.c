#include "CGuardedMapping.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdint.h>
#include <sys/mman.h>
#include <unistd.h>

#ifndef MAP_ANONYMOUS
#define MAP_ANONYMOUS MAP_ANON
#endif

// A fixed table, so that the signal handler reads it without locks or
// allocation. A slot is claimed by setting `begin` (0 means free); `end` is
// written before `begin` is published.
enum { slot_count = 64 };

struct slot {
    _Atomic(uintptr_t) begin;
    _Atomic(uintptr_t) end;
    _Atomic(int) cut;
};

static struct slot slots[slot_count];
static struct sigaction previous_action;
static uintptr_t page_size;
static pthread_once_t install_once = PTHREAD_ONCE_INIT;
static int install_error;

static void pass_on(int signal_number, siginfo_t *info, void *context) {
    if (previous_action.sa_flags & SA_SIGINFO) {
        previous_action.sa_sigaction(signal_number, info, context);
    } else if (previous_action.sa_handler == SIG_DFL || previous_action.sa_handler == SIG_IGN) {
        // Returning re-runs the faulting access, which now takes the default
        // action (a SIGBUS from a fault cannot be ignored).
        signal(signal_number, SIG_DFL);
    } else {
        previous_action.sa_handler(signal_number);
    }
}

static void handle_bus_error(int signal_number, siginfo_t *info, void *context) {
    // The interrupted code may be about to read errno; mmap below must not change it.
    int saved_errno = errno;
    uintptr_t address = (uintptr_t)info->si_addr;
    for (int index = 0; index < slot_count; index++) {
        uintptr_t begin = atomic_load_explicit(&slots[index].begin, memory_order_acquire);
        if (begin == 0 || address < begin) continue;
        uintptr_t end = atomic_load_explicit(&slots[index].end, memory_order_relaxed);
        if (address >= end) continue;
        // Zero pages from the faulting page to the end of the mapping: one fault
        // per cut, not one per page. mmap is a plain system call here.
        uintptr_t page = address & ~(page_size - 1);
        void *replaced = mmap((void *)page, end - page, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0);
        if (replaced == MAP_FAILED) break;
        atomic_store_explicit(&slots[index].cut, 1, memory_order_release);
        errno = saved_errno;
        return;
    }
    errno = saved_errno;
    pass_on(signal_number, info, context);
}

static void install_handler(void) {
    page_size = (uintptr_t)sysconf(_SC_PAGESIZE);
    struct sigaction action = {0};
    action.sa_sigaction = handle_bus_error;
    action.sa_flags = SA_SIGINFO | SA_RESTART;
    sigemptyset(&action.sa_mask);
    if (sigaction(SIGBUS, &action, &previous_action) != 0) install_error = errno;
}

const void *guarded_map_file(int descriptor, size_t length) {
    if (length == 0) {
        errno = EINVAL;
        return NULL;
    }
    pthread_once(&install_once, install_handler);
    if (install_error != 0) {
        errno = install_error;
        return NULL;
    }
    size_t mapped_length = (length + page_size - 1) / page_size * page_size;
    void *address = mmap(NULL, mapped_length, PROT_READ, MAP_PRIVATE, descriptor, 0);
    if (address == MAP_FAILED) return NULL;
    for (int index = 0; index < slot_count; index++) {
        uintptr_t expected = 0;
        // Claim with a marker that no fault address can fall after, then publish.
        if (atomic_compare_exchange_strong(&slots[index].begin, &expected, UINTPTR_MAX)) {
            atomic_store_explicit(&slots[index].cut, 0, memory_order_relaxed);
            atomic_store_explicit(&slots[index].end, (uintptr_t)address + mapped_length, memory_order_relaxed);
            atomic_store_explicit(&slots[index].begin, (uintptr_t)address, memory_order_release);
            return address;
        }
    }
    munmap(address, mapped_length);
    errno = EBUSY;
    return NULL;
}

static struct slot *slot_of(const void *address) {
    for (int index = 0; index < slot_count; index++) {
        if (atomic_load_explicit(&slots[index].begin, memory_order_acquire) == (uintptr_t)address) return &slots[index];
    }
    return NULL;
}

bool guarded_map_was_cut(const void *address) {
    struct slot *slot = slot_of(address);
    return slot != NULL && atomic_load_explicit(&slot->cut, memory_order_acquire) != 0;
}

void guarded_unmap_file(const void *address, size_t length) {
    size_t mapped_length = (length + page_size - 1) / page_size * page_size;
    struct slot *slot = slot_of(address);
    munmap((void *)address, mapped_length);
    if (slot != NULL) atomic_store_explicit(&slot->begin, 0, memory_order_release);
}
