/// What a click on a part of the screen means, as the code that drew that
/// part marked it (``Buffer/mark(_:as:)``): the same layout draws and
/// answers clicks, so coordinates are never written twice.
///
/// Small plain values; a list or area is named by its tab (a constant of
/// the tab's own), rows by their index in the whole list (not the screen).
public enum HitTarget: Hashable, Sendable {
    /// An entry of the tab bar, by its index in the bar.
    case tab(Int)
    /// A hint in the hint bar: a click presses this key.
    case key(Key)
    /// A dialog's button, by its index (left to right).
    case button(Int)
    /// Row `index` of the list named `list`.
    case row(String, Int)
    /// The item with this id in the area named `area` (a card, a course).
    case item(String, String)
    /// The area named `area`, where no item is (the wheel scrolls it).
    case area(String)

    /// The list or area the target lies in, for the wheel: nil for a tab,
    /// a hint, a button.
    public var areaName: String? {
        switch self {
        case .row(let name, _), .item(let name, _), .area(let name): return name
        case .tab, .key, .button: return nil
        }
    }
}

/// One marked rectangle of a frame and what a click there means.
public struct HitMark: Equatable, Sendable {
    /// The cells, in screen coordinates.
    public var rect: Rect
    /// What a click there means.
    public var target: HitTarget

    /// A mark of `rect` as `target`.
    public init(_ rect: Rect, target: HitTarget) {
        self.rect = rect
        self.target = target
    }
}
