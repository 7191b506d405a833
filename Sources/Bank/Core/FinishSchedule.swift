/// The services in progress, earliest end first: the simulation's event
/// queue. A binary min-heap, so each step is O(log bankers).
struct FinishSchedule: Sendable {
    private var heap: [Service] = []

    var isEmpty: Bool { heap.isEmpty }

    /// The service that ends next.
    var first: Service? { heap.first }

    /// Ties on the end time go to the lower ticket, so runs are repeatable.
    private static func precedes(_ a: Service, _ b: Service) -> Bool {
        a.endsAt != b.endsAt ? a.endsAt < b.endsAt : a.customer.number < b.customer.number
    }

    mutating func insert(_ service: Service) {
        heap.append(service)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard Self.precedes(heap[child], heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    mutating func removeFirst() -> Service? {
        guard !heap.isEmpty else { return nil }
        heap.swapAt(0, heap.count - 1)
        let first = heap.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < heap.count, Self.precedes(heap[left], heap[smallest]) { smallest = left }
            if right < heap.count, Self.precedes(heap[right], heap[smallest]) { smallest = right }
            guard smallest != parent else { break }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
        return first
    }
}
