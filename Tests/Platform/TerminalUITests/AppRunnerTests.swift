import Foundation
import TerminalUI
import XCTest

/// An app that records what reaches it, quits on `q` and Ctrl-C, and says
/// goodbye in `willQuit`.
@MainActor
private final class RecordingApp: TerminalApp {
    var events: [TerminalEvent] = []
    var willQuitCalls = 0
    var lastWords = ["1 change could not be saved"]

    var keys: [Key] {
        events.compactMap { if case .key(let key) = $0 { return key } else { return nil } }
    }

    func handle(_ event: TerminalEvent) -> EventOutcome {
        events.append(event)
        switch event {
        case .key(.character("q")), .key(.control("c")): return .quit
        default: return .continue
        }
    }

    func render(into buffer: inout Buffer) {
        buffer.write("keys \(keys.count)", x: 0, y: 0)
    }

    var tickInterval: Duration? { nil }

    func willQuit() -> [String] {
        willQuitCalls += 1
        return lastWords
    }
}

/// The event loop's rules, run headless: how a run ends (willQuit once,
/// exit status), raw input through the decoder, suspension.
final class AppRunnerTests: XCTestCase {
    // MARK: Ways out

    func testQuitAsksWillQuitOnceWithStatusZero() {
        onMain {
            let (driver, app) = makeDriver()
            XCTAssertNil(driver.exitStatus)
            driver.type("aq")
            XCTAssertTrue(driver.didQuit)
            XCTAssertEqual(driver.exitStatus, 0)
            XCTAssertEqual(app.willQuitCalls, 1)
            XCTAssertEqual(driver.farewell, ["1 change could not be saved"])
            // After the end nothing reaches the app, and willQuit is not asked again.
            driver.type("zq")
            driver.signal(SIGTERM)
            driver.closeInput()
            XCTAssertEqual(app.keys, [.character("a"), .character("q")])
            XCTAssertEqual(app.willQuitCalls, 1)
            XCTAssertEqual(driver.exitStatus, 0)
        }
    }

    func testCtrlCQuitsWhenTheAppSaysSo() {
        onMain {
            let (driver, app) = makeDriver()
            driver.input([0x03, 0x61])
            XCTAssertEqual(driver.exitStatus, 0)
            XCTAssertEqual(app.keys, [.control("c")], "nothing after the quit is delivered")
            XCTAssertEqual(app.willQuitCalls, 1)
        }
    }

    func testEveryTerminatingSignalEndsWith128PlusN() {
        onMain {
            let signals: [Int32] = [SIGHUP, SIGINT, SIGQUIT, SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGTERM,
                                    SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGSTKFLT, SIGIO, SIGPWR]
            for signal in signals {
                let (driver, app) = makeDriver()
                driver.signal(signal)
                XCTAssertEqual(driver.exitStatus, 128 + signal, "signal \(signal)")
                XCTAssertEqual(app.willQuitCalls, 1, "signal \(signal)")
                XCTAssertEqual(driver.farewell, app.lastWords)
            }
        }
    }

    func testARealTimeSignalEndsTheRunToo() {
        onMain {
            let (driver, _) = makeDriver()
            let signal = SIGRTMIN_value + 3
            driver.signal(signal)
            XCTAssertEqual(driver.exitStatus, 128 + signal)
        }
    }

    func testSignalsThatDoNotEndAProcessDoNotEndTheRun() {
        onMain {
            let (driver, app) = makeDriver()
            for signal in [SIGCHLD, SIGURG] { driver.signal(signal) }
            XCTAssertFalse(driver.didQuit)
            XCTAssertEqual(app.willQuitCalls, 0)
        }
    }

    func testClosedInputEndsTheRunWithStatusZero() {
        onMain {
            let (driver, app) = makeDriver()
            driver.input("ab")
            driver.closeInput()
            XCTAssertEqual(driver.exitStatus, 0)
            XCTAssertEqual(app.willQuitCalls, 1)
            XCTAssertEqual(app.keys, [.character("a"), .character("b")])
        }
    }

    func testASignalDuringAPasteDeliversThePasteFirst() {
        onMain {
            let (driver, app) = makeDriver()
            driver.input("\u{1B}[200~half a paste")
            XCTAssertEqual(app.keys, [])
            driver.signal(SIGTERM)
            XCTAssertEqual(app.keys, [.paste("half a paste")], "nothing that arrived is lost")
            XCTAssertEqual(driver.exitStatus, 143)
        }
    }

    // MARK: Input

    func testAnInvalidByteInAPasteDoesNotHoldTheKeyboard() {
        onMain {
            let (driver, app) = makeDriver()
            driver.input(raw("\u{1B}[200~4") + [0xFF] + raw("5\u{1B}[201~"))
            XCTAssertEqual(app.keys, [.paste("4\u{FFFD}5")])
            XCTAssertNil(driver.inputTimeout)
            driver.input([0x09])
            XCTAssertEqual(app.keys.last, .tab)
            driver.input([0x03])
            XCTAssertEqual(driver.exitStatus, 0)
        }
    }

    func testAPasteThatNeverEndsIsDeliveredAfterItsTimeout() {
        onMain {
            let (driver, app) = makeDriver()
            driver.input(raw("\u{1B}[200~12"))
            XCTAssertEqual(driver.inputTimeout, KeyDecoder.pasteTimeout)
            driver.input(raw("3"))
            XCTAssertEqual(app.keys, [])
            driver.expireInputTimeout()
            XCTAssertEqual(app.keys, [.paste("123")])
            XCTAssertNil(driver.inputTimeout, "no timer while nothing waits")
            driver.input("q")
            XCTAssertTrue(driver.didQuit)
        }
    }

    func testCtrlCInsideAPasteQuits() {
        onMain {
            let (driver, app) = makeDriver()
            driver.input(raw("\u{1B}[200~12"))
            driver.input([0x03])
            XCTAssertEqual(app.keys, [.paste("12"), .control("c")])
            XCTAssertEqual(driver.exitStatus, 0)
        }
    }

    func testEscWaitsForTheDelayThenIsEsc() {
        onMain {
            let (driver, app) = makeDriver()
            driver.input([0x1B])
            XCTAssertEqual(app.keys, [])
            XCTAssertEqual(driver.inputTimeout, KeyDecoder.escapeDelay)
            driver.expireInputTimeout()
            XCTAssertEqual(app.keys, [.escape])
            driver.input([0x1B])
            driver.input(raw("1"))
            XCTAssertEqual(app.keys, [.escape, .alt("1")], "a key within the delay makes Alt")
        }
    }

    // MARK: Suspension and resizing

    func testCtrlZSuspendsAndRedrawsEverythingOnReturn() {
        onMain {
            let (driver, app) = makeDriver()
            driver.type("ab")
            let frames = driver.backend.frameCount
            driver.input([0x1A])
            XCTAssertEqual(driver.stops, 1)
            XCTAssertEqual(driver.backend.suspendCount, 1)
            XCTAssertEqual(driver.backend.resumeCount, 1)
            XCTAssertFalse(driver.backend.isReleased)
            XCTAssertFalse(app.keys.contains(.control("z")), "Ctrl-Z does not reach the app")
            XCTAssertEqual(app.events.last, .resize(Size(width: 20, height: 2)))
            XCTAssertEqual(driver.backend.frameCount, frames + 1)
            XCTAssertEqual(driver.backend.changedCells, 40, "the whole screen is drawn again")
            XCTAssertEqual(driver.screen.first, "keys 2")
            XCTAssertFalse(driver.didQuit)
        }
    }

    /// A program given the terminal (an editor): the terminal is handed
    /// back while it runs, as for Ctrl-Z, then taken again and the whole
    /// screen drawn at the current size; the process is not stopped.
    func testReleasingTheTerminalRunsTheWorkWithTheScreenGivenBack() {
        onMain {
            let (driver, app) = makeDriver()
            driver.type("ab")
            let frames = driver.backend.frameCount
            var releasedDuringWork: Bool?
            driver.runner.releasingTerminal { releasedDuringWork = driver.backend.isReleased }
            XCTAssertEqual(releasedDuringWork, true)
            XCTAssertEqual(driver.stops, 0)
            XCTAssertEqual(driver.backend.suspendCount, 1)
            XCTAssertEqual(driver.backend.resumeCount, 1)
            XCTAssertFalse(driver.backend.isReleased)
            XCTAssertEqual(app.events.last, .resize(Size(width: 20, height: 2)))
            XCTAssertEqual(driver.backend.frameCount, frames + 1)
            XCTAssertEqual(driver.backend.changedCells, 40, "the whole screen is drawn again")
            XCTAssertEqual(driver.screen.first, "keys 2")
        }
    }

    func testCtrlZDoesNothingWithoutAShellToComeBackTo() {
        onMain {
            let (driver, app) = makeDriver()
            driver.runner.canStop = { false }
            let frames = driver.backend.frameCount
            driver.input([0x1A])
            driver.signal(SIGTSTP)
            XCTAssertEqual(driver.stops, 0)
            XCTAssertEqual(driver.backend.suspendCount, 0, "the terminal stays in full screen")
            XCTAssertEqual(driver.backend.frameCount, frames)
            XCTAssertEqual(app.keys, [])
        }
    }

    func testCtrlZInsideAPasteIsText() {
        onMain {
            let (driver, app) = makeDriver()
            driver.input(raw("\u{1B}[200~a") + [0x1A] + raw("\u{1B}[201~"))
            XCTAssertEqual(driver.stops, 0)
            XCTAssertEqual(app.keys, [.paste("a\u{1A}")])
        }
    }

    func testSigtstpSuspendsAndSigcontRepaints() {
        onMain {
            let (driver, _) = makeDriver()
            driver.signal(SIGTSTP)
            XCTAssertEqual(driver.stops, 1)
            XCTAssertEqual(driver.backend.resumeCount, 1)
            driver.signal(SIGCONT)
            XCTAssertEqual(driver.stops, 1, "SIGCONT alone does not stop")
            XCTAssertEqual(driver.backend.resumeCount, 2)
            XCTAssertEqual(driver.backend.changedCells, 40)
            XCTAssertFalse(driver.didQuit)
        }
    }

    func testResizeRedrawsAtOnceAtTheNewSize() {
        onMain {
            let (driver, app) = makeDriver()
            driver.resize(to: Size(width: 8, height: 1))
            XCTAssertEqual(app.events.last, .resize(Size(width: 8, height: 1)))
            XCTAssertEqual(driver.screen, ["keys 0"])
            XCTAssertEqual(driver.backend.changedCells, 8)
        }
    }
}

@MainActor
private func makeDriver() -> (HeadlessDriver, RecordingApp) {
    let app = RecordingApp()
    return (HeadlessDriver(app: app, size: Size(width: 20, height: 2)), app)
}

/// SIGRTMIN is a function in glibc, not a constant Swift sees.
private var SIGRTMIN_value: Int32 { __libc_current_sigrtmin() }
