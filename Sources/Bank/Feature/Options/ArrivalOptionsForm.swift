import BankCore
import TerminalUI

/// The arrival options behind `o`: how customers come to the live board
/// beside `a`'s batches of ten — a steady rate a minute, or a day's profile
/// by the hour — the share of loans among them, and whether the bankers
/// take the business's seconds (the original) or exponential times with
/// those seconds as the mean. ↑↓ (Tab) move between fields, ←→ (Space)
/// choose the arrivals and the service, Enter applies, Esc closes without
/// a change. A field that takes the focus has its value selected, so
/// typing replaces it.
struct ArrivalOptionsForm: Equatable, Sendable {
    enum Field: Int, CaseIterable, Hashable, Sendable {
        case arrivals, rate, profile, loanShare, service

        /// Fields chosen with ←→, not typed in.
        var isChoice: Bool { self == .arrivals || self == .service }
    }

    /// How customers come besides `a`.
    enum Mode: Int, CaseIterable, Hashable, Sendable {
        case batches, steady, profile
    }

    /// What the form asks for, checked.
    enum Choice: Equatable, Sendable {
        /// Only `a`'s batches.
        case batches
        case steady(perMinute: Double, loanShare: Double?)
        /// A profile file, read in the background before it applies.
        case profile(path: String, loanShare: Double?)
    }

    enum Outcome: Equatable {
        case none
        case apply(Choice)
        case close
    }

    private(set) var mode: Mode
    /// The bankers' service times from now on.
    private(set) var service: ServiceTimes.Kind
    private(set) var texts: [Field: TextFieldState]
    private(set) var focus: Field = .arrivals
    private(set) var problem: PlannerForm.Problem.Kind?
    private(set) var problemField: Field?

    init(mode: Mode = .batches, rate: String = "", profile: String = "", loanShare: String = "",
         service: ServiceTimes.Kind = .fixed) {
        self.mode = mode
        self.service = service
        texts = [.rate: TextFieldState(text: rate, maxLength: 4096), .profile: TextFieldState(text: profile, maxLength: 4096),
                 .loanShare: TextFieldState(text: loanShare, maxLength: 4096)]
    }

    /// The same choices, the focus back on the arrivals, nothing refused.
    func reopened() -> ArrivalOptionsForm {
        ArrivalOptionsForm(mode: mode, rate: text(.rate).text, profile: text(.profile).text, loanShare: text(.loanShare).text,
                           service: service)
    }

    /// `field` takes the focus, its value selected (typing replaces it)
    /// unless `selecting` is false (a draft given back: typing goes on).
    mutating func focus(_ field: Field, selecting: Bool = true) {
        texts[focus]?.deselect()
        focus = field
        if selecting { texts[field]?.selectAll() }
    }

    func text(_ field: Field) -> TextFieldState { texts[field] ?? TextFieldState() }

    mutating func handle(_ key: Key, keys: BankKeys) -> Outcome {
        if keys.closePlanner.matches(key) { return .close }
        if keys.runPlan.matches(key) {
            switch choice() {
            case .success(let choice):
                problem = nil
                problemField = nil
                return .apply(choice)
            case .failure(let failure):
                problem = failure.kind
                problemField = failure.field
                focus(failure.field)
                return .none
            }
        }
        let all = Field.allCases
        if keys.nextField.matches(key) { focus(all[(focus.rawValue + 1) % all.count]); return .none }
        if keys.previousField.matches(key) { focus(all[(focus.rawValue + all.count - 1) % all.count]); return .none }
        if focus == .arrivals {
            if keys.chooseService.matches(key) {
                let step = keys.chooseBack.matches(key) ? Mode.allCases.count - 1 : 1
                mode = Mode(rawValue: (mode.rawValue + step) % Mode.allCases.count) ?? .batches
            }
            return .none
        }
        if focus == .service {
            if keys.chooseService.matches(key) { service = service == .fixed ? .exponential : .fixed }
            return .none
        }
        _ = texts[focus]?.handle(key, keys: keys.text.editing)
        return .none
    }

    struct Failure: Error {
        var field: Field
        var kind: PlannerForm.Problem.Kind
    }

    /// What the fields ask for, or the first that cannot be read.
    func choice() -> Result<Choice, Failure> {
        let shareText = text(.loanShare).text.trimmed
        var share: Double?
        if !shareText.isEmpty {
            guard let value = Self.decimal(shareText, in: 0...1) else {
                return .failure(Failure(field: .loanShare, kind: .number(text: shareText, range: 0...1, whole: false)))
            }
            share = value
        }
        switch mode {
        case .batches:
            return .success(.batches)
        case .steady:
            let rate = text(.rate).text.trimmed
            guard let value = Self.decimal(rate, in: ArrivalProcess.perMinuteRange) else {
                return .failure(Failure(field: .rate, kind: .number(text: rate, range: ArrivalProcess.perMinuteRange, whole: false)))
            }
            return .success(.steady(perMinute: value, loanShare: share))
        case .profile:
            let path = text(.profile).text.trimmed
            guard !path.isEmpty else {
                return .failure(Failure(field: .profile, kind: .noFile))
            }
            return .success(.profile(path: path, loanShare: share))
        }
    }

    static func decimal(_ text: String, in range: ClosedRange<Double>) -> Double? {
        guard NumberSyntax.isDecimal(text),
              let value = Double(text), value.isFinite, range.contains(value) else { return nil }
        return value
    }
}
