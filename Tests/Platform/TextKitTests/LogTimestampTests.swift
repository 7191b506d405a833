import Foundation
import Testing
import TextKit

@Suite struct LogTimestampTests {
    @Test func writesUTCToTheSecond() {
        #expect(LogTimestamp.string(secondsSince1970: 0) == "1970-01-01T00:00:00Z")
        #expect(LogTimestamp.string(secondsSince1970: 1_795_686_300) == "2026-11-26T09:45:00Z")
        // A leap day and the last second of a year.
        #expect(LogTimestamp.string(secondsSince1970: 1_709_164_799) == "2024-02-28T23:59:59Z")
        #expect(LogTimestamp.string(secondsSince1970: 1_735_689_599) == "2024-12-31T23:59:59Z")
    }

    @Test func matchesFoundationsISO8601Formatter() {
        for seconds in stride(from: -86_400 * 365, through: 4_102_444_800, by: 9_876_543) {
            let date = Date(timeIntervalSince1970: TimeInterval(seconds))
            #expect(LogTimestamp.string(secondsSince1970: seconds) == ISO8601DateFormatter().string(from: date))
        }
    }
}
