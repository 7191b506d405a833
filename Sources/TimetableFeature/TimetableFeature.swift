/// The timetable tab.
