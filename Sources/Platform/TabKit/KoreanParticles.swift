import Foundation

/// Korean particles chosen by the sound a word ends with.
public enum Korean {
    /// `'X'을` after a final consonant, `'X'를` after a vowel; `을(를)`
    /// when the end is not Hangul or a digit.
    public static func object(_ word: String) -> String { particle(word, "을", "를") }
    /// `'X'은` / `'X'는`.
    public static func topic(_ word: String) -> String { particle(word, "은", "는") }
    /// `'X'이` / `'X'가`.
    public static func subject(_ word: String) -> String { particle(word, "이", "가") }

    /// `'X'을`, `'X'를`; or, when the sound `word` ends with cannot be told
    /// (a Latin title: `'Fix login'`), `'Fix login' 카드를`: the noun
    /// carries the particle, so no `을(를)` is ever written.
    public static func object(_ word: String, noun: String) -> String { particle(word, "을", "를", noun: noun) }
    /// `'X'은` / `'X'는`; `'Fix login' 카드는` (see ``object(_:noun:)``).
    public static func topic(_ word: String, noun: String) -> String { particle(word, "은", "는", noun: noun) }
    /// `'X'이` / `'X'가`; `'Fix login' 카드가` (see ``object(_:noun:)``).
    public static func subject(_ word: String, noun: String) -> String { particle(word, "이", "가", noun: noun) }

    /// `word` and its particle; `word noun` and the noun's particle when
    /// the sound of `word` cannot be told.
    public static func particle(_ word: String, _ afterConsonant: String, _ afterVowel: String, noun: String) -> String {
        guard endsInConsonant(word) == nil else { return particle(word, afterConsonant, afterVowel) }
        return word + " " + particle(noun, afterConsonant, afterVowel)
    }

    /// `word` with the particle that follows its last sound: `afterConsonant`
    /// or `afterVowel`, both when that sound cannot be told (`을(를)`).
    public static func particle(_ word: String, _ afterConsonant: String, _ afterVowel: String) -> String {
        switch endsInConsonant(word) {
        case true?: return word + afterConsonant
        case false?: return word + afterVowel
        case nil: return word + "\(afterConsonant)(\(afterVowel))"
        }
    }

    /// `X으로` / `X로` (로 after a vowel or ㄹ): `DOING으로`, `TODO로`.
    public static func toward(_ word: String) -> String {
        switch word {
        case "TODO": return "TODO"  // 투두: a vowel, then 로
        case "DOING", "DONE": return word + "으"
        default:
            guard let last = lastSound(word) else { return word + "(으)" }
            return last.consonant && !last.isRieul ? word + "으" : word
        }
    }

    /// Whether the last sound of `word` (quotes and punctuation skipped) is
    /// a final consonant; nil when it cannot be told.
    public static func endsInConsonant(_ word: String) -> Bool? { lastSound(word)?.consonant }

    private static func lastSound(_ word: String) -> (consonant: Bool, isRieul: Bool)? {
        for scalar in word.unicodeScalars.reversed() {
            let v = scalar.value
            if (0xAC00...0xD7A3).contains(v) {
                let final = (v - 0xAC00) % 28
                return (final != 0, final == 8)
            }
            if let digit = Int(String(scalar)), scalar.isASCII {
                // 영 일 이 삼 사 오 육 칠 팔 구
                let consonant = [true, true, false, true, false, false, true, true, true, false][digit]
                return (consonant, digit == 1 || digit == 7 || digit == 8)
            }
            if CharacterSet.letters.contains(scalar) { return latinLetter(word) }
        }
        return nil
    }

    /// A key named by one Latin letter (`n`, `Ctrl-N`) read as its name in
    /// Korean: 엘, 엠, 엔 and 알 end in a consonant (ㄹ for l and r), the
    /// others in a vowel. A word (`Enter`) cannot be told this way.
    private static func latinLetter(_ word: String) -> (consonant: Bool, isRieul: Bool)? {
        let letters = word.reversed().prefix { $0.isLetter }
        guard letters.count == 1, let letter = letters.first?.lowercased(), letter.first?.isASCII == true else {
            return nil
        }
        switch letter {
        case "l", "r": return (true, true)
        case "m", "n": return (true, false)
        default: return (false, false)
        }
    }
}
