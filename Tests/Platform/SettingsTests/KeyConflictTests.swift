import Testing
import TerminalUI
@testable import Settings

/// A key may trigger one action of a group; modes of a group never meet.
@Suite struct KeyConflictTests {
    private func check(_ groups: [KeyGroup], _ text: String, changed: [String: [Key]]) -> ConfigError? {
        do {
            try KeyConflicts.check(groups, changed: KeyOverrides(changed), file: "config.toml", text: text)
            return nil
        } catch {
            return error
        }
    }

    @Test func aKeyOfTwoActionsInOneGroupIsRefusedNamingBoth() {
        let undo = KeyBinding("kanban.undo", [.control("r")], hint: nil, help: "Undo")
        let redo = KeyBinding("kanban.redo", [.control("r")], hint: nil, help: "Redo")
        let error = check([KeyGroup(name: "kanban tab, its own view", bindings: [redo, undo])],
                          "[keys.kanban]\nundo = [\"Ctrl-R\"]\n", changed: ["kanban.undo": [.control("r")]])
        #expect(error?.line == 2)
        #expect(error?.message == "Ctrl-R is bound to both kanban.redo and kanban.undo, which work at the same time (kanban tab, its own view)")
    }

    @Test func aFixedKeyCountsToo() {
        let moving = KeyBinding(nil, [.up, .down], hint: nil, help: "Choose a card")
        let new = KeyBinding("kanban.new-card", [.up], hint: nil, help: "New")
        let error = check([KeyGroup(name: "board", bindings: [moving, new])], "[keys.kanban]\nnew-card = [\"Up\"]",
                          changed: ["kanban.new-card": [.up]])
        #expect(error?.message.contains("the fixed keys ↑ ↓ (Choose a card) and kanban.new-card") == true)
    }

    @Test func otherGroupsOtherModesAndOneActionTwiceAreFine() {
        let set = KeyBinding("juice.set", [.enter], hint: nil, help: "Set", mode: "typing")
        let close = KeyBinding("juice.close", [.enter], hint: nil, help: "Close", mode: "choosing")
        let undo = KeyBinding("kanban.undo", [.character("u")], hint: nil, help: "Undo")
        let new = KeyBinding("kanban.new-card", [.character("u")], hint: nil, help: "New")
        let groups = [KeyGroup(name: "editor", bindings: [set, close, undo, undo]), KeyGroup(name: "other", bindings: [new])]
        #expect(check(groups, "", changed: [:]) == nil)
    }
}
