import Foundation
import XCTest

/// `bankui kanban remote [show|set|clear]` and `--kanban-remote`, run as
/// built, on a data directory of their own. No server is needed: these
/// commands only read and keep the URL.
final class KanbanRemoteCommandEndToEndTests: CommandEndToEndTestCase {
    /// Every byte under the data directory, to look for a password in it.
    private func storedBytes() throws -> Data {
        var data = Data()
        let files = FileManager.default.enumerator(atPath: dataDirectory)?.allObjects as? [String] ?? []
        for file in files {
            if let contents = FileManager.default.contents(atPath: dataDirectory + "/" + file) { data += contents }
        }
        return data
    }

    func testSetShowAndClear() throws {
        let none = try run(["kanban", "remote"])
        XCTAssertEqual(none.status, 0, none.errors)
        XCTAssertEqual(none.output, "no shared board set: the kanban board is kept on this machine only\n")

        let set = try run(["kanban", "remote", "set", "postgres://alice:Hunter%2342@db.example.com:6000/team?sslmode=require"])
        XCTAssertEqual(set.status, 0, set.errors)
        XCTAssertEqual(set.output, """
            Shared board set: postgres://alice@db.example.com:6000/team?sslmode=require
            The password in the URL was not stored: give it in PGPASSWORD or ~/.pgpass (host:port:database:user:password, mode 0600).
              password: none found (URL, PGPASSWORD or ~/.pgpass); fine where the server needs none

            """)
        XCTAssertFalse(set.output.contains("Hunter"))
        XCTAssertNil(try storedBytes().range(of: Data("Hunter".utf8)), "the password reached the disk")

        let shown = try run(["kanban", "remote"], environment: ["PGPASSWORD": "Hunter#42"])
        XCTAssertEqual(shown.status, 0, shown.errors)
        XCTAssertEqual(shown.output, """
            postgres://alice@db.example.com:6000/team?sslmode=require
              from: settings (bankui kanban remote set)
              connects to: postgres://alice@db.example.com:6000/team?sslmode=require
              password: from PGPASSWORD

            """)

        let fromEnvironment = try run(["kanban", "remote", "show"],
                                      environment: ["BANKUI_KANBAN_REMOTE": "postgres://bob:pw@/b?host=/tmp/s"])
        XCTAssertEqual(fromEnvironment.status, 0, fromEnvironment.errors)
        XCTAssertEqual(fromEnvironment.output, """
            postgres://bob@/b?host=/tmp/s
              from: BANKUI_KANBAN_REMOTE
              connects to: postgres://bob@/b?host=/tmp/s&port=5432
              password: from the URL

            """)

        let fromFlag = try run(["kanban", "remote", "--kanban-remote", "postgres:///x?host=/tmp/s"],
                               environment: ["PGUSER": "tester"])
        XCTAssertEqual(fromFlag.status, 0, fromFlag.errors)
        XCTAssertTrue(fromFlag.output.contains("  from: --kanban-remote\n"), fromFlag.output)
        XCTAssertTrue(fromFlag.output.contains("connects to: postgres://tester@/x?host=/tmp/s&port=5432\n"), fromFlag.output)

        let cleared = try run(["kanban", "remote", "clear"])
        XCTAssertEqual(cleared.status, 0, cleared.errors)
        XCTAssertEqual(cleared.output, "Shared board cleared: the kanban board is kept on this machine only.\n")
        XCTAssertEqual(try run(["kanban", "remote"]).output,
                       "no shared board set: the kanban board is kept on this machine only\n")
    }

    func testTheKoreanMessages() throws {
        let set = try run(["kanban", "remote", "set", "postgres://u@h/b", "--lang", "ko"])
        XCTAssertEqual(set.status, 0, set.errors)
        XCTAssertTrue(set.output.hasPrefix("공유 보드를 설정했습니다: postgres://u@h:5432/b\n"), set.output)
        let cleared = try run(["kanban", "remote", "clear", "--lang", "ko"])
        XCTAssertEqual(cleared.output, "공유 보드 설정을 지웠습니다: 칸반 보드는 이 컴퓨터에만 저장됩니다.\n")
    }

    func testABadURLIsRefusedAndNothingIsStored() throws {
        let refused = try run(["kanban", "remote", "set", "postgres://u:topsecret@h:70000/b"])
        XCTAssertEqual(refused.status, 64)
        XCTAssertEqual(refused.errors,
                       "bankui: cannot use this shared board URL: invalid port \"70000\": it must be a number from 1 to 65535\n")
        XCTAssertEqual(try run(["kanban", "remote"]).output,
                       "no shared board set: the kanban board is kept on this machine only\n")

        let stored = try run(["kanban", "remote", "set", "https://example.com"])
        XCTAssertEqual(stored.status, 64)
        XCTAssertTrue(stored.errors.contains("must start with postgres:// or postgresql://"), stored.errors)
    }

    func testABadOptionOrVariableStopsTheProgramBeforeTheScreen() throws {
        // A URL that cannot be used is a configuration error (78), from the
        // option or the variable, for the screen and for `kanban sync`
        // alike (the option gave 64, the variable 78 to sync and 64 to the
        // screen).
        let option = try run(["--kanban-remote", "postgres://u:topsecret@h/b?sslmode=maybe"])
        XCTAssertEqual(option.status, 78)
        XCTAssertTrue(option.errors.hasPrefix("bankui: --kanban-remote: invalid sslmode \"maybe\""), option.errors)
        XCTAssertEqual(option.errors.filter { $0 == "\n" }.count, 1, option.errors)
        XCTAssertFalse(option.errors.contains("topsecret"))
        let syncOption = try run(["kanban", "sync", "--kanban-remote", "http://example.com"])
        XCTAssertEqual(syncOption.status, 78)
        XCTAssertTrue(syncOption.errors.hasPrefix("bankui: cannot use this shared board URL: not a PostgreSQL URL"), syncOption.errors)

        let variable = try run([], environment: ["BANKUI_KANBAN_REMOTE": "postgres://a,b/c"])
        XCTAssertEqual(variable.errors, "bankui: BANKUI_KANBAN_REMOTE: several hosts in one URL are not supported; give one host\n")
        XCTAssertEqual(variable.status, 78)
        let syncVariable = try run(["kanban", "sync"], environment: ["BANKUI_KANBAN_REMOTE": "postgres://a,b/c"])
        XCTAssertEqual(syncVariable.status, 78)
        // The option wins over the variable, in the screen too: a bad
        // variable beside a good option is not read (the screen starts; it
        // is stopped here by having no terminal).
        let both = try run(["--kanban-remote", "postgres://u@127.0.0.1:1/b"], environment: ["BANKUI_KANBAN_REMOTE": "postgres://a,b/c"])
        XCTAssertFalse(both.errors.contains("BANKUI_KANBAN_REMOTE"), both.errors)
        XCTAssertNotEqual(both.status, 78, both.errors)
        let export = try run(["kanban", "export"], environment: ["BANKUI_KANBAN_REMOTE": "postgres://a,b/c"])
        XCTAssertEqual(export.status, 0, "other commands do not need the shared board: \(export.errors)")

        let shown = try run(["kanban", "remote"], environment: ["BANKUI_KANBAN_REMOTE": "postgres://a,b/c"])
        XCTAssertEqual(shown.status, 1)
        XCTAssertEqual(shown.output, "postgres://a,b/c\n  from: BANKUI_KANBAN_REMOTE\n")
        XCTAssertEqual(shown.errors, "bankui: cannot use this shared board URL: several hosts in one URL are not supported; give one host\n")
    }
}
