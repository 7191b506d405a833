import Foundation
import JuiceCore
import TabKit
import TerminalUI

/// The stock editor (the original's "재고 추가" screen, opened by its 재고수정
/// button): one stepper per fruit, 0…1,000,000.
///
/// `+`/`-` (or →/←) change the focused fruit by 1, `]`/`[` (or PgUp/PgDn)
/// by 10, digits type a count that Enter sets and Esc drops. ↑/↓ (k/j, Tab)
/// move between fruits. Enter or Esc with nothing typed closes the editor.
/// Every change is reported at once (`Outcome.changed`) so the tab can save
/// it: there is nothing to discard when the editor closes.
struct StockEditor {
    /// What a key did, for the tab to act on.
    enum Outcome: Equatable {
        /// Nothing to save (a move, a typed digit, a refused key).
        case none
        /// `fruit` now has `count`: save it.
        case changed(Fruit, Int)
        /// The editor is done.
        case close
    }

    /// A line shown under the steppers.
    enum Notice: Equatable {
        /// A step or a typed number was refused.
        case refused(StepperRefusal)
        /// A paste that is not a number in range.
        case pasteRefused
        /// Saving failed; the text says why.
        case saveFailed(String)
    }

    /// The stepper of each fruit.
    private(set) var steppers: [Fruit: StepperState]
    /// The fruit keys go to.
    private(set) var focus: Fruit
    /// What to tell the user, or nil.
    private(set) var notice: Notice?

    /// Longest paste taken as a number; anything longer is refused at once.
    private static let longestPaste = 32

    /// An editor showing `stock`, with `focus` chosen.
    init(stock: Stock, focus: Fruit = .strawberry) {
        steppers = Dictionary(uniqueKeysWithValues: Fruit.allCases.map {
            ($0, StepperState(value: stock[$0], range: Stock.range, step: 1, bigStep: 10))
        })
        self.focus = focus
    }

    /// The stepper of `fruit`.
    func stepper(_ fruit: Fruit) -> StepperState {
        steppers[fruit] ?? StepperState(value: 0, range: Stock.range)
    }

    /// Whether a number is being typed into the focused fruit.
    var isTyping: Bool { stepper(focus).isEditing }

    /// The count being typed and the fruit it is for, or nil.
    var typing: (fruit: Fruit, text: String)? {
        stepper(focus).editText.map { (focus, $0) }
    }

    /// Types `text` into `fruit`'s count again, focused (a draft of the
    /// last run); Enter then sets it.
    mutating func retype(_ text: String, into fruit: Fruit) {
        focus = fruit
        var stepper = stepper(fruit)
        for character in text { _ = stepper.handle(.character(character)) }
        steppers[fruit] = stepper
    }

    /// The editor showing `stock` (changed elsewhere), with the same focus
    /// and notice.
    func updated(to stock: Stock) -> StockEditor {
        var copy = self
        for fruit in Fruit.allCases where copy.steppers[fruit]?.value != stock[fruit] {
            copy.steppers[fruit]?.setValue(stock[fruit])
        }
        return copy
    }

    /// Puts `fruit` back to `count` after its change could not be saved.
    mutating func revert(_ fruit: Fruit, to count: Int, because reason: String) {
        steppers[fruit]?.setValue(count)
        notice = .saveFailed(reason)
    }

    /// Handles one key, as `keys` defines them.
    mutating func handle(_ key: Key, keys: JuiceKeys) -> Outcome {
        notice = nil
        if case .paste(let text) = key { return paste(text) }
        // The arrows and Tab move between fruits, a number being typed or not.
        if let step = keys.fruitStep.step(for: key) { return move(by: step) }
        // While a number is typed, letters, Enter and Esc belong to it.
        // The stepper knows the default keys; the user's are translated.
        if isTyping {
            if keys.set.matches(key) { return step(.enter) }
            if keys.drop.matches(key) { return step(.escape) }
            if keys.erase.matches(key) { return step(.backspace) }
            guard keys.type.matches(key) || keys.stepOne.matches(key) || keys.stepTen.matches(key) else { return .none }
            return step(key, keys.steps)
        }
        if keys.close.matches(key) { return .close }
        if keys.chooseFruit.matches(key), let action = keys.list.action(for: key) {
            switch action {
            case .previous, .pageUp: return move(by: -1)
            case .next, .pageDown: return move(by: 1)
            case .first: return move(by: -Fruit.allCases.count)
            case .last: return move(by: Fruit.allCases.count)
            }
        }
        if keys.erase.matches(key) { return step(.backspace) }
        guard keys.stepOne.matches(key) || keys.stepTen.matches(key) || keys.type.matches(key) else { return .none }
        return step(key, keys.steps)
    }

    /// A click on `fruit`'s row: focus goes there, as if moved there with
    /// ↑↓ (a number being typed is set first).
    mutating func choose(_ fruit: Fruit) -> Outcome {
        notice = nil
        let all = Fruit.allCases
        return move(by: (all.firstIndex(of: fruit) ?? 0) - (all.firstIndex(of: focus) ?? 0))
    }

    /// Passes `key` to the focused stepper; reports a change of value.
    private mutating func step(_ key: Key, _ keys: StepperKeys = .standard) -> Outcome {
        var stepper = stepper(focus)
        let before = stepper.value
        _ = stepper.handle(key, keys: keys)
        steppers[focus] = stepper
        if let refusal = stepper.refusal { notice = .refused(refusal) }
        return stepper.value == before ? .none : .changed(focus, stepper.value)
    }

    /// Commits a typed number (when refused, focus stays), then moves focus.
    private mutating func move(by delta: Int) -> Outcome {
        var outcome = Outcome.none
        if isTyping {
            outcome = step(.enter)
            guard !isTyping else { return outcome }
        }
        let all = Fruit.allCases
        let index = all.firstIndex(of: focus) ?? 0
        focus = all[min(max(0, index + delta), all.count - 1)]
        return outcome
    }

    /// A pasted count replaces the focused fruit's count when it is a whole
    /// number in range; anything else is refused without a change.
    private mutating func paste(_ text: String) -> Outcome {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, trimmed.count <= Self.longestPaste,
              trimmed.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            notice = .pasteRefused
            return .none
        }
        var stepper = stepper(focus)
        stepper.cancelEdit()
        for digit in trimmed {
            _ = stepper.handle(.character(digit))
            // The first refused digit refuses the whole paste.
            if let refusal = stepper.refusal {
                stepper.cancelEdit()
                notice = .refused(refusal)
                break
            }
        }
        steppers[focus] = stepper
        return .none  // the digits are typed, not yet set: Enter sets them
    }
}
