import ArgumentParser
import ConsoleKit
import Foundation
import KanbanCore
import KanbanStorage
import TextKit

/// `bankui kanban activity [--since DATE] [--board NAME] [--limit N]
/// [--format text|json]`: who did what on the board, newest first: this
/// board's own changes and those that came from the others through the
/// shared board, as far back as this database keeps them (the history
/// panel's lines, with their authors). Read a line at a time.
struct KanbanActivityCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "activity",
        abstract: "Who did what on the board, newest first (your changes and the shared board's), as text or JSON."
    )

    @OptionGroup var global: GlobalOptions

    @Option(parsing: .unconditional, help: ArgumentHelp("Only from this day on: 2026-11-01, today, yesterday, 7d (seven days ago).",
                                                       valueName: "date"))
    var since: String?

    @Option(parsing: .unconditional, help: "Only this board's lines (by default every board's).")
    var board: String?

    @Option(parsing: .unconditional, help: "At most this many lines (the newest).")
    var limit: Int?

    @Option(parsing: .unconditional, help: "text (one change a line) or json (one object a line, for other tools).")
    var format: KanbanListFormat = .text

    func validate() throws {
        if let limit, limit < 0 { throw ValidationError("--limit must be 0 or more") }
    }

    /// The day `text` names, counted back from `today`: an ISO date,
    /// `today`, `yesterday` (오늘, 어제) or `Nd` (N days ago); nil when it is none.
    static func day(_ text: String, today: Deadline) -> Deadline? {
        let word = text.trimmingCharacters(in: .whitespaces).lowercased()
        switch word {
        case "today", "오늘": return today
        case "yesterday", "어제": return today.adding(days: -1)
        default: break
        }
        if word.hasSuffix("d"), let days = Int(word.dropFirst(word.hasPrefix("-") ? 1 : 0).dropLast()), (0...36_500).contains(days) {
            return today.adding(days: -days)
        }
        return Deadline(iso: word)
    }

    func run() throws {
        let calendar = KanbanCalendar()
        var from: Date?
        if let since {
            guard let day = Self.day(since, today: calendar.today) else {
                Console.complain("bankui: --since: '\(UntrustedText.clean(since, .singleLine))' is not a day: try 2026-11-01, today, yesterday or 7d")
                throw ExitCode.validationFailure
            }
            from = calendar.start(of: day)
        }
        let strings = KanbanStrings(global.language)
        let output = ConsoleOutput()
        let database = try Console.openDatabaseForReading(global, schema: KanbanTables.schema)
        defer { database.close() }
        let repository = KanbanRepository(database: database)
        var failed = false
        do {
            let only = try board.map { try KanbanBoardsCommand.named($0, in: try repository.boards(), global.language).id }
            var chunk = ""
            try repository.eachActivity(limit: limit ?? Int.max, since: from, board: only) { entry in
                switch format {
                case .text:
                    chunk += strings.dateTime(entry.at, in: calendar.timeZone) + "  "
                        + UntrustedText.clean(strings.history(entry, namingMe: true), .singleLine) + "\n"
                case .json:
                    chunk += Self.json(entry, strings: KanbanStrings(.en)) + "\n"
                }
                if chunk.utf8.count > 64 * 1024 {
                    if !output.write(chunk) { failed = true }
                    chunk = ""
                }
            }
            if !chunk.isEmpty, !output.write(chunk) { failed = true }
        } catch let exit as ExitCode {
            throw exit
        } catch {
            Console.complain("bankui: cannot read the board's history: \(error)")
            throw ExitCode.failure
        }
        if failed {
            Console.complain("bankui: cannot write the output")
            throw ExitCode(Console.outputFailedStatus)
        }
    }

    /// One line as JSON: `at` (ISO 8601, UTC), `author` (or null), `kind`
    /// (`did`, `undid`, `redid`, `remote`, `conflict`, `imported`), `title`,
    /// `text` (the line in English, with its author).
    static func json(_ entry: HistoryEntry, strings: KanbanStrings) -> String {
        let q = KanbanExport.quoted
        let kind: String
        switch entry.kind {
        case .action: kind = "did"
        case .undid: kind = "undid"
        case .redid: kind = "redid"
        case .remote: kind = "remote"
        case .conflict: kind = "conflict"
        case .imported: kind = "imported"
        }
        let at = entry.at.formatted(.iso8601)
        return "{\"at\": \(q(at)), \"author\": \(entry.author.map(q) ?? "null"), \"kind\": \(q(kind)), "
            + "\"title\": \(q(entry.title)), \"text\": \(q(strings.history(entry, namingMe: true)))}"
    }
}
