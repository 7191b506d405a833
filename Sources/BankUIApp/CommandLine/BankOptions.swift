import ArgumentParser
import BankCore

/// Staffing and speed of the bank, shared by the full-screen program and the
/// console mode. Values are checked before anything starts: zero, negative or
/// absurd values end the program with a clear message. Values are taken as
/// given even when they start with a dash, so `--speed -1` is refused as a
/// negative speed rather than as an unknown option.
public struct BankOptions: ParsableArguments {
    @Option(name: .customLong("deposit-bankers"), parsing: .unconditional, help: "Bankers serving deposits (default 2).")
    var depositBankers: Int = BankConfiguration.seed.depositBankers

    @Option(name: .customLong("loan-bankers"), parsing: .unconditional, help: "Bankers serving loans (default 1).")
    var loanBankers: Int = BankConfiguration.seed.loanBankers

    @Option(name: .customLong("deposit-seconds"), parsing: .unconditional, help: "Seconds one deposit takes (default 0.7).")
    var depositSeconds: Double = BankConfiguration.seed.depositSeconds

    @Option(name: .customLong("loan-seconds"), parsing: .unconditional, help: "Seconds one loan takes (default 1.1).")
    var loanSeconds: Double = BankConfiguration.seed.loanSeconds

    @Option(name: .customLong("speed"), parsing: .unconditional, help: "How many times faster than real time the bankers work (default 1).")
    var speed: Double = BankConfiguration.seed.speedFactor

    public init() {}

    /// The configuration these options describe.
    /// - Throws: `ValidationError` naming the refused value.
    public func configuration() throws -> BankConfiguration {
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
