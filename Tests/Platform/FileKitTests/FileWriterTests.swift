import FileKit
import Foundation
import XCTest

final class FileWriterTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("filekit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDown() {
        if let directory { try? FileManager.default.removeItem(at: directory) }
    }

    private func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    private func contents(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    private func mode(_ path: String) -> mode_t {
        var status = stat()
        XCTAssertEqual(lstat(path, &status), 0)
        return status.st_mode
    }

    /// The names in the test's directory: no temporary file left behind.
    private func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    func testANewFileIsWrittenWithTheUsualMode() throws {
        let file = path("out.ics")
        try FileWriter().write("hello\n", to: file)
        XCTAssertEqual(try contents(file), "hello\n")
        let mask = umask(0)
        umask(mask)
        XCTAssertEqual(mode(file) & 0o777, 0o644 & ~mask)
        XCTAssertEqual(try names(), ["out.ics"])
    }

    func testAnExistingFileIsReplacedAndKeepsItsPermissionBits() throws {
        let file = path("secret.ics")
        XCTAssertTrue(FileManager.default.createFile(atPath: file, contents: Data("old".utf8)))
        XCTAssertEqual(chmod(file, 0o600), 0)
        try FileWriter().write("new", to: file)
        XCTAssertEqual(try contents(file), "new")
        XCTAssertEqual(mode(file) & 0o7777, 0o600)
    }

    func testASymlinkWritesItsTargetAndStaysALink() throws {
        let target = path("real.ics")
        XCTAssertTrue(FileManager.default.createFile(atPath: target, contents: Data("old".utf8)))
        let link = path("link.ics")
        XCTAssertEqual(symlink("real.ics", link), 0)  // relative, as people make them
        try FileWriter().write("new", to: link)
        XCTAssertEqual(mode(link) & S_IFMT, S_IFLNK)
        XCTAssertEqual(try contents(target), "new")
        XCTAssertEqual(try names(), ["link.ics", "real.ics"])
    }

    func testADanglingSymlinkMakesItsTarget() throws {
        let link = path("link.ics")
        XCTAssertEqual(symlink(path("made.ics"), link), 0)
        try FileWriter().write("new", to: link)
        XCTAssertEqual(mode(link) & S_IFMT, S_IFLNK)
        XCTAssertEqual(try contents(path("made.ics")), "new")
    }

    func testAFIFOIsWrittenIntoNotReplaced() throws {
        let fifo = path("pipe")
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        let reader = PipeReader(path: fifo)
        try FileWriter().write("through the pipe\n", to: fifo)
        XCTAssertEqual(String(decoding: reader.wait(), as: UTF8.self), "through the pipe\n")
        XCTAssertEqual(mode(fifo) & S_IFMT, S_IFIFO)
    }

    func testDevNullStaysADevice() throws {
        guard getuid() == 0 else { throw XCTSkip("only root could replace /dev/null") }
        try FileWriter().write("nothing", to: "/dev/null")
        XCTAssertEqual(mode("/dev/null") & S_IFMT, S_IFCHR)
    }

    func testAFullDeviceIsAnIOError() throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { throw XCTSkip("no /dev/full") }
        XCTAssertThrowsError(try FileWriter().write("x", to: "/dev/full")) { error in
            let failure = error as? FileWriteFailure
            XCTAssertEqual(failure?.exitStatus, 74)
            XCTAssertEqual(failure?.description, "cannot write /dev/full: No space left on device")
        }
    }

    func testAFailedWriteLeavesTheOldFileWholeAndNoTemporaryFile() throws {
        let file = path("calendar.ics")
        let old = String(repeating: "a good calendar\n", count: 1000)
        XCTAssertTrue(FileManager.default.createFile(atPath: file, contents: Data(old.utf8)))
        // The disk fills after the first 4,096 bytes.
        let written = Counter()
        let failing = FileWriter { descriptor, bytes, count in
            guard written.add(count) <= 4096 else {
                errno = ENOSPC
                return -1
            }
            return write(descriptor, bytes, min(count, 4096))
        }
        XCTAssertThrowsError(try failing.write(String(repeating: "a new calendar\n", count: 2000), to: file)) { error in
            let failure = error as? FileWriteFailure
            XCTAssertEqual(failure?.exitStatus, 74)
            XCTAssertEqual(failure?.reason, "No space left on device")
        }
        XCTAssertEqual(try contents(file), old)
        XCTAssertEqual(try names(), ["calendar.ics"])
    }

    func testAMissingDirectoryCannotBeCreated() {
        XCTAssertThrowsError(try FileWriter().write("x", to: path("none/out.ics"))) { error in
            XCTAssertEqual((error as? FileWriteFailure)?.exitStatus, 73)
        }
    }

    func testADirectoryIsRefused() {
        XCTAssertThrowsError(try FileWriter().write("x", to: directory.path)) { error in
            XCTAssertEqual((error as? FileWriteFailure)?.exitStatus, 73)
            XCTAssertEqual((error as? FileWriteFailure)?.reason, "it is a directory")
        }
    }
}

/// Counts bytes across calls of a write function.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var total = 0

    /// Adds `count` and returns the new total.
    func add(_ count: Int) -> Int {
        lock.withLock {
            total += count
            return total
        }
    }
}

/// Reads a FIFO to its end on a thread of its own.
final class PipeReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(path: String) {
        Thread.detachNewThread { [self] in
            data = FileHandle(forReadingAtPath: path)?.readDataToEndOfFile() ?? Data()
            done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }

    /// A Korean screen said "… 에 쓸 수 없어요: No space left on device":
    /// the reasons a person meets are said in Korean too.
    func testTheReasonIsSaidInKorean() {
        XCTAssertEqual(FileWriteFailure(path: "a.ics", kind: .cannotWrite, code: ENOSPC).koreanReason, "디스크에 빈 자리가 없습니다")
        XCTAssertEqual(FileWriteFailure(path: "a.ics", kind: .cannotCreate, code: EACCES, makingIn: "/x").koreanReason,
                       "권한이 없습니다 (/x에 새 파일을 만드는 중)")
        XCTAssertEqual(FileWriteFailure(path: "a.ics", kind: .cannotCreate, code: EACCES, makingIn: "/x").reason,
                       "Permission denied (making a new file in /x)")
        do {
            try FileWriter().write("x", to: "")
            XCTFail("an empty name is refused")
        } catch {
            XCTAssertEqual(error.koreanReason, "파일 이름이 비어 있습니다")
        }
    }
}
