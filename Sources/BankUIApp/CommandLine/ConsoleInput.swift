#if canImport(Glibc)
import Glibc
#endif

/// Reading a whole input (a file or standard input) for the headless
/// commands.
enum ConsoleInput {
    /// A read that failed, with its `errno`.
    struct ReadFailure: Error {
        let errno: Int32
    }

    /// The bytes of `descriptor` up to its end, or, once more than `limit`
    /// have come, what has come so far (the caller refuses it).
    static func readAll(_ descriptor: Int32, limit: Int = .max) throws(ReadFailure) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while bytes.count <= limit {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw ReadFailure(errno: errno)
            }
            bytes += chunk[..<count]
        }
        return bytes
    }
}
