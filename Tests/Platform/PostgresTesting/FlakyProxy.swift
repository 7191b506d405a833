import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A proxy between one client and the throwaway server, on a unix socket of
/// its own, that a test can make misbehave as networks do: hold every byte
/// (a cable pulled: connections stay open, nothing arrives), or reset every
/// connection (and refuse new ones) until it passes bytes again.
public final class FlakyProxy: @unchecked Sendable {
    public enum Mode: Sendable, Equatable {
        /// Bytes flow both ways.
        case pass
        /// No byte moves; connections stay open.
        case hold
        /// Every connection is closed at once, new ones as soon as they come.
        case reset
    }

    /// Where clients connect instead of the server's socket.
    public let socketPath: String
    private let target: String
    private let directory: String
    private let lock = NSLock()
    private var currentMode = Mode.pass
    private var isClosed = false
    private let listener: Int32

    /// A proxy to the server socket `target`, listening in a new temporary
    /// directory.
    public init(to target: String) throws {
        self.target = target
        var template = Array((NSTemporaryDirectory() + "/bankui-proxy-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw ThrowawayPostgresError("proxy: mkdtemp: errno \(errno)") }
        directory = String(cString: made)
        socketPath = directory + "/proxy.sock"
        listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw ThrowawayPostgresError("proxy: socket: errno \(errno)") }
        var address = try Self.address(socketPath)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0, listen(listener, 64) == 0 else {
            Glibc.close(listener)
            throw ThrowawayPostgresError("proxy: bind or listen failed: errno \(errno)")
        }
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    deinit { close() }

    /// How the proxy treats bytes from now on.
    public var mode: Mode {
        get { lock.withLock { currentMode } }
        set { lock.withLock { currentMode = newValue } }
    }

    private var closed: Bool { lock.withLock { isClosed } }

    /// Stops listening and closes every connection.
    public func close() {
        let first = lock.withLock {
            defer { isClosed = true }
            return !isClosed
        }
        guard first else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        try? FileManager.default.removeItem(atPath: directory)
    }

    private func acceptLoop() {
        defer { Glibc.close(listener) }
        while !closed {
            var poller = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 50) > 0 else { continue }
            let client = accept(listener, nil, nil)
            guard client >= 0 else { continue }
            guard mode != .reset, let upstream = try? connectTarget() else {
                Glibc.close(client)
                continue
            }
            let thread = Thread { [self] in pump(client, upstream) }
            thread.start()
        }
    }

    private func connectTarget() throws -> Int32 {
        let upstream = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard upstream >= 0 else { throw ThrowawayPostgresError("proxy: socket: errno \(errno)") }
        var address = try Self.address(target)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(upstream, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard connected == 0 else {
            Glibc.close(upstream)
            throw ThrowawayPostgresError("proxy: connect: errno \(errno)")
        }
        return upstream
    }

    /// Moves bytes between `client` and `upstream` while the mode lets it;
    /// ends when either side closes, on a reset, or when the proxy closes.
    private func pump(_ client: Int32, _ upstream: Int32) {
        defer {
            Glibc.close(client)
            Glibc.close(upstream)
        }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while !closed {
            let now = mode
            if now == .reset { return }
            var fds = [pollfd(fd: client, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: upstream, events: Int16(POLLIN), revents: 0)]
            guard poll(&fds, 2, 50) > 0 else { continue }
            // Held: the bytes wait in the sockets, as on a pulled cable.
            if now == .hold { continue }
            for (index, entry) in fds.enumerated() where entry.revents != 0 {
                let from = index == 0 ? client : upstream, to = index == 0 ? upstream : client
                let count = read(from, &buffer, buffer.count)
                guard count > 0, writeAll(to, buffer, count) else { return }
            }
        }
    }

    private func writeAll(_ fd: Int32, _ bytes: [UInt8], _ count: Int) -> Bool {
        var written = 0
        while written < count {
            let result = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + written, count - written) }
            if result < 0, errno == EINTR { continue }
            guard result > 0 else { return false }
            written += result
        }
        return true
    }

    private static func address(_ path: String) throws -> sockaddr_un {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
            throw ThrowawayPostgresError("proxy: socket path too long: \(path)")
        }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in bytes.enumerated() { raw[index] = byte }
        }
        return address
    }
}
