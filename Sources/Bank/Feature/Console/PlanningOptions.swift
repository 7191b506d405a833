import ArgumentParser
import BankCore
import ConsoleKit
import FileKit
import Foundation
import TabKit

/// The options `bank simulate` and `bank plan` share: how customers come,
/// what they come for, how long they take, how many, the seed and the format.
/// The bankers and service seconds come from `BankOptions`, which the
/// full-screen program declares too: the parser hands a command the
/// program's decoded copy of a group of the same type, so only that type
/// receives `--deposit-seconds` typed after `simulate` (a group of another
/// type saw its options taken by the program and kept its defaults).
struct PlanningOptions: ParsableArguments {
    /// Largest `--customers`: a hundred million take some seconds. The
    /// same limit holds for customers asked for any other way (hours at a
    /// rate, days of a profile): see ``refuseTooMany(_:)``.
    static let customerRange = 1...PlanningModel.customerLimit
    /// Largest `--hours`: about eleven years of arrivals.
    static let hourRange = 0.001...100_000.0

    @Option(parsing: .unconditional, help: ArgumentHelp("Customers in the run (1 to 100000000).", valueName: "n"))
    var customers: NumberArgument?

    @Option(parsing: .unconditional, help: ArgumentHelp("Hours of arrivals in the run, instead of a number of customers.", valueName: "hours"))
    var hours: NumberArgument?

    @Option(name: .customLong("arrival-rate"), parsing: .unconditional,
            help: ArgumentHelp("Customers a minute, arriving at random (Poisson).", valueName: "n"))
    var arrivalRate: NumberArgument?

    @Option(name: .customLong("arrival-profile"), parsing: .unconditional,
            help: ArgumentHelp("A day's arrivals by the hour: CSV lines hour,customers_per_hour.", valueName: "file"))
    var arrivalProfile: String?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Service times: fixed (the original's) or exponential with the same means.", valueName: "fixed|exponential"))
    var service: String = ServiceTimes.Kind.fixed.rawValue

    @Option(name: .customLong("loan-share"), parsing: .unconditional,
            help: ArgumentHelp("Share of customers who come for a loan, 0 to 1 (default: each a coin toss).", valueName: "p"))
    var loanShare: NumberArgument?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Customers give up after waiting this long on average (exponential patience): 90, 90s, 2m, 1h30m (default: they wait however long).", valueName: "time"))
    var patience: NumberArgument?

    @Option(name: .customLong("service-level"), parsing: .unconditional,
            help: ArgumentHelp("A share of the customers served within a wait, as 80%/20s (one who gives up counts as missed).", valueName: "p/time"))
    var serviceLevel: NumberArgument?

    @Option(parsing: .unconditional, help: ArgumentHelp("Random seed (default 1): the same seed gives the same output.", valueName: "n"))
    var seed: NumberArgument?

    @Option(parsing: .unconditional, help: ArgumentHelp("Output: text or json.", valueName: "text|json"))
    var format: String = "text"

    /// The arrivals described, reading the profile file if there is one.
    /// - Throws: `ValidationError` (status 64) for a bad option; an
    ///   `ExitCode` 65 or 66, said on standard error, for a bad or unreadable file.
    func arrivals() throws -> ArrivalProcess {
        if arrivalRate != nil, arrivalProfile != nil {
            throw ValidationError("--arrival-rate and --arrival-profile cannot be used together")
        }
        if let arrivalRate {
            return .steady(perMinute: try arrivalRate.decimal("--arrival-rate", in: ArrivalProcess.perMinuteRange))
        }
        guard let path = arrivalProfile else { return .atOpening }
        do {
            return .profile(try PlanRequest.readProfile(path))
        } catch {
            switch error {
            case .unreadable(let failure):
                Console.complain("bankui: \(failure)")
                throw ExitCode(failure.exitStatus)
            case .notText(let path):
                Console.complain("bankui: \(path): not UTF-8 text")
            case .badProfile(let path, let problem):
                Console.complain("bankui: \(path): \(problem)")
            case .tooManyCustomers, .byHourNeedsProfile:
                break
            }
            throw ExitCode(Console.badFileStatus)
        }
    }

    /// The service times, with the means of `bank`'s `--deposit-seconds`
    /// and `--loan-seconds` (its speed has no meaning on a virtual clock).
    func serviceTimes(_ bank: BankOptions) throws -> ServiceTimes {
        guard let kind = ServiceTimes.Kind(rawValue: service) else {
            throw ValidationError("--service must be fixed or exponential, got \(service)")
        }
        let configuration = try bank.configuration()
        return ServiceTimes(kind, depositSeconds: configuration.depositSeconds, loanSeconds: configuration.loanSeconds)
    }

    func share() throws -> Double? {
        try loanShare?.share("--loan-share")
    }

    /// Patience is drawn per customer: above a millisecond, at most about
    /// thirty years.
    static let patienceRange = 0.001...1_000_000_000.0

    /// `--patience` in seconds, nil when not given.
    func patienceSeconds() throws -> Double? {
        try patience?.seconds("--patience", in: Self.patienceRange)
    }

    /// `--service-level` as a share and a wait, nil when not given.
    func level() throws -> StaffingPlanner.ServiceLevel? {
        try serviceLevel.map { value in
            guard let (share, seconds) = TypedQuantity.serviceLevel(value.text), seconds <= Self.patienceRange.upperBound else {
                throw ValidationError("--service-level must be a share and a wait, as 80%/20s or 0.8/20 (share 0 to 1, wait in seconds or 90s, 2m, 1h30m), got \(value)")
            }
            return StaffingPlanner.ServiceLevel(share: share, seconds: seconds)
        }
    }

    func randomSeed() throws -> UInt64 {
        try seed?.wholeNumber("--seed", in: UInt64.min...UInt64.max) ?? 1
    }

    func isJSON() throws -> Bool {
        switch format {
        case "text": false
        case "json": true
        default: throw ValidationError("--format must be text or json, got \(format)")
        }
    }

    /// `--customers` or `--hours` as given, nil when neither is.
    func givenLength(arrivals: ArrivalProcess) throws -> PlanningModel.Length? {
        if customers != nil, hours != nil {
            throw ValidationError("--customers and --hours cannot be used together")
        }
        if let customers {
            return .customers(try customers.wholeNumber("--customers", in: Self.customerRange))
        }
        if let hours {
            let value = try hours.decimal("--hours", in: Self.hourRange)
            if arrivals == .atOpening {
                throw ValidationError("--hours needs --arrival-rate or --arrival-profile (without them everyone comes at opening)")
            }
            return .seconds(value * 3600)
        }
        return nil
    }

    /// Refuses, before any work, a run that asks for more customers than
    /// `--customers` accepts, however it asks (`--hours` at a rate,
    /// `--days` of a profile), naming the limit.
    static func refuseTooMany(_ model: PlanningModel, asking how: String) throws {
        guard model.asksTooMany, let asked = model.customersAskedFor else { return }
        throw ValidationError(tooMany(asked: asked, how: how))
    }

    /// "--hours 100000 at --arrival-rate 100000 asks for about 600,000,000,000
    /// customers: at most 100,000,000 customers a run (the limit of --customers)".
    static func tooMany(asked: Double, how: String) -> String {
        let about = asked >= Double(Int.max) ? "more than \(NumberText.grouped(Int.max))" : NumberText.grouped(Int(asked.rounded()))
        return "\(how) asks for about \(about) customers: at most \(NumberText.grouped(PlanningModel.customerLimit)) customers a run (the limit of --customers)"
    }

    /// How the options ask for their customers, for ``refuseTooMany(_:asking:)``.
    func asking(days: Int? = nil) -> String {
        let length = days.map { "--days \($0)" } ?? hours.map { "--hours \($0)" } ?? "the run"
        let arrivals = arrivalRate.map { "--arrival-rate \($0)" } ?? arrivalProfile.map { "the profile \($0)" }
        return arrivals.map { "\(length) at \($0)" } ?? length
    }

    /// Checks everything but the file, for `validate()`.
    func check() throws {
        if arrivalRate != nil, arrivalProfile != nil {
            throw ValidationError("--arrival-rate and --arrival-profile cannot be used together")
        }
        _ = try arrivalRate?.decimal("--arrival-rate", in: ArrivalProcess.perMinuteRange)
        guard ServiceTimes.Kind(rawValue: service) != nil else {
            throw ValidationError("--service must be fixed or exponential, got \(service)")
        }
        _ = try share()
        _ = try patienceSeconds()
        _ = try level()
        _ = try randomSeed()
        _ = try isJSON()
        if customers != nil, hours != nil { throw ValidationError("--customers and --hours cannot be used together") }
        _ = try customers?.wholeNumber("--customers", in: Self.customerRange)
        _ = try hours?.decimal("--hours", in: Self.hourRange)
        if hours != nil, arrivalRate == nil, arrivalProfile == nil {
            throw ValidationError("--hours needs --arrival-rate or --arrival-profile (without them everyone comes at opening)")
        }
    }
}

extension NumberArgument {
    /// The seconds typed (`90`, `90s`, `2m`, `1h30m`), if in `range`.
    /// - Throws: `ValidationError` naming the option and the forms it takes.
    func seconds(_ option: String, in range: ClosedRange<Double>) throws -> Double {
        guard let value = TypedQuantity.seconds(text), range.contains(value) else {
            throw ValidationError("\(option) must be a time from \(Self.plain(range.lowerBound)) to "
                                  + "\(Self.plain(range.upperBound)) seconds (90, 90s, 2m, 1h30m), got \(text)")
        }
        return value
    }

    /// The share typed (`0.3` or `30%`), from 0 to 1.
    func share(_ option: String) throws -> Double {
        guard let value = TypedQuantity.share(text), (0...1).contains(value) else {
            throw ValidationError("\(option) must be from 0 to 1, or 0% to 100% (0.3 or 30%), got \(text)")
        }
        return value
    }
}
