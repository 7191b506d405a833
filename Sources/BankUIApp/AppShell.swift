import TerminalUI

/// The whole screen: tab bar on top, the active tab, the key-hint bar at the
/// bottom, the help overlay, and the global keys of SPEC §2.
@MainActor
public final class AppShell: TerminalApp {
    /// Below this size the UI is replaced by a message.
    public static let minimumSize = Size(width: 60, height: 20)

    private let catalog: Catalog
    private let tabs: [TabScreen]
    private var activeIndex: Int
    private var size = Size(width: 0, height: 0)
    private var help: HelpOverlay?
    /// Called when the visible tab changes, to remember it for next time.
    private let onTabChange: @MainActor (TabID) -> Void

    /// - Parameters:
    ///   - tabs: the tabs this build has, in tab-bar order.
    ///   - initial: the tab to show first (the first tab when absent).
    public init(catalog: Catalog, tabs: [TabScreen], initial: TabID?, onTabChange: @escaping @MainActor (TabID) -> Void = { _ in }) {
        self.catalog = catalog
        self.tabs = tabs.sorted { $0.id.rawValue < $1.id.rawValue }
        self.activeIndex = self.tabs.firstIndex { $0.id == initial } ?? 0
        self.onTabChange = onTabChange
    }

    /// The tab shown now.
    public var activeTab: TabID? { tabs.indices.contains(activeIndex) ? tabs[activeIndex].id : nil }

    public var tickInterval: Duration? {
        guard isLargeEnough, tabs.indices.contains(activeIndex) else { return nil }
        return tabs[activeIndex].tickInterval
    }

    private var isLargeEnough: Bool {
        size.width >= Self.minimumSize.width && size.height >= Self.minimumSize.height
    }

    public func handle(_ event: TerminalEvent) -> EventOutcome {
        switch event {
        case .resize(let newSize):
            size = newSize
        case .tick:
            if tabs.indices.contains(activeIndex) { tabs[activeIndex].tick() }
        case .key(let key):
            return handle(key)
        }
        return .continue
    }

    private func handle(_ key: Key) -> EventOutcome {
        if key == .control("c") { return .quit }
        if var overlay = help {
            if overlay.handle(key, visibleRows: max(1, size.height - 4)) { help = overlay } else { help = nil }
            return .continue
        }
        let tab = tabs.indices.contains(activeIndex) ? tabs[activeIndex] : nil
        if let tab, tab.capturesKeys, isLargeEnough {
            _ = tab.handle(key)
            return .continue
        }
        switch key {
        case .character("q"):
            return .quit
        case .character("?"):
            help = HelpOverlay(catalog: catalog, tabEntries: tab?.helpEntries ?? [], globalEntries: globalHelp)
        case .tab:
            select(activeIndex + 1)
        case .backTab:
            select(activeIndex - 1)
        case .function(let n) where (1...5).contains(n):
            jump(to: n)
        case .alt(let c) where c.wholeNumberValue.map { (1...5).contains($0) } ?? false:
            jump(to: c.wholeNumberValue ?? 0)
        default:
            if isLargeEnough { _ = tab?.handle(key) }
        }
        return .continue
    }

    private func jump(to number: Int) {
        if let index = tabs.firstIndex(where: { $0.id.rawValue == number }) { select(index) }
    }

    private func select(_ index: Int) {
        guard !tabs.isEmpty else { return }
        let wrapped = ((index % tabs.count) + tabs.count) % tabs.count
        guard wrapped != activeIndex else { return }
        activeIndex = wrapped
        onTabChange(tabs[wrapped].id)
    }

    private var globalHelp: [KeyHint] {
        [
            KeyHint(keys: "Tab", label: catalog.hintNextTab),
            KeyHint(keys: "Shift-Tab", label: catalog.hintPreviousTab),
            KeyHint(keys: "F1…F5 Alt-1…5", label: catalog.hintJumpTab),
            KeyHint(keys: "?", label: catalog.hintHelp),
            KeyHint(keys: "q", label: catalog.hintQuit),
            KeyHint(keys: "Ctrl-C", label: catalog.hintQuitAnywhere),
        ]
    }

    public func render(into buffer: inout Buffer) {
        let screen = buffer.area
        guard isLargeEnough else {
            renderTooSmall(in: screen, buffer: &buffer)
            return
        }
        let (top, rest) = screen.splitTop(1)
        let (content, bottom) = rest.splitBottom(1)
        TabBar(entries: tabs.map { TabBar.Entry(number: $0.id.rawValue, title: catalog.tabTitle($0.id)) },
               activeIndex: activeIndex, theme: .standard)
            .render(in: top, buffer: &buffer)
        var hints: [KeyHint] = []
        var capturing = false
        if tabs.indices.contains(activeIndex) {
            let tab = tabs[activeIndex]
            tab.render(in: content, buffer: &buffer)
            hints = tab.keyHints
            capturing = tab.capturesKeys
        } else {
            buffer.write(catalog.noTabs, x: content.x + 1, y: content.y + 1, maxWidth: content.width - 2)
        }
        if let overlay = help {
            buffer.cursor = nil
            overlay.render(in: content, buffer: &buffer)
            hints = overlay.hints
        } else if !capturing {
            hints += [KeyHint(keys: "?", label: catalog.hintHelp), KeyHint(keys: "q", label: catalog.hintQuit)]
        }
        KeyHintBar(hints: hints, theme: .standard).render(in: bottom, buffer: &buffer)
    }

    private func renderTooSmall(in screen: Rect, buffer: inout Buffer) {
        buffer.cursor = nil
        let message = catalog.terminalTooSmall(need: Self.minimumSize, have: size)
        let lines = TextWrap.lines(message, width: max(1, screen.width))
        let top = max(0, (screen.height - lines.count) / 2)
        for (i, line) in lines.enumerated() {
            let x = max(0, (screen.width - DisplayWidth.of(line)) / 2)
            buffer.write(line, x: x, y: top + i, style: Style(attributes: .bold))
        }
    }
}
