#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An input to read once from start to end, whatever its size: a regular
/// file is mapped and read in place, and the pages already read are given
/// back (``release(_:)``), so memory stays flat for a file of any size;
/// anything else (standard input, a pipe, a device) is read whole through
/// ``InputReader`` under its limit.
public final class MappedInput {
    /// How many bytes there are.
    public let count: Int
    private let mapping: UnsafeMutableRawPointer?
    private let held: [UInt8]

    /// Opens `path` (`-`: standard input).
    public init(_ path: String, limit: Int = InputLimit.bytes) throws(InputReadFailure) {
        if path != "-" {
            let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY)
            guard descriptor >= 0 else {
                throw InputReadFailure(path: path, kind: errno == EISDIR ? .isADirectory : .unreadable(errno: errno))
            }
            defer { close(descriptor) }
            var status = stat()
            if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size > 0 {
                let size = Int(status.st_size)
                guard let base = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), base != MAP_FAILED else {
                    throw InputReadFailure(path: path, kind: .unreadable(errno: errno))
                }
                _ = madvise(base, size, MADV_SEQUENTIAL)
                count = size
                mapping = base
                held = []
                return
            }
            held = try InputReader.read(descriptor: descriptor, name: path, limit: limit)
        } else {
            held = try InputReader.read(descriptor: STDIN_FILENO, name: path, limit: limit)
        }
        count = held.count
        mapping = nil
    }

    deinit {
        if let mapping { munmap(mapping, count) }
    }

    /// Whether the input is a mapped file (not held in memory).
    public var isMapped: Bool { mapping != nil }

    /// Calls `body` with the bytes.
    public func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        if let mapping {
            return try body(UnsafeBufferPointer(start: mapping.assumingMemoryBound(to: UInt8.self), count: count))
        }
        return try held.withUnsafeBufferPointer(body)
    }

    /// Gives back the memory of the whole pages inside `range`, which will
    /// not be read again soon (read again, they come back from the file).
    public func release(_ range: Range<Int>) {
        guard let mapping else { return }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let start = (max(range.lowerBound, 0) + page - 1) / page * page
        let end = min(range.upperBound, count) / page * page
        guard end > start else { return }
        _ = madvise(mapping + start, end - start, MADV_DONTNEED)
    }
}
