import BankCore
import TerminalUI

/// The planner form behind `p`: the targets, the arrivals (and whether to
/// plan hour by hour, in shifts), the service, patience and the run's size,
/// each a field. ↑↓ (Tab) move between fields, a field of choices (the
/// plan's kind, the service) is chosen with ←→ or Space, Enter checks every field and asks for
/// the plan, Esc closes. A field that takes the focus has its value
/// selected, so typing replaces it (← → Home End keep it). A field that
/// cannot be read is named in the form's error line and gets the focus;
/// nothing runs until all read.
struct PlannerForm: Equatable, Sendable {
    enum Field: Int, CaseIterable, Hashable, Sendable {
        case target, percentile, serviceLevel, maxOccupancy, maxAbandon
        case rate, profile, byHour, shifts
        case service, depositSeconds, loanSeconds, loanShare, patience
        case days, seed, maximum

        /// A field chosen between values with ←→ or Space, not typed in.
        var isChoice: Bool { self == .byHour || self == .service }
    }

    /// What a key did.
    enum Outcome: Equatable {
        case none
        /// Every field reads: plan this.
        case run(PlanRequest)
        case close
    }

    /// Why a field cannot be read.
    struct Problem: Hashable, Sendable {
        enum Kind: Hashable, Sendable {
            /// Not a number, or outside `range` (written as the form takes it).
            case number(text: String, range: ClosedRange<Double>, whole: Bool)
            /// A time in `range` seconds, as seconds or with units.
            case duration(text: String, range: ClosedRange<Double>)
            /// A share: 0 to 1, or 0 % to 100 %.
            case share(text: String)
            /// A percentile: `mean`, or above 0 and at most 100.
            case percentile(text: String)
            /// A service level: a share and a wait (`80%/20s`).
            case serviceLevel(text: String)
            /// Shift lengths: whole hours (`4h,8h`).
            case shifts(text: String)
            /// No target given at all.
            case noTarget
            /// A percentile without a target wait.
            case percentileNeedsWait
            /// At most a share giving up, and nobody gives up.
            case abandonNeedsPatience
            /// Hour by hour without a profile file.
            case byHourNeedsProfile
            /// Hour by hour judges each hour's mean wait, not a percentile.
            case byHourNoPercentile
            /// Shifts without hour by hour.
            case shiftsNeedByHour
            /// A rate and a profile file both given.
            case rateAndProfile
            /// Days need arrivals over time.
            case daysNeedArrivals
            /// The days at this rate ask for more customers than a run takes
            /// (``PlanningModel/customerLimit``): about this many.
            case tooManyCustomers(asked: Double)
            /// A file is needed and none is named.
            case noFile
        }
        var field: Field
        var kind: Kind
    }

    private(set) var texts: [Field: TextFieldState]
    private(set) var service: ServiceTimes.Kind
    /// Bankers for each hour of the profile rather than one staffing.
    private(set) var byHour = false
    private(set) var focus: Field = .target
    private(set) var problem: Problem?

    static let targetRange = 0.001...1_000_000_000.0
    static let secondsRange = BankConfiguration.secondsRange

    /// The steady rate a form opens with when the board has none: a
    /// customer a second.
    static let openingRate = "60"

    /// A form that answers as it opens: a mean wait of a minute, over one
    /// day (8 hours) of `rate` customers a minute at random (or the
    /// arrival `profile` file), exponential service with the tab's means,
    /// seed 1; the target's value selected.
    /// `mean` is the word the percentile field starts with (`평균` in
    /// Korean); both words are read in either language.
    init(depositSeconds: Double, loanSeconds: Double, service: ServiceTimes.Kind = .exponential,
         rate: String = openingRate, profile: String = "", mean: String = "mean") {
        let initial: [Field: String] = [
            .target: "60", .percentile: mean, .rate: profile.isEmpty ? rate : "", .profile: profile,
            .depositSeconds: Self.plain(depositSeconds),
            .loanSeconds: Self.plain(loanSeconds), .loanShare: "", .days: Self.steadyDays, .seed: "1",
            .maximum: String(BankConfiguration.bankerRange.upperBound),
            .serviceLevel: "", .maxOccupancy: "", .maxAbandon: "", .shifts: "", .patience: "",
        ]
        texts = initial.mapValues { TextFieldState(text: $0, maxLength: 4096) }
        self.service = service
        focus(.target)
    }

    /// The days a plan of one staffing opens with, and an hour-by-hour
    /// one: choosing hour by hour turns the first into the second (and
    /// back), a number typed stays.
    static let steadyDays = "1"
    static let hourlyDays = String(PlanRequest.defaultHourlyDays)

    func text(_ field: Field) -> TextFieldState { texts[field] ?? TextFieldState() }

    /// A field's value as kept in a draft: the text, or the choice's name.
    func value(_ field: Field) -> String {
        switch field {
        case .service: service.rawValue
        case .byHour: byHour ? "hourly" : "steady"
        default: text(field).text
        }
    }

    /// Sets a field's text or choice, as if typed (tests, a draft).
    mutating func set(_ field: Field, _ text: String) {
        switch field {
        case .service: service = ServiceTimes.Kind(rawValue: text) ?? service
        case .byHour: byHour = text == "hourly" ? true : text == "steady" ? false : byHour
        default: texts[field]?.setText(text)
        }
    }

    /// Hour by hour or one staffing; the days follow when they are the
    /// other kind's default.
    private mutating func chooseByHour() {
        byHour.toggle()
        let days = text(.days).text.trimmed
        if byHour, days == Self.steadyDays { texts[.days]?.setText(Self.hourlyDays) }
        if !byHour, days == Self.hourlyDays { texts[.days]?.setText(Self.steadyDays) }
    }

    mutating func handle(_ key: Key, keys: BankKeys) -> Outcome {
        if keys.closePlanner.matches(key) { return .close }
        if keys.runPlan.matches(key) {
            switch request() {
            case .success(let request):
                problem = nil
                return .run(request)
            case .failure(let problem):
                self.problem = problem
                focus(problem.field)
                return .none
            }
        }
        if keys.nextField.matches(key) { move(by: 1); return .none }
        if keys.previousField.matches(key) { move(by: -1); return .none }
        if focus == .service {
            if keys.chooseService.matches(key) { service = service == .fixed ? .exponential : .fixed }
            return .none
        }
        if focus == .byHour {
            if keys.chooseService.matches(key) { chooseByHour() }
            return .none
        }
        _ = texts[focus]?.handle(key, keys: keys.text.editing)
        return .none
    }

    /// A click on a field's row focuses it.
    mutating func choose(_ field: Field) { focus(field) }

    /// Forgets what could not be read (the form closed: it opens quiet).
    mutating func clearProblem() { problem = nil }

    /// `field` takes the focus, its value selected (typing replaces it)
    /// unless `selecting` is false (a draft given back: typing goes on).
    mutating func focus(_ field: Field, selecting: Bool = true) {
        texts[focus]?.deselect()
        focus = field
        if selecting { texts[field]?.selectAll() }
    }

    private mutating func move(by step: Int) {
        let all = Field.allCases
        focus(all[(focus.rawValue + step + all.count) % all.count])
    }

    /// The plan the fields ask for, or the first field that cannot be read.
    func request() -> Result<PlanRequest, Problem> {
        do {
            let target = try self.target()
            let rateText = text(.rate).text.trimmed, profile = text(.profile).text.trimmed
            if !rateText.isEmpty, !profile.isEmpty { throw Problem(field: .rate, kind: .rateAndProfile) }
            let arrivals: PlanRequest.Arrivals
            if !rateText.isEmpty {
                arrivals = .steady(perMinute: try decimal(.rate, in: ArrivalProcess.perMinuteRange))
            } else if !profile.isEmpty {
                arrivals = .profileFile(profile)
            } else {
                arrivals = .atOpening
            }
            if byHour {
                guard case .profileFile = arrivals else { throw Problem(field: .byHour, kind: .byHourNeedsProfile) }
                if target.percentile != nil { throw Problem(field: .percentile, kind: .byHourNoPercentile) }
            }
            let shiftsText = text(.shifts).text.trimmed
            var shifts: [Int]?
            if !shiftsText.isEmpty {
                guard let lengths = TypedQuantity.shiftLengths(shiftsText) else {
                    throw Problem(field: .shifts, kind: .shifts(text: shiftsText))
                }
                if !byHour { throw Problem(field: .shifts, kind: .shiftsNeedByHour) }
                shifts = lengths
            }
            let deposit = try duration(.depositSeconds, in: Self.secondsRange)
            let loan = try duration(.loanSeconds, in: Self.secondsRange)
            let share = text(.loanShare).text.trimmed.isEmpty ? nil : try shareValue(.loanShare)
            let patience = text(.patience).text.trimmed.isEmpty ? nil : try duration(.patience, in: Self.targetRange)
            if target.maxAbandon != nil, patience == nil { throw Problem(field: .maxAbandon, kind: .abandonNeedsPatience) }
            var days: Int?
            if !text(.days).text.trimmed.isEmpty {
                days = Int(try decimal(.days, in: 1...100_000, whole: true))
                if arrivals == .atOpening { throw Problem(field: .days, kind: .daysNeedArrivals) }
            }
            let seed = try whole(.seed)
            let maximum = Int(try decimal(.maximum, in: 1...Double(BankConfiguration.bankerRange.upperBound), whole: true))
            let request = PlanRequest(
                arrivals: arrivals, service: ServiceTimes(service, depositSeconds: deposit, loanSeconds: loan),
                loanShare: share, target: target, days: days, seed: seed, maximumBankers: maximum,
                patience: patience, byHour: byHour, shiftLengths: shifts)
            // A rate's customers are known now; a profile's once it is read.
            if case .steady(let perMinute) = arrivals, let days {
                let model = PlanningModel(arrivals: .steady(perMinute: perMinute),
                                          length: PlanRequest.length(days: days, arrivals: .steady(perMinute: perMinute)))
                if model.asksTooMany, let asked = model.customersAskedFor {
                    throw Problem(field: .days, kind: .tooManyCustomers(asked: asked))
                }
            }
            return .success(request)
        } catch let problem as Problem {
            return .failure(problem)
        } catch {
            return .failure(Problem(field: .target, kind: .percentile(text: "")))
        }
    }

    /// Every target the form gives: a wait (its mean or a percentile), a
    /// service level, caps on occupancy and on those who give up; at
    /// least one.
    private func target() throws -> StaffingPlanner.Target {
        let seconds = text(.target).text.trimmed.isEmpty ? nil : try duration(.target, in: Self.targetRange)
        let percentile = try percentileValue()
        if percentile != nil, seconds == nil { throw Problem(field: .percentile, kind: .percentileNeedsWait) }
        let levelText = text(.serviceLevel).text.trimmed
        var level: StaffingPlanner.ServiceLevel?
        if !levelText.isEmpty {
            guard let (share, within) = TypedQuantity.serviceLevel(levelText), within <= Self.targetRange.upperBound else {
                throw Problem(field: .serviceLevel, kind: .serviceLevel(text: levelText))
            }
            level = StaffingPlanner.ServiceLevel(share: share, seconds: within)
        }
        let occupancy = text(.maxOccupancy).text.trimmed.isEmpty ? nil : try shareValue(.maxOccupancy)
        let abandon = text(.maxAbandon).text.trimmed.isEmpty ? nil : try shareValue(.maxAbandon)
        let target = StaffingPlanner.Target(seconds: seconds, percentile: percentile, serviceLevel: level,
                                            maxOccupancy: occupancy, maxAbandon: abandon)
        if target.isEmpty { throw Problem(field: .target, kind: .noTarget) }
        return target
    }

    private func decimal(_ field: Field, in range: ClosedRange<Double>, whole: Bool = false) throws -> Double {
        let text = text(field).text.trimmed
        let pattern = whole ? NumberSyntax.isInteger(text) : NumberSyntax.isDecimal(text)
        guard pattern, let value = Double(text), value.isFinite, range.contains(value) else {
            throw Problem(field: field, kind: .number(text: text, range: range, whole: whole))
        }
        return value
    }

    /// Seconds, or a time with units (`90s`, `2m`, `1h30m`).
    private func duration(_ field: Field, in range: ClosedRange<Double>) throws -> Double {
        let text = text(field).text.trimmed
        guard let value = TypedQuantity.seconds(text), range.contains(value) else {
            throw Problem(field: field, kind: .duration(text: text, range: range))
        }
        return value
    }

    /// `0.3` or `30%`.
    private func shareValue(_ field: Field) throws -> Double {
        let text = text(field).text.trimmed
        guard let value = TypedQuantity.share(text), (0...1).contains(value) else {
            throw Problem(field: field, kind: .share(text: text))
        }
        return value
    }

    private func whole(_ field: Field) throws -> UInt64 {
        let text = text(field).text.trimmed
        guard NumberSyntax.isDigits(text, count: 1...Int.max), let value = UInt64(text) else {
            throw Problem(field: field, kind: .number(text: text, range: 0...Double(UInt64.max), whole: true))
        }
        return value
    }

    private func percentileValue() throws -> Double? {
        let text = text(.percentile).text.trimmed
        if text.isEmpty || ["mean", "평균"].contains(text.lowercased()) { return nil }
        guard let value = TypedQuantity.percentile(text), value > 0, value <= 100 else {
            throw Problem(field: .percentile, kind: .percentile(text: text))
        }
        return value
    }

    /// A bound as a person reads it: `1000`, `0.001`; the seed's top as
    /// its whole digits.
    static func plain(_ value: Double) -> String {
        if value >= Double(UInt64.max) { return String(UInt64.max) }
        return value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }
}

extension PlannerForm.Problem: Error {}

extension String {
    var trimmed: String {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return String(text)
    }
}
