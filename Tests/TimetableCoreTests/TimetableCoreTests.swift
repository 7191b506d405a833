import Testing
@testable import TimetableCore
