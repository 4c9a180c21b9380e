import Foundation

/// Results written by concurrent workers, one slot each, read after they finish.
///
/// `@unchecked Sendable`: every slot is written by exactly one iteration of
/// `DispatchQueue.concurrentPerform` and read only after it returns; the lock
/// makes each access safe regardless of that discipline.
final class ConcurrentSlots<Value>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: Value) {
        lock.withLock { slots[index] = value }
    }

    /// The value a worker stored; every worker must have stored one.
    func get(_ index: Int) -> Value {
        lock.withLock { slots[index]! }
    }
}

/// Holds large values (the two catalogs) so that freeing them — hundreds of
/// milliseconds for catalogs of 150 MB — happens on a background thread after
/// the command's output is written, instead of before it returns.
///
/// `@unchecked Sendable`: `values` is only touched under the lock.
final class DeferredRelease: @unchecked Sendable {
    private var values: [Any] = []
    private let lock = NSLock()

    func hold(_ value: Any) {
        lock.withLock { values.append(value) }
    }

    /// Drops the values on a utility queue; the caller must no longer hold them.
    func releaseInBackground() {
        DispatchQueue.global(qos: .utility).async { [self] in
            let dropped = lock.withLock { () -> [Any] in
                defer { values = [] }
                return values
            }
            withExtendedLifetime(dropped) {}
        }
    }
}
