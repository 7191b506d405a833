import TextKit
import BankCore
import TerminalUI
import Testing
import ScreenTesting
import TabKit
@testable import BankFeature

/// The bank without colour: loan customers' rows start with a mark (`L ` /
/// `대출 `); with colour they are only coloured, as before.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct BankThemeTests {
    @Test(arguments: [Language.en, .ko])
    func monoMarksLoanCustomers(language: Language) throws {
        let board = try BankTabTests.Board(language, theme: .mono)
        board.driver.send(.character("a"))
        let mark = language == .ko ? "대출 " : "L "
        let loans = board.tab.board.waiting.filter { $0.business == .loan }
        #expect(!loans.isEmpty, "the seeded customers include loans")
        for customer in loans {
            #expect(board.driver.screenText.contains(mark + "\(customer.number) - "))
        }
        assertSnapshot(board.driver, named: "bank-added-mono-80x24-\(language)")
    }

    @Test func withColourLoansHaveNoMark() throws {
        let board = try BankTabTests.Board()
        board.driver.send(.character("a"))
        let loans = board.tab.board.waiting.filter { $0.business == .loan }
        #expect(!loans.isEmpty)
        for customer in loans {
            #expect(!board.driver.screenText.contains("L \(customer.number) - "))
        }
    }
}
