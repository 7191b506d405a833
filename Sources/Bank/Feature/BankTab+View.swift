import BankCore
import TerminalUI

/// How the bank tab draws: the timer line, the figures, the live plots, then
/// the waiting and working columns side by side. Loans stand out in the theme's loan style
/// (seed: purple); where it has no colour, their rows also start with a mark.
extension BankTab {
    public func render(in area: Rect, buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        let statistics = simulation.statistics
        let lines = [
            (strings.businessTimeLine(statistics.businessTime), Style(attributes: .bold)),
            (strings.bankFigures(statistics) + arrivalsNote, Style.plain),
        ]
        let stripHeight = BankPlotsView.height(for: Size(width: area.width, height: area.height))
        let (header, below) = area.splitTop(min(area.height, lines.count))
        for (row, line) in lines.enumerated() where row < header.height {
            let text = DisplayWidth.truncate(line.0, to: max(0, header.width - 2), ellipsis: "…")
            buffer.write(text, x: header.x + 1, y: header.y + row, style: line.1, maxWidth: max(0, header.width - 1))
        }
        let (strip, rest) = below.splitTop(min(below.height, stripHeight))
        BankPlotsView(plots: plots, statistics: statistics, strings: strings).render(in: strip, buffer: &buffer)
        let columns = rest.splitTop(min(rest.height, 1)).rest
        let halves = columns.columns(2, gap: 1)
        guard halves.count == 2 else { return }
        renderWaiting(in: halves[0], buffer: &buffer)
        renderWorking(in: halves[1], buffer: &buffer)
        renderPlanner(in: area, buffer: &buffer)
    }

    /// ` · arriving 2 a minute` while customers keep coming, ` · exponential
    /// service` while the bankers' times are drawn.
    private var arrivalsNote: String {
        let arriving = switch liveArrivals?.process {
        case .steady(let perMinute)?: " · " + strings.arrivingSteady(PlannerForm.plain(perMinute))
        case .profile(let profile)?: " · " + strings.arrivingProfile(profile.hours.lowerBound, profile.hours.upperBound + 1)
        default: ""
        }
        return arriving + (appliedOptions.service == .exponential ? " · " + strings.exponentialServiceNote : "")
    }

    /// The planner over the board, when open.
    private func renderPlanner(in area: Rect, buffer: inout Buffer) {
        if let panel = optionsPanel {
            ArrivalOptionsView(form: panel.form, reading: panel.reading, failure: panel.failure, configuration: configuration,
                               strings: strings)
                .render(in: area, buffer: &buffer)
        }
        switch planner {
        case .none: break
        case .form(let form, let running, let failure):
            PlannerFormView(form: form, running: running, keysWait: plannerKeysWait, failure: failure, strings: strings)
                .render(in: area, buffer: &buffer)
        case .result(_, let result, let top):
            PlannerResultView(result: result, top: top, strings: strings).render(in: area, buffer: &buffer)
        }
    }

    private func renderWaiting(in area: Rect, buffer: inout Buffer) {
        let waiting = board.waiting
        let inner = Pane(title: "\(strings.waitingTitle) \(waiting.count)", isFocused: true).render(in: area, buffer: &buffer)
        let strings = self.strings
        let loan = buffer.theme.loan
        let mark = loan.hasColor ? "" : strings.loanMark
        ScrollList(count: waiting.count, isFocused: false, hitName: Self.waitingList) { index in
            let customer = waiting[index]
            guard customer.business == .loan else { return (strings.customerLabel(customer), .plain) }
            return (mark + strings.customerLabel(customer), loan)
        }
        .render(in: inner.inset(dx: 1, dy: 0), buffer: &buffer, state: &waitingScroll)
    }

    private func renderWorking(in area: Rect, buffer: inout Buffer) {
        // In the order their service started, as the original listed them
        // (customers called at one instant in ticket order).
        let working = board.working
        let inner = Pane(title: "\(strings.workingTitle) \(working.count)").render(in: area, buffer: &buffer)
        let strings = self.strings
        let loan = buffer.theme.loan
        let mark = loan.hasColor ? "" : strings.loanMark
        let width = max(0, inner.width - 2)
        ScrollList(count: working.count, isFocused: false) { index in
            let service = working[index]
            let isLoan = service.customer.business == .loan
            let customer = (isLoan ? mark : "") + strings.customerLabel(service.customer)
            let banker = strings.bankerName(service.banker)
            // The banker's seat on the right when there is room for both.
            let gap = width - DisplayWidth.of(customer) - DisplayWidth.of(banker)
            let text = gap >= 2 ? customer + String(repeating: " ", count: gap) + banker : customer
            return (text, isLoan ? loan : .plain)
        }
        .render(in: inner.inset(dx: 1, dy: 0), buffer: &buffer, state: &workingScroll)
    }
}
