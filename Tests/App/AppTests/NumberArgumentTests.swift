import ConsoleKit
import Testing

/// The option checks read numbers byte by byte; they accept exactly what
/// the written-out patterns accept.
@Suite struct NumberArgumentTests {
    static let samples = ["", "+", "-", "0", "7", "-12", "+3", "007", "1.", ".5", ".", "-.", "1.5", "-0.25", "1e3", "1E-3",
                          "2.5e+10", "e3", "1e", "1e+", ".e1", "1.2.3", "0x10", "inf", "nan", " 1", "1 ", "１", "٣", "1_000",
                          "--1", "+-1", "1e3.5", "١٢", "12a", "a12", "+.5e-0"]

    @Test func wholeNumbersAreThePatternsOwn() {
        for text in Self.samples {
            #expect(NumberArgument.isWholeNumber(text) == (text.wholeMatch(of: /[+-]?[0-9]+/) != nil), "\(text)")
        }
    }

    @Test func decimalsAreThePatternsOwn() {
        for text in Self.samples {
            let pattern = text.wholeMatch(of: /[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][+-]?[0-9]+)?/) != nil
            #expect(NumberArgument.isDecimal(text) == pattern, "\(text)")
        }
    }
}
