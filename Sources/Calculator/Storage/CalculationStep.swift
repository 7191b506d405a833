import DatabaseKit
import CalculatorCore

/// Which calculation a history line belongs to: a random number made by the
/// bankui that typed it, so that two programs on one database never pick
/// the same one (a process number and a counter would meet again after a
/// restart).
public struct CalculationID: Sendable, Hashable, Comparable {
    /// The number stored in the `calculation` column.
    public let rawValue: Int64

    public init(rawValue: Int64) {
        self.rawValue = rawValue
    }

    /// A new id from `generator`.
    public static func random(using generator: inout some RandomNumberGenerator) -> CalculationID {
        CalculationID(rawValue: Int64.random(in: 1...Int64.max, using: &generator))
    }

    /// A new id from the system's random source.
    public static func random() -> CalculationID {
        var generator = SystemRandomNumberGenerator()
        return random(using: &generator)
    }

    public static func < (lhs: CalculationID, rhs: CalculationID) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Lines that one key (or one paste) added to one calculation, stored
/// together in one transaction.
public struct CalculationStep: Sendable, Equatable {
    /// The calculation the lines belong to.
    public var calculation: CalculationID
    /// The lines, in order.
    public var lines: [HistoryLine]

    public init(calculation: CalculationID, lines: [HistoryLine]) {
        self.calculation = calculation
        self.lines = lines
    }

    /// `lines` cut into steps by calculation: a line without operator (the
    /// first operand) starts a new calculation with an id from `newID`; the
    /// lines before it continue `current` (a new id when there is none).
    /// Returns the steps and the calculation the last line belongs to.
    public static func split(
        _ lines: [HistoryLine], continuing current: CalculationID?, newID: () -> CalculationID
    ) -> (steps: [CalculationStep], current: CalculationID?) {
        var steps: [CalculationStep] = []
        var current = current
        for line in lines {
            let id: CalculationID
            if line.kind != .operand(nil), let current { id = current } else { id = newID() }
            current = id
            if steps.last?.calculation == id {
                steps[steps.count - 1].lines.append(line)
            } else {
                steps.append(CalculationStep(calculation: id, lines: [line]))
            }
        }
        return (steps, current)
    }
}
