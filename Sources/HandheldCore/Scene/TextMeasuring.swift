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

        init() {}

        /// Read from the metrics file's bytes: `"unitsPerEm": N`, then `"regular"` and `"bold"`,
        /// each `[[first scalar, [advance, …]], …]` in font units. Read straight from the bytes:
        /// JSONSerialization's casts of its twelve thousand numbers cost a tenth of the
        /// window's launch (issue 50). Nothing read (a missing or odd file): every width is an em.
        init(metrics bytes: [UInt8]) {
            guard let units = Self.number(after: "\"unitsPerEm\":", in: bytes).map(Double.init), units > 0 else { return }
            regular = Self.widths(after: "\"regular\":", in: bytes, units: units)
            bold = Self.widths(after: "\"bold\":", in: bytes, units: units)
        }

        /// Where `key` ends in `bytes`.
        static func end(of key: String, in bytes: [UInt8]) -> Int? {
            let key = Array(key.utf8)
            guard bytes.count >= key.count else { return nil }
            return (0...(bytes.count - key.count)).first { bytes[$0..<($0 + key.count)].elementsEqual(key) }.map { $0 + key.count }
        }

        static func number(after key: String, in bytes: [UInt8]) -> Int? {
            guard var at = end(of: key, in: bytes) else { return nil }
            while at < bytes.count, bytes[at] == UInt8(ascii: " ") { at += 1 }
            var value = 0, digits = 0
            while at < bytes.count, digits < 9, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[at]) {
                value = value * 10 + Int(bytes[at] - UInt8(ascii: "0"))
                digits += 1
                at += 1
            }
            return digits > 0 ? value : nil
        }

        static func widths(after key: String, in bytes: [UInt8], units: Double) -> [UInt32: Double] {
            guard var at = end(of: key, in: bytes) else { return [:] }
            var widths: [UInt32: Double] = [:]
            var depth = 0, start = 0, offset = 0, value = 0, inNumber = false
            while at < bytes.count {
                let byte = bytes[at]
                at += 1
                if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                    // A number too long for a scalar or an advance makes the file odd: nothing read.
                    guard value < 1_000_000_000 else { return [:] }
                    value = value * 10 + Int(byte - UInt8(ascii: "0"))
                    inNumber = true
                    continue
                }
                if inNumber {
                    // Depth 2: a run's first scalar; depth 3: its advances, one after another.
                    if depth == 2 { (start, offset) = (value, 0) } else if depth == 3, let scalar = UInt32(exactly: start + offset) {
                        widths[scalar] = Double(value) / units
                        offset += 1
                    }
                    (value, inNumber) = (0, false)
                }
                if byte == UInt8(ascii: "[") { depth += 1 } else if byte == UInt8(ascii: "]") {
                    depth -= 1
                    if depth == 0 { return widths }
                }
            }
            // The list never closed: the file is cut short.
            return [:]
        }
    }

    static let table: Table = {
        guard let data = try? Data(contentsOf: HandheldResources.fontMetricsFile) else { return Table() }
        return Table(metrics: [UInt8](data))
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
