import TerminalUI
import TimetableCore

/// What the cursor can rest on: a block of the grid (a course's meeting),
/// or a course listed apart (e-learning, time unknown).
struct GridItem: Hashable, Sendable {
    var courseID: String
    /// The meeting's index in the course's meetings; nil for a course listed apart.
    var meeting: Int?
}

/// A timetable laid out for the screen: the days shown, the minutes the
/// grid spans, its blocks and the courses listed apart, and how the cursor
/// moves between them.
struct TimetableLayout {
    struct Block {
        var item: GridItem
        var course: TimetableCourse
        var meeting: Meeting
    }

    /// The days across: Monday to Friday, and Saturday or Sunday when a
    /// course meets then. The grid has one more column after them, the
    /// online column, where the courses listed apart are.
    let days: [Weekday]
    /// The minutes down, whole hours: 9:00–18:00, or from the hour of the
    /// earliest start to that of the latest end when the blocks go further,
    /// at most ``longestDay`` (see ``window(_:blocks:)``).
    let minutes: Range<Int>
    /// The most hours the grid shows: all the periods, 9:00 to 1:00.
    /// Further, a 24-row terminal would give an hour less than a row.
    static let longestDay = 16 * 60
    /// The blocks, by day then start.
    let blocks: [Block]
    /// E-learning courses, then those whose time is unknown, in the timetable's order.
    let apart: [TimetableCourse]

    init(_ timetable: Timetable?) {
        var blocks: [Block] = []
        var apart: [TimetableCourse] = []
        var unknown: [TimetableCourse] = []
        for placed in timetable?.courses ?? [] {
            switch placed.course.times {
            case .scheduled(let meetings):
                for (index, meeting) in meetings.enumerated() {
                    blocks.append(Block(item: GridItem(courseID: placed.course.id, meeting: index), course: placed, meeting: meeting))
                }
            case .eLearning: apart.append(placed)
            case .unknown: unknown.append(placed)
            }
        }
        blocks.sort { ($0.meeting.day, $0.meeting.startMinute, $0.meeting.endMinute) < ($1.meeting.day, $1.meeting.startMinute, $1.meeting.endMinute) }
        self.blocks = blocks
        self.apart = apart + unknown
        var days: [Weekday] = [.monday, .tuesday, .wednesday, .thursday, .friday]
        for extra in [Weekday.saturday, .sunday] where blocks.contains(where: { $0.meeting.day == extra }) {
            days.append(extra)
        }
        self.days = days
        let earliest = blocks.map(\.meeting.startMinute).min() ?? 9 * 60
        let latest = blocks.map(\.meeting.endMinute).max() ?? 18 * 60
        let start = min(9 * 60, earliest / 60 * 60)
        let end = max(18 * 60, (latest + 59) / 60 * 60)
        minutes = Self.window(start..<end, blocks: blocks)
    }

    /// `span` when it is at most ``longestDay`` long; else the whole hours
    /// of that length holding the most minutes of blocks from 6:00 on (the
    /// small hours, the tail of a late class split at midnight, count for
    /// nothing), of two alike the one starting nearer 9:00. A block outside
    /// is drawn as a note at the top or bottom of its day.
    static func window(_ span: Range<Int>, blocks: [Block]) -> Range<Int> {
        guard span.count > longestDay else { return span }
        func covered(_ start: Int) -> Int {
            let from = max(start, 6 * 60)
            return blocks.reduce(0) { $0 + max(0, min($1.meeting.endMinute, start + longestDay) - max($1.meeting.startMinute, from)) }
        }
        let starts = stride(from: span.lowerBound, through: span.upperBound - longestDay, by: 60)
        let best = starts.max { (covered($0), -abs($0 - 9 * 60)) < (covered($1), -abs($1 - 9 * 60)) } ?? span.lowerBound
        return best..<(best + longestDay)
    }

    /// Where a block lies beside the hours shown: nil when it shows (whole
    /// or in part), `.before` when it ends by the first, `.after` when it
    /// starts at or after the last.
    func outside(_ block: Block) -> Outside? {
        if block.meeting.endMinute <= minutes.lowerBound { return .before }
        if block.meeting.startMinute >= minutes.upperBound { return .after }
        return nil
    }

    enum Outside { case before, after }

    /// Every item in cursor order: the blocks, then the courses listed apart.
    var items: [GridItem] { blocks.map(\.item) + apart.map { GridItem(courseID: $0.course.id, meeting: nil) } }

    func contains(_ item: GridItem) -> Bool { items.contains(item) }

    /// The course an item belongs to.
    func course(of item: GridItem) -> TimetableCourse? {
        if item.meeting != nil { return blocks.first { $0.item == item }?.course }
        return apart.first { $0.course.id == item.courseID }
    }

    /// Where the cursor goes from `item` with an arrow; nil when it stays.
    /// On the grid: up and down within the day; left and right to the
    /// nearest day that has blocks, to the block closest in time, and right
    /// of the last such day into the online column. In the online column:
    /// up and down along it, left back to the last day that has blocks.
    func move(from item: GridItem, _ direction: Direction) -> GridItem? {
        if item.meeting == nil {
            guard let index = apart.firstIndex(where: { $0.course.id == item.courseID }) else { return nil }
            switch direction {
            case .up, .down:
                let target = index + (direction == .up ? -1 : 1)
                return apart.indices.contains(target) ? GridItem(courseID: apart[target].course.id, meeting: nil) : nil
            case .left:
                guard let day = blocks.map(\.meeting.day).max() else { return nil }
                return blocks.first { $0.meeting.day == day }?.item
            case .right:
                return nil
            }
        }
        guard let block = blocks.first(where: { $0.item == item }) else { return nil }
        switch direction {
        case .up, .down:
            let sameDay = blocks.filter { $0.meeting.day == block.meeting.day }
            guard let index = sameDay.firstIndex(where: { $0.item == item }) else { return nil }
            let target = index + (direction == .up ? -1 : 1)
            return sameDay.indices.contains(target) ? sameDay[target].item : nil
        case .left, .right:
            let candidates = blocks.filter {
                direction == .left ? $0.meeting.day < block.meeting.day : $0.meeting.day > block.meeting.day
            }
            guard let day = direction == .left ? candidates.map(\.meeting.day).max() : candidates.map(\.meeting.day).min() else {
                if direction == .right, let first = apart.first { return GridItem(courseID: first.course.id, meeting: nil) }
                return nil
            }
            let start = block.meeting.startMinute
            return candidates.filter { $0.meeting.day == day }
                .min { (abs($0.meeting.startMinute - start), $0.meeting.startMinute) < (abs($1.meeting.startMinute - start), $1.meeting.startMinute) }?
                .item
        }
    }

    enum Direction { case up, down, left, right }
}

/// The palette's colours on a terminal: each block shows in the nearest
/// colour of the 256-colour palette (the backend maps it to the 8 basic
/// colours when that is all there is), drawn in reverse video so that
/// without colour the block is still a solid bar; its text is black on
/// light colours and white on dark ones. The chosen block is the theme's
/// `chosenBlock`: not filled, so it stands out with and without colour.
enum BlockColours {
    /// The levels of the 256-colour palette's 6×6×6 cube.
    private static let levels = [0, 95, 135, 175, 215, 255]

    /// The red, green and blue of palette entry `index` (16–255).
    static func rgb(ofPalette index: Int) -> [Int] {
        if index >= 232 {
            let grey = 8 + 10 * (index - 232)
            return [grey, grey, grey]
        }
        let cube = index - 16
        return [levels[cube / 36], levels[(cube / 6) % 6], levels[cube % 6]]
    }

    /// The palette index (16–255) nearest to `rgb`, leaving out `taken`.
    static func nearest(_ rgb: RGB, avoiding taken: Set<Int> = []) -> UInt8 {
        let target = [Int(rgb.red), Int(rgb.green), Int(rgb.blue)]
        func distance(_ index: Int) -> Int {
            zip(target, self.rgb(ofPalette: index)).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }
        }
        let best = (16...255).filter { !taken.contains($0) }.min { (distance($0), $0) < (distance($1), $1) } ?? 16
        return UInt8(best)
    }

    /// Each palette colour's terminal colour: the nearest one no earlier
    /// palette colour took, so that every colour change shows.
    static let terminalColours: [UInt8] = {
        var taken: Set<Int> = []
        return TimetablePalette.colors.map { rgb in
            let index = nearest(rgb, avoiding: taken)
            taken.insert(Int(index))
            return index
        }
    }()

    /// Whether text on `rgb` reads better in white.
    static func isDark(_ rgb: RGB) -> Bool {
        (299 * Int(rgb.red) + 587 * Int(rgb.green) + 114 * Int(rgb.blue)) / 1000 < 140
    }

    /// The styles of the palette's colours, worked out once.
    static let styles: [Style] = zip(TimetablePalette.colors, terminalColours).map { rgb, index in
        Style(foreground: .palette(index), background: isDark(rgb) ? .palette(15) : .black, attributes: .reverse)
    }

    /// The fill of a block of colour `index` (any index: wrapped into the
    /// palette) in `theme`: the course's colour with the theme's block
    /// attributes, or the theme's block alone when it gives blocks no colours
    /// (or a colour of its own).
    static func style(_ index: Int, theme: Theme) -> Style {
        guard theme.blockColors, !theme.block.hasColor, !styles.isEmpty else { return theme.block }
        var style = styles[((index % styles.count) + styles.count) % styles.count]
        style.attributes = theme.block.attributes
        return style
    }
}
