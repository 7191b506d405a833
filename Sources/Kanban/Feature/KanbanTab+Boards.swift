import Foundation
import KanbanCore
import TabKit
import TerminalUI

/// Several boards: the board shown, the boards list (`b`: show, new,
/// rename, delete) and the chooser that moves a card to another board
/// (`M`). Each change is an action like a card's: shown at once, submitted
/// to the store, in history and undone with `u`.
extension KanbanTab {
    /// The board shown, as the boards hold it.
    var shownBoardInfo: BoardInfo? { state?.board.boards[boardShown] }

    /// The history lines of the board shown (and those of every board).
    var shownHistory: [HistoryEntry] {
        // Kept while the lines and the board stay the same: with 100,000
        // older lines read, the panel asks several times a key.
        let key = ShownHistoryKey(count: state?.history.count ?? 0, first: state?.history.first, older: olderHistory.count,
                                  board: boardShown)
        if let memo = shownHistoryMemo, memo.key == key { return memo.lines }
        let lines = ((state?.history ?? []) + olderHistory).filter { $0.concerns(boardShown) }
        shownHistoryMemo = (key, lines)
        return lines
    }

    /// Takes the board to show from a board read: the stored choice at the
    /// first read, else the board shown while it is still there (another
    /// program may have removed it: then the stored choice).
    func adoptShownBoard(from read: KanbanState) {
        let live = read.board.boards
        if !hasReadBoard || live[boardShown] == nil {
            boardShown = live[read.shownBoard] != nil ? read.shownBoard : read.board.orderedBoards.first?.id ?? read.shownBoard
        }
        hasReadBoard = true
        if case .boards(var list) = overlay {
            list.update(read.board, hiding: chooserHidden(list))
            overlay = .boards(list)
        }
    }

    /// Shows `board`: its cards, its history, its undo; remembered in the store.
    func showBoard(_ board: UUID) {
        guard board != boardShown, state?.board.boards[board] != nil else { return }
        boardShown = board
        filter = nil
        focus = .todo
        refreshVisible()
        let store = self.store
        effects.start { _ in store.submitShowBoard(board) }
    }

    /// `b`: the boards list, the board shown chosen.
    func openBoards() {
        guard let board = state?.board else { return }
        overlay = .boards(BoardsList(purpose: .boards, board: board, chosen: boardShown))
    }

    /// `M`: the chooser of the board to move the chosen card to.
    func openBoardChooser() {
        guard let card = chosenCard, let board = state?.board else { say(strings.noCardChosen); return }
        guard board.orderedBoards.count > 1 else { say(strings.noOtherBoard); return }
        overlay = .boards(BoardsList(purpose: .moveCard(card.id), board: board, chosen: nil, hiding: boardShown))
    }

    /// The board a chooser leaves out (the one its card is shown on).
    private func chooserHidden(_ list: BoardsList) -> UUID? {
        list.purpose == .boards ? nil : boardShown
    }

    /// A key while the boards list or the chooser is open.
    func handleBoardsKey(_ key: Key, _ current: BoardsList) {
        var list = current
        if list.naming != nil {
            if keys.boardNameSave.matches(key) {
                finishNaming(list)
                return
            }
            if keys.boardNameCancel.matches(key) {
                list.stopNaming()
            } else if case .paste(let text) = key {
                list.field.insert(text.replacingOccurrences(of: "\n", with: " "))
                list.error = nil
            } else {
                _ = list.field.handle(key, keys: keys.text.editing)
                list.error = nil
            }
            overlay = .boards(list)
            return
        }
        if let action = keys.list.action(for: key) {
            list.scroll.perform(action, itemCount: list.items.count)
            overlay = .boards(list)
            return
        }
        switch list.purpose {
        case .moveCard(let id):
            if readOnly, keys.chooserMove.matches(key) {
                overlay = nil
                _ = refusedAsReadOnly()
            } else if keys.chooserClose.matches(key) {
                overlay = nil
            } else if keys.chooserMove.matches(key), let target = list.chosen {
                overlay = nil
                moveCard(id, toBoard: target.id)
            }
        case .boards:
            if readOnly, keys.boardsNew.matches(key) || keys.boardsRename.matches(key) || keys.boardsDelete.matches(key) {
                _ = refusedAsReadOnly()
            } else if keys.boardsClose.matches(key) {
                overlay = nil
            } else if keys.boardsShow.matches(key), let chosen = list.chosen {
                overlay = nil
                showBoard(chosen.id)
            } else if keys.boardsNew.matches(key) {
                list.startNaming(.new)
                overlay = .boards(list)
            } else if keys.boardsRename.matches(key), let chosen = list.chosen {
                list.startNaming(.rename(chosen.id))
                overlay = .boards(list)
            } else if keys.boardsDelete.matches(key), let chosen = list.chosen, let board = state?.board {
                guard board.orderedBoards.count > 1 else { say(strings.boardError(.lastBoard)); return }
                let cards = board.cards(on: chosen.id).count
                overlay = .dialog(Modal(title: strings.deleteBoardTitle,
                                        message: strings.deleteBoardQuestion(chosen.name, cards: cards,
                                                                             undoKey: keys.undo.hintKeys),
                                        buttons: [.init(strings.words.yes, action: .deleteBoard(chosen.id), shortcut: keys.dialog.yes),
                                                  .init(strings.words.no, shortcut: keys.dialog.no)]))
            }
        }
    }

    /// `Enter` in the name field: makes or renames the board, or keeps the
    /// field open with why the name is refused.
    private func finishNaming(_ current: BoardsList) {
        var list = current
        guard let naming = list.naming, let board = state?.board else { return }
        let now = calendar.now()
        do throws(BoardError) {
            switch naming {
            case .new:
                let id = UUID()
                let action = try board.addingBoard(named: list.field.text, id: id, at: now)
                performBoardAction(action)
                list.stopNaming()
                list.update(state?.board ?? board, choosing: id)
            case .rename(let id):
                if let action = try board.renamingBoard(id, to: list.field.text, at: now) { performBoardAction(action) }
                list.stopNaming()
                list.update(state?.board ?? board, choosing: id)
            }
        } catch {
            list.error = strings.boardError(error)
        }
        overlay = .boards(list)
    }

    /// Deletes the board `id` and its cards (the question's Yes); the board
    /// shown goes to another when it is the one deleted.
    func deleteBoard(_ id: UUID) {
        guard let board = state?.board else { return }
        do throws(BoardError) {
            let next = board.neighbour(ofBoard: id)
            let action = try board.removingBoard(id, at: calendar.now())
            performBoardAction(action)
            if id == boardShown, let next { showBoard(next) }
            say(strings.history(KanbanStep.perform(action).historyEntry(at: action.at), width: (areaSize?.width ?? 80) - 2))
        } catch {
            say(strings.boardError(error))
        }
    }

    /// Moves the card `id` to the board `target`; it leaves the board shown.
    func moveCard(_ id: UUID, toBoard target: UUID) {
        guard let board = state?.board else { return }
        do throws(BoardError) {
            let action = try board.moving(id, toBoard: target, at: calendar.now())
            performBoardAction(action)
            sayDone(action)
        } catch {
            say(strings.boardError(error))
        }
    }

    /// Performs an action on the boards (or a move between boards), shows
    /// it and submits it.
    private func performBoardAction(_ action: KanbanAction) {
        guard !readOnly else { return }
        guard var current = state else { return }
        let step = current.perform(action)
        state = current
        submit(step, at: action.at)
        refreshVisible()
    }

    /// A click on a row of the boards list chooses it (a double click acts
    /// as `Enter`).
    func clickBoards(_ target: HitTarget, double: Bool, _ current: BoardsList) -> Bool {
        guard current.naming == nil, case .row(let name, let index) = target, name == BoardsListView.listName else { return false }
        var list = current
        list.scroll.select(index, itemCount: list.items.count)
        overlay = .boards(list)
        if double { handleBoardsKey(.enter, list) }
        return true
    }
}
