#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why an input was not read whole.
public struct InputReadFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Equatable {
        /// More than the limit came: the input is refused (EX_DATAERR).
        /// `endless` when it is not a regular file (a FIFO, a device such
        /// as /dev/zero) that had not ended by then.
        case tooLarge(limit: Int, endless: Bool)
        /// It could not be opened or read, with the errno (EX_NOINPUT).
        case unreadable(errno: Int32)
        /// It is a directory (EX_NOINPUT).
        case isADirectory
    }

    /// The name as given (`-` for standard input).
    public let path: String
    /// What went wrong.
    public let kind: Kind

    /// Creates a failure for `path`.
    public init(path: String, kind: Kind) {
        self.path = path
        self.kind = kind
    }

    /// 65 (EX_DATAERR) for an input refused by its size, 66 (EX_NOINPUT)
    /// for one that cannot be read, as for a malformed or a missing file.
    public var exitStatus: Int32 {
        if case .tooLarge = kind { return 65 }
        return 66
    }

    /// The reason, without the name: "too large: more than 64 MB".
    public var reason: String {
        switch kind {
        case .tooLarge(let limit, let endless):
            "too large: more than \(InputLimit.describe(limit))"
                + (endless ? " (not a regular file, and it had not ended)" : "")
        case .unreadable(let error): String(cString: strerror(error))
        case .isADirectory: "it is a directory, not a file"
        }
    }

    /// The reason in Korean, for the commands' Korean messages.
    public var koreanReason: String {
        switch kind {
        case .tooLarge(let limit, let endless):
            "너무 커요: \(InputLimit.describe(limit))를 넘어요" + (endless ? " (일반 파일이 아니고 끝나지 않았어요)" : "")
        case .unreadable(let error): String(cString: strerror(error))
        case .isADirectory: "파일이 아니라 디렉터리예요"
        }
    }

    /// "NAME: reason", the name being "standard input" for `-`.
    public var description: String {
        "\(path == "-" ? "standard input" : path): \(reason)"
    }
}

/// The one limit on what bankui reads whole: 64 MB, far above a board or
/// a university's catalog (100,000 courses take about 25 MB).
public enum InputLimit {
    /// 64 MiB.
    public static let bytes = 64 * 1_048_576

    /// `64 MB`, or `100 bytes` for a limit that is not whole megabytes.
    public static func describe(_ limit: Int) -> String {
        limit >= 1_048_576 && limit % 1_048_576 == 0 ? "\(limit / 1_048_576) MB" : "\(limit) bytes"
    }
}

/// The one reader of a whole input (a file, a FIFO, standard input) for
/// the imports: it stops at the limit instead of growing without bound
/// (`/dev/zero` never ends), and names the true reason when it refuses.
public enum InputReader {
    /// The bytes of `path` (`-`: standard input) to their end, at most
    /// `limit` of them.
    public static func read(_ path: String, limit: Int = InputLimit.bytes) throws(InputReadFailure) -> [UInt8] {
        if path == "-" { return try read(descriptor: STDIN_FILENO, name: path, limit: limit) }
        let descriptor = try openForReading(path)
        defer { close(descriptor) }
        return try read(descriptor: descriptor, name: path, limit: limit)
    }

    /// `path` opened to be read, or why it cannot be.
    static func openForReading(_ path: String) throws(InputReadFailure) -> Int32 {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else {
            throw InputReadFailure(path: path, kind: errno == EISDIR ? .isADirectory : .unreadable(errno: errno))
        }
        return descriptor
    }

    /// The size of the open `descriptor` when it is a regular file, nil
    /// otherwise; a directory, or a regular file larger than `limit` (its
    /// size says so), is refused before a byte is read.
    static func checkBeforeReading(_ descriptor: Int32, name: String, limit: Int) throws(InputReadFailure) -> Int? {
        var status = stat()
        let known = fstat(descriptor, &status) == 0
        if known, status.st_mode & S_IFMT == S_IFDIR { throw InputReadFailure(path: name, kind: .isADirectory) }
        let isRegular = known && status.st_mode & S_IFMT == S_IFREG
        if isRegular, Int(status.st_size) > limit {
            throw InputReadFailure(path: name, kind: .tooLarge(limit: limit, endless: false))
        }
        return isRegular ? Int(status.st_size) : nil
    }

    /// The bytes of an open `descriptor` to their end, at most `limit`;
    /// `name` is what a failure names.
    public static func read(descriptor: Int32, name: String, limit: Int = InputLimit.bytes) throws(InputReadFailure) -> [UInt8] {
        let regularSize = try checkBeforeReading(descriptor, name: name, limit: limit)
        let isRegular = regularSize != nil
        var bytes: [UInt8] = []
        if let regularSize { bytes.reserveCapacity(regularSize) }
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            // One byte past the limit tells "exactly the limit" from "more".
            let wanted = min(chunk.count, limit + 1 - bytes.count)
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, wanted) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw InputReadFailure(path: name, kind: errno == EISDIR ? .isADirectory : .unreadable(errno: errno))
            }
            bytes += chunk[..<count]
            if bytes.count > limit {
                throw InputReadFailure(path: name, kind: .tooLarge(limit: limit, endless: !isRegular))
            }
        }
    }
}

extension InputReader {
    /// Reads `path` (`-`: standard input) a line at a time, under the same
    /// limit as ``read(_:limit:)`` for the whole input, without holding more
    /// than one line: `body` gets each line's bytes without its `\n` (a last
    /// line without one too) and returns false to stop the reading there (a
    /// bad line: the rest is never read).
    public static func forEachLine(_ path: String, limit: Int = InputLimit.bytes,
                                   _ body: (ArraySlice<UInt8>) -> Bool) throws(InputReadFailure) {
        if path == "-" { return try forEachLine(descriptor: STDIN_FILENO, name: path, limit: limit, body) }
        let descriptor = try openForReading(path)
        defer { close(descriptor) }
        try forEachLine(descriptor: descriptor, name: path, limit: limit, body)
    }

    /// ``forEachLine(_:limit:_:)`` on an open descriptor named `name`.
    public static func forEachLine(descriptor: Int32, name: String, limit: Int = InputLimit.bytes,
                                   _ body: (ArraySlice<UInt8>) -> Bool) throws(InputReadFailure) {
        let isRegular = try checkBeforeReading(descriptor, name: name, limit: limit) != nil
        var line: [UInt8] = []
        var total = 0
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let wanted = min(chunk.count, limit + 1 - total)
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, wanted) }
            if count == 0 {
                if !line.isEmpty { _ = body(line[...]) }
                return
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw InputReadFailure(path: name, kind: errno == EISDIR ? .isADirectory : .unreadable(errno: errno))
            }
            total += count
            if total > limit {
                throw InputReadFailure(path: name, kind: .tooLarge(limit: limit, endless: !isRegular))
            }
            var start = 0
            while let newline = chunk[start..<count].firstIndex(of: 0x0A) {
                let done: Bool
                if line.isEmpty {
                    done = !body(chunk[start..<newline])
                } else {
                    line += chunk[start..<newline]
                    done = !body(line[...])
                    line.removeAll(keepingCapacity: true)
                }
                if done { return }
                start = newline + 1
            }
            line += chunk[start..<count]
        }
    }
}

/// Lines of a descriptor, for a console that reads answers a line at a
/// time: a line longer than the limit stops the reading (as the end of the
/// input does) and is kept as ``failure``, instead of growing without
/// bound on an input without line breaks such as `/dev/zero`.
public final class LineReader {
    private let descriptor: Int32
    private let name: String
    private let limit: Int
    private var buffer: [UInt8] = []
    private var ended = false
    /// Why the reading stopped before the end, if it did.
    public private(set) var failure: InputReadFailure?

    /// Reads `descriptor` (standard input unless told), named `name` in a
    /// failure, with lines of at most `limit` bytes.
    public init(descriptor: Int32 = STDIN_FILENO, name: String = "-", limit: Int = InputLimit.bytes) {
        self.descriptor = descriptor
        self.name = name
        self.limit = limit
    }

    /// The next line without its line break (and a CR before it), or nil at
    /// the end or after a failure. A last line without a break is a line.
    public func next() -> String? {
        guard failure == nil else { return nil }
        var searched = 0
        while true {
            if let newline = buffer[searched...].firstIndex(of: 0x0A) {
                var line = Array(buffer[..<newline])
                buffer.removeSubrange(...newline)
                if line.last == 0x0D { line.removeLast() }
                return String(decoding: line, as: UTF8.self)
            }
            searched = buffer.count
            if buffer.count > limit {
                buffer = []
                var status = stat()
                let isRegular = fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
                failure = InputReadFailure(path: name, kind: .tooLarge(limit: limit, endless: !isRegular))
                return nil
            }
            if ended {
                guard !buffer.isEmpty else { return nil }
                defer { buffer = [] }
                return String(decoding: buffer, as: UTF8.self)
            }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                failure = InputReadFailure(path: name, kind: .unreadable(errno: errno))
                return nil
            }
            if count == 0 { ended = true }
            buffer += chunk[..<count]
        }
    }
}

/// read(2), under a name no method here hides.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
