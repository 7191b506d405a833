import ArgumentParser

/// `bankui bank`: the original console app (`console`, the default, so
/// `bankui bank --customers 20` opens it as before), and the planning
/// commands `simulate` and `plan`.
public struct BankCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "bank",
        abstract: "The bank without the full screen: the console app, a simulated day, a staffing plan.",
        subcommands: [BankConsoleCommand.self, BankSimulateCommand.self, BankPlanCommand.self],
        defaultSubcommand: BankConsoleCommand.self
    )

    public init() {}
}
