import BankCore
import TabKit
import TerminalUI

/// Drafts: the planner form (`p`) and the arrival options (`o`) with what
/// was typed in them are kept when bankui stops and opened again at the
/// next start, the focus on the field it was in; and the planner's last
/// inputs, once it has closed on something other than its defaults, are
/// kept too, so that the next `p`, after a restart as well, opens on them.
extension BankTab {
    /// The kept shape of the forms: each field by its name, as typed.
    struct Draft: Codable, Equatable {
        struct Form: Codable, Equatable {
            /// Each text field's text, and each choice's value, by the field's name.
            var fields: [String: String]
            /// The field that had the focus.
            var focus: String
        }

        /// Names this shape: a draft of another shape is not read.
        var kind = Self.kindName
        /// The planner open, as typed.
        var planner: Form?
        /// The arrival options open, as typed.
        var options: Form?
        /// What the planner held when it last closed (no key before it
        /// was added: a draft without it is read as before).
        var lastPlanner: Form?

        static let kindName = "bank.forms.1"
    }

    /// What the planner opens on: what it held when it last closed, else
    /// the board's defaults.
    var plannerOpening: PlannerForm { lastPlannerForm ?? openingPlannerForm() }

    /// The open planner (also under its result), when it holds something
    /// other than what it opened with.
    private var typedPlanner: PlannerForm? {
        switch planner {
        case .form(let form, _, _)?, .result(let form, _, _)?:
            return Self.values(of: form) == Self.values(of: plannerOpening) ? nil : form
        case nil:
            return nil
        }
    }

    /// The open options, when other than those last applied.
    private var typedOptions: ArrivalOptionsForm? {
        guard planner == nil, let form = optionsPanel?.form, Self.values(of: form) != Self.values(of: appliedOptions) else {
            return nil
        }
        return form
    }

    /// The planner's last inputs, when other than its defaults.
    private var rememberedPlanner: PlannerForm? {
        guard let form = lastPlannerForm, Self.values(of: form) != Self.values(of: openingPlannerForm()) else { return nil }
        return form
    }

    /// Something typed in an open form: `q` asks first, a start says it
    /// brought it back. The planner's last inputs alone are not.
    public var isTyping: Bool { typedPlanner != nil || typedOptions != nil }

    /// The open form, when it holds something other than what it opened
    /// with (a planner showing its result keeps the form it came from), and
    /// the planner's last inputs, when other than its defaults.
    public var draft: String? {
        let draft = Draft(planner: typedPlanner.map { Self.kept($0) }, options: typedOptions.map { Self.kept($0) },
                          lastPlanner: rememberedPlanner.map { Self.kept($0) })
        guard draft.planner != nil || draft.options != nil || draft.lastPlanner != nil else { return nil }
        return TabDraft.encode(draft)
    }

    /// Opens the kept form again, as it was typed, over the board; the
    /// planner's last inputs are where the next `p` opens. Last inputs
    /// that cannot be used (a field that does not read, a rate and a
    /// profile both) give the defaults.
    public func restoreDraft(_ text: String) -> Bool {
        guard let draft = TabDraft.decode(Draft.self, from: text), draft.kind == Draft.kindName else { return false }
        var restored = false
        if let kept = draft.lastPlanner {
            var form = plannerForm(kept)
            form.focus(.target)
            if case .success = form.request() {
                lastPlannerForm = form
                restored = true
            }
        }
        if let kept = draft.planner {
            var form = plannerForm(kept)
            // Typing goes on where it stopped: nothing selected.
            form.focus(Self.field(named: kept.focus) ?? .target, selecting: false)
            optionsPanel = nil
            planner = .form(form, running: false, failure: nil)
            return true
        }
        if let kept = draft.options {
            let mode = kept.fields[Self.name(ArrivalOptionsForm.Field.arrivals)]
                .flatMap { name in ArrivalOptionsForm.Mode.allCases.first { Self.name($0) == name } } ?? appliedOptions.mode
            let service = kept.fields[Self.name(ArrivalOptionsForm.Field.service)].flatMap(ServiceTimes.Kind.init) ?? appliedOptions.service
            var form = ArrivalOptionsForm(mode: mode, rate: kept.fields[Self.name(ArrivalOptionsForm.Field.rate)] ?? "",
                                          profile: kept.fields[Self.name(ArrivalOptionsForm.Field.profile)] ?? "",
                                          loanShare: kept.fields[Self.name(ArrivalOptionsForm.Field.loanShare)] ?? "",
                                          service: service)
            form.focus(Self.field(named: kept.focus) ?? .arrivals, selecting: false)
            planner = nil
            optionsPanel = OptionsPanel(form: form)
            return true
        }
        return restored
    }

    /// The planner's defaults with the kept fields typed over them.
    private func plannerForm(_ kept: Draft.Form) -> PlannerForm {
        var form = openingPlannerForm()
        for field in PlannerForm.Field.allCases {
            if let value = kept.fields[Self.name(field)] { form.set(field, value) }
        }
        return form
    }

    private static func kept(_ form: PlannerForm) -> Draft.Form {
        Draft.Form(fields: values(of: form), focus: name(form.focus))
    }

    private static func kept(_ form: ArrivalOptionsForm) -> Draft.Form {
        Draft.Form(fields: values(of: form), focus: name(form.focus))
    }

    /// A case's name in a draft (`target`, `loanShare`, `steady`).
    private static func name(_ value: some Any) -> String { String(describing: value) }

    private static func field<Field: CaseIterable>(named name: String) -> Field? {
        Field.allCases.first { Self.name($0) == name }
    }

    private static func values(of form: PlannerForm) -> [String: String] {
        var values: [String: String] = [:]
        for field in PlannerForm.Field.allCases {
            values[name(field)] = form.value(field)
        }
        return values
    }

    private static func values(of form: ArrivalOptionsForm) -> [String: String] {
        var values: [String: String] = [:]
        for field in ArrivalOptionsForm.Field.allCases {
            values[name(field)] = switch field {
            case .arrivals: name(form.mode)
            case .service: form.service.rawValue
            default: form.text(field).text
            }
        }
        return values
    }
}
