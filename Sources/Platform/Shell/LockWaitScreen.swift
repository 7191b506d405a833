import TextKit
import Foundation
import TabKit
import TerminalUI

/// The interface from its first frame, also while the database cannot be
/// opened yet because another program holds its lock.
///
/// While waiting it shows the tab bar, a notice ("waiting for another
/// program's lock") in place of the tab, and `q` in the hint bar; no tab
/// exists yet, so nothing can be typed that could be lost, and nothing is
/// written. `q` and Ctrl-C quit at any time; after
/// ``quitHintDelay`` the notice says so. Once the database is open
/// (``opened(_:)``) every event goes to the real shell, which then draws
/// the tabs with the data.
@MainActor
public final class LockWaitScreen: TerminalApp {
    /// How long the notice waits before it adds "q quits".
    public static let quitHintDelay: TimeInterval = 10

    private let strings: ShellStrings
    private let keys: ShellKeys
    private let databasePath: String
    private let startTab: TabID?
    private let tabs: [TabID]
    private let now: @MainActor () -> Date
    private let startedAt: Date
    private var size = Size(width: 0, height: 0)
    /// A reason to end that is not the user's (the database turned out to
    /// be unusable): printed once the terminal is restored.
    private var failure: String?

    /// The real interface, once the database is open.
    public private(set) var shell: AppShell?

    /// - Parameters:
    ///   - databasePath: the locked file, shown to the user.
    ///   - tabs: the tabs on the tab bar.
    ///   - startTab: the tab highlighted on the tab bar (the one that opens).
    ///   - now: the clock (tests move it by hand).
    public init(language: Language, databasePath: String, tabs: [TabID], startTab: TabID?, keys overrides: KeyOverrides = .none,
                now: @escaping @MainActor () -> Date = { Date() }) {
        self.tabs = tabs
        strings = ShellStrings(language)
        keys = ShellKeys(strings, overrides: overrides)
        self.databasePath = databasePath
        self.startTab = startTab
        self.now = now
        startedAt = now()
    }

    /// Still waiting for the lock.
    public var isWaiting: Bool { shell == nil }

    /// Whether the notice says that `q` quits.
    /// The notice's frame on the screen, for clicks.
    private var lastFrame: Buffer?
    private var saysQuit: Bool { now().timeIntervalSince(startedAt) >= Self.quitHintDelay }

    /// The database is open: from now on the shell is the interface.
    public func opened(_ shell: AppShell) {
        lastFrame = nil
        self.shell = shell
        if size.width > 0 { _ = shell.handle(.resize(size)) }
    }

    /// The database cannot be used after all: the run ends (the caller
    /// quits the loop) and `message` is printed afterwards.
    public func failed(_ message: String) {
        failure = message
    }

    public func handle(_ event: TerminalEvent) -> EventOutcome {
        if let shell { return shell.handle(event) }
        switch event {
        case .resize(let newSize): size = newSize
        case .tick: break  // the notice is drawn again with the time passed
        case .key(let typed):
            var key = typed
            // A click on the quit hint is the key it shows.
            if case .mouse(let event) = typed, event.isPress, case .key(let hinted)? = lastFrame?.target(at: event.position) {
                key = hinted
            }
            if keys.quit.matches(key) || keys.quitAnywhere.matches(key) { return .quit }
        }
        return .continue
    }

    /// The shell's frames are the shell's; the notice's are kept for the
    /// quit hint's clicks.
    public func didDraw(_ frame: Buffer) {
        if let shell { return shell.didDraw(frame) }
        lastFrame = frame
    }

    /// A tick each second until the notice has said that `q` quits; then
    /// none: waiting costs nothing.
    public var tickInterval: Duration? {
        if let shell { return shell.tickInterval }
        return saysQuit ? nil : .seconds(1)
    }

    public func willQuit() -> [String] {
        if let shell { return shell.willQuit() }
        return [failure ?? strings.quitWhileLocked]
    }

    public func render(into buffer: inout Buffer) {
        if let shell { return shell.render(into: &buffer) }
        let screen = buffer.area
        buffer.cursor = nil
        guard size.width >= AppShell.minimumSize.width, size.height >= AppShell.minimumSize.height else {
            return AppShell.renderTooSmall(strings, have: size, in: screen, buffer: &buffer)
        }
        let (top, rest) = screen.splitTop(1)
        let (content, bottom) = rest.splitBottom(1)
        TabBar(entries: tabs.map { TabBar.Entry(number: $0.rawValue, title: strings.tabTitle($0)) },
               activeIndex: tabs.firstIndex { $0 == startTab } ?? 0)
            .render(in: top, buffer: &buffer)
        let notice = strings.waitingForLock(sayQuit: saysQuit, quitKey: keys.quit.hintKeys)
        var lines: [(String, Style)] = [(notice, buffer.theme.error)]
        lines.append(("", .plain))
        for line in strings.waitingForLockDetail(path: databasePath) {
            for piece in TextWrap.lines(line, width: max(1, content.width - 4)) { lines.append((piece, .plain)) }
        }
        let y = content.y + max(0, (content.height - lines.count) / 2)
        for (i, (text, style)) in lines.enumerated() where y + i < content.maxY {
            let x = content.x + max(2, (content.width - DisplayWidth.of(text)) / 2)
            buffer.write(text, x: x, y: y + i, style: style, maxWidth: content.maxX - x)
        }
        KeyHintBar(hints: [keys.quit].keyHints).render(in: bottom, buffer: &buffer)
    }
}
