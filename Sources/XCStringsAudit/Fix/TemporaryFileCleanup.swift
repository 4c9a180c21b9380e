import Foundation
import PropertyList
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The hidden temporary files the command is writing, removed when the process
/// is stopped by `SIGINT`, `SIGTERM` or `SIGHUP` — Ctrl-C, a CI job cancelled,
/// a terminal closed — so that no `.Widget.xcstrings.xcstrings-audit-XXXXXX` is
/// left next to the catalog. Also ignores `SIGXFSZ`, so that a file-size limit
/// (`ulimit -f`) makes `write(2)` fail with `EFBIG`, which is reported, instead
/// of killing the process without a word.
///
/// The signal handler only calls `unlink(2)`, `signal(2)` and `raise(3)`, which
/// are async-signal-safe: the names live in a fixed block of memory allocated
/// once, never in Swift strings. A signal the process ignores when it starts
/// (`nohup`, `&` in a non-interactive shell) stays ignored.
///
/// ```swift
/// let slot = TemporaryFileCleanup.reserve(template: "/dir/.W.xcstrings.xcstrings-audit-XXXXXX")
/// let descriptor = mkstemp(TemporaryFileCleanup.name(slot))   // the name is filled in place
/// …
/// TemporaryFileCleanup.release(slot)   // after the rename, or after unlinking it
/// ```
enum TemporaryFileCleanup {
    /// How many temporary files can be registered at once (the command writes one
    /// at a time; tests write several concurrently).
    static let slotCount = 16
    /// The longest path a slot holds, with its terminating NUL.
    static let slotSize = Int(PATH_MAX) + 1

    /// The names, `slotCount` blocks of `slotSize` bytes.
    nonisolated(unsafe) private static let names: UnsafeMutablePointer<CChar> = {
        let names = UnsafeMutablePointer<CChar>.allocate(capacity: slotCount * slotSize)
        names.initialize(repeating: 0, count: slotCount * slotSize)
        return names
    }()
    /// 1 where a slot holds a name to remove.
    nonisolated(unsafe) private static let inUse: UnsafeMutablePointer<sig_atomic_t> = {
        let flags = UnsafeMutablePointer<sig_atomic_t>.allocate(capacity: slotCount)
        flags.initialize(repeating: 0, count: slotCount)
        return flags
    }()
    private static let lock = NSLock()

    /// Installs the handlers (once per process).
    private static let installed: Void = {
        _ = names
        _ = inUse
        _ = signal(SIGXFSZ, SIG_IGN)
        for number in [SIGINT, SIGTERM, SIGHUP] {
            let previous = signal(number, temporaryFileSignalHandler)
            if isIgnored(previous) { _ = signal(number, SIG_IGN) }
        }
    }()

    /// Ignores `SIGXFSZ` and installs the clean-up handlers, if not done yet.
    static func prepare() {
        _ = installed
    }

    /// Registers `template` (a `mkstemp` template) for removal on a signal.
    ///
    /// - Returns: The slot, whose ``name(_:)`` is to be passed to `mkstemp`; `nil`
    ///   when the template is too long or every slot is taken (the file is then
    ///   written without the clean-up).
    static func reserve(template: String) -> Int? {
        prepare()
        let bytes = FileSystemName.bytes(template)
        guard bytes.count < slotSize else { return nil }
        lock.lock()
        defer { lock.unlock() }
        guard let slot = (0..<slotCount).first(where: { inUse[$0] == 0 }) else { return nil }
        let name = names + slot * slotSize
        for (index, byte) in bytes.enumerated() { name[index] = CChar(bitPattern: byte) }
        name[bytes.count] = 0
        inUse[slot] = 1
        return slot
    }

    /// The NUL-terminated name in `slot`, which `mkstemp` may fill in place.
    static func name(_ slot: Int) -> UnsafeMutablePointer<CChar> {
        names + slot * slotSize
    }

    /// The name in `slot` as a string.
    static func path(_ slot: Int) -> String {
        FileSystemName.decoding(UnsafeBufferPointer(start: name(slot), count: strlen(name(slot))).map { UInt8(bitPattern: $0) })
    }

    /// Forgets `slot`: the file was renamed or removed, or is to be kept.
    static func release(_ slot: Int) {
        lock.lock()
        inUse[slot] = 0
        lock.unlock()
    }

    /// Called by the handler: removes every registered file.
    fileprivate static func removeAll() {
        for slot in 0..<slotCount where inUse[slot] != 0 {
            _ = unlink(names + slot * slotSize)
        }
    }

    private static func isIgnored(_ handler: sighandler_t?) -> Bool {
        guard let handler else { return false }
        let ignore: sighandler_t? = SIG_IGN
        guard let ignore else { return false }
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(ignore, to: Int.self)
    }
}

#if canImport(Darwin)
typealias sighandler_t = sig_t
#endif

/// Removes the temporary files, then lets the signal do what it would have done.
private func temporaryFileSignalHandler(_ number: Int32) {
    TemporaryFileCleanup.removeAll()
    _ = signal(number, SIG_DFL)
    _ = raise(number)
}
