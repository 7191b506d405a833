import TextKit

/// A card's deadline: a calendar day, without a time of day or a time zone
/// (a card due on 2026-11-23 is due that day wherever the board is read).
/// The same day type as the timetable's, stored in four bytes and Codable
/// as its ISO string (`2026-11-23`), which the board's JSON and the shared
/// board's server log both carry.
public typealias Deadline = CalendarDay
