import Testing
@testable import HandheldCore

// SPEC §11, checked as geometry at many moments of every kind of transition, not only when
// settled: most defects people saw were in frames nobody had looked at.

/// One picture rule: what is wrong with a frame, if anything.
struct PictureRule: Sendable {
    var id: String
    var check: @Sendable (Scene, EngineState) -> [String]
}

enum PictureRules {
    static let minimumOpacity = 0.05

    /// PIC-1: every point of the screen (inside its rounded corners) is painted by something
    /// opaque of the interface, not the screen's black background showing through a gap.
    static let coversScreen = PictureRule(id: "PIC-1") { scene, _ in
        let layers = placedLayers(scene).filter { placed in
            guard placed.name != "screenBackground", placed.opacity >= 0.99, case .fill(let color, _, _) = placed.layer.content else { return false }
            return color.alpha >= 0.99
        }
        let screen = LocalShape(transform: .identity, rect: Rect(0, 0, scene.size.x, scene.size.y), radius: scene.cornerRadius)
        var gaps: [String] = []
        for i in 0...12 {
            for j in 0...24 {
                let point = Point(1 + (scene.size.x - 2) * Double(i) / 12, 1 + (scene.size.y - 2) * Double(j) / 24)
                guard screen.contains(point), !layers.contains(where: { $0.paints(point) }) else { continue }
                gaps.append("(\(Int(point.x)), \(Int(point.y)))")
            }
        }
        return gaps.isEmpty ? [] : ["the screen shows through at \(gaps.count) points, e.g. \(gaps.prefix(4).joined(separator: " "))"]
    }

    /// PIC-2 (with TIP-4 at the end): the tips overlay lies along the interface's top edge.
    static let tipsAlongInterfaceTop = PictureRule(id: "PIC-2") { scene, state in
        let placed = placedLayers(scene)
        guard let tips = placed.first(where: { $0.name == "tips" }), let interface = placed.first(where: { $0.name == "interface" })
        else { return [] }
        let h = state.device.tipsHeight(in: state.orientation)
        let want = interface.transform.apply(Point(interface.bounds.width / 2, h / 2))
        let got = tips.transform.apply(Point(tips.bounds.width / 2, tips.bounds.height / 2))
        var turn = (tips.transform.angle - interface.transform.angle).truncatingRemainder(dividingBy: 2 * .pi)
        if turn > .pi { turn -= 2 * .pi }
        if turn < -.pi { turn += 2 * .pi }
        var wrong: [String] = []
        if abs(got.x - want.x) > 0.5 || abs(got.y - want.y) > 0.5 {
            wrong.append("tips centre (\(Int(got.x)), \(Int(got.y))), the interface's top edge at (\(Int(want.x)), \(Int(want.y)))")
        }
        if abs(turn) > 1e-6 { wrong.append("tips turned \(turn) rad from the interface") }
        if abs(tips.bounds.width - interface.bounds.width) > 0.5 {
            wrong.append("tips \(tips.bounds.width) pt wide, the interface \(interface.bounds.width) pt")
        }
        return wrong
    }

    static func navigationTexts(_ placed: [PlacedLayer]) -> [(PlacedLayer, Rect, String)] {
        placed.compactMap { layer in
            guard layer.isInside("navigationBar:"), layer.opacity >= minimumOpacity, case .text(let run) = layer.layer.content,
                  let ink = layer.inkBox() else { return nil }
            return (layer, ink, run.text)
        }
    }

    /// PIC-3: two different navigation bar texts are never drawn over each other.
    static let titlesApart = PictureRule(id: "PIC-3") { scene, _ in
        let texts = navigationTexts(placedLayers(scene))
        var wrong: [String] = []
        for (i, a) in texts.enumerated() {
            for b in texts[(i + 1)...] where a.2 != b.2 && a.0.picture == b.0.picture && intersection(a.1, b.1) != nil {
                wrong.append("'\(a.2)' (\(a.0.name), opacity \(a.0.opacity)) over '\(b.2)' (\(b.0.name), opacity \(b.0.opacity))")
            }
        }
        return wrong
    }

    /// PIC-3: navigation bar text never shows inside the visible status bar.
    static let barTextBelowStatusBar = PictureRule(id: "PIC-3") { scene, _ in
        let placed = placedLayers(scene)
        var wrong: [String] = []
        for bar in placed where bar.name == "statusBar" && bar.opacity >= minimumOpacity && !bar.isRotatedOffQuarter {
            guard let barBox = bar.visibleBox else { continue }
            for (layer, ink, text) in navigationTexts(placed) where layer.picture == bar.picture && !layer.isRotatedOffQuarter {
                if intersection(ink, barBox) != nil { wrong.append("'\(text)' (\(layer.name)) at \(ink) inside the status bar \(barBox)") }
            }
        }
        return wrong
    }

    /// PIC-6: no edge of a sheet or of its pushed-back presenter crosses the status bar's glyphs.
    static let sheetEdgesClearOfGlyphs = PictureRule(id: "PIC-6") { scene, _ in
        let placed = placedLayers(scene)
        let glyphs: [(Rect, String)] = placed.compactMap { layer in
            guard layer.isInside("statusBarContent"), layer.opacity >= minimumOpacity else { return nil }
            switch layer.layer.content {
            case .text: return layer.inkBox().map { ($0, layer.picture) }
            case .symbol: return layer.visibleBox.map { ($0, layer.picture) }
            default: return nil
            }
        }
        var wrong: [String] = []
        for card in placed where card.name.hasPrefix("view:") && (card.transform.scaleFactor < 0.999 || card.layer.clipCornerRadius > 0) {
            guard card.opacity >= minimumOpacity, let box = card.visibleBox else { continue }
            for (glyph, picture) in glyphs where picture == card.picture {
                let xOverlap = box.x < glyph.maxX && box.maxX > glyph.x
                let yOverlap = box.y < glyph.maxY && box.maxY > glyph.y
                let horizontal = [box.y, box.maxY].contains { $0 > glyph.y && $0 < glyph.maxY } && xOverlap
                let vertical = [box.x, box.maxX].contains { $0 > glyph.x && $0 < glyph.maxX } && yOverlap
                if horizontal || vertical { wrong.append("an edge of \(card.name) \(box) crosses the status bar glyph at \(glyph)") }
            }
        }
        return wrong
    }

    /// PIC-7: no content text laid out at its place lies under the sensor housing (a view
    /// sliding in a push or pop moves its text where it will, as UIKit's does, and so does a
    /// scroll view's content scrolled under the bars, BAR-2).
    static let textClearOfHousing = PictureRule(id: "PIC-7") { scene, state in
        let placed = placedLayers(scene)
        guard let housing = placed.first(where: { $0.name == "sensorHousing" })?.visibleBox else { return [] }
        let content = ["title:", "details:", "navigationTitle:", "backTitle:", "tabTitle:"]
        return placed.compactMap { layer in
            let owner = layer.name.split(separator: ":").dropFirst().first.map(String.init)
            let scrolled = owner.map { state.scrollOffset(of: $0) > 0 } ?? false
            guard content.contains(where: { layer.name.hasPrefix($0) }), layer.opacity >= minimumOpacity, !layer.isRotatedOffQuarter, !layer.displaced,
                  !scrolled,
                  let ink = layer.inkBox(), intersection(ink, housing) != nil, case .text(let run) = layer.layer.content else { return nil }
            return "'\(run.text)' (\(layer.name)) at \(ink) under the housing \(housing)"
        }
    }

    static let all = [coversScreen, tipsAlongInterfaceTop, titlesApart, barTextBelowStatusBar, sheetEdgesClearOfGlyphs, textClearOfHousing]
}

/// One kind of transition: how to set it up, what starts it, and how long it runs.
struct Sweep: CustomTestStringConvertible, Sendable {
    var name: String
    var device: String
    var root: ControllerSpec
    var setUp: [Action] = []
    var start: [Action]
    var duration: Double
    var ios: IOSVersion = .default
    var testDescription: String { "\(name) on \(device), iOS \(ios.rawValue)" }
}

enum Sweeps {
    static func stack(_ ids: [String], barHidden: [String] = []) -> ControllerSpec {
        nav("nav", ids.map { id in
            var spec = view(id, navigationBarHidden: barHidden.contains(id))
            spec.title = "Screen \(id)"
            return spec
        })
    }

    static func titled(_ id: String, _ title: String, style: ModalPresentationStyle = .fullScreen, navigationBarHidden: Bool = false) -> ControllerSpec {
        var spec = view(id, presentation: style, navigationBarHidden: navigationBarHidden)
        spec.title = title
        return spec
    }

    static let tip = Action.showTip(TipRequest(text: "Sending…", icon: "info"))

    static var all: [Sweep] {
        var sweeps: [Sweep] = []
        let phones = ["iphone-se", "iphone-15"]
        for device in phones + ["ipad"] {
            sweeps.append(Sweep(name: "push", device: device, root: stack(["1", "2"]),
                                start: [.push(titled("3", "Timeline"), on: nil, animated: true)], duration: transitionDuration))
            sweeps.append(Sweep(name: "pop", device: device, root: stack(["1", "2", "3"]),
                                start: [.pop(on: nil, animated: true)], duration: transitionDuration))
            sweeps.append(Sweep(name: "push hiding the bar", device: device, root: stack(["1", "2"]),
                                start: [.push(titled("3", "Posts", navigationBarHidden: true), on: nil, animated: true)], duration: transitionDuration))
            sweeps.append(Sweep(name: "pop showing the bar", device: device, root: stack(["1", "2"], barHidden: ["2"]),
                                start: [.pop(on: nil, animated: true)], duration: transitionDuration))
            for style in ModalPresentationStyle.allCases {
                sweeps.append(Sweep(name: "present \(style.rawValue)", device: device, root: stack(["1"]),
                                    start: [.present(titled("m", "Modal", style: style), from: nil, animated: true)], duration: transitionDuration))
                sweeps.append(Sweep(name: "dismiss \(style.rawValue)", device: device, root: stack(["1"]),
                                    setUp: [.present(titled("m", "Modal", style: style), from: nil, animated: false)],
                                    start: [.dismiss(target: nil, animated: true)], duration: transitionDuration))
            }
            for orientation in [InterfaceOrientation.landscapeLeft, .landscapeRight] {
                sweeps.append(Sweep(name: "rotate to \(orientation.rawValue) with a tip", device: device, root: stack(["1", "2"]),
                                    setUp: [tip], start: [.rotate(orientation)], duration: rotationDuration))
                sweeps.append(Sweep(name: "rotate back from \(orientation.rawValue) with a tip", device: device, root: stack(["1", "2"]),
                                    setUp: [.rotate(orientation), tip], start: [.rotate(.portrait)], duration: rotationDuration))
            }
            // DEV-3: half turns keep their bounds and take twice as long.
            sweeps.append(Sweep(name: "half turn landscapeLeft to landscapeRight with a tip", device: device, root: stack(["1", "2"]),
                                setUp: [.rotate(.landscapeLeft), tip], start: [.rotate(.landscapeRight)], duration: 2 * rotationDuration))
            sweeps.append(Sweep(name: "half turn portrait to portraitUpsideDown with a tip", device: device, root: stack(["1", "2"]),
                                setUp: [tip], start: [.rotate(.portraitUpsideDown)], duration: 2 * rotationDuration))
            sweeps.append(Sweep(name: "landscape push with a tip", device: device, root: stack(["1", "2"]),
                                setUp: [.rotate(.landscapeLeft), tip],
                                start: [.push(titled("3", "Timeline"), on: nil, animated: true)], duration: transitionDuration))
            sweeps.append(Sweep(name: "theme dissolve", device: device, root: stack(["1", "2"]),
                                start: [.nextTheme], duration: themeDissolveDuration))
            sweeps.append(Sweep(name: "tip slides in", device: device, root: stack(["1", "2"]),
                                start: [tip], duration: tipAnimationDuration))
            sweeps.append(Sweep(name: "tip slides out", device: device, root: stack(["1", "2"]),
                                setUp: [tip], start: [.hideTip], duration: tipAnimationDuration))
        }
        sweeps += barSweeps
        return sweeps
    }

    /// Section 13's motions (BAR-2, BAR-3, BAR-4, BAR-7, BAR-8).
    static var barSweeps: [Sweep] {
        func scrolling(_ id: String, _ title: String, large: LargeTitleDisplayMode? = nil) -> ControllerSpec {
            var spec = view(id)
            spec.title = title
            spec.preferences.scrollView = true
            if let large { spec.preferences.largeTitleDisplayMode = large }
            return spec
        }
        func bars(_ children: [ControllerSpec], large: Bool = false, transparentEdge: Bool = false) -> ControllerSpec {
            var root = nav("nav", children)
            root.prefersLargeTitles = large
            if transparentEdge { root.preferences.appearances[.scrollEdgeAppearance] = BarAppearance(background: .transparent) }
            return root
        }
        func tabs(_ first: ControllerSpec) -> ControllerSpec {
            var other = view("other")
            other.title = "Other"
            return ControllerSpec(id: "tabs", kind: .tabs, children: [first, other])
        }
        var sweeps: [Sweep] = []
        for device in ["iphone-se", "iphone-15"] {
            sweeps.append(Sweep(name: "large title collapsing under a scroll", device: device,
                                root: bars([scrolling("feed", "Feed")], large: true),
                                start: [.scroll(target: nil, offset: 60, animated: true)], duration: BarMetrics.scrollDuration, ios: .iOS17))
            sweeps.append(Sweep(name: "push from a large title to a small one", device: device,
                                root: bars([scrolling("feed", "Feed")], large: true),
                                start: [.push(scrolling("post", "A Post With A Long Title", large: .never), on: nil, animated: true)],
                                duration: transitionDuration, ios: .iOS17))
            sweeps.append(Sweep(name: "pop back to a large title", device: device,
                                root: bars([scrolling("feed", "Feed"), scrolling("post", "Post", large: .never)], large: true),
                                start: [.pop(on: nil, animated: true)], duration: transitionDuration, ios: .iOS17))
            sweeps.append(Sweep(name: "scrolling under a transparent scroll-edge bar", device: device,
                                root: bars([scrolling("feed", "Feed")], transparentEdge: true),
                                start: [.scroll(target: nil, offset: 200, animated: true)], duration: BarMetrics.scrollDuration, ios: .iOS17))
            sweeps.append(Sweep(name: "landscape compact bars, push with a tab bar", device: device,
                                root: tabs(bars([scrolling("feed", "Feed")], large: true)), setUp: [.rotate(.landscapeLeft)],
                                start: [.push(scrolling("post", "Post"), on: nil, animated: true)], duration: transitionDuration, ios: .iOS17))
            sweeps.append(Sweep(name: "rotating into compact bars with a tab bar", device: device,
                                root: tabs(bars([scrolling("feed", "Feed")], large: true)),
                                start: [.rotate(.landscapeLeft)], duration: rotationDuration, ios: .iOS17))
            sweeps.append(Sweep(name: "iOS 26's floating tab bar, push", device: device,
                                root: tabs(bars([scrolling("feed", "Feed")])),
                                start: [.push(scrolling("post", "Post"), on: nil, animated: true)], duration: transitionDuration, ios: .iOS26))
            sweeps.append(Sweep(name: "iOS 26's floating tab bar, rotation", device: device,
                                root: tabs(bars([scrolling("feed", "Feed")])),
                                start: [.rotate(.landscapeRight)], duration: rotationDuration, ios: .iOS26))
            sweeps.append(Sweep(name: "iOS 26's scroll edge effect", device: device,
                                root: tabs(bars([scrolling("feed", "Feed")])),
                                start: [.scroll(target: nil, offset: 120, animated: true)], duration: BarMetrics.scrollDuration, ios: .iOS26))
        }
        // Issue 37: iOS 27 on today's phones: BAR-9's bar sliding away and back, BAR-10's
        // prominent tab through a push, BAR-8a's glass mid-push.
        for device in ["iphone-17", "iphone-17e"] {
            var minimizing = scrolling("feed", "Feed")
            minimizing.preferences.barMinimization = .onScrollDown
            var prominent = tabs(bars([scrolling("feed", "Feed")]))
            prominent.children.append(ControllerSpec(id: "search", kind: .view))
            prominent.preferences.prominentTab = "search"
            sweeps.append(Sweep(name: "iOS 27's bar minimizing under a scroll", device: device, root: tabs(bars([minimizing])),
                                start: [.scroll(target: nil, offset: 200, animated: true)], duration: BarMetrics.scrollDuration, ios: .iOS27))
            sweeps.append(Sweep(name: "iOS 27's minimized bar restoring", device: device, root: bars([minimizing], large: true),
                                setUp: [.scroll(target: nil, offset: 300, animated: true)],
                                start: [.scroll(target: nil, offset: 250, animated: true)], duration: BarMetrics.minimizationRestore, ios: .iOS27))
            sweeps.append(Sweep(name: "iOS 27's prominent tab and glass, push", device: device, root: prominent,
                                start: [.push(scrolling("post", "Post"), on: nil, animated: true)], duration: transitionDuration, ios: .iOS27))
        }
        sweeps.append(Sweep(name: "iPad's top tab bar, push", device: "ipad", root: tabs(bars([scrolling("feed", "Feed")])),
                            start: [.push(scrolling("post", "Post"), on: nil, animated: true)], duration: transitionDuration, ios: .iOS18))
        return sweeps
    }
}

/// The frames of a sweep: the settled start, `samples` moments through it, and the end.
func frames(of sweep: Sweep, samples: Int = 20) throws -> [(Double, Scene, EngineState)] {
    var engine = try makeEngine(sweep.root, on: sweep.device, ios: sweep.ios)
    for action in sweep.setUp {
        try engine.send(action)
        try engine.send(.settle)
    }
    var result = [(0.0, SceneBuilder.scene(engine.state), engine.state)]
    let start = engine.state.now
    for action in sweep.start { try engine.send(action) }
    for i in 0...samples {
        var moment = engine
        moment.advanceClock(to: start + sweep.duration * Double(i) / Double(samples))
        result.append((Double(i) / Double(samples), SceneBuilder.scene(moment.state), moment.state))
    }
    return result
}

/// Every violation of `rules` over the frames of a sweep, each named with its moment.
func violations(of sweep: Sweep, rules: [PictureRule] = PictureRules.all) throws -> [String] {
    var found: [String] = []
    for (progress, scene, state) in try frames(of: sweep) {
        for rule in rules {
            for problem in rule.check(scene, state) { found.append("\(rule.id) at \(Int(progress * 100)) %: \(problem)") }
        }
    }
    return found
}

/// How many problems, of which rules, and the first few.
func summary(_ found: [String]) -> String {
    let rules = Set(found.map { String($0.prefix { $0 != " " }) }).sorted()
    return "\(found.count) problems [\(rules.joined(separator: " "))]; first: \(found.prefix(3).joined(separator: "; "))"
}

@Suite("The picture at every frame (PIC-1…PIC-8), swept through every kind of transition")
struct PictureSweepTests {
    @Test("PIC-1, PIC-2, PIC-3, PIC-6, PIC-7 hold at 21 moments of each transition", arguments: Sweeps.all)
    func sweep(_ sweep: Sweep) throws {
        let found = try violations(of: sweep)
        let problems = found.count
        #expect(problems == 0, "\(summary(found))")
    }

    @Test("PIC-1…7: the interactive pop, sampled along the finger and through its finish")
    func interactivePop() throws {
        for deviceID in ["iphone-se", "iphone-15"] {
            var engine = try makeEngine(Sweeps.stack(["1", "2"], barHidden: ["2"]), on: deviceID)
            let width = engine.state.device.screenWidth
            try engine.send(.pointerPressed(Point(30, 300)))
            var found: [String] = []
            for i in 1...20 {
                try engine.send(.pointerMoved(Point(30 + width * 0.6 * Double(i) / 20, 300)))
                engine.advanceClock(to: engine.state.now + 0.016)
                for rule in PictureRules.all { found += rule.check(SceneBuilder.scene(engine.state), engine.state).map { "\(rule.id) drag \(i): \($0)" } }
            }
            try engine.send(.pointerReleased(Point(30 + width * 0.6, 300)))
            let released = engine.state.now
            for i in 0...20 {
                engine.advanceClock(to: released + transitionDuration * Double(i) / 20)
                for rule in PictureRules.all { found += rule.check(SceneBuilder.scene(engine.state), engine.state).map { "\(rule.id) finish \(i): \($0)" } }
            }
            let problems = found.count
            #expect(problems == 0, "\(deviceID): \(summary(found))")
        }
    }
}

@Suite("VER-3's colour under the status bar, read in one walk (issue 34)")
struct ColourWalkTests {
    @Test("colours(at:) equals colour(at:) point by point, at every moment of every transition swept", arguments: Sweeps.all)
    func oneWalkEqualsEachPoint(_ sweep: Sweep) throws {
        for (progress, scene, state) in try frames(of: sweep) where Int(progress * 20) % 5 == 0 {
            let size = scene.size
            var points: [Point] = []
            for index in 0..<24 {
                let x: Double = size.x * Double(index % 6) / 5
                let y: Double = state.device.statusBarHeight * Double(index / 6) / 3 + Double(index % 2) * 200
                points.append(Point(x, y))
            }
            let walked = scene.colours(at: points)
            for (index, point) in points.enumerated() {
                let alone = scene.colour(at: point)
                let close = abs(alone.red - walked[index].red) < 1e-9 && abs(alone.green - walked[index].green) < 1e-9 && abs(alone.blue - walked[index].blue) < 1e-9
                #expect(close, "\(sweep) at \(Int(progress * 100)) %, \(point): \(alone) alone, \(walked[index]) in one walk")
            }
        }
    }
}
