import TerminalUI

/// The Juice tab's key hints (the keys valid now) and help (every key).
extension JuiceTab {
    public var keyHints: [KeyHint] {
        switch modal {
        case .none:
            return [
                KeyHint(keys: "1-7", label: catalog.hintOrderJuice),
                KeyHint(keys: "↑↓", label: catalog.hintChooseJuice),
                KeyHint(keys: "Enter", label: catalog.hintOrderJuice),
                KeyHint(keys: "e", label: catalog.hintEditStock),
            ]
        case .message:
            return [KeyHint(keys: "Enter", label: catalog.hintClose)]
        case .short:
            return [
                KeyHint(keys: "←→", label: catalog.hintChooseButton),
                KeyHint(keys: "Enter", label: catalog.hintConfirm),
                KeyHint(keys: "y/n", label: "\(catalog.yes)/\(catalog.no)"),
                KeyHint(keys: "Esc", label: catalog.no),
            ]
        case .editor(let editor) where editor.isTyping:
            return [
                KeyHint(keys: "0-9", label: catalog.hintTypeNumber),
                KeyHint(keys: "Enter", label: catalog.hintSetNumber),
                KeyHint(keys: "Esc", label: catalog.hintCancel),
                KeyHint(keys: "Backspace", label: catalog.hintErase),
            ]
        case .editor:
            return [
                KeyHint(keys: "↑↓", label: catalog.hintChooseFruit),
                KeyHint(keys: "+/-", label: "±1"),
                KeyHint(keys: "]/[", label: "±10"),
                KeyHint(keys: "0-9", label: catalog.hintTypeNumber),
                KeyHint(keys: "Enter/Esc", label: catalog.hintClose),
            ]
        }
    }

    public var helpEntries: [KeyHint] {
        [
            KeyHint(keys: "1…7", label: catalog.helpOrderByNumber),
            KeyHint(keys: "↑ ↓  k j", label: catalog.helpChooseJuice),
            KeyHint(keys: "Home End", label: catalog.helpFirstLast),
            KeyHint(keys: "Enter Space", label: catalog.helpOrderChosen),
            KeyHint(keys: "e", label: catalog.helpEditStock),
        ] + section(catalog.helpEditorSection) + [
            KeyHint(keys: "↑ ↓  k j  Tab", label: catalog.helpChooseFruit),
            KeyHint(keys: "+ -  → ←", label: catalog.helpStepOne),
            KeyHint(keys: "] [  PgUp PgDn", label: catalog.helpStepTen),
            KeyHint(keys: "0…9 Backspace", label: catalog.helpTypeNumber),
            KeyHint(keys: "Enter Esc", label: catalog.helpCloseEditor),
        ] + section(catalog.helpDialogSection) + [
            KeyHint(keys: "← → h l Tab", label: catalog.helpChooseButton),
            KeyHint(keys: "Enter Space", label: catalog.helpConfirm),
            KeyHint(keys: "y n", label: catalog.helpYesNo),
            KeyHint(keys: "Esc", label: catalog.hintClose),
        ]
    }

    /// A blank line and a section title in the help list.
    private func section(_ title: String) -> [KeyHint] {
        [KeyHint(keys: "", label: ""), KeyHint(keys: title, label: "")]
    }
}
