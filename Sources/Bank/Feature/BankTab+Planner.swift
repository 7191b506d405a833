import BankCore
import TabKit
import TerminalUI

/// The planner over the board: `p` opens the form, Enter runs the plan in
/// the background (never in `handle`), its answer shows as a table; Esc
/// closes at any point: a plan on its way is cancelled (its work stops at
/// its next look, and the next plan starts at once), and an answer that
/// comes after is dropped.
extension BankTab {
    /// The name of the plan's cancellable work.
    static let planWork = "bank.plan"

    func openPlanner() {
        planner = .form(plannerOpening, running: false, failure: nil)
    }

    /// The form as it opens: the board's means and its arrivals (its
    /// steady rate or profile; a customer a second when everyone comes at
    /// opening), one day of them, exponential service.
    func openingPlannerForm() -> PlannerForm {
        let mode = appliedOptions.mode
        return PlannerForm(depositSeconds: configuration.depositSeconds, loanSeconds: configuration.loanSeconds,
                           rate: mode == .steady ? appliedOptions.text(.rate).text : PlannerForm.openingRate,
                           profile: mode == .profile ? appliedOptions.text(.profile).text : "",
                           mean: strings.language == .ko ? "평균" : "mean")
    }

    func handlePlannerKey(_ key: Key) -> Bool {
        switch planner {
        case .none:
            return false
        case .form(var form, let running, let failure):
            if running {
                // A plan on its way: only Esc (which stops it) means
                // anything; any other key is answered with why it does
                // nothing. (Alt-q is the shell's: it quits at once.)
                if keys.closePlanner.matches(key) { closePlanner() } else { plannerKeysWait = true }
                return true
            }
            switch form.handle(key, keys: keys) {
            case .close:
                closePlanner()
            case .none:
                planner = .form(form, running: false, failure: form.problem == nil ? failure : nil)
            case .run(let request):
                planRun += 1
                let run = planRun
                planner = .form(form, running: true, failure: nil)
                plannerKeysWait = false
                effects.cancellable(Self.planWork) { cancellation in
                    PlannerAnswer(run: run, outcome: request.run(stoppingWhen: { cancellation.isCancelled }))
                }
            }
        case .result(let form, let result, let top):
            if keys.closePlanner.matches(key) {
                closePlanner()
            } else if keys.editPlan.matches(key) {
                planner = .form(form, running: false, failure: nil)
            } else if keys.scrollPlan.matches(key), let action = keys.list.action(for: key) {
                let step = switch action {
                case .previous: -1
                case .next: 1
                case .pageUp: -10
                default: 10
                }
                // Rows and the lines under them; the view shows no less than a screenful.
                let last = max(0, result.rowCount + 6)
                planner = .result(form, result, top: min(last, max(0, top + step)))
            }
        }
        return true
    }

    func closePlanner() {
        if case .form(_, running: true, _)? = planner { effects.cancel(Self.planWork) }
        // The next `p` opens what was typed, the target selected.
        switch planner {
        case .form(var form, _, _)?, .result(var form, _, _)?:
            form.focus(.target)
            form.clearProblem()
            lastPlannerForm = form
        case nil:
            break
        }
        planner = nil
        plannerKeysWait = false
        planRun += 1
    }

    /// A plan's answer: shown when it is for the plan the form waits for.
    func receivePlan(_ answer: PlannerAnswer) {
        guard answer.run == planRun, case .form(let form, running: true, _) = planner else { return }
        plannerKeysWait = false
        switch answer.outcome {
        case .planned(let result): planner = .result(form, result, top: 0)
        case .cancelled:
            // Only a closed planner cancels its plan: nothing waits for this.
            break
        case .failed(let failure):
            // Every failure is the profile file's: its field takes the focus.
            var form = form
            form.focus(.profile)
            planner = .form(form, running: false, failure: failure)
        }
    }
}
