/// The language of every visible string.
public enum Language: String, CaseIterable, Sendable {
    case en, ko

    /// The language the environment asks for: the first set of `LC_ALL`,
    /// `LC_MESSAGES`, `LANG`; Korean when it starts with "ko", else English.
    public static func fromEnvironment(_ environment: [String: String]) -> Language {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[name], !value.isEmpty {
                return value.lowercased().hasPrefix("ko") ? .ko : .en
            }
        }
        return .en
    }
}

/// Every visible string, in English and Korean, side by side so a string
/// cannot exist in one language only. Each tab adds its strings in its own
/// `Catalog+Tab.swift` file.
public struct Catalog: Sendable {
    public let language: Language

    public init(_ language: Language) { self.language = language }

    /// The English or the Korean text.
    func pick(_ english: String, _ korean: String) -> String {
        language == .ko ? korean : english
    }
}
