import HandheldCore

/// The window's menus as data (issue 50, item 17): each item's words and the intent it sends;
/// the window builds them. The gallery's and the pitfalls' items are `Playground.gallery` and
/// `Playground.pitfalls`, each opening its file.
public enum Menus {
    public struct Item: Sendable {
        public var label: String
        public var intent: Intent
    }

    public static var file: [Item] {
        [Item(label: tr("New (the starting hierarchy)"), intent: .startedOver),
         Item(label: tr("Open Scenario…  (%s)", KeyMap.label(.open)), intent: .shortcutPressed(.open)),
         Item(label: tr("Save Scenario…  (%s)", KeyMap.label(.saveScenario)), intent: .shortcutPressed(.saveScenario)),
         Item(label: tr("Open Swift Project…"), intent: .fileRequested(.openSwiftProject)),
         Item(label: tr("Load Theme…"), intent: .fileRequested(.loadTheme)),
         Item(label: tr("Save PNG of the Screen  (%s)", KeyMap.label(.saveScreen)), intent: .shortcutPressed(.saveScreen)),
         Item(label: tr("Record…"), intent: .recordRequested),
         Item(label: tr("Quit  (%s)", KeyMap.label(.quit)), intent: .shortcutPressed(.quit))]
    }

    public static var help: [Item] {
        [Item(label: tr("Keyboard Shortcuts  (%s)", KeyMap.label(.showShortcuts)), intent: .shortcutPressed(.showShortcuts)),
         Item(label: tr("About Handheld"), intent: .aboutRequested)]
    }
}

extension Message {
    /// The banner's Pango markup (UI-8): the hint in grey when there is no message, an error in red.
    public static func markup(_ message: Message?) -> String {
        // A literal of its own: xgettext reads Swift as C, and sees none inside an interpolation.
        let hint = tr("Push, present and change preferences on the right; the inspector says why.")
        return switch message {
        case nil: "<span foreground=\"#888888\">\(xmlEscaped(hint))</span>"
        case let message? where message.isError: "<span foreground=\"#d0312d\">\(xmlEscaped(message.text))</span>"
        case let message?: xmlEscaped(message.text)
        }
    }
}

/// What the tests and benchmarks ask of the window through its environment.
public struct WindowHooks: Sendable {
    /// HANDHELD_STATE_FILE: the state is written here as JSON after every change (the smoke test).
    public var stateFile: String?
    /// HANDHELD_TEXTS_FILE: every text the window shows, a line each, after every change (issue
    /// 25: the pseudo-locale check reads it for words that never went through gettext).
    public var textsFile: String?
    /// HANDHELD_RECORD_TO: File > Record without its two dialogs, the time line's defaults, to this file.
    public var recordTo: String?
    /// HANDHELD_EXIT_ON_MAP, HANDHELD_EXIT_ON_READY: exit once the window is on screen, or once
    /// every control is built (scripts/startup-bench.sh times both).
    public var exitOnMap: Bool
    public var exitOnReady: Bool

    public init(_ environment: [String: String]) {
        stateFile = environment["HANDHELD_STATE_FILE"]
        textsFile = environment["HANDHELD_TEXTS_FILE"]
        recordTo = environment["HANDHELD_RECORD_TO"]
        exitOnMap = environment["HANDHELD_EXIT_ON_MAP"] != nil
        exitOnReady = environment["HANDHELD_EXIT_ON_READY"] != nil
    }
}

extension Playground {
    /// HANDHELD_TEXTS_FILE's text: the window's own words, then the playground's, then each
    /// rule's text as the inspector's tooltip shows it; a text a line (a wrapped one joined).
    public func textsFile(window: [String]) -> String {
        let texts = window + shownTexts + RuleBook.shipped.rules.keys.sorted().compactMap { RuleBook.shipped.tooltip(in: $0, at: 0) }
        return texts.filter { !$0.isEmpty }.map { $0.replacingOccurrences(of: "\n", with: " ") }.joined(separator: "\n")
    }
}

/// Text as XML and Pango markup take it (GtkBuilder's interfaces, the banner's markup).
func xmlEscaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
        .replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "'", with: "&apos;")
}
