/// The limits Handheld states and enforces (README: limits): a scenario or an action past
/// one is refused with a clear message (`FILE:LINE:COLUMN` in a file), never run for hours or
/// laid out at any size.
public enum Limits {
    /// The engine's clock never passes this many seconds (about 115 days): a step that would is
    /// refused. Times near it would mean nothing, and past the largest number they are not JSON.
    public static let maximumTime = 10_000_000.0
    /// The longest `drag`, in seconds (it is sampled 60 times a second).
    public static let maximumDragDuration = 60.0
    /// The most seconds all the `drag` steps of one file may take together.
    public static let maximumTotalDragDuration = 600.0
    /// The most characters a string in a file, a title or a tip may have.
    public static let maximumTextLength = 1_000
    /// Combining marks one character may carry in a row (UAX #15's stream-safe limit).
    public static let maximumCombiningMarks = 30
    /// How deep controllers may nest in a file.
    public static let maximumControllerDepth = 64
    /// The most steps a scenario may have.
    public static let maximumSteps = 100_000
    /// The most characters the Scene lays out in one text run: a longer text is cut there.
    public static let maximumLaidOutCharacters = 2_000
    /// The longest length or distance a file gives, in points (a content height, a scroll
    /// offset, a pop distance): a million points is over a thousand screens; past it a number
    /// would overflow where the Scene counts rows (issue 35: 1e21 trapped `run` and the window).
    public static let maximumLength = 1_000_000.0
}

/// What a recording may ask for, in one place (issue 50, item 17): `handheld record` checks its
/// options against these, and the window's File > Record… dialog offers only these.
public enum RecordLimits {
    /// Frames per second.
    public static let fps: ClosedRange<Double> = 1...60
    /// Pixels per point (`--scale`, as every command that paints takes it).
    public static let scale: ClosedRange<Double> = 0.1...8
    /// Seconds held at each chapter's end.
    public static let hold: ClosedRange<Double> = 0...60
    /// A moment of the time line.
    public static let time: ClosedRange<Double> = 0...Limits.maximumTime
}
