/// A first-come-first-served line: join at the back, leave from the front,
/// both in amortised O(1).
///
/// Backed by an array and a front index; the space of those who left is
/// reclaimed once it is at least half of the storage, so a line that is fed
/// and drained forever (the simulation of a million customers) stays small.
public struct WaitingLine<Element>: Sequence {
    private var storage: [Element] = []
    private var front = 0

    /// An empty line.
    public init() {}

    /// How many are waiting.
    public var count: Int { storage.count - front }

    /// True when nobody is waiting.
    public var isEmpty: Bool { front == storage.count }

    /// The one who would leave next, without removing them.
    public var first: Element? { isEmpty ? nil : storage[front] }

    /// Joins at the back.
    public mutating func join(_ element: Element) {
        storage.append(element)
    }

    /// Leaves from the front; nil when the line is empty.
    public mutating func leave() -> Element? {
        guard front < storage.count else { return nil }
        let element = storage[front]
        front += 1
        if front == storage.count {
            // Empty: start over without giving the capacity back.
            storage.removeAll(keepingCapacity: true)
            front = 0
        } else if front >= 1024, front * 2 >= storage.count {
            storage.removeFirst(front)
            front = 0
        }
        return element
    }

    /// Front to back.
    public func makeIterator() -> ArraySlice<Element>.Iterator {
        storage[front...].makeIterator()
    }
}

extension WaitingLine: Sendable where Element: Sendable {}
