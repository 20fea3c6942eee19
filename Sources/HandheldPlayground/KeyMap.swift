import HandheldCore

/// A key on the keyboard, as the window's shortcuts name it: the GTK layer turns a key event
/// into one of these, and the key map says what it does (issue 22: the key map as data, read by
/// the window, its tooltips and the tests alike).
public enum Key: Hashable, Sendable {
    /// A letter or digit, lowercased.
    case character(Character)
    case left, right, backspace, escape, plus, equal, minus, keypadAdd, keypadSubtract, keypadZero, question
}

extension Key {
    /// The key of an X11 keysym (GDK's keyval): the named keys the map uses, and ASCII letters
    /// (either case) and digits, which are their own code.
    public init?(keysym: UInt32) {
        let named: [UInt32: Key] = [
            0xff51: .left, 0xff53: .right, 0xff08: .backspace, 0xff1b: .escape, 0x2b: .plus, 0x3d: .equal, 0x2d: .minus,
            0xffab: .keypadAdd, 0xffad: .keypadSubtract, 0xffb0: .keypadZero, 0x3f: .question,
        ]
        if let key = named[keysym] {
            self = key
            return
        }
        guard let scalar = Unicode.Scalar(keysym), scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(Character(scalar)) else {
            return nil
        }
        self = .character(Character(String(scalar).lowercased()))
    }
}

/// What a shortcut does: an intent the playground carries out.
public enum Shortcut: String, CaseIterable, Sendable {
    case rotateLeft, rotateRight, pop, dismiss, push, present, toggleAppearance, nextTheme
    case saveScreen, saveScenario, open, quit, zoomIn, zoomOut, zoomToFit, showShortcuts

    /// The shortcuts window's group for it (GNOME's shortcuts window, issue 25).
    public var group: String {
        switch self {
        case .rotateLeft, .rotateRight, .toggleAppearance, .nextTheme: tr("Device")
        case .pop, .dismiss, .push, .present: tr("Controllers")
        case .saveScreen, .saveScenario, .open, .quit: tr("Files")
        case .zoomIn, .zoomOut, .zoomToFit: tr("View")
        case .showShortcuts: tr("Help")
        }
    }
}

/// A key with its modifiers. `shift` nil: either.
public struct KeyChord: Hashable, Sendable, CustomStringConvertible {
    public var key: Key
    public var control: Bool
    public var shift: Bool?

    public init(_ key: Key, control: Bool = false, shift: Bool? = false) {
        self.key = key
        self.control = control
        self.shift = shift
    }

    /// Whether a key pressed with these modifiers is this chord.
    public func matches(_ pressed: Key, control: Bool, shift: Bool) -> Bool {
        pressed == key && control == self.control && (self.shift.map { $0 == shift } ?? true)
    }

    /// As a menu or tooltip writes it: "Ctrl+Shift+A".
    public var description: String {
        var parts: [String] = []
        if control { parts.append(tr("Ctrl")) }
        if shift == true { parts.append(tr("Shift")) }
        switch key {
        case .character(let c): parts.append(String(c).uppercased())
        case .left: parts.append(tr("Left"))
        case .right: parts.append(tr("Right"))
        case .backspace: parts.append(tr("Backspace"))
        case .escape: parts.append(tr("Escape"))
        case .plus, .keypadAdd: parts.append("plus")
        case .equal: parts.append("=")
        case .minus, .keypadSubtract: parts.append("minus")
        case .keypadZero: parts.append("0")
        case .question: parts.append("?")
        }
        return parts.joined(separator: "+")
    }

    /// As GTK's accelerators write it (`<Primary><Shift>s`), for the shortcuts window.
    public var accelerator: String {
        let name = switch key {
        case .character(let c): String(c)
        case .left: "Left"
        case .right: "Right"
        case .backspace: "BackSpace"
        case .escape: "Escape"
        case .plus: "plus"
        case .equal: "equal"
        case .minus: "minus"
        case .keypadAdd: "KP_Add"
        case .keypadSubtract: "KP_Subtract"
        case .keypadZero: "KP_0"
        case .question: "question"
        }
        return (control ? "<Primary>" : "") + (shift == true ? "<Shift>" : "") + name
    }
}

/// The window's keyboard shortcuts (UI-3, UI-7), one table: each shortcut, its chords (the
/// first is the one shown), and what it does in words.
public enum KeyMap {
    public struct Entry: Sendable {
        public var shortcut: Shortcut
        public var chords: [KeyChord]
        public var summary: String
    }

    public static let entries: [Entry] = [
        Entry(shortcut: .rotateLeft, chords: [KeyChord(.left, control: true, shift: nil)], summary: tr("Rotate left (DEV-2, DEV-3)")),
        Entry(shortcut: .rotateRight, chords: [KeyChord(.right, control: true, shift: nil)], summary: tr("Rotate right (DEV-2, DEV-3)")),
        Entry(shortcut: .pop, chords: [KeyChord(.backspace, shift: nil)], summary: tr("Pop the top controller (VC-3)")),
        Entry(shortcut: .dismiss, chords: [KeyChord(.escape, shift: nil)], summary: tr("Dismiss the top presentation (VC-5)")),
        Entry(shortcut: .push, chords: [KeyChord(.character("p"), control: true)], summary: tr("Push a new controller")),
        Entry(shortcut: .present, chords: [KeyChord(.character("m"), control: true)], summary: tr("Present a new controller")),
        Entry(shortcut: .toggleAppearance, chords: [KeyChord(.character("a"), control: true, shift: true)], summary: tr("Switch the system appearance (SB-8)")),
        Entry(shortcut: .nextTheme, chords: [KeyChord(.character("t"), control: true)], summary: tr("Next theme (THEME-4)")),
        Entry(shortcut: .saveScreen, chords: [KeyChord(.character("s"), control: true)], summary: tr("Save a PNG of the screen")),
        Entry(shortcut: .saveScenario, chords: [KeyChord(.character("s"), control: true, shift: true)], summary: tr("Save the session as a scenario")),
        Entry(shortcut: .open, chords: [KeyChord(.character("o"), control: true)], summary: tr("Open a scenario")),
        Entry(shortcut: .quit, chords: [KeyChord(.character("q"), control: true)], summary: tr("Quit")),
        Entry(shortcut: .zoomIn, chords: [KeyChord(.plus, control: true, shift: nil), KeyChord(.equal, control: true, shift: nil),
                                          KeyChord(.keypadAdd, control: true, shift: nil)], summary: tr("Zoom in (UI-7)")),
        Entry(shortcut: .zoomOut, chords: [KeyChord(.minus, control: true, shift: nil), KeyChord(.keypadSubtract, control: true, shift: nil)],
              summary: tr("Zoom out (UI-7)")),
        Entry(shortcut: .zoomToFit, chords: [KeyChord(.character("0"), control: true, shift: nil), KeyChord(.keypadZero, control: true, shift: nil)],
              summary: tr("Fit the pane (UI-7)")),
        Entry(shortcut: .showShortcuts, chords: [KeyChord(.question, control: true, shift: nil)], summary: tr("Keyboard shortcuts")),
    ]

    /// GNOME's shortcuts window (Ctrl+?), made from this table: a `GtkShortcutsWindow` in
    /// GtkBuilder's XML, one group per `Shortcut.group`, each chord of an entry its accelerator.
    public static var shortcutsWindowXML: String {
        func property(_ name: String, _ value: String) -> String { "<property name=\"\(name)\">\(xmlEscaped(value))</property>" }
        var groups: [(String, [Entry])] = []
        for entry in entries {
            if let index = groups.firstIndex(where: { $0.0 == entry.shortcut.group }) { groups[index].1.append(entry) } else { groups.append((entry.shortcut.group, [entry])) }
        }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<interface>\n<object class=\"GtkShortcutsWindow\" id=\"shortcuts\">"
            + property("modal", "1") + "\n<child><object class=\"GtkShortcutsSection\">" + property("visible", "1") + property("section-name", "shortcuts")
        for (title, members) in groups {
            xml += "\n<child><object class=\"GtkShortcutsGroup\">" + property("visible", "1") + property("title", title)
            for entry in members {
                xml += "\n<child><object class=\"GtkShortcutsShortcut\">" + property("visible", "1")
                    + property("accelerator", entry.chords.map(\.accelerator).joined(separator: " ")) + property("title", entry.summary) + "</object></child>"
            }
            xml += "</object></child>"
        }
        return xml + "\n</object></child>\n</object>\n</interface>\n"
    }

    /// The shortcut a key pressed with these modifiers is, if any. Without Ctrl, a text field
    /// that has the focus keeps its keys (Backspace deletes there, it does not pop).
    public static func shortcut(for key: Key, control: Bool, shift: Bool, typingInTextField: Bool = false) -> Shortcut? {
        if typingInTextField, !control { return nil }
        return entries.first { $0.chords.contains { $0.matches(key, control: control, shift: shift) } }?.shortcut
    }

    /// The chord shown for a shortcut ("Ctrl+T"), for tooltips and menus.
    public static func label(_ shortcut: Shortcut) -> String {
        entries.first { $0.shortcut == shortcut }?.chords.first?.description ?? ""
    }
}
