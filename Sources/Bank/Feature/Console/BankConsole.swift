import TextKit
import BankCore
import Foundation
import TabKit

/// The original console app: a menu, a day of 10…30 customers served live
/// by the bankers, the closing sentence, and the menu again.
///
/// Input and output are injected so tests can script a session; the day is
/// run by `serveDay`, live on the real clock in the program and in virtual
/// time in tests. Customers are drawn one at a time as the bank lets them
/// in and each line is written as it happens: a day keeps only the
/// customers in line and the tally for the closing sentence.
public struct BankConsole {
    /// Runs one day for these customers, reporting each event as it happens;
    /// the bank closes at once when `onEvent` returns false.
    public typealias DayRunner = (_ customers: DayCustomers,
                                  _ onEvent: @escaping @Sendable (BankEvent) -> Bool) async -> BankDayReport

    /// Why `run` returned.
    public enum Ending: Hashable, Sendable {
        /// `2` was chosen.
        case quit
        /// The input ended.
        case endOfInput
        /// Writing failed (a full disk, a closed pipe): the console stopped
        /// at once, in the middle of a day if need be.
        case outputFailed
    }

    let strings: BankStrings
    /// A fixed number of customers a day, or nil for the original's 10…30.
    let customerCount: Int?
    var random: any RandomNumberGenerator
    let serveDay: DayRunner

    public init(language: Language, customerCount: Int?, random: any RandomNumberGenerator, serveDay: @escaping DayRunner) {
        self.strings = BankStrings(language)
        self.customerCount = customerCount
        self.random = random
        self.serveDay = serveDay
    }

    /// Shows the menu until `2`, the end of the input, or a failed write.
    /// - Parameters:
    ///   - readLine: the next line of input, nil at its end.
    ///   - write: prints text as given (lines carry their own newline);
    ///     returns false when the text could not be written. It is called
    ///     from the bankers' threads during a day, one call at a time.
    public mutating func run(readLine: () -> String?, write: @escaping @Sendable (String) -> Bool) async -> Ending {
        while true {
            guard write(strings.consoleMenu.joined(separator: "\n") + "\n" + strings.consolePrompt) else { return .outputFailed }
            guard let line = readLine() else {
                // End of input: leave the prompt's line finished.
                return write("\n") ? .endOfInput : .outputFailed
            }
            // Surrounding spaces are forgiven (the original compared the
            // line exactly): " 1" is still a choice, not a wrong input.
            switch line.trimmingCharacters(in: .whitespaces) {
            case "1":
                guard await openBank(write: write) else { return .outputFailed }
            case "2":
                return .quit
            default:
                guard write(strings.consoleWrongInput + "\n") else { return .outputFailed }
            }
        }
    }

    /// One day; false when a write failed (the day was closed at once).
    private mutating func openBank(write: @escaping @Sendable (String) -> Bool) async -> Bool {
        var generator = random
        let customers = BankDay.customers(count: customerCount, using: &generator)
        random = generator
        let strings = self.strings
        let failed = Flag()
        let report = await serveDay(customers) { event in
            let line = switch event.kind {
            case .started(let service): strings.consoleStarted(service.customer)
            case .finished(let service): strings.consoleFinished(service.customer)
            case .arrived: String?.none
            }
            guard let line, !failed.isSet else { return !failed.isSet }
            if write(line + "\n") { return true }
            failed.set()
            return false
        }
        guard !failed.isSet else { return false }
        return write(strings.consoleClosing(served: report.served, seconds: report.roundedSeconds) + "\n")
    }
}

/// A flag set once, from any thread.
private final class Flag: @unchecked Sendable {
    // Safe to share: `value` is only touched under `lock`.
    private let lock = NSLock()
    private var value = false

    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}
