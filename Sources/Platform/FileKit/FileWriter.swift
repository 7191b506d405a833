#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FoundationEssentials

/// Why a file could not be written, and the exit status that says so.
public struct FileWriteFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Equatable {
        /// The file (or the temporary file beside it) could not be made:
        /// EX_CANTCREAT.
        case cannotCreate
        /// Writing, flushing or closing failed: EX_IOERR.
        case cannotWrite
    }

    /// The path as given (`-` for standard output).
    public let path: String
    /// Whether it was making the file or writing it that failed.
    public let kind: Kind
    /// The reason in the system's words ("No space left on device").
    public let reason: String
    /// The system's error number behind ``reason``, when there is one.
    public let code: Int32?
    /// The directory a new file was being made in, when that failed.
    public let directory: String?

    /// Creates a failure for `path`.
    public init(path: String, kind: Kind, reason: String) {
        self.path = path
        self.kind = kind
        self.reason = reason
        code = nil
        directory = nil
    }

    /// A failure for `path` of the system's error `code`, met making a new
    /// file in `directory` when given.
    public init(path: String, kind: Kind, code: Int32, makingIn directory: String? = nil) {
        self.path = path
        self.kind = kind
        self.code = code
        self.directory = directory
        let words = String(cString: strerror(code))
        reason = directory.map { "\(words) (making a new file in \($0))" } ?? words
    }

    /// ``reason`` in Korean: the errors a person meets named in Korean
    /// (the system's words otherwise), and bankui's own reasons.
    public var koreanReason: String {
        var words: String
        switch code {
        case ENOSPC?: words = "디스크에 빈 자리가 없습니다"
        case EDQUOT?: words = "디스크 할당량을 넘었습니다"
        case EACCES?, EPERM?: words = "권한이 없습니다"
        case EROFS?: words = "읽기 전용 파일 시스템입니다"
        case ENOENT?: words = "그런 디렉터리가 없습니다"
        case ENOTDIR?: words = "경로 가운데 디렉터리가 아닌 것이 있습니다"
        case EIO?: words = "입출력 오류입니다"
        case EISDIR?: words = "디렉터리입니다"
        case ENAMETOOLONG?: words = "파일 이름이 너무 깁니다"
        case ELOOP?: words = "심볼릭 링크가 너무 많이 이어집니다"
        case let other?: words = String(cString: strerror(other))
        case nil:
            switch reason {
            case Self.emptyName: words = "파일 이름이 비어 있습니다"
            case Self.aDirectory: words = "디렉터리입니다"
            default: words = reason
            }
        }
        if let directory { words += " (\(directory)에 새 파일을 만드는 중)" }
        return words
    }

    static let emptyName = "the file name is empty"
    static let aDirectory = "it is a directory"

    /// 73 (EX_CANTCREAT) or 74 (EX_IOERR) of sysexits.h; never 0.
    public var exitStatus: Int32 {
        switch kind {
        case .cannotCreate: 73
        case .cannotWrite: 74
        }
    }

    /// One sentence for standard error, after "bankui: ".
    public var description: String {
        // Standard output in the words `bankui bank` and the other
        // commands use for it.
        if path == "-" { return "cannot write the output: \(reason)" }
        return switch kind {
        case .cannotCreate: "cannot create \(path): \(reason)"
        case .cannotWrite: "cannot write \(path): \(reason)"
        }
    }
}

/// The one writer of every file bankui writes for a user (`-o FILE` of the
/// commands, the timetable tab's export).
///
/// - A regular file (or a new one) is written whole or not at all: the text
///   goes into a temporary file in the same directory, which is flushed to
///   the disk and then renamed over the old one. A failure at any step
///   removes the temporary file and leaves the old file as it was.
/// - Through a symlink, the link's target is written (resolved, link by
///   link) and the link stays a link.
/// - A FIFO, a device or another special file is written into, never
///   replaced: `-o /dev/null` or a pipe read by another program keep
///   working.
/// - An existing file keeps its permission bits (and, where allowed, its
///   owner); a new one gets 0644 less the umask.
/// - `-` is standard output.
///
/// Every write(2), fsync(2) and close(2) result is checked, so a full disk
/// (or `/dev/full`) is an error, never a silent success.
public struct FileWriter: Sendable {
    /// write(2), or a stand-in a test gives to make writing fail midway.
    public typealias WriteFunction = @Sendable (Int32, UnsafeRawPointer, Int) -> Int

    private let systemWrite: WriteFunction

    /// A writer that writes with `write` (write(2) unless a test says).
    public init(write: @escaping WriteFunction = { descriptor, bytes, count in
        #if canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
        #else
        Darwin.write(descriptor, bytes, count)
        #endif
    }) {
        systemWrite = write
    }

    /// Writes `text` (UTF-8) to `path`, whole or not at all.
    public func write(_ text: String, to path: String) throws(FileWriteFailure) {
        try write(Array(text.utf8), to: path)
    }

    /// Writes `bytes` to `path` (`-`: standard output), whole or not at all.
    public func write(_ bytes: [UInt8], to path: String) throws(FileWriteFailure) {
        func fail(_ kind: FileWriteFailure.Kind, _ error: Int32) -> FileWriteFailure {
            FileWriteFailure(path: path, kind: kind, code: error)
        }
        if path == "-" {
            if let error = writeAll(bytes, to: STDOUT_FILENO) { throw fail(.cannotWrite, error) }
            return
        }
        guard !path.isEmpty else {
            throw FileWriteFailure(path: path, kind: .cannotCreate, reason: FileWriteFailure.emptyName)
        }
        let target: String
        switch Self.resolve(path) {
        case .path(let resolved): target = resolved
        case .failure(let error): throw fail(.cannotCreate, error)
        }
        var status = stat()
        if stat(target, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFREG:
                try replace(target, keeping: status, bytes, path: path)
            case S_IFDIR:
                throw FileWriteFailure(path: path, kind: .cannotCreate, reason: FileWriteFailure.aDirectory)
            default:
                try writeInto(target, bytes, path: path)
            }
        } else if errno == ENOENT {
            try replace(target, keeping: nil, bytes, path: path)
        } else {
            throw fail(.cannotCreate, errno)
        }
    }

    /// Opens a FIFO or device and writes into it; it is not flushed with
    /// fsync(2), which such files do not take, but close(2) is checked.
    private func writeInto(_ target: String, _ bytes: [UInt8], path: String) throws(FileWriteFailure) {
        let descriptor = open(target, O_WRONLY | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else {
            throw FileWriteFailure(path: path, kind: .cannotCreate, code: errno)
        }
        let error = writeAll(bytes, to: descriptor)
        let closed = close(descriptor) == 0 ? nil : errno
        if let failed = error ?? closed {
            throw FileWriteFailure(path: path, kind: .cannotWrite, code: failed)
        }
    }

    /// Writes a temporary file beside `target`, flushes it, gives it the old
    /// file's mode, and renames it over `target`.
    private func replace(_ target: String, keeping old: stat?, _ bytes: [UInt8], path: String) throws(FileWriteFailure) {
        let slash = target.lastIndex(of: "/")
        let directory = slash.map { $0 == target.startIndex ? "/" : String(target[..<$0]) } ?? "."
        let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
        var descriptor: Int32 = -1
        var temporary = ""
        // A new name each try: another bankui may be writing beside it.
        for _ in 0..<100 {
            temporary = (directory == "/" ? "" : directory) + "/.\(name).\(UInt32.random(in: 0...UInt32.max)).tmp"
            // 0644 here is reduced by the umask, as for any new file.
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o644)
            if descriptor >= 0 || errno != EEXIST { break }
        }
        guard descriptor >= 0 else {
            throw FileWriteFailure(path: path, kind: .cannotCreate, code: errno, makingIn: directory)
        }
        var error = writeAll(bytes, to: descriptor)
        if error == nil, let old {
            if fchmod(descriptor, old.st_mode & 0o7777) != 0 { error = errno }
            // Keeping the owner is possible only for root; elsewhere the
            // file is the writer's, as any file it makes.
            _ = fchown(descriptor, old.st_uid, old.st_gid)
        }
        if error == nil, fsync(descriptor) != 0 { error = errno }
        if close(descriptor) != 0, error == nil { error = errno }
        if let error {
            unlink(temporary)
            throw FileWriteFailure(path: path, kind: .cannotWrite, code: error)
        }
        guard rename(temporary, target) == 0 else {
            let code = errno
            unlink(temporary)
            throw FileWriteFailure(path: path, kind: .cannotCreate, code: code)
        }
        // The rename itself reaches the disk with the directory.
        let directoryDescriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directoryDescriptor >= 0 {
            _ = fsync(directoryDescriptor)
            close(directoryDescriptor)
        }
    }

    /// `path` with every symlink on its last component followed (a link to
    /// a link to a file: the file), so that the rename replaces the target
    /// and leaves the links. A dangling link resolves to the file it names,
    /// which is then made.
    static func resolve(_ path: String) -> Resolved {
        var current = path
        for _ in 0..<40 {
            var status = stat()
            guard lstat(current, &status) == 0 else {
                return errno == ENOENT ? .path(current) : .failure(errno)
            }
            guard status.st_mode & S_IFMT == S_IFLNK else { return .path(current) }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count >= 0 else { return .failure(errno) }
            let link = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if link.hasPrefix("/") {
                current = link
            } else if let slash = current.lastIndex(of: "/") {
                current = String(current[...slash]) + link
            } else {
                current = link
            }
        }
        return .failure(ELOOP)
    }

    /// A path with its symlinks followed, or the errno that stopped it.
    enum Resolved {
        case path(String)
        case failure(Int32)
    }

    /// Writes every byte, going on after a partial write, an interrupted
    /// call or a full non-blocking pipe. Returns the errno that stopped it.
    public func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
    }

    /// Writes every byte of `bytes` to `descriptor`; the errno that stopped
    /// it, or nil.
    public func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
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
                // Left non-blocking by someone else: wait until it takes more.
                var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&ready, 1, -1)
            case let error:
                return error
            }
        }
        return nil
    }
}
