import ConsoleKit
import Foundation
import Logging
import Synchronization
import TextKit

/// A swift-log handler that appends lines to a file: the screen belongs to
/// the UI, so nothing is ever logged to stdout or stderr while it runs.
public struct FileLogHandler: LogHandler {
    /// One open file shared by every logger. It is opened for appending,
    /// and each line is one write: other programs write to the same file
    /// (another bankui, `bankui-sync`), and every line lands whole at the
    /// end, never over another's.
    final class Sink: Sendable {
        private let descriptor: Int32

        init(url: URL) {
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            descriptor = open(url.path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        }

        deinit {
            if descriptor >= 0 { close(descriptor) }
        }

        func write(_ line: String) {
            guard descriptor >= 0 else { return }
            var line = line
            line.withUTF8 { bytes in
                var offset = 0
                while offset < bytes.count {
                    let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                    if written < 0 && errno == EINTR { continue }
                    guard written > 0 else { return }
                    offset += written
                }
            }
        }
    }

    private let label: String
    private let sink: Sink
    public var logLevel: Logger.Level = .info
    public var metadata: Logger.Metadata = [:]

    init(label: String, sink: Sink) {
        self.label = label
        self.sink = sink
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        let merged = metadata.merging(event.metadata ?? [:]) { $1 }
        let extra = merged.isEmpty ? "" : " " + merged.sorted { $0.key < $1.key }.map { "\($0)=\($1)" }.joined(separator: " ")
        let time = LogTimestamp.now()
        // Messages quote errors, file names and server replies: cleaned.
        sink.write(UntrustedText.clean("\(time) \(event.level) \(label): \(event.message)\(extra)", .logLine) + "\n")
    }

    /// Sends every logger of the process to `url`.
    public static func bootstrap(logFile url: URL, level: Logger.Level = .info) {
        let sink = Sink(url: url)
        LoggingSystem.bootstrap { label in
            var handler = FileLogHandler(label: label, sink: sink)
            handler.logLevel = level
            return handler
        }
    }
}
