/// A stock is written as a JSON object keyed by the fruits' raw values,
/// `{"strawberry": 10, "banana": 10, …}`, so that the file reads well and
/// survives a reordering of the cases.
///
/// Decoding is strict about values and lenient about keys: a count outside
/// `Stock.range` (or not a whole number) is refused, since it would break the
/// invariant; a missing fruit counts 0 (data written before that fruit
/// existed); an unknown key is ignored (data from a newer version).
extension Stock: Codable {
    /// A fruit's raw value as a coding key.
    private struct FruitKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }

        init(_ fruit: Fruit) {
            stringValue = fruit.rawValue
        }

        init?(stringValue: String) {
            self.stringValue = stringValue
        }

        init?(intValue: Int) {
            return nil
        }
    }

    /// Reads a stock written by `encode(to:)`.
    ///
    /// - Throws: `DecodingError.dataCorrupted` for a count outside
    ///   `Stock.range`, `DecodingError.typeMismatch` for a count that is not
    ///   an integer.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: FruitKey.self)
        self = .empty
        for fruit in Fruit.allCases {
            let key = FruitKey(fruit)
            let count = try container.decodeIfPresent(Int.self, forKey: key) ?? 0
            do {
                try set(fruit, to: count)
            } catch {
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: error.description)
            }
        }
    }

    /// Writes every fruit, in `Fruit` order.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FruitKey.self)
        for fruit in Fruit.allCases {
            try container.encode(self[fruit], forKey: FruitKey(fruit))
        }
    }
}
