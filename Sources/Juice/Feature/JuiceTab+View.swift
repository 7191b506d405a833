import JuiceCore
import TabKit
import TerminalUI

/// Drawing the Juice tab: the stock pane, the menu of juices, and whatever
/// dialog or editor is open on top. Every part clamps to the area it gets.
extension JuiceTab {
    /// The menu is no wider than this, however wide the terminal.
    private static let widestMenu = 56

    public func render(in area: Rect, buffer: inout Buffer) {
        buffer.cursor = nil
        // The original's title on the first row, when the menu still fits under it.
        let hasTitle = area.height >= Self.menuHeight + 3
        let (titleRow, below) = area.splitTop(hasTitle ? 1 : 0)
        let body = below.inset(dx: 1, dy: 0)
        let stockWidth = min(stockPaneWidth, max(0, (body.width - 1) / 2))
        let (stockArea, rest) = body.splitLeft(stockWidth)
        let menuArea = rest.splitLeft(1).rest.splitLeft(Self.widestMenu).left
        if hasTitle { renderTitle(in: Rect(x: body.x, y: titleRow.y, width: max(0, menuArea.maxX - body.x), height: 1), buffer: &buffer) }
        renderStock(in: stockArea.splitTop(Fruit.allCases.count + 2).top, buffer: &buffer)
        renderMenu(in: menuArea.splitTop(Self.menuHeight).top, buffer: &buffer)
        // Dialogs sit below the panes when there is room, so the stock stays in sight.
        let panes = Rect(x: area.x, y: area.y, width: max(0, menuArea.maxX + 1 - area.x),
                         height: max(0, body.y + Self.menuHeight - area.y))
        renderOverlay(in: area, below: panes, buffer: &buffer)
    }

    /// The menu pane's rows: a juice a row, and the border.
    private static var menuHeight: Int { Juice.allCases.count + 2 }

    /// The title, centred over the panes; cut with "…" when narrow.
    private func renderTitle(in row: Rect, buffer: inout Buffer) {
        guard !row.isEmpty else { return }
        let title = DisplayWidth.truncate(strings.juiceTitle, to: row.width, ellipsis: "…")
        let x = row.x + max(0, (row.width - DisplayWidth.of(title)) / 2)
        buffer.write(title, x: x, y: row.y, style: buffer.theme.title, maxWidth: row.maxX - x)
    }

    /// Emoji, the longest fruit name, the largest count, and the border.
    private var stockPaneWidth: Int {
        1 + 2 + 1 + strings.widestFruitName + 2 + strings.widestCount + 1 + 2
    }

    private func renderStock(in area: Rect, buffer: inout Buffer) {
        let inner = Pane(title: strings.juiceStockTitle, isFocused: overlay == nil).render(in: area, buffer: &buffer)
        guard !firstRead.isReading else {
            // Not read yet: no count, not even a "?".
            ReadingLine(strings.juiceReadingStock).render(in: inner, buffer: &buffer)
            return
        }
        // A click on a fruit opens the editor on it.
        for row in 0..<min(Fruit.allCases.count, inner.height) {
            buffer.mark(Rect(x: inner.x, y: inner.y + row, width: inner.width, height: 1), as: .row(Self.stockList, row))
        }
        let countWidth = strings.widestCount
        for (row, fruit) in Fruit.allCases.enumerated() where row < inner.height {
            let y = inner.y + row
            let count = stock.map { strings.count($0[fruit]) } ?? strings.juiceUnknownCount
            let countX = max(inner.x, inner.maxX - 1 - DisplayWidth.of(count))
            let end = buffer.write(fruit.emoji + " ", x: inner.x + 1, y: y, maxWidth: inner.maxX - inner.x - 1)
            let nameRoom = inner.maxX - 1 - countWidth - 1 - end
            buffer.write(DisplayWidth.truncate(strings.fruitName(fruit), to: nameRoom, ellipsis: "…"), x: end, y: y,
                         maxWidth: max(0, nameRoom))
            let style = (stock?[fruit] ?? 0) == 0 ? buffer.theme.error : Style(attributes: .bold)
            buffer.write(count, x: countX, y: y, style: style, maxWidth: inner.maxX - countX)
        }
    }

    private func renderMenu(in area: Rect, buffer: inout Buffer) {
        let inner = Pane(title: strings.juiceMenuTitle, isFocused: overlay == nil).render(in: area, buffer: &buffer)
        for (row, juice) in Juice.allCases.enumerated() where row < inner.height {
            let line = Rect(x: inner.x, y: inner.y + row, width: inner.width, height: 1)
            // Unknown until the stock is read: then no juice is said to be short.
            let canMake = stock?.canMake(juice) ?? true
            let isSelected = juice == selected
            let base = canMake ? buffer.theme.normal : buffer.theme.dim
            let style = buffer.theme.itemStyle(isSelected: isSelected, isFocused: overlay == nil, base: base)
            buffer.fill(line, with: Cell(symbol: " ", style: style))
            buffer.mark(line, as: .row(Self.menuList, row))
            let recipe = Self.recipeText(juice)
            let mark = canMake ? "" : strings.juiceShortMark
            // Right to left: the recipe, then "short", then the name takes what is left.
            var right = line.maxX - 1 - DisplayWidth.of(recipe)
            let start = buffer.write(" \(juice.menuNumber)  ", x: line.x, y: line.y, style: style.adding(.bold), maxWidth: line.width)
            if right > start + 6 {
                buffer.write(recipe, x: right, y: line.y, style: style, maxWidth: line.maxX - right)
            } else {
                right = line.maxX
            }
            // "short" only where it leaves the whole name: the dim style says it too.
            let nameWidth = DisplayWidth.of(strings.juiceName(juice))
            if !mark.isEmpty, right - DisplayWidth.of(mark) - 3 - start >= nameWidth {
                right -= DisplayWidth.of(mark) + 2
                buffer.write(mark, x: right, y: line.y, style: style.adding(.dim), maxWidth: line.maxX - right)
            }
            let room = max(0, right - 1 - start)
            buffer.write(DisplayWidth.truncate(strings.juiceName(juice), to: room, ellipsis: "…"), x: start, y: line.y,
                         style: style, maxWidth: room)
        }
    }

    /// "🥭×2 🥝×1": the main fruit first, as the seed names the juice.
    static func recipeText(_ juice: Juice) -> String {
        let order = Fruit.allCases
        return juice.recipe
            .sorted { $0.value != $1.value ? $0.value > $1.value : (order.firstIndex(of: $0.key) ?? 0) < (order.firstIndex(of: $1.key) ?? 0) }
            .map { "\($0.key.emoji)×\($0.value)" }
            .joined(separator: " ")
    }

    private func renderOverlay(in area: Rect, below panes: Rect, buffer: inout Buffer) {
        switch overlay {
        case .none:
            return
        case .dialog(let modal):
            modal.render(in: area, below: panes, buffer: &buffer)
        case .editor(let editor):
            let view = StockEditorView(strings: strings, editor: editor)
            view.render(in: ModalPlacement.area(for: view.box(in: area), in: area, below: panes), buffer: &buffer)
        }
    }
}
