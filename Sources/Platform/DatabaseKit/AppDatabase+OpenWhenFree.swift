import Dispatch
import Foundation

extension AppDatabase {
    /// How long one attempt of ``openWhenFree(directory:schema:attemptPatience:lockedAttempt:done:)``
    /// waits for the lock.
    public static let backgroundAttemptPatience: TimeInterval = 1

    /// Opens the database on a background thread, trying again for as long
    /// as another program holds its lock (each attempt waits for it in
    /// SQLite's own busy handler, up to `attemptPatience`), so that whoever
    /// asks never waits: the full-screen program shows its screen meanwhile.
    ///
    /// - Parameters:
    ///   - lockedAttempt: called after each attempt that met the lock.
    ///   - done: called once, on the background thread, with the open
    ///     database or the reason it cannot be used (anything but the lock).
    public static func openWhenFree(
        directory: URL, schema: DatabaseSchema, attemptPatience: TimeInterval = backgroundAttemptPatience,
        lockedAttempt: @escaping @Sendable () -> Void = {},
        done: @escaping @Sendable (Result<AppDatabase, DatabaseOpenError>) -> Void
    ) {
        DispatchQueue.global(qos: .userInitiated).async {
            while true {
                do throws(DatabaseOpenError) {
                    let database = try open(directory: directory, schema: schema, patience: attemptPatience)
                    done(.success(database))
                    return
                } catch where error.reason == .locked {
                    lockedAttempt()
                } catch {
                    done(.failure(error))
                    return
                }
            }
        }
    }
}
