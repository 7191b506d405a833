import BankCore
import Testing

/// Times, shares and percentiles as a person types them.
@Suite struct TypedQuantityTests {
    @Test func timesAreSecondsOrHoursMinutesAndSeconds() {
        #expect(TypedQuantity.seconds("90") == 90)
        #expect(TypedQuantity.seconds("1.5") == 1.5)
        #expect(TypedQuantity.seconds(" 1.5") == nil)
        #expect(TypedQuantity.seconds("2e3") == 2000)
        #expect(TypedQuantity.seconds("90s") == 90)
        #expect(TypedQuantity.seconds("2m") == 120)
        #expect(TypedQuantity.seconds("1.5m") == 90)
        #expect(TypedQuantity.seconds("1h30m") == 5400)
        #expect(TypedQuantity.seconds("1h 30m 15s") == 5415)
        #expect(TypedQuantity.seconds("1H5S") == 3605)
        #expect(TypedQuantity.seconds("2분") == 120)
        #expect(TypedQuantity.seconds("1시간 30분") == 5400)
        #expect(TypedQuantity.seconds("90초") == 90)
        for text in ["", "m", "s", "2x", "30m1h", "1h30", "-2m", "inf", "0x10", "2 minutes", "1..5m", "h"] {
            #expect(TypedQuantity.seconds(text) == nil, "\(text)")
        }
    }

    @Test func sharesAreFractionsOrPercents() {
        #expect(TypedQuantity.share("0.3") == 0.3)
        #expect(TypedQuantity.share("30%") == 0.3)
        #expect(TypedQuantity.share("30 %") == 0.3)
        #expect(TypedQuantity.share("100%") == 1)
        #expect(TypedQuantity.share("%") == nil)
        #expect(TypedQuantity.share("thirty") == nil)
    }

    @Test func percentilesTakeAPOrAPercentSign() {
        #expect(TypedQuantity.percentile("95") == 95)
        #expect(TypedQuantity.percentile("p95") == 95)
        #expect(TypedQuantity.percentile("95%") == 95)
        #expect(TypedQuantity.percentile("99.9%") == 99.9)
        #expect(TypedQuantity.percentile("p") == nil)
        #expect(TypedQuantity.percentile("mean") == nil)
    }
}
