/// Whether text is written as a number, checked byte by byte (ASCII digits
/// only, as the forms and the command line take them).
///
/// Hand-written rather than regular expressions: a Swift regex literal is
/// parsed when it is first used in each call, which put the regex engine's
/// code and a parse on the path of every start (the bank's options are
/// checked when bankui starts).
public enum NumberSyntax {
    /// `[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][+-]?[0-9]+)?`, the whole
    /// text: `3`, `-1.5`, `.5`, `2.`, `1e3`, `+2E-4`; not `inf`, `0x1`,
    /// `1,5`, `e3` or an empty text.
    public static func isDecimal<S: StringProtocol>(_ text: S) -> Bool {
        var bytes = text.utf8.makeIterator()
        var next = bytes.next()
        if next == UInt8(ascii: "+") || next == UInt8(ascii: "-") { next = bytes.next() }
        var digits = 0
        while let byte = next, isDigit(byte) {
            digits += 1
            next = bytes.next()
        }
        if next == UInt8(ascii: ".") {
            next = bytes.next()
            while let byte = next, isDigit(byte) {
                digits += 1
                next = bytes.next()
            }
        }
        guard digits > 0 else { return false }
        if next == UInt8(ascii: "e") || next == UInt8(ascii: "E") {
            next = bytes.next()
            if next == UInt8(ascii: "+") || next == UInt8(ascii: "-") { next = bytes.next() }
            var exponent = 0
            while let byte = next, isDigit(byte) {
                exponent += 1
                next = bytes.next()
            }
            guard exponent > 0 else { return false }
        }
        return next == nil
    }

    /// `[+-]?[0-9]+`, the whole text.
    public static func isInteger<S: StringProtocol>(_ text: S) -> Bool {
        var utf8 = Substring(text).utf8[...]
        if let first = utf8.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") { utf8 = utf8.dropFirst() }
        return isDigits(utf8, count: 1...Int.max)
    }

    /// `[0-9]{a,b}` for `count` a…b, the whole text.
    public static func isDigits<S: StringProtocol>(_ text: S, count: ClosedRange<Int>) -> Bool {
        isDigits(Substring(text).utf8[...], count: count)
    }

    private static func isDigits(_ utf8: Substring.UTF8View.SubSequence, count: ClosedRange<Int>) -> Bool {
        var digits = 0
        for byte in utf8 {
            guard isDigit(byte) else { return false }
            digits += 1
        }
        return count.contains(digits)
    }

    @inline(__always)
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
