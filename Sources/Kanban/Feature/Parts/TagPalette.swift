import KanbanCore
import TerminalUI

/// The colours tags are drawn in: twelve mid-tone colours of the 256-colour
/// palette, readable on dark and light backgrounds alike (a terminal with
/// 8 colours gets the nearest). A tag's colour is ``Tag/colorIndex(among:)``
/// into this list, so it is the same everywhere. Without colour (the
/// `mono` theme, `NO_COLOR`) a tag is its `#tag` text, as it is written.
enum TagPalette {
    static let colors: [Color] = [
        .palette(33), .palette(36), .palette(35), .palette(130), .palette(166), .palette(161),
        .palette(127), .palette(98), .palette(31), .palette(64), .palette(136), .palette(168),
    ]

    static var count: Int { colors.count }

    /// The style of a tag of colour `index` over `base` (the row's style),
    /// when `theme` shows colour; `base` itself otherwise.
    static func style(_ index: Int, over base: Style, theme: Theme) -> Style {
        guard theme.hasColor, colors.indices.contains(index) else { return base }
        var style = base
        style.foreground = colors[index]
        style.attributes.insert(.bold)
        return style
    }
}
