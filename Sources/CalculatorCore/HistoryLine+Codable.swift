/// History lines are stored as flat records,
/// `{"kind":"operand","operator":"add","number":"5"}` or
/// `{"kind":"result","number":"3717"}`, rather than the synthesised encoding
/// of an enum with a payload, so the stored form is easy to read and to query.
/// `number` is the line's exact text (`HistoryLine.number`), never formatted.
extension HistoryLine: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind
        case `operator`
        case number
    }

    private enum StoredKind: String, Codable {
        case operand
        case result
    }

    /// Reads a line written by `encode(to:)`; unknown kinds are a data error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let number = try container.decode(String.self, forKey: .number)
        switch try container.decode(StoredKind.self, forKey: .kind) {
        case .operand:
            let shown = try container.decodeIfPresent(Operator.self, forKey: .operator)
            self.init(kind: .operand(shown), number: number)
        case .result:
            self.init(kind: .result, number: number)
        }
    }

    /// Writes the line as a flat record; `operator` is left out when there is none.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(number, forKey: .number)
        switch kind {
        case .operand(let shown):
            try container.encode(StoredKind.operand, forKey: .kind)
            try container.encodeIfPresent(shown, forKey: .operator)
        case .result:
            try container.encode(StoredKind.result, forKey: .kind)
        }
    }
}
