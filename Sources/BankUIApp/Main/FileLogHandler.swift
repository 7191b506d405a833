import Foundation
import Logging
import Synchronization

/// A swift-log handler that appends lines to a file: the screen belongs to
/// the UI, so nothing is ever logged to stdout or stderr while it runs.
public struct FileLogHandler: LogHandler {
    /// One open file shared by every logger, written under a lock.
    final class Sink: Sendable {
        private let handle: Mutex<FileHandle?>

        init(url: URL) {
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            if !FileManager.default.fileExists(atPath: url.path) {
                _ = FileManager.default.createFile(atPath: url.path, contents: nil)
            }
            let handle = try? FileHandle(forWritingTo: url)
            _ = try? handle?.seekToEnd()
            self.handle = Mutex(handle)
        }

        func write(_ line: String) {
            handle.withLock { $0?.write(Data(line.utf8)) }
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
        let time = ISO8601DateFormatter().string(from: Date())
        sink.write("\(time) \(event.level) \(label): \(event.message)\(extra)\n")
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
