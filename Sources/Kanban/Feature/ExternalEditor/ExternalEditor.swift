import FileKit
import Foundation
import KanbanCore
import TerminalUI

/// A card's title and body edited in the user's own editor: `$VISUAL`,
/// else `$EDITOR`, else `vi`, on a temporary Markdown file
/// (``CardMarkdownFile``) made with mode 0600 in `$TMPDIR` (else `/tmp`)
/// and removed afterwards.
///
/// The editor's setting may carry arguments (`code --wait`, `vim -u NONE`,
/// a quoted path): it is run as `/bin/sh -c '<setting> "$1"' sh <file>`, so
/// the shell splits it as it would on a command line and the file is one
/// argument whatever its name. The run itself is the caller's runner,
/// given the terminal by the shell (``TabEffect/onTerminal(_:)``).
struct ExternalEditor: Sendable {
    /// What came of a run.
    enum Outcome: Sendable, Equatable {
        /// The file was saved changed: the title (nil when its heading was
        /// removed: the title typed before stays) and the body.
        case edited(title: String?, body: String)
        /// The editor exited 0 and left the file as it was.
        case unchanged
        /// The editor exited with this status (not 0, not 127).
        case failed(Int32)
        /// The shell did not find the editor (status 127).
        case missing(String)
        /// A signal ended the editor (the shell's own end, or its report of
        /// the editor's: status 128 + the signal) and the file was as it was.
        case killed(Int32)
        /// A signal ended the editor after it had saved the file changed
        /// (a `kill`, a closed terminal, a SIGTERM to the whole job): what
        /// it saved, as for ``edited(title:body:)``. The person did not
        /// choose to throw it away, so it is kept (not saved to the card);
        /// a status that is not 0 (`:cq`) is a choice, and keeps nothing.
        case killedAfterSaving(Int32, title: String?, body: String)
        /// The editor could not be started.
        case notStarted(String)
        /// The temporary file could not be made in this directory.
        case cannotWrite(directory: String, reason: String)
        /// The file could not be read back (the reason in words).
        case cannotRead(String)
        /// The editor left something that is not a file where the file was
        /// (a FIFO, a directory…): its kind in words.
        case notAFile(String)
        /// The file grew past the input limit (``InputLimit``): refused
        /// unread, as every input bankui reads whole.
        case tooLarge(limit: Int)
    }

    let environment: [String: String]
    let runner: any TerminalProgramRunner

    /// The editor setting: `$VISUAL`, else `$EDITOR`, else `vi` (an empty or
    /// blank variable counts as unset).
    static func command(environment: [String: String]) -> String {
        for name in ["VISUAL", "EDITOR"] {
            if let value = environment[name], !value.trimmingCharacters(in: .whitespaces).isEmpty { return value }
        }
        return "vi"
    }

    /// The command line that opens `file` in the editor `command`.
    static func arguments(command: String, file: String) -> [String] {
        ["/bin/sh", "-c", command + " \"$1\"", "sh", file]
    }

    /// The directory the file goes in: `$TMPDIR`, else `/tmp`.
    static func directory(environment: [String: String]) -> String {
        if let value = environment["TMPDIR"], !value.isEmpty { return value }
        return "/tmp"
    }

    /// Writes the file, runs the editor on it, reads it back, removes it.
    func edit(title: String, body: String) -> Outcome {
        let directory = Self.directory(environment: environment)
        let original = CardMarkdownFile.text(title: title, body: body)
        let path: String
        switch Self.makeFile(in: directory, text: original) {
        case .success(let made): path = made
        case .failure(let error): return .cannotWrite(directory: directory, reason: error.reason)
        }
        defer { unlink(path) }
        let command = Self.command(environment: environment)
        var signal: Int32?
        switch runner.run(Self.arguments(command: command, file: path)) {
        case .notStarted(let reason): return .notStarted(reason)
        case .signaled(let ending): signal = ending
        case .exited(127): return .missing(command)
        // The shell reports a command a signal ended as 128 + the signal.
        case .exited(let status) where status > 128 && status <= 128 + 64: signal = status - 128
        case .exited(let status) where status != 0: return .failed(status)
        case .exited: break
        }
        let bytes: [UInt8]
        switch Self.readBack(path) {
        case .success(let read): bytes = read
        case .failure(let refusal): return signal.map { .killed($0) } ?? refusal.outcome
        }
        let saved = String(decoding: bytes, as: UTF8.self)
        guard saved != original else { return signal.map { .killed($0) } ?? .unchanged }
        let read = CardMarkdownFile.read(saved)
        if let signal { return .killedAfterSaving(signal, title: read.title, body: read.body) }
        return .edited(title: read.title, body: read.body)
    }

    struct Refusal: Error { let outcome: Outcome }

    /// The file the editor saved, under the one input limit: a regular
    /// file only (a FIFO left in its place would hang the read, a
    /// directory has no text), never more than ``InputLimit`` bytes.
    static func readBack(_ path: String, limit: Int = InputLimit.bytes) -> Result<[UInt8], Refusal> {
        // O_NONBLOCK: opening a FIFO must not wait for a writer.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK)
        guard descriptor >= 0 else {
            if errno == EISDIR { return .failure(Refusal(outcome: .notAFile("directory"))) }
            return .failure(Refusal(outcome: .cannotRead(String(cString: strerror(errno)))))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            return .failure(Refusal(outcome: .cannotRead(String(cString: strerror(errno)))))
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .failure(Refusal(outcome: .notAFile("directory")))
        case S_IFIFO: return .failure(Refusal(outcome: .notAFile("FIFO")))
        case S_IFSOCK: return .failure(Refusal(outcome: .notAFile("socket")))
        default: return .failure(Refusal(outcome: .notAFile("device")))
        }
        do {
            return .success(try InputReader.read(descriptor: descriptor, name: path, limit: limit))
        } catch {
            switch error.kind {
            case .tooLarge(let limit, _): return .failure(Refusal(outcome: .tooLarge(limit: limit)))
            case .isADirectory: return .failure(Refusal(outcome: .notAFile("directory")))
            case .unreadable(let code): return .failure(Refusal(outcome: .cannotRead(String(cString: strerror(code)))))
            }
        }
    }

    struct FileError: Error { let reason: String }

    /// A new file `bankui-card-XXXXXX.md` in `directory`, mode 0600 (made
    /// by `mkstemps`, so no one else can have made or opened it), holding
    /// `text`; its path.
    static func makeFile(in directory: String, text: String) -> Result<String, FileError> {
        var template = Array((directory.hasSuffix("/") ? directory : directory + "/") .utf8CString.dropLast())
            + Array("bankui-card-XXXXXX.md".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, 3) }
        guard descriptor >= 0 else { return .failure(FileError(reason: String(cString: strerror(errno)))) }
        let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                let reason = String(cString: strerror(errno))
                close(descriptor)
                unlink(path)
                return .failure(FileError(reason: reason))
            }
            bytes = bytes.dropFirst(written)
        }
        guard close(descriptor) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(path)
            return .failure(FileError(reason: reason))
        }
        return .success(path)
    }
}
