import Foundation
import XCTest

/// The docs say what the program does: every command example in README.md
/// and Docs/ is run as written and its output compared.
///
/// - A console block (`$ ` lines, output under each) is a session: each
///   `bankui …` command (with `\` continuations) runs in one directory with
///   one data directory, and what it prints must be what the block shows.
///   `$ cat FILE` followed by text is how a doc shows a file it uses: the
///   file is written with that text.
/// - A synopsis line in a code block (`bankui kanban list [--board NAME]
///   …`) names a command and its options: the command's `--help` must
///   exist and name every option the line shows.
final class DocExamplesEndToEndTests: CommandEndToEndTestCase {
    private static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    /// README.md and every Docs/*.md, with their names.
    private static func documents() throws -> [(name: String, text: String)] {
        let docs = root.appendingPathComponent("Docs")
        let names = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }.sorted()
        return try [("README.md", String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8))]
            + names.map { ("Docs/\($0)", try String(contentsOf: docs.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// The fenced code blocks of `text`, each as its lines.
    static func codeBlocks(_ text: String) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        var indent = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let spaces = line.prefix { $0 == " " }.count
            if line.dropFirst(spaces).hasPrefix("```") {
                if let block = current { blocks.append(block); current = nil } else { current = []; indent = spaces }
            } else {
                // A block inside a list item: its lines lose the item's indent.
                current?.append(String(line.dropFirst(min(indent, spaces))))
            }
        }
        return blocks
    }

    /// One command of a console block and what it prints.
    struct Step {
        var command: String
        var output: [String]
    }

    /// The `$ ` commands of a block, continuations joined.
    static func steps(_ block: [String]) -> [Step] {
        var steps: [Step] = []
        var continuing = false
        for line in block {
            if line.hasPrefix("$ ") {
                steps.append(Step(command: String(line.dropFirst(2)), output: []))
                continuing = line.hasSuffix("\\")
            } else if continuing, !steps.isEmpty {
                steps[steps.count - 1].command += "\n" + line
                continuing = line.hasSuffix("\\")
            } else if !steps.isEmpty {
                steps[steps.count - 1].output.append(line)
            }
        }
        return steps
    }

    func testEveryConsoleExampleRunsAsWritten() throws {
        var ran = 0
        for (name, text) in try Self.documents() {
            for block in Self.codeBlocks(text) where block.contains(where: { $0.hasPrefix("$ ") }) {
                let session = directory.appendingPathComponent("session-\(ran)")
                try FileManager.default.createDirectory(at: session, withIntermediateDirectories: true)
                for step in Self.steps(block) {
                    let words = step.command.split(separator: " ")
                    if words.first == "cat", words.count == 2 {
                        try (step.output.joined(separator: "\n") + "\n")
                            .write(to: session.appendingPathComponent(String(words[1])), atomically: true, encoding: .utf8)
                        continue
                    }
                    XCTAssertEqual(words.first, "bankui", "\(name): only bankui and cat are run: \(step.command)")
                    let result = try shell(step.command, in: session)
                    let printed = (result.output + result.errors).split(separator: "\n", omittingEmptySubsequences: false)
                        .map(String.init)
                    let shown = printed.last == "" ? Array(printed.dropLast()) : printed
                    XCTAssertEqual(shown, step.output, "\(name): `\(step.command)` printed:\n\(shown.joined(separator: "\n"))")
                    ran += 1
                }
            }
        }
        XCTAssertGreaterThan(ran, 0, "the docs hold command examples")
    }

    func testEverySynopsisLineNamesACommandAndOptionsThatExist() throws {
        var checked = 0
        for (name, text) in try Self.documents() {
            for block in Self.codeBlocks(text) {
                for line in block where line.hasPrefix("bankui ") {
                    let code = line.split(separator: "#", maxSplits: 1).first.map(String.init) ?? line
                    let tokens = code.split(separator: " ").map(String.init)
                    // The command: the words after `bankui` up to the first
                    // option, placeholder or bracket.
                    let words = tokens.dropFirst().prefix { $0.first.map { $0.isLowercase && $0.isLetter } ?? false }
                        .filter { $0 != "or" }
                    let options = tokens.filter { $0.hasPrefix("--") || $0.hasPrefix("[--") }
                        .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "[]|")) }
                        .map { String($0.prefix { $0 != "=" && $0 != "]" }) }
                        .filter { $0.count > 2 }
                    // `remote set URL`: only the words the program knows as commands.
                    let result = try run(Array(words) + ["--help"], addDataDirectory: false)
                    var help = result.output + result.errors
                    var command = Array(words)
                    var status = result.status
                    while status != 0, !command.isEmpty {
                        command.removeLast()
                        let shorter = try run(command + ["--help"], addDataDirectory: false)
                        (status, help) = (shorter.status, shorter.output + shorter.errors)
                    }
                    XCTAssertEqual(status, 0, "\(name): `bankui \(words.joined(separator: " ")) --help` failed: \(help)")
                    // A command group's options are its default command's (`bankui bank` is `bankui bank console`).
                    if let line = help.split(separator: "\n").first(where: { $0.contains(" (default)") }),
                       let sub = line.split(separator: " ").first {
                        let inner = try run(command + [String(sub), "--help"], addDataDirectory: false)
                        help += inner.output + inner.errors
                    }
                    for option in options where !["--help", "--version"].contains(option) {
                        XCTAssertTrue(help.contains(option), "\(name): `\(line)` names \(option), which `bankui \(command.joined(separator: " ")) --help` does not")
                    }
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 20, "the synopsis lines were read")
    }

    /// Runs `command` (bankui first) with /bin/sh in `directory`, the built
    /// bankui first on PATH and the test's data directory given.
    private func shell(_ command: String, in directory: URL) throws -> (output: String, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command.replacingOccurrences(of: "\\\n", with: " ") + " --data-dir \"$0\"", dataDirectory]
        process.currentDirectoryURL = directory
        let bin = TmuxSession.binary.deletingLastPathComponent().path
        process.environment = ["LANG": "C.UTF-8", "HOME": self.directory.path, "XDG_STATE_HOME": self.directory.path,
                               "USER": "tester", "PATH": bin + ":/usr/bin:/bin"]
        // Both outputs in one file, in the order they come, as a terminal
        // shows them.
        let out = directory.appendingPathComponent(".out")
        FileManager.default.createFile(atPath: out.path, contents: nil)
        let handle = try FileHandle(forWritingTo: out)
        defer { try? handle.close() }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        defer { try? FileManager.default.removeItem(at: out) }
        return (try String(contentsOf: out, encoding: .utf8), "")
    }
}
