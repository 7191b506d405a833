/// A course of the catalog.
public struct Course: Hashable, Codable, Sendable, Identifiable {
    /// A stable key for the course within a catalog: the university's subject
    /// code and class number (`"CS1234-01"`) when the file has a subject code;
    /// otherwise `"h"` and 16 hex digits of a 64-bit FNV-1a hash of the
    /// department, name, professor and class number (the SUWIKI files have no
    /// code). Rows that would share a key get `#2`, `#3`, … in file order.
    public var id: String
    public var name: String
    public var professor: String
    /// The department (major) offering the course.
    public var department: String
    /// 전핵, 전선, 교양, … as the university writes it.
    public var classification: String
    public var credit: Int
    /// The grade year the course is meant for (0 when not given).
    public var grade: Int
    /// The class (section) number, e.g. "01".
    public var classNumber: String
    /// The room/time string as the catalog gave it, e.g. `IT301(목3,4)`.
    public var roomTime: String
    public var times: CourseTimes

    public init(
        id: String, name: String, professor: String, department: String, classification: String,
        credit: Int, grade: Int, classNumber: String, roomTime: String, times: CourseTimes
    ) {
        self.id = id
        self.name = name
        self.professor = professor
        self.department = department
        self.classification = classification
        self.credit = credit
        self.grade = grade
        self.classNumber = classNumber
        self.roomTime = roomTime
        self.times = times
    }

    /// The id of a course, derived as described on ``id``.
    public static func makeID(code: String, classNumber: String, department: String, name: String, professor: String) -> String {
        if !code.isEmpty {
            return classNumber.isEmpty ? code : "\(code)-\(classNumber)"
        }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for field in [department, name, professor, classNumber] {
            for byte in field.utf8 {
                hash ^= UInt64(byte)
                hash &*= 0x0000_0100_0000_01B3
            }
            hash ^= 0x1F
            hash &*= 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return "h" + String(repeating: "0", count: 16 - hex.count) + hex
    }
}
