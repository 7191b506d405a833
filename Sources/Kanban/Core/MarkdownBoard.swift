import FoundationEssentials

/// The Markdown form (see ``KanbanImport``), read line by line: boards
/// (`# Name`) when the file has their headings, else one board.
enum MarkdownBoard {
    static func read(_ text: String) throws(KanbanImportError) -> (drafts: [KanbanImport.Draft], boards: [KanbanImport.BoardDraft]?) {
        var drafts: [KanbanImport.Draft] = []
        var boards: [KanbanImport.BoardDraft]?
        var sawColumn = false
        var column: KanbanColumn?
        var card: KanbanImport.Draft?
        var bodyLines: [String] = []
        var pendingBlanks = 0
        var sawDue = false

        func finish() throws(KanbanImportError) {
            guard var done = card else { return }
            done.body = try KanbanImport.body(bodyLines.joined(separator: "\n"), line: done.line)
            drafts.append(done)
            card = nil
            bodyLines = []
            pendingBlanks = 0
            sawDue = false
        }

        var number = 0
        // `\r\n` is one Character, so this splits CR LF, LF and CR alike.
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            number += 1
            let indented = line.hasPrefix("  ") || line.hasPrefix("\t")
            if line.allSatisfy({ $0 == " " || $0 == "\t" }), !indented || card == nil {
                if card != nil { pendingBlanks += 1 }
                continue
            }
            if indented {
                guard card != nil else {
                    throw KanbanImportError(line: number, reason: "indented text belongs under a card (- title)")
                }
                let content = String(line.hasPrefix("\t") ? line.dropFirst() : line.dropFirst(2))
                if bodyLines.isEmpty, pendingBlanks == 0, !sawDue, content.hasPrefix("due:") {
                    let value = String(content.dropFirst(4)).trimmingWhitespace()
                    card?.deadline = try KanbanImport.deadline(value, line: number)
                    sawDue = true
                    continue
                }
                if bodyLines.isEmpty, pendingBlanks == 0, card?.repeats == nil, content.hasPrefix("repeat:") {
                    card?.repeats = try KanbanImport.repeats(String(content.dropFirst(7)), line: number)
                    continue
                }
                bodyLines += Array(repeating: "", count: pendingBlanks)
                pendingBlanks = 0
                bodyLines.append(content.hasPrefix("\\") ? String(content.dropFirst()) : content)
                continue
            }
            if line.hasPrefix("##"), line.dropFirst(2).first.map({ $0 == " " || $0 == "\t" }) ?? true,
               !line.hasPrefix("###") {
                try finish()
                column = try KanbanImport.column(String(line.dropFirst(2)).trimmingWhitespace(), line: number)
                sawColumn = true
                continue
            }
            if line.hasPrefix("# ") || line == "#" {
                try finish()
                guard boards != nil || !sawColumn else {
                    throw KanbanImportError(line: number, reason: "a board heading ('# Name') after columns that have none")
                }
                let name = try KanbanImport.boardName(String(line.dropFirst()), line: number, among: boards ?? [])
                boards = (boards ?? []) + [KanbanImport.BoardDraft(id: nil, name: name, line: number)]
                column = nil
                continue
            }
            if line.hasPrefix("- ") || line.hasPrefix("* ") || line == "-" || line == "*" {
                try finish()
                guard let column else {
                    throw KanbanImportError(line: number, reason: "a card before any column heading (## TODO, ## DOING or ## DONE)")
                }
                let title = try KanbanImport.title(String(line.dropFirst()), line: number)
                card = KanbanImport.Draft(id: nil, title: title, body: "", deadline: nil, column: column, line: number,
                                          board: boards.map { $0.count - 1 })
                continue
            }
            throw KanbanImportError(line: number, reason: "expected a column heading (## TODO), a card (- title) or an indented line under a card")
        }
        try finish()
        guard sawColumn || !(boards ?? []).isEmpty else {
            throw KanbanImportError(line: 1, reason: "no column heading (## TODO, ## DOING or ## DONE): not a kanban board")
        }
        return (drafts, boards)
    }
}
