import TerminalUI

/// The week grid of the shown timetable as made once per change of the
/// layout or of the choice (in `handle`), with each block's look rather
/// than its style: the style is the theme's, which only the frame knows.
struct GridPlan {
    /// How a block is drawn.
    enum Look: Equatable {
        /// Shaded free time.
        case free
        /// A course, in its colour (an index into the palette).
        case course(Int)
        /// The chosen course's block.
        case chosen
    }

    /// What fills shaded free time's empty cells (over `theme.dim`): a
    /// pattern, so that it differs from the chosen block without colour too.
    static let freeFill = "░"

    /// The layout the grid was made from (``TimetableTab/layoutVersion``).
    let version: Int
    /// The block made chosen.
    let chosen: GridItem?
    /// The grid, its blocks without their styles yet.
    let grid: BlockGrid
    /// Each block's look, in the order of `grid.blocks`.
    let looks: [Look]

    /// The grid with its blocks' styles from `theme`.
    func grid(theme: Theme) -> BlockGrid {
        var styled = grid
        for (index, look) in zip(styled.blocks.indices, looks) {
            switch look {
            case .free: styled.blocks[index].style = theme.dim
            case .course(let color): styled.blocks[index].style = BlockColours.style(color, theme: theme)
            case .chosen: styled.blocks[index].style = theme.chosenBlock
            }
        }
        return styled
    }
}
