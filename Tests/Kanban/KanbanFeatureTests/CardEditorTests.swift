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

    @Test(arguments: Language.allCases)
    func anEmptyTitleIsRefusedOnTheFieldAndNothingIsLost(language: Language) {
        let (kanban, store) = editor(language)
        kanban.send(.tab)
        kanban.type("tomorrow")
        kanban.send(.tab)
        kanban.type("notes")
        kanban.send(.control("s"))
        #expect(kanban.tab.capturesKeys, "still open")
        assertSnapshot(kanban.driver, named: "kanban-an-empty-title-is-refused-on-the-field-and-nothing-is-lost-1-\(language)")
        #expect(editorState(kanban)?.focus == .title, "the title has the keys")
        #expect(editorState(kanban)?.deadline.text == "tomorrow")
        #expect(editorState(kanban)?.body.text == "notes")
        kanban.type("   ")
        kanban.send(.enter)
        assertSnapshot(kanban.driver, named: "kanban-an-empty-title-is-refused-on-the-field-and-nothing-is-lost-2-\(language)")
        kanban.type("Plan")
        assertSnapshot(kanban.driver, named: "kanban-an-empty-title-is-refused-on-the-field-and-nothing-is-lost-3-\(language)")
        kanban.send(.enter)
        #expect(store.state.board.cards(in: .todo).map(\.title) == ["Plan"], "trimmed")
        #expect(store.state.board.cards(in: .todo).first?.body == "notes")
    }

    @Test(arguments: [("2026-02-30", "There is no such day: 2026-02-30.", "없는 날짜입니다: 2026-02-30."),
                      ("tomorrowish", "Not a date: try 2026-12-1, fri, +3d, +1m, end of month.",
                       "날짜가 아닙니다: 2026-12-1, 금, +3d, +1m, 월말처럼 쓰세요."),
                      // March or April: never guessed.
                      ("3/4", "Which day? 2027-03-04 (Thu) or 2027-04-03 (Sat): write the date.", "어느 날? 2027. 3. 4. (목) 또는 2027. 4. 3. (토): 날짜로 쓰세요.")],
          Language.allCases)
    func aDeadlineThatIsNoDateIsRefusedOnTheField(refusal: (typed: String, english: String, korean: String),
                                                  language: Language) {
        let typed = refusal.typed
        let message = language.pick(refusal.english, refusal.korean)
        let (kanban, store) = editor(language)
        kanban.type("Trip")
        kanban.send(.tab)
        kanban.type(typed)
        #expect(kanban.screen.contains("→ ?") || kanban.screen.contains(") ?"), "no one reading while it is no date")
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
        assertSnapshot(kanban.driver, named: "kanban-a-deadline-that-is-no-date-is-refused-on-the-field-2-\(language)")
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

    @Test(arguments: Language.allCases)
    func anEmptyDeadlineIsNone(language: Language) {
        let (kanban, store) = editor(language)
        kanban.type("X")
        kanban.send(.tab)
        assertSnapshot(kanban.driver, named: "kanban-an-empty-deadline-is-none-1-\(language)")
        kanban.type("내일")
        assertSnapshot(kanban.driver, named: "kanban-an-empty-deadline-is-none-2-\(language)")
        kanban.send(.control("u"), .enter)
        #expect(store.state.board.cards(in: .todo).first?.deadline == nil)
    }

    @Test(arguments: Language.allCases)
    func theBodyTakesAThousandCharactersAndSaysWhenOneMoreIsRefused(language: Language) {
        let (kanban, store) = editor(language)
        kanban.type("Long")
        kanban.send(.tab, .tab)
        kanban.send(.paste(String(repeating: "a", count: 999)))
        assertSnapshot(kanban.driver, named: "kanban-the-body-takes-a-thousand-characters-and-says-when-one-more-is-refused-1-\(language)")
        kanban.type("b")
        assertSnapshot(kanban.driver, named: "kanban-the-body-takes-a-thousand-characters-and-says-when-one-more-is-refused-2-\(language)")
        kanban.type("c")
        #expect(editorState(kanban)?.body.count == 1000)
        assertSnapshot(kanban.driver, named: "kanban-the-body-takes-a-thousand-characters-and-says-when-one-more-is-refused-3-\(language)")
        let frame = kanban.driver.backend.frame
        let counterRow = kanban.driver.screen.firstIndex { $0.contains("1000/1000") } ?? 0
        let x = kanban.driver.screen[counterRow].distance(from: kanban.driver.screen[counterRow].startIndex,
                                                           to: kanban.driver.screen[counterRow].range(of: "1000/1000")!.lowerBound)
        #expect(frame[x, counterRow]?.style == Theme.standard.error, "the counter turns red when full")
        kanban.send(.backspace)
        assertSnapshot(kanban.driver, named: "kanban-the-body-takes-a-thousand-characters-and-says-when-one-more-is-refused-4-\(language)")
        kanban.send(.control("s"))
        #expect(store.state.board.cards(in: .todo).first?.body.count == 999)
    }

    @Test(arguments: Language.allCases)
    func aFiftyThousandCharacterPasteIsCutToTheLimitWithAMessage(language: Language) {
        let (kanban, store) = editor(language)
        kanban.type("Paste")
        kanban.send(.tab, .tab)
        kanban.send(.paste(String(repeating: "0123456789", count: 5_000)))
        #expect(editorState(kanban)?.body.count == 1000)
        assertSnapshot(kanban.driver, named: "kanban-a-fifty-thousand-character-paste-is-cut-to-the-limit-with-a-message-1-\(language)")
        kanban.send(.control("s"))
        #expect(store.state.board.cards(in: .todo).first?.body.count == 1000)
    }

    /// A bracketed paste of decomposed accents (`e` + U+0301, repeated,
    /// 6 MB) into the body: it arrives as one paste key, in one pass of the
    /// decoder, and the body takes its first 1,000 characters composed.
    /// Before, the whole paste was composed into NFC before the cut, whose
    /// cost grows faster than the text (1 MB 4.7 s, 2 MB 31 s): this paste
    /// would have held the tab for many minutes.
    @Test func aLongPasteOfDecomposedAccentsIsCutAtTheLimitInOnePass() {
        let (kanban, _) = editor()
        kanban.type("Accents")
        kanban.send(.tab, .tab)
        let count = 2_000_000
        let raw = String(repeating: "e\u{301}", count: count)
        var decoder = KeyDecoder()
        let keys = decoder.decode(Array("\u{1B}[200~".utf8) + Array(raw.utf8) + Array("\u{1B}[201~".utf8))
        #expect(keys.count == 1, "one paste key for the whole paste")
        guard case .paste(let pasted)? = keys.first else { Issue.record("not a paste: \(keys.prefix(1))"); return }
        kanban.send(.paste(pasted))
        #expect(editorState(kanban)?.body.text == String(repeating: "\u{E9}", count: 1000))
        #expect(kanban.screen.contains("At most 1,000 characters: kept 1,000, \(NumberText.grouped(count - 1000)) did not fit."),
                "\(kanban.screen)")
        // The cleaner counts what it was offered and composes only what it keeps.
        let (kept, offered) = CardText.cleanBodyCounting(raw)
        #expect(kept.count == 1000 && offered == count)
    }

    @Test(arguments: Language.allCases)
    func aTitleOfThreeHundredHangulIsCutToAHundredAndShownWhole(language: Language) {
        let (kanban, store) = editor(language)
        let hangul = String(repeating: "가나다", count: 100)
        kanban.send(.paste(hangul))
        #expect(editorState(kanban)?.title.text.count == 100)
        assertSnapshot(kanban.driver, named: "kanban-a-title-of-three-hundred-hangul-is-cut-to-a-hundred-and-shown-whole-1-\(language)")
        kanban.type("라")
        #expect(editorState(kanban)?.title.text.count == 100, "a 101st character is refused too")
        assertSnapshot(kanban.driver, named: "kanban-a-title-of-three-hundred-hangul-is-cut-to-a-hundred-and-shown-whole-2-\(language)")
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
        #expect(editorState(kanban)?.focus == .repeats, "Repeat, the last field, under the body")
        kanban.send(.tab)
        #expect(editorState(kanban)?.focus == .title, "Tab wraps around")
        kanban.send(.backTab, .backTab)
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

    @Test(arguments: Language.allCases)
    func bothRefusalsAreSaidAtOnceAndTheFirstFieldGetsTheKeys(language: Language) {
        let (kanban, _) = editor(language)
        kanban.send(.tab)
        kanban.type("2026-02-30")
        kanban.send(.control("s"))
        assertSnapshot(kanban.driver, named: "kanban-both-refusals-are-said-at-once-and-the-first-field-gets-the-keys-1-\(language)")
        #expect(editorState(kanban)?.focus == .title)
        kanban.type("Trip")
        kanban.send(.enter)
        #expect(editorState(kanban)?.focus == .deadline, "then the date")
        #expect(kanban.tab.capturesKeys)
    }

    @Test(arguments: Language.allCases)
    func escAsksBeforeDiscardingChangesAndOnlyThen(language: Language) {
        let (kanban, store) = editor(language)
        kanban.send(.escape)
        #expect(!kanban.tab.capturesKeys, "nothing typed: Esc just closes")
        kanban.send(.character("n"))
        kanban.type("Draft")
        kanban.send(.escape)
        assertSnapshot(kanban.driver, named: "kanban-esc-asks-before-discarding-changes-and-only-then-1-\(language)")
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

    @Test(arguments: [true, false], Language.allCases)
    func anEditOfACardDeletedMeanwhileAsksAndRestoresItUnderItsOwnID(noticed: Bool, language: Language) {
        let (kanban, store, id) = editorOverARemovedCard(noticed: noticed, language: language)
        assertSnapshot(kanban.driver, named: "kanban-an-edit-of-a-card-deleted-meanwhile-asks-and-restores-it-under-its-own-i-d-1-\(language)")
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

    @Test(arguments: Language.allCases)
    func discardingTheEditLeavesTheCardDeletedAndEscGoesBackToTheEditor(language: Language) {
        let (kanban, store, _) = editorOverARemovedCard(noticed: true, language: language)
        kanban.send(.escape)
        guard case .editor(let editor) = kanban.tab.overlay else { Issue.record("no editor"); return }
        #expect(editor.title.text == "Gone soon still", "unanswered: back to what was typed")
        kanban.send(.enter)
        kanban.send(.character("d"))
        #expect(store.state.board.cards(in: .doing).isEmpty)
        #expect(kanban.tab.state?.board.cards(in: .doing).isEmpty == true)
        assertSnapshot(kanban.driver, named: "kanban-discarding-the-edit-leaves-the-card-deleted-and-esc-goes-back-to-the-editor-1-\(language)")
        #expect(!kanban.tab.capturesKeys)
    }

    @Test func theDeletedMeanwhileQuestionInKorean() {
        let (kanban, _, _) = editorOverARemovedCard(noticed: true, language: .ko)
        assertSnapshot(kanban.driver, named: "kanban-the-deleted-meanwhile-question-in-korean-1")
    }
}
