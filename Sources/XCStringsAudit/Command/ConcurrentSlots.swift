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

    /// The value a worker stored, which the slot no longer holds (read it once).
    func take(_ index: Int) -> Value {
        lock.withLock {
            defer { slots[index] = nil }
            return slots[index]!
        }
    }
}
