import CNcurses
import Glibc
import TerminalUI
import XCTest

/// curses places every cell by the C library's `wcwidth`; a scalar bankui
/// measures differently would move everything after it on the line.
final class WcwidthAgreementTests: XCTestCase {
    func testEveryScalarIsAsWideAsTheCLibrarySays() throws {
        guard let utf8 = newlocale(LC_CTYPE_MASK, "C.UTF-8", nil) else { throw XCTSkip("no C.UTF-8 locale") }
        let previous = uselocale(utf8)
        defer {
            uselocale(previous)
            freelocale(utf8)
        }
        var disagreements: [String] = []
        for value in UInt32(0x20)...0x3FFFF {
            guard let scalar = Unicode.Scalar(value), scalar.properties.generalCategory != .unassigned,
                  scalar.properties.generalCategory != .privateUse else { continue }
            let c = Int(bk_wcwidth(value))
            guard c >= 0 else { continue }  // the C library does not know it: nothing to agree with
            if DisplayWidth.of(scalar) != c { disagreements.append(String(value, radix: 16) + ":\(c)") }
        }
        XCTAssertEqual(disagreements, [], "\(disagreements.count) scalars")
    }
}
