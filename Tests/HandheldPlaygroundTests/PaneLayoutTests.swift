import Testing
@testable import HandheldPlayground

/// Issue 34 (UI-4, UI-8): the inspector is readable at first launch on the screens people have.
struct PaneLayoutTests {
    @Test("UI-8: at 1240 (a 1280 x 720 screen), 1326 (1366 x 768) and 1440 wide, the inspector gets at least its minimum")
    func inspectorHasItsShare() {
        for width in [1240.0, 1326, 1440, 1880] {
            let layout = PaneLayout(windowWidth: width)
            #expect(layout.inspector >= PaneLayout.inspectorMinimum, "at \(width): \(layout)")
            #expect(layout.device >= PaneLayout.deviceMinimum, "at \(width): \(layout)")
            #expect(layout.device + layout.controls + layout.inspector <= width, "at \(width): \(layout)")
        }
    }

    @Test("UI-8: a narrow window keeps the device's least width before the inspector's")
    func narrowWindow() {
        let layout = PaneLayout(windowWidth: 900)
        #expect(layout.device == PaneLayout.deviceMinimum)
        #expect(layout.inspector > 0)
    }
}
