import Foundation
import Testing
@testable import HandheldCore

@Suite("UI-6: the shipped font's advance widths, read straight from the metrics file's bytes")
struct FontMetricsTests {
    @Test("Every width is what a JSON parser reads from the file, for both weights")
    func sameAsJSON() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Resources/fonts/dejavu-sans-metrics.json")
        let data = try Data(contentsOf: file)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let units = try #require(object["unitsPerEm"] as? Double)
        func parsed(_ key: String) -> [UInt32: Double] {
            var widths: [UInt32: Double] = [:]
            for case let run as [Any] in object[key] as? [Any] ?? [] {
                guard let start = run[0] as? Int, let advances = run[1] as? [Int] else { continue }
                for (offset, advance) in advances.enumerated() { widths[UInt32(start + offset)] = Double(advance) / units }
            }
            return widths
        }
        let table = ShippedFontMeasurer.Table(metrics: [UInt8](data))
        #expect(table.regular == parsed("regular") && table.bold == parsed("bold"))
        #expect(table.regular.count > 5_000 && table.regular[0x41] != table.bold[0x41])
    }

    @Test("An odd file reads as nothing (every width an em), never a crash")
    func odd() {
        for text in ["", "{", #"{"unitsPerEm": 0}"#, #"{"unitsPerEm": 2048, "regular": [[32, [651"#, "[[[[[]]]]]"] {
            let table = ShippedFontMeasurer.Table(metrics: Array(text.utf8))
            #expect(table.bold.isEmpty, "\(text)")
        }
    }
}
