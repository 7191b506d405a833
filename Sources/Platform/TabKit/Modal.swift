import TerminalUI

/// A dialog over a tab — a message with one button, or a question with
/// several — and what each button does. Every tab opens its dialogs this way,
/// so they look, sit and answer keys alike.
///
/// `Action` is the tab's own type: the modal hands back the chosen button's
/// action and the tab carries it out.
public struct Modal<Action: Sendable>: Sendable {
    /// One button: its label, the action it runs (nil: just close), and an
    /// optional binding that presses it (``DialogKeys/yes``, a tab's own
    /// letter): declared in a key map, so help lists it and the user's
    /// keys reach it.
    public struct Button: Sendable {
        public var label: String
        public var action: Action?
        public var shortcut: KeyBinding?

        public init(_ label: String, action: Action? = nil, shortcut: KeyBinding? = nil) {
            self.label = label
            self.action = action
            self.shortcut = shortcut
        }
    }

    /// What a key did to the modal.
    public enum Outcome: Sendable {
        /// Still open.
        case open
        /// Closed; run the action if there is one.
        case closed(Action?)
    }

    /// What is drawn.
    public private(set) var dialog: Dialog
    /// The chosen button.
    public private(set) var state: DialogState
    /// The buttons, left to right.
    public let buttons: [Button]
    /// What Esc does (nil: just close).
    public let cancelAction: Action?

    /// A modal with `buttons`, `defaultButton` chosen.
    public init(title: String, message: String, buttons: [Button], defaultButton: Int = 0,
                cancelAction: Action? = nil, isError: Bool = false) {
        dialog = Dialog(title: title, message: message, buttons: buttons.map(\.label), isError: isError)
        state = DialogState(buttonCount: buttons.count, defaultButton: defaultButton)
        self.buttons = buttons
        self.cancelAction = cancelAction
    }

    /// A message with one button that closes it.
    public static func message(title: String, message: String, button: String, isError: Bool = false) -> Modal {
        Modal(title: title, message: message, buttons: [Button(button)], isError: isError)
    }

    /// An error in words, with an OK button.
    public static func error(_ text: String, words: Words) -> Modal {
        message(title: words.errorTitle, message: text, button: words.ok, isError: true)
    }

    /// Handles a key: the chosen button moves with ←→ (h l, Tab), Enter or
    /// Space presses it, a button's letter presses that button, Esc closes
    /// (or the user's keys for these, in `keys`; the defaults without).
    public mutating func handle(_ key: Key, keys: DialogKeys? = nil) -> Outcome {
        if let index = buttons.firstIndex(where: { $0.shortcut?.matches(key) == true }) {
            return .closed(buttons[index].action)
        }
        switch state.handle(key, keys: keys?.buttons ?? .standard) {
        case .open: return .open
        case .cancelled: return .closed(cancelAction)
        case .chosen(let index): return .closed(buttons.indices.contains(index) ? buttons[index].action : nil)
        }
    }

    /// A click on the button at `index` presses it (the same as choosing it
    /// and pressing Enter); anything else leaves the modal open.
    public func press(_ index: Int) -> Outcome {
        buttons.indices.contains(index) ? .closed(buttons[index].action) : .open
    }

    /// A click or the wheel on the open modal: a button's click presses it,
    /// everything else leaves it open (a click outside it means nothing).
    public func handle(_ input: TabInput) -> Outcome {
        guard case .click(.button(let index), _) = input else { return .open }
        return press(index)
    }

    /// The keys that work now, for the hint bar.
    public func activeKeys(_ words: Words, keys dialogKeys: DialogKeys? = nil) -> [KeyBinding] {
        let keys = dialogKeys ?? DialogKeys(words)
        let chosen = buttons.indices.contains(state.chosen) ? buttons[state.chosen].label : words.close
        var bindings = [keys.choose.enabled(buttons.count > 1), keys.press.withHint(chosen)]
        // The buttons' letters as one hint, `y/n Yes/No`: each button's
        // binding says its keys.
        let lettered = buttons.compactMap { button in button.shortcut.map { (button.label, $0) } }
        if !lettered.isEmpty {
            bindings.append(KeyBinding(lettered.flatMap(\.1.keys), hintKeys: lettered.map(\.1.hintKeys).joined(separator: "/"),
                                       hint: lettered.map(\.0).joined(separator: "/"), help: words.helpButtonShortcut))
        }
        if buttons.count > 1 { bindings.append(keys.cancel) }
        return bindings
    }

    /// The box the dialog takes when placed in `area` (see ``ModalPlacement``).
    public func box(in area: Rect, below content: Rect? = nil) -> Rect {
        ModalPlacement.place(size: dialog.box(in: area), in: area, below: content)
    }

    /// Draws the dialog, placed by ``ModalPlacement`` in `area`.
    public func render(in area: Rect, below content: Rect? = nil, buffer: inout Buffer) {
        let target = ModalPlacement.area(for: dialog.box(in: area), in: area, below: content)
        dialog.render(in: target, buffer: &buffer, state: state)
    }
}

/// Where every dialog and editor box sits: centred under the tab's main
/// content (in the content's columns) when it fits there, so what the
/// dialog is about stays in sight; otherwise centred in the tab's area.
public enum ModalPlacement {
    /// The area to centre a box of `natural` size in.
    public static func area(for natural: Rect, in area: Rect, below content: Rect?) -> Rect {
        guard let content else { return area }
        let top = content.maxY
        let free = Rect(x: content.x, y: top, width: content.width, height: max(0, area.maxY - top)).intersection(area)
        guard free.height >= natural.height, free.width >= natural.width else { return area }
        return free.splitTop(min(free.height, natural.height + 2)).top
    }

    /// The box itself.
    public static func place(size natural: Rect, in area: Rect, below content: Rect?) -> Rect {
        self.area(for: natural, in: area, below: content).centered(width: natural.width, height: natural.height)
    }
}

/// The keys of every dialog with their words (table `dialog` of a user's
/// file): the buttons' keys are the map ``DialogState`` answers
/// (``DialogButtonKeys``), with the words of the language.
public struct DialogKeys: Sendable {
    /// The map the dialog's state answers.
    public let buttons: DialogButtonKeys
    public var previous: KeyBinding { buttons.previous }
    public var next: KeyBinding { buttons.next }
    public var press: KeyBinding { buttons.press }
    public var cancel: KeyBinding { buttons.cancel }
    /// The letter of the button that goes ahead (Yes, Discard): `y`.
    public let yes: KeyBinding
    /// The letter of the button that leaves things as they are (No, Keep
    /// editing): `n`.
    public let no: KeyBinding
    private let words: Words

    public init(_ words: Words, overrides: KeyOverrides = .none) {
        self.words = words
        buttons = DialogButtonKeys(hint: { action in
            switch action {
            case .press: words.confirm
            case .cancel: words.cancel
            case .previous, .next: nil
            }
        }, help: { action in
            switch action {
            case .previous: words.helpPreviousButton
            case .next: words.helpNextButton
            case .press: words.helpPressButton
            case .cancel: words.helpCloseDialog
            }
        }, overrides: overrides)
        // A mode of their own: a tab's dialog with other letters (keep
        // mine / theirs / both) never has these, so the two may share keys.
        yes = KeyBinding("dialog.yes", [.character("y")], hint: nil, help: words.helpYesButton, mode: Self.yesNoMode)
            .overridden(by: overrides)
        no = KeyBinding("dialog.no", [.character("n")], hint: nil, help: words.helpNoButton, mode: Self.yesNoMode)
            .overridden(by: overrides)
    }

    /// The ``KeyBinding/mode`` of the yes / no letters among a tab's own
    /// dialog letters.
    public static let yesNoMode = "yes-no"

    /// The hint-bar entry for both ways of choosing a button: `←→ Choose`.
    public var choose: KeyBinding {
        var both = KeyBinding(Array(previous.keys.prefix(1) + next.keys.prefix(1)), hint: words.choose, help: words.helpChooseButton)
        both.hintKeys = previous.hintKeys == "←" && next.hintKeys == "→" ? "←→" : "\(previous.hintKeys)/\(next.hintKeys)"
        return both
    }

    /// The help section every tab with dialogs lists: with `withShortcuts`
    /// the yes / no letters, then the tab's own dialogs' `letters`.
    public func section(withShortcuts: Bool = false, letters: [KeyBinding] = []) -> KeySection {
        KeySection(words.dialogSection, [previous, next, press] + (withShortcuts ? [yes, no] : []) + letters + [cancel])
    }

    /// The help section every tab with dialogs lists, with the default keys.
    public static func section(_ words: Words, withShortcuts: Bool = false) -> KeySection {
        DialogKeys(words).section(withShortcuts: withShortcuts)
    }
}
