import Foundation
import FoundationXML
import Testing
@testable import HandheldPlayground

@Suite("The key map (UI-3, UI-7), as data")
struct KeyMapTests {
    @Test("every shortcut has a chord, and no chord does two things")
    func oneThingPerChord() {
        #expect(Set(KeyMap.entries.map(\.shortcut)) == Set(Shortcut.allCases))
        let keys: [Key] = [.left, .right, .backspace, .escape, .plus, .equal, .minus, .keypadAdd, .keypadSubtract, .keypadZero, .question]
            + "abcdefghijklmnopqrstuvwxyz0123456789".map { Key.character($0) }
        for key in keys {
            for control in [false, true] {
                for shift in [false, true] {
                    let matching = KeyMap.entries.filter { $0.chords.contains { $0.matches(key, control: control, shift: shift) } }
                    #expect(matching.count <= 1, "\(key) control \(control) shift \(shift): \(matching.map(\.shortcut))")
                }
            }
        }
    }

    @Test("each shortcut answers its keys", arguments: [
        (Key.left, true, false, Shortcut.rotateLeft), (.right, true, true, .rotateRight), (.backspace, false, false, .pop),
        (.escape, false, false, .dismiss), (.character("p"), true, false, .push), (.character("m"), true, false, .present),
        (.character("a"), true, true, .toggleAppearance), (.character("t"), true, false, .nextTheme),
        (.character("s"), true, false, .saveScreen), (.character("s"), true, true, .saveScenario), (.character("o"), true, false, .open),
        (.character("q"), true, false, .quit), (.plus, true, true, .zoomIn), (.equal, true, false, .zoomIn), (.keypadAdd, true, false, .zoomIn),
        (.minus, true, false, .zoomOut), (.character("0"), true, false, .zoomToFit), (.keypadZero, true, false, .zoomToFit),
        (.question, true, true, .showShortcuts),
    ])
    func answers(key: Key, control: Bool, shift: Bool, shortcut: Shortcut) {
        #expect(KeyMap.shortcut(for: key, control: control, shift: shift) == shortcut)
    }

    @Test("Ctrl+A alone is not the appearance; keys without Ctrl stay in a text field; labels read as menus write them")
    func modifiersAndLabels() {
        #expect(KeyMap.shortcut(for: .character("a"), control: true, shift: false) == nil)
        #expect(KeyMap.shortcut(for: .character("t"), control: false, shift: false) == nil)
        #expect(KeyMap.shortcut(for: .backspace, control: false, shift: false, typingInTextField: true) == nil)
        #expect(KeyMap.shortcut(for: .character("t"), control: true, shift: false, typingInTextField: true) == .nextTheme)
        #expect(KeyMap.label(.toggleAppearance) == "Ctrl+Shift+A")
        #expect(KeyMap.label(.nextTheme) == "Ctrl+T")
        #expect(KeyMap.label(.rotateLeft) == "Ctrl+Left")
    }

    @Test("GDK's keyvals (X11 keysyms) name the keys: arrows, Backspace, Escape, plus, the keypad, letters of either case, digits")
    func keysyms() {
        #expect(Key(keysym: 0xff51) == .left && Key(keysym: 0xff53) == .right)
        #expect(Key(keysym: 0xff08) == .backspace && Key(keysym: 0xff1b) == .escape)
        #expect(Key(keysym: 0x2b) == .plus && Key(keysym: 0xffab) == .keypadAdd && Key(keysym: 0xffb0) == .keypadZero)
        #expect(Key(keysym: 0x54) == .character("t") && Key(keysym: 0x74) == .character("t") && Key(keysym: 0x30) == .character("0"))
        #expect(Key(keysym: 0xffe1) == nil, "Shift alone is no key of the map")
        #expect(Key(keysym: 0x2f) == nil)
    }

    @Test("issue 25: the shortcuts window (Ctrl+?) is made from the key map: every entry, each chord as GTK's accelerator, in its group")
    func shortcutsWindow() throws {
        let xml = KeyMap.shortcutsWindowXML
        final class Collector: NSObject, XMLParserDelegate {
            var objects: [String] = []
            var properties: [(String, String)] = []
            var current: String?
            var text = ""
            func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String]) {
                if name == "object", let type = attributes["class"] { objects.append(type) }
                if name == "property" { current = attributes["name"]; text = "" }
            }
            func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
            func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
                if name == "property", let current { properties.append((current, text)) }
                current = nil
            }
        }
        let collector = Collector()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = collector
        #expect(parser.parse(), "well-formed GtkBuilder XML")
        #expect(collector.objects.first == "GtkShortcutsWindow")
        #expect(collector.objects.filter { $0 == "GtkShortcutsShortcut" }.count == KeyMap.entries.count)
        let accelerators = collector.properties.filter { $0.0 == "accelerator" }.map(\.1)
        #expect(accelerators.contains("<Primary>Left"))
        #expect(accelerators.contains("<Primary><Shift>s"))
        #expect(accelerators.contains("<Primary>plus <Primary>equal <Primary>KP_Add"))
        #expect(accelerators.contains("<Primary>question"))
        let titles = Set(collector.properties.filter { $0.0 == "title" }.map(\.1))
        #expect(KeyMap.entries.allSatisfy { titles.contains($0.summary) })
        #expect(titles.isSuperset(of: ["Device", "Controllers", "Files", "View", "Help"]))
        #expect(Key(keysym: 0x3f) == .question && KeyMap.label(.showShortcuts) == "Ctrl+?")
        // The playground asks the window for it, and for the About dialog.
        var playground = Fixture.playground()
        #expect(playground.send(.shortcutPressed(.showShortcuts)) == [.showShortcuts])
        #expect(playground.send(.aboutRequested) == [.showAbout])
    }
}
