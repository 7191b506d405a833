/// Where frames go: the real terminal, or memory in tests.
@MainActor
public protocol TerminalBackend: AnyObject {
    /// The current screen size.
    var size: Size { get }
    /// Shows `buffer`, sending only what changed since the last frame.
    func draw(_ buffer: Buffer)
}

/// A terminal the event loop can run on: frames out, bytes in, and the
/// terminal handed back and taken again. `NcursesBackend` is the real one,
/// `MemoryBackend` the one tests use.
@MainActor
public protocol TerminalDevice: TerminalBackend {
    /// The file descriptor input arrives on (the loop sleeps until it is
    /// readable), or -1 when input is fed by hand (tests).
    var inputDescriptor: Int32 { get }
    /// The bytes readable now, without blocking; empty when there are none,
    /// nil once input is closed for good (end of file, the terminal hung up).
    func readInput() -> [UInt8]?
    /// Whether bytes read before the loop ran (keys typed while the
    /// terminal was asked something at start) wait for `readInput`.
    var hasHeldInput: Bool { get }
    /// Reads the size again (after SIGWINCH); the next frame is drawn whole.
    func refreshSize()
    /// Gives the terminal back as it was (main screen, modes, cursor). Safe
    /// to call more than once.
    func shutdown()
    /// Gives the terminal back before the process stops (Ctrl-Z, SIGTSTP).
    func suspend()
    /// Takes the terminal again after the process was continued (after
    /// `suspend`, or after a SIGSTOP nobody told us about); the next frame is
    /// drawn whole at the current size.
    func resume()
}

extension TerminalDevice {
    public var hasHeldInput: Bool { false }
}

/// A device that keeps the last frame in memory, for tests and benchmarks.
/// Input is whatever a test puts in `pendingInput`.
@MainActor
public final class MemoryBackend: TerminalDevice {
    public var size: Size
    /// The last frame drawn.
    public private(set) var frame: Buffer
    /// How many frames were drawn.
    public private(set) var frameCount = 0
    /// Cells that differed from the previous frame, in the last draw.
    public private(set) var changedCells = 0
    /// Reads still to come, oldest first; `readInput` returns one per call.
    public var pendingInput: [[UInt8]] = []
    /// When true, `readInput` reports closed input once `pendingInput` is empty.
    public var inputClosed = false
    /// How often the terminal was handed back, suspended and taken again.
    public private(set) var shutdownCount = 0
    public private(set) var suspendCount = 0
    public private(set) var resumeCount = 0
    /// Whether the terminal is handed back now (shut down or suspended).
    public private(set) var isReleased = false
    private var drawWhole = false

    public init(size: Size) {
        self.size = size
        self.frame = Buffer(size: size)
    }

    public var inputDescriptor: Int32 { -1 }

    public func draw(_ buffer: Buffer) {
        changedCells = drawWhole
            ? buffer.cells.filter { $0.width != 0 }.count
            : FrameDiff.changedIndices(from: frame, to: buffer).count
        drawWhole = false
        frame = buffer
        frameCount += 1
    }

    public func readInput() -> [UInt8]? {
        if pendingInput.isEmpty { return inputClosed ? nil : [] }
        return pendingInput.removeFirst()
    }

    public func refreshSize() { drawWhole = true }

    public func shutdown() {
        guard shutdownCount == 0 else { return }
        shutdownCount += 1
        isReleased = true
    }

    public func suspend() {
        suspendCount += 1
        isReleased = true
    }

    public func resume() {
        resumeCount += 1
        isReleased = false
        drawWhole = true
    }
}

/// Which cells of a frame need sending.
public enum FrameDiff {
    /// Indices of cells in `new` that differ from `old`; every cell when the
    /// size changed. Continuation cells are left out: their wide head draws them.
    public static func changedIndices(from old: Buffer, to new: Buffer) -> [Int] {
        var changed: [Int] = []
        let newCells = new.cells
        if old.size != new.size {
            changed.reserveCapacity(newCells.count)
            for i in newCells.indices where newCells[i].width != 0 { changed.append(i) }
            return changed
        }
        let oldCells = old.cells
        for i in newCells.indices where newCells[i] != oldCells[i] && newCells[i].width != 0 {
            changed.append(i)
        }
        return changed
    }
}
