#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A file descriptor written with write(2), for the console mode: a failed
/// write (a full disk, a closed pipe while SIGPIPE is ignored) is remembered
/// and reported, where `FileHandle.write` would stop the program with a
/// fatal error. Each call writes all of its text before the next begins, so
/// lines from the bankers' threads never mix.
final class ConsoleOutput: @unchecked Sendable {
    // Safe to share: `failure` is only touched under `lock`.
    private let lock = NSLock()
    private let descriptor: Int32
    private var failure: Int32?

    /// Writes to `descriptor` (standard output unless told).
    init(descriptor: Int32 = STDOUT_FILENO) {
        self.descriptor = descriptor
    }

    /// Writes all of `text`. Returns false if it could not, and from then
    /// on writes nothing more.
    func write(_ text: String) -> Bool {
        lock.withLock {
            guard failure == nil else { return false }
            var text = text
            failure = text.withUTF8 { Self.writeAll($0, to: descriptor) }
            return failure == nil
        }
    }

    /// The error that stopped the output, as a sentence: "cannot write the
    /// output: No space left on device". Nil while every write succeeded.
    var failureMessage: String? {
        lock.withLock { failure }.map { "cannot write the output: " + String(cString: strerror($0)) }
    }

    /// Writes every byte, going on after a partial write, an interrupted
    /// call or a full non-blocking pipe. Returns the errno that stopped it.
    private static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> Int32? {
        guard let base = bytes.baseAddress else { return nil }
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(descriptor, base + offset, bytes.count - offset)
            if written > 0 {
                offset += written
                continue
            }
            if written == 0 { return EIO }
            switch errno {
            case EINTR:
                continue
            case EAGAIN, EWOULDBLOCK:
                // Standard output was left non-blocking by someone else:
                // wait until it takes more.
                var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&ready, 1, -1)
            case let error:
                return error
            }
        }
        return nil
    }
}

/// write(2), under a name the method `ConsoleOutput.write` does not hide.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
