import ArgumentParser
import ConsoleKit
import Settings

/// `bankui config --default`: the complete config file with every default.
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Print the config file (~/.config/bankui/config.toml) with every setting and key at its default."
    )

    @Flag(name: .customLong("default"), help: "Print every setting and every key action with its default.")
    var printDefault = false

    func run() throws {
        guard printDefault else {
            throw ValidationError("say what to print: bankui config --default")
        }
        let text = MainActor.assumeIsolated { DefaultConfig.text(actions: UserConfig.actions()) }
        try Console.print(text)
    }
}
