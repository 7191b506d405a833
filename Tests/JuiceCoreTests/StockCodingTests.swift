import Foundation
import JuiceCore
import XCTest

/// A stock round-trips through JSON and refuses counts that would break it.
final class StockCodingTests: XCTestCase {
    private func decode(_ json: String) throws -> Stock {
        try JSONDecoder().decode(Stock.self, from: Data(json.utf8))
    }

    func testRoundTrip() throws {
        let stock = try Stock([.strawberry: 16, .banana: 0, .pineapple: 1_000_000, .kiwi: 3, .mango: 7])
        let data = try JSONEncoder().encode(stock)
        XCTAssertEqual(try JSONDecoder().decode(Stock.self, from: data), stock)
    }

    func testWritesAnObjectKeyedByFruit() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(Stock.initial), as: UTF8.self)
        XCTAssertEqual(json, #"{"banana":10,"kiwi":10,"mango":10,"pineapple":10,"strawberry":10}"#)
    }

    func testMissingFruitIsZeroAndUnknownKeyIsIgnored() throws {
        let stock = try decode(#"{"banana": 4, "apple": 99}"#)
        XCTAssertEqual(stock, try Stock([.banana: 4]))
    }

    func testRefusesCountsOutsideTheRange() {
        for json in [#"{"kiwi": -1}"#, #"{"kiwi": 1000001}"#] {
            XCTAssertThrowsError(try decode(json), json) { error in
                guard case DecodingError.dataCorrupted = error else {
                    return XCTFail("\(json): \(error)")
                }
            }
        }
        XCTAssertNoThrow(try decode(#"{"kiwi": 0, "mango": 1000000}"#))
    }

    func testRefusesCountsThatAreNotWholeNumbers() {
        for json in [#"{"kiwi": 1.5}"#, #"{"kiwi": "ten"}"#, #"[10, 10]"#] {
            XCTAssertThrowsError(try decode(json), json)
        }
    }
}
