import KanbanCore
import TabKit
import TextKit

// MARK: The archive

extension KanbanStrings {
    /// `1 day`, `14 days`, `14일`.
    func dayCount(_ days: Int) -> String {
        pick("\(NumberText.grouped(days)) \(days == 1 ? "day" : "days")", "\(NumberText.grouped(days))일")
    }
    /// A board's archive setting: `archive after 14 days`, `no archive`.
    func archiveSetting(_ days: Int) -> String {
        days == 0 ? pick("no archive", "보관 안 함") : pick("archive after \(dayCount(days))", "\(dayCount(days)) 뒤 보관")
    }
    var hintArchive: String { pick("Archive", "보관함") }
    var helpArchive: String {
        pick("Show or hide the archive: DONE's cards done more than the board's days ago (14 unless set)",
             "보관함 보이기/숨기기: 보드에 정한 날수(기본 14일)보다 오래전에 끝난 DONE 카드")
    }
    var hintUnarchive: String { pick("Put back", "꺼내기") }
    var helpUnarchive: String {
        pick("Put the chosen card of the archive back on the board (in DONE, as if done today)",
             "고른 보관함 카드를 보드로 꺼내기 (오늘 끝낸 것처럼 DONE에)")
    }
    /// The bottom border of DONE while the archive is hidden: `+ 12 archived`.
    func archivedHidden(_ count: Int) -> String {
        pick("+\(NumberText.grouped(count)) archived", "보관 \(NumberText.grouped(count))장")
    }
    /// The notice while the archive is shown.
    func archiveShown(count: Int, days: Int, unarchiveKey: String, daysKey: String, archiveKey: String) -> String {
        if days == 0 {
            return pick("⌂ No archive: DONE keeps its cards · \(daysKey) days · \(archiveKey) hide",
                        "⌂ 보관 안 함: DONE에 카드가 남습니다 · \(daysKey) 날수 · \(archiveKey) 숨기기")
        }
        return pick("⌂ Archive: \(NumberText.grouped(count)) done over \(dayCount(days)) ago · \(unarchiveKey) put back · \(daysKey) days · \(archiveKey) hide",
                    "⌂ 보관함: \(dayCount(days)) 넘은 \(NumberText.grouped(count))장 · \(unarchiveKey) 꺼내기 · \(daysKey) 날수 · \(archiveKey) 숨기기")
    }
    /// The mark before the title of a card of the archive, shown.
    var archivedMark: String { "⌂ " }
    var archiveHidden: String { pick("The archive is hidden.", "보관함을 숨겼습니다.") }
    /// `r` on a card that is not in the archive.
    func notArchived(_ title: String) -> String {
        pick("'\(title)' is not in the archive.", "'\(title)' 카드는 보관함에 없습니다.")
    }
    var archiveDaysTitle: String { pick("Archive of DONE", "DONE 보관") }
    func archiveDaysQuestion(days: Int, count: Int) -> String {
        pick("After how many days in DONE does a card go to the archive? Now \(days == 0 ? "never" : dayCount(days)); \(NumberText.grouped(count)) there. 0 for never, empty for 14. Shared with the board.",
             "DONE에서 며칠 지나면 보관함으로 보낼까요? 지금 \(days == 0 ? "안 함" : dayCount(days)), 보관함 \(NumberText.grouped(count))장. 0은 안 함, 비우면 14일. 보드와 공유됩니다.")
    }
    var archiveDaysNotANumber: String {
        pick("Days are a number from 0 (never) to 3650.", "날수는 0(안 함)에서 3650까지의 수입니다.")
    }
}
