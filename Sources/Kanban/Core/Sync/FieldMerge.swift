import FoundationEssentials

/// Two values were set for one field of one card without either board
/// seeing the other's: one value stands (the greater clock reading, on
/// every board), the other is reported so it can be restored.
public struct FieldConflict: Hashable, Codable, Sendable {
    public let cardID: UUID
    /// The value that lost.
    public let lost: CardChange.Value
    /// The value that stands.
    public let kept: CardChange.Value
    /// True when the losing value was set on this board (the other board's
    /// replaced it); false when it came from another board.
    public let lostHere: Bool

    public init(cardID: UUID, lost: CardChange.Value, kept: CardChange.Value, lostHere: Bool) {
        self.cardID = cardID
        self.lost = lost
        self.kept = kept
        self.lostHere = lostHere
    }

    public var field: CardChange.Field { lost.field }
}

/// The merge rule, the same on every board: per card and field, the value
/// with the greatest clock reading wins. It does not depend on the order
/// changes arrive in, and a change that arrives twice changes nothing.
public enum FieldMerge {
    /// What to do with an incoming change.
    public struct Decision: Hashable, Sendable {
        /// Store the incoming value (it has the greater reading).
        public var apply: Bool
        /// The incoming change was concurrent with the stored value and
        /// they differ: the value that lost.
        public var conflict: FieldConflict?
    }

    /// Decides `op` against the stored value of its field and its reading
    /// (nil or an empty reading: the field was never set).
    ///
    /// A change is concurrent with the stored value when its author had
    /// neither that value (`baseHlc` differs) nor is it that value (`hlc`
    /// differs). Order keys are not reported: a lost reorder is not a
    /// value anyone would restore, and the column, which is, is reported.
    /// A value sent again as it stands (a board's whole board, sent to a
    /// new or restored server) names its own reading as its base: it is
    /// merged by its reading alone, never reported.
    ///
    /// - Parameter localNode: this board's client id, to tell whose value lost.
    public static func decide(_ op: FieldOp, stored: (value: CardChange.Value, hlc: String)?, localNode: String) -> Decision {
        guard let stored, !stored.hlc.isEmpty else { return Decision(apply: true, conflict: nil) }
        if op.hlc == stored.hlc { return Decision(apply: false, conflict: nil) }
        let apply = OrderKey.precedes(stored.hlc, op.hlc)
        guard op.baseHlc != stored.hlc, op.baseHlc != op.hlc, op.value != stored.value, op.field != .position,
              op.field != .boardPosition else {
            return Decision(apply: apply, conflict: nil)
        }
        let (lost, lostHlc, kept) = apply ? (stored.value, stored.hlc, op.value) : (op.value, op.hlc, stored.value)
        let lostHere = HLC(text: lostHlc)?.node == localNode.lowercased()
        return Decision(apply: apply, conflict: FieldConflict(cardID: op.cardID, lost: lost, kept: kept, lostHere: lostHere))
    }
}
