import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// Fractional order keys: strings that sort a column's cards, so that
/// putting a card between two others gives only that card a new key.
///
/// The scheme is the one of fractional indexing (as in Figma, and the
/// public-domain `fractional-indexing` library): base-62 digits
/// `0-9A-Za-z`, compared as bytes; a key is an integer part, whose first
/// character tells its length (`a0`…`az`, then `b00`…), followed by an
/// optional fraction without trailing `0`. Appending after the last card
/// increments the integer (10,000 cards added at the bottom end at keys of
/// four characters); inserting between two adjacent keys extends the
/// fraction (`a0` < `a0V` < `a1`), about one character per six halvings.
///
/// Every function here accepts any string, including keys that are not
/// valid (a database edited by hand): it still returns a key, the best it
/// can.
public enum OrderKey {
    /// The key of the first card of an empty column.
    public static let first = "a0"

    static let digits = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".utf8)
    private static let zero = digits[0]
    private static let top = digits[digits.count - 1]
    /// The smallest integer, which is never used as a key by itself.
    private static let smallestInteger: [UInt8] = [UInt8(ascii: "A")] + Array(repeating: zero, count: 26)

    /// Whether `lhs` sorts before `rhs` (byte order).
    public static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        // Byte order, compared as memory (a board of 10,000 cards is sorted
        // at every read).
        var lhs = lhs, rhs = rhs
        return lhs.withUTF8 { a in
            rhs.withUTF8 { b in
                let common = min(a.count, b.count)
                if common > 0, let pa = a.baseAddress, let pb = b.baseAddress {
                    let order = memcmp(pa, pb, common)
                    if order != 0 { return order < 0 }
                }
                return a.count < b.count
            }
        }
    }

    /// Board order: by key, then by id.
    public static func precedes(_ lhsKey: String, _ lhsID: UUID, _ rhsKey: String, _ rhsID: UUID) -> Bool {
        if lhsKey != rhsKey { return precedes(lhsKey, rhsKey) }
        return idPrecedes(lhsID, rhsID)
    }

    /// Byte order of two UUIDs.
    private static func idPrecedes(_ lhs: UUID, _ rhs: UUID) -> Bool {
        withUnsafeBytes(of: lhs.uuid) { a in
            withUnsafeBytes(of: rhs.uuid) { b in a.lexicographicallyPrecedes(b) }
        }
    }

    /// Whether `key` is a valid key.
    public static func isValid(_ key: String) -> Bool {
        validate(Array(key.utf8)) != nil
    }

    /// A key strictly between `lower` and `upper` (nil: no bound on that
    /// side). When the bounds are not in order, or equal, or not valid, the
    /// result is still a valid key: just after `lower` if there is one,
    /// else just before `upper`.
    public static func between(_ lower: String?, _ upper: String?) -> String {
        let a = lower.flatMap { validate(Array($0.utf8)) }
        let b = upper.flatMap { validate(Array($0.utf8)) }
        let key: [UInt8]
        switch (a, b) {
        case let (a?, b?) where a.lexicographicallyPrecedes(b):
            key = keyBetween(a, b)
        case let (a?, _):
            key = keyBetween(a, nil)
        case let (nil, b?) where lower == nil:
            key = keyBetween(nil, b)
        case (nil, _):
            // `lower` was given but is not a key: anything valid will do.
            key = upper.flatMap { validate(Array($0.utf8)) }.map { keyBetween(nil, $0) } ?? keyBetween(nil, nil)
        }
        return String(decoding: key, as: UTF8.self)
    }

    /// `count` keys in increasing order after `lower` (nil: from the start),
    /// each the successor of the one before: short keys for a whole column
    /// at once (an import).
    public static func sequence(_ count: Int, after lower: String? = nil) -> [String] {
        var keys: [String] = []
        keys.reserveCapacity(max(0, count))
        var last = lower
        for _ in 0..<max(0, count) {
            let next = between(last, nil)
            keys.append(next)
            last = next
        }
        return keys
    }

    // MARK: The algorithm, on bytes

    /// The key as bytes if it is valid.
    private static func validate(_ key: [UInt8]) -> [UInt8]? {
        guard let length = integerLength(key.first), length <= key.count, key != smallestInteger,
              key[1...].allSatisfy({ digitValue($0) != nil }) else { return nil }
        if key.count > length, key.last == zero { return nil }
        return key
    }

    private static func integerLength(_ head: UInt8?) -> Int? {
        guard let head else { return nil }
        switch head {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return Int(head - UInt8(ascii: "a")) + 2
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return Int(UInt8(ascii: "Z") - head) + 2
        default: return nil
        }
    }

    private static func digitValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): Int(byte - UInt8(ascii: "A")) + 10
        case UInt8(ascii: "a")...UInt8(ascii: "z"): Int(byte - UInt8(ascii: "a")) + 36
        default: nil
        }
    }

    private static func split(_ key: [UInt8]) -> (integer: [UInt8], fraction: [UInt8]) {
        let length = integerLength(key[0])!
        return (Array(key[..<length]), Array(key[length...]))
    }

    /// Both bounds valid, and `a < b` when both are given.
    private static func keyBetween(_ a: [UInt8]?, _ b: [UInt8]?) -> [UInt8] {
        switch (a, b) {
        case (nil, nil):
            return Array(first.utf8)
        case let (nil, b?):
            let (integer, fraction) = split(b)
            if integer == smallestInteger { return integer + midpoint([], fraction) }
            if integer.lexicographicallyPrecedes(b) { return integer }
            // The smallest integer with a fraction is always below.
            return decrement(integer) ?? (smallestInteger + midpoint([], fraction))
        case let (a?, nil):
            let (integer, fraction) = split(a)
            return increment(integer) ?? (integer + midpoint(fraction, nil))
        case let (a?, b?):
            let (integerA, fractionA) = split(a)
            let (integerB, fractionB) = split(b)
            if integerA == integerB { return integerA + midpoint(fractionA, fractionB) }
            if let next = increment(integerA), next.lexicographicallyPrecedes(b) { return next }
            return integerA + midpoint(fractionA, nil)
        }
    }

    /// A fraction strictly between `a` and `b` (nil: 1), neither ending in
    /// `0`, `a < b`.
    private static func midpoint(_ a: [UInt8], _ b: [UInt8]?) -> [UInt8] {
        if let b {
            // The longest common prefix, `a` padded with zeros.
            var n = 0
            while n < b.count, (n < a.count ? a[n] : zero) == b[n] { n += 1 }
            if n > 0 {
                return Array(b[..<n]) + midpoint(Array(a.dropFirst(n)), Array(b.dropFirst(n)))
            }
        }
        let digitA = a.first.flatMap(digitValue) ?? 0
        let digitB = b.flatMap { $0.first.flatMap(digitValue) } ?? digits.count
        if digitB - digitA > 1 {
            return [digits[(digitA + digitB + 1) / 2]]
        }
        if let b, b.count > 1 { return [b[0]] }
        return [digits[digitA]] + midpoint(Array(a.dropFirst()), nil)
    }

    private static func increment(_ integer: [UInt8]) -> [UInt8]? {
        let head = integer[0]
        var body = Array(integer.dropFirst())
        var carry = true
        var index = body.count - 1
        while carry, index >= 0 {
            let value = digitValue(body[index])! + 1
            if value == digits.count { body[index] = zero } else { body[index] = digits[value]; carry = false }
            index -= 1
        }
        guard carry else { return [head] + body }
        if head == UInt8(ascii: "Z") { return [UInt8(ascii: "a"), zero] }
        if head == UInt8(ascii: "z") { return nil }
        let next = head + 1
        if next > UInt8(ascii: "a") { body.append(zero) } else { body.removeLast() }
        return [next] + body
    }

    private static func decrement(_ integer: [UInt8]) -> [UInt8]? {
        let head = integer[0]
        var body = Array(integer.dropFirst())
        var borrow = true
        var index = body.count - 1
        while borrow, index >= 0 {
            let value = digitValue(body[index])! - 1
            if value < 0 { body[index] = top } else { body[index] = digits[value]; borrow = false }
            index -= 1
        }
        guard borrow else { return [head] + body }
        if head == UInt8(ascii: "a") { return [UInt8(ascii: "Z"), top] }
        if head == UInt8(ascii: "A") { return nil }
        let next = head - 1
        if next < UInt8(ascii: "Z") { body.append(top) } else { body.removeLast() }
        return [next] + body
    }
}
