/// What a planning run found.
public struct SimulationReport: Sendable, Equatable {
    /// One banker's work.
    public struct BankerFigures: Sendable, Equatable {
        public var banker: Banker
        /// Seconds spent serving.
        public var busySeconds: Double
        /// `busySeconds` over the day from opening to closing, 0…1.
        public var busyShare: Double
    }

    /// Customers of one business (or of one hour): who came, who left
    /// unserved, who found every banker busy, who were served within the
    /// service level's wait, and the seconds waited.
    public struct People: Sendable, Equatable {
        public var arrived = 0
        public var abandoned = 0
        public var delayed = 0
        /// Served within `serviceLevelSeconds` (0 without one).
        public var servedWithin = 0
        public var abandonedWaitSeconds = 0.0
        /// Seconds waited by those served (kept by the hour only).
        public var servedWaitSeconds = 0.0

        public init(arrived: Int = 0, abandoned: Int = 0, delayed: Int = 0, abandonedWaitSeconds: Double = 0,
                    servedWithin: Int = 0) {
            self.arrived = arrived
            self.abandoned = abandoned
            self.delayed = delayed
            self.abandonedWaitSeconds = abandonedWaitSeconds
            self.servedWithin = servedWithin
        }

        public var served: Int { arrived - abandoned }
        /// Share of those who came who left unserved; 0 when nobody came.
        public var abandonedShare: Double { arrived > 0 ? Double(abandoned) / Double(arrived) : 0 }
        /// Share who found every banker busy.
        public var delayedShare: Double { arrived > 0 ? Double(delayed) / Double(arrived) : 0 }
        /// The service level: share of those who came who were served
        /// within its wait (one who left counts as missed); 1 when nobody came.
        public var serviceLevel: Double { arrived > 0 ? Double(servedWithin) / Double(arrived) : 1 }

        public static func + (a: People, b: People) -> People {
            var sum = a
            sum.arrived += b.arrived
            sum.abandoned += b.abandoned
            sum.delayed += b.delayed
            sum.servedWithin += b.servedWithin
            sum.abandonedWaitSeconds += b.abandonedWaitSeconds
            sum.servedWaitSeconds += b.servedWaitSeconds
            return sum
        }
    }

    /// One hour of the day, both businesses.
    public struct Hour: Sendable, Equatable {
        /// Hours since the opening (of each day, for a profile).
        public var hour: Int
        public var deposit: People
        public var loan: People
        public var overall: People { deposit + loan }
        public func people(_ business: Business) -> People { business == .deposit ? deposit : loan }
    }

    public var staffing: Staffing
    /// Customers who came (with patience, some of them left unserved:
    /// see `people`).
    public var customers: Int
    public var deposit: WaitFigures
    public var loan: WaitFigures
    public var overall: WaitFigures
    /// Every banker, deposit bankers first.
    public var bankers: [BankerFigures]
    /// The most customers waiting at once, both lines together.
    public var longestLine: Int
    public var longestDepositLine: Int
    public var longestLoanLine: Int
    /// When the bank closed: the last service's end (or the end of the
    /// run's hours, when later), seconds since opening.
    public var closingSeconds: Double
    /// The wait the service level counts within, nil for none.
    public var serviceLevelSeconds: Double?
    public var depositPeople: People
    public var loanPeople: People
    /// By the hour they came (see `PlanningModel.reportedHours`); empty when
    /// hours are not told apart.
    public var hours: [Hour]

    /// The waits of `business` (of those served).
    public func waits(_ business: Business) -> WaitFigures {
        business == .deposit ? deposit : loan
    }

    /// Who came and who left, of `business`.
    public func people(_ business: Business) -> People {
        business == .deposit ? depositPeople : loanPeople
    }

    public var overallPeople: People { depositPeople + loanPeople }

    /// Mean time in line of every customer of `business`, the served and
    /// those who left (what Erlang A's mean wait counts), seconds.
    public func meanTimeInLine(_ business: Business) -> Double {
        let people = people(business), waits = waits(business)
        guard people.arrived > 0 else { return 0 }
        return (waits.totalSeconds + people.abandonedWaitSeconds) / Double(people.arrived)
    }

    /// Share of the time of `business`'s bankers spent serving, from the
    /// opening to the closing.
    public func occupancy(_ business: Business) -> Double {
        let team = bankers.filter { $0.banker.business == business }
        guard !team.isEmpty, closingSeconds > 0 else { return 0 }
        return min(1, team.reduce(0) { $0 + $1.busySeconds } / (Double(team.count) * closingSeconds))
    }
}
