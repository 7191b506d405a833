/// The timetable planner: courses, their times, clashes, search and calendar export.
public enum TimetableCore {}
