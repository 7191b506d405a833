import BankCore
import Testing

@Suite struct BankConfigurationTests {
    @Test func seedStaffingAndTimes() throws {
        let seed = BankConfiguration.seed
        #expect(seed == (try BankConfiguration()))
        #expect(seed.bankerCount(for: .deposit) == 2)
        #expect(seed.bankerCount(for: .loan) == 1)
        #expect(seed.serviceTime(for: .deposit) == .milliseconds(700))
        #expect(seed.serviceTime(for: .loan) == .milliseconds(1100))
        #expect(seed.bankers == [Banker(business: .deposit, number: 1), Banker(business: .deposit, number: 2),
                                 Banker(business: .loan, number: 1)])
    }

    @Test func speedFactorDividesServiceTime() throws {
        let fast = try BankConfiguration(depositBankers: 3, loanBankers: 2, depositSeconds: 1, loanSeconds: 3, speedFactor: 4)
        #expect(fast.serviceTime(for: .deposit) == .milliseconds(250))
        #expect(fast.serviceTime(for: .loan) == .milliseconds(750))
        #expect(fast.bankers.count == 5)
    }

    @Test(arguments: [0, -1, 1001])
    func refusesBankerCounts(count: Int) {
        #expect(throws: BankConfigurationError.bankerCount(.deposit, count)) {
            try BankConfiguration(depositBankers: count)
        }
        #expect(throws: BankConfigurationError.bankerCount(.loan, count)) {
            try BankConfiguration(loanBankers: count)
        }
    }

    @Test(arguments: [0, -0.7, 0.0001, 3601, .infinity])
    func refusesSeconds(seconds: Double) {
        #expect(throws: BankConfigurationError.serviceSeconds(.deposit, seconds)) {
            try BankConfiguration(depositSeconds: seconds)
        }
        #expect(throws: BankConfigurationError.serviceSeconds(.loan, seconds)) {
            try BankConfiguration(loanSeconds: seconds)
        }
    }

    @Test func refusesNotANumber() {
        // NaN is never equal to itself, so match the case, not the value.
        #expect {
            try BankConfiguration(loanSeconds: .nan)
        } throws: { error in
            if case .serviceSeconds(.loan, let value)? = error as? BankConfigurationError { value.isNaN } else { false }
        }
        #expect {
            try BankConfiguration(speedFactor: .nan)
        } throws: { error in
            if case .speedFactor(let value)? = error as? BankConfigurationError { value.isNaN } else { false }
        }
    }

    @Test(arguments: [0, -2, 0.001, 2_000_000])
    func refusesSpeedFactors(factor: Double) {
        #expect(throws: BankConfigurationError.speedFactor(factor)) {
            try BankConfiguration(speedFactor: factor)
        }
    }

    @Test func messagesNameTheFieldTheRangeAndTheValue() {
        #expect(BankConfigurationError.bankerCount(.deposit, 0).description
                == "deposit bankers must be a whole number from 1 to 1000, got 0")
        #expect(BankConfigurationError.serviceSeconds(.loan, -1).description
                == "loan seconds per customer must be a decimal number from 0.001 to 3600, got -1")
        #expect(BankConfigurationError.speedFactor(0).description
                == "speed factor must be a decimal number from 0.01 to 1000000, got 0")
        #expect(BankConfigurationError.speedFactor(.nan).value == "nan")
        #expect(BankConfigurationError.serviceSeconds(.deposit, 0.7).value == "0.7")
    }

    @Test func extremesStayAtLeastOneNanosecond() throws {
        let fastest = try BankConfiguration(depositSeconds: 0.001, loanSeconds: 0.001, speedFactor: 1_000_000)
        #expect(fastest.serviceTime(for: .deposit) == .nanoseconds(1))
        let slowest = try BankConfiguration(depositSeconds: 3600, speedFactor: 0.01)
        #expect(slowest.serviceTime(for: .deposit) == .seconds(360_000))
    }
}
