import Foundation
import XCTest

/// `make install` / `make uninstall` through the script they run, into a
/// temporary prefix under a DESTDIR: the binaries, the man page written
/// from the command definitions, and the three shells' completions, each
/// where its program looks; then all of it removed again.
final class InstallEndToEndTests: CommandEndToEndTestCase {
    private var repository: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    private func script(_ arguments: [String], prefix: String, destination: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = repository.appendingPathComponent("Support/install.sh")
        process.arguments = arguments
        process.environment = ["PATH": "/usr/bin:/bin", "PREFIX": prefix, "DESTDIR": destination]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    func testInstallPutsEachFileWhereItsProgramLooksAndUninstallRemovesThem() throws {
        let build = TmuxSession.binary.deletingLastPathComponent()
        let tool = build.appendingPathComponent("generate-manual").path
        guard FileManager.default.isExecutableFile(atPath: tool) else {
            return XCTFail("the man page writer is not built: swift build --product generate-manual")
        }
        let destination = directory.appendingPathComponent("stage").path
        let prefix = "/opt/bankui"
        let installed = try script(["install", build.path, tool], prefix: prefix, destination: destination)
        XCTAssertEqual(installed.status, 0, installed.output)
        let root = destination + prefix

        let version = try run(["--version"], addDataDirectory: false)
        XCTAssertEqual(version.output, "bankui 0.2.0\n")
        let bin = Process()
        bin.executableURL = URL(fileURLWithPath: root + "/bin/bankui")
        bin.arguments = ["--version"]
        let out = Pipe()
        bin.standardOutput = out
        try bin.run()
        let printed = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        bin.waitUntilExit()
        XCTAssertEqual(printed, "bankui 0.2.0\n")
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: root + "/bin/bankui-sync"))

        // The man page: roff with every command in it.
        let page = try String(contentsOfFile: root + "/share/man/man1/bankui.1", encoding: .utf8)
        XCTAssertTrue(page.contains(".Sh NAME") || page.contains(".SH NAME"), String(page.prefix(300)))
        for command in ["kanban", "timetable", "bank", "keys", "import-calendar", "simulate"] {
            XCTAssertTrue(page.contains(command), "the man page lacks \(command)")
        }
        // The completions: each shell's own form.
        let bash = try String(contentsOfFile: root + "/share/bash-completion/completions/bankui", encoding: .utf8)
        XCTAssertTrue(bash.contains("-F _bankui bankui"), String(bash.prefix(200)))
        let zsh = try String(contentsOfFile: root + "/share/zsh/site-functions/_bankui", encoding: .utf8)
        XCTAssertTrue(zsh.hasPrefix("#compdef bankui"), String(zsh.prefix(200)))
        let fish = try String(contentsOfFile: root + "/share/fish/vendor_completions.d/bankui.fish", encoding: .utf8)
        XCTAssertTrue(fish.contains("complete -c 'bankui'"), String(fish.prefix(200)))
        // bash reads its completion without a syntax error.
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/bin/bash")
        check.arguments = ["-n", root + "/share/bash-completion/completions/bankui"]
        try check.run()
        check.waitUntilExit()
        XCTAssertEqual(check.terminationStatus, 0)

        let removed = try script(["uninstall", build.path], prefix: prefix, destination: destination)
        XCTAssertEqual(removed.status, 0, removed.output)
        let left = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String }.filter {
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: root + "/" + $0, isDirectory: &isDirectory) && !isDirectory.boolValue
        }
        XCTAssertEqual(left ?? [], [])
    }
}
