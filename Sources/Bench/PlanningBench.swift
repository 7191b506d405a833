import BankCore
import Foundation

/// `bank simulate` and `bank plan` on their virtual clock, and SimPy's time
/// for the same queue when SimPy is installed (Docs/PERFORMANCE.md).
enum PlanningBench {
    /// Customers a minute in the queue measured.
    static let perMinute = 60.0

    /// The queue measured: 1,000,000 customers arriving at 60 a minute
    /// (Poisson), exponential service with the original's means, a coin toss
    /// between deposit and loan, 2 deposit bankers and 1 loan banker (busy
    /// 17.5 % and 55 % of the time: loads at which one run's mean wait is
    /// within about 1 % of the formula's, so 2 % is a fair check).
    static func model(customers: Int) -> PlanningModel {
        PlanningModel(arrivals: .steady(perMinute: perMinute), service: ServiceTimes(.exponential),
                      loanShare: nil, length: .customers(customers))
    }

    /// The mean wait of that queue by Erlang C: half the customers in each line.
    static var erlangMeanWait: Double {
        let each = perMinute / 60 / 2
        return (ErlangC.meanWait(arrivalRate: each, serviceRate: 1 / 0.7, servers: 2)
            + ErlangC.meanWait(arrivalRate: each, serviceRate: 1 / 1.1, servers: 1)) / 2
    }

    /// One run of `customers`; the median of `runs`, and the last report.
    static func simulate(customers: Int, runs: Int) -> (Duration, SimulationReport) {
        let clock = ContinuousClock()
        var times: [Duration] = []
        var report: SimulationReport?
        for _ in 0..<runs {
            let start = clock.now
            var simulation = StaffedSimulation(model: model(customers: customers), staffing: Staffing(deposit: 2, loan: 1), seed: 1)
            simulation.run()
            report = simulation.report
            times.append(clock.now - start)
        }
        return (median(times), report!)
    }

    /// A plan that runs 8 staffings of `customers` each (the row says NO if
    /// it runs another number): 600 customers a minute, 30 % loans (deposits
    /// 4.9 bankers' worth, loans 3.3), a mean-wait target of 2 ms; with
    /// `runsAhead` false, one run at a time on one core.
    static func plan(customers: Int, runs: Int, runsAhead: Bool = StaffingPlanner.sideBySide) -> (Duration, StaffingPlanner.Plan) {
        let model = PlanningModel(arrivals: .steady(perMinute: 600), service: ServiceTimes(.exponential),
                                  loanShare: 0.3, length: .customers(customers))
        let clock = ContinuousClock()
        var times: [Duration] = []
        var plan: StaffingPlanner.Plan?
        for _ in 0..<runs {
            let start = clock.now
            var planner = StaffingPlanner(model: model, target: .init(seconds: 0.002), seed: 1)
            planner.runsAhead = runsAhead
            plan = planner.plan()
            times.append(clock.now - start)
        }
        return (median(times), plan!)
    }

    /// SimPy's seconds for the same queue (its own clock around the run,
    /// not the interpreter's start) and its mean wait, or nil with the
    /// reason when SimPy or Python is missing.
    static func simpy(customers: Int) -> (seconds: Double, meanWait: Double)? {
        let script = """
            import random, sys, time
            try:
                import simpy
            except ImportError:
                sys.exit(3)
            N = \(customers)
            env = simpy.Environment()
            desks = [simpy.Resource(env, capacity=2), simpy.Resource(env, capacity=1)]
            means = [0.7, 1.1]
            rng = random.Random(1)
            waits = []
            def customer(kind, service):
                arrived = env.now
                with desks[kind].request() as request:
                    yield request
                    waits.append(env.now - arrived)
                    yield env.timeout(service)
            def arrivals():
                for _ in range(N):
                    yield env.timeout(rng.expovariate(\(perMinute) / 60))
                    kind = 0 if rng.random() < 0.5 else 1
                    env.process(customer(kind, rng.expovariate(1 / means[kind])))
            env.process(arrivals())
            start = time.perf_counter()
            env.run()
            print(time.perf_counter() - start, sum(waits) / len(waits))
            """
        guard let fields = python(script) else { return nil }
        return (fields[0], fields[1])
    }

    /// A 12-hour day with a lunch peak (9:00 to 21:00), 30 % loans, 4 and
    /// 10 minute services, 5 minutes' patience, 80 % within 2 minutes and at
    /// most 5 % giving up, hour by hour over 100 days.
    static func hourly(runs: Int) -> (Duration, HourlyPlanner.Plan) {
        let profile = try! ArrivalProfile(firstHour: 9, perHour: [20, 30, 40, 90, 60, 30, 25, 20, 30, 40, 30, 15])
        let model = PlanningModel(arrivals: .profile(profile), service: ServiceTimes(.exponential, depositSeconds: 240, loanSeconds: 600),
                                  loanShare: 0.3, length: .seconds(100 * 12 * 3600), patience: 300)
        let target = StaffingPlanner.Target(serviceLevel: .init(share: 0.8, seconds: 120), maxAbandon: 0.05)
        let clock = ContinuousClock()
        var times: [Duration] = []
        var plan: HourlyPlanner.Plan?
        for _ in 0..<runs {
            let start = clock.now
            plan = HourlyPlanner(model: model, target: target, days: 100, seed: 1).plan()
            times.append(clock.now - start)
        }
        return (median(times), plan!)
    }

    /// People who give up, in SimPy (its bank example with reneging) and
    /// in bankui: M/M/5+M at a load of 1 (5 customers a second, 1 s mean
    /// service, 2 s mean patience), `customers` of them; each one's share
    /// who gave up and seconds, or nil when SimPy cannot run.
    static func reneging(customers: Int) -> (simpy: (seconds: Double, gaveUp: Double), bankui: (seconds: Double, gaveUp: Double),
                                             erlang: Double)? {
        let script = """
            import random, sys, time
            try:
                import simpy
            except ImportError:
                sys.exit(3)
            N = \(customers)
            env = simpy.Environment()
            desk = simpy.Resource(env, capacity=5)
            rng = random.Random(1)
            left = [0]
            def customer(service, patience):
                with desk.request() as request:
                    results = yield request | env.timeout(patience)
                    if request not in results:
                        left[0] += 1
                        return
                    yield env.timeout(service)
            def arrivals():
                for _ in range(N):
                    yield env.timeout(rng.expovariate(5))
                    env.process(customer(rng.expovariate(1), rng.expovariate(0.5)))
            env.process(arrivals())
            start = time.perf_counter()
            env.run()
            print(time.perf_counter() - start, left[0] / N)
            """
        guard let fields = python(script) else { return nil }
        let model = PlanningModel(arrivals: .steady(perMinute: 300), service: ServiceTimes(.exponential, depositSeconds: 1, loanSeconds: 1),
                                  loanShare: 0, length: .customers(customers), patience: 2)
        let clock = ContinuousClock()
        let start = clock.now
        var simulation = StaffedSimulation(model: model, staffing: Staffing(deposit: 5, loan: 1), seed: 1)
        simulation.run()
        let mine = (clock.now - start).milliseconds / 1000
        let erlang = ErlangA.figures(arrivalRate: 5, serviceRate: 1, patienceRate: 0.5, servers: 5)?.probabilityOfAbandoning ?? .nan
        return ((fields[0], fields[1]), (mine, simulation.report.depositPeople.abandonedShare), erlang)
    }

    /// Runs a Python script that prints two numbers; nil when it cannot
    /// run or prints something else.
    static func python(_ script: String) -> [Double]? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        let fields = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
        return fields.count == 2 ? fields : nil
    }

    static func addRows(to table: inout BenchTable, quick: Bool) {
        let (simulated, report) = simulate(customers: 1_000_000, runs: quick ? 1 : 5)
        table.add("bank simulate, 1,000,000 customers (Poisson, exponential)", measured: ms(simulated),
                  budget: "< 200 ms", within: simulated < .milliseconds(200))
        let (planned, plan) = plan(customers: 1_000_000, runs: quick ? 1 : 3)
        table.add("bank plan, \(plan.runs) staffing levels × 1,000,000 customers", measured: ms(planned),
                  budget: "< 1 s", within: planned < .seconds(1) && plan.runs == 8)
        // The same plan one run at a time: what the second core saves.
        let (alone, same) = self.plan(customers: 1_000_000, runs: quick ? 1 : 3, runsAhead: false)
        table.add("bank plan, the same plan one run at a time (one core)", measured: ms(alone), budget: "",
                  within: same == plan)
        let (hourlyTime, hourly) = hourly(runs: quick ? 1 : 3)
        table.add("bank plan --by-hour, 12-hour profile × 100 days (\(hourly.runs) runs of the day)", measured: ms(hourlyTime),
                  budget: "< 2 s", within: hourlyTime < .seconds(2) && hourly.isMet)
        let python = Process()
        python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        python.arguments = ["python3", "-c", "import simpy"]
        python.standardError = FileHandle.nullDevice
        guard (try? python.run()) != nil else { return print("  skipped: SimPy row (no python3)") }
        python.waitUntilExit()
        guard python.terminationStatus == 0 else { return print("  skipped: SimPy row (SimPy is not installed)") }
        guard let simpy = simpy(customers: 1_000_000) else {
            return table.add("SimPy, same 1,000,000 customers", measured: "failed to run", budget: "slower than bankui", within: false)
        }
        let ratio = simpy.seconds / (simulated.milliseconds / 1000)
        let erlang = erlangMeanWait
        let mine = (report.overall.meanSeconds - erlang) / erlang
        let theirs = (simpy.meanWait - erlang) / erlang
        table.add(String(format: "SimPy, same 1,000,000 customers (mean wait vs Erlang C: SimPy %+.1f %%, bankui %+.1f %%)",
                         theirs * 100, mine * 100),
                  measured: String(format: "%.0f ms, %.0f× bankui", simpy.seconds * 1000, ratio),
                  budget: "slower; both within 2 %", within: ratio > 1 && abs(mine) < 0.02 && abs(theirs) < 0.02)
        guard let renege = reneging(customers: 1_000_000) else {
            return table.add("SimPy with reneging, 1,000,000 customers", measured: "failed to run", budget: "slower than bankui", within: false)
        }
        let againstErlang = [renege.simpy.gaveUp, renege.bankui.gaveUp].map { ($0 - renege.erlang) / renege.erlang }
        table.add(String(format: "SimPy with reneging (M/M/5+M, load 1), same 1,000,000 customers (gave up vs Erlang A: SimPy %+.1f %%, bankui %+.1f %%)",
                         againstErlang[0] * 100, againstErlang[1] * 100),
                  measured: String(format: "%.0f ms, %.0f× bankui", renege.simpy.seconds * 1000, renege.simpy.seconds / renege.bankui.seconds),
                  budget: "slower; both within 2 %",
                  within: renege.simpy.seconds > renege.bankui.seconds && againstErlang.allSatisfy { abs($0) < 0.02 })
    }
}
