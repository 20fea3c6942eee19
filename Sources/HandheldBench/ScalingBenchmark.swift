import HandheldCore

// Cost that stays flat: each operation timed on an engine that already holds N controllers
// (or N queued requests, or N queued tips), at N = 100, 1,000 and 10,000. Every sample starts
// from the same engine (a copy: the engine is a value), so a sample is one operation's work,
// copy-on-write included.

/// One line of the scaling table.
private struct ScalingRow {
    var name: String
    var perSize: [Int: Double] = [:]
}

/// Times `action` on copies of `base`, one operation per sample.
private func perOperation(_ base: Engine, iterations: Int, _ action: (Int) -> Action) -> Double {
    var errors = 0
    let time = medianPerIteration(rounds: 7, iterations: iterations) {
        var engine = base
        do { try engine.send(action(0)) } catch { errors += 1 }
        sink &+= engine.log.count
    }
    if errors > 0 { print("  (warning: \(errors) operations failed)") }
    return time
}

private func stackRoot(_ size: Int) -> ControllerSpec {
    ControllerSpec(id: "nav", kind: .navigation, children: (0..<size).map { ControllerSpec(id: "screen-\($0)") })
}

/// `size` controllers presented one above the other (not animated), on a single view.
private func presentationChain(_ size: Int, device: DeviceProfile) throws -> Engine {
    var engine = try Engine(device: device, root: ControllerSpec(id: "home"))
    for index in 0..<size {
        var preferences = ControllerPreferences()
        preferences.modalPresentationStyle = index % 3 == 0 ? .fullScreen : .pageSheet
        try engine.send(.present(ControllerSpec(id: "modal-\(index)", preferences: preferences), from: nil, animated: false))
    }
    return engine
}

func scalingBenchmark(sizes: [Int]) throws {
    print("== Cost per operation against the size of what the engine holds (N), and the ratio N = \(sizes.last!) / N = \(sizes.first!) (target ≤ 2)")
    let device = try DeviceCatalog.shipped().defaultProfile
    var rows = [
        ScalingRow(name: "push, not animated (N in the stack)"),
        ScalingRow(name: "push, animated (N in the stack)"),
        ScalingRow(name: "present (N presented below)"),
        ScalingRow(name: "queued push (N in the stack, N waiting)"),
        ScalingRow(name: "set + setNeedsStatusBarAppearanceUpdate (N in the stack)"),
        ScalingRow(name: "queued tip (N tips waiting)"),
        ScalingRow(name: "SB-11 ignored preferences (N in the stack, each given a style)"),
        ScalingRow(name: "SB-11 ignored preferences (N presented below)"),
        ScalingRow(name: "UI-6 tap on the back button, hit-tested in the Scene (N in the stack)"),
        ScalingRow(name: "UI-6 swipe a sheet down, 0.1 s drag (N presented below)"),
        ScalingRow(name: "BAR-2 one scroll step (N in the stack, large titles, automatic all the way down)"),
        ScalingRow(name: "BAR-3 one frame mid-collapse of a large title: the Scene (N in the stack)"),
    ]
    let newScreen = ControllerSpec(id: "new-screen")
    for size in sizes {
        let stack = try Engine(device: device, root: stackRoot(size))
        rows[0].perSize[size] = perOperation(stack, iterations: 300) { _ in .push(newScreen, on: nil, animated: false) }
        rows[1].perSize[size] = perOperation(stack, iterations: 300) { _ in .push(newScreen, on: nil, animated: true) }

        let chain = try presentationChain(size, device: device)
        rows[2].perSize[size] = perOperation(chain, iterations: 300) { _ in .present(newScreen, from: nil, animated: true) }

        var queued = stack
        try queued.send(.push(ControllerSpec(id: "moving"), on: nil, animated: true))
        for index in 0..<size { try queued.send(.push(ControllerSpec(id: "waiting-\(index)"), on: nil, animated: true)) }
        rows[3].perSize[size] = perOperation(queued, iterations: 300) { _ in .push(newScreen, on: nil, animated: true) }

        var style = PreferenceChanges()
        style.statusBarStyle = .lightContent
        rows[4].perSize[size] = perOperation(stack, iterations: 300) { _ in .set(target: nil, style, update: true) }

        var tips = stack
        try tips.send(.setTipOptions(queue: true, animated: nil, tapToHide: nil))
        for index in 0...size { try tips.send(.showTip(TipRequest(text: "tip \(index)", hideAfter: 5))) }
        rows[5].perSize[size] = perOperation(tips, iterations: 300) { _ in .showTip(TipRequest(text: "one more", hideAfter: 5)) }

        var given = stackRoot(size)
        for index in given.children.indices { given.children[index].preferences.statusBarStyleOverride = .lightContent }
        let givenStack = try Engine(device: device, root: given)
        rows[6].perSize[size] = medianPerIteration(rounds: 7, iterations: 300) {
            sink &+= IgnoredPreferences.survey(givenStack.state).ignored.count
        }
        rows[7].perSize[size] = medianPerIteration(rounds: 7, iterations: 300) {
            sink &+= IgnoredPreferences.survey(chain.state).ignored.count
        }

        rows[8].perSize[size] = perOperation(stack, iterations: 300) { _ in .tap(Point(20, 42)) }
        var sheet = chain
        var sheetPreferences = ControllerPreferences()
        sheetPreferences.modalPresentationStyle = .pageSheet
        try sheet.send(.present(ControllerSpec(id: "sheet-on-top", preferences: sheetPreferences), from: nil, animated: false))
        rows[9].perSize[size] = perOperation(sheet, iterations: 100) { _ in .drag(from: Point(180, 200), to: Point(180, 500), duration: 0.1) }

        var large = stackRoot(size)
        large.prefersLargeTitles = true
        large.children[large.children.count - 1].preferences.scrollView = true
        var scrolling = try Engine(device: device, root: large, ios: .iOS17)
        rows[10].perSize[size] = perOperation(scrolling, iterations: 300) { _ in .scroll(target: nil, offset: 30, animated: false) }
        try scrolling.send(.scroll(target: nil, offset: 26, animated: false))
        let collapsing = scrolling
        rows[11].perSize[size] = medianPerIteration(rounds: 7, iterations: 100) {
            sink &+= SceneBuilder.scene(collapsing.state).layers.count
        }
    }
    let header = sizes.map { "N = \($0)" }
    print("  | operation | " + header.joined(separator: " | ") + " | ratio |")
    print("  |---|" + sizes.map { _ in "---|" }.joined() + "---|")
    for row in rows {
        let times = sizes.map { row.perSize[$0]! }
        let ratio = times.last! / times.first!
        print("  | \(row.name) | " + times.map(microseconds).joined(separator: " | ") + " | \(format2(ratio, 2)) |")
    }
}

/// A scenario whose top-level object has `count` keys: the reader's cost per key.
func wideObjectBenchmark(count: Int) throws {
    let catalog = try DeviceCatalog.shipped()
    var text = #"{"name": "wide", "root": {"id": "home"}, "steps": []"#
    for index in 0..<count { text += ", \"k\(index)\": \(index)" }
    text += "}"
    let start = clock.now
    do {
        _ = try ScenarioDecoder.decode(text, file: "wide.json", catalog: catalog)
    } catch {
        sink &+= error.message.count // an unknown field, reported once the whole object is read
    }
    print("== Reading a scenario whose top-level object has \(count) keys: \(microseconds(seconds(clock.now - start))) (target < 1 s)")
}
