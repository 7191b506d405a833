import Foundation
import XCTest

/// `bankui bank simulate` and `bankui bank plan`, run as built.
final class BankPlanningEndToEndTests: CommandEndToEndTestCase {
    func testTheSameSeedGivesTheSameBytes() throws {
        let arguments = ["bank", "simulate", "--customers", "20000", "--arrival-rate", "90", "--service", "exponential",
                         "--seed", "42"]
        let first = try run(arguments)
        XCTAssertEqual(first.status, 0, first.errors)
        XCTAssertEqual(try run(arguments).output, first.output)
        XCTAssertNotEqual(try run(arguments.dropLast() + ["43"]).output, first.output)
        let json = try run(arguments + ["--format", "json"])
        XCTAssertEqual(json.status, 0, json.errors)
        XCTAssertEqual(try run(arguments + ["--format", "json"]).output, json.output)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        XCTAssertEqual(object["customers"] as? Int, 20000)
        XCTAssertEqual(Set(object.keys), ["seed", "customers", "patience_seconds", "service_level_seconds", "deposit_bankers",
                                          "loan_bankers", "closing_seconds", "waits", "bankers", "people", "hours", "longest_line"])
    }

    /// Everyone at opening with fixed times: the figures are known exactly.
    func testSimulatePrintsWaitsBusySharesAndTheLongestLine() throws {
        let result = try run(["bank", "simulate", "--customers", "5", "--loan-share", "0", "--deposit-bankers", "2"])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output, """
            arrivals all at opening; service fixed, deposit 0.7 s, loan 1.1 s; 0 % loans
            Customers served: 5 with 2 deposit and 1 loan bankers (seed 1)
            Bank closed 2.1 s after opening

            wait (s)  served   mean  median    p95  longest
            deposit        5  0.560   0.700  1.400    1.400
            loan           0  0.000   0.000  0.000    0.000
            overall        5  0.560   0.700  1.400    1.400

            banker        busy
            deposit 1  100.0 %
            deposit 2   66.7 %
            loan 1       0.0 %

            Longest line: 3 (deposit 3, loan 0)

            Waits of those served; percentiles to 3 significant digits, means and longest exact.

            """)
    }

    /// The full-screen program has --deposit-bankers and --deposit-seconds
    /// too, and the console --customers and --seed: typed after
    /// `simulate`, each must reach `simulate`.
    func testOptionsTheProgramAlsoHasReachSimulate() throws {
        let result = try run(["bank", "simulate", "--customers", "1200000", "--deposit-bankers", "3",
                              "--deposit-seconds", "0.5", "--loan-seconds", "2", "--seed", "9", "--arrival-rate", "100"])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.hasPrefix("""
            arrivals 100 a minute (Poisson); service fixed, deposit 0.5 s, loan 2 s; loan or deposit by coin toss
            Customers served: 1200000 with 3 deposit and 1 loan bankers (seed 9)
            """), result.output)
    }

    func testPlanFindsTheFewestBankersAndShowsWhatItTried() throws {
        let result = try run(["bank", "plan", "--target-wait", "1", "--arrival-rate", "60", "--service", "exponential",
                              "--deposit-seconds", "3", "--loan-share", "0", "--customers", "100000"])
        XCTAssertEqual(result.status, 0, result.errors)
        // 1 deposit a second of 3 s: 3 bankers' worth. Erlang C: 4 bankers
        // wait 1.53 s on average, 5 bankers 0.35 s.
        XCTAssertTrue(result.output.contains("Deposit bankers: 5 (mean wait 0.3"), result.output)
        XCTAssertTrue(result.output.contains("Loan bankers: 1 (no loan customers)"), result.output)
        // What was asked heads the answer, then the target and how it was found.
        XCTAssertTrue(result.output.hasPrefix("""
            arrivals 60 a minute (Poisson); service exponential, deposit 3 s, loan 1.1 s; 0 % loans
            Target: mean wait at most 1 s
            Planned by simulating the same day 6 times (seed 1).
            """), result.output)
        // Doubling 1, 2, 4, 8, then halving the gap: 6, 5.
        let tried = result.output.split(separator: "\n").filter { $0.hasPrefix("deposit ") }
            .map { $0.split(separator: " ").prefix(2).last.map(String.init) ?? "" }
        XCTAssertEqual(tried, ["1", "2", "4", "5", "6", "8"], result.output)
    }

    /// People who give up and a service level, on the command line: who
    /// left is counted by business and by the hour, in text and JSON.
    func testPatienceAndAServiceLevelAreCountedByBusinessAndHour() throws {
        let arguments = ["bank", "simulate", "--arrival-rate", "3", "--hours", "8", "--service", "exponential",
                         "--deposit-seconds", "1m", "--loan-seconds", "90s", "--patience", "2m", "--service-level", "80%/1m"]
        let result = try run(arguments)
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.hasPrefix("arrivals 3 a minute (Poisson); service exponential, deposit 60 s, loan 90 s; "
            + "loan or deposit by coin toss; customers give up after 2 min on average\n"), result.output)
        XCTAssertTrue(result.output.contains("Gave up: "), result.output)
        XCTAssertTrue(result.output.contains("Served within 1 min: "), result.output)
        XCTAssertTrue(result.output.contains("hour  came  waited  mean wait  gave up  within 1 min"), result.output)
        XCTAssertEqual(result.output.split(separator: "\n").filter { $0.hasPrefix("+") }.count, 8, result.output)
        let json = try run(arguments + ["--format", "json"])
        XCTAssertEqual(json.status, 0, json.errors)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        XCTAssertEqual(object["patience_seconds"] as? Double, 120)
        let people = try XCTUnwrap(object["people"] as? [String: [String: Any]])
        let hours = try XCTUnwrap(object["hours"] as? [[String: Any]])
        XCTAssertEqual(hours.count, 8)
        let gaveUp = try XCTUnwrap(people["overall"]?["gave_up"] as? Int)
        XCTAssertGreaterThan(gaveUp, 0)
        let byHour = hours.map { hour in
            ["deposit", "loan"].map { ((hour[$0] as? [String: Any])?["gave_up"] as? Int) ?? 0 }.reduce(0, +)
        }
        XCTAssertEqual(byHour.reduce(0, +), gaveUp)
        XCTAssertEqual((people["deposit"]?["gave_up"] as? Int ?? 0) + (people["loan"]?["gave_up"] as? Int ?? 0), gaveUp)
    }

    /// The published service-level example: 100 customers in 30 minutes,
    /// 3-minute services, 80 % within 20 s: 14 bankers.
    func testAServiceLevelTargetFindsThePublishedFourteen() throws {
        let result = try run(["bank", "plan", "--arrival-rate", "3.3333333333", "--service", "exponential",
                              "--deposit-seconds", "3m", "--loan-share", "0", "--service-level", "80%/20s",
                              "--max-occupancy", "85%", "--customers", "400000", "--seed", "3"])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.contains("Target: at least 80 % served within 20 s; bankers busy at most 85 % of the day\n"), result.output)
        XCTAssertTrue(result.output.contains("Deposit bankers: 14 (88."), result.output)
    }

    /// Bankers hour by hour over a profile, and the shifts that cover them.
    func testByHourGivesEachHoursBankersAndShifts() throws {
        let day = try write("day.csv", "hour,customers_per_hour\n9,20\n10,30\n11,40\n12,90\n13,60\n14,30\n15,25\n16,20\n")
        let arguments = ["bank", "plan", "--arrival-profile", day, "--by-hour", "--service", "exponential", "--deposit-seconds", "4m",
                         "--loan-share", "0", "--service-level", "80%/2m", "--shifts", "4h,8h"]
        let result = try run(arguments)
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.contains("Target, every hour: at least 80 % served within 2 min\n"), result.output)
        XCTAssertTrue(result.output.contains("Deposit bankers by the hour: "), result.output)
        XCTAssertEqual(result.output.split(separator: "\n").filter { $0.range(of: #"^1?[0-9]:00 "#, options: .regularExpression) != nil }.count,
                       8, result.output)
        XCTAssertTrue(result.output.contains("Deposit shifts: "), result.output)
        let json = try run(arguments + ["--format", "json"])
        XCTAssertEqual(json.status, 0, json.errors)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let hours = try XCTUnwrap(object["hours"] as? [[String: Any]])
        let need = hours.compactMap { $0["deposit_bankers"] as? Int }
        XCTAssertEqual(need.count, 8)
        // The shifts cover every hour's need.
        let shifts = try XCTUnwrap((object["shifts"] as? [String: Any])?["deposit"] as? [String: Any])
        var cover = Array(repeating: 0, count: 8)
        for shift in try XCTUnwrap(shifts["shifts"] as? [[String: Any]]) {
            let start = try XCTUnwrap(Int((shift["start"] as? String)?.split(separator: ":").first ?? "")) - 9
            let length = try XCTUnwrap(shift["hours"] as? Int), count = try XCTUnwrap(shift["count"] as? Int)
            XCTAssertTrue([4, 8].contains(length))
            for hour in start..<(start + length) { cover[hour] += count }
        }
        XCTAssertTrue(zip(cover, need).allSatisfy { $0 >= $1 }, "\(cover) against \(need)")

        let refusals: [([String], String)] = [
            (["bank", "plan", "--by-hour", "--service-level", "80%/20s"], "--by-hour needs --arrival-profile"),
            (["bank", "plan", "--by-hour", "--arrival-profile", day, "--target-wait", "1m", "--percentile", "95"], "--percentile is not kept by the hour"),
            (["bank", "plan", "--by-hour", "--arrival-profile", day, "--target-wait", "1m", "--customers", "9"], "--by-hour runs whole days"),
            (["bank", "plan", "--arrival-profile", day, "--target-wait", "1m", "--shifts", "4h"], "--shifts needs --by-hour"),
            (["bank", "plan", "--by-hour", "--arrival-profile", day, "--target-wait", "1m", "--shifts", "4h,30m"], "--shifts takes 1 to 6 lengths of whole hours"),
        ]
        for (arguments, message) in refusals {
            let refused = try run(arguments)
            XCTAssertEqual(refused.status, 64, "\(arguments): \(refused.errors)")
            XCTAssertTrue(refused.errors.contains(message), "\(arguments): \(refused.errors)")
        }
    }

    /// `--lang ko` says the figures in Korean, the columns aligned by the
    /// width Hangul takes on a terminal; JSON keys stay the same.
    func testKoreanSaysTheSameFiguresInKorean() throws {
        let english = try run(["bank", "plan", "--target-wait", "1m", "--arrival-rate", "10", "--days", "1", "--service", "exponential",
                               "--deposit-seconds", "30", "--lang", "en"])
        let korean = try run(["bank", "plan", "--target-wait", "1m", "--arrival-rate", "10", "--days", "1", "--service", "exponential",
                              "--deposit-seconds", "30", "--lang", "ko"])
        XCTAssertEqual(korean.status, 0, korean.errors)
        XCTAssertTrue(korean.output.hasPrefix("도착: 분당 10명 (포아송); 처리 시간: 지수 분포, 예금 30초, 대출 1.1초; 대출·예금은 반반 무작위\n목표: 평균 대기 1분 이하\n"),
                      korean.output)
        XCTAssertTrue(korean.output.contains("예금 창구: 4명 (평균 대기 9.103초, 바쁨 64.5 %)"), korean.output)
        XCTAssertTrue(english.output.contains("Deposit bankers: 4 (mean wait 9.103 s, busy 64.5 %)"), english.output)
        // Every row of the table ends in the same column.
        let rows = korean.output.split(separator: "\n").filter { $0.hasSuffix("충족") || $0.hasSuffix("미달") || $0.hasSuffix("목표") }
        XCTAssertEqual(Set(rows.map { line in line.unicodeScalars.reduce(0) { $0 + ($1.value >= 0xAC00 && $1.value <= 0xD7A3 ? 2 : 1) } }).count, 1,
                       korean.output)
        let json = try run(["bank", "simulate", "--customers", "100", "--format", "json", "--lang", "ko"])
        XCTAssertEqual(json.output, try run(["bank", "simulate", "--customers", "100", "--format", "json", "--lang", "en"]).output)
    }

    func testAnUnreachableTargetSaysSoWithTheBestFigureAndStatus1() throws {
        let result = try run(["bank", "plan", "--target-wait", "0.1", "--percentile", "99", "--customers", "1000",
                              "--max-bankers", "3", "--loan-share", "0"])
        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertTrue(result.output.contains("Deposit bankers: not reachable within 3 bankers; best: p99 wait "), result.output)
    }

    func testAProfileWithCRLFAndAByteOrderMarkIsRead() throws {
        let path = try write("lunch.csv", Data("\u{FEFF}hour,customers_per_hour\r\n11,30\r\n12,90\r\n13,40\r\n".utf8))
        let result = try run(["bank", "simulate", "--arrival-profile", path, "--seed", "3"])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.contains("arrivals by the hour, 11:00 to 14:00 (Poisson)"), result.output)
    }

    func testBadInputIsRefusedWithItsStatus() throws {
        let missingHour = try write("gap.csv", "hour,customers_per_hour\n11,30\n13,40\n")
        let headerOnly = try write("header.csv", "hour,customers_per_hour\n")
        let cases: [([String], Int32, String)] = [
            (["bank", "simulate", "--arrival-rate", "0"], 64, "--arrival-rate must be a decimal number from 0.001 to 100000, got 0"),
            (["bank", "simulate", "--arrival-rate", "-5"], 64, "--arrival-rate must be a decimal number from 0.001 to 100000, got -5"),
            (["bank", "simulate", "--arrival-rate", "1e9"], 64, "--arrival-rate must be a decimal number from 0.001 to 100000, got 1e9"),
            (["bank", "simulate", "--customers", "0"], 64, "--customers must be a whole number from 1 to 100000000, got 0"),
            (["bank", "simulate", "--deposit-bankers", "10000"], 64, "--deposit-bankers must be a whole number from 1 to 1000, got 10000"),
            (["bank", "simulate", "--loan-share", "1.5"], 64, "--loan-share must be from 0 to 1, or 0% to 100% (0.3 or 30%), got 1.5"),
            (["bank", "simulate", "--service", "gamma"], 64, "--service must be fixed or exponential, got gamma"),
            (["bank", "simulate", "--hours", "2"], 64, "--hours needs --arrival-rate or --arrival-profile"),
            (["bank", "plan", "--target-wait", "0"], 64, "--target-wait must be a time from 0.001 to 1000000000 seconds (90, 90s, 2m, 1h30m), got 0"),
            (["bank", "plan", "--target-wait", "5", "--max-bankers", "10000"], 64, "--max-bankers must be a whole number from 1 to 1000, got 10000"),
            (["bank", "plan", "--target-wait", "5", "--percentile", "0"], 64,
             "--percentile must be a decimal number above 0 and at most 100 (95 or 95%), got 0"),
            (["bank", "plan", "--target-wait", "5", "--percentile", "100.0000001"], 64,
             "--percentile must be a decimal number above 0 and at most 100 (95 or 95%), got 100.0000001"),
            (["bank", "plan"], 64, "bank plan needs a target: --target-wait, --service-level, --max-occupancy or --max-abandon"),
            (["bank", "plan", "--percentile", "95"], 64, "--percentile needs --target-wait"),
            (["bank", "plan", "--max-abandon", "5%"], 64, "--max-abandon needs --patience"),
            (["bank", "plan", "--max-occupancy", "1.5"], 64, "--max-occupancy must be from 0 to 1, or 0% to 100% (0.3 or 30%), got 1.5"),
            (["bank", "plan", "--service-level", "80%"], 64, "--service-level must be a share and a wait, as 80%/20s"),
            (["bank", "simulate", "--service-level", "180%/20s"], 64, "--service-level must be a share and a wait, as 80%/20s"),
            (["bank", "simulate", "--patience", "0"], 64, "--patience must be a time from 0.001 to 1000000000 seconds (90, 90s, 2m, 1h30m), got 0"),
            (["bank", "simulate", "--patience", "soon"], 64, "--patience must be a time"),
            (["bank", "simulate", "--arrival-profile", missingHour], 65, "\(missingHour): line 3: hour 12 is missing"),
            (["bank", "simulate", "--arrival-profile", headerOnly], 65, "\(headerOnly): no hours"),
            (["bank", "plan", "--target-wait", "5", "--arrival-profile", directory.appendingPathComponent("none.csv").path], 66, "none.csv"),
        ]
        for (arguments, status, message) in cases {
            let result = try run(arguments)
            XCTAssertEqual(result.status, status, "\(arguments): \(result.errors)")
            XCTAssertTrue(result.errors.contains(message), "\(arguments): \(result.errors)")
            XCTAssertEqual(result.output, "", "\(arguments)")
        }
    }

    /// The limit of `--customers` holds however the customers are asked
    /// for: hours at a rate, days at a rate, days of a profile. Refused at
    /// once (before, hours × rate ran 50 s and died of 2 GB), the limit named.
    func testEveryWayOfAskingForCustomersHasTheOneLimit() throws {
        let busy = try write("busy.csv", "hour,customers_per_hour\n9,6000000\n10,6000000\n")
        let cases: [[String]] = [
            ["bank", "simulate", "--hours", "100000", "--arrival-rate", "100000"],
            ["bank", "plan", "--target-wait", "5", "--days", "100000", "--arrival-rate", "100000"],
            ["bank", "simulate", "--hours", "100000", "--arrival-profile", busy],
            ["bank", "plan", "--target-wait", "5", "--days", "100", "--arrival-profile", busy],
        ]
        for arguments in cases {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 64, "\(arguments): \(result.errors)")
            XCTAssertTrue(result.errors.contains("at most 100,000,000 customers a run (the limit of --customers)"),
                          "\(arguments): \(result.errors)")
            XCTAssertEqual(result.output, "", "\(arguments)")
        }
        // Within the limit it still runs.
        let within = try run(["bank", "simulate", "--hours", "1", "--arrival-rate", "10", "--format", "json"])
        XCTAssertEqual(within.status, 0, within.errors)
    }

    /// A profile is read a line at a time and stops at its first bad line;
    /// past the input limit it is refused unread.
    func testAProfileStopsAtItsFirstBadLine() throws {
        // The input stays open after the bad line: read whole, it would be
        // waited for to its end (here: until the safety valve closes it).
        let input = Pipe()
        input.fileHandleForWriting.write(Data("hour,customers_per_hour\n9,30\n10,abc\n11,30\n".utf8))
        let closedByValve = NSLock(), state = ValveState()
        let valve = DispatchWorkItem {
            closedByValve.withLock {
                guard !state.done else { return }
                state.closed = true
                try? input.fileHandleForWriting.close()
            }
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + 120, execute: valve)
        let result = try run(["bank", "simulate", "--arrival-profile", "-"], input: input.fileHandleForReading)
        let answeredWhileOpen = closedByValve.withLock {
            state.done = true
            return !state.closed
        }
        valve.cancel()
        try? input.fileHandleForWriting.close()
        XCTAssertTrue(answeredWhileOpen, "the profile was read to its end before the bad line was said")
        XCTAssertEqual(result.status, 65, result.errors)
        XCTAssertTrue(result.errors.contains("standard input: line 3: hour 10: 'abc' is not a number of customers")
                      || result.errors.contains("-: line 3: hour 10: 'abc' is not a number of customers"), result.errors)
        let huge = directory.appendingPathComponent("huge.csv")
        XCTAssertTrue(FileManager.default.createFile(atPath: huge.path, contents: nil))
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: 65 * 1_048_576)
        try handle.close()
        let refused = try run(["bank", "simulate", "--arrival-profile", huge.path])
        XCTAssertEqual(refused.status, 65, refused.errors)
        XCTAssertTrue(refused.errors.contains("too large: more than 64 MB"), refused.errors)
    }

    func testTheConsoleIsStillTheDefault() throws {
        let result = try run(["bank", "--lang", "en", "--customers", "3", "--speed", "1000000", "--seed", "1"],
                             input: FileHandle(forReadingAtPath: try write("input", "1\n2\n")))
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.contains("The bank is closed. 3 customers were served today"), result.output)
    }
}

/// Whether the safety valve of a test closed its input, and whether the
/// test is past needing it (read and written under a lock).
private final class ValveState: @unchecked Sendable {
    var closed = false
    var done = false
}
