import BankCore

/// Checks a run's events, in delivery order, against the bank's rules and
/// returns every broken rule it finds (empty when all hold):
/// tickets 1…n in arrival order; each customer started once, after arriving,
/// by a banker of their business; finished once, after starting, by the same
/// banker; never more bankers busy than configured, never one banker with two
/// customers; within a business, service starts in arrival order; service
/// takes exactly the business's time (when service is fixed) and never
/// starts before arrival.
struct EventAudit {
    var problems: [String] = []
    private(set) var arrived = 0
    private(set) var started = 0
    private(set) var finished = 0
    /// The most bankers of each business seen serving at once.
    private(set) var mostBusy: [Business: Int] = [:]

    init(_ events: [BankEvent], configuration: BankConfiguration) {
        var arrivals: [Int: BankEvent] = [:]
        var services: [Int: Service] = [:]
        var done: Set<Int> = []
        var busyBankers: Set<Banker> = []
        var arrivalOrder: [Business: [Int]] = [:]
        var startOrder: [Business: [Int]] = [:]
        for event in events {
            let number = event.customer.number
            switch event.kind {
            case .arrived(let customer):
                arrived += 1
                if arrivals[number] != nil { problems.append("customer \(number) arrived twice") }
                if number != arrived { problems.append("ticket \(number) given as arrival \(arrived)") }
                arrivals[number] = event
                arrivalOrder[customer.business, default: []].append(number)
            case .started(let service):
                started += 1
                guard let arrival = arrivals[number] else { problems.append("\(number) started before arriving"); continue }
                if services[number] != nil { problems.append("\(number) started twice") }
                if service.banker.business != service.customer.business { problems.append("\(number) served by \(service.banker)") }
                if !busyBankers.insert(service.banker).inserted { problems.append("\(service.banker) took \(number) while busy") }
                if service.startedAt < arrival.time { problems.append("\(number) started before its arrival time") }
                if configuration.serviceKind == .fixed,
                   service.endsAt - service.startedAt != configuration.serviceTime(for: service.customer.business) {
                    problems.append("\(number) served for the wrong time")
                }
                services[number] = service
                startOrder[service.customer.business, default: []].append(number)
                let business = service.banker.business
                let busy = busyBankers.filter { $0.business == business }.count
                mostBusy[business] = max(mostBusy[business] ?? 0, busy)
                if busy > configuration.bankerCount(for: business) { problems.append("\(busy) \(business) bankers busy") }
            case .finished(let service):
                finished += 1
                if services[number] != service { problems.append("\(number) finished without that service") }
                if !done.insert(number).inserted { problems.append("\(number) finished twice") }
                busyBankers.remove(service.banker)
            }
        }
        for business in Business.allCases {
            let order = arrivalOrder[business] ?? []
            let starts = startOrder[business] ?? []
            if Array(order.prefix(starts.count)) != starts { problems.append("\(business) not served in arrival order") }
        }
    }
}
