import HashTreeCollections

/// VC-4: pushes and pops asked for while their navigation controller is transitioning wait
/// their turn, and each is checked when asked, against the stack as it will be once the queue
/// has run, so an impossible request fails at once, never later in the log.
///
/// The queue keeps that future stack (a projection) up to date as requests join, so checking
/// one more costs O(log n), however long the queue and the stack are.
public struct NavigationQueue: Equatable, Sendable {
    /// The requests waiting, oldest first.
    public private(set) var requests = PersistentArray<NavigationRequest>()
    /// The stack once every queued request has run.
    private var stack: PersistentArray<String>
    /// The ids in `stack`.
    private var members: TreeSet<String>
    /// Stack entries that queued pushes add, with every id of their trees.
    private var added: TreeDictionary<String, [String]> = [:]
    /// Every id that queued pushes add.
    private var addedIDs: TreeSet<String> = []
    /// Ids in the hierarchy now that queued pops remove.
    private var removedIDs: TreeSet<String> = []

    /// An empty queue for a navigation controller whose stack is `stack` now.
    init(stack: PersistentArray<String>) {
        self.stack = stack
        members = TreeSet(stack)
    }

    /// Whether nothing waits.
    public var isEmpty: Bool { requests.isEmpty }

    /// Checks `request` against the stack as it will be, then adds it (VC-4).
    mutating func enqueue(_ request: NavigationRequest, on navigation: String, hierarchy: Hierarchy) throws(EngineError) {
        var projected = self
        try projected.project(request, on: navigation, hierarchy: hierarchy)
        projected.requests.append(request)
        self = projected
    }

    /// Takes the oldest request, to run it now.
    mutating func next() -> NavigationRequest? {
        requests.isEmpty ? nil : requests.removeFirst()
    }

    private func isInHierarchy(_ id: String, _ hierarchy: Hierarchy) -> Bool {
        (hierarchy.contains(id) && !removedIDs.contains(id)) || addedIDs.contains(id)
    }

    private mutating func project(_ request: NavigationRequest, on navigation: String, hierarchy: Hierarchy) throws(EngineError) {
        switch request {
        case .push(let spec, _):
            try Self.checkPushable(spec)
            try Hierarchy.validate(spec, isInHierarchy: { isInHierarchy($0, hierarchy) })
            add(spec)
        case .pop:
            guard stack.count > 1 else { throw .cannotPopRoot(root: stack[0], navigation: navigation) }
            drop(stack.removeLast(), hierarchy)
        case .popToRoot:
            while stack.count > 1 { drop(stack.removeLast(), hierarchy) }
        case .setViewControllers(let entries, _):
            try Self.check(entries, stackContains: members.contains, isInHierarchy: { isInHierarchy($0, hierarchy) },
                           navigation: navigation)
            let kept = Set(entries.map(\.id))
            for id in stack where !kept.contains(id) { drop(id, hierarchy) }
            stack = []
            members = []
            for entry in entries {
                switch entry {
                case .existing(let id):
                    stack.append(id)
                    members.insert(id)
                case .new(let spec):
                    add(spec)
                }
            }
        }
    }

    private mutating func add(_ spec: ControllerSpec) {
        let ids = spec.allIDs
        stack.append(spec.id)
        members.insert(spec.id)
        added[spec.id] = ids
        for id in ids { addedIDs.insert(id) }
    }

    private mutating func drop(_ id: String, _ hierarchy: Hierarchy) {
        members.remove(id)
        if let ids = added.removeValue(forKey: id) {
            for added in ids { addedIDs.remove(added) }
        } else {
            for gone in hierarchy.subtree(of: id) { removedIDs.insert(gone) }
        }
    }

    /// VC-4: a navigation controller cannot go into a navigation stack (UIKit throws
    /// "Pushing a navigation controller is not supported").
    static func checkPushable(_ spec: ControllerSpec) throws(EngineError) {
        guard spec.kind != .navigation else {
            throw .invalid(tr("cannot push '%s': pushing a navigation controller is not supported (UIKit), present it instead", spec.id))
        }
    }

    /// `setViewControllers`' checks (VC-3, VC-4): a non-empty list; entries that are strings
    /// name controllers of this stack; new controllers are new; no id twice.
    static func check(
        _ entries: [StackEntry], stackContains: (String) -> Bool, isInHierarchy: (String) -> Bool, navigation: String
    ) throws(EngineError) {
        guard !entries.isEmpty else { throw .emptyStack(navigation: navigation) }
        var seen: Set<String> = []
        for entry in entries {
            let ids: [String]
            switch entry {
            case .existing(let id):
                guard isInHierarchy(id) else { throw .unknownController(id) }
                guard stackContains(id) else { throw .stackEntryInUse(id: id, navigation: navigation) }
                ids = [id]
            case .new(let spec):
                try checkPushable(spec)
                try Hierarchy.validate(spec, isInHierarchy: isInHierarchy)
                ids = spec.allIDs
            }
            for id in ids where !seen.insert(id).inserted { throw .duplicateID(id) }
        }
    }
}

extension EngineTransaction {
    /// A push or pop: now, or queued while its navigation controller is transitioning (VC-4).
    mutating func request(_ request: NavigationRequest, on given: String?) throws(EngineError) {
        let navigation = try navigationTarget(given)
        let waiting = state.navigationQueues[navigation]
        guard state.isTransitioning(navigation) || waiting != nil else {
            try perform(request, on: navigation)
            return
        }
        var queue: NavigationQueue
        if let waiting {
            queue = waiting
        } else {
            var stack = try hierarchy.controller(navigation).children
            // An interactive pop that is finishing will pop its controller first (VC-4).
            if let pop = state.interactivePop, pop.navigation == navigation, case .finishing = pop.phase, stack.count > 1 {
                stack.removeLast()
            }
            queue = NavigationQueue(stack: stack)
        }
        try queue.enqueue(request, on: navigation, hierarchy: hierarchy)
        state.navigationQueues[navigation] = queue
        note(.queued, tr("%s on '%s' waits: '%s' is transitioning; it runs when the transition ends (VC-4)", request.summary, navigation, navigation))
    }

    /// Runs the next queued request of a navigation controller (VC-4).
    mutating func runQueued(on navigation: String) {
        guard var queue = state.navigationQueues[navigation], let next = queue.next() else { return }
        state.navigationQueues[navigation] = queue.isEmpty ? nil : queue
        guard hierarchy.contains(navigation) else {
            state.navigationQueues[navigation] = nil
            return
        }
        var attempt = self
        do {
            try attempt.perform(next, on: navigation)
            self = attempt
            note(.operation, tr("ran queued %s on '%s'", next.summary, navigation))
        } catch {
            note(.error, tr("queued %s on '%s' failed: %s", next.summary, navigation, error.description))
        }
    }

    /// A navigation controller that left the hierarchy takes its queue with it.
    mutating func dropQueuesOfRemovedNavigationControllers() {
        for navigation in state.navigationQueues.keys.sorted() where !hierarchy.contains(navigation) {
            note(.note, tr("dropped the queued operations of '%s': it left the hierarchy", navigation))
            state.navigationQueues[navigation] = nil
        }
    }
}
