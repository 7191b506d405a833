import Testing
@testable import TimetableCore

private func m(_ day: Weekday, _ first: Int, _ last: Int, _ room: String?) -> Meeting {
    Meeting(day: day, firstPeriod: first, lastPeriod: last, room: room)
}

@Suite("Room and time strings")
struct RoomTimeTests {
    static let readable: [(String, [Meeting])] = [
        ("IT301(목3,4)", [m(.thursday, 3, 4, "IT301")]),
        ("음악109(화1,2 수3,4)", [m(.tuesday, 1, 2, "음악109"), m(.wednesday, 3, 4, "음악109")]),
        // Each chunk keeps its own room (the seed gave every chunk the first).
        ("음악109(화1,2),음악110(수1,2)", [m(.tuesday, 1, 2, "음악109"), m(.wednesday, 1, 2, "음악110")]),
        ("미래103(월1,2 화1,2),미래B102(월7,8 화7,8)",
         [m(.monday, 1, 2, "미래103"), m(.monday, 7, 8, "미래B102"), m(.tuesday, 1, 2, "미래103"), m(.tuesday, 7, 8, "미래B102")]),
        ("2공학207(목1,2,3,5,6,7)", [m(.thursday, 1, 3, "2공학207"), m(.thursday, 5, 7, "2공학207")]),
        // Periods of two digits (the seed read one character).
        ("IT301(월10,11,12)", [m(.monday, 10, 12, "IT301")]),
        ("IT301(월14,15)", [m(.monday, 14, 15, "IT301")]),
        // Sorted as numbers, not as strings ("10" < "9").
        ("IT301(화10,9,8)", [m(.tuesday, 8, 10, "IT301")]),
        ("IT301(화9,10,12)", [m(.tuesday, 9, 10, "IT301"), m(.tuesday, 12, 12, "IT301")]),
        ("강의실 B215(화5,6,7)", [m(.tuesday, 5, 7, "강의실 B215")]),
        ("강의실107-1(수6,7,8)", [m(.wednesday, 6, 8, "강의실107-1")]),
        ("강의실 B215(화5,6,7 수5,6,7)", [m(.tuesday, 5, 7, "강의실 B215"), m(.wednesday, 5, 7, "강의실 B215")]),
        ("(월1,2)", [m(.monday, 1, 2, nil)]),
        ("미정(월1,2)", [m(.monday, 1, 2, nil)]),
        ("IT123(월1,2,3)", [m(.monday, 1, 3, "IT123")]),
        ("체육관(토1,2,3)", [m(.saturday, 1, 3, "체육관")]),
        ("체육관(일5)", [m(.sunday, 5, 5, "체육관")]),
        ("  IT301(목3,4) ", [m(.thursday, 3, 4, "IT301")]),
        ("IT301(목3,4), IT302(금1)", [m(.thursday, 3, 4, "IT301"), m(.friday, 1, 1, "IT302")]),
        ("IT301(목4,3,3)", [m(.thursday, 3, 4, "IT301")]),
    ]

    @Test(arguments: readable.indices)
    func readsEveryForm(_ index: Int) {
        let (raw, expected) = Self.readable[index]
        #expect(RoomTime.parse(raw, courseName: "자료구조") == .scheduled(expected), "\(raw)")
    }

    static let refused: [(String, RoomTimeError)] = [
        ("IT301(목3,4", .unclosedParenthesis),
        ("(1,2)", .noDay("1,2")),
        ("강의실(1,2)", .noDay("1,2")),
        ("강의실 월1,2", .noParenthesis),
        ("강의실103(화5,6),강의실103", .noParenthesis),
        ("IT301(목0)", .periodOutOfRange(0)),
        ("IT301(목99)", .periodOutOfRange(99)),
        ("IT301(목16)", .periodOutOfRange(16)),
        ("IT301(목)", .noPeriods("목")),
        ("IT301()", .noDay("")),
        ("IT301(목1,,2)", .badPeriod("목1,,2")),
        ("IT301(목a)", .badPeriod("a")),
        ("IT301(목3,4)x", .textAfterParenthesis("x")),
        ("IT301(목3,4),", .textAfterParenthesis(",")),
        ("%%garbage%%", .noParenthesis),
        ("", .empty),
        ("   ", .empty),
        ("IT301((목3))", .unclosedParenthesis),
    ]

    @Test(arguments: refused.indices)
    func refusesWithAReason(_ index: Int) {
        let (raw, error) = Self.refused[index]
        #expect(RoomTime.meetings(raw) == .failure(error), "\(raw)")
        #expect(RoomTime.parse(raw, courseName: "자료구조") == .unknown(reason: error.english))
        #expect(!error.korean.isEmpty)
    }

    @Test func eLearningByNameWithOrWithoutTime() {
        #expect(RoomTime.parse("", courseName: "컴퓨팅사고(이러닝)") == .eLearning([]))
        #expect(RoomTime.parse("이러닝", courseName: "컴퓨팅사고(이러닝)") == .eLearning([]))
        #expect(RoomTime.parse("(월1,2)", courseName: "온라인 글쓰기") == .eLearning([m(.monday, 1, 2, nil)]))
        #expect(RoomTime.parse("IT301(금7,8)", courseName: "데이터분석(온라인)") == .eLearning([m(.friday, 7, 8, "IT301")]))
        #expect(RoomTime.parse("IT301(금7", courseName: "데이터분석(온라인)").isUnknown)
        // Not e-learning when the name does not say so, even without a time.
        #expect(RoomTime.parse("", courseName: "자료구조").isUnknown)
    }

    @Test func controlCharactersNeverReachTheRoom() {
        let times = RoomTime.parse("IT\u{1B}[31m301\u{202E}(목3,4)", courseName: "x")
        #expect(times == .scheduled([m(.thursday, 3, 4, "IT301")]))
    }

    @Test func periodTimes() {
        let block = m(.monday, 1, 2, nil)
        #expect(block.startMinute == 9 * 60 + 30)
        #expect(block.endMinute == 11 * 60 + 20)
        let late = m(.monday, 15, 15, nil)
        #expect(late.startMinute == 23 * 60 + 30)
        #expect(late.endMinute == 24 * 60 + 20)
        #expect(Period.clock(570) == "9:30")
        #expect(Period.clock(13 * 60 + 5) == "13:05")
    }
}

@Suite("Clean text")
struct TimetableTextTests {
    @Test func stripsControlsEscapesAndBidi() {
        #expect(TimetableText.clean("  자료\t구조\n ") == "자료 구조")
        #expect(TimetableText.clean("a\u{1B}[2Jb\u{1B}]0;title\u{07}c") == "abc")
        #expect(TimetableText.clean("\u{202E}evil\u{2066}x\u{2069}") == "evilx")
        #expect(TimetableText.clean("a\u{9B}31mb\u{7F}c\u{85}") == "abc")
        #expect(TimetableText.clean("plain") == "plain")
        #expect(TimetableText.clean("a  b") == "a b")
        // NFD Hangul (as some systems write it) becomes NFC.
        #expect(TimetableText.clean("\u{1100}\u{1161}") == "가")
    }
}
