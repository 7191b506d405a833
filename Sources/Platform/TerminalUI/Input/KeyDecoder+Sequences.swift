/// Where the escape sequences that are no keys end (CSI, and the strings:
/// OSC, DCS, SOS, PM, APC), so that they go whole.
extension KeyDecoder {
    /// Where a sequence in bytes ends.
    enum SequenceEnd: Equatable {
        /// Just before this index.
        case at(Int)
        /// The bytes end first: it may go on.
        case needsMore
        /// Not a sequence after all (a byte none holds, or too long).
        case none
    }

    /// The longest string sequence (OSC, DCS…) taken whole from input.
    static let maximumStringLength = 4096

    /// After a CSI introducer: parameters and intermediates, then a final byte.
    static func endOfControlSequence(_ bytes: [UInt8], from start: Int) -> SequenceEnd {
        var i = start
        while i < bytes.count {
            switch bytes[i] {
            case 0x20...0x3F:
                i += 1
                if i - start > maximumSequenceLength { return .none }
            case 0x40...0x7E: return .at(i + 1)
            default: return .none
            }
        }
        return .needsMore
    }

    /// After a string introducer: anything up to BEL, `Esc \` or ST (U+009C
    /// as UTF-8); a line break or a too long string means it was not one.
    static func endOfString(_ bytes: [UInt8], from start: Int) -> SequenceEnd {
        var i = start
        while i < bytes.count {
            switch bytes[i] {
            case 0x07: return .at(i + 1)
            case 0x1B:
                guard i + 1 < bytes.count else { return .needsMore }
                return bytes[i + 1] == 0x5C ? .at(i + 2) : .none
            case 0xC2:
                guard i + 1 < bytes.count else { return .needsMore }
                if bytes[i + 1] == 0x9C { return .at(i + 2) }
            case 0x0A, 0x0D: return .none
            default: break
            }
            i += 1
            if i - start > maximumStringLength { return .none }
        }
        return .needsMore
    }
}
