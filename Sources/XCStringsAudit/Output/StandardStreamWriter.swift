#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes text to a file descriptor with `write(2)`, checking every write.
///
/// The first failure is kept and every later write is skipped, so that a report
/// of tens of megabytes into a closed pipe costs nothing after the pipe closed.
/// The executable turns ``failure`` into its exit status: a reader that went away
/// (`EPIPE`, with `SIGPIPE` ignored) ends quietly with the usual status; any other
/// error gives one line on standard error and exit status 2.
///
/// ```swift
/// let output = StandardStreamWriter(descriptor: STDOUT_FILENO)
/// output.write("hello\n")
/// output.failure   // nil, .brokenPipe, or .failed(ENOSPC) for `> /dev/full`
/// ```
///
/// Not thread-safe: the command writes from one thread.
package final class StandardStreamWriter {
    /// Why writing stopped.
    package enum Failure: Equatable, Sendable {
        /// The reader went away (`EPIPE`): not an error of ours.
        case brokenPipe
        /// The descriptor was closed when the process started (`>&-`).
        case closed
        /// Any other error, as an `errno` value.
        case failed(Int32)
    }

    private let descriptor: Int32
    private let isClosed: Bool
    /// The first failure, or `nil` while every write has succeeded.
    package private(set) var failure: Failure?

    /// A writer for `descriptor`.
    ///
    /// - Parameters:
    ///   - descriptor: The file descriptor (1 for standard output).
    ///   - isClosed: Whether the descriptor was closed at start-up and now points at
    ///     `/dev/null` only so that no file opened later takes its number; the first
    ///     write then fails with ``Failure/closed``.
    package init(descriptor: Int32, isClosed: Bool = false) {
        self.descriptor = descriptor
        self.isClosed = isClosed
        Self.ignoreFileSizeSignal
    }

    /// `SIGXFSZ` ignored (once per process): a file-size limit (`ulimit -f`) on a
    /// redirected output is then `EFBIG`, reported, not a silent death.
    private static let ignoreFileSizeSignal: Void = {
        _ = signal(SIGXFSZ, SIG_IGN)
    }()

    /// Writes `text` completely, retrying after `EINTR` and waiting while a
    /// non-blocking descriptor is full (`EAGAIN`); records the first failure.
    package func write(_ text: String) {
        guard failure == nil, !text.isEmpty else { return }
        if isClosed {
            failure = .closed
            return
        }
        var text = text
        text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return }
            var offset = 0
            while offset < bytes.count {
                let written = Self.systemWrite(descriptor, base + offset, bytes.count - offset)
                if written >= 0 {
                    offset += written
                    continue
                }
                let code = errno
                if code == EINTR { continue }
                if code == EAGAIN || code == EWOULDBLOCK {
                    var request = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&request, 1, -1)
                    continue
                }
                failure = code == EPIPE ? .brokenPipe : .failed(code)
                return
            }
        }
    }

    /// The one line the executable prints on standard error for a failure other
    /// than a broken pipe, or `nil` when there is nothing to say.
    ///
    /// - Parameter name: What was written: `"standard output"`.
    package func failureMessage(writing name: String) -> String? {
        switch failure {
        case nil, .brokenPipe?:
            return nil
        case .closed?:
            return "xcstrings-audit: error: cannot write \(name): it is closed\n"
        case .failed(let code)?:
            return "xcstrings-audit: error: cannot write \(name): \(String(cString: strerror(code)))\n"
        }
    }

    /// Points every closed standard descriptor (0, 1, 2) at `/dev/null`, so that a
    /// file the command opens later cannot take its number and receive the report.
    ///
    /// - Returns: The descriptors that were closed.
    package static func reserveClosedStandardDescriptors() -> Set<Int32> {
        var closed = Set<Int32>()
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
            if opened >= 0, opened != descriptor {
                _ = dup2(opened, descriptor)
                _ = close(opened)
            }
            closed.insert(descriptor)
        }
        return closed
    }

    private static func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, buffer, count)
        #else
        Darwin.write(descriptor, buffer, count)
        #endif
    }
}
