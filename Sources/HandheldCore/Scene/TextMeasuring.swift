import Foundation
import HandheldResources

/// Measures text: the one thing the engine needs from outside (SPEC section 1). The engine
/// measures with the advance widths of the font the painter draws with (`ShippedFontMeasurer`),
/// so `run`, `render` and the window agree (UI-6); the painter measures with Pango in that font.
public protocol TextMeasuring: Sendable {
    /// The width in points of `text` set on one line at `size` points.
    func width(of text: String, size: Double, weight: TextRun.Weight) -> Double
}

/// A deterministic measurer: every character is 0.55 em wide (0.6 em when bold). Good enough
/// for layout rules, and the same on every machine.
public struct ApproximateTextMeasurer: TextMeasuring {
    public init() {}

    public func width(of text: String, size: Double, weight: TextRun.Weight) -> Double {
        Double(text.count) * size * (weight == .regular ? 0.55 : 0.6)
    }
}

/// UI-6: text measured as Pango lays it out in the font the project draws with (DejaVu Sans,
/// kerning and ligatures off): the sum of each character's advance width, from
/// `Resources/fonts/dejavu-sans-metrics.json` (written by `scripts/font-metrics.py`). Semibold
/// is drawn with the Bold face, as fontconfig matches it. A character the font lacks (CJK
/// falls back to another font) counts one em.
public struct ShippedFontMeasurer: TextMeasuring {
    public init() {}

    /// The font's advance widths, in em, by weight.
    struct Table: Sendable {
        var regular: [UInt32: Double] = [:]
        var bold: [UInt32: Double] = [:]
    }

    static let table: Table = {
        var table = Table()
        guard let data = try? Data(contentsOf: HandheldResources.fontMetricsFile),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let units = object["unitsPerEm"] as? Double else { return table }
        func read(_ key: String) -> [UInt32: Double] {
            var widths: [UInt32: Double] = [:]
            for case let run as [Any] in object[key] as? [Any] ?? [] {
                guard run.count == 2, let start = run[0] as? Int, let advances = run[1] as? [Int] else { continue }
                for (offset, advance) in advances.enumerated() { widths[UInt32(start + offset)] = Double(advance) / units }
            }
            return widths
        }
        table.regular = read("regular")
        table.bold = read("bold")
        return table
    }()

    public func width(of text: String, size: Double, weight: TextRun.Weight) -> Double {
        let widths = weight == .regular ? Self.table.regular : Self.table.bold
        var em = 0.0
        for scalar in text.unicodeScalars where scalar.value >= 0x20 {
            em += widths[scalar.value] ?? 1
        }
        return em * size
    }
}
