import BankCore
import Foundation
import TabKit

/// The seed's console app: a menu, a day of 10…30 customers served live by
/// the bankers, the closing sentence, and the menu again.
///
/// Input and output are injected so tests can script a session; the day is
/// run by `serveDay`, live on the real clock in the program and in virtual
/// time in tests.
public struct BankConsole {
    /// Runs one day for these customers, reporting each event as it happens.
    public typealias DayRunner = (_ customers: [Business], _ onEvent: @escaping @Sendable (BankEvent) -> Void) async -> BankDayReport

    let strings: BankStrings
    /// A fixed number of customers a day, or nil for the seed's 10…30.
    let customerCount: Int?
    var random: any RandomNumberGenerator
    let serveDay: DayRunner

    public init(language: Language, customerCount: Int?, random: any RandomNumberGenerator, serveDay: @escaping DayRunner) {
        self.strings = BankStrings(language)
        self.customerCount = customerCount
        self.random = random
        self.serveDay = serveDay
    }

    /// Shows the menu until `2` or the end of the input.
    /// - Parameters:
    ///   - readLine: the next line of input, nil at its end.
    ///   - write: prints text as given (lines carry their own newline).
    public mutating func run(readLine: () -> String?, write: @escaping @Sendable (String) -> Void) async {
        while true {
            write(strings.consoleMenu.joined(separator: "\n") + "\n" + strings.consolePrompt)
            guard let line = readLine() else {
                write("\n")  // end of input: leave the prompt's line finished
                return
            }
            switch line.trimmingCharacters(in: .whitespaces) {
            case "1":
                await openBank(write: write)
            case "2":
                return
            default:
                write(strings.consoleWrongInput + "\n")
            }
        }
    }

    private mutating func openBank(write: @escaping @Sendable (String) -> Void) async {
        var generator = random
        let customers = BankDay.customers(count: customerCount, using: &generator)
        random = generator
        let strings = self.strings
        let report = await serveDay(customers) { event in
            switch event.kind {
            case .started(let service): write(strings.consoleStarted(service.customer) + "\n")
            case .finished(let service): write(strings.consoleFinished(service.customer) + "\n")
            case .arrived: break
            }
        }
        write(strings.consoleClosing(served: report.served, seconds: report.roundedSeconds) + "\n")
    }
}
