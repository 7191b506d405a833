/// The table `make bench` prints: each figure beside its budget in Docs/PERFORMANCE.md.
struct BenchTable {
    struct Row {
        let figure: String
        let measured: String
        let budget: String
        let withinBudget: Bool
    }

    private(set) var rows: [Row] = []

    mutating func add(_ figure: String, measured: String, budget: String, within: Bool) {
        rows.append(Row(figure: figure, measured: measured, budget: budget, withinBudget: within))
        print("  measured: \(figure): \(measured)")
    }

    func render() -> String {
        let headers = ["figure", "measured", "budget", "ok"]
        let cells = rows.map { [$0.figure, $0.measured, $0.budget, $0.withinBudget ? "yes" : "NO"] }
        let widths = headers.indices.map { i in ([headers[i]] + cells.map { $0[i] }).map(\.count).max() ?? 0 }
        func line(_ values: [String]) -> String {
            "| " + values.enumerated().map { $0.element.padding(toLength: widths[$0.offset], withPad: " ", startingAt: 0) }
                .joined(separator: " | ") + " |"
        }
        let rule = "|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|"
        return ([line(headers), rule] + cells.map(line)).joined(separator: "\n")
    }
}

/// Milliseconds with two decimals.
func ms(_ duration: Duration) -> String {
    let value = Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    return value < 0.1 ? String(format: "%.4f ms", value) : String(format: "%.2f ms", value)
}

extension Duration {
    var milliseconds: Double {
        Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15
    }
}

/// The median of a non-empty list of durations.
func median(_ values: [Duration]) -> Duration {
    let sorted = values.sorted()
    return sorted.isEmpty ? .zero : sorted[sorted.count / 2]
}
