import BankCore
import TabKit
import TerminalUI

/// What the arrival options show over the board: the form, reading a
/// profile file, or the reason it could not be used.
struct OptionsPanel: Equatable, Sendable {
    var form: ArrivalOptionsForm
    var reading = false
    var failure: PlanFailure?
}

/// The answer of reading a profile for the arrival options.
struct OptionsAnswer: Sendable {
    var run: Int
    var profile: Result<ArrivalProfile, PlanFailure>
    var loanShare: Double?
}

/// `o`: customers who keep coming on the bank's clock, beside `a`, and the
/// bankers' service times. Each timer tick lets in those who came by then;
/// the tick runs while anyone is in the bank or more are to come.
extension BankTab {
    func openOptions() {
        optionsPanel = OptionsPanel(form: appliedOptions.reopened())
    }

    func handleOptionsKey(_ key: Key) -> Bool {
        guard var panel = optionsPanel else { return false }
        if panel.reading {
            if keys.closePlanner.matches(key) { closeOptions() }
            return true
        }
        switch panel.form.handle(key, keys: keys) {
        case .close:
            closeOptions()
        case .none:
            if panel.form.problem != nil { panel.failure = nil }
            optionsPanel = panel
        case .apply(let choice):
            switch choice {
            case .batches:
                apply(panel.form, arrivals: nil, loanShare: nil)
            case .steady(let perMinute, let share):
                apply(panel.form, arrivals: .steady(perMinute: perMinute), loanShare: share)
            case .profile(let path, let share):
                optionsRun += 1
                let run = optionsRun
                panel.reading = true
                panel.failure = nil
                optionsPanel = panel
                effects.background {
                    let profile = Result { () throws(PlanFailure) -> ArrivalProfile in try PlanRequest.readProfile(path) }
                    return OptionsAnswer(run: run, profile: profile, loanShare: share)
                }
            }
        }
        return true
    }

    func closeOptions() {
        optionsPanel = nil
        optionsRun += 1
    }

    func receiveOptions(_ answer: OptionsAnswer) {
        guard answer.run == optionsRun, var panel = optionsPanel, panel.reading else { return }
        switch answer.profile {
        case .success(let profile):
            apply(panel.form, arrivals: .profile(profile), loanShare: answer.loanShare)
        case .failure(let failure):
            // The file is what could not be used: its field takes the focus.
            panel.reading = false
            panel.failure = failure
            panel.form.focus(.profile)
            optionsPanel = panel
        }
    }

    /// The form's choices take effect (arrivals from now on, and services
    /// that start from now on) and the form closes.
    private func apply(_ form: ArrivalOptionsForm, arrivals: ArrivalProcess?, loanShare: Double?) {
        appliedOptions = form
        simulation.changeService(to: form.service)
        startArrivals(arrivals, loanShare: loanShare)
        closeOptions()
        stopTimeWhenIdle()
    }

    /// Customers come as `process` says from now on (nil: only `a`'s);
    /// each tick lets in those who came by its time.
    func startArrivals(_ process: ArrivalProcess?, loanShare: Double?) {
        arrivalSeed &+= 1
        liveArrivals = process.map { LiveArrivals(process: $0, loanShare: loanShare, seed: arrivalSeed) }
        arrivalsStart = simulation.now
        expectArrivals()
    }
}
