import TabKit
import TerminalUI

/// Clicks and the wheel: the shell looks up what the frame on the screen
/// marked under the pointer and acts on it, or hands it to the tab through
/// `handle` as ``TabInput/click(_:double:)`` or ``TabInput/scroll(_:by:)``.
extension AppShell {
    /// One mouse report. A click on a tab's name opens the tab, on a hint
    /// presses its key, on a button of the shell's question presses it;
    /// the wheel scrolls the help overlay. A click outside an open dialog
    /// finds no mark (the dialog cleared them) and does nothing.
    func handle(_ event: MouseEvent) -> EventOutcome {
        guard isLargeEnough, let target = lastFrame?.target(at: event.position) else { return .continue }
        if case .key(let key) = target {
            // A hint: as if its key were typed (the second press of a
            // double click too: two clicks, two presses).
            return event.isPress ? handle(key) : .continue
        }
        if let question = quitQuestion {
            guard event.isPress, case .button(let index) = target else { return .continue }
            notice = nil
            if case .closed(let action) = question.press(index) {
                quitQuestion = nil
                if action != nil { return .quit }
            }
            return .continue
        }
        if var overlay = help {
            let area = Self.contentArea(of: Rect(x: 0, y: 0, width: size.width, height: size.height))
            switch event.action {
            case .wheelUp: overlay.scroll(by: -1, in: area)
            case .wheelDown: overlay.scroll(by: 1, in: area)
            case .press, .doublePress: break
            }
            help = overlay
            return .continue
        }
        guard let tab = current else { return .continue }
        switch (target, event.action) {
        case (.tab(let index), .press), (.tab(let index), .doublePress):
            // As the keys: while the tab holds an editor or a field, the
            // global keys (and the tab bar) are off.
            if !tab.capturesKeys { select(index) }
        case (.tab, _):
            break
        case (_, .press), (_, .doublePress):
            notice = nil
            send(.click(target, double: event.action == .doublePress), to: tab)
        case (_, .wheelUp):
            send(.scroll(target, by: -1), to: tab)
        case (_, .wheelDown):
            send(.scroll(target, by: 1), to: tab)
        }
        return .continue
    }
}
