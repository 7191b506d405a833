import Synchronization

/// The grapheme cluster of one cell, stored inline as up to 16 bytes of
/// UTF-8 so that a `Cell` is plain data: copying, clearing and comparing a
/// 200×60 frame then costs no reference counting at all (a `String` per cell
/// did, and that was most of a frame's time).
///
/// Longer clusters (family emoji, flags with tags) are rare; they are kept
/// once in a process-wide table and the glyph holds their index there.
struct Glyph: Hashable, Sendable {
    /// Bytes 0–7 and 8–15 of the UTF-8, zero-padded. UTF-8 never contains
    /// 0xFF, so a first byte of 0xFF marks a table index in `high`.
    private var low: UInt64
    private var high: UInt64

    private static let tableMarker: UInt64 = 0xFF

    /// The glyph of `text`; "" is the empty glyph of a continuation cell.
    init<S: Sequence<UInt8>>(utf8 bytes: S, fallback: @autoclosure () -> String) {
        var low: UInt64 = 0, high: UInt64 = 0
        var index = 0
        for byte in bytes {
            guard index < 16 else {
                self.low = Self.tableMarker
                self.high = UInt64(LongGlyphs.shared.index(of: fallback()))
                return
            }
            if index < 8 { low |= UInt64(byte) << (8 * UInt64(index)) } else { high |= UInt64(byte) << (8 * UInt64(index - 8)) }
            index += 1
        }
        self.low = low
        self.high = high
    }

    init(_ text: String) { self.init(utf8: text.utf8, fallback: text) }

    init(_ character: Character) { self.init(utf8: character.utf8, fallback: String(character)) }

    /// The cluster as text.
    var string: String {
        if low == Self.tableMarker { return LongGlyphs.shared.string(at: Int(high)) }
        if low < 0x80, high == 0 { return low == 0 ? "" : String(UnicodeScalar(UInt8(low))) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(16)
        for word in [low, high] {
            for shift in stride(from: 0, to: 64, by: 8) {
                let byte = UInt8(truncatingIfNeeded: word >> UInt64(shift))
                guard byte != 0 else { return String(decoding: bytes, as: UTF8.self) }
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Clusters longer than 16 bytes, each stored once for the process.
private final class LongGlyphs: Sendable {
    static let shared = LongGlyphs()

    private struct Table {
        var strings: [String] = []
        var indices: [String: Int] = [:]
    }

    private let table = Mutex(Table())

    func index(of text: String) -> Int {
        table.withLock { table in
            if let index = table.indices[text] { return index }
            table.strings.append(text)
            table.indices[text] = table.strings.count - 1
            return table.strings.count - 1
        }
    }

    func string(at index: Int) -> String {
        table.withLock { table in table.strings.indices.contains(index) ? table.strings[index] : "" }
    }
}
