/// Where frames go: the real terminal, or memory in tests.
@MainActor
public protocol TerminalBackend: AnyObject {
    /// The current screen size.
    var size: Size { get }
    /// Shows `buffer`, sending only what changed since the last frame.
    func draw(_ buffer: Buffer)
}

/// A backend that keeps the last frame in memory, for tests and benchmarks.
@MainActor
public final class MemoryBackend: TerminalBackend {
    public var size: Size
    /// The last frame drawn.
    public private(set) var frame: Buffer
    /// How many frames were drawn.
    public private(set) var frameCount = 0
    /// Cells that differed from the previous frame, in the last draw.
    public private(set) var changedCells = 0

    public init(size: Size) {
        self.size = size
        self.frame = Buffer(size: size)
    }

    public func draw(_ buffer: Buffer) {
        changedCells = FrameDiff.changedIndices(from: frame, to: buffer).count
        frame = buffer
        frameCount += 1
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
