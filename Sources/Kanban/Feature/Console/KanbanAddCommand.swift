import ArgumentParser
import ConsoleKit
import Foundation
import KanbanCore
import TextKit

extension KanbanColumn: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }
}

extension CardRepeat.Anchor: ExpressibleByArgument {}

/// `bankui kanban add TITLE [--body TEXT] [--deadline DATE] [--repeat RULE
/// [--repeat-from due|done]] [--column C] [--board NAME]`: adds a card as the tab's `n` does, at the bottom of its
/// column on the board the tab shows (or `--board`), and prints its id.
/// The title and body are cleaned as the editor cleans them; an empty
/// title, a title of more than 100 characters or a body of more than 1,000
/// is refused with status 64 (the editor cuts what is typed past the
/// limit; a script is told instead), as is a date the editor would refuse.
struct KanbanAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a card (as n does in the tab) and print its id."
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Its title (at most 100 characters; one that starts with - goes after --: add -- -title).")
    var title: String

    @Option(parsing: .unconditional, help: "Its body (at most 1,000 characters).")
    var body: String = ""

    @Option(parsing: .unconditional, help: ArgumentHelp("Its deadline: 2026-12-1, today, tomorrow, fri, next week fri, +3d, +1m, end of month (오늘, 금요일, 다음 주 금요일, 월말).", valueName: "date"))
    var deadline: String?

    @Option(name: .customLong("repeat"), parsing: .unconditional,
            help: ArgumentHelp("Repeat it: 1d, 1w, 2w, 1m, daily, weekly, monthly (매일, 매주, 매월, 2주마다); done makes the next one.",
                               valueName: "rule"))
    var repeats: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Count the next deadline from the deadline (due) or the day it is done (done).",
                                                       valueName: "due|done"))
    var repeatFrom: CardRepeat.Anchor?

    @Option(parsing: .unconditional, help: "todo, doing or done.")
    var column: KanbanColumn = .todo

    @Option(parsing: .unconditional, help: "The board (by default the one the tab shows).")
    var board: String?

    /// Why a card would not be added, before the board is read.
    enum Refusal: Error, Equatable, CustomStringConvertible {
        case noTitle
        case titleTooLong
        case bodyTooLong
        case date(DeadlineInputError)
        case repeats(RepeatInputError)
        case anchorWithoutRepeat

        var description: String {
            switch self {
            case .noTitle: "a card needs a title"
            case .titleTooLong: "a card's title has at most \(CardLimits.title) characters"
            case .bodyTooLong: "a card's body has at most \(CardLimits.body) characters"
            case .date(.notADate(let text)): UntrustedText.clean(SpokenDayError.notADate(text).description, .singleLine)
            case .date(.noSuchDay(let text)): UntrustedText.clean(SpokenDayError.noSuchDay(text).description, .singleLine)
            case .date(.ambiguous(let text, let days)):
                UntrustedText.clean(SpokenDayError.ambiguous(text, days).description, .singleLine)
            case .repeats(.notARepeat(let text)):
                "'\(UntrustedText.clean(text, .singleLine))' is not a repeat: try 1d, 1w, 2w, 1m, weekly, monthly"
            case .repeats(.outOfRange(let text)):
                "'\(UntrustedText.clean(text, .singleLine))': a card repeats every 1 to \(CardRepeat.most) days, weeks or months"
            case .anchorWithoutRepeat: "--repeat-from needs --repeat"
            }
        }
    }

    /// The deadline typed (nil: none), or why the card is refused.
    static func check(title: String, body: String, deadline: String?, today: Deadline) throws(Refusal) -> Deadline? {
        guard !CardText.cleanTitle(title).isEmpty else { throw .noTitle }
        guard CardText.titleFits(title) else { throw .titleTooLong }
        guard CardText.bodyFits(body) else { throw .bodyTooLong }
        guard let deadline else { return nil }
        switch DeadlineInput.parse(deadline, today: today) {
        case .success(let day): return day
        case .failure(let error): throw .date(error)
        }
    }

    /// The repeat asked for (nil: none), or why the card is refused.
    static func rule(_ text: String?, from anchor: CardRepeat.Anchor?) throws(Refusal) -> CardRepeat? {
        guard let text else {
            if anchor != nil { throw .anchorWithoutRepeat }
            return nil
        }
        switch RepeatInput.parse(text) {
        case .success(var rule):
            if let anchor { rule?.from = anchor }
            return rule
        case .failure(let error): throw .repeats(error)
        }
    }

    func run() throws {
        let notDone = "no card was added"
        let day: Deadline?
        let rule: CardRepeat?
        do {
            day = try Self.check(title: title, body: body, deadline: deadline, today: KanbanCalendar().today)
            rule = try Self.rule(repeats, from: repeatFrom)
        } catch {
            Console.complain("bankui: \(notDone): \(error)")
            throw ExitCode.validationFailure
        }
        let id = UUID()
        try KanbanCardChange.run(global, notDone: notDone) { reading, now in
            let (boards, shown) = try reading.boards()
            let target = try self.board.map { try KanbanBoardsCommand.named($0, in: boards, global.language).id }
                ?? shown
            // The last card of the column alone, not the whole board.
            let last = try reading.lastPosition(in: column, on: target)
            return Board.adding(title: title, body: body, deadline: day, repeats: rule, to: column, board: target, below: last,
                                id: id, at: now)
        }
        try Console.print(id.uuidString.lowercased() + "\n")
    }
}
