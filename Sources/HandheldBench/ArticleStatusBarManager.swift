// A port of the first article's StatusBarManager (seeds/000), kept as the benchmark's
// baseline: every lookup is a recursive search from the root. Only what the timing needs is
// changed: UIKit types become plain values, `updateStatusBar` counts instead of dispatching,
// and the debug print of the whole tree after every change is left out (it would only make
// the baseline slower). Its bugs (MGR-2…MGR-4) are kept on purpose: this is the "before".

final class ArticleStatusBarState {
    static let defaultKey = "StatusBarState.default.root.key"

    var isHidden = false
    var style = 1 // lightContent
    var animation = 1 // fade
    var key = defaultKey
    var subStates: [ArticleStatusBarState] = []
    weak var superState: ArticleStatusBarState?
    weak var nextState: ArticleStatusBarState?
}

final class ArticleStatusBarManager {
    private var stateKeys = Set<String>()
    private var rootState: ArticleStatusBarState
    private var currentState: ArticleStatusBarState
    private(set) var updates = 0

    init() {
        rootState = ArticleStatusBarState()
        currentState = rootState
        stateKeys.insert(rootState.key)
    }

    var currentKey: String { currentState.key }

    @discardableResult
    func addSubState(with key: String, root: String? = nil) -> ArticleStatusBarState? {
        guard !stateKeys.contains(key) else { return nil }
        stateKeys.insert(key)
        let newState = ArticleStatusBarState()
        newState.key = key
        var superState: ArticleStatusBarState = rootState
        if let root { superState = findState(root) }
        newState.isHidden = superState.isHidden
        newState.style = superState.style
        newState.animation = superState.animation
        newState.superState = superState
        superState.subStates.append(newState)
        if superState.nextState == nil { superState.nextState = newState }
        if currentState.key == superState.key {
            currentState = newState
            updateStatusBar()
        }
        return newState
    }

    func removeState(with key: String) {
        guard stateKeys.contains(key) else { return }
        let state = findState(key)
        let isContainCurrentState = findStateInTree(state, key: currentState.key) != nil
        if !state.subStates.isEmpty { removeSubStatesInTree(state) }
        if let superState = state.superState {
            stateKeys.remove(state.key)
            if let index = superState.subStates.firstIndex(where: { $0 === state }) {
                superState.subStates.remove(at: index)
            }
            superState.nextState = superState.subStates.first
            if isContainCurrentState {
                currentState = superState.nextState ?? superState
                updateStatusBar()
            }
        }
    }

    func showState(for key: String, root: String? = nil) {
        guard stateKeys.contains(key) else { return }
        let rootState = findState(root)
        for subState in rootState.subStates where subState.key == key {
            rootState.nextState = subState
            break
        }
        let newCurrentState = findCurrentStateInTree(rootState)
        if newCurrentState !== currentState {
            currentState = newCurrentState
            updateStatusBar()
        }
    }

    func setState(for key: String? = nil, isHidden: Bool? = nil, style: Int? = nil, animation: Int? = nil) {
        var needUpdate = false
        let state = findState(key)
        if let isHidden, state.isHidden != isHidden { needUpdate = true; state.isHidden = isHidden }
        if let style, state.style != style { needUpdate = true; state.style = style }
        if let animation, state.animation != animation { needUpdate = true; state.animation = animation }
        if let key { guard currentState.key == key else { return } }
        if needUpdate { updateStatusBar() }
    }

    private func updateStatusBar() { updates += 1 }

    private func findState(_ key: String? = nil) -> ArticleStatusBarState {
        if let key, let found = findStateInTree(rootState, key: key) { return found }
        return rootState
    }

    private func findStateInTree(_ state: ArticleStatusBarState, key: String) -> ArticleStatusBarState? {
        if state.key == key { return state }
        for subState in state.subStates {
            if let found = findStateInTree(subState, key: key) { return found }
        }
        return nil
    }

    private func removeSubStatesInTree(_ state: ArticleStatusBarState) {
        for subState in state.subStates {
            stateKeys.remove(subState.key)
            removeSubStatesInTree(subState)
        }
        state.subStates.removeAll()
    }

    private func findCurrentStateInTree(_ state: ArticleStatusBarState) -> ArticleStatusBarState {
        if let nextState = state.nextState { return findCurrentStateInTree(nextState) }
        return state
    }
}
