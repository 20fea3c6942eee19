import HashTreeCollections

/// The first article's StatusBarManager (section 4.4): one status bar state per controller,
/// kept in a tree that mirrors the hierarchy, answering "global-style" calls from the
/// current node — the leaf reached by following selected children from the root (MGR-1).
///
/// Unlike the article, which searches the whole tree from the root on every lookup, nodes
/// are found by key in O(1) and the current path is kept, so that selecting, adding and
/// removing only touch the part of the path that changes. The article's bugs are fixed as
/// SPEC says (MGR-2, MGR-3, MGR-4, MGR-7).
public struct StatusBarManagerTree: Equatable, Sendable {
    /// A node's key: the tree's root, or a controller's id. Kept apart so that a controller
    /// may itself be called "root".
    public enum Key: Hashable, Sendable, CustomStringConvertible {
        case root
        case controller(String)

        /// `root` for the root, else the controller's id (MGR-1).
        public var description: String {
            switch self {
            case .root: "root"
            case .controller(let id): id
            }
        }
    }

    /// The status bar state one node holds.
    public struct State: Equatable, Hashable, Sendable {
        /// Hidden.
        public var isHidden = false
        /// Style: `lightContent` at the root, the article's default (MGR-1).
        public var style = StatusBarStyle.lightContent
        /// Animation for hidden changes.
        public var animation = StatusBarAnimation.fade

        /// The article's root state: shown, `lightContent`, `fade`.
        public init(isHidden: Bool = false, style: StatusBarStyle = .lightContent, animation: StatusBarAnimation = .fade) {
            self.isHidden = isHidden
            self.style = style
            self.animation = animation
        }
    }

    /// One node of the tree.
    public struct Node: Equatable, Sendable {
        /// Its key.
        public let key: Key
        /// Its state.
        public var state: State
        /// Its parent (`nil` for the root).
        public var parent: Key?
        /// Its children, in order.
        public var children: [Key]
        /// The selected child (`nextState` in the article).
        public var selected: Key?
    }

    // Persistent collections: the engine's transactions copy the tree, and a change to a copy
    // costs O(log n), not a copy of every node.
    private var nodes: TreeDictionary<Key, Node>
    /// Keys from the root to the current node.
    public private(set) var currentPath: PersistentArray<Key>
    /// Position of each key on the current path.
    private var pathIndex: TreeDictionary<Key, Int>

    /// A tree holding only the root node.
    public init(rootState: State = State()) {
        nodes = [.root: Node(key: .root, state: rootState, parent: nil, children: [], selected: nil)]
        currentPath = [.root]
        pathIndex = [.root: 0]
    }

    /// The current node's key (MGR-1).
    public var current: Key { currentPath[currentPath.count - 1] }

    /// The current node's state: what every controller answers in managed mode.
    public var currentState: State { nodes[current]!.state }

    /// Whether `key` is on the path from the root to the current node, in O(log n).
    public func isOnCurrentPath(_ key: Key) -> Bool { pathIndex[key] != nil }

    /// The node with this key, if any.
    public func node(_ key: Key) -> Node? { nodes[key] }

    /// Whether the tree holds this key.
    public func contains(_ key: Key) -> Bool { nodes[key] != nil }

    /// How many nodes the tree holds, the root included.
    public var count: Int { nodes.count }

    /// How a line of the tree at `depth` is indented: two spaces a level up to 24 levels, then
    /// the depth written out, so showing a deep chain costs its length, not its square
    /// (issue 21: `--state` of a 20,000-deep stack).
    public static func indent(_ depth: Int) -> String {
        depth <= 24 ? String(repeating: "  ", count: depth) : String(repeating: "  ", count: 24) + "[\(depth)] "
    }

    /// Every key, depth first from the root, children in order (for showing the tree).
    public var keysDepthFirst: [(key: Key, depth: Int)] {
        var result: [(Key, Int)] = []
        var stack: [(Key, Int)] = [(.root, 0)]
        while let (key, depth) = stack.popLast() {
            result.append((key, depth))
            for child in (nodes[key]?.children ?? []).reversed() { stack.append((child, depth + 1)) }
        }
        return result
    }

    private func require(_ key: Key) throws(EngineError) -> Node {
        guard let node = nodes[key] else { throw .manager(tr("status bar manager: no state '%s'", key)) }
        return node
    }

    /// MGR-2: adds `key` under `parent`, copying the parent's state. It becomes the parent's
    /// selected child if the parent had none, and current if the parent was current.
    /// Returns whether the current node changed.
    @discardableResult
    public mutating func addSubState(_ key: Key, parent: Key) throws(EngineError) -> Bool {
        guard nodes[key] == nil else { throw .manager(tr("status bar manager: a state '%s' already exists", key)) }
        var parentNode = try require(parent)
        nodes[key] = Node(key: key, state: parentNode.state, parent: parent, children: [], selected: nil)
        parentNode.children.append(key)
        var changed = false
        if parentNode.selected == nil {
            parentNode.selected = key
            // The path ends where a node has no selected child, so a parent without one is current.
            if current == parent {
                appendToPath(key)
                changed = true
            }
        }
        nodes[parent] = parentNode
        return changed
    }

    /// MGR-3: removes `key` and its subtree. If it was selected, its parent selects its first
    /// remaining child; the current node is then found again from the root, down to a leaf.
    /// Returns whether the current node changed.
    @discardableResult
    public mutating func removeState(_ key: Key) throws(EngineError) -> Bool {
        guard key != .root else { throw .manager(tr("status bar manager: the root state cannot be removed")) }
        let node = try require(key)
        let parent = node.parent!
        deleteSubtree(key)
        var parentNode = nodes[parent]!
        parentNode.children.removeAll { $0 == key }
        if parentNode.selected == key { parentNode.selected = parentNode.children.first }
        nodes[parent] = parentNode
        guard let position = pathIndex[key] else { return false }
        // NB: removal off the current path cannot move the current node; only this case can.
        truncatePath(after: position - 1)
        descendFromPathEnd()
        return true
    }

    /// MGR-4: makes `key` the selected child of `parent`; the current node is found again from
    /// the root (which only changes if `parent` is on the current path). Returns whether the
    /// current node changed.
    @discardableResult
    public mutating func showState(_ key: Key, parent: Key) throws(EngineError) -> Bool {
        var parentNode = try require(parent)
        guard nodes[key]?.parent == parent else {
            throw .manager(tr("status bar manager: '%s' is not a child of '%s'", key, parent))
        }
        guard parentNode.selected != key else { return false }
        parentNode.selected = key
        nodes[parent] = parentNode
        guard let position = pathIndex[parent] else { return false }
        let before = current
        truncatePath(after: position)
        appendToPath(key)
        descendFromPathEnd()
        return current != before
    }

    /// MGR-5: removes every child of `key`. Returns whether the current node changed.
    @discardableResult
    public mutating func clearSubStates(_ key: Key) throws(EngineError) -> Bool {
        var node = try require(key)
        for child in node.children { deleteSubtree(child) }
        node.children = []
        node.selected = nil
        nodes[key] = node
        guard let position = pathIndex[key], position < currentPath.count - 1 else { return false }
        truncatePath(after: position)
        return true
    }

    /// MGR-7: takes `key`'s node out of the tree, alone: its children (the nodes of controllers
    /// still on screen, say one it presented) move up to its parent in its place, with their
    /// states, and the one it had selected is selected there. Returns whether the current node
    /// changed.
    @discardableResult
    public mutating func spliceOut(_ key: Key) throws(EngineError) -> Bool {
        guard key != .root else { throw .manager(tr("status bar manager: the root state cannot be removed")) }
        let node = try require(key)
        let parent = node.parent!
        let position = pathIndex[key]
        var parentNode = nodes[parent]!
        let index = parentNode.children.firstIndex(of: key)!
        parentNode.children.replaceSubrange(index...index, with: node.children)
        if parentNode.selected == key { parentNode.selected = node.selected ?? parentNode.children.first }
        nodes[parent] = parentNode
        for child in node.children { nodes[child]?.parent = parent }
        nodes[key] = nil
        // Off the current path nothing on it changes.
        guard let position else { return false }
        return repairPath(cutAfter: position - 1)
    }

    /// MGR-7: moves `key`'s node (with its subtree and states) to the end of `parent`'s
    /// children, and selects it there when `select` is set or the parent had no selection.
    /// Returns whether the current node changed.
    @discardableResult
    public mutating func move(_ key: Key, under parent: Key, select: Bool) throws(EngineError) -> Bool {
        let node = try require(key)
        var newParent = try require(parent)
        var ancestor: Key? = parent
        while let next = ancestor {
            guard next != key else { throw .manager(tr("status bar manager: '%s' cannot move under its own subtree", key)) }
            ancestor = nodes[next]?.parent
        }
        let oldParent = node.parent!
        if oldParent != parent {
            var old = nodes[oldParent]!
            old.children.removeAll { $0 == key }
            if old.selected == key { old.selected = old.children.first }
            nodes[oldParent] = old
            newParent = nodes[parent]!
            newParent.children.append(key)
            nodes[key]?.parent = parent
        }
        if select || newParent.selected == nil { newParent.selected = key }
        nodes[parent] = newParent
        // The path changes below the moved node's old place, or below its new parent.
        let cuts = [pathIndex[key].map { $0 - 1 }, pathIndex[parent]].compactMap { $0 }
        guard let cut = cuts.min() else { return false }
        return repairPath(cutAfter: cut)
    }

    /// Cuts the current path after `position` and finds it again downwards. Returns whether
    /// the current node changed.
    private mutating func repairPath(cutAfter position: Int) -> Bool {
        let before = current
        truncatePath(after: max(0, position))
        descendFromPathEnd()
        return current != before
    }

    /// MGR-6: changes a node's state. Returns whether the status bar must update: the node is
    /// current and something actually changed.
    @discardableResult
    public mutating func setState(
        _ key: Key, hidden: Bool? = nil, style: StatusBarStyle? = nil, animation: StatusBarAnimation? = nil
    ) throws(EngineError) -> Bool {
        var node = try require(key)
        let before = node.state
        if let hidden { node.state.isHidden = hidden }
        if let style { node.state.style = style }
        if let animation { node.state.animation = animation }
        nodes[key] = node
        return node.state != before && key == current
    }

    // MARK: - Path upkeep

    private mutating func appendToPath(_ key: Key) {
        pathIndex[key] = currentPath.count
        currentPath.append(key)
    }

    private mutating func truncatePath(after position: Int) {
        while currentPath.count > position + 1 {
            pathIndex[currentPath.removeLast()] = nil
        }
    }

    private mutating func descendFromPathEnd() {
        while let next = nodes[current]?.selected { appendToPath(next) }
    }

    private mutating func deleteSubtree(_ key: Key) {
        var stack = [key]
        while let next = stack.popLast() {
            if let node = nodes.removeValue(forKey: next) { stack.append(contentsOf: node.children) }
        }
    }
}
