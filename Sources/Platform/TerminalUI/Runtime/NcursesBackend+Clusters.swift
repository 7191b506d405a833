import CNcurses
import Foundation
import TextKit

/// Clusters curses cannot hold in one cell, drawn whole where the terminal
/// draws them in the columns bankui gives them (``TerminalProbe``).
///
/// Every `bk_direct_*` call is made from this file: the shim keeps the bytes
/// being collected in `static inline` state, one copy per Swift file.
extension NcursesBackend {
    /// Sets which disputed clusters are drawn whole: from the cache, or by
    /// drawing each kind's example on a blank row, concealed, and reading
    /// the cursor positions the terminal reports, for at most
    /// ``TerminalProbe/patience``. Keys typed meanwhile are kept for
    /// `readInput`.
    func askAboutClusters(cache: TerminalProbeCache?, environment: [String: String]) {
        let terminal = TerminalProbe.terminalKey(environment: environment)
        if let kinds = cache?.kinds(for: terminal) {
            TerminalCluster.drawWhole(kinds)
            return
        }
        TerminalCluster.drawWhole([])
        guard let request = bk_cursor_report_request() else { return }
        let requestBytes = Array(String(cString: request).utf8)
        doupdate()  // the screen is blank and curses' record true before a byte of ours
        for kind in TerminalProbe.kinds {
            guard bk_direct_move(Int32(TerminalProbe.row), 0) == 1 else { return bk_direct_end() }
            bk_direct_attributes(bk_a_invis(), 0)
            let bytes = Array(String(kind.example).utf8) + requestBytes
            bytes.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { bk_direct_bytes($0.baseAddress, $0.count) } }
        }
        bk_direct_attributes(bk_a_normal(), 0)
        bk_direct_clear_line(Int32(TerminalProbe.row))
        bk_direct_end()
        let deadline = ContinuousClock.now + TerminalProbe.patience
        var read: [UInt8] = []
        var answer = TerminalProbe.reports(in: [])
        while answer.columns.count < TerminalProbe.kinds.count {
            let left = ContinuousClock.now.duration(to: deadline)
            guard left > .zero else { break }
            var fds = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(max(1, left.components.attoseconds / 1_000_000_000_000_000 + left.components.seconds * 1000))
            let ready = poll(&fds, 1, milliseconds)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0, fds.revents & Int16(POLLIN) != 0 else { break }
            var chunk = [UInt8](repeating: 0, count: 1024)
            let count = chunk.withUnsafeMutableBytes { Foundation.read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            read += chunk[0..<count]
            answer = TerminalProbe.reports(in: read)
        }
        heldInput = answer.rest + answer.pending
        guard let kinds = TerminalProbe.wholeKinds(fromColumns: answer.columns) else { return }
        TerminalCluster.drawWhole(kinds)
        try? cache?.store(kinds, for: terminal)
    }

    /// Writes the clusters curses holds in their agreed form whole, over
    /// that form, every frame: curses may have written the agreed form
    /// again (moving the cursor by printing, redrawing a row).
    func writeWholeCells(width: Int) {
        for index in wholeCells.keys.sorted() {
            guard let cell = wholeCells[index] else { continue }
            bk_direct_move(Int32(index / width), Int32(index % width))
            bk_direct_attributes(cell.attrs, cell.pair)
            let bytes = Array(cell.symbol.utf8)
            bytes.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { bk_direct_bytes($0.baseAddress, $0.count) } }
        }
        bk_direct_end()
    }
}
