/// A juice on the menu, with the original app's recipe.
///
/// `allCases` is the original's menu order — the order of its order buttons
/// on screen: 딸바, 망키, 딸기, 바나나, 파인애플, 키위, 망고 — which is also the
/// order of the keys `1`…`7` in the Juice tab (`menuNumber`). The raw value
/// is a stable identifier for storage and logs: a case may be added but
/// never renamed.
public enum Juice: String, CaseIterable, Sendable, Hashable, Codable {
    /// 딸바쥬스: 10 strawberries and 1 banana.
    case strawberryBanana
    /// 망키쥬스: 2 mangoes and 1 kiwi.
    case mangoKiwi
    /// 딸기쥬스: 16 strawberries.
    case strawberry
    /// 바나나쥬스: 2 bananas.
    case banana
    /// 파인애플쥬스: 2 pineapples.
    case pineapple
    /// 키위쥬스: 3 kiwis.
    case kiwi
    /// 망고쥬스: 3 mangoes.
    case mango

    /// How many of each fruit one glass takes **(seed)**. Every count is
    /// positive; fruits not listed are not used. A dictionary has no order:
    /// to show the ingredients, walk `Fruit.allCases` and look each one up.
    public var recipe: [Fruit: Int] {
        switch self {
        case .strawberryBanana: return [.strawberry: 10, .banana: 1]
        case .mangoKiwi: return [.mango: 2, .kiwi: 1]
        case .strawberry: return [.strawberry: 16]
        case .banana: return [.banana: 2]
        case .pineapple: return [.pineapple: 2]
        case .kiwi: return [.kiwi: 3]
        case .mango: return [.mango: 3]
        }
    }

    /// The juice's place on the menu, 1…7: the key that orders it.
    public var menuNumber: Int {
        // allCases always contains self, so the index is never missing.
        (Juice.allCases.firstIndex(of: self) ?? 0) + 1
    }

    /// The juice at `menuNumber` (1…7), or nil for any other number, so that
    /// a key press can be turned into an order without a range check.
    public init?(menuNumber: Int) {
        let all = Juice.allCases
        // Range check before subtracting, so that `Int.min` cannot overflow.
        guard (1...all.count).contains(menuNumber) else { return nil }
        self = all[menuNumber - 1]
    }

    /// The original's Korean name, e.g. "딸바쥬스" (used in its alert title
    /// "<쥬스> 나왔습니다!").
    public var koreanName: String {
        switch self {
        case .strawberryBanana: return "딸바쥬스"
        case .mangoKiwi: return "망키쥬스"
        case .strawberry: return "딸기쥬스"
        case .banana: return "바나나쥬스"
        case .pineapple: return "파인애플쥬스"
        case .kiwi: return "키위쥬스"
        case .mango: return "망고쥬스"
        }
    }

    /// The English name, e.g. "Strawberry-banana juice".
    public var englishName: String {
        switch self {
        case .strawberryBanana: return "Strawberry-banana juice"
        case .mangoKiwi: return "Mango-kiwi juice"
        case .strawberry: return "Strawberry juice"
        case .banana: return "Banana juice"
        case .pineapple: return "Pineapple juice"
        case .kiwi: return "Kiwi juice"
        case .mango: return "Mango juice"
        }
    }
}
