/// Why a deadline typed by a person was refused.
public enum DeadlineInputError: Error, Equatable, Sendable {
    /// The text is not a form of date bankui reads (`tomorrowish`, `23/11`).
    case notADate(String)
    /// The text has the shape `YYYY-MM-DD` but names no day (`2026-02-30`).
    case noSuchDay(String)
}

/// A deadline as typed in the card editor.
///
/// Accepted, after trimming and in any case: empty (no deadline),
/// `YYYY-MM-DD`, `today` / `오늘`, `tomorrow` / `내일`, `+Nd` (N days from
/// today) and `+Nw` (N weeks from today), N from 0 to 99,999.
public enum DeadlineInput {
    /// The deadline `text` names, relative to `today`; `.success(nil)` for
    /// empty text.
    public static func parse(_ text: String, today: Deadline) -> Result<Deadline?, DeadlineInputError> {
        let trimmed = text.trimmingWhitespace()
        let word = trimmed.lowercased()
        switch word {
        case "": return .success(nil)
        case "today", "오늘": return .success(today)
        case "tomorrow", "내일": return .success(today.adding(days: 1))
        default: break
        }
        if let days = relativeDays(word) { return .success(today.adding(days: days)) }
        if Deadline.isoFields(word) != nil {
            guard let deadline = Deadline(iso: word) else { return .failure(.noSuchDay(trimmed)) }
            return .success(deadline)
        }
        return .failure(.notADate(trimmed))
    }

    /// The days `+3d` or `+2w` stands for.
    private static func relativeDays(_ word: String) -> Int? {
        var scalars = Array(word.unicodeScalars)
        guard scalars.count >= 3, scalars.removeFirst() == "+" else { return nil }
        let unit = scalars.removeLast()
        guard scalars.count <= 5, scalars.allSatisfy({ ("0"..."9").contains($0) }),
              let count = Int(String(String.UnicodeScalarView(scalars))) else { return nil }
        switch unit {
        case "d": return count
        case "w": return count * 7
        default: return nil
        }
    }
}

extension String {
    /// Without leading and trailing white space and line breaks.
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let end = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[start...end])
    }
}
