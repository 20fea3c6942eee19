import Testing
@testable import HandheldCore

/// UI-6: a sheet swiped down. iPhone SE, iOS 17: the card's top is at 30 pt, and it leaves
/// the screen after 637 pt.
struct SwipeTests {
    private func sheetOverInbox(_ sheet: ControllerSpec? = nil, ios: IOSVersion = .iOS17) throws -> Engine {
        var engine = try Engine(device: device("iphone-se"), root: nav("nav", [view("inbox")], barStyle: .black),
                                themes: catalog.themes.themes, ios: ios)
        try engine.send(.present(sheet ?? view("compose", style: .darkContent, presentation: .pageSheet, captures: true),
                                 from: nil, animated: false))
        return engine
    }

    /// Finger down at `from`, moved through `points` 1/60 s apart, not lifted.
    private func touch(_ engine: inout Engine, from: Point, through points: [Point]) throws {
        try engine.send(.pointerPressed(from))
        for point in points {
            try engine.send(.wait(1.0 / 60))
            try engine.send(.pointerMoved(point))
        }
    }

    @Test("UI-6: the card follows the finger, one to one, and nothing is dismissed while it is held")
    func follows() throws {
        var engine = try sheetOverInbox()
        try touch(&engine, from: Point(187, 100), through: (1...10).map { Point(187, 100 + Double($0) * 30) })
        let swipe = try #require(engine.state.interactiveDismissal)
        #expect(abs(swipe.progress - 300 / 637) < 1e-9)
        #expect(swipe.isTracking)
        #expect(engine.state.hierarchy.presentedIDs == ["compose"])
        #expect(engine.state.isAnyTransitionRunning)
        expectStatusBar(engine, style: .darkContent, owner: "compose")
    }

    @Test("UI-6: past half way but flung back up faster than 300 pt/s, the card springs back")
    func flungBack() throws {
        var engine = try sheetOverInbox()
        try touch(&engine, from: Point(187, 100), through: (1...30).map { Point(187, 100 + Double($0) * 14) })
        // The finger, still down, goes back up fast: 12 pt a frame is 720 pt/s, and stays past half way.
        for frame in 1...8 {
            try engine.send(.wait(1.0 / 60))
            try engine.send(.pointerMoved(Point(187, 520 - Double(frame) * 12)))
        }
        try engine.send(.pointerReleased(Point(187, 424)))
        let swipe = try #require(engine.state.interactiveDismissal)
        guard case .cancelling(_, let from) = swipe.phase else { Issue.record("expected cancelling, got \(swipe.phase)"); return }
        #expect(from > 0.5)
        try engine.send(.settle)
        #expect(engine.state.hierarchy.presentedIDs == ["compose"])
        expectStatusBar(engine, style: .darkContent, owner: "compose")
    }

    @Test("UI-6: released, the card runs on over the remaining fraction of 0.35 s; the owner changes at the end")
    func remainingFraction() throws {
        var engine = try sheetOverInbox()
        // 400 pt in 2 s: slow, past half way.
        try engine.send(.drag(from: Point(187, 100), to: Point(187, 500), duration: 2))
        let swipe = try #require(engine.state.interactiveDismissal)
        let from = 400 / 637.0
        #expect(swipe.phase == .finishing(start: engine.state.now, from: from))
        #expect(abs(swipe.duration - (1 - from) * 0.35) < 1e-9)
        try engine.send(.wait(swipe.duration / 2))
        expectStatusBar(engine, owner: "compose")
        #expect(engine.state.hierarchy.presentedIDs == ["compose"])
        try engine.send(.wait(swipe.duration / 2 + 1e-6))
        #expect(engine.state.hierarchy.presentedIDs.isEmpty)
        #expect(engine.state.interactiveDismissal == nil)
        expectStatusBar(engine, style: .lightContent, owner: "nav")
    }

    @Test("UI-6: a fling down dismisses from anywhere; a short slow drag springs back")
    func flingAndSlow() throws {
        var engine = try sheetOverInbox()
        try engine.send(.drag(from: Point(187, 100), to: Point(187, 200), duration: 1))
        try engine.send(.settle)
        #expect(engine.state.hierarchy.presentedIDs == ["compose"])
        try engine.send(.drag(from: Point(187, 100), to: Point(187, 160), duration: 0.1))
        try engine.send(.settle)
        #expect(engine.state.hierarchy.presentedIDs.isEmpty)
    }

    @Test("UI-6: modalInPresentation, on the sheet or on what it shows, stretches at most a fifth and springs back")
    func modalInPresentation() throws {
        var form = view("form")
        form.preferences.modalInPresentation = true
        var engine = try sheetOverInbox(nav("formNav", [form], presentation: .pageSheet))
        try touch(&engine, from: Point(187, 100), through: (1...40).map { Point(187, 100 + Double($0) * 14) })
        let swipe = try #require(engine.state.interactiveDismissal)
        #expect(swipe.refusedBy == "form")
        #expect(swipe.progress > 0.05 && swipe.progress < InteractiveDismissal.rubberBandLimit, "\(swipe.progress)")
        try engine.send(.pointerReleased(Point(187, 660)))
        try engine.send(.settle)
        #expect(engine.state.hierarchy.presentedIDs == ["formNav"])
        #expect(engine.log.contains { $0.message.contains("presentationControllerDidAttemptToDismiss") })
    }

    @Test("UI-6, VC-4: while the swipe runs, present and dismiss are refused and change nothing")
    func countsAsAnimating() throws {
        var engine = try sheetOverInbox()
        try touch(&engine, from: Point(187, 100), through: [Point(187, 140), Point(187, 180)])
        expectRefused(&engine, .present(view("other"), from: nil, animated: true), containing: "presentation is in progress")
        expectRefused(&engine, .dismiss(target: nil, animated: true), containing: "swipe down of 'compose'")
    }

    @Test("UI-6: past 10 pt the dominant axis decides: sideways is the pop gestures', upward moves nothing")
    func dominantAxis() throws {
        var engine = try sheetOverInbox(nav("sheetNav", [view("list"), view("detail")], presentation: .pageSheet))
        // Mostly sideways, and a little down: the pop, not the swipe.
        try touch(&engine, from: Point(40, 300), through: [Point(60, 308), Point(80, 316)])
        #expect(engine.state.interactiveDismissal == nil)
        #expect(engine.state.interactivePop?.navigation == "sheetNav")
        try engine.send(.pointerReleased(Point(80, 316)))
        try engine.send(.settle)
        try touch(&engine, from: Point(187, 400), through: [Point(190, 380), Point(192, 360)])
        #expect(engine.state.interactiveDismissal == nil && engine.state.interactivePop == nil)
        #expect(engine.state.pan?.phase == .failed)
    }

    @Test("UI-6: no swipe on iOS 12, on a full-screen presentation, or from outside an iPad's form sheet")
    func noSwipe() throws {
        var engine = try sheetOverInbox(view("sheet", presentation: .pageSheet), ios: .iOS12)
        try touch(&engine, from: Point(187, 100), through: [Point(187, 140), Point(187, 180)])
        #expect(engine.state.interactiveDismissal == nil)
        #expect(engine.log.last?.message.contains("VER-2") == true)

        engine = try sheetOverInbox(view("cover"))
        try touch(&engine, from: Point(187, 100), through: [Point(187, 140), Point(187, 180)])
        #expect(engine.state.interactiveDismissal == nil)

        engine = try Engine(device: device("ipad"), root: view("home"), themes: catalog.themes.themes, ios: .iOS17)
        try engine.send(.present(view("form", presentation: .formSheet), from: nil, animated: false))
        try touch(&engine, from: Point(60, 400), through: [Point(60, 440), Point(60, 480)])
        #expect(engine.state.interactiveDismissal == nil)
        try engine.send(.pointerReleased(Point(60, 480)))
        try touch(&engine, from: Point(410, 400), through: [Point(410, 440), Point(410, 480)])
        #expect(engine.state.interactiveDismissal?.sheet == "form")
    }

    @Test("UI-6: one rule for tap against drag, straight-line distance: 7 pt across and 7 down is a tap (a Manhattan count would call it a drag)")
    func tapOrDrag() {
        #expect(!PanRecognizer.isPan(from: Point(100, 100), to: Point(107, 107)))
        #expect(PanRecognizer.isPan(from: Point(100, 100), to: Point(108, 107)))
        #expect(PanRecognizer.isPan(from: Point(100, 100), to: Point(100, 110)))
    }

    @Test("UI-6: a drag of no time is refused")
    func dragOfNoTime() throws {
        var engine = try sheetOverInbox()
        expectRefused(&engine, .drag(from: Point(187, 100), to: Point(187, 600), duration: 0), containing: "duration")
    }

    @Test("UI-6: the Scene draws the card where the finger holds it")
    func sceneFollows() throws {
        var engine = try sheetOverInbox()
        try touch(&engine, from: Point(187, 100), through: (1...10).map { Point(187, 100 + Double($0) * 20) })
        let scene = SceneBuilder.scene(engine.state)
        let card = try #require(scene.flattened.first { $0.name == "view:compose" })
        #expect(abs(card.frame.y - (30 + 200)) < 0.5, "\(card.frame)")
    }

    /// A finger path in the window, then the `drag` step the window records for it, replayed.
    private func recorded(_ path: [Point], on start: Engine, withPath: Bool = false) throws -> (real: Engine, replayed: Engine, step: Action) {
        var real = start
        try touch(&real, from: path[0], through: Array(path.dropFirst().dropLast()))
        try real.send(.wait(1.0 / 60))
        try real.send(.pointerReleased(path[path.count - 1]))
        // The window's samples: one a frame, the release a frame after the last move.
        let samples = path.enumerated().map { DragPoint($0.element, at: Double(min($0.offset, path.count - 2)) / 60 + ($0.offset == path.count - 1 ? 1.0 / 60 : 0)) }
        let step = DragRecording.step(before: start, after: real, from: path[0], to: path[path.count - 1], start: start.state.now,
                                      path: withPath ? samples : [])
        var replayed = start
        try replayed.send(.wait(step.sentAt - start.state.now))
        try replayed.send(step.action)
        try real.send(.settle)
        try replayed.send(.settle)
        return (real, replayed, step.action)
    }

    @Test("A saved session replays a window's swipe to the same state: slow then flicked, or flung back")
    func recordedSwipes() throws {
        let start = try sheetOverInbox()
        // Slow for 100 pt, then a flick of 60 pt in two frames: dismissed, though a straight
        // line of the same time would be slow and spring back.
        var path = (0...60).map { Point(187, 100 + Double($0) * 100 / 60) }
        path += [Point(187, 230), Point(187, 260)]
        var outcome = try recorded(path, on: start)
        #expect(outcome.real.state.hierarchy.presentedIDs.isEmpty)
        #expect(outcome.replayed.state.hierarchy == outcome.real.state.hierarchy, "\(outcome.step)")
        guard case .drag(_, _, let quick) = outcome.step else { Issue.record("\(outcome.step)"); return }
        #expect(quick < 0.5, "the same ends, faster: \(outcome.step)")
        // Past half way, then flung back up: it springs back, though a straight line would not.
        path = (0...30).map { Point(187, 100 + Double($0) * 14) } + (1...8).map { Point(187, 520 - Double($0) * 12) }
        outcome = try recorded(path, on: start)
        #expect(outcome.real.state.hierarchy.presentedIDs == ["compose"])
        #expect(outcome.replayed.state.hierarchy == outcome.real.state.hierarchy, "\(outcome.step)")
        guard case .drag(let from, let to, _) = outcome.step else { Issue.record("\(outcome.step)"); return }
        #expect(to.y < from.y, "a drag no gesture takes: \(outcome.step)")
        // UI-6: with the finger's path, the window records the flick back itself, a `path`
        // that a file holds and replays.
        outcome = try recorded(path, on: start, withPath: true)
        #expect(outcome.replayed.state.hierarchy == outcome.real.state.hierarchy, "\(outcome.step)")
        guard case .dragAlong(let recordedPath) = outcome.step else { Issue.record("not a path: \(outcome.step)"); return }
        #expect(recordedPath.last?.point.y ?? 0 < 520, "it ends flung back up")
        let saved = ScenarioEncoder.step(ScenarioStep(kind: .action(outcome.step), op: "drag", location: TextPosition(line: 1, column: 1)))
        let file = #"{"root": {"id": "a"}, "steps": ["# + saved.rendered() + "]}"
        #expect(try decode(file).steps.first.map { if case .action(.dragAlong(let read)) = $0.kind { read == recordedPath } else { false } } == true)
    }
}

/// `handheld record`'s time line: when each step ran and where a finger was (SPEC §12).
struct TimelineTests {
    @Test("record --touches: the finger's place at any time, from the steps' times on the clock")
    func touches() throws {
        let scenario = try ScenarioBatch.load(packageRoot.appendingPathComponent("Tests/touches/02-swipe-down-dismisses.json").path, catalog: catalog)
        let timeline = ScenarioTimeline(scenario)
        let drag = try #require(timeline.entries.first { $0.op == "drag" })
        #expect(abs(drag.start - 0.35) < 1e-9 && abs(drag.end - 2.35) < 1e-9, "\(drag)")
        let point = try #require(timeline.touch(at: 1.35))
        #expect(abs(point.x - 187) < 1e-9 && abs(point.y - 300) < 1e-9)
        #expect(timeline.touch(at: 0.2) == nil)
        #expect(timeline.end > 2.35)
        let tap = ScenarioTimeline.Touch(start: 1, duration: 0, from: Point(10, 20), to: Point(10, 20))
        #expect(tap.point(at: 1.1) == Point(10, 20) && tap.point(at: 1.3) == nil)
    }
}

/// UI-9: acting after scrubbing back cuts the future.
struct CutTests {
    @Test("UI-9: a session cut at a time keeps the steps that ended by then, and goes on from there")
    func cut() throws {
        let root = nav("nav", [view("home")])
        var engine = try makeEngine(root)
        var recorder = SessionRecorder(device: device("iphone-se"), mode: .viewController, root: root, themes: catalog.themes.themes)
        for (time, id) in [(0.5, "a"), (1.0, "b"), (2.0, "c")] {
            engine.advanceClock(to: time)
            try engine.send(.push(view(id), on: nil, animated: true))
            recorder.record(.push(view(id), on: nil, animated: true), sentAt: time, finishedAt: time)
        }
        // Back at 1.2 s, then a pop: 'c' never happened.
        recorder.cut(at: 1.2)
        var scrubbed = try #require(ScenarioRunner.run(recorder.replay(on: recorder.build), until: 1.2).engine)
        #expect(Array(scrubbed.state.hierarchy["nav"]!.children) == ["home", "a", "b"])
        try scrubbed.send(.pop(on: nil, animated: true))
        recorder.record(.pop(on: nil, animated: true), sentAt: 1.2, finishedAt: 1.2)
        try scrubbed.send(.settle)
        var replayed = try #require(ScenarioRunner.run(recorder.replay(on: recorder.build)).engine)
        try replayed.send(.settle)
        #expect(Array(replayed.state.hierarchy["nav"]!.children) == ["home", "a"])
        #expect(replayed.state.hierarchy == scrubbed.state.hierarchy)
        #expect(abs(replayed.state.now - scrubbed.state.now) < 1e-9)
    }
}
