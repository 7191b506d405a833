/// A terminal size in columns and rows. Never negative.
public struct Size: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }
}

/// A rectangle of cells. Every operation clamps instead of trapping, so a
/// layout computed for a 1×1 window is merely empty, never a crash.
public struct Rect: Hashable, Sendable {
    public let x: Int
    public let y: Int
    public let width: Int
    public let height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = max(0, x)
        self.y = max(0, y)
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The rectangle covering a whole screen of `size`.
    public init(_ size: Size) { self.init(x: 0, y: 0, width: size.width, height: size.height) }

    public var isEmpty: Bool { width == 0 || height == 0 }
    public var maxX: Int { x + width }
    public var maxY: Int { y + height }

    /// Whether the cell at `point` lies inside.
    public func contains(_ point: Point) -> Bool {
        point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
    }

    /// Shrinks by `n` on every side (or `dx`/`dy` per axis), down to empty.
    public func inset(by n: Int) -> Rect { inset(dx: n, dy: n) }
    public func inset(dx: Int, dy: Int) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// The first `n` rows, and the rest.
    public func splitTop(_ n: Int) -> (top: Rect, rest: Rect) {
        let h = min(max(0, n), height)
        return (Rect(x: x, y: y, width: width, height: h), Rect(x: x, y: y + h, width: width, height: height - h))
    }

    /// The last `n` rows, and the rest.
    public func splitBottom(_ n: Int) -> (rest: Rect, bottom: Rect) {
        let h = min(max(0, n), height)
        return (Rect(x: x, y: y, width: width, height: height - h), Rect(x: x, y: maxY - h, width: width, height: h))
    }

    /// The first `n` columns, and the rest.
    public func splitLeft(_ n: Int) -> (left: Rect, rest: Rect) {
        let w = min(max(0, n), width)
        return (Rect(x: x, y: y, width: w, height: height), Rect(x: x + w, y: y, width: width - w, height: height))
    }

    /// Splits into `count` columns of near-equal width separated by `gap` columns.
    public func columns(_ count: Int, gap: Int = 0) -> [Rect] {
        Layout.split(length: width, into: Array(repeating: .fill(1), count: max(0, count)), gap: gap)
            .map { Rect(x: x + $0.offset, y: y, width: $0.length, height: height) }
    }

    /// Splits into rows by constraints.
    public func rows(_ constraints: [Layout.Constraint], gap: Int = 0) -> [Rect] {
        Layout.split(length: height, into: constraints, gap: gap)
            .map { Rect(x: x, y: y + $0.offset, width: width, height: $0.length) }
    }

    /// Splits into columns by constraints.
    public func columns(_ constraints: [Layout.Constraint], gap: Int = 0) -> [Rect] {
        Layout.split(length: width, into: constraints, gap: gap)
            .map { Rect(x: x + $0.offset, y: y, width: $0.length, height: height) }
    }

    /// A rectangle of at most `size`, centred in this one.
    public func centered(width w: Int, height h: Int) -> Rect {
        let cw = min(max(0, w), width), ch = min(max(0, h), height)
        return Rect(x: x + (width - cw) / 2, y: y + (height - ch) / 2, width: cw, height: ch)
    }

    /// The part of this rectangle that is also inside `other`.
    public func intersection(_ other: Rect) -> Rect {
        let nx = max(x, other.x), ny = max(y, other.y)
        return Rect(x: nx, y: ny, width: min(maxX, other.maxX) - nx, height: min(maxY, other.maxY) - ny)
    }
}

/// One-dimensional layout: share a length among constraints.
public enum Layout {
    /// How much of the length one part takes.
    public enum Constraint: Hashable, Sendable {
        /// Exactly `n` cells (less when there is not enough room).
        case fixed(Int)
        /// A share of what the fixed parts leave, by weight.
        case fill(Int)
    }

    /// Offsets and lengths of each part; the parts never exceed `length`,
    /// whatever the constraints ask.
    public static func split(length: Int, into constraints: [Constraint], gap: Int = 0) -> [(offset: Int, length: Int)] {
        guard !constraints.isEmpty else { return [] }
        let total = max(0, length)
        let gaps = max(0, gap) * (constraints.count - 1)
        var remaining = max(0, total - gaps)
        var lengths = Array(repeating: 0, count: constraints.count)
        for (i, c) in constraints.enumerated() {
            if case .fixed(let n) = c {
                lengths[i] = min(max(0, n), remaining)
                remaining -= lengths[i]
            }
        }
        let weights = constraints.map { c -> Int in if case .fill(let w) = c { return max(0, w) } else { return 0 } }
        let weightSum = weights.reduce(0, +)
        if weightSum > 0 {
            var given = 0
            var lastFill = 0
            for (i, w) in weights.enumerated() where w > 0 {
                lengths[i] = remaining * w / weightSum
                given += lengths[i]
                lastFill = i
            }
            lengths[lastFill] += remaining - given
        }
        var result: [(offset: Int, length: Int)] = []
        var offset = 0
        for len in lengths {
            result.append((min(offset, total), len))
            offset += len + max(0, gap)
        }
        return result
    }
}
