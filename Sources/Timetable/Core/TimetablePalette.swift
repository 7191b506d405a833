/// The 21 block colours, in the order a course's `color` indexes them.
public enum TimetablePalette {
    public static let colors: [RGB] = [
        0x8c9cf7, 0x227767, 0x45c9a4, 0x00b894, 0xf6d86a, 0xe1b35d, 0x6ac1ba,
        0x00cec9, 0xfab1a0, 0xe17055, 0x74b9ff, 0x0984e3, 0xff7675, 0xd63031,
        0xa29bfe, 0x6c5ce7, 0xfd79a8, 0xe84393, 0x7ea9b5, 0xb2bec3, 0x2d3436,
    ].map(RGB.init(hex:))

    /// A colour index for the next course: the first colour none of `used`
    /// has, or (all taken) the least used one, lowest index first.
    public static func nextColor(avoiding used: [Int]) -> Int {
        var counts = [Int](repeating: 0, count: colors.count)
        for color in used where counts.indices.contains(color) { counts[color] += 1 }
        let least = counts.min() ?? 0
        return counts.firstIndex(of: least) ?? 0
    }
}
