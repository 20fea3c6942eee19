import Testing
@testable import HandheldCore

@Suite("Persistent state: cheap copies, same answers (cost that stays flat)")
struct PersistenceTests {
    @Test("PersistentArray: appends and removals at both ends, indexing, and copies that do not share changes")
    func persistentArray() {
        var queue: PersistentArray<Int> = [1, 2, 3]
        queue.append(4)
        #expect(queue.removeFirst() == 1)
        #expect(Array(queue) == [2, 3, 4])
        let snapshot = queue
        queue.removeLast()
        queue[0] = 20
        queue.append(contentsOf: [5, 6])
        #expect(Array(queue) == [20, 3, 5, 6])
        #expect(Array(snapshot) == [2, 3, 4])
        #expect(queue.first == 20 && queue.last == 6 && queue.count == 4)
        queue.truncate(to: 1)
        #expect(queue == [20])
        // Equal whatever the offset of their storage.
        var shifted: PersistentArray<Int> = [0, 20]
        shifted.removeFirst()
        #expect(shifted == queue)
    }

    @Test("VC-4: the queue checks against the stack as it will be, an id freed by a queued pop included")
    func queueProjection() throws {
        var engine = try makeEngine(nav("nav", [view("home"), view("a")]))
        try engine.send(.push(view("b"), on: nil, animated: true))
        try engine.send(.pop(on: nil, animated: true)) // queued: 'b' will be popped
        try engine.send(.push(view("b"), on: nil, animated: true)) // the id is free again by then
        try engine.send(.popToRoot(on: nil, animated: true))
        expectRefused(&engine, .pop(on: nil, animated: true), containing: "root")
        expectRefused(&engine, .setViewControllers([.existing("a")], on: nil, animated: true), containing: "no controller 'a'") // popped by then
        try engine.send(.setViewControllers([.existing("home"), .new(view("c"))], on: nil, animated: true))
        expectRefused(&engine, .push(view("c"), on: nil, animated: true), containing: "already in the hierarchy")
        try engine.send(.settle)
        #expect(engine.state.hierarchy["nav"].map { Array($0.children) } == ["home", "c"])
        #expect(!engine.log.contains { $0.kind == .error && $0.message.contains("queued") })
    }

    @Test("SB-2: a long presentation chain is answered from its last controller that takes control, explained in a bounded walk")
    func longChain() throws {
        var engine = try makeEngine(view("home", style: .darkContent))
        for index in 0..<40 {
            // Every fifth takes control; the last four do not.
            let takes = index % 5 == 0 && index < 36
            try engine.send(.present(view("m\(index)", style: .lightContent, presentation: takes ? .fullScreen : .pageSheet),
                                     from: nil, animated: false))
        }
        expectStatusBar(engine, style: .lightContent, owner: "m35")
        let steps = engine.statusBar.styleSteps
        #expect(steps.count <= StatusBarResolver.explainedPresentations + 4)
        #expect(steps.contains { $0.text.contains("32 presentations further down the chain") && $0.subject == "m30" })
        // Dismissing down to a page sheet hands the decision back through the index.
        try engine.send(.dismiss(target: "m31", animated: false))
        expectStatusBar(engine, owner: "m30")
        try engine.send(.dismiss(target: "m0", animated: false))
        expectStatusBar(engine, style: .darkContent, owner: "home")
    }

    @Test("SB-2: changing a presented controller's style or capture moves the decision at once")
    func takerIndexFollowsPreferences() throws {
        var engine = try makeEngine(view("home", style: .darkContent))
        try engine.send(.present(view("sheet", style: .lightContent, presentation: .pageSheet), from: nil, animated: false))
        expectStatusBar(engine, owner: "home")
        try engine.send(.set(target: "sheet", changes { $0.capturesStatusBarAppearance = true }, update: true))
        expectStatusBar(engine, style: .lightContent, owner: "sheet")
        try engine.send(.set(target: "sheet", changes { $0.capturesStatusBarAppearance = false }, update: true))
        expectStatusBar(engine, owner: "home")
    }

    @Test("a copy of a large engine shares its storage: changing the copy leaves the original as it was")
    func copiesAreIndependent() throws {
        let stack = (0..<2_000).map { view("s\($0)") }
        let original = try makeEngine(nav("nav", stack))
        var copy = original
        try copy.send(.push(view("new"), on: nil, animated: false))
        try copy.send(.pop(on: nil, animated: false))
        try copy.send(.pop(on: nil, animated: false))
        #expect(original.state.hierarchy["nav"]?.children.count == 2_000)
        #expect(original.state.hierarchy["s1999"] != nil)
        #expect(copy.state.hierarchy["s1999"] == nil)
        #expect(copy.state.hierarchy["nav"]?.children.count == 1_999)
    }
}
