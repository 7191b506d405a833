import TabKit
import TerminalUI

/// What the timetable frame reads and keeps, made in `handle` (after every
/// input) so that `render` only reads: the week grid, and the open box's
/// widget state (where its lists and field are scrolled, a page) for the
/// size the shell last gave.
extension TimetableTab {
    public func didResize(to size: Size) { areaSize = size }

    public func prepareFrame() {
        let chosen = gridChoice
        if gridPlan?.version != layoutVersion || gridPlan?.chosen != chosen {
            gridPlan = makeGridPlan(chosen: chosen)
        }
        nowMark = currentNowMark()
        // The box is laid out as it will be drawn, into a frame nobody sees,
        // and the widget state it settles on is kept: one geometry for the
        // keys and the frame. A dialog on top leaves the box under it as is.
        guard let areaSize, let open = overlay else { return }
        if case .dialog = open { return }
        var scratch = Buffer(size: areaSize)
        overlay = renderBox(open, in: scratch.area, buffer: &scratch)
    }
}
