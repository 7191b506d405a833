import TextKit
import Foundation
import KanbanCore
import TerminalUI
import Testing
import Shell
import ScreenTesting
import TabKit
@testable import KanbanFeature

/// The card editor: what it refuses and says, that nothing typed is lost,
/// limits, pastes, escape sequences, and Esc asking before discarding.
@MainActor
@Suite struct CardEditorTests {
    private func editor(_ language: Language = .en) -> (KanbanHarness, StandInKanbanStore) {
        let store = StandInKanbanStore()
        let kanban = KanbanHarness(store: store, language: language)
        kanban.send(.character("n"))
        return (kanban, store)
    }

    private func editorState(_ kanban: KanbanHarness) -> CardEditor? {
        if case .editor(let editor) = kanban.tab.overlay { return editor }
        return nil
    }

    @Test func anEmptyTitleIsRefusedOnTheFieldAndNothingIsLost() {
        let (kanban, store) = editor()
        kanban.send(.tab)
        kanban.type("tomorrow")
        kanban.send(.tab)
        kanban.type("notes")
        kanban.send(.control("s"))
        #expect(kanban.tab.capturesKeys, "still open")
        #expect(kanban.screen.contains("A card needs a title."))
        #expect(editorState(kanban)?.focus == .title, "the title has the keys")
        #expect(editorState(kanban)?.deadline.text == "tomorrow")
        #expect(editorState(kanban)?.body.text == "notes")
        kanban.type("   ")
        kanban.send(.enter)
        #expect(kanban.screen.contains("A card needs a title."), "spaces are no title")
        kanban.type("Plan")
        #expect(!kanban.screen.contains("A card needs a title."), "the note goes once there is a title")
        kanban.send(.enter)
        #expect(store.state.board.cards(in: .todo).map(\.title) == ["Plan"], "trimmed")
        #expect(store.state.board.cards(in: .todo).first?.body == "notes")
    }

    @Test(arguments: [("2026-02-30", "There is no such day: 2026-02-30."),
                      ("tomorrowish", "Not a date. Write YYYY-MM-DD, today, tomorrow, +3d or +2w."),
                      ("23/11", "Not a date.")])
    func aDeadlineThatIsNoDateIsRefusedOnTheField(typed: String, message: String) {
        let (kanban, store) = editor()
        kanban.type("Trip")
        kanban.send(.tab)
        kanban.type(typed)
        #expect(kanban.screen.contains("→ ?"), "no reading while it is no date")
        kanban.send(.tab)
        kanban.type("body text")
        kanban.send(.control("s"))
        #expect(kanban.tab.capturesKeys)
        #expect(kanban.screen.contains(message), "\(kanban.screen)")
        #expect(editorState(kanban)?.focus == .deadline, "the deadline has the keys")
        #expect(editorState(kanban)?.title.text == "Trip")
        #expect(editorState(kanban)?.deadline.text == typed)
        #expect(editorState(kanban)?.body.text == "body text")
        #expect(store.steps.isEmpty)
        kanban.send(.control("u"))
        #expect(!kanban.screen.contains(message), "the note goes with the next edit")
        kanban.type("+2w")
        #expect(kanban.screen.contains("→ 2026-12-07 (Mon)"))
        kanban.send(.enter)
        #expect(store.state.board.cards(in: .todo).first?.deadline == Deadline(iso: "2026-12-07"))
    }

    @Test(arguments: [("today", "2026-11-23"), ("Tomorrow", "2026-11-24"), ("+3d", "2026-11-26"), ("+2w", "2026-12-07"),
                      ("오늘", "2026-11-23"), ("내일", "2026-11-24"), ("2027-01-05", "2027-01-05")])
    func theDeadlineShowsHowItReads(typed: String, iso: String) {
        let (kanban, store) = editor()
        kanban.type("X")
        kanban.send(.tab)
        kanban.type(typed)
        #expect(kanban.screen.contains("→ \(iso) ("), "\(typed)")
        kanban.send(.enter)
        #expect(store.state.board.cards(in: .todo).first?.deadline == Deadline(iso: iso))
    }

    @Test func anEmptyDeadlineIsNone() {
        let (kanban, store) = editor(.ko)
        kanban.type("X")
        kanban.send(.tab)
        #expect(kanban.screen.contains("→ 마감일 없음"))
        kanban.type("내일")
        #expect(kanban.screen.contains("→ 2026. 11. 24. (화)"))
        kanban.send(.control("u"), .enter)
        #expect(store.state.board.cards(in: .todo).first?.deadline == nil)
    }

    @Test func theBodyTakesAThousandCharactersAndSaysWhenOneMoreIsRefused() {
        let (kanban, store) = editor()
        kanban.type("Long")
        kanban.send(.tab, .tab)
        kanban.send(.paste(String(repeating: "a", count: 999)))
        #expect(kanban.screen.contains("999/1000"))
        kanban.type("b")
        #expect(kanban.screen.contains("1000/1000"))
        kanban.type("c")
        #expect(editorState(kanban)?.body.count == 1000)
        #expect(kanban.screen.contains("The body holds at most 1,000 characters: 1 did not fit."))
        let frame = kanban.driver.backend.frame
        let counterRow = kanban.driver.screen.firstIndex { $0.contains("1000/1000") } ?? 0
        let x = kanban.driver.screen[counterRow].distance(from: kanban.driver.screen[counterRow].startIndex,
                                                           to: kanban.driver.screen[counterRow].range(of: "1000/1000")!.lowerBound)
        #expect(frame[x, counterRow]?.style == Theme.standard.error, "the counter turns red when full")
        kanban.send(.backspace)
        #expect(!kanban.screen.contains("did not fit"), "the note goes once input fits")
        kanban.send(.control("s"))
        #expect(store.state.board.cards(in: .todo).first?.body.count == 999)
    }

    @Test func aFiftyThousandCharacterPasteIsCutToTheLimitWithAMessage() {
        let (kanban, store) = editor()
        kanban.type("Paste")
        kanban.send(.tab, .tab)
        kanban.send(.paste(String(repeating: "0123456789", count: 5_000)))
        #expect(editorState(kanban)?.body.count == 1000)
        #expect(kanban.screen.contains("1000/1000"))
        #expect(kanban.screen.contains("The body holds at most 1,000 characters: 49,000 did not fit."))
        kanban.send(.control("s"))
        #expect(store.state.board.cards(in: .todo).first?.body.count == 1000)
    }

    @Test func aTitleOfThreeHundredHangulIsCutToAHundredAndShownWhole() {
        let (kanban, store) = editor(.ko)
        let hangul = String(repeating: "가나다", count: 100)
        kanban.send(.paste(hangul))
        #expect(editorState(kanban)?.title.text.count == 100)
        #expect(kanban.screen.contains("제목은 100자까지입니다: 200자는 들어가지 않았습니다."))
        #expect(kanban.screen.contains("100/100"))
        kanban.type("라")
        #expect(editorState(kanban)?.title.text.count == 100, "a 101st character is refused too")
        #expect(kanban.screen.contains("1자는 들어가지 않았습니다"))
        kanban.send(.enter)
        let title = store.state.board.cards(in: .todo).first?.title ?? ""
        #expect(title == String(hangul.prefix(100)))
        // On the board: cut by columns with "…", no half character.
        let row = kanban.driver.screen.first { $0.contains("가나다") } ?? ""
        #expect(row.contains("…"))
        let frame = kanban.driver.backend.frame
        let y = kanban.driver.screen.firstIndex(of: row) ?? 0
        for x in 0..<frame.size.width {
            guard let cell = frame[x, y], cell.width == 2 else { continue }
            #expect(frame[x + 1, y]?.width == 0, "a wide character keeps both its columns at \(x)")
        }
    }

    @Test func escapeSequencesAndControlCharactersNeverReachTheScreen() {
        let (kanban, store) = editor()
        kanban.send(.paste("\u{1B}[31mred\u{1B}[0m alert\u{07}\u{1B}]0;title\u{07}\u{9B}2J\u{202E}!"))
        #expect(editorState(kanban)?.title.text == "red alert!")
        kanban.send(.tab, .tab)
        kanban.send(.paste("line one\r\nline\u{1B}[2K two\u{0}\u{7F}"))
        #expect(editorState(kanban)?.body.text == "line one\nline two")
        kanban.type("\u{1B}")
        kanban.send(.control("s"))
        #expect(store.state.board.cards(in: .todo).first?.title == "red alert!")
        for line in kanban.driver.screen {
            #expect(!line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, "\(line)")
            #expect(!line.contains("[31m") && !line.contains("]0;"), "\(line)")
        }
    }

    /// A title of invisible characters only was saved as a card nobody can see.
    @Test func aTitleOfInvisibleCharactersOnlyIsRequired() {
        let (kanban, store) = editor()
        kanban.send(.paste("\u{200B}\u{200D}\u{3164}"))
        kanban.send(.control("s"))
        #expect(store.state.board.cards(in: .todo).isEmpty)
        #expect(editorState(kanban) != nil, "the editor stays open with what was typed")
    }

    @Test func aPasteGoesToTheFocusedFieldWithLineBreaksOnlyInTheBody() {
        let (kanban, _) = editor()
        kanban.send(.paste("one\ntwo"))
        #expect(editorState(kanban)?.title.text == "one two")
        kanban.send(.tab)
        kanban.send(.paste("+3d\n"))
        #expect(editorState(kanban)?.deadline.text == "+3d ")
        kanban.send(.tab)
        kanban.send(.paste("one\ntwo"))
        #expect(editorState(kanban)?.body.text == "one\ntwo")
    }

    @Test func tabShiftTabAndArrowsMoveBetweenFieldsAndEnterInTheBodyIsANewLine() {
        let (kanban, store) = editor()
        #expect(editorState(kanban)?.focus == .title)
        kanban.send(.tab)
        #expect(editorState(kanban)?.focus == .deadline)
        kanban.send(.tab)
        #expect(editorState(kanban)?.focus == .body)
        kanban.send(.tab)
        #expect(editorState(kanban)?.focus == .title, "Tab wraps around")
        kanban.send(.backTab)
        #expect(editorState(kanban)?.focus == .body)
        kanban.type("a")
        kanban.send(.enter)
        kanban.type("b")
        #expect(editorState(kanban)?.body.text == "a\nb")
        kanban.send(.up, .up)
        #expect(editorState(kanban)?.focus == .deadline, "↑ on the body's first row goes to Deadline")
        kanban.send(.up)
        #expect(editorState(kanban)?.focus == .title)
        kanban.send(.down)
        #expect(editorState(kanban)?.focus == .deadline)
        #expect(store.steps.isEmpty)
    }

    @Test func bothRefusalsAreSaidAtOnceAndTheFirstFieldGetsTheKeys() {
        let (kanban, _) = editor()
        kanban.send(.tab)
        kanban.type("2026-02-30")
        kanban.send(.control("s"))
        #expect(kanban.screen.contains("A card needs a title."))
        #expect(kanban.screen.contains("There is no such day: 2026-02-30."))
        #expect(editorState(kanban)?.focus == .title)
        kanban.type("Trip")
        kanban.send(.enter)
        #expect(editorState(kanban)?.focus == .deadline, "then the date")
        #expect(kanban.tab.capturesKeys)
    }

    @Test func escAsksBeforeDiscardingChangesAndOnlyThen() {
        let (kanban, store) = editor()
        kanban.send(.escape)
        #expect(!kanban.tab.capturesKeys, "nothing typed: Esc just closes")
        kanban.send(.character("n"))
        kanban.type("Draft")
        kanban.send(.escape)
        #expect(kanban.screen.contains("Discard changes?"))
        #expect(kanban.screen.contains("[ Discard ]  [ Keep editing ]"))
        kanban.send(.enter)  // Keep editing is chosen
        #expect(editorState(kanban)?.title.text == "Draft", "kept")
        #expect(editorState(kanban)?.discardQuestion == nil)
        kanban.send(.escape, .escape)
        #expect(editorState(kanban)?.title.text == "Draft", "Esc on the question keeps editing")
        kanban.send(.escape, .character("n"))
        #expect(editorState(kanban)?.title.text == "Draft")
        kanban.send(.escape, .character("y"))
        #expect(!kanban.tab.capturesKeys)
        #expect(store.steps.isEmpty, "nothing saved")
        // An edit changed and changed back has nothing to discard.
        kanban.add("Card")
        kanban.send(.character("e"))
        kanban.type("x")
        kanban.send(.backspace, .escape)
        #expect(!kanban.tab.capturesKeys)
    }

    /// A board with one card in DOING whose editor is open, and another
    /// program's removal of that card (read or not yet read here).
    private func editorOverARemovedCard(noticed: Bool, language: Language = .en)
        -> (KanbanHarness, StandInKanbanStore, UUID) {
        let store = StandInKanbanStore(cards: board([.doing: [("Gone soon", "", nil)]]))
        let kanban = KanbanHarness(store: store, language: language)
        let id = store.state.board.cards(in: .doing)[0].id
        kanban.send(.right, .character("e"))
        // Another bankui removes it.
        if let action = store.state.board.removing(id, at: testNow) { store.state.perform(action) }
        if noticed { kanban.deliver(DataChangedElsewhere()) }
        kanban.type(" still")
        kanban.send(.enter)
        return (kanban, store, id)
    }

    @Test(arguments: [true, false])
    func anEditOfACardDeletedMeanwhileAsksAndRestoresItUnderItsOwnID(noticed: Bool) {
        let (kanban, store, id) = editorOverARemovedCard(noticed: noticed)
        #expect(kanban.screen.contains("This card was deleted on another board."), "\(kanban.screen)")
        #expect(kanban.screen.contains("Restore it with my edit"))
        #expect(store.state.board.cards(in: .doing).isEmpty, "nothing is saved before the answer")
        kanban.send(.enter)  // Restore, the default
        #expect(store.state.board.cards(in: .doing).map(\.id) == [id], "the card itself, never a copy under a new id")
        #expect(store.state.board[id]?.title == "Gone soon still")
        // One change: one undo removes it again, with the edit.
        kanban.send(.character("u"))
        #expect(store.state.board.cards(in: .doing).isEmpty)
        kanban.send(.control("r"))
        #expect(store.state.board.cards(in: .doing).map(\.title) == ["Gone soon still"])
    }

    @Test func theOtherBoardsUndoOfItsDeleteAfterARestoreLeavesOneCard() {
        let (kanban, store, id) = editorOverARemovedCard(noticed: true)
        kanban.send(.character("r"))
        // The board that deleted it undoes its delete.
        store.state.board.apply(CardChange(cardID: id, value: .deleted(false)))
        kanban.deliver(DataChangedElsewhere())
        #expect(store.state.board.cards(in: .doing).map(\.id) == [id])
        #expect(kanban.tab.state?.board.cards(in: .doing).count == 1)
    }

    @Test func discardingTheEditLeavesTheCardDeletedAndEscGoesBackToTheEditor() {
        let (kanban, store, _) = editorOverARemovedCard(noticed: true)
        kanban.send(.escape)
        guard case .editor(let editor) = kanban.tab.overlay else { Issue.record("no editor"); return }
        #expect(editor.title.text == "Gone soon still", "unanswered: back to what was typed")
        kanban.send(.enter)
        kanban.send(.character("d"))
        #expect(store.state.board.cards(in: .doing).isEmpty)
        #expect(kanban.tab.state?.board.cards(in: .doing).isEmpty == true)
        #expect(kanban.screen.contains("Your edit was discarded; the card stays deleted"))
        #expect(!kanban.tab.capturesKeys)
    }

    @Test func theDeletedMeanwhileQuestionInKorean() {
        let (kanban, _, _) = editorOverARemovedCard(noticed: true, language: .ko)
        #expect(kanban.screen.contains("이 카드는 다른 보드에서 삭제되었습니다."))
        #expect(kanban.screen.contains("내 편집으로 되살리기"))
    }
}
