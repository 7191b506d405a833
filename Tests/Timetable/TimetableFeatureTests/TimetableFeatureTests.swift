import Testing
@testable import TimetableFeature
