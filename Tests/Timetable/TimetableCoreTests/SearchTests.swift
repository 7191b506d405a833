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
        // By name: 데이터 구조 실습 before 자료구조.
        #expect(index.search("구조", department: nil) == [1, 0, 3])
    }

    /// As the original listed a department's courses: by course name; ties
    /// by professor, then by id, so that the order never depends on the file.
    @Test func resultsAreSortedByNameThenProfessorThenID() {
        func make(_ id: String, _ name: String, _ professor: String) -> Course {
            Course(id: id, name: name, professor: professor, department: "D", classification: "", credit: 3, grade: 1,
                   classNumber: "01", roomTime: "", times: .unknown(reason: "x"))
        }
        let index = CourseSearchIndex([
            make("c", "자료구조", "박서연"),   // 0
            make("a", "운영체제", "이민수"),   // 1
            make("b", "자료구조", "김대엽"),   // 2
            make("z", "Algorithms", "Lee"),   // 3
            make("y", "자료구조", "김대엽"),   // 4
            make("x", "자료구조", "김대엽"),   // 5
        ])
        #expect(index.search("", department: nil) == [3, 1, 2, 5, 4, 0])
        #expect(index.search("자료", department: "D") == [2, 5, 4, 0])
        #expect(index.search("ㅈㄹ", department: nil) == [2, 5, 4, 0])
    }

    @Test func spacesIgnoredAndCaseInsensitive() {
        #expect(index.search("자료 구조", department: nil) == [0, 3])
        #expect(index.search("데이터구조", department: nil) == [1])
        #expect(index.search("computernet", department: nil) == [2])
        #expect(index.search("KIM", department: nil) == [2])
        #expect(index.search("  ", department: nil) == [2, 1, 0, 3, 4])
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
        #expect(index.search("", department: "컴퓨터SW") == [2, 0])
        #expect(index.search("", department: "없는학과") == [])
        #expect(index.departments.map(\.name) == ["기계공학과", "데이터과학부", "정보보호", "컴퓨터SW"])
        #expect(index.departments.map(\.count) == [1, 1, 1, 2])
    }

    @Test func typingNarrowsAndBackspaceWidens() {
        #expect(index.search("ㅈ", department: nil) == [1, 0, 3, 4])
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
