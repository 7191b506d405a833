import Foundation
import Testing
@testable import TimetableCore

private func course(_ name: String, _ professor: String, _ department: String) -> Course {
    Course(id: name + professor, name: name, professor: professor, department: department, classification: "전핵",
           credit: 3, grade: 2, classNumber: "01", roomTime: "", times: .unknown(reason: "x"))
}

@Suite("Course search")
struct SearchTests {
    let index = CourseSearchIndex([
        course("자료구조", "김대엽", "컴퓨터SW"),          // 0
        course("데이터 구조 실습", "이민준", "데이터과학부"),  // 1
        course("Computer Networks", "Kim Lee", "컴퓨터SW"),  // 2
        course("자료구조", "박서연", "정보보호"),          // 3
        course("재료역학", "정지훈", "기계공학과"),        // 4
    ])

    @Test func byNameAndProfessor() {
        #expect(index.search("자료구조", department: nil) == [0, 3])
        #expect(index.search("김대엽", department: nil) == [0])
        #expect(index.search("구조", department: nil) == [0, 1, 3])
    }

    @Test func spacesIgnoredAndCaseInsensitive() {
        #expect(index.search("자료 구조", department: nil) == [0, 3])
        #expect(index.search("데이터구조", department: nil) == [1])
        #expect(index.search("computernet", department: nil) == [2])
        #expect(index.search("KIM", department: nil) == [2])
        #expect(index.search("  ", department: nil) == [0, 1, 2, 3, 4])
    }

    @Test func initialConsonants() {
        #expect(index.search("ㅈㄹㄱㅈ", department: nil) == [0, 3])
        #expect(index.search("ㄱㄷㅇ", department: nil) == [0])
        // Mixed: a syllable then an initial.
        #expect(index.search("자ㄹ", department: nil) == [0, 3])
        #expect(index.search("ㅈㄹ", department: nil) == [0, 3, 4])
        #expect(index.search("ㅈㄹㅇ", department: nil) == [4])
        // An initial never matches across the name and the professor.
        #expect(index.search("ㅈㄱㄷ", department: nil) == [])
    }

    @Test func departmentFilter() {
        #expect(index.search("자료구조", department: "정보보호") == [3])
        #expect(index.search("", department: "컴퓨터SW") == [0, 2])
        #expect(index.search("", department: "없는학과") == [])
        #expect(index.departments.map(\.name) == ["기계공학과", "데이터과학부", "정보보호", "컴퓨터SW"])
        #expect(index.departments.map(\.count) == [1, 1, 1, 2])
    }

    @Test func typingNarrowsAndBackspaceWidens() {
        #expect(index.search("ㅈ", department: nil) == [0, 1, 3, 4])
        #expect(index.search("ㅈㄹ", department: nil) == [0, 3, 4])
        #expect(index.search("ㅈㄹㄱ", department: nil) == [0, 3])
        #expect(index.search("ㅈㄹ", department: nil) == [0, 3, 4])
        #expect(index.search("ㅈㄹ", department: "정보보호") == [3])
        #expect(index.search("ㅈㄹ", department: nil) == [0, 3, 4])
    }

    @Test func overTheSampleCatalog() {
        let courses = SampleCatalog.courses()
        let index = CourseSearchIndex(courses)
        let found = index.search("ㅈㄹㄱㅈ", department: nil)
        #expect(!found.isEmpty)
        #expect(found.allSatisfy { courses[$0].name.contains("자료구조") })
        #expect(index.search("김대엽", department: "컴퓨터SW").contains(0))
    }
}

@Suite("Course search without departments")
struct SearchWithoutDepartmentTests {
    @Test func coursesWithoutADepartmentAreNotListedAsOne() throws {
        let result = try CatalogImport.read(Data("subjtNm,timtSmryCn\nA,(월1)\nB,(화1)\n".utf8))
        #expect(result.departmentCount == 0)
        let index = CourseSearchIndex(result.courses)
        #expect(index.departments.isEmpty)
        #expect(index.search("a", department: nil) == [0])
    }
}
