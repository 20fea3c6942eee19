/// What a newcomer meant by a field the scenario format does not have: UIKit's name for a field
/// the format spells its own way ("'preferredStatusBarStyle' is 'statusBarStyle' in a scenario"),
/// or a near miss of a field the object takes ("did you mean 'statusBarHidden'?").
enum FieldSuggestion {
    /// UIKit's (and FDFullscreenPopGesture's) names, by the scenario field each one is.
    static let uikitNames: [String: String] = [
        "preferredStatusBarStyle": "statusBarStyle",
        "prefersStatusBarHidden": "statusBarHidden",
        "isStatusBarHidden": "statusBarHidden",
        "preferredStatusBarUpdateAnimation": "statusBarAnimation",
        "statusBarUpdateAnimation": "statusBarAnimation",
        "modalPresentationStyle": "presentationStyle",
        "modalPresentationCapturesStatusBarAppearance": "capturesStatusBarAppearance",
        "isModalInPresentation": "modalInPresentation",
        "prefersNavigationBarHidden": "navigationBarHidden",
        "fd_prefersNavigationBarHidden": "navigationBarHidden",
        "fd_interactivePopDisabled": "interactivePopDisabled",
        "interactivePopMaxAllowedInitialDistanceToLeftEdge": "popMaxDistance",
        "fd_interactivePopMaxAllowedInitialDistanceToLeftEdge": "popMaxDistance",
        "fd_viewControllerBasedNavigationBarAppearanceEnabled": "viewControllerBasedNavigationBarAppearance",
        "viewControllerBasedNavigationBarAppearanceEnabled": "viewControllerBasedNavigationBarAppearance",
        "isNavigationBarHidden": "barHidden",
        "navigationBarStyle": "barStyle",
        "viewControllers": "children",
        "selectedIndex": "selected",
        "selectedViewController": "selected",
        "interactiveContentPopGestureRecognizer": "contentPopGestureEnabled",
        "fd_fullscreenPopGestureRecognizer": "fullscreenPopGesture",
        "userInterfaceStyle": "overrideUserInterfaceStyle",
        "presentedViewController": "presented",
        "topViewController": "top",
        "statusBarOrientation": "orientation",
        "interfaceOrientation": "orientation",
    ]

    /// The sentence that names the field meant, if `key` is a UIKit name for one of `known` or
    /// close to one of them (the same but for case, or at most two letters apart).
    static func field(for key: String, among known: [String]) -> String? {
        if let field = uikitNames[key], known.contains(field) {
            return tr("'%s' is '%s' in a scenario", key, field)
        }
        let lowered = key.lowercased()
        let limit = key.count < 6 ? 1 : 2
        let near = known.map { (field: $0, distance: editDistance(lowered, $0.lowercased())) }
            .filter { $0.distance <= limit }
            .min { $0.distance < $1.distance }
        return near.map { tr("did you mean '%s'?", $0.field) }
    }

    /// Levenshtein distance, stopping early for long keys (nothing near is that long apart).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        guard abs(a.count - b.count) <= 2, a.count <= 200, b.count <= 200 else { return .max }
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
