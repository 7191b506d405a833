import Testing
@testable import KanbanSync
