/// A fruit the juice stand keeps in stock (seed: 딸기, 바나나, 파인애플, 키위, 망고).
///
/// `allCases` is the seed's order, which is the order the stock is shown in.
/// The raw value is the fruit's stable identifier: Storage writes it to the
/// database, so a case may be added but never renamed.
public enum Fruit: String, CaseIterable, Sendable, Hashable, Codable {
    /// 딸기.
    case strawberry
    /// 바나나.
    case banana
    /// 파인애플.
    case pineapple
    /// 키위.
    case kiwi
    /// 망고.
    case mango

    /// The fruit's emoji, two display columns wide in a terminal.
    public var emoji: String {
        switch self {
        case .strawberry: return "🍓"
        case .banana: return "🍌"
        case .pineapple: return "🍍"
        case .kiwi: return "🥝"
        case .mango: return "🥭"
        }
    }

    /// The seed's Korean name, e.g. "딸기". Kept here so that the UI's string
    /// catalog can reuse it rather than spell it a second time.
    public var koreanName: String {
        switch self {
        case .strawberry: return "딸기"
        case .banana: return "바나나"
        case .pineapple: return "파인애플"
        case .kiwi: return "키위"
        case .mango: return "망고"
        }
    }

    /// The English name, e.g. "Strawberry".
    public var englishName: String {
        switch self {
        case .strawberry: return "Strawberry"
        case .banana: return "Banana"
        case .pineapple: return "Pineapple"
        case .kiwi: return "Kiwi"
        case .mango: return "Mango"
        }
    }
}
