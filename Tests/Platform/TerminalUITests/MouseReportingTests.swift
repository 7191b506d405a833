@testable import TerminalUI
import XCTest

/// Which terminals are asked for mouse reports.
final class MouseReportingTests: XCTestCase {
    func testSGRTerminalsWithKmousAreAsked() {
        for term in ["xterm", "xterm-256color", "screen", "screen-256color", "tmux-256color", "alacritty", "kitty",
                     "foot", "wezterm", "st-256color", "st"] {
            XCTAssertTrue(MouseReporting.isSupported(term: term, hasKmous: true), term)
        }
    }

    func testTheLinuxConsoleAndTerminalsWithoutKmousAreNot() {
        XCTAssertFalse(MouseReporting.isSupported(term: "linux", hasKmous: true), "old encoding only")
        XCTAssertFalse(MouseReporting.isSupported(term: "stupid", hasKmous: true))
        XCTAssertFalse(MouseReporting.isSupported(term: "rxvt", hasKmous: true))
        XCTAssertFalse(MouseReporting.isSupported(term: "xterm-256color", hasKmous: false))
        XCTAssertFalse(MouseReporting.isSupported(term: "vt100", hasKmous: false))
        XCTAssertFalse(MouseReporting.isSupported(term: "", hasKmous: true))
    }

    func testOnAndOffAreTheSGRModes() {
        XCTAssertEqual(MouseReporting.on, "\u{1B}[?1000h\u{1B}[?1006h")
        XCTAssertEqual(MouseReporting.off, "\u{1B}[?1006l\u{1B}[?1000l")
    }
}
