import Foundation

/// A dictionary of values that are costly to build (they come from ICU data),
/// shared by all threads.
///
/// A lock, not `Synchronization.Mutex`: the package declares no minimum platform
/// versions and `Mutex` needs macOS 15 / iOS 18, while Live Activities run from
/// iOS 16.1. Values are built outside the lock, so a slow ICU call never blocks
/// readers of other keys; two threads that miss the same key at once both build it
/// and the first stored value wins (building is pure, so both are equal).
final class LockedCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Key: Value] = [:]
    private let limit: Int

    /// - Parameter limit: At most this many entries; the cache starts over when a
    ///   new key would pass it (for keys that come from input, such as language codes).
    init(limit: Int = .max) {
        self.limit = limit
    }

    /// The cached value for `key`, building and storing it on the first request.
    func value(for key: Key, building make: () -> Value) -> Value {
        // lock()/unlock() rather than NSLocking.withLock, which older Apple SDKs lack.
        lock.lock()
        let cached = values[key]
        lock.unlock()
        if let cached { return cached }
        let made = make()
        lock.lock()
        defer { lock.unlock() }
        if let winner = values[key] { return winner }
        if values.count >= limit { values.removeAll(keepingCapacity: true) }
        values[key] = made
        return made
    }
}
