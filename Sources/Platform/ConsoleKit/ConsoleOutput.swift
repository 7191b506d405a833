#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FileKit
import Foundation
import TextKit

/// Standard output or error of every headless command: all of their text
/// passes the one cleaner here. Written with write(2): a failed
/// write (a full disk, a closed pipe while SIGPIPE is ignored) is remembered
/// and reported, where `FileHandle.write` would stop the program with a
/// fatal error. Each call writes all of its text before the next begins, so
/// lines from the bankers' threads never mix.
public final class ConsoleOutput: @unchecked Sendable {
    // Safe to share: `failure` is only touched under `lock`.
    private let lock = NSLock()
    private let descriptor: Int32
    private var failure: Int32?

    /// Writes to `descriptor` (standard output unless told).
    public init(descriptor: Int32 = STDOUT_FILENO) {
        self.descriptor = descriptor
    }

    /// Writes all of `text`, cleaned for a terminal (``UntrustedText``'s
    /// output rules: escape sequences go, other controls are shown; JSON is
    /// left as it is, having no controls). Returns false if it could not,
    /// and from then on writes nothing more.
    public func write(_ text: String) -> Bool {
        lock.withLock {
            guard failure == nil else { return false }
            var text = UntrustedText.clean(text, .output)
            failure = text.withUTF8 { FileWriter().writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
            return failure == nil
        }
    }

    /// The error that stopped the output, as a sentence: "cannot write the
    /// output: No space left on device". Nil while every write succeeded.
    public var failureMessage: String? {
        lock.withLock { failure }.map { "cannot write the output: " + String(cString: strerror($0)) }
    }
}
