import JuiceCore
import Logging
import DatabaseKit
import JuiceStorage
import TabKit
import TerminalUI

/// Drafts: a count being typed in the stock editor is kept when bankui
/// stops, and typed again into the reopened editor at the next start.
extension JuiceTab {
    /// The kept shape of the stock editor's typing.
    struct Draft: Codable, Equatable {
        /// Names this shape: a draft of another shape is not read.
        var kind = Self.kindName
        var fruit: Fruit
        var typed: String

        static let kindName = "juice.stock-count.1"
    }

    public var draft: String? {
        guard case .editor(let editor) = overlay, let typing = editor.typing else { return nil }
        return TabDraft.encode(Draft(fruit: typing.fruit, typed: typing.text))
    }

    /// Opens the editor again with what was typed; before the stock is
    /// read (at start), once it is.
    public func restoreDraft(_ text: String) -> Bool {
        guard let draft = TabDraft.decode(Draft.self, from: text), draft.kind == Draft.kindName else { return false }
        guard stock != nil else {
            draftToRestore = draft
            if !hasRead { readStock() }
            return true
        }
        return reopen(draft)
    }

    @discardableResult
    func reopen(_ draft: Draft) -> Bool {
        openEditor(focus: draft.fruit)
        guard case .editor(var editor) = overlay else { return false }
        editor.retype(draft.typed, into: draft.fruit)
        overlay = .editor(editor)
        return true
    }
}
