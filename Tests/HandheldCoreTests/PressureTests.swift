import Testing
@testable import HandheldCore

/// Rules that broke under pressure (issue 10): each test fails without its fix.
@Suite("Rules under pressure (VC-4, VC-5, TIP-8)")
struct PressureTests {
    @Test("VC-4: a pop asked for while a finished pop gesture animates is checked against the stack after that pop")
    func popDuringFinishingGesture() throws {
        var engine = try makeEngine(nav("nav", [view("home"), view("detail")]))
        try engine.send(.drag(from: Point(40, 300), to: Point(330, 300), duration: 0.2))
        guard case .finishing = try #require(engine.state.interactivePop).phase else {
            Issue.record("the gesture should be finishing")
            return
        }
        expectRefused(&engine, .pop(on: nil, animated: true), containing: "root")
        try engine.send(.push(view("next"), on: nil, animated: true)) // queued, valid after the pop
        try engine.send(.settle)
        #expect(engine.state.hierarchy["nav"].map { Array($0.children) } == ["home", "next"])
        #expect(!engine.log.contains { $0.kind == .error && $0.message.contains("queued") })
    }

    @Test("VC-4: presenting while a presentation or a dismissal animates is refused, as UIKit refuses it")
    func presentWhileAnimating() throws {
        var engine = try makeEngine(view("home"))
        try engine.send(.present(view("first"), from: nil, animated: true))
        expectRefused(&engine, .present(view("second"), from: nil, animated: true), containing: "while the presentation of 'first'")
        try engine.send(.settle)
        try engine.send(.dismiss(target: nil, animated: true))
        expectRefused(&engine, .present(view("second"), from: nil, animated: false), containing: "while the dismissal of 'first'")
        try engine.send(.settle)
        try engine.send(.present(view("second"), from: nil, animated: true))
        #expect(engine.state.hierarchy.presentedIDs == ["second"])
    }

    @Test("VC-4: pushing a navigation controller onto a navigation controller is refused, queued or not, in setViewControllers too")
    func pushingNavigationController() throws {
        var engine = try makeEngine(nav("nav", [view("home")]))
        let inner = nav("inner", [view("x")])
        expectRefused(&engine, .push(inner, on: nil, animated: true), containing: "pushing a navigation controller is not supported")
        try engine.send(.push(view("a"), on: nil, animated: true))
        expectRefused(&engine, .push(inner, on: nil, animated: true), containing: "pushing a navigation controller is not supported")
        expectRefused(&engine, .setViewControllers([.existing("home"), .new(inner)], on: nil, animated: false),
                      containing: "pushing a navigation controller is not supported")
        try engine.send(.present(inner, from: nil, animated: false)) // presenting one is fine
    }

    @Test("TIP-8: a drag that begins on the visible tips overlay belongs to it and never pops")
    func dragOnTheOverlay() throws {
        var engine = try makeEngine(nav("nav", [view("home"), view("detail")]))
        try engine.send(.showTip(TipRequest(text: "Saved")))
        try engine.send(.settle)
        try engine.send(.drag(from: Point(40, 10), to: Point(330, 10), duration: 0.2))
        try engine.send(.settle)
        #expect(engine.state.hierarchy["nav"].map { Array($0.children) } == ["home", "detail"])
        #expect(engine.log.contains { $0.message.contains("TIP-8") })
        // The same drag below the overlay pops.
        try engine.send(.drag(from: Point(40, 300), to: Point(330, 300), duration: 0.2))
        try engine.send(.settle)
        #expect(engine.state.hierarchy["nav"].map { Array($0.children) } == ["home"])
    }

    @Test("TIP-8: while the overlay slides away it still takes a touch that begins on it")
    func touchOnSlidingOverlay() throws {
        var engine = try makeEngine(nav("nav", [view("home"), view("detail")]))
        try engine.send(.showTip(TipRequest(text: "Saved")))
        try engine.send(.settle)
        try engine.send(.hideTip)
        try engine.send(.drag(from: Point(40, 10), to: Point(330, 10), duration: 0.1))
        try engine.send(.settle)
        #expect(engine.state.hierarchy["nav"].map { Array($0.children) } == ["home", "detail"])
    }
}
