import TabKit
import TerminalUI

/// The planner's keys: the one that opens its form, the form's, and the
/// keys of the plans it found.
struct TimetablePlanKeys {
    let open: KeyBinding
    // The form.
    let run: KeyBinding
    let row: KeyPair
    let toggle: KeyBinding
    let sideways: KeyPair
    let close: KeyBinding
    // The plans found.
    let browse: KeyPair
    let apply: KeyBinding
    let back: KeyBinding

    init(_ strings: TimetableStrings, overrides o: KeyOverrides) {
        open = KeyBinding("timetable.plan", [.character("p")], hint: strings.hintPlan, help: strings.helpPlan).overridden(by: o)
        run = KeyBinding("timetable.plan-run", [.enter], hint: strings.hintPlanRun, help: strings.helpPlanRun).overridden(by: o)
        row = KeyPair(back: [.backTab, .up], forth: [.tab, .down], showing: [.tab], forthFirst: true, hint: strings.hintPlanRow,
                      help: strings.helpPlanRow)
        // Only on the rows of days, of courses kept and of the ranking; on
        // a text row Space is typed.
        toggle = KeyBinding("timetable.plan-toggle", [.character(" ")], showing: [.character(" ")], hint: strings.hintPlanToggle,
                            help: strings.helpPlanToggle, mode: "choices").overridden(by: o)
        sideways = KeyPair(back: [.left], forth: [.right], hint: nil, help: strings.helpPlanSideways, mode: "choices")
        close = KeyBinding("timetable.plan-close", [.escape], hint: strings.words.cancel, help: strings.helpPlanClose)
            .overridden(by: o)
        browse = KeyPair(back: [.left, .character("h"), .pageUp], forth: [.right, .character("l"), .pageDown],
                         showing: [.left, .right], hint: strings.hintPlanBrowse, help: strings.helpPlanBrowse)
        apply = KeyBinding("timetable.plan-apply", [.enter], hint: strings.hintPlanApply, help: strings.helpPlanApply)
            .overridden(by: o)
        back = KeyBinding("timetable.plan-back", [.escape], hint: strings.hintPlanBack, help: strings.helpPlanBack).overridden(by: o)
    }

    func sections(_ strings: TimetableStrings) -> [KeySection] {
        [KeySection(strings.helpPlanSection, [run, row.binding, toggle, sideways.binding, close]).withTextField(mode: "field"),
         KeySection(strings.helpPlanResultsSection, [browse.binding, apply, back])]
    }
}
