import Testing
import TabKit

/// Korean particles: chosen by the last sound, and never `을(를)`: a word
/// whose sound cannot be told (a Latin title) is followed by a noun that
/// carries the particle.
@Suite struct KoreanParticleTests {
    @Test func theLastSoundChoosesTheParticle() {
        #expect(Korean.object("'카드'") == "'카드'를")
        #expect(Korean.object("'일정'") == "'일정'을")
        #expect(Korean.topic("'0'") == "'0'은")
        #expect(Korean.topic("'2'") == "'2'는")
    }

    @Test func aLatinTitleTakesANounInsteadOfTwoParticles() {
        #expect(Korean.object("'Fix login'", noun: "카드") == "'Fix login' 카드를")
        #expect(Korean.topic("'Plain'", noun: "카드") == "'Plain' 카드는")
        #expect(Korean.subject("'abc'", noun: "값") == "'abc' 값이")
        #expect(Korean.object("'장보기'", noun: "카드") == "'장보기'를", "a Hangul title needs no noun")
        #expect(Korean.topic("'101'", noun: "값") == "'101'은", "nor does a number")
        for word in ["'Fix login'", "'abc'", "'🙂'", "'x y z'"] {
            for phrase in [Korean.object(word, noun: "카드"), Korean.topic(word, noun: "카드"), Korean.subject(word, noun: "카드")] {
                #expect(!phrase.contains("("), "\(phrase)")
            }
        }
    }
}
