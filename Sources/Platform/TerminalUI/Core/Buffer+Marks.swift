/// What a frame marks as clickable while it is drawn, and how a click finds
/// its mark: drawing stays the only place that knows where things are.
extension Buffer {
    /// Marks `rect` (clipped to the buffer) as meaning `target` when
    /// clicked. A later mark over an earlier one wins where they overlap:
    /// what is drawn on top answers.
    public mutating func mark(_ rect: Rect, as target: HitTarget) {
        let clipped = rect.intersection(area)
        guard !clipped.isEmpty else { return }
        marks.append(HitMark(clipped, target: target))
    }

    /// A modal dialog is drawn in `rect`: everything marked so far is
    /// under it and no longer answers, so a click outside the dialog means
    /// nothing. What is marked afterwards (its buttons, the hint bar with
    /// the dialog's own keys) answers.
    public mutating func markModal(_ rect: Rect) {
        marks.removeAll()
        modalArea = rect.intersection(area)
    }

    /// What a click at `point` means: the last mark drawn there, nil for none.
    public func target(at point: Point) -> HitTarget? {
        marks.last { $0.rect.contains(point) }?.target
    }
}
