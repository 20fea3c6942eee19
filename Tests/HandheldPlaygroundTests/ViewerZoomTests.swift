import Testing
@testable import HandheldPlayground

/// UI-7: fit, 1 pt = 1 px, actual pixels; Ctrl+plus and Ctrl+minus step through the levels.
struct ViewerZoomTests {
    @Test("UI-7: fit shrinks the picture into the pane, never past 1 pt = 1 px; a fixed zoom is itself")
    func scales() {
        let ipadLandscape = (width: 1216.0, height: 856.0)
        #expect(abs(ViewerZoom.fit.scale(picture: ipadLandscape, pane: (616, 600)) - 600.0 / 1216) < 1e-9)
        #expect(ViewerZoom.fit.scale(picture: (400, 700), pane: (2000, 2000)) == 1)
        #expect(ViewerZoom.fixed(2).scale(picture: ipadLandscape, pane: (616, 600)) == 2)
    }

    @Test("UI-7: Ctrl+plus and Ctrl+minus go to the next level from what is shown, and stop at the ends")
    func steps() {
        #expect(ViewerZoom.zoomedIn(from: 0.49) == .fixed(0.5))
        #expect(ViewerZoom.zoomedIn(from: 1) == .fixed(1.5))
        #expect(ViewerZoom.zoomedIn(from: 3) == .fixed(3))
        #expect(ViewerZoom.zoomedOut(from: 0.8) == .fixed(0.75))
        #expect(ViewerZoom.zoomedOut(from: 0.5) == .fixed(0.5))
        #expect(ViewerZoom.choices.first == .fit)
        #expect(ViewerZoom.fixed(1).label.contains("1 pt = 1 px"))
        #expect(ViewerZoom.fixed(2).label.contains("actual pixels"))
    }
}
