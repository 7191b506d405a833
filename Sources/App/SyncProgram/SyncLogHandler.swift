import Foundation
import Logging
import TextKit

#if canImport(Glibc)
import Glibc
#endif

/// The log of bankui-sync, one line per message on standard error (which
/// bankui opens on its log file). Messages quote what the server said:
/// each line passes the one cleaner, so a hostile server's reply cannot
/// act on a terminal that shows the log.
struct SyncLogHandler: LogHandler {
    let label: String
    var logLevel: Logger.Level = .info
    var metadata: Logger.Metadata = [:]

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let merged = metadata.merging(event.metadata ?? [:]) { $1 }
        let extra = merged.isEmpty ? "" : " " + merged.sorted { $0.key < $1.key }.map { "\($0)=\($1)" }.joined(separator: " ")
        let time = LogTimestamp.now()
        let line = UntrustedText.clean("\(time) \(event.level) \(label): \(event.message)\(extra)", .logLine) + "\n"
        // One write(2) per line: lines of bankui and bankui-sync never mix.
        _ = line.utf8CString.withUnsafeBufferPointer { write(STDERR_FILENO, $0.baseAddress, $0.count - 1) }
    }
}
