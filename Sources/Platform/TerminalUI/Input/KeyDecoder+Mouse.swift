/// xterm's SGR mouse reports: `Esc [ < button ; column ; row M` for a press
/// (`m` for a release), 1-based; the wheel is buttons 64 and 65.
extension KeyDecoder {
    /// Two presses on the same cell within this long are a double click.
    public static let doubleClickInterval: Duration = .milliseconds(400)
    /// The largest column or row a report may name: a longer number is no
    /// terminal's, and the report is dropped.
    static let maximumMouseCoordinate = 10_000

    /// Whether a CSI's parameters are those of a mouse report (they start
    /// with `<`): such a sequence is dropped whole when it is bad, never
    /// typed.
    static func isMouseReport(_ parameters: String) -> Bool { parameters.utf8.first == 0x3C }

    /// The report in `parameters` (after `Esc [`) ending in `final`, as a
    /// mouse event: nil for a release, a button or motion bankui has no use
    /// for, or a malformed report.
    static func mouseReport(_ parameters: String, _ final: UInt32) -> MouseEvent? {
        guard final == 0x4D, isMouseReport(parameters) else { return nil }  // M: a press
        let fields = parameters.utf8.dropFirst().split(separator: 0x3B, omittingEmptySubsequences: false)
        guard fields.count == 3 else { return nil }
        var numbers: [Int] = []
        for field in fields {
            guard !field.isEmpty, field.count <= 5, field.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
            numbers.append(field.reduce(0) { $0 * 10 + Int($1 - 0x30) })
        }
        let (button, column, row) = (numbers[0], numbers[1], numbers[2])
        guard (1...maximumMouseCoordinate).contains(column), (1...maximumMouseCoordinate).contains(row) else { return nil }
        // Shift, Alt and Ctrl (4, 8, 16) do not change what the button does.
        let action: MouseEvent.Action
        switch button & ~(4 | 8 | 16) {
        case 0: action = .press
        case 64: action = .wheelUp
        case 65: action = .wheelDown
        default: return nil  // middle, right, motion (32), other buttons
        }
        return MouseEvent(action, at: Point(x: column - 1, y: row - 1))
    }

    /// A decoded report as the key it is: a second left press on the same
    /// cell soon enough after the first is a double click (when the time is
    /// known). A third press starts again.
    mutating func mouseKey(_ event: MouseEvent) -> Key {
        guard event.action == .press, let now = clockReading else { return .mouse(event) }
        if let (point, time) = lastPress, point == event.position, now - time <= Self.doubleClickInterval, now >= time {
            lastPress = nil
            return .mouse(MouseEvent(.doublePress, at: event.position))
        }
        lastPress = (event.position, now)
        return .mouse(event)
    }
}
