import FileKit
import Foundation
import XCTest

final class InputReaderTests: XCTestCase {
    func testTheMessageStatesTheLimit() {
        let failure = InputReadFailure(path: "board.json", kind: .tooLarge(limit: InputLimit.bytes, endless: false))
        XCTAssertEqual(failure.description, "board.json: too large: more than 64 MB")
        XCTAssertEqual(failure.exitStatus, 65)
        XCTAssertEqual(InputLimit.bytes, 64 * 1_048_576)
    }

    func testDevZeroStopsAtTheLimitWithTheTrueReason() throws {
        guard FileManager.default.fileExists(atPath: "/dev/zero") else { throw XCTSkip("no /dev/zero") }
        XCTAssertThrowsError(try InputReader.read("/dev/zero", limit: 100_000)) { error in
            XCTAssertEqual((error as? InputReadFailure)?.description,
                           "/dev/zero: too large: more than 100000 bytes (not a regular file, and it had not ended)")
        }
    }

    func testARegularFileAtTheLimitIsReadAndOneByteMoreIsRefused() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("input-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(repeating: 65, count: 1000).write(to: file)
        XCTAssertEqual(try InputReader.read(file.path, limit: 1000).count, 1000)
        XCTAssertThrowsError(try InputReader.read(file.path, limit: 999)) { error in
            XCTAssertEqual((error as? InputReadFailure)?.reason, "too large: more than 999 bytes")
        }
    }

    func testAHugeFileIsRefusedByItsSizeWithoutReadingIt() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("huge-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        XCTAssertTrue(FileManager.default.createFile(atPath: file.path, contents: Data("[".utf8)))
        XCTAssertEqual(truncate(file.path, 200 * 1_048_576), 0)  // sparse: nothing written to the disk
        XCTAssertThrowsError(try InputReader.read(file.path)) { error in
            XCTAssertEqual((error as? InputReadFailure)?.description, "\(file.path): too large: more than 64 MB")
        }
    }

    func testAFIFOThatEndsIsReadWhole() throws {
        let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("fifo-\(UUID().uuidString)").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        defer { unlink(fifo) }
        let writer = Thread { _ = Self.feed(fifo, "[1,2]", times: 1) }
        writer.start()
        XCTAssertEqual(String(decoding: try InputReader.read(fifo), as: UTF8.self), "[1,2]")
    }

    func testAFIFOThatGoesOnIsStoppedNotAPermissionError() throws {
        let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("fifo-\(UUID().uuidString)").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        defer { unlink(fifo) }
        // Writes until the reader closes its end (EPIPE, SIGPIPE ignored).
        signal(SIGPIPE, SIG_IGN)
        Thread { _ = Self.feed(fifo, String(repeating: "x", count: 4096), times: .max) }.start()
        XCTAssertThrowsError(try InputReader.read(fifo, limit: 50_000)) { error in
            XCTAssertEqual((error as? InputReadFailure)?.description,
                           "\(fifo): too large: more than 50000 bytes (not a regular file, and it had not ended)")
        }
    }

    func testAMissingFileSaysSo() {
        XCTAssertThrowsError(try InputReader.read("/nonexistent/board.json")) { error in
            XCTAssertEqual((error as? InputReadFailure)?.description, "/nonexistent/board.json: No such file or directory")
            XCTAssertEqual((error as? InputReadFailure)?.exitStatus, 66)
        }
    }

    func testALineReaderStopsAtALineLongerThanTheLimit() throws {
        guard FileManager.default.fileExists(atPath: "/dev/zero") else { throw XCTSkip("no /dev/zero") }
        let descriptor = open("/dev/zero", O_RDONLY)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        defer { close(descriptor) }
        let lines = LineReader(descriptor: descriptor, name: "-", limit: 10_000)
        XCTAssertNil(lines.next())
        XCTAssertEqual(lines.failure?.description,
                       "standard input: too large: more than 10000 bytes (not a regular file, and it had not ended)")
    }

    func testALineReaderReadsLines() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("lines-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("one\r\ntwo\n\nlast".utf8).write(to: file)
        let descriptor = open(file.path, O_RDONLY)
        defer { close(descriptor) }
        let lines = LineReader(descriptor: descriptor, name: file.path, limit: 100)
        XCTAssertEqual([lines.next(), lines.next(), lines.next(), lines.next(), lines.next()], ["one", "two", "", "last", nil])
        XCTAssertNil(lines.failure)
    }

    /// Opens `fifo` for writing and writes `text` `times` times or until
    /// the reader is gone.
    private static func feed(_ fifo: String, _ text: String, times: Int) -> Bool {
        let descriptor = open(fifo, O_WRONLY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        for _ in 0..<times where bytes.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) < 0 {
            return false
        }
        return true
    }
}
