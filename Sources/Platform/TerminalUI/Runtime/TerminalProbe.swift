import Foundation
import TextKit

/// What the terminal answers about the clusters terminals disagree on.
///
/// At start the backend draws each kind's example (``TerminalCluster/Disputed``)
/// at the start of a row, asks where the cursor is (a cursor-position
/// report, `ESC [ 6 n`) and reads the columns it advanced. A kind the
/// terminal draws in exactly the columns bankui gives it is drawn whole from
/// then on; without an answer nothing is drawn whole. The answer is kept per
/// terminal (its type and version) so that later starts do not ask.
public enum TerminalProbe {
    /// How long the terminal has to answer every question.
    public static let patience: Duration = .milliseconds(100)

    /// The row the examples are drawn on (0-based): not the first, so that a
    /// late answer (`ESC [ 3 ; 3 R`) is never read as a key (`ESC [ 1 ; 2 R`
    /// is Shift-F3 on some terminals).
    static let row = 2

    /// The kinds asked about, in the order of the answers.
    public static let kinds = TerminalCluster.Disputed.allCases

    /// Reads the cursor-position reports out of `bytes`: the column of each
    /// (1-based) in order, and the bytes that are not reports (keys typed
    /// meanwhile), in order. A report cut at the end is left out of both,
    /// as `pending`, to be read with more bytes.
    public static func reports(in bytes: [UInt8]) -> (columns: [Int], rest: [UInt8], pending: [UInt8]) {
        var columns: [Int] = []
        var rest: [UInt8] = []
        var i = 0
        while i < bytes.count {
            guard bytes[i] == 0x1B else {
                rest.append(bytes[i])
                i += 1
                continue
            }
            switch report(in: bytes, at: i) {
            case .complete(let column, let end):
                columns.append(column)
                i = end
            case .cut:
                return (columns, rest, Array(bytes[i...]))
            case .none:
                rest.append(bytes[i])
                i += 1
            }
        }
        return (columns, rest, [])
    }

    private enum Report { case complete(column: Int, end: Int), cut, none }

    /// `ESC [ row ; column R` at `start`.
    private static func report(in bytes: [UInt8], at start: Int) -> Report {
        var i = start + 1
        guard i < bytes.count else { return .cut }
        guard bytes[i] == 0x5B else { return .none }
        i += 1
        var numbers = [0]
        var digits = 0
        while i < bytes.count {
            let byte = bytes[i]
            switch byte {
            case 0x30...0x39:
                digits += 1
                guard digits <= 5 else { return .none }
                numbers[numbers.count - 1] = numbers[numbers.count - 1] * 10 + Int(byte - 0x30)
            case 0x3B:
                guard numbers.count == 1, digits > 0 else { return .none }
                numbers.append(0)
                digits = 0
            case 0x52:
                guard numbers.count == 2, digits > 0 else { return .none }
                return .complete(column: numbers[1], end: i + 1)
            default:
                return .none
            }
            i += 1
        }
        return .cut
    }

    /// The kinds drawn whole, from the columns of each example's report
    /// (in ``kinds`` order); nil unless every question was answered.
    public static func wholeKinds(fromColumns columns: [Int]) -> Set<TerminalCluster.Disputed>? {
        guard columns.count == kinds.count else { return nil }
        var whole = Set<TerminalCluster.Disputed>()
        for (kind, column) in zip(kinds, columns) where kind.drawsWhole(inColumns: column - 1) {
            whole.insert(kind)
        }
        return whole
    }

    /// What names the terminal in the cache: its type and, where the
    /// terminal says it, its program and version.
    public static func terminalKey(environment: [String: String]) -> String {
        ["TERM", "TERM_PROGRAM", "TERM_PROGRAM_VERSION", "VTE_VERSION", "XTERM_VERSION", "KONSOLE_VERSION"]
            .compactMap { name in environment[name].flatMap { $0.isEmpty ? nil : "\(name)=\($0)" } }
            .joined(separator: " ")
    }
}

/// The answers kept per terminal: one line each, `kinds<TAB>terminal`, the
/// kinds by name (`-` for none). Written whole through a temporary file; a
/// file that cannot be read or written only means asking again.
public struct TerminalProbeCache: Sendable {
    public let file: URL
    /// Terminals kept; the oldest answer goes first.
    static let capacity = 32

    public init(file: URL) { self.file = file }

    public func kinds(for terminal: String) -> Set<TerminalCluster.Disputed>? {
        guard let entry = entries().last(where: { $0.terminal == terminal }) else { return nil }
        return entry.kinds
    }

    public func store(_ kinds: Set<TerminalCluster.Disputed>, for terminal: String) throws {
        guard !terminal.contains("\n"), !terminal.contains("\t") else { return }
        var kept = entries().filter { $0.terminal != terminal }
        kept.append((terminal, kinds))
        let text = kept.suffix(Self.capacity).map { entry in
            let names = TerminalCluster.Disputed.allCases.filter(entry.kinds.contains).map { "\($0)" }
            return "\(names.isEmpty ? "-" : names.joined(separator: ","))\t\(entry.terminal)\n"
        }.joined()
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file, options: .atomic)
    }

    private func entries() -> [(terminal: String, kinds: Set<TerminalCluster.Disputed>)] {
        guard let data = try? Data(contentsOf: file), data.count < 1 << 16,
              let text = String(data: data, encoding: .utf8) else { return [] }
        let byName = Dictionary(uniqueKeysWithValues: TerminalCluster.Disputed.allCases.map { ("\($0)", $0) })
        return text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            guard fields.count == 2 else { return nil }
            if fields[0] == "-" { return (String(fields[1]), []) }
            var kinds = Set<TerminalCluster.Disputed>()
            for name in fields[0].split(separator: ",") {
                guard let kind = byName[String(name)] else { return nil }
                kinds.insert(kind)
            }
            return (String(fields[1]), kinds)
        }
    }
}
