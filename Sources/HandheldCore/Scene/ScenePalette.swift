/// The colours of the simulated system UI for one system appearance: plain navigation bars,
/// separators, dimming.
/// (Content, tab bars and themed navigation bars take their colours from the theme instead.)
struct ScenePalette {
    var text: Color
    var tint: Color
    var barBackground: Color
    var blackBarBackground: Color
    var barSeparator: Color
    var dimming: Color
    var isDark: Bool

    init(_ appearance: SystemAppearance) {
        isDark = appearance == .dark
        if isDark {
            text = Color(hex: 0xFFFFFF)
            tint = Color(hex: 0x0A84FF)
            barBackground = Color(hex: 0x1C1C1E)
            barSeparator = Color(hex: 0x38383A)
        } else {
            text = Color(hex: 0x000000)
            tint = Color(hex: 0x007AFF)
            barBackground = Color(hex: 0xF9F9F9)
            barSeparator = Color(hex: 0xC6C6C8)
        }
        blackBarBackground = Color(hex: 0x121212)
        dimming = Color(0, 0, 0, 0.4)
    }

    /// UIKit's `systemBackground` in the elevated trait, dark appearance (PIC-4a).
    static let elevatedSystemBackground = Color(hex: 0x1C1C1E)

    /// Each controller's content gets its own soft colour, from its id, so screens are told
    /// apart at a glance. FNV-1a, not `hashValue`, which changes from run to run.
    func contentColor(for id: String) -> Color {
        var hash: UInt32 = 2_166_136_261
        for byte in id.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 16_777_619
        }
        let hue = Double(hash % 360) / 360
        return isDark ? Self.hsl(hue, 0.35, 0.16) : Self.hsl(hue, 0.6, 0.92)
    }

    static func hsl(_ h: Double, _ s: Double, _ l: Double) -> Color {
        let q = l < 0.5 ? l * (1 + s) : l + s - l * s
        let p = 2 * l - q
        func channel(_ t0: Double) -> Double {
            var t = t0
            if t < 0 { t += 1 }
            if t > 1 { t -= 1 }
            if t < 1.0 / 6 { return p + (q - p) * 6 * t }
            if t < 0.5 { return q }
            if t < 2.0 / 3 { return p + (q - p) * (2.0 / 3 - t) * 6 }
            return p
        }
        return Color(channel(h + 1.0 / 3), channel(h), channel(h - 1.0 / 3))
    }
}

/// Animation curves: pure functions of progress.
public enum Curve {
    /// Ease in and out (cubic), as UIKit's default curve looks.
    public static func easeInOut(_ t: Double) -> Double {
        let x = min(1, max(0, t))
        return x < 0.5 ? 4 * x * x * x : 1 - pow3(-2 * x + 2) / 2
    }

    private static func pow3(_ x: Double) -> Double { x * x * x }
}
