import ArgumentParser
import ConsoleKit
import BankCore

/// Staffing and speed of the bank, shared by the full-screen program and the
/// console mode. Values are checked before anything starts: zero, negative,
/// absurd or non-decimal values (`0x10`, `inf`, `nan`) end the program with
/// a message naming the option and what it accepts. Values are taken as
/// given even when they start with a dash, so `--speed -1` is refused as a
/// negative speed rather than as an unknown option.
public struct BankOptions: ParsableArguments {
    @Option(name: .customLong("deposit-bankers"), parsing: .unconditional,
            help: ArgumentHelp("Bankers serving deposits.", valueName: "n"))
    var depositBankers = NumberArgument(BankConfiguration.seed.depositBankers)

    @Option(name: .customLong("loan-bankers"), parsing: .unconditional,
            help: ArgumentHelp("Bankers serving loans.", valueName: "n"))
    var loanBankers = NumberArgument(BankConfiguration.seed.loanBankers)

    @Option(name: .customLong("deposit-seconds"), parsing: .unconditional,
            help: ArgumentHelp("Seconds one deposit takes.", valueName: "seconds"))
    var depositSeconds = NumberArgument(BankConfiguration.seed.depositSeconds)

    @Option(name: .customLong("loan-seconds"), parsing: .unconditional,
            help: ArgumentHelp("Seconds one loan takes.", valueName: "seconds"))
    var loanSeconds = NumberArgument(BankConfiguration.seed.loanSeconds)

    @Option(name: .customLong("speed"), parsing: .unconditional,
            help: ArgumentHelp("How many times faster than real time the bankers work.", valueName: "factor"))
    var speed = NumberArgument(BankConfiguration.seed.speedFactor)

    public init() {}

    /// The configuration these options describe.
    /// - Throws: `ValidationError` naming the first refused option.
    public func configuration() throws -> BankConfiguration {
        let bankers = BankConfiguration.bankerRange
        let seconds = BankConfiguration.secondsRange
        let depositBankers = try depositBankers.wholeNumber("--deposit-bankers", in: bankers)
        let loanBankers = try loanBankers.wholeNumber("--loan-bankers", in: bankers)
        let depositSeconds = try depositSeconds.seconds("--deposit-seconds", in: seconds)
        let loanSeconds = try loanSeconds.seconds("--loan-seconds", in: seconds)
        let speed = try speed.decimal("--speed", in: BankConfiguration.speedFactorRange)
        do {
            return try BankConfiguration(depositBankers: depositBankers, loanBankers: loanBankers,
                                         depositSeconds: depositSeconds, loanSeconds: loanSeconds, speedFactor: speed)
        } catch {
            throw ValidationError(Self.message(for: error))
        }
    }

    public func validate() throws {
        _ = try configuration()
    }

    /// The option's own name in the message, so the user knows what to fix.
    static func message(for error: BankConfigurationError) -> String {
        let option = switch error {
        case .bankerCount(let business, _): business == .deposit ? "--deposit-bankers" : "--loan-bankers"
        case .serviceSeconds(let business, _): business == .deposit ? "--deposit-seconds" : "--loan-seconds"
        case .speedFactor: "--speed"
        }
        return "\(option) must be \(error.requirement), got \(error.value)"
    }
}
