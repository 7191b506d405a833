import TabKit
import TextKit
import TimetableCore

/// The planner's form and results.
extension TimetableStrings {
    var planTitle: String { pick("Plan the semester", "시간표 짜기") }
    func planRowLabel(_ row: PlanForm.Row) -> String {
        switch row {
        case .courses: pick("Courses", "강의")
        case .keep: pick("Keep", "고정")
        case .days: pick("Free days", "공강 요일")
        case .notBefore: pick("Not before", "시작 이후")
        case .notAfter: pick("Not after", "끝 이전")
        case .lunch: pick("Lunch", "점심시간")
        case .maxDays: pick("At most", "최대 일수")
        case .credits: pick("Credits", "학점")
        case .prefer: pick("Prefer", "선호 교수")
        case .avoid: pick("Avoid", "피할 교수")
        case .rank: pick("Rank", "순서")
        }
    }

    /// What a field takes, shown while it is empty.
    func planPlaceholder(_ row: PlanForm.Row) -> String {
        switch row {
        case .courses: pick("names, separated by commas: 자료구조, ㅇㅇㅊㅈ", "쉼표로 구분: 자료구조, ㅇㅇㅊㅈ")
        case .notBefore: pick("e.g. 10:00", "예: 10:00")
        case .notAfter: pick("e.g. 18:00", "예: 18:00")
        case .lunch: pick("an hour free in 11:00-14:00", "예: 11:00-14:00 (한 시간 비움)")
        case .maxDays: pick("days on campus, e.g. 3", "학교 가는 날, 예: 3")
        case .credits: pick("e.g. 15-18 (courses may be left out)", "예: 15-18 (빠지는 강의가 있을 수 있어요)")
        case .prefer, .avoid: pick("professors, separated by commas", "쉼표로 구분한 교수 이름")
        case .keep, .days, .rank: ""
        }
    }

    var planPrefilled: String {
        pick("Enter finds better sections of these courses; typing replaces them.",
             "Enter로 이 강의들의 더 나은 분반을 찾아요. 입력하면 새로 적어요.")
    }
    var planNothingToKeep: String { pick("(the shown timetable has no course)", "(보이는 시간표에 강의가 없어요)") }
    func planRank(gapsFirst: Bool) -> String {
        gapsFirst ? pick("◀ fewest gaps, then fewest days ▶", "◀ 공강 적은 순, 그다음 요일 적은 순 ▶")
            : pick("◀ fewest days, then fewest gaps ▶", "◀ 요일 적은 순, 그다음 공강 적은 순 ▶")
    }

    func planFound(_ name: String, sections: Int) -> String {
        pick("\(name) (\(sections))", "\(name) (\(sections))")
    }

    var planNoCourses: String {
        pick("Type the courses wanted, separated by commas (or keep a course).", "들을 강의를 쉼표로 구분해 적어 주세요 (또는 강의를 고정하세요).")
    }

    func planBadField(_ row: PlanForm.Row, _ text: String) -> String {
        let label = planRowLabel(row)
        switch row {
        case .notBefore, .notAfter: return pick("\(label): '\(text)' is not a time; write 10:00.", "\(label): '\(text)'은(는) 시각이 아니에요. 10:00처럼 적어 주세요.")
        case .lunch: return pick("\(label): '\(text)' is not a window; write 11:00-14:00.", "\(label): '\(text)'은(는) 시간대가 아니에요. 11:00-14:00처럼 적어 주세요.")
        case .maxDays: return pick("\(label): '\(text)' is not a number of days from 1 to 7.", "\(label): '\(text)'은(는) 1에서 7 사이의 일수가 아니에요.")
        case .credits: return pick("\(label): '\(text)' is not a range of credits; write 15-18.", "\(label): '\(text)'은(는) 학점 범위가 아니에요. 15-18처럼 적어 주세요.")
        default: return pick("\(label): '\(text)' cannot be read.", "\(label): '\(text)'을(를) 읽을 수 없어요.")
        }
    }

    var planning: String { pick("Planning…", "시간표를 짜는 중…") }

    func planHeading(_ index: Int, of count: Int, _ score: String) -> String {
        pick("Plan \(index + 1) of \(count) · \(score)", "\(count)개 중 \(index + 1)번 · \(score)")
    }

    func planLeftOut(_ names: [String]) -> String {
        pick("left out: ", "빠진 강의: ") + names.joined(separator: ", ")
    }

    var planApplyTitle: String { pick("Use this plan", "이 시간표 쓰기") }
    func planApplyQuestion(_ index: Int, replacing name: String?) -> String {
        if let name {
            return pick("Make a new timetable of plan \(index + 1), or replace the courses of '\(name)' with it?",
                        "\(index + 1)번 시간표로 새 시간표를 만들까요, 아니면 '\(name)'의 강의를 바꿀까요?")
        }
        return pick("Make a new timetable of plan \(index + 1)?", "\(index + 1)번 시간표로 새 시간표를 만들까요?")
    }
    var planNewButton: String { pick("New timetable", "새 시간표") }
    var planReplaceButton: String { pick("Replace", "바꾸기") }
    func planMade(_ name: String, _ index: Int) -> String {
        pick("Made '\(name)' of plan \(index + 1).", "\(index + 1)번 시간표로 '\(name)'을(를) 만들었어요.")
    }
    func planReplaced(_ name: String, _ index: Int) -> String {
        pick("The courses of '\(name)' are now plan \(index + 1)'s.", "'\(name)'의 강의를 \(index + 1)번 시간표로 바꿨어요.")
    }

    // Keys.
    var hintPlan: String { pick("Plan", "시간표 짜기") }
    var helpPlan: String { pick("Plan the semester: the best clash-free sections of the courses you want, under your rules",
                                "시간표 짜기: 원하는 강의의 겹치지 않는 분반 조합을 규칙에 맞게 찾기") }
    var helpPlanSection: String { pick("The planner's form", "시간표 짜기 양식") }
    var hintPlanRun: String { pick("Plan", "짜기") }
    var helpPlanRun: String { pick("Find the best combinations", "가장 좋은 조합 찾기") }
    var hintPlanRow: String { pick("Next", "다음") }
    var helpPlanRow: String { pick("To the next or the previous rule", "다음, 이전 항목으로") }
    var hintPlanToggle: String { pick("Tick", "선택") }
    var helpPlanToggle: String { pick("Tick a day or a course to keep; switch the ranking", "요일이나 고정할 강의 선택, 순서 바꾸기") }
    var helpPlanSideways: String { pick("Between the days or the courses of the row", "그 줄의 요일이나 강의 사이 이동") }
    var helpPlanClose: String { pick("Close the form (what was typed is kept)", "양식 닫기 (적은 것은 남아요)") }
    var helpPlanResultsSection: String { pick("The plans found", "찾은 시간표") }
    var hintPlanBrowse: String { pick("Another plan", "다른 시간표") }
    var helpPlanBrowse: String { pick("The next or the previous plan", "다음, 이전 시간표") }
    var hintPlanApply: String { pick("Use it", "쓰기") }
    var helpPlanApply: String { pick("Use this plan: a new timetable, or the shown one's courses replaced (asked)",
                                     "이 시간표 쓰기: 새 시간표로, 또는 보이는 시간표의 강의를 바꿔서 (물어봐요)") }
    var hintPlanBack: String { pick("Rules", "규칙") }
    var helpPlanBack: String { pick("Back to the form", "양식으로 돌아가기") }
}
