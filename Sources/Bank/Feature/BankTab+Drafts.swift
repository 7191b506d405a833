import BankCore
import TabKit
import TerminalUI

/// Drafts: the planner form (`p`) and the arrival options (`o`) with what
/// was typed in them are kept when bankui stops and opened again at the
/// next start, the focus on the field it was in.
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
        var planner: Form?
        var options: Form?

        static let kindName = "bank.forms.1"
    }

    /// The open form, when it holds something other than what it opened
    /// with: the planner's defaults, the options last applied. A planner
    /// showing its result keeps the form it came from.
    public var draft: String? {
        switch planner {
        case .form(let form, _, _)?, .result(let form, _, _)?:
            let fresh = openingPlannerForm()
            guard Self.values(of: form) != Self.values(of: fresh) else { return nil }
            return TabDraft.encode(Draft(planner: Draft.Form(fields: Self.values(of: form), focus: Self.name(form.focus))))
        case nil:
            break
        }
        if let form = optionsPanel?.form {
            guard Self.values(of: form) != Self.values(of: appliedOptions) else { return nil }
            return TabDraft.encode(Draft(options: Draft.Form(fields: Self.values(of: form), focus: Self.name(form.focus))))
        }
        return nil
    }

    /// Opens the kept form again, as it was typed, over the board.
    public func restoreDraft(_ text: String) -> Bool {
        guard let draft = TabDraft.decode(Draft.self, from: text), draft.kind == Draft.kindName else { return false }
        if let kept = draft.planner {
            var form = openingPlannerForm()
            for field in PlannerForm.Field.allCases {
                if let value = kept.fields[Self.name(field)] { form.set(field, value) }
            }
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
        return false
    }

    /// A case's name in a draft (`target`, `loanShare`, `steady`).
    private static func name(_ value: some Any) -> String { String(describing: value) }

    private static func field<Field: CaseIterable>(named name: String) -> Field? {
        Field.allCases.first { Self.name($0) == name }
    }

    private static func values(of form: PlannerForm) -> [String: String] {
        var values: [String: String] = [:]
        for field in PlannerForm.Field.allCases {
            values[name(field)] = field == .service ? form.service.rawValue : form.text(field).text
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
