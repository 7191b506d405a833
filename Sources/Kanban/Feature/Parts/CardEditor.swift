import Foundation
import KanbanCore
import TabKit
import TerminalUI

/// The card editor: Title (one line, required, at most `CardLimits.title`
/// characters), Deadline (typed as `YYYY-MM-DD`, `today`, `+3d`, …, read
/// at once and shown as a date) and Body (several lines, at most
/// `CardLimits.body` characters, with its counter).
///
/// Nothing typed is ever thrown away without asking: a refused save (no
/// title, not a date) keeps every field as it is and says why on the field,
/// and Esc asks "Discard changes?" when anything differs from what the
/// editor opened with. Input that does not fit a limit is cut, and the
/// field says how much was left out.
struct CardEditor {
    enum Field: String, CaseIterable, Equatable, Codable {
        case title, deadline, body, repeats
    }

    /// What the editor is for.
    enum Mode: Equatable {
        /// A new card in this column.
        case new(KanbanColumn)
        /// The card with this id, as it was when the editor opened.
        case edit(Card)
    }

    /// A word under a field.
    enum Note: Equatable {
        case titleRequired
        case titleCut(dropped: Int)
        case deadline(DeadlineInputError)
        case repeats(RepeatInputError)
        case bodyCut(dropped: Int)
    }

    /// What a key did.
    enum Outcome: Equatable {
        /// Still open.
        case open
        /// Closed without saving.
        case cancelled
        /// Save these (cleaned) values; the editor closes.
        case save(TypedCard)
    }

    /// The longest deadline typed (`2026-11-23`, `tomorrow`, `+365d`).
    static let deadlineLength = 32
    /// The longest repeat typed (`every 2 weeks from done`).
    static let repeatsLength = 32

    let mode: Mode
    private(set) var title: TextFieldState
    private(set) var deadline: TextFieldState
    private(set) var repeats: TextFieldState
    private(set) var body: TextAreaState
    private(set) var focus: Field = .title
    /// The word under each field, if any.
    private(set) var notes: [Field: Note] = [:]
    /// "Discard changes?", while it is asked.
    private(set) var discardQuestion: Modal<Bool>?
    /// "This one only, or all to come?" (true: this one), while it is asked
    /// about a repeating card's new text, with what it would save.
    private(set) var seriesQuestion: (modal: Modal<Bool>, typed: TypedCard)?
    private let original: (title: String, deadline: String, repeats: String, body: String)

    /// An editor for a new card in `column`.
    init(newIn column: KanbanColumn) {
        mode = .new(column)
        title = TextFieldState(maxLength: CardLimits.title)
        deadline = TextFieldState(maxLength: Self.deadlineLength)
        repeats = TextFieldState(maxLength: Self.repeatsLength)
        body = TextAreaState(maxLength: CardLimits.body)
        original = ("", "", "", "")
    }

    /// An editor showing `card`.
    init(editing card: Card) {
        mode = .edit(card)
        title = TextFieldState(text: card.title, maxLength: CardLimits.title)
        deadline = TextFieldState(text: card.deadline?.iso ?? "", maxLength: Self.deadlineLength)
        repeats = TextFieldState(text: card.repeats?.short ?? "", maxLength: Self.repeatsLength)
        body = TextAreaState(text: card.body, maxLength: CardLimits.body)
        original = (title.text, deadline.text, repeats.text, body.text)
    }

    /// What is typed, as kept when bankui stops with the editor open, and
    /// which card (as it was when the editor opened, so a save after the
    /// restart still notices another program's change) or column it is for.
    struct Draft: Codable, Equatable {
        /// Names this shape: a draft of another shape is not read.
        var kind = Self.kindName
        var card: Card?
        var column: KanbanColumn
        var title: String
        var deadline: String
        /// Nil in a draft kept before cards could repeat.
        var repeats: String?
        var body: String
        var focus: Field

        static let kindName = "kanban.card-editor.1"
    }

    /// What is typed now, and for which card or column.
    var draft: Draft {
        switch mode {
        case .new(let column):
            Draft(card: nil, column: column, title: title.text, deadline: deadline.text, repeats: repeats.text,
                  body: body.text, focus: focus)
        case .edit(let card):
            Draft(card: card, column: card.column, title: title.text, deadline: deadline.text, repeats: repeats.text,
                  body: body.text, focus: focus)
        }
    }

    /// The editor as `draft` left it: the same card or column, the typed
    /// text (cursors at its end) and the focused field. Nil for a draft of
    /// another shape.
    init?(draft: Draft) {
        guard draft.kind == Draft.kindName else { return nil }
        if let card = draft.card { self.init(editing: card) } else { self.init(newIn: draft.column) }
        title = TextFieldState(text: draft.title, maxLength: CardLimits.title)
        deadline = TextFieldState(text: draft.deadline, maxLength: Self.deadlineLength)
        if let typed = draft.repeats { repeats = TextFieldState(text: typed, maxLength: Self.repeatsLength) }
        body = TextAreaState(text: draft.body, maxLength: CardLimits.body)
        focus = draft.focus
    }

    /// Whether anything differs from what the editor opened with.
    var hasChanges: Bool {
        title.text != original.title || deadline.text != original.deadline || repeats.text != original.repeats
            || body.text != original.body
    }

    /// How the repeat reads now: the rule, nil for none, or why it is not one.
    var repeatsReading: Result<CardRepeat?, RepeatInputError> {
        RepeatInput.parse(repeats.text)
    }

    /// How the deadline reads now, `today` being the local date: the date,
    /// nil for no deadline, or why it is not a date.
    func deadlineReading(today: Deadline) -> Result<Deadline?, DeadlineInputError> {
        DeadlineInput.parse(deadline.text, today: today)
    }

    /// Handles one key, as `keys` defines them; `today` reads the deadline.
    mutating func handle(_ key: Key, keys: KanbanKeys, strings: KanbanStrings, today: Deadline) -> Outcome {
        if let (question, typed) = seriesQuestion {
            var modal = question
            switch modal.handle(key, keys: keys.dialog) {
            case .open:
                seriesQuestion = (modal, typed)
                return .open
            case .closed(let thisOne):
                seriesQuestion = nil
                guard let thisOne else { return .open }  // Esc: back to the editor, as typed
                var answer = typed
                answer.thisOneOnly = thisOne
                return .save(answer)
            }
        }
        if var question = discardQuestion {
            switch question.handle(key, keys: keys.dialog) {
            case .open:
                discardQuestion = question
                return .open
            case .closed(let discard):
                discardQuestion = nil
                return discard == true ? .cancelled : .open
            }
        }
        if keys.save.matches(key) { return save(today: today, strings: strings, keys: keys) }
        if keys.cancelEditor.matches(key) {
            guard hasChanges else { return .cancelled }
            discardQuestion = Modal(title: strings.discardTitle, message: strings.discardQuestion,
                                    buttons: [.init(strings.discardButton, action: true, shortcut: keys.dialog.yes),
                                              .init(strings.keepEditingButton, action: false, shortcut: keys.dialog.no)],
                                    defaultButton: 1, cancelAction: false)
            return .open
        }
        if let step = keys.nextField.step(for: key) {
            move(by: step, wrapping: true)
            return .open
        }
        if case .paste(let text) = key {
            paste(text)
            return .open
        }
        switch focus {
        case .title, .deadline, .repeats:
            if keys.saveEnter.matches(key) { return save(today: today, strings: strings, keys: keys) }
            if let step = keys.fieldArrows.step(for: key) { move(by: step, wrapping: false); return .open }
            editLine(key, keys: keys.text.editing)
        case .body:
            var area = body
            let taken = area.handle(key, keys: keys.text.area)
            body = area
            // Up from the first line leaves the body for the field above it.
            if !taken, keys.fieldArrows.step(for: key) == -1 { move(by: -1, wrapping: false); return .open }
            if taken { noteCut(.body, dropped: body.droppedCharacters) }
        }
        return .open
    }

    /// A click on what ``CardEditorView`` marked: on a field (its row or
    /// its box) gives it the keys; on a button of the discard question
    /// presses it. Nil when the click is not the editor's.
    mutating func click(_ target: HitTarget) -> Outcome? {
        if let (question, typed) = seriesQuestion {
            guard case .button = target else { return nil }
            switch question.handle(.click(target, double: false)) {
            case .open: return .open
            case .closed(let thisOne):
                seriesQuestion = nil
                guard let thisOne else { return .open }
                var answer = typed
                answer.thisOneOnly = thisOne
                return .save(answer)
            }
        }
        if let question = discardQuestion {
            guard case .button = target else { return nil }
            switch question.handle(.click(target, double: false)) {
            case .open: return .open
            case .closed(let discard):
                discardQuestion = nil
                return discard == true ? .cancelled : .open
            }
        }
        guard case .item(CardEditorView.area, let name) = target, let field = Field(rawValue: name) else { return nil }
        focus = field
        return .open
    }

    /// Passes `key` to the focused one-line field.
    private mutating func editLine(_ key: Key, keys: TextEditingKeys) {
        if focus == .title {
            var field = title
            guard field.handle(key, keys: keys) else { return }
            title = field
            titleChanged(dropped: field.droppedCharacters)
        } else if focus == .repeats {
            var field = repeats
            guard field.handle(key, keys: keys) else { return }
            repeats = field
            notes[.repeats] = nil
        } else {
            var field = deadline
            guard field.handle(key, keys: keys) else { return }
            deadline = field
            notes[.deadline] = nil
        }
    }

    /// Puts a paste into the focused field, cleaned as a card's text is
    /// (no control characters, no terminal escape sequences; line breaks
    /// only in Body), and says how much did not fit.
    private mutating func paste(_ raw: String) {
        // Cleaned as a body (nothing trimmed); the one-line fields turn its
        // line breaks into spaces. The cleaning keeps at most a body's
        // worth, so for a longer paste the count left out is the raw one.
        let (cleaned, offered) = CardText.cleanBodyCounting(raw)
        switch focus {
        case .title:
            let before = title.text.count
            title.insert(cleaned)
            titleChanged(dropped: offered - (title.text.count - before))
        case .deadline:
            deadline.insert(cleaned)
            notes[.deadline] = nil
        case .repeats:
            repeats.insert(cleaned)
            notes[.repeats] = nil
        case .body:
            let before = body.count
            body.insert(cleaned)
            noteCut(.body, dropped: offered - (body.count - before))
        }
    }

    /// Takes what the user's own editor saved: the title (nil: the one
    /// typed stays) and the body, cleaned as a paste is, with a note on a
    /// field when its limit cut it. Nothing is saved yet: Ctrl-S does that.
    mutating func takeFromExternalEditor(title newTitle: String?, body newBody: String) {
        if let newTitle {
            let (cleaned, offered) = CardText.cleanBodyCounting(newTitle)
            var field = TextFieldState(maxLength: CardLimits.title)
            field.insert(cleaned)
            title = field
            titleChanged(dropped: max(0, offered - field.text.count))
        }
        let (cleaned, offered) = CardText.cleanBodyCounting(newBody)
        var area = TextAreaState(maxLength: CardLimits.body)
        area.insert(cleaned)
        body = area
        noteCut(.body, dropped: max(0, offered - area.count))
    }

    /// After the title changed: forgets "a card needs a title" once it has
    /// one, and notes what did not fit.
    private mutating func titleChanged(dropped: Int) {
        if notes[.title] == .titleRequired, !CardText.cleanTitle(title.text).isEmpty { notes[.title] = nil }
        noteCut(.title, dropped: dropped)
    }

    /// Says under `field` how much the last input lost to its limit, or
    /// forgets an earlier such note once input fits again.
    private mutating func noteCut(_ field: Field, dropped: Int) {
        switch (field, dropped > 0) {
        case (.title, true): notes[.title] = .titleCut(dropped: dropped)
        case (.body, true): notes[.body] = .bodyCut(dropped: dropped)
        case (_, false):
            if case .titleCut? = notes[field] { notes[field] = nil }
            if case .bodyCut? = notes[field] { notes[field] = nil }
        default: break
        }
    }

    /// Moves the focus; without `wrapping` it stops at the first and last field.
    private mutating func move(by delta: Int, wrapping: Bool) {
        let all = Field.allCases
        let index = all.firstIndex(of: focus) ?? 0
        let next = index + delta
        focus = wrapping ? all[(next % all.count + all.count) % all.count] : all[min(max(0, next), all.count - 1)]
    }

    /// The values to save, or `.open` with a note on every field that
    /// cannot be saved, the first of them focused (nothing typed is lost).
    ///
    /// An edit of a repeating card's title or body asks first whether it is
    /// for this card only or for all to come.
    mutating func save(today: Deadline, strings: KanbanStrings, keys: KanbanKeys) -> Outcome {
        let cleanTitle = CardText.cleanTitle(title.text)
        let reading = deadlineReading(today: today)
        let rule = repeatsReading
        if case .failure(let error) = reading { notes[.deadline] = .deadline(error) }
        if case .failure(let error) = rule { notes[.repeats] = .repeats(error) }
        if cleanTitle.isEmpty {
            notes[.title] = .titleRequired
            focus = .title
            return .open
        }
        guard case .success(let date) = reading else {
            focus = .deadline
            return .open
        }
        guard case .success(let parsed) = rule else {
            focus = .repeats
            return .open
        }
        // The series' own text (an earlier "this one only") stays with it.
        var repeats = parsed
        if case .edit(let card) = mode, let kept = card.repeats, repeats?.rule != nil {
            repeats?.title = kept.title
            repeats?.body = kept.body
        }
        let typed = TypedCard(title: cleanTitle, body: CardText.cleanBody(body.text), deadline: date, repeats: repeats)
        if case .edit(let card) = mode, card.repeats != nil, repeats != nil,
           typed.title != card.title || typed.body != card.body {
            seriesQuestion = (Modal(title: strings.seriesTitle, message: strings.seriesQuestion,
                                    buttons: [.init(strings.seriesThisOne, action: true, shortcut: keys.seriesThisOne),
                                              .init(strings.seriesAll, action: false, shortcut: keys.seriesAll)],
                                    defaultButton: 1, cancelAction: nil), typed)
            return .open
        }
        return .save(typed)
    }
}
