/// A terminal colour: the terminal's own default, or an entry of the
/// 256-colour palette (0–7 the basic colours, 8–15 their bright forms).
public struct Color: Hashable, Sendable {
    /// 0 is the terminal default; otherwise palette index + 1.
    public let code: UInt16

    private init(code: UInt16) { self.code = code }

    /// The terminal's default foreground or background.
    public static let `default` = Color(code: 0)
    /// A colour of the 256-colour palette.
    public static func palette(_ index: UInt8) -> Color { Color(code: UInt16(index) + 1) }

    public static let black = palette(0)
    public static let red = palette(1)
    public static let green = palette(2)
    public static let yellow = palette(3)
    public static let blue = palette(4)
    public static let magenta = palette(5)
    public static let cyan = palette(6)
    public static let white = palette(7)
    public static let brightBlack = palette(8)

    /// The palette index, or nil for the default colour.
    public var paletteIndex: Int? { code == 0 ? nil : Int(code) - 1 }

    /// The nearest of the 8 basic colours, for terminals without 256 colours.
    public var basic: Color {
        guard let index = paletteIndex else { return .default }
        if index < 8 { return self }
        if index < 16 { return .palette(UInt8(index - 8)) }
        if index >= 232 { return index < 244 ? .black : .white }
        // 6×6×6 cube: pick the basic colour from which channels are strong.
        let cube = index - 16
        let r = cube / 36 >= 3 ? 1 : 0, g = (cube / 6) % 6 >= 3 ? 2 : 0, b = cube % 6 >= 3 ? 4 : 0
        return .palette(UInt8(r | g | b))
    }
}

/// Text attributes that work without colour.
public struct TextAttributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let bold = TextAttributes(rawValue: 1)
    public static let dim = TextAttributes(rawValue: 2)
    public static let reverse = TextAttributes(rawValue: 4)
    public static let underline = TextAttributes(rawValue: 8)
}

/// How a cell looks: colours and attributes.
public struct Style: Hashable, Sendable {
    public var foreground: Color
    public var background: Color
    public var attributes: TextAttributes

    public init(foreground: Color = .default, background: Color = .default, attributes: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The terminal's default look.
    public static let plain = Style()

    /// This style with `attributes` added.
    public func adding(_ extra: TextAttributes) -> Style {
        var copy = self
        copy.attributes.formUnion(extra)
        return copy
    }
}

/// What colours the terminal can show, decided once at start.
public enum ColorSupport: Sendable, Equatable {
    /// No colour: `NO_COLOR` is set or the terminal has none. Attributes only.
    case none
    /// The 8 basic colours.
    case basic
    /// The 256-colour palette.
    case full

    /// Chooses from the environment and the terminal's colour count.
    public static func detect(environment: [String: String], terminalColors: Int) -> ColorSupport {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        if terminalColors >= 256 { return .full }
        if terminalColors >= 8 { return .basic }
        return .none
    }
}

extension Style {
    /// Whether the style shows any colour: when not, a signal that relies
    /// on it needs a mark in text too.
    public var hasColor: Bool { foreground != .default || background != .default }
}
