import ArgumentParser
import ConsoleKit
import Settings

/// `bankui config` (or `bankui config --default`): a complete config file
/// with every default, to start one's own from. It does not print the
/// user's own file.
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Print a complete config file with every setting and key at its default (not your own file): "
            + "bankui config > ~/.config/bankui/config.toml starts one."
    )

    @Flag(name: .customLong("default"), help: "The same as without it: every setting and every key action with its default.")
    var printDefault = false

    func run() throws {
        let text = MainActor.assumeIsolated { DefaultConfig.text(actions: UserConfig.actions()) }
        try Console.print(text)
    }
}
