import ArgumentParser
import ConsoleKit
import Foundation
import KanbanCore
import Settings
import TextKit

/// Who is using the board, and whether they may change it: `--as NAME`
/// (a forced SSH command's: it wins), else `[user] name` in config.toml,
/// else `$USER@host`; `--read-only`.
public enum KanbanIdentity {
    /// The status of a change refused because the board is read only here
    /// (sysexits' EX_NOPERM).
    public static let readOnlyStatus: Int32 = 77

    /// Why a name given could not be used.
    public struct Refusal: Error, CustomStringConvertible, Equatable {
        /// Where the name came from: `--as`, or the config file's line.
        public let source: String
        public let problem: PersonName.Problem
        /// The exit status: 64 for `--as`, 78 for the file.
        public let status: Int32

        public var description: String { "\(source): \(problem)" }
    }

    /// The person for a flag, a configured name and the environment.
    public static func resolve(flag: String?, configured: String?, configFile: String = "config.toml",
                               environment: [String: String]) -> Result<PersonName, Refusal> {
        if let flag {
            return PersonName.validated(flag).mapError { Refusal(source: "--as", problem: $0, status: 64) }
        }
        if let configured {
            return PersonName.validated(configured).mapError {
                Refusal(source: "\(configFile): [user] name", problem: $0, status: ConfigError.exitStatus)
            }
        }
        return .success(KanbanPeople.fallback(environment: environment))
    }

    /// For commands: the person, or the reason on standard error and its
    /// status.
    public static func person(_ global: GlobalOptions,
                              environment: [String: String] = ProcessInfo.processInfo.environment) throws -> PersonName {
        var configured: String?
        if global.person == nil {
            do {
                configured = try ConfigFile.userName(environment: environment)
            } catch {
                Console.complain("bankui: \(error)")
                throw ExitCode(ConfigError.exitStatus)
            }
        }
        switch resolve(flag: global.person, configured: configured, configFile: ConfigFile.path(environment: environment),
                       environment: environment) {
        case .success(let person): return person
        case .failure(let refusal):
            Console.complain("bankui: \(UntrustedText.clean(refusal.description, .singleLine))")
            throw ExitCode(refusal.status)
        }
    }

    /// Refuses a change with `--read-only` (status 77), saying what was not done.
    public static func refuseIfReadOnly(_ global: GlobalOptions, notDone: String) throws {
        guard global.readOnly else { return }
        Console.complain("bankui: \(notDone): the board is read only here (--read-only)")
        throw ExitCode(readOnlyStatus)
    }
}
