/// What the planner shows over the board: the form (with a plan on its way,
/// or the reason the last one could not run), or a plan's result.
enum PlannerPanel: Equatable, Sendable {
    case form(PlannerForm, running: Bool, failure: PlanFailure?)
    /// The result, with the form it came from (Enter goes back to it) and
    /// the first row of the table shown.
    case result(PlannerForm, PlanResult, top: Int)
}

/// The answer of a plan's background work, for the run it was asked in.
struct PlannerAnswer: Sendable {
    var run: Int
    var outcome: PlanOutcome
}
