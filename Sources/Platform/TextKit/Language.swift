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

    /// The English or the Korean text: every string is written in both
    /// languages side by side, so none can exist in one language only.
    public func pick(_ english: String, _ korean: String) -> String {
        self == .ko ? korean : english
    }
}
