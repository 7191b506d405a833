import FoundationEssentials
import TextKit

/// A made-up catalog shipped with bankui so the timetable is usable before an
/// import: about 2,000 courses over 41 departments, with Korean course names,
/// professors and rooms, and every room/time form the university writes
/// (several times, several rooms, periods that are not consecutive, periods
/// 10 and later, no room, e-learning with and without times, Saturday, a
/// few courses whose time is not fixed yet).
///
/// The courses are drawn by a seeded generator (the same catalog every run)
/// as rows of the university portal's format and read by the same code as an
/// imported file, so the sample goes through the real parser.
public enum SampleCatalog {
    /// The label shown with the sample, in English and Korean.
    public static let englishLabel = "sample catalog"
    public static let koreanLabel = "예시 강의 목록"

    public static func courses() -> [Course] {
        let rows = portalRows()
        // The rows always hold names, so building cannot fail.
        return (try? CatalogImport.build(rows).courses) ?? []
    }

    /// The sample as rows of the portal's format (`subjtNm`, `timtSmryCn`, …).
    static func portalRows() -> [RawRow] {
        var random = SeededRandomNumberGenerator(seed: 0x5EED_7173_2026)
        var rows: [RawRow] = []
        rows.reserveCapacity(2_100)
        var code = 10_000
        for (departmentIndex, department) in departments.enumerated() {
            let topics = department.topics.split(separator: " ").map(String.init)
            var names: [String] = []
            for pattern in patterns {
                let parts = pattern.split(separator: "*", omittingEmptySubsequences: false)
                for topic in topics { names.append(parts.joined(separator: topic)) }
            }
            // About 50 courses a department (34 names, some in several classes): a deterministic pick of the names.
            var picked: [String] = []
            var seen: Set<String> = []
            while picked.count < 34, picked.count < names.count {
                let name = names[random.nextRemainder(dividingBy: names.count)]
                if seen.insert(name).inserted { picked.append(name) }
            }
            if departmentIndex == 0 { picked.insert("자료구조", at: 0) }
            for (index, baseName) in picked.enumerated() {
                code += 1 + random.nextRemainder(dividingBy: 7)
                let sections = index % 9 == 0 ? 3 : (index % 4 == 0 ? 2 : 1)
                for section in 1...sections {
                    var name = baseName
                    let form = random.nextRemainder(dividingBy: 1000)
                    if form >= 950 && form < 975 { name += "(온라인)" } else if form >= 975 { name += "(이러닝)" }
                    var professor = randomName(&random)
                    if departmentIndex == 0 && index == 0 && section == 1 { professor = "김대엽" }
                    let grade = 1 + random.nextRemainder(dividingBy: 4)
                    let classification = name.holds("세미나") ? "전선" : classifications[random.nextRemainder(dividingBy: classifications.count)]
                    let practical = name.holds("실습") || name.holds("실기")
                    let credit = practical ? 1 + random.nextRemainder(dividingBy: 2) : (random.nextRemainder(dividingBy: 5) == 0 ? 2 : 3)
                    let time = roomTime(form: form, department: department, credit: credit, random: &random)
                    var row = RawRow(line: rows.count + 1)
                    row.set(.subjtNm, name)
                    row.set(.reprPrfsEnoNm, professor)
                    row.set(.estbDpmjNm, department.name)
                    row.set(.facDvnm, departmentIndex == departments.count - 1 ? "교양" : classification)
                    row.set(.point, String(credit))
                    row.set(.trgtGrdeCd, String(grade))
                    row.set(.diclNo, section < 10 ? "0\(section)" : String(section))
                    row.set(.subjtCd, String(code))
                    row.set(.timtSmryCn, time)
                    rows.append(row)
                }
            }
        }
        return rows
    }

    /// A room/time string of the form `form` (0…999) picks.
    private static func roomTime(form: Int, department: Department, credit: Int, random: inout SeededRandomNumberGenerator) -> String {
        func room() -> String {
            let buildings = department.buildings.split(separator: " ")
            let building = String(buildings[random.nextRemainder(dividingBy: buildings.count)])
            let floor = 1 + random.nextRemainder(dividingBy: 5)
            let number = "\(floor)0\(1 + random.nextRemainder(dividingBy: 9))"
            if building == "강의실" {
                return random.nextRemainder(dividingBy: 2) == 0 ? "강의실 B\(floor)1\(random.nextRemainder(dividingBy: 10))" : "강의실\(number)-\(1 + random.nextRemainder(dividingBy: 3))"
            }
            return building + number
        }
        func day(weekend: Bool = false) -> String {
            weekend ? "토" : ["월", "화", "수", "목", "금"][random.nextRemainder(dividingBy: 5)]
        }
        func block(_ length: Int, late: Bool = false) -> String {
            let first = late ? 10 + random.nextRemainder(dividingBy: 4) : 1 + random.nextRemainder(dividingBy: 9 - length)
            return (first..<(first + length)).map(String.init).joined(separator: ",")
        }
        let length = max(credit, 1)
        switch form {
        case 0..<520, 945..<950:
            return "\(room())(\(day())\(block(length)))"
        case 520..<650:
            let first = day()
            var second = day()
            while second == first { second = day() }
            return "\(room())(\(first)\(block(2)) \(second)\(block(max(length - 1, 1))))"
        case 650..<730:
            let first = day()
            var second = day()
            while second == first { second = day() }
            return "\(room())(\(first)\(block(2))),\(room())(\(second)\(block(max(length - 1, 1))))"
        case 730..<780:
            return "\(room())(\(day())1,2,3,5,6,7)"
        case 780..<840:
            return "\(room())(\(day())\(block(length, late: true)))"
        case 840..<880:
            return "(\(day())\(block(length)))"
        case 880..<910:
            return "\(room())(\(day(weekend: true))\(block(3)))"
        case 910..<935:
            return random.nextRemainder(dividingBy: 2) == 0 ? "강의실 B2\(random.nextRemainder(dividingBy: 10))5(\(day())5,6,7)" : "강의실10\(1 + random.nextRemainder(dividingBy: 9))-1(\(day())6,7,8)"
        case 935..<945:
            return ""  // time not fixed yet: kept as unknown (미정)
        case 950..<975:
            return random.nextRemainder(dividingBy: 2) == 0 ? "" : "(\(day())\(block(2)))"  // online, with or without a time
        default:
            return random.nextRemainder(dividingBy: 3) == 0 ? "\(room())(\(day())\(block(2)))" : ""  // e-learning
        }
    }

    private static func randomName(_ random: inout SeededRandomNumberGenerator) -> String {
        let family = families[random.nextRemainder(dividingBy: families.count)]
        let first = givenFirst[random.nextRemainder(dividingBy: givenFirst.count)]
        let second = givenSecond[random.nextRemainder(dividingBy: givenSecond.count)]
        return String(family) + String(first) + String(second)
    }

    private static let families = Array("김이박최정강조윤장임한오서신권황안송류전홍고문양손배백허유남심노하곽성차주우구민진지엄채원천방공현함변염여추도소석선설마길연위표명기반왕금옥육인맹제모탁국어은편용")
    private static let givenFirst = Array("민서지현수영준도하예은유승태동성정경상재진혜윤소채다우시주")
    private static let givenSecond = Array("준호연우진희민아원빈서훈수영석현인은경철숙정환혁")
    private static let classifications = ["전핵", "전핵", "전선", "전선", "전선", "기교", "일선"]
    private static let patterns = ["*", "*개론", "*의 이해", "*실습", "고급*", "*설계", "*특론", "*세미나", "*연구", "* I", "* II", "현대*"]

    struct Department {
        var name: String
        var topics: String
        var buildings: String
    }

    static let departments: [Department] = [
        Department(name: "컴퓨터SW", topics: "자료구조 알고리즘 운영체제 컴퓨터네트워크 데이터베이스 소프트웨어공학 컴퓨터구조 프로그래밍", buildings: "IT IT 미래"),
        Department(name: "정보보호", topics: "암호학 네트워크보안 시스템보안 디지털포렌식 보안프로그래밍 정보보호관리", buildings: "IT 미래"),
        Department(name: "데이터과학부", topics: "데이터분석 머신러닝 통계학 빅데이터처리 인공지능 데이터시각화", buildings: "IT 미래"),
        Department(name: "전자공학과", topics: "회로이론 전자회로 신호및시스템 디지털논리 반도체공학 전자기학", buildings: "2공학 1공학"),
        Department(name: "전기공학과", topics: "전기기기 전력공학 제어공학 전력전자 전기회로 에너지변환", buildings: "2공학 1공학"),
        Department(name: "기계공학과", topics: "열역학 유체역학 고체역학 기계설계 동역학 재료역학", buildings: "1공학 2공학"),
        Department(name: "화학공학과", topics: "반응공학 공정설계 화공열역학 이동현상 고분자공학 촉매공학", buildings: "1공학"),
        Department(name: "신소재공학과", topics: "재료과학 금속재료 세라믹공학 나노소재 재료물성 결정학", buildings: "1공학 2공학"),
        Department(name: "건축학과", topics: "건축설계 건축구조 건축사 도시계획 건축환경 건축시공", buildings: "건축 1공학"),
        Department(name: "토목공학과", topics: "구조역학 토질역학 수리학 측량학 교통공학 콘크리트공학", buildings: "1공학"),
        Department(name: "환경에너지공학과", topics: "환경공학 대기오염 수질관리 신재생에너지 폐기물처리 환경화학", buildings: "1공학 미래"),
        Department(name: "산업공학과", topics: "생산관리 품질경영 경영과학 인간공학 물류관리 시뮬레이션", buildings: "2공학 미래"),
        Department(name: "경영학과", topics: "경영학원론 마케팅 재무관리 인사관리 경영전략 조직행동", buildings: "상경 강의실"),
        Department(name: "경제학과", topics: "미시경제학 거시경제학 계량경제학 국제경제학 화폐금융론 경제사", buildings: "상경"),
        Department(name: "회계학과", topics: "회계원리 원가회계 세무회계 회계감사 재무회계 관리회계", buildings: "상경"),
        Department(name: "국제통상학과", topics: "국제무역 통상법 국제금융 무역실무 지역경제 국제협상", buildings: "상경 강의실"),
        Department(name: "호텔경영학과", topics: "호텔경영 식음료관리 객실관리 서비스경영 외식산업 호텔회계", buildings: "호텔"),
        Department(name: "관광경영학과", topics: "관광학 관광마케팅 여행사경영 관광자원 이벤트기획 관광법규", buildings: "호텔 강의실"),
        Department(name: "법학과", topics: "헌법 민법 형법 상법 행정법 국제법", buildings: "인문"),
        Department(name: "행정학과", topics: "행정학 정책학 지방자치 재무행정 인사행정 조직론", buildings: "인문"),
        Department(name: "국어국문학과", topics: "국어학 현대문학 고전문학 문학비평 국어문법 창작", buildings: "인문"),
        Department(name: "영어영문학과", topics: "영문학 영어학 영미소설 영미시 영어작문 영어회화", buildings: "인문 강의실"),
        Department(name: "중어중문학과", topics: "중국어회화 중국문학 중국어문법 중국문화 한문강독 중국어작문", buildings: "인문"),
        Department(name: "일어일문학과", topics: "일본어회화 일본문학 일본어문법 일본문화 일본어작문 일본어독해", buildings: "인문"),
        Department(name: "사학과", topics: "한국사 동양사 서양사 사료강독 고고학 역사학", buildings: "인문"),
        Department(name: "철학과", topics: "논리학 윤리학 동양철학 서양철학 인식론 미학", buildings: "인문"),
        Department(name: "심리학과", topics: "심리학 발달심리 사회심리 인지심리 상담심리 임상심리", buildings: "인문 미래"),
        Department(name: "사회복지학과", topics: "사회복지 사회정책 복지행정 사회조사 가족복지 지역사회복지", buildings: "인문"),
        Department(name: "미디어커뮤니케이션학과", topics: "언론학 방송제작 광고론 영상편집 뉴미디어 홍보론", buildings: "미래 강의실"),
        Department(name: "아동가족복지학과", topics: "아동발달 보육학 가족관계 아동상담 놀이지도 부모교육", buildings: "인문"),
        Department(name: "간호학과", topics: "기본간호학 성인간호학 아동간호학 해부학 생리학 약리학", buildings: "간호"),
        Department(name: "식품영양학과", topics: "영양학 식품학 조리과학 식품위생 임상영양 단체급식", buildings: "자연"),
        Department(name: "바이오공학과", topics: "생화학 분자생물학 미생물학 유전공학 세포생물학 생물공정", buildings: "자연 미래"),
        Department(name: "화학과", topics: "일반화학 유기화학 무기화학 물리화학 분석화학 화학실험", buildings: "자연"),
        Department(name: "수학과", topics: "미적분학 선형대수 해석학 확률론 위상수학 미분방정식", buildings: "자연"),
        Department(name: "물리학과", topics: "일반물리 역학 전자기학 양자역학 열물리 광학", buildings: "자연"),
        Department(name: "음악학부", topics: "화성학 음악사 피아노실기 성악실기 합창 작곡", buildings: "음악"),
        Department(name: "미술학부", topics: "드로잉 서양화 한국화 조소 판화 미술사", buildings: "미술"),
        Department(name: "디자인학부", topics: "시각디자인 제품디자인 UX디자인 타이포그래피 색채학 디자인사", buildings: "미술 미래"),
        Department(name: "체육학과", topics: "운동생리학 스포츠심리 체육측정 운동역학 생활체육 스포츠마케팅", buildings: "체육"),
        Department(name: "교양대학", topics: "글쓰기 대학영어 컴퓨팅사고 철학과삶 리더십 진로설계", buildings: "미래 강의실 인문"),
    ]
}
